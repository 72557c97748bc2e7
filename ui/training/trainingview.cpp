// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/training/trainingview.h"

#include "ui/common/checkedspinbox.h"
#include "ui/training/trainingchart.h"
#include "ui/training/trainingjob.h"
#include "ui/training/trainingresults.h"
#include "ui/training/trainingsettingsform.h"
#include "ui/training/trainingwindowwatch.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace pe {

TrainingView::TrainingView(QWidget *parent)
    : QWidget(parent)
    , m_form(new TrainingSettingsForm(this))
    , m_train(new QPushButton(this))
    , m_stop(new QPushButton(this))
    , m_status(new QLabel(this))
    , m_message(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_chart(new TrainingChart(this))
    , m_results(new TrainingResults(this))
    , m_job(new TrainingJob(this))
    , m_windowWatch(new TrainingWindowWatch(this))
{
    setObjectName(QStringLiteral("trainingView"));
    m_train->setObjectName(QStringLiteral("trainingTrainButton"));
    m_stop->setObjectName(QStringLiteral("trainingStopButton"));
    m_status->setObjectName(QStringLiteral("trainingStatus"));
    // In as many lines as the dock's width needs: a long status never widens the view.
    m_status->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("trainingMessage"));
    CheckedSpinBox::styleMessageLabel(m_message);
    m_message->hide();
    m_progress->setObjectName(QStringLiteral("trainingProgress"));
    m_progress->setTextVisible(false); // the status says the step in words
    m_progress->hide();
    // The progress bar under the buttons, not beside them: Stop stays where it was when a run
    // starts (a click where it had been hit the bar).
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_train);
    buttons->addWidget(m_stop);

    // Everything scrolls as one page, down only: in a short dock the chart and tables keep
    // their size, and the page is never wider than the dock (nothing to scroll across to, so
    // Train cannot scroll the scheme names out of view).
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("trainingScroll"));
    m_scroll = scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *page = new QWidget(scroll);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_form);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_message);
    // The accuracies, the verdict and the order pairs right under the status, the chart below
    // them (TrainingResults places it).
    m_results->placeChart(m_chart);
    layout->addWidget(m_results, 1);
    scroll->setWidget(page);

    connect(m_form, &TrainingSettingsForm::changed, this, &TrainingView::settingsChanged);
    connect(m_form, &TrainingSettingsForm::messageChanged, this, [this] { setMessage(message()); });
    connect(m_train, &QPushButton::clicked, this, [this] { train(); });
    connect(m_stop, &QPushButton::clicked, this, &TrainingView::stop);
    connect(m_windowWatch, &TrainingWindowWatch::windowGone, this, &TrainingView::stop);
    connect(m_job, &TrainingJob::progressed, this, [this](int index, const Trainer &trainer) {
        if (index >= 0 && index < static_cast<int>(m_trainers.size()))
            m_trainers[static_cast<std::size_t>(index)] = trainer;
        showTrainers();
    });
    connect(m_job, &TrainingJob::advanced, m_progress, &QProgressBar::setValue);
    connect(m_job, &TrainingJob::finished, this, [this](bool completed) {
        setState(completed ? State::Finished : State::Stopped);
        Q_EMIT trainingFinished(completed);
    });
    retranslate();
    setState(State::Untrained);
}

TrainingView::~TrainingView()
{
    m_job->stop(); // before the members it reports to go
}

QString TrainingView::message() const
{
    return m_form->message();
}

std::vector<TrainingSettings> TrainingView::chosenRuns()
{
    const QString refused = message();
    if (!refused.isEmpty()) {
        setMessage(refused);
        return {};
    }
    const std::vector<TrainingSettings> runs = m_form->runs();
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
    m_stoppedByChange = false;
    m_trainers.clear();
    for (const TrainingSettings &s : runs)
        m_trainers.emplace_back(s); // step 0 until the worker's first copies arrive
    showTrainers();
    setState(State::Training);
    m_windowWatch->watchWindow();
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
    m_stoppedByChange = false;
    m_trainers = TrainingJob::runNow(runs);
    showTrainers();
    setState(State::Finished);
    return true;
}

void TrainingView::stop()
{
    if (!m_job->isRunning())
        return;
    takeStopped(m_job->stop());
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
    m_stoppedByChange = isTraining();
    stop();
    m_stale = !m_trainers.empty();
    m_status->setText(status());
}

void TrainingView::takeStopped(std::vector<Trainer> stopped)
{
    if (stopped.size() != m_trainers.size())
        return;
    m_trainers = std::move(stopped);
    showTrainers();
}

void TrainingView::showTrainers()
{
    TrainingChart::SeriesList series;
    int steps = 1;
    for (const Trainer &t : m_trainers) {
        series.push_back({ t.settings().scheme, t.log() });
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
    if (m_stale && m_stoppedByChange && m_state == State::Stopped)
        return tr("Stopped at step %1 of %2 when a setting changed: the results shown are for "
                  "the earlier settings; press Train for the new ones.")
            .arg(done)
            .arg(steps);
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
    if (state == State::Training) {
        int steps = 1;
        for (const Trainer &t : m_trainers)
            steps = std::max(steps, t.settings().steps);
        m_progress->setRange(0, steps);
        m_progress->setValue(0);
    }
    m_progress->setVisible(state == State::Training);
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
    m_train->setText(tr("Train"));
    m_train->setToolTip(tr("Train every chosen scheme in the background"));
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Stop the training where it is"));
    m_chart->setAccessibleName(tr("Loss and test accuracy per step"));
    m_chart->setAccessibleDescription(
        tr("Left and Right pick a logged step; its numbers are read out to 6 decimals."));
    m_progress->setAccessibleName(tr("Training progress"));
    m_status->setText(status());
    m_form->refreshMessages();
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
