// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QIODevice>
#include <QString>

#include <functional>
#include <utility>

namespace pe {

// Standard output or standard error as a QIODevice that writes straight to the file descriptor
// and remembers why a write failed (a full disk, a closed descriptor), so that main() can say so
// and exit with 2 instead of claiming success. QTextStream(stdout) kept no reason, and its stdio
// buffer hid the failure until exit. After a failure, further writes fail at once.
class StandardStream : public QIODevice
{
    Q_OBJECT

public:
    explicit StandardStream(int descriptor, QObject *parent = nullptr);

    bool isSequential() const override { return true; }
    bool failed() const { return m_error != 0; }
    // Why the first write failed, translated; empty when none did.
    QString failureReason() const;

    // A closed standard output (pe-workbench >&-) must not let a later open() take number 1 and
    // receive the report: each of 0, 1 and 2 that is closed gets /dev/null opened read-only, so
    // writing there fails with EBADF ("closed"). Call first thing in main().
    static void reserveClosedDescriptors();
    // Called once, at the first failed write: main() says why and ends the run there, so a
    // report whose reader has gone (| head) stops at once instead of computing the rest.
    void setFailureHandler(std::function<void()> handler) { m_onFailure = std::move(handler); }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *data, qint64 size) override;

private:
    int m_descriptor;
    int m_error = 0; // errno of the first failed write
    std::function<void()> m_onFailure;
};

} // namespace pe
