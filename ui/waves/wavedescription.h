// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace pe {

class PositionalEncodingModel;
class WavePlot;

// What a screen reader says about the wave plot (ViewDescription): the curves' dimensions, the
// positions, p and the picked dimension's value there.
class WaveDescription
{
    Q_DECLARE_TR_FUNCTIONS(pe::WaveDescription)

public:
    static void attach(WavePlot *view, PositionalEncodingModel *model);
};

} // namespace pe
