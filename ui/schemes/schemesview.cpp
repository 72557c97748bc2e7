// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/schemes/schemesview.h"
#include "ui/common/hiddenrefresh.h"

#include "core/math/alibislopes.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/checkedspinbox.h"
#include "ui/schemes/schemeschart.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextDocument>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

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
    m_readout = new QPlainTextEdit(this);
    m_readout->setObjectName(QStringLiteral("schemesReadout"));
    m_readout->setReadOnly(true);
    // Wrapped at the width: nothing to scroll sideways, and whole lines in the height.
    m_readout->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_readout->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_readout->installEventFilter(this);
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
    return m_readout->toPlainText();
}

void SchemesView::updateReadout()
{
    const SchemeReading &r = m_chart->reading();
    QStringList lines;
    lines << tr("Δ = %1 (exact values, not divided)").arg(r.distance);
    lines << tr("Sinusoid PE(0)·PE(Δ) = %1; drawn ÷ %2 (its value at Δ = 0, d/2): %3")
                 .arg(formatDisplay(r.sinusoidal), formatDisplay(r.sinusoidalAtZero),
                      formatDisplay(r.sinusoidal / r.sinusoidalAtZero));
    lines << tr("RoPE decay bound = %1; drawn ÷ %2 (its value at Δ = 0, (d/2 + 1)/2): %3")
                 .arg(formatDisplay(r.rope), formatDisplay(r.ropeAtZero),
                      formatDisplay(r.rope / r.ropeAtZero));
    for (size_t h = 0; h < r.alibi.size(); ++h)
        lines << tr("ALiBi h%1 (slope %2): bias −slope·Δ = %3 logits, drawn as is")
                     .arg(h + 1)
                     .arg(formatDisplay(r.slopes[h]), formatDisplay(r.alibi[h]));
    // Kept where the reader scrolled to (head 500 of 1024) while the distance moves.
    const int scroll = m_readout->verticalScrollBar()->value();
    m_readout->setPlainText(lines.join(QLatin1Char('\n')));
    m_readout->verticalScrollBar()->setValue(scroll);
    scheduleFit();
}

void SchemesView::fitReadout()
{
    m_fitScheduled = false;
    // Whole lines as laid out at the readout's width: the distance, the sinusoid, RoPE and the
    // first heads (five entries) while the view is tall, down to three in a short one, where the
    // chart needs the room; the other heads scroll.
    const int line = m_readout->fontMetrics().lineSpacing();
    QTextDocument *document = m_readout->document();
    const int shown = std::min(document->blockCount(),
                               std::clamp(height() / 5 / std::max(1, line), 3, 5));
    // The scroll bar by the count, not by the pixels: its width changes the wrapping.
    m_readout->setVerticalScrollBarPolicy(shown < document->blockCount() ? Qt::ScrollBarAlwaysOn
                                                                          : Qt::ScrollBarAlwaysOff);
    double text = 0;
    QTextBlock block = document->firstBlock();
    for (int k = 0; k < shown && block.isValid(); ++k, block = block.next())
        text += std::max<double>(line, document->documentLayout()->blockBoundingRect(block).height());
    // (The first block's rectangle holds the top margin; the bottom one is added.)
    const int wanted = static_cast<int>(std::ceil(text + document->documentMargin()))
        + 2 * m_readout->frameWidth();
    if (m_readout->minimumHeight() != wanted || m_readout->maximumHeight() != wanted)
        m_readout->setFixedHeight(wanted);
}

void SchemesView::scheduleFit()
{
    if (m_fitScheduled)
        return;
    m_fitScheduled = true;
    QTimer::singleShot(0, this, &SchemesView::fitReadout);
}

bool SchemesView::eventFilter(QObject *watched, QEvent *event)
{
    // A new width wraps the lines anew (the readout lays them out in its own resize).
    if (watched == m_readout && event->type() == QEvent::Resize)
        scheduleFit();
    return QWidget::eventFilter(watched, event);
}

void SchemesView::resizeEvent(QResizeEvent *event)
{
    scheduleFit();
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
    updateReadout();
}

void SchemesView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        scheduleFit();
    QWidget::changeEvent(event);
}

} // namespace pe
