// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

namespace pe {

class LessonBarChart;
class LessonTable;

// Raw position numbers against a unit embedding: the feature p, the word's share 1 / √(1 + p²)
// and sin(p) at positions 5, 50, 500, 5000 and the chosen one, with the raw numbers and |sin p|
// as bars on a logarithmic scale next to ‖E‖ = 1.
class LessonRawPositionPage : public LessonPage
{
    Q_OBJECT

public:
    LessonRawPositionPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                          QWidget *parent = nullptr);

    LessonBarChart *chart() const { return m_chart; }

protected:
    void updateContent() override;

private:
    LessonTable *m_table;
    LessonBarChart *m_chart;
};

} // namespace pe
