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
#include <QTextDocument>
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
    m_readout = new QPlainTextEdit(this);
    m_readout->setObjectName(QStringLiteral("schemesReadout"));
    m_readout->setReadOnly(true);
    m_readout->setLineWrapMode(QPlainTextEdit::NoWrap);
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
}

void SchemesView::fitReadout()
{
    // Whole lines: five (the distance, the sinusoid, RoPE and the first heads) while the view is
    // tall, down to three in a short one, where the chart needs the room; the rest scroll.
    const int line = m_readout->fontMetrics().lineSpacing();
    const int lines = std::clamp(height() / 5 / std::max(1, line), 3, 5);
    const double margin = m_readout->document()->documentMargin();
    // The lines are not wrapped, so a narrow view has the horizontal scroll bar: room for it.
    m_readout->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    m_readout->setFixedHeight(line * lines + static_cast<int>(2 * margin)
                              + 2 * m_readout->frameWidth() + 2
                              + m_readout->horizontalScrollBar()->sizeHint().height());
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
    updateReadout();
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
