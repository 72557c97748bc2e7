// SPDX-License-Identifier: GPL-3.0-or-later
// The common-mistakes lab: each mistake switched on shows its symptom next to the correct result.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "ui/lessons/pages/lessonmistakespage.h"

#include <QAbstractButton>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>

using namespace pe;
using lessontest::shows;

class TestLessonMistakesPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void startsWithNone();
    void mistake_data();
    void mistake();
    void followsPosition();
    void sixthLinksToTheTraining();

private:
    QLabel *label(const QString &name) const { return m_page->findChild<QLabel *>(name); }

    const Lesson m_lesson = LessonCatalog::lesson(QStringLiteral("workbench"));
    PositionalEncodingModel *m_model = nullptr;
    LessonMistakesPage *m_page = nullptr;
};

void TestLessonMistakesPage::init()
{
    m_model = new PositionalEncodingModel;
    m_page = new LessonMistakesPage(&m_lesson, m_lesson.indexOfStep(QStringLiteral("mistakes")),
                                    m_model);
    m_page->setAttribute(Qt::WA_DontShowOnScreen);
    m_page->resize(760, 650);
    m_page->show();
}

void TestLessonMistakesPage::cleanup()
{
    delete m_page;
    delete m_model;
}

void TestLessonMistakesPage::startsWithNone()
{
    QVERIFY(!m_page->mistake().has_value());
    QVERIFY(!label(QStringLiteral("fix"))->isVisible());
    QVERIFY(!label(QStringLiteral("symptom"))->text().isEmpty());
}

void TestLessonMistakesPage::mistake_data()
{
    QTest::addColumn<QString>("mistake");
    QTest::addColumn<QString>("row");
    QTest::addColumn<double>("correct");
    QTest::addColumn<double>("mistaken");
    QTest::addRow("position as index") << "position_as_index"
                                       << "difference_norm" << 2.017479 << 0.0;
    QTest::addRow("pair denominators") << "pair_denominators"
                                       << "pair0_unit_q" << 1.0 << 0.359517;
    QTest::addRow("amplitude") << "amplitude"
                               << "norm_q" << 2.0 << 6.0;
    QTest::addRow("same PE") << "same_pe"
                             << "difference_norm" << 2.017479 << 0.0;
    QTest::addRow("concatenate") << "concatenate"
                                 << "input_width" << 8.0 << 16.0;
    QTest::addRow("order claim") << "order_claim"
                                 << "pooled_swap" << 0.0 << 0.0;
}

void TestLessonMistakesPage::mistake()
{
    QFETCH(QString, mistake);
    QFETCH(QString, row);
    QFETCH(double, correct);
    QFETCH(double, mistaken);
    const QString key = mistake + QLatin1Char('_') + row;
    QVERIFY(!label(QStringLiteral("value_") + key + QStringLiteral("_mistaken")));
    auto *button = m_page->findChild<QAbstractButton *>(QStringLiteral("mistake_") + mistake);
    QVERIFY(button);
    button->click();
    QVERIFY(m_page->mistake().has_value());
    QCOMPARE(LessonMistakes::id(*m_page->mistake()), mistake);
    QCOMPARE(label(QStringLiteral("symptom"))->text(), LessonMistakes::symptom(*m_page->mistake()));
    QVERIFY(label(QStringLiteral("fix"))->isVisible());
    QVERIFY(shows(label(QStringLiteral("value_") + key + QStringLiteral("_correct")), correct));
    // The order claim is a wrong conclusion from the same numbers: one column, no contrast.
    QLabel *withMistake = label(QStringLiteral("value_") + key + QStringLiteral("_mistaken"));
    if (mistake == QLatin1String("order_claim"))
        QVERIFY(withMistake->text().isEmpty());
    else
        QVERIFY(shows(withMistake, mistaken));
    m_page->setMistake(std::nullopt);
    QVERIFY(!m_page->mistake().has_value());
    QVERIFY(!label(QStringLiteral("fix"))->isVisible());
    const QString shots = qEnvironmentVariable("PEW_LESSON_SHOTS");
    if (!shots.isEmpty()) {
        button->click();
        m_page->grab().save(QStringLiteral("%1/mistake_%2.png").arg(shots, mistake));
    }
}

void TestLessonMistakesPage::followsPosition()
{
    m_page->setMistake(LessonMistakes::Mistake::AmplitudeByPosition);
    QVERIFY(shows(label(QStringLiteral("value_amplitude_norm_q_mistaken")), 6));
    QVERIFY(m_model->setPositionQ(10));
    QVERIFY(shows(label(QStringLiteral("value_amplitude_norm_q_mistaken")), 20));
    QVERIFY(shows(label(QStringLiteral("value_amplitude_norm_far_mistaken")), 64));
}

void TestLessonMistakesPage::sixthLinksToTheTraining()
{
    QLabel *tryIt = label(QStringLiteral("tryIt"));
    QVERIFY(tryIt);
    QVERIFY(!tryIt->isVisible());
    m_page->setMistake(LessonMistakes::Mistake::SameEncodingForAll);
    QVERIFY(!tryIt->isVisible());
    m_page->setMistake(LessonMistakes::Mistake::InputsDifferMeansOrder);
    QVERIFY(tryIt->isVisible());
    QVERIFY(tryIt->text().contains(QStringLiteral("Does a model use it?")));
    QSignalSpy requested(m_page, &LessonPage::lessonStepRequested);
    Q_EMIT tryIt->linkActivated(QStringLiteral("lesson:attention:model-uses-it"));
    QCOMPARE(requested.size(), 1);
    QCOMPARE(requested.first().at(0).toString(), QStringLiteral("attention"));
    QCOMPARE(requested.first().at(1).toString(), QStringLiteral("model-uses-it"));
    // The step it names exists.
    QCOMPARE(LessonCatalog::lesson(QStringLiteral("attention"))
                 .indexOfStep(QStringLiteral("model-uses-it")),
             8);
}

QTEST_MAIN(TestLessonMistakesPage)
#include "tst_lessonmistakespage.moc"
