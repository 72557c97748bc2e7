// SPDX-License-Identifier: GPL-3.0-or-later
// Bad scenario files never hurt: each kind of fault (not JSON, cut short, another format, a newer
// version, a missing field, a wrong type, a value out of range, an unknown lesson, step, view or
// palette, a huge file) gets one message that names the file and the field and what is allowed,
// and no scenario; fields a later version may add are skipped with a note.
#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"
#include "tests/core/scenarios/scenariosample.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace pe;

namespace {

const QString fileName = QStringLiteral("lesson2.pewscenario");

QJsonObject sampleObject()
{
    return QJsonDocument::fromJson(ScenarioWriter::toJson(scenariotest::lecture())).object();
}

// Sets (or with an undefined value removes) the member at a dotted path.
void edit(QJsonObject &object, const QStringList &path, const QJsonValue &value)
{
    if (path.size() == 1) {
        if (value.isUndefined())
            object.remove(path.first());
        else
            object.insert(path.first(), value);
        return;
    }
    QJsonObject inner = object.value(path.first()).toObject();
    edit(inner, path.mid(1), value);
    object.insert(path.first(), inner);
}

QByteArray edited(const char *path, const QJsonValue &value)
{
    QJsonObject o = sampleObject();
    edit(o, QString::fromLatin1(path).split(QLatin1Char('.')), value);
    return QJsonDocument(o).toJson();
}

// The sample with its "model" section replaced.
QByteArray withModel(const QJsonValue &model)
{
    QJsonObject o = sampleObject();
    o.insert(QStringLiteral("model"), model);
    return QJsonDocument(o).toJson();
}

} // namespace

using Needles = QStringList;
Q_DECLARE_METATYPE(Needles)

class TestScenarioReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheSample();
    void rejects_data();
    void rejects();
    void laterFieldsAreNoted();
    void lessonIsOptional();
    void modelIsOptional();
    void readFileNamesTheFile();
    void modelFileBesideTheScenario();
    void hugeFileIsNotRead();
    void wholeNumbersAreReadExactly();
    void noteLengthCountsWhatTheReaderSees();
    void aDottedKeyIsNotTheField();
};

void TestScenarioReader::readsTheSample()
{
    const ScenarioReader::Result r = ScenarioReader::read(
        ScenarioWriter::toJson(scenariotest::lecture()), fileName, scenariotest::vocabulary());
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.notes.isEmpty());
    QVERIFY(r.scenario == scenariotest::lecture());
    QCOMPARE(r.scenario.parameters.shownDimensions, QList<int>({ 0, 1, 10 }));
    QCOMPARE(r.scenario.lesson.step, 5);
}

void TestScenarioReader::rejects_data()
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

void TestScenarioReader::rejects()
{
    QFETCH(QByteArray, bytes);
    QFETCH(Needles, needles);
    const ScenarioReader::Result r
        = ScenarioReader::read(bytes, fileName, scenariotest::vocabulary());
    QVERIFY(!r.ok());
    QVERIFY2(r.error.startsWith(fileName + QLatin1Char(':')), qPrintable(r.error));
    QVERIFY2(!r.error.contains(QLatin1Char('\n')), qPrintable(r.error));
    for (const QString &needle : needles)
        QVERIFY2(r.error.contains(needle),
                 qPrintable(needle + QStringLiteral(" not in: ") + r.error));
    // Nothing half-read reaches the caller.
    QVERIFY(r.scenario == Scenario());
}

void TestScenarioReader::laterFieldsAreNoted()
{
    QJsonObject o = sampleObject();
    o.insert(QStringLiteral("soundtrack"), QStringLiteral("on"));
    edit(o, { QStringLiteral("parameters"), QStringLiteral("temperature") }, 0.7);
    const ScenarioReader::Result r
        = ScenarioReader::read(QJsonDocument(o).toJson(), fileName, scenariotest::vocabulary());
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.scenario == scenariotest::lecture());
    QCOMPARE(r.notes.size(), 2);
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("soundtrack")));
    QVERIFY(r.notes.join(QLatin1Char(' ')).contains(QStringLiteral("parameters.temperature")));
}

void TestScenarioReader::lessonIsOptional()
{
    QJsonObject o = sampleObject();
    o.remove(QStringLiteral("lesson"));
    const ScenarioReader::Result r
        = ScenarioReader::read(QJsonDocument(o).toJson(), fileName, scenariotest::vocabulary());
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.scenario.lesson.id.isEmpty());
    Scenario expected = scenariotest::lecture();
    expected.lesson = {};
    QVERIFY(r.scenario == expected);
}

