// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonBarChart;
class LessonTable;

// One wave against many: the slowest and the fastest sin at positions 3 and 300, the whole
// distance between them, and the smallest distance between any two of the first positions when
// only the first 1, 2, 4, … pairs are used, as a table and as bars.
class LessonFingerprintPage : public LessonPage
{
    Q_OBJECT

public:
    LessonFingerprintPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                          QWidget *parent = nullptr);

    LessonBarChart *chart() const { return m_chart; }

protected:
    void updateContent() override;

private:
    LessonTable *m_waves;
    QLabel *m_whole;
    QLabel *m_caption;
    LessonTable *m_table;
    LessonBarChart *m_chart;
};

} // namespace pe
