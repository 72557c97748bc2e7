// SPDX-License-Identifier: GPL-3.0-or-later
// --rope, --alibi, --profile and --context-scaling run as a process: the JSON keys in the
// documented order, every number against an independent computation here (complex rotations,
// the slopes written out, direct sums, hand values), CSV and text. Refusals:
// tst_commandlineschemerejects.cpp.
#include "tests/commandlinerun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <complex>

namespace {

using Run = pe::CommandLineRun;

QList<double> numbers(const QJsonValue &value)
{
    QList<double> list;
    for (const QJsonValue &v : value.toArray())
        list.append(v.toDouble(std::nan("")));
    return list;
}

// Pair i of a d-vector under the pairing, turned as a complex number by position·base^(−2i/d).
std::vector<double> rotated(const QList<double> &v, double position, double base, bool half)
{
    const int d = int(v.size());
    std::vector<double> out(v.begin(), v.end());
    for (int i = 0; i < d / 2; ++i) {
        const int a = half ? i : 2 * i;
        const int b = half ? i + d / 2 : 2 * i + 1;
        const std::complex<double> z = std::complex<double>(v[a], v[b])
            * std::polar(1.0, position * std::pow(base, -2.0 * i / d));
        out[std::size_t(a)] = z.real();
        out[std::size_t(b)] = z.imag();
    }
    return out;
}

constexpr double tolerance = 1e-12;

} // namespace

class TestCommandLineSchemes : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ropeJson_data();
    void ropeJson();
    void ropeDefaultsAndText();
    void alibiJson();
    void alibiText();
    void profileJson();
    void profileCsv();
    void contextScalingJson_data();
    void contextScalingJson();
    void contextScalingText();
};

void TestCommandLineSchemes::ropeJson_data()
{
    QTest::addColumn<QString>("pairing");
    QTest::newRow("interleaved") << QStringLiteral("interleaved");
    QTest::newRow("half") << QStringLiteral("half");
}

void TestCommandLineSchemes::ropeJson()
{
    QFETCH(QString, pairing);
    QByteArray raw;
    const QJsonObject o = Run::json({ "--rope", "3,7", "--dim", "6", "--base", "100", "--pairing",
                                      pairing, "--query", "1,-2,0.5,3,0,1.25", "--key",
                                      "0.5,1,-1,2,4,-0.75", "--format", "json" },
                                    &raw);
    QVERIFY(Run::keysInOrder(raw,
                             { "dim", "base", "pairing", "positions", "query", "key",
                               "query_rotated", "key_rotated", "score", "relative_score" }));
    QCOMPARE(o.value("dim").toInt(), 6);
    QCOMPARE(o.value("base").toDouble(), 100.0);
    QCOMPARE(o.value("pairing").toString(), pairing);
    QCOMPARE(numbers(o.value("positions")), QList<double>({ 3, 7 }));
    const QList<double> q = numbers(o.value("query"));
    const QList<double> k = numbers(o.value("key"));
    QCOMPARE(q, QList<double>({ 1, -2, 0.5, 3, 0, 1.25 }));
    const bool half = pairing == QLatin1String("half");
    const std::vector<double> rq = rotated(q, 3, 100, half);
    const std::vector<double> rk = rotated(k, 7, 100, half);
    const QList<double> gotQ = numbers(o.value("query_rotated"));
    const QList<double> gotK = numbers(o.value("key_rotated"));
    double score = 0;
    double relative = 0;
    const std::vector<double> shifted = rotated(k, 4, 100, half);
    for (int c = 0; c < 6; ++c) {
        QVERIFY(std::abs(gotQ[c] - rq[std::size_t(c)]) <= tolerance);
        QVERIFY(std::abs(gotK[c] - rk[std::size_t(c)]) <= tolerance);
        score += rq[std::size_t(c)] * rk[std::size_t(c)];
        relative += q[c] * shifted[std::size_t(c)];
    }
    QVERIFY(std::abs(o.value("score").toDouble() - score) <= tolerance);
    QVERIFY(std::abs(o.value("relative_score").toDouble() - relative) <= tolerance);
    QVERIFY(std::abs(o.value("score").toDouble() - o.value("relative_score").toDouble())
            <= tolerance);
}

void TestCommandLineSchemes::ropeDefaultsAndText()
{
    const QJsonObject o = Run::json({ "--rope", "0,5", "--format", "json" });
    QCOMPARE(o.value("dim").toInt(), 8);
    QCOMPARE(o.value("base").toDouble(), 10000.0);
    QCOMPARE(o.value("pairing").toString(), QStringLiteral("interleaved"));
    QCOMPARE(numbers(o.value("query")), QList<double>(8, 1.0));
    QCOMPARE(numbers(o.value("key")), QList<double>(8, 1.0));
    // All ones, m = 0: score = Σ_i (1, 1)·R_5 (1, 1) = Σ_i 2 cos(5 θᵢ).
    double expected = 0;
    for (int i = 0; i < 4; ++i)
        expected += 2 * std::cos(5 * std::pow(10.0, -i));
    QVERIFY(std::abs(o.value("score").toDouble() - expected) <= tolerance);

    const Run text = Run::start({ "--rope", "0,5" });
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.err.isEmpty());
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(
        out.contains(QStringLiteral("Score (Rₘ q)·(Rₙ k) = ") + QString::number(expected, 'f', 6)),
        qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("(n − m = 5)")));
}

