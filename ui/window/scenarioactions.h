// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QMenu;

namespace pe {

class MainWindow;

// The scenario entries at the top of the explorer's File menu: Open Scenario (Ctrl+O), Open
// Recent, Open Sample, Save Scenario (Ctrl+S), Save Scenario As (Ctrl+Shift+S) and the note.
// ScenarioSession does what they ask. Retranslates with the window.
class ScenarioActions : public QObject
{
    Q_OBJECT

public:
    explicit ScenarioActions(MainWindow *window);
    QAction *open() const { return m_open; }
    QAction *save() const { return m_save; }
    QAction *saveAs() const { return m_saveAs; }
    QAction *note() const { return m_note; }
    QMenu *recentMenu() const { return m_recent; }
    QMenu *sampleMenu() const { return m_samples; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    QAction *m_open;
    QMenu *m_recent;
    QMenu *m_samples;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_note;
};

} // namespace pe
