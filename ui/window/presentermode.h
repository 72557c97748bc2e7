// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/presentersettings.h"
#include "ui/window/presenterlessonlayout.h"
#include "ui/window/presenterwindowlook.h"

#include <QByteArray>
#include <QLayout>
#include <QList>
#include <QObject>
#include <QPointer>

#include <memory>

class QKeyEvent;
class QScreen;
class QWidget;

namespace pe {

class MainWindow;
class PresenterBlanking;
class PresenterExplorerLayout;

// Presenter mode: one window (the explorer or a lesson) full screen on the chosen screen, its type
// scaled by the zoom, in a high-contrast light or dark look that every view follows. In a lesson
// PageDown / PageUp (what presentation clickers send), Space and the arrow keys step through it,
// Home / End go to the first and last step, and the step number stays in view; B blanks the screen
// (any key brings it back), Esc or F5 leaves. Leaving puts back the window's place, size, font and
// palette: nothing a student's setting remembers changes; only the zoom, the look and the screen
// are remembered, for presenter mode alone (PresenterSettings).
class PresenterMode : public QObject
{
    Q_OBJECT

public:
    explicit PresenterMode(MainWindow *explorer, QObject *parent = nullptr);
    ~PresenterMode() override;

    bool isActive() const { return !m_target.isNull(); }
    QWidget *target() const { return m_target; }
    bool isBlanked() const;
    const PresenterSettings &settings() const { return m_settings; }
    // The zoom shown now: the chosen one, or less when the window would not fit its screen.
    int shownZoom() const { return m_shownZoom; }
    // Problems with the remembered values (each named, the default kept), for the status bar.
    QStringList loadProblems() const { return m_loadProblems; }

    // The screen a window is presented on (PresenterPlacement::screenFor, the chosen one first).
    QScreen *screenFor(const QWidget *window) const;

    // Empty when taken (and remembered); else the message naming the value and the range.
    QString setZoom(int zoom);
    void setLook(PresenterSettings::Look look);
    void setScreenName(const QString &name);
    // For this run only (the command line's --presenter-look and --presenter-zoom): not saved.
    void overrideSettings(const PresenterSettings &settings);

public Q_SLOTS:
    // Presents window (the explorer or a lesson wizard); a window presented already is left first.
    void enter(QWidget *window);
    void leave();
    // Presents the window in front (a lesson or the explorer), or leaves when presenting.
    void toggle();
    void setBlanked(bool blanked);

Q_SIGNALS:
    void activeChanged(bool active);
    void settingsChanged();
    // Something to tell the teacher (the zoom was lowered to fit the screen).
    void notice(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void applyLook();
    void showOnScreen();
    // The presented window back to its screen's size after its type changed.
    void fitScreen();
    void save() const;
    // Once the window manager has the window back from full screen (its frame again): the place
    // and size it had, inside its screen.
    void settleGeometry(QWidget *window, const QByteArray &geometry, int attempts);

    MainWindow *m_explorer;
    PresenterSettings m_settings;
    QStringList m_loadProblems;
    bool m_saveSettings = true;
    int m_shownZoom = 0;
    QPointer<QWidget> m_target;
    std::unique_ptr<PresenterExplorerLayout> m_explorerLayout;
    PresenterBlanking *m_blanking;
    PresenterLessonLayout m_lessonLayout;
    // What the target had before: put back on leaving.
    QByteArray m_geometry;
    QLayout::SizeConstraint m_sizeConstraint = QLayout::SetDefaultConstraint;
    PresenterWindowLook m_look;
};

} // namespace pe
