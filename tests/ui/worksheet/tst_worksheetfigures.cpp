// SPDX-License-Identifier: GPL-3.0-or-later
// The handout's figures are the step pages drawn on paper: a spin box prints as its number, not
// with its arrows ("512 ▲▼", issue 29), and is back to normal on screen afterwards.
#include "ui/worksheet/worksheetfigures.h"

#include "core/lessons/catalog/lessoncatalog.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionSpinBox>
#include <QtTest>

using namespace pe;

namespace {

// Pixels in rect that are not (near) white.
int inked(const QImage &image, const QRect &rect)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y)
        for (int x = rect.left(); x <= rect.right(); ++x)
            if (image.valid(x, y) && qGray(image.pixel(x, y)) < 200)
                ++count;
    return count;
}

} // namespace

class TestWorksheetFigures : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void spinBoxPrintsItsNumber();
};

void TestWorksheetFigures::spinBoxPrintsItsNumber()
{
    const Lesson lesson = LessonCatalog::lesson(QStringLiteral("attention"));
    const int step = lesson.indexOfStep(QStringLiteral("clock-hands"));
    QVERIFY(step >= 0);
    WorksheetFigures figures(lesson, 3, QApplication::font());
    QVERIFY(!figures.isEmpty(step));
    LessonWizard *wizard = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *found = qobject_cast<LessonWizard *>(w))
            wizard = found;
    QVERIFY(wizard);
    QWidget *area = wizard->lessonPage(step)->contentArea();
    auto *box = area->findChild<QAbstractSpinBox *>();
    QVERIFY(box);
    QCOMPARE(box->buttonSymbols(), QAbstractSpinBox::UpDownArrows);

    const QRect source(QPoint(0, 0), figures.size(step));
    QImage paper(source.size(), QImage::Format_ARGB32);
    paper.fill(Qt::white);
    {
        QPainter painter(&paper);
        figures.paint(step, source, &painter);
    }
    // Back to normal on screen.
    QCOMPARE(box->buttonSymbols(), QAbstractSpinBox::UpDownArrows);
    QVERIFY(box->hasFrame());

    // Where the arrows are on screen: drawn with them, the buttons are inked; on paper, less.
    QStyleOptionSpinBox option;
    option.initFrom(box);
    option.rect = box->rect();
    option.buttonSymbols = QAbstractSpinBox::UpDownArrows;
    option.frame = true;
    option.subControls = QStyle::SC_SpinBoxUp | QStyle::SC_SpinBoxDown | QStyle::SC_SpinBoxFrame
        | QStyle::SC_SpinBoxEditField;
    const QRect up
        = box->style()->subControlRect(QStyle::CC_SpinBox, &option, QStyle::SC_SpinBoxUp, box);
    const QRect down
        = box->style()->subControlRect(QStyle::CC_SpinBox, &option, QStyle::SC_SpinBoxDown, box);
    const QRect buttons = up.united(down);
    QVERIFY(!buttons.isEmpty());
    QImage screen(box->size(), QImage::Format_ARGB32);
    screen.fill(Qt::white);
    box->render(&screen, QPoint(), QRegion(), QWidget::DrawChildren);
    const QPoint at = box->mapTo(area, QPoint(0, 0));
    const int withArrows = inked(screen, buttons);
    const int onPaper = inked(paper, buttons.translated(at));
    QVERIFY2(withArrows > 0, qPrintable(QString::number(withArrows)));
    QVERIFY2(onPaper * 2 < withArrows,
             qPrintable(QStringLiteral("%1 on paper, %2 on screen").arg(onPaper).arg(withArrows)));
}

QTEST_MAIN(TestWorksheetFigures)
#include "tst_worksheetfigures.moc"
