// SPDX-License-Identifier: GPL-3.0-or-later
// The Schemes view's controls and its read-out: the head count field, the keys and the mouse that
// move the distance, and the table of every curve's exact value there, checked against the
// formulas computed here, and whole in a dock-sized view in every language (it was a text box
// cramped to a few cut lines with a scroll bar across).
#include "core/model/languagesetup.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "tests/schemesreference.h"
#include "ui/common/checkedspinbox.h"
#include "ui/schemes/schemeschart.h"
#include "ui/schemes/schemesplot.h"
#include "ui/schemes/schemesreadoutmodel.h"
#include "ui/schemes/schemesview.h"

#include <QApplication>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTableView>
#include <QtTest>

#include <cmath>

using namespace pe;

namespace {

using schemestest::bruteRope;
using schemestest::bruteSinusoid;
using schemestest::bruteSlopes;
using schemestest::near;

bool commit(CheckedSpinBox *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
    return field->message().isEmpty();
}

} // namespace

class TestSchemesReadout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readoutListsRawValues();
    void readoutFitsTheView_data();
    void readoutFitsTheView();
    void headCountField();
    void keyboardMovesTheDistance();
    void mouseHovers();
};

void TestSchemesReadout::readoutListsRawValues()
{
    PositionalEncodingModel model; // d = 8, p = 0, q = 3
    SchemesView view(&model);
    QCOMPARE(view.chart()->hoveredDistance(), qint64(3)); // starts at q − p
    QVERIFY(view.chart()->setHeadCount(12));
    view.chart()->setHoveredDistance(17);
    const QString text = view.readoutText();
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 3 + 12);
    QVERIFY(lines.at(0).contains(QStringLiteral("Δ = 17")));
    const double sinusoid = bruteSinusoid(8, 10000, 17);
    const double rope = bruteRope(8, 10000, 17);
    QVERIFY2(lines.at(1).contains(formatDisplay(sinusoid)), qPrintable(lines.at(1)));
    QVERIFY(lines.at(1).contains(formatDisplay(4.0))); // divided by d/2
    QVERIFY(lines.at(1).contains(formatDisplay(sinusoid / 4)));
    QVERIFY2(lines.at(2).contains(formatDisplay(rope)), qPrintable(lines.at(2)));
    QVERIFY(lines.at(2).contains(formatDisplay(2.5))); // divided by (d/2 + 1)/2
    QVERIFY(lines.at(2).contains(formatDisplay(rope / 2.5)));
    const std::vector<double> slopes = bruteSlopes(12);
    for (int h = 0; h < 12; ++h) {
        const QString &line = lines.at(3 + h);
        QVERIFY2(line.contains(QStringLiteral("h%1 ").arg(h + 1)), qPrintable(line));
        QVERIFY2(line.contains(formatDisplay(slopes[size_t(h)])), qPrintable(line));
        QVERIFY2(line.contains(formatDisplay(-slopes[size_t(h)] * 17)), qPrintable(line));
    }
    // A table: the curve, its exact value, what the chart divides it by, the value drawn; six
    // decimals in every number cell. ALiBi's bias is drawn as it is, in logits.
    const QAbstractItemModel *table = view.readoutTable()->model();
    QCOMPARE(table->rowCount(), 2 + 12);
    QCOMPARE(table->columnCount(), 4);
    const QRegularExpression sixDecimals(QStringLiteral("^−?\\d+\\.\\d{6}$"));
    for (int row = 0; row < table->rowCount(); ++row)
        for (int column : { 1, 3 })
            QVERIFY2(sixDecimals.match(table->index(row, column).data().toString()).hasMatch(),
                     qPrintable(table->index(row, column).data().toString()));
    QCOMPARE(table->index(0, 2).data().toString(), formatDisplay(4.0));
    QCOMPARE(table->index(0, 3).data().toString(), formatDisplay(sinusoid / 4));
    QCOMPARE(table->index(1, 3).data().toString(), formatDisplay(rope / 2.5));
    QCOMPARE(table->index(2, 1).data().toString(), formatDisplay(-slopes[0] * 17));
    QCOMPARE(table->index(2, 3).data().toString(), formatDisplay(-slopes[0] * 17));
    QCOMPARE(table->index(2, 2).data().toString(), QStringLiteral("none"));
    QVERIFY(!table->index(2, 2).data(Qt::ToolTipRole).toString().isEmpty());
    QVERIFY(near(view.chart()->reading().sinusoidal, sinusoid));
    QVERIFY(near(view.chart()->reading().rope, rope));
}

