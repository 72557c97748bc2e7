// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/wrappedheight.h"

#include <QEvent>
#include <QLayout>
#include <QWidget>

#include <algorithm>

namespace pe {

WrappedHeight::WrappedHeight(QWidget *container)
    : QObject(container)
    , m_container(container)
{
    container->installEventFilter(this);
}

void WrappedHeight::follow(QWidget *container)
{
    auto *fit = new WrappedHeight(container);
    fit->apply();
}

int WrappedHeight::minimumHeightFor(const QWidget *container, int width)
{
    const QLayout *layout = container->layout();
    if (!layout)
        return container->minimumSizeHint().height();
    const QMargins margins = layout->contentsMargins();
    const int inner = std::max(1, width - margins.left() - margins.right());
    int total = margins.top() + margins.bottom();
    int shown = 0;
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (!item || item->isEmpty()) // a hidden widget, an empty layout
            continue;
        total += item->hasHeightForWidth()
            ? std::max(item->heightForWidth(inner), item->minimumSize().height())
            : item->minimumSize().height();
        ++shown;
    }
    return total + std::max(0, layout->spacing()) * std::max(0, shown - 1);
}

void WrappedHeight::apply()
{
    const int height = minimumHeightFor(m_container, m_container->width());
    if (m_container->minimumHeight() != height)
        m_container->setMinimumHeight(height);
}

bool WrappedHeight::eventFilter(QObject *watched, QEvent *event)
{
    // A new width, or a label's new text (its layout asks to be laid out again).
    if (watched == m_container
        && (event->type() == QEvent::Resize || event->type() == QEvent::LayoutRequest
            || event->type() == QEvent::Show))
        apply();
    return QObject::eventFilter(watched, event);
}

} // namespace pe
