// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/scenariosamples.h"

#include "core/scenarios/scenario.h"

namespace pe {

const QList<ScenarioSamples::Sample> &ScenarioSamples::all()
{
    static const QList<Sample> samples {
        { QStringLiteral("lecture-heatmap"),
          QT_TRANSLATE_NOOP("ScenarioSamples", "The lecture's heatmap (d = 128, positions 0–49)"),
          QT_TRANSLATE_NOOP("ScenarioSamples",
                            "The lecture's figure: d = 128, positions 0 to 49, dimensions 0, 1 "
                            "and 10 on the waves. The left columns of the heatmap change fast "
                            "from position to position, the right ones hardly at all.") },
        { QStringLiteral("workbench-difference"),
          QT_TRANSLATE_NOOP("ScenarioSamples", "Workbench lesson: the difference x(3) − x(0)"),
          QT_TRANSLATE_NOOP("ScenarioSamples",
                            "The same word at positions 0 and 3: the embedding cancels, and what "
                            "is left is PE(3) − PE(0), of length 2.017479.") },
        { QStringLiteral("why-waves-far-start"),
          QT_TRANSLATE_NOOP("ScenarioSamples", "Why waves: the same rotation far away"),
          QT_TRANSLATE_NOOP("ScenarioSamples",
                            "Three positions on from 100000 turn every clock hand by the same "
                            "angle as three positions on from 2 (pair 0: 3 rad): the shift does "
                            "not depend on where you start.") },
        { QStringLiteral("attention-relative"),
          QT_TRANSLATE_NOOP("ScenarioSamples", "Attention lesson: step 6 with q = 6"),
          QT_TRANSLATE_NOOP("ScenarioSamples",
                            "P_{k+R} = M_R P_k with R = 6: the same rotation takes P_1 to P_7, "
                            "P_7 to P_13 and P_101 to P_107.") },
    };
    return samples;
}

QString ScenarioSamples::resourcePath(const QString &id)
{
    return QStringLiteral(":/scenarios/%1.%2").arg(id, QLatin1String(Scenario::suffix));
}

QString ScenarioSamples::title(const Sample &sample)
{
    return tr(sample.title);
}

QString ScenarioSamples::note(const Sample &sample)
{
    return tr(sample.note);
}

} // namespace pe
