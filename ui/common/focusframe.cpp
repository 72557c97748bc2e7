// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/focusframe.h"

#include <QEvent>
#include <QPainter>

namespace pe {

FocusFrame::FocusFrame(QWidget *view)
    : QWidget(view)
    , m_view(view)
{
    setObjectName(QStringLiteral("focusFrame"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setFocusPolicy(Qt::NoFocus);
    view->installEventFilter(this);
    follow();
}

void FocusFrame::follow()
{
    setGeometry(m_view->rect());
    setVisible(m_view->hasFocus());
    raise();
}

bool FocusFrame::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view) {
        switch (event->type()) {
        case QEvent::FocusIn:
        case QEvent::FocusOut:
        case QEvent::Resize:
        case QEvent::ChildAdded: // a child made later must not cover the frame
            follow();
            break;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void FocusFrame::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QPen pen(m_view->palette().color(QPalette::Highlight), width);
    pen.setJoinStyle(Qt::MiterJoin);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(rect()).adjusted(width / 2.0, width / 2.0, -width / 2.0, -width / 2.0));
}

} // namespace pe
