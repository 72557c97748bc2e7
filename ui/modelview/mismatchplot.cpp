// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/modelview/mismatchplot.h"

#include "core/sampling/axisticks.h"
#include "core/text/format.h"
#include "core/text/linebreaks.h"
#include "ui/common/focusframe.h"
#include "ui/common/indexkeys.h"
#include "ui/common/viewdescription.h"
#include "ui/common/viewpalette.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace pe {

MismatchPlot::MismatchPlot(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("mismatchPlot"));
    setFocusPolicy(Qt::StrongFocus); // the arrow keys move the cursor
    new FocusFrame(this);
    m_description = new ViewDescription(
        this, [] { return tr("Score error and attention change plot"); },
        [this] { return description(); });
    m_description->follow(this, &MismatchPlot::cursorChanged);
}

void MismatchPlot::setCurves(std::shared_ptr<const MismatchCurves> curves)
{
    m_curves = std::move(curves);
    const qint64 last = m_curves ? m_curves->positions() - 1 : 0;
    m_cursor = std::clamp<qint64>(m_cursor, 0, last);
    update();
    // Said at once, hidden or not: what a screen reader finds is never the curves before.
    m_description->refresh();
    Q_EMIT cursorChanged(m_cursor);
}

void MismatchPlot::setCursor(qint64 x)
{
    const qint64 last = m_curves ? m_curves->positions() - 1 : 0;
    x = std::clamp<qint64>(x, 0, last);
    if (x == m_cursor)
        return;
    m_cursor = x;
    update();
    Q_EMIT cursorChanged(m_cursor);
}

QString MismatchPlot::errorTitle() const
{
    const qint64 last = m_curves ? m_curves->positions() - 1 : 0;
    return tr("Score error (mistaken − correct) against the distance m − n, query at m = %1")
        .arg(last);
}

QString MismatchPlot::variationTitle() const
{
    return tr("Attention weights' total variation against the query's position m");
}

const RopeMismatch::AttentionPoint *MismatchPlot::attentionAt(qint64 x) const
{
    if (!m_curves || m_curves->attention().empty())
        return nullptr;
    const auto &points = m_curves->attention();
    const auto nearest = std::min_element(points.begin(), points.end(), [x](auto &a, auto &b) {
        return std::abs(a.position - x) < std::abs(b.position - x);
    });
    return &*nearest;
}

QString MismatchPlot::description() const
{
    if (!m_curves)
        return tr("No model loaded");
    QString error = tr("not a number");
    const auto &scores = m_curves->scores();
    if (m_cursor < static_cast<qint64>(scores.size())
        && !std::isnan(scores[std::size_t(m_cursor)].error))
        error = formatDisplay(scores[std::size_t(m_cursor)].error);
    const RopeMismatch::AttentionPoint *point = attentionAt(m_cursor);
    const QString variation = point ? formatDisplay(point->totalVariation) : tr("not a number");
    return tr("%1; %2; at distance %3 the score error is %4; at query position %5 the total "
              "variation is %6")
        .arg(errorTitle(), variationTitle())
        .arg(m_cursor)
        .arg(error)
        .arg(point ? point->position : 0)
        .arg(variation);
}

MismatchPlotGeometry MismatchPlot::layout(const QRectF &rect) const
{
    return MismatchPlotGeometry::layout(m_curves.get(), font(), rect,
                                        LineBreaks::kept(errorTitle()),
                                        LineBreaks::kept(variationTitle()));
}

void MismatchPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    paint(&painter, rect());
}

void MismatchPlot::paint(QPainter *painter, const QRectF &rect) const
{
    const MismatchPlotGeometry g = layout(rect);
    painter->save();
    painter->fillRect(rect, palette().base());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(font());
    painter->setPen(palette().text().color());
    // Wrapped as layout() measured them (a CJK title keeps its formulas whole).
    for (const auto &[box, title] :
         { std::pair(g.errorTitle, LineBreaks::kept(errorTitle())),
           std::pair(g.variationTitle, LineBreaks::kept(variationTitle())) })
        painter->drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, title);
    paintPanel(painter, g, true);
    paintPanel(painter, g, false);
    paintXAxis(painter, g);
    if (m_curves) { // the cursor across both panels
        painter->setPen(QPen(palette().text().color(), 1, Qt::DashLine));
        const double x = g.xOf(double(m_cursor));
        painter->drawLine(QPointF(x, g.error.top()), QPointF(x, g.error.bottom()));
        painter->drawLine(QPointF(x, g.variation.top()), QPointF(x, g.variation.bottom()));
    }
    painter->restore();
}

