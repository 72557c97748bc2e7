// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/workbench/workbenchlessonpractice.h"

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"
#include "core/math/comparison.h"

#include <QCoreApplication>

namespace pe {

namespace {

    using Display = LessonStep::Display;
    using Quantity = LessonStep::Quantity;

    // The position the step's paragraphs and question argue from (the preset "Fast pair nearly
    // repeats"): its evidence is printed whatever number the student has chosen.
    constexpr int repeatPosition = 6;

    QList<LessonValue> repeatEvidence(const LessonParameters &parameters)
    {
        const Comparison c = Comparison::compute(parameters.encoding(),
                                                 static_cast<double>(parameters.p), repeatPosition);
        const QString p = QString::number(parameters.p);
        const QString q = QString::number(repeatPosition);
        QList<LessonValue> out;
        for (int i = 0; i < 2 && i < static_cast<int>(c.pairs.size()); ++i)
            out.append({ QStringLiteral("repeat_pair%1_distance").arg(i), c.pairs[i].distance,
                         QCoreApplication::translate("WorkbenchLesson",
                                                     "At position %1: pair %2's distance from %3")
                             .arg(q)
                             .arg(i)
                             .arg(p),
                         LessonValue::Kind::Real, QString() });
        out.append({ QStringLiteral("repeat_difference_norm"), c.norm,
                     QCoreApplication::translate("WorkbenchLesson",
                                                 "At position %1: whole length ‖PE(%1) − PE(%2)‖")
                         .arg(q, p),
                     LessonValue::Kind::Real, QString() });
        return out;
    }

} // namespace

QList<LessonStep> WorkbenchLessonPractice::steps()
{
    QList<LessonStep> s;
    LessonStep frequencies = makeStep(
        "frequencies", Display::PairShares,
        QT_TRANSLATE_NOOP("WorkbenchLesson", "Many frequencies"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "Each pair repeats after an angle of 2π; the slower pairs keep positions "
                          "apart, so the distance does not grow steadily with the gap."),
        { QT_TRANSLATE_NOOP(
              "WorkbenchLesson",
              "A sin/cos pair is back where it started after an angle of 2π. "
              "Whole-number positions seldom land exactly on a full turn, but they can "
              "come close."),
          QT_TRANSLATE_NOOP(
              "WorkbenchLesson",
              "Try the preset “Fast pair nearly repeats” (position 6): the first pair "
              "has turned almost once round and sits near its start, while the second "
              "pair has moved only a short way and still tells the positions apart."),
          QT_TRANSLATE_NOOP("WorkbenchLesson",
                            "So the whole length at position 6 is smaller than at position 3. "
                            "Distance along these waves is periodic: it is neither the number of "
                            "tokens in between nor a distance in meaning.") },
        { Quantity::PairDistances, Quantity::DifferenceNorm, Quantity::DefaultNorm },
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "Is position 6 farther from position 0 than position 3 is?"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "No. The first pair nearly repeats at 6, so ‖PE(6) − PE(0)‖ is smaller "
                          "than ‖PE(3) − PE(0)‖, even though the gap is twice as large."));
    frequencies.extraValues = &repeatEvidence;
    s << frequencies;

