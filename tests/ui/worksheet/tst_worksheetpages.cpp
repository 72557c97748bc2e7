// SPDX-License-Identifier: GPL-3.0-or-later
// A handout carries what its page says: every number any lesson page shows in its labels and
// tables (walked in the real wizard, in English, Japanese and Traditional Chinese, at the
// lesson's smallest, default and largest number) appears in the same step's part of the
// Markdown worksheet; every step says the width its numbers use; each step's paragraphs and the
// answers (in the answer key at the end) are there too.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/worksheet.h"
#include "core/lessons/worksheetcontent.h"
#include "core/model/interfacelanguage.h"
#include "core/model/languagesetup.h"
#include "core/text/format.h"
#include "tests/lessonrenderchecks.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace pe;

namespace {

// The numbers with decimals in text, with the page's minus sign as ASCII ("−0.989992").
QStringList decimals(QString text)
{
    text.replace(QChar(0x2212), QLatin1Char('-'));
    static const QRegularExpression number(QStringLiteral("-?\\d+\\.\\d+(?:e[-+]?\\d+)?"));
    QStringList out;
    for (auto it = number.globalMatch(text); it.hasNext();)
        out.append(it.next().captured());
    return out;
}

// The text of the step's section of the Markdown worksheet, "## <title>" up to the next "## ".
QString section(const QString &markdown, const QString &heading)
{
    const qsizetype start = markdown.indexOf(QStringLiteral("\n## ") + heading + QLatin1Char('\n'));
    if (start < 0)
        return {};
    const qsizetype end = markdown.indexOf(QStringLiteral("\n## "), start + 4);
    return markdown.mid(start, end < 0 ? -1 : end - start);
}

// A table of the student's own trial (a start k or a width d typed into a spin box on the page,
// cells own_*): its numbers follow an input the handout does not have, so they are not asked for.
bool isOwnTrial(const QLabel *label)
{
    const auto own
        = [](const QWidget *w) { return w->objectName().startsWith(QLatin1String("own_")); };
    if (own(label))
        return true;
    const QWidget *table = label->parentWidget();
    if (!table || !table->inherits("pe::LessonTable"))
        return false;
    const QList<QLabel *> cells = table->findChildren<QLabel *>();
    return std::any_of(cells.cbegin(), cells.cend(), own);
}

} // namespace

class TestWorksheetPages : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pageNumbersInHandout_data();
    void pageNumbersInHandout();
    void everyStepStatesItsWidth();
    void bodyAndAnswerKey();
    void repeatEvidence_data();
    void repeatEvidence();

private:
    QTemporaryDir m_catalogs;
};

void TestWorksheetPages::initTestCase()
{
    QVERIFY(m_catalogs.isValid());
    const QStringList failed = lessontest::compileCatalogs(m_catalogs.path());
    QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char(' '))));
}

void TestWorksheetPages::pageNumbersInHandout_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("position");
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        const QList<int> positions
            = { lesson.minimumComparePosition(), static_cast<int>(lesson.defaults().q),
                lesson.maximumComparePosition() };
        for (const QString &language : LanguageSetup::languages())
            for (int q : positions)
                QTest::addRow("%s %s q=%d", qPrintable(id), qPrintable(language), q)
                    << id << language << q;
    }
}

void TestWorksheetPages::pageNumbersInHandout()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QFETCH(int, position);
    QCOMPARE(lessontest::useLanguage(language, m_catalogs.path()), language);
    const Lesson l = LessonCatalog::lesson(lesson);
    const QString markdown = Worksheet::markdown(l, position, language);
    const WorksheetContent content = WorksheetContent::build(l, position, language);
    // The header names the language in itself, every one ("语言：zh_CN" had no name).
    QVERIFY2(content.header.contains(InterfaceLanguage::find(language)->nativeName
                                     + QStringLiteral(" (") + language + u')'),
             qPrintable(content.header));
    QStringList missing;
    {
        LessonWizard wizard(l);
        wizard.setAttribute(Qt::WA_DontShowOnScreen);
        wizard.show();
        QVERIFY(wizard.setComparePosition(position));
        for (int k = 0; k < l.stepCount(); ++k) {
            QVERIFY(wizard.goToStep(k));
            QApplication::processEvents();
            const QString handout = section(markdown, content.steps.at(k).title);
            QVERIFY2(!handout.isEmpty(), qPrintable(content.steps.at(k).title));
            // A page may print a number with fewer decimals (the toy's 0.9, RoPE's 0.31) or
            // without its sign after a minus ("e₁ − 0.989992"): it appears in the handout when a
            // handout number with at least as many decimals rounds to it.
            QSet<QString> inHandout;
            for (const QString &n : decimals(handout)) {
                inHandout.insert(n);
                const qsizetype point = n.indexOf(QLatin1Char('.'));
                if (n.contains(QLatin1Char('e')))
                    continue;
                for (int places = 0; places <= n.size() - point - 1; ++places) {
                    const QString rounded = formatFixed(n.toDouble(), places);
                    inHandout.insert(rounded);
                    inHandout.insert(QString(rounded).remove(QLatin1Char('-')));
                }
            }
            int shown = 0;
            for (QLabel *label : wizard.lessonPage(k)->findChildren<QLabel *>()) {
                if (!label->isVisibleTo(wizard.lessonPage(k)) || isOwnTrial(label))
                    continue;
                for (const QString &n : decimals(label->text())) {
                    ++shown;
                    if (!inHandout.contains(n))
                        missing.append(QStringLiteral("step %1 (%2) %3: %4")
                                           .arg(k)
                                           .arg(l.step(k).id, label->objectName(), n));
                }
            }
            // Most pages show numbers; a walk that found none at all would prove nothing.
            Q_UNUSED(shown)
        }
    }
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("%1 numbers shown but not in the handout, e.g. %2")
                            .arg(missing.size())
                            .arg(missing.mid(0, 12).join(QStringLiteral("; ")))));
}

