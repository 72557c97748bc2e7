// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonclockrow.h"

#include "ui/clock/clockdial.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double twoPi = 6.283185307179586476925286766559;
} // namespace

LessonClockRow::LessonClockRow(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void LessonClockRow::setDials(const QList<Dial> &dials)
{
    m_dials = dials;
    // What a screen reader reads of the figure: each dial's title and caption.
    QStringList texts;
    for (const Dial &dial : m_dials)
        texts << dial.title + QStringLiteral(": ") + dial.caption;
    setAccessibleDescription(texts.join(QStringLiteral("; ")));
    updateGeometry();
    update();
}

void LessonClockRow::setCellLines(int lines)
{
    m_lines = lines;
    updateGeometry();
}

QSize LessonClockRow::sizeHint() const
{
    const int h = fontMetrics().height();
    int caption = 0;
    for (const Dial &dial : m_dials)
        caption = std::max({ caption, fontMetrics().horizontalAdvance(dial.title),
                             fontMetrics().horizontalAdvance(dial.caption) });
    const int cell = std::max(m_lines * h, caption + h);
    return { static_cast<int>(std::max<qsizetype>(1, m_dials.size())) * cell,
             m_lines * h + static_cast<int>(ClockDial::captionHeight(font())) };
}

QSize LessonClockRow::minimumSizeHint() const
{
    return sizeHint();
}

void LessonClockRow::paint(QPainter *painter, const QRectF &rect, const QList<Dial> &dials,
                           const QPalette &palette)
{
    if (dials.isEmpty())
        return;
    const ClockDial::Style style = ClockDial::style(palette);
    const double width = rect.width() / dials.size();
    for (int k = 0; k < dials.size(); ++k) {
        const Dial &dial = dials.at(k);
        const QRectF cell(rect.left() + k * width, rect.top(), width, rect.height());
        ClockDial::Content content;
        content.angleP = dial.to;
        content.angleQ = dial.from;
        content.showQ = dial.showFrom;
        content.title = dial.title;
        content.caption = dial.caption;
        ClockDial::paint(painter, cell, content, style);
        if (!dial.showFrom)
            continue;
        // The turn from the faint hand to the strong one, clockwise, as an arc inside the face.
        const QRectF face = ClockDial::faceRect(cell, ClockDial::captionHeight(painter->font()));
        const double r = face.width() * 0.3;
        const QRectF arc(face.center().x() - r, face.center().y() - r, 2 * r, 2 * r);
        const double turn = ClockDial::normalizedAngle(dial.to - dial.from);
        const double start = 90.0 - ClockDial::normalizedAngle(dial.from) * 360.0 / twoPi;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing, true);
        painter->setPen(QPen(style.handP, 2.0, Qt::SolidLine, Qt::RoundCap));
        painter->setBrush(Qt::NoBrush);
        painter->drawArc(arc, static_cast<int>(std::lround(start * 16)),
                         static_cast<int>(std::lround(-turn * 360.0 / twoPi * 16)));
        painter->restore();
    }
}

void LessonClockRow::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const int side = sizeHint().width() / static_cast<int>(std::max<qsizetype>(1, m_dials.size()));
    const double used = std::min<double>(width(), side * 1.4 * m_dials.size());
    paint(&painter, QRectF((width() - used) / 2, 0, used, height()), m_dials, palette());
}

} // namespace pe
