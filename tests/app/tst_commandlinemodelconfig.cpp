// SPDX-License-Identifier: GPL-3.0-or-later
// --model-config and --rope-mismatch run as a process: the JSON keys in the order README lists
// them, every pair's numbers against the published formulas computed here (Llama 3's wavelength
// bands, 2π/θ', θ/θ', the unseen rule), the scores of the default model against rotations written
// out here, CSV and text, in English and the three translations. Refusals:
// tst_commandlinemodelconfigrejects.cpp.
#include "tests/commandlinerun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

namespace {

using Run = pe::CommandLineRun;

constexpr double twoPi = 6.283185307179586476925286766559;

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

const QString llama31 = QStringLiteral(PEW_SOURCE_DIR "/resources/models/llama-3.1-8b.json");

// The keys README's paragraph on the option lists in its JSON `{…}`, in order, each once.
QStringList readmeKeys(const QString &option)
{
    QFile file(QStringLiteral(PEW_SOURCE_DIR "/README.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QString readme = QString::fromUtf8(file.readAll());
    const qsizetype start = readme.indexOf(QStringLiteral("- `") + option);
    const qsizetype end = readme.indexOf(QStringLiteral("\n- `"), start + 1);
    const QString paragraph = readme.mid(start, end - start);
    const qsizetype json = paragraph.indexOf(QStringLiteral("JSON `{"));
    const QString braces
        = paragraph.mid(json, paragraph.indexOf(QStringLiteral("}`"), json) - json);
    QStringList keys;
    static const QRegularExpression quoted(QStringLiteral("\"([a-z_]+)\""));
    for (const QRegularExpressionMatch &m : quoted.globalMatch(braces)) {
        if (!keys.contains(m.captured(1)))
            keys << m.captured(1);
    }
    return keys;
}

// The keys of the JSON text in the order they first appear.
QStringList outputKeys(const QByteArray &raw)
{
    QStringList keys;
    static const QRegularExpression key(QStringLiteral("\"([a-z_]+)\":"));
    for (const QRegularExpressionMatch &m : key.globalMatch(QString::fromUtf8(raw))) {
        if (!keys.contains(m.captured(1)))
            keys << m.captured(1);
    }
    return keys;
}

} // namespace

class TestCommandLineModelConfig : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void modelConfigJson_data();
    void modelConfigJson();
    void modelConfigText();
    void modelConfigTranslated();
    void readmeKeysMatch();
    void mismatchJson();
    void mismatchCsvAndText();
    void mismatchWithModel();
    void renderModel();
};

void TestCommandLineModelConfig::modelConfigJson_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<qint64>("length");
    QTest::newRow("default") << QString() << qint64(131072);
    QTest::newRow("8192") << QStringLiteral("8192") << qint64(8192);
    QTest::newRow("2^31") << QStringLiteral("2147483648") << qint64(2147483648);
}

void TestCommandLineModelConfig::modelConfigJson()
{
    QFETCH(QString, context);
    QFETCH(qint64, length);
    QStringList arguments = { "--model-config", llama31, "--format", "json" };
    if (!context.isEmpty())
        arguments << "--context" << context;
    QByteArray raw;
    const QJsonObject o = Run::json(arguments, &raw);
    QCOMPARE(o.value("file").toString(), llama31);
    QCOMPARE(o.value("rope_type").toString(), QStringLiteral("llama3"));
    QCOMPARE(o.value("context_length").toInteger(), length);
    QCOMPARE(o.value("training_length").toInteger(), 8192);
    const QJsonArray pairs = o.value("pairs").toArray();
    QCOMPARE(pairs.size(), 64);
    for (int i = 0; i < 64; ++i) {
        // Meta's apply_scaling, written out: factor 8, low 1, high 4, original length 8192.
        const double theta = 1.0 / std::pow(500000.0, 2.0 * i / 128);
        const double wavelength = twoPi / theta;
        double scaled = theta;
        if (wavelength > 8192.0)
            scaled = theta / 8;
        else if (wavelength >= 2048.0) {
            const double s = (8192.0 / wavelength - 1) / 3;
            scaled = (1 - s) * theta / 8 + s * theta;
        }
        const QJsonObject p = pairs.at(i).toObject();
        QCOMPARE(p.value("dims").toArray(), QJsonArray({ i, i + 64 }));
        QVERIFY(near(p.value("frequency").toDouble(), scaled));
        QVERIFY(near(p.value("wavelength").toDouble(), twoPi / scaled));
        QVERIFY(near(p.value("wavelength_ratio").toDouble(), twoPi / scaled / double(length)));
        QVERIFY(near(p.value("factor").toDouble(), theta / scaled));
        const bool neverTurned = 8192 * theta < twoPi;
        const bool unseen = neverTurned && (double(length) * scaled > 8192 * theta * (1 + 1e-12));
        QCOMPARE(p.value("unseen").toBool(), unseen);
    }
}