void TestSchemesReadout::readoutFitsTheView_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString &language : LanguageSetup::languages()) {
        QTest::addRow("%s dock", qPrintable(language)) << language << QSize(440, 640);
        QTest::addRow("%s short", qPrintable(language)) << language << QSize(440, 420);
        QTest::addRow("%s wide", qPrintable(language)) << language << QSize(900, 900);
    }
}

// In the Comparison dock's width at 1024 × 768 (440 px) and wider: every number whole, no scroll
// bar across, at least three whole rows (in the dock all ten in English, six where the type is
// taller; all where the view is tall), and the chart's axis titles whole; Tab
// leaves the table (arrows move in it).
void TestSchemesReadout::readoutFitsTheView()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    LanguageSetup::install(*qApp, language, QStringLiteral(PEW_QM_DIR));
    PositionalEncodingModel model;
    SchemesView view(&model);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTableView *table = view.readoutTable();
    QTRY_VERIFY(table->isVisible());
    QCoreApplication::processEvents();
    QVERIFY(!table->horizontalScrollBar()->isVisible());
    QVERIFY(!table->tabKeyNavigation());
    const QHeaderView *columns = table->horizontalHeader();
    QVERIFY2(columns->length() <= table->viewport()->width(),
             qPrintable(
                 QStringLiteral("%1 > %2").arg(columns->length()).arg(table->viewport()->width())));
    for (int column = SchemesReadoutModel::ExactColumn; column < SchemesReadoutModel::ColumnCount;
         ++column) {
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QString text = table->model()->index(row, column).data().toString();
            QVERIFY2(table->fontMetrics().horizontalAdvance(text) < columns->sectionSize(column),
                     qPrintable(text));
        }
        const QString header = table->model()->headerData(column, Qt::Horizontal).toString();
        QVERIFY2(table->fontMetrics().horizontalAdvance(header) < columns->sectionSize(column),
                 qPrintable(header));
    }
    int wholeRows = 0;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        const QRect cell = table->visualRect(table->model()->index(row, 0));
        wholeRows += table->viewport()->rect().contains(cell) ? 1 : 0;
    }
    // All ten of 2 + 8 heads in the English 1024 × 768 dock (seven had scrolled) and in a tall
    // view, six in the Japanese and Chinese dock, whose type is taller, three in a short one; the
    // rest scroll down.
    const int rows = table->model()->rowCount();
    QCOMPARE(rows, 10);
    const bool english = language == LanguageSetup::english;
    const int least = size.height() >= 900 || (size.height() >= 600 && english) ? rows
        : size.height() >= 600                                                  ? 6
                                                                                : 3;
    QVERIFY2(wholeRows >= least, qPrintable(QString::number(wholeRows)));
    QCOMPARE(table->verticalScrollBar()->maximum() > 0, wholeRows < rows);
    // The rows leave the chart the height its rotated axis titles need.
    const QRectF plot = view.chart()->plot().layout(QRectF(view.chart()->rect())).plot;
    const QFontMetricsF metrics(view.chart()->font());
    for (const auto axis : { SchemesPlot::RelativeAxis, SchemesPlot::BiasAxis }) {
        const QString title = view.chart()->plot().axisTitle(axis);
        QVERIFY2(metrics.horizontalAdvance(title) <= plot.height() || size.height() < 600,
                 qPrintable(QStringLiteral("%1: %2 px").arg(title).arg(plot.height())));
    }
    LanguageSetup::install(*qApp, LanguageSetup::english, QStringLiteral(PEW_QM_DIR));
}

