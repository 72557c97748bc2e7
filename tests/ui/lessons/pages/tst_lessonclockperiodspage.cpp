// SPDX-License-Identifier: GPL-3.0-or-later
// LessonClockPeriodsPage: the lecture's periods at d = 128, and the period table for a width the
// student picks on the page (512 by default; odd widths are refused with a message).
#include "core/lessons/attention/attentionlesson.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessonclockrow.h"
#include "ui/lessons/lessontable.h"
#include "ui/lessons/pages/lessonclockperiodspage.h"

#include <QLabel>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace pe;
using lessontest::shows;

class TestLessonClockPeriodsPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void lecturePeriods();
    void ownWidth_data();
    void ownWidth();
    void refusesOddWidth();

private:
    Lesson m_lesson = AttentionLesson::create();
    PositionalEncodingModel *m_model = nullptr;
    LessonClockPeriodsPage *m_page = nullptr;
};

void TestLessonClockPeriodsPage::init()
{
    m_model = new PositionalEncodingModel;
    const int step = m_lesson.indexOfStep("clock-hands");
    m_lesson.parameters(step, 3).applyTo(m_model);
    m_page = new LessonClockPeriodsPage(&m_lesson, step, m_model);
    m_page->setAttribute(Qt::WA_DontShowOnScreen);
    m_page->resize(760, 900);
    m_page->show();
}

void TestLessonClockPeriodsPage::cleanup()
{
    delete m_page;
    delete m_model;
}

void TestLessonClockPeriodsPage::lecturePeriods()
{
    QVERIFY(shows(m_page->findChild<QLabel *>("value_period_i0"), 6.283185));
    QVERIFY(shows(m_page->findChild<QLabel *>("value_period_i32"), 628.318531));
    QVERIFY(shows(m_page->findChild<QLabel *>("value_period_i63"), 54410.143131));
    QCOMPARE(m_page->clocks()->dials().size(), 3);
    // Position 3 follows the model.
    m_model->setPositionQ(10);
    QVERIFY(std::abs(m_page->clocks()->dials().at(0).to - std::fmod(10.0, 6.283185307179586))
            < 1e-12);
}

void TestLessonClockPeriodsPage::ownWidth_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<int>("lastPair");
    QTest::addRow("default 512") << 512 << 255;
    QTest::addRow("128, the lecture's") << 128 << 63;
    QTest::addRow("8") << 8 << 3;
}

void TestLessonClockPeriodsPage::ownWidth()
{
    QFETCH(int, dimension);
    QFETCH(int, lastPair);
    m_page->widthSpinBox()->setValue(dimension);
    const double expected = 6.283185307179586 * std::pow(10000.0, 2.0 * lastPair / dimension);
    QVERIFY(shows(m_page->findChild<QLabel *>(QStringLiteral("own_period_i%1").arg(lastPair)),
                  expected));
    QVERIFY(shows(m_page->findChild<QLabel *>("own_period_i0"), 6.283185));
}

void TestLessonClockPeriodsPage::refusesOddWidth()
{
    QCOMPARE(m_page->widthSpinBox()->value(), LessonClockPeriodsPage::defaultOwnWidth);
    QSignalSpy rejected(m_page->widthSpinBox(), &CheckedSpinBox::rejected);
    CheckedSpinBox *box = m_page->widthSpinBox();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, "513");
    QTest::keyClick(box, Qt::Key_Return);
    QVERIFY(rejected.count() >= 1);
    QVERIFY(rejected.at(0).at(0).toString().contains("513"));
    auto *message = m_page->findChild<QLabel *>("rejection");
    QVERIFY(message && message->isVisible());
    QVERIFY(message->text().contains("513"));
    QCOMPARE(m_page->widthSpinBox()->value() % 2, 0);
    // A good width clears the message.
    box->setValue(256);
    QVERIFY(!message->isVisible());
    QVERIFY(m_page->findChild<QLabel *>("own_period_i127"));
}

QTEST_MAIN(TestLessonClockPeriodsPage)
#include "tst_lessonclockperiodspage.moc"
