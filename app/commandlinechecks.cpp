// SPDX-License-Identifier: GPL-3.0-or-later
// CommandLine's rules for how the arguments are written, whatever the report: a known option,
// a value where one is due and none on a switch, each option once, no space around a value; and
// the names shown in its messages.
#include "app/commandline.h"
#include "app/commandlinecatalog.h"

namespace pe {

bool CommandLine::failParse(const QStringList &arguments)
{
    const QString qtMessage = m_parser.errorText();
    if (!m_parser.unknownOptionNames().isEmpty()) {
        QStringList names;
        for (const CommandLineCatalog::OptionInfo &info : CommandLineCatalog::options())
            names.append(CommandLineCatalog::dashed(QString::fromLatin1(info.name)));
        return fail(qtMessage + QLatin1Char(' ')
                    + tr("The options are %1.").arg(names.join(QLatin1String(", "))));
    }
    // A switch written with a value: --off=3.
    for (const QString &argument : arguments) {
        const qsizetype equals = argument.indexOf(QLatin1Char('='));
        if (!argument.startsWith(QLatin1String("--")) || equals < 0)
            continue;
        const QString name = argument.mid(2, equals - 2);
        for (const QCommandLineOption &option : std::as_const(m_options)) {
            if (option.valueName().isEmpty() && option.names().contains(name))
                return fail(tr("%1: %2 takes no value; write just %2.")
                                .arg(argument, CommandLineCatalog::dashed(name)));
        }
    }
    // QCommandLineParser only misses a value at the very end of the arguments.
    const QString last = arguments.isEmpty() ? QString() : arguments.constLast();
    for (int k = 0; k < m_options.size(); ++k) {
        const QCommandLineOption &option = m_options.at(k);
        if (!option.valueName().isEmpty()
            && last == CommandLineCatalog::dashed(option.names().constLast()))
            return fail(qtMessage + QLatin1Char(' ') + last + QLatin1Char(' ') + option.valueName()
                        + QLatin1String(": ") + option.description());
    }
    return fail(qtMessage + QLatin1Char(' ') + tr("See pe-workbench --help."));
}

// One rule for switches and values alike: each option at most once (-h and --help are one).
bool CommandLine::checkRepeats()
{
    const QStringList found = m_parser.optionNames();
    for (const QCommandLineOption &option : std::as_const(m_options)) {
        qsizetype times = 0;
        for (const QString &name : found)
            times += option.names().contains(name) ? 1 : 0;
        if (times < 2)
            continue;
        const QString name = CommandLineCatalog::dashed(option.names().constLast());
        if (option.valueName().isEmpty())
            return fail(tr("%1 is given %2 times; give it once.").arg(name).arg(times));
        return fail(tr("%1 is given %2 times (%3); give it once.")
                        .arg(name)
                        .arg(times)
                        .arg(m_parser.values(option).join(QLatin1String(", "))));
    }
    return true;
}

// One rule for every value: taken exactly as written, so " 8" is refused by --dim as much as by
// --base or --layout (Qt's number parsing alone would accept it for some and not for others).
bool CommandLine::checkSpaces()
{
    for (const QCommandLineOption &option : std::as_const(m_options)) {
        if (option.valueName().isEmpty() || !m_parser.isSet(option))
            continue;
        const QString value = m_parser.value(option);
        if (value.trimmed() == value)
            continue;
        const QString name = CommandLineCatalog::dashed(option.names().constLast());
        return fail(tr("%1: \"%2\" has a space before or after the value; write it without.")
                        .arg(name, value)
                    + QLatin1Char(' ') + name + QLatin1Char(' ') + option.valueName()
                    + QLatin1String(": ") + option.description());
    }
    return true;
}

QString CommandLine::shown(const QString &name) const
{
    // A switch has no value to ask for: Qt 6.6+ warns on standard error when asked ("option not
    // expecting values"), before our own one line.
    bool takesValue = false;
    for (const QCommandLineOption &option : std::as_const(m_options))
        takesValue = takesValue || (option.names().contains(name) && !option.valueName().isEmpty());
    const QString value = takesValue ? m_parser.value(name) : QString();
    return value.isEmpty() ? CommandLineCatalog::dashed(name)
                           : CommandLineCatalog::dashed(name) + QLatin1Char(' ') + value;
}

QString CommandLine::allowedFor(const QString &name) const
{
    QStringList modes;
    for (const Rule &rule : rules()) {
        if (rule.options.contains(name))
            modes.append(rule.valueName.isEmpty() ? CommandLineCatalog::dashed(rule.option)
                                                  : CommandLineCatalog::dashed(rule.option)
                                 + QLatin1Char(' ') + rule.valueName);
    }
    return modes.join(tr(" or "));
}

} // namespace pe
