// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/rope/ropedialgrid.h"

#include "core/sampling/ropedials.h"
#include "core/text/format.h"
#include "ui/common/indexkeys.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace pe {

namespace {
    constexpr double cellPadding = 6.0; // the painter keeps 3 px around its face

    QRectF cellRect(const QRectF &area, const RopeDialGrid::Layout &layout, int slot)
    {
        const int row = slot / layout.columns;
        const int column = slot % layout.columns;
        return { area.left() + column * layout.cell.width(),
                 area.top() + row * layout.cell.height(), layout.cell.width(),
                 layout.cell.height() };
    }
} // namespace

RopeDialGrid::RopeDialGrid(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("ropeDialGrid"));
    setFocusPolicy(Qt::StrongFocus); // the arrow keys move the current pair
    setMouseTracking(true); // hovering a dial reads it out
    setMinimumSize(140, 72);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

RopeDialGrid::Layout RopeDialGrid::layoutFor(const QSizeF &area, int count, double minCellWidth,
                                             double captionHeight)
{
    count = std::max(count, 1);
    Layout layout;
    // A grid squeezed below one minFace row (a short window) still gets one row of smaller
    // faces that fit its height, rather than dials cut off under the readout.
    const double lowest
        = std::clamp(area.height() - captionHeight - cellPadding, smallestFace, minFace);
    for (double face = maxFace;; face = std::max(lowest, face - 2.0)) {
        const double width = std::max(face + cellPadding, minCellWidth);
        const double height = face + captionHeight + cellPadding;
        const int columns = std::max(1, static_cast<int>(area.width() / width));
        // No row at all when even one is too tall: a smaller face is tried (else the dials
        // would be cut off at the bottom).
        const int rows = static_cast<int>((area.height() + 1e-9) / height);
        const bool fits = rows >= 1 && columns * rows >= count;
        if (fits || face <= lowest) {
            layout.columns = fits ? std::min(columns, count) : columns;
            layout.rows = fits ? (count + layout.columns - 1) / layout.columns : std::max(1, rows);
            layout.cell = QSizeF(std::max(width, area.width() / layout.columns), height);
            break;
        }
    }
    if (layout.capacity() >= count)
        return layout;
    // Not all fit: a somewhat smaller face (down to gainFace) is worth it when it adds a row,
    // rather than leaving most of a row's height empty under the dials.
    const int rows = layout.rows;
    for (double face = lowest - 2.0; face >= std::max(gainFace, smallestFace); face -= 2.0) {
        const double height = face + captionHeight + cellPadding;
        const int more = static_cast<int>((area.height() + 1e-9) / height);
        if (more > rows) {
            const double width = std::max(face + cellPadding, minCellWidth);
            layout.columns = std::max(1, static_cast<int>(area.width() / width));
            layout.rows = more;
            layout.cell = QSizeF(std::max(width, area.width() / layout.columns), height);
            break;
        }
    }
    return layout;
}

void RopeDialGrid::setDials(const RopeDials *dials)
{
    const int oldPairs = pairCount();
    m_dials = dials;
    if (pairCount() != oldPairs) {
        relayout();
        setFirstPair(m_first);
        setCurrentPair(m_current);
    }
    update();
}

int RopeDialGrid::pairCount() const
{
    return m_dials ? m_dials->pairCount() : 0;
}

int RopeDialGrid::shownCount() const
{
    return std::clamp(pairCount() - m_first, 0, m_layout.capacity());
}

QRectF RopeDialGrid::dialRect(int pair) const
{
    const int slot = pair - m_first;
    if (slot < 0 || slot >= shownCount())
        return {};
    return cellRect(QRectF(rect()), m_layout, slot);
}

int RopeDialGrid::pairAt(const QPointF &pos) const
{
    if (!rect().contains(pos.toPoint()))
        return -1;
    const int column = static_cast<int>(pos.x() / m_layout.cell.width());
    const int row = static_cast<int>(pos.y() / m_layout.cell.height());
    if (column >= m_layout.columns || row >= m_layout.rows)
        return -1;
    const int slot = row * m_layout.columns + column;
    return slot < shownCount() ? m_first + slot : -1;
}

QString RopeDialGrid::dialTitle(int pair) const
{
    if (!m_dials)
        return {};
    const auto [first, second] = m_dials->rope().components(pair);
    return tr("pair %1 · dims %2, %3").arg(pair).arg(first).arg(second);
}

