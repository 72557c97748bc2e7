// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace pe {

// The command-line arguments as QStrings that keep every byte. Qt 6 decodes argv as UTF-8
// (QCoreApplication::arguments(), QFile::decodeName) and turns bytes that are not UTF-8, such as
// a Latin-1 file name, into U+FFFD: the file would be written under another name. Here each such
// byte b becomes the lone surrogate U+DC00 + b instead (as Python's "surrogateescape"), which
// encode() turns back into b and ControlEscape shows as \xHH.
class ArgumentCodec
{
public:
    // QFile::decodeName(argument) when it is valid UTF-8, else the escaped decoding above (on
    // Windows, where argv is in the ANSI code page: QString::fromLocal8Bit).
    static QString decode(const QByteArray &argument);
    static QStringList decode(int argc, const char *const *argv);
    // The bytes decode() read: UTF-8 with the escaped bytes restored.
    static QByteArray encode(const QString &argument);
    // Whether argument holds escaped bytes, so that Qt's file classes cannot name it.
    static bool hasEscapedBytes(const QString &argument);
};

} // namespace pe
