// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/optionreader.h"

#include "app/renderoptionreader.h"
#include "app/scenariooption.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/parameterlimits.h"
#include "ui/window/viewregistry.h"

#include <QCommandLineParser>

namespace pe {

OptionReader::OptionReader(const QCommandLineParser &parser, CommandLine::Settings *settings)
    : m_parser(parser)
    , m_settings(settings)
{
}

bool OptionReader::isSet(const char *name) const
{
    return m_parser.isSet(QString::fromLatin1(name));
}

QString OptionReader::value(const char *name) const
{
    return m_parser.value(QString::fromLatin1(name));
}

QString OptionReader::readCommon(const QString &modeOption, const QStringList &formats)
{
    CommandLine::Settings &s = *m_settings;
    QString error;
    const QString what = QStringLiteral("--dim");
    if (isSet("dim"))
        error = ParameterLimits::checkDimension(what, value("dim"), &s.dimension);
    if (error.isEmpty() && isSet("base"))
        error = ParameterLimits::checkBase(QStringLiteral("--base"), value("base"), &s.base);
    if (!error.isEmpty())
        return error;

    if (!(error = readLayout()).isEmpty())
        return error;

    const QString format = isSet("format") ? value("format") : formats.constFirst();
    if (!formats.contains(format))
        return tr("--format: \"%1\" is not available with --%2; choose %3.")
            .arg(format, modeOption, formats.join(tr(" or ")));
    if (format == QLatin1String("json"))
        s.format = CommandLine::Format::Json;
    else if (format == QLatin1String("markdown"))
        s.format = CommandLine::Format::Markdown;
    else if (format == QLatin1String("csv"))
        s.format = CommandLine::Format::Csv;
    else if (format == QLatin1String("pdf"))
        s.format = CommandLine::Format::Pdf;
    else if (format == QLatin1String("html"))
        s.format = CommandLine::Format::Html;
    else
        s.format = CommandLine::Format::Text;
    return {};
}

QString OptionReader::readLayout()
{
    const QString layout = value("layout");
    if (isSet("layout") && !layoutFromName(layout.toUtf8().constData(), &m_settings->layout))
        return tr("--layout: \"%1\" is not a layout; choose interleaved or concatenated.")
            .arg(layout);
    return {};
}

QString OptionReader::readCompare()
{
    const QString what = QStringLiteral("--compare");
    const QString text = value("compare");
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 2)
        return tr("--compare: \"%1\" is not two positions; write P,Q with whole numbers from 0 to "
                  "%2, e.g. --compare 0,3.")
            .arg(text)
            .arg(ParameterLimits::maxPosition);
    QString error = ParameterLimits::checkPosition(what, parts.at(0), &m_settings->p);
    if (error.isEmpty())
        error = ParameterLimits::checkPosition(what, parts.at(1), &m_settings->q);
    m_settings->enabled = !isSet("off");
    return error;
}

QString OptionReader::readTable()
{
    const QString what = QStringLiteral("--positions");
    CommandLine::Settings &s = *m_settings;
    const QString text = isSet("positions") ? value("positions") : QString::number(s.count);
    QString error;
    // "N" or "A-B"; a leading '-' is a sign (and rejected as a negative count or position).
    const qsizetype dash = text.indexOf(QLatin1Char('-'), 1);
    if (dash < 0) {
        s.first = 0;
        error = ParameterLimits::checkPositionCount(what, text, &s.count,
                                                    ParameterLimits::maxPosition);
    } else {
        if (dash + 1 == text.size())
            return tr("--positions: \"%1\" is neither a count N nor a range A-B; write e.g. 50 or "
                      "10-19.")
                .arg(text);
        qint64 last = 0;
        error = ParameterLimits::checkPosition(what, text.left(dash), &s.first);
        if (error.isEmpty())
            error = ParameterLimits::checkPosition(what, text.mid(dash + 1), &last);
        if (error.isEmpty() && last < s.first)
            return tr("--positions: the range %1 is reversed; write the smaller position first, "
                      "e.g. %2-%3.")
                .arg(text)
                .arg(last)
                .arg(s.first);
        s.count = last - s.first + 1;
    }
    if (error.isEmpty())
        error = ParameterLimits::checkTableSize(what, text, s.count, s.dimension);
    return error;
}

QString OptionReader::readShift()
{
    const QString shift = value("shift");
    if (!isSet("from"))
        return tr("--shift %1: needs --from K, the position k to start from (a whole number from "
                  "0 to %2).")
            .arg(shift)
            .arg(ParameterLimits::maxPosition);
    CommandLine::Settings &s = *m_settings;
    QString error = ParameterLimits::checkShift(QStringLiteral("--shift"), shift, &s.shift);
    if (error.isEmpty())
        error = ParameterLimits::checkPosition(QStringLiteral("--from"), value("from"), &s.from);
    if (!error.isEmpty())
        return error;
    const qint64 target = s.from + s.shift;
    if (target < 0 || target > ParameterLimits::maxPosition)
        return tr("--shift %1 --from %2: the target position k + R = %3 is out of range; it must "
                  "be a whole number from 0 to %4.")
            .arg(s.shift)
            .arg(s.from)
            .arg(target)
            .arg(ParameterLimits::maxPosition);
    return {};
}

QStringList OptionReader::renderViews()
{
    return ViewRegistry::renderTargets();
}

QString OptionReader::readRender()
{
    return RenderOptionReader(m_parser, m_settings).read();
}

QString OptionReader::readWorksheetOutput()
{
    CommandLine::Settings &s = *m_settings;
    s.answers = isSet("answers");
    const bool file = s.format == CommandLine::Format::Pdf || s.format == CommandLine::Format::Html;
    if (!file && s.answers)
        return tr("--answers: only used with --format pdf or html; markdown and json always hold "
                  "the answer key.");
    if (!file && isSet("output"))
        return tr("--output: only used with --format pdf or html; markdown and json go to "
                  "standard output.");
    if (!file)
        return {};
    const QString suffix
        = s.format == CommandLine::Format::Pdf ? QStringLiteral("pdf") : QStringLiteral("html");
    if (!isSet("output"))
        return tr("--worksheet %1 --format %2: needs --output FILE, the file to write.")
            .arg(s.lessonId, suffix);
    s.output = value("output");
    return {};
}

QString OptionReader::readLesson(const QString &modeOption)
{
    CommandLine::Settings &s = *m_settings;
    const QString what = QLatin1String("--") + modeOption;
    s.lessonId = value(modeOption.toLatin1().constData());
    QString error;
    if (ScenarioOption::isScenarioValue(s.lessonId) && modeOption == QLatin1String("worksheet")) {
        error = ScenarioOption::useAsWorksheet(&s);
    } else {
        error = LessonCatalog::checkLessonId(what, s.lessonId);
        // The file's number for its own lesson; the lesson's default for another.
        if (error.isEmpty() && !(s.scenario && s.scenario->lesson.id == s.lessonId))
            s.comparePosition = static_cast<int>(LessonCatalog::lesson(s.lessonId).defaults().q);
    }
    if (error.isEmpty() && isSet("compare-position"))
        error = LessonCatalog::lesson(s.lessonId)
                    .checkComparePosition(QStringLiteral("--compare-position"),
                                          value("compare-position"), &s.comparePosition);
    return error;
}

} // namespace pe
