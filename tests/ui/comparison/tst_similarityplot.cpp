// SPDX-License-Identifier: GPL-3.0-or-later
// The similarity chart's value labels at q ("q = 3: 1.964890") stand beside the point, clear of
// the curve they label (issue 26: the label sat on the curve).
#include "core/math/similarity.h"
#include "ui/comparison/similarityplot.h"

#include <QGuiApplication>
#include <QtTest>

using namespace pe;

class TestSimilarityPlot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void crossesSeesASegmentThroughABox();
    void valueLabelsAreClearOfTheCurve_data();
    void valueLabelsAreClearOfTheCurve();
};

void TestSimilarityPlot::crossesSeesASegmentThroughABox()
{
    const QRectF box(10, 10, 20, 10);
    QVERIFY(SimilarityPlot::crosses({ QPointF(0, 15), QPointF(40, 15) }, box)); // straight through
    QVERIFY(SimilarityPlot::crosses({ QPointF(0, 0), QPointF(40, 30) }, box)); // diagonally
    QVERIFY(!SimilarityPlot::crosses({ QPointF(0, 25), QPointF(40, 25) }, box)); // below
    QVERIFY(!SimilarityPlot::crosses({ QPointF(0, 0), QPointF(8, 40) }, box)); // left of it
    QVERIFY(SimilarityPlot::crosses({ QPointF(15, 0), QPointF(15, 40) }, box)); // vertical
}

void TestSimilarityPlot::valueLabelsAreClearOfTheCurve_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<int>("positions");
    QTest::addColumn<int>("p");
    QTest::addColumn<int>("q");
    QTest::addColumn<QSize>("size");
    QTest::addRow("the defaults") << 128 << 50 << 0 << 3 << QSize(560, 420);
    QTest::addRow("narrow") << 128 << 50 << 0 << 3 << QSize(360, 300);
    QTest::addRow("q in the middle") << 64 << 200 << 40 << 90 << QSize(700, 500);
    QTest::addRow("q near the end") << 16 << 100 << 5 << 98 << QSize(560, 420);
}

void TestSimilarityPlot::valueLabelsAreClearOfTheCurve()
{
    QFETCH(int, d);
    QFETCH(int, positions);
    QFETCH(int, p);
    QFETCH(int, q);
    QFETCH(QSize, size);
    SimilarityPlot::Data data;
    data.encoding = Encoding(d);
    data.positionCount = positions;
    data.p = p;
    data.q = q;
    const auto profile = Similarity::profile(data.encoding, p, positions, 2 * size.width());
    data.samples = QList<SimilaritySample>(profile.begin(), profile.end());
    data.atQ = Similarity::at(data.encoding, p, q);
    data.dipWindow = positions - 1;
    data.dip = Similarity::firstDip(data.encoding, data.dipWindow);
    const QFont font = QGuiApplication::font();
    const SimilarityPlot plot(data, font, QGuiApplication::palette());
    const SimilarityPlot::Geometry g = plot.layout(QRectF(QPointF(0, 0), QSizeF(size)));
    const QFontMetricsF metrics(font);
    for (SimilarityPlot::Axis axis : { SimilarityPlot::DotAxis, SimilarityPlot::DistanceAxis }) {
        const bool dot = axis == SimilarityPlot::DotAxis;
        const QRectF &panel = dot ? g.dotPanel : g.distancePanel;
        const QList<QPointF> curve = plot.curvePoints(g, axis);
        QVERIFY(!curve.isEmpty());
        const double value = dot ? data.atQ.dot : data.atQ.distance;
        QVERIFY(std::isfinite(value));
        // The point at q, where the drawn curve passes (every position is a sample here).
        QPointF at;
        for (qsizetype k = 0; k < data.samples.size(); ++k)
            if (data.samples[k].position == q)
                at = curve[k];
        QVERIFY2(!at.isNull(), "q is one of the samples");
        const QSizeF label(
            metrics.horizontalAdvance(QStringLiteral("q = %1: %2").arg(q).arg(value, 0, 'f', 6))
                + 8,
            metrics.height() + 2);
        const QRectF box = SimilarityPlot::valueLabelBox(panel, at, label, curve);
        QVERIFY2(panel.contains(box), qPrintable(QStringLiteral("inside the panel")));
        QVERIFY2(!box.contains(at), "beside the point, not over it");
        QVERIFY2(!SimilarityPlot::crosses(curve, box),
                 qPrintable(QStringLiteral("%1 label on the curve at (%2, %3)")
                                .arg(dot ? QStringLiteral("dot") : QStringLiteral("distance"))
                                .arg(box.x())
                                .arg(box.y())));
    }
}

QTEST_MAIN(TestSimilarityPlot)
#include "tst_similarityplot.moc"
