// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/precision/precisionview.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "core/text/sentencejoin.h"
#include "ui/common/hiddenrefresh.h"
#include "ui/common/layoutsettle.h"
#include "ui/precision/precisionplot.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace pe {

PrecisionView::PrecisionView(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_typeLabel(new QLabel(this))
    , m_type(new QComboBox(this))
    , m_variantLabel(new QLabel(this))
    , m_variant(new QComboBox(this))
    , m_plot(new PrecisionPlot(model, this))
    , m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("precisionView"));
    m_type->setObjectName(QStringLiteral("precisionTypeCombo"));
    m_variant->setObjectName(QStringLiteral("precisionVariantCombo"));
    m_summary->setObjectName(QStringLiteral("precisionSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (FloatType t : { FloatType::Float16, FloatType::BFloat16, FloatType::Float32 })
        m_type->addItem(QString::fromLatin1(floatTypeName(t)), int(t));
    m_variant->addItem(QString(), int(PrecisionVariant::AllInType));
    m_variant->addItem(QString(), int(PrecisionVariant::AngleInFloat32));
    m_typeLabel->setBuddy(m_type);
    m_variantLabel->setBuddy(m_variant);

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_typeLabel);
    controls->addWidget(m_type);
    controls->addSpacing(12);
    controls->addWidget(m_variantLabel);
    controls->addWidget(m_variant);
    controls->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_summary);

    connect(m_type, &QComboBox::activated, this,
            [this](int index) { m_plot->setType(FloatType(m_type->itemData(index).toInt())); });
    connect(m_variant, &QComboBox::activated, this, [this](int index) {
        m_plot->setVariant(PrecisionVariant(m_variant->itemData(index).toInt()));
    });
    // The summary samples the table: only for a view on screen (not behind another tab).
    m_summaryRefresh = new HiddenRefresh(
        this, [this] { m_summary->setText(summary()); }, HiddenRefresh::WaitWhileUnshown);
    connect(m_plot, &PrecisionPlot::samplesChanged, this, &PrecisionView::scheduleSummary);
    retranslate();
}

QString PrecisionView::summary() const
{
    const PrecisionSampler &s = m_plot->sampler();
    const QString type = QString::fromLatin1(floatTypeName(s.table().angleType()));
    const QString first
        = tr("First whole position %1 cannot hold: %2.").arg(type).arg(s.firstInexactPosition());
    // SentenceJoin: no space after a full-width stop ("2049。衝突：0。").
    if (!s.analysed())
        return SentenceJoin::joined(
            first,
            tr("Collisions and the largest error are found for at most %1 values.")
                .arg(PrecisionSampler::maxAnalysedCells));
    const QString collisions = tr("Collisions: %1.").arg(s.collisionCount());
    const QString error = std::isfinite(s.maxError())
        ? tr("Largest error %1 at position %2, dimension %3.")
              .arg(formatDisplay(s.maxError()))
              .arg(s.maxErrorPosition())
              .arg(s.maxErrorDim())
        : tr("From position %1 on the position is infinity: its values are not numbers.")
              .arg(s.maxErrorPosition());
    return SentenceJoin::joined({ first, collisions, error });
}

void PrecisionView::retranslate()
{
    m_typeLabel->setText(tr("Type:"));
    m_variantLabel->setText(tr("Computed:"));
    m_variant->setItemText(0, tr("all in the type"));
    m_variant->setItemText(1, tr("angle in float32"));
    m_type->setToolTip(tr("The number type the model holds the table in"));
    m_type->setAccessibleName(tr("Number type"));
    m_variant->setToolTip(tr("All in the type: position, inverse frequency, angle, sin and cos "
                             "each rounded to it. Angle in float32: only sin and cos stored in "
                             "the type."));
    m_variant->setAccessibleName(tr("How the table is computed"));
    m_plot->setToolTip(QString()); // the hover text is the cell's own
    m_summaryRefresh->request();
    m_plot->update();
}

namespace {

    const QEvent::Type summaryEvent = static_cast<QEvent::Type>(QEvent::registerEventType());

} // namespace

void PrecisionView::scheduleSummary()
{
    if (m_summaryScheduled)
        return;
    m_summaryScheduled = true;
    QCoreApplication::postEvent(this, new QEvent(summaryEvent), Qt::LowEventPriority);
}

bool PrecisionView::event(QEvent *event)
{
    if (event->type() == summaryEvent) {
        m_summaryScheduled = false;
        m_summaryRefresh->request();
        // The new text laid out now, up to the window: the window then paints it once (left to
        // the event loop, the label's layout request and then the window's each led to a frame).
        LayoutSettle::now();
        return true;
    }
    return QWidget::event(event);
}

void PrecisionView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
