// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/mismatchcurves.h"
#include "core/modelconfig/ropefrequencies.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;

namespace pe {

class CheckedSpinBox;
class HiddenRefresh;
class MismatchJob;
class MismatchPlot;

// The Your model view's mismatch lab: the model's RoPE (half pairing, as a transformers
// checkpoint) against the same RoPE with one mistake (RopeMismatch): the pairs taken the other
// way, a wrong rope_theta (typed here), the angles in bfloat16 or float16, the scaling applied
// twice, the query's or the key's position one off. q and k are drawn from a seed (q from seed s,
// k from s + 1), or typed, one number per dimension of the head. The plot (MismatchPlot) shows the
// score error and the attention's total variation over N positions; a line says where the
// attention first moves noticeably, and one measures the q/k weight permutation check live
// (RopePermutation::check).
class MismatchLab : public QWidget
{
    Q_OBJECT

public:
    static constexpr int defaultPositions = 256;
    static constexpr int maxPositions = 2048;
    static constexpr int permutationPositions = 16; // m, n = 0 … 15 in the check
    static constexpr int permutationInputs = 8; // the input x's dimension in the check

    explicit MismatchLab(QWidget *parent = nullptr);

    // The model's frequencies for its context length; nullptr (ALiBi) disables the lab.
    void setFrequencies(std::shared_ptr<const RopeFrequencies> frequencies);
    void setMistake(RopeMismatch::Mistake mistake);
    RopeMismatch::Mistake mistake() const { return m_mistake; }
    double wrongTheta() const;
    quint64 seed() const;
    qint64 positions() const;
    // The vectors in use (seeded or typed); empty without a model.
    std::vector<double> query() const { return m_q; }
    std::vector<double> key() const { return m_k; }

    MismatchPlot *plot() const { return m_plot; }
    const MismatchCurves *curves() const { return m_curves.get(); }
    QString summary() const;
    QString permutationText() const;
    double permutationDifference() const { return m_permutation; }
    // Computes now what a change asked for (a hidden lab waits until shown).
    void recomputeNow();
    int recomputeCount() const { return m_recomputes; }
    MismatchJob *job() const { return m_job; }

protected:
    void changeEvent(QEvent *event) override;

private:
    // The controls (mismatchlabcontrols.cpp).
    void createControls();
    void layOut();
    void retranslate();

    void recompute();
    void showOutcome();
    bool readVectors(int head);
    void updateMessage();
    void updateTexts();

    std::shared_ptr<const RopeFrequencies> m_frequencies;
    RopeMismatch::Mistake m_mistake = RopeMismatch::Mistake::OtherPairing;
    std::vector<double> m_q;
    std::vector<double> m_k;
    std::shared_ptr<const MismatchCurves> m_curves;
    double m_permutation = 0;
    int m_recomputes = 0;
    QString m_vectorMessage;

    QLabel *m_heading;
    QLabel *m_mistakeLabel;
    QComboBox *m_mistakeBox;
    QLabel *m_thetaLabel;
    CheckedSpinBox *m_thetaField;
    QLabel *m_seedLabel;
    CheckedSpinBox *m_seedField;
    QLabel *m_positionsLabel;
    CheckedSpinBox *m_positionsField;
    QLabel *m_queryLabel;
    QLineEdit *m_queryEdit;
    QLabel *m_keyLabel;
    QLineEdit *m_keyEdit;
    QLabel *m_message;
    MismatchPlot *m_plot;
    QLabel *m_summary;
    QLabel *m_permutationLabel;
    HiddenRefresh *m_refresh;
    MismatchJob *m_job;
};

} // namespace pe
