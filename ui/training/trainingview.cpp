// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/training/trainingview.h"

#include "ui/common/checkedspinbox.h"
#include "ui/training/trainingchart.h"
#include "ui/training/trainingjob.h"
#include "ui/training/trainingresults.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTimer>
#include <QVBoxLayout>

namespace pe {

namespace {

    constexpr PositionScheme allSchemes[] = { PositionScheme::None, PositionScheme::Sinusoidal,
                                              PositionScheme::Learned, PositionScheme::Rope };
    constexpr double maxSeed = 999999999;

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

TrainingView::TrainingView(QWidget *parent)
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
    , m_train(new QPushButton(this))
    , m_stop(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_message(new QLabel(this))
    , m_chart(new TrainingChart(this))
    , m_results(new TrainingResults(this))
    , m_job(new TrainingJob(this))
{
    setObjectName(QStringLiteral("trainingView"));
    m_task->setObjectName(QStringLiteral("trainingTaskCombo"));
    for (TrainingTaskKind kind :
         { TrainingTaskKind::WhoHits, TrainingTaskKind::WhichFirst, TrainingTaskKind::Longer })
        m_task->addItem(QString(), static_cast<int>(kind));
    m_dimension->setEvenOnly(true);
    m_dimension->setSingleStep(2);
    m_steps->setSingleStep(100);
    m_train->setObjectName(QStringLiteral("trainingTrainButton"));
    m_stop->setObjectName(QStringLiteral("trainingStopButton"));
    m_status->setObjectName(QStringLiteral("trainingStatus"));
    m_message->setObjectName(QStringLiteral("trainingMessage"));
    CheckedSpinBox::styleMessageLabel(m_message);
    m_message->hide();
    m_taskLabel->setBuddy(m_task);
    m_dimensionLabel->setBuddy(m_dimension);
    m_stepsLabel->setBuddy(m_steps);
    m_seedLabel->setBuddy(m_seed);
    m_lengthLabel->setBuddy(m_length);

    auto *grid = new QGridLayout;
    grid->addWidget(m_taskLabel, 0, 0);
    grid->addWidget(m_task, 0, 1, 1, 3);
    grid->addWidget(m_lengthLabel, 0, 4);
    grid->addWidget(m_length, 0, 5);
    grid->addWidget(m_dimensionLabel, 1, 0);
    grid->addWidget(m_dimension, 1, 1);
    grid->addWidget(m_stepsLabel, 1, 2);
    grid->addWidget(m_steps, 1, 3);
    grid->addWidget(m_seedLabel, 1, 4);
    grid->addWidget(m_seed, 1, 5);
    grid->setColumnStretch(6, 1);
    auto *schemes = new QHBoxLayout;
    schemes->addWidget(m_schemesLabel);
    const char *names[] = { "trainingSchemeNone", "trainingSchemeSinusoidal",
                            "trainingSchemeLearned", "trainingSchemeRope" };
    for (int i = 0; i < 4; ++i) {
        auto *box = new QCheckBox(this);
        box->setObjectName(QString::fromLatin1(names[i]));
        box->setChecked(allSchemes[i] != PositionScheme::Learned);
        m_schemes << box;
        schemes->addWidget(box);
        connect(box, &QCheckBox::toggled, this, &TrainingView::settingsChanged);
    }
    schemes->addStretch(1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_train);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_status, 1);

    // Everything scrolls as one page: in a short dock the chart and tables keep their size.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("trainingScroll"));
    m_scroll = scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *page = new QWidget(scroll);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(grid);
    layout->addLayout(schemes);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_results);
    scroll->setWidget(page);

    connect(m_task, &QComboBox::activated, this, [this] {
        updateLengthEnabled();
        settingsChanged();
    });
    for (CheckedSpinBox *spin : { m_dimension, m_steps, m_seed, m_length }) {
        connect(spin, &CheckedSpinBox::valueChanged, this, &TrainingView::settingsChanged);
        connect(spin, &CheckedSpinBox::messageChanged, this, [this] { setMessage(message()); });
    }
    connect(m_train, &QPushButton::clicked, this, [this] { train(); });
    connect(m_stop, &QPushButton::clicked, this, &TrainingView::stop);
    connect(m_job, &TrainingJob::progressed, this, [this](int index, const Trainer &trainer) {
        if (index >= 0 && index < static_cast<int>(m_trainers.size()))
            m_trainers[static_cast<std::size_t>(index)] = trainer;
        showTrainers();
    });
    connect(m_job, &TrainingJob::finished, this, [this](bool completed) {
        setState(completed ? State::Finished : State::Stopped);
        Q_EMIT trainingFinished(completed);
    });
    updateLengthEnabled();
    retranslate();
    setState(State::Untrained);
}

TrainingView::~TrainingView()
{
    m_job->stop(); // before the members it reports to go
}

QString TrainingView::message() const
{
    for (CheckedSpinBox *spin : { m_dimension, m_steps, m_seed, m_length })
        if (!spin->message().isEmpty())
            return spin->message();
    return {};
}

std::vector<TrainingSettings> TrainingView::chosenRuns()
{
    const QString refused = message();
    if (!refused.isEmpty()) {
        setMessage(refused);
        return {};
    }
    TrainingSettings s;
    s.task = static_cast<TrainingTaskKind>(m_task->currentData().toInt());
    s.dimension = m_dimension->value();
    s.steps = m_steps->value();
    s.seed = static_cast<uint64_t>(m_seed->number());
    s.trainLength = m_length->value();
    std::vector<TrainingSettings> runs;
    for (int i = 0; i < m_schemes.size(); ++i)
        if (m_schemes[i]->isChecked()) {
            s.scheme = allSchemes[i];
            if (s.isValid())
                runs.push_back(s);
        }
    if (runs.empty())
        setMessage(tr("Choose at least one position scheme to train."));
    else
        setMessage(QString());
    return runs;
}

bool TrainingView::train()
{
    const std::vector<TrainingSettings> runs = chosenRuns();
    if (runs.empty())
        return false;
    m_job->stop();
    m_stale = false;
    m_trainers.clear();
    for (const TrainingSettings &s : runs)
        m_trainers.emplace_back(s); // step 0 until the worker's first copies arrive
    showTrainers();
    setState(State::Training);
    if (m_watched != window()) {
        if (m_watched)
            m_watched->removeEventFilter(this);
        m_watched = window();
        if (m_watched != this)
            m_watched->installEventFilter(this);
    }
    m_job->start(runs);
    return true;
}

bool TrainingView::trainNow()
{
    const std::vector<TrainingSettings> runs = chosenRuns();
    if (runs.empty())
        return false;
    m_job->stop();
    m_stale = false;
    m_trainers = TrainingJob::runNow(runs);
    showTrainers();
    setState(State::Finished);
    return true;
}

void TrainingView::stop()
{
    if (!m_job->isRunning())
        return;
    m_job->stop();
    setState(State::Stopped);
    Q_EMIT trainingFinished(false);
}

bool TrainingView::isTraining() const
{
    return m_job->isRunning();
}

void TrainingView::settingsChanged()
{
    // A run of other settings than those shown would mislead: stop it, and say that the results
    // shown are the earlier settings'.
    stop();
    m_stale = !m_trainers.empty();
    m_status->setText(status());
}

void TrainingView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    stopIfWindowGone();
}

