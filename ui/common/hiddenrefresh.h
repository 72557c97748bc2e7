// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QWidget>

#include <functional>

class QDockWidget;

namespace pe {

// The work a view does for a change of the model (sampling, texts, its screen-reader
// description), done only while the view can be seen. A change while the view is hidden or
// covered in a shown window (its dock tabbed behind another) only marks it stale; it catches up
// when it is shown, resized or painted, when its dock comes to the front, or when catchUp() /
// catchUpAll() asks (an export or a headless render draws it first). A view whose window is not
// shown (a test's widget, a view being built) does the work at once, as before. runs() counts
// the work done, for the tests.
class HiddenRefresh : public QObject
{
    Q_OBJECT

public:
    using Work = std::function<void()>;
    // WaitWhileUnshown: also wait while the window is not shown (work too costly to do for a
    // window that may never show the view).
    enum Mode { RunWhileUnshown, WaitWhileUnshown };
    HiddenRefresh(QWidget *view, Work work, Mode mode = RunWhileUnshown);

    // The work now when the view can be seen (or its window is not shown), else later.
    void request();
    // The work now if a request is pending.
    void catchUp();
    bool isStale() const { return m_stale; }
    int runs() const { return m_runs; }

    // Whether work for view now would be wasted: its window is shown, the view is not (hidden,
    // or wholly covered, as a dock tabbed behind another is).
    static bool hiddenInShownWindow(const QWidget *view);
    // catchUp() of every HiddenRefresh of root and its children.
    static void catchUpAll(QWidget *root);
    // Whether any HiddenRefresh of root and its children is stale (for the tests).
    static bool anyStale(const QWidget *root);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool unseen() const; // the work would be wasted now
    void run();

    QPointer<QWidget> m_view;
    QPointer<QDockWidget> m_dock; // the dock whose coming to the front catches up
    Work m_work;
    Mode m_mode;
    bool m_stale = false;
    int m_runs = 0;
};

} // namespace pe
