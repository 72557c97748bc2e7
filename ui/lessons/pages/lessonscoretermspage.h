// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonTable;

// The four terms of the attention score for the toy query and key at several pairs of positions
// n, m with the same distance m − n: the terms with the toy weights (which change from pair to
// pair), the position · position term computed through M_(m−n), and with W_Qᵀ W_K = I (which
// stays the same).
class LessonScoreTermsPage : public LessonPage
{
    Q_OBJECT

public:
    LessonScoreTermsPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                         QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    QLabel *m_setting;
    LessonTable *m_table;
    QLabel *m_identity;
};

} // namespace pe
