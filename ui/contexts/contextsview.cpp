// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/contexts/contextsview.h"
#include "ui/common/hiddenrefresh.h"

#include "core/model/parameterlimits.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/checkedspinbox.h"
#include "ui/contexts/contextbandschart.h"
#include "ui/contexts/contextbandstext.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace pe {

ContextsView::ContextsView(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("ContextsView"));
    createFields();

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("contextsMessage"));
    CheckedSpinBox::styleMessageLabel(m_message);
    m_message->hide();

    m_chart = new ContextBandsChart(this);
    m_readout = new QLabel(this);
    m_readout->setObjectName(QStringLiteral("contextsReadout"));
    m_readout->setWordWrap(true);
    m_readout->setTextFormat(Qt::PlainText);
    m_readout->setTextInteractionFlags(Qt::TextSelectableByMouse);

    layOut();

    connectControls();

    retranslate();
    recompute();
    // The first read-out shows the problem: the first pair a longer run turns into unseen angles.
    const ContextBands *bands = m_chart->bands();
    for (int i = 0; i < bands->pairCount(); ++i) {
        if (bands->unseenBefore(i)) {
            m_chart->setHoveredPair(i);
            break;
        }
    }
}

// The method, the scale s and the training length L, each checked as typed.
void ContextsView::createFields()
{
    m_methodBox = new QComboBox(this);
    m_methodBox->setObjectName(QStringLiteral("scalingMethodCombo"));
    for (auto method : { ContextScaling::Method::PositionInterpolation, ContextScaling::Method::Ntk,
                         ContextScaling::Method::Yarn })
        m_methodBox->addItem(QString(), static_cast<int>(method));
    // Sized to a short text, not the longest method: the view fits a 640 px wide dock.
    m_methodBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_methodBox->setMinimumContentsLength(10);
    m_methodLabel = new QLabel(this);
    m_methodLabel->setBuddy(m_methodBox);

    m_scaleField = new CheckedSpinBox(this);
    m_scaleField->setObjectName(QStringLiteral("scaleSpin"));
    m_scaleField->setReal(true);
    // The arrows step within [0.01, 10^6] (by a tenth of the leading digit's place); any s in
    // (0, 10^6] can be typed.
    m_scaleField->setRange(0.01, maxScale);
    m_scaleField->setValue(m_scale);
    m_scaleField->setChecker([](const QString &text, double *value) {
        bool ok = false;
        const double v = QLocale::c().toDouble(text, &ok); // not ok on overflow and underflow
        if (!ok || !std::isfinite(v) || !(v > 0) || v > maxScale)
            return tr("Scale s: \"%1\" is not allowed; the scale must be a number greater than 0 "
                      "and at most 10^6, e.g. 4.")
                .arg(text);
        *value = v;
        return QString();
    });
    m_scaleLabel = new QLabel(this);
    m_scaleLabel->setBuddy(m_scaleField);

    m_trainLengthField = new CheckedSpinBox(this);
    m_trainLengthField->setObjectName(QStringLiteral("trainLengthSpin"));
    m_trainLengthField->setRange(1, static_cast<double>(ParameterLimits::maxPosition));
    m_trainLengthField->setSingleStep(256);
    m_trainLengthField->setValue(m_trainLength);
    m_trainLengthField->setChecker([](const QString &text, double *value) {
        qint64 v = 0;
        if (!ParameterLimits::parseWholeNumber(text, &v) || v < 1
            || v > ParameterLimits::maxPosition)
            return tr("Training length L: \"%1\" is not allowed; the training length must be a "
                      "whole number from 1 to %2.")
                .arg(text)
                .arg(ParameterLimits::maxPosition);
        *value = static_cast<double>(v);
        return QString();
    });
    for (CheckedSpinBox *field : { m_scaleField, m_trainLengthField })
        field->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("000000")) + 30);
    m_trainLengthLabel = new QLabel(this);
    m_trainLengthLabel->setBuddy(m_trainLengthField);
}

void ContextsView::layOut()
{
    // Two short rows rather than one long one: the view shares the right-hand dock area, whose
    // width fits a 1024 px screen.
    auto *methodRow = new QHBoxLayout;
    methodRow->addWidget(m_methodLabel);
    methodRow->addWidget(m_methodBox, 1);
    methodRow->addStretch(0);
    auto *lengthRow = new QHBoxLayout;
    lengthRow->addWidget(m_scaleLabel);
    lengthRow->addWidget(m_scaleField);
    lengthRow->addSpacing(8);
    lengthRow->addWidget(m_trainLengthLabel);
    lengthRow->addWidget(m_trainLengthField);
    lengthRow->addStretch(1);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(4, 4, 4, 4);
    column->addLayout(methodRow);
    column->addLayout(lengthRow);
    column->addWidget(m_message);
    column->addWidget(m_chart, 1);
    column->addWidget(m_readout);
}

