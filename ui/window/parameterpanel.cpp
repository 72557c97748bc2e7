// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/parameterpanel.h"

#include "core/model/parameterlimits.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/checkedspinbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe {

namespace {

    // The largest d the explorer's views take: the same limit as the model's and the command
    // line's.
    constexpr int maxDimension = ParameterLimits::maxGuiDimension;

} // namespace

int ParameterPanel::sliderPosition(int dimension)
{
    // The nearest power of two on a log scale (d = 12 sits at 16, d = 10 at 8).
    return qBound(1, static_cast<int>(std::lround(std::log2(std::max(dimension, 2)))), 30);
}

int ParameterPanel::sliderDimension(int position)
{
    return std::min(1 << qBound(1, position, 30), maxDimension);
}

ParameterPanel::ParameterPanel(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    // Side margins of 4 px, not the style's: the dock is narrow, and the layout box needs its
    // whole width for "Concatenated (all sin, all cos)".
    const QMargins margins = m_form->contentsMargins();
    m_form->setContentsMargins(4, margins.top(), 4, margins.bottom());

    m_dimension = new CheckedSpinBox(this);
    m_dimension->setRange(ParameterLimits::minDimension, maxDimension);
    m_dimension->setSingleStep(2);
    m_dimension->setEvenOnly(true);
    m_dimension->setAccelerated(true);
    m_dimensionSlider = new QSlider(Qt::Horizontal, this);
    m_dimensionSlider->setObjectName(QStringLiteral("dimensionSlider"));
    // The slider goes through the d people use, the powers of two (2, 4, …, 65536), one a step:
    // linear in d, a short drag jumped from 8 to tens of thousands. The field takes any even d.
    m_dimensionSlider->setRange(sliderPosition(ParameterLimits::minDimension),
                                sliderPosition(maxDimension));
    m_dimensionSlider->setSingleStep(1);
    m_dimensionSlider->setPageStep(2);
    // Room to drag beside the field, also in the narrow dock of a 1024 px screen.
    m_dimensionSlider->setMinimumWidth(80);
    auto *dimensionRow = new QHBoxLayout;
    dimensionRow->addWidget(m_dimensionSlider, 1);
    dimensionRow->addWidget(m_dimension);
    m_dimensionLabel = new QLabel(this);
    addField(m_dimensionLabel, m_dimension, QStringLiteral("dimension"), dimensionRow);

    m_base = new CheckedSpinBox(this);
    m_base->setReal(true);
    // Steps stay above 1; any finite base greater than 1 can be typed.
    m_base->setRange(1.001, std::numeric_limits<double>::max());
    m_baseLabel = new QLabel(this);
    addField(m_baseLabel, m_base, QStringLiteral("base"));

    m_positionCount = new CheckedSpinBox(this);
    m_positionCount->setRange(1, static_cast<double>(ParameterLimits::maxPositionCount));
    m_positionCount->setAccelerated(true);
    m_positionCountLabel = new QLabel(this);
    addField(m_positionCountLabel, m_positionCount, QStringLiteral("positionCount"));

    m_p = new CheckedSpinBox(this);
    m_p->setRange(0, static_cast<double>(ParameterLimits::maxPosition));
    m_pLabel = new QLabel(this);
    addField(m_pLabel, m_p, QStringLiteral("positionP"));

    m_q = new CheckedSpinBox(this);
    m_q->setRange(0, static_cast<double>(ParameterLimits::maxPosition));
    m_qLabel = new QLabel(this);
    addField(m_qLabel, m_q, QStringLiteral("positionQ"));

    setCheckers();

    m_enabled = new QCheckBox(this);
    m_form->addRow(m_enabled);

    m_layout = new QComboBox(this);
    // Sized to a short text, not its longest item: the window then fits a 1024 px screen.
    m_layout->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_layout->setMinimumContentsLength(12);
    m_layout->addItem(QString(), static_cast<int>(Layout::Interleaved));
    m_layout->addItem(QString(), static_cast<int>(Layout::Concatenated));
    m_layoutLabel = new QLabel(this);
    m_layoutLabel->setBuddy(m_layout);
    // Its label above it in every language: beside a long label (Chinese) the box was left too
    // narrow for its choice ("交錯（sin, cos, sin," at 1280 px).
    m_form->addRow(m_layoutLabel);
    m_form->addRow(m_layout);

    connectRequests();

    connect(m_model, &PositionalEncodingModel::parametersChanged, this,
            &ParameterPanel::syncFromModel);
    syncFromModel();
    retranslate();
}

