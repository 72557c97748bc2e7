// SPDX-License-Identifier: GPL-3.0-or-later
// The workbench lesson's wizard: the numbers each page shows against the seed figures, what its
// presets show, a position change on a late page, the step list, and the explorer link (what every
// lesson must do is in tst_everylesson.cpp).
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/lessontesthelpers.h"
#include "tests/lessonwizardfixture.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QTranslator>

#include <cmath>

using namespace pe;
using lessontest::shows;

namespace {

class RetitlingTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (qstrcmp(context, "WorkbenchLesson") == 0)
            return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
        return {};
    }
};

} // namespace

class TestLessonWizard : public QObject, private lessontest::LessonWizardFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void pageNumbers_data();
    void pageNumbers();
    void presetJumps_data();
    void presetJumps();
    void positionChangeOnLatePage();
    void stepSetsParameters_data();
    void stepSetsParameters();
    void stepList();
    void showInExplorer();
    void followExplorer();
    void retranslates();
};

void TestLessonWizard::init()
{
    openWizard(QStringLiteral("workbench"));
}

void TestLessonWizard::cleanup()
{
    closeWizard();
}

void TestLessonWizard::pageNumbers_data()
{
    addPageNumberColumns();
    const auto row = &pageNumber;
    row("setup", "pair1_denominator", 10);
    row("setup", "pair3_denominator", 1000);
    row("embedding-only", "diff_0", 0);
    row("embedding-only", "difference_norm", 0);
    row("first-pair", "pair0_angle_p", 0);
    row("first-pair", "pair0_angle_q", 3);
    row("first-pair", "pair0_sin_p", 0);
    row("first-pair", "pair0_sin_q", 0.141120);
    row("first-pair", "pair0_cos_p", 1);
    row("first-pair", "pair0_cos_q", -0.989992);
    row("second-pair", "pair1_angle_q", 0.3);
    row("second-pair", "pair1_sin_q", 0.295520);
    row("second-pair", "pair1_cos_q", 0.955336);
    row("remaining-pairs", "pair2_angle_q", 0.03);
    row("remaining-pairs", "pair3_angle_q", 0.003);
    row("addition", "a_p_0", 0);
    row("addition", "a_q_0", 0.141120);
    row("addition", "a_q_1", -0.989992);
    row("difference", "diff_1", -1.989992);
    row("difference", "difference_norm", 2.017479);
    row("difference", "gap", 3);
    row("off-control", "difference_norm", 0);
    row("off-control", "pe_q_0", 0.141120);
    row("off-control", "candidate_norm", 2.017479);
    row("frequencies", "difference_norm", 2.017479);
    row("relative-shift", "shifted_0", 0.141120);
    row("relative-shift", "shift", 3);
    row("cost", "entries", 32);
    row("implementation-check", "pe_diff_1", -1.989992);
    row("edge-cases", "off_candidate_norm", 2.017479);
    row("edge-cases", "pe0_min_cos", 1);
    row("on-off", "on_difference_norm", 2.017479);
    row("on-off", "off_difference_norm", 0);
    row("on-off", "on_diff_0", 0.141120);
}

void TestLessonWizard::pageNumbers()
{
    QFETCH(QString, step);
    QFETCH(QString, key);
    QFETCH(double, expected);
    LessonPage *page = goTo(step);
    QCOMPARE(m_wizard->currentPage(), page);
    const QString error = shownError(page, key, expected);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestLessonWizard::presetJumps_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("step");
    QTest::addColumn<int>("position");
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QList<double>>("expected");
    QTest::addRow("fast pair") << "fast-pair"
                               << "frequencies" << 6
                               << QStringList { "pair0_distance", "pair1_distance",
                                                "difference_norm", "default_norm" }
                               << QList<double> { 0.282240, 0.591040, 0.657741, 2.017479 };
    QTest::addRow("default") << "default"
                             << "difference" << 3 << QStringList { "difference_norm" }
                             << QList<double> { 2.017479 };
    QTest::addRow("off control") << "off-control"
                                 << "off-control" << 3
                                 << QStringList { "difference_norm", "candidate_norm" }
                                 << QList<double> { 0, 2.017479 };
    QTest::addRow("rounding") << "rounding"
                              << "edge-cases" << 1 << QStringList { "round_alike_count" }
                              << QList<double> { 1 };
}

