// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commandline.h"
#include "core/text/controlescape.h"
#include "app/helptext.h"
#include "core/model/languagesetup.h"
#include "app/optionreader.h"
#include "app/presenteroption.h"
#include "app/scenariooption.h"
#include "app/schemeoptionreader.h"
#include "app/precisionoptionreader.h"
#include "app/trainoptionreader.h"

#include <utility>

namespace pe {

namespace {

struct OptionInfo
{
    const char *name;
    const char *shortName; // nullptr: long name only
    const char *valueName; // nullptr: a switch
    const char *description;
};

// The order here is the order of --help.
const OptionInfo optionInfos[] = {
    { "compare", nullptr, "P,Q",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Compare the encodings of positions P and Q (whole numbers from 0 to "
                        "2^53), e.g. --compare 0,3.") },
    { "table", nullptr, nullptr,
      QT_TRANSLATE_NOOP("CommandLine", "Print the encoding table, one row per position.") },
    { "shift", nullptr, "R",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Show the relative shift by R positions (a whole number from -2^53 to "
                        "2^53) as the rotation matrix M_R; needs --from.") },
    { "from", nullptr, "K",
      QT_TRANSLATE_NOOP("CommandLine",
                        "The position k the shift starts from (a whole number from 0 to 2^53).") },
    { "dim", nullptr, "D",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Width d of the encoding: an even whole number from 2 to 65536 (default "
                        "8).") },
    { "base", nullptr, "B",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Base of the wavelengths: a number greater than 1 and at most 10^12 "
                        "(default 10000).") },
    { "off", nullptr, nullptr,
      QT_TRANSLATE_NOOP("CommandLine",
                        "Switch the positional encoding off: the token gets the same vector at "
                        "both positions, so the difference is zero.") },
    { "layout", nullptr, "L",
      QT_TRANSLATE_NOOP("CommandLine",
                        "interleaved (sin, cos, sin, cos, ...; the default) or concatenated (all "
                        "sin components, then all cos).") },
    { "positions", nullptr, "N|A-B",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Rows of the table: N for positions 0 to N-1, A-B for A to B inclusive "
                        "(default 50); at most 10^8 values in all.") },
    { "rope", nullptr, "M,N",
      QT_TRANSLATE_NOOP("CommandLine",
                        "RoPE: rotate the query to position M and the key to position N (whole "
                        "numbers from 0 to 2^53) and print their score, e.g. --rope 3,7.") },
    { "pairing", nullptr, "P",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Which components form RoPE's pairs: interleaved ((2i, 2i+1), the "
                        "default) or half ((i, i + d/2)).") },
    { "query", nullptr, "v0,v1,...",
      QT_TRANSLATE_NOOP("CommandLine",
                        "The query vector of --rope: d numbers separated by commas, each from "
                        "-10^6 to 10^6 (default: all ones).") },
    { "key", nullptr, "v0,v1,...",
      QT_TRANSLATE_NOOP("CommandLine",
                        "The key vector of --rope: d numbers separated by commas, each from "
                        "-10^6 to 10^6 (default: all ones).") },
    { "alibi", nullptr, nullptr,
      QT_TRANSLATE_NOOP("CommandLine",
                        "ALiBi: print each head's slope and the bias of the last query for every "
                        "key; needs --heads.") },
    { "heads", nullptr, "H",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Number of attention heads for --alibi and --profile alibi: a whole "
                        "number from 1 to 1024 (default 8 for --profile).") },
    { "length", nullptr, "L",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Number of positions for --alibi: a whole number from 1 to 4096 (default "
                        "8).") },
    { "profile", nullptr, "SCHEME",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Print how a scheme's signal changes with the distance alone: "
                        "sinusoidal, rope or alibi.") },
    { "distances", nullptr, "N",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Distances 0 to N-1 for --profile: a whole number from 1 to 100000 "
                        "(default 64).") },
    { "context-scaling", nullptr, "METHOD",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Rescale RoPE's frequencies for a longer context: pi (position "
                        "interpolation), ntk (NTK-aware) or yarn; needs --scale and "
                        "--train-length.") },
    { "scale", nullptr, "S",
      QT_TRANSLATE_NOOP("CommandLine",
                        "How many times longer the context is than in training: a number "
                        "greater than 0 and at most 10^6.") },
    { "train-length", nullptr, "L",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Number of positions the model was trained on: a whole number from 1 to "
                        "2^53; with --train longer the longest training input, 2 to 16 (default "
                        "8), tested on up to 2L.") },
    { "precision", nullptr, "TYPE",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Print what a number type does to the table over --positions: float16, "
                        "bfloat16 or float32 (the largest error and where, collisions, the first "
                        "whole position it cannot hold).") },
    { "variant", nullptr, "V",
      QT_TRANSLATE_NOOP("CommandLine",
                        "How --precision computes the table: all (position, inverse frequency, "
                        "angle, sin and cos each rounded to the type; the default) or "
                        "angle-float32 (the angle in float32, sin and cos stored in the type).") },
    { "nearest", nullptr, nullptr,
      QT_TRANSLATE_NOOP("CommandLine",
                        "Print the nearest pair of positions among 0 to N-1 (--positions N, "
                        "default 50): the two whose encodings are closest, in double.") },
    { "train", nullptr, "TASK",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Train a tiny attention model and print its loss and accuracies: "
                        "who-hits (the subject of 你打我, dog bites man), which-first (which of "
                        "two marked tokens comes first) or longer (which-first, tested on longer "
                        "inputs); needs --scheme.") },
    { "scheme", nullptr, "S",
      QT_TRANSLATE_NOOP("CommandLine",
                        "The position scheme of --train: none, sinusoidal (added to the "
                        "embeddings), learned (a trained table) or rope (rotating q and k).") },
    { "steps", nullptr, "N",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Training steps of --train: a whole number from 1 to 100000 (default "
                        "400).") },
    { "seed", nullptr, "S",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Seed of --train's data split, weights and batches: a whole number from 0 "
                        "to 2^53 (default 1); the same seed gives the same numbers.") },
    { "format", nullptr, "F",
      QT_TRANSLATE_NOOP("CommandLine",
                        "text or json for --compare, --shift, --rope, --alibi, "
                        "--context-scaling, --precision, --nearest and --train (default text); csv "
                        "or json for --table and --profile (default csv).") },
    { "render", nullptr, "VIEW",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Draw a view without opening a window and save it with --output: main, "
                        "waves, heatmap, clock, comparison, similarity, schemes, rope, contexts, "
                        "precision, training, or lesson:ID:N for step N of a lesson.") },
    { "output", nullptr, "FILE",
      QT_TRANSLATE_NOOP("CommandLine",
                        "The file to write: the image of --render (a name ending in .png or .svg) "
                        "or the handout of --worksheet --format pdf or html.") },
    { "size", nullptr, "WxH",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Size of the rendered image in pixels, e.g. 1280x800 (each side 200 to "
                        "8192).") },
    { "palette", nullptr, "NAME",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Colours of the heatmap: viridis (the default), rdbu or cividis.") },
    { "lesson", nullptr, "ID",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Open the window with a lesson: workbench, why-waves, attention or "
                        "beyond.") },
    { "worksheet", nullptr, "ID",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Print a lesson as a handout in the chosen language: --format markdown "
                        "or json to standard output (with the answer key), pdf or html to "
                        "--output FILE (figures included; --answers adds the answer key).") },
    { "answers", nullptr, nullptr,
      QT_TRANSLATE_NOOP("CommandLine",
                        "With --worksheet --format pdf or html: add the answer key as the last "
                        "part.") },
    { "scenario", nullptr, "FILE",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Open a scenario file (.pewscenario): alone it opens the window as the "
                        "file was saved; with --render or --worksheet it supplies their "
                        "parameters (options given as well win), and --render scenario / "
                        "--worksheet scenario show the file's lesson step or window. The file "
                        "name alone, pe-workbench FILE.pewscenario, opens it too.") },
    { "presenter", nullptr, nullptr,
      QT_TRANSLATE_NOOP("CommandLine",
                        "Start in presenter mode: the window (or --lesson, or the scenario's "
                        "lesson) full screen with large type and high contrast; with --render, "
                        "draw in that look.") },
    { "presenter-look", nullptr, "LOOK",
      QT_TRANSLATE_NOOP("CommandLine",
                        "With --presenter: light or dark (default: the one chosen last).") },
    { "presenter-zoom", nullptr, "N",
      QT_TRANSLATE_NOOP("CommandLine",
                        "With --presenter: the type size in per cent, 125 to 250 (default: the "
                        "one chosen last, at first 150).") },
    { "compare-position", nullptr, "Q",
      QT_TRANSLATE_NOOP("CommandLine",
                        "The lesson's number: the position compared with 0 in workbench (1 to "
                        "32, default 3), your position in why-waves (1 to 100000, default "
                        "1000), the distance R in attention (1 to 49, default 3), the distance "
                        "Δ in beyond (1 to 8192, default 3).") },
    { "language", nullptr, "L",
      QT_TRANSLATE_NOOP("CommandLine",
                        "Language of the window and the reports: en, ja or zh_TW (default: the "
                        "system's language).") },
    { "help", "h", nullptr, QT_TRANSLATE_NOOP("CommandLine", "Show this help and exit.") },
    { "version", "v", nullptr,
      QT_TRANSLATE_NOOP("CommandLine", "Show the version of pe-workbench and Qt and exit.") },
};

