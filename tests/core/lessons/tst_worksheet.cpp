// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson as a handout: markdown for people, JSON with stable keys for programs, in the
// language of the installed translator.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/lessonvalues.h"
#include "core/lessons/worksheet.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QTranslator>

#include <cmath>

using namespace pe;

namespace {

// Stands in for a real catalog: every lesson and worksheet string comes back tagged, so the test
// sees which text was translated at display time and which was not.
class TaggingTranslator : public QTranslator
{
public:
    explicit TaggingTranslator(const QString &tag)
        : m_tag(tag)
    {
    }
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        for (const char *c : { "WorkbenchLesson", "Worksheet", "LessonValues" })
            if (qstrcmp(context, c) == 0)
                return m_tag + QString::fromUtf8(source);
        return {};
    }

private:
    QString m_tag;
};

QJsonObject parse(const QByteArray &json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning() << error.errorString();
    return document.object();
}

} // namespace

class TestWorksheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonValues_data();
    void jsonValues();
    void jsonStructure_data();
    void jsonStructure();
    void jsonRoundTrip();
    void markdown_data();
    void markdown();
    void languages_data();
    void languages();
    void checkFormat_data();
    void checkFormat();

private:
    const Lesson m_lesson = LessonCatalog::lesson(QStringLiteral("workbench"));
};

void TestWorksheet::jsonValues_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("expected");
    auto row = [](int q, int step, const char *key, double expected) {
        QTest::addRow("q=%d steps[%d] %s", q, step, key)
            << q << step << QString::fromLatin1(key) << expected;
    };
    row(3, 0, "pair1_denominator", 10);
    row(3, 0, "pair3_denominator", 1000);
    row(3, 1, "difference_norm", 0);
    row(3, 2, "pair0_sin_q", 0.141120);
    row(3, 2, "pair0_cos_q", -0.989992);
    row(3, 3, "pair1_sin_q", 0.295520);
    row(3, 3, "pair1_cos_q", 0.955336);
    row(3, 5, "a_q_0", 0.141120);
    row(3, 6, "difference_norm", 2.017479);
    row(3, 7, "difference_norm", 0);
    row(3, 7, "candidate_norm", 2.017479);
    row(3, 15, "on_difference_norm", 2.017479);
    row(3, 15, "off_difference_norm", 0);
    row(6, 6, "difference_norm", 0.657741);
    row(6, 8, "pair0_distance", 0.282240);
    row(6, 8, "pair1_distance", 0.591040);
    row(6, 8, "difference_norm", 0.657741);
    row(6, 8, "default_norm", 2.017479);
    row(6, 15, "on_difference_norm", 0.657741);
}

void TestWorksheet::jsonValues()
{
    QFETCH(int, q);
    QFETCH(int, step);
    QFETCH(QString, key);
    QFETCH(double, expected);
    const QJsonObject root = parse(Worksheet::json(m_lesson, q, QStringLiteral("en")));
    const QJsonObject values = root.value(QLatin1String("steps"))
                                   .toArray()
                                   .at(step)
                                   .toObject()
                                   .value(QLatin1String("values"))
                                   .toObject();
    QVERIFY2(values.contains(key), qPrintable(key));
    QVERIFY(values.value(key).isDouble());
    QVERIFY2(std::abs(values.value(key).toDouble() - expected) <= 1e-6,
             qPrintable(QString::number(values.value(key).toDouble(), 'g', 17)));
}

void TestWorksheet::jsonStructure_data()
{
    QTest::addColumn<int>("q");
    QTest::addRow("q=3") << 3;
    QTest::addRow("q=6") << 6;
}

