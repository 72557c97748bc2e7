// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/pairdistancebars.h"

#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/viewdescription.h"
#include "ui/common/viewpalette.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double scaleMarks[] = { 0.0, 0.5, 1.0, 1.5, 2.0 };
} // namespace

PairDistanceBars::PairDistanceBars(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("PairDistanceBars"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(m_model, &PositionalEncodingModel::parametersChanged, this, [this] {
        updateGeometry();
        update();
    });
    auto *description = new ViewDescription(
        this, [] { return tr("Distance per pair between p and q"); },
        [this] { return describe(); });
    description->follow(m_model, &PositionalEncodingModel::parametersChanged);
}

QString PairDistanceBars::describe() const
{
    const auto &pairs = m_model->comparison().pairs;
    const auto largest = std::max_element(
        pairs.cbegin(), pairs.cend(),
        [](const PairDistance &a, const PairDistance &b) { return a.distance < b.distance; });
    if (largest == pairs.cend())
        return QString();
    return tr("Bars of %1 pairs, p = %2, q = %3; the longest: pair %4, %5")
        .arg(pairs.size())
        .arg(m_model->positionP())
        .arg(m_model->positionQ())
        .arg(largest->index)
        .arg(formatDisplay(largest->distance));
}

QSize PairDistanceBars::sizeHint() const
{
    return { 420, headerHeight() + m_model->encoding().pairCount() * rowHeight() };
}

QSize PairDistanceBars::minimumSizeHint() const
{
    return { 260, headerHeight() + m_model->encoding().pairCount() * rowHeight() };
}

int PairDistanceBars::rowHeight() const
{
    return fontMetrics().height() + 6;
}

int PairDistanceBars::headerHeight() const
{
    return fontMetrics().height() + 10;
}

PairDistanceBars::Columns PairDistanceBars::columns(const QFontMetricsF &fm) const
{
    const int last = std::max(0, m_model->encoding().pairCount() - 1);
    const QString widest = tr("candidate %1").arg(formatDisplay(1.0, m_decimals));
    return { fm.horizontalAdvance(tr("pair %1").arg(last)) + 14,
             fm.horizontalAdvance(widest) + 14 };
}

QRectF PairDistanceBars::trackRect(const QRectF &row, const Columns &c)
{
    return row.adjusted(c.labelWidth, 3, -c.valueWidth, -3);
}

QRectF PairDistanceBars::rowRect(int pair) const
{
    return { 0.0, static_cast<double>(headerHeight() + pair * rowHeight()),
             static_cast<double>(width()), static_cast<double>(rowHeight()) };
}

QRectF PairDistanceBars::barRect(int pair) const
{
    const Comparison &c = m_model->comparison();
    if (pair < 0 || static_cast<size_t>(pair) >= c.pairs.size())
        return {};
    const QRectF track = trackRect(rowRect(pair), columns(QFontMetricsF(font())));
    const double d = c.enabled ? c.pairs[static_cast<size_t>(pair)].distance : 0.0;
    return { track.left(), track.top(), track.width() * d / maxDistance, track.height() };
}

QRectF PairDistanceBars::candidateRect(int pair) const
{
    const Comparison &c = m_model->comparison();
    if (pair < 0 || static_cast<size_t>(pair) >= c.pairs.size())
        return {};
    const QRectF track = trackRect(rowRect(pair), columns(QFontMetricsF(font())));
    const double d = c.pairs[static_cast<size_t>(pair)].distance;
    return { track.left(), track.top(), track.width() * d / maxDistance, track.height() };
}

int PairDistanceBars::pairAt(const QPointF &pos) const
{
    const int pair = static_cast<int>(std::floor((pos.y() - headerHeight()) / rowHeight()));
    return pos.y() >= headerHeight() && pair < m_model->encoding().pairCount() ? pair : -1;
}

QString PairDistanceBars::valueText(int pair) const
{
    const Comparison &c = m_model->comparison();
    if (pair < 0 || static_cast<size_t>(pair) >= c.pairs.size())
        return {};
    const QString value = formatDisplay(c.pairs[static_cast<size_t>(pair)].distance, m_decimals);
    return c.enabled ? value : tr("candidate %1").arg(value);
}

QString PairDistanceBars::pairToolTip(int pair) const
{
    const Comparison &c = m_model->comparison();
    if (pair < 0 || static_cast<size_t>(pair) >= c.pairs.size())
        return {};
    const PairDistance &pd = c.pairs[static_cast<size_t>(pair)];
    QString text = tr("Pair %1 (dimensions %2 and %3): denominator %4, period %5")
                       .arg(pair)
                       .arg(c.encoding.dimensionOf(pair, false))
                       .arg(c.encoding.dimensionOf(pair, true))
                       .arg(formatDisplay(pd.denominator), formatDisplay(pd.period));
    text += QLatin1Char('\n')
        + tr("angle at p = %1: %2 rad; at q = %3: %4 rad")
              .arg(m_model->positionP())
              .arg(formatDisplay(pd.angleP))
              .arg(m_model->positionQ())
              .arg(formatDisplay(pd.angleQ));
    text += QLatin1Char('\n')
        + tr("distance between the pair's (sin, cos) at p and at q: %1 (at most 2, when "
             "the two hands point opposite ways)")
              .arg(formatDisplay(pd.distance, m_decimals));
    if (!c.enabled)
        text += QLatin1Char('\n')
            + tr("Positional encoding is off: the inputs do not differ; this is the distance "
                 "of the candidates, not added.");
    return text;
}

void PairDistanceBars::setDecimals(int decimals)
{
    if (decimals == m_decimals)
        return;
    m_decimals = decimals;
    update();
}

void PairDistanceBars::paintBars(QPainter *painter, const QRectF &rect, int firstPair,
                                 int count) const
{
    if (count <= 0)
        return;
    painter->save();
    painter->setFont(font());
    const QFontMetricsF fm(painter->font());
    const Columns cols = columns(fm);
    const double header = headerHeight();
    const double rowH = (rect.height() - header) / count;
    const Comparison &c = m_model->comparison();
    const QColor text = palette().color(QPalette::Text);
    const QColor barColor = ViewPalette(palette()).bar(); // 3:1 on the base colour
    QColor grid = palette().color(QPalette::Mid);
    grid.setAlpha(110);
    grid = ViewPalette::flattened(grid, palette().color(QPalette::Base));
    const QRectF rowsArea(rect.left(), rect.top() + header, rect.width(), rowH * count);
    const QRectF track0 = trackRect(QRectF(rect.left(), rect.top(), rect.width(), rowH), cols);
    const auto xOf = [&](double d) { return track0.left() + track0.width() * d / maxDistance; };

    // Scale and grid lines: 0 … 2, where 2 means the pair's hands point opposite ways.
    painter->setPen(text);
    for (double mark : scaleMarks) {
        const QRectF label(xOf(mark) - 30, rect.top() + 2, 60, fm.height());
        painter->drawText(label, Qt::AlignHCenter | Qt::AlignTop, formatDisplay(mark, 1));
        painter->setPen(QPen(grid, 1));
        painter->drawLine(QPointF(xOf(mark), rowsArea.top() - 3),
                          QPointF(xOf(mark), rowsArea.bottom()));
        painter->setPen(text);
    }

    const int labelEvery = std::max(1, static_cast<int>(std::ceil(fm.height() / rowH)));
    for (int k = 0; k < count; ++k) {
        const int pair = firstPair + k;
        const QRectF row(rect.left(), rowsArea.top() + k * rowH, rect.width(), rowH);
        const QRectF track = rowH >= 6 ? trackRect(row, cols)
                                       : row.adjusted(cols.labelWidth, 0, -cols.valueWidth, 0);
        const double d = c.pairs[static_cast<size_t>(pair)].distance;
        const QRectF bar(track.left(), track.top(), track.width() * d / maxDistance,
                         track.height());
        if (c.enabled) {
            painter->fillRect(bar, barColor);
        } else {
            QColor candidate = text;
            candidate.setAlpha(150);
            QPen outline(candidate, 1, Qt::DashLine);
            painter->setPen(outline);
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(bar);
        }
        if (pair % labelEvery != 0)
            continue;
        painter->setPen(text);
        const QRectF textRow(row.left(), row.center().y() - fm.height() / 2, row.width(),
                             fm.height());
        painter->drawText(textRow.adjusted(0, 0, -(row.width() - cols.labelWidth + 8), 0),
                          Qt::AlignRight | Qt::AlignVCenter, tr("pair %1").arg(pair));
        painter->drawText(textRow.adjusted(row.width() - cols.valueWidth + 8, 0, 0, 0),
                          Qt::AlignLeft | Qt::AlignVCenter, valueText(pair));
    }
    painter->restore();
}

bool PairDistanceBars::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int pair = pairAt(help->pos());
        if (pair >= 0)
            QToolTip::showText(help->globalPos(), pairToolTip(pair), this,
                               rowRect(pair).toAlignedRect());
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    if (event->type() == QEvent::LanguageChange)
        update();
    return QWidget::event(event);
}

void PairDistanceBars::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.fillRect(event->rect(), palette().color(QPalette::Base));
    const int pairs = m_model->encoding().pairCount();
    // Only the rows in the exposed rectangle; the scale header belongs to the first of them.
    const int first = std::clamp((event->rect().top() - headerHeight()) / rowHeight(), 0, pairs);
    const int last
        = std::clamp((event->rect().bottom() - headerHeight()) / rowHeight() + 1, 0, pairs);
    if (last <= first)
        return;
    const QRectF area(0, rowRect(first).top() - headerHeight(), width(),
                      headerHeight() + (last - first) * rowHeight());
    paintBars(&painter, area, first, last - first);
}

} // namespace pe
