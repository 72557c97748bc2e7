// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/terminalprogress.h"

#include <cerrno>

#ifdef Q_OS_WIN
#include <io.h>
#else
#include <unistd.h>
#endif

namespace pe {

namespace {

    constexpr qint64 redrawMs = 200;

} // namespace

TerminalProgress::TerminalProgress(Kind kind, qint64 total, bool forced)
    : m_kind(kind)
    , m_total(total)
    , m_shown(forced || onTerminal())
{
    m_clock.start();
}

TerminalProgress::~TerminalProgress()
{
    if (m_drawn)
        write("\r\x1b[K"); // the line goes; the report's own output follows on standard output
}

bool TerminalProgress::onTerminal()
{
#ifdef Q_OS_WIN
    return ::_isatty(2) != 0;
#else
    return ::isatty(2) != 0;
#endif
}

QString TerminalProgress::text(Kind kind, qint64 done, qint64 total)
{
    const int percent = total > 0 ? static_cast<int>(done * 100 / total) : 100;
    if (kind == Kind::Training)
        return tr("Training: step %1 of %2 (%3 %)").arg(done).arg(total).arg(percent);
    return tr("Table: row %1 of %2 (%3 %)").arg(done).arg(total).arg(percent);
}

void TerminalProgress::update(qint64 done)
{
    if (!m_shown || (m_drawn && m_clock.elapsed() < redrawMs && done < m_total))
        return;
    m_clock.restart();
    m_drawn = true;
    write("\r\x1b[K" + text(m_kind, done, m_total).toUtf8());
}

void TerminalProgress::write(const QByteArray &bytes) const
{
    qsizetype written = 0;
    while (written < bytes.size()) {
#ifdef Q_OS_WIN
        const auto n = ::_write(2, bytes.constData() + written,
                                static_cast<unsigned>(bytes.size() - written));
#else
        const auto n
            = ::write(2, bytes.constData() + written, static_cast<size_t>(bytes.size() - written));
#endif
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return; // a sign of life only: nothing to report when it cannot be written
        written += n;
    }
}

} // namespace pe
