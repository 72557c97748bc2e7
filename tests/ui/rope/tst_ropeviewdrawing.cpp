// SPDX-License-Identifier: GPL-3.0-or-later
// The RoPE dial view's drawing against a brute-force rotation written here (each pair as a complex
// number times e^{i·position·θ}, θ from exp and log): the hands where the rotation puts them, in
// ink on the image, for many pairs, and a layout that fits the area it is given.
#include "ui/rope/ropecontrols.h"
#include "ui/rope/ropedialgrid.h"
#include "ui/rope/ropedialpainter.h"
#include "ui/rope/ropeview.h"

#include "core/math/seededgenerator.h"
#include "core/model/positionalencodingmodel.h"
#include "core/sampling/ropedials.h"
#include "core/text/format.h"
#include "tests/brackettranslator.h"
#include "tests/ui/rope/ropehands.h"
#include "ui/common/checkedspinbox.h"

#include <QTest>

#include <cmath>
#include <complex>

using namespace pe;
using lessontest::BracketTranslator;
using namespace pe::ropetest;

class TestRopeViewDrawing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawnHandsMatchBruteForce_data();
    void drawnHandsMatchBruteForce();
    void handsArePainted();
    void manyPairs();
    void layoutFitsTheArea_data();
    void layoutFitsTheArea();
};

void TestRopeViewDrawing::drawnHandsMatchBruteForce_data()
{
    QTest::addColumn<int>("d");
    QTest::addColumn<double>("base");
    QTest::addColumn<bool>("half");
    QTest::addColumn<qint64>("p");
    QTest::addColumn<qint64>("q");
    QTest::addColumn<qint64>("t");
    QTest::addRow("d8 interleaved") << 8 << 10000.0 << false << qint64(2) << qint64(5) << qint64(0);
    QTest::addRow("d8 half t=7") << 8 << 10000.0 << true << qint64(2) << qint64(5) << qint64(7);
    QTest::addRow("d16 base 100 q<p")
        << 16 << 100.0 << false << qint64(40) << qint64(3) << qint64(11);
    QTest::addRow("d64 half far") << 64 << 500000.0 << true << qint64(1000) << qint64(1024)
                                  << qint64(250);
}

void TestRopeViewDrawing::drawnHandsMatchBruteForce()
{
    QFETCH(int, d);
    QFETCH(double, base);
    QFETCH(bool, half);
    QFETCH(qint64, p);
    QFETCH(qint64, q);
    QFETCH(qint64, t);
    Fixture f(d, p, q);
    f.model.setBase(base);
    f.view.setPairing(half ? RopePairing::Half : RopePairing::Interleaved);
    QVERIFY(f.view.setShift(t));
    std::vector<double> qv, kv;
    seeded(d, RopeDials::defaultSeed, &qv, &kv);
    RopeDialGrid *grid = f.view.grid();
    QVERIFY(grid->shownCount() > 0);
    for (int i = grid->firstPair(); i < grid->firstPair() + grid->shownCount(); ++i) {
        const RopeDialPainter::Content content = grid->dialContent(i);
        const std::complex<double> zq = hand(qv, i, double(p + t), base, half);
        const std::complex<double> zk = hand(kv, i, double(q + t), base, half);
        QVERIFY(std::abs(content.dial.query.x - zq.real()) <= 1e-12);
        QVERIFY(std::abs(content.dial.query.y - zq.imag()) <= 1e-12);
        QVERIFY(std::abs(content.dial.key.x - zk.real()) <= 1e-12);
        QVERIFY(std::abs(content.dial.key.y - zk.imag()) <= 1e-12);
        // Where the tips are drawn: the centre plus (x, −y), the longer hand at 0.82 of the radius.
        const QRectF face = RopeDialPainter::faceRect(
            grid->dialRect(i), RopeDialPainter::captionHeight(grid->dialFont()));
        const double scale = 0.82 * face.width() / 2 / std::max(std::abs(zq), std::abs(zk));
        const QPointF tipQ = RopeDialPainter::handTip(face, content.dial, false);
        const QPointF tipK = RopeDialPainter::handTip(face, content.dial, true);
        QVERIFY(std::abs(tipQ.x() - (face.center().x() + scale * zq.real())) < 1e-9);
        QVERIFY(std::abs(tipQ.y() - (face.center().y() - scale * zq.imag())) < 1e-9);
        QVERIFY(std::abs(tipK.x() - (face.center().x() + scale * zk.real())) < 1e-9);
        QVERIFY(std::abs(tipK.y() - (face.center().y() - scale * zk.imag())) < 1e-9);
        const auto [a, b] = pairOf(half, i, d);
        QCOMPARE(content.title, QStringLiteral("pair %1 · dims %2, %3").arg(i).arg(a).arg(b));
        QCOMPARE(content.caption,
                 QStringLiteral("θ = ") + formatDisplay(std::exp(-2.0 * i / d * std::log(base))));
    }
    // The score against the brute-force dot product of the whole rotated vectors.
    double brute = 0;
    for (int i = 0; i < d / 2; ++i) {
        const std::complex<double> zq = hand(qv, i, double(p + t), base, half);
        const std::complex<double> zk = hand(kv, i, double(q + t), base, half);
        brute += zq.real() * zk.real() + zq.imag() * zk.imag();
    }
    QVERIFY(std::abs(f.view.dials().score() - brute) <= 1e-12);
    QCOMPARE(f.view.scoreText(),
             QStringLiteral("Score (R₍ₘ₊ₜ₎ q)·(R₍ₙ₊ₜ₎ k) = ") + formatDisplay(brute));
    QVERIFY(f.view.relativeScoreText().startsWith(
        QStringLiteral("Relative score q·(R₍ₙ₋ₘ₎ k) = ") + formatDisplay(brute)
        + QStringLiteral(", from n − m = ") + displayMinus(QString::number(q - p))));
}

