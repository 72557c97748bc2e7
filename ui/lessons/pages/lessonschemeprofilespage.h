// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QLabel;

namespace pe {

class LessonBarChart;
class LessonPairDial;
class LessonTable;
class PositionalEncodingModel;
class SchemesChart;

// The three schemes at the distance Δ: the sinusoidal and RoPE profiles at 0 and at Δ with their
// share, ALiBi's steepest and flattest heads with their factor e^bias, in a table and as bars,
// and the explorer's Schemes chart of all three with Δ marked.
class LessonSchemeProfilesPage : public LessonPage
{
    Q_OBJECT

public:
    LessonSchemeProfilesPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                             QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    LessonTable *m_table;
    LessonBarChart *m_bars;
    PositionalEncodingModel *m_chartModel;
    SchemesChart *m_chart;
};

} // namespace pe
