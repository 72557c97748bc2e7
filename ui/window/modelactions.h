// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;

namespace pe {

class MainWindow;

// The explorer's ways to open a model's settings in the Your model view: File → Open Model
// Settings… (a file dialog for *.json) and a .json file dropped on the window (a .pewscenario
// dropped goes to ScenarioWindowGuard, which lets other drops through). Both bring the view to
// the front; a file the reader refuses leaves the model shown before and the view says why.
class ModelActions : public QObject
{
    Q_OBJECT

public:
    explicit ModelActions(MainWindow *window);

    QAction *openAction() const { return m_open; }
    // Shows the view and loads fileName in it; false when the reader refused it.
    bool openFile(const QString &fileName);
    // Asks for a file (the dialog opens in the folder of the last one) and opens it.
    bool open();
    // A file named on the command line (pe-workbench config.json) that could not be read: the
    // reader's line in a dialog over the window.
    void showOpenFailure(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    MainWindow *m_window;
    QAction *m_open;
};

} // namespace pe
