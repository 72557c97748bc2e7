// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presentercurtain.h"

#include <QEvent>
#include <QKeyEvent>
#include <QPainter>

namespace pe {

PresenterCurtain::PresenterCurtain(QWidget *window)
    : QWidget(window)
{
    setObjectName(QStringLiteral("presenterCurtain"));
    setFocusPolicy(Qt::StrongFocus);
    setGeometry(window->rect());
    window->installEventFilter(this);
    retranslate();
}

bool PresenterCurtain::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parent() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void PresenterCurtain::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PresenterCurtain::retranslate()
{
    setAccessibleName(tr("Blank screen"));
    setAccessibleDescription(tr("The screen is blanked. Press any key or click to show it again."));
}

void PresenterCurtain::keyPressEvent(QKeyEvent *event)
{
    event->accept();
    Q_EMIT dismissed();
}

void PresenterCurtain::mousePressEvent(QMouseEvent *event)
{
    event->accept();
    Q_EMIT dismissed();
}

void PresenterCurtain::paintEvent(QPaintEvent *)
{
    QPainter(this).fillRect(rect(), Qt::black);
}

} // namespace pe
