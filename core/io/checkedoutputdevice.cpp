// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/checkedoutputdevice.h"

namespace pe {

CheckedOutputDevice::CheckedOutputDevice(QIODevice *target, QObject *parent)
    : QIODevice(parent)
    , m_target(target)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

qint64 CheckedOutputDevice::readData(char *, qint64)
{
    return -1;
}

qint64 CheckedOutputDevice::writeData(const char *data, qint64 size)
{
    if (m_failed)
        return -1;
    qint64 done = 0;
    while (done < size) {
        const qint64 n = m_target->write(data + done, size - done);
        if (n <= 0) {
            m_failed = true;
            m_failure = m_target->errorString();
            return -1;
        }
        done += n;
        m_written += n;
    }
    return size;
}

} // namespace pe
