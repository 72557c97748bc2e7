// SPDX-License-Identifier: GPL-3.0-or-later
// The wave plot's words: legend names, axis labels (no signed zero), the y labels clear of the
// markers, the tooltip and a language change.
#include "core/model/positionalencodingmodel.h"
#include "tests/brackettranslator.h"
#include "ui/waves/waveannotations.h"
#include "ui/waves/waveaxes.h"
#include "ui/waves/waveplot.h"

#include <QFontMetricsF>
#include <QGraphicsTextItem>
#include <QGraphicsView>
#include <QRegularExpression>
#include <QTextDocument>
#include <QToolTip>
#include <QtTest>

using namespace pe;
using lessontest::BracketTranslator;

namespace {

const QRegularExpression signedZero(QStringLiteral("^[-\u2212]0*([.,]0*)?$"));

} // namespace

class TestWavePlotText : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void legendName();
    void axisLabels_data();
    void axisLabels();
    void yLabelsClearTheMarkers();
    void toolTip();
    void retranslates();
};

void TestWavePlotText::legendName()
{
    PositionalEncodingModel model;
    model.setDimension(128);
    WavePlot plot(&model);
    // pair 5 of d = 128: period 2 pi 10000^(10/128) = 12.90...
    QCOMPARE(plot.curve(2).name, QStringLiteral("dim 10 · sin · pair 5 · period 12.9"));
    QCOMPARE(plot.curve(1).name, QStringLiteral("dim 1 · cos · pair 0 · period 6.28"));
    model.setShownDimensions({ 127 });
    QCOMPARE(plot.curve(0).name, QStringLiteral("dim 127 · cos · pair 63 · period 54410"));
}

// At p = 0 the p marker's dots (5 px across) sit on the plot's left edge: the y labels' text
// ends clear of them (it covered the "0" of "1.0").
void TestWavePlotText::yLabelsClearTheMarkers()
{
    PositionalEncodingModel model;
    model.setPositionP(0);
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    const auto *view = plot.findChild<QGraphicsView *>();
    QVERIFY(view && view->scene());
    int labels = 0;
    const QList<QGraphicsItem *> items = view->scene()->items();
    for (const QGraphicsItem *item : items) {
        const auto *text = dynamic_cast<const QGraphicsTextItem *>(item);
        if (!text || !text->isVisible())
            continue;
        // Qt Charts sets the label as HTML: the spacer arrives as some space; the ink is the
        // label's own text from the item's left edge (the label is aligned right).
        const QString shown = text->document()->toRawText().trimmed();
        if (!plot.axisLabels(Qt::Vertical).contains(shown))
            continue;
        QVERIFY2(text->document()->toRawText().size() > shown.size(), qPrintable(shown));
        const double inkRight = text->sceneBoundingRect().left()
            + text->document()->documentMargin()
            + QFontMetricsF(text->font()).horizontalAdvance(shown);
        QVERIFY2(inkRight <= plot.plotArea().left() - 6,
                 qPrintable(QStringLiteral("\"%1\" ends at %2, the plot starts at %3")
                                .arg(shown)
                                .arg(inkRight)
                                .arg(plot.plotArea().left())));
        ++labels;
    }
    QCOMPARE(labels, 5);
}

void TestWavePlotText::axisLabels_data()
{
    QTest::addColumn<int>("count");
    QTest::addRow("1 position") << 1;
    QTest::addRow("7 positions") << 7;
    QTest::addRow("50 positions") << 50;
    QTest::addRow("100001 positions") << 100001;
    QTest::addRow("a million") << 1000000;
}

void TestWavePlotText::axisLabels()
{
    QFETCH(int, count);
    PositionalEncodingModel model;
    model.setPositionCount(count);
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QCOMPARE(plot.axisLabels(Qt::Vertical),
             (QStringList { "\u22121.0", "\u22120.5", "0.0", "0.5", "1.0" }));
    const QStringList x = plot.axisLabels(Qt::Horizontal);
    QVERIFY(x.size() >= 2);
    QCOMPARE(x.first(), QStringLiteral("0"));
    for (const QString &label : x) {
        bool integer = false;
        QVERIFY2(label.toLongLong(&integer) < count || count == 1, qPrintable(label));
        QVERIFY2(integer, qPrintable(label));
    }
    for (const QString &label : x + plot.axisLabels(Qt::Vertical))
        QVERIFY2(!signedZero.match(label).hasMatch(), qPrintable(label));
    QCOMPARE(plot.axisTitle(Qt::Horizontal), QStringLiteral("Position"));
    QCOMPARE(plot.axisTitle(Qt::Vertical), QStringLiteral("Value"));
    // The last label, centred on the plot's right edge, ends inside the chart with room to
    // spare ("100000" touched its edge).
    plot.resize(450, 400);
    QTRY_COMPARE(plot.chartSize().width(), 450.0);
    QTest::qWait(50);
    const QString last = QString::number(count - 1);
    const double half = QFontMetricsF(plot.font()).horizontalAdvance(last) / 2;
    QVERIFY2(plot.plotArea().right() + half + 4 <= plot.chartSize().width(),
             qPrintable(QStringLiteral("%1 + %2 in %3")
                            .arg(plot.plotArea().right())
                            .arg(half)
                            .arg(plot.chartSize().width())));
}

void TestWavePlotText::toolTip()
{
    PositionalEncodingModel model; // d = 8
    WavePlot plot(&model);
    const QString text = plot.toolTipAt(3);
    QVERIFY(text.startsWith(QStringLiteral("Position 3\n")));
    QVERIFY2(text.contains(QStringLiteral("dim 0 (sin): 0.141120")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("dim 1 (cos): \u22120.989992")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("dim 2 (sin): 0.295520")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("dim 3 (cos): 0.955336")), qPrintable(text));
    QCOMPARE(text.count(QLatin1Char('\n')), 8);

    // Hovering over the middle of the chart shows the text of the position there.
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    auto *view = plot.findChild<QGraphicsView *>();
    QVERIFY(view);
    const QPoint at = view->viewport()->rect().center();
    QHelpEvent help(QEvent::ToolTip, at, view->viewport()->mapToGlobal(at));
    QCoreApplication::sendEvent(view->viewport(), &help);
    QTRY_VERIFY(QToolTip::isVisible());
    const QString shown = QToolTip::text();
    QVERIFY2(shown.startsWith(QStringLiteral("Position ")), qPrintable(shown));
    const qint64 position
        = shown.section(QLatin1Char('\n'), 0, 0).section(QLatin1Char(' '), 1).toLongLong();
    QVERIFY(position > 10 && position < 40); // the middle of 0 .. 49
    QCOMPARE(shown, plot.toolTipAt(position));
    QToolTip::hideText();
}

void TestWavePlotText::retranslates()
{
    PositionalEncodingModel model;
    WavePlot plot(&model);
    plot.resize(900, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    BracketTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCoreApplication::processEvents(); // delivers LanguageChange
    QCOMPARE(plot.axisTitle(Qt::Horizontal), QStringLiteral("[Position]"));
    QCOMPARE(plot.axisTitle(Qt::Vertical), QStringLiteral("[Value]"));
    QVERIFY(plot.title().startsWith(QLatin1Char('[')));
    QVERIFY(plot.curve(0).name.startsWith(QStringLiteral("[dim 0")));
    QVERIFY(plot.annotations().legendValues(0).startsWith(QLatin1Char('[')));
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::processEvents();
    QCOMPARE(plot.axisTitle(Qt::Horizontal), QStringLiteral("Position"));
}

QTEST_MAIN(TestWavePlotText)
#include "tst_waveplottext.moc"