void TestWorksheet::jsonStructure()
{
    QFETCH(int, q);
    const QJsonObject root = parse(Worksheet::json(m_lesson, q, QStringLiteral("en")));
    QCOMPARE(root.value(QLatin1String("lesson")).toString(), QStringLiteral("workbench"));
    QCOMPARE(root.value(QLatin1String("language")).toString(), QStringLiteral("en"));
    QCOMPARE(root.value(QLatin1String("compare_position")).toInt(), q);
    QCOMPARE(root.value(QLatin1String("p")).toInt(), 0);
    QCOMPARE(root.value(QLatin1String("dim")).toInt(), 8);
    QCOMPARE(root.value(QLatin1String("base")).toDouble(), 10000.0);
    QCOMPARE(root.value(QLatin1String("title")).toString(), m_lesson.title());
    const QJsonArray steps = root.value(QLatin1String("steps")).toArray();
    QCOMPARE(steps.size(), m_lesson.stepCount());
    for (int k = 0; k < steps.size(); ++k) {
        const QJsonObject step = steps.at(k).toObject();
        QCOMPARE(step.value(QLatin1String("index")).toInt(), k);
        QCOMPARE(step.value(QLatin1String("step")).toInt(), k + 1); // as the reader counts
        QCOMPARE(step.value(QLatin1String("id")).toString(), m_lesson.step(k).id);
        QCOMPARE(step.value(QLatin1String("title")).toString(), m_lesson.stepTitle(k));
        QCOMPARE(step.value(QLatin1String("text")).toString(), m_lesson.stepSentence(k, q));
        QVERIFY(step.value(QLatin1String("values")).isObject());
        QCOMPARE(step.contains(QLatin1String("question")), m_lesson.step(k).hasQuestion());
        QCOMPARE(step.contains(QLatin1String("answer")), m_lesson.step(k).hasQuestion());
    }
}

void TestWorksheet::jsonRoundTrip()
{
    // Every number reads back exactly as the core computed it.
    for (int q : { 1, 3, 6, 32 }) {
        const QJsonArray steps = parse(Worksheet::json(m_lesson, q, QStringLiteral("en")))
                                     .value(QLatin1String("steps"))
                                     .toArray();
        for (int k = 0; k < m_lesson.stepCount(); ++k) {
            const QJsonObject values
                = steps.at(k).toObject().value(QLatin1String("values")).toObject();
            const LessonValues computed = LessonValues::compute(m_lesson, k, q);
            QCOMPARE(values.size(), computed.list().size());
            for (const LessonValue &v : computed.list())
                QVERIFY2(values.value(v.key).toDouble() == v.value,
                         qPrintable(QStringLiteral("q=%1 step %2 %3").arg(q).arg(k).arg(v.key)));
        }
    }
}

void TestWorksheet::markdown_data()
{
    QTest::addColumn<int>("q");
    QTest::addColumn<QStringList>("numbers");
    QTest::addRow("q=3") << 3
                         << QStringList { "| 0.141120 |",
                                          "| -0.989992 |",
                                          "| 0.295520 |",
                                          "| 0.955336 |",
                                          "| 2.017479 |",
                                          "| PE(3) | [0.141120, -0.989992, 0.295520, 0.955336, "
                                          "0.029996, 0.999550, 0.003000, 0.999996] |",
                                          "| PE(0) added to every token · Length ‖x(3) − x(0)‖ "
                                          "| 2.017479 | 0.000000 |",
                                          "| Quantity | Correct | With the mistake |" };
    QTest::addRow("q=6") << 6
                         << QStringList { "| 0.282240 |", "| 0.591040 |", "| 0.657741 |",
                                          "| 2.017479 |" };
}

void TestWorksheet::markdown()
{
    QFETCH(int, q);
    QFETCH(QStringList, numbers);
    const QString text = Worksheet::markdown(m_lesson, q);
    QVERIFY(text.startsWith(QStringLiteral("# ") + m_lesson.title() + QLatin1Char('\n')));
    for (int k = 0; k < m_lesson.stepCount(); ++k) {
        QVERIFY2(text.contains(
                     QStringLiteral("\n## Step %1. %2\n").arg(k + 1).arg(m_lesson.stepTitle(k))),
                 qPrintable(m_lesson.stepTitle(k)));
        QVERIFY(text.contains(m_lesson.stepSentence(k, q)));
    }
    for (const QString &number : numbers)
        QVERIFY2(text.contains(number), qPrintable(number));
    QVERIFY(text.contains(QStringLiteral("q = %1").arg(q)));
    QVERIFY(!text.contains(QLatin1String("-0.000000")));
    QCOMPARE(Worksheet::generate(m_lesson, q, Worksheet::Format::Markdown, QStringLiteral("en")),
             text.toUtf8());
}

