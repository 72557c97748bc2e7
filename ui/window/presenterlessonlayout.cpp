// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presenterlessonlayout.h"

#include "ui/lessons/wizard/lessonwizard.h"
#include "ui/window/presenterstepbadge.h"

#include <QScrollArea>
#include <QWizardPage>

#include <utility>

namespace pe {

void PresenterLessonLayout::adapt(LessonWizard *wizard)
{
    m_badge = new PresenterStepBadge(wizard, wizard->lesson().stepCount());
    // A page wider than a small projector even at the smallest zoom scrolls across rather
    // than losing its right edge.
    for (QScrollArea *area : wizard->findChildren<QScrollArea *>())
        if (area->horizontalScrollBarPolicy() == Qt::ScrollBarAlwaysOff
            && qobject_cast<QWizardPage *>(area->parentWidget())) {
            area->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
            m_scrollAreas.append(area);
        }
}

void PresenterLessonLayout::setBadgeShown(bool shown)
{
    if (m_badge)
        m_badge->setVisible(shown);
}

void PresenterLessonLayout::restore()
{
    delete m_badge.data();
    for (const QPointer<QScrollArea> &area : std::as_const(m_scrollAreas))
        if (area)
            area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scrollAreas.clear();
}

} // namespace pe
