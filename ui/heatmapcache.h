// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "colormap.h"
#include "heatmapviewport.h"

#include <QImage>
#include <QSize>

namespace pe {

class HeatmapLayout;

// The heat image last rendered for a layout. image() renders again only when something that
// shows in the image changed: d, base, component layout, position count, viewport, palette or
// the image size; p, q and the picked dimension are drawn on top and do not count.
class HeatmapCache
{
public:
    const QImage &image(const HeatmapLayout &layout);
    // How many images were rendered so far.
    int renderCount() const { return m_renderCount; }
    void clear() { m_image = QImage(); }

private:
    struct Key
    {
        int dimension = 0;
        double base = 0;
        int layout = 0;
        qint64 positionCount = 0;
        HeatmapViewport viewport;
        Palette palette = Palette::Viridis;
        QSize size;
        bool operator==(const Key &other) const;
    };

    QImage m_image;
    Key m_key;
    int m_renderCount = 0;
};

} // namespace pe