void TestWorksheet::languages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("tag");
    QTest::addRow("en") << "en"
                        << "";
    QTest::addRow("ja") << "ja"
                        << "[ja] ";
    QTest::addRow("zh_TW") << "zh_TW"
                           << "[zh_TW] ";
    QTest::addRow("zh_CN") << "zh_CN"
                           << "[zh_CN] ";
}

void TestWorksheet::languages()
{
    QFETCH(QString, language);
    QFETCH(QString, tag);
    const QByteArray english = Worksheet::json(m_lesson, 3, QStringLiteral("en"));
    const QString englishTitle = m_lesson.stepTitle(6);
    TaggingTranslator translator(tag);
    if (!tag.isEmpty())
        QCoreApplication::installTranslator(&translator);
    const QJsonObject root = parse(Worksheet::json(m_lesson, 3, language));
    const QString markdown = Worksheet::markdown(m_lesson, 3);
    QCoreApplication::removeTranslator(&translator);

    QCOMPARE(root.value(QLatin1String("language")).toString(), language);
    const QJsonArray steps = root.value(QLatin1String("steps")).toArray();
    const QJsonArray englishSteps = parse(english).value(QLatin1String("steps")).toArray();
    QCOMPARE(steps.at(6).toObject().value(QLatin1String("title")).toString(), tag + englishTitle);
    QVERIFY(steps.at(6).toObject().value(QLatin1String("text")).toString().startsWith(tag));
    QVERIFY(steps.at(6)
                .toObject()
                .value(QLatin1String("text"))
                .toString()
                .contains(QStringLiteral("PE(3) − PE(0)")));
    // The numbers and keys do not depend on the language.
    for (int k = 0; k < steps.size(); ++k)
        QCOMPARE(steps.at(k).toObject().value(QLatin1String("values")),
                 englishSteps.at(k).toObject().value(QLatin1String("values")));
    QVERIFY(markdown.contains(QStringLiteral("# ") + tag + m_lesson.title()));
    QVERIFY(markdown.contains(tag + englishTitle));
    QVERIFY(markdown.contains(QLatin1String("| 2.017479 |")));
}

void TestWorksheet::checkFormat_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("format");
    QTest::addRow("markdown") << "markdown" << true << int(Worksheet::Format::Markdown);
    QTest::addRow("md") << "md" << true << int(Worksheet::Format::Markdown);
    QTest::addRow("json") << "json" << true << int(Worksheet::Format::Json);
    QTest::addRow("JSON") << "JSON" << true << int(Worksheet::Format::Json);
    QTest::addRow("html") << "html" << false << 0;
    QTest::addRow("empty") << "" << false << 0;
}

void TestWorksheet::checkFormat()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    QFETCH(int, format);
    Worksheet::Format parsed = Worksheet::Format::Markdown;
    const QString error = Worksheet::checkFormat(QStringLiteral("--format"), text, &parsed);
    QCOMPARE(error.isEmpty(), valid);
    if (valid) {
        QCOMPARE(int(parsed), format);
        QCOMPARE(Worksheet::formatName(parsed),
                 format == int(Worksheet::Format::Json) ? QStringLiteral("json")
                                                        : QStringLiteral("markdown"));
    } else {
        QVERIFY(error.contains(QLatin1String("--format")));
        QVERIFY(error.contains(QLatin1String("markdown")) && error.contains(QLatin1String("json")));
    }
}

QTEST_GUILESS_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
