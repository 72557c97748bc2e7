// SPDX-License-Identifier: GPL-3.0-or-later
// The --model-config report's JSON against values computed here pair by pair from the published
// formulas (θᵢ = 1/base^(2i/d), Llama 3's wavelength bands, linear's θᵢ/factor, YaRN's
// attention factor 0.1·ln s + 1), not through RopeFrequencies, at a relative 1e-12; "unseen" by
// its definition (L·θᵢ < 2π and N·θᵢ′ > L·θᵢ); the dimensions of the half pairing and the
// unrotated ones; the keys in the documented order; the text's header, sentence and rows.
#include "core/reports/modelconfigreport.h"
#include "tests/llama31config.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QtTest>

#include <cmath>

using namespace pe;
using pe::modeltest::llama31;

namespace {

constexpr double twoPi = 6.283185307179586476925286766559;

bool near(double a, double b, double relative = 1e-12)
{
    return std::abs(a - b) <= relative * std::max(std::abs(a), std::abs(b));
}

// Llama 3's rule, written out from Meta's apply_scaling
double llama3Frequency(double theta, double factor, double low, double high, double length)
{
    const double wavelength = twoPi / theta;
    if (wavelength < length / high)
        return theta;
    if (wavelength > length / low)
        return theta / factor;
    const double smooth = (length / wavelength - low) / (high - low);
    return (1 - smooth) * theta / factor + smooth * theta;
}

QJsonObject json(const RopeFrequencies &f, const QString &file, QByteArray *raw)
{
    QString text;
    QTextStream out(&text);
    ModelConfigReport::writeJson(f, file, out);
    *raw = text.toUtf8();
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(*raw, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << error.errorString() << text.left(300);
    return doc.object();
}

QString textOf(const RopeFrequencies &f, const QString &file)
{
    QString text;
    QTextStream out(&text);
    ModelConfigReport::writeText(f, file, out);
    return text;
}

// Each pair's numbers against the expected frequencies, base frequencies and lengths.
void comparePairs(const QJsonArray &pairs, const std::vector<double> &expected, double base, int d,
                  double trained, double run)
{
    QCOMPARE(pairs.size(), qsizetype(expected.size()));
    for (int i = 0; i < pairs.size(); ++i) {
        const QJsonObject p = pairs.at(i).toObject();
        const double theta = 1.0 / std::pow(base, 2.0 * i / d);
        const double scaled = expected[std::size_t(i)];
        QCOMPARE(p.value("index").toInt(), i);
        QCOMPARE(p.value("dims").toArray(), QJsonArray({ i, i + d / 2 }));
        QVERIFY2(near(p.value("frequency").toDouble(), scaled), qPrintable(QString::number(i)));
        QVERIFY(near(p.value("wavelength").toDouble(), twoPi / scaled));
        QVERIFY(near(p.value("wavelength_ratio").toDouble(), twoPi / scaled / run));
        QVERIFY(near(p.value("factor").toDouble(), theta / scaled));
        const bool unseen = trained * theta < twoPi && run * scaled > trained * theta * (1 + 1e-12);
        QVERIFY2(p.value("unseen").toBool() == unseen, qPrintable(QString::number(i)));
    }
}

} // namespace

class TestModelConfigReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void llama3Json();
    void keysInOrder();
    void linearAndDefault();
    void yarnAttentionFactor();
    void partialRotary();
    void text();
    void fileNameEscaped();
};

