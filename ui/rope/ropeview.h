// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/rotaryembedding.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;

namespace pe {

class ViewDescription;

class PositionalEncodingModel;
class RopeControls;
class RopeDialGrid;
class RopeDials;

// RoPE as clock hands: for every pair i, the pair's two components of R₍ₘ₊ₜ₎ q and of
// R₍ₙ₊ₜ₎ k are two hands (x, y) on one dial, with m = p and n = q from the model and d and base
// from the model too. q and k are seeded random vectors (all ones would make both pairings look
// the same). The view's own parameters (RopeControls): the pairing, a shift t that moves both
// positions, new q and k, the first pair shown. Live: the score (R₍ₘ₊ₜ₎ q)·(R₍ₙ₊ₜ₎ k), the
// relative score q·(R₍ₙ₋ₘ₎ k) (the same number whatever t), and the current (hovered) pair's
// components, θᵢ, both hand angles and the angle between them.
class RopeView : public QWidget
{
    Q_OBJECT

public:
    static constexpr int explanationMinHeight = 560; // below it the explanation makes way

    explicit RopeView(PositionalEncodingModel *model, QWidget *parent = nullptr);
    ~RopeView() override;

    RopePairing pairing() const { return m_pairing; }
    qint64 shift() const { return m_shift; }
    // The largest t: m + t and n + t stay whole numbers up to 2^53.
    qint64 maxShift() const;
    quint64 seed() const { return m_seed; }
    const RopeDials &dials() const { return *m_dials; }
    int currentPair() const;

    // Texts as shown (the tests read them).
    QString scoreText() const;
    QString relativeScoreText() const;
    QString shownText() const;
    QString readoutText(int pair) const;

    RopeControls *controls() const { return m_controls; }
    RopeDialGrid *grid() const { return m_grid; }
    QLabel *readoutLabel() const { return m_readout; }

public Q_SLOTS:
    void setPairing(pe::RopePairing pairing);
    // false (and nothing changes) when t is outside 0 … maxShift().
    bool setShift(qint64 t);
    // The next seed's q and k.
    void newVectors();

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void recompute();
    void updateTexts();
    QString legendText() const;

    PositionalEncodingModel *m_model;
    RopePairing m_pairing = RopePairing::Interleaved;
    qint64 m_shift = 0;
    ViewDescription *m_description = nullptr; // the dials' text for a screen reader
    quint64 m_seed;
    int m_vectorDimension = 0; // m_query and m_key are for this d and m_vectorSeed
    quint64 m_vectorSeed = 0;
    std::vector<double> m_query;
    std::vector<double> m_key;
    std::unique_ptr<RopeDials> m_dials;

    QLabel *m_explanation;
    RopeControls *m_controls;
    QLabel *m_legend;
    QLabel *m_score;
    QLabel *m_relative;
    QLabel *m_shown;
    RopeDialGrid *m_grid;
    QLabel *m_readout;
};

} // namespace pe
