// SPDX-License-Identifier: GPL-3.0-or-later
// scripts/test runs every benchmark once in a short mode (PEW_BENCH_QUICK=1, QBENCHMARK with
// -iterations 1) for its assertions alone; `ctest -L benchmark` runs them at full length.
#pragma once

#include <QtCore/qglobal.h>

namespace pe {

inline bool quickBenchmark()
{
    return qEnvironmentVariableIsSet("PEW_BENCH_QUICK");
}

} // namespace pe
