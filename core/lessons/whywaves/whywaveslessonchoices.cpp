// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/whywaves/whywaveslessonchoices.h"

#include "core/lessons/whywaves/whywavesvalues.h"

#include <QCoreApplication>

namespace pe {

namespace {

    using Display = LessonStep::Display;

} // namespace

QList<LessonStep> WhyWavesLessonChoices::steps()
{
    QList<LessonStep> s;
    s << makeStep(
        "add-not-concatenate", Display::AddConcat,
        QT_TRANSLATE_NOOP("WhyWavesLesson", "Add, don't concatenate"),
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "x = E + PE keeps the width d: position is mixed into the word, "
                          "not carried beside it."),
        { QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "E and PE(p) both have d = %3 components. Added component by component "
              "they give %3 components again, so every layer after it stays as it is."),
          QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "Concatenating, [E, PE(p)], gives 2d components. The next layer would read "
              "an input twice as wide and need a weight matrix twice as large."),
          QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "Adding sounds as if it would blur meaning and position. But in %3 "
              "dimensions there is room for both, and the layers can learn to read them "
              "apart.") },
        &WhyWavesValues::widths,
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "What changes in the next layer if you concatenate instead?"),
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "Its input is 2d wide, so a layer with d outputs needs 2d × d "
                          "weights instead of d × d, and a model trained on one form cannot "
                          "take the other."));

    LessonStep rotation = makeStep(
        "same-rotation", Display::ClockShift,
        QT_TRANSLATE_NOOP("WhyWavesLesson", "A shift is the same rotation everywhere"),
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "Moving 3 positions on turns each clock hand by a fixed angle, "
                          "wherever you start: PE(pos + k) = R_k PE(pos)."),
        { QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "Each pair (sin, cos) is a clock hand. Going from pos to pos + k turns "
              "pair i's hand by k / 10000^(2i/d), an angle set by k and the pair alone."),
          QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "Top row: from position 2 to 5. Bottom row: from your position %2 three "
              "steps on. The hands start in different places, yet each turns by the "
              "same angle in both rows. Here d = 8, four hands."),
          QT_TRANSLATE_NOOP("WhyWavesLesson",
                            "So one matrix R_k, a rotation for each pair, takes every PE(pos) to "
                            "PE(pos + k). A model can read “three apart” from the encodings, not "
                            "only where each word is.") },
        &WhyWavesValues::sameRotation,
        QT_TRANSLATE_NOOP("WhyWavesLesson", "Does R_k depend on the starting position?"),
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "No. Its blocks hold the cos and sin of k / 10000^(2i/d) only. The "
                          "same R_3 takes position 2 to 5 and position %2 three steps on."));
    rotation.dimension = 8;
    s << rotation;

    s << makeStep(
        "learned-table", Display::Text,
        QT_TRANSLATE_NOOP("WhyWavesLesson", "Learned position tables"),
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "Instead of a formula, a model can learn one vector per position: "
                          "a table of n_max × d numbers, trained with everything else."),
        { QT_TRANSLATE_NOOP("WhyWavesLesson",
                            "The job is the same: row p of the table is added to the word at "
                            "position p. The data, not a formula, decides what the rows hold. BERT "
                            "and GPT-2 work this way."),
          QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "The table has one row for each position of the longest training input, "
              "n_max, and no more. A position past n_max has no row at all."),
          QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "The sinusoidal formula has no such edge: it gives a vector for any "
              "position, although nothing promises that a model behaves well far past "
              "its training."),
          QT_TRANSLATE_NOOP("WhyWavesLesson",
                            "Here n_max = 512 and d = %3; your position %2 is checked below. "
                            "Nothing is trained on this workbench.") },
        &WhyWavesValues::learnedTable,
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "A model with a learned table of 512 rows gets an input of 600 "
                          "tokens. What happens to the last ones?"),
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "Rows run from 0 to 511, so positions 512 to 599 have no vector. "
                          "The input must be cut or split, or the table extended and "
                          "trained further."));

    s << makeStep(
        "closing-question", Display::Text,
        QT_TRANSLATE_NOOP("WhyWavesLesson", "Where should order live?"),
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "Each word now carries an address added to its meaning. Is a "
                          "label the right place for order?"),
        { QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "So far, position is a tag put on every word before attention looks. The "
              "tag is absolute; the distance between two words shows up only "
              "indirectly, through the rotation property."),
          QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "We do not carry coordinates around either: we feel order as rhythm and "
              "as one moment leading to the next. Perhaps order belongs in the act of "
              "one word turning to look at another."),
          QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "That is the idea of relative position schemes, which give the attention "
              "score a term for the distance between query and key, and of rotary "
              "encodings (RoPE), which rotate queries and keys so that position enters "
              "their product only through the distance between them; what the two words "
              "say still counts."),
          QT_TRANSLATE_NOOP("WhyWavesLesson",
                            "The lesson “Order, attention and relative position” follows "
                            "this thread from the attention score.") },
        nullptr,
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "Which schemes put position into attention instead of into the "
                          "input?"),
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "Relative position embeddings, which add a term for the distance "
                          "to the attention score, and rotary position embeddings (RoPE), "
                          "which rotate the query and the key by their positions."));
    return s;
}

} // namespace pe
