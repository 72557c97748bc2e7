// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built pe-workbench for the command-line tests (tst_commandline*.cpp).
#pragma once

#include <QByteArray>
#include <QDebug>
#include <QJsonDocument>
#include <QJsonObject>
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

    // A report run with --format json: its object (empty, with a warning, when the run failed or
    // wrote no JSON object); raw, if given, gets the bytes as written.
    static QJsonObject json(const QStringList &arguments, QByteArray *raw = nullptr)
    {
        const CommandLineRun run = start(arguments);
        if (run.exitCode != 0)
            qWarning() << arguments << run.exitCode << run.err;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
        if (error.error != QJsonParseError::NoError)
            qWarning() << "invalid JSON:" << error.errorString() << run.out.left(200);
        if (raw)
            *raw = run.out;
        return doc.object();
    }

    // Whether the JSON text raw has the keys "key": in this order (the documented order).
    static bool keysInOrder(const QByteArray &raw, const QStringList &keys)
    {
        qsizetype at = -1;
        for (const QString &key : keys) {
            const qsizetype next = raw.indexOf(QByteArray('"' + key.toUtf8() + "\":"), at + 1);
            if (next < 0 || next < at)
                return false;
            at = next;
        }
        return true;
    }

    // Empty when this run refused its command line as the contract says: exit 2, nothing on
    // standard output, one line on standard error, "pe-workbench: …", naming every word of
    // named; else what is wrong, with what it wrote.
    QString refusalProblem(const QStringList &named) const
    {
        const QString text = QString::fromUtf8(err);
        if (exitCode != 2)
            return QStringLiteral("exit code %1, not 2: ").arg(exitCode) + text;
        if (!out.isEmpty())
            return QStringLiteral("standard output not empty: ") + QString::fromUtf8(out);
        if (!text.startsWith(QLatin1String("pe-workbench: ")) || text.count(QLatin1Char('\n')) != 1
            || !text.endsWith(QLatin1Char('\n')))
            return QStringLiteral("not one line \"pe-workbench: …\": ") + text;
        for (const QString &word : named)
            if (!text.contains(word))
                return word + QStringLiteral(" not in: ") + text;
        return {};
    }
};

} // namespace pe
