// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/beyond/beyondlessonschemes.h"

#include "core/lessons/beyond/beyondschemevalues.h"

#include <QCoreApplication>

namespace pe {

QList<LessonStep> BeyondLessonSchemes::steps()
{
    using Display = LessonStep::Display;
    QList<LessonStep> s;
    s << makeStep(
        "alibi", Display::AlibiBias,
        QT_TRANSLATE_NOOP("BeyondLesson", "ALiBi: a penalty that grows with distance"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "ALiBi adds no vector and turns nothing. Each head subtracts slope × "
                          "distance from the score of every key, before the softmax."),
        { QT_TRANSLATE_NOOP("BeyondLesson",
                            "With 8 heads the slopes are 2^(−8h/8): 1/2, 1/4, … 1/256. A steep "
                            "head looks mostly at near keys, a flat one still sees far ones. "
                            "ALiBi's models look back: the key stands Δ positions before the "
                            "query."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "The factor e^bias is what the bias does to a key's weight before the "
                            "softmax divides by the sum: at Δ = %2 each head keeps that fraction."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "For a head count that is not a power of two the paper takes the "
                            "slopes of the next lower power of two, then every other slope of "
                            "twice that many: 12 heads get the 8 slopes of 8 heads and the 1st, "
                            "3rd, 5th and 7th of 16 heads.") },
        &BeyondSchemeValues::alibi, QT_TRANSLATE_NOOP("BeyondLesson", "Is ALiBi's bias relative?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Purely: −slope · (i − j) depends on the distance only, in every head, "
                          "and not on the tokens at all."));

    LessonStep side = makeStep(
        "side-by-side", Display::SchemeProfiles,
        QT_TRANSLATE_NOOP("BeyondLesson", "All three at your distance"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "How the position signal of each scheme changes with the distance, at "
                          "Δ = %2, d = %3 and base 10000."),
        { QT_TRANSLATE_NOOP("BeyondLesson",
                            "Sinusoidal: PE(0)·PE(Δ) = Σ cos(Δ · ωᵢ), its part of the score when "
                            "W_Qᵀ W_K = I. RoPE: the RoFormer paper's bound on its score, "
                            "(1/(d/2)) Σ_j |Σ_(k<j) e^(iΔθₖ)|, which falls as Δ grows. ALiBi: the "
                            "bias of head 1, the steepest, and head 8, the flattest."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "The bars put them on one scale: the sinusoid and RoPE as a share of "
                            "their value at Δ = 0, ALiBi as the factor e^bias. Try Δ = 1, 10, 100 "
                            "and 1000.") },
        &BeyondSchemeValues::profiles,
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Which of the three is sure to fall further whenever Δ grows?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "ALiBi: −slope · Δ drops by the slope at every step. The sinusoid's sum "
                          "swings and can turn negative; RoPE's bound falls on the whole but "
                          "wiggles."));
    side.dimension = 128;
    s << side;
    return s;
}

} // namespace pe
