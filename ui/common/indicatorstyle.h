// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProxyStyle>

namespace pe {

// The platform style with check box and radio button frames drawn again in the text colour, two
// pixels wide: Fusion draws them from the window colour, which on presenter mode's pure black is
// black, so an unticked box would not be seen at all. Set on the buttons themselves while
// presenting (QWidget::setStyle), not on the application.
class IndicatorStyle : public QProxyStyle
{
    Q_OBJECT

public:
    IndicatorStyle();

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
};

} // namespace pe
