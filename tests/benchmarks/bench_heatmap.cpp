// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the heatmap at 1920 x 1080 for the explorer's largest tables and prints the time per
// render (the widget's target: 16 ms). Checks what it rendered, asserts no time.
#include "core/sampling/heatmapsampler.h"
#include "tests/benchmarks/benchmode.h"
#include "ui/heatmap/heatmaprenderer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <vector>

using namespace pe;

namespace {

struct Case
{
    const char *name;
    int dimension;
    qint64 positions;
    HeatmapViewport viewport;
};

// One pixel checked against the sampler's direct (non-recurrent) value.
bool checkPixel(const QImage &image, const Case &c, int x, int y)
{
    const Encoding encoding(c.dimension);
    const int dim = HeatmapRenderer::dimensionAtRow(c.viewport, y, image.height(), c.dimension);
    const HeatmapSampler sampler(encoding, c.viewport.firstPosition,
                                 c.viewport.positionSpan / image.width(), image.width(),
                                 c.positions);
    const QRgb expected = ColorMap(Palette::Viridis).rgb(sampler.pixelValue(dim, x));
    return image.pixel(x, y) == expected;
}

MedianTiming millisecondsPerRender(const Case &c, QSize size, int rounds, QImage *last)
{
    const Encoding encoding(c.dimension);
    return measureMedians(rounds, [&] {
        *last = HeatmapRenderer::render(encoding, c.viewport, size, Palette::Viridis, c.positions);
    });
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QSize size(1920, 1080);
    const Case cases[] = {
        { "n = 8192, d = 1024, full view", 1024, 8192, HeatmapViewport::all(8192, 1024) },
        { "n = 8192, d = 1024, zoomed (positions 1000 +100, dims 0 +64)",
          1024,
          8192,
          { 1000, 100, 0, 64 } },
        { "n = 10^6, d = 8192, full view", 8192, 1000000, HeatmapViewport::all(1000000, 8192) },
        { "n = 10^6, d = 8192, zoomed (positions 500000 +5000, dims 100 +500)",
          8192,
          1000000,
          { 500000, 5000, 100, 500 } },
        { "n = 10^6, d = 8192, zoomed in (positions 999950.5 +40.25, dims 4000 +30)",
          8192,
          1000000,
          { 999950.5, 40.25, 4000, 30 } },
    };
    bool ok = true;
    for (int threads : { 2, 1 }) {
        HeatmapRenderer::setThreadLimit(threads);
        out << "render threads: "
            << HeatmapRenderer::threadCount(qint64(size.width()) * size.height()) << "\n";
        for (const Case &c : cases) {
            QImage image;
            const int rounds = quickBenchmark() ? 1 : 15;
            if (!quickBenchmark())
                millisecondsPerRender(c, size, 2, &image); // warm-up
            const MedianTiming t = millisecondsPerRender(c, size, rounds, &image);
            const bool good = image.size() == size && checkPixel(image, c, 0, 0)
                && checkPixel(image, c, 977, 531) && checkPixel(image, c, 1919, 1079);
            ok = ok && good;
            out << QStringLiteral(
                       "  %1: %2 ms per render, %3 ms processor time (medians of %5)%4\n")
                       .arg(QLatin1String(c.name))
                       .arg(t.wall, 0, 'f', 2)
                       .arg(t.cpu, 0, 'f', 2)
                       .arg(good ? QString() : QStringLiteral("  WRONG PIXELS"))
                       .arg(rounds);
            out.flush();
        }
    }
    return ok ? 0 : 1;
}
