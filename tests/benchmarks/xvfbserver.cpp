// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/benchmarks/xvfbserver.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QThread>

namespace pe::bench {

XvfbServer::~XvfbServer()
{
    for (QProcess *process : { &m_windowManager, &m_xvfb }) {
        process->terminate();
        process->waitForFinished(3000);
    }
}

QString XvfbServer::start()
{
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
    if (xvfb.isEmpty())
        return QStringLiteral("no Xvfb installed");
    int number = 90;
    while (QFileInfo::exists(QStringLiteral("/tmp/.X11-unix/X%1").arg(number))
           || QFileInfo::exists(QStringLiteral("/tmp/.X%1-lock").arg(number)))
        ++number;
    m_display = QStringLiteral(":%1").arg(number);
    m_xvfb.start(xvfb,
                 { m_display, QStringLiteral("-screen"), QStringLiteral("0"),
                   QStringLiteral("1920x1080x24"), QStringLiteral("-nolisten"),
                   QStringLiteral("tcp") });
    if (!m_xvfb.waitForStarted(5000))
        return QStringLiteral("Xvfb did not start");
    QElapsedTimer waited;
    waited.start();
    while (!QFileInfo::exists(QStringLiteral("/tmp/.X11-unix/X%1").arg(number))) {
        if (waited.elapsed() > 10000 || m_xvfb.state() != QProcess::Running)
            return QStringLiteral("Xvfb did not open display %1").arg(m_display);
        QThread::msleep(20);
    }
    QThread::msleep(200);
    const QString openbox = QStandardPaths::findExecutable(QStringLiteral("openbox"));
    if (!openbox.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("DISPLAY"), m_display);
        m_windowManager.setProcessEnvironment(environment);
        m_windowManager.start(openbox, {});
        m_windowManager.waitForStarted(5000);
        QThread::msleep(500);
    }
    return {};
}

} // namespace pe::bench
