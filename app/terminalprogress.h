// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>

namespace pe {

// A sign of life for the long reports (--train, a large --table) when standard error is a
// terminal: one line, redrawn in place at most a few times a second ("\r"), cleared at the end.
// When standard error is not a terminal (a script, a file, a test) nothing at all is written, so
// the contract holds: nothing on standard error on success.
class TerminalProgress
{
    Q_DECLARE_TR_FUNCTIONS(TerminalProgress)

public:
    enum class Kind { Training, Table };

    // total: the steps or rows to come. forced: draw even when not a terminal (tests).
    TerminalProgress(Kind kind, qint64 total, bool forced = false);
    ~TerminalProgress();
    TerminalProgress(const TerminalProgress &) = delete;
    TerminalProgress &operator=(const TerminalProgress &) = delete;

    bool isShown() const { return m_shown; }
    void update(qint64 done);
    // The line for done of total, without the redrawing.
    static QString text(Kind kind, qint64 done, qint64 total);
    // Whether standard error is a terminal.
    static bool onTerminal();

private:
    void write(const QByteArray &bytes) const;

    Kind m_kind;
    qint64 m_total;
    bool m_shown;
    bool m_drawn = false;
    QElapsedTimer m_clock;
};

} // namespace pe
