// SPDX-License-Identifier: GPL-3.0-or-later
// Where a configuration's numbers come from: every sample names its model and its page; a file
// without "_source", or with one of the wrong shape, has none; the texts are cut and escaped as
// outside input.
#include "core/modelconfig/modelsamples.h"
#include "core/modelconfig/modelsource.h"

#include <QtTest>

using namespace pe;

class TestModelSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySampleHasOne();
    void absentOrMisshapen();
    void outsideInput();
};

void TestModelSource::everySampleHasOne()
{
    for (const ModelSamples::Sample &s : ModelSamples::all()) {
        const ModelSource source = ModelSource::fromFile(ModelSamples::resourcePath(s.id));
        QVERIFY2(!source.model.isEmpty(), s.id);
        QVERIFY2(source.published.startsWith(QLatin1String("https://")), s.id);
        QVERIFY2(!source.readFrom.isEmpty(), s.id);
    }
    const ModelSource llama = ModelSource::fromFile(ModelSamples::resourcePath("llama-3.1-8b"));
    QVERIFY(llama.model.startsWith(QLatin1String("Llama 3.1 8B")));
}

void TestModelSource::absentOrMisshapen()
{
    QVERIFY(ModelSource::fromJson(R"({"rope_theta": 10000})").isEmpty());
    QVERIFY(ModelSource::fromJson(R"({"_source": "a model"})").isEmpty());
    QVERIFY(ModelSource::fromJson("[1, 2]").isEmpty());
    QVERIFY(ModelSource::fromJson("not json").isEmpty());
    const ModelSource numbers
        = ModelSource::fromJson(R"({"_source": {"model": 7, "published": "x"}})");
    QVERIFY(numbers.model.isEmpty());
    QCOMPARE(numbers.published, QStringLiteral("x"));
    QVERIFY(ModelSource::fromFile(QStringLiteral("/nonexistent/config.json")).isEmpty());
}

void TestModelSource::outsideInput()
{
    const ModelSource s = ModelSource::fromJson(R"({"_source": {"model": "a\nb\u202ec"}})");
    QCOMPARE(s.model, QStringLiteral("a\\nb\\u202Ec"));
    const QByteArray longName = "{\"_source\": {\"model\": \"" + QByteArray(1000, 'x') + "\"}}";
    QCOMPARE(ModelSource::fromJson(longName).model.size(), qsizetype(ModelSource::maxLength));
}

QTEST_GUILESS_MAIN(TestModelSource)
#include "tst_modelsource.moc"
