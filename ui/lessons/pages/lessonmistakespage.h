// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonmistakes.h"
#include "ui/lessons/lessonpage.h"

#include <optional>

class QButtonGroup;
class QGroupBox;
class QLabel;
class QRadioButton;

namespace pe {

class LessonTable;

// The common-mistakes lab: one mistake at a time is switched on, and the page shows the symptom
// it causes next to the correct result, with the fix.
class LessonMistakesPage : public LessonPage
{
    Q_OBJECT

public:
    LessonMistakesPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                       QWidget *parent = nullptr);

    std::optional<LessonMistakes::Mistake> mistake() const;
    void setMistake(std::optional<LessonMistakes::Mistake> mistake);

protected:
    void updateContent() override;

private:
    QGroupBox *m_choices;
    QButtonGroup *m_group;
    QRadioButton *m_none;
    QList<QRadioButton *> m_buttons;
    QLabel *m_symptom;
    LessonTable *m_table;
    QLabel *m_fix;
    QLabel *m_tryIt;
};

} // namespace pe
