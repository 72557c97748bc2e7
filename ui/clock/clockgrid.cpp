// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/clock/clockgrid.h"
#include "ui/common/hiddenrefresh.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/clock/clockdescription.h"
#include "ui/common/focusframe.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double cellPadding = 6.0; // ClockDial keeps 3 px around its face

    // Cell `slot` of a layout drawn in area; the grid is centred vertically when it is shorter.
    QRectF cellRect(const QRectF &area, const ClockGrid::Layout &layout, int slot)
    {
        const double height = layout.rows * layout.cell.height();
        const double top = area.top() + std::max(0.0, (area.height() - height) / 2);
        const int row = slot / layout.columns;
        const int column = slot % layout.columns;
        return { area.left() + column * layout.cell.width(), top + row * layout.cell.height(),
                 layout.cell.width(), layout.cell.height() };
    }
} // namespace

ClockGrid::ClockGrid(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_texts(model)
{
    setObjectName(QStringLiteral("ClockGrid"));
    setFocusPolicy(Qt::StrongFocus); // the arrow keys pick pairs
    setMinimumSize(160, 120);
    setAttribute(Qt::WA_OpaquePaintEvent);
    auto *refresh = new HiddenRefresh(this, [this] {
        relayout();
        update();
    });
    connect(m_model, &PositionalEncodingModel::parametersChanged, refresh, &HiddenRefresh::request);
    connect(m_model, &PositionalEncodingModel::pickedDimensionChanged, this,
            qOverload<>(&QWidget::update));
    relayout();
    new FocusFrame(this);
    ClockDescription::attach(this, m_model);
}

ClockGrid::Layout ClockGrid::layoutFor(const QSizeF &area, int count, double minCellWidth,
                                       double captionHeight)
{
    count = std::max(count, 1);
    Layout layout;
    for (double face = maxFace; face >= minFace; face -= 2.0) {
        const double width = std::max(face + cellPadding, minCellWidth);
        const double height = face + captionHeight + cellPadding;
        const int columns = std::max(1, static_cast<int>(area.width() / width));
        const int rows = std::max(1, static_cast<int>(area.height() / height));
        const bool fits = columns * rows >= count;
        if (fits || face - 2.0 < minFace) {
            layout.columns = fits ? std::min(columns, count) : columns;
            layout.rows = fits ? (count + layout.columns - 1) / layout.columns : rows;
            layout.cell = QSizeF(std::max(width, area.width() / layout.columns), height);
            break;
        }
    }
    return layout;
}

int ClockGrid::pairCount() const
{
    return m_model->encoding().pairCount();
}

int ClockGrid::pageCount() const
{
    const int pairs = pairCount();
    return std::max(1, (pairs + dialsPerPage() - 1) / dialsPerPage());
}

int ClockGrid::firstVisiblePair() const
{
    return m_page * dialsPerPage();
}

int ClockGrid::visiblePairCount() const
{
    return std::clamp(m_model->encoding().pairCount() - firstVisiblePair(), 0, dialsPerPage());
}

QRectF ClockGrid::dialRect(int pair) const
{
    const int slot = pair - firstVisiblePair();
    if (slot < 0 || slot >= visiblePairCount())
        return {};
    return cellRect(QRectF(rect()), m_layout, slot);
}

int ClockGrid::pairAt(const QPointF &pos) const
{
    for (int k = 0; k < visiblePairCount(); ++k) {
        const int pair = firstVisiblePair() + k;
        if (dialRect(pair).contains(pos))
            return pair;
    }
    return -1;
}

ClockDial::Content ClockGrid::dialContent(int pair) const
{
    const PairDistance &pd = m_model->comparison().pairs[static_cast<size_t>(pair)];
    ClockDial::Content content;
    content.angleP = pd.angleP;
    content.angleQ = pd.angleQ;
    content.showQ = m_showQ;
    content.encodingEnabled = m_model->isEncodingEnabled();
    content.picked = m_model->encoding().pairOfDimension(m_model->pickedDimension()) == pair;
    content.title = m_texts.title(pair);
    content.caption = m_texts.periodLabel(pair);
    return content;
}

QFont ClockGrid::dialFont() const
{
    QFont f = font();
    f.setPointSizeF(std::max(7.0, f.pointSizeF() * 0.9));
    return f;
}

double ClockGrid::minCellWidth(const QFont &font) const
{
    const int last = std::max(0, m_model->encoding().pairCount() - 1);
    const QFontMetricsF fm(font);
    return std::max(fm.horizontalAdvance(m_texts.title(last)),
                    fm.horizontalAdvance(m_texts.periodLabel(last)))
        + 10.0;
}

void ClockGrid::paintDials(QPainter *painter, const QRectF &area, const Layout &layout,
                           int firstPair, int count, bool ringPicked) const
{
    const ClockDial::Style style = ClockDial::style(palette());
    painter->save();
    painter->setFont(dialFont());
    const QRectF clip = painter->hasClipping() ? painter->clipBoundingRect() : QRectF();
    for (int k = 0; k < count; ++k) {
        const QRectF cell = cellRect(area, layout, k);
        if (clip.isValid() && !clip.intersects(cell))
            continue;
        ClockDial::Content content = dialContent(firstPair + k);
        content.picked = content.picked && ringPicked;
        ClockDial::paint(painter, cell, content, style);
    }
    painter->restore();
}

void ClockGrid::setPage(int page)
{
    page = std::clamp(page, 0, pageCount() - 1);
    if (page == m_page)
        return;
    m_page = page;
    update();
    Q_EMIT pageChanged(m_page);
}

void ClockGrid::setShowQ(bool show)
{
    if (show == m_showQ)
        return;
    m_showQ = show;
    update();
}

bool ClockGrid::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int pair = pairAt(help->pos());
        if (pair >= 0)
            QToolTip::showText(help->globalPos(), m_texts.toolTip(pair), this,
                               dialRect(pair).toAlignedRect());
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        relayout();
    return QWidget::event(event);
}

