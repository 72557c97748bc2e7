// SPDX-License-Identifier: GPL-3.0-or-later
// What every lesson in the catalog must do in its wizard, whichever lesson it is: be reachable as
// a render target, walk forward and back through all its steps, refuse compare positions outside
// its range with a message that names the value and the range, land each preset on its step and
// position, and show every page in English, Japanese and Traditional Chinese with nothing clipped
// at its smallest, default and largest compare position. A new lesson is covered by adding it to
// LessonCatalog; its own numbers are checked in its own tst_<lesson>lesson.cpp.
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/languagesetup.h"
#include "tests/lessonrenderchecks.h"
#include "tests/lessonwizardfixture.h"
#include "ui/common/checkedspinbox.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace pe;

class TestEveryLesson : public QObject, private lessontest::LessonWizardFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void everyLessonHasSteps();
    void renderTarget_data();
    void renderTarget();
    void nextAndBack_data();
    void nextAndBack();
    void rejectsPosition_data();
    void rejectsPosition();
    void presets_data();
    void presets();
    void rendersEveryPage_data();
    void rendersEveryPage();

private:
    static void addLessonColumn();
    QTemporaryDir m_catalogs;
};

void TestEveryLesson::initTestCase()
{
    QVERIFY(m_catalogs.isValid());
    const QStringList failed = lessontest::compileCatalogs(m_catalogs.path());
    QVERIFY2(failed.isEmpty(), qPrintable(failed.join(QLatin1Char(' '))));
}

void TestEveryLesson::cleanup()
{
    closeWizard();
}

void TestEveryLesson::everyLessonHasSteps()
{
    QVERIFY(LessonCatalog::ids().size() >= 3);
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        QVERIFY2(lesson.isValid(), qPrintable(id));
        QCOMPARE(lesson.id(), id);
        QVERIFY2(lesson.stepCount() >= 8, qPrintable(id));
        QVERIFY(lesson.minimumComparePosition() <= lesson.defaults().q);
        QVERIFY(lesson.defaults().q <= lesson.maximumComparePosition());
    }
}

void TestEveryLesson::addLessonColumn()
{
    QTest::addColumn<QString>("lesson");
    for (const QString &id : LessonCatalog::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestEveryLesson::renderTarget_data()
{
    addLessonColumn();
}

void TestEveryLesson::renderTarget()
{
    QFETCH(QString, lesson);
    const int last = LessonCatalog::lesson(lesson).stepCount() - 1;
    QString id;
    int step = -1;
    // Typed from 1, as the lesson shows its steps: the last step is number last + 1.
    const QString target = QStringLiteral("lesson:%1:%2").arg(lesson);
    QVERIFY(LessonCatalog::isRenderTarget(target.arg(last + 1)));
    QVERIFY(LessonCatalog::parseRenderTarget(QStringLiteral("--render"), target.arg(last + 1), &id,
                                             &step)
                .isEmpty());
    QCOMPARE(id, lesson);
    QCOMPARE(step, last);
    const QString error = LessonCatalog::parseRenderTarget(QStringLiteral("--render"),
                                                           target.arg(last + 2), &id, &step);
    QVERIFY2(error.contains(QString::number(last + 2))
                 && error.contains(QStringLiteral("1 to %1").arg(last + 1)),
             qPrintable(error));
}

void TestEveryLesson::nextAndBack_data()
{
    addLessonColumn();
}

void TestEveryLesson::nextAndBack()
{
    QFETCH(QString, lesson);
    openWizard(lesson);
    const int steps = m_wizard->lesson().stepCount();
    const int position = m_wizard->comparePosition();
    QCOMPARE(position, static_cast<int>(m_wizard->lesson().defaults().q));
    QSignalSpy changed(m_wizard, &LessonWizard::stepChanged);
    QCOMPARE(m_wizard->currentStep(), 0);
    for (int k = 1; k < steps; ++k) {
        m_wizard->next();
        QCOMPARE(m_wizard->currentStep(), k);
        QCOMPARE(m_wizard->sidePanel()->stepList()->currentRow(), k);
        QVERIFY(m_wizard->currentPage()->title().contains(m_wizard->lesson().stepTitle(k)));
        // The list and the page's title count steps from 1, as teachers do.
        const QString number = QStringLiteral("%1 · ").arg(k + 1);
        QVERIFY(m_wizard->currentPage()->title().startsWith(number));
        QVERIFY(m_wizard->sidePanel()->stepList()->item(k)->text().startsWith(number));
    }
    QCOMPARE(changed.count(), steps - 1);
    QVERIFY(m_wizard->currentPage()->isFinalPage());
    for (int k = steps - 2; k >= 0; --k) {
        m_wizard->back();
        QCOMPARE(m_wizard->currentStep(), k);
        QCOMPARE(m_wizard->sidePanel()->stepList()->currentRow(), k);
    }
    QCOMPARE(changed.count(), 2 * (steps - 1));
    QCOMPARE(m_wizard->comparePosition(), position);
}

void TestEveryLesson::rejectsPosition_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("position");
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        for (int position :
             { lesson.minimumComparePosition() - 1, lesson.maximumComparePosition() + 1, -2 })
            QTest::addRow("%s %d", qPrintable(id), position) << id << position;
    }
}

