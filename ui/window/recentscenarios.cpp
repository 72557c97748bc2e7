// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/recentscenarios.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace pe {

namespace {
    const QString recentKey = QStringLiteral("scenarios/recent");
}

RecentScenarios::RecentScenarios(QMenu *menu, QObject *parent)
    : QObject(parent)
    , m_menu(menu)
{
    connect(menu, &QMenu::aboutToShow, this, &RecentScenarios::fillMenu);
    fillMenu();
}

QStringList RecentScenarios::files() const
{
    return QSettings().value(recentKey).toStringList();
}

void RecentScenarios::remember(const QString &fileName)
{
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    QSettings().setValue(recentKey, list.mid(0, maxRecent));
    // Now, not on the menu's aboutToShow: a menu greyed while the list was empty never shows.
    fillMenu();
}

void RecentScenarios::fillMenu()
{
    m_menu->clear();
    const QStringList list = files();
    for (const QString &file : list) {
        QAction *a = m_menu->addAction(QDir::toNativeSeparators(file));
        connect(a, &QAction::triggered, this, [this, file] { Q_EMIT chosen(file); });
    }
    m_menu->setEnabled(!list.isEmpty());
}

} // namespace pe
