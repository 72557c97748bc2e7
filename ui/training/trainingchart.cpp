// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/training/trainingchart.h"

#include "core/sampling/axisticks.h"
#include "core/text/format.h"
#include "ui/common/viewexporter.h"
#include "ui/common/viewpalette.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace pe {

TrainingChart::TrainingChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("trainingChart"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumHeight(160);
}

QSize TrainingChart::sizeHint() const
{
    return { 420, 300 };
}

QSize TrainingChart::minimumSizeHint() const
{
    return { 240, 160 };
}

void TrainingChart::setSeries(const SeriesList &series, int steps)
{
    m_series = series;
    m_steps = std::max(1, steps);
    if (m_picked >= entryCount())
        m_picked = entryCount() - 1;
    update();
}

int TrainingChart::entryCount() const
{
    int n = 0;
    for (const Series &s : m_series)
        n = std::max(n, static_cast<int>(s.log.size()));
    return n;
}

double TrainingChart::maxLoss() const
{
    double m = 0;
    for (const Series &s : m_series)
        for (const Trainer::LogEntry &e : s.log)
            if (std::isfinite(e.loss))
                m = std::max(m, e.loss);
    return m > 0 ? m : 1.0;
}

void TrainingChart::setPickedEntry(int entry)
{
    entry = entry < 0 ? -1 : std::min(entry, entryCount() - 1);
    if (entry == m_picked)
        return;
    m_picked = entry;
    setToolTip(readout());
    update();
}

QString TrainingChart::readout() const
{
    if (m_picked < 0)
        return {};
    QStringList lines;
    for (const Series &s : m_series) {
        if (m_picked >= static_cast<int>(s.log.size()))
            continue;
        const Trainer::LogEntry &e = s.log[static_cast<std::size_t>(m_picked)];
        lines << tr("%1 at step %2: loss %3, test accuracy %4")
                     .arg(PositionSchemes::label(s.scheme))
                     .arg(e.step)
                     .arg(formatDisplay(e.loss), formatDisplay(e.testAccuracy));
    }
    return lines.join(QLatin1Char('\n'));
}

QRectF TrainingChart::plotArea(int pane) const
{
    const QFontMetrics fm(font());
    const double left = fm.horizontalAdvance(QStringLiteral("0.00")) + 14;
    // The last step's label centred under the right edge stays inside the widget.
    const double right = std::max(12.0, fm.horizontalAdvance(QString::number(m_steps)) / 2.0 + 6);
    // The legend's rows, then each pane's title on a line of its own above it.
    const double title = fm.height() * 1.6;
    const double top = legendRows() * fm.height() * 1.4 + title;
    const double bottom = height() - fm.height() * 2.2 - 4; // the step labels and axis title
    const double h = (bottom - top - title) / 2;
    const double y = pane == 0 ? top : top + h + title;
    return { left, y, std::max(10.0, width() - left - right), std::max(10.0, h) };
}

// Where the legend's entries go: one row after another, a new row when the next would run past
// the right edge (four schemes on a narrow dock).
std::vector<QPointF> TrainingChart::legendPlaces() const
{
    const QFontMetrics fm(font());
    std::vector<QPointF> places;
    double x = 8;
    double y = fm.height() * 0.8;
    for (const Series &s : m_series) {
        const double w = 32 + fm.horizontalAdvance(PositionSchemes::label(s.scheme));
        if (x > 8 && x + w > width() - 8) {
            x = 8;
            y += fm.height() * 1.4;
        }
        places.emplace_back(x, y);
        x += w + 16;
    }
    return places;
}

int TrainingChart::legendRows() const
{
    const std::vector<QPointF> places = legendPlaces();
    if (places.empty())
        return 1;
    return qRound((places.back().y() - places.front().y()) / (QFontMetrics(font()).height() * 1.4))
        + 1;
}

void TrainingChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette().color(QPalette::Base));
    paintLegend(p);
    const double lossTop = maxLoss();
    const double lossStep = AxisTicks::niceStep(lossTop, 3);
    paintPane(p, 0, std::ceil(lossTop / lossStep) * lossStep, lossStep);
    paintPane(p, 1, 1.0, 0.5);
    paintStepAxis(p);
    paintPicked(p);
    if (hasFocus()) {
        p.setPen(QPen(palette().color(QPalette::Highlight), 1, Qt::DotLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect().adjusted(0, 0, -1, -1));
    }
}

// One sample line and the scheme's name each, in each scheme's colour as every other view draws it.
void TrainingChart::paintLegend(QPainter &p) const
{
    const ViewPalette colours(palette());
    const QFontMetrics fm(font());
    const std::vector<QPointF> places = legendPlaces();
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        const Series &s = m_series[i];
        const QPointF at = places[i];
        p.setPen(QPen(colours.scheme(s.scheme), 2.5, ViewPalette::line(s.scheme)));
        p.drawLine(at, at + QPointF(28, 0));
        p.setPen(palette().color(QPalette::Text));
        p.drawText(QPointF(at.x() + 32, at.y() + fm.ascent() / 2.0 - 1),
                   PositionSchemes::label(s.scheme));
    }
}

