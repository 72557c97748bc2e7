// SPDX-License-Identifier: GPL-3.0-or-later
// The training lab of issue 20: a default --train run (who-hits, d = 16, 400 steps) per position
// scheme, the report written to a string as the command line writes it, and the longer task at
// its defaults for scale. Prints the median times and the accuracies; checks what was computed
// (the sinusoid ≥ 95 % on the test, no positions exactly 0.5 on the order pairs, every scheme's
// loss fallen, the JSON complete), asserts no time.
#include "core/reports/trainingreport.h"
#include "core/training/trainer.h"
#include "tests/benchmarks/benchmode.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>
#include <QTextStream>

#include <algorithm>
#include <ctime>
#include <functional>
#include <vector>

using namespace pe;

namespace {

bool check(const Trainer &t, const QString &json)
{
    const Trainer::LogEntry &first = t.log().front();
    const Trainer::LogEntry &last = t.log().back();
    bool good = t.isFinished() && last.loss < first.loss
        && json.contains(QLatin1String("\"order_pairs_accuracy\""));
    if (t.settings().task != TrainingTaskKind::WhoHits)
        return good;
    if (t.settings().scheme == PositionScheme::Sinusoidal)
        good = good && last.testAccuracy >= 0.95;
    if (t.settings().scheme == PositionScheme::None)
        good = good && t.orderPairsAccuracy() == 0.5;
    return good;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int rounds = quickBenchmark() ? 1 : 5;
    bool ok = true;
    for (TrainingTaskKind task : { TrainingTaskKind::WhoHits, TrainingTaskKind::Longer }) {
        for (PositionScheme scheme : { PositionScheme::None, PositionScheme::Sinusoidal,
                                       PositionScheme::Learned, PositionScheme::Rope }) {
            TrainingSettings s;
            s.task = task;
            s.scheme = scheme;
            double test = 0;
            double pairs = 0;
            bool good = true;
            const MedianTiming t = measureMedians(rounds, [&] {
                Trainer trainer(s);
                trainer.run();
                QString json;
                QTextStream report(&json);
                TrainingReport::writeJson(trainer, report);
                test = trainer.log().back().testAccuracy;
                pairs = trainer.orderPairsAccuracy();
                good = check(trainer, json);
            });
            ok = ok && good;
            out << QStringLiteral("--train %1 --scheme %2 (d = %3, %4 steps): %5 ms, %6 ms "
                                  "processor time (medians of %7); test accuracy %8, order pairs "
                                  "%9")
                       .arg(QLatin1String(trainingTaskName(task)),
                            QLatin1String(positionSchemeName(scheme)))
                       .arg(s.dimension)
                       .arg(s.steps)
                       .arg(t.wall, 0, 'f', 1)
                       .arg(t.cpu, 0, 'f', 1)
                       .arg(rounds)
                       .arg(test, 0, 'f', 6)
                       .arg(pairs, 0, 'f', 6)
                << (good ? QString() : QStringLiteral("  WRONG")) << '\n';
            out.flush();
        }
    }
    return ok ? 0 : 1;
}
