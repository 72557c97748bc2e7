// SPDX-License-Identifier: GPL-3.0-or-later
// The Training view laid out for its reader: it fits a narrow dock with no sideways scrolling, the
// order pairs are in sight without scrolling, it reads on light and dark palettes, and the
// keyboard reads its results out.
#include "core/math/positionscheme.h"
#include "core/model/languagesetup.h"
#include "core/text/format.h"
#include "ui/common/checkedspinbox.h"
#include "ui/common/viewpalette.h"
#include "ui/training/trainingattentionmap.h"
#include "ui/training/trainingchart.h"
#include "ui/training/trainingresults.h"
#include "ui/training/trainingview.h"

#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableWidget>
#include <QtTest>

#include <cmath>

using namespace pe;

namespace {

} // namespace

class TestTrainingViewLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitsANarrowDock_data();
    void fitsANarrowDock();
    void orderPairsWithoutScrolling_data();
    void orderPairsWithoutScrolling();
    void keyboardReadsOut();
    void attentionMapNumbersStayInTheirCells();
    void readableOnLightAndDark_data();
    void readableOnLightAndDark();
};

void TestTrainingViewLayout::fitsANarrowDock_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &language : LanguageSetup::languages())
        QTest::addRow("%s", qPrintable(language)) << language;
}

void TestTrainingViewLayout::fitsANarrowDock()
{
    // The explorer's right dock on a 1024 × 768 screen: the view never scrolls across, before a
    // run, during one, and with the message of a setting changed during a run.
    QFETCH(QString, language);
    LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR));
    TrainingView view;
    view.resize(440, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *scroll = view.findChild<QScrollArea *>(QStringLiteral("trainingScroll"));
    QVERIFY(scroll);
    const auto fits = [&] {
        QCoreApplication::processEvents();
        const int needed = scroll->widget()->minimumSizeHint().width();
        return needed <= scroll->viewport()->width()
            && scroll->widget()->width() <= scroll->viewport()->width()
            && !scroll->horizontalScrollBar()->isVisible()
            && scroll->horizontalScrollBar()->value() == 0;
    };
    QVERIFY(fits());
    view.findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"))->setValue(100000);
    QTest::mouseClick(view.findChild<QPushButton *>(QStringLiteral("trainingTrainButton")),
                      Qt::LeftButton);
    QVERIFY(view.isTraining());
    QVERIFY(fits());
    view.findChild<CheckedSpinBox *>(QStringLiteral("trainingSeedSpin"))->setValue(7);
    QVERIFY(!view.isTraining());
    QVERIFY(fits());
    view.findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"))->setValue(400);
    QVERIFY(view.trainNow());
    QVERIFY(fits());
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestTrainingViewLayout::orderPairsWithoutScrolling_data()
{
    fitsANarrowDock_data();
}

void TestTrainingViewLayout::orderPairsWithoutScrolling()
{
    // The Training tab in the explorer's right dock at 1024 × 768 (about 440 × 640): after a
    // run, the accuracies, the verdict and the order pairs' table are in view without scrolling
    // (they were under the chart, the order pairs 100 px below the dock's edge).
    QFETCH(QString, language);
    LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR));
    TrainingView view;
    view.resize(440, 640);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.findChild<CheckedSpinBox *>(QStringLiteral("trainingStepsSpin"))->setValue(20);
    QVERIFY(view.trainNow());
    QCoreApplication::processEvents();
    auto *scroll = view.findChild<QScrollArea *>(QStringLiteral("trainingScroll"));
    QVERIFY(scroll);
    QCOMPARE(scroll->verticalScrollBar()->value(), 0);
    const QRect viewport = scroll->viewport()->rect();
    for (QWidget *w : { static_cast<QWidget *>(view.results()->accuracyTable()),
                        static_cast<QWidget *>(view.results()->verdictLabel()),
                        static_cast<QWidget *>(view.results()->confusionTable()) }) {
        QVERIFY(w->isVisible());
        const QRect inViewport(w->mapTo(scroll->viewport(), QPoint(0, 0)), w->size());
        QVERIFY2(viewport.contains(inViewport),
                 qPrintable(QStringLiteral("%1: %2 not in %3")
                                .arg(w->objectName())
                                .arg(inViewport.bottom())
                                .arg(viewport.bottom())));
    }
    // The chart is still on the page, below them.
    QVERIFY(view.findChild<TrainingChart *>()->mapTo(scroll->widget(), QPoint(0, 0)).y()
            > view.results()->confusionTable()->mapTo(scroll->widget(), QPoint(0, 0)).y());
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestTrainingViewLayout::keyboardReadsOut()
{
    TrainingView view;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.trainNow());
    TrainingChart *chart = view.chart();
    chart->setFocus();
    QTest::keyClick(chart, Qt::Key_End);
    const Trainer::LogEntry last = view.trainers().front().log().back();
    QCOMPARE(chart->pickedEntry(), int(view.trainers().front().log().size()) - 1);
    QVERIFY2(chart->readout().contains(formatDisplay(last.loss)), qPrintable(chart->readout()));
    QTest::keyClick(chart, Qt::Key_Left);
    QCOMPARE(chart->pickedEntry(), int(view.trainers().front().log().size()) - 2);
    TrainingAttentionMap *map = view.results()->attentionMap();
    map->setFocus();
    QTest::keyClick(map, Qt::Key_Right); // the first cell
    QTest::keyClick(map, Qt::Key_Right);
    QTest::keyClick(map, Qt::Key_Down);
    QCOMPARE(map->pickedRow(), 1);
    QCOMPARE(map->pickedColumn(), 1);
    const double w = view.trainers()[1].attention(view.trainers()[1].task().test()[0])[1];
    QVERIFY2(map->readout().contains(formatDisplay(w)), qPrintable(map->readout()));
    QVERIFY(map->readout().contains(QStringLiteral("打")));
    // Another example: the weights follow.
    view.results()->setExampleIndex(1);
    QCOMPARE(map->tokens().first(), QStringLiteral("我"));
}