void TestSchemesReadout::headCountField()
{
    PositionalEncodingModel model;
    SchemesView view(&model);
    view.show();
    CheckedSpinBox *field = view.headCountField();
    QCOMPARE(field->objectName(), QStringLiteral("headCountField"));
    QVERIFY(!field->toolTip().isEmpty());
    QVERIFY(!field->accessibleName().isEmpty());
    QCOMPARE(field->value(), 8);
    QCOMPARE(view.chart()->headCount(), 8);
    QVERIFY(commit(field, QStringLiteral("12")));
    QCOMPARE(view.chart()->headCount(), 12);
    QCOMPARE(view.chart()->samples().alibi().size(), size_t(12));
    QVERIFY2(view.readoutText().contains(QStringLiteral("h12 ")), qPrintable(view.readoutText()));
    for (const QString &bad : { QStringLiteral("0"), QStringLiteral("1025"), QStringLiteral("abc"),
                                QStringLiteral("-3"), QStringLiteral("2.5") }) {
        QVERIFY(!commit(field, bad));
        const QString message = field->message();
        QVERIFY2(message.contains(QLatin1Char('"') + bad + QLatin1Char('"')), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("1 to 1024")), qPrintable(message));
        QVERIFY(!message.contains(QLatin1Char('\n')));
        QCOMPARE(view.chart()->headCount(), 12); // unchanged
        QLabel *label = view.findChild<QLabel *>(QStringLiteral("headCountMessage"));
        QVERIFY(label && label->isVisible() && label->text() == message);
    }
    QVERIFY(commit(field, QStringLiteral("1024")));
    QCOMPARE(view.chart()->samples().alibi().size(), size_t(1024));
    QCOMPARE(view.readoutText().split(QLatin1Char('\n')).size(), 3 + 1024);
    QVERIFY(!view.chart()->setHeadCount(0));
    QVERIFY(!view.chart()->setHeadCount(1025));
    QCOMPARE(view.chart()->headCount(), 1024);
}

void TestSchemesReadout::keyboardMovesTheDistance()
{
    PositionalEncodingModel model;
    QVERIFY(model.setPositionCount(20));
    SchemesView view(&model);
    SchemesChart *chart = view.chart();
    QCOMPARE(chart->focusPolicy(), Qt::StrongFocus);
    QCOMPARE(view.focusProxy(), chart);
    QCOMPARE(chart->hoveredDistance(), qint64(3));
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(chart->hoveredDistance(), qint64(4));
    QVERIFY(view.readoutText().startsWith(QStringLiteral("Δ = 4")));
    QVERIFY(view.readoutText().contains(formatDisplay(bruteSinusoid(8, 10000, 4))));
    for (int k = 0; k < 6; ++k)
        QTest::keyClick(chart, Qt::Key_Left);
    QCOMPARE(chart->hoveredDistance(), qint64(0)); // stops at 0
    QTest::keyClick(chart, Qt::Key_End);
    QCOMPARE(chart->hoveredDistance(), qint64(19));
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(chart->hoveredDistance(), qint64(19)); // stops at N − 1
    QTest::keyClick(chart, Qt::Key_PageUp);
    QCOMPARE(chart->hoveredDistance(), qint64(17));
    QTest::keyClick(chart, Qt::Key_Home);
    QCOMPARE(chart->hoveredDistance(), qint64(0));
}

void TestSchemesReadout::mouseHovers()
{
    PositionalEncodingModel model;
    SchemesChart chart(&model);
    chart.resize(800, 480);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const SchemesPlot::Geometry g = chart.plot().layout(QRectF(chart.rect()));
    const int y = qRound(g.plot.center().y());
    for (const qint64 delta : { qint64(0), qint64(7), qint64(49) }) {
        const QPointF at = chart.plot().pointOf(g, SchemesPlot::DistanceAxis, double(delta), 0);
        QCOMPARE(chart.distanceAt(QPointF(at.x(), y)), delta);
        QMouseEvent move(QEvent::MouseMove, QPointF(at.x(), y),
                         chart.mapToGlobal(QPointF(at.x(), y)), Qt::NoButton, Qt::NoButton,
                         Qt::NoModifier);
        QCoreApplication::sendEvent(&chart, &move);
        QCOMPARE(chart.hoveredDistance(), delta);
    }
    QCOMPARE(chart.distanceAt(QPointF(2, y)), qint64(-1)); // left of the axes
    QCOMPARE(chart.distanceAt(QPointF(400, 2)), qint64(-1)); // over the title
}

QTEST_MAIN(TestSchemesReadout)
#include "tst_schemesreadout.moc"
