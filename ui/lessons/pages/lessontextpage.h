// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

namespace pe {

class LessonTable;

// A step of sentences (setup, cost, scope): its paragraphs, its question, and its values as a
// plain two-column table.
class LessonTextPage : public LessonPage
{
    Q_OBJECT

public:
    LessonTextPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                   QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    LessonTable *m_table;
};

} // namespace pe
