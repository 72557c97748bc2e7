// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/clock/clockview.h"
#include "ui/common/hiddenrefresh.h"

#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/clock/clockdial.h"
#include "ui/clock/clockfigure.h"
#include "ui/clock/clockgrid.h"
#include "ui/clock/clockplayer.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace pe {

ClockView::ClockView(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_grid(new ClockGrid(model, this))
    , m_player(new ClockPlayer(model, this))
    , m_legend(new QLabel(this))
    , m_showQ(new QCheckBox(this))
    , m_previous(new QToolButton(this))
    , m_pageLabel(new QLabel(this))
    , m_next(new QToolButton(this))
    , m_explanation(new QLabel(this))
    , m_offNote(new QLabel(this))
{
    setObjectName(QStringLiteral("ClockView"));
    m_showQ->setChecked(true);
    m_previous->setArrowType(Qt::LeftArrow);
    m_next->setArrowType(Qt::RightArrow);
    // The paging row keeps its room when there is one page: its coming and going changed the
    // wrapped explanation's height, so the grid's, so the page count, so the row again (the view
    // laid itself out every 3 ms for ever at the default size).
    for (QWidget *w : { static_cast<QWidget *>(m_previous), static_cast<QWidget *>(m_pageLabel),
                        static_cast<QWidget *>(m_next) }) {
        QSizePolicy policy = w->sizePolicy();
        policy.setRetainSizeWhenHidden(true);
        w->setSizePolicy(policy);
    }
    // The legend wraps too: on one line with the paging it made the view wider than a dock at
    // 1024 × 768, whose explanation was then cut line by line at the right.
    m_legend->setWordWrap(true);
    m_explanation->setWordWrap(true);
    m_offNote->setWordWrap(true);
    m_offNote->setStyleSheet(QStringLiteral("QLabel { color: #a05a00; }"));

    auto *legendRow = new QHBoxLayout;
    legendRow->addWidget(m_legend, 1);
    legendRow->addWidget(m_showQ);
    // The paging on a row of its own: its label's width (which only grows, and differs by
    // language) no longer decides where the legend wraps, so neither the grid's height.
    auto *pagingRow = new QHBoxLayout;
    pagingRow->addStretch(1);
    pagingRow->addWidget(m_previous);
    pagingRow->addWidget(m_pageLabel);
    pagingRow->addWidget(m_next);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_player);
    layout->addLayout(legendRow);
    layout->addLayout(pagingRow);
    layout->addWidget(m_explanation);
    layout->addWidget(m_offNote);
    layout->addWidget(m_grid, 1);

    connect(m_showQ, &QCheckBox::toggled, m_grid, &ClockGrid::setShowQ);
    connect(m_previous, &QToolButton::clicked, this, &ClockView::previousPage);
    connect(m_next, &QToolButton::clicked, this, &ClockView::nextPage);
    connect(m_grid, &ClockGrid::pagingChanged, this, &ClockView::updatePaging);
    connect(m_grid, &ClockGrid::pageChanged, this, [this](int page) {
        updatePaging();
        Q_EMIT pageChanged(page);
    });
    // Hidden behind another tab, the texts wait until they are shown.
    auto *refresh = new HiddenRefresh(this, [this] { syncFromModel(); });
    connect(m_model, &PositionalEncodingModel::parametersChanged, refresh, &HiddenRefresh::request);

    retranslate();
}

double ClockView::handAngle(int pair, bool atQ) const
{
    const auto &pairs = m_model->comparison().pairs;
    if (pair < 0 || static_cast<size_t>(pair) >= pairs.size())
        return std::numeric_limits<double>::quiet_NaN();
    const PairDistance &pd = pairs[static_cast<size_t>(pair)];
    return ClockDial::normalizedAngle(atQ ? pd.angleQ : pd.angleP);
}

QPointF ClockView::handDirection(int pair, bool atQ) const
{
    return ClockDial::direction(handAngle(pair, atQ));
}

QString ClockView::dialTitle(int pair) const
{
    return m_grid->texts().title(pair);
}

QString ClockView::periodLabel(int pair) const
{
    return m_grid->texts().periodLabel(pair);
}

QString ClockView::dialToolTip(int pair) const
{
    return m_grid->texts().toolTip(pair);
}

int ClockView::page() const
{
    return m_grid->page();
}

int ClockView::pageCount() const
{
    return m_grid->pageCount();
}

int ClockView::firstVisiblePair() const
{
    return m_grid->firstVisiblePair();
}

int ClockView::visiblePairCount() const
{
    return m_grid->visiblePairCount();
}

