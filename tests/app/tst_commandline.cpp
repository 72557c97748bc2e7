// SPDX-License-Identifier: GPL-3.0-or-later
// The pe-workbench reports, run as a process: every format of --compare, --table and --shift
// against the seed figures. Rejected input, --help and --version: tst_commandlinerejects.cpp.
#include "tests/commandlinerun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <utility>

namespace {

using Run = pe::CommandLineRun;

Run runTool(const QStringList &arguments, const QString &locale = QStringLiteral("C.UTF-8"))
{
    return pe::CommandLineRun::start(arguments, locale);
}

QList<double> numbers(const QJsonValue &value)
{
    QList<double> list;
    for (const QJsonValue &v : value.toArray())
        list.append(v.toDouble(std::nan("")));
    return list;
}

constexpr double seedTolerance = 1e-6;

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void compareJson_data();
    void compareJson();
    void comparePeriods_data();
    void comparePeriods();
    void compareText_data();
    void compareText();
    void largestBase();
    void baseBeyondLargestRefused();
    void shiftJson_data();
    void shiftJson();
    void shiftText();
    void tableCsv_data();
    void tableCsv();
    void tableJson();
};

void TestCommandLine::compareJson_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("enabled");
    QTest::addColumn<QString>("layout");
    QTest::addColumn<double>("norm");
    QTest::addColumn<QList<double>>("distances"); // pairs 0 and 1
    QTest::addColumn<QList<int>>("columns"); // where sin0, cos0, sin1, cos1 sit
    QTest::addColumn<QList<double>>("peQ"); // PE(q) at those columns

    const QList<int> interleaved { 0, 1, 2, 3 };
    const QList<double> pe3 { 0.141120, -0.989992, 0.295520, 0.955336 };
    QTest::addRow("0,3") << QStringList { "--compare", "0,3" } << true << "interleaved" << 2.017479
                         << QList<double> { 1.994990, 0.298876 } << interleaved << pe3;
    QTest::addRow("0,6") << QStringList { "--compare", "0,6" } << true << "interleaved" << 0.657741
                         << QList<double> { 0.282240, 0.591040 } << interleaved
                         << QList<double> { -0.279415, 0.960170, 0.564642, 0.825336 };
    QTest::addRow("off") << QStringList { "--compare", "0,3", "--off" } << false << "interleaved"
                         << 0.0 << QList<double> { 1.994990, 0.298876 } << interleaved << pe3;
    QTest::addRow("concatenated") << QStringList { "--compare", "0,3", "--layout", "concatenated" }
                                  << true << "concatenated" << 2.017479
                                  << QList<double> { 1.994990, 0.298876 }
                                  << QList<int> { 0, 4, 1, 5 } << pe3;
}

void TestCommandLine::compareJson()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, enabled);
    QFETCH(QString, layout);
    QFETCH(double, norm);
    QFETCH(QList<double>, distances);
    QFETCH(QList<int>, columns);
    QFETCH(QList<double>, peQ);

    const QJsonObject json = Run::json(arguments + QStringList { "--format", "json" });
    QCOMPARE(json.value("dim").toInt(), 8);
    QCOMPARE(json.value("base").toDouble(), 10000.0);
    QCOMPARE(json.value("layout").toString(), layout);
    QCOMPARE(json.value("enabled").toBool(!enabled), enabled);
    QCOMPARE(numbers(json.value("positions")).size(), 2);
    QCOMPARE(numbers(json.value("positions")).at(0), 0.0);
    QVERIFY(qAbs(json.value("norm").toDouble(-1) - norm) < seedTolerance);

    const QList<double> pP = numbers(json.value("pe_p"));
    const QList<double> pQ = numbers(json.value("pe_q"));
    const QList<double> difference = numbers(json.value("difference"));
    QCOMPARE(pQ.size(), 8);
    QCOMPARE(difference.size(), 8);
    for (int k = 0; k < columns.size(); ++k)
        QVERIFY2(qAbs(pQ.at(columns.at(k)) - peQ.at(k)) < seedTolerance,
                 qPrintable(QString::number(k)));
    for (int k = 0; k < 8; ++k) // PE(0) is (0, 1) in every pair; off: the difference is zero
        QCOMPARE(difference.at(k), enabled ? pQ.at(k) - pP.at(k) : 0.0);

    const QJsonArray pairs = json.value("pairs").toArray();
    QCOMPARE(pairs.size(), 4);
    const double denominators[] = { 1, 10, 100, 1000 };
    for (int i = 0; i < 4; ++i) {
        const QJsonObject pair = pairs.at(i).toObject();
        QCOMPARE(pair.value("index").toInt(-1), i);
        QVERIFY(qAbs(pair.value("denominator").toDouble() - denominators[i]) < seedTolerance);
        QVERIFY(qAbs(pair.value("angle_q").toDouble() * denominators[i]
                     - numbers(json.value("positions")).at(1))
                < seedTolerance);
        QVERIFY(pair.contains("period") && pair.contains("angle_p"));
        if (i < distances.size())
            QVERIFY(qAbs(pair.value("distance").toDouble() - distances.at(i)) < seedTolerance);
    }
}

