// SPDX-License-Identifier: GPL-3.0-or-later
// The RoPE dial view against a brute-force rotation written here (each pair as a complex number
// times e^{i·position·θ}, θ from exp and log): the hands read out, the score and the angles
// unchanged under the shift t, the pairing naming other components, the controls refusing bad
// input, the model's d, base, p and q reaching the dials, the keyboard, Play, and a language
// change (the drawing: tst_ropeviewdrawing).
#include "ui/rope/ropecontrols.h"
#include "ui/rope/ropedialgrid.h"
#include "ui/rope/ropeview.h"

#include "core/math/seededgenerator.h"
#include "core/model/positionalencodingmodel.h"
#include "core/sampling/ropedials.h"
#include "core/text/format.h"
#include "tests/brackettranslator.h"
#include "tests/ui/rope/ropehands.h"
#include "ui/common/checkedspinbox.h"
#include "ui/render/headlessanimationclock.h"

#include <QComboBox>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTest>
#include <QToolButton>
#include <QVariantAnimation>

#include <cmath>
#include <complex>

using namespace pe;
using lessontest::BracketTranslator;
using namespace pe::ropetest;

namespace {

constexpr double twoPi = 6.283185307179586476925286766559;

double angle(std::complex<double> z)
{
    const double a = std::arg(z);
    return a < 0 ? a + twoPi : a;
}

double angleGap(double a, double b)
{
    return std::abs(std::remainder(a - b, twoPi));
}

} // namespace

class TestRopeView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void hoverReadsOut();
    void shiftKeepsScoreAndAngle();
    void pairingChangesComponents();
    void badInputRefused();
    void playAnimatesShift();
    void headlessClockHoldsPlayStill();
    void newVectors();
    void modelChangesReachDials();
    void keyboard();
    void retranslates();
};

void TestRopeView::hoverReadsOut()
{
    Fixture f(8, 2, 5);
    RopeDialGrid *grid = f.view.grid();
    QCOMPARE(grid->shownCount(), 4);
    QTest::mouseMove(grid, grid->dialRect(2).center().toPoint());
    QTRY_COMPARE(f.view.currentPair(), 2);
    std::vector<double> qv, kv;
    seeded(8, RopeDials::defaultSeed, &qv, &kv);
    const std::complex<double> zq = hand(qv, 2, 2, 10000, false);
    const std::complex<double> zk = hand(kv, 2, 5, 10000, false);
    const double between = std::remainder(angle(zk) - angle(zq), twoPi);
    const QString text = f.view.readoutLabel()->text();
    QCOMPARE(text, f.view.readoutText(2));
    const QStringList lines = text.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.at(0), QStringLiteral("Pair 2: components 4 (x) and 5 (y), θ₂ = 0.010000"));
    QCOMPARE(
        lines.at(1),
        QStringLiteral("q's hand, R₍ₘ₊ₜ₎ q: (%1, %2), angle %3 rad")
            .arg(formatDisplay(zq.real()), formatDisplay(zq.imag()), formatDisplay(angle(zq))));
    QCOMPARE(
        lines.at(2),
        QStringLiteral("k's hand, R₍ₙ₊ₜ₎ k: (%1, %2), angle %3 rad")
            .arg(formatDisplay(zk.real()), formatDisplay(zk.imag()), formatDisplay(angle(zk))));
    QVERIFY2(lines.at(3).startsWith(QStringLiteral("Angle from q's hand to k's hand: ")
                                    + formatDisplay(between) + QStringLiteral(" rad")),
             qPrintable(lines.at(3)));
    QVERIFY(lines.at(3).endsWith(QStringLiteral("(n − m)·θ₂ = 0.030000 rad")));
    // The ring marks the current dial.
    QVERIFY(grid->dialContent(2).current);
    QVERIFY(!grid->dialContent(0).current);
    // Hovering another dial moves the readout.
    QTest::mouseMove(grid, grid->dialRect(3).center().toPoint());
    QTRY_COMPARE(f.view.currentPair(), 3);
    QVERIFY(f.view.readoutLabel()->text().startsWith(QStringLiteral("Pair 3: components 6")));
}

