// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "ui/clock/clockplayer.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QToolButton>

using namespace pe;

class TestClockPlayer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sliderMovesP();
    void playMovesP_data();
    void playMovesP();
    void playWraps();
    void timerDrivesTicks();
};

void TestClockPlayer::sliderMovesP()
{
    PositionalEncodingModel model;
    model.setPositionP(3);
    ClockPlayer player(&model);
    QCOMPARE(player.positionSlider()->value(), 3);
    QCOMPARE(player.positionSlider()->maximum(), model.positionCount() - 1);
    QSignalSpy moved(&model, &PositionalEncodingModel::positionPChanged);
    player.positionSlider()->setValue(17);
    QCOMPARE(model.positionP(), qint64(17));
    QCOMPARE(moved.count(), 1);
    model.setPositionP(12);
    QCOMPARE(player.positionSlider()->value(), 12);
    QCOMPARE(moved.count(), 2); // following the model does not echo a change back
    // A p past the shown positions (set elsewhere) widens the slider instead of clamping p.
    model.setPositionP(500);
    QCOMPARE(player.positionSlider()->maximum(), 500);
    QCOMPARE(model.positionP(), qint64(500));
    model.setPositionCount(1000);
    QCOMPARE(player.positionSlider()->maximum(), 999);
}

void TestClockPlayer::playMovesP_data()
{
    QTest::addColumn<double>("speed");
    QTest::addColumn<int>("ticks");
    QTest::addColumn<qint64>("moved");
    // 40 ms a tick: 25 positions per second is one position per tick.
    QTest::addRow("25/s, 4 ticks") << 25.0 << 4 << qint64(4);
    QTest::addRow("1/s, 24 ticks") << 1.0 << 24 << qint64(0);
    QTest::addRow("1/s, 25 ticks") << 1.0 << 25 << qint64(1);
    QTest::addRow("5/s, 10 ticks") << 5.0 << 10 << qint64(2);
    QTest::addRow("100/s, 3 ticks") << 100.0 << 3 << qint64(12);
}

void TestClockPlayer::playMovesP()
{
    QFETCH(double, speed);
    QFETCH(int, ticks);
    QFETCH(qint64, moved);
    PositionalEncodingModel model;
    model.setPositionCount(1000);
    model.setPositionP(3);
    ClockPlayer player(&model);
    QSignalSpy playing(&player, &ClockPlayer::playingChanged);
    QVERIFY(!player.isPlaying());
    player.playButton()->click();
    QVERIFY(player.isPlaying());
    QVERIFY(player.playButton()->isChecked());
    QCOMPARE(playing.count(), 1);
    QCOMPARE(playing.at(0).at(0).toBool(), true);
    player.speedComboBox()->setCurrentIndex(player.speedComboBox()->findData(speed));
    QCOMPARE(player.speed(), speed);
    for (int k = 0; k < ticks; ++k)
        player.advanceAnimation();
    QCOMPARE(model.positionP(), 3 + moved);
    QCOMPARE(player.positionSlider()->value(), int(3 + moved));
    player.playButton()->click();
    QVERIFY(!player.isPlaying());
    QCOMPARE(playing.count(), 2);
    QCOMPARE(playing.at(1).at(0).toBool(), false);
}

void TestClockPlayer::playWraps()
{
    PositionalEncodingModel model; // 50 positions shown: the slider runs 0 .. 49
    model.setPositionP(48);
    ClockPlayer player(&model);
    player.setSpeed(25.0);
    player.advanceAnimation();
    QCOMPARE(model.positionP(), qint64(49));
    player.advanceAnimation();
    QCOMPARE(model.positionP(), qint64(0));
    player.setSpeed(100.0); // 4 a tick
    model.setPositionP(47);
    player.advanceAnimation(); // 51 wraps to 1
    QCOMPARE(model.positionP(), qint64(1));
}

void TestClockPlayer::timerDrivesTicks()
{
    PositionalEncodingModel model;
    ClockPlayer player(&model);
    player.setSpeed(1000.0);
    player.setPlaying(true);
    // The timer calls advanceAnimation(): p moves without any explicit tick.
    QTRY_VERIFY_WITH_TIMEOUT(model.positionP() > 0, 5000);
    player.setPlaying(false);
    QVERIFY(!player.playButton()->isChecked());
}

QTEST_MAIN(TestClockPlayer)
#include "tst_clockplayer.moc"