void TestEveryLesson::rejectsPosition()
{
    QFETCH(QString, lesson);
    QFETCH(int, position);
    openWizard(lesson);
    const int before = m_wizard->comparePosition();
    QSignalSpy rejected(m_wizard, &LessonWizard::rejected);
    QSignalSpy moved(m_wizard, &LessonWizard::comparePositionChanged);
    QVERIFY(!m_wizard->setComparePosition(position));
    QCOMPARE(rejected.count(), 1);
    const QString message = rejected.at(0).at(0).toString();
    const QString maximum = QString::number(m_wizard->lesson().maximumComparePosition());
    QVERIFY2(message.contains(QString::number(position)) && message.contains(maximum),
             qPrintable(message));
    QCOMPARE(moved.count(), 0);
    QCOMPARE(m_wizard->comparePosition(), before);
    QCOMPARE(m_wizard->sidePanel()->comparePositionSpinBox()->value(), before);
}

void TestEveryLesson::presets_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("preset");
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        for (const LessonPreset &preset : lesson.presets())
            QTest::addRow("%s %s", qPrintable(id), qPrintable(preset.id)) << id << preset.id;
    }
}

void TestEveryLesson::presets()
{
    QFETCH(QString, lesson);
    QFETCH(QString, preset);
    openWizard(lesson);
    const LessonPreset *definition = m_wizard->lesson().preset(preset);
    QVERIFY(definition);
    const int step = m_wizard->lesson().indexOfStep(definition->stepId);
    QVERIFY2(step >= 0, qPrintable(definition->stepId));
    // Start on the last page so that every jump but one goes backwards.
    QVERIFY(m_wizard->goToStep(m_wizard->lesson().stepCount() - 1));
    const int before = m_wizard->comparePosition();
    QSignalSpy moved(m_wizard, &LessonWizard::comparePositionChanged);
    QPushButton *button = m_wizard->sidePanel()->presetButton(preset);
    QVERIFY(button);
    button->click();
    QCOMPARE(m_wizard->currentStep(), step);
    QCOMPARE(m_wizard->comparePosition(), definition->comparePosition);
    QCOMPARE(m_wizard->sidePanel()->comparePositionSpinBox()->value(), definition->comparePosition);
    QCOMPARE(moved.count(), definition->comparePosition == before ? 0 : 1);
}

void TestEveryLesson::rendersEveryPage_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("position");
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        const int positions[]
            = { lesson.minimumComparePosition(), static_cast<int>(lesson.defaults().q),
                lesson.maximumComparePosition() };
        for (const QString &language : LanguageSetup::languages())
            for (int k = 0; k < lesson.stepCount(); ++k)
                for (int q : positions)
                    QTest::addRow("%s %s step %d q=%d", qPrintable(id), qPrintable(language), k, q)
                        << id << language << k << q;
    }
}

void TestEveryLesson::rendersEveryPage()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    QFETCH(int, step);
    QFETCH(int, position);
    const QString error
        = lessontest::renderStep(lesson, language, step, position, m_catalogs.path());
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QTEST_MAIN(TestEveryLesson)
#include "tst_everylesson.moc"
