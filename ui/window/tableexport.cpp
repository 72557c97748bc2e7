// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/tableexport.h"

#include "ui/common/viewexporter.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProgressDialog>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <limits>

namespace pe {

// The writer runs on its own thread while the window goes on (repaints, the clock's timer); a
// window-modal progress dialog shows after 300 ms and its Cancel stops the writer at the next
// chunk of rows, leaving the old file as it was.
TableExport::Outcome TableExport::run(Encoding encoding, qint64 count, const QString &file,
                                      QWidget *parent, QString *reason)
{
    std::atomic<qint64> rows { 0 };
    std::atomic<bool> cancel { false };
    bool ok = false;
    QProgressDialog progress(
        QCoreApplication::translate("pe::MainActions", "Writing the table to \"%1\"…").arg(file),
        QCoreApplication::translate("pe::MainActions", "Cancel"), 0,
        int(std::min<qint64>(count, std::numeric_limits<int>::max())), parent);
    progress.setObjectName(QStringLiteral("tableExportProgress"));
    progress.setWindowTitle(QCoreApplication::translate("pe::MainActions", "Export Table as CSV"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    progress.setAutoReset(false);
    progress.setAutoClose(false);
    QObject::connect(&progress, &QProgressDialog::canceled, &progress,
                     [&cancel] { cancel = true; });
    m_thread = QThread::create([&] {
        ok = ViewExporter::exportTableCsv(encoding, count, file, reason, [&](qint64 written) {
            rows = written;
            return !cancel.load();
        });
    });
    QEventLoop loop;
    QObject::connect(m_thread, &QThread::finished, &loop, &QEventLoop::quit);
    QTimer poll;
    poll.setInterval(100);
    QObject::connect(&poll, &QTimer::timeout, &progress, [&] {
        if (progress.wasCanceled()) // Cancel pressed, or Esc, or cancel() called
            cancel = true;
        else
            progress.setValue(int(rows.load()));
    });
    m_thread->start();
    poll.start();
    progress.setValue(0);
    loop.exec();
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    if (cancel)
        return Outcome::Cancelled;
    return ok ? Outcome::Written : Outcome::Failed;
}

} // namespace pe
