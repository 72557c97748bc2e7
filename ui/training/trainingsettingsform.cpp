// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/training/trainingsettingsform.h"

#include "core/training/attentionmodel.h"
#include "core/training/trainingtask.h"
#include "ui/common/checkedspinbox.h"
#include "ui/training/trainingchart.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

namespace pe {

namespace {

    // The schemes the lab trains, one check box each, in the table's order.
    PositionScheme trainedScheme(int i)
    {
        return PositionSchemes::trained().at(static_cast<std::size_t>(i));
    }
    // As --seed takes it: every whole number a double holds exactly, 0 to 2^53.
    constexpr double maxSeed = 9007199254740992.0;

    CheckedSpinBox *makeSpin(const QString &name, double min, double max, double value,
                             QWidget *parent)
    {
        auto *spin = new CheckedSpinBox(parent);
        spin->setObjectName(name);
        spin->setRange(min, max);
        spin->setValue(value);
        return spin;
    }

} // namespace

TrainingSettingsForm::TrainingSettingsForm(QWidget *parent)
    : QWidget(parent)
    , m_taskLabel(new QLabel(this))
    , m_task(new QComboBox(this))
    , m_dimensionLabel(new QLabel(this))
    , m_dimension(makeSpin(QStringLiteral("trainingDimensionSpin"), AttentionModel::minDimension,
                           AttentionModel::maxDimension, TrainingSettings::defaultDimension, this))
    , m_stepsLabel(new QLabel(this))
    , m_steps(makeSpin(QStringLiteral("trainingStepsSpin"), TrainingSettings::minSteps,
                       TrainingSettings::maxSteps, TrainingSettings::defaultSteps, this))
    , m_seedLabel(new QLabel(this))
    , m_seed(makeSpin(QStringLiteral("trainingSeedSpin"), 0, maxSeed,
                      static_cast<double>(TrainingSettings::defaultSeed), this))
    , m_lengthLabel(new QLabel(this))
    , m_length(makeSpin(QStringLiteral("trainingLengthSpin"), TrainingTask::minTrainLength,
                        TrainingTask::maxTrainLength, TrainingTask::defaultTrainLength, this))
    , m_schemesLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("trainingSettingsForm"));
    m_task->setObjectName(QStringLiteral("trainingTaskCombo"));
    for (TrainingTaskKind kind :
         { TrainingTaskKind::WhoHits, TrainingTaskKind::WhichFirst, TrainingTaskKind::Longer })
        m_task->addItem(QString(), static_cast<int>(kind));
    // As wide as a short task's name, not the longest: the popup shows them whole.
    m_task->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_task->setMinimumContentsLength(14);
    m_dimension->setEvenOnly(true);
    m_dimension->setSingleStep(2);
    m_steps->setSingleStep(100);
    m_seed->setWidthInDigits(9); // up to 2^53, but a seed is short: the dock stays narrow
    m_taskLabel->setBuddy(m_task);
    m_dimensionLabel->setBuddy(m_dimension);
    m_stepsLabel->setBuddy(m_steps);
    m_seedLabel->setBuddy(m_seed);
    m_lengthLabel->setBuddy(m_length);

    // Two fields a row: the task; d and steps; seed and L; the schemes.
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_taskLabel, 0, 0);
    grid->addWidget(m_task, 0, 1, 1, 3);
    grid->addWidget(m_dimensionLabel, 1, 0);
    grid->addWidget(m_dimension, 1, 1);
    grid->addWidget(m_stepsLabel, 1, 2);
    grid->addWidget(m_steps, 1, 3);
    grid->addWidget(m_seedLabel, 2, 0);
    grid->addWidget(m_seed, 2, 1);
    grid->addWidget(m_lengthLabel, 2, 2);
    grid->addWidget(m_length, 2, 3);
    grid->setColumnStretch(1, 1);
    grid->setColumnStretch(3, 1);
    auto *schemes = new QHBoxLayout;
    for (PositionScheme scheme : PositionSchemes::trained()) {
        auto *box = new QCheckBox(this);
        QString name = QString::fromLatin1(positionSchemeName(scheme)); // trainingSchemeRope
        name[0] = name[0].toUpper();
        box->setObjectName(QStringLiteral("trainingScheme") + name);
        box->setChecked(scheme != PositionScheme::Learned);
        m_schemes.push_back(box);
        schemes->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &TrainingSettingsForm::changed);
    }
    schemes->addStretch(1);
    grid->addWidget(m_schemesLabel, 3, 0);
    grid->addLayout(schemes, 3, 1, 1, 3);

    connect(m_task, &QComboBox::activated, this, [this] {
        updateLengthEnabled();
        Q_EMIT changed();
    });
    for (CheckedSpinBox *spin : { m_dimension, m_steps, m_seed, m_length }) {
        connect(spin, &CheckedSpinBox::valueChanged, this, &TrainingSettingsForm::changed);
        connect(spin, &CheckedSpinBox::messageChanged, this, &TrainingSettingsForm::messageChanged);
    }
    updateLengthEnabled();
    retranslate();
}

