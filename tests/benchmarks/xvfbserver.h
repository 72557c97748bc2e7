// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QProcess>
#include <QString>

namespace pe::bench {

// bench_window's own X server: Xvfb at 1920 × 1080 on a free display, with openbox when it is
// installed (a maximised window is then 1920 × 1061, as on a desktop). Both end with the object.
class XvfbServer
{
public:
    XvfbServer() = default;
    ~XvfbServer();
    XvfbServer(const XvfbServer &) = delete;
    XvfbServer &operator=(const XvfbServer &) = delete;

    // Starts the server; empty when it runs, else why not (no Xvfb, no display opened).
    QString start();
    QString display() const { return m_display; } // ":90" and up

private:
    QProcess m_xvfb;
    QProcess m_windowManager;
    QString m_display;
};

} // namespace pe::bench
