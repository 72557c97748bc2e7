// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <thread>

namespace pe {

// work(from, to) over [0, count) in two fixed parts: [0, split) on this thread and [split, count)
// on a helper, when the work is worth a thread (the caller's measure) and the machine has two
// cores; else work(0, count) here. The parts never depend on timing or on the number of cores, so
// neither does the result. The parts must write to different places.
template<typename Index, typename Work>
void inTwoParts(Index count, Index split, bool worthAThread, const Work &work)
{
    if (worthAThread && split > 0 && split < count && std::thread::hardware_concurrency() >= 2) {
        std::thread helper([&work, split, count] { work(split, count); });
        work(Index(0), split);
        helper.join();
    } else {
        work(Index(0), count);
    }
}

} // namespace pe
