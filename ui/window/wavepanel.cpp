// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/wavepanel.h"

#include "ui/common/dimensionpicker.h"
#include "ui/waves/waveplot.h"

#include <QVBoxLayout>

namespace pe {

WavePanel::WavePanel(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    // The plot before the picker: the focus chain follows the order of creation.
    , m_plot(new WavePlot(model, this))
    , m_picker(new DimensionPicker(model, this))
{
    setObjectName(QStringLiteral("WavePanel"));
    // ... but painted after it, as when the plot held the picker: an SVG export lists the same
    // elements in the same order.
    m_plot->raise();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_picker);
    layout->addWidget(m_plot, 1);
}

} // namespace pe