void TestCommandLine::comparePeriods_data()
{
    QTest::addColumn<int>("pair");
    QTest::addColumn<double>("period");
    QTest::addRow("i = 0") << 0 << 6.283185;
    QTest::addRow("i = 32") << 32 << 628.318531;
    QTest::addRow("i = 63") << 63 << 54410.143131;
}

void TestCommandLine::comparePeriods()
{
    QFETCH(int, pair);
    QFETCH(double, period);
    const QJsonObject json = Run::json({ "--compare", "0,3", "--dim", "128", "--format", "json" });
    const QJsonArray pairs = json.value("pairs").toArray();
    QCOMPARE(pairs.size(), 64);
    QVERIFY(qAbs(pairs.at(pair).toObject().value("period").toDouble() - period) < seedTolerance);
}

void TestCommandLine::compareText_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("expected");
    QTest::addRow("on") << QStringList { "--compare", "0,3" }
                        << QStringList { "0.141120", "-0.989992", "0.295520", "0.955336",
                                         "‖PE(3) − PE(0)‖ = 2.017479" };
    QTest::addRow("off") << QStringList { "--compare", "0,3", "--off" }
                         << QStringList { "0.141120", "= 0.000000", "2.017479" };
    // The layout as the window names it, with the option value in brackets.
    QTest::addRow("en layout") << QStringList { "--compare", "0,3", "--layout", "concatenated" }
                               << QStringList { "layout: concatenated\n" };
    QTest::addRow("ja layout") << QStringList { "--compare", "0,3", "--language", "ja" }
                               << QStringList { "配置：交互（interleaved）", "2.017479" };
    QTest::addRow("zh_TW layout") << QStringList { "--compare",    "0,3",        "--layout",
                                                   "concatenated", "--language", "zh_TW" }
                                  << QStringList { "排列方式：串接（concatenated）" };
    QTest::addRow("zh_CN layout") << QStringList { "--compare",    "0,3",        "--layout",
                                                   "concatenated", "--language", "zh_CN" }
                                  << QStringList { "排列方式：拼接（concatenated）", "2.017479" };
}

void TestCommandLine::compareText()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, expected);
    // LC_ALL=C: the report must be UTF-8 whatever the locale says.
    const Run run = runTool(arguments, QStringLiteral("C"));
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QString text = QString::fromUtf8(run.out);
    for (const QString &piece : expected)
        QVERIFY2(text.contains(piece), qPrintable(piece));
    QVERIFY(!text.contains("-0.000000"));
}

