// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/whywaves/whywaveslessonfloats.h"

#include "core/lessons/whywaves/whywavesfloatvalues.h"

#include <QCoreApplication>

namespace pe {

LessonStep WhyWavesLessonFloats::step()
{
    LessonStep s = makeStep(
        "float-holds", LessonStep::Display::Text,
        QT_TRANSLATE_NOOP("WhyWavesLesson", "What a float can hold"),
        QT_TRANSLATE_NOOP("WhyWavesLesson",
                          "Models store numbers in float16 or bfloat16, not in the exact "
                          "arithmetic of this page: a raw position number soon stops "
                          "counting, a wave does not."),
        { QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "float16 keeps 11 significant bits. Every whole number up to 2048 fits; "
              "from 2049 on only every second one does, from 4097 on every fourth. "
              "bfloat16 keeps 8 bits and already fails at 257. The table shows your "
              "position %2 and the next one in both types."),
          QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "When q and q + 1 become the same number, a raw position feature gives two "
              "neighbouring words the same input: the model cannot tell them apart."),
          QT_TRANSLATE_NOOP(
              "WhyWavesLesson",
              "The waves stay in [−1, 1], where float16 is fine-grained: stored in "
              "float16 with the angle computed in float32, PE(q) is off by a few "
              "thousandths at most and PE(q + 1) stays a different vector. Computed "
              "entirely in float16, the position is rounded first, and the neighbours "
              "collide exactly where the raw number does."),
          QT_TRANSLATE_NOOP("WhyWavesLesson",
                            "From 65520 on float16 has no number left for the position: it becomes "
                            "infinity (inf), and sin and cos of it are not numbers (nan). bfloat16 "
                            "reaches much further, in ever coarser steps.") },
        &WhyWavesFloatValues::floats);
    s.question = QT_TRANSLATE_NOOP("WhyWavesLesson",
                                   "Why does the angle need float32 even when the encoding is "
                                   "stored in float16?");
    s.answer = QT_TRANSLATE_NOOP(
        "WhyWavesLesson",
        "The angle is the position times a frequency: it grows like the position and needs as "
        "many significant bits. Only sin and cos of it are bounded, so only they can be "
        "stored in a short type.");
    return s;
}

} // namespace pe