// The longer task's 13 tokens in a narrow dock: the numbers ran into each other
// ("0.030.030.03…"). A number is written only where it fits its cell: never across the gap
// between two cells, and a cell too narrow for two decimals shows its shade alone.
void TestTrainingViewLayout::attentionMapNumbersStayInTheirCells()
{
    TrainingAttentionMap map;
    QStringList tokens;
    for (int k = 0; k < 12; ++k)
        tokens << QStringLiteral("_");
    tokens << QStringLiteral("[S]");
    std::vector<double> weights(13, 0.03);
    weights[5] = 0.94; // a dark cell
    map.setData(tokens,
                { { PositionScheme::None, weights }, { PositionScheme::Sinusoidal, weights } });
    map.setPalette(QPalette(Qt::black, Qt::white, Qt::white, Qt::black, Qt::gray, Qt::black,
                            Qt::white, Qt::white, Qt::white));
    // The map's geometry, as it lays itself out: labels, then 13 equal columns; a header row.
    const QFontMetrics fm(map.font());
    const double left
        = std::max(fm.horizontalAdvance(PositionSchemes::label(PositionScheme::None)),
                   fm.horizontalAdvance(PositionSchemes::label(PositionScheme::Sinusoidal)))
        + 10;
    const int rowHeight = fm.height() + 8;
    for (const int width : { 360, 1400 }) {
        map.resize(width, 3 * rowHeight + 4);
        QImage image(map.size(), QImage::Format_ARGB32);
        image.fill(Qt::white);
        map.render(&image);
        const double w = (width - left - 2) / 13;
        const auto dark = [&image](int x, int y) { return qGray(image.pixel(x, y)) < 128; };
        int inkInLightCells = 0;
        for (int c = 0; c < 13; ++c) {
            if (c == 5)
                continue;
            for (int y = rowHeight + 3; y < 3 * rowHeight - 3; ++y) {
                if (y > 2 * rowHeight - 3 && y < 2 * rowHeight + 3)
                    continue; // between the rows
                // The gap on the cell's left (not beside the dark cell): no ink.
                if (c > 0 && c != 6)
                    QVERIFY2(!dark(qRound(left + c * w), y),
                             qPrintable(QStringLiteral("%1 px: ink on the gap before cell %2")
                                            .arg(width)
                                            .arg(c)));
                for (int x = qRound(left + c * w) + 2; x < qRound(left + (c + 1) * w) - 2; ++x)
                    inkInLightCells += dark(x, y);
            }
        }
        if (width == 360)
            QCOMPARE(inkInLightCells, 0); // 21 px a cell: the shade alone
        else
            QVERIFY(inkInLightCells > 100); // 100 px a cell: the six decimals
    }
}

void TestTrainingViewLayout::readableOnLightAndDark_data()
{
    QTest::addColumn<QColor>("base");
    QTest::addColumn<QColor>("text");
    QTest::newRow("white") << QColor(Qt::white) << QColor(Qt::black);
    QTest::newRow("light grey") << QColor(0xef, 0xef, 0xef) << QColor(Qt::black);
    QTest::newRow("dark") << QColor(0x20, 0x20, 0x24) << QColor(0xe8, 0xe8, 0xe8);
}

// Every scheme's line keeps 3:1 against the chart's background (WCAG's for graphics), the line
// styles differ, and the chart is painted on the palette's base colour.
void TestTrainingViewLayout::readableOnLightAndDark()
{
    QFETCH(QColor, base);
    QFETCH(QColor, text);
    const auto luminance = [](const QColor &c) {
        const auto channel = [](double v) {
            return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
        };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF())
            + 0.0722 * channel(c.blueF());
    };
    // A light or dark palette sets the window and the base alike.
    QPalette palette = QApplication::palette();
    for (QPalette::ColorRole role : { QPalette::Window, QPalette::Base })
        palette.setColor(role, base);
    for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text })
        palette.setColor(role, text);
    const ViewPalette colours(palette);
    QList<Qt::PenStyle> styles;
    for (PositionScheme s : PositionSchemes::trained()) {
        const double a = luminance(colours.scheme(s)) + 0.05;
        const double b = luminance(base) + 0.05;
        QVERIFY2(std::max(a, b) / std::min(a, b) >= 3, qPrintable(PositionSchemes::label(s)));
        QVERIFY(!styles.contains(ViewPalette::line(s)));
        styles << ViewPalette::line(s);
    }
    TrainingChart chart;
    chart.setPalette(palette);
    chart.resize(400, 300);
    QImage image(chart.size(), QImage::Format_ARGB32);
    chart.render(&image);
    QCOMPARE(QColor(image.pixel(chart.width() - 3, chart.height() - 3)).rgb(), base.rgb());
}

QTEST_MAIN(TestTrainingViewLayout)
#include "tst_trainingviewlayout.moc"
