// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"
#include "core/training/trainer.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

// The numbers of the attention lesson's step "Does a model use it?": the training lab's default
// who-hits run (d 16, 400 steps, seed 1), once without positions and once with the sinusoid. The
// runs do not depend on the lesson's parameters: they are trained once (about 0.1 s) and kept.
class AttentionTrainingValues
{
    Q_DECLARE_TR_FUNCTIONS(AttentionTrainingValues)

public:
    static constexpr PositionScheme schemes[]
        = { PositionScheme::None, PositionScheme::Sinusoidal };
    static TrainingSettings settings(PositionScheme scheme);
    // The two finished runs, none first.
    static const QList<Trainer> &runs();

    // steps, dim, seed; for s in none, sinusoidal: <s>_final_loss, <s>_train_accuracy,
    // <s>_test_accuracy, <s>_order_pairs_accuracy; order_pairs.
    static QList<LessonValue> values(const LessonParameters &parameters);
    static QString schemeKey(PositionScheme scheme); // "none", "sinusoidal"
};

} // namespace pe
