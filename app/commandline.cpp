// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"
#include "app/commandlinecatalog.h"
#include "app/helptext.h"
#include "app/modeloptionreader.h"
#include "app/optionreader.h"
#include "app/precisionoptionreader.h"
#include "app/presenteroption.h"
#include "app/scenariooption.h"
#include "app/schemeoptionreader.h"
#include "app/trainoptionreader.h"
#include "core/model/languagesetup.h"
#include "core/text/controlescape.h"

#include <utility>

namespace pe {

namespace {

    const QString languageName = QStringLiteral("language");
    const QString helpName = QStringLiteral("help");
    const QString versionName = QStringLiteral("version");

    QString dashed(const QString &name)
    {
        return CommandLineCatalog::dashed(name);
    }

} // namespace

const QList<CommandLine::Rule> &CommandLine::rules()
{
    return CommandLineCatalog::rules();
}

CommandLine::CommandLine()
{
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsCompactedShortOptions);
    m_parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    for (const CommandLineCatalog::OptionInfo &info : CommandLineCatalog::options()) {
        QStringList names { QString::fromLatin1(info.name) };
        if (info.shortName)
            names.prepend(QString::fromLatin1(info.shortName));
        QString description = tr(info.description);
        // The views --render draws, as the registry declares them.
        if (qstrcmp(info.name, "render") == 0)
            description = description.arg(
                OptionReader::renderViews().join(tr(", ", "between the items of a list")));
        const QCommandLineOption option = info.valueName
            ? QCommandLineOption(names, description, QString::fromLatin1(info.valueName))
            : QCommandLineOption(names, description);
        m_options.append(option);
        m_parser.addOption(option);
    }
}

bool CommandLine::fail(const QString &message)
{
    m_error = ControlEscape::escaped(message); // a value with a newline still gives one line
    return false;
}

bool CommandLine::parse(const QStringList &arguments)
{
    m_mode = Mode::Gui;
    m_settings = Settings();
    m_language.clear();
    m_error.clear();

    const bool parsed = m_parser.parse(arguments);
    const QString language = m_parser.value(languageName);
    if (LanguageSetup::isSupported(language))
        m_language = language;
    if (!parsed)
        return failParse(arguments);
    // pe-workbench lesson2.pewscenario (a double-click on the file) is --scenario FILE;
    // pe-workbench config.json opens the model's settings in the window (chooseMode).
    const QStringList positional = m_parser.positionalArguments();
    const bool fileArgument = positional.size() == 1
        && (positional.constFirst().endsWith(QLatin1Char('.') + QLatin1String(Scenario::suffix),
                                             Qt::CaseInsensitive)
            || ModelOptionReader::isModelFile(positional.constFirst()))
        && !m_parser.isSet(QStringLiteral("scenario"));
    if (!positional.isEmpty() && !fileArgument)
        return fail(tr("unexpected argument \"%1\": every value follows its option, e.g. --dim "
                       "8; see --help.")
                        .arg(positional.constFirst()));
    if (!checkRepeats() || !checkSpaces())
        return false;
    if (m_parser.isSet(languageName) && m_language.isEmpty())
        return fail(tr("--language: \"%1\" is not available; choose %2.")
                        .arg(language, LanguageSetup::languages().join(QLatin1String(", "))));
    if (m_parser.isSet(helpName)) {
        m_mode = Mode::Help;
        return true;
    }
    if (m_parser.isSet(versionName)) {
        m_mode = Mode::Version;
        return true;
    }
    return chooseMode();
}

