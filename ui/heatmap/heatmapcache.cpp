// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmapcache.h"

#include "ui/heatmap/heatmaplayout.h"
#include "ui/heatmap/heatmaprenderer.h"

namespace pe {

bool HeatmapCache::Key::operator==(const Key &other) const
{
    return encoding == other.encoding && positionCount == other.positionCount
        && viewport == other.viewport && palette == other.palette && size == other.size;
}

HeatmapCache::Key HeatmapCache::keyOf(const HeatmapLayout &layout)
{
    const HeatmapScene &scene = layout.scene();
    return { scene.encoding, scene.positionCount, scene.viewport, scene.palette,
             layout.heatImageSize() };
}

const QImage &HeatmapCache::image(const HeatmapLayout &layout)
{
    const Key key = keyOf(layout);
    if (!m_image.isNull() && key == m_key)
        return m_image;
    m_spare = std::move(m_image);
    if (std::optional<QImage> ready = m_prepared.take(key)) {
        m_image = std::move(*ready);
        ++m_preparedCount;
    } else {
        m_image = layout.renderHeat();
    }
    m_key = key;
    ++m_renderCount;
    return m_image;
}

void HeatmapCache::prepare(const HeatmapLayout &layout)
{
    const Key key = keyOf(layout);
    if ((!m_image.isNull() && key == m_key) || m_prepared.isFor(key))
        return;
    // Everything the render needs, by value: the thread shares nothing with the widget.
    const HeatmapScene &scene = layout.scene();
    // The image shown before, when it fits, goes with the work (nothing here holds it then).
    QImage into;
    if (HeatmapRenderer::canRenderInto(m_spare, key.size)) {
        into = std::move(m_spare);
        ++m_reusedCount;
    }
    m_spare = QImage();
    m_prepared.start(key,
                     [encoding = scene.encoding, viewport = scene.viewport, size = key.size,
                      palette = scene.palette, count = scene.positionCount,
                      dpr = layout.devicePixelRatio(), into = std::move(into)]() mutable {
                         QImage image = HeatmapRenderer::render(encoding, viewport, size, palette,
                                                                count, std::move(into));
                         image.setDevicePixelRatio(dpr);
                         return image;
                     });
}

void HeatmapCache::clear()
{
    m_prepared.drop();
    m_image = QImage();
    m_spare = QImage();
}

} // namespace pe
