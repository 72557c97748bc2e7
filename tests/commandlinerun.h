// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built pe-workbench for the command-line tests (tst_commandline*.cpp).
#pragma once

#include <QByteArray>
#include <QProcess>
#include <QStringList>

namespace pe {

struct CommandLineRun
{
    int exitCode = -1; // -1: did not finish within a minute, or crashed
    QByteArray out;
    QByteArray err;

    // Headless, in the given locale (C.UTF-8: English), without LANGUAGE.
    static CommandLineRun start(const QStringList &arguments,
                                const QString &locale = QStringLiteral("C.UTF-8"))
    {
        return startProgram(QStringLiteral(PEW_EXECUTABLE), arguments, locale);
    }

    // The same for another program built from the app's sources (pe-workbench-cli).
    static CommandLineRun startProgram(const QString &program, const QStringList &arguments,
                                       const QString &locale = QStringLiteral("C.UTF-8"))
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("LC_ALL"), locale);
        env.insert(QStringLiteral("LANG"), locale);
        env.remove(QStringLiteral("LANGUAGE"));
        process.setProcessEnvironment(env);
        process.start(program, arguments);
        CommandLineRun run;
        if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit)
            return run;
        run.exitCode = process.exitCode();
        run.out = process.readAllStandardOutput();
        run.err = process.readAllStandardError();
        return run;
    }
};

} // namespace pe