bool CommandLine::chooseMode()
{
    QList<const Rule *> chosen;
    // --compare P,Q is an option of --render, --model-config FILE one of --rope-mismatch and
    // --render model.
    const bool render = m_parser.isSet(QStringLiteral("render"));
    const bool mismatch = m_parser.isSet(QStringLiteral("rope-mismatch"));
    for (const Rule &rule : rules()) {
        if (m_parser.isSet(rule.option) && !(render && rule.mode == Mode::Compare)
            && !((mismatch || render) && rule.mode == Mode::ModelConfig))
            chosen.append(&rule);
    }
    if (chosen.size() > 1)
        return fail(tr("%1 and %2 cannot be combined; choose one report.")
                        .arg(shown(chosen.at(0)->option), shown(chosen.at(1)->option)));
    const QStringList positional = m_parser.positionalArguments();
    const QString scenarioFile = m_parser.isSet(QStringLiteral("scenario"))
        ? m_parser.value(QStringLiteral("scenario"))
        : (positional.isEmpty() ? QString() : positional.constFirst());
    if (m_parser.isSet(QStringLiteral("scenario")) && scenarioFile.isEmpty())
        return fail(tr("--scenario: the file name is empty; name a .%1 file.")
                        .arg(QLatin1String(Scenario::suffix)));
    if (chosen.isEmpty()) {
        for (const QString &name : m_parser.optionNames()) {
            if (name != languageName && name != QLatin1String("scenario")
                && !PresenterOption::isPresenterOption(name))
                return fail(
                    tr("%1: only used in a report; add %2.").arg(shown(name), allowedFor(name)));
        }
        m_mode = Mode::Gui;
        const QString error = PresenterOption::read(m_parser, &m_settings.presenter);
        if (!error.isEmpty())
            return fail(error);
        // A config.json named alone opens in the Your model view; any other file is a scenario.
        if (!m_parser.isSet(QStringLiteral("scenario"))
            && ModelOptionReader::isModelFile(scenarioFile))
            m_settings.modelError
                = ModelOptionReader(m_parser, &m_settings).readWindowFile(scenarioFile);
        else
            m_settings.scenarioError = ScenarioOption::read(scenarioFile, nullptr, &m_settings);
        return true;
    }
    const bool scenarioMode
        = chosen.constFirst()->mode == Mode::Render || chosen.constFirst()->mode == Mode::Worksheet;
    if (!positional.isEmpty()
        && (!scenarioMode || ModelOptionReader::isModelFile(positional.constFirst())))
        return fail(tr("unexpected argument \"%1\": every value follows its option, e.g. --dim "
                       "8; see --help.")
                        .arg(positional.constFirst()));
    const Rule &rule = *chosen.constFirst();
    m_mode = rule.mode;
    return checkOptionsOfMode(rule) && readReport(rule, scenarioFile);
}

// The options of the chosen report, render, lesson or worksheet, each read by its reader.
bool CommandLine::readReport(const Rule &rule, const QString &scenarioFile)
{
    OptionReader reader(m_parser, &m_settings);
    QString error = PresenterOption::read(m_parser, &m_settings.presenter);
    if (!error.isEmpty())
        return fail(error);
    if (rule.mode == Mode::Render || rule.mode == Mode::Worksheet) {
        // The file's values first; the options given on the command line replace them.
        error = ScenarioOption::read(scenarioFile, &m_parser, &m_settings);
        if (!error.isEmpty())
            return fail(error);
    }
    if (rule.mode == Mode::Render) {
        error = reader.readRender();
        if (error.isEmpty())
            error = ModelOptionReader(m_parser, &m_settings).read(rule.mode);
        return error.isEmpty() || fail(error);
    }
    if (rule.mode == Mode::Lesson || rule.mode == Mode::Worksheet) {
        error = reader.readLesson(rule.option);
        if (error.isEmpty() && rule.mode == Mode::Worksheet)
            error = reader.readCommon(rule.option, rule.formats);
        if (error.isEmpty() && rule.mode == Mode::Worksheet)
            error = reader.readWorksheetOutput();
        return error.isEmpty() || fail(error);
    }
    if (rule.mode == Mode::Train) // its own --dim range, checked first
        return (error = TrainOptionReader(m_parser, &m_settings).read(rule.formats)).isEmpty()
            || fail(error);
    error = reader.readCommon(rule.option, rule.formats);
    if (error.isEmpty() && rule.mode == Mode::Compare)
        error = reader.readCompare();
    if (error.isEmpty() && rule.mode == Mode::Table)
        error = reader.readTable();
    if (error.isEmpty() && rule.mode == Mode::Shift)
        error = reader.readShift();
    if (error.isEmpty())
        error = SchemeOptionReader(m_parser, &m_settings).read(rule.mode);
    if (error.isEmpty())
        error = PrecisionOptionReader(m_parser, &m_settings).read(rule.mode);
    if (error.isEmpty())
        error = ModelOptionReader(m_parser, &m_settings).read(rule.mode);
    return error.isEmpty() || fail(error);
}

bool CommandLine::checkOptionsOfMode(const Rule &rule)
{
    for (const QString &name : m_parser.optionNames()) {
        if (name == rule.option || name == languageName || rule.options.contains(name))
            continue;
        return fail(tr("%1: not used with %2; it belongs to %3.")
                        .arg(shown(name), dashed(rule.option), allowedFor(name)));
    }
    return true;
}

QString CommandLine::helpText() const
{
    return HelpText::compose(m_options);
}

QString CommandLine::versionText()
{
    return HelpText::version();
}

} // namespace pe
