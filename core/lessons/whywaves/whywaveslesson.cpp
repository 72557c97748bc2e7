// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/whywaves/whywaveslesson.h"

#include "core/lessons/whywaves/whywaveslessonchoices.h"
#include "core/lessons/whywaves/whywaveslessonfloats.h"
#include "core/lessons/whywaves/whywavesvalues.h"

namespace pe {

/* TRANSLATOR WhyWavesLesson

   The lesson "Why waves". In these sentences %2 is the position the student chose ("your
   position"), %3 the width d and %4 the number of pairs d/2; keep them (or drop them) as the
   sentence needs. E is a word's embedding, PE(p) the positional encoding of position p. The
   words "dog", "bites", "man" are tokens of the toy example and stay in English. */

namespace {

    using Display = LessonStep::Display;

    QList<LessonStep> steps()
    {
        QList<LessonStep> s;
        LessonStep order = makeStep(
            "order", Display::Permutation, QT_TRANSLATE_NOOP("WhyWavesLesson", "Order matters"),
            QT_TRANSLATE_NOOP("WhyWavesLesson",
                              "“dog bites man” and “man bites dog” hold the same three words, "
                              "yet they tell different stories."),
            { QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "Self-attention compares each word with every other word and adds up what "
                  "it finds. Nothing in that computation says which word came first."),
              QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "Below, a toy attention with fixed weights reads both sentences. Without "
                  "positions, “bites” gives the same attention weights to the same words, "
                  "only listed in another order, and its output is identical: the sentence "
                  "is read as a bag of words."),
              QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "This lesson builds what is added to each word so that the two outputs "
                  "differ. The column “positions on” already shows the result.") },
            &WhyWavesValues::order);
        order.question = QT_TRANSLATE_NOOP(
            "WhyWavesLesson", "Why is the output of “bites” the same in both sentences?");
        order.answer = QT_TRANSLATE_NOOP(
            "WhyWavesLesson",
            "Its weights depend on which words are present, not on where they stand. The "
            "weighted sum adds the same terms in another order, and the sum stays the same.");
        s << order;

        LessonStep raw = makeStep(
            "raw-numbers", Display::RawPosition,
            QT_TRANSLATE_NOOP("WhyWavesLesson", "Raw position numbers"),
            QT_TRANSLATE_NOOP("WhyWavesLesson",
                              "Number the words 1, 2, 3, … and use the number as a feature: it "
                              "grows without bound."),
            { QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "Let a word's embedding E have length 1 and append one component that "
                  "holds the position number p. At p = 5000 that single component is 5000 "
                  "times the length of the whole embedding."),
              QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "The word's share of the input is 1 / √(1 + p²), the cosine of the angle "
                  "between [E, p] and [E, 0]. It falls towards 0: the position drowns the "
                  "meaning."),
              QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "Worse, a model trained on inputs of up to 512 words has never seen a "
                  "feature of 5000. Positions it never met in training are strangers to "
                  "it."),
              QT_TRANSLATE_NOOP("WhyWavesLesson",
                                "sin(p), in the last column, stays between −1 and 1 at every "
                                "position. The next step builds on that.") },
            &WhyWavesValues::rawNumbers);
        raw.question = QT_TRANSLATE_NOOP("WhyWavesLesson",
                                         "Why not divide the position by the length of the input?");
        raw.answer = QT_TRANSLATE_NOOP(
            "WhyWavesLesson",
            "Then the same position gets a different value in inputs of different lengths, and "
            "one step to the next word means a different amount each time.");
        s << raw;

        LessonStep wave = makeStep(
            "bounded-wave", Display::WavePlot,
            QT_TRANSLATE_NOOP("WhyWavesLesson", "A bounded wave"),
            QT_TRANSLATE_NOOP(
                "WhyWavesLesson",
                "Replace the growing number by waves: PE(p)[2i] = sin(p / 10000^(2i/d)) "
                "and PE(p)[2i+1] = cos(p / 10000^(2i/d))."),
            { QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "A sine swings between −1 and 1 for ever and never leaves that band, "
                  "however large p becomes. Every position gets %3 numbers, all inside the "
                  "band."),
              QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "Like a pendulum, it keeps swinging without leaving its arc, and where it "
                  "is in its swing tells the moment."),
              QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "The plot shows three of the %3 dimensions up to your position %2. Far "
                  "out, the fast waves fill their band and only the slowest still shows its "
                  "swing, but none of them ever leaves [−1, 1].") },
            &WhyWavesValues::boundedWave);
        wave.dimensions = WhyWavesValues::waveDimensions();
        wave.question = QT_TRANSLATE_NOOP("WhyWavesLesson",
                                          "Does a position far past the others get larger values?");
        wave.answer = QT_TRANSLATE_NOOP(
            "WhyWavesLesson",
            "No. Only the angle grows; its sin and cos stay in [−1, 1]. Position %2 is as "
            "bounded as position 1.");
        s << wave;

        s << WhyWavesLessonFloats::step();

        LessonStep fingerprint = makeStep(
            "fingerprint", Display::Fingerprint,
            QT_TRANSLATE_NOOP("WhyWavesLesson", "Many waves make a fingerprint"),
            QT_TRANSLATE_NOOP("WhyWavesLesson",
                              "One wave alone is ambiguous; many frequencies together give each "
                              "position its own code."),
            { QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "The slowest wave barely moves: at positions 3 and 300 it stands at almost "
                  "the same height. The fastest wave tells 3 from 300, but it comes round "
                  "again every 2π ≈ 6.28 positions, so positions 44 apart look alike to it."),
              QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "Use fast and slow waves together. The fast ones separate neighbours; the "
                  "slow ones say roughly where in the text a word is. Like meshed gears: the "
                  "small one spins, the big one hardly moves, and reading all of them tells "
                  "exactly how far the machine has turned."),
              QT_TRANSLATE_NOOP(
                  "WhyWavesLesson",
                  "The table uses the first 1, 2, 4, … pairs (fastest first) and finds the "
                  "two closest of the positions 0 to 99.") },
            &WhyWavesValues::fingerprint);
        fingerprint.question = QT_TRANSLATE_NOOP(
            "WhyWavesLesson", "Why does the smallest distance grow as pairs are added?");
        fingerprint.answer = QT_TRANSLATE_NOOP(
            "WhyWavesLesson",
            "Each pair adds a term of zero or more to the squared distance. Two positions are "
            "close only if they are close in every pair, and with more pairs that gets harder.");
        s << fingerprint;
        return s;
    }

    QList<LessonPreset> presets()
    {
        return {
            { QStringLiteral("word-5000"), QT_TRANSLATE_NOOP("WhyWavesLesson", "The 5000th word"),
              QT_TRANSLATE_NOOP("WhyWavesLesson",
                                "Position 5000: the raw number dwarfs the embedding, while the "
                                "waves stay in their band."),
              5000, QStringLiteral("raw-numbers") },
            { QStringLiteral("past-table"),
              QT_TRANSLATE_NOOP("WhyWavesLesson", "Past the learned table"),
              QT_TRANSLATE_NOOP("WhyWavesLesson",
                                "Position 600: a learned table of 512 rows has nothing for it."),
              600, QStringLiteral("learned-table") },
            { QStringLiteral("far-start"), QT_TRANSLATE_NOOP("WhyWavesLesson", "Start far away"),
              QT_TRANSLATE_NOOP("WhyWavesLesson",
                                "Position 100000: a shift by 3 still turns every hand by the same "
                                "angle as at position 2."),
              WhyWavesLesson::maximumPosition, QStringLiteral("same-rotation") },
        };
    }

} // namespace

Lesson WhyWavesLesson::create()
{
    LessonParameters defaults;
    defaults.dimension = 128;
    defaults.base = Encoding::defaultBase;
    defaults.p = 0;
    defaults.q = 1000;
    defaults.enabled = true;
    return Lesson(id(), context(), QT_TRANSLATE_NOOP("WhyWavesLesson", "Why waves"),
                  QT_TRANSLATE_NOOP("WhyWavesLesson",
                                    "Why a Transformer needs positions, why raw numbers fail, and "
                                    "how bounded waves of many frequencies mark each position."),
                  defaults, 1, maximumPosition, steps() + WhyWavesLessonChoices::steps(), presets())
        .withPositionWording(
            { QT_TRANSLATE_NOOP("WhyWavesLesson", "Your position &q:"),
              QT_TRANSLATE_NOOP("WhyWavesLesson", "Your position q"),
              QT_TRANSLATE_NOOP("WhyWavesLesson",
                                "The position this lesson looks at, %1 to %2: how big a "
                                "raw number gets there, where the waves are, what a "
                                "learned table can say. Every value follows it."),
              QT_TRANSLATE_NOOP("WhyWavesLesson",
                                "Your position q = %2 · width d = %3 · base 10000") });
}

} // namespace pe
