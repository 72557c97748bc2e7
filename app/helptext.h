// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace pe {

// The translated --help and --version texts of pe-workbench.
class HelpText
{
    Q_DECLARE_TR_FUNCTIONS(HelpText)

public:
    static constexpr int width = 100; // columns the help is wrapped to

    // Usage lines, what the program does, every option with its value and description, the exit
    // status and a few examples.
    static QString compose(const QList<QCommandLineOption> &options);
    // "pe-workbench 0.1.0" and the Qt version on a second line.
    static QString version();

private:
    static QString usage();
    static QString optionList(const QList<QCommandLineOption> &options);
    static QString examples();
};

} // namespace pe