bool TrainingView::eventFilter(QObject *watched, QEvent *event)
{
    // The window hidden while this view is behind another tab: no hide event reaches the view.
    if (watched == m_watched && event->type() == QEvent::Hide)
        stopIfWindowGone();
    return QWidget::eventFilter(watched, event);
}

void TrainingView::stopIfWindowGone()
{
    // A tab in front hides the view but the window stays; a hidden or closed window stops. Checked
    // once the event loop runs again: a dock floated or docked back is hidden and shown at once.
    QTimer::singleShot(0, this, [this] {
        if (!window()->isVisible())
            stop();
    });
}

void TrainingView::updateLengthEnabled()
{
    const bool longer
        = static_cast<TrainingTaskKind>(m_task->currentData().toInt()) == TrainingTaskKind::Longer;
    m_length->setEnabled(longer);
    m_lengthLabel->setEnabled(longer);
}

void TrainingView::showTrainers()
{
    QList<TrainingChart::Series> series;
    int steps = 1;
    for (const Trainer &t : m_trainers) {
        series << TrainingChart::Series { t.settings().scheme, t.log() };
        steps = std::max(steps, t.settings().steps);
    }
    m_chart->setSeries(series, steps);
    m_results->setTrainers(m_trainers);
    m_status->setText(status());
}

QString TrainingView::status() const
{
    int done = 0;
    int steps = 0;
    for (const Trainer &t : m_trainers) {
        done = done == 0 ? t.stepsDone() : std::min(done, t.stepsDone());
        steps = std::max(steps, t.settings().steps);
    }
    if (m_stale && m_state != State::Training)
        return tr("The results shown are for the earlier settings: press Train for the new ones.");
    switch (m_state) {
    case State::Untrained:
        return tr("Not trained yet: choose the settings and press Train.");
    case State::Training:
        return tr("Training: step %1 of %2…").arg(done).arg(steps);
    case State::Finished:
        return tr("Trained: %1 steps each.").arg(steps);
    case State::Stopped:
        return tr("Stopped at step %1 of %2.").arg(done).arg(steps);
    }
    return {};
}

void TrainingView::setState(State state)
{
    m_state = state;
    m_train->setEnabled(state != State::Training);
    m_stop->setEnabled(state == State::Training);
    m_status->setText(status());
}

void TrainingView::setMessage(const QString &message)
{
    m_message->setText(message);
    m_message->setVisible(!message.isEmpty());
}

void TrainingView::retranslate()
{
    // No mnemonics here: the explorer's letters are taken by its menus, the parameters and the
    // other docks (tst_keyboard); Tab reaches every control, the chart and the map in order.
    m_scroll->setAccessibleName(tr("Training"));
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
    const QString tips[] = {
        tr("No positions: the summary token sees the same for every order"),
        tr("The sinusoidal encoding added to each token"),
        tr("A learned position table added to each token (no row past the training length)"),
        tr("RoPE: queries and keys turned by the position"),
    };
    for (int i = 0; i < m_schemes.size(); ++i) {
        m_schemes[i]->setText(TrainingChart::schemeLabel(allSchemes[i]));
        m_schemes[i]->setToolTip(tips[i]);
        m_schemes[i]->setAccessibleName(tr("Train with %1").arg(m_schemes[i]->text()));
    }
    m_train->setText(tr("Train"));
    m_train->setToolTip(tr("Train every chosen scheme in the background"));
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Stop the training where it is"));
    m_chart->setAccessibleName(tr("Loss and test accuracy per step"));
    m_chart->setAccessibleDescription(
        tr("Left and Right pick a logged step; its numbers are read out to 6 decimals."));
    m_status->setText(status());
    for (CheckedSpinBox *spin : { m_dimension, m_steps, m_seed, m_length })
        spin->refreshMessage();
    if (!m_message->text().isEmpty())
        setMessage(message().isEmpty() ? tr("Choose at least one position scheme to train.")
                                       : message());
}

void TrainingView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace pe
