// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class CheckedSpinBox;
class LessonClockRow;
class LessonTable;

// Clock hands and their periods: the hands of pairs 0, d/4 and d/2 − 1 at the chosen position,
// the table of their periods 2π · 10000^(2i/d) at the step's width, and the same table for a
// width the student picks on the page.
class LessonClockPeriodsPage : public LessonPage
{
    Q_OBJECT

public:
    static constexpr int defaultOwnWidth = 512;

    LessonClockPeriodsPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                           QWidget *parent = nullptr);

    LessonClockRow *clocks() const { return m_clocks; }
    CheckedSpinBox *widthSpinBox() const { return m_width; }
    LessonTable *ownTable() const { return m_own; }

protected:
    void updateContent() override;

private:
    void fillPeriods(LessonTable *table, int dimension, const QList<double> &periods,
                     const QStringList &keys);
    void updateOwnWidth();

    LessonClockRow *m_clocks;
    LessonTable *m_table;
    QLabel *m_widthLabel;
    CheckedSpinBox *m_width;
    QLabel *m_rejection;
    LessonTable *m_own;
    int m_ownWidth = 0; // the width the own table shows
};

} // namespace pe