// Pane 0: the loss; pane 1: the test accuracy; each with its title above it at the left.
void TrainingChart::paintPane(QPainter &p, int pane, double ymax, double ystep) const
{
    const ViewPalette colours(palette());
    const QFontMetrics fm(font());
    const QColor text = palette().color(QPalette::Text);
    const QRectF area = plotArea(pane);
    const QString title = pane == 0 ? tr("Loss (training set)") : tr("Test accuracy");
    p.setPen(text);
    p.drawText(QPointF(area.left(), area.top() - fm.descent() - 3), title);
    for (double t : AxisTicks::ticks(0, ymax, ystep)) {
        const double y = area.bottom() - t / ymax * area.height();
        p.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
        p.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        p.setPen(text);
        p.drawText(QRectF(0, y - fm.height() / 2.0, area.left() - 5, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, AxisTicks::label(t, ystep));
    }
    p.setPen(QPen(text, 1));
    p.drawRect(area);
    for (const Series &s : m_series) {
        QPainterPath path;
        for (std::size_t i = 0; i < s.log.size(); ++i) {
            const double v = pane == 0 ? s.log[i].loss : s.log[i].testAccuracy;
            const QPointF pt(area.left() + s.log[i].step / double(m_steps) * area.width(),
                             area.bottom() - std::clamp(v / ymax, 0.0, 1.0) * area.height());
            if (i == 0)
                path.moveTo(pt);
            else
                path.lineTo(pt);
        }
        p.setPen(QPen(colours.scheme(s.scheme), 2.5, ViewPalette::line(s.scheme)));
        p.drawPath(path);
    }
}

// The steps below the lower pane, and the axis's title on a line of its own under them: a
// Japanese title's marks reach above its ascent into the last label otherwise.
void TrainingChart::paintStepAxis(QPainter &p) const
{
    const QFontMetrics fm(font());
    const QRectF low = plotArea(1);
    const double xstep = AxisTicks::niceStep(m_steps, 4);
    p.setPen(palette().color(QPalette::Text));
    for (double t : AxisTicks::ticks(0, m_steps, xstep)) {
        const double xx = low.left() + t / m_steps * low.width();
        const QString label = AxisTicks::label(t, xstep);
        const double w = fm.horizontalAdvance(label);
        p.drawText(QPointF(std::max(0.0, std::min(xx - w / 2, width() - w - 2)),
                           low.bottom() + fm.ascent() + 2),
                   label);
    }
    const QString stepTitle = tr("Step");
    p.drawText(QPointF(low.right() - fm.horizontalAdvance(stepTitle),
                       low.bottom() + fm.height() + fm.ascent() + 4),
               stepTitle);
}

// The picked step: a line through both panes (on screen: an exported figure has no pointer).
void TrainingChart::paintPicked(QPainter &p) const
{
    if (m_picked < 0 || m_series.empty() || ViewExporter::isExporting(this)
        || m_picked >= static_cast<int>(m_series.front().log.size()))
        return;
    const int step = m_series.front().log[static_cast<std::size_t>(m_picked)].step;
    p.setPen(QPen(palette().color(QPalette::Highlight), 1.5));
    for (int pane = 0; pane < 2; ++pane) {
        const QRectF area = plotArea(pane);
        const double xx = area.left() + step / double(m_steps) * area.width();
        p.drawLine(QPointF(xx, area.top()), QPointF(xx, area.bottom()));
    }
}

void TrainingChart::mouseMoveEvent(QMouseEvent *event)
{
    if (m_series.empty())
        return;
    const QRectF area = plotArea(0);
    const double step = (event->position().x() - area.left()) / area.width() * m_steps;
    const std::vector<Trainer::LogEntry> &log = m_series.front().log;
    int best = -1;
    double bestDistance = 0;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const double d = std::abs(log[i].step - step);
        if (best < 0 || d < bestDistance) {
            best = static_cast<int>(i);
            bestDistance = d;
        }
    }
    setPickedEntry(best);
    if (best >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), readout(), this);
}

void TrainingChart::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
}

void TrainingChart::keyPressEvent(QKeyEvent *event)
{
    const int n = entryCount();
    if (n > 0 && (event->key() == Qt::Key_Left || event->key() == Qt::Key_Right)) {
        const int delta = event->key() == Qt::Key_Left ? -1 : 1;
        setPickedEntry(m_picked < 0 ? (delta > 0 ? 0 : n - 1)
                                    : std::clamp(m_picked + delta, 0, n - 1));
        return;
    }
    if (n > 0 && (event->key() == Qt::Key_Home || event->key() == Qt::Key_End)) {
        setPickedEntry(event->key() == Qt::Key_Home ? 0 : n - 1);
        return;
    }
    QWidget::keyPressEvent(event);
}

void TrainingChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        setToolTip(readout());
        update();
    }
    QWidget::changeEvent(event);
}

} // namespace pe
