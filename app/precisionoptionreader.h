// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

#include <QCoreApplication>
#include <QString>

class QCommandLineParser;

namespace pe {

// Reads --precision TYPE [--variant V] and --nearest's --positions N into CommandLine::Settings
// (after OptionReader has read --dim, --base and --format; --precision's --positions as --table's).
// Returns an empty string when the values were taken, else the one-line message naming the option,
// the value and what is allowed.
class PrecisionOptionReader
{
    Q_DECLARE_TR_FUNCTIONS(PrecisionOptionReader)

public:
    PrecisionOptionReader(const QCommandLineParser &parser, CommandLine::Settings *settings);

    QString read(CommandLine::Mode mode);

private:
    QString readPrecision();
    QString readNearest();

    const QCommandLineParser &m_parser;
    CommandLine::Settings *m_settings;
};

} // namespace pe
