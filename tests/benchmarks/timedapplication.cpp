// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/benchmarks/timedapplication.h"

namespace pe::bench {

bool TimedApplication::notify(QObject *receiver, QEvent *event)
{
    if (!clock || m_depth > 0) {
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        return result;
    }
    // Named before: the event may delete its receiver (DeferredDelete).
    const QString name = QString::fromLatin1(receiver->metaObject()->className()) + QLatin1Char('/')
        + receiver->objectName();
    const qint64 from = clock->nsecsElapsed();
    const int type = event->type();
    ++m_depth;
    const bool result = QApplication::notify(receiver, event);
    --m_depth;
    const qint64 to = clock->nsecsElapsed();
    if (to - from > 200'000)
        handled.push_back({ from, to, type, name });
    return result;
}

} // namespace pe::bench