// Each field judges what was typed by the limits the model itself applies.
void ParameterPanel::setCheckers()
{
    m_dimension->setChecker([](const QString &text, double *value) {
        int d = 0;
        const QString e
            = ParameterLimits::checkDimension(tr("Dimension d"), text, &d, maxDimension);
        *value = d;
        return e;
    });
    m_base->setChecker([](const QString &text, double *value) {
        return ParameterLimits::checkBase(tr("Base"), text, value);
    });
    m_positionCount->setChecker([](const QString &text, double *value) {
        qint64 n = 0;
        const QString e = ParameterLimits::checkPositionCount(tr("Positions shown"), text, &n);
        *value = static_cast<double>(n);
        return e;
    });
    for (CheckedSpinBox *field : { m_p, m_q }) {
        field->setChecker([this, field](const QString &text, double *value) {
            qint64 v = 0;
            const QString e = ParameterLimits::checkPosition(
                field == m_p ? tr("Position p") : tr("Position q"), text, &v);
            *value = static_cast<double>(v);
            return e;
        });
    }
}

// The controls ask; the model (or the window's undo stack) decides; the model tells back.
void ParameterPanel::connectRequests()
{
    connect(m_dimension, &CheckedSpinBox::valueChanged, this, [this](double d) {
        if (!m_syncing)
            Q_EMIT dimensionRequested(static_cast<int>(d));
    });
    connect(m_dimensionSlider, &QSlider::valueChanged, this, [this](int position) {
        if (!m_syncing)
            Q_EMIT dimensionRequested(sliderDimension(position));
    });
    connect(m_base, &CheckedSpinBox::valueChanged, this, [this](double b) {
        if (!m_syncing)
            Q_EMIT baseRequested(b);
    });
    connect(m_positionCount, &CheckedSpinBox::valueChanged, this, [this](double n) {
        if (!m_syncing)
            Q_EMIT positionCountRequested(static_cast<int>(n));
    });
    connect(m_p, &CheckedSpinBox::valueChanged, this, [this](double v) {
        if (!m_syncing)
            Q_EMIT positionPRequested(static_cast<qint64>(v));
    });
    connect(m_q, &CheckedSpinBox::valueChanged, this, [this](double v) {
        if (!m_syncing)
            Q_EMIT positionQRequested(static_cast<qint64>(v));
    });
    connect(m_enabled, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_syncing)
            Q_EMIT encodingEnabledRequested(on);
    });
    connect(m_layout, &QComboBox::currentIndexChanged, this, [this](int) {
        if (!m_syncing)
            Q_EMIT layoutRequested(m_layout->currentData().toInt());
    });
}

void ParameterPanel::addField(QLabel *label, CheckedSpinBox *field, const QString &name,
                              QLayout *row)
{
    field->setObjectName(name + QStringLiteral("Field"));
    label->setBuddy(field);
    // The message sits under the field in the field's own cell, and hides there: no form row
    // comes or goes. With its labels wrapped above the fields (the narrow dock of a 1024 px
    // screen), QFormLayout gave the row above a hidden row no height: fixing a refused d left
    // the d slider and field 0 px high, a fixed base the "Base:" label.
    auto *cell = new QVBoxLayout;
    cell->setContentsMargins(0, 0, 0, 0);
    if (row)
        cell->addLayout(row);
    else
        cell->addWidget(field);
    // Wraps, so a long translation is not cut.
    auto *message = new QLabel(this);
    message->setObjectName(name + QStringLiteral("Message"));
    CheckedSpinBox::styleMessageLabel(message);
    message->hide();
    cell->addWidget(message);
    m_form->addRow(label, cell);
    m_messages.append({ field, message });
    connect(field, &CheckedSpinBox::messageChanged, this, [message](const QString &text) {
        message->setText(text);
        message->setVisible(!text.isEmpty());
    });
    connect(field, &CheckedSpinBox::rejected, this, &ParameterPanel::rejected);
}

