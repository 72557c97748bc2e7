// SPDX-License-Identifier: GPL-3.0-or-later
// The similarity view's painting: repaints only on a model change, a hidden view waits until it
// is looked at, its curves prepared while the other views paint, and PNG and SVG renders.
#include "core/model/positionalencodingmodel.h"
#include "tests/brackettranslator.h"
#include "tests/svgdrawing.h"
#include "ui/comparison/similarityview.h"

#include <QPainter>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QtTest>

#include <cmath>

using namespace pe;
using lessontest::BracketTranslator;

namespace {

const QRegularExpression signedZero(QStringLiteral("^[-\u2212]0*([.,]0*)?$"));

} // namespace

class TestSimilarityViewPainting : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void updatesOnlyOnModelChange();
    void hiddenViewWaitsUntilLookedAt();
    void preparedWhileOthersPaint();
    void render_data();
    void render();
    void svg();
};

void TestSimilarityViewPainting::updatesOnlyOnModelChange()
{
    PositionalEncodingModel model;
    SimilarityView view(&model);
    view.data();
    int updates = view.sampleUpdateCount();
    QVERIFY(model.setPositionQ(6));
    model.setEncodingEnabled(false);
    QVERIFY(model.setPickedDimension(2));
    QVERIFY(std::abs(view.data().atQ.distance - 0.657741) <= 1e-6);
    QCOMPARE(view.data().q, qint64(6));
    QVERIFY(!view.data().enabled);
    QCOMPARE(view.sampleUpdateCount(), updates);
    QVERIFY(model.setPositionP(1));
    view.data();
    QCOMPARE(view.sampleUpdateCount(), ++updates);
    QVERIFY(model.setBase(100));
    view.data();
    QCOMPARE(view.sampleUpdateCount(), ++updates);
    QVERIFY(model.setDimension(16));
    QCOMPARE(view.data().encoding.dimension(), 16);
    QCOMPARE(view.sampleUpdateCount(), ++updates);
}

// Nobody looks at a view in a hidden tab: changes only mark it, and the first look (a paint, an
// export, a getter) computes the curves once for all of them.
void TestSimilarityViewPainting::hiddenViewWaitsUntilLookedAt()
{
    PositionalEncodingModel model;
    SimilarityView view(&model);
    view.data();
    const int updates = view.sampleUpdateCount();
    QVERIFY(model.setBase(100));
    QVERIFY(model.setDimension(16));
    QVERIFY(model.setPositionP(3));
    QCOMPARE(view.sampleUpdateCount(), updates);
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_COMPARE(view.sampleUpdateCount(), updates + 1);
    QCOMPARE(view.data().p, qint64(3));
    QCOMPARE(view.data().encoding.base(), 100.0);
    QCOMPARE(view.sampleUpdateCount(), updates + 1);
}

// A change while the view is seen starts the curves on another thread at once; the paint takes
// them, and they are the curves computed on the spot, to the last bit. A hidden view starts
// nothing.
void TestSimilarityViewPainting::preparedWhileOthersPaint()
{
    PositionalEncodingModel model;
    QVERIFY(model.setDimension(512));
    QVERIFY(model.setPositionCount(4000));
    SimilarityView view(&model);
    view.resize(700, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(view.sampleUpdateCount() > 0);
    const int prepared = view.preparedUpdateCount();
    const int updates = view.sampleUpdateCount();
    QVERIFY(model.setBase(3000.0));
    QTRY_COMPARE(view.preparedUpdateCount(), prepared + 1); // the paint took them
    QCOMPARE(view.sampleUpdateCount(), updates + 1);
    QVERIFY(model.setPositionP(77)); // the same gaps: the dip is kept
    QTRY_COMPARE(view.preparedUpdateCount(), prepared + 2);
    const SimilarityPlot::Data &data = view.data();
    QCOMPARE(view.sampleUpdateCount(), updates + 2);
    QCOMPARE(data.p, qint64(77));
    QCOMPARE(data.encoding.base(), 3000.0);
    const auto here = Similarity::profile(model.encoding(), 77, 4000, 1400);
    QCOMPARE(qsizetype(here.size()), data.samples.size());
    for (std::size_t k = 0; k < here.size(); ++k) {
        QCOMPARE(data.samples.at(qsizetype(k)).position, here[k].position);
        QVERIFY(data.samples.at(qsizetype(k)).dot == here[k].dot);
        QVERIFY(data.samples.at(qsizetype(k)).distance == here[k].distance);
    }
    const DistanceDip dip = Similarity::firstDip(model.encoding(), data.dipWindow);
    QCOMPARE(data.dip.found, dip.found);
    QCOMPARE(data.dip.dipGap, dip.dipGap);
    QCOMPARE(data.dip.peakGap, dip.peakGap);

    view.hide();
    QVERIFY(model.setBase(500.0));
    QCoreApplication::processEvents();
    QCOMPARE(view.preparedUpdateCount(), prepared + 2);
    QCOMPARE(view.sampleUpdateCount(), updates + 2);

    // A few hundred terms (d = 8, 50 positions) are made on the spot: a thread costs more.
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(model.setDimension(8));
    QVERIFY(model.setPositionCount(50));
    QTRY_COMPARE(view.data().encoding.dimension(), 8);
    const int before = view.sampleUpdateCount();
    QVERIFY(model.setBase(700.0));
    QTRY_COMPARE(view.sampleUpdateCount(), before + 1);
    QCOMPARE(view.preparedUpdateCount(), prepared + 2);
}

void TestSimilarityViewPainting::render_data()
{
    QTest::addColumn<int>("dimension");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<QString>("name");
    QTest::addRow("d=8, q=6") << 8 << qint64(6) << "similarity-d8.png";
    QTest::addRow("d=128, q=3") << 128 << qint64(3) << "similarity-d128.png";
}

void TestSimilarityViewPainting::render()
{
    QFETCH(int, dimension);
    QFETCH(qint64, q);
    QFETCH(QString, name);
    PositionalEncodingModel model;
    model.setDimension(dimension);
    model.setPositionQ(q);
    SimilarityView view(&model);
    view.resize(640, 480);
    const QImage image = view.renderImage(QSize(1000, 640));
    QCOMPARE(image.size(), QSize(1000, 640));
    QCOMPARE(image.pixelColor(1, 1), view.palette().color(QPalette::Window));
    int painted = 0;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            painted += image.pixelColor(x, y) != view.palette().color(QPalette::Window) ? 1 : 0;
    QVERIFY(painted > 500);
    const QString dir = qEnvironmentVariable("PEW_RENDER_DIR");
    if (!dir.isEmpty())
        QVERIFY(image.save(dir + QLatin1Char('/') + name));
}

// The same painting into an SVG generator (File → Export as SVG): text stays text.
void TestSimilarityViewPainting::svg()
{
    PositionalEncodingModel model;
    model.setPositionQ(6);
    SimilarityView view(&model);
    const QString svg = svgtest::svgOf(QSize(1000, 640), [&view](QPainter *painter) {
        view.paintPlot(painter, QRectF(0, 0, 1000, 640));
    });
    QVERIFY(svg.contains(QStringLiteral("<svg")));
    QVERIFY(svg.contains(QStringLiteral("Position k")));
    QVERIFY(svg.contains(QStringLiteral("0.657741")) || svg.contains(QStringLiteral("0.960170")));
}

QTEST_MAIN(TestSimilarityViewPainting)
#include "tst_similarityviewpainting.moc"
