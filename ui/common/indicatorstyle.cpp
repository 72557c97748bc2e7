// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/indicatorstyle.h"

#include <QApplication>
#include <QPainter>
#include <QStyleOption>

namespace pe {

IndicatorStyle::IndicatorStyle()
    : QProxyStyle(QApplication::style()->name())
{
}

void IndicatorStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option,
                                   QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool box = element == PE_IndicatorCheckBox;
    if (!box && element != PE_IndicatorRadioButton)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, !box);
    const QPalette::ColorGroup group
        = option->state & State_Enabled ? QPalette::Normal : QPalette::Disabled;
    painter->setPen(QPen(option->palette.color(group, QPalette::WindowText), 2));
    painter->setBrush(Qt::NoBrush);
    const QRectF frame = QRectF(option->rect).adjusted(1, 1, -1, -1);
    if (box)
        painter->drawRect(frame);
    else
        painter->drawEllipse(frame);
    painter->restore();
}

} // namespace pe
