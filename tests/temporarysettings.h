// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QTemporaryDir>

namespace pe::test {

// Settings in dir for the whole test: never the user's own file, nor a classroom's system-wide
// one; the app's organisation and name, so QSettings() finds the same keys the app writes.
inline void useTemporarySettings(const QTemporaryDir &dir)
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir.path());
    QSettings::setPath(QSettings::NativeFormat, QSettings::SystemScope,
                       dir.filePath(QStringLiteral("system")));
    QCoreApplication::setOrganizationName(QStringLiteral("pe-workbench"));
    QCoreApplication::setApplicationName(QStringLiteral("pe-workbench"));
}

} // namespace pe::test
