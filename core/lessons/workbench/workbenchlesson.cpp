// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/workbench/workbenchlesson.h"

#include "core/lessons/workbench/workbenchlessonpractice.h"

namespace pe {

/* TRANSLATOR WorkbenchLesson

   The workbench lesson. In these sentences %1 is the first position p, %2 the compare position
   q, %3 the width d and %4 the number of pairs; keep them (or drop them) as the sentence needs.
   E is the shared embedding, e₀ … e₇ its components, PE(p) the positional encoding of p, A(p)
   what is added at p (PE(p) when on, 0 when off). */

namespace {

    using Display = LessonStep::Display;
    using Quantity = LessonStep::Quantity;

    QList<LessonStep> steps()
    {
        QList<LessonStep> s;
        s << makeStep(
            "setup", Display::Text, QT_TRANSLATE_NOOP("WorkbenchLesson", "One word, two positions"),
            QT_TRANSLATE_NOOP(
                "WorkbenchLesson",
                "Both copies of “the” share one static embedding E; only their positions, "
                "%1 and %2, can tell them apart."),
            { QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "A Transformer takes in all tokens at once. Before any context is mixed "
                  "in, each input must already carry where its token sits."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Each input is x(p) = E + A(p). With positional encoding on, A(p) = "
                  "PE(p); in the off control, A(p) = 0. The switch decides what is added; "
                  "the formula stays the same."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "PE(p)[2i] = sin(p / 10000^(2i/d)) and PE(p)[2i+1] = cos(p / "
                  "10000^(2i/d)). Here p is the position, d the width and i the pair. "
                  "Angles are in radians, and every value lies in [−1, 1]."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Dividing the position by a larger denominator gives a slower wave. The "
                  "encoding never changes the amplitude and never hands a token a "
                  "different position number."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Adding %3 components to %3 components gives %3 components. "
                  "Concatenating would double the width, and the next layer would have to "
                  "change."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "E stays symbolic, with components e₀, e₁, …: no weights are made up. "
                  "The original Transformer first multiplies the embedding by √d; here "
                  "that factor is part of E. See sections 3.4 and 3.5 of “Attention Is All "
                  "You Need”."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "The tokens between the two positions are not expanded on this workbench.") },
            { Quantity::Setup });