void TestScenarioReader::modelIsOptional()
{
    // Without "model" (a file from before it): the window keeps its own model.
    QJsonObject o = sampleObject();
    o.remove(QStringLiteral("model"));
    const ScenarioReader::Result r
        = ScenarioReader::read(QJsonDocument(o).toJson(), fileName, scenariotest::vocabulary());
    QVERIFY2(r.ok(), qPrintable(r.error));
    Scenario expected = scenariotest::lecture();
    expected.model = {};
    QVERIFY(r.scenario == expected);
    // A file instead of a sample, read back as written.
    const QByteArray file = withModel(
        QJsonObject { { QStringLiteral("file"), QStringLiteral("/srv/class/config.json") },
                      { QStringLiteral("context"), 2147483648.0 } });
    const ScenarioReader::Result f
        = ScenarioReader::read(file, fileName, scenariotest::vocabulary());
    QVERIFY2(f.ok(), qPrintable(f.error));
    QCOMPARE(f.scenario.model.file, QStringLiteral("/srv/class/config.json"));
    QVERIFY(f.scenario.model.sample.isEmpty());
    QCOMPARE(f.scenario.model.context, qint64(1) << 31);
}

// A config.json in the scenario's folder (or under it) is saved relative to it and read back from
// wherever the scenario is; one elsewhere keeps its full path; a relative path written by hand is
// taken from the scenario's folder.
void TestScenarioReader::modelFileBesideTheScenario()
{
    QTemporaryDir first;
    QTemporaryDir second;
    QVERIFY(first.isValid() && second.isValid());
    Scenario scenario = scenariotest::lecture();
    scenario.model = { QString(), first.filePath(QStringLiteral("models/config.json")), 4096 };
    const QString saved = first.filePath(QStringLiteral("class.pewscenario"));
    QVERIFY(ScenarioWriter::save(scenario, saved).isEmpty());
    QFile written(saved);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(written.readAll()).object();
    QCOMPARE(
        json.value(QStringLiteral("model")).toObject().value(QStringLiteral("file")).toString(),
        QStringLiteral("models/config.json"));
    written.close();
    const ScenarioReader::Result here = ScenarioReader::readFile(saved, scenariotest::vocabulary());
    QVERIFY2(here.ok(), qPrintable(here.error));
    QCOMPARE(here.scenario.model.file, first.filePath(QStringLiteral("models/config.json")));
    QVERIFY(here.scenario == scenario);
    // The folder copied elsewhere: the model is looked for beside the copy.
    const QString copied = second.filePath(QStringLiteral("class.pewscenario"));
    QVERIFY(QFile::copy(saved, copied));
    const ScenarioReader::Result there
        = ScenarioReader::readFile(copied, scenariotest::vocabulary());
    QVERIFY2(there.ok(), qPrintable(there.error));
    QCOMPARE(there.scenario.model.file, second.filePath(QStringLiteral("models/config.json")));
    // A model outside the scenario's folder keeps its whole path.
    scenario.model.file = second.filePath(QStringLiteral("config.json"));
    QVERIFY(ScenarioWriter::save(scenario, saved).isEmpty());
    const ScenarioReader::Result outside
        = ScenarioReader::readFile(saved, scenariotest::vocabulary());
    QVERIFY2(outside.ok(), qPrintable(outside.error));
    QCOMPARE(outside.scenario.model.file, second.filePath(QStringLiteral("config.json")));
    // Written by hand, a path up from the scenario's folder.
    const QByteArray byHand = withModel(
        QJsonObject { { QStringLiteral("file"), QStringLiteral("../shared/./config.json") },
                      { QStringLiteral("context"), 4096 } });
    const QString handFile = first.filePath(QStringLiteral("sub/hand.pewscenario"));
    QVERIFY(QDir().mkpath(first.filePath(QStringLiteral("sub"))));
    QFile hand(handFile);
    QVERIFY(hand.open(QIODevice::WriteOnly));
    hand.write(byHand);
    hand.close();
    const ScenarioReader::Result fromHand
        = ScenarioReader::readFile(handFile, scenariotest::vocabulary());
    QVERIFY2(fromHand.ok(), qPrintable(fromHand.error));
    QCOMPARE(fromHand.scenario.model.file, first.filePath(QStringLiteral("shared/config.json")));
}

