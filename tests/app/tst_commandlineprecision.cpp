// SPDX-License-Identifier: GPL-3.0-or-later
// --precision and --nearest run as a process: the JSON keys in the documented order and every
// number against an independent computation here (the rounding by the search of
// tests/floatreference.h or the float cast, the double table by std::sin/std::cos, the nearest
// pair over every pair), and the text reports. Refusals: tst_commandlineprecisionrejects.cpp.
#include "tests/commandlinerun.h"
#include "tests/floatreference.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>
#include <limits>

namespace {

using Run = pe::CommandLineRun;

double roundedTo(const QString &type, double x)
{
    static const pe::ReferenceFormat f16 = pe::ReferenceFormat::float16();
    static const pe::ReferenceFormat bf16 = pe::ReferenceFormat::bfloat16();
    if (type == QLatin1String("float16"))
        return f16.nearest(x);
    if (type == QLatin1String("bfloat16"))
        return bf16.nearest(x);
    return double(float(x));
}

struct Expected
{
    double maxError = -1;
    std::vector<double> errors; // row-major
    std::vector<qint64> collisions;
};

// The table as the variant computes it, cell by cell, and its errors against double.
Expected expected(const QString &type, bool mixed, int d, double base, qint64 first, qint64 last)
{
    Expected e;
    const QString angles = mixed ? QStringLiteral("float32") : type;
    std::vector<double> before;
    for (qint64 p = first; p <= last; ++p) {
        std::vector<double> row;
        for (int i = 0; i < d / 2; ++i) {
            const double inverse = roundedTo(angles, 1.0 / std::pow(base, 2.0 * i / d));
            const double angle = roundedTo(angles, roundedTo(angles, double(p)) * inverse);
            const double exact = double(p) / std::pow(base, 2.0 * i / d);
            const double typed[2]
                = { roundedTo(type, std::sin(angle)), roundedTo(type, std::cos(angle)) };
            const double reference[2] = { std::sin(exact), std::cos(exact) };
            for (int c = 0; c < 2; ++c) {
                row.push_back(typed[c]);
                const double error = std::isfinite(typed[c])
                    ? std::abs(typed[c] - reference[c])
                    : std::numeric_limits<double>::infinity();
                e.errors.push_back(error);
                e.maxError = std::max(e.maxError, error);
            }
        }
        bool same = !before.empty();
        for (std::size_t k = 0; same && k < row.size(); ++k)
            same = before[k] == row[k] || (std::isnan(before[k]) && std::isnan(row[k]));
        if (same)
            e.collisions.push_back(p - 1);
        before = row;
    }
    return e;
}

} // namespace

class TestCommandLinePrecision : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void precisionJson_data();
    void precisionJson();
    void precisionText();
    void nearestJson_data();
    void nearestJson();
    void nearestDefaultsAndText();
};

void TestCommandLinePrecision::precisionJson_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<qint64>("first");
    QTest::addColumn<qint64>("last");
    QTest::addColumn<qint64>("firstInexact");
    QTest::newRow("float16 0-49") << "float16"
                                  << "all" << 8 << 10000.0 << qint64(0) << qint64(49)
                                  << qint64(2049);
    QTest::newRow("float16 around 2049")
        << "float16"
        << "all" << 4 << 100.0 << qint64(2040) << qint64(2070) << qint64(2049);
    QTest::newRow("float16 angle-float32")
        << "float16"
        << "angle-float32" << 8 << 10000.0 << qint64(3000) << qint64(3100) << qint64(16777217);
    QTest::newRow("bfloat16 250-270")
        << "bfloat16"
        << "all" << 8 << 10000.0 << qint64(250) << qint64(270) << qint64(257);
    QTest::newRow("bfloat16 many collisions")
        << "bfloat16"
        << "all" << 6 << 10000.0 << qint64(5000) << qint64(5400) << qint64(257);
    QTest::newRow("float32 around 2^24")
        << "float32"
        << "all" << 8 << 10000.0 << qint64(16777200) << qint64(16777240) << qint64(16777217);
}

