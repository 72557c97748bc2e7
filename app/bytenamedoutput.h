// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace pe {

// An --output file whose name is not UTF-8 (a Latin-1 "café.png" from an old archive): Qt 6
// encodes every file name as UTF-8, so the exporter cannot create it. The exporter writes a
// temporary file with a plain name in the same folder instead, and finish() renames it to the
// exact bytes given. Such a name that is a symbolic link is written through to its target, as
// Qt writes through a UTF-8 link. For any other name nothing changes: path() is the name itself.
class ByteNamedOutput
{
    Q_DECLARE_TR_FUNCTIONS(ByteNamedOutput)

public:
    // output as ArgumentCodec decoded it.
    explicit ByteNamedOutput(const QString &output);

    // Makes the output's folder the working directory (its name may not be UTF-8 either).
    // Returns a one-line message when that fails, else an empty string.
    QString prepare();
    // The name to give the exporter.
    QString path() const { return m_path; }
    // Moves the written file to its name. exportError is the exporter's message (empty when it
    // wrote the file); returns the message to print, with the temporary name replaced by the
    // user's, or an empty string on success.
    QString finish(const QString &exportError) const;

private:
    QString m_output;
    QString m_path;
    QByteArray m_name; // the file's name in its folder, as bytes; empty when not needed
    QByteArray m_standIn; // a link with a plain name to the target of the given link, if any
};

} // namespace pe
