// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmapcache.h"

#include "heatmaplayout.h"

namespace pe {

bool HeatmapCache::Key::operator==(const Key &other) const
{
    return dimension == other.dimension && base == other.base && layout == other.layout
        && positionCount == other.positionCount && viewport == other.viewport
        && palette == other.palette && size == other.size;
}

const QImage &HeatmapCache::image(const HeatmapLayout &layout)
{
    const HeatmapScene &scene = layout.scene();
    const Key key { scene.encoding.dimension(),
                    scene.encoding.base(),
                    static_cast<int>(scene.encoding.layout()),
                    scene.positionCount,
                    scene.viewport,
                    scene.palette,
                    layout.heatImageSize() };
    if (m_image.isNull() || !(key == m_key)) {
        m_image = layout.renderHeat();
        m_key = key;
        ++m_renderCount;
    }
    return m_image;
}

} // namespace pe