void TestCommandLinePrecision::precisionJson()
{
    QFETCH(QString, type);
    QFETCH(QString, variant);
    QFETCH(int, dim);
    QFETCH(double, base);
    QFETCH(qint64, first);
    QFETCH(qint64, last);
    QFETCH(qint64, firstInexact);
    QStringList arguments = { "--precision", type,
                              "--dim",       QString::number(dim),
                              "--base",      QString::number(base),
                              "--positions", QStringLiteral("%1-%2").arg(first).arg(last),
                              "--format",    "json" };
    if (variant != QLatin1String("all"))
        arguments << "--variant" << variant;
    QByteArray raw;
    const QJsonObject o = Run::json(arguments, &raw);
    QVERIFY(Run::keysInOrder(raw,
                             { "type", "variant", "dim", "base", "positions",
                               "first_inexact_position", "max_error", "max_error_at", "position",
                               "dim", "collision_count", "collisions" }));
    QCOMPARE(o.value("type").toString(), type);
    QCOMPARE(o.value("variant").toString(), variant);
    QCOMPARE(o.value("dim").toInt(), dim);
    QCOMPARE(o.value("base").toDouble(), base);
    QCOMPARE(o.value("positions").toArray(), QJsonArray({ double(first), double(last) }));
    QCOMPARE(qint64(o.value("first_inexact_position").toDouble()), firstInexact);

    const Expected e = expected(type, variant != QLatin1String("all"), dim, base, first, last);
    // std::sin of a large double angle is off by up to an ulp of the angle (2e-9 at 1.7e7).
    const double tolerance = 1e-8;
    QVERIFY2(std::abs(o.value("max_error").toDouble() - e.maxError) <= tolerance,
             qPrintable(
                 QStringLiteral("%1 vs %2").arg(o.value("max_error").toDouble()).arg(e.maxError)));
    const QJsonObject at = o.value("max_error_at").toObject();
    const qint64 position = qint64(at.value("position").toDouble());
    const int k = at.value("dim").toInt();
    QVERIFY(position >= first && position <= last && k >= 0 && k < dim);
    QVERIFY(std::abs(e.errors[std::size_t(position - first) * std::size_t(dim) + std::size_t(k)]
                     - e.maxError)
            <= tolerance);
    QCOMPARE(qint64(o.value("collision_count").toDouble()), qint64(e.collisions.size()));
    const QJsonArray collisions = o.value("collisions").toArray();
    QCOMPARE(collisions.size(), qsizetype(std::min<std::size_t>(e.collisions.size(), 100)));
    for (qsizetype c = 0; c < collisions.size(); ++c)
        QCOMPARE(collisions.at(c).toArray(),
                 QJsonArray({ double(e.collisions[std::size_t(c)]),
                              double(e.collisions[std::size_t(c)] + 1) }));
    // 17 significant digits, like every JSON report: the max error reads back exactly.
    QVERIFY(raw.contains("\"max_error\": "));
}

void TestCommandLinePrecision::precisionText()
{
    const Run run = Run::start({ "--precision", "float16", "--positions", "2040-2060" });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.contains(QStringLiteral("First whole position float16 cannot hold: 2049 (it "
                                         "becomes 2048).")),
             qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("(2048, 2049), (2051, 2052), (2052, 2053)")),
             qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("the fastest pair (i = 0) is off by 0.000000 rad")));

    // Beyond 65504, a float16 position is infinity: null in JSON, said in the text.
    const QJsonObject o
        = Run::json({ "--precision", "float16", "--positions", "65500-65530", "--format", "json" });
    QVERIFY(o.value("max_error").isNull());
    QCOMPARE(o.value("max_error_at").toObject().value("position").toInt(), 65520);
    const Run overflow = Run::start({ "--precision", "float16", "--positions", "65500-65530" });
    QVERIFY(QString::fromUtf8(overflow.out)
                .contains(QStringLiteral("beyond the largest float16 (65504)")));
    // The same report in Japanese.
    const Run ja
        = Run::start({ "--language", "ja", "--precision", "bfloat16", "--positions", "250-270" });
    QCOMPARE(ja.exitCode, 0);
    QVERIFY2(QString::fromUtf8(ja.out).contains(QStringLiteral("257（256 になります）")),
             ja.out.constData());
}

