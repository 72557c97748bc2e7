// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace pe {

// The bytes of a --scenario file, read once per process. main() parses the command line twice
// (before and after the translators are installed); a second open() would hang on a named pipe
// whose writer has gone and find nothing left in <(cat F) or /dev/stdin. The file is opened by
// the bytes of its name (ArgumentCodec), so a name that is not UTF-8 is found as --output finds
// it. At most limit bytes are kept (one more than a scenario may have, so that a file that is
// too large is still caught by the reader).
class ScenarioFile
{
public:
    struct Contents
    {
        QByteArray bytes;
        QString openError; // why it could not be opened or read (the system's words); empty else
        qint64 size = 0; // a regular file's size; else the bytes read
    };

    static const Contents &read(const QString &fileName, qint64 limit);
};

} // namespace pe
