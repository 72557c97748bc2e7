// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/beyond/beyondlessonlongercontexts.h"

#include "core/lessons/beyond/beyondcontextvalues.h"
#include "core/lessons/beyond/beyondschemevalues.h"

#include <QCoreApplication>

namespace pe {

QList<LessonStep> BeyondLessonLongerContexts::steps()
{
    using Display = LessonStep::Display;
    QList<LessonStep> s;
    LessonStep longer = makeStep(
        "longer", Display::Text, QT_TRANSLATE_NOOP("BeyondLesson", "Longer than training"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "A RoPE model trained on L = 2048 positions is run on s · L = 8192. Its "
                          "slow pairs then turn to angles they never saw."),
        { QT_TRANSLATE_NOOP("BeyondLesson",
                            "A pair whose wavelength is longer than L never completed a turn in "
                            "training: it saw only the angles from 0 to L · θᵢ. At 4 · L it needs "
                            "four times that band. Fast pairs went round many times and have seen "
                            "every angle."),
          QT_TRANSLATE_NOOP(
              "BeyondLesson",
              "At d = %3 the table counts the pairs that never turned fully. The last "
              "rows follow the slowest pair: the band it saw, the band the long run "
              "needs, and its angle between two tokens Δ = %2 apart.") },
        &BeyondContextValues::longer,
        QT_TRANSLATE_NOOP("BeyondLesson", "Why is the fastest pair no problem at 8192 positions?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Its wavelength is 2π, about 6.3 positions: in training it turned about "
                          "326 times and met every angle. Only pairs that never completed a turn "
                          "meet new angles."));
    longer.dimension = 128;
    s << longer;

    LessonStep scalings = makeStep(
        "scalings", Display::ContextScaling,
        QT_TRANSLATE_NOOP("BeyondLesson", "Three ways to stretch RoPE"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Position interpolation, NTK-aware scaling and YaRN change the "
                          "frequencies so that 8192 positions fit into what training saw."),
        { QT_TRANSLATE_NOOP("BeyondLesson",
                            "Position interpolation divides every θᵢ by s: no angle is new, but "
                            "neighbours move s times closer. NTK-aware scaling raises the base to "
                            "base · s^(d/(d−2)): pair 0 keeps its speed, the slowest pair is "
                            "divided by s, the pairs between get some of both."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "YaRN divides slow pairs by s and leaves fast ones alone, with a ramp "
                            "between, and sharpens the softmax by 0.1 · ln s + 1. The table shows "
                            "each method's unseen pairs, how far the slow pairs still reach past "
                            "their band (1: not at all), and the angles at Δ = %2.") },
        &BeyondContextValues::scalings,
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Why does NTK-aware scaling leave pairs with unseen angles?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "It divides only the slowest pair by the full s. The pairs between keep "
                          "more of their speed, so at 4 · L they still reach a little past the "
                          "band they saw; the column “Reach past the band” shows how far."));
    scalings.dimension = 128;
    s << scalings;

    s << makeStep(
        "what-stays", Display::Text,
        QT_TRANSLATE_NOOP("BeyondLesson", "What stays true of all of them"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Each scheme is a fixed rule computed from positions, not a learned "
                          "table, and each gives attention a sense of distance."),
        { QT_TRANSLATE_NOOP("BeyondLesson",
                            "The content part never goes away: attention still compares what the "
                            "tokens are. The schemes differ in where position enters: added to x "
                            "(sinusoid), turning q and k (RoPE), or subtracted from the score "
                            "(ALiBi)."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "The table checks it at Δ = %2: over the starts 1, 11 and 101 the "
                            "sinusoid's whole score moves, RoPE's and ALiBi's do not. The waves "
                            "of the first lessons live on in RoPE: the same frequencies "
                            "base^(−2i/d), the same rotations M_R."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "Each is also built for a range: past its training length a model "
                            "meets distances or angles it never saw, and a rescaling only moves "
                            "that limit.") },
        &BeyondSchemeValues::summary,
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "A model keeps the sinusoid's frequencies but applies them as rotations "
                          "of q and k. What does it gain?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "The score of two tokens depends on their distance, not on where they "
                          "stand: RoPE's shift invariance, which the sinusoid reached in one part "
                          "of one term only."));
    return s;
}

} // namespace pe
