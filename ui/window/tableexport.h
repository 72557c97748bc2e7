// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <QString>

QT_BEGIN_NAMESPACE
class QThread;
class QWidget;
QT_END_NAMESPACE

namespace pe {

// File → Export Table as CSV for one table: written on its own thread while the window goes on,
// with a window-modal progress dialog and Cancel. Its texts stay in the pe::MainActions context.
class TableExport
{
public:
    enum class Outcome { Written, Cancelled, Failed };
    // Writes positions 0 .. count - 1 of encoding (a copy: the model may change meanwhile);
    // returns when done or cancelled.
    Outcome run(Encoding encoding, qint64 count, const QString &file, QWidget *parent,
                QString *reason);
    // The writing thread while run() is on (nullptr else): for tests.
    QThread *thread() const { return m_thread; }

private:
    QThread *m_thread = nullptr;
};

} // namespace pe
