// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonwaveplotpage.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/lessons/lessontable.h"
#include "ui/waves/waveplot.h"

#include <QVBoxLayout>

#include <algorithm>

namespace pe {

namespace {
    constexpr int minimumPositions = 100;
}

LessonWavePlotPage::LessonWavePlotPage(const Lesson *lesson, int stepIndex,
                                       PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_pageModel(new PositionalEncodingModel(this))
{
    m_waves = new WavePlot(m_pageModel);
    m_waves->setObjectName(QStringLiteral("wavePlot"));
    m_waves->setMinimumHeight(340);
    // No dimension picker: the step's text talks about its own dimensions (step().dimensions).
    contentLayout()->addWidget(m_waves);
    if (step().display == LessonStep::Display::WavePlotAndHeatmap) {
        m_heatmap = new HeatmapView(m_pageModel);
        m_heatmap->setObjectName(QStringLiteral("heatmap"));
        // The lecture's palette, yellow near +1 and dark blue near −1, as the step's text says;
        // viridis (the explorer's default) would show dark purple at −1.
        m_heatmap->setColorPalette(Palette::Cividis);
        m_heatmap->setMinimumHeight(320);
        contentLayout()->addWidget(m_heatmap);
    }
    m_table = new LessonTable;
    contentLayout()->addWidget(m_table);
    refresh();
}

void LessonWavePlotPage::updateContent()
{
    const LessonParameters params = parameters();
    const int positions = step().positionCount > 0
        ? step().positionCount
        : static_cast<int>(std::max<qint64>(minimumPositions, params.q + 1));
    m_pageModel->setDimension(params.dimension);
    m_pageModel->setBase(params.base);
    m_pageModel->setComponentLayout(params.layout);
    m_pageModel->setPositionCount(positions);
    m_pageModel->setPositionP(params.p);
    m_pageModel->setPositionQ(params.q);
    m_pageModel->setEncodingEnabled(true);
    if (!step().dimensions.isEmpty())
        m_pageModel->setShownDimensions(step().dimensions);
    if (m_heatmap)
        m_heatmap->resetView();

    const QList<LessonValue> &list = values().list();
    m_table->setHeaders({ tr("Quantity"), tr("Value") });
    for (int r = 0; r < list.size(); ++r) {
        m_table->setCell(r, 0, list.at(r).label);
        m_table->setCell(r, 1, number(&list.at(r)), QStringLiteral("value_") + list.at(r).key);
    }
    m_table->setRowCount(static_cast<int>(list.size()));
}

} // namespace pe
