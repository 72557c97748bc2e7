// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;
class QSpinBox;

namespace pe {

class LessonTable;

// The edge cases: position 0 is all sin 0 / cos 1, off still has its candidates, values that
// round alike at six decimals differ at full precision (a focus display with more digits), and
// a far position computes without any promise.
class LessonEdgeCasesPage : public LessonPage
{
    Q_OBJECT

public:
    LessonEdgeCasesPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                        QWidget *parent = nullptr);

    QSpinBox *digitsSpinBox() const { return m_digits; }

protected:
    void updateContent() override;

private:
    QLabel *m_zero;
    QLabel *m_off;
    QLabel *m_focusLabel;
    QSpinBox *m_digits;
    LessonTable *m_focus;
    QLabel *m_alike;
    QLabel *m_far;
};

} // namespace pe
