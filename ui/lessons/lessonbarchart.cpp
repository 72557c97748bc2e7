// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonbarchart.h"

#include "core/text/format.h"
#include "ui/common/viewpalette.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    // Rows: a line of text each for up to two bars; the scale and the legend take two lines more.
    int rowHeight(const QFontMetrics &fm, int bars)
    {
        return std::max(1, bars) * (fm.height() + 2) + 6;
    }

    QString tickText(double value)
    {
        return value >= 1 ? formatExact(value) : QString::number(value, 'g', 6);
    }

    QList<double> ticks(const LessonBarChart::Data &data)
    {
        QList<double> out;
        if (data.logarithmic) {
            for (double t = std::pow(10.0, std::ceil(std::log10(data.minimum)));
                 t <= data.maximum * 1.0000001; t *= 10)
                out << t;
        } else {
            const double span = data.maximum - data.minimum;
            const double step = span <= 2 ? 0.5 : std::pow(10.0, std::floor(std::log10(span)));
            for (double t = data.minimum; t <= data.maximum + 1e-9; t += step)
                out << t;
        }
        return out;
    }

} // namespace

LessonBarChart::LessonBarChart(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void LessonBarChart::setData(const Data &data)
{
    m_data = data;
    // What a screen reader reads of the figure: each row's label and the numbers at its bars.
    QStringList rows;
    for (const Row &row : m_data.rows) {
        QStringList bars;
        for (int k = 0; k < row.texts.size(); ++k)
            bars << (k < m_data.series.size() && m_data.series.size() > 1
                         ? m_data.series.at(k) + QLatin1Char(' ') + row.texts.at(k)
                         : row.texts.at(k));
        rows << row.label + QStringLiteral(": ") + bars.join(QStringLiteral(", "));
    }
    setAccessibleDescription(rows.join(QStringLiteral("; ")));
    // And its name: what the bars measure (the legend's names), unless the page named it.
    if (accessibleName().isEmpty() || accessibleName() == m_seriesName) {
        m_seriesName = m_data.series.join(QStringLiteral("; "));
        setAccessibleName(m_seriesName);
    }
    updateGeometry();
    update();
}

QColor LessonBarChart::seriesColor(int series, const QPalette &palette)
{
    return ViewPalette(palette).curve(series == 0 ? 1 : 0);
}

int LessonBarChart::heightForWidth(int) const
{
    const QFontMetrics fm = fontMetrics();
    const int bars = static_cast<int>(m_data.series.size());
    return static_cast<int>(m_data.rows.size()) * rowHeight(fm, bars) + 3 * fm.height() + 12;
}

QSize LessonBarChart::sizeHint() const
{
    return { 560, heightForWidth(560) };
}

QSize LessonBarChart::minimumSizeHint() const
{
    return { 320, heightForWidth(320) };
}

double LessonBarChart::position(const Data &data, double value, double left, double right)
{
    double t = 0;
    value = std::abs(value);
    if (data.logarithmic) {
        const double lo = std::log10(data.minimum);
        const double hi = std::log10(data.maximum);
        t = (std::log10(std::max(value, data.minimum)) - lo) / (hi - lo);
    } else {
        t = (value - data.minimum) / (data.maximum - data.minimum);
    }
    return left + std::clamp(t, 0.0, 1.0) * (right - left);
}

void LessonBarChart::paint(QPainter *painter, const QRectF &rect, const Data &data,
                           const QPalette &palette)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QFontMetrics fm(painter->font());
    const int bars = static_cast<int>(data.series.size());
    const int rowH = rowHeight(fm, bars);
    int labelWidth = 0;
    int valueWidth = 0;
    for (const Row &row : data.rows) {
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(row.label));
        for (const QString &text : row.texts)
            valueWidth = std::max(valueWidth, fm.horizontalAdvance(text));
    }
    const double left = rect.left() + labelWidth + 12;
    const double right = rect.right() - valueWidth - 12;
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlphaF(0.25);

    // Legend on top.
    double x = left;
    const double legendY = rect.top();
    for (int s = 0; s < bars; ++s) {
        painter->fillRect(
            QRectF(x, legendY + fm.height() * 0.25, fm.height() * 0.9, fm.height() * 0.6),
            seriesColor(s, palette));
        x += fm.height() * 1.2;
        painter->setPen(text);
        painter->drawText(QPointF(x, legendY + fm.ascent()), data.series.at(s));
        x += fm.horizontalAdvance(data.series.at(s)) + fm.height();
    }

    const double top = rect.top() + fm.height() + 8;
    const double bottom = top + data.rows.size() * rowH;
    // Grid lines and tick labels under the rows.
    for (double t : ticks(data)) {
        const double tx = position(data, t, left, right);
        painter->setPen(QPen(grid, 1));
        painter->drawLine(QPointF(tx, top), QPointF(tx, bottom));
        painter->setPen(text);
        const QString label = tickText(t);
        const double w = fm.horizontalAdvance(label);
        painter->drawText(QPointF(std::clamp(tx - w / 2, rect.left(), rect.right() - w),
                                  bottom + fm.ascent() + 2),
                          label);
    }
    // The reference line under the bars, its label under the scale.
    if (data.reference >= data.minimum && !data.referenceLabel.isEmpty()) {
        const double rx = position(data, data.reference, left, right);
        painter->setPen(QPen(text, 1.5, Qt::DashLine));
        painter->drawLine(QPointF(rx, top - 4), QPointF(rx, bottom));
        const double w = fm.horizontalAdvance(data.referenceLabel);
        painter->setPen(text);
        painter->drawText(QPointF(std::clamp(rx - w / 2, rect.left(), rect.right() - w),
                                  bottom + fm.height() + fm.ascent() + 4),
                          data.referenceLabel);
    }
    for (int r = 0; r < data.rows.size(); ++r) {
        const Row &row = data.rows.at(r);
        const double y = top + r * rowH + 3;
        painter->setPen(text);
        painter->drawText(QRectF(rect.left(), y, labelWidth, rowH - 6),
                          Qt::AlignRight | Qt::AlignVCenter, row.label);
        for (int s = 0; s < row.values.size() && s < std::max(1, bars); ++s) {
            const double by = y + s * (fm.height() + 2);
            const double end = position(data, row.values.at(s), left, right);
            painter->fillRect(QRectF(left, by + 2, std::max(1.0, end - left), fm.height() - 2),
                              seriesColor(s, palette));
            if (s < row.texts.size()) {
                // On the window colour, so that grid and reference lines do not cross the digits.
                const QRectF box(end + 4, by + 1, fm.horizontalAdvance(row.texts.at(s)) + 4,
                                 fm.height());
                painter->fillRect(box, palette.color(QPalette::Window));
                painter->setPen(text);
                painter->drawText(QPointF(end + 6, by + fm.ascent()), row.texts.at(s));
            }
        }
    }
    painter->restore();
}

void LessonBarChart::setNumbersShown(bool shown)
{
    m_numbersShown = shown;
    update();
}

void LessonBarChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    if (m_numbersShown) {
        paint(&painter, QRectF(rect()), m_data, palette());
        return;
    }
    Data bare = m_data;
    for (Row &row : bare.rows)
        row.texts.clear();
    paint(&painter, QRectF(rect()), bare, palette());
}

} // namespace pe
