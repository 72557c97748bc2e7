// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace pe {

class MainWindow;
class ScenarioSession;

// The explorer window's side of scenario files, watched from outside so the window knows nothing
// of them: a .pewscenario dropped on it opens (ScenarioSession::openInteractively; other files
// pass on to the window's other filters, e.g. ModelActions), and closing it
// with unsaved changes asks first (ScenarioSession::maybeSave; Cancel keeps it open).
class ScenarioWindowGuard : public QObject
{
    Q_OBJECT

public:
    ScenarioWindowGuard(MainWindow *window, ScenarioSession *session);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    MainWindow *m_window;
    ScenarioSession *m_session;
};

} // namespace pe
