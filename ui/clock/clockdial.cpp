// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/clock/clockdial.h"

#include "ui/common/viewpalette.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace pe {

namespace {
    constexpr double twoPi = 6.283185307179586476925286766559;
    constexpr double padding = 3.0;
} // namespace

ClockDial::Style ClockDial::style(const QPalette &palette)
{
    // The shared colours (ViewPalette): the face and strokes of every dial, p's hand the first
    // curve colour and q's the second, as in the rope dials.
    const ViewPalette colours(palette);
    const ViewPalette::Dial dial = ViewPalette::dialIn(palette);
    Style s { dial.face,      dial.rim,         dial.ticks,       dial.text,
              dial.mutedText, colours.curve(0), colours.curve(1), colours.highlight() };
    if (!colours.isHighContrast())
        s.handQ.setAlpha(160); // faint, so p's hand reads first; opaque in high contrast
    return s;
}

double ClockDial::normalizedAngle(double angle)
{
    double a = std::fmod(angle, twoPi);
    if (a < 0)
        a += twoPi;
    return a;
}

QPointF ClockDial::direction(double angle)
{
    return { std::sin(angle), std::cos(angle) };
}

QPointF ClockDial::handTip(const QPointF &center, double length, double angle)
{
    const QPointF v = direction(angle);
    // Screen y grows downwards: the math y (cos) is flipped.
    return { center.x() + length * v.x(), center.y() - length * v.y() };
}

double ClockDial::captionHeight(const QFont &font)
{
    return 2.0 * QFontMetricsF(font).height() + padding;
}

QRectF ClockDial::faceRect(const QRectF &cell, double captionHeight)
{
    const double side = std::max(
        0.0, std::min(cell.width() - 2 * padding, cell.height() - captionHeight - 2 * padding));
    return { cell.center().x() - side / 2, cell.top() + padding, side, side };
}

void ClockDial::paint(QPainter *painter, const QRectF &cell, const Content &content,
                      const Style &style)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF fm(painter->font());
    const QRectF face = faceRect(cell, captionHeight(painter->font()));
    const QPointF c = face.center();
    const double r = face.width() / 2;

    // Face and rim; a dashed rim when the encoding is switched off (candidates, not added).
    QPen rim(style.rim, std::max(1.0, r * 0.03));
    if (!content.encodingEnabled)
        rim.setStyle(Qt::DashLine);
    painter->setPen(rim);
    painter->setBrush(style.face);
    painter->drawEllipse(c, r, r);
    if (content.picked) {
        // Inside the cell's padding, so neighbours are never overdrawn.
        painter->setPen(QPen(style.picked, 2.5));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(c, r + 1.0, r + 1.0);
    }

    // Twelve ticks; the one at 12 o'clock (angle 0, position 0) is longer.
    for (int k = 0; k < 12; ++k) {
        const double a = twoPi * k / 12.0;
        const double inner = k == 0 ? 0.78 : 0.88;
        painter->setPen(QPen(k == 0 ? style.rim : style.ticks,
                             k == 0 ? std::max(1.5, r * 0.04) : std::max(1.0, r * 0.02)));
        painter->drawLine(handTip(c, r * inner, a), handTip(c, r * 0.96, a));
    }

    // q's hand first, faint and a little shorter, so p's hand stays on top.
    if (content.showQ) {
        QPen q(style.handQ, std::max(1.5, r * 0.05), Qt::SolidLine, Qt::RoundCap);
        painter->setPen(q);
        painter->drawLine(c, handTip(c, r * 0.74, content.angleQ));
    }
    QPen p(style.handP, std::max(2.0, r * 0.075), Qt::SolidLine, Qt::RoundCap);
    painter->setPen(p);
    const QPointF tip = handTip(c, r * 0.84, content.angleP);
    painter->drawLine(c, tip);
    painter->setPen(Qt::NoPen);
    painter->setBrush(style.handP);
    painter->drawEllipse(tip, std::max(2.0, r * 0.06), std::max(2.0, r * 0.06));
    painter->drawEllipse(c, std::max(2.0, r * 0.07), std::max(2.0, r * 0.07));

    // Two lines of text under the face, elided to the cell.
    painter->setPen(style.text);
    const double lineH = fm.height();
    QRectF line(cell.left() + 1, face.bottom() + padding, cell.width() - 2, lineH);
    painter->drawText(line, Qt::AlignHCenter | Qt::AlignVCenter,
                      fm.elidedText(content.title, Qt::ElideRight, line.width()));
    line.translate(0, lineH);
    painter->setPen(style.mutedText);
    painter->drawText(line, Qt::AlignHCenter | Qt::AlignVCenter,
                      fm.elidedText(content.caption, Qt::ElideRight, line.width()));
    painter->restore();
}

} // namespace pe
