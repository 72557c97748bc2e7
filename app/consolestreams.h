// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/standardstream.h"

#include <QString>
#include <QTextStream>

namespace pe {

// Standard output and standard error of the command line. Reports and messages are UTF-8
// whatever the locale says (Japanese and Chinese text, "‖", "−"), written straight to the
// descriptors so that a failed write is noticed (finishOutput).
class ConsoleStreams
{
public:
    static StandardStream &outputDevice();
    static QTextStream &out();
    static QTextStream &err();
    // Every message is one line: what it echoes (a value with a newline, a file name) is
    // escaped.
    static void printError(const QString &message);
    // "cannot write to standard output (why); the output is incomplete."
    static void printOutputFailure();
    // Flushes the report; false (after saying why, in one line) when any of it was not written:
    // a full disk or a closed standard output must not exit with 0.
    static bool finishOutput();
};

} // namespace pe