void TestLessonWizard::presetJumps()
{
    QFETCH(QString, preset);
    QFETCH(QString, step);
    QFETCH(int, position);
    QFETCH(QStringList, keys);
    QFETCH(QList<double>, expected);
    // Start somewhere else so that the jump goes backwards for some presets.
    QVERIFY(m_wizard->goToStep(m_wizard->lesson().stepCount() - 1));
    LessonPage *page = usePreset(preset);
    QCOMPARE(m_wizard->currentStep(), m_wizard->lesson().indexOfStep(step));
    QCOMPARE(m_wizard->comparePosition(), position);
    for (int k = 0; k < keys.size(); ++k) {
        const QString error = shownError(page, keys.at(k), expected.at(k));
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
    // Distance is not monotonic in the gap: the fast-pair evidence.
    if (preset == QLatin1String("fast-pair"))
        QVERIFY(page->value(QStringLiteral("difference_norm"))
                < page->value(QStringLiteral("default_norm")));
}

void TestLessonWizard::positionChangeOnLatePage()
{
    LessonPage *page = goTo(QStringLiteral("on-off"));
    QVERIFY(shows(label(QStringLiteral("value_on_difference_norm")), 2.017479));
    QSignalSpy moved(m_wizard, &LessonWizard::comparePositionChanged);
    m_wizard->sidePanel()->comparePositionSpinBox()->setValue(6);
    QCOMPARE(moved.count(), 1);
    QCOMPARE(moved.at(0).at(0).toInt(), 6);
    QCOMPARE(m_wizard->comparePosition(), 6);
    QVERIFY(std::abs(page->value(QStringLiteral("on_difference_norm")) - 0.657741) <= 1e-6);
    QVERIFY(shows(label(QStringLiteral("value_on_difference_norm")), 0.657741));
    QVERIFY(shows(label(QStringLiteral("value_off_difference_norm")), 0));
    // Earlier pages follow too, and the position stays when walking back.
    m_wizard->back();
    LessonPage *difference = goTo(QStringLiteral("difference"));
    QCOMPARE(m_wizard->sidePanel()->comparePositionSpinBox()->value(), 6);
    QVERIFY(std::abs(difference->value(QStringLiteral("difference_norm")) - 0.657741) <= 1e-6);
    QVERIFY(shows(label(QStringLiteral("value_difference_norm")), 0.657741));
    goTo(QStringLiteral("first-pair"));
    QVERIFY(shows(label(QStringLiteral("value_pair0_angle_q")), 6));
    QVERIFY(shows(label(QStringLiteral("value_pair0_sin_q")), std::sin(6.0)));
}

void TestLessonWizard::stepSetsParameters_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<bool>("enabled");
    QTest::addRow("embedding only") << "embedding-only" << false;
    QTest::addRow("difference") << "difference" << true;
    QTest::addRow("off control") << "off-control" << false;
    QTest::addRow("on-off") << "on-off" << true;
}

void TestLessonWizard::stepSetsParameters()
{
    QFETCH(QString, step);
    QFETCH(bool, enabled);
    QVERIFY(goTo(step));
    QCOMPARE(m_wizard->model()->isEncodingEnabled(), enabled);
    QCOMPARE(m_wizard->currentParameters().enabled, enabled);
    QCOMPARE(m_wizard->model()->dimension(), 8);
    QCOMPARE(m_wizard->model()->positionP(), 0);
    QCOMPARE(m_wizard->model()->positionQ(), 3);
}

void TestLessonWizard::stepList()
{
    m_wizard->sidePanel()->stepList()->setCurrentRow(9);
    QCOMPARE(m_wizard->currentStep(), 9);
    m_wizard->sidePanel()->stepList()->setCurrentRow(2);
    QCOMPARE(m_wizard->currentStep(), 2);
    QVERIFY(!m_wizard->goToStep(99));
    QCOMPARE(m_wizard->currentStep(), 2);
}

void TestLessonWizard::showInExplorer()
{
    PositionalEncodingModel explorer;
    explorer.setDimension(64);
    m_wizard->setExplorerModel(&explorer);
    QSignalSpy requested(m_wizard, &LessonWizard::showInExplorerRequested);
    QVERIFY(m_wizard->setComparePosition(6));
    QVERIFY(goTo(QStringLiteral("off-control")));
    QCOMPARE(requested.count(), 0);
    m_wizard->button(QWizard::CustomButton1)->click();
    QCOMPARE(requested.count(), 1);
    const auto parameters = requested.at(0).at(0).value<LessonParameters>();
    QCOMPARE(parameters.q, 6);
    QCOMPARE(parameters.enabled, false);
    QCOMPARE(explorer.dimension(), 8);
    QCOMPARE(explorer.positionQ(), 6);
    QCOMPARE(explorer.isEncodingEnabled(), false);
}

void TestLessonWizard::followExplorer()
{
    QSignalSpy requested(m_wizard, &LessonWizard::showInExplorerRequested);
    m_wizard->sidePanel()->followCheckBox()->setChecked(true);
    QVERIFY(m_wizard->isFollowingExplorer());
    QCOMPARE(requested.count(), 1);
    m_wizard->next();
    QCOMPARE(requested.count(), 2);
    QCOMPARE(requested.last().at(0).value<LessonParameters>().enabled, false); // embedding only
    m_wizard->setComparePosition(12);
    QCOMPARE(requested.count(), 3);
    QCOMPARE(requested.last().at(0).value<LessonParameters>().q, 12);
    m_wizard->setFollowExplorer(false);
    m_wizard->next();
    QCOMPARE(requested.count(), 3);
}

void TestLessonWizard::retranslates()
{
    goTo(QStringLiteral("first-pair"));
    const QString title = m_wizard->currentPage()->title();
    RetitlingTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QApplication::processEvents();
    QCOMPARE(m_wizard->currentPage()->title(),
             QStringLiteral("3 · «%1»").arg(m_wizard->lesson().step(2).title)); // counted from 1
    QVERIFY(m_wizard->sidePanel()
                ->presetButton(QStringLiteral("fast-pair"))
                ->text()
                .startsWith(QStringLiteral("«")));
    QCoreApplication::removeTranslator(&translator);
    QApplication::processEvents();
    QCOMPARE(m_wizard->currentPage()->title(), title);
}

QTEST_MAIN(TestLessonWizard)
#include "tst_lessonwizard.moc"