void TestCommandLine::largestBase()
{
    // At the largest base every period 2π·base^(2i/d) is a finite number, in JSON and in text
    // (at base 1.7e308 they overflowed: "period": null, "inf" in the text).
    const QJsonObject json
        = Run::json({ "--compare", "0,3", "--dim", "1024", "--base", "1e12", "--format", "json" });
    const QJsonArray pairs = json.value("pairs").toArray();
    QCOMPARE(pairs.size(), 512);
    const double twoPi = 2 * std::acos(-1.0);
    for (int i : { 0, 1, 255, 511 }) {
        const QJsonValue period = pairs.at(i).toObject().value("period");
        QVERIFY(period.isDouble());
        const double expected = twoPi * std::pow(1e12, 2.0 * i / 1024.0);
        QVERIFY2(std::abs(period.toDouble() - expected) <= 1e-12 * expected,
                 qPrintable(QString::number(period.toDouble(), 'g', 17)));
    }
    const Run text = runTool({ "--compare", "0,3", "--dim", "1024", "--base", "1e12" });
    QCOMPARE(text.exitCode, 0);
    QVERIFY(!text.out.contains("inf") && !text.out.contains("nan"));
    QVERIFY(text.out.contains("5953088903486.4")); // 2π·10^(12·1022/1024), the last period
}

void TestCommandLine::baseBeyondLargestRefused()
{
    const Run run
        = runTool({ "--compare", "0,3", "--dim", "1024", "--base", "1.7e308", "--format", "json" });
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err,
             QByteArray("pe-workbench: --base: 1.7e308 is out of range; the base must be a number "
                        "greater than 1 and at most 10^12.\n"));
}

void TestCommandLine::shiftJson_data()
{
    QTest::addColumn<int>("shift");
    QTest::addColumn<int>("from");
    QTest::addRow("P1 -> P4") << 3 << 1;
    QTest::addRow("P11 -> P14") << 3 << 11;
    QTest::addRow("P101 -> P104") << 3 << 101;
    QTest::addRow("P4 -> P1") << -3 << 4;
}

void TestCommandLine::shiftJson()
{
    QFETCH(int, shift);
    QFETCH(int, from);
    const QJsonObject json
        = Run::json({ "--shift", QString::number(shift), "--from", QString::number(from), "--dim",
                      "128", "--format", "json" });
    QCOMPARE(json.value("dim").toInt(), 128);
    QCOMPARE(json.value("shift").toInt(), shift);
    QCOMPARE(json.value("from").toInt(), from);
    QVERIFY(json.value("residual").isDouble());
    QVERIFY(json.value("residual").toDouble() < 1e-12);
    const QJsonArray blocks = json.value("blocks").toArray();
    QCOMPARE(blocks.size(), 64);
    // Pair 0 (denominator 1) turns by R radians: [[cos R, sin R], [-sin R, cos R]].
    const QJsonArray first = blocks.at(0).toArray();
    const QList<double> row0 = numbers(first.at(0));
    const QList<double> row1 = numbers(first.at(1));
    const double sign = shift < 0 ? -1 : 1;
    QVERIFY(qAbs(row0.at(0) - -0.989992) < seedTolerance);
    QVERIFY(qAbs(row0.at(1) - sign * 0.141120) < seedTolerance);
    QVERIFY(qAbs(row1.at(0) + sign * 0.141120) < seedTolerance);
    QVERIFY(qAbs(row1.at(1) - -0.989992) < seedTolerance);
}

void TestCommandLine::shiftText()
{
    const Run run = runTool({ "--shift", "3", "--from", "1" });
    QCOMPARE(run.exitCode, 0);
    const QString text = QString::fromUtf8(run.out);
    for (const char *piece :
         { "PE(1)", "M_3 · PE(1)", "PE(4)", "-0.989992", "0.141120", "-0.756802", "Residual" })
        QVERIFY2(text.contains(QString::fromUtf8(piece)), piece);
}

