// SPDX-License-Identifier: GPL-3.0-or-later
// The config.json reader: what it takes from where (transformers' precedence and defaults), and
// every refusal, each field of the wrong type and out of range, with its exact one-line message.
#include "core/modelconfig/modelconfigreader.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QTemporaryDir>
#include <QtTest>

#include <tuple>

using namespace pe;

namespace {

ModelConfigReader::Result read(const char *json)
{
    return ModelConfigReader::read(QByteArray(json), QStringLiteral("config.json"));
}

// The row's JSON is refused with the row's message, and no configuration comes with it.
void refuses()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    const auto r = ModelConfigReader::read(json, QStringLiteral("config.json"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error, message);
    QCOMPARE(r.config.headDimension, 0);
}

} // namespace

class TestModelConfigReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsAFullConfig();
    void defaults();
    void precedence();
    void nullIsAbsent();
    void wholeNumbersAsWritten();
    void rejectsDocument_data();
    void rejectsDocument();
    void rejectsSizes_data();
    void rejectsSizes();
    void rejectsScaling_data();
    void rejectsScaling();
    void brokenJson();
    void controlCharacter();
    void tooLarge();
    void readFile();
};

void TestModelConfigReader::readsAFullConfig()
{
    const auto r = read(R"({
        "architectures": ["LlamaForCausalLM"], "vocab_size": 128256, "torch_dtype": "bfloat16",
        "hidden_size": 4096, "num_attention_heads": 32, "max_position_embeddings": 131072,
        "rope_theta": 500000.0,
        "rope_scaling": {"factor": 8.0, "high_freq_factor": 4.0, "low_freq_factor": 1.0,
                         "original_max_position_embeddings": 8192, "rope_type": "llama3"}})");
    QVERIFY2(r.ok(), qPrintable(r.error));
    const ModelConfig &c = r.config;
    QCOMPARE(c.ropeType, RopeType::Llama3);
    QCOMPARE(c.ropeTheta, 500000.0);
    QCOMPARE(c.headDimension, 128);
    QCOMPARE(c.attentionHeads, 32);
    QCOMPARE(c.rotatedDimensions(), 128);
    QCOMPARE(c.maxPositionEmbeddings, qint64(131072));
    QCOMPARE(c.originalMaxPositionEmbeddings, qint64(8192));
    QVERIFY(!c.originalAtTopLevel);
    QCOMPARE(c.factor.value_or(0), 8.0);
    QCOMPARE(c.lowFreqFactor, 1.0);
    QCOMPARE(c.highFreqFactor, 4.0);
    QCOMPARE(c.trainingLength(), qint64(8192));
}

void TestModelConfigReader::defaults()
{
    const auto r = read(R"({"head_dim": 64})");
    QVERIFY2(r.ok(), qPrintable(r.error));
    const ModelConfig &c = r.config;
    QCOMPARE(c.ropeType, RopeType::Default);
    QCOMPARE(c.ropeTheta, 10000.0);
    QCOMPARE(c.partialRotaryFactor, 1.0);
    QCOMPARE(c.maxPositionEmbeddings, qint64(2048));
    QCOMPARE(c.originalMaxPositionEmbeddings, qint64(2048));
    QCOMPARE(c.betaFast, 32.0);
    QCOMPARE(c.betaSlow, 1.0);
    QVERIFY(c.truncate);
    QVERIFY(!c.factor);
    QVERIFY(!c.attentionFactor);
    QCOMPARE(c.attentionHeads, 0);
    QVERIFY(!c.alibi);
    // yarn's original length defaults to max_position_embeddings
    const auto y = read(R"({"head_dim": 64, "max_position_embeddings": 4096,
                            "rope_scaling": {"type": "yarn", "factor": 2}})");
    QVERIFY2(y.ok(), qPrintable(y.error));
    QCOMPARE(y.config.originalMaxPositionEmbeddings, qint64(4096));
    QCOMPARE(y.config.ropeType, RopeType::Yarn);
}