void TestScenarioReader::readFileNamesTheFile()
{
    QTemporaryDir dir;
    const QString missing = dir.filePath(QStringLiteral("gone.pewscenario"));
    const ScenarioReader::Result r = ScenarioReader::readFile(missing, scenariotest::vocabulary());
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QStringLiteral("gone.pewscenario")), qPrintable(r.error));
    const QString saved = dir.filePath(QStringLiteral("ok.pewscenario"));
    QVERIFY(ScenarioWriter::save(scenariotest::lecture(), saved).isEmpty());
    const ScenarioReader::Result back = ScenarioReader::readFile(saved, scenariotest::vocabulary());
    QVERIFY2(back.ok(), qPrintable(back.error));
    QVERIFY(back.scenario == scenariotest::lecture());
}

void TestScenarioReader::hugeFileIsNotRead()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(QStringLiteral("huge.pewscenario"));
    QFile file(name);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(64 * Scenario::maxFileSize));
    file.close();
    const ScenarioReader::Result r = ScenarioReader::readFile(name, scenariotest::vocabulary());
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(QStringLiteral("67108864"))
                 && r.error.contains(QStringLiteral("1048576")),
             qPrintable(r.error));
}

// Past 2^53 a double cannot hold every whole number: the number as written decides.
void TestScenarioReader::wholeNumbersAreReadExactly()
{
    const QByteArray valid = ScenarioWriter::toJson(scenariotest::lecture());
    const auto withQ = [&valid](const QByteArray &q) {
        QByteArray bytes = valid;
        bytes.replace("\"q\": 6,", QByteArray("\"q\": " + q + ','));
        return ScenarioReader::read(bytes, fileName, scenariotest::vocabulary());
    };
    const ScenarioReader::Result largest = withQ("9007199254740992");
    QVERIFY2(largest.ok(), qPrintable(largest.error));
    QCOMPARE(largest.scenario.parameters.positionQ, qint64(9007199254740992LL));
    QCOMPARE(withQ("6.000").scenario.parameters.positionQ, qint64(6));
    QCOMPARE(withQ("6e0").scenario.parameters.positionQ, qint64(6));
    // Named as written, not as the double it would round to (9007199254741000).
    const ScenarioReader::Result past = withQ("9007199254740999");
    QVERIFY(!past.ok());
    QVERIFY2(past.error.contains(QStringLiteral("9007199254740999")), qPrintable(past.error));
    QVERIFY2(!past.error.contains(QStringLiteral("9007199254741000")), qPrintable(past.error));
    const ScenarioReader::Result huge = withQ("99999999999999999999");
    QVERIFY(!huge.ok());
    QVERIFY2(huge.error.contains(QStringLiteral("99999999999999999999")), qPrintable(huge.error));
}

void TestScenarioReader::noteLengthCountsWhatTheReaderSees()
{
    // An emoji is two UTF-16 units and one character to the reader.
    const QString emoji = QString::fromUtf8("\xf0\x9f\x98\x80");
    QString note;
    for (int k = 0; k < Scenario::maxNoteLength; ++k)
        note += emoji;
    const ScenarioReader::Result full
        = ScenarioReader::read(edited("note", note), fileName, scenariotest::vocabulary());
    QVERIFY2(full.ok(), qPrintable(full.error));
    QCOMPARE(full.scenario.note, note);
    const ScenarioReader::Result over = ScenarioReader::read(edited("note", QString(note + emoji)),
                                                             fileName, scenariotest::vocabulary());
    QVERIFY(!over.ok());
    QVERIFY2(over.error.contains(QStringLiteral("2001 characters")), qPrintable(over.error));
}

// Found by fuzz_scenarioreader's property (tests/fuzz/corpus/scenarioreader/dotted-key-alias):
// the literal of an unknown top-level key "parameters.q" was filed under the path of
// parameters.q and read as q (7 instead of the file's 3).
void TestScenarioReader::aDottedKeyIsNotTheField()
{
    QJsonObject o = sampleObject();
    const qint64 q
        = o.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("q")).toInteger();
    QVERIFY(q != 7);
    QByteArray json = QJsonDocument(o).toJson(QJsonDocument::Compact);
    for (const QByteArray &text :
         { QByteArray(QByteArray("{\"parameters.q\":7,") + json.mid(1)),
           QByteArray(json.chopped(1) + QByteArray(",\"parameters.q\":7}")) }) {
        const ScenarioReader::Result r
            = ScenarioReader::read(text, fileName, scenariotest::vocabulary());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.scenario.parameters.positionQ, q);
        QCOMPARE(r.notes.size(), 1); // the unknown field, skipped
        QVERIFY2(r.notes.first().contains(QStringLiteral("parameters.q")),
                 qPrintable(r.notes.first()));
    }
}

QTEST_GUILESS_MAIN(TestScenarioReader)
#include "tst_scenarioreader.moc"