        LessonStep embedding = makeStep(
            "embedding-only", Display::SymbolicSum,
            QT_TRANSLATE_NOOP("WorkbenchLesson", "Embedding only"),
            QT_TRANSLATE_NOOP(
                "WorkbenchLesson",
                "Without positions both inputs are the same vector E, so their difference "
                "is zero."),
            { QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "x(%1) = E and x(%2) = E. Subtracted component by component, every eₖ "
                  "cancels."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "No concrete numbers for E are needed: whatever they are, a vector minus "
                  "itself is zero. Nothing in these inputs says which “the” comes first.") },
            { Quantity::Difference });
        embedding.encodingEnabled = false;
        embedding.addsEncoding = false;
        embedding.question = QT_TRANSLATE_NOOP(
            "WorkbenchLesson", "Would a different embedding E make the two inputs differ?");
        embedding.answer = QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "No. Any vector minus itself is zero. Only something that depends on the position "
            "can separate the two copies.");
        s << embedding;

        LessonStep first = makeStep(
            "first-pair", Display::PairCards,
            QT_TRANSLATE_NOOP("WorkbenchLesson", "The first pair"),
            QT_TRANSLATE_NOOP("WorkbenchLesson",
                              "Pair 0 (components 0 and 1) divides the position by the smallest "
                              "denominator, so it turns fastest."),
            { QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "The first pair holds the sin and the cos of one angle. At position 0 it "
                  "is [0, 1], not [0, 0]: cos 0 = 1, so position 0 is not the zero vector."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Read each pair as a point on the unit circle. The angle says where the "
                  "point is; by position %2 it has travelled a long way round.") },
            { Quantity::PairValues });
        first.pairs = { 0 };
        first.question = QT_TRANSLATE_NOOP("WorkbenchLesson", "Why is PE(0) not all zeros?");
        first.answer = QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "Because cos 0 = 1. Every cos component of position 0 is 1, so the first pair at "
            "position 0 is [0, 1].");
        s << first;

        LessonStep second = makeStep(
            "second-pair", Display::PairCards,
            QT_TRANSLATE_NOOP("WorkbenchLesson", "The second pair"),
            QT_TRANSLATE_NOOP(
                "WorkbenchLesson",
                "Pair 1 (components 2 and 3) divides by a larger denominator: the same "
                "range, a slower wave."),
            { QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "The positions are the same; only the angle grows more slowly. The sin and "
                  "the cos still stay between −1 and 1."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "A slow wave changes little from one position to the next, so it still "
                  "separates positions where a fast pair has come back round.") },
            { Quantity::PairValues });
        second.pairs = { 1 };
        second.question
            = QT_TRANSLATE_NOOP("WorkbenchLesson", "Is the slower pair's amplitude smaller?");
        second.answer = QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "No. Every sin and cos lies in [−1, 1]. The denominator sets how fast the angle "
            "grows, not how large the values get.");
        s << second;

        LessonStep rest = makeStep(
            "remaining-pairs", Display::PairCards,
            QT_TRANSLATE_NOOP("WorkbenchLesson", "The remaining pairs"),
            QT_TRANSLATE_NOOP(
                "WorkbenchLesson",
                "The last pairs divide by still larger denominators and change slowly over "
                "these positions."),
            { QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Pair i divides the position by 10000^(2i/d), so each pair is slower than "
                  "the one before it by the same factor."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Together the %4 pairs make up PE(p): %3 numbers, each a sin or a cos.") },
            { Quantity::PairValues });
        rest.pairs = { 2, 3 };
        s << rest;

        s << makeStep(
            "addition", Display::SymbolicSum,
            QT_TRANSLATE_NOOP("WorkbenchLesson", "Add component by component"),
            QT_TRANSLATE_NOOP("WorkbenchLesson",
                              "x(p) = E + PE(p) adds each encoding value to the matching embedding "
                              "component; the width stays %3."),
            { QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Component k of x(p) is eₖ + PE(p)[k]. The embedding part is the same at "
                  "both positions; only the added numbers differ."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "The sum still has %3 components, so the next layer needs no change.") },
            { Quantity::Inputs });

        LessonStep difference = makeStep(
            "difference", Display::InputDifference,
            QT_TRANSLATE_NOOP("WorkbenchLesson", "The difference isolates position"),
            QT_TRANSLATE_NOOP(
                "WorkbenchLesson",
                "Subtracting the inputs cancels E and leaves PE(%2) − PE(%1); its length "
                "is the square root of the sum of squares."),
            { QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "The Euclidean length comes from the unrounded difference vector: square "
                  "each component, add the squares, take the square root."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "It is not the gap q − p, and it is not a score of meaning. A length of "
                  "0 means every component agrees; any positive length means at least one "
                  "differs.") },
            { Quantity::Candidates, Quantity::Difference });
        difference.question
            = QT_TRANSLATE_NOOP("WorkbenchLesson", "Why is the length not the gap %2 − %1?");
        difference.answer = QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "The length measures how far apart two points on bounded waves are. It depends on "
            "angles, not on counting tokens: at position 6 the gap doubles, yet the length "
            "shrinks.");
        s << difference;

        LessonStep off = makeStep(
            "off-control", Display::SymbolicSum,
            QT_TRANSLATE_NOOP("WorkbenchLesson", "Off control"),
            QT_TRANSLATE_NOOP("WorkbenchLesson",
                              "With the encoding off both inputs are E + 0, and the difference has "
                              "length 0."),
            { QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Off sets A(p) = 0 and keeps everything else. The PE candidates are still "
                  "computed; they are just not added."),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "This control shows that the length in the difference step comes from "
                  "the positions alone.") },
            { Quantity::Inputs, Quantity::Candidates, Quantity::Difference,
              Quantity::CandidateNorm });
        off.encodingEnabled = false;
        off.question = QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "With the encoding off, can anything in these two inputs tell the copies apart?");
        off.answer = QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "No: the inputs are identical. Order can still come from elsewhere, for example a "
            "causal mask (see the edge cases).");
        s << off;
        return s;
    }

    QList<LessonPreset> presets()
    {
        return {
            { QStringLiteral("default"),
              QT_TRANSLATE_NOOP("WorkbenchLesson", "Position 3 (default)"),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "The lesson's starting point: “the” at positions 0 and 3, and their "
                  "difference."),
              3, QStringLiteral("difference") },
            { QStringLiteral("fast-pair"),
              QT_TRANSLATE_NOOP("WorkbenchLesson", "Fast pair nearly repeats"),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Position 6: the first pair has almost come full circle while the second "
                  "still separates the positions."),
              6, QStringLiteral("frequencies") },
            { QStringLiteral("off-control"), QT_TRANSLATE_NOOP("WorkbenchLesson", "Off control"),
              QT_TRANSLATE_NOOP("WorkbenchLesson",
                                "Position 3 with the encoding off: both inputs are E + 0."),
              3, QStringLiteral("off-control") },
            { QStringLiteral("rounding"),
              QT_TRANSLATE_NOOP("WorkbenchLesson", "Rounding hides a difference"),
              QT_TRANSLATE_NOOP(
                  "WorkbenchLesson",
                  "Position 1: the slowest cos prints the same to six decimals at both "
                  "positions, yet the values differ."),
              1, QStringLiteral("edge-cases") },
        };
    }

} // namespace

Lesson WorkbenchLesson::create()
{
    LessonParameters defaults;
    defaults.dimension = 8;
    defaults.base = Encoding::defaultBase;
    defaults.p = 0;
    defaults.q = 3;
    defaults.enabled = true;
    return Lesson(id(), context(),
                  QT_TRANSLATE_NOOP("WorkbenchLesson", "The workbench: one word at two positions"),
                  QT_TRANSLATE_NOOP(
                      "WorkbenchLesson",
                      "Step through what sinusoidal positional encoding adds to the token “the” "
                      "at two positions of “the cat saw the dog”, with every value computed live."),
                  defaults, 1, 32, steps() + WorkbenchLessonPractice::steps(), presets());
}

} // namespace pe
