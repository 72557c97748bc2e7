// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>

QT_BEGIN_NAMESPACE
class QTextStream;
QT_END_NAMESPACE

namespace pe {

// Writes a whole file so that it is either all there or unchanged: into a temporary file beside
// it (QSaveFile), renamed over the old one only when every byte has been written, so a full
// disk, a file-size limit or a vanished directory leave the previous file as it was and no
// temporary file behind. A target that is not a regular file (a device, a pipe) cannot be
// replaced: it is written straight, still checked. Every exported file goes through here.
class FileWriter
{
    Q_DECLARE_TR_FUNCTIONS(FileWriter)

public:
    // Empty when the file was written, else the reason (the system's words, without the file
    // name: the caller names the file and what it was for).
    static QString write(const QString &fileName, const QByteArray &bytes);
    // Text written by `produce` as UTF-8, streamed (a table of millions of rows stays on disk).
    // A producer that stops early sets the stream's status to WriteFailed: the old file stays,
    // and the reason is cancelled().
    static QString writeText(const QString &fileName,
                             const std::function<void(QTextStream &)> &produce);

    static QString cancelled();
    // Whether the file name would be replaced atomically (a new or a regular file).
    static bool replacesAtomically(const QString &fileName);
};

} // namespace pe
