// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonTable;

// x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p): the cancellation written out, then the
// difference vector, its squares, their sum and the square root, next to the gap it is not.
class LessonInputDifferencePage : public LessonPage
{
    Q_OBJECT

public:
    LessonInputDifferencePage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                              QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    QLabel *m_derivation;
    LessonTable *m_table;
    QLabel *m_sum;
    QLabel *m_norm;
    QLabel *m_gap;
};

} // namespace pe
