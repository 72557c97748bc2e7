// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <cstdint>
#include <vector>

namespace pe {

// The integer positions one heatmap pixel shows: first .. first + count - 1 (count 0: none).
struct PixelPositions
{
    int64_t first = 0;
    int64_t count = 0;
};

// Samples one row (one dimension) of the position x dimension heatmap for the pixels on screen,
// never the whole table. On the position axis integer position k occupies the cell [k, k + 1);
// pixel x (0 .. width - 1) covers [firstPosition + x * ppp, firstPosition + (x + 1) * ppp), with
// ppp = positions per pixel.
//  - ppp >= 1 (zoomed out): the pixel shows the mean over the positions whose cell centre k + 0.5
//    lies in its stretch. The mean of sin(a + k w), k = 0 .. m - 1, is
//    sin(a + (m - 1) w / 2) * sin(m w / 2) / (m sin(w / 2)) (cos likewise), so no loop over the m
//    positions is needed. The pixels' mid-angles advance by a few fixed steps, so a row is a
//    rotation recurrence re-anchored with exact sin/cos every anchorInterval pixels.
//  - ppp < 1 (zoomed in): nearest; the pixel shows the position whose cell holds its centre, so
//    each position is a block of pixels.
// Only positions 0 .. positionCount - 1 exist; a pixel that shows none of them gets NaN.
class HeatmapSampler
{
public:
    static constexpr int anchorInterval = 64;

    HeatmapSampler(const Encoding &encoding, double firstPosition, double positionsPerPixel,
                   int width, int64_t positionCount);

    const Encoding &encoding() const { return m_encoding; }
    int width() const { return static_cast<int>(m_counts.size()); }
    double positionsPerPixel() const { return m_positionsPerPixel; }
    // True when pixels show means (ppp >= 1), false when they show single positions.
    bool averages() const { return m_positionsPerPixel >= 1.0; }
    PixelPositions pixelPositions(int x) const;

    // Fills out[0 .. width - 1] with the values of dimension dim (NaN where no position).
    void sampleRow(int dim, double *out) const;
    // The same for several dimensions: row i (dims[i]) goes to out[i]. Rows share the pixel
    // bookkeeping and run as independent recurrences side by side, which is faster per row.
    void sampleRows(const int *dims, int count, double *const *out) const;
    std::vector<double> row(int dim) const;
    // The value of one pixel, computed directly (no recurrence); NaN where no position.
    double pixelValue(int dim, int x) const;

    // The mean of sin(first + k step) (or cos) over k = 0 .. count - 1, in closed form; the
    // 0/0 limit where sin(step / 2) = 0 is handled (count >= 1).
    static double meanSin(double first, double step, int64_t count);
    static double meanCos(double first, double step, int64_t count);
    // sin(count h) / (count sin h): the factor between the mean and the value at the mid-angle.
    static double meanFactor(int64_t count, double halfStep);

    // The aliasing limit: a dimension whose period 2 pi * denominator is shorter than two pixels
    // (2 * positionsPerPixel) swings through more than half a turn inside one pixel. Its pixel
    // means are honest but close to 0, and the stripes on screen are not its waves.
    static bool isAliased(const Encoding &encoding, int dim, double positionsPerPixel);
    // Pairs 0 .. aliasedPairCount - 1 are aliased (periods grow with the pair index).
    static int aliasedPairCount(const Encoding &encoding, double positionsPerPixel);

private:
    static constexpr uint8_t noIndex = 0xff;
    static constexpr int batch = 4; // rows computed side by side
    void sampleBatch(const int *dims, double *const *out) const; // batch rows

    static constexpr int maxDistinct = 8;

    Encoding m_encoding;
    double m_positionsPerPixel;
    std::vector<double> m_midpoints; // per pixel: the mean of its positions (a half-integer)
    std::vector<int64_t> m_counts; // per pixel: how many positions it shows
    std::vector<uint8_t> m_step; // per pixel: index into m_stepSizes, noIndex = re-anchor
    std::vector<uint8_t> m_countIndex; // per pixel: index into m_distinctCounts, noIndex = other
    std::vector<double> m_stepSizes; // distinct midpoint advances (in positions)
    std::vector<int64_t> m_distinctCounts;
};

} // namespace pe
