// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/comparisonpanel.h"

#include "ui/common/tablesizing.h"

#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/viewdescription.h"
#include "ui/comparison/comparisonbarsfit.h"
#include "ui/comparison/comparisoncolumnwidths.h"
#include "ui/comparison/comparisontablemodel.h"
#include "ui/comparison/pairdistancebars.h"

#include <QCheckBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace pe {

ComparisonPanel::ComparisonPanel(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_tableModel(new ComparisonTableModel(model, this))
    , m_summary(new QLabel(this))
    , m_explanation(new QLabel(this))
    , m_formula(new QLabel(this))
    , m_focus(new QCheckBox(this))
    , m_barsTitle(new QLabel(this))
    , m_bars(new PairDistanceBars(model))
    , m_barsScroll(new QScrollArea(this))
    , m_tableTitle(new QLabel(this))
    , m_table(new QTableView(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
{
    setObjectName(QStringLiteral("ComparisonPanel"));
    updateSummaryFont();
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Wraps after "=" when the dock is narrow (large type in presenter mode on a 1024 px screen).
    m_summary->setWordWrap(true);
    m_explanation->setWordWrap(true);
    m_formula->setWordWrap(true);
    m_barsTitle->setWordWrap(true);
    m_tableTitle->setWordWrap(true);

    m_barsScroll->setWidget(m_bars);
    m_barsScroll->setWidgetResizable(true);
    m_barsScroll->setBackgroundRole(QPalette::Base);
    // Tab stops on the scroll area, not on the bars inside: it is what a screen reader reads on
    // focus, so it carries the bars' description too.
    auto *barsDescription = new ViewDescription(
        m_barsScroll, [this] { return m_barsTitle->text(); },
        [this] { return m_bars->describe(); });
    barsDescription->follow(m_model, &PositionalEncodingModel::parametersChanged);

    m_table->setModel(m_tableModel);
    // The table lays itself out after a new header or a reset on a timer, which painted it once
    // more after the change's own repaint: it does so now, in that one repaint (issue 26).
    connect(m_tableModel, &QAbstractItemModel::headerDataChanged, m_table,
            &QTableView::doItemsLayout);
    connect(m_tableModel, &QAbstractItemModel::modelReset, m_table, &QTableView::doItemsLayout);
    m_tableModel->setCandidateColor(m_table->palette().color(QPalette::PlaceholderText));
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    TableSizing::follow(m_table);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAlternatingRowColors(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    // Tab leaves the table for the next control; the arrows move between its cells.
    m_table->setTabKeyNavigation(false);
    m_columns = new ComparisonColumnWidths(m_table, m_tableModel);
    m_barsFit = new ComparisonBarsFit(m_splitter, m_barsTitle, m_barsScroll, m_bars);

    auto *barsBox = new QWidget(this);
    auto *barsLayout = new QVBoxLayout(barsBox);
    barsLayout->setContentsMargins(0, 0, 0, 0);
    barsLayout->addWidget(m_barsTitle);
    barsLayout->addWidget(m_barsScroll, 1);
    auto *tableBox = new QWidget(this);
    auto *tableLayout = new QVBoxLayout(tableBox);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    tableLayout->addWidget(m_tableTitle);
    tableLayout->addWidget(m_table, 1);
    m_splitter->addWidget(barsBox);
    m_splitter->addWidget(tableBox);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setObjectName(QStringLiteral("ComparisonSplitter"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_focus);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_explanation);
    layout->addWidget(m_formula);
    layout->addWidget(m_splitter, 1);

    connect(m_focus, &QCheckBox::toggled, this, &ComparisonPanel::setFocused);
    connect(m_model, &PositionalEncodingModel::parametersChanged, this,
            &ComparisonPanel::updateTexts);
    retranslate();
}

bool ComparisonPanel::isFocused() const
{
    return m_focus->isChecked();
}

int ComparisonPanel::decimals() const
{
    return m_tableModel->decimals();
}

bool ComparisonPanel::isTableCompact() const
{
    return m_columns->isCompact();
}

QString ComparisonPanel::summaryText() const
{
    return tr("‖x(q) − x(p)‖ = %1").arg(formatDisplay(m_model->comparison().norm, decimals()));
}

QString ComparisonPanel::explanationText() const
{
    const Comparison &c = m_model->comparison();
    // A gap q < p is negative: with the real minus sign, as every number the window shows.
    const QString gap = displayMinus(QString::number(m_model->positionQ() - m_model->positionP()));
    QString text = tr("The Euclidean length of the difference vector: the square root of the sum "
                      "of the squares of its %1 components. It is not the gap q − p = %2 between "
                      "the positions, and not a score of meaning.")
                       .arg(c.encoding.dimension())
                       .arg(gap);
    if (!c.enabled)
        text += QLatin1Char(' ')
            + tr("Positional encoding is off: both inputs are E + 0, so the difference is "
                 "zero. PE(p) and PE(q) are still listed as candidates, not added; added, "
                 "they would give a length of %1.")
                  .arg(formatDisplay(c.candidateNorm, decimals()));
    return text;
}

QString ComparisonPanel::formulaText() const
{
    if (m_model->isEncodingEnabled())
        return tr("x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p): the token's embedding "
                  "E cancels, only the positions remain.");
    return tr("x(q) − x(p) = (E + 0) − (E + 0) = 0: without the encoding the same token gives "
              "the same input at every position.");
}

void ComparisonPanel::setFocused(bool focused)
{
    const int decimals
        = focused ? ComparisonTableModel::focusDecimals : ComparisonTableModel::defaultDecimals;
    if (decimals == m_tableModel->decimals())
        return;
    m_tableModel->setDecimals(decimals);
    m_bars->setDecimals(decimals);
    m_focus->setChecked(focused); // its toggled() comes back here and finds nothing to do
    updateTexts();
    Q_EMIT focusedChanged(focused);
}

void ComparisonPanel::updateTexts()
{
    m_summary->setText(summaryText());
    m_explanation->setText(explanationText());
    m_formula->setText(formulaText());
    m_columns->measure(decimals());
}

void ComparisonPanel::setBarsFitted(bool fitted)
{
    m_barsFit->setFitted(fitted);
}

void ComparisonPanel::renderTo(QPainter *painter, const QRectF &target) const
{
    painter->save();
    painter->fillRect(target, palette().color(QPalette::Base));
    const double margin = 10;
    const double width = target.width() - 2 * margin;
    double y = target.top() + margin;
    painter->setPen(palette().color(QPalette::Text));
    painter->setFont(m_summary->font());
    QRectF used;
    painter->drawText(QRectF(target.left() + margin, y, width, target.height()), Qt::TextWordWrap,
                      summaryText(), &used);
    y += used.height() + 4;
    painter->setFont(font());
    for (const QString &text : { explanationText(), formulaText() }) {
        painter->drawText(QRectF(target.left() + margin, y, width, target.bottom() - y),
                          Qt::TextWordWrap, text, &used);
        y += used.height() + 4;
    }
    const int pairs = m_model->encoding().pairCount();
    const double minRow = 3.0;
    const double available = target.bottom() - margin - (y + m_bars->headerHeight() + 4);
    const int count = std::clamp(static_cast<int>(available / minRow), 1, pairs);
    const QFontMetricsF fm(font());
    painter->drawText(
        QRectF(target.left() + margin, y, width, fm.height()), Qt::AlignLeft,
        count < pairs ? tr("Distance per pair (0 to 2), pairs 0–%1 of %2").arg(count - 1).arg(pairs)
                      : tr("Distance per pair (0 to 2)"));
    y += fm.height() + 4;
    // At most two text lines per row; fewer pairs leave the bars at a comfortable height.
    const double height = std::min(target.bottom() - margin - y,
                                   m_bars->headerHeight() + count * 2.0 * fm.height());
    m_bars->paintBars(painter, QRectF(target.left() + margin, y, width, height), 0, count);
    painter->restore();
}

void ComparisonPanel::retranslate()
{
    m_focus->setText(tr("F&ocus: 12 decimals"));
    m_focus->setToolTip(tr("Show 12 decimals instead of 6: the slow pairs' differences are tiny "
                           "and can look equal at 6 decimals. The values are always computed "
                           "in full precision."));
    m_barsTitle->setText(tr("Distance per pair, from 0 (same angle) to 2 (opposite hands)"));
    m_tableTitle->setText(tr("Per dimension: PE(p), PE(q) and x(q) − x(p)"));
    // A screen reader names the bars and the table by their titles.
    m_barsScroll->setAccessibleName(m_barsTitle->text());
    m_table->setAccessibleName(m_tableTitle->text());
    m_tableModel->retranslate();
    updateTexts();
}

void ComparisonPanel::updateSummaryFont()
{
    // 1.35 times the panel's own type, also when that grows (presenter mode) or changes face.
    QFont big = font();
    if (big.pixelSize() > 0)
        big.setPixelSize(static_cast<int>(big.pixelSize() * 1.35 + 0.5));
    else
        big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_summary->setFont(big);
}

void ComparisonPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange) {
        updateSummaryFont();
        updateTexts(); // the column widths
    } else if (event->type() == QEvent::PaletteChange) // before the table's own: take the panel's
        m_tableModel->setCandidateColor(palette().color(QPalette::PlaceholderText));
    QWidget::changeEvent(event);
}

} // namespace pe
