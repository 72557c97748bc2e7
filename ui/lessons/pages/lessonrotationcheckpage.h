// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class CheckedSpinBox;
class LessonTable;

// P_{k+R} = M_R P_k: M_R's 2 × 2 rotation blocks for R = the chosen position, the check at
// k = 1, 11 and 101 with its residuals, and the same check, vector by vector, for a start k the
// student picks on the page.
class LessonRotationCheckPage : public LessonPage
{
    Q_OBJECT

public:
    static constexpr int defaultOwnStart = 7;
    static constexpr int maximumOwnStart = 1000000;

    LessonRotationCheckPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                            QWidget *parent = nullptr);

    CheckedSpinBox *startSpinBox() const { return m_start; }

protected:
    void updateContent() override;

private:
    void updateOwnStart();

    QLabel *m_shift;
    QList<QLabel *> m_blockTitles;
    QList<LessonTable *> m_blocks;
    LessonTable *m_checks;
    QLabel *m_startLabel;
    CheckedSpinBox *m_start;
    QLabel *m_rejection;
    LessonTable *m_vectors;
};

} // namespace pe
