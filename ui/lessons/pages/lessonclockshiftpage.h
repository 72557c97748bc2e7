// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonClockRow;
class LessonTable;

// One shift k, two starting positions: every pair's clock hand before and after the shift, for
// a start near 0 and for the chosen position, with the turn drawn as an arc. The turns agree
// row for row; the table lists the angles and R_k's residual at both starts.
class LessonClockShiftPage : public LessonPage
{
    Q_OBJECT

public:
    LessonClockShiftPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                         QWidget *parent = nullptr);

    LessonClockRow *firstRow() const { return m_firstRow; }
    LessonClockRow *secondRow() const { return m_secondRow; }

protected:
    void updateContent() override;

private:
    QLabel *m_firstCaption;
    LessonClockRow *m_firstRow;
    QLabel *m_secondCaption;
    LessonClockRow *m_secondRow;
    LessonTable *m_table;
    QLabel *m_residuals;
};

} // namespace pe
