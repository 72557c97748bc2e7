// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/appsession.h"

#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/languagesetup.h"
#include "core/model/parametersettings.h"
#include "core/model/positionalencodingmodel.h"
#include "core/scenarios/scenario.h"
#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/fontsetup.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/presenteractions.h"
#include "ui/window/presentermode.h"
#include "ui/window/scenariosession.h"
#include "ui/window/worksheetactions.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileOpenEvent>
#include <QSettings>
#include <QStatusBar>

namespace pe {

namespace {
    const QString languageKey = QStringLiteral("ui/language");
    const QString startLessonKey = QStringLiteral("lessons/startLesson");
} // namespace

AppSession::AppSession(const QString &language, QObject *parent)
    : QObject(parent)
    , m_model(std::make_unique<PositionalEncodingModel>())
    , m_language(language)
{
    QSettings settings;
    const QStringList problems = ParameterSettings::load(*m_model, settings);
    m_window = std::make_unique<MainWindow>(m_model.get());
    m_window->restoreLayout();
    FontSetup::apply(language);
    m_window->actions()->setCurrentLanguage(language);
    for (const QString &id : LessonCatalog::ids())
        m_window->actions()->addLesson(id);
    if (!problems.isEmpty())
        m_window->statusBar()->showMessage(problems.join(QLatin1Char(' ')), 15000);
    connect(m_window.get(), &MainWindow::languageRequested, this, &AppSession::setLanguage);
    connect(m_window.get(), &MainWindow::lessonRequested, this,
            [this](const QString &id) { openLesson(id); });
    connect(qApp, &QCoreApplication::aboutToQuit, this, &AppSession::saveSettings);

    m_saveTimer.setSingleShot(true);
    m_saveTimer.setInterval(saveDelay);
    connect(&m_saveTimer, &QTimer::timeout, this, &AppSession::saveSettings);
    const auto saveSoon = [this] { m_saveTimer.start(); };
    PositionalEncodingModel *model = m_model.get();
    connect(model, &PositionalEncodingModel::parametersChanged, this, saveSoon);
    connect(model, &PositionalEncodingModel::shownDimensionsChanged, this, saveSoon);
    connect(model, &PositionalEncodingModel::pickedDimensionChanged, this, saveSoon);
    connect(m_window.get(), &MainWindow::layoutChanged, this, saveSoon);
    m_presenter = new PresenterMode(m_window.get(), this);
    new PresenterActions(m_window.get(), m_presenter);
    connect(m_presenter, &PresenterMode::notice, this,
            [this](const QString &message) { m_window->statusBar()->showMessage(message, 15000); });
    const QStringList presenterProblems = m_presenter->loadProblems();
    if (!presenterProblems.isEmpty())
        m_window->statusBar()->showMessage(presenterProblems.join(QLatin1Char(' ')), 15000);
    m_scenarios = new ScenarioSession(this);
    m_worksheets = new WorksheetActions(this, m_window->actions()->fileMenu());
    qApp->installEventFilter(this);
}

bool AppSession::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == qApp && event->type() == QEvent::FileOpen) {
        const QString file = static_cast<QFileOpenEvent *>(event)->file();
        if (file.endsWith(QLatin1Char('.') + QLatin1String(Scenario::suffix),
                          Qt::CaseInsensitive)) {
            m_scenarios->openInteractively(file);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

AppSession::~AppSession()
{
    // The window and the model go after this body: their last signals must not reach us.
    m_saveTimer.stop();
    disconnect(m_window.get(), nullptr, this, nullptr);
    disconnect(m_model.get(), nullptr, this, nullptr);
    for (const QPointer<LessonWizard> &wizard : std::as_const(m_lessons))
        delete wizard.data();
}

QString AppSession::storedLanguage()
{
    const QString language = QSettings().value(languageKey).toString();
    return LanguageSetup::isSupported(language) ? language : QString();
}

QString AppSession::startLesson()
{
    const QString id = QSettings().value(startLessonKey).toString();
    return LessonCatalog::contains(id) ? id : QString();
}

void AppSession::show(const QString &lessonId, int comparePosition)
{
    // The first start's 1280 × 800, or a layout saved on a bigger screen (or a projector), fits
    // this screen: before it shows, and again once it is laid out (a hidden window's tabbed docks
    // ask for more width than the shown window needs).
    m_window->fitToScreen();
    m_window->show();
    QTimer::singleShot(0, m_window.get(), [this] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        m_window->fitToScreen();
    });
    if (!lessonId.isEmpty())
        openLesson(lessonId, comparePosition);
}

void AppSession::setLanguage(const QString &language)
{
    m_language = LanguageSetup::install(*QCoreApplication::instance(), language);
    FontSetup::apply(m_language);
    m_window->actions()->setCurrentLanguage(m_language);
    QSettings().setValue(languageKey, m_language);
}

LessonWizard *AppSession::activeLesson() const
{
    for (auto it = m_lessons.crbegin(); it != m_lessons.crend(); ++it)
        if (*it && (*it)->isVisible())
            return *it;
    return nullptr;
}

LessonWizard *AppSession::openLesson(const QString &lessonId, int comparePosition)
{
    const Lesson lesson = LessonCatalog::lesson(lessonId);
    if (!lesson.isValid())
        return nullptr;
    // One window per lesson: opening it again brings it forward.
    for (qsizetype k = 0; k < m_lessons.size(); ++k) {
        const QPointer<LessonWizard> open = m_lessons.at(k);
        if (open && open->lesson().id() == lessonId) {
            // In front now: the one a scenario saves.
            m_lessons.move(k, m_lessons.size() - 1);
            open->setWindowState(open->windowState() & ~Qt::WindowMinimized);
            open->show();
            open->raise();
            open->activateWindow();
            return open;
        }
    }
    auto *wizard = new LessonWizard(lesson);
    wizard->setAttribute(Qt::WA_DeleteOnClose);
    wizard->setExplorerModel(m_model.get());
    wizard->setComparePosition(comparePosition > 0 ? comparePosition
                                                   : static_cast<int>(lesson.defaults().q));
    // Ctrl+Q quits from the lesson as from the explorer (also when the explorer is hidden).
    wizard->addAction(m_window->actions()->action(QStringLiteral("quit")));
    // F5 presents the lesson, and leaves presenter mode, from the lesson's own window too.
    for (const char *name : { "presenterMode", "presenterZoomIn", "presenterZoomOut" })
        if (QAction *a = m_window->findChild<QAction *>(QLatin1String(name)))
            wizard->addAction(a);
    wizard->addActions({ m_worksheets->printAction(), m_worksheets->exportAction() });
    connect(wizard, &LessonWizard::rejected, m_window.get(),
            [this](const QString &message) { m_window->statusBar()->showMessage(message, 10000); });
    connect(wizard, &LessonWizard::lessonStepRequested, this,
            [this](const QString &id, const QString &step) {
                if (LessonWizard *target = openLesson(id))
                    target->goToStep(target->lesson().indexOfStep(step));
            });
    connect(wizard, &LessonWizard::explorerWanted, this, [this, wizard] { showExplorer(wizard); });
    m_lessons.append(wizard);
    m_scenarios->watchLesson(wizard);
    wizard->show();
    return wizard;
}

void AppSession::showExplorer(LessonWizard *from)
{
    // A lesson window stays above the explorer (the window manager keeps a dialog over its
    // application): presented, the explorer is presented in its place; else the lesson steps
    // aside to the taskbar, and the Lessons menu brings it back.
    if (m_presenter->isActive() && m_presenter->target() == from) {
        m_presenter->enter(m_window.get());
        return;
    }
    from->showMinimized();
    m_window->show();
    m_window->raise();
    m_window->activateWindow();
}

void AppSession::saveSettings() const
{
    {
        QSettings settings;
        ParameterSettings::save(*m_model, settings);
    }
    m_window->saveLayout();
    QSettings settings;
    settings.sync(); // on disk now, not when the program ends
    // A full disk or a folder that cannot be written: said in the status bar (the values stay in
    // use), and said again only when a later save fails after one that worked.
    const bool failed = settings.status() != QSettings::NoError;
    if (failed && !m_saveFailed)
        m_window->statusBar()->showMessage(
            tr("The settings could not be saved to \"%1\"; the values in use stay as they are.")
                .arg(QDir::toNativeSeparators(settings.fileName())));
    m_saveFailed = failed;
}

} // namespace pe