void TestModelConfigReport::llama3Json()
{
    for (const qint64 context : { qint64(131072), qint64(8192), qint64(1000000) }) {
        const RopeFrequencies f(llama31(), context);
        QByteArray raw;
        const QJsonObject o = json(f, QStringLiteral("llama.json"), &raw);
        QCOMPARE(o.value("file").toString(), QStringLiteral("llama.json"));
        QCOMPARE(o.value("rope_type").toString(), QStringLiteral("llama3"));
        QCOMPARE(o.value("rope_theta").toDouble(), 500000.0);
        QCOMPARE(o.value("head_dim").toInt(), 128);
        QCOMPARE(o.value("rotated_dims").toInt(), 128);
        QCOMPARE(o.value("unrotated_dims").toInt(), 0);
        QCOMPARE(o.value("training_length").toInteger(), 8192);
        QCOMPARE(o.value("context_length").toInteger(), context);
        QCOMPARE(o.value("attention_factor").toDouble(), 1.0);
        QCOMPARE(o.value("pairing").toString(), QStringLiteral("half"));
        QCOMPARE(o.value("unrotated").toArray(), QJsonArray());
        std::vector<double> expected;
        for (int i = 0; i < 64; ++i)
            expected.push_back(
                llama3Frequency(1.0 / std::pow(500000.0, 2.0 * i / 128), 8, 1, 4, 8192));
        comparePairs(o.value("pairs").toArray(), expected, 500000, 128, 8192, double(context));
    }
}

void TestModelConfigReport::keysInOrder()
{
    QByteArray raw;
    json(RopeFrequencies(llama31()), QStringLiteral("x.json"), &raw);
    const QStringList keys = { "file",
                               "rope_type",
                               "rope_theta",
                               "head_dim",
                               "rotated_dims",
                               "unrotated_dims",
                               "training_length",
                               "context_length",
                               "base",
                               "attention_factor",
                               "pairing",
                               "pairs",
                               "index",
                               "dims",
                               "frequency",
                               "wavelength",
                               "wavelength_ratio",
                               "factor",
                               "unseen",
                               "unrotated" };
    qsizetype at = -1;
    for (const QString &key : keys) {
        const qsizetype next = raw.indexOf(QByteArray('"' + key.toUtf8() + "\":"), at + 1);
        QVERIFY2(next > at, qPrintable(key));
        at = next;
    }
}

void TestModelConfigReport::linearAndDefault()
{
    ModelConfig c;
    c.headDimension = 64;
    c.ropeTheta = 10000;
    c.maxPositionEmbeddings = 4096;
    c.originalMaxPositionEmbeddings = 4096;
    QByteArray raw;
    std::vector<double> plain;
    for (int i = 0; i < 32; ++i)
        plain.push_back(1.0 / std::pow(10000.0, 2.0 * i / 64));
    comparePairs(json(RopeFrequencies(c, 16384), QString(), &raw).value("pairs").toArray(), plain,
                 10000, 64, 4096, 16384);
    c.ropeType = RopeType::Linear;
    c.factor = 4;
    std::vector<double> linear;
    for (const double theta : plain)
        linear.push_back(theta / 4);
    const QJsonObject o = json(RopeFrequencies(c, 16384), QString(), &raw);
    comparePairs(o.value("pairs").toArray(), linear, 10000, 64, 4096, 16384);
    // θᵢ/4 over 4·L positions turns exactly as far as training: nothing is unseen.
    for (const QJsonValue p : o.value("pairs").toArray())
        QVERIFY(!p.toObject().value("unseen").toBool());
}

void TestModelConfigReport::yarnAttentionFactor()
{
    ModelConfig c;
    c.ropeType = RopeType::Yarn;
    c.headDimension = 128;
    c.ropeTheta = 1000000;
    c.maxPositionEmbeddings = 131072;
    c.originalMaxPositionEmbeddings = 32768;
    c.factor = 4;
    QByteArray raw;
    const QJsonObject o = json(RopeFrequencies(c), QString(), &raw);
    QVERIFY(near(o.value("attention_factor").toDouble(), 0.1 * std::log(4.0) + 1));
    QCOMPARE(o.value("training_length").toInteger(), 32768);
    // The fastest pair is kept, the slowest slowed by the factor.
    const QJsonArray pairs = o.value("pairs").toArray();
    QCOMPARE(pairs.first().toObject().value("factor").toDouble(), 1.0);
    QVERIFY(near(pairs.last().toObject().value("factor").toDouble(), 4));
}