void TestRopeView::shiftKeepsScoreAndAngle()
{
    for (const RopePairing pairing : { RopePairing::Interleaved, RopePairing::Half }) {
        Fixture f(16, 3, 11);
        f.view.setPairing(pairing);
        const double score = f.view.dials().score();
        const QString scoreText = f.view.scoreText();
        const QString relativeText = f.view.relativeScoreText();
        std::vector<RopeDial> before;
        for (int i = 0; i < 8; ++i)
            before.push_back(f.view.dials().dial(i));
        for (const qint64 t : { 1, 2, 7, 100, 12345, 1000000 }) {
            QVERIFY(f.view.setShift(t));
            QCOMPARE(f.view.shift(), t);
            QCOMPARE(f.view.controls()->shiftSpinBox()->number(), double(t));
            // 1e-12 while the angles m·θ stay small; at t = 10^6 each angle carries about
            // 10^6 · 2^−53 rad of rounding, and the score about 10^−12 of it.
            const double tolerance = t <= 100000 ? 1e-12 : 1e-10;
            QVERIFY2(
                std::abs(f.view.dials().score() - score) <= tolerance,
                qPrintable(QStringLiteral("t=%1: %2").arg(t).arg(f.view.dials().score() - score)));
            QVERIFY(std::abs(f.view.dials().relativeScore() - score) <= 1e-12);
            QCOMPARE(f.view.scoreText(), scoreText);
            QCOMPARE(f.view.relativeScoreText(), relativeText);
            for (int i = 0; i < 8; ++i) {
                const RopeDial now = f.view.dials().dial(i);
                QVERIFY(angleGap(now.between, before[size_t(i)].between) <= 1e-9);
                // Both hands turned by t·θᵢ, θᵢ written out here.
                const double turn = t * std::exp(-2.0 * i / 16 * std::log(10000.0));
                QVERIFY(angleGap(now.query.angle - before[size_t(i)].query.angle, turn) <= 1e-8);
                QVERIFY(angleGap(now.key.angle - before[size_t(i)].key.angle, turn) <= 1e-8);
            }
        }
    }
}

void TestRopeView::pairingChangesComponents()
{
    Fixture f(8, 2, 5);
    QComboBox *box = f.view.controls()->pairingComboBox();
    QCOMPARE(f.view.pairing(), RopePairing::Interleaved);
    QCOMPARE(f.view.grid()->dialTitle(1), QStringLiteral("pair 1 · dims 2, 3"));
    const RopeDial interleaved = f.view.dials().dial(1);
    const double interleavedScore = f.view.dials().score();
    // The user picks Half in the combo box.
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(box->currentIndex(), 1);
    QCOMPARE(f.view.pairing(), RopePairing::Half);
    QCOMPARE(f.view.grid()->dialTitle(1), QStringLiteral("pair 1 · dims 1, 5"));
    QCOMPARE(f.view.grid()->dialTitle(3), QStringLiteral("pair 3 · dims 3, 7"));
    QVERIFY(f.view.readoutText(1).startsWith(QStringLiteral("Pair 1: components 1 (x) and 5 (y)")));
    std::vector<double> qv, kv;
    seeded(8, RopeDials::defaultSeed, &qv, &kv);
    const RopeDial half = f.view.dials().dial(1);
    const std::complex<double> zq = hand(qv, 1, 2, 10000, true);
    QVERIFY(std::abs(half.query.x - zq.real()) <= 1e-12);
    QVERIFY(std::abs(half.query.y - zq.imag()) <= 1e-12);
    QVERIFY(std::abs(half.query.y - interleaved.query.y) > 1e-3);
    // The same q and k read with the other pairing: another score (a model loaded wrongly).
    QVERIFY(std::abs(f.view.dials().score() - interleavedScore) > 1e-6);
    f.view.setPairing(RopePairing::Interleaved);
    QCOMPARE(box->currentIndex(), 0);
    QCOMPARE(f.view.grid()->dialTitle(1), QStringLiteral("pair 1 · dims 2, 3"));
}

