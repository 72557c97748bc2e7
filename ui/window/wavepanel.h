// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace pe {

class DimensionPicker;
class PositionalEncodingModel;
class WavePlot;

// The explorer's waves: the dimension picker above the wave plot. The picker sets the model's
// shown dimensions (an undo step like any parameter), the plot draws them. Tab reaches the plot
// first, then the picker's field and button.
class WavePanel : public QWidget
{
    Q_OBJECT

public:
    explicit WavePanel(PositionalEncodingModel *model, QWidget *parent = nullptr);

    WavePlot *plot() const { return m_plot; }
    DimensionPicker *dimensionPicker() const { return m_picker; }

private:
    WavePlot *m_plot;
    DimensionPicker *m_picker;
};

} // namespace pe
