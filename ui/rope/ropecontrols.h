// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/rotaryembedding.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QToolButton;
class QVariantAnimation;

namespace pe {

class CheckedSpinBox;

// The RoPE dial view's own parameters: the pairing, the shift t (a checked spin box and Play,
// which runs t on through a QVariantAnimation: the headless render's clock holds it still), new
// q and k, and the first pair shown. Refused input (a t or a pair out of range, not a number)
// is explained in one line under the controls. The view holds the values; these controls show
// them and ask for changes.
class RopeControls : public QWidget
{
    Q_OBJECT

public:
    static constexpr double playSpeed = 2.0; // positions of t per second while playing
    static constexpr int playSpan = 600; // positions one press of Play runs through

    explicit RopeControls(QWidget *parent = nullptr);

    bool isPlaying() const;
    QString message() const;

    QComboBox *pairingComboBox() const { return m_pairingBox; }
    CheckedSpinBox *shiftSpinBox() const { return m_shiftBox; }
    QToolButton *playButton() const { return m_play; }
    QPushButton *newVectorsButton() const { return m_newVectors; }
    CheckedSpinBox *firstPairSpinBox() const { return m_firstPairBox; }
    QLabel *messageLabel() const { return m_message; }
    QVariantAnimation *animation() const { return m_animation; }

public Q_SLOTS:
    void showPairing(pe::RopePairing pairing);
    // t as it is now, and the largest t (m + t and n + t stay within 2^53).
    void showShift(qint64 t, qint64 maxShift);
    void showFirstPair(int pair, int pairCount);
    void showSeed(quint64 seed);
    // Play runs t from where it is (from 0 when it is at the end) up to playSpan positions on.
    void setPlaying(bool playing);

Q_SIGNALS:
    void pairingRequested(pe::RopePairing pairing);
    void shiftRequested(qint64 t);
    void newVectorsRequested();
    void firstPairRequested(int pair);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updatePlayButton();
    void updateMessage();

    qint64 m_shift = 0;
    qint64 m_maxShift = 0;
    quint64 m_seed = 0;
    bool m_animating = false; // t is being set by the animation

    QLabel *m_pairingLabel;
    QComboBox *m_pairingBox;
    QLabel *m_shiftLabel;
    CheckedSpinBox *m_shiftBox;
    QToolButton *m_play;
    QPushButton *m_newVectors;
    QLabel *m_firstPairLabel;
    CheckedSpinBox *m_firstPairBox;
    QLabel *m_message;
    QVariantAnimation *m_animation;
};

} // namespace pe
