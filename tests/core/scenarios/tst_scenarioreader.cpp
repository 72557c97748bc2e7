// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario reader: the sample file read whole; the lesson and the model optional; a model file
// found beside the scenario; whole numbers read exactly; a huge file not read; fields a later
// version may add skipped with a note; a dotted key never taken for the field; the note's length
// counted as the reader sees it (the refusals: tst_scenarioreaderrejects).
#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"
#include "tests/core/scenarios/scenariosample.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace pe;

using namespace pe::scenariotest;

using Needles = QStringList;
Q_DECLARE_METATYPE(Needles)

class TestScenarioReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheSample();
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
    const ScenarioReader::Result r
        = ScenarioReader::read(ScenarioWriter::toJson(scenariotest::lecture()), sampleFileName,
                               scenariotest::vocabulary());
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.notes.isEmpty());
    QVERIFY(r.scenario == scenariotest::lecture());
    QCOMPARE(r.scenario.parameters.shownDimensions, QList<int>({ 0, 1, 10 }));
    QCOMPARE(r.scenario.lesson.step, 5);
}

void TestScenarioReader::laterFieldsAreNoted()
{
    QJsonObject o = sampleObject();
    o.insert(QStringLiteral("soundtrack"), QStringLiteral("on"));
    edit(o, { QStringLiteral("parameters"), QStringLiteral("temperature") }, 0.7);
    const ScenarioReader::Result r = ScenarioReader::read(QJsonDocument(o).toJson(), sampleFileName,
                                                          scenariotest::vocabulary());
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
    const ScenarioReader::Result r = ScenarioReader::read(QJsonDocument(o).toJson(), sampleFileName,
                                                          scenariotest::vocabulary());
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
    const ScenarioReader::Result r = ScenarioReader::read(QJsonDocument(o).toJson(), sampleFileName,
                                                          scenariotest::vocabulary());
    QVERIFY2(r.ok(), qPrintable(r.error));
    Scenario expected = scenariotest::lecture();
    expected.model = {};
    QVERIFY(r.scenario == expected);
    // A file instead of a sample, read back as written.
    const QByteArray file = withModel(
        QJsonObject { { QStringLiteral("file"), QStringLiteral("/srv/class/config.json") },
                      { QStringLiteral("context"), 2147483648.0 } });
    const ScenarioReader::Result f
        = ScenarioReader::read(file, sampleFileName, scenariotest::vocabulary());
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
        return ScenarioReader::read(bytes, sampleFileName, scenariotest::vocabulary());
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
        = ScenarioReader::read(edited("note", note), sampleFileName, scenariotest::vocabulary());
    QVERIFY2(full.ok(), qPrintable(full.error));
    QCOMPARE(full.scenario.note, note);
    const ScenarioReader::Result over = ScenarioReader::read(
        edited("note", QString(note + emoji)), sampleFileName, scenariotest::vocabulary());
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
            = ScenarioReader::read(text, sampleFileName, scenariotest::vocabulary());
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.scenario.parameters.positionQ, q);
        QCOMPARE(r.notes.size(), 1); // the unknown field, skipped
        QVERIFY2(r.notes.first().contains(QStringLiteral("parameters.q")),
                 qPrintable(r.notes.first()));
    }
}

QTEST_GUILESS_MAIN(TestScenarioReader)
#include "tst_scenarioreader.moc"