void TestCommandLineSchemes::alibiJson()
{
    QByteArray raw;
    const QJsonObject o = Run::json({ "--alibi", "--heads", "12", "--format", "json" }, &raw);
    QVERIFY(Run::keysInOrder(raw, { "heads", "length", "slopes", "bias" }));
    QCOMPARE(o.value("heads").toInt(), 12);
    QCOMPARE(o.value("length").toInt(), 8); // the default
    const double r = std::sqrt(0.5);
    const QList<double> expected = { 0.5,       0.25,       0.125, 0.0625, 0.03125, 0.015625,
                                     0.0078125, 0.00390625, r,     r / 2,  r / 4,   r / 8 };
    const QList<double> slopes = numbers(o.value("slopes"));
    QCOMPARE(slopes.size(), 12);
    for (int h = 0; h < 12; ++h)
        QVERIFY(std::abs(slopes[h] - expected[h]) <= 1e-15);
    const QJsonArray bias = o.value("bias").toArray();
    QCOMPARE(bias.size(), 12);
    for (int h = 0; h < 12; ++h) {
        const QList<double> row = numbers(bias.at(h));
        QCOMPARE(row.size(), 8);
        for (int j = 0; j < 8; ++j)
            QVERIFY(std::abs(row[j] + expected[h] * (7 - j)) <= 1e-15);
    }
    const QJsonObject five
        = Run::json({ "--alibi", "--heads", "5", "--length", "3", "--format", "json" });
    QCOMPARE(numbers(five.value("slopes")),
             QList<double>({ 0.25, 0.0625, 0.015625, 0.00390625, 0.5 }));
    QCOMPARE(numbers(five.value("bias").toArray().at(4)), QList<double>({ -1, -0.5, 0 }));
}

void TestCommandLineSchemes::alibiText()
{
    const Run run = Run::start({ "--alibi", "--heads", "2", "--length", "3" });
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(QStringLiteral("ALiBi with 2 heads")), qPrintable(out));
    // Head 1 of 2: slope 2^(−4) = 0.0625; bias of query 2 for keys 0, 1, 2.
    QVERIFY2(out.contains(QStringLiteral("1  0.062500  -0.125000  -0.062500  0.000000")),
             qPrintable(out));
}

void TestCommandLineSchemes::profileJson()
{
    QByteArray raw;
    const QJsonObject sin = Run::json(
        { "--profile", "sinusoidal", "--dim", "16", "--distances", "40", "--format", "json" },
        &raw);
    QVERIFY(Run::keysInOrder(raw, { "scheme", "dim", "base", "distances", "values" }));
    QCOMPARE(sin.value("scheme").toString(), QStringLiteral("sinusoidal"));
    QCOMPARE(numbers(sin.value("distances")).size(), 40);
    const QList<double> values = numbers(sin.value("values"));
    QCOMPARE(values.size(), 40);
    for (int delta = 0; delta < 40; ++delta) {
        double sum = 0;
        for (int i = 0; i < 8; ++i)
            sum += std::cos(delta / std::pow(10000.0, 2.0 * i / 16));
        QVERIFY(std::abs(values[delta] - sum) <= tolerance);
    }

    const QJsonObject rope = Run::json({ "--profile", "rope", "--dim", "8", "--base", "100",
                                         "--distances", "30", "--format", "json" });
    const QList<double> bound = numbers(rope.value("values"));
    QCOMPARE(bound.size(), 30);
    for (int delta = 0; delta < 30; ++delta) {
        double total = 0;
        for (int j = 1; j <= 4; ++j) {
            std::complex<double> s = 0;
            for (int kk = 1; kk <= j; ++kk)
                s += std::polar(1.0, delta * std::pow(100.0, -2.0 * (kk - 1) / 8));
            total += std::abs(s);
        }
        QVERIFY(std::abs(bound[delta] - total / 4) <= tolerance);
    }
    QCOMPARE(bound[0], 2.5); // (d/2 + 1)/2

    const QJsonObject alibi = Run::json(
        { "--profile", "alibi", "--heads", "8", "--distances", "5", "--format", "json" }, &raw);
    QVERIFY(Run::keysInOrder(raw, { "scheme", "heads", "distances", "values" }));
    const QJsonArray heads = alibi.value("values").toArray();
    QCOMPARE(heads.size(), 8);
    QCOMPARE(numbers(heads.at(0)), QList<double>({ 0, -0.5, -1, -1.5, -2 }));
    QCOMPARE(numbers(heads.at(7)),
             QList<double>({ 0, -1.0 / 256, -2.0 / 256, -3.0 / 256, -4.0 / 256 }));
}

