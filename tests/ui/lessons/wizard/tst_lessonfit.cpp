// SPDX-License-Identifier: GPL-3.0-or-later
// The long pages reach their check question without scrolling in a 1280 × 800 window, in
// English, Japanese and Traditional Chinese: why-waves step 3 (what a float can hold) and the
// attention lesson's step 1 (self-attention is permutation-invariant), as issue 19 asks.
#include "core/lessons/catalog/lessoncatalog.h"
#include "tests/lessonrenderchecks.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QTemporaryDir>
#include <QTest>

using namespace pe;

class TestLessonFit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void questionInView_data();
    void questionInView();

private:
    QTemporaryDir m_catalogs;
};

void TestLessonFit::initTestCase()
{
    QVERIFY(m_catalogs.isValid());
    const QStringList failed = lessontest::compileCatalogs(m_catalogs.path());
    QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char(' '))));
}

void TestLessonFit::questionInView_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages()) {
        QTest::addRow("why-waves 3, %s", qPrintable(language)) << "why-waves"
                                                               << "float-holds" << language;
        QTest::addRow("attention 1, %s", qPrintable(language)) << "attention"
                                                               << "permutation" << language;
    }
}

void TestLessonFit::questionInView()
{
    QFETCH(QString, lesson);
    QFETCH(QString, step);
    QFETCH(QString, language);
    QCOMPARE(lessontest::useLanguage(language, m_catalogs.path()), language);
    {
        const Lesson content = LessonCatalog::lesson(lesson);
        const int index = content.indexOfStep(step);
        QVERIFY(index >= 0);
        LessonWizard wizard(content);
        wizard.setAttribute(Qt::WA_DontShowOnScreen);
        wizard.resize(1280, 800);
        wizard.show();
        QVERIFY(wizard.goToStep(index));
        QApplication::processEvents();
        const int overflow = lessontest::questionOverflow(wizard);
        QVERIFY2(overflow != std::numeric_limits<int>::min(), "the page has no question");
        QVERIFY2(
            overflow <= 0,
            qPrintable(QStringLiteral("the question ends %1 px below the view").arg(overflow)));
        QCOMPARE(lessontest::clippedText(wizard), QString());
    }
    lessontest::useLanguage(QStringLiteral("en"), m_catalogs.path());
}

QTEST_MAIN(TestLessonFit)
#include "tst_lessonfit.moc"