void TestCommandLineModelConfig::modelConfigText()
{
    const Run run = Run::start({ "--model-config", llama31, "--context", "1000000" });
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.err.isEmpty());
    const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'));
    QCOMPARE(lines.at(0), QStringLiteral("Model settings: ") + llama31);
    QCOMPARE(lines.at(2),
             QStringLiteral("Training length L = 8192; context length N = 1000000; attention "
                            "factor 1.000000."));
    QVERIFY(lines.at(3).startsWith(QStringLiteral("Llama 3 scaling: pairs with wavelengths longer "
                                                  "than 8192 / low_freq_factor = 8192 positions "
                                                  "are slowed by 8")));
    // 64 rows after the header row; at 10^6 > 8·8192 the slow pairs meet unseen angles.
    QCOMPARE(lines.size(), 8 + 64 + 1);
    QVERIFY(lines.at(71).endsWith(QStringLiteral("yes")));
    QVERIFY(lines.at(8).endsWith(QStringLiteral("no")));
}

void TestCommandLineModelConfig::modelConfigTranslated()
{
    const QString phi2 = QStringLiteral(PEW_SOURCE_DIR "/resources/models/phi-2.json");
    for (const char *language : { "ja", "zh_TW", "zh_CN" }) {
        const Run run = Run::start({ "--language", language, "--model-config", phi2 });
        QCOMPARE(run.exitCode, 0);
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(!out.contains(QStringLiteral("Model settings")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("partial_rotary_factor 0.4")), qPrintable(out));
        const Run mismatch = Run::start({ "--language", language, "--rope-mismatch", "offset" });
        QCOMPARE(mismatch.exitCode, 0);
        QVERIFY(!mismatch.out.contains("Mistake"));
    }
}

void TestCommandLineModelConfig::readmeKeysMatch()
{
    QByteArray raw;
    Run::json({ "--model-config", QStringLiteral(PEW_SOURCE_DIR "/resources/models/phi-2.json"),
                "--format", "json" },
              &raw);
    QCOMPARE(outputKeys(raw), readmeKeys(QStringLiteral("--model-config")));
    Run::json({ "--rope-mismatch", "theta", "--positions", "3", "--format", "json" }, &raw);
    QCOMPARE(outputKeys(raw), readmeKeys(QStringLiteral("--rope-mismatch")));
}

void TestCommandLineModelConfig::mismatchJson()
{
    // The default model, Llama 2 7B: head 128, rope_theta 10000; the offset puts the query at
    // m + 1. Scores written out with the half pairing.
    const QJsonObject o = Run::json({ "--rope-mismatch", "offset", "--format", "json" });
    QCOMPARE(o.value("mistake").toString(), QStringLiteral("offset"));
    QCOMPARE(o.value("model").toString(), QStringLiteral("llama-2-7b"));
    QCOMPARE(o.value("head_dim").toInt(), 128);
    QCOMPARE(o.value("context_length").toInt(), 4096);
    QCOMPARE(o.value("seed").toInt(), 1);
    QCOMPARE(o.value("positions").toArray().size(), 64);
    const QJsonArray q = o.value("query").toArray();
    const QJsonArray k = o.value("key").toArray();
    QCOMPARE(q.size(), 128);
    const auto score = [&](double m) {
        double sum = 0;
        for (int i = 0; i < 64; ++i) {
            const double a = m / std::pow(10000.0, 2.0 * i / 128);
            const double x = q.at(i).toDouble();
            const double y = q.at(i + 64).toDouble();
            // the key at 0 is not turned
            sum += (x * std::cos(a) - y * std::sin(a)) * k.at(i).toDouble()
                + (x * std::sin(a) + y * std::cos(a)) * k.at(i + 64).toDouble();
        }
        return sum;
    };
    const QJsonArray correct = o.value("correct_score").toArray();
    const QJsonArray mistaken = o.value("mistaken_score").toArray();
    const QJsonArray error = o.value("score_error").toArray();
    for (int m = 0; m < 64; ++m) {
        QVERIFY2(near(correct.at(m).toDouble(), score(m)), qPrintable(QString::number(m)));
        QVERIFY2(near(mistaken.at(m).toDouble(), score(m + 1)), qPrintable(QString::number(m)));
        QVERIFY(near(error.at(m).toDouble(), score(m + 1) - score(m)));
    }
    // Position 0: one key, all the weight on it either way.
    QCOMPARE(o.value("total_variation").toArray().at(0).toDouble(), 0.0);
}