void TestModelConfigReader::precedence()
{
    // rope_scaling before rope_parameters, rope_type before type, the rope object's theta and
    // partial factor before the top level's, the top level's original length before the rope's.
    auto r = read(R"({"head_dim": 64, "rope_theta": 20000, "partial_rotary_factor": 0.5,
                      "original_max_position_embeddings": 1024,
                      "rope_parameters": {"rope_type": "dynamic", "factor": 9},
                      "rope_scaling": {"rope_type": "linear", "type": "yarn", "factor": 2,
                                       "rope_theta": 30000, "partial_rotary_factor": 0.25,
                                       "original_max_position_embeddings": 512}})");
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.config.ropeType, RopeType::Linear);
    QCOMPARE(r.config.factor.value_or(0), 2.0);
    QCOMPARE(r.config.ropeTheta, 30000.0);
    QCOMPARE(r.config.partialRotaryFactor, 0.25);
    QCOMPARE(r.config.originalMaxPositionEmbeddings, qint64(1024));
    QVERIFY(r.config.originalAtTopLevel);
    // transformers 5's rope_parameters alone, with rope_theta inside.
    r = read(
        R"({"head_dim": 64, "rope_parameters": {"rope_type": "default", "rope_theta": 150000}})");
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.config.ropeTheta, 150000.0);
    // GPT-NeoX's names; the new ones win when both are there.
    r = read(R"({"hidden_size": 6144, "num_attention_heads": 64, "rotary_emb_base": 20000,
                 "rotary_pct": 0.25})");
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.config.ropeTheta, 20000.0);
    QCOMPARE(r.config.partialRotaryFactor, 0.25);
    QCOMPARE(r.config.rotatedDimensions(), 24);
    r = read(R"({"head_dim": 64, "rope_theta": 5e5, "rotary_emb_base": 20000})");
    QCOMPARE(r.config.ropeTheta, 500000.0);
    // qk_rope_head_dim before head_dim before hidden_size / num_attention_heads.
    r = read(R"({"hidden_size": 7168, "num_attention_heads": 128, "head_dim": 192,
                 "qk_rope_head_dim": 64})");
    QCOMPARE(r.config.headDimension, 64);
    r = read(R"({"hidden_size": 7168, "num_attention_heads": 128, "head_dim": 192})");
    QCOMPARE(r.config.headDimension, 192);
    r = read(R"({"hidden_size": 2560, "num_attention_heads": 32})");
    QCOMPARE(r.config.headDimension, 80);
}

void TestModelConfigReader::nullIsAbsent()
{
    const auto r = read(R"({"head_dim": 64, "rope_scaling": null, "rope_theta": null,
                            "head_dim_unused": null, "alibi": true, "num_attention_heads": 32})");
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.config.ropeType, RopeType::Default);
    QCOMPARE(r.config.ropeTheta, 10000.0);
    QVERIFY(r.config.alibi);
    QCOMPARE(r.config.attentionHeads, 32);
}

void TestModelConfigReader::wholeNumbersAsWritten()
{
    for (const char *written : { "4096", "4096.0", "4.096e3" }) {
        const QByteArray json
            = QByteArray(R"({"head_dim": 64, "max_position_embeddings": )") + written + "}";
        const auto r = ModelConfigReader::read(json, QStringLiteral("config.json"));
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.config.maxPositionEmbeddings, qint64(4096));
    }
}

namespace {

void columns()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
}

void add(const char *tag, const char *json, const char *message)
{
    QTest::newRow(tag) << QByteArray(json) << QString::fromUtf8(message);
}

const char *types = "default, linear, dynamic, yarn, longrope, llama3";

} // namespace

