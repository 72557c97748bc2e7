// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

namespace pe {

class HeatmapView;
class LessonTable;
class WavePlot;

// The explorer's wave plot (and, for WavesAndHeatmap steps, its heatmap) on a model of the
// page's own, set to the step's width, dimensions and positions (LessonStep::dimensions and
// positionCount), with the step's numbers in a table underneath.
class LessonWavePlotPage : public LessonPage
{
    Q_OBJECT

public:
    LessonWavePlotPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                       QWidget *parent = nullptr);

    PositionalEncodingModel *pageModel() const { return m_pageModel; }
    WavePlot *wavePlot() const { return m_waves; }
    HeatmapView *heatmap() const { return m_heatmap; } // nullptr for Waves steps

protected:
    void updateContent() override;

private:
    PositionalEncodingModel *m_pageModel;
    WavePlot *m_waves;
    HeatmapView *m_heatmap = nullptr;
    LessonTable *m_table;
};

} // namespace pe
