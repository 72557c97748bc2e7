// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace pe {

// File → Open Recent: the scenario files last opened or saved, newest first, kept in the settings
// (scenarios/recent), and the menu that lists them. ScenarioSession opens what is chosen.
class RecentScenarios : public QObject
{
    Q_OBJECT

public:
    static constexpr int maxRecent = 8;

    // Fills menu now and each time it is about to show.
    RecentScenarios(QMenu *menu, QObject *parent);

    QStringList files() const;
    // fileName (made absolute) first, the oldest past maxRecent dropped.
    void remember(const QString &fileName);

Q_SIGNALS:
    void chosen(const QString &fileName);

private:
    void fillMenu();

    QMenu *m_menu;
};

} // namespace pe