QString TrainingSettingsForm::message() const
{
    for (CheckedSpinBox *spin : { m_dimension, m_steps, m_seed, m_length })
        if (!spin->message().isEmpty())
            return spin->message();
    return {};
}

void TrainingSettingsForm::refreshMessages()
{
    for (CheckedSpinBox *spin : { m_dimension, m_steps, m_seed, m_length })
        spin->refreshMessage();
}

std::vector<TrainingSettings> TrainingSettingsForm::runs() const
{
    if (!message().isEmpty())
        return {};
    TrainingSettings s;
    s.task = static_cast<TrainingTaskKind>(m_task->currentData().toInt());
    s.dimension = m_dimension->value();
    s.steps = m_steps->value();
    s.seed = static_cast<uint64_t>(m_seed->number());
    s.trainLength = m_length->value();
    std::vector<TrainingSettings> runs;
    for (int i = 0; i < static_cast<int>(m_schemes.size()); ++i)
        if (m_schemes[static_cast<std::size_t>(i)]->isChecked()) {
            s.scheme = trainedScheme(i);
            if (s.isValid())
                runs.push_back(s);
        }
    return runs;
}

void TrainingSettingsForm::updateLengthEnabled()
{
    const bool longer
        = static_cast<TrainingTaskKind>(m_task->currentData().toInt()) == TrainingTaskKind::Longer;
    m_length->setEnabled(longer);
    m_lengthLabel->setEnabled(longer);
}

void TrainingSettingsForm::retranslate()
{
    m_taskLabel->setText(tr("Task:"));
    m_task->setItemText(0, tr("who hits whom (你打我, dog bites man)"));
    m_task->setItemText(1, tr("which marker comes first"));
    m_task->setItemText(2, tr("longer than in training"));
    m_task->setToolTip(tr("What the model learns; every task needs word order"));
    m_task->setAccessibleName(tr("Task"));
    m_dimensionLabel->setText(tr("d:"));
    m_dimension->setQuantityName(tr("Width d"));
    m_dimension->setToolTip(tr("The model's width d, an even number from %1 to %2")
                                .arg(AttentionModel::minDimension)
                                .arg(AttentionModel::maxDimension));
    m_dimension->setAccessibleName(tr("Model width d"));
    m_stepsLabel->setText(tr("Steps:"));
    m_steps->setQuantityName(tr("Steps"));
    m_steps->setToolTip(tr("Updates (mini-batches of 16 sentences), %1 to %2")
                            .arg(TrainingSettings::minSteps)
                            .arg(TrainingSettings::maxSteps));
    m_steps->setAccessibleName(tr("Training steps"));
    m_seedLabel->setText(tr("Seed:"));
    m_seed->setQuantityName(tr("Seed"));
    m_seed->setToolTip(tr("Picks the test split, the first weights and the batches: the same seed "
                          "gives the same numbers"));
    m_seed->setAccessibleName(tr("Seed"));
    m_lengthLabel->setText(tr("Training length L:"));
    m_length->setQuantityName(tr("Training length L"));
    m_length->setToolTip(tr("Longer task: trained on lengths up to L, tested on L + 1 to 2L"));
    m_length->setAccessibleName(tr("Training length L"));
    m_schemesLabel->setText(tr("Compare:"));
    for (int i = 0; i < static_cast<int>(m_schemes.size()); ++i) {
        m_schemes[static_cast<std::size_t>(i)]->setText(PositionSchemes::label(trainedScheme(i)));
        m_schemes[static_cast<std::size_t>(i)]->setToolTip(PositionSchemes::hint(trainedScheme(i)));
        m_schemes[static_cast<std::size_t>(i)]->setAccessibleName(
            tr("Train with %1").arg(m_schemes[static_cast<std::size_t>(i)]->text()));
    }
}

void TrainingSettingsForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
