// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presenterstepbadge.h"

#include <QAbstractButton>
#include <QEvent>
#include <QWizard>

namespace pe {

PresenterStepBadge::PresenterStepBadge(QWizard *wizard, int stepCount)
    : QLabel(wizard)
    , m_wizard(wizard)
    , m_stepCount(stepCount)
{
    setObjectName(QStringLiteral("presenterStepBadge"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Highlight);
    setForegroundRole(QPalette::HighlightedText);
    setMargin(6);
    setTextFormat(Qt::RichText); // bold through the text: the font follows the zoom
    connect(wizard, &QWizard::currentIdChanged, this, &PresenterStepBadge::update);
    wizard->installEventFilter(this);
    update(wizard->currentId());
}

void PresenterStepBadge::update(int step)
{
    const QString plain = tr("Step %1 of %2").arg(step + 1).arg(m_stepCount);
    setText(QStringLiteral("<b>%1</b>").arg(plain.toHtmlEscaped()));
    setAccessibleName(plain);
    place();
}

void PresenterStepBadge::place()
{
    adjustSize();
    // In the middle of the button row, which has room there on every page (the page's own text
    // runs to the top right corner).
    const QAbstractButton *next = m_wizard->button(QWizard::NextButton);
    const int middle
        = next && next->isVisible() ? next->geometry().center().y() : m_wizard->height() - height();
    move((m_wizard->width() - width()) / 2, middle - height() / 2);
    raise();
}

bool PresenterStepBadge::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_wizard
        && (event->type() == QEvent::Resize || event->type() == QEvent::Show
            || event->type() == QEvent::LayoutRequest))
        QMetaObject::invokeMethod(this, &PresenterStepBadge::place, Qt::QueuedConnection);
    return QLabel::eventFilter(watched, event);
}

void PresenterStepBadge::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        update(m_wizard->currentId());
    else if (event->type() == QEvent::FontChange)
        place();
}

} // namespace pe