void TestModelConfigReader::rejectsDocument_data()
{
    columns();
    const QByteArray typeText = QByteArray("config.json: rope_scaling.rope_type: must be text in "
                                           "quotes; use ")
        + types + ".";
    const QByteArray typeName = QByteArray("config.json: rope_scaling.type: \"ntk\" is not a RoPE "
                                           "type; use ")
        + types + ".";
    add("array", "[1]", "config.json: not a model configuration: it holds no JSON object { … }.");
    add("twice", R"({"head_dim": 64, "head_dim": 64})",
        "config.json: head_dim is given twice; give each field once.");
    add("rope object", R"({"head_dim": 64, "rope_scaling": 4})",
        "config.json: rope_scaling: must be an object { … } or null.");
    add("rope_parameters", R"({"head_dim": 64, "rope_parameters": []})",
        "config.json: rope_parameters: must be an object { … } or null.");
    add("type text", R"({"head_dim": 64, "rope_scaling": {"rope_type": 3}})", typeText.constData());
    add("type name", R"({"head_dim": 64, "rope_scaling": {"type": "ntk"}})", typeName.constData());
    add("alibi", R"({"head_dim": 64, "alibi": "yes"})",
        "config.json: alibi: must be true or false.");
}

void TestModelConfigReader::rejectsDocument()
{
    refuses();
}

void TestModelConfigReader::rejectsSizes_data()
{
    columns();
    add("theta text", R"({"head_dim": 64, "rope_theta": "10000"})",
        "config.json: rope_theta: must be a number greater than 1.");
    add("theta 1", R"({"head_dim": 64, "rope_theta": 1})",
        "config.json: rope_theta: 1 is not allowed; a number greater than 1.");
    add("theta inside", R"({"head_dim": 64, "rope_parameters": {"rope_theta": 0.5}})",
        "config.json: rope_parameters.rope_theta: 0.5 is not allowed; a number greater than 1.");
    add("rotary_emb_base", R"({"head_dim": 64, "rotary_emb_base": -3})",
        "config.json: rotary_emb_base: -3 is not allowed; a number greater than 1.");
    add("partial 0", R"({"head_dim": 64, "partial_rotary_factor": 0})",
        "config.json: partial_rotary_factor: 0 is not allowed; a number greater than 0 and at "
        "most 1.");
    add("partial 1.5", R"({"head_dim": 64, "partial_rotary_factor": 1.5})",
        "config.json: partial_rotary_factor: 1.5 is not allowed; a number greater than 0 and at "
        "most 1.");
    add("rotary_pct text", R"({"head_dim": 64, "rotary_pct": "a"})",
        "config.json: rotary_pct: must be a number greater than 0 and at most 1.");
    add("head_dim fraction", R"({"head_dim": 64.5})",
        "config.json: head_dim: 64.5 is not allowed; a whole number from 1 to 4096.");
    add("head_dim text", R"({"head_dim": "64"})",
        "config.json: head_dim: must be a whole number from 1 to 4096.");
    add("head_dim large", R"({"head_dim": 5000})",
        "config.json: head_dim: 5000 is not allowed; a whole number from 1 to 4096.");
    add("qk_rope_head_dim", R"({"qk_rope_head_dim": 0})",
        "config.json: qk_rope_head_dim: 0 is not allowed; a whole number from 1 to 4096.");
    add("hidden_size", R"({"hidden_size": -1, "num_attention_heads": 2})",
        "config.json: hidden_size: -1 is not allowed; a whole number from 1 to 1073741824.");
    add("heads", R"({"hidden_size": 64, "num_attention_heads": 0})",
        "config.json: num_attention_heads: 0 is not allowed; a whole number from 1 to 1048576.");
    add("heads text", R"({"head_dim": 64, "num_attention_heads": true})",
        "config.json: num_attention_heads: must be a whole number from 1 to 1048576.");
    add("no head", R"({"hidden_size": 4096})",
        "config.json: the head size is missing; give head_dim, or hidden_size and "
        "num_attention_heads.");
    add("odd head", R"({"head_dim": 3})",
        "config.json: head_dim: a head size of 3 with partial_rotary_factor 1 rotates 3 "
        "dimensions; RoPE needs an even number from 4 to 4096.");
    add("few rotated", R"({"head_dim": 64, "partial_rotary_factor": 0.05})",
        "config.json: head_dim: a head size of 64 with partial_rotary_factor 0.05 rotates 3 "
        "dimensions; RoPE needs an even number from 4 to 4096.");
    add("small heads", R"({"hidden_size": 64, "num_attention_heads": 32})",
        "config.json: hidden_size: a head size of 2 with partial_rotary_factor 1 rotates 2 "
        "dimensions; RoPE needs an even number from 4 to 4096.");
    add("max positions", R"({"head_dim": 64, "max_position_embeddings": 0})",
        "config.json: max_position_embeddings: 0 is not allowed; a whole number from 1 to "
        "2147483648.");
    add("original text", R"({"head_dim": 64, "original_max_position_embeddings": "x"})",
        "config.json: original_max_position_embeddings: must be a whole number from 1 to "
        "2147483648.");
    add("original inside",
        R"({"head_dim": 64, "rope_scaling": {"original_max_position_embeddings": 1e10}})",
        "config.json: rope_scaling.original_max_position_embeddings: 1e10 is not allowed; a whole "
        "number from 1 to 2147483648.");
}

