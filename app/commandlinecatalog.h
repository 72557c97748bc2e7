// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace pe {

// A report mode: its own option, the further options it takes, its formats (the first is the
// default). New modes are one more entry in CommandLineCatalog::rules() (commandlinerules.cpp)
// and one more runner in ModeTable (modetable.cpp).
struct CommandLine::Rule
{
    Mode mode;
    QString option;
    QString valueName;
    QStringList options;
    QStringList formats;
};

// What the command line declares: every option with its help text (in the order of --help) and
// every report mode with the options it takes. CommandLine reads by these lists; tests generate
// their cases from them.
class CommandLineCatalog
{
public:
    struct OptionInfo
    {
        const char *name;
        const char *shortName; // nullptr: long name only
        const char *valueName; // nullptr: a switch
        const char *description; // QT_TRANSLATE_NOOP("CommandLine", ...)
    };

    static const QList<OptionInfo> &options();
    static const QList<CommandLine::Rule> &rules();
    // "--name"
    static QString dashed(const QString &name) { return QLatin1String("--") + name; }
};

} // namespace pe