// The pixels: halfway along each hand is the hand's colour (the dial with the widest angle
// between its hands, so neither covers the other there).
void TestRopeViewDrawing::handsArePainted()
{
    Fixture f(8, 2, 5);
    RopeDialGrid *grid = f.view.grid();
    const QImage image = grid->grab().toImage();
    const RopeDialPainter::Style style = RopeDialPainter::style(grid->palette());
    int best = -1;
    double widest = 0;
    for (int i = 0; i < grid->shownCount(); ++i) {
        const RopeDial dial = grid->dialContent(i).dial;
        if (std::abs(dial.between) > widest && dial.query.length > 0.3 && dial.key.length > 0.3) {
            widest = std::abs(dial.between);
            best = i;
        }
    }
    QVERIFY(best >= 0 && widest > 0.6);
    const RopeDial dial = grid->dialContent(best).dial;
    const QRectF face = RopeDialPainter::faceRect(grid->dialRect(best),
                                                  RopeDialPainter::captionHeight(grid->dialFont()));
    // The tips from the hands' (x, y) written out here: y up on screen, the longer hand at 0.82
    // of the radius.
    const double scale = 0.82 * face.width() / 2 / std::max(dial.query.length, dial.key.length);
    const auto tipOf
        = [&](const RopeHand &h) { return face.center() + QPointF(scale * h.x, -scale * h.y); };
    const auto near = [&](const QPointF &tip, const QColor &colour) {
        const QPointF at = face.center() + (tip - face.center()) * 0.6;
        const QColor c = image.pixelColor((at * image.devicePixelRatio()).toPoint());
        return std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green())
            + std::abs(c.blue() - colour.blue())
            < 60;
    };
    QVERIFY(near(tipOf(dial.query), style.query));
    QVERIFY(near(tipOf(dial.key), style.key));
}

void TestRopeViewDrawing::manyPairs()
{
    Fixture f(65536, 0, 3, QSize(900, 700));
    RopeDialGrid *grid = f.view.grid();
    const int shown = grid->shownCount();
    QVERIFY(shown >= 4 && shown < 200);
    QCOMPARE(grid->hiddenCount(), 32768 - shown);
    QCOMPARE(f.view.shownText(),
             QStringLiteral("Pairs 0–%1 of 32768 shown, %2 hidden: pick others with First pair "
                            "or the arrow keys.")
                 .arg(shown - 1)
                 .arg(32768 - shown));
    type(f.view.controls()->firstPairSpinBox(), QStringLiteral("30000"));
    QCOMPARE(grid->firstPair(), 30000);
    QCOMPARE(grid->dialTitle(30000), QStringLiteral("pair 30000 · dims 60000, 60001"));
    QVERIFY(!grid->dialRect(30000).isEmpty());
    QVERIFY(grid->dialRect(29999).isEmpty());
    QCOMPARE(f.view.currentPair(), 30000);
    QVERIFY(f.view.shownText().startsWith(QStringLiteral("Pairs 30000–")));
    // The last pair: the slowest hands, θ = 10000^(−32767/32768).
    type(f.view.controls()->firstPairSpinBox(), QStringLiteral("32767"));
    QCOMPARE(grid->shownCount(), 1);
    QVERIFY(std::abs(grid->dialContent(32767).dial.theta
                     - std::exp(-2.0 * 32767 / 65536 * std::log(10000.0)))
            <= 1e-15);
    QVERIFY(std::abs(f.view.dials().score() - f.view.dials().relativeScore()) <= 1e-9);
}

void TestRopeViewDrawing::layoutFitsTheArea_data()
{
    QTest::addColumn<QSizeF>("area");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("allFit");
    QTest::addRow("4 dials, dock") << QSizeF(510, 400) << 4 << true;
    QTest::addRow("4 dials, short") << QSizeF(620, 80) << 4 << true;
    QTest::addRow("4 dials, an odd height") << QSizeF(620, 95) << 4 << true;
    QTest::addRow("32768 dials") << QSizeF(900, 500) << 32768 << false;
    QTest::addRow("32768 dials, short") << QSizeF(900, 70) << 32768 << false;
    QTest::addRow("64 dials, a row and most of another") << QSizeF(470, 170) << 64 << false;
}

void TestRopeViewDrawing::layoutFitsTheArea()
{
    QFETCH(QSizeF, area);
    QFETCH(int, count);
    QFETCH(bool, allFit);
    const double caption = 34;
    const RopeDialGrid::Layout layout = RopeDialGrid::layoutFor(area, count, 90, caption);
    QCOMPARE(layout.capacity() >= count, allFit);
    // Never taller or wider than the area: no dial is cut off or drawn under the readout.
    QVERIFY(layout.rows * layout.cell.height() <= area.height() + 1e-6);
    QVERIFY(layout.columns * layout.cell.width() <= area.width() + 1e-6);
    if (allFit) // the dials share the width
        QCOMPARE(layout.cell.width(), area.width() / std::min(count, layout.columns));
    QVERIFY(layout.cell.height() - caption - 6 >= RopeDialGrid::smallestFace);
    // The height is used: less than one more row is left empty.
    if (!allFit)
        QVERIFY(area.height() - layout.rows * layout.cell.height() < layout.cell.height());
    if (!allFit && area.height() >= 2 * (RopeDialGrid::gainFace + caption + 6))
        QVERIFY(layout.rows >= 2);
}

QTEST_MAIN(TestRopeViewDrawing)
#include "tst_ropeviewdrawing.moc"
