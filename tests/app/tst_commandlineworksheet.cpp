// SPDX-License-Identifier: GPL-3.0-or-later
// --worksheet through the real executable: the JSON handout of every lesson, and every language.
#include "tests/commandlinerun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace pe;

class TestCommandLineWorksheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void worksheetJson_data();
    void worksheetJson();
    void worksheetLanguages_data();
    void worksheetLanguages();
};

void TestCommandLineWorksheet::worksheetJson_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<double>("norm");
    QTest::addRow("q=3") << 3 << 2.017479;
    QTest::addRow("q=6") << 6 << 0.657741;
}

void TestCommandLineWorksheet::worksheetJson()
{
    QFETCH(int, q);
    QFETCH(double, norm);
    const CommandLineRun run = CommandLineRun::start(
        { QStringLiteral("--worksheet"), QStringLiteral("workbench"), QStringLiteral("--format"),
          QStringLiteral("json"), QStringLiteral("--compare-position"), QString::number(q) });
    QCOMPARE(run.exitCode, 0);
    QJsonParseError error;
    const QJsonObject doc = QJsonDocument::fromJson(run.out, &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(doc.value(QStringLiteral("lesson")).toString(), QStringLiteral("workbench"));
    QCOMPARE(doc.value(QStringLiteral("compare_position")).toInt(), q);
    const QJsonArray steps = doc.value(QStringLiteral("steps")).toArray();
    QVERIFY(steps.size() >= 8);
    QJsonObject difference;
    for (const QJsonValue &step : steps)
        if (step.toObject().value(QStringLiteral("id")).toString() == QLatin1String("difference"))
            difference = step.toObject().value(QStringLiteral("values")).toObject();
    QVERIFY(!difference.isEmpty());
    double sum = 0;
    for (int k = 0; k < 8; ++k) {
        const double v = difference.value(QStringLiteral("diff_%1").arg(k)).toDouble();
        sum += v * v;
    }
    QVERIFY(qAbs(std::sqrt(sum) - norm) < 1e-6);
}

void TestCommandLineWorksheet::worksheetLanguages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("absent");
    // Steps are numbered from 1: the workbench lesson's 16 steps end at "Step 16".
    QTest::addRow("en") << "en"
                        << "Step 16. "
                        << "ステップ";
    QTest::addRow("ja") << "ja"
                        << "ステップ 16　"
                        << "Step 16";
    QTest::addRow("zh_TW") << "zh_TW"
                           << "步驟 16　"
                           << "ステップ";
}

void TestCommandLineWorksheet::worksheetLanguages()
{
    QFETCH(QString, language);
    QFETCH(QString, expected);
    QFETCH(QString, absent);
    const CommandLineRun run
        = CommandLineRun::start({ QStringLiteral("--worksheet"), QStringLiteral("workbench"),
                                  QStringLiteral("--language"), language });
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.contains(expected), qPrintable(text.left(400)));
    QVERIFY(!text.contains(absent));
    QVERIFY(text.contains(QStringLiteral("2.017479")));
}

QTEST_MAIN(TestCommandLineWorksheet)
#include "tst_commandlineworksheet.moc"
