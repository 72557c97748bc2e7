// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;

namespace pe {

class MainWindow;
class PresenterMode;

// Presenter mode in the explorer's View menu and toolbar: Presenter Mode (F5, from the explorer
// and every lesson), and the screen, zoom and look it uses. PresenterMode does what they ask.
// Retranslates with the window.
class PresenterActions : public QObject
{
    Q_OBJECT

public:
    PresenterActions(MainWindow *window, PresenterMode *presenter);
    QAction *toggle() const { return m_toggle; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void rebuildScreens();
    void sync();
    void stepZoom(int steps);

    MainWindow *m_window;
    PresenterMode *m_presenter;
    QAction *m_toggle;
    QMenu *m_screens;
    QMenu *m_zoom;
    QMenu *m_look;
    QActionGroup *m_screenGroup;
    QActionGroup *m_zoomGroup;
    QActionGroup *m_lookGroup;
    QAction *m_zoomIn;
    QAction *m_zoomOut;
    QAction *m_light;
    QAction *m_dark;
};

} // namespace pe
