// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/training/trainingwindowwatch.h"

#include <QEvent>
#include <QTimer>
#include <QWidget>

namespace pe {

TrainingWindowWatch::TrainingWindowWatch(QWidget *view)
    : QObject(view)
    , m_view(view)
{
    view->installEventFilter(this);
}

void TrainingWindowWatch::watchWindow()
{
    QWidget *window = m_view->window();
    if (m_window == window)
        return;
    if (m_window)
        m_window->removeEventFilter(this);
    m_window = window;
    if (m_window != m_view)
        m_window->installEventFilter(this);
}

bool TrainingWindowWatch::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Hide && (watched == m_view || watched == m_window))
        checkSoon();
    return QObject::eventFilter(watched, event);
}

void TrainingWindowWatch::checkSoon()
{
    QTimer::singleShot(0, this, [this] {
        if (!m_view->window()->isVisible())
            Q_EMIT windowGone();
    });
}

} // namespace pe
