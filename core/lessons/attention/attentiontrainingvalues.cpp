// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/attention/attentiontrainingvalues.h"

#include "core/lessons/lessonvaluelist.h"

namespace pe {

TrainingSettings AttentionTrainingValues::settings(PositionScheme scheme)
{
    TrainingSettings s; // the training lab's defaults: who-hits, d 16, 400 steps, seed 1
    s.task = TrainingTaskKind::WhoHits;
    s.scheme = scheme;
    return s;
}

const QList<Trainer> &AttentionTrainingValues::runs()
{
    // Trained on first use, once: every page refresh and worksheet reads the same runs.
    static const QList<Trainer> trained = [] {
        QList<Trainer> out;
        for (PositionScheme scheme : schemes) {
            Trainer t(settings(scheme));
            t.run();
            out.push_back(t);
        }
        return out;
    }();
    return trained;
}

QString AttentionTrainingValues::schemeKey(PositionScheme scheme)
{
    return QString::fromLatin1(positionSchemeName(scheme));
}

QList<LessonValue> AttentionTrainingValues::values(const LessonParameters &)
{
    const QList<Trainer> &trained = runs();
    LessonValueList out;
    const TrainingSettings &s = trained.front().settings();
    out.addInteger(QStringLiteral("steps"), s.steps, tr("Training steps"));
    out.addInteger(QStringLiteral("dim"), s.dimension, tr("Width d of the model"));
    out.addInteger(QStringLiteral("seed"), static_cast<double>(s.seed), tr("Seed"));
    out.addInteger(QStringLiteral("order_pairs"),
                   static_cast<double>(trained.front().task().orderPairs().size()),
                   tr("Order pairs in the test set (like 你打我 and 我打你)"));
    for (const Trainer &t : trained) {
        const QString key = schemeKey(t.settings().scheme);
        const QString name = t.settings().scheme == PositionScheme::None
            ? tr("without positions")
            : tr("with the sinusoidal encoding");
        const Trainer::LogEntry &last = t.log().back();
        out.add(key + QStringLiteral("_final_loss"), last.loss,
                tr("Loss at the end, %1").arg(name));
        out.add(key + QStringLiteral("_train_accuracy"), last.trainAccuracy,
                tr("Training accuracy, %1").arg(name));
        out.add(key + QStringLiteral("_test_accuracy"), last.testAccuracy,
                tr("Test accuracy, %1").arg(name));
        out.add(key + QStringLiteral("_order_pairs_accuracy"), t.orderPairsAccuracy(),
                tr("Accuracy on the order pairs, %1").arg(name));
    }
    return out.list();
}

} // namespace pe