void TestModelConfigReader::rejectsSizes()
{
    refuses();
}

void TestModelConfigReader::rejectsScaling_data()
{
    columns();
    // A newline in a value stays out of the one-line message (found by fuzz_modelconfigreader).
    for (const auto &[tag, value, shown] : { std::tuple("unknown type", "su", "su"),
                                             std::tuple("newline in type", "yarn\\n", "yarn\\n") })
        QTest::newRow(tag)
            << QByteArray(R"({"head_dim": 64, "rope_scaling": {"type": "?"}})").replace("?", value)
            << QStringLiteral("config.json: rope_scaling.type: \"%1\" is not a RoPE type; use %2.")
                   .arg(QLatin1String(shown), QLatin1String(types));
    add("factor 0.5", R"({"head_dim": 64, "rope_scaling": {"type": "linear", "factor": 0.5}})",
        "config.json: rope_scaling.factor: 0.5 is not allowed; a number of at least 1.");
    add("factor text", R"({"head_dim": 64, "rope_scaling": {"type": "linear", "factor": "2"}})",
        "config.json: rope_scaling.factor: must be a number of at least 1.");
    add("linear factor", R"({"head_dim": 64, "rope_scaling": {"type": "linear"}})",
        "config.json: rope_scaling.factor: missing; rope type linear needs it.");
    add("dynamic factor",
        R"({"head_dim": 64, "rope_scaling": {"type": "dynamic", "factor": null}})",
        "config.json: rope_scaling.factor: missing; rope type dynamic needs it.");
    add("yarn factor", R"({"head_dim": 64, "rope_scaling": {"rope_type": "yarn"}})",
        "config.json: rope_scaling.factor: missing; rope type yarn needs it.");
    add("llama3 factor",
        R"({"head_dim": 64, "rope_scaling": {"rope_type": "llama3", "factor": 8,
            "high_freq_factor": 4}})",
        "config.json: rope_scaling.low_freq_factor: missing; rope type llama3 needs it.");
    add("attention_factor",
        R"({"head_dim": 64, "rope_scaling": {"type": "yarn", "factor": 4, "attention_factor": 0}})",
        "config.json: rope_scaling.attention_factor: 0 is not allowed; a number greater than 0.");
    add("beta_fast", R"({"head_dim": 64, "rope_scaling": {"beta_fast": true}})",
        "config.json: rope_scaling.beta_fast: must be a number greater than 0.");
    add("beta_slow", R"({"head_dim": 64, "rope_scaling": {"beta_slow": 0}})",
        "config.json: rope_scaling.beta_slow: 0 is not allowed; a number greater than 0.");
    add("betas", R"({"head_dim": 64, "rope_scaling": {"type": "yarn", "factor": 4,
                     "beta_fast": 1, "beta_slow": 2}})",
        "config.json: rope_scaling.beta_fast: 1 is less than beta_slow (2); beta_fast must be at "
        "least beta_slow.");
    add("mscale", R"({"head_dim": 64, "rope_scaling": {"mscale": -1}})",
        "config.json: rope_scaling.mscale: -1 is not allowed; a number of at least 0.");
    add("mscale_all_dim", R"({"head_dim": 64, "rope_scaling": {"mscale_all_dim": "1"}})",
        "config.json: rope_scaling.mscale_all_dim: must be a number of at least 0.");
    add("truncate", R"({"head_dim": 64, "rope_scaling": {"truncate": "no"}})",
        "config.json: rope_scaling.truncate: must be true or false.");
    add("low_freq_factor", R"({"head_dim": 64, "rope_scaling": {"low_freq_factor": 0}})",
        "config.json: rope_scaling.low_freq_factor: 0 is not allowed; a number greater than 0.");
    add("high not above low",
        R"({"head_dim": 64, "rope_scaling": {"rope_type": "llama3", "factor": 8,
            "low_freq_factor": 1, "high_freq_factor": 1.0}})",
        "config.json: rope_scaling.high_freq_factor: 1 is not greater than low_freq_factor (1); "
        "high_freq_factor must be greater.");
    add("short missing", R"({"head_dim": 4, "rope_scaling": {"type": "longrope",
                             "long_factor": [1, 2]}})",
        "config.json: rope_scaling.short_factor: missing; rope type longrope needs it.");
    add("short not list", R"({"head_dim": 4, "rope_scaling": {"type": "longrope",
                              "short_factor": 1, "long_factor": [1, 2]}})",
        "config.json: rope_scaling.short_factor: must be a list of 2 numbers, one for each "
        "rotated pair [1.0, …].");
    add("short length", R"({"head_dim": 4, "rope_scaling": {"type": "longrope",
                            "short_factor": [1], "long_factor": [1, 2]}})",
        "config.json: rope_scaling.short_factor: 1 entries; the model rotates 2 pairs, one number "
        "each.");
    add("long entry", R"({"head_dim": 4, "rope_scaling": {"type": "longrope",
                          "short_factor": [1, 1], "long_factor": [1, 0.0]}})",
        "config.json: rope_scaling.long_factor[1]: 0.0 is not allowed; a number greater than 0.");
    add("long entry text", R"({"head_dim": 4, "rope_scaling": {"type": "longrope",
                               "short_factor": [1, 1], "long_factor": [1, "x"]}})",
        "config.json: rope_scaling.long_factor[1]: must be a number greater than 0.");
}

