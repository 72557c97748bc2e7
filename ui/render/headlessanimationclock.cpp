// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/render/headlessanimationclock.h"

namespace pe {

HeadlessAnimationClock::HeadlessAnimationClock()
{
    install(); // animations already running go on from here, on this clock
}

HeadlessAnimationClock::~HeadlessAnimationClock()
{
    uninstall();
}

void HeadlessAnimationClock::finishAll()
{
    constexpr qint64 hour = 3600 * 1000;
    m_elapsed += hour;
    advance(); // the animations take their values at the new time and the finished ones stop
}

qint64 HeadlessAnimationClock::elapsed() const
{
    return isRunning() ? m_elapsed : 0;
}

void HeadlessAnimationClock::start()
{
    m_elapsed = 0; // the animation system counts from the driver's start
    QAnimationDriver::start();
}

} // namespace pe
