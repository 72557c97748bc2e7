// SPDX-License-Identifier: GPL-3.0-or-later
// The handout's figures are the step pages drawn on paper: nothing that can only be used on a
// screen (a field, a button, a group of choices, "click a row") is printed, the bar charts leave
// their numbers to the table beside them (each number once), and the pages are back to normal
// on screen afterwards.
#include "ui/worksheet/worksheetfigures.h"

#include "core/lessons/catalog/lessoncatalog.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/lessonpaper.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtTest>

using namespace pe;

namespace {

LessonWizard *figuresWizard()
{
    // WorksheetFigures keeps its wizard off screen, the only one in this test at a time.
    LessonWizard *wizard = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *found = qobject_cast<LessonWizard *>(w))
            wizard = found;
    return wizard;
}

// The controls a reader of area would see.
QStringList visibleControls(QWidget *area)
{
    QStringList names;
    for (QWidget *widget : area->findChildren<QWidget *>())
        if (LessonPaper::isControl(widget) && widget->isVisibleTo(area))
            names.append(QString::fromLatin1(widget->metaObject()->className()) + u' '
                         + widget->objectName());
    return names;
}

} // namespace

class TestWorksheetFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void paperHidesControlsAndMarked();
    void noControlOnAnyFigure_data();
    void noControlOnAnyFigure();
    void mistakesLabPrintsNoFigure();
    void screenGetsItsControlsBack();
};

void TestWorksheetFigures::paperHidesControlsAndMarked()
{
    QWidget content;
    auto *layout = new QVBoxLayout(&content);
    auto *name = new QLabel(QStringLiteral("Position:"));
    auto *box = new QSpinBox;
    name->setBuddy(box);
    auto *plain = new QLabel(QStringLiteral("a result"));
    auto *marked = new QLabel(QStringLiteral("Click a row"));
    auto *tick = new QCheckBox(QStringLiteral("Show"));
    auto *button = new QPushButton(QStringLiteral("Try"));
    auto *choices = new QListWidget;
    auto *numbers = new QTableWidget(2, 2);
    numbers->setSelectionMode(QAbstractItemView::NoSelection);
    for (QWidget *w : { static_cast<QWidget *>(name), static_cast<QWidget *>(box),
                        static_cast<QWidget *>(plain), static_cast<QWidget *>(marked),
                        static_cast<QWidget *>(tick), static_cast<QWidget *>(button),
                        static_cast<QWidget *>(choices), static_cast<QWidget *>(numbers) })
        layout->addWidget(w);
    auto *already = new QPushButton(QStringLiteral("hidden before"));
    layout->addWidget(already);
    already->hide();

    const QList<QPointer<QWidget>> hidden = LessonPaper::hide(&content, { marked });
    for (QWidget *w : { static_cast<QWidget *>(name), static_cast<QWidget *>(box),
                        static_cast<QWidget *>(marked), static_cast<QWidget *>(tick),
                        static_cast<QWidget *>(button), static_cast<QWidget *>(choices) })
        QVERIFY2(w->isHidden(), w->metaObject()->className());
    // What is read stays: a label of its own, a table that selects nothing.
    QVERIFY(!plain->isHidden());
    QVERIFY(!numbers->isHidden());
    QVERIFY(!numbers->horizontalHeader()->isHidden());
    QCOMPARE(hidden.size(), 6);

    LessonPaper::show(hidden);
    for (QWidget *w : { static_cast<QWidget *>(name), static_cast<QWidget *>(box),
                        static_cast<QWidget *>(marked), static_cast<QWidget *>(tick),
                        static_cast<QWidget *>(button), static_cast<QWidget *>(choices) })
        QVERIFY2(!w->isHidden(), w->metaObject()->className());
    // What was hidden before stays hidden.
    QVERIFY(already->isHidden());
}

void TestWorksheetFigures::noControlOnAnyFigure_data()
{
    QTest::addColumn<QString>("lessonId");
    for (const QString &id : LessonCatalog::ids())
        QTest::newRow(qPrintable(id)) << id;
}

void TestWorksheetFigures::noControlOnAnyFigure()
{
    QFETCH(QString, lessonId);
    const Lesson lesson = LessonCatalog::lesson(lessonId);
    WorksheetFigures figures(lesson, 3, QApplication::font());
    LessonWizard *wizard = figuresWizard();
    QVERIFY(wizard);
    int charts = 0;
    for (int k = 0; k < lesson.stepCount(); ++k) {
        LessonPage *page = wizard->lessonPage(k);
        QVERIFY(page);
        QVERIFY(page->isOnPaper());
        QWidget *area = page->contentArea();
        const QStringList controls = visibleControls(area);
        QVERIFY2(controls.isEmpty(),
                 qPrintable(lesson.step(k).id + QStringLiteral(": ") + controls.join(u',')));
        // Each number once: a bar chart beside its table prints no numbers of its own.
        for (LessonBarChart *chart : area->findChildren<LessonBarChart *>()) {
            QVERIFY2(!chart->numbersShown(), qPrintable(lesson.step(k).id));
            ++charts;
        }
    }
    if (lessonId == QLatin1String("beyond"))
        QVERIFY(charts >= 3); // ALiBi, scheme profiles, context scaling
}

void TestWorksheetFigures::mistakesLabPrintsNoFigure()
{
    // The mistakes lab is all choices and a symptom to try; on paper the step's table of the
    // correct encoding against each mistake is in the text, so the figure is empty.
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        for (int k = 0; k < lesson.stepCount(); ++k) {
            if (lesson.step(k).display != LessonStep::Display::Mistakes)
                continue;
            WorksheetFigures figures(lesson, 3, QApplication::font());
            QVERIFY2(figures.isEmpty(k), qPrintable(lesson.step(k).id));
            return;
        }
    }
    QFAIL("no lesson has a mistakes lab");
}

void TestWorksheetFigures::screenGetsItsControlsBack()
{
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("attention"));
    const int step = lesson.indexOfStep(QStringLiteral("clock-hands"));
    QVERIFY(step >= 0);
    WorksheetFigures figures(lesson, 3, QApplication::font());
    LessonWizard *wizard = figuresWizard();
    QVERIFY(wizard);
    LessonPage *page = wizard->lessonPage(step);
    QWidget *area = page->contentArea();
    auto *box = area->findChild<QAbstractSpinBox *>();
    QVERIFY(box);
    QVERIFY(!box->isVisibleTo(area));
    page->setOnPaper(false);
    QVERIFY(!page->isOnPaper());
    QVERIFY(box->isVisibleTo(area));

    const Lesson beyond = LessonCatalog::lesson(QStringLiteral("beyond"));
    const int alibi = beyond.indexOfStep(QStringLiteral("alibi"));
    QVERIFY(alibi >= 0);
    WorksheetFigures beyondFigures(beyond, 3, QApplication::font());
    LessonWizard *beyondWizard = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *found = qobject_cast<LessonWizard *>(w); found && found != wizard)
            beyondWizard = found;
    QVERIFY(beyondWizard);
    LessonPage *alibiPage = beyondWizard->lessonPage(alibi);
    auto *bars = alibiPage->contentArea()->findChild<LessonBarChart *>();
    QVERIFY(bars);
    QVERIFY(!bars->numbersShown());
    alibiPage->setOnPaper(false);
    QVERIFY(bars->numbersShown());
}

QTEST_MAIN(TestWorksheetFigures)
#include "tst_worksheetfigures.moc"
