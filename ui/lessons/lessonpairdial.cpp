// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonpairdial.h"

#include "ui/common/viewpalette.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace pe {

namespace {
    constexpr double twoPi = 6.283185307179586476925286766559;
}

LessonPairDial::LessonPairDial(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

void LessonPairDial::setData(const Data &data)
{
    m_data = data;
    // What a screen reader reads of the figure: its name ("pair 0") and what it shows.
    setAccessibleName(m_data.caption);
    setAccessibleDescription(m_data.caption + QStringLiteral(": ") + m_data.labelP
                             + QStringLiteral(", ") + m_data.labelQ);
    updateGeometry();
    update();
}

void LessonPairDial::setSizeInLines(int lines)
{
    m_lines = lines;
    updateGeometry();
}

QSize LessonPairDial::sizeHint() const
{
    const int h = fontMetrics().height();
    const int legend = fontMetrics().horizontalAdvance(m_data.labelP + m_data.labelQ) + 3 * h;
    const int caption = fontMetrics().horizontalAdvance(m_data.caption) + h;
    return { qMax(m_lines * h, qMax(legend, caption)), m_lines * h + 2 * h };
}

QSize LessonPairDial::minimumSizeHint() const
{
    return sizeHint();
}

QColor LessonPairDial::colorP(const QPalette &palette)
{
    return ViewPalette(palette).curve(0);
}

QColor LessonPairDial::colorQ(const QPalette &palette)
{
    return ViewPalette(palette).curve(1);
}

void LessonPairDial::paint(QPainter *painter, const QRectF &rect, const Data &data,
                           const QPalette &palette)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QFontMetricsF fm(painter->font());
    const double h = fm.height();
    // The circle on top; below it the caption and a legend of the two positions.
    const double side = qMin(rect.width() - 16, rect.height() - 2.4 * h - 14);
    const double r = qMax(10.0, side / 2);
    const QPointF c(rect.center().x(), rect.top() + 7 + r);
    auto at = [&](double angle) { return c + QPointF(r * std::cos(angle), -r * std::sin(angle)); };

    // Axes: cos across, sin up; their names sit just inside the circle.
    painter->setPen(QPen(palette.color(QPalette::Mid), 1));
    painter->drawLine(QPointF(c.x() - r - 6, c.y()), QPointF(c.x() + r + 6, c.y()));
    painter->drawLine(QPointF(c.x(), c.y() - r - 6), QPointF(c.x(), c.y() + r + 6));
    painter->setPen(palette.color(QPalette::PlaceholderText));
    const QString cosName = QStringLiteral("cos");
    const QString sinName = QStringLiteral("sin");
    painter->drawText(QRectF(c.x() + r - fm.horizontalAdvance(cosName) - 8, c.y() + 2,
                             fm.horizontalAdvance(cosName) + 2, h),
                      Qt::AlignLeft | Qt::AlignTop, cosName);
    painter->drawText(QRectF(c.x() + 4, c.y() - r + 4, fm.horizontalAdvance(sinName) + 2, h),
                      Qt::AlignLeft | Qt::AlignTop, sinName);
    painter->setPen(QPen(palette.color(QPalette::WindowText), 1.5));
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(c, r, r);

    // The arc travelled from p to q within the last turn (whole turns are not drawn again).
    const double arc = std::fmod(data.angleQ - data.angleP, twoPi);
    QColor arcColor = colorQ(palette);
    arcColor.setAlpha(110);
    painter->setPen(QPen(arcColor, 5, Qt::SolidLine, Qt::FlatCap));
    const QRectF box(c.x() - r, c.y() - r, 2 * r, 2 * r);
    painter->drawArc(box, qRound(data.angleP * 180 / M_PI * 16), qRound(arc * 180 / M_PI * 16));

    // The chord: the pair's distance between the two positions.
    const QPointF p = at(data.angleP);
    const QPointF q = at(data.angleQ);
    painter->setPen(QPen(palette.color(QPalette::WindowText), 1.2, Qt::DashLine));
    painter->drawLine(p, q);
    painter->setPen(QPen(palette.color(QPalette::Base), 1.5));
    painter->setBrush(colorP(palette));
    painter->drawEllipse(p, 6, 6);
    painter->setBrush(colorQ(palette));
    painter->drawEllipse(q, 4.5, 4.5);

    // Caption, then the legend: a dot in each colour with its position.
    const double captionTop = c.y() + r + 7;
    painter->setPen(palette.color(QPalette::WindowText));
    painter->drawText(QRectF(rect.left(), captionTop, rect.width(), h), Qt::AlignCenter,
                      data.caption);
    const double wp = fm.horizontalAdvance(data.labelP);
    const double wq = fm.horizontalAdvance(data.labelQ);
    const double dotRoom = h * 0.9;
    const double gapRoom = h;
    double x = rect.center().x() - (2 * dotRoom + wp + wq + gapRoom) / 2;
    const double y = captionTop + h;
    for (int k = 0; k < 2; ++k) {
        const QColor color = k == 0 ? colorP(palette) : colorQ(palette);
        const QString label = k == 0 ? data.labelP : data.labelQ;
        painter->setPen(Qt::NoPen);
        painter->setBrush(color);
        painter->drawEllipse(QPointF(x + dotRoom / 2 - 1, y + h / 2), 4.5, 4.5);
        x += dotRoom;
        painter->setPen(color);
        painter->drawText(QRectF(x, y, (k == 0 ? wp : wq) + 2, h), Qt::AlignLeft | Qt::AlignVCenter,
                          label);
        x += (k == 0 ? wp : wq) + gapRoom;
    }
    painter->restore();
}

void LessonPairDial::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paint(&painter, rect(), m_data, palette());
}

} // namespace pe
