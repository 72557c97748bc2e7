// SPDX-License-Identifier: GPL-3.0-or-later
// scripts/test runs every benchmark once in a short mode (PEW_BENCH_QUICK=1, QBENCHMARK with
// -iterations 1) for its assertions alone; `ctest -L benchmark` runs them at full length.
#pragma once

#include <QElapsedTimer>
#include <QtCore/qglobal.h>

#include <algorithm>
#include <ctime>
#include <functional>
#include <vector>

namespace pe {

inline bool quickBenchmark()
{
    return qEnvironmentVariableIsSet("PEW_BENCH_QUICK");
}

// The medians of rounds runs of work, for benchmarks that time a whole run rather than a
// QBENCHMARK loop.
struct MedianTiming
{
    double wall; // ms, median
    double cpu; // ms of processor time, median
};

inline MedianTiming measureMedians(int rounds, const std::function<void()> &work)
{
    std::vector<double> wall;
    std::vector<double> cpu;
    for (int r = 0; r < rounds; ++r) {
        QElapsedTimer timer;
        const std::clock_t start = std::clock();
        timer.start();
        work();
        wall.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        cpu.push_back(1000.0 * static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC);
    }
    std::sort(wall.begin(), wall.end());
    std::sort(cpu.begin(), cpu.end());
    return { wall[wall.size() / 2], cpu[cpu.size() / 2] };
}

} // namespace pe
