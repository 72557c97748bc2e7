// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/trainer.h"

#include <QCoreApplication>
#include <QString>

class QTextStream;

namespace pe {

// The command line's --train report of a finished run: the log (loss and both accuracies per
// logged step) and the final accuracies, as text (translated) or JSON.
class TrainingReport
{
    Q_DECLARE_TR_FUNCTIONS(TrainingReport)

public:
    static void writeText(const Trainer &trainer, QTextStream &out);
    // {"task", "scheme", "dim", "steps", "seed", "loss": [per logged step], "train_accuracy",
    //  "test_accuracy", "order_pairs_accuracy"}
    static void writeJson(const Trainer &trainer, QTextStream &out);

    // "who hits whom (你打我, dog bites man)", "no positions", … in the current language.
    static QString taskDescription(TrainingTaskKind kind);
};

} // namespace pe
