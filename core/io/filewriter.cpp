// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/filewriter.h"

#include "core/io/checkedoutputdevice.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

namespace pe {

namespace {

    // The system's reason, or a plain one when it gave none.
    QString reasonOf(const QString &reason)
    {
        return reason.isEmpty() || reason == QLatin1String("Unknown error")
            ? FileWriter::tr("the data could not be written completely")
            : reason;
    }

    // Everything `produce` writes goes to the file through a CheckedOutputDevice (no short write
    // goes unnoticed) and is flushed; empty when all of it arrived, else the reason.
    QString fill(QFileDevice &file, const std::function<bool(QIODevice &)> &produce)
    {
        CheckedOutputDevice checked(&file);
        const bool complete = produce(checked);
        if (checked.failed())
            return reasonOf(checked.failure());
        if (!complete) // the producer stopped before the end: the user cancelled
            return FileWriter::cancelled();
        if (!file.flush() || file.error() != QFileDevice::NoError)
            return reasonOf(file.errorString());
        return {};
    }

    QString writeTo(const QString &fileName, const std::function<bool(QIODevice &)> &produce)
    {
        if (!FileWriter::replacesAtomically(fileName)) {
            // QSaveFile would put its temporary file next to the device and rename it over the
            // device node: a pipe or a device is written as it is.
            QFile device(fileName);
            if (!device.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
                return reasonOf(device.errorString());
            const QString reason = fill(device, produce);
            device.close();
            return reason;
        }
        QSaveFile file(fileName);
        // Unbuffered: every short write reaches CheckedOutputDevice, which learns the reason.
        if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return reasonOf(file.errorString());
        // The reason is read before commit(), which closes the file and forgets it.
        const QString reason = fill(file, produce);
        if (!reason.isEmpty()) {
            file.cancelWriting(); // the temporary file goes, the old file stays
            return reason;
        }
        if (!file.commit())
            return reasonOf(file.errorString());
        return {};
    }

} // namespace

bool FileWriter::replacesAtomically(const QString &fileName)
{
    const QFileInfo info(fileName);
    if (!info.exists())
        return true; // a new file, or a dangling link: QSaveFile reports what fails
    // QFileInfo follows links: a link to /dev/full is a device. A directory is left to
    // QSaveFile, which refuses it with its own message.
    return info.isFile() || info.isDir();
}

QString FileWriter::write(const QString &fileName, const QByteArray &bytes)
{
    return writeTo(fileName, [&bytes](QIODevice &device) {
        device.write(bytes);
        return true;
    });
}

QString FileWriter::writeText(const QString &fileName,
                              const std::function<void(QTextStream &)> &produce)
{
    return writeTo(fileName, [&produce](QIODevice &device) {
        QTextStream out(&device);
        out.setEncoding(QStringConverter::Utf8);
        produce(out);
        out.flush();
        return out.status() == QTextStream::Ok; // a producer that stops sets WriteFailed
    });
}

QString FileWriter::cancelled()
{
    return tr("the export was cancelled");
}

} // namespace pe
