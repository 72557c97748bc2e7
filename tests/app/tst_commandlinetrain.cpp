// SPDX-License-Identifier: GPL-3.0-or-later
// --train as a process: the JSON keys in the order, every number equal to a run of the
// core's Trainer here, the same seed and options giving byte-identical output (JSON and text),
// another seed other numbers, the defaults' promise (who-hits: sinusoid ≥ 95 % on the test,
// no positions exactly 0.5 on the order pairs), the text report in three languages.
// Refusals: tst_commandlinetrainrejects.cpp.
#include "core/training/trainer.h"
#include "tests/commandlinerun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

namespace {

using Run = pe::CommandLineRun;

QJsonObject parse(const QByteArray &raw)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(raw, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << "invalid JSON:" << error.errorString() << raw.left(200);
    return doc.object();
}

} // namespace

class TestCommandLineTrain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonMatchesTheCore_data();
    void jsonMatchesTheCore();
    void sameSeedSameBytes_data();
    void sameSeedSameBytes();
    void otherSeedOtherNumbers();
    void defaultsKeepThePromise();
    void textReport_data();
    void textReport();
    void helpNamesTheMode();
};

void TestCommandLineTrain::jsonMatchesTheCore_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("task");
    QTest::addColumn<QString>("scheme");
    QTest::addColumn<int>("dim");
    QTest::addColumn<int>("steps");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("trainLength");
    QTest::newRow("defaults") << QStringList { "--train", "who-hits", "--scheme", "sinusoidal" }
                              << "who-hits"
                              << "sinusoidal" << 16 << 400 << 1 << 8;
    QTest::newRow("which-first rope")
        << QStringList { "--train", "which-first", "--scheme", "rope",   "--dim",
                         "8",       "--steps",     "50",       "--seed", "3" }
        << "which-first"
        << "rope" << 8 << 50 << 3 << 8;
    QTest::newRow("longer learned")
        << QStringList { "--train", "longer",         "--scheme", "learned", "--steps",
                         "30",      "--train-length", "4",        "--dim",   "24" }
        << "longer"
        << "learned" << 24 << 30 << 1 << 4;
    QTest::newRow("none, one step")
        << QStringList { "--train", "who-hits", "--scheme", "none", "--steps", "1", "--seed", "0" }
        << "who-hits"
        << "none" << 16 << 1 << 0 << 8;
}

void TestCommandLineTrain::jsonMatchesTheCore()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, task);
    QFETCH(QString, scheme);
    QFETCH(int, dim);
    QFETCH(int, steps);
    QFETCH(int, seed);
    QFETCH(int, trainLength);
    const Run run = Run::start(arguments + QStringList { "--format", "json" });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    // The keys exactly, in the order.
    QStringList keys;
    for (const QByteArray &line : run.out.split('\n')) {
        const qsizetype quote = line.indexOf("\":");
        if (quote > 0)
            keys.append(
                QString::fromUtf8(line.mid(line.indexOf('"') + 1, quote - line.indexOf('"') - 1)));
    }
    QCOMPARE(keys,
             (QStringList { "task", "scheme", "dim", "steps", "seed", "loss", "train_accuracy",
                            "test_accuracy", "order_pairs_accuracy" }));
    const QJsonObject o = parse(run.out);
    QCOMPARE(o.value("task").toString(), task);
    QCOMPARE(o.value("scheme").toString(), scheme);
    QCOMPARE(o.value("dim").toInt(), dim);
    QCOMPARE(o.value("steps").toInt(), steps);
    QCOMPARE(o.value("seed").toInt(), seed);

    pe::TrainingSettings s;
    QVERIFY(pe::trainingTaskFromName(task.toUtf8().constData(), &s.task));
    QVERIFY(pe::PositionSchemes::fromName(scheme, &s.scheme));
    s.dimension = dim;
    s.steps = steps;
    s.seed = uint64_t(seed);
    s.trainLength = trainLength;
    pe::Trainer trainer(s);
    trainer.run();
    const QJsonArray loss = o.value("loss").toArray();
    QCOMPARE(std::size_t(loss.size()), trainer.log().size());
    for (qsizetype k = 0; k < loss.size(); ++k)
        QVERIFY(std::abs(loss.at(k).toDouble() - trainer.log()[std::size_t(k)].loss) < 1e-6);
    QVERIFY(std::abs(o.value("train_accuracy").toDouble() - trainer.log().back().trainAccuracy)
            < 1e-6);
    QVERIFY(std::abs(o.value("test_accuracy").toDouble() - trainer.log().back().testAccuracy)
            < 1e-6);
    QVERIFY(std::abs(o.value("order_pairs_accuracy").toDouble() - trainer.orderPairsAccuracy())
            < 1e-6);
}

