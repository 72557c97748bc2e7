// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonBarChart;
class LessonPairDial;
class LessonTable;

// Rows of values at several starts n with the same distance Δ (the lesson's BeyondValues
// rows: <row>_<n> in one group, spread_<row>), each with its spread over the starts; a spread of
// 0 marks a row that depends on the distance alone. The step's other values follow in a plain
// table.
class LessonShiftedStartsPage : public LessonPage
{
    Q_OBJECT

public:
    LessonShiftedStartsPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                            QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    QLabel *m_setting;
    LessonTable *m_table;
    QLabel *m_note;
    LessonTable *m_others;
};

} // namespace pe
