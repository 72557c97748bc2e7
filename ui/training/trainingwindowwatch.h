// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace pe {

// Tells when a view's window is gone (hidden or closed), so a run it shows can stop. A tab in
// front hides the view but the window stays: no signal then. The window hidden while the view is
// behind another tab sends the view no hide event, so the window is watched too. Checked once the
// event loop runs again: a dock floated or docked back is hidden and shown at once.
class TrainingWindowWatch : public QObject
{
    Q_OBJECT

public:
    explicit TrainingWindowWatch(QWidget *view);

    // Watches the view's window as it is now (call when a run starts: the dock may have floated
    // since).
    void watchWindow();

Q_SIGNALS:
    void windowGone();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void checkSoon();

    QWidget *m_view;
    QPointer<QWidget> m_window;
};

} // namespace pe