QRectF ClockView::dialRect(int pair) const
{
    return m_grid->dialRect(pair);
}

bool ClockView::showsQ() const
{
    return m_grid->showsQ();
}

void ClockView::setPage(int page)
{
    m_grid->setPage(page);
}

void ClockView::nextPage()
{
    m_grid->setPage(m_grid->page() + 1);
}

void ClockView::previousPage()
{
    m_grid->setPage(m_grid->page() - 1);
}

void ClockView::syncFromModel()
{
    m_legend->setText(legendText());
    m_offNote->setVisible(!m_model->isEncodingEnabled());
    updatePaging();
}

void ClockView::updatePaging()
{
    const int pages = m_grid->pageCount();
    const int first = m_grid->firstVisiblePair();
    m_pageLabel->setText(tr("Page %1 of %2 · pairs %3–%4")
                             .arg(m_grid->page() + 1)
                             .arg(pages)
                             .arg(first)
                             .arg(first + m_grid->visiblePairCount() - 1));
    // Its width only grows: "pairs 1–8" and "pairs 1–16" must not take turns either.
    m_pageLabel->setMinimumWidth(
        std::max(m_pageLabel->minimumWidth(), m_pageLabel->sizeHint().width()));
    m_previous->setVisible(pages > 1);
    m_pageLabel->setVisible(pages > 1);
    m_next->setVisible(pages > 1);
    m_previous->setEnabled(m_grid->page() > 0);
    m_next->setEnabled(m_grid->page() < pages - 1);
}

QString ClockView::legendText() const
{
    const ClockDial::Style s = ClockDial::style(palette());
    const auto swatch = [](const QColor &c) {
        return QStringLiteral("<span style=\"color:%1; font-weight:bold\">&#9473;&#9473;</span>")
            .arg(c.name(QColor::HexRgb));
    };
    return tr("%1 hand at p = %2 &nbsp;&nbsp; %3 faint hand at q = %4")
        .arg(swatch(s.handP))
        .arg(m_model->positionP())
        .arg(swatch(s.handQ))
        .arg(m_model->positionQ());
}

QString ClockView::headingText(int first, int count) const
{
    return tr("Clock hands · d = %1, base %2 · p = %3 (solid), q = %4 (faint) · pairs %5–%6 of %7")
        .arg(m_model->dimension())
        .arg(formatExact(m_model->base()))
        .arg(m_model->positionP())
        .arg(m_model->positionQ())
        .arg(first)
        .arg(first + count - 1)
        .arg(m_model->encoding().pairCount());
}

void ClockView::renderTo(QPainter *painter, const QRectF &target) const
{
    QStringList notes { tr("Each hand points at θ = position / denominator, clockwise from "
                           "12 o'clock: its tip is (sin θ, cos θ). Under each dial: the pair, its "
                           "two dimensions and its period 2π × denominator.") };
    if (!m_model->isEncodingEnabled())
        notes << m_offNote->text();
    const ClockFigure figure(*m_grid, font(), palette(), notes);
    const ClockFigure::Dials dials = figure.dialsFor(target);
    figure.paint(painter, target, dials, headingText(dials.first, dials.count),
                 { tr("hand at p = %1").arg(m_model->positionP()),
                   tr("faint hand at q = %1").arg(m_model->positionQ()) });
}

void ClockView::retranslate()
{
    m_showQ->setText(tr("Sho&w q"));
    m_showQ->setToolTip(tr("Draw q's hands faintly on the same dials."));
    m_previous->setToolTip(tr("Previous page of dials"));
    m_next->setToolTip(tr("Next page of dials"));
    // Their text is an arrow: a screen reader reads the name.
    m_previous->setAccessibleName(m_previous->toolTip());
    m_next->setAccessibleName(m_next->toolTip());
    m_explanation->setText(
        tr("Each pair of dimensions is a clock hand. The hand points at the angle θ = p / "
           "denominator, measured clockwise from 12 o'clock, so its tip is (sin θ, cos θ): "
           "the pair's two components. One turn takes 2π × denominator positions (the period "
           "under each dial): the first pairs spin like a second hand, the last ones crawl "
           "like an hour hand. Hover a dial for its exact values; click it to pick its "
           "sin dimension (the ringed dial)."));
    m_offNote->setText(tr("Positional encoding is switched off: the hands show the PE candidates, "
                          "which are not added to the input (x(p) = E + 0)."));
    syncFromModel();
}

void ClockView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        m_legend->setText(legendText());
    QWidget::changeEvent(event);
}

} // namespace pe
