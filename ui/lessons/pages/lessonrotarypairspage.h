// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonBarChart;
class LessonPairDial;
class LessonTable;

// RoPE pair by pair: the toy query and key, each pair's rotated query and key hands on a dial, the
// angle between them and the pair's part of the score, and the sum that is the RoPE score.
class LessonRotaryPairsPage : public LessonPage
{
    Q_OBJECT

public:
    LessonRotaryPairsPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                          QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    QLabel *m_vectors;
    LessonTable *m_table;
    QList<LessonPairDial *> m_dials;
    QLabel *m_sum;
};

} // namespace pe
