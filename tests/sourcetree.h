// SPDX-License-Identifier: GPL-3.0-or-later
// What the tests of the repository as a whole (tests/project/) read: a file's text, and the C++
// sources below a folder of the tree.
#pragma once

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QStringList>

namespace pe::sourcetree {

// The file's text as UTF-8; empty when it cannot be read.
inline QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll());
}

// Every .cpp and .h below root/folder, relative to root ("core/math/encoding.cpp"), sorted.
inline QStringList sourcesUnder(const QString &root, const QString &folder)
{
    QStringList out;
    QDirIterator it(root + QLatin1Char('/') + folder,
                    { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext())
        out.append(QDir(root).relativeFilePath(it.next()));
    out.sort();
    return out;
}

} // namespace pe::sourcetree
