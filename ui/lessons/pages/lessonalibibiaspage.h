// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonBarChart;
class LessonPairDial;
class LessonTable;

// ALiBi at the distance Δ: every head's slope, bias −slope · Δ and factor e^bias in a table and
// as bars, and the slopes of a head count that is not a power of two.
class LessonAlibiBiasPage : public LessonPage
{
    Q_OBJECT

public:
    LessonAlibiBiasPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                        QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    LessonTable *m_table;
    LessonBarChart *m_bars;
    QLabel *m_odd;
};

} // namespace pe
