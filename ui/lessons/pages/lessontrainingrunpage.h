// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonTable;
class TrainingChart;

// "Does a model use it?": the training lab's who-hits runs without positions and with the
// sinusoid (AttentionTrainingValues): loss and accuracies per run in a table, the order pairs'
// verdict, and both runs' loss and test accuracy per logged step on the Training view's chart.
class LessonTrainingRunPage : public LessonPage
{
    Q_OBJECT

public:
    LessonTrainingRunPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                          QWidget *parent = nullptr);

    TrainingChart *chart() const { return m_chart; }

protected:
    void updateContent() override;

private:
    LessonTable *m_table;
    QLabel *m_verdict;
    TrainingChart *m_chart;
};

} // namespace pe
