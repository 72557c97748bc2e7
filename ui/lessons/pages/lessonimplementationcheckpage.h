// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QCheckBox;
class QLabel;

namespace pe {

class LessonTable;

// The implementation check: the same word at p and q, the input difference x(q) − x(p) against
// PE(q) − PE(p) component by component, and a switch that simulates the "PE(0) for every token"
// bug so the check can be seen to fail.
class LessonImplementationCheckPage : public LessonPage
{
    Q_OBJECT

public:
    LessonImplementationCheckPage(const Lesson *lesson, int stepIndex,
                                  PositionalEncodingModel *model, QWidget *parent = nullptr);

    QCheckBox *bugCheckBox() const { return m_bug; }
    bool passes() const; // the verdict shown

protected:
    void updateContent() override;

private:
    QCheckBox *m_bug;
    LessonTable *m_table;
    QLabel *m_verdict;
};

} // namespace pe
