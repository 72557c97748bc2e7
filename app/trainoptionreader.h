// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace pe {

// Reads --train TASK --scheme S [--dim D] [--steps N] [--seed S] [--train-length L]
// [--format text|json] into CommandLine::Settings::training. --dim has its own range here
// (8 to 64, default 16), so it is checked before OptionReader's wider one. Returns an empty
// string when the values were taken, else the one-line message naming the option, the value and
// what is allowed.
class TrainOptionReader
{
    Q_DECLARE_TR_FUNCTIONS(TrainOptionReader)

public:
    TrainOptionReader(const QCommandLineParser &parser, CommandLine::Settings *settings);

    QString read(const QStringList &formats);

private:
    bool isSet(const char *name) const;
    QString value(const char *name) const;
    QString readWhole(const char *name, qint64 low, qint64 high, qint64 *out) const;

    const QCommandLineParser &m_parser;
    CommandLine::Settings *m_settings;
};

} // namespace pe
