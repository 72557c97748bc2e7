// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonTable;

// Absolute position vectors: P_0 … P_3 as columns, which token gets which in two orders, and
// the same token A as two different inputs, E_A + P_0 and E_A + P_2.
class LessonAbsoluteVectorsPage : public LessonPage
{
    Q_OBJECT

public:
    LessonAbsoluteVectorsPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                              QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    QLabel *m_orders;
    LessonTable *m_positions;
    QLabel *m_tokenCaption;
    LessonTable *m_token;
    QLabel *m_distance;
};

} // namespace pe
