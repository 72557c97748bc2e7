// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/scenariosession.h"

#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"
#include "core/text/graphemes.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/appsession.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presentermode.h"
#include "ui/window/scenarioactions.h"
#include "ui/window/scenariobanner.h"
#include "ui/window/scenariochangewatch.h"
#include "ui/window/scenariosamples.h"
#include "ui/window/scenariowindowguard.h"
#include "ui/window/windowscenario.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

namespace pe {

ScenarioSession::ScenarioSession(AppSession *appSession)
    : QObject(appSession)
    , m_appSession(appSession)
    , m_actions(new ScenarioActions(appSession->window()))
    , m_banner(new ScenarioBanner(appSession->window()))
{
    MainWindow *window = appSession->window();
    window->addToolBarBreak();
    window->addToolBar(Qt::TopToolBarArea, m_banner);
    m_changes = new ScenarioChangeWatch(appSession, this);
    connect(m_changes, &ScenarioChangeWatch::modifiedChanged, this, [this](bool modified) {
        // The mark needs a title with "[*]", i.e. a file or a sample open.
        if (!m_fileName.isEmpty() || !m_untitledName.isEmpty())
            m_appSession->window()->setWindowModified(modified);
        Q_EMIT modifiedChanged(modified);
    });
    new ScenarioWindowGuard(window, this);

    connect(m_actions->open(), &QAction::triggered, this, &ScenarioSession::open);
    connect(m_actions->save(), &QAction::triggered, this, &ScenarioSession::save);
    connect(m_actions->saveAs(), &QAction::triggered, this, &ScenarioSession::saveAs);
    connect(m_actions->note(), &QAction::triggered, this, &ScenarioSession::editNote);
    m_recent = new RecentScenarios(m_actions->recentMenu(), this);
    connect(m_recent, &RecentScenarios::chosen, this, &ScenarioSession::openInteractively);
    QMenu *samples = m_actions->sampleMenu();
    connect(samples, &QMenu::aboutToShow, this, [this, samples] { fillSampleMenu(samples); });
    fillSampleMenu(samples);
}

bool ScenarioSession::isModified() const
{
    return m_changes->isModified();
}

void ScenarioSession::setNote(const QString &note)
{
    m_note = Graphemes::left(note, Scenario::maxNoteLength); // characters, as the reader counts
    m_changes->scheduleCheck();
}

Scenario ScenarioSession::capture() const
{
    Scenario s = WindowScenario::capture(*m_appSession->window());
    if (LessonWizard *lesson = m_appSession->activeLesson())
        s.lesson = { lesson->lesson().id(), lesson->currentStep(), lesson->comparePosition() };
    s.presenter = m_appSession->presenter() && m_appSession->presenter()->isActive();
    s.note = m_note;
    return s;
}

QString ScenarioSession::openFile(const QString &fileName)
{
    const ScenarioReader::Result read
        = ScenarioReader::readFile(fileName, WindowScenario::vocabulary());
    if (!read.ok())
        return read.error;
    apply(read.scenario, fileName);
    if (!read.notes.isEmpty())
        m_appSession->window()->statusBar()->showMessage(read.notes.join(QLatin1Char(' ')), 15000);
    m_recent->remember(fileName);
    return {};
}

void ScenarioSession::apply(const Scenario &scenario, const QString &fileName)
{
    WindowScenario::apply(scenario, *m_appSession->window());
    LessonWizard *wizard = nullptr;
    if (!scenario.lesson.id.isEmpty()) {
        wizard = m_appSession->openLesson(scenario.lesson.id, scenario.lesson.comparePosition);
        if (wizard) {
            wizard->setComparePosition(scenario.lesson.comparePosition);
            wizard->goToStep(scenario.lesson.step);
        }
    }
    // A file saved while presenting opens presenting the lesson it holds, or the explorer: once
    // the windows are on screen (a window made full screen while it is still being mapped falls
    // back to its normal size on X11).
    if (scenario.presenter && m_appSession->presenter()) {
        QPointer<QWidget> target = wizard ? static_cast<QWidget *>(wizard) : m_appSession->window();
        QTimer::singleShot(0, m_appSession->presenter(),
                           [presenter = m_appSession->presenter(), target] {
                               if (target)
                                   presenter->enter(target);
                           });
    }
    m_note = scenario.note;
    m_untitledName.clear();
    markSaved(fileName);
    m_banner->showNote(QFileInfo(fileName).fileName(), m_note);
}

QString ScenarioSession::saveFile(const QString &fileName)
{
    const QString error = ScenarioWriter::save(capture(), fileName);
    if (!error.isEmpty())
        return error;
    m_untitledName.clear();
    markSaved(fileName);
    m_recent->remember(fileName);
    return {};
}

QStringList ScenarioSession::recentFiles() const
{
    return m_recent->files();
}

bool ScenarioSession::open()
{
    if (!maybeSave())
        return false;
    const QString file = QFileDialog::getOpenFileName(
        m_appSession->window(), tr("Open Scenario"),
        MainActions::lastFolder(QStringLiteral("scenario"), QStandardPaths::DocumentsLocation),
        tr("Scenarios (*.%1)").arg(QLatin1String(Scenario::suffix)));
    return !file.isEmpty() && openInteractively(file);
}

bool ScenarioSession::openInteractively(const QString &fileName)
{
    if (fileName != m_fileName && !maybeSave())
        return false;
    const QString error = openFile(fileName);
    if (!error.isEmpty()) {
        showOpenFailure(error);
        return false;
    }
    MainActions::rememberFolder(QStringLiteral("scenario"), fileName);
    return true;
}

void ScenarioSession::showOpenFailure(const QString &message)
{
    QMessageBox::warning(m_appSession->window(), tr("Scenario not opened"), message);
}

bool ScenarioSession::openSample(const QString &id)
{
    if (!maybeSave())
        return false;
    for (const ScenarioSamples::Sample &sample : ScenarioSamples::all()) {
        if (sample.id != id)
            continue;
        const ScenarioReader::Result read = ScenarioReader::readFile(
            ScenarioSamples::resourcePath(id), WindowScenario::vocabulary());
        if (!read.ok()) {
            showOpenFailure(read.error);
            return false;
        }
        // A sample is a starting point: it opens untitled (Save asks for a name), with its
        // note in the interface language.
        Scenario scenario = read.scenario;
        scenario.note = ScenarioSamples::note(sample);
        apply(scenario, QString());
        m_untitledName = ScenarioSamples::title(sample);
        m_banner->showNote(m_untitledName, m_note);
        updateTitle();
        return true;
    }
    return false;
}

bool ScenarioSession::save()
{
    if (m_fileName.isEmpty())
        return saveAs();
    const QString error = saveFile(m_fileName);
    if (error.isEmpty())
        return true;
    QMessageBox::warning(m_appSession->window(), tr("Scenario not saved"), error);
    return false;
}

bool ScenarioSession::saveAs()
{
    const QString folder
        = MainActions::lastFolder(QStringLiteral("scenario"), QStandardPaths::DocumentsLocation);
    const QString suggested = m_fileName.isEmpty()
        ? QDir(folder).filePath(tr("scenario") + QLatin1Char('.') + QLatin1String(Scenario::suffix))
        : m_fileName;
    QString file
        = QFileDialog::getSaveFileName(m_appSession->window(), tr("Save Scenario As"), suggested,
                                       tr("Scenarios (*.%1)").arg(QLatin1String(Scenario::suffix)));
    if (file.isEmpty())
        return false;
    if (QFileInfo(file).suffix().isEmpty())
        file += QLatin1Char('.') + QLatin1String(Scenario::suffix);
    const QString error = saveFile(file);
    if (!error.isEmpty()) {
        QMessageBox::warning(m_appSession->window(), tr("Scenario not saved"), error);
        return false;
    }
    MainActions::rememberFolder(QStringLiteral("scenario"), file);
    return true;
}

void ScenarioSession::editNote()
{
    bool ok = false;
    const QString note = QInputDialog::getMultiLineText(
        m_appSession->window(), tr("Scenario Note"),
        tr("A note for the class, shown when the scenario is opened (at most %1 characters):")
            .arg(Scenario::maxNoteLength),
        m_note, &ok);
    if (!ok)
        return;
    const qsizetype length = Graphemes::count(note);
    if (length > Scenario::maxNoteLength)
        QMessageBox::warning(m_appSession->window(), tr("Note shortened"),
                             tr("The note has %1 characters; a note has at most %2. The first %2 "
                                "are kept.")
                                 .arg(length)
                                 .arg(Scenario::maxNoteLength));
    setNote(note);
}

bool ScenarioSession::maybeSave()
{
    if (!isModified() || (m_fileName.isEmpty() && m_untitledName.isEmpty()))
        return true;
    const QString name = m_fileName.isEmpty() ? m_untitledName : QFileInfo(m_fileName).fileName();
    const QMessageBox::StandardButton answer = QMessageBox::question(
        m_appSession->window(), tr("Unsaved scenario"),
        tr("The scenario \"%1\" has changes that are not saved. Save them?").arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void ScenarioSession::fillSampleMenu(QMenu *menu)
{
    menu->clear();
    for (const ScenarioSamples::Sample &sample : ScenarioSamples::all()) {
        QAction *a = menu->addAction(ScenarioSamples::title(sample));
        a->setObjectName(QStringLiteral("sample_") + sample.id);
        const QString id = sample.id;
        connect(a, &QAction::triggered, this, [this, id] { openSample(id); });
    }
}

void ScenarioSession::markSaved(const QString &fileName)
{
    m_fileName = fileName;
    m_changes->markSaved();
    updateTitle();
    if (!m_fileName.isEmpty())
        m_appSession->window()->setWindowModified(false);
    Q_EMIT modifiedChanged(false);
}

void ScenarioSession::updateTitle()
{
    m_appSession->window()->setDocumentTitle(
        m_fileName.isEmpty() ? m_untitledName : QFileInfo(m_fileName).fileName());
}

void ScenarioSession::watchLesson(LessonWizard *lesson)
{
    m_changes->watchLesson(lesson);
}

} // namespace pe
