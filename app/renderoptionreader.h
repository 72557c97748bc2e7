// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

#include <QCoreApplication>
#include <QString>

class QCommandLineParser;

namespace pe {

// Reads --render VIEW --output FILE and the view's parameters (--size, --dim, --base,
// --positions N, --compare P,Q, --off, --layout, --palette, and --compare-position for a lesson
// step) into CommandLine::Settings, for OptionReader::readRender. Returns an empty string when the
// values were taken, else the one-line message naming the option, the value and what is allowed.
// Its messages stay in OptionReader's context, the key of their translations.
class RenderOptionReader
{
    Q_DECLARE_TR_FUNCTIONS(OptionReader)

public:
    RenderOptionReader(const QCommandLineParser &parser, CommandLine::Settings *settings);

    QString read();

private:
    bool isSet(const char *name) const;
    QString value(const char *name) const;
    QString readTarget();
    QString readSize();

    const QCommandLineParser &m_parser;
    CommandLine::Settings *m_settings;
};

} // namespace pe
