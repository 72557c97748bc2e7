// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/attention/attentionlesson.h"

#include "core/lessons/attention/attentionlessonrotation.h"
#include "core/lessons/attention/attentiontrainingvalues.h"
#include "core/lessons/attention/attentionvalues.h"

namespace pe {

/* TRANSLATOR AttentionLesson

   The lesson "Order, attention and relative position" (the Taiwan lecture). In these sentences
   %2 is the position the student chose, which is also the distance R = m − n; %3 is the width d.
   A, B, C, D and 你, 打, 我 are tokens of the toy example and stay as they are. P_k is the
   position vector of position k, P_k[i] its i-th number; W_Q, W_K, W_V are the query, key and
   value matrices; O_D is the output at token D. */

namespace {

    using Display = LessonStep::Display;

    QList<LessonStep> steps()
    {
        QList<LessonStep> s;
        s << makeStep(
            "toy", Display::ToyWeights,
            QT_TRANSLATE_NOOP("AttentionLesson", "A toy self-attention"),
            QT_TRANSLATE_NOOP("AttentionLesson",
                              "Four tokens A, B, C, D, each an embedding of width 8, and three "
                              "fixed matrices W_Q, W_K and W_V."),
            { QT_TRANSLATE_NOOP("AttentionLesson",
                                "Each embedding x becomes a query q = W_Q x, a key k = W_K x "
                                "and a value v = W_V x."),
              QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "One token's query meets every key: score = q · k / √d. Softmax turns "
                  "the scores into attention weights that add up to 1, and the output O is "
                  "the weighted sum of the values."),
              QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "These numbers come from no trained model. They are tenths drawn by a "
                  "small seeded generator (seed 2017), so every run shows the same ones. "
                  "The tokens 你, 打 and 我 are used in the next step.") },
            &AttentionValues::toy);

