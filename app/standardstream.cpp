// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/standardstream.h"

#include <algorithm>
#include <cerrno>
#include <cstring>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <fcntl.h>
#include <unistd.h>
#endif

namespace pe {

StandardStream::StandardStream(int descriptor, QObject *parent)
    : QIODevice(parent)
    , m_descriptor(descriptor)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

qint64 StandardStream::readData(char *, qint64)
{
    return -1;
}

qint64 StandardStream::writeData(const char *data, qint64 size)
{
    if (m_error != 0)
        return -1;
    qint64 written = 0;
    while (written < size) {
        const qint64 chunk = std::min<qint64>(size - written, 1 << 20);
#ifdef Q_OS_WIN
        const qint64 n = ::_write(m_descriptor, data + written, static_cast<unsigned>(chunk));
#else
        const qint64 n = ::write(m_descriptor, data + written, static_cast<size_t>(chunk));
#endif
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            m_error = n < 0 ? errno : EIO;
            if (m_onFailure)
                m_onFailure();
            return -1;
        }
        written += n;
    }
    return written;
}

QString StandardStream::failureReason() const
{
    switch (m_error) {
    case 0:
        return {};
    case EBADF:
        return tr("it is closed");
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return tr("no space left on the device");
    case EFBIG:
        return tr("the file is too large");
    case EPIPE:
        return tr("the reading program has ended");
    default:
        return QString::fromLocal8Bit(std::strerror(m_error));
    }
}

void StandardStream::reserveClosedDescriptors()
{
#ifndef Q_OS_WIN
    for (int descriptor = 0; descriptor <= 2; ++descriptor) {
        if (::fcntl(descriptor, F_GETFD) != -1 || errno != EBADF)
            continue;
        const int opened = ::open("/dev/null", O_RDONLY);
        if (opened >= 0 && opened != descriptor) {
            ::dup2(opened, descriptor);
            ::close(opened);
        }
    }
#endif
}

} // namespace pe
