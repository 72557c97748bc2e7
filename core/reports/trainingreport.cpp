// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/trainingreport.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"
#include "core/text/texttable.h"

#include <QTextStream>

namespace pe {

QString TrainingReport::taskDescription(TrainingTaskKind kind)
{
    switch (kind) {
    case TrainingTaskKind::WhoHits:
        return tr("who hits whom: the subject of 你打我, dog bites man and the like");
    case TrainingTaskKind::WhichFirst:
        return tr("which of two marked tokens comes first");
    case TrainingTaskKind::Longer:
        return tr("which comes first, tested on inputs longer than in training");
    }
    return {};
}

void TrainingReport::writeText(const Trainer &trainer, QTextStream &out)
{
    const TrainingSettings &s = trainer.settings();
    const TrainingTask &task = trainer.task();
    out << tr("Training lab: %1 (%2), positions: %3.")
               .arg(QString::fromLatin1(trainingTaskName(s.task)), taskDescription(s.task),
                    PositionSchemes::description(s.scheme))
        << '\n';
    out << tr("d = %1, %2 steps of Adam (batch %3, learning rate %4), seed %5; %6 training and %7 "
              "test examples.")
               .arg(s.dimension)
               .arg(s.steps)
               .arg(s.batchSize)
               .arg(formatExact(s.learningRate))
               .arg(s.seed)
               .arg(task.train().size())
               .arg(task.test().size())
        << '\n';
    if (s.task == TrainingTaskKind::Longer)
        out << tr("Training inputs have 2 to %1 tokens, test inputs %2 to %3.")
                   .arg(s.trainLength)
                   .arg(s.trainLength + 1)
                   .arg(2 * s.trainLength)
            << '\n';
    out << '\n';
    TextTable table({ TextTable::Alignment::Right, TextTable::Alignment::Right,
                      TextTable::Alignment::Right, TextTable::Alignment::Right });
    table.addRow({ tr("step"), tr("loss"), tr("train accuracy"), tr("test accuracy") });
    for (const Trainer::LogEntry &e : trainer.log())
        table.addRow({ QString::number(e.step), formatFixed(e.loss), formatFixed(e.trainAccuracy),
                       formatFixed(e.testAccuracy) });
    table.write(out, QStringLiteral("  "));
    out << '\n';
    const Trainer::LogEntry &last = trainer.log().back();
    out << tr("Train accuracy %1, test accuracy %2.")
               .arg(formatFixed(last.trainAccuracy), formatFixed(last.testAccuracy))
        << '\n';
    out << tr("Order-pairs accuracy %1 on %2 pairs of test examples that differ only by word "
              "order (the model chooses between the pair's two answers).")
               .arg(formatFixed(trainer.orderPairsAccuracy()))
               .arg(task.orderPairs().size())
        << '\n';
    if (s.scheme == PositionScheme::None)
        out << tr("Without positions the summary token's output is the same for both examples "
                  "of a pair, so exactly one of the two is right: 0.5 by construction, however "
                  "long the training.")
            << '\n';
    out.flush();
}

void TrainingReport::writeJson(const Trainer &trainer, QTextStream &out)
{
    const TrainingSettings &s = trainer.settings();
    std::vector<double> loss;
    for (const Trainer::LogEntry &e : trainer.log())
        loss.push_back(e.loss);
    const Trainer::LogEntry &last = trainer.log().back();
    out << "{\n";
    out << "  \"task\": \"" << trainingTaskName(s.task) << "\",\n";
    out << "  \"scheme\": \"" << positionSchemeName(s.scheme) << "\",\n";
    out << "  \"dim\": " << s.dimension << ",\n";
    out << "  \"steps\": " << s.steps << ",\n";
    out << "  \"seed\": " << QString::number(s.seed) << ",\n";
    out << "  \"loss\": " << JsonFormat::numbers(loss) << ",\n";
    out << "  \"train_accuracy\": " << JsonFormat::number(last.trainAccuracy) << ",\n";
    out << "  \"test_accuracy\": " << JsonFormat::number(last.testAccuracy) << ",\n";
    out << "  \"order_pairs_accuracy\": " << JsonFormat::number(trainer.orderPairsAccuracy())
        << "\n";
    out << "}\n";
    out.flush();
}

} // namespace pe