void TestCommandLineTrain::sameSeedSameBytes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("json") << QStringList { "--train", "longer", "--scheme", "rope",     "--steps",
                                           "40",      "--seed", "7",        "--format", "json" };
    QTest::newRow("text") << QStringList { "--train", "who-hits", "--scheme", "learned" };
    QTest::newRow("text ja") << QStringList { "--train", "which-first", "--scheme",   "none",
                                              "--steps", "30",          "--language", "ja" };
}

void TestCommandLineTrain::sameSeedSameBytes()
{
    QFETCH(QStringList, arguments);
    const Run a = Run::start(arguments);
    const Run b = Run::start(arguments);
    QCOMPARE(a.exitCode, 0);
    QVERIFY(!a.out.isEmpty());
    QCOMPARE(a.out, b.out);
}

void TestCommandLineTrain::otherSeedOtherNumbers()
{
    const QStringList base
        = { "--train", "who-hits", "--scheme", "rope", "--steps", "20", "--format", "json" };
    const Run a = Run::start(base + QStringList { "--seed", "1" });
    const Run b = Run::start(base + QStringList { "--seed", "2" });
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(b.exitCode, 0);
    QVERIFY(parse(a.out).value("loss").toArray() != parse(b.out).value("loss").toArray());
}

void TestCommandLineTrain::defaultsKeepThePromise()
{
    const QJsonObject sinusoid = parse(
        Run::start({ "--train", "who-hits", "--scheme", "sinusoidal", "--format", "json" }).out);
    QVERIFY(sinusoid.value("test_accuracy").toDouble() >= 0.95);
    const QJsonObject none
        = parse(Run::start({ "--train", "who-hits", "--scheme", "none", "--format", "json" }).out);
    QCOMPARE(none.value("order_pairs_accuracy").toDouble(), 0.5);
}

void TestCommandLineTrain::textReport_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("en") << "en"
                        << QStringList { "Training lab: who-hits (who hits whom",
                                         "positions: none, the model sees the tokens as a bag.",
                                         "d = 16, 400 steps of Adam (batch 16, learning rate "
                                         "0.01), seed 1; 94 training and 32 test examples.",
                                         "step      loss  train accuracy  test accuracy",
                                         "Order-pairs accuracy 0.500000 on 16 pairs",
                                         "0.5 by construction" };
    QTest::newRow("ja") << "ja"
                        << QStringList { QString::fromUtf8("学習の実験：who-hits"),
                                         QString::fromUtf8("正解率は 0.500000 です"),
                                         QString::fromUtf8("要約 token の出力") };
    QTest::newRow("zh_TW") << "zh_TW"
                           << QStringList { QString::fromUtf8("訓練實驗：who-hits"),
                                            QString::fromUtf8("準確率為 0.500000"),
                                            QString::fromUtf8("摘要 Token 的輸出") };
}

void TestCommandLineTrain::textReport()
{
    QFETCH(QString, language);
    QFETCH(QStringList, expected);
    const Run run
        = Run::start({ "--train", "who-hits", "--scheme", "none", "--language", language });
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    for (const QString &part : expected)
        QVERIFY2(text.contains(part), qPrintable(part + QLatin1String("\n") + text));
    // One row per logged step: 0, 20, …, 400.
    QVERIFY(text.contains(QRegularExpression(QStringLiteral("\n +0  +2\\.\\d{6}  "))));
    QVERIFY(text.contains(QRegularExpression(QStringLiteral("\n +400  +0\\.\\d{6}  "))));
}

void TestCommandLineTrain::helpNamesTheMode()
{
    const Run run = Run::start({ "--help" });
    QCOMPARE(run.exitCode, 0);
    for (const char *usage :
         { "--train who-hits|which-first|longer", "none|sinusoidal|learned|rope", "[--steps N]",
           "--train TASK", "--scheme S", "--steps N", "--seed S" })
        QVERIFY2(run.out.contains(usage), usage);
}

QTEST_GUILESS_MAIN(TestCommandLineTrain)
#include "tst_commandlinetrain.moc"
