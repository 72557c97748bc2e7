// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/schemes/schemesview.h"
#include "ui/common/hiddenrefresh.h"

#include "core/math/alibislopes.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/checkedspinbox.h"
#include "ui/schemes/schemeschart.h"
#include "ui/schemes/schemesreadoutmodel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace pe {

SchemesView::SchemesView(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("SchemesView"));
    m_headsLabel = new QLabel(this);
    m_heads = new CheckedSpinBox(this);
    m_heads->setObjectName(QStringLiteral("headCountField"));
    m_heads->setRange(1, AlibiSlopes::maxHeads);
    m_heads->setAccelerated(true);
    m_headsLabel->setBuddy(m_heads);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("headCountMessage"));
    CheckedSpinBox::styleMessageLabel(m_message);
    m_message->hide();
    m_chart = new SchemesChart(model, this);
    m_heads->setValue(m_chart->headCount());
    m_readoutCaption = new QLabel(this);
    m_readoutCaption->setObjectName(QStringLiteral("schemesReadoutCaption"));
    m_readoutCaption->setWordWrap(true);
    m_readoutModel = new SchemesReadoutModel(this);
    m_readout = new QTableView(this);
    m_readout->setObjectName(QStringLiteral("schemesReadout"));
    m_readout->setModel(m_readoutModel);
    m_readout->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_readout->setSelectionMode(QAbstractItemView::SingleSelection);
    m_readout->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_readout->setWordWrap(false);
    m_readout->setTabKeyNavigation(false); // Tab goes on to the next view; arrows move in it
    m_readout->verticalHeader()->hide();
    m_readout->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    QHeaderView *columns = m_readout->horizontalHeader();
    // The numbers whole; the curve's name takes what they leave (its tooltip has it whole).
    columns->setSectionResizeMode(QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(SchemesReadoutModel::CurveColumn, QHeaderView::Stretch);
    columns->setResizeContentsPrecision(16); // the rows in view and a few more: 1024 heads
    m_readoutCaption->setBuddy(m_readout);
    fitReadout();

    auto *row = new QHBoxLayout;
    row->addWidget(m_headsLabel);
    row->addWidget(m_heads);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(row);
    layout->addWidget(m_message);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_readoutCaption);
    layout->addWidget(m_readout);
    setFocusProxy(m_chart);

    connect(m_heads, &CheckedSpinBox::valueChanged, this,
            [this](double heads) { m_chart->setHeadCount(static_cast<int>(heads)); });
    connect(m_heads, &CheckedSpinBox::messageChanged, this, [this](const QString &text) {
        m_message->setText(text);
        m_message->setVisible(!text.isEmpty());
    });
    connect(m_chart, &SchemesChart::headCountChanged, this, &SchemesView::updateReadout);
    connect(m_chart, &SchemesChart::hoveredDistanceChanged, this, &SchemesView::updateReadout);
    // Hidden behind another tab, the read-out waits until it is shown.
    auto *refresh = new HiddenRefresh(this, [this] { updateReadout(); });
    connect(m_model, &PositionalEncodingModel::parametersChanged, refresh, &HiddenRefresh::request);
    retranslate();
}

QString SchemesView::readoutText() const
{
    QStringList lines { m_readoutCaption->text() };
    for (int row = 0; row < m_readoutModel->rowCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < SchemesReadoutModel::ColumnCount; ++column)
            cells << m_readoutModel->index(row, column).data().toString();
        lines << cells.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n'));
}

void SchemesView::updateReadout()
{
    const SchemeReading &reading = m_chart->reading();
    m_readoutCaption->setText(
        tr("Δ = %1, the distance under the pointer (← and → move it)").arg(reading.distance));
    // The rows stay where the reader scrolled to (head 500 of 1024) while the distance moves.
    const bool sameRows = reading.alibi.size() == m_readoutModel->reading().alibi.size();
    m_readoutModel->setReading(reading);
    if (!sameRows)
        fitReadout();
}

void SchemesView::fitReadout()
{
    // Whole rows, compact. The chart keeps the height in which its axis titles are whole (while
    // hidden, about 19 lines of text: it computes nothing then); the read-out takes what is
    // left, at least a fifth of the view: all ten rows of the default 8 heads in an English
    // 1024 × 768 dock (seven had scrolled), three in a short one; the rest scroll. The cells are
    // not wrapped: where the columns are wider than the view, the horizontal scroll bar gets its
    // room. (The style's least section, the type's height + 4, leaves a gap under every row.)
    const int row = m_readout->fontMetrics().height() + 2;
    m_readout->verticalHeader()->setMinimumSectionSize(row);
    m_readout->verticalHeader()->setDefaultSectionSize(row);
    const int chartRoom
        = isVisible() ? m_chart->leastHeight(width() - 8) : 19 * fontMetrics().height();
    const int above = m_heads->sizeHint().height() + m_readoutCaption->fontMetrics().height() + 20;
    const int frame
        = m_readout->horizontalHeader()->sizeHint().height() + 2 * m_readout->frameWidth();
    const int room = std::max(height() / 5, height() - chartRoom - above - frame);
    const int rows = std::min(m_readoutModel->rowCount(), std::clamp(room / row, 3, 10));
    const bool allRows = rows >= m_readoutModel->rowCount();
    const int barWidth = allRows ? 0 : m_readout->verticalScrollBar()->sizeHint().width();
    const int available = width() - 8 - 2 * m_readout->frameWidth() - barWidth;
    // The numbers' columns whole, and the curve's at least "ALiBi h1024".
    const QHeaderView *columns = m_readout->horizontalHeader();
    int needed = m_readout->fontMetrics().horizontalAdvance(QStringLiteral("ALiBi h1024")) + 12;
    for (int column = SchemesReadoutModel::ExactColumn; column < SchemesReadoutModel::ColumnCount;
         ++column)
        needed += columns->sectionSize(column);
    const bool across = needed > available;
    m_readout->setHorizontalScrollBarPolicy(across ? Qt::ScrollBarAlwaysOn
                                                   : Qt::ScrollBarAlwaysOff);
    m_readout->setFixedHeight(
        columns->sizeHint().height() + rows * row + 2 * m_readout->frameWidth()
        + (across ? m_readout->horizontalScrollBar()->sizeHint().height() : 0));
}

void SchemesView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    fitReadout();
}

void SchemesView::resizeEvent(QResizeEvent *event)
{
    fitReadout();
    QWidget::resizeEvent(event);
}

void SchemesView::retranslate()
{
    m_headsLabel->setText(tr("ALiBi head count:"));
    m_heads->setQuantityName(tr("ALiBi heads"));
    m_heads->setToolTip(tr("How many attention heads ALiBi has, 1 to %1; each head gets its own "
                           "slope by the paper's rule.")
                            .arg(AlibiSlopes::maxHeads));
    m_heads->setAccessibleName(tr("ALiBi heads"));
    m_heads->refreshMessage();
    m_readout->setAccessibleName(tr("Values at the hovered distance"));
    m_readout->setToolTip(tr("Every curve's exact value at the hovered distance Δ, to 6 decimals, "
                             "and what it is divided by on the chart."));
    m_readoutModel->retranslate();
    updateReadout();
    fitReadout();
}

void SchemesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        fitReadout();
    QWidget::changeEvent(event);
}

} // namespace pe
