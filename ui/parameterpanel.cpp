// SPDX-License-Identifier: GPL-3.0-or-later
#include "parameterpanel.h"

#include "checkedspinbox.h"
#include "parameterlimits.h"
#include "positionalencodingmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>

#include <limits>

namespace pe {

namespace {

constexpr int maxGuiPosition = std::numeric_limits<int>::max();

// Shows the base as typed: "10000", "1.5", not "10000.000".
class BaseSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override
    {
        return QString::number(value, 'g', 12);
    }
};

} // namespace

ParameterPanel::ParameterPanel(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    m_form = new QFormLayout(this);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);

    auto *dimension = new CheckedSpinBox(this);
    dimension->setEvenOnly(true);
    dimension->setRange(ParameterLimits::minDimension, ParameterLimits::maxGuiDimension);
    dimension->setSingleStep(2);
    dimension->setAccelerated(true);
    m_dimension = dimension;
    m_dimensionSlider = new QSlider(Qt::Horizontal, this);
    m_dimensionSlider->setRange(ParameterLimits::minDimension / 2, ParameterLimits::maxGuiDimension / 2);
    auto *dimensionRow = new QHBoxLayout;
    dimensionRow->addWidget(m_dimensionSlider, 1);
    dimensionRow->addWidget(m_dimension);
    m_dimensionLabel = new QLabel(this);
    m_dimensionLabel->setBuddy(m_dimension);
    m_form->addRow(m_dimensionLabel, dimensionRow);

    m_base = new BaseSpinBox(this);
    m_base->setDecimals(3);
    m_base->setRange(1.001, 1e12);
    m_base->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_baseLabel = new QLabel(this);
    m_baseLabel->setBuddy(m_base);
    m_form->addRow(m_baseLabel, m_base);

    auto *count = new CheckedSpinBox(this);
    count->setRange(1, static_cast<int>(ParameterLimits::maxPositionCount));
    count->setAccelerated(true);
    m_positionCount = count;
    m_positionCountLabel = new QLabel(this);
    m_positionCountLabel->setBuddy(m_positionCount);
    m_form->addRow(m_positionCountLabel, m_positionCount);

    auto *p = new CheckedSpinBox(this);
    p->setRange(0, maxGuiPosition);
    m_p = p;
    m_pLabel = new QLabel(this);
    m_pLabel->setBuddy(m_p);
    m_form->addRow(m_pLabel, m_p);

    auto *q = new CheckedSpinBox(this);
    q->setRange(0, maxGuiPosition);
    m_q = q;
    m_qLabel = new QLabel(this);
    m_qLabel->setBuddy(m_q);
    m_form->addRow(m_qLabel, m_q);

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
    m_form->addRow(m_layoutLabel, m_layout);

    for (CheckedSpinBox *box : { dimension, count, p, q })
        connect(box, &CheckedSpinBox::rejected, this, &ParameterPanel::rejected);

    // The controls ask; the model (or the window's undo stack) decides; the model tells back.
    connect(m_dimension, &QSpinBox::valueChanged, this, [this](int d) {
        if (!m_syncing && d % 2 == 0)
            Q_EMIT dimensionRequested(d);
    });
    connect(m_dimensionSlider, &QSlider::valueChanged, this, [this](int half) {
        if (!m_syncing)
            Q_EMIT dimensionRequested(2 * half);
    });
    connect(m_base, &QDoubleSpinBox::valueChanged, this, [this](double b) {
        if (!m_syncing)
            Q_EMIT baseRequested(b);
    });
    connect(m_positionCount, &QSpinBox::valueChanged, this, [this](int n) {
        if (!m_syncing)
            Q_EMIT positionCountRequested(n);
    });
    connect(m_p, &QSpinBox::valueChanged, this, [this](int v) {
        if (!m_syncing)
            Q_EMIT positionPRequested(v);
    });
    connect(m_q, &QSpinBox::valueChanged, this, [this](int v) {
        if (!m_syncing)
            Q_EMIT positionQRequested(v);
    });
    connect(m_enabled, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_syncing)
            Q_EMIT encodingEnabledRequested(on);
    });
    connect(m_layout, &QComboBox::currentIndexChanged, this, [this](int) {
        if (!m_syncing)
            Q_EMIT layoutRequested(m_layout->currentData().toInt());
    });

    connect(m_model, &PositionalEncodingModel::parametersChanged, this,
            &ParameterPanel::syncFromModel);
    syncFromModel();
    retranslate();
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
    m_dimensionSlider->setValue(m_model->dimension() / 2);
    m_base->setValue(m_model->base());
    m_positionCount->setValue(m_model->positionCount());
    m_p->setValue(static_cast<int>(qMin<qint64>(m_model->positionP(), maxGuiPosition)));
    m_q->setValue(static_cast<int>(qMin<qint64>(m_model->positionQ(), maxGuiPosition)));
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
                                   .arg(ParameterLimits::maxGuiDimension);
    m_dimension->setToolTip(dimTip);
    m_dimensionSlider->setToolTip(dimTip);
    static_cast<CheckedSpinBox *>(m_dimension)->setQuantityName(tr("Dimension d"));
    m_baseLabel->setText(tr("&Base:"));
    m_base->setToolTip(tr("The base of the denominators base^(2i/d); the original Transformer "
                          "uses 10000. Must be greater than 1."));
    m_positionCountLabel->setText(tr("Positions &shown:"));
    m_positionCount->setToolTip(tr("How many positions (0, 1, 2, …) the views show, 1 to %1.")
                                        .arg(ParameterLimits::maxPositionCount));
    static_cast<CheckedSpinBox *>(m_positionCount)->setQuantityName(tr("Positions shown"));
    m_pLabel->setText(tr("Position &p:"));
    m_p->setToolTip(tr("The first of the two compared positions of the same token."));
    static_cast<CheckedSpinBox *>(m_p)->setQuantityName(tr("Position p"));
    m_qLabel->setText(tr("Position &q:"));
    m_q->setToolTip(tr("The second compared position of the same token."));
    static_cast<CheckedSpinBox *>(m_q)->setQuantityName(tr("Position q"));
    m_enabled->setText(tr("&Add positional encoding"));
    m_enabled->setToolTip(tr("On: x(p) = E + PE(p). Off (the control): x(p) = E + 0, so the same "
                             "token at two positions gives the same input."));
    m_layoutLabel->setText(tr("La&yout:"));
    m_layout->setItemText(0, tr("Interleaved (sin, cos, sin, cos, …)"));
    m_layout->setItemText(1, tr("Concatenated (all sin, then all cos)"));
    m_layout->setToolTip(tr("Where each pair's sin and cos components sit in the vector. "
                            "Interleaved is the original paper's order."));
}

void ParameterPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