void ClockGrid::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Window));
    paintDials(&painter, QRectF(rect()), m_layout, firstVisiblePair(), visiblePairCount());
}

void ClockGrid::resizeEvent(QResizeEvent *event)
{
    relayout();
    QWidget::resizeEvent(event);
}

void ClockGrid::mousePressEvent(QMouseEvent *event)
{
    const int pair = pairAt(event->position());
    if (pair >= 0 && event->button() == Qt::LeftButton)
        m_model->setPickedDimension(m_model->encoding().dimensionOf(pair, false));
    QWidget::mousePressEvent(event);
}

void ClockGrid::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    const bool back = key == Qt::Key_Left || key == Qt::Key_Up;
    const bool forward = key == Qt::Key_Right || key == Qt::Key_Down;
    const bool jump = key == Qt::Key_Home || key == Qt::Key_End;
    if (!back && !forward && !jump)
        return QWidget::keyPressEvent(event);
    const Encoding &encoding = m_model->encoding();
    const int current = encoding.pairOfDimension(std::max(0, m_model->pickedDimension()));
    const int last = encoding.pairCount() - 1;
    const int pair = jump ? (key == Qt::Key_Home ? 0 : last)
                          : std::clamp(current + (forward ? 1 : -1), 0, last);
    m_model->setPickedDimension(encoding.dimensionOf(pair, false));
    if (dialsPerPage() > 0 && dialRect(pair).isEmpty())
        setPage(pair / dialsPerPage());
    event->accept();
}

void ClockGrid::relayout()
{
    const int oldPerPage = dialsPerPage();
    const int oldPages = pageCount();
    const int first = firstVisiblePair();
    const QFont f = dialFont();
    m_layout = layoutFor(QSizeF(size()), m_model->encoding().pairCount(), minCellWidth(f),
                         ClockDial::captionHeight(f));
    // Keep the first dial shown on screen when the page size changes.
    const int page = std::clamp(first / dialsPerPage(), 0, pageCount() - 1);
    const bool pageMoved = page != m_page;
    m_page = page;
    if (oldPerPage != dialsPerPage() || oldPages != pageCount())
        Q_EMIT pagingChanged();
    if (pageMoved)
        Q_EMIT pageChanged(m_page);
    update();
}

} // namespace pe
