// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QApplication>
#include <QElapsedTimer>
#include <QString>

#include <vector>

namespace pe::bench {

// bench_window's application with PEW_BENCH_TIMELINE=1: while clock is set, the events it handled
// for longer than 0.2 ms, outermost only (what the main thread did after a key), each by when it
// began and ended on that clock.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    struct Handled
    {
        qint64 from;
        qint64 to;
        int type;
        QString receiver; // class/objectName
    };
    bool notify(QObject *receiver, QEvent *event) override;

    const QElapsedTimer *clock = nullptr;
    std::vector<Handled> handled;

private:
    int m_depth = 0;
};

} // namespace pe::bench