void TestCommandLinePrecision::nearestJson_data()
{
    QTest::addColumn<int>("dim");
    QTest::addColumn<double>("base");
    QTest::addColumn<int>("count");
    QTest::newRow("d=2") << 2 << 10000.0 << 400;
    QTest::newRow("d=4 base 10") << 4 << 10.0 << 300;
    QTest::newRow("d=8") << 8 << 10000.0 << 120;
}

void TestCommandLinePrecision::nearestJson()
{
    QFETCH(int, dim);
    QFETCH(double, base);
    QFETCH(int, count);
    QByteArray raw;
    const QJsonObject o
        = Run::json({ "--nearest", "--dim", QString::number(dim), "--base", QString::number(base),
                      "--positions", QString::number(count), "--format", "json" },
                    &raw);
    QVERIFY(Run::keysInOrder(raw, { "dim", "base", "positions", "pair", "distance" }));
    QCOMPARE(o.value("dim").toInt(), dim);
    QCOMPARE(o.value("base").toDouble(), base);
    QCOMPARE(o.value("positions").toArray(), QJsonArray({ 0, count - 1 }));
    // Every pair, each vector from std::sin and std::cos.
    double best = std::numeric_limits<double>::infinity();
    std::vector<double> byGap(std::size_t(count), std::numeric_limits<double>::infinity());
    for (int a = 0; a < count; ++a) {
        for (int b = a + 1; b < count; ++b) {
            double sum = 0;
            for (int i = 0; i < dim / 2; ++i) {
                const double w = 1.0 / std::pow(base, 2.0 * i / dim);
                const double ds = std::sin(a * w) - std::sin(b * w);
                const double dc = std::cos(a * w) - std::cos(b * w);
                sum += ds * ds + dc * dc;
            }
            best = std::min(best, std::sqrt(sum));
            byGap[std::size_t(b - a)] = std::min(byGap[std::size_t(b - a)], std::sqrt(sum));
        }
    }
    const QJsonArray pair = o.value("pair").toArray();
    QCOMPARE(pair.size(), 2);
    QCOMPARE(pair.at(0).toInt(), 0);
    const int gap = pair.at(1).toInt();
    QVERIFY(gap > 0 && gap < count);
    QVERIFY(std::abs(o.value("distance").toDouble() - best) <= 1e-12);
    QVERIFY(byGap[std::size_t(gap)] - best <= 1e-12);
}

void TestCommandLinePrecision::nearestDefaultsAndText()
{
    const QJsonObject o = Run::json({ "--nearest", "--format", "json" });
    QCOMPARE(o.value("dim").toInt(), 8);
    QCOMPARE(o.value("base").toDouble(), 10000.0);
    QCOMPARE(o.value("positions").toArray(), QJsonArray({ 0, 49 }));
    const Run text = Run::start({ "--nearest", "--dim", "2", "--positions", "1000" });
    QCOMPARE(text.exitCode, 0);
    const QString out = QString::fromUtf8(text.out);
    // 710 ≈ 113·2π: ‖PE(710) − PE(0)‖ = 2|sin(355)|.
    const QString distance = QString::number(2 * std::abs(std::sin(355.0)), 'e', 6);
    QVERIFY2(out.contains(QStringLiteral("0 and 710, ‖PE(0) − PE(710)‖ = ") + distance),
             qPrintable(out));
    const Run zh
        = Run::start({ "--language", "zh_TW", "--nearest", "--dim", "2", "--positions", "1000" });
    QVERIFY2(QString::fromUtf8(zh.out).contains(QStringLiteral("每一對 (a, a + 710) 都一樣近")),
             zh.out.constData());
}

QTEST_GUILESS_MAIN(TestCommandLinePrecision)
#include "tst_commandlineprecision.moc"