void ContextsView::connectControls()
{
    connect(m_methodBox, &QComboBox::activated, this, [this](int index) {
        setMethod(static_cast<ContextScaling::Method>(m_methodBox->itemData(index).toInt()));
    });
    connect(m_scaleField, &CheckedSpinBox::valueChanged, this, [this](double s) {
        m_scale = s;
        recompute();
    });
    connect(m_trainLengthField, &CheckedSpinBox::valueChanged, this, [this](double length) {
        m_trainLength = length;
        recompute();
    });
    for (CheckedSpinBox *field : { m_scaleField, m_trainLengthField })
        connect(field, &CheckedSpinBox::messageChanged, this, &ContextsView::updateMessage);
    connect(m_chart, &ContextBandsChart::hoveredPairChanged, this, &ContextsView::updateReadout);
    // Only d and base shape the bands; positions and p, q do not.
    // Hidden behind another tab, the bands wait until they are shown.
    auto *refresh = new HiddenRefresh(this, [this] { recompute(); });
    connect(m_model, &PositionalEncodingModel::dimensionChanged, refresh, &HiddenRefresh::request);
    connect(m_model, &PositionalEncodingModel::baseChanged, refresh, &HiddenRefresh::request);
}

void ContextsView::setMethod(ContextScaling::Method method)
{
    m_methodBox->setCurrentIndex(m_methodBox->findData(static_cast<int>(method)));
    if (method == m_method)
        return;
    m_method = method;
    recompute();
}

void ContextsView::recompute()
{
    m_chart->setBands(std::make_unique<ContextBands>(m_method, m_scale, m_trainLength,
                                                     m_model->dimension(), m_model->base()));
    ++m_bandsUpdates;
    updateReadout();
}

QString ContextsView::readout() const
{
    return m_readout->text();
}

void ContextsView::updateReadout()
{
    if (m_chart->bands())
        m_readout->setText(ContextBandsText::pairItems(*m_chart->bands(), m_chart->hoveredPair())
                               .join(tr(" ⋅ ",
                                        "between the items of the hovered pair's "
                                        "read-out; Chinese: ；, as the items hold ，")));
}

void ContextsView::updateMessage()
{
    QStringList messages;
    for (CheckedSpinBox *field : { m_scaleField, m_trainLengthField })
        if (!field->message().isEmpty())
            messages << field->message();
    m_message->setText(messages.join(QLatin1Char('\n')));
    m_message->setVisible(!messages.isEmpty());
}

void ContextsView::paintPlot(QPainter *painter, const QRectF &target) const
{
    m_chart->paintPlot(painter, target);
}

QSize ContextsView::sizeHint() const
{
    return { 800, 560 };
}

void ContextsView::retranslate()
{
    m_methodLabel->setText(tr("&Rescaling:"));
    for (int k = 0; k < m_methodBox->count(); ++k)
        m_methodBox->setItemText(k,
                                 ContextBandsText::methodName(static_cast<ContextScaling::Method>(
                                     m_methodBox->itemData(k).toInt())));
    m_methodBox->setToolTip(tr("How the frequencies are rescaled for the longer context: position "
                               "interpolation (θᵢ / s), NTK-aware scaling (a larger base) or YaRN "
                               "(a ramp between the two)"));
    m_methodBox->setAccessibleName(tr("Scaling method"));
    m_scaleLabel->setText(tr("S&cale s:"));
    m_scaleField->setToolTip(tr("How many times longer the run is than training: a number "
                                "greater than 0 and at most 10^6"));
    m_scaleField->setAccessibleName(tr("Scale s"));
    m_trainLengthLabel->setText(tr("Trainin&g length L:"));
    m_trainLengthField->setToolTip(tr("The number of positions the model was trained on: a whole "
                                      "number from 1 to 2^53"));
    m_trainLengthField->setAccessibleName(tr("Training length L"));
    m_chart->setAccessibleName(tr("Angles seen in training and needed by the longer run, per "
                                  "pair"));
    m_readout->setAccessibleName(tr("Values of the hovered pair"));
    // Wide enough for the longest method, no wider: the fields stay next to it.
    int longest = 0;
    for (int k = 0; k < m_methodBox->count(); ++k)
        longest = std::max(longest, fontMetrics().horizontalAdvance(m_methodBox->itemText(k)));
    m_methodBox->setMaximumWidth(longest + 48);
    for (CheckedSpinBox *field : { m_scaleField, m_trainLengthField })
        field->refreshMessage();
    updateMessage();
    updateReadout();
}

void ContextsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