        LessonStep permutation = makeStep(
            "permutation", Display::Permutation,
            QT_TRANSLATE_NOOP("AttentionLesson", "Self-attention is permutation-invariant"),
            QT_TRANSLATE_NOOP("AttentionLesson",
                              "Swap A and C: the output at D does not change. Without positions, "
                              "attention cannot see order."),
            { QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "O_D, the output at D, is the sum of weight × value over the four tokens. "
                  "Swapping A and C swaps their scores, weights and values together, so the "
                  "weighted sum adds the same four terms in another order."),
              QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "“你打我” and “我打你” use the same three characters with opposite "
                  "meanings. 打 stands in the middle of both; without positions its output "
                  "is identical. (The last places hold different characters, 我 and 你: "
                  "each character gets the same output wherever it stands.)"),
              QT_TRANSLATE_NOOP("AttentionLesson",
                                "With the sinusoidal encoding added (positions on), each input "
                                "depends on its place, and the outputs differ."),
              QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "Note: self-attention is not entirely without position information; it "
                  "hides a little, as the end of the lecture mentions. Like the usual account, "
                  "this lesson treats it as having none.") },
            &AttentionValues::permutation);
        permutation.question = QT_TRANSLATE_NOOP(
            "AttentionLesson", "Is self-attention permutation-invariant or equivariant?");
        permutation.answer = QT_TRANSLATE_NOOP(
            "AttentionLesson",
            "Both, seen from two sides. One token's output does not change when the others are "
            "shuffled (invariant); shuffling all tokens shuffles the outputs the same way "
            "(equivariant).");
        s << permutation;

        s << makeStep(
            "absolute", Display::AbsoluteVectors,
            QT_TRANSLATE_NOOP("AttentionLesson", "Absolute position vectors"),
            QT_TRANSLATE_NOOP("AttentionLesson",
                              "Give each position k its own vector P_k and add it to the token "
                              "that stands there."),
            { QT_TRANSLATE_NOOP("AttentionLesson",
                                "In ABCD, A gets P_0 and B gets P_1; in CBAD, C gets P_0 and A "
                                "gets P_2."),
              QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "So A at position 0 and A at position 2 are different inputs, E_A + P_0 "
                  "and E_A + P_2. Attention now sees “A at position 0” and “A at position "
                  "2” as two different things."),
              QT_TRANSLATE_NOOP("AttentionLesson",
                                "What should P_0, P_1, … look like? The next steps build them "
                                "from sin and cos (d = 8 here).") },
            &AttentionValues::absolute);

        LessonStep formula = makeStep(
            "formula", Display::WavePlotAndHeatmap,
            QT_TRANSLATE_NOOP("AttentionLesson", "The formula as waves and as a heatmap"),
            QT_TRANSLATE_NOOP("AttentionLesson",
                              "P_k[2i] = sin(k / 10000^(2i/d)) and P_k[2i+1] = cos(k / "
                              "10000^(2i/d)), where d is the length of P_k and P_k[i] its i-th "
                              "number."),
            { QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "The numerator k is the position: the larger k, the larger the angle. The "
                  "denominator depends on the dimension and sets how fast the angle grows. "
                  "An even dimension takes the sin, the next odd one the cos of the same "
                  "angle."),
              QT_TRANSLATE_NOOP("AttentionLesson",
                                "Waves: dimension 0 (sin) and dimension 1 (cos) turn fastest; "
                                "dimension 10 is a sin with a longer period. Here d = %3 and the "
                                "positions run from 0 to 49."),
              QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "Heatmap: all %3 dimensions over the 50 positions, yellow near +1 and "
                  "dark blue near −1. Low dimensions change quickly, higher ones ever more "
                  "slowly.") },
            &AttentionValues::formula);
        formula.dimension = 128;
        formula.dimensions = AttentionValues::waveDimensions();
        formula.positionCount = AttentionValues::wavePositions;
        s << formula;
        return s;
    }

    // The lesson's last step: the caveat of every lesson ("whether a model uses it depends on the
    // model and its training") tried out with the training lab.
    LessonStep trainingStep()
    {
        LessonStep step = makeStep(
            "model-uses-it", Display::TrainingRun,
            QT_TRANSLATE_NOOP("AttentionLesson", "Does a model use it?"),
            QT_TRANSLATE_NOOP("AttentionLesson",
                              "A tiny attention model learns who hits whom in 你打我-style "
                              "sentences, once without positions and once with the sinusoidal "
                              "encoding."),
            { QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "The model: token embeddings of width 16, one self-attention layer, a summary "
                  "token [S] appended to every sentence, and a classifier that names the one who "
                  "hits. It is trained for 400 steps on 94 sentences and tested on 32 others."),
              QT_TRANSLATE_NOOP(
                  "AttentionLesson",
                  "Without positions, 你打我 and 我打你 give [S] exactly the same output, so on "
                  "such order pairs the model is right on one twin and wrong on the other: 0.5, "
                  "whatever it learns. With the sinusoid, the same model can tell them apart."),
              QT_TRANSLATE_NOOP("AttentionLesson",
                                "Here the model uses the position signal because the task needs "
                                "it and the training rewards it. Try other tasks, widths and "
                                "schemes in the Training view.") },
            &AttentionTrainingValues::values,
            QT_TRANSLATE_NOOP("AttentionLesson",
                              "Why can no training lift the order-pairs accuracy without "
                              "positions above 0.5?"),
            QT_TRANSLATE_NOOP("AttentionLesson",
                              "Both twins hold the same tokens, and without positions "
                              "self-attention gives [S] the same output for any order: the same "
                              "answer wins for both, and it is right for only one of them."));
        return step;
    }

    QList<LessonPreset> presets()
    {
        return {
            { QStringLiteral("lecture"),
              QT_TRANSLATE_NOOP("AttentionLesson", "The lecture's R = 3"),
              QT_TRANSLATE_NOOP("AttentionLesson",
                                "R = 3: P_1 → P_4, P_11 → P_14 and P_101 → P_104."),
              3, QStringLiteral("relative") },
            { QStringLiteral("far-apart"), QT_TRANSLATE_NOOP("AttentionLesson", "Far apart"),
              QT_TRANSLATE_NOOP("AttentionLesson",
                                "m − n = 40: the four score terms for a key far from the query."),
              40, QStringLiteral("score-terms") },
            { QStringLiteral("slow-hands"), QT_TRANSLATE_NOOP("AttentionLesson", "Slow hands"),
              QT_TRANSLATE_NOOP("AttentionLesson",
                                "Position 49: the second hand has turned many times, the hour hand "
                                "has hardly moved."),
              AttentionLesson::maximumPosition, QStringLiteral("clock-hands") },
        };
    }

} // namespace

Lesson AttentionLesson::create()
{
    LessonParameters defaults;
    defaults.dimension = 8;
    defaults.base = Encoding::defaultBase;
    defaults.p = 0;
    defaults.q = 3;
    defaults.enabled = true;
    return Lesson(id(), context(),
                  QT_TRANSLATE_NOOP("AttentionLesson", "Order, attention and relative position"),
                  QT_TRANSLATE_NOOP("AttentionLesson",
                                    "Why self-attention needs positions, how sinusoidal position "
                                    "vectors are built, and how they reach the attention score "
                                    "as relative position."),
                  defaults, 1, maximumPosition,
                  steps() + AttentionLessonRotation::steps() + QList<LessonStep> { trainingStep() },
                  presets())
        .withPositionWording(
            { QT_TRANSLATE_NOOP("AttentionLesson", "Distance &R:"),
              QT_TRANSLATE_NOOP("AttentionLesson", "Distance R"),
              QT_TRANSLATE_NOOP("AttentionLesson",
                                "The distance R = m − n between the query and the key, "
                                "%1 to %2: the rotation M_R and the score terms follow "
                                "it."),
              QT_TRANSLATE_NOOP("AttentionLesson",
                                "Query at n = %1, key at m = %2 (R = m − n) · width d = "
                                "%3 · base 10000") });
}

} // namespace pe
