// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace pe {

class PositionalEncodingModel;

// The clock view's transport: a position slider, play/pause and a speed box. It moves the model's
// p (all hands turn together) and follows the model when p is set elsewhere. The slider runs over
// the shown positions 0 … positionCount − 1 (widened when p lies beyond); playing wraps at its end.
class ClockPlayer : public QWidget
{
    Q_OBJECT

public:
    static constexpr int timerInterval = 40; // ms per animation tick

    explicit ClockPlayer(PositionalEncodingModel *model, QWidget *parent = nullptr);

    bool isPlaying() const;
    double speed() const { return m_speed; } // positions per second while playing

    QSlider *positionSlider() const { return m_slider; }
    QToolButton *playButton() const { return m_play; }
    QComboBox *speedComboBox() const { return m_speedBox; }

public Q_SLOTS:
    void setPlaying(bool playing);
    // Positions per second; the speed box offers 1 … 10000.
    void setSpeed(double positionsPerSecond);
    // One animation tick: moves p on by speed × timerInterval (wrapping past the slider's end).
    void advanceAnimation();

Q_SIGNALS:
    void playingChanged(bool playing);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void syncFromModel();
    void updatePlayButton();

    PositionalEncodingModel *m_model;
    QLabel *m_sliderLabel;
    QSlider *m_slider;
    QLabel *m_positionLabel;
    QToolButton *m_play;
    QLabel *m_speedLabel;
    QComboBox *m_speedBox;
    QTimer *m_timer;
    double m_speed = 5.0;
    double m_pending = 0.0; // fraction of a position carried to the next tick
    bool m_syncing = false;
};

} // namespace pe
