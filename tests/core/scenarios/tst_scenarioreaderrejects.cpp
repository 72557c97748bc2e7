// SPDX-License-Identifier: GPL-3.0-or-later
// Bad scenario files never hurt: each kind of fault (not JSON, cut short, another format, a newer
// version, a missing field, a wrong type, a value out of range, an unknown lesson, step, view or
// palette) gets one message that names the file and the field and what is allowed, and no
// scenario.
#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"
#include "tests/core/scenarios/scenariosample.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <functional>

using namespace pe;

using namespace pe::scenariotest;

using Needles = QStringList;
Q_DECLARE_METATYPE(Needles)

class TestScenarioReaderRejects : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rejects_data();
    void rejects();
};

void TestScenarioReaderRejects::rejects_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<Needles>("needles"); // all must be in the message
    const QByteArray valid = ScenarioWriter::toJson(scenariotest::lecture());
    auto row = [](const char *name, const QByteArray &bytes, const Needles &needles) {
        QTest::newRow(name) << bytes << needles;
    };
    row("empty", QByteArray(), { "not a scenario file" });
    row("not JSON", "Hello, class!", { "not a scenario file", "byte" });
    row("cut short", valid.left(valid.size() / 2), { "not a scenario file", "byte" });
    row("a list", "[1, 2, 3]", { "no JSON object" });
    // The Your model view's model: a sample by id or a file, and the context length.
    const QJsonObject model { { QStringLiteral("sample"), QStringLiteral("llama-2-7b") },
                              { QStringLiteral("context"), 4096 } };
    QJsonObject both = model;
    both.insert(QStringLiteral("file"), QStringLiteral("/srv/class/config.json"));
    row("model sample and file", withModel(both), { "model", "either", "llama-3.1-8b" });
    QJsonObject neither = model;
    neither.remove(QStringLiteral("sample"));
    row("model neither", withModel(neither), { "model", "sample", "file" });
    QJsonObject unknown = model;
    unknown.insert(QStringLiteral("sample"), QStringLiteral("gpt-9"));
    row("unknown sample", withModel(unknown), { "model.sample", "gpt-9", "llama-3.1-8b" });
    QJsonObject emptyFile { { QStringLiteral("file"), QStringLiteral(" ") },
                            { QStringLiteral("context"), 4096 } };
    row("empty model file", withModel(emptyFile), { "model.file", "empty" });
    QJsonObject noContext = model;
    noContext.remove(QStringLiteral("context"));
    row("no context", withModel(noContext), { "model.context", "missing" });
    QJsonObject zero = model;
    zero.insert(QStringLiteral("context"), 0);
    row("context 0", withModel(zero), { "model.context", "0", "1 to 2147483648" });
    QJsonObject pastLimit = model;
    pastLimit.insert(QStringLiteral("context"), 4294967296.0);
    row("context past 2^31", withModel(pastLimit), { "model.context", "4294967296", "2147483648" });
    row("model a list", withModel(QJsonArray()), { "model", "object" });
    row("sample a number",
        withModel(
            QJsonObject { { QStringLiteral("sample"), 7 }, { QStringLiteral("context"), 1 } }),
        { "model.sample", "text" });
    // tests/fuzz/corpus/jsonliterals/number-without-int-part-duplicate: QJsonDocument takes .1e5;
    // the literal scanner lost its place there and let the second q through.
    QByteArray dotted = valid;
    dotted.replace("\"base\": 10000", "\"base\": .1e5").replace("\"q\": 6", "\"q\": 6, \"q\": 7");
    QVERIFY(dotted.contains(".1e5") && dotted.contains("\"q\": 7"));
    row("key twice after .1e5", dotted, { "parameters.q", "twice" });
    row("other format", edited("format", QStringLiteral("pe-lab")), { "format", "pe-lab" });
    row("no format", edited("format", QJsonValue::Undefined), { "format", "missing" });
    row("newer version", edited("version", 2), { "version 2", "version 1" });
    row("version 0", edited("version", 0), { "version", "0", "from 1" });
    row("version text", edited("version", QStringLiteral("1")), { "version", "number" });
    row("no parameters", edited("parameters", QJsonValue::Undefined), { "parameters", "missing" });
    row("parameters a list", edited("parameters", QJsonArray()), { "parameters", "object" });
    row("no d", edited("parameters.dimension", QJsonValue::Undefined),
        { "parameters.dimension", "missing" });
    row("d as text", edited("parameters.dimension", QStringLiteral("128")),
        { "parameters.dimension", "number" });
    row("odd d", edited("parameters.dimension", 127), { "parameters.dimension", "127", "even" });
    row("d too large", edited("parameters.dimension", 1e9),
        { "parameters.dimension", "1000000000", "65536" });
    row("d fraction", edited("parameters.dimension", 8.5), { "parameters.dimension", "8.5" });
    row("base below 1", edited("parameters.base", 0.5), { "parameters.base", "0.5" });
    row("base true", edited("parameters.base", true), { "parameters.base", "number" });
    row("no positions", edited("parameters.positions", 0),
        { "parameters.positions", "0", "1 to 1000000" });
    row("negative p", edited("parameters.p", -1), { "parameters.p", "-1", "9007199254740992" });
    row("fraction q", edited("parameters.q", 2.5), { "parameters.q", "2.5" });
    row("bad layout", edited("parameters.layout", QStringLiteral("diagonal")),
        { "parameters.layout", "diagonal", "interleaved" });
    // tests/fuzz/corpus/scenarioreader/escaped-nul-in-layout: taken as "concatenated" when read
    // through const char * (stopped at the NUL).
    row("layout with a NUL",
        edited("parameters.layout",
               QString(QStringLiteral("concatenated") + QChar(0) + QStringLiteral("x"))),
        { "parameters.layout", "not a layout" });
    row("encoding text", edited("parameters.encoding", QStringLiteral("on")),
        { "parameters.encoding", "true or false" });
    row("dimension past d", edited("parameters.dimensions", QJsonArray { 0, 128 }),
        { "parameters.dimensions", "128", "0 to 127" });
    row("dimensions not numbers", edited("parameters.dimensions", QJsonArray { "a" }),
        { "parameters.dimensions", "whole numbers" });
    QJsonArray many;
    for (int k = 0; k < 40; ++k)
        many.append(k);
    row("too many dimensions", edited("parameters.dimensions", many),
        { "parameters.dimensions", "40", "32" });
    row("picked past d", edited("parameters.picked_dimension", 128),
        { "parameters.picked_dimension", "128", "0 to 127" });
    row("unknown view", edited("views.visible", QJsonArray { "waves", "radar" }),
        { "views.visible", "radar", "heatmap" });
    row("current hidden", edited("views.current", QStringLiteral("table")),
        { "views.current", "table", "similarity" });
    row("unknown palette", edited("heatmap.palette", QStringLiteral("rainbow")),
        { "heatmap.palette", "rainbow", "viridis" });
    row("viewport before 0", edited("heatmap.viewport.first_position", -1),
        { "heatmap.viewport.first_position", "-1", "0 to 50" });
    row("viewport past the end", edited("heatmap.viewport.dimension_span", 200),
        { "heatmap.viewport.first_dimension", "200", "0 to 128" });
    row("viewport empty", edited("heatmap.viewport.position_span", 0),
        { "heatmap.viewport.first_position", "span > 0" });
    row("unknown lesson", edited("lesson.id", QStringLiteral("calculus")),
        { "lesson.id", "calculus", "workbench" });
    row("step past the end", edited("lesson.step", 9), { "lesson.step", "9", "0 to 8" });
    row("compare position 0", edited("lesson.compare_position", 0),
        { "lesson.compare_position", "0", "1 to 49" });
    row("lesson text", edited("lesson", QStringLiteral("attention")), { "lesson", "object" });
    row("note too long", edited("note", QString(Scenario::maxNoteLength + 1, QLatin1Char('x'))),
        { "note", "2001", "2000" });
    row("presenter text", edited("presenter", QStringLiteral("yes")),
        { "presenter", "true or false" });
    // What QJsonDocument lets pass is refused all the same (issue 28).
    QByteArray rawNewline = valid;
    rawNewline.replace("\"note\": \"", "\"note\": \"line one\nline two ");
    row("raw newline in text", rawNewline, { "control character", "byte", "\\n" });
    QByteArray twice = valid;
    twice.replace("\"dimension\": 128,", "\"dimension\": 128,\n    \"dimension\": 64,");
    row("a key twice", twice, { "parameters.dimension", "twice" });
    QByteArray pastExact = valid;
    pastExact.replace("\"q\": 6,", "\"q\": 9007199254740993,");
    row("q is 2^53 + 1", pastExact,
        { "parameters.q", "9007199254740993", "0 to 9007199254740992" });
    QByteArray fraction = valid;
    fraction.replace("\"q\": 6,", "\"q\": 9007199254740991.5,");
    row("q with a fraction near 2^53", fraction, { "parameters.q", "9007199254740991.5" });
    QByteArray huge = valid;
    huge.append(QByteArray(Scenario::maxFileSize, ' '));
    row("huge", huge, { "too large", "1048576" });
}

void TestScenarioReaderRejects::rejects()
{
    QFETCH(QByteArray, bytes);
    QFETCH(Needles, needles);
    const ScenarioReader::Result r
        = ScenarioReader::read(bytes, sampleFileName, scenariotest::vocabulary());
    QVERIFY(!r.ok());
    QVERIFY2(r.error.startsWith(sampleFileName + QLatin1Char(':')), qPrintable(r.error));
    QVERIFY2(!r.error.contains(QLatin1Char('\n')), qPrintable(r.error));
    for (const QString &needle : needles)
        QVERIFY2(r.error.contains(needle),
                 qPrintable(needle + QStringLiteral(" not in: ") + r.error));
    // Nothing half-read reaches the caller.
    QVERIFY(r.scenario == Scenario());
}

QTEST_MAIN(TestScenarioReaderRejects)
#include "tst_scenarioreaderrejects.moc"
