// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's wizard opened off screen for each test function, and the two ways the lesson tests
// reach into it: go to a step by its id, find a label of the current page by its objectName.
// A test class derives from QObject first, then from this.
#pragma once

#include "core/lessons/catalog/lessoncatalog.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QLabel>

namespace pe::lessontest {

class LessonWizardFixture
{
protected:
    void openWizard(const QString &lessonId)
    {
        closeWizard();
        m_wizard = new LessonWizard(LessonCatalog::lesson(lessonId));
        m_wizard->setAttribute(Qt::WA_DontShowOnScreen);
        m_wizard->show();
    }
    void closeWizard()
    {
        delete m_wizard;
        m_wizard = nullptr;
    }
    LessonPage *goTo(const QString &stepId)
    {
        const int index = m_wizard->lesson().indexOfStep(stepId);
        return m_wizard->goToStep(index) ? m_wizard->lessonPage(index) : nullptr;
    }
    QLabel *label(const QString &objectName) const
    {
        return m_wizard->currentPage()->findChild<QLabel *>(objectName);
    }

    LessonWizard *m_wizard = nullptr;
};

} // namespace pe::lessontest
