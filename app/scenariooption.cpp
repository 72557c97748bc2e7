// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/scenariooption.h"

#include "app/scenariofile.h"
#include "core/scenarios/scenarioreader.h"
#include "ui/window/windowscenario.h"

#include <QCommandLineParser>

namespace pe {

QString ScenarioOption::read(const QString &fileName, const QCommandLineParser *parser,
                             CommandLine::Settings *settings)
{
    if (fileName.isEmpty())
        return {};
    // Read once: the second pass of the command line gets the same bytes.
    const ScenarioFile::Contents &contents
        = ScenarioFile::read(fileName, Scenario::maxFileSize + 1);
    if (!contents.openError.isEmpty())
        return ScenarioReader::cannotOpen(fileName, contents.openError);
    if (contents.size > Scenario::maxFileSize)
        return ScenarioReader::tooLarge(fileName, contents.size);
    const ScenarioReader::Result read
        = ScenarioReader::read(contents.bytes, fileName, WindowScenario::vocabulary());
    if (!read.ok())
        return read.error;
    const auto given
        = [parser](const char *name) { return parser && parser->isSet(QLatin1String(name)); };
    CommandLine::Settings &s = *settings;
    const Scenario &scenario = read.scenario;
    const ScenarioParameters &p = scenario.parameters;
    s.scenarioFile = fileName;
    if (!scenario.lesson.id.isEmpty())
        s.comparePosition = scenario.lesson.comparePosition;
    s.scenario = scenario;
    if (!given("dim"))
        s.dimension = p.dimension;
    if (!given("base"))
        s.base = p.base;
    if (!given("layout"))
        s.layout = p.layout;
    if (!given("positions"))
        s.count = p.positionCount;
    if (!given("compare")) {
        s.p = p.positionP;
        s.q = p.positionQ;
        s.compareGiven = true;
    }
    if (!given("off"))
        s.enabled = p.encodingEnabled;
    if (!given("palette"))
        s.palette = scenario.palette;
    return {};
}

QString ScenarioOption::useAsRenderTarget(CommandLine::Settings *settings)
{
    CommandLine::Settings &s = *settings;
    if (!s.scenario)
        return tr("--render scenario: needs --scenario FILE, the file whose view to draw.");
    if (s.scenario->lesson.id.isEmpty()) {
        s.target = QStringLiteral("main");
        return {};
    }
    s.target = QStringLiteral("lesson");
    s.lessonId = s.scenario->lesson.id;
    s.step = s.scenario->lesson.step;
    s.comparePosition = s.scenario->lesson.comparePosition;
    return {};
}

QString ScenarioOption::useAsWorksheet(CommandLine::Settings *settings)
{
    CommandLine::Settings &s = *settings;
    if (!s.scenario)
        return tr("--worksheet scenario: needs --scenario FILE, the file whose lesson to print.");
    if (s.scenario->lesson.id.isEmpty())
        return tr("--worksheet scenario: %1 has no lesson open; name one, e.g. --worksheet "
                  "attention.")
            .arg(s.scenarioFile);
    s.lessonId = s.scenario->lesson.id;
    s.comparePosition = s.scenario->lesson.comparePosition;
    return {};
}

} // namespace pe
