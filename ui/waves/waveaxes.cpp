// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/waveaxes.h"

#include "core/sampling/axisticks.h"
#include "ui/common/viewpalette.h"

#include <QCategoryAxis>
#include <QChart>
#include <QFont>
#include <QFontMetricsF>
#include <QPalette>

#include <algorithm>
#include <utility>

namespace pe {

const QString WaveAxes::labelSpacer = QString(QChar(0x2007)); // a figure space: a digit's width

WaveAxes::WaveAxes(QChart *chart)
    : m_x(new QCategoryAxis)
    , m_y(new QCategoryAxis)
{
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    for (QCategoryAxis *axis : { m_x, m_y })
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
}

void WaveAxes::update(int count, double plotWidth)
{
    const int last = std::max(1, count - 1);
    if (m_x->min() != 0 || m_x->max() != last)
        m_x->setRange(0, last);
    if (m_y->min() != -yLimit || m_y->max() != yLimit)
        m_y->setRange(-yLimit, yLimit);
    // A label every 70 px, or more when the type is large (presenter mode): room for the widest
    // label (the last position's) twice over. Never fewer than three, so a narrow plot still has
    // labels between its ends (two would round the step up past the last position).
    const QString widest = QString::number(last);
    const double spacing
        = std::max(70.0, 2.2 * QFontMetricsF(m_x->labelsFont()).horizontalAdvance(widest));
    const int target = std::clamp(static_cast<int>(plotWidth / spacing), 3, 10);
    const double xStep = std::max(1.0, AxisTicks::niceStep(last, target));
    const std::pair<QCategoryAxis *, double> axes[] = { { m_x, xStep }, { m_y, yStep } };
    for (const auto &[axis, step] : axes) {
        const std::vector<double> ticks
            = axis == m_x ? AxisTicks::ticks(0, last, step) : AxisTicks::ticks(-1.0, 1.0, step);
        QStringList labels;
        for (double tick : ticks)
            labels.append(AxisTicks::label(tick, step) + (axis == m_y ? labelSpacer : QString()));
        if (axis->categoriesLabels() == labels)
            continue;
        for (const QString &label : axis->categoriesLabels())
            axis->remove(label);
        axis->setStartValue(axis->min());
        for (std::size_t i = 0; i < ticks.size(); ++i)
            axis->append(labels.at(i), ticks[i]);
    }
}

void WaveAxes::setTitles(const QString &x, const QString &y)
{
    // Each of these lays the chart out again, even with the same text: only when it changed.
    const std::pair<QCategoryAxis *, QString> titles[] = { { m_x, x }, { m_y, y } };
    for (const auto &[axis, text] : titles)
        if (axis->titleText() != text)
            axis->setTitleText(text);
}

void WaveAxes::applyTheme(const QFont &font, const QPalette &palette)
{
    QColor grid = palette.color(QPalette::WindowText);
    grid.setAlphaF(0.15);
    grid = ViewPalette::flattened(grid, palette.color(QPalette::Window)); // the chart's ground
    for (QCategoryAxis *axis : { m_x, m_y }) {
        axis->setLabelsFont(font);
        axis->setLabelsBrush(palette.color(QPalette::WindowText));
        axis->setTitleFont(font);
        axis->setTitleBrush(palette.color(QPalette::WindowText));
        axis->setGridLineColor(grid);
        axis->setLinePenColor(palette.color(QPalette::Mid));
    }
}

QString WaveAxes::title(Qt::Orientation orientation) const
{
    return (orientation == Qt::Horizontal ? m_x : m_y)->titleText();
}

QStringList WaveAxes::labels(Qt::Orientation orientation) const
{
    QStringList labels = (orientation == Qt::Horizontal ? m_x : m_y)->categoriesLabels();
    for (QString &label : labels)
        if (label.endsWith(labelSpacer))
            label.chop(labelSpacer.size());
    return labels;
}

} // namespace pe