void TestRopeView::badInputRefused()
{
    Fixture f(8, 2, 5);
    RopeControls *controls = f.view.controls();
    CheckedSpinBox *shift = controls->shiftSpinBox();
    QVERIFY(f.view.setShift(4));
    const double score = f.view.dials().score();
    const qint64 max = (qint64(1) << 53) - 5;
    QCOMPARE(f.view.maxShift(), max);
    for (const QString &bad : { QStringLiteral("-1"), QStringLiteral("abc"), QStringLiteral("2.5"),
                                QString::number(max + 1) }) {
        type(shift, bad);
        QCOMPARE(f.view.shift(), qint64(4));
        QCOMPARE(shift->message(),
                 QStringLiteral("Shift t: \"%1\" is not allowed; enter an integer from 0 to %2.")
                     .arg(bad)
                     .arg(max));
        QVERIFY(controls->messageLabel()->isVisibleTo(&f.view));
        QCOMPARE(controls->messageLabel()->text(), shift->message());
    }
    QCOMPARE(f.view.dials().score(), score);
    QVERIFY(!f.view.setShift(-1));
    QVERIFY(!f.view.setShift(max + 1));
    QCOMPARE(f.view.shift(), qint64(4));
    type(shift, QStringLiteral("9"));
    QCOMPARE(f.view.shift(), qint64(9));
    QVERIFY(shift->message().isEmpty());
    QVERIFY(!controls->messageLabel()->isVisibleTo(&f.view));

    CheckedSpinBox *first = controls->firstPairSpinBox();
    type(first, QStringLiteral("4"));
    QCOMPARE(first->message(),
             QStringLiteral("First pair: \"4\" is not allowed; enter an integer from 0 to 3."));
    QCOMPARE(f.view.grid()->firstPair(), 0);
    QCOMPARE(controls->messageLabel()->text(), first->message());
    type(first, QStringLiteral("2"));
    QCOMPARE(f.view.grid()->firstPair(), 2);
    QVERIFY(!controls->messageLabel()->isVisibleTo(&f.view));
    // p moved near the end: t is held to what keeps m + t within 2^53.
    QVERIFY(f.model.setPositionP((qint64(1) << 53) - 3));
    QCOMPARE(f.view.maxShift(), qint64(3));
    QCOMPARE(f.view.shift(), qint64(3));
    QCOMPARE(shift->number(), 3.0);
}

void TestRopeView::playAnimatesShift()
{
    Fixture f(8, 2, 5);
    RopeControls *controls = f.view.controls();
    const double score = f.view.dials().score();
    QVERIFY(f.view.setShift(10));
    QTest::mouseClick(controls->playButton(), Qt::LeftButton);
    QVERIFY(controls->isPlaying());
    QVERIFY(controls->playButton()->isChecked());
    QCOMPARE(controls->playButton()->text(), QStringLiteral("Pause"));
    QVariantAnimation *animation = controls->animation();
    QCOMPARE(animation->startValue().toDouble(), 10.0);
    QCOMPARE(animation->endValue().toDouble(), 10.0 + RopeControls::playSpan);
    // Held still and moved by hand: 1.5 s at 2 positions a second is t = 13.
    animation->pause();
    animation->setCurrentTime(1500);
    QCOMPARE(f.view.shift(), qint64(13));
    QCOMPARE(controls->shiftSpinBox()->number(), 13.0);
    QVERIFY(std::abs(f.view.dials().score() - score) <= 1e-12);
    animation->resume();
    // A typed t stops it.
    type(controls->shiftSpinBox(), QStringLiteral("40"));
    QVERIFY(!controls->isPlaying());
    QVERIFY(!controls->playButton()->isChecked());
    QCOMPARE(controls->playButton()->text(), QStringLiteral("Play"));
    QCOMPARE(f.view.shift(), qint64(40));
    // p moved on while playing, so far that the run would pass the largest t: it stops there.
    controls->playButton()->click();
    QVERIFY(controls->isPlaying());
    animation->pause();
    QVERIFY(f.model.setPositionP((qint64(1) << 53) - 45));
    QCOMPARE(f.view.maxShift(), qint64(45));
    animation->setCurrentTime(4000); // t = 48 > 45
    QVERIFY(!controls->isPlaying());
    QVERIFY(f.view.shift() <= 45);
    QVERIFY(f.model.setPositionP(2));
    // Play again, and Pause.
    controls->playButton()->click();
    QVERIFY(controls->isPlaying());
    controls->playButton()->click();
    QVERIFY(!controls->isPlaying());
    QCOMPARE(f.view.shift(), qint64(40));
}

// The headless render's clock drives Play like every animation: it stands still until
// finishAll(), which takes the run to its end (so a picture never catches t half-way).
void TestRopeView::headlessClockHoldsPlayStill()
{
    Fixture f(8, 2, 5);
    RopeControls *controls = f.view.controls();
    const double score = f.view.dials().score();
    HeadlessAnimationClock clock;
    controls->playButton()->click();
    QVERIFY(controls->isPlaying());
    QTest::qWait(200);
    QCOMPARE(f.view.shift(), qint64(0));
    clock.finishAll();
    QCOMPARE(f.view.shift(), qint64(RopeControls::playSpan));
    QVERIFY(!controls->isPlaying());
    QCOMPARE(controls->playButton()->text(), QStringLiteral("Play"));
    QVERIFY(std::abs(f.view.dials().score() - score) <= 1e-12);
}