    s << makeStep(
        "relative-shift", Display::ShiftMatrix,
        QT_TRANSLATE_NOOP("WorkbenchLesson", "A relative shift is a rotation"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "Moving by R = q − p turns each pair by the fixed angle R / denominator, "
                          "so PE(p + R) = M_R · PE(p) for every p."),
        { QT_TRANSLATE_NOOP(
              "WorkbenchLesson",
              "The trig addition formulas, sin(a + b) = sin a · cos b + cos a · sin b "
              "and cos(a + b) = cos a · cos b − sin a · sin b, turn a shift into a "
              "linear transform of the original sin/cos pair."),
          QT_TRANSLATE_NOOP(
              "WorkbenchLesson",
              "The rotation matrix M_R has one 2 × 2 block per pair and zeros everywhere "
              "else. It depends only on R, not on the position you start from."),
          QT_TRANSLATE_NOOP(
              "WorkbenchLesson",
              "A model can use this structure to work with relative positions; nothing "
              "guarantees that it learns to.") },
        { Quantity::RelativeShift, Quantity::Candidates },
        QT_TRANSLATE_NOOP("WorkbenchLesson", "Does M_R change when both positions move up by 10?"),
        QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "No. M_R depends only on the gap R, not on where the two positions start."));

    s << makeStep(
        "cost", Display::Text, QT_TRANSLATE_NOOP("WorkbenchLesson", "Cost"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "Building the encoding for n positions of width d takes O(n·d) time and "
                          "space; one position takes O(d)."),
        { QT_TRANSLATE_NOOP("WorkbenchLesson",
                            "Every entry is one sin or cos of a known angle, from a fixed formula: "
                            "there is no learned position table to train or store."),
          QT_TRANSLATE_NOOP("WorkbenchLesson",
                            "The values below count the entries for positions 0 to %2. The cost of "
                            "attention is not part of this count.") },
        { Quantity::Cost },
        QT_TRANSLATE_NOOP("WorkbenchLesson", "What happens to the cost when d doubles?"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "It doubles: each position needs one sin or cos per component."));

    s << makeStep(
        "implementation-check", Display::ImplementationCheck,
        QT_TRANSLATE_NOOP("WorkbenchLesson", "Implementation check"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "Put the same word at positions p and q: the input difference must "
                          "equal PE(q) − PE(p), whatever E is."),
        { QT_TRANSLATE_NOOP("WorkbenchLesson",
                            "Choose each token's PE by its slot in the sequence and give it the "
                            "width of the embedding. The shared embedding then cancels, so the "
                            "check needs no knowledge of E."),
          QT_TRANSLATE_NOOP("WorkbenchLesson",
                            "Switch on the bug below: when every token gets PE(0), the two "
                            "inputs are equal, the difference is zero, and the check fails.") },
        { Quantity::ImplementationCheck },
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "The same word at two positions gives an input difference of zero. "
                          "What does that tell you?"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "The position path adds the same vector at both slots: for example "
                          "PE(0) for every token, or the encoding is switched off."));

    s << makeStep(
        "edge-cases", Display::EdgeCases, QT_TRANSLATE_NOOP("WorkbenchLesson", "Edge cases"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "Off still computes the candidates, position 0 is all sin 0 and cos 1, "
                          "six-decimal ties can hide real differences, and far positions compute "
                          "without promises."),
        { QT_TRANSLATE_NOOP(
              "WorkbenchLesson",
              "Off: in this control the repeated token gets the same input twice, but "
              "the unused PE candidates can still be computed and shown."),
          QT_TRANSLATE_NOOP("WorkbenchLesson", "Position 0: every sin is 0 and every cos is 1."),
          QT_TRANSLATE_NOOP(
              "WorkbenchLesson",
              "Small differences: a slow cos can print the same to six decimals at two "
              "positions. The computation and the length use full precision; the focus "
              "display shows more digits."),
          QT_TRANSLATE_NOOP("WorkbenchLesson",
                            "Long inputs: the formula computes for positions past 32 or past the "
                            "training range, but nothing promises that a model behaves well there. "
                            "32 is only the range of this workbench's control."),
          QT_TRANSLATE_NOOP(
              "WorkbenchLesson",
              "Other sources of order: self-attention without masks or positions is "
              "permutation-equivariant. A causal mask also gives order structure, and "
              "rotary and bias schemes exist. Stopping this addition alone does not "
              "show that a model has no order information.") },
        { Quantity::EdgeCases, Quantity::Candidates });

    s << makeStep(
        "mistakes", Display::Mistakes, QT_TRANSLATE_NOOP("WorkbenchLesson", "Common mistakes lab"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "Switch on one of six common mistakes and compare the symptom it causes "
                          "with the correct result."),
        { QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "Each mistake is simulated on the same two positions. E stays symbolic, so "
            "the numbers show only what the mistake does to the position path.") },
        { Quantity::Mistakes });

    s << makeStep(
        "scope", Display::Text, QT_TRANSLATE_NOOP("WorkbenchLesson", "Model scope"),
        QT_TRANSLATE_NOOP("WorkbenchLesson",
                          "This workbench covers the original additive sinusoidal encoding: %3 "
                          "dimensions, two positions and a symbolic shared embedding."),
        { QT_TRANSLATE_NOOP("WorkbenchLesson",
                            "Not included: attention, training, normalization, dropout, and any "
                            "prediction of meaning."),
          QT_TRANSLATE_NOOP("WorkbenchLesson",
                            "Where to go next: word embeddings, the attention mechanism, and the "
                            "Transformer block.") },
        {},
        QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "The two inputs differ by a positive length. Does that show that a trained "
            "model understands word order?"),
        QT_TRANSLATE_NOOP(
            "WorkbenchLesson",
            "No. It shows that the input carries a position signal. Whether a model "
            "uses it depends on its attention, its training and its data, and none of "
            "these is part of this workbench."));

    s << makeStep("on-off", Display::OnOff,
                  QT_TRANSLATE_NOOP("WorkbenchLesson", "On and off side by side"),
                  QT_TRANSLATE_NOOP(
                      "WorkbenchLesson",
                      "With the encoding on the two inputs differ by ‖PE(%2) − PE(%1)‖; with it "
                      "off they are identical."),
                  { QT_TRANSLATE_NOOP(
                      "WorkbenchLesson",
                      "Same token, same embedding, same positions: only the switch differs. The "
                      "left column is the evidence that the encoding marks position; the right "
                      "column is the control.") },
                  { Quantity::OnOff });
    return s;
}

} // namespace pe
