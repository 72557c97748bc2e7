// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/consolestreams.h"
#include "core/text/controlescape.h"

#include <QCoreApplication>
#include <QStringConverter>

namespace pe {

StandardStream &ConsoleStreams::outputDevice()
{
    static StandardStream device(1);
    return device;
}

QTextStream &ConsoleStreams::out()
{
    static QTextStream stream(&outputDevice());
    static const bool utf8 = [] {
        stream.setEncoding(QStringConverter::Utf8);
        return true;
    }();
    Q_UNUSED(utf8)
    return stream;
}

QTextStream &ConsoleStreams::err()
{
    static StandardStream device(2);
    static QTextStream stream(&device);
    static const bool utf8 = [] {
        stream.setEncoding(QStringConverter::Utf8);
        return true;
    }();
    Q_UNUSED(utf8)
    return stream;
}

void ConsoleStreams::printError(const QString &message)
{
    err() << QStringLiteral("pe-workbench: ") << ControlEscape::escaped(message) << '\n';
    err().flush();
}

void ConsoleStreams::printOutputFailure()
{
    printError(QCoreApplication::translate("main",
                                           "cannot write to standard output (%1); the output is "
                                           "incomplete.")
                   .arg(outputDevice().failureReason()));
}

bool ConsoleStreams::finishOutput()
{
    out().flush();
    if (!outputDevice().failed() && out().status() == QTextStream::Ok)
        return true;
    printOutputFailure();
    return false;
}

} // namespace pe
