// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace pe {

// Reads the values of a report's options from a parsed command line into CommandLine::Settings,
// checking each with ParameterLimits. Every method returns an empty string when the values were
// taken, else the one-line message that names the option, the value and what is allowed.
class OptionReader
{
    Q_DECLARE_TR_FUNCTIONS(OptionReader)

public:
    OptionReader(const QCommandLineParser &parser, CommandLine::Settings *settings);

    // --dim, --base, --layout and --format (formats: those of the mode, the default first).
    QString readCommon(const QString &modeOption, const QStringList &formats);
    QString readLayout(); // --layout
    QString readCompare(); // --compare P,Q and --off
    QString readTable(); // --positions N | A-B, and the table's size
    QString readShift(); // --shift R and --from K
    // --render VIEW --output FILE and the view's parameters (--size, --dim, --base, --positions N,
    // --compare P,Q, --off, --layout, --palette, and --compare-position for a lesson step), read
    // by RenderOptionReader.
    QString readRender();
    // --lesson ID or --worksheet ID, and --compare-position Q.
    QString readLesson(const QString &modeOption);
    // --worksheet's --output FILE (needed by pdf and html) and --answers.
    QString readWorksheetOutput();
    // The views --render VIEW draws (main, then the window's views but the table); a lesson step
    // is lesson:ID:N besides.
    static QStringList renderViews();

private:
    bool isSet(const char *name) const;
    QString value(const char *name) const;

    const QCommandLineParser &m_parser;
    CommandLine::Settings *m_settings;
};

} // namespace pe