void TestCommandLineSchemes::profileCsv()
{
    const Run run = Run::start({ "--profile", "alibi", "--heads", "3", "--distances", "3" });
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out,
             QByteArray("distance,head1,head2,head3\n0,0,0,0\n"
                        "1,-0.0625,-0.00390625,-0.25\n2,-0.125,-0.0078125,-0.5\n"));
    const Run sin = Run::start({ "--profile", "sinusoidal", "--dim", "2", "--distances", "2" });
    QCOMPARE(sin.exitCode, 0);
    // d = 2: one pair with ω = 1, so the values are cos 0 and cos 1 to 17 digits.
    QCOMPARE(sin.out,
             QByteArray("distance,value\n0,1\n1,") + QByteArray::number(std::cos(1.0), 'g', 17)
                 + '\n');
}

void TestCommandLineSchemes::contextScalingJson_data()
{
    QTest::addColumn<QString>("method");
    QTest::newRow("pi") << QStringLiteral("pi");
    QTest::newRow("ntk") << QStringLiteral("ntk");
    QTest::newRow("yarn") << QStringLiteral("yarn");
}

void TestCommandLineSchemes::contextScalingJson()
{
    QFETCH(QString, method);
    QByteArray raw;
    const QJsonObject o = Run::json({ "--context-scaling", method, "--scale", "4", "--train-length",
                                      "2048", "--format", "json" },
                                    &raw);
    QStringList keys = { "method", "scale", "train_length", "dim", "base" };
    if (method == QLatin1String("ntk"))
        keys << "base_scaled";
    if (method == QLatin1String("yarn"))
        keys << "attention_factor";
    keys << "pairs"
         << "index"
         << "frequency"
         << "scaled_frequency"
         << "wavelength"
         << "scaled_wavelength"
         << "unseen";
    QVERIFY(Run::keysInOrder(raw, keys));
    QCOMPARE(o.contains("base_scaled"), method == QLatin1String("ntk"));
    QCOMPARE(o.contains("attention_factor"), method == QLatin1String("yarn"));
    QCOMPARE(o.value("scale").toDouble(), 4.0);
    QCOMPARE(o.value("train_length").toDouble(), 2048.0);
    const QJsonArray pairs = o.value("pairs").toArray();
    QCOMPARE(pairs.size(), 4);
    // Hand values for d = 8, base 10000: θᵢ = 10^(−i).
    QList<double> expected;
    if (method == QLatin1String("pi"))
        expected = { 0.25, 0.025, 0.0025, 0.00025 };
    else if (method == QLatin1String("ntk"))
        expected
            = { 1, std::pow(63496.04207872797, -0.25), std::pow(63496.04207872797, -0.5), 0.00025 };
    else
        expected = { 1, 0.1, 0.0030466515889972625, 0.00025 };
    for (int i = 0; i < 4; ++i) {
        const QJsonObject p = pairs.at(i).toObject();
        QCOMPARE(p.value("index").toInt(), i);
        QVERIFY(std::abs(p.value("frequency").toDouble() - std::pow(10.0, -i)) <= 1e-15);
        QVERIFY2(std::abs(p.value("scaled_frequency").toDouble() - expected[i])
                     <= 1e-10 * expected[i],
                 qPrintable(QString::number(i)));
        QVERIFY(std::abs(p.value("scaled_wavelength").toDouble() * expected[i] - 2 * M_PI) <= 1e-9);
        QCOMPARE(p.value("unseen").toBool(true), false);
    }
    if (method == QLatin1String("ntk"))
        QVERIFY(std::abs(o.value("base_scaled").toDouble() - 63496.04207872797) <= 1e-9);
    if (method == QLatin1String("yarn"))
        QVERIFY(std::abs(o.value("attention_factor").toDouble() - 1.138629436111989) <= 1e-15);
}

void TestCommandLineSchemes::contextScalingText()
{
    // d = 16, L = 512, s = 4 with NTK: pairs 4, 5 and 6 turn beyond the trained angles.
    const Run run = Run::start(
        { "--context-scaling", "ntk", "--scale", "4", "--train-length", "512", "--dim", "16" });
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'));
    QStringList unseen;
    for (const QString &line : lines) {
        if (line.endsWith(QLatin1String("  yes")))
            unseen << line.trimmed().section(QLatin1Char(' '), 0, 0);
    }
    QCOMPARE(unseen, QStringList({ "4", "5", "6" }));
}

QTEST_GUILESS_MAIN(TestCommandLineSchemes)

#include "tst_commandlineschemes.moc"
