// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's wizard opened off screen for each test function, and the ways the lesson tests
// reach into it: go to a step by its id or through a preset, find a label of the current page by
// its objectName, and check that a page holds a number and its label shows it.
// A test class derives from QObject first, then from this.
#pragma once

#include "core/lessons/catalog/lessoncatalog.h"
#include "tests/lessontesthelpers.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/lessonsidepanel.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QLabel>
#include <QPushButton>
#include <QTest>

#include <cmath>

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
    // The columns of a lesson test's table of page figures, and one row: the step id, the value
    // key and the figure the page must hold and show.
    static void addPageNumberColumns()
    {
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("expected");
    }
    static void pageNumber(const char *step, const char *key, double expected)
    {
        QTest::addRow("%s %s", step, key)
            << QString::fromLatin1(step) << QString::fromLatin1(key) << expected;
    }
    // Clicks the side panel's preset button; the page it lands on, or nullptr.
    LessonPage *usePreset(const QString &presetId)
    {
        QPushButton *button = m_wizard->sidePanel()->presetButton(presetId);
        if (!button)
            return nullptr;
        button->click();
        return m_wizard->lessonPage(m_wizard->currentStep());
    }
    // Empty when page holds value key within 1e-6 of expected and its visible label value_<key>
    // shows it; else what differs.
    QString shownError(LessonPage *page, const QString &key, double expected) const
    {
        if (!page)
            return QStringLiteral("no page");
        if (!page->values().contains(key))
            return QStringLiteral("the page has no value %1").arg(key);
        if (std::abs(page->value(key) - expected) > 1e-6)
            return QStringLiteral("%1 is %2").arg(key, QString::number(page->value(key), 'g', 12));
        QLabel *shown = label(QStringLiteral("value_") + key);
        if (!shown || !shown->isVisible())
            return QStringLiteral("no visible label value_%1").arg(key);
        if (!shows(shown, expected))
            return QStringLiteral("value_%1 shows \"%2\"").arg(key, shown->text());
        return {};
    }

    LessonWizard *m_wizard = nullptr;
};

} // namespace pe::lessontest
