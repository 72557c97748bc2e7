// SPDX-License-Identifier: GPL-3.0-or-later
// The sample models: every one is built in, reads without a refusal, names its model and source,
// and has the pair count its published sizes give; together they cover every rope type and
// partial rotary; every file in resources/models/ is listed.
#include "core/modelconfig/modelconfigreader.h"
#include "core/modelconfig/modelsamples.h"
#include "core/modelconfig/ropefrequencies.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QtTest>

using namespace pe;

class TestModelSamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void load_data();
    void load();
    void coverEveryType();
    void everyFileIsListed();
};

void TestModelSamples::load_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("pairs");
    QTest::addColumn<int>("type");
    const auto add = [](const char *id, int pairs, RopeType type) {
        QTest::newRow(id) << QString::fromLatin1(id) << pairs << static_cast<int>(type);
    };
    add("llama-2-7b", 64, RopeType::Default); // 4096 / 32 = 128
    add("codellama-7b", 64, RopeType::Default);
    add("llama-3.1-8b", 64, RopeType::Llama3);
    add("qwen2.5-7b-instruct-yarn", 64, RopeType::Yarn); // 3584 / 28 = 128
    add("deepseek-v3", 32, RopeType::Yarn); // qk_rope_head_dim 64
    add("gpt-oss-20b", 32, RopeType::Yarn); // head_dim 64
    add("phi-3-vision-128k-instruct", 48, RopeType::LongRope); // 3072 / 32 = 96
    add("deepseek-coder-1.3b-instruct", 64, RopeType::Linear); // 2048 / 16 = 128
    add("internlm2-1.8b", 64, RopeType::Dynamic);
    add("gpt-neox-20b", 12, RopeType::Default); // 6144 / 64 = 96, × 0.25 = 24
    add("phi-2", 16, RopeType::Default); // 2560 / 32 = 80, × 0.4 = 32
}

void TestModelSamples::load()
{
    QFETCH(QString, id);
    QFETCH(int, pairs);
    QFETCH(int, type);
    const QByteArray bytes = id.toLatin1();
    const QString path = ModelSamples::resourcePath(bytes.constData());
    const auto r = ModelConfigReader::readFile(path);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.config.pairCount(), pairs);
    QCOMPARE(static_cast<int>(r.config.ropeType), type);
    const RopeFrequencies f(r.config);
    QCOMPARE(static_cast<int>(f.pairs().size()), pairs);
    QVERIFY(f.attentionFactor() > 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject source = QJsonDocument::fromJson(file.readAll())
                                   .object()
                                   .value(QLatin1String("_source"))
                                   .toObject();
    QVERIFY(!source.value(QLatin1String("model")).toString().isEmpty());
    QVERIFY(
        source.value(QLatin1String("published")).toString().contains(QLatin1String("https://")));
    QVERIFY(!source.value(QLatin1String("read_from")).toString().isEmpty());
    bool listed = false;
    for (const ModelSamples::Sample &s : ModelSamples::all())
        listed = listed || id == QLatin1String(s.id);
    QVERIFY(listed);
}

void TestModelSamples::coverEveryType()
{
    QSet<int> types;
    bool partial = false;
    bool topLevelOriginal = false;
    for (const ModelSamples::Sample &s : ModelSamples::all()) {
        const auto r = ModelConfigReader::readFile(ModelSamples::resourcePath(s.id));
        QVERIFY2(r.ok(), qPrintable(r.error));
        types.insert(static_cast<int>(r.config.ropeType));
        partial = partial || r.config.partialRotaryFactor < 1;
        topLevelOriginal = topLevelOriginal || r.config.originalAtTopLevel;
    }
    QCOMPARE(types.size(), 6);
    QVERIFY(partial);
    QVERIFY(topLevelOriginal);
    QVERIFY(ModelSamples::all().size() >= 8);
}

void TestModelSamples::everyFileIsListed()
{
    const QDir dir(QStringLiteral(PEW_SOURCE_DIR "/resources/models"));
    const QStringList files = dir.entryList({ QStringLiteral("*.json") }, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), static_cast<int>(ModelSamples::all().size()));
    for (const ModelSamples::Sample &s : ModelSamples::all())
        QVERIFY2(files.contains(QLatin1String(s.id) + QStringLiteral(".json")), s.id);
}

QTEST_GUILESS_MAIN(TestModelSamples)
#include "tst_modelsamples.moc"