void TestRopeView::newVectors()
{
    Fixture f(8, 2, 5);
    QCOMPARE(f.view.seed(), RopeDials::defaultSeed);
    const std::vector<double> q0 = f.view.dials().query();
    f.view.controls()->newVectorsButton()->click();
    QCOMPARE(f.view.seed(), RopeDials::defaultSeed + 1);
    std::vector<double> qv, kv;
    seeded(8, RopeDials::defaultSeed + 1, &qv, &kv);
    QCOMPARE(f.view.dials().query(), qv);
    QCOMPARE(f.view.dials().key(), kv);
    QVERIFY(f.view.dials().query() != q0);
    const std::complex<double> zk = hand(kv, 0, 5, 10000, false);
    QVERIFY(std::abs(f.view.grid()->dialContent(0).dial.key.x - zk.real()) <= 1e-12);
}

void TestRopeView::modelChangesReachDials()
{
    Fixture f(8, 2, 5);
    QCOMPARE(f.view.dials().pairCount(), 4);
    f.model.setDimension(16);
    QCOMPARE(f.view.dials().pairCount(), 8);
    QCOMPARE(f.view.dials().query().size(), size_t(16));
    f.model.setBase(100);
    const double theta = std::exp(-2.0 * 1 / 16 * std::log(100.0));
    QVERIFY(std::abs(f.view.grid()->dialContent(1).dial.theta - theta) <= 1e-15);
    f.model.setPositionP(30);
    f.model.setPositionQ(7);
    QCOMPARE(f.view.dials().m(), 30);
    QCOMPARE(f.view.dials().n(), 7);
    std::vector<double> qv, kv;
    seeded(16, RopeDials::defaultSeed, &qv, &kv);
    const std::complex<double> zq = hand(qv, 1, 30, 100, false);
    QVERIFY(std::abs(f.view.grid()->dialContent(1).dial.query.x - zq.real()) <= 1e-12);
    QVERIFY(f.view.relativeScoreText().contains(QStringLiteral("n − m = −23")));
}

void TestRopeView::keyboard()
{
    Fixture f(64, 0, 3, QSize(700, 700));
    RopeDialGrid *grid = f.view.grid();
    const int columns = grid->layout().columns;
    const int shown = grid->shownCount();
    QVERIFY(shown < 32);
    grid->setFocus();
    QCOMPARE(f.view.currentPair(), 0);
    QTest::keyClick(grid, Qt::Key_Right);
    QCOMPARE(f.view.currentPair(), 1);
    QTest::keyClick(grid, Qt::Key_Down);
    QCOMPARE(f.view.currentPair(), 1 + columns);
    QTest::keyClick(grid, Qt::Key_Left);
    QCOMPARE(f.view.currentPair(), columns);
    QTest::keyClick(grid, Qt::Key_End);
    QCOMPARE(f.view.currentPair(), 31);
    // The dials followed: the current pair is in sight, and the spin box says where they start.
    QVERIFY(!grid->dialRect(31).isEmpty());
    QCOMPARE(grid->firstPair(), 32 - shown);
    QCOMPARE(f.view.controls()->firstPairSpinBox()->value(), 32 - shown);
    QTest::keyClick(grid, Qt::Key_Home);
    QCOMPARE(f.view.currentPair(), 0);
    QCOMPARE(grid->firstPair(), 0);
    QTest::keyClick(grid, Qt::Key_PageDown);
    QCOMPARE(f.view.currentPair(), grid->layout().capacity());
    QVERIFY(!grid->dialRect(f.view.currentPair()).isEmpty());
}

void TestRopeView::retranslates()
{
    Fixture f(8, 2, 5);
    BracketTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCoreApplication::processEvents();
    QVERIFY(f.view.scoreText().startsWith(QLatin1Char('[')));
    QVERIFY(f.view.readoutLabel()->text().startsWith(QLatin1Char('[')));
    QVERIFY(f.view.grid()->dialTitle(0).startsWith(QLatin1Char('[')));
    QVERIFY(f.view.controls()->pairingComboBox()->itemText(1).startsWith(QLatin1Char('[')));
    QVERIFY(f.view.controls()->playButton()->text().startsWith(QLatin1Char('[')));
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::processEvents();
    QCOMPARE(f.view.controls()->playButton()->text(), QStringLiteral("Play"));
}

QTEST_MAIN(TestRopeView)
#include "tst_ropeview.moc"
