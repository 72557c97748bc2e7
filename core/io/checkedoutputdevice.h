// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIODevice>
#include <QString>

namespace pe {

// A write-only device in front of another one that hands on every byte: a short write (a disk
// that fills up, a file-size limit) is retried with the rest, which then fails with the
// system's reason. QTextStream and QIODevice::write alone report a short write as success and
// drop the rest. After the first failure every write fails and failure() says why.
class CheckedOutputDevice : public QIODevice
{
    Q_OBJECT

public:
    explicit CheckedOutputDevice(QIODevice *target, QObject *parent = nullptr);

    bool failed() const { return m_failed; }
    QString failure() const { return m_failure; }
    qint64 bytesHandedOn() const { return m_written; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    QIODevice *m_target;
    bool m_failed = false;
    QString m_failure;
    qint64 m_written = 0;
};

} // namespace pe
