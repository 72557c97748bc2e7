// SPDX-License-Identifier: GPL-3.0-or-later
// The --rope-mismatch report against scores computed here from the definitions, not through
// RopeRotation or RopeMismatch: q and k turned pair by pair (half pairing (i, i + d/2), or
// interleaved (2i, 2i + 1) for the pairing mistake), the angles rounded by the search of
// tests/floatreference.h for bfloat16 and float16, θᵢ′²/θᵢ and the attention factor squared
// for double scaling, the query at m + 1 for the offset; the softmax over keys 0 … m of
// score/√d and half the summed differences. At 1e-12. Also the names, CSV and JSON.
#include "core/reports/ropemismatchreport.h"
#include "tests/attentionreference.h"
#include "tests/floatreference.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QtTest>

#include <cmath>
#include <functional>

using namespace pe;
using Mistake = RopeMismatch::Mistake;

namespace {

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

struct Setup
{
    std::vector<double> frequencies;
    bool interleaved = false;
    double scale = 1; // the attention factor
    std::function<double(double)> round = [](double x) { return x; };
};

std::vector<double> turned(const Setup &s, const std::vector<double> &v, double position)
{
    std::vector<double> out(v);
    const std::size_t half = s.frequencies.size();
    for (std::size_t i = 0; i < half; ++i) {
        const std::size_t a = s.interleaved ? 2 * i : i;
        const std::size_t b = s.interleaved ? 2 * i + 1 : i + half;
        const double angle = s.round(s.round(position) * s.round(s.frequencies[i]));
        out[a] = s.scale * (v[a] * std::cos(angle) - v[b] * std::sin(angle));
        out[b] = s.scale * (v[a] * std::sin(angle) + v[b] * std::cos(angle));
    }
    return out;
}

double score(const Setup &s, const std::vector<double> &q, const std::vector<double> &k, double m,
             double n)
{
    const std::vector<double> a = turned(s, q, m);
    const std::vector<double> b = turned(s, k, n);
    double sum = 0;
    for (std::size_t c = 0; c < a.size(); ++c)
        sum += a[c] * b[c];
    return sum;
}

std::vector<double> softmax(const Setup &s, const std::vector<double> &q,
                            const std::vector<double> &k, double m, double shift)
{
    std::vector<double> w;
    for (int n = 0; n <= int(m); ++n)
        w.push_back(score(s, q, k, m + shift, n) / std::sqrt(double(q.size())));
    return attentiontest::softmax(w);
}

ModelConfig model(RopeType type)
{
    ModelConfig c;
    c.ropeType = type;
    c.headDimension = 32;
    c.ropeTheta = 10000;
    c.maxPositionEmbeddings = 4096;
    c.originalMaxPositionEmbeddings = 1024;
    if (type == RopeType::Yarn)
        c.factor = 4;
    return c;
}

std::vector<double> plain(double base, int d)
{
    std::vector<double> out;
    for (int i = 0; i < d / 2; ++i)
        out.push_back(1.0 / std::pow(base, 2.0 * i / d));
    return out;
}

} // namespace

class TestRopeMismatchReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names();
    void rowsAgainstDefinitions_data();
    void rowsAgainstDefinitions();
    void csvAndJson();
};

void TestRopeMismatchReport::names()
{
    QCOMPARE(
        RopeMismatchReport::nameList(),
        QStringList({ "pairing", "theta", "bfloat16", "float16", "double-scaling", "offset" }));
    Mistake m = Mistake::None;
    QVERIFY(RopeMismatchReport::fromName(QStringLiteral("offset"), &m));
    QCOMPARE(m, Mistake::QueryOffByOne);
    QVERIFY(RopeMismatchReport::fromName(QStringLiteral("double-scaling"), &m));
    QCOMPARE(m, Mistake::ScalingTwice);
    QVERIFY(!RopeMismatchReport::fromName(QStringLiteral("other-pairing"), &m));
    QVERIFY(!RopeMismatchReport::fromName(QStringLiteral("Theta"), &m));
    QCOMPARE(RopeMismatchReport::wrongTheta(10000), 500000.0);
    QCOMPARE(RopeMismatchReport::wrongTheta(500000), 10000.0);
}

void TestRopeMismatchReport::rowsAgainstDefinitions_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("type");
    for (const char *name :
         { "pairing", "theta", "bfloat16", "float16", "double-scaling", "offset" })
        for (const RopeType type : { RopeType::Default, RopeType::Yarn })
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(
                QLatin1String(name), QLatin1String(ropeTypeName(type)))))
                << QString::fromLatin1(name) << int(type);
}

