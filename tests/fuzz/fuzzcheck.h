// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every fuzz target shares (docs/fuzzing.md): a failed property is a crash, so that libFuzzer
// stops, prints the input and saves it as crash-<sha1>; the replay driver (replaymain.cpp) shows
// the file it was reading.

#include <QByteArray>
#include <QString>

#include <cstdio>
#include <cstdlib>

namespace pe::fuzz {

[[noreturn]] inline void failed(const char *condition, const char *file, int line,
                                const QString &detail)
{
    std::fprintf(stderr, "%s:%d: property failed: %s\n%s\n", file, line, condition,
                 detail.toUtf8().constData());
    std::fflush(stderr);
    std::abort();
}

} // namespace pe::fuzz

// PEW_FUZZ_CHECK(condition, detail): abort with the condition and a QString detail when false.
#define PEW_FUZZ_CHECK(condition, detail)                                                          \
    do {                                                                                           \
        if (!(condition))                                                                          \
            pe::fuzz::failed(#condition, __FILE__, __LINE__, (detail));                            \
    } while (false)
