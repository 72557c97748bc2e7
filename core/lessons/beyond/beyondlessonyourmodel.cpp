// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/beyond/beyondlessonyourmodel.h"

#include "core/lessons/beyond/beyondmodelvalues.h"

#include <QCoreApplication>

namespace pe {

QList<LessonStep> BeyondLessonYourModel::steps()
{
    using Display = LessonStep::Display;
    QList<LessonStep> s;
    LessonStep settings = makeStep(
        "model-settings", Display::Text,
        QT_TRANSLATE_NOOP("BeyondLesson", "Your model: a real config.json"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "A real model writes its positions into a few lines of config.json. "
                          "Here are those of Llama 3.1 8B, and what they do to its pairs."),
        { QT_TRANSLATE_NOOP("BeyondLesson",
                            "rope_theta is RoPE's base: θᵢ = 1 / rope_theta^(2i/d), with d = "
                            "head_dim = %3. original_max_position_embeddings is the length L of "
                            "pre-training. rope_type llama3 names the rule for longer contexts."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "The rule looks at each pair's wavelength 2π/θᵢ. Longer than L / "
                            "low_freq_factor: the pair turns factor times slower. Shorter than L / "
                            "high_freq_factor: it stays as it is. In the band between, it gets "
                            "some of both."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "The table counts the pairs at a context of N positions. The factor "
                            "alone takes the slow pairs only to factor · L. Llama 3.1 was then "
                            "trained further on long texts, with these frequencies.") },
        &BeyondModelValues::settings,
        QT_TRANSLATE_NOOP("BeyondLesson", "Why does the rule leave the fast pairs as they are?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "They turned many times in training and have met every angle. Slowing "
                          "them would only push neighbouring tokens closer together."));
    settings.dimension = 128;
    s << settings;

    LessonStep mismatch = makeStep(
        "model-mismatch", Display::Text,
        QT_TRANSLATE_NOOP("BeyondLesson", "Your model with the wrong pairing"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Load the weights with the other pairing and nothing crashes. The first "
                          "tokens look right; further on, attention drifts to the wrong keys."),
        { QT_TRANSLATE_NOOP("BeyondLesson",
                            "A transformers checkpoint pairs dimension i with i + d/2 "
                            "(rotate_half); Meta's original code pairs 2i with 2i + 1. A port that "
                            "mixes the two without permuting W_Q and W_K gets it wrong, as in "
                            "transformers#25199 and llama2.c#286."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "Here the same seeded q and k are scored with Llama 3.1's RoPE and "
                            "with the other pairing. At distance 0 the score error is 0. Further "
                            "away it grows; the table also shows it at Δ = %2."),
          QT_TRANSLATE_NOOP("BeyondLesson",
                            "The total variation says how much of the attention goes to other "
                            "keys: 0 means the same weights, 1 completely different ones. The "
                            "last row is the first query position where it reaches 0.1. Random q "
                            "and k give flat weights; a trained model attends more sharply, and "
                            "a wrong score moves more of its attention.") },
        &BeyondModelValues::mismatch,
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "Why is the score error 0 at distance 0, even with the wrong pairing?"),
        QT_TRANSLATE_NOOP("BeyondLesson",
                          "There q and k are turned by the same rotation. A rotation keeps dot "
                          "products: (R q)·(R k) = q·k, with either pairing."));
    mismatch.dimension = 128;
    s << mismatch;
    return s;
}

} // namespace pe
