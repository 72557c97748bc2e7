// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/benchmarks/screenwatcher.h"

#include <QMutexLocker>

#include <xcb/damage.h>

#include <poll.h>

#include <cstdlib>

namespace pe::bench {

ScreenWatcher::ScreenWatcher(xcb_connection_t *connection, const QElapsedTimer &clock)
    : m_connection(connection)
    , m_clock(clock)
{
}

ScreenWatcher::~ScreenWatcher()
{
    m_stop = true;
    wait();
    xcb_disconnect(m_connection);
}

QString ScreenWatcher::watch()
{
    const xcb_query_extension_reply_t *extension
        = xcb_get_extension_data(m_connection, &xcb_damage_id);
    if (!extension || !extension->present)
        return QStringLiteral("the X server has no DAMAGE extension");
    m_firstEvent = extension->first_event;
    xcb_damage_query_version_reply_t *version = xcb_damage_query_version_reply(
        m_connection, xcb_damage_query_version(m_connection, 1, 1), nullptr);
    if (!version)
        return QStringLiteral("the X server did not answer the DAMAGE version query");
    free(version);
    const xcb_window_t root = xcb_setup_roots_iterator(xcb_get_setup(m_connection)).data->root;
    xcb_damage_create(m_connection, xcb_generate_id(m_connection), root,
                      XCB_DAMAGE_REPORT_LEVEL_RAW_RECTANGLES);
    xcb_flush(m_connection);
    return {};
}

std::vector<ScreenWatcher::Drawing> ScreenWatcher::takeDrawings()
{
    const QMutexLocker lock(&m_drawingsMutex);
    std::vector<Drawing> drawings;
    drawings.swap(m_drawings);
    return drawings;
}

void ScreenWatcher::run()
{
    pollfd descriptor { xcb_get_file_descriptor(m_connection), POLLIN, 0 };
    while (!m_stop) {
        while (xcb_generic_event_t *event = xcb_poll_for_event(m_connection)) {
            if ((event->response_type & 0x7f) == m_firstEvent + XCB_DAMAGE_NOTIFY) {
                m_lastChange = m_clock.nsecsElapsed();
                ++m_changes;
                if (m_timeline) {
                    const auto *notify = reinterpret_cast<const xcb_damage_notify_event_t *>(event);
                    const QMutexLocker lock(&m_drawingsMutex);
                    m_drawings.push_back({ m_lastChange.load(),
                                           QRect(notify->area.x, notify->area.y, notify->area.width,
                                                 notify->area.height) });
                }
            }
            free(event);
        }
        if (xcb_connection_has_error(m_connection)) {
            m_failed = true;
            return;
        }
        poll(&descriptor, 1, 20);
    }
}

} // namespace pe::bench
