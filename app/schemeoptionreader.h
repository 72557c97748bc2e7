// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

#include <QCoreApplication>
#include <QString>

class QCommandLineParser;

namespace pe {

// Reads --rope, --alibi, --profile and --context-scaling and their options into
// CommandLine::Settings::scheme (after OptionReader::readCommon has read --dim, --base and
// --format). Each method returns an empty string when the values were taken, else the one-line
// message naming the option, the value and what is allowed.
class SchemeOptionReader
{
    Q_DECLARE_TR_FUNCTIONS(SchemeOptionReader)

public:
    static constexpr int maxLength = 4096; // --alibi --length
    static constexpr int maxDistances = 100000; // --profile --distances
    static constexpr qint64 maxTerms = 10000000; // distances × pairs (or × heads)
    // --scale: below 10^-6, θᵢ/s and the wavelengths leave the doubles (1e-320 gave infinity).
    static constexpr double minScale = 1e-6;
    static constexpr double maxScale = 1e6;
    static constexpr double maxComponent = 1e6; // |--query / --key component|

    SchemeOptionReader(const QCommandLineParser &parser, CommandLine::Settings *settings);

    QString read(CommandLine::Mode mode);

private:
    QString readRope();
    QString readAlibi();
    QString readProfile();
    QString readContextScaling();
    QString readHeads();
    QString readVector(const QString &name, std::vector<double> *out);
    bool isSet(const char *name) const;
    QString value(const char *name) const;

    const QCommandLineParser &m_parser;
    CommandLine::Settings *m_settings;
};

} // namespace pe
