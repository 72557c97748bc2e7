// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The command-line fuzz tests' sequence and contract. makeCases() makes the fixed-seed sequence of
// cases (PEW_FUZZ_SEED, PEW_FUZZ_CASES), each valid for its mode or adversarial;
// tst_commandlinefuzzvalid runs the valid ones, tst_commandlinefuzz the adversarial ones: together
// the same cases the single test ran before it was split. checkContract() runs one case through
// the real executable and checks the contract (it returns at the first failed check, which
// QTest records).

#include "tests/app/commandlinefuzzcases.h"

#include <QMap>
#include <QtTest>

#include <algorithm>

namespace pe::commandlinefuzz {

struct Case
{
    QList<QByteArray> arguments;
    Output output = Output::Captured;
    bool valid = false; // built by buildClean(): valid options for its mode
};

inline QString shown(const QList<QByteArray> &arguments)
{
    QStringList parts;
    for (const QByteArray &a : arguments) {
        QString part;
        for (const char c : a) {
            const auto u = static_cast<unsigned char>(c);
            part += u >= 0x20 && u < 0x7f && c != '\\'
                ? QString(QLatin1Char(c))
                : QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
        }
        parts << QLatin1Char('\'') + part + QLatin1Char('\'');
    }
    return parts.join(QLatin1Char(' '));
}

// The whole sequence, as the single test made it (same seed, same draws, same order).
inline QList<Case> makeCases(const QByteArray &dir)
{
    const uint64_t seed = qEnvironmentVariableIsSet("PEW_FUZZ_SEED")
        ? qEnvironmentVariable("PEW_FUZZ_SEED").toULongLong()
        : 20261201;
    const int cases = qEnvironmentVariableIsSet("PEW_FUZZ_CASES")
        ? qEnvironmentVariableIntValue("PEW_FUZZ_CASES")
        : 300;
    SeededGenerator random(seed);
    QList<Case> made;
    while (made.size() < cases) {
        CaseBuilder builder(random, dir);
        // Renders take about ten times as long as a report: one case in ten.
        const int family = random.between(0, 9) == 0 ? 5 : pick(random, { 0, 1, 2, 3, 4, 6, 7 });
        // Four cases in ten valid for their mode (they mostly succeed), the rest adversarial.
        const int kind = random.between(1, 10);
        if (kind <= 4)
            builder.buildClean(family);
        else if (kind == 5)
            builder.buildSoup();
        else
            builder.build(family);
        if (builder.mayOpenWindow())
            continue;
        if (builder.writesLarge() && builder.output == Output::Captured)
            builder.output = Output::Full; // a 10^8-value table stops at the first write there
        made.append({ builder.arguments, builder.output, kind <= 4 });
    }
    return made;
}

// The scratch folder's odd entries the cases name (a folder called folder.png, a folder that is
// not UTF-8, a dangling link).
inline bool prepareFolder(const QByteArray &dir)
{
    return RawCommandRun::makeFolder(dir + "/folder.png")
        && RawCommandRun::makeFolder(dir + "/d\xe9j\xe0")
        && RawCommandRun::makeLink("/nonexistent/target.png", dir + "/dangling.png");
}

constexpr int caseTimeoutMs = 30000; // far above the slowest case (a render, about a second)

// It exits (no signal, no hang) with 0 or 2; with 2, nothing on standard output and exactly one
// line, valid UTF-8, on standard error; with 0, nothing on standard error; a report into a full
// or closed standard output never exits with 0. outcomes counts how the cases ended.
inline void checkContract(const QList<QByteArray> &arguments, Output output,
                          QMap<QString, int> *outcomes)
{
    const QString what = shown(arguments)
        + (output == Output::Full
               ? QStringLiteral(" >/dev/full")
               : (output == Output::Closed ? QStringLiteral(" >&-") : QString()));
    const RawCommandRun run = RawCommandRun::start(arguments, output, caseTimeoutMs);
    QVERIFY2(run.started, qPrintable(what));
    QVERIFY2(!run.timedOut,
             qPrintable(QStringLiteral("killed after %1 ms: ").arg(caseTimeoutMs) + what));
    QVERIFY2(run.signal == 0, qPrintable(QStringLiteral("signal %1: ").arg(run.signal) + what));
    QVERIFY2(run.exitCode == 0 || run.exitCode == 2,
             qPrintable(QStringLiteral("exit %1: ").arg(run.exitCode) + what));
    const QString err = QString::fromUtf8(run.err);
    if (run.exitCode == 2) {
        QVERIFY2(run.out.isEmpty(),
                 qPrintable(what + QStringLiteral(" printed ") + run.out.left(80)));
        QVERIFY2(run.err.startsWith("pe-workbench: ") && run.err.endsWith('\n')
                     && run.err.count('\n') == 1,
                 qPrintable(what + QStringLiteral(" → ") + err));
        QVERIFY2(err.toUtf8() == run.err, qPrintable(what + QStringLiteral(": not UTF-8")));
        QVERIFY2(!err.contains(QChar(0xFFFD)), qPrintable(what + QStringLiteral(" → ") + err));
        ++(*outcomes)[QStringLiteral("exit 2")];
        return;
    }
    QVERIFY2(run.err.isEmpty(), qPrintable(what + QStringLiteral(" → ") + err));
    // Success with nothing written is a render's alone; a report into a full or closed output
    // must fail.
    const bool render = arguments.contains("--render")
        || std::any_of(arguments.cbegin(), arguments.cend(),
                       [](const QByteArray &a) { return a.startsWith("--render="); });
    if (output != Output::Captured)
        QVERIFY2(render, qPrintable(QStringLiteral("exit 0: ") + what));
    else if (!render)
        QVERIFY2(!run.out.isEmpty(), qPrintable(QStringLiteral("nothing printed: ") + what));
    ++(*outcomes)[render ? QStringLiteral("exit 0, render") : QStringLiteral("exit 0, report")];
}

} // namespace pe::commandlinefuzz