void TestCommandLine::tableCsv_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("dim");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QList<int>>("columns"); // where sin0, cos0, sin1, cos1 sit
    QTest::addRow("default") << QStringList {} << 8 << 0 << 50 << QList<int> { 0, 1, 2, 3 };
    QTest::addRow("50") << QStringList { "--positions", "50" } << 8 << 0 << 50
                        << QList<int> { 0, 1, 2, 3 };
    QTest::addRow("10-19") << QStringList { "--positions", "10-19" } << 8 << 10 << 10
                           << QList<int> { 0, 1, 2, 3 };
    QTest::addRow("concatenated") << QStringList { "--layout", "concatenated" } << 8 << 0 << 50
                                  << QList<int> { 0, 4, 1, 5 };
    // 5100 rows: more than one chunk of 4096
    QTest::addRow("d=16, chunks") << QStringList { "--dim", "16", "--positions", "4000-9099" } << 16
                                  << 4000 << 5100 << QList<int> { 0, 1, 2, 3 };
}

void TestCommandLine::tableCsv()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, dim);
    QFETCH(int, first);
    QFETCH(int, rows);
    QFETCH(QList<int>, columns);

    const Run run = runTool(QStringList { "--table" } + arguments);
    QCOMPARE(run.exitCode, 0);
    QList<QByteArray> lines = run.out.split('\n');
    QCOMPARE(lines.takeLast(), QByteArray()); // ends with a newline
    QCOMPARE(lines.size(), rows + 1);
    QByteArray header = "position";
    for (int k = 0; k < dim; ++k)
        header += ",d" + QByteArray::number(k);
    QCOMPARE(lines.at(0), header);
    QList<int> sampled { rows - 1 };
    for (int r = 0; r < rows; ++r) {
        if (r < 60 || (r >= 4094 && r <= 4098))
            sampled.append(r);
    }
    for (const int r : std::as_const(sampled)) {
        const QList<QByteArray> fields = lines.at(r + 1).split(',');
        QCOMPARE(fields.size(), dim + 1);
        const double p = first + r;
        QCOMPARE(fields.at(0).toLongLong(), qint64(p));
        const double denominator1 = std::pow(10000.0, 2.0 / dim);
        const double expected[]
            = { std::sin(p), std::cos(p), std::sin(p / denominator1), std::cos(p / denominator1) };
        for (int k = 0; k < 4; ++k) {
            const QByteArray field = fields.at(columns.at(k) + 1);
            QVERIFY2(qAbs(field.toDouble() - expected[k]) < 1e-12, field.constData());
            // round-trippable: 17 significant digits print the same double back
            QCOMPARE(QByteArray::number(field.toDouble(), 'g', 17).toDouble(), field.toDouble());
        }
        if (p == 3) {
            QVERIFY(qAbs(fields.at(columns.at(0) + 1).toDouble() - 0.141120) < seedTolerance);
            QVERIFY(qAbs(fields.at(columns.at(1) + 1).toDouble() - -0.989992) < seedTolerance);
        }
    }
}

void TestCommandLine::tableJson()
{
    const QJsonObject json
        = Run::json({ "--table", "--dim", "4", "--positions", "10-19", "--format", "json" });
    QCOMPARE(json.value("dim").toInt(), 4);
    QCOMPARE(json.value("base").toDouble(), 10000.0);
    QCOMPARE(json.value("layout").toString(), QStringLiteral("interleaved"));
    const QList<double> positions = numbers(json.value("positions"));
    QCOMPARE(positions.size(), 10);
    QCOMPARE(positions.first(), 10.0);
    QCOMPARE(positions.last(), 19.0);
    const QJsonArray values = json.value("values").toArray();
    QCOMPARE(values.size(), 10);
    for (int r = 0; r < 10; ++r) {
        const QList<double> row = numbers(values.at(r));
        QCOMPARE(row.size(), 4);
        QVERIFY(qAbs(row.at(0) - std::sin(10.0 + r)) < 1e-12);
        QVERIFY(qAbs(row.at(3) - std::cos((10.0 + r) / 100.0)) < 1e-12);
    }
}

QTEST_GUILESS_MAIN(TestCommandLine)

#include "tst_commandline.moc"
