// SPDX-License-Identifier: GPL-3.0-or-later
// LessonRotationCheckPage: M_R's blocks for R = q, the residuals at k = 1, 11, 101, and the check
// for a start k the student picks: M_R P_k equals P_(k+R) component by component.
#include "core/lessons/attention/attentionlesson.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/pages/lessonrotationcheckpage.h"

#include <QLabel>
#include <QTest>

#include <cmath>

using namespace pe;
using lessontest::shows;

class TestLessonRotationPage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void blocks();
    void seedChecks();
    void ownStart_data();
    void ownStart();

private:
    Lesson m_lesson = AttentionLesson::create();
    PositionalEncodingModel *m_model = nullptr;
    LessonRotationCheckPage *m_page = nullptr;
};

void TestLessonRotationPage::init()
{
    m_model = new PositionalEncodingModel;
    const int step = m_lesson.indexOfStep("relative");
    m_lesson.parameters(step, 3).applyTo(m_model);
    m_page = new LessonRotationCheckPage(&m_lesson, step, m_model);
    m_page->setAttribute(Qt::WA_DontShowOnScreen);
    m_page->resize(760, 900);
    m_page->show();
}

void TestLessonRotationPage::cleanup()
{
    delete m_page;
    delete m_model;
}

void TestLessonRotationPage::blocks()
{
    // The lecture's block [cos(R/Z), sin(R/Z); −sin(R/Z), cos(R/Z)] for every pair.
    for (int i = 0; i < 4; ++i) {
        const double a = 3.0 / std::pow(10.0, i);
        const auto cell = [this, i](int r, int c) {
            return m_page->findChild<QLabel *>(
                QStringLiteral("value_pair%1_m%2%3").arg(i).arg(r).arg(c));
        };
        QVERIFY(shows(cell(0, 0), std::cos(a)));
        QVERIFY(shows(cell(0, 1), std::sin(a)));
        QVERIFY(shows(cell(1, 0), -std::sin(a)));
        QVERIFY(shows(cell(1, 1), std::cos(a)));
    }
}

void TestLessonRotationPage::seedChecks()
{
    for (const char *key : { "residual_1_4", "residual_11_14", "residual_101_104" }) {
        QVERIFY2(m_page->values().contains(key), key);
        QVERIFY(m_page->value(key) < 1e-12);
        QVERIFY(m_page->findChild<QLabel *>(QStringLiteral("value_") + key));
    }
}

void TestLessonRotationPage::ownStart_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("distance");
    QTest::addRow("default") << LessonRotationCheckPage::defaultOwnStart << 3;
    QTest::addRow("0") << 0 << 3;
    QTest::addRow("far") << 1000000 << 3;
    QTest::addRow("R = 20") << 42 << 20;
}

void TestLessonRotationPage::ownStart()
{
    QFETCH(int, start);
    QFETCH(int, distance);
    m_model->setPositionQ(distance);
    m_page->startSpinBox()->setValue(start);
    const Encoding encoding(8);
    const std::vector<double> target = encoding.vector(double(start + distance));
    for (int c = 0; c < 8; ++c) {
        QVERIFY(shows(m_page->findChild<QLabel *>(QStringLiteral("own_shifted_%1").arg(c)),
                      target[size_t(c)]));
        QVERIFY(shows(m_page->findChild<QLabel *>(QStringLiteral("own_target_%1").arg(c)),
                      target[size_t(c)]));
    }
    auto *residual = m_page->findChild<QLabel *>("own_residual");
    QVERIFY(residual);
    QVERIFY(residual->text() == "0" || residual->text().toDouble() < 1e-12);
}

QTEST_MAIN(TestLessonRotationPage)
#include "tst_lessonrotationcheckpage.moc"