QString RopeDialGrid::dialCaption(int pair) const
{
    if (!m_dials)
        return {};
    return tr("θ = %1").arg(formatDisplay(m_dials->rope().theta(pair)));
}

RopeDialPainter::Content RopeDialGrid::dialContent(int pair) const
{
    RopeDialPainter::Content content;
    content.dial = m_dials->dial(pair);
    content.current = pair == m_current;
    content.title = dialTitle(pair);
    content.caption = dialCaption(pair);
    return content;
}

QFont RopeDialGrid::dialFont() const
{
    QFont f = font();
    f.setPointSizeF(std::max(7.0, f.pointSizeF() * 0.9));
    return f;
}

double RopeDialGrid::minCellWidth(const QFont &font) const
{
    const int last = std::max(0, pairCount() - 1);
    const QFontMetricsF fm(font);
    // The last pair has the widest numbers of both pairings' component indices.
    return std::max(fm.horizontalAdvance(dialTitle(last)), fm.horizontalAdvance(dialCaption(last)))
        + 10.0;
}

void RopeDialGrid::setFirstPair(int pair)
{
    pair = std::clamp(pair, 0, std::max(0, pairCount() - 1));
    const bool changed = pair != m_first;
    m_first = pair;
    if (changed) {
        update();
        Q_EMIT firstPairChanged(m_first);
    }
    // The current pair stays among the shown dials (else the readout would name a hidden one).
    if (shownCount() > 0 && (m_current < m_first || m_current >= m_first + shownCount())) {
        m_current = std::clamp(m_current, m_first, m_first + shownCount() - 1);
        update();
        Q_EMIT currentPairChanged(m_current);
    }
}

void RopeDialGrid::setCurrentPair(int pair)
{
    pair = std::clamp(pair, 0, std::max(0, pairCount() - 1));
    const bool changed = pair != m_current;
    m_current = pair;
    if (pair < m_first)
        setFirstPair(pair);
    else if (shownCount() > 0 && pair >= m_first + m_layout.capacity())
        setFirstPair(pair - m_layout.capacity() + 1);
    if (changed) {
        update();
        Q_EMIT currentPairChanged(m_current);
    }
}

bool RopeDialGrid::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int pair = pairAt(help->pos());
        if (pair >= 0 && m_toolTip)
            QToolTip::showText(help->globalPos(), m_toolTip(pair), this,
                               dialRect(pair).toAlignedRect());
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        relayout();
    return QWidget::event(event);
}

void RopeDialGrid::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    if (!m_dials)
        return;
    const RopeDialPainter::Style style = RopeDialPainter::style(palette());
    painter.setFont(dialFont());
    for (int k = 0; k < shownCount(); ++k) {
        const QRectF cell = cellRect(QRectF(rect()), m_layout, k);
        if (cell.intersects(QRectF(event->rect())))
            RopeDialPainter::paint(&painter, cell, dialContent(m_first + k), style);
    }
}

void RopeDialGrid::resizeEvent(QResizeEvent *event)
{
    relayout();
    QWidget::resizeEvent(event);
}

void RopeDialGrid::mouseMoveEvent(QMouseEvent *event)
{
    const int pair = pairAt(event->position());
    if (pair >= 0)
        setCurrentPair(pair);
    QWidget::mouseMoveEvent(event);
}

void RopeDialGrid::mousePressEvent(QMouseEvent *event)
{
    const int pair = pairAt(event->position());
    if (pair >= 0 && event->button() == Qt::LeftButton)
        setCurrentPair(pair);
    QWidget::mousePressEvent(event);
}

void RopeDialGrid::keyPressEvent(QKeyEvent *event)
{
    const std::optional<qint64> pair = IndexKeys(Qt::Horizontal, pairCount())
                                           .setRowLength(m_layout.columns)
                                           .setPageLength(m_layout.capacity())
                                           .target(event->key(), m_current);
    if (!pair)
        return QWidget::keyPressEvent(event);
    setCurrentPair(static_cast<int>(*pair));
    event->accept();
}

void RopeDialGrid::relayout()
{
    const int oldShown = shownCount();
    const QFont f = dialFont();
    m_layout = layoutFor(QSizeF(size()), pairCount(), minCellWidth(f),
                         RopeDialPainter::captionHeight(f));
    if (shownCount() != oldShown) {
        setFirstPair(m_first); // keeps the current pair in sight
        Q_EMIT shownCountChanged(shownCount());
    }
    update();
}

} // namespace pe