void TestRopeMismatchReport::rowsAgainstDefinitions()
{
    QFETCH(QString, name);
    QFETCH(int, type);
    const ModelConfig c = model(RopeType(type));
    Mistake mistake = Mistake::None;
    QVERIFY(RopeMismatchReport::fromName(name, &mistake));
    const RopeFrequencies f(c);
    const RopeMismatchReport report(f, mistake, QStringLiteral("m.json"), 40, 7);
    const std::vector<double> q = RopeMismatch::seededVector(7, 32);
    const std::vector<double> k = RopeMismatch::seededVector(8, 32);
    QCOMPARE(report.query(), q);
    QCOMPARE(report.key(), k);

    // The model's own frequencies: 1/base^(2i/d), YaRN's taken from the core's pairs (its ramp is
    // tested in tst_ropefrequencies), with its attention factor 0.1·ln 4 + 1.
    Setup right;
    right.frequencies = RopeType(type) == RopeType::Yarn ? f.frequencies() : plain(10000, 32);
    right.scale = RopeType(type) == RopeType::Yarn ? 0.1 * std::log(4.0) + 1 : 1;
    Setup wrong = right;
    double shift = 0;
    static const ReferenceFormat bf16 = ReferenceFormat::bfloat16();
    static const ReferenceFormat f16 = ReferenceFormat::float16();
    if (name == QLatin1String("pairing"))
        wrong.interleaved = true;
    else if (name == QLatin1String("theta"))
        wrong.frequencies = RopeFrequencies([&] {
                                ModelConfig w = c;
                                w.ropeTheta = 500000;
                                return w;
                            }())
                                .frequencies();
    else if (name == QLatin1String("bfloat16"))
        wrong.round = [](double x) { return bf16.nearest(x); };
    else if (name == QLatin1String("float16"))
        wrong.round = [](double x) { return f16.nearest(x); };
    else if (name == QLatin1String("double-scaling")) {
        const std::vector<double> base = plain(10000, 32);
        for (std::size_t i = 0; i < base.size(); ++i)
            wrong.frequencies[i] = right.frequencies[i] * right.frequencies[i] / base[i];
        wrong.scale = right.scale * right.scale;
    } else if (name == QLatin1String("offset"))
        shift = 1;
    if (name == QLatin1String("theta") && RopeType(type) == RopeType::Default)
        wrong.frequencies = plain(500000, 32);

    QCOMPARE(report.rows().size(), std::size_t(40));
    for (const RopeMismatchReport::Row &row : report.rows()) {
        const double m = double(row.position);
        const double correct = score(right, q, k, m, 0);
        const double mistaken = score(wrong, q, k, m + shift, 0);
        QVERIFY2(near(row.correct, correct), qPrintable(QString::number(m)));
        QVERIFY2(near(row.mistaken, mistaken), qPrintable(QString::number(m)));
        QVERIFY(near(row.error, mistaken - correct));
        const std::vector<double> p = softmax(right, q, k, m, 0);
        const std::vector<double> w = softmax(wrong, q, k, m, shift);
        const double tv = attentiontest::totalVariation(p, w);
        QVERIFY2(near(row.totalVariation, tv),
                 qPrintable(QStringLiteral("%1: %2 vs %3").arg(m).arg(row.totalVariation).arg(tv)));
    }
}

void TestRopeMismatchReport::csvAndJson()
{
    const RopeMismatchReport report(RopeFrequencies(model(RopeType::Default)), Mistake::WrongTheta,
                                    QStringLiteral("m.json"), 5, 1);
    QString csv;
    QTextStream out(&csv);
    report.writeCsv(out);
    const QStringList lines = csv.split(QLatin1Char('\n'));
    QCOMPARE(lines.at(0),
             QStringLiteral("position,correct_score,mistaken_score,score_error,total_variation"));
    QCOMPARE(lines.size(), 7); // header, 5 rows, the empty end
    QVERIFY(lines.at(1).startsWith(QStringLiteral("0,")));
    QCOMPARE(lines.at(3).split(QLatin1Char(',')).at(1).toDouble(), report.rows()[2].correct);

    QString text;
    QTextStream json(&text);
    report.writeJson(json);
    const QByteArray raw = text.toUtf8();
    const QJsonObject o = QJsonDocument::fromJson(raw).object();
    const QStringList keys = { "mistake",
                               "model",
                               "rope_type",
                               "rope_theta",
                               "wrong_theta",
                               "head_dim",
                               "rotated_dims",
                               "pairing",
                               "context_length",
                               "attention_factor",
                               "seed",
                               "query",
                               "key",
                               "positions",
                               "correct_score",
                               "mistaken_score",
                               "score_error",
                               "total_variation" };
    qsizetype at = -1;
    for (const QString &key : keys) {
        const qsizetype next = raw.indexOf(QByteArray('"' + key.toUtf8() + "\":"), at + 1);
        QVERIFY2(next > at, qPrintable(key));
        at = next;
    }
    QCOMPARE(o.keys().size(), keys.size());
    QCOMPARE(o.value("mistake").toString(), QStringLiteral("theta"));
    QCOMPARE(o.value("wrong_theta").toDouble(), 500000.0);
    QCOMPARE(o.value("positions").toArray(), QJsonArray({ 0, 1, 2, 3, 4 }));
    QCOMPARE(o.value("total_variation").toArray().at(4).toDouble(),
             report.rows()[4].totalVariation);
    QCOMPARE(o.value("seed").toInt(), 1);
}

QTEST_GUILESS_MAIN(TestRopeMismatchReport)
#include "tst_ropemismatchreport.moc"
