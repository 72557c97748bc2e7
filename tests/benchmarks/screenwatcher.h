// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QMutex>
#include <QRect>
#include <QString>
#include <QThread>

#include <xcb/xcb.h>

#include <atomic>
#include <cstdint>
#include <vector>

namespace pe::bench {

// Told by the X server (DAMAGE extension, raw rectangles on the root window) each time something
// is drawn on the screen, on a thread of its own with its own connection; remembers when that last
// happened on the clock it is given. Reading the screen back instead (8 MB a read) took more of
// the two cores than the app it measured.
class ScreenWatcher : public QThread
{
public:
    ScreenWatcher(xcb_connection_t *connection, const QElapsedTimer &clock);
    ~ScreenWatcher() override; // disconnects
    // Empty when the server tracks damage for this connection from now on, else why not.
    QString watch();
    qint64 lastChange() const { return m_lastChange; }
    qint64 changes() const { return m_changes; }
    bool failed() const { return m_failed; } // the connection broke
    // With a timeline: every drawing from now on is kept, for takeDrawings().
    void keepTimeline() { m_timeline = true; }
    struct Drawing
    {
        qint64 at;
        QRect area;
    };
    // The drawings kept, emptied.
    std::vector<Drawing> takeDrawings();

protected:
    void run() override;

private:
    xcb_connection_t *m_connection;
    const QElapsedTimer &m_clock;
    uint8_t m_firstEvent = 0;
    std::atomic<bool> m_stop { false };
    std::atomic<bool> m_failed { false };
    std::atomic<qint64> m_lastChange { 0 };
    std::atomic<qint64> m_changes { 0 };
    std::atomic<bool> m_timeline { false };
    QMutex m_drawingsMutex;
    std::vector<Drawing> m_drawings;
};

} // namespace pe::bench
