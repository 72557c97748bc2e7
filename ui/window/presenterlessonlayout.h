// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPointer>

class QScrollArea;

namespace pe {

class LessonWizard;
class PresenterStepBadge;

// A lesson on a projector: the step number stays in view (PresenterStepBadge) and a page wider
// than a small projector scrolls across. restore() takes the badge away and puts the pages' scroll
// bars back; a lesson closed meanwhile took both with it.
class PresenterLessonLayout
{
public:
    // The badge is made hidden: shown once the lesson is on its screen.
    void adapt(LessonWizard *wizard);
    // Hidden while the screen is blanked; nothing when no lesson is presented.
    void setBadgeShown(bool shown);
    void restore();

private:
    QPointer<PresenterStepBadge> m_badge;
    QList<QPointer<QScrollArea>> m_scrollAreas; // a lesson's pages, scrolling across meanwhile
};

} // namespace pe
