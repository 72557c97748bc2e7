// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmapcache.h"

#include "ui/heatmap/heatmaplayout.h"
#include "ui/heatmap/heatmaprenderer.h"

namespace pe {

bool HeatmapCache::Key::operator==(const Key &other) const
{
    return dimension == other.dimension && base == other.base && layout == other.layout
        && positionCount == other.positionCount && viewport == other.viewport
        && palette == other.palette && size == other.size;
}

HeatmapCache::~HeatmapCache()
{
    if (m_pending.valid())
        m_pending.wait();
}

HeatmapCache::Key HeatmapCache::keyOf(const HeatmapLayout &layout)
{
    const HeatmapScene &scene = layout.scene();
    return { scene.encoding.dimension(),
             scene.encoding.base(),
             static_cast<int>(scene.encoding.layout()),
             scene.positionCount,
             scene.viewport,
             scene.palette,
             layout.heatImageSize() };
}

bool HeatmapCache::takePending(const Key &key)
{
    if (!m_pending.valid())
        return false;
    QImage ready = m_pending.get();
    if (!(m_pendingKey == key))
        return false;
    m_image = ready;
    m_key = key;
    ++m_renderCount;
    ++m_preparedCount;
    return true;
}

const QImage &HeatmapCache::image(const HeatmapLayout &layout)
{
    const Key key = keyOf(layout);
    if (!m_image.isNull() && key == m_key)
        return m_image;
    if (!takePending(key)) {
        m_image = layout.renderHeat();
        m_key = key;
        ++m_renderCount;
    }
    return m_image;
}

void HeatmapCache::prepare(const HeatmapLayout &layout)
{
    const Key key = keyOf(layout);
    if ((!m_image.isNull() && key == m_key) || (m_pending.valid() && key == m_pendingKey))
        return;
    if (m_pending.valid())
        m_pending.wait(); // a render for parameters that have moved on since
    m_pendingKey = key;
    // Everything the render needs, by value: the thread shares nothing with the widget.
    const HeatmapScene &scene = layout.scene();
    m_pending = std::async(
        std::launch::async,
        [encoding = scene.encoding, viewport = scene.viewport, size = layout.heatImageSize(),
         palette = scene.palette, count = scene.positionCount, dpr = layout.devicePixelRatio()] {
            QImage image = HeatmapRenderer::render(encoding, viewport, size, palette, count);
            image.setDevicePixelRatio(dpr);
            return image;
        });
}

void HeatmapCache::clear()
{
    if (m_pending.valid())
        m_pending.wait();
    m_pending = {};
    m_image = QImage();
}

} // namespace pe
