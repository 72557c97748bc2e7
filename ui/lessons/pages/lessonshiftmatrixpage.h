// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonTable;

// The relative shift R = q − p as the block-diagonal rotation matrix M_R (one 2 × 2 block per
// pair, zeros elsewhere), then M_R · PE(p) next to PE(q) and the largest gap between them.
class LessonShiftMatrixPage : public LessonPage
{
    Q_OBJECT

public:
    LessonShiftMatrixPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                          QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    QLabel *m_shift;
    LessonTable *m_matrix;
    QLabel *m_blocks;
    LessonTable *m_check;
    QLabel *m_residual;
};

} // namespace pe
