// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonTable;

// x(p) = E + A(p) written out component by component with the embedding kept symbolic:
// "e₀ + 0.141120". Used for the embedding alone (x = E), the addition, and the off control
// (E + 0, with the unused PE candidates beside it).
class LessonSymbolicSumPage : public LessonPage
{
    Q_OBJECT

public:
    LessonSymbolicSumPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                          QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    QLabel *m_formula;
    LessonTable *m_table;
    QLabel *m_norm;
    QLabel *m_candidateNorm;
};

} // namespace pe
