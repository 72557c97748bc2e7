// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace pe {

class PositionalEncodingModel;
class HeatmapView;

// What a screen reader says about the heatmap (ViewDescription): its size and the value of the
// keyboard cursor's cell while the keys move it, else of the picked cell (p, picked dimension).
class HeatmapDescription
{
    Q_DECLARE_TR_FUNCTIONS(pe::HeatmapDescription)

public:
    static void attach(HeatmapView *view, PositionalEncodingModel *model);
};

} // namespace pe
