// SPDX-License-Identifier: GPL-3.0-or-later
// Scenarios round-trip exactly: save → open → save gives the same bytes, and what is opened equals
// what was saved, for the sample and for random scenarios (fractional bases and zooms, notes with
// quotes, newlines and CJK); the model's parameters go into a scenario and back; a failed save
// names the file and leaves the old one.
#include "core/model/positionalencodingmodel.h"
#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"
#include "tests/core/scenarios/scenariosample.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace pe;

class TestScenarioWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void documentedOrder();
    void sameBytesAgain();
    void randomScenariosRoundTrip();
    void modelParametersRoundTrip();
    void failedSaveKeepsTheOldFile();
};

void TestScenarioWriter::documentedOrder()
{
    const QByteArray json = ScenarioWriter::toJson(scenariotest::lecture());
    QVERIFY(json.startsWith("{\n  \"format\": \"pe-workbench-scenario\",\n  \"version\": 1,\n"));
    QVERIFY(json.endsWith("\"presenter\": true\n}\n"));
    // Valid JSON, and the note escaped (quotes, newline) but CJK written as UTF-8.
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(document.object().value(QStringLiteral("note")).toString(),
             scenariotest::lecture().note);
    QVERIFY(json.contains("\\\"relative\\\" position.\\nLook"));
    QVERIFY(json.contains(QStringLiteral("你打我").toUtf8()));
    QVERIFY(json.contains("\"dimensions\": [0, 1, 10]"));
    QVERIFY(json.contains("\"base\": 10000,"));
}

void TestScenarioWriter::sameBytesAgain()
{
    const QByteArray first = ScenarioWriter::toJson(scenariotest::lecture());
    const ScenarioReader::Result r
        = ScenarioReader::read(first, QStringLiteral("a"), scenariotest::vocabulary());
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(ScenarioWriter::toJson(r.scenario), first);
}

void TestScenarioWriter::randomScenariosRoundTrip()
{
    std::mt19937_64 random(20261201);
    const auto uniform = [&random](double lo, double hi) {
        return std::uniform_real_distribution<double>(lo, hi)(random);
    };
    const auto integer = [&random](qint64 lo, qint64 hi) {
        return std::uniform_int_distribution<qint64>(lo, hi)(random);
    };
    const QStringList notes { QString(), QStringLiteral("x"), QStringLiteral("a \"b\"\n\\c\td"),
                              QStringLiteral("位置編碼と位置符號"), QStringLiteral("\u0001 bell") };
    const ScenarioReader::Vocabulary words = scenariotest::vocabulary();
    for (int k = 0; k < 500; ++k) {
        Scenario s;
        s.parameters.dimension = 2 * static_cast<int>(integer(1, 32768));
        s.parameters.base = k % 3 == 0 ? 10000 : uniform(1.0000001, 1e12);
        s.parameters.positionCount = static_cast<int>(integer(1, 1000000));
        s.parameters.positionP = integer(0, qint64(1) << 53);
        s.parameters.positionQ = integer(0, 1000);
        s.parameters.encodingEnabled = k % 2 == 0;
        s.parameters.layout = k % 5 == 0 ? Layout::Concatenated : Layout::Interleaved;
        for (int j = 0; j < k % 6; ++j)
            s.parameters.shownDimensions.append(
                static_cast<int>(integer(0, s.parameters.dimension - 1)));
        std::sort(s.parameters.shownDimensions.begin(), s.parameters.shownDimensions.end());
        s.parameters.shownDimensions.erase(
            std::unique(s.parameters.shownDimensions.begin(), s.parameters.shownDimensions.end()),
            s.parameters.shownDimensions.end());
        s.parameters.pickedDimension = static_cast<int>(integer(0, s.parameters.dimension - 1));
        s.visibleViews = words.views.mid(0, 1 + k % words.views.size());
        s.currentView = s.visibleViews.last();
        s.palette = words.palettes.at(k % words.palettes.size());
        const double count = s.parameters.positionCount;
        const double d = s.parameters.dimension;
        s.viewport.firstPosition = uniform(0, count / 2);
        s.viewport.positionSpan = uniform(1e-3, count / 2);
        s.viewport.firstDimension = uniform(0, d / 2);
        s.viewport.dimensionSpan = uniform(1e-3, d / 2);
        if (k % 4 == 0)
            s.lesson = { QStringLiteral("why-waves"), static_cast<int>(integer(0, 7)),
                         static_cast<int>(integer(1, 100000)) };
        s.presenter = k % 7 == 0;
        s.note = notes.at(k % notes.size());

        const QByteArray bytes = ScenarioWriter::toJson(s);
        const ScenarioReader::Result r = ScenarioReader::read(bytes, QStringLiteral("r"), words);
        QVERIFY2(r.ok(), qPrintable(QString::number(k) + QLatin1Char(' ') + r.error));
        QVERIFY2(r.scenario == s, qPrintable(QString::fromUtf8(bytes)));
        QCOMPARE(ScenarioWriter::toJson(r.scenario), bytes);
    }
}

void TestScenarioWriter::modelParametersRoundTrip()
{
    PositionalEncodingModel model;
    const ScenarioParameters lecture = scenariotest::lecture().parameters;
    lecture.applyTo(model);
    QCOMPARE(model.dimension(), 128);
    QCOMPARE(model.positionQ(), 6);
    QCOMPARE(model.shownDimensions(), QList<int>({ 0, 1, 10 }));
    QCOMPARE(model.pickedDimension(), 10);
    QVERIFY(ScenarioParameters::of(model) == lecture);
    // Applied over a model with other values, everything is replaced (d first: dimension 100 is
    // only valid once d = 128).
    PositionalEncodingModel other;
    other.setDimension(2);
    other.setEncodingEnabled(false);
    other.setComponentLayout(Layout::Concatenated);
    lecture.applyTo(other);
    QVERIFY(ScenarioParameters::of(other) == lecture);
}

void TestScenarioWriter::failedSaveKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString name = dir.filePath(QStringLiteral("keep.pewscenario"));
    QVERIFY(ScenarioWriter::save(scenariotest::lecture(), name).isEmpty());
    QFile file(name);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();
    QCOMPARE(before, ScenarioWriter::toJson(scenariotest::lecture()));
    const QString blocked = dir.filePath(QStringLiteral("no/such/dir/x.pewscenario"));
    const QString error = ScenarioWriter::save(scenariotest::lecture(), blocked);
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(QStringLiteral("x.pewscenario")), qPrintable(error));
    QVERIFY(!QFile::exists(blocked));
}

QTEST_GUILESS_MAIN(TestScenarioWriter)
#include "tst_scenariowriter.moc"