void TestModelConfigReader::rejectsScaling()
{
    refuses();
}

void TestModelConfigReader::brokenJson()
{
    const QByteArray json("{\"head_dim\": 64,");
    QJsonParseError parse;
    QJsonDocument::fromJson(json, &parse);
    const auto r = ModelConfigReader::read(json, QStringLiteral("config.json"));
    QCOMPARE(r.error,
             QStringLiteral("config.json: not a model configuration: the JSON breaks off at byte "
                            "%1 (%2).")
                 .arg(parse.offset)
                 .arg(parse.errorString()));
}

void TestModelConfigReader::controlCharacter()
{
    const QByteArray json("{\"name\": \"a\nb\", \"head_dim\": 64}");
    const auto r = ModelConfigReader::read(json, QStringLiteral("config.json"));
    QCOMPARE(r.error,
             QStringLiteral("config.json: not a model configuration: a line break or other "
                            "control character inside text in quotes at byte %1; write it as \\n.")
                 .arg(json.indexOf('\n')));
}

void TestModelConfigReader::tooLarge()
{
    QByteArray json(R"({"head_dim": 64, "pad": ")");
    json += QByteArray(ModelConfig::maxFileSize, 'x') + "\"}";
    const auto r = ModelConfigReader::read(json, QStringLiteral("config.json"));
    QCOMPARE(r.error,
             QStringLiteral("config.json: %1 bytes is too large for a model "
                            "configuration; at most 1048576 bytes.")
                 .arg(json.size()));
}

void TestModelConfigReader::readFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("config.json"));
    const auto missing = ModelConfigReader::readFile(path);
    QVERIFY(missing.error.startsWith(QDir::toNativeSeparators(path)
                                     + QStringLiteral(": cannot be opened: ")));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"head_dim": 64, "rope_theta": 0})");
    file.close();
    QCOMPARE(ModelConfigReader::readFile(path).error,
             QDir::toNativeSeparators(path)
                 + QStringLiteral(": rope_theta: 0 is not allowed; a number greater than 1."));
}

QTEST_GUILESS_MAIN(TestModelConfigReader)
#include "tst_modelconfigreader.moc"