const QString languageName = QStringLiteral("language");
const QString helpName = QStringLiteral("help");
const QString versionName = QStringLiteral("version");

QString dashed(const QString &name)
{
    return QLatin1String("--") + name;
}

} // namespace

// A report mode: its own option, the further options it takes, its formats (the first is the
// default). New modes are one more entry here and one more runner in main.cpp.
struct CommandLine::Rule
{
    Mode mode;
    QString option;
    QString valueName;
    QStringList options;
    QStringList formats;
};

const QList<CommandLine::Rule> &CommandLine::rules()
{
    static const QList<Rule> list = {
        { Mode::Compare, QStringLiteral("compare"), QStringLiteral("P,Q"),
          { QStringLiteral("dim"), QStringLiteral("base"), QStringLiteral("off"),
            QStringLiteral("layout"), QStringLiteral("format") },
          { QStringLiteral("text"), QStringLiteral("json") } },
        { Mode::Table, QStringLiteral("table"), QString(),
          { QStringLiteral("dim"), QStringLiteral("base"), QStringLiteral("positions"),
            QStringLiteral("layout"), QStringLiteral("format") },
          { QStringLiteral("csv"), QStringLiteral("json") } },
        { Mode::Shift, QStringLiteral("shift"), QStringLiteral("R"),
          { QStringLiteral("from"), QStringLiteral("dim"), QStringLiteral("base"),
            QStringLiteral("format") },
          { QStringLiteral("text"), QStringLiteral("json") } },
        // --compare P,Q is an option of --render (the compared positions), not a report there.
        { Mode::Render, QStringLiteral("render"), QStringLiteral("VIEW"),
          { QStringLiteral("output"), QStringLiteral("size"), QStringLiteral("dim"),
            QStringLiteral("base"), QStringLiteral("positions"), QStringLiteral("compare"),
            QStringLiteral("off"), QStringLiteral("layout"), QStringLiteral("palette"),
            QStringLiteral("compare-position"), QStringLiteral("scenario"),
            QStringLiteral("presenter"), QStringLiteral("presenter-look"),
            QStringLiteral("presenter-zoom") },
          {} },
        { Mode::Lesson, QStringLiteral("lesson"), QStringLiteral("ID"),
          { QStringLiteral("compare-position"), QStringLiteral("presenter"),
            QStringLiteral("presenter-look"), QStringLiteral("presenter-zoom") },
          {} },
        { Mode::Worksheet, QStringLiteral("worksheet"), QStringLiteral("ID"),
          { QStringLiteral("compare-position"), QStringLiteral("format"),
            QStringLiteral("scenario"), QStringLiteral("output"), QStringLiteral("answers") },
          { QStringLiteral("markdown"), QStringLiteral("json"), QStringLiteral("pdf"),
            QStringLiteral("html") } },
        { Mode::Rope, QStringLiteral("rope"), QStringLiteral("M,N"),
          { QStringLiteral("dim"), QStringLiteral("base"), QStringLiteral("pairing"),
            QStringLiteral("query"), QStringLiteral("key"), QStringLiteral("format") },
          { QStringLiteral("text"), QStringLiteral("json") } },
        { Mode::Alibi, QStringLiteral("alibi"), QString(),
          { QStringLiteral("heads"), QStringLiteral("length"), QStringLiteral("format") },
          { QStringLiteral("text"), QStringLiteral("json") } },
        { Mode::Profile, QStringLiteral("profile"), QStringLiteral("SCHEME"),
          { QStringLiteral("dim"), QStringLiteral("base"), QStringLiteral("heads"),
            QStringLiteral("distances"), QStringLiteral("format") },
          { QStringLiteral("csv"), QStringLiteral("json") } },
        { Mode::ContextScaling, QStringLiteral("context-scaling"), QStringLiteral("METHOD"),
          { QStringLiteral("scale"), QStringLiteral("train-length"), QStringLiteral("dim"),
            QStringLiteral("base"), QStringLiteral("format") },
          { QStringLiteral("text"), QStringLiteral("json") } },
        { Mode::Precision, QStringLiteral("precision"), QStringLiteral("TYPE"),
          { QStringLiteral("variant"), QStringLiteral("dim"), QStringLiteral("base"),
            QStringLiteral("positions"), QStringLiteral("format") },
          { QStringLiteral("text"), QStringLiteral("json") } },
        { Mode::Nearest, QStringLiteral("nearest"), QString(),
          { QStringLiteral("dim"), QStringLiteral("base"), QStringLiteral("positions"),
            QStringLiteral("format") },
          { QStringLiteral("text"), QStringLiteral("json") } },
        { Mode::Train, QStringLiteral("train"), QStringLiteral("TASK"),
          { QStringLiteral("scheme"), QStringLiteral("dim"), QStringLiteral("steps"),
            QStringLiteral("seed"), QStringLiteral("train-length"), QStringLiteral("format") },
          { QStringLiteral("text"), QStringLiteral("json") } },
    };
    return list;
}