QLabel *ParameterPanel::messageLabel(const CheckedSpinBox *field) const
{
    for (const auto &[f, label] : m_messages)
        if (f == field)
            return label;
    return nullptr;
}

void ParameterPanel::addViewRow(QLabel *label, QWidget *field)
{
    label->setBuddy(field);
    m_form->addRow(label, field);
}

void ParameterPanel::syncFromModel()
{
    m_syncing = true;
    m_dimension->setValue(m_model->dimension());
    m_dimensionSlider->setValue(sliderPosition(m_model->dimension()));
    m_base->setValue(m_model->base());
    m_positionCount->setValue(m_model->positionCount());
    // Positions up to 2^53 are exact in a double: the field shows exactly the model's value.
    m_p->setValue(static_cast<double>(m_model->positionP()));
    m_q->setValue(static_cast<double>(m_model->positionQ()));
    m_enabled->setChecked(m_model->isEncodingEnabled());
    m_layout->setCurrentIndex(m_layout->findData(static_cast<int>(m_model->componentLayout())));
    m_syncing = false;
}

void ParameterPanel::retranslate()
{
    m_dimensionLabel->setText(tr("&Dimension d:"));
    const QString dimTip = tr("Width d of the encoding: an even number of components, %1 to %2. "
                              "Each pair of components is one wave.")
                               .arg(ParameterLimits::minDimension)
                               .arg(maxDimension);
    m_dimension->setToolTip(dimTip);
    m_dimensionSlider->setToolTip(tr("Width d in powers of two, %1 to %2: each step doubles or "
                                     "halves d. The field beside it takes any even d.")
                                      .arg(ParameterLimits::minDimension)
                                      .arg(maxDimension));
    // A screen reader names each field by what it sets (the labels end in a colon and a mnemonic).
    m_dimension->setAccessibleName(tr("Dimension d"));
    m_dimensionSlider->setAccessibleName(tr("Dimension d"));
    m_base->setAccessibleName(tr("Base"));
    m_positionCount->setAccessibleName(tr("Positions shown"));
    m_p->setAccessibleName(tr("Position p"));
    m_q->setAccessibleName(tr("Position q"));
    m_baseLabel->setText(tr("&Base:"));
    m_base->setToolTip(tr("The base of the denominators base^(2i/d); the original Transformer "
                          "uses 10000. Must be greater than 1."));
    m_positionCountLabel->setText(tr("Positions &shown:"));
    m_positionCount->setToolTip(tr("How many positions (0, 1, 2, …) the views show, 1 to %1.")
                                    .arg(ParameterLimits::maxPositionCount));
    m_pLabel->setText(tr("Position &p:"));
    m_p->setToolTip(tr("The first of the two compared positions of the same token, 0 to %1.")
                        .arg(ParameterLimits::maxPosition));
    m_qLabel->setText(tr("Position &q:"));
    m_q->setToolTip(tr("The second compared position of the same token, 0 to %1.")
                        .arg(ParameterLimits::maxPosition));
    m_enabled->setText(tr("&Add positional encoding"));
    m_enabled->setToolTip(tr("On: x(p) = E + PE(p). Off (the control): x(p) = E + 0, so the same "
                             "token at two positions gives the same input."));
    m_layoutLabel->setText(tr("La&yout:"));
    m_layout->setItemText(0, tr("Interleaved (sin, cos, …)"));
    m_layout->setItemText(1, tr("Concatenated (all sin, all cos)"));
    m_layout->setToolTip(tr("Where each pair's sin and cos components sit in the vector. "
                            "Interleaved is the original paper's order."));
    for (const auto &[field, label] : std::as_const(m_messages))
        field->refreshMessage();
}

void ParameterPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