void TestModelConfigReport::partialRotary()
{
    ModelConfig c; // Phi-2: head 80, partial_rotary_factor 0.4: 32 rotated
    c.headDimension = 80;
    c.partialRotaryFactor = 0.4;
    c.maxPositionEmbeddings = 2048;
    c.originalMaxPositionEmbeddings = 2048;
    QByteArray raw;
    const QJsonObject o = json(RopeFrequencies(c), QString(), &raw);
    QCOMPARE(o.value("rotated_dims").toInt(), 32);
    QCOMPARE(o.value("unrotated_dims").toInt(), 48);
    QJsonArray unrotated;
    for (int k = 32; k < 80; ++k)
        unrotated.append(k);
    QCOMPARE(o.value("unrotated").toArray(), unrotated);
    const QJsonArray pairs = o.value("pairs").toArray();
    QCOMPARE(pairs.size(), 16);
    QCOMPARE(pairs.at(3).toObject().value("dims").toArray(), QJsonArray({ 3, 19 }));
    QVERIFY(near(pairs.at(3).toObject().value("frequency").toDouble(),
                 1.0 / std::pow(10000.0, 6.0 / 32)));
    const QString text = textOf(RopeFrequencies(c), QStringLiteral("phi-2.json"));
    QVERIFY2(text.contains(QStringLiteral("Not rotated: dimensions 32 to 79 "
                                          "(partial_rotary_factor 0.4); they pass unchanged.")),
             qPrintable(text));
}

void TestModelConfigReport::text()
{
    const QString text = textOf(RopeFrequencies(llama31()), QStringLiteral("llama.json"));
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(lines.at(0), QStringLiteral("Model settings: llama.json"));
    QCOMPARE(lines.at(1),
             QStringLiteral("RoPE type llama3, rope_theta = 500000; head dimension 128: 128 "
                            "rotated, 0 unrotated."));
    QCOMPARE(lines.at(2),
             QStringLiteral("Training length L = 8192; context length N = 131072; attention "
                            "factor 1.000000."));
    QCOMPARE(lines.at(3),
             QStringLiteral("Llama 3 scaling: pairs with wavelengths longer than 8192 / "
                            "low_freq_factor = 8192 positions are slowed by 8, those shorter than "
                            "8192 / high_freq_factor = 2048 are kept, a smooth band between."));
    QVERIFY(lines.at(4).contains(QStringLiteral("pair i turns dimensions i and i + 64.")));
    // The header row, then pair 0 (θ = 1, wavelength 2π, kept) and pair 63.
    QVERIFY(lines.at(7).contains(QStringLiteral("wavelength / N")));
    const QStringList first = lines.at(8).simplified().split(QLatin1Char(' '));
    QCOMPARE(first,
             QStringList({ "0", "0,", "64", "1.000000", "6.283185",
                           QString::number(twoPi / 131072, 'e', 6), "1.000000", "no" }));
    const double theta63 = 1.0 / std::pow(500000.0, 126.0 / 128) / 8;
    const QStringList last = lines.at(71).simplified().split(QLatin1Char(' '));
    QCOMPARE(last.at(0), QStringLiteral("63"));
    QCOMPARE(last.at(3), QString::number(theta63, 'e', 6));
    QCOMPARE(last.at(4), QString::number(twoPi / theta63, 'f', 6));
    QCOMPARE(last.at(6), QStringLiteral("8.000000"));
    // 131072·θ/8 = 2·8192·θ: twice as far as training turned it
    QCOMPARE(last.at(7), QStringLiteral("yes"));
}

void TestModelConfigReport::fileNameEscaped()
{
    QByteArray raw;
    const QJsonObject o = json(RopeFrequencies(llama31()), QStringLiteral("a\"b\\c\nd.json"), &raw);
    QCOMPARE(o.value("file").toString(), QStringLiteral("a\"b\\c\\nd.json"));
}

QTEST_GUILESS_MAIN(TestModelConfigReport)
#include "tst_modelconfigreport.moc"
