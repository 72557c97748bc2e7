// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/beyond/beyondlesson.h"

#include "core/lessons/beyond/beyondlessonlongercontexts.h"
#include "core/lessons/beyond/beyondlessonrotary.h"
#include "core/lessons/beyond/beyondlessonschemes.h"
#include "core/lessons/beyond/beyondlessonyourmodel.h"
#include "core/lessons/beyond/beyondvalues.h"

namespace pe {

/* TRANSLATOR BeyondLesson

   The lesson "Beyond the sinusoid", after the Taiwan lecture's lesson. In these sentences %2 is
   the distance Δ = m − n the student chose (the query at n, the key at m = n + Δ) and %3 the width
   d. D and A are tokens of the toy example; q and k its query and key; W_Q, W_K its matrices;
   Rₙ the rotation by n; θᵢ the frequency of pair i. RoPE, ALiBi, YaRN, NTK, GPT-J, GPT-NeoX,
   Llama, T5 and rotate_half are names and stay as they are. */

namespace {

    using Display = LessonStep::Display;

    QList<LessonStep> steps()
    {
        QList<LessonStep> s;
        LessonStep terms = makeStep(
            "four-terms", Display::ShiftedStarts,
            QT_TRANSLATE_NOOP("BeyondLesson", "Only one of four terms is relative"),
            QT_TRANSLATE_NOOP("BeyondLesson",
                              "The sinusoid reaches the score through four terms. At the same "
                              "distance Δ = %2, only a part of one of them stays the same wherever "
                              "the two tokens stand."),
            { QT_TRANSLATE_NOOP("BeyondLesson",
                                "As in the lesson “Order, attention and relative position”: query "
                                "D at n, key A at m = n + Δ, the toy weights, d = 8. Each column "
                                "moves both tokens by the same amount, so the distance stays %2."),
              QT_TRANSLATE_NOOP(
                  "BeyondLesson",
                  "① contains no position at all. ② and ③ each see one absolute position. ④ "
                  "sees both, but through W_Qᵀ W_K, so it changes from column to column as well; "
                  "only its part with W_Qᵀ W_K = I depends on Δ alone."),
              QT_TRANSLATE_NOOP("BeyondLesson",
                                "The spread is the largest value of a row minus its smallest: 0 "
                                "means the row does not care where the pair stands.") },
            &BeyondValues::fourTerms,
            QT_TRANSLATE_NOOP("BeyondLesson",
                              "① has no spread. Why does that not make it a relative term?"),
            QT_TRANSLATE_NOOP("BeyondLesson",
                              "It contains no position: it is the same at every distance too. A "
                              "relative term changes with Δ but not with where the pair stands."));
        s << terms;

        s << makeStep(
            "relative-ideas", Display::Text,
            QT_TRANSLATE_NOOP("BeyondLesson", "Putting the distance into attention"),
            QT_TRANSLATE_NOOP("BeyondLesson",
                              "Instead of labelling every token with its place, hand attention the "
                              "distance between query and key directly."),
            { QT_TRANSLATE_NOOP(
                  "BeyondLesson",
                  "Shaw, Uszkoreit and Vaswani (2018) learn one vector for each distance, cut "
                  "off at a maximum, and add it to the key inside the score. T5 learns one number "
                  "per head for each bucket of distances and adds it to the score."),
              QT_TRANSLATE_NOOP(
                  "BeyondLesson",
                  "Both need tables that are learned and sized for the distances of training. "
                  "The next schemes need no table: RoPE turns queries and keys by their positions, "
                  "and ALiBi subtracts a fixed penalty that grows with the distance.") },
            nullptr,
            QT_TRANSLATE_NOOP("BeyondLesson",
                              "What must a purely relative score give for the same two tokens at "
                              "(n, m) = (1, 1 + Δ) and at (101, 101 + Δ)?"),
            QT_TRANSLATE_NOOP("BeyondLesson", "The same number: only m − n may matter, not n."));
        return s;
    }

    QList<LessonPreset> presets()
    {
        return {
            { QStringLiteral("neighbours"), QT_TRANSLATE_NOOP("BeyondLesson", "Neighbours"),
              QT_TRANSLATE_NOOP("BeyondLesson",
                                "Δ = 1: the two pairings already disagree for the next token."),
              1, QStringLiteral("pairings") },
            { QStringLiteral("far-apart"), QT_TRANSLATE_NOOP("BeyondLesson", "Far apart"),
              QT_TRANSLATE_NOOP("BeyondLesson",
                                "Δ = 1000: the three schemes side by side for a far key."),
              1000, QStringLiteral("side-by-side") },
            { QStringLiteral("past-training"), QT_TRANSLATE_NOOP("BeyondLesson", "Past training"),
              QT_TRANSLATE_NOOP("BeyondLesson",
                                "Δ = 4096, twice the training length: the three rescalings."),
              4096, QStringLiteral("scalings") },
        };
    }

} // namespace

Lesson BeyondLesson::create()
{
    LessonParameters defaults;
    defaults.dimension = 8;
    defaults.base = Encoding::defaultBase;
    defaults.p = 0;
    defaults.q = 3;
    defaults.enabled = true;
    return Lesson(id(), context(), QT_TRANSLATE_NOOP("BeyondLesson", "Beyond the sinusoid"),
                  QT_TRANSLATE_NOOP("BeyondLesson",
                                    "RoPE, ALiBi and longer contexts: how position can enter "
                                    "attention as a distance, computed exactly and side by "
                                    "side."),
                  defaults, 1, maximumDistance,
                  steps() + BeyondLessonRotary::steps() + BeyondLessonSchemes::steps()
                      + BeyondLessonLongerContexts::steps() + BeyondLessonYourModel::steps(),
                  presets())
        .withPositionWording(
            { QT_TRANSLATE_NOOP("BeyondLesson", "&Distance Δ:"),
              QT_TRANSLATE_NOOP("BeyondLesson", "Distance Δ"),
              QT_TRANSLATE_NOOP("BeyondLesson",
                                "The distance Δ = m − n between the query at n and the key at m, "
                                "%1 to %2: every number of the lesson follows it."),
              QT_TRANSLATE_NOOP("BeyondLesson",
                                "Query at n, key at m = n + %2 (Δ = %2) · width d = %3 · base "
                                "10000") });
}

} // namespace pe