void TestCommandLineModelConfig::mismatchCsvAndText()
{
    const Run csv = Run::start(
        { "--rope-mismatch", "bfloat16", "--positions", "300", "--seed", "5", "--format", "csv" });
    QCOMPARE(csv.exitCode, 0);
    const QList<QByteArray> lines = csv.out.split('\n');
    QCOMPARE(lines.size(), 302);
    QCOMPARE(lines.at(0),
             QByteArray("position,correct_score,mistaken_score,score_error,"
                        "total_variation"));
    QVERIFY(lines.at(299).startsWith("298,"));
    // bfloat16 holds the whole numbers up to 256 exactly; beyond, the angles go wrong.
    QVERIFY(lines.at(299).split(',').at(3).toDouble() != 0);
    const Run text = Run::start({ "--rope-mismatch", "pairing", "--positions", "3" });
    QCOMPARE(text.exitCode, 0);
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(out.startsWith(QStringLiteral("Mistake \"pairing\": the pairs taken interleaved")),
             qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("Model: llama-2-7b (RoPE type default, rope_theta = "
                                         "10000, head dimension 128, 128 rotated, pairing half); "
                                         "q and k seeded with 1 and 2.")),
             qPrintable(out));
    QCOMPARE(out.split(QLatin1Char('\n')).size(), 4 + 1 + 3 + 1);
}

void TestCommandLineModelConfig::mismatchWithModel()
{
    const QJsonObject o = Run::json({ "--rope-mismatch", "double-scaling", "--model-config",
                                      llama31, "--positions", "10", "--format", "json" });
    QCOMPARE(o.value("model").toString(), llama31);
    QCOMPARE(o.value("rope_theta").toDouble(), 500000.0);
    QCOMPARE(o.value("context_length").toInt(), 131072);
    // Llama 3 slows its slow pairs: scaling them twice changes the scores.
    QVERIFY(o.value("score_error").toArray().at(9).toDouble() != 0);
    const QJsonObject plain = Run::json(
        { "--rope-mismatch", "double-scaling", "--positions", "10", "--format", "json" });
    for (const QJsonValue v : plain.value("score_error").toArray())
        QCOMPARE(v.toDouble(), 0.0); // Llama 2 has no scaling to apply twice
}

// --render model --model-config FILE --context N: the view drawn with that model, not the
// default sample (what the view then holds: tst_modelview).
void TestCommandLineModelConfig::renderModel()
{
    QTemporaryDir dir;
    const QString phi2 = QStringLiteral(PEW_SOURCE_DIR "/resources/models/phi-2.json");
    const QString withFile = dir.filePath(QStringLiteral("phi-2.png"));
    const QString plain = dir.filePath(QStringLiteral("default.png"));
    const Run run = Run::start(
        { "--render", "model", "--model-config", phi2, "--context", "4096", "--output", withFile });
    QVERIFY2(run.exitCode == 0 && run.err.isEmpty(), run.err.constData());
    const Run other = Run::start({ "--render", "model", "--output", plain });
    QVERIFY2(other.exitCode == 0 && other.err.isEmpty(), other.err.constData());
    QFile a(withFile);
    QFile b(plain);
    QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray pictureA = a.readAll();
    QVERIFY(pictureA.startsWith("\x89PNG"));
    QVERIFY(pictureA != b.readAll());
}

QTEST_GUILESS_MAIN(TestCommandLineModelConfig)
#include "tst_commandlinemodelconfig.moc"