CommandLine::CommandLine()
{
    m_parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsCompactedShortOptions);
    m_parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    for (const OptionInfo &info : optionInfos) {
        QStringList names { QString::fromLatin1(info.name) };
        if (info.shortName)
            names.prepend(QString::fromLatin1(info.shortName));
        const QString description = tr(info.description);
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
    // pe-workbench lesson2.pewscenario (a double-click on the file) is --scenario FILE.
    const QStringList positional = m_parser.positionalArguments();
    const bool scenarioArgument = positional.size() == 1
            && positional.constFirst().endsWith(QLatin1Char('.') + QLatin1String(Scenario::suffix),
                                                Qt::CaseInsensitive)
            && !m_parser.isSet(QStringLiteral("scenario"));
    if (!positional.isEmpty() && !scenarioArgument)
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

bool CommandLine::failParse(const QStringList &arguments)
{
    const QString qtMessage = m_parser.errorText();
    if (!m_parser.unknownOptionNames().isEmpty()) {
        QStringList names;
        for (const OptionInfo &info : optionInfos)
            names.append(dashed(QString::fromLatin1(info.name)));
        return fail(qtMessage + QLatin1Char(' ')
                    + tr("The options are %1.").arg(names.join(QLatin1String(", "))));
    }
    // A switch written with a value: --off=3.
    for (const QString &argument : arguments) {
        const qsizetype equals = argument.indexOf(QLatin1Char('='));
        if (!argument.startsWith(QLatin1String("--")) || equals < 0)
            continue;
        const QString name = argument.mid(2, equals - 2);
        for (const QCommandLineOption &option : std::as_const(m_options)) {
            if (option.valueName().isEmpty() && option.names().contains(name))
                return fail(tr("%1: %2 takes no value; write just %2.")
                                    .arg(argument, dashed(name)));
        }
    }
    // QCommandLineParser only misses a value at the very end of the arguments.
    const QString last = arguments.isEmpty() ? QString() : arguments.constLast();
    for (int k = 0; k < m_options.size(); ++k) {
        const QCommandLineOption &option = m_options.at(k);
        if (!option.valueName().isEmpty() && last == dashed(option.names().constLast()))
            return fail(qtMessage + QLatin1Char(' ') + last + QLatin1Char(' ')
                        + option.valueName() + QLatin1String(": ") + option.description());
    }
    return fail(qtMessage + QLatin1Char(' ') + tr("See pe-workbench --help."));
}

// One rule for switches and values alike: each option at most once (-h and --help are one).
bool CommandLine::checkRepeats()
{
    const QStringList found = m_parser.optionNames();
    for (const QCommandLineOption &option : std::as_const(m_options)) {
        qsizetype times = 0;
        for (const QString &name : found)
            times += option.names().contains(name) ? 1 : 0;
        if (times < 2)
            continue;
        const QString name = dashed(option.names().constLast());
        if (option.valueName().isEmpty())
            return fail(tr("%1 is given %2 times; give it once.").arg(name).arg(times));
        return fail(tr("%1 is given %2 times (%3); give it once.")
                            .arg(name)
                            .arg(times)
                            .arg(m_parser.values(option).join(QLatin1String(", "))));
    }
    return true;
}

// One rule for every value: taken exactly as written, so " 8" is refused by --dim as much as by
// --base or --layout (Qt's number parsing alone would accept it for some and not for others).
bool CommandLine::checkSpaces()
{
    for (const QCommandLineOption &option : std::as_const(m_options)) {
        if (option.valueName().isEmpty() || !m_parser.isSet(option))
            continue;
        const QString value = m_parser.value(option);
        if (value.trimmed() == value)
            continue;
        const QString name = dashed(option.names().constLast());
        return fail(tr("%1: \"%2\" has a space before or after the value; write it without.")
                            .arg(name, value)
                    + QLatin1Char(' ') + name + QLatin1Char(' ') + option.valueName()
                    + QLatin1String(": ") + option.description());
    }
    return true;
}

QString CommandLine::shown(const QString &name) const
{
    // A switch has no value to ask for: Qt 6.6+ warns on standard error when asked ("option not
    // expecting values"), before our own one line.
    bool takesValue = false;
    for (const QCommandLineOption &option : std::as_const(m_options))
        takesValue = takesValue || (option.names().contains(name) && !option.valueName().isEmpty());
    const QString value = takesValue ? m_parser.value(name) : QString();
    return value.isEmpty() ? dashed(name) : dashed(name) + QLatin1Char(' ') + value;
}

QString CommandLine::allowedFor(const QString &name) const
{
    QStringList modes;
    for (const Rule &rule : rules()) {
        if (rule.options.contains(name))
            modes.append(rule.valueName.isEmpty()
                                 ? dashed(rule.option)
                                 : dashed(rule.option) + QLatin1Char(' ') + rule.valueName);
    }
    return modes.join(tr(" or "));
}

bool CommandLine::chooseMode()
{
    QList<const Rule *> chosen;
    const bool render = m_parser.isSet(QStringLiteral("render"));
    for (const Rule &rule : rules()) {
        if (m_parser.isSet(rule.option) && !(render && rule.mode == Mode::Compare))
            chosen.append(&rule);
    }
    if (chosen.size() > 1)
        return fail(tr("%1 and %2 cannot be combined; choose one report.")
                            .arg(shown(chosen.at(0)->option), shown(chosen.at(1)->option)));
    const QStringList positional = m_parser.positionalArguments();
    const QString scenarioFile = m_parser.isSet(QStringLiteral("scenario"))
            ? m_parser.value(QStringLiteral("scenario"))
            : (positional.isEmpty() ? QString() : positional.constFirst());
    if (chosen.isEmpty()) {
        for (const QString &name : m_parser.optionNames()) {
            if (name != languageName && name != QLatin1String("scenario")
                && !PresenterOption::isPresenterOption(name))
                return fail(tr("%1: only used in a report; add %2.")
                                    .arg(shown(name), allowedFor(name)));
        }
        m_mode = Mode::Gui;
        const QString error = PresenterOption::read(m_parser, &m_settings.presenter);
        if (error.isEmpty())
            m_settings.scenarioError = ScenarioOption::read(scenarioFile, nullptr, &m_settings);
        return error.isEmpty() || fail(error);
    }
    if (!positional.isEmpty() && chosen.constFirst()->mode != Mode::Render
        && chosen.constFirst()->mode != Mode::Worksheet)
        return fail(tr("unexpected argument \"%1\": every value follows its option, e.g. --dim "
                       "8; see --help.")
                            .arg(positional.constFirst()));
    const Rule &rule = *chosen.constFirst();
    m_mode = rule.mode;
    QString error;
    if (!checkOptionsOfMode(rule))
        return false;
    OptionReader reader(m_parser, &m_settings);
    error = PresenterOption::read(m_parser, &m_settings.presenter);
    if (!error.isEmpty())
        return fail(error);
    if (rule.mode == Mode::Render || rule.mode == Mode::Worksheet) {
        // The file's values first; the options given on the command line replace them.
        error = ScenarioOption::read(scenarioFile, &m_parser, &m_settings);
        if (!error.isEmpty())
            return fail(error);
    }
    if (rule.mode == Mode::Render)
        return (error = reader.readRender()).isEmpty() || fail(error);
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
