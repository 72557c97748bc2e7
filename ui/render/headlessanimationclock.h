// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAnimationDriver>

namespace pe {

// While it lives, the clock of every animation of this thread (a QAnimationDriver in place of
// the wall clock): it stands still until finishAll() moves it an hour on, so a headless picture
// shows each animation at its end whatever the machine's speed. Widgets animate on their own,
// with animations we cannot reach (a line edit fades its clear button in over 160 ms, from an
// animation with no parent); a slow machine caught them half-way.
class HeadlessAnimationClock : public QAnimationDriver
{
public:
    HeadlessAnimationClock();
    ~HeadlessAnimationClock() override;
    HeadlessAnimationClock(const HeadlessAnimationClock &) = delete;
    HeadlessAnimationClock &operator=(const HeadlessAnimationClock &) = delete;

    // Every animation of finite length that runs now reaches its end.
    void finishAll();

    qint64 elapsed() const override;

protected:
    void start() override;

private:
    qint64 m_elapsed = 0; // milliseconds since start(), the animations' time
};

} // namespace pe
