// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonBarChart;
class LessonPairDial;
class LessonTable;

// A run longer than training with no rescaling, position interpolation, NTK-aware scaling and
// YaRN: per method the pairs with unseen angles, how far the slow pairs reach past their band,
// and the angles at the distance Δ; the unseen pairs also as bars.
class LessonContextScalingPage : public LessonPage
{
    Q_OBJECT

public:
    LessonContextScalingPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                             QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    LessonTable *m_table;
    QLabel *m_constants;
    LessonBarChart *m_bars;
};

} // namespace pe
