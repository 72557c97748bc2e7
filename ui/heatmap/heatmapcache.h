// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"
#include "core/math/prepared.h"
#include "core/sampling/heatmapviewport.h"
#include "ui/heatmap/colormap.h"

#include <QImage>
#include <QSize>

namespace pe {

class HeatmapLayout;

// The heat image last rendered for a layout. image() renders again only when something that
// shows in the image changed: d, base, component layout, position count, viewport, palette or
// the image size; p, q and the picked dimension are drawn on top and do not count.
// prepare() starts that render on another thread as soon as the parameters change, so it runs
// while the other views react and paint; image() then takes it (waiting if need be). The image
// shown before is kept and rendered into next (HeatmapRenderer::render's into).
class HeatmapCache
{
public:
    HeatmapCache() = default;
    HeatmapCache(const HeatmapCache &) = delete;
    HeatmapCache &operator=(const HeatmapCache &) = delete;

    const QImage &image(const HeatmapLayout &layout);
    void prepare(const HeatmapLayout &layout);
    // How many images were rendered so far, and how many of them by prepare() ahead of time.
    int renderCount() const { return m_renderCount; }
    int preparedCount() const { return m_preparedCount; }
    // How many of the prepared renders wrote into the image shown before (for the tests).
    int reusedCount() const { return m_reusedCount; }
    void clear();

private:
    struct Key
    {
        Encoding encoding;
        qint64 positionCount = 0;
        HeatmapViewport viewport;
        Palette palette = Palette::Viridis;
        QSize size;
        bool operator==(const Key &other) const;
    };

    static Key keyOf(const HeatmapLayout &layout);

    QImage m_image;
    QImage m_spare; // the image shown before m_image, to be rendered into
    Key m_key;
    Prepared<Key, QImage> m_prepared;
    int m_renderCount = 0;
    int m_preparedCount = 0;
    int m_reusedCount = 0;
};

} // namespace pe