void MismatchPlot::paintPanel(QPainter *painter, const MismatchPlotGeometry &g, bool error) const
{
    const QRectF &panel = error ? g.error : g.variation;
    const MismatchPlotGeometry::Range r = error ? g.errorRange : g.variationRange;
    const QColor text = palette().text().color();
    QColor grid = text;
    grid.setAlphaF(0.15);
    grid = ViewPalette::flattened(grid, palette().base().color());
    const QFontMetricsF metrics(font());
    for (double tick : AxisTicks::ticks(r.min, r.max, r.step)) {
        const double y = MismatchPlotGeometry::yOf(panel, r, tick);
        painter->setPen(QPen(tick == 0.0 ? text : grid, 1));
        painter->drawLine(QPointF(panel.left(), y), QPointF(panel.right(), y));
        painter->setPen(text);
        painter->drawText(QRectF(g.labelLeft, y - metrics.height() / 2,
                                 panel.left() - 6 - g.labelLeft, metrics.height()),
                          Qt::AlignRight | Qt::AlignVCenter, AxisTicks::label(tick, r.step));
    }
    painter->setPen(QPen(grid, 1));
    for (double tick : AxisTicks::ticks(g.x.min, g.x.max, g.x.step))
        painter->drawLine(QPointF(g.xOf(tick), panel.top()), QPointF(g.xOf(tick), panel.bottom()));
    painter->setPen(QPen(palette().color(QPalette::Mid), 1));
    painter->drawRect(panel);
    if (!m_curves)
        return;
    const ViewPalette colours(palette());
    QPainterPath path;
    bool open = false;
    const auto add = [&](double x, double value) {
        if (!std::isfinite(value)) {
            open = false; // a gap where the value is not a number
            return;
        }
        const QPointF point(
            g.xOf(x),
            std::clamp(MismatchPlotGeometry::yOf(panel, r, value), panel.top(), panel.bottom()));
        if (open)
            path.lineTo(point);
        else
            path.moveTo(point);
        open = true;
    };
    if (error) {
        for (const RopeMismatch::ScorePoint &p : m_curves->scores())
            add(double(p.distance), p.error);
    } else {
        // The level that counts as noticeable, and the first position that reaches it.
        painter->setPen(QPen(colours.warning(), 1, Qt::DashLine));
        const double y = MismatchPlotGeometry::yOf(panel, r, MismatchCurves::noticeable);
        painter->drawLine(QPointF(panel.left(), y), QPointF(panel.right(), y));
        const qint64 first = m_curves->firstPositionReaching(MismatchCurves::noticeable);
        if (first >= 0) {
            const double x = g.xOf(double(first));
            painter->drawLine(QPointF(x, panel.top()), QPointF(x, panel.bottom()));
        }
        for (const RopeMismatch::AttentionPoint &p : m_curves->attention())
            add(double(p.position), p.totalVariation);
    }
    painter->setPen(QPen(colours.curve(error ? 0 : 1), 1.5));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);
}

void MismatchPlot::paintXAxis(QPainter *painter, const MismatchPlotGeometry &g) const
{
    const QFontMetricsF metrics(font());
    painter->setPen(palette().text().color());
    for (const QRectF &panel : { g.error, g.variation })
        for (double tick : AxisTicks::ticks(g.x.min, g.x.max, g.x.step))
            painter->drawText(QRectF(g.xOf(tick) - 40, panel.bottom() + 2, 80, metrics.height()),
                              Qt::AlignHCenter | Qt::AlignTop, AxisTicks::label(tick, g.x.step));
}

void MismatchPlot::keyPressEvent(QKeyEvent *event)
{
    const qint64 count = m_curves ? m_curves->positions() : 1;
    const std::optional<qint64> x = IndexKeys(Qt::Horizontal, count).target(event->key(), m_cursor);
    if (!x)
        return QWidget::keyPressEvent(event);
    setCursor(*x);
    event->accept();
}

void MismatchPlot::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        if (const std::optional<qint64> x = layout(rect()).xAt(event->position().x()))
            setCursor(*x);
    QWidget::mousePressEvent(event);
}

} // namespace pe
