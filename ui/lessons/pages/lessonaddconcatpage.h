// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

namespace pe {

class LessonTable;
class LessonWidthDiagram;

// Adding against concatenating: the widths of E + PE and [E, PE] drawn to scale with the weight
// matrices a next layer needs, and the same numbers in a table.
class LessonAddConcatPage : public LessonPage
{
    Q_OBJECT

public:
    LessonAddConcatPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                        QWidget *parent = nullptr);

    LessonWidthDiagram *diagram() const { return m_diagram; }

protected:
    void updateContent() override;

private:
    LessonWidthDiagram *m_diagram;
    LessonTable *m_table;
};

} // namespace pe
