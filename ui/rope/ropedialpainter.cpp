// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/rope/ropedialpainter.h"

#include "ui/common/viewpalette.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double padding = 3.0;
    constexpr double degreesPerRadian = 57.295779513082320876798154814105;

    void paintHand(QPainter *painter, const QPointF &centre, const QPointF &tip,
                   const QColor &colour, double width)
    {
        painter->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(centre, tip);
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawEllipse(tip, width * 0.9, width * 0.9);
    }
} // namespace

RopeDialPainter::Style RopeDialPainter::style(const QPalette &palette)
{
    // The clock dials' face and strokes (ViewPalette), q the first curve colour and k the second:
    // told apart with every common colour vision deficiency.
    const ViewPalette colours(palette);
    const ViewPalette::Dial dial = ViewPalette::dialIn(palette);
    return { dial.face,
             dial.rim,
             dial.axes,
             dial.text,
             dial.mutedText,
             colours.curve(0),
             colours.curve(1),
             colours.curveText(0, dial.face),
             colours.curveText(1, dial.face),
             dial.arc,
             colours.highlight() };
}

double RopeDialPainter::captionHeight(const QFont &font)
{
    return 2.0 * QFontMetricsF(font).height() + padding;
}

QRectF RopeDialPainter::faceRect(const QRectF &cell, double captionHeight)
{
    const double side = std::max(
        0.0, std::min(cell.width() - 2 * padding, cell.height() - captionHeight - 2 * padding));
    return { cell.center().x() - side / 2, cell.top() + padding, side, side };
}

QPointF RopeDialPainter::handTip(const QRectF &face, const RopeDial &dial, bool key)
{
    const double longest = std::max(dial.query.length, dial.key.length);
    const double scale = longest > 0 ? handReach * face.width() / 2 / longest : 0.0;
    const RopeHand &hand = key ? dial.key : dial.query;
    const QPointF c = face.center();
    return { c.x() + scale * hand.x, c.y() - scale * hand.y };
}

void RopeDialPainter::paint(QPainter *painter, const QRectF &cell, const Content &content,
                            const Style &style)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QFontMetricsF fm(painter->font());
    const QRectF face = faceRect(cell, captionHeight(painter->font()));
    const QPointF c = face.center();
    const double r = face.width() / 2;
    const RopeDial &dial = content.dial;

    painter->setPen(QPen(style.rim, std::max(1.0, r * 0.03)));
    painter->setBrush(style.face);
    painter->drawEllipse(c, r, r);
    if (content.current) {
        painter->setPen(QPen(style.current, 2.5));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(c, r + 1.0, r + 1.0);
    }
    // The x and y axes: the pair's first component to the right, its second up.
    painter->setPen(QPen(style.axes, 1.0));
    painter->drawLine(QPointF(c.x() - r * 0.94, c.y()), QPointF(c.x() + r * 0.94, c.y()));
    painter->drawLine(QPointF(c.x(), c.y() - r * 0.94), QPointF(c.x(), c.y() + r * 0.94));

    // The angle from q's hand to k's hand: the arc t never changes.
    if (dial.query.length > 0 && dial.key.length > 0) {
        const double arcRadius = r * 0.3;
        painter->setPen(QPen(style.arc, std::max(1.0, r * 0.025)));
        painter->setBrush(Qt::NoBrush);
        painter->drawArc(QRectF(c.x() - arcRadius, c.y() - arcRadius, 2 * arcRadius, 2 * arcRadius),
                         static_cast<int>(std::lround(dial.query.angle * degreesPerRadian * 16)),
                         static_cast<int>(std::lround(dial.between * degreesPerRadian * 16)));
    }

    const double width = std::max(2.0, r * 0.06);
    const QPointF keyTip = handTip(face, dial, true);
    const QPointF queryTip = handTip(face, dial, false);
    paintHand(painter, c, keyTip, style.key, width);
    paintHand(painter, c, queryTip, style.query, width);
    painter->setPen(Qt::NoPen);
    painter->setBrush(style.rim);
    painter->drawEllipse(c, width * 0.8, width * 0.8);

    // "q" and "k" beside the tips when the face has room: the colours are not the only cue.
    if (r >= 36) {
        const double lift = fm.height() * 0.7;
        const auto label = [&](const QPointF &tip, const QString &name, const QColor &colour) {
            const QPointF from = tip - c;
            const double len = std::hypot(from.x(), from.y());
            const QPointF at = len > 0 ? tip + from / len * lift : c + QPointF(lift, -lift);
            QRectF box(at.x() - fm.height() / 2, at.y() - fm.height() / 2, fm.height(),
                       fm.height());
            box.moveLeft(std::clamp(box.left(), face.left(), face.right() - box.width()));
            box.moveTop(std::clamp(box.top(), face.top(), face.bottom() - box.height()));
            painter->setPen(colour);
            painter->drawText(box, Qt::AlignCenter, name);
        };
        label(keyTip, QStringLiteral("k"), style.keyText);
        label(queryTip, QStringLiteral("q"), style.queryText);
    }

    painter->setPen(style.text);
    QRectF line(cell.left() + 1, face.bottom() + padding, cell.width() - 2, fm.height());
    painter->drawText(line, Qt::AlignHCenter | Qt::AlignVCenter,
                      fm.elidedText(content.title, Qt::ElideRight, line.width()));
    line.translate(0, fm.height());
    painter->setPen(style.mutedText);
    painter->drawText(line, Qt::AlignHCenter | Qt::AlignVCenter,
                      fm.elidedText(content.caption, Qt::ElideRight, line.width()));
    painter->restore();
}

} // namespace pe
