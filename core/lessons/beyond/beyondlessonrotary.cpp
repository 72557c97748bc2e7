// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/beyond/beyondlessonrotary.h"

#include "core/lessons/beyond/beyondvalues.h"

#include <QCoreApplication>

namespace pe {

QList<LessonStep> BeyondLessonRotary::steps()
{
    using Display = LessonStep::Display;
    QList<LessonStep> s;
    s << makeStep(
        "rope-rotate", Display::RotaryPairs,
        QT_TRANSLATE_NOOP("BeyondLesson", "RoPE: rotate q and k instead of adding to x"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "RoPE adds nothing to the embedding. It turns pair i of the query by "
                          "n · θᵢ and pair i of the key by m · θᵢ, with θᵢ = base^(−2i/d)."),
        { QT_TRANSLATE_NOOP("BeyondLesson",
                            "The frequencies are the sinusoid's, but they act on q = W_Q x and "
                            "k = W_K x, after the weights, not on x. Here q and k are the toy's "
                            "W_Q E_D and W_K E_A; the query stands at n = 1, the key at m = 1 + "
                            "%2."),
          QT_TRANSLATE_NOOP(
              "BeyondLesson",
              "A pair's part of the score is the dot product of two hands, |qᵢ| |kᵢ| cos(the "
              "angle between them). The query's hand turned by n · θᵢ, the key's by m · θᵢ, so "
              "the angle between them changed by (m − n) · θᵢ = Δ · θᵢ, whatever n is.") },
        &BeyondValues::rotaryPairs,
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "What is the RoPE score when the key stands where the query stands "
                          "(Δ = 0)?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Exactly q · k: both hands of every pair have turned by the same angle, "
                          "and turning both leaves their dot product as it was."));

    LessonStep shift = makeStep(
        "rope-shift", Display::ShiftedStarts,
        QT_TRANSLATE_NOOP("BeyondLesson", "The score depends on m − n only"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Move both tokens by 10 or by 100 places: RoPE's score stays the same to "
                          "the last digit, the sinusoid's does not."),
        { QT_TRANSLATE_NOOP("BeyondLesson",
                            "(Rₙ q)·(Rₘ k) = q·(Rₙᵀ Rₘ k) = q·(R₍ₘ₋ₙ₎ k): two turns of the same "
                            "plane combine into one turn by the difference. The second row "
                            "computes the score this way, from Δ = %2 alone."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "The spread of the RoPE rows is rounding only. The sinusoid's whole "
                            "score, with the same tokens and weights, moves by the spread in its "
                            "row.") },
        &BeyondValues::rotaryShift,
        QT_TRANSLATE_NOOP("BeyondLesson", "Does RoPE's score still depend on the tokens?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Yes. q and k come from the content; RoPE makes only the position part "
                          "a function of m − n. Content and distance are still mixed in one "
                          "product."));
    s << shift;

    s << makeStep(
        "pairings", Display::ShiftedStarts,
        QT_TRANSLATE_NOOP("BeyondLesson", "Two pairings: interleaved and half"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Which two components form a pair is a choice of the code, (2i, 2i + 1) "
                          "or (i, i + d/2). A model works only with the pairing it was trained "
                          "with."),
        { QT_TRANSLATE_NOOP(
              "BeyondLesson",
              "Interleaved, at d = 8: pairs (0, 1), (2, 3), (4, 5), (6, 7), as in the "
              "RoFormer paper, GPT-J and Meta's Llama code. Half: pairs (0, 4), "
              "(1, 5), (2, 6), (3, 7), as in GPT-NeoX and Hugging Face's "
              "rotate_half. Converting weights from one to the other means "
              "reordering the rows of W_Q and W_K."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "Each pairing is shift-invariant, so no row has a spread. But they "
                            "turn different components together, so for the same q and k at Δ = "
                            "%2 they give different scores: weights loaded with the wrong pairing "
                            "attend differently, and the model breaks.") },
        &BeyondValues::pairings,
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "At which distance do both pairings agree for every q and k?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "At Δ = 0: nothing is turned relative to anything else, and both give "
                          "q · k. At other distances they differ in general."));
    return s;
}

} // namespace pe