void TestWorksheetPages::everyStepStatesItsWidth()
{
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        const int q = static_cast<int>(lesson.defaults().q);
        const QString markdown = Worksheet::markdown(lesson, q);
        const WorksheetContent content = WorksheetContent::build(lesson, q, QStringLiteral("en"));
        for (const WorksheetContent::Step &step : content.steps) {
            const QString width = QStringLiteral("Width d = %1 ").arg(step.parameters.dimension);
            QVERIFY2(section(markdown, step.title).contains(width),
                     qPrintable(id + QLatin1Char(' ') + step.id));
        }
    }
    // The two contradictions the review found: why-waves' rotation table is for d = 8 in a
    // d = 128 lesson, and attention's formula step is d = 128 in a d = 8 lesson.
    const Lesson whyWaves = LessonCatalog::lesson(QStringLiteral("why-waves"));
    const QString ww = Worksheet::markdown(whyWaves, 1000);
    const QString rotation
        = section(ww,
                  WorksheetContent::build(whyWaves, 1000, QStringLiteral("en"))
                      .steps.at(whyWaves.indexOfStep(QStringLiteral("same-rotation")))
                      .title);
    QVERIFY(rotation.contains(QLatin1String("Width d = 8 ")));
    QVERIFY(rotation.contains(QLatin1String("0.300000")));
    const Lesson attention = LessonCatalog::lesson(QStringLiteral("attention"));
    const QString formula = section(Worksheet::markdown(attention, 3),
                                    WorksheetContent::build(attention, 3, QStringLiteral("en"))
                                        .steps.at(attention.indexOfStep(QStringLiteral("formula")))
                                        .title);
    QVERIFY(formula.contains(QLatin1String("Width d = 128 ")));
    QVERIFY(formula.contains(QLatin1String("dimension 10")));
}

void TestWorksheetPages::bodyAndAnswerKey()
{
    for (const QString &language : LanguageSetup::languages()) {
        QCOMPARE(lessontest::useLanguage(language, m_catalogs.path()), language);
        for (const QString &id : LessonCatalog::ids()) {
            const Lesson lesson = LessonCatalog::lesson(id);
            const int q = static_cast<int>(lesson.defaults().q);
            const QString markdown = Worksheet::markdown(lesson, q, language);
            const qsizetype key
                = markdown.lastIndexOf(QStringLiteral("\n## ") + Worksheet::tr("Answer key"));
            QVERIFY2(key > 0, qPrintable(id + language));
            int answers = 0;
            for (int k = 0; k < lesson.stepCount(); ++k) {
                const QString tag
                    = id + QLatin1Char(' ') + language + QLatin1Char(' ') + lesson.step(k).id;
                for (const QString &paragraph : lesson.stepBody(k, q))
                    QVERIFY2(markdown.indexOf(paragraph) >= 0 && markdown.indexOf(paragraph) < key,
                             qPrintable(tag));
                if (lesson.step(k).hasQuestion()) {
                    ++answers;
                    QVERIFY2(markdown.indexOf(lesson.stepAnswer(k, q), key) > key, qPrintable(tag));
                    QVERIFY2(markdown.indexOf(lesson.stepAnswer(k, q)) > key, qPrintable(tag));
                }
            }
            QVERIFY2(answers > 0, qPrintable(id));
        }
    }
    lessontest::useLanguage(LanguageSetup::english, m_catalogs.path());
}

void TestWorksheetPages::repeatEvidence_data()
{
    QTest::addColumn<int>("q");
    for (int q : { 1, 3, 6, 17, 32 })
        QTest::addRow("q=%d", q) << q;
}

void TestWorksheetPages::repeatEvidence()
{
    // The "many frequencies" step argues from position 6 whatever the chosen number: its
    // evidence (seed figures at d = 8) is in the handout at every q.
    QFETCH(int, q);
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("workbench"));
    const int k = lesson.indexOfStep(QStringLiteral("frequencies"));
    const WorksheetContent content = WorksheetContent::build(lesson, q, QStringLiteral("en"));
    const QString text = section(Worksheet::markdown(lesson, q), content.steps.at(k).title);
    for (const char *figure : { "0.282240", "0.591040", "0.657741" })
        QVERIFY2(text.contains(QLatin1String(figure)), figure);
}

QTEST_MAIN(TestWorksheetPages)
#include "tst_worksheetpages.moc"
