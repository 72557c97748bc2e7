// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonPairDial;
class LessonTable;

// Every pair's share of the comparison: its period, how far it has turned at q and its distance
// to p, with all pairs drawn on unit circles, then the whole length next to the default one.
class LessonPairSharesPage : public LessonPage
{
    Q_OBJECT

public:
    LessonPairSharesPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                         QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    LessonTable *m_table;
    QList<LessonPairDial *> m_dials;
    QLabel *m_norm;
    QLabel *m_repeat = nullptr; // the position-6 evidence the step argues from
    QLabel *m_default;
};

} // namespace pe
