// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmaprenderer.h"

#include "core/math/twoparts.h"
#include "core/sampling/heatmapsampler.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <thread>
#include <vector>

namespace pe {

namespace {

    std::atomic<int> threadLimit { 2 };

    // Rows first .. last - 1 of the image: each distinct dimension sampled once, its scanline
    // copied to the rows that repeat it. (The threads share the image's bits, taken once:
    // QImage::scanLine() detaches and may not be called from two threads.)
    struct Target
    {
        uchar *bits;
        qsizetype bytesPerLine;
        int width;
        int height;
    };

    void renderRows(const HeatmapSampler &sampler, const HeatmapViewport &viewport,
                    const ColorMap &colors, Target target, int first, int last)
    {
        constexpr int group = 4; // rows sampled side by side
        const int width = target.width;
        const int dimension = sampler.encoding().dimension();
        const QRgb *table = colors.table();
        const auto lineAt = [&](int y) {
            return reinterpret_cast<QRgb *>(target.bits + y * target.bytesPerLine);
        };
        std::vector<double> values(static_cast<size_t>(group * width));
        double *rows[group];
        for (int j = 0; j < group; ++j)
            rows[j] = values.data() + static_cast<size_t>(j * width);

        int y = first;
        while (y < last) {
            // The next few runs of screen rows that show one dimension each.
            int dims[group];
            int runStart[group + 1];
            int runs = 0;
            while (runs < group && y < last) {
                const int dim
                    = HeatmapRenderer::dimensionAtRow(viewport, y, target.height, dimension);
                int end = y + 1;
                while (end < last
                       && HeatmapRenderer::dimensionAtRow(viewport, end, target.height, dimension)
                           == dim)
                    ++end;
                if (dim < 0) {
                    for (int row = y; row < end; ++row)
                        std::fill(lineAt(row), lineAt(row) + width, QRgb(0));
                    y = end;
                    continue;
                }
                dims[runs] = dim;
                runStart[runs] = y;
                ++runs;
                y = end;
                runStart[runs] = end;
            }
            if (runs == 0)
                break;
            sampler.sampleRows(dims, runs, rows);
            for (int j = 0; j < runs; ++j) {
                QRgb *line = lineAt(runStart[j]);
                const double *v = rows[j];
                for (int x = 0; x < width; ++x)
                    line[x] = std::isnan(v[x]) ? QRgb(0) : table[ColorMap::indexOf(v[x])];
                for (int row = runStart[j] + 1; row < runStart[j + 1]; ++row)
                    std::memcpy(lineAt(row), line, sizeof(QRgb) * static_cast<size_t>(width));
            }
        }
    }

} // namespace

int HeatmapRenderer::dimensionAtRow(const HeatmapViewport &viewport, int row, int height,
                                    int dimension)
{
    if (height <= 0 || row < 0 || row >= height)
        return -1;
    const double centre = viewport.firstDimension
        + (row + 0.5) * viewport.dimensionSpan / static_cast<double>(height);
    const double dim = std::floor(centre);
    if (!(dim >= 0.0) || dim >= static_cast<double>(dimension))
        return -1;
    return static_cast<int>(dim);
}

int HeatmapRenderer::threadCount(qint64 pixels)
{
    const unsigned cores = std::thread::hardware_concurrency();
    return pixels >= 200000 && cores >= 2 && threadLimit.load() >= 2 ? 2 : 1;
}

void HeatmapRenderer::setThreadLimit(int limit)
{
    threadLimit.store(std::max(limit, 1));
}

bool HeatmapRenderer::canRenderInto(const QImage &image, QSize size)
{
    return !image.isNull() && image.size() == size
        && image.format() == QImage::Format_ARGB32_Premultiplied && image.isDetached();
}

QImage HeatmapRenderer::render(const Encoding &encoding, const HeatmapViewport &viewport,
                               QSize size, Palette palette, qint64 positionCount, QImage into)
{
    if (size.isEmpty())
        return {};
    // Every pixel is written below, so what into held does not show.
    QImage image = canRenderInto(into, size) ? std::move(into)
                                             : QImage(size, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1.0);
    const double ppp = viewport.positionSpan / size.width();
    const HeatmapSampler sampler(encoding, viewport.firstPosition, ppp, size.width(),
                                 positionCount);
    const ColorMap colors(palette);
    const int height = size.height();
    const Target target { image.bits(), image.bytesPerLine(), size.width(), height };
    // Two threads split the rows in two fixed halves: the result does not depend on timing.
    inTwoParts(height, height / 2, threadCount(qint64(size.width()) * height) > 1,
               [&](int from, int to) { renderRows(sampler, viewport, colors, target, from, to); });
    return image;
}

} // namespace pe
