// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/scenariofile.h"
#include "app/argumentcodec.h"

#include <QFile>
#include <QHash>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace pe {

namespace {

    ScenarioFile::Contents load(const QString &fileName, qint64 limit)
    {
        ScenarioFile::Contents contents;
#ifdef Q_OS_UNIX
        const QByteArray name = ArgumentCodec::encode(fileName);
        int fd = -1;
        do
            fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
        while (fd < 0 && errno == EINTR);
        if (fd < 0) {
            contents.openError = qt_error_string(errno);
            return contents;
        }
        struct stat status = {};
        const bool regular = ::fstat(fd, &status) == 0 && S_ISREG(status.st_mode);
        // A pipe gives its bytes in pieces: read until the end (or past the limit).
        QByteArray &bytes = contents.bytes;
        char buffer[65536];
        while (bytes.size() < limit) {
            const ssize_t n = ::read(fd, buffer, sizeof buffer);
            if (n < 0 && errno == EINTR)
                continue;
            if (n < 0) {
                contents.openError = qt_error_string(errno);
                break;
            }
            if (n == 0)
                break;
            bytes.append(buffer, static_cast<qsizetype>(n));
        }
        ::close(fd);
        contents.size = regular ? qMax<qint64>(status.st_size, bytes.size()) : bytes.size();
        if (bytes.size() > limit)
            bytes.truncate(limit);
#else
        QFile file(fileName);
        if (!file.open(QIODevice::ReadOnly)) {
            contents.openError = file.errorString();
            return contents;
        }
        while (contents.bytes.size() < limit) {
            const QByteArray piece = file.read(limit - contents.bytes.size());
            if (piece.isEmpty())
                break;
            contents.bytes += piece;
        }
        contents.size = qMax<qint64>(file.size(), contents.bytes.size());
#endif
        return contents;
    }

} // namespace

const ScenarioFile::Contents &ScenarioFile::read(const QString &fileName, qint64 limit)
{
    static QHash<QString, Contents> read;
    const auto found = read.constFind(fileName);
    if (found != read.constEnd())
        return *found;
    return *read.insert(fileName, load(fileName, limit));
}

} // namespace pe
