// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/precision/precisioncolourscale.h"

#include "core/math/twoparts.h"
#include "core/sampling/precisionsampler.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

namespace pe {

namespace {

    // Viridis at five stops, enough for a scale read by decades.
    constexpr int stops[5][3]
        = { { 68, 1, 84 }, { 59, 82, 139 }, { 33, 145, 140 }, { 94, 201, 98 }, { 253, 231, 37 } };
    const QColor notANumber(220, 20, 60); // a cell's colour: the same on every palette

    // a + f (b − a) to the nearest integer; non-negative, so + 0.5 and truncation round it as
    // std::lround would (the view colours some 200 000 cells per change).
    int channel(int a, int b, double f)
    {
        return int(a + f * (b - a) + 0.5);
    }

    // Where an error falls on the scale: 0 (10^−8 and below) to 4 (1 and above), the stops at
    // the whole numbers.
    double scaleAt(double error)
    {
        const double t = error <= PrecisionColourScale::lowestError
            ? 0.0
            : std::clamp(std::log10(error) / 8.0 + 1.0, 0.0, 1.0);
        return t * 4;
    }

    int stretchOf(double at)
    {
        return std::min(3, int(at));
    }

    // The ranges of tableColorOf(): a double's bits shifted right by 44 (exponent and the top 8
    // bits of the fraction), for the exponents of 2^−27 to 2^1 (10^−8 is 1.34 · 2^−27).
    constexpr int fractionBits = 52 - 8;
    constexpr uint64_t firstRange = uint64_t(1023 - 27) << 8;
    constexpr uint64_t endRange = uint64_t(1023 + 2) << 8;

    double fromBits(uint64_t bits)
    {
        double value;
        std::memcpy(&value, &bits, sizeof value);
        return value;
    }

    // A range's colour, or 0 (no colour is: each has an alpha of 255) where colorOf() decides.
    std::vector<QRgb> makeRangeColours()
    {
        std::vector<QRgb> colours(endRange - firstRange);
        for (uint64_t range = firstRange; range < endRange; ++range) {
            const double first = fromBits(range << fractionBits);
            const double last = fromBits(((range + 1) << fractionBits) - 1);
            const QRgb colour = PrecisionColourScale::colorOf(first);
            const bool one = colour == PrecisionColourScale::colorOf(last)
                && stretchOf(scaleAt(first)) == stretchOf(scaleAt(last));
            colours[range - firstRange] = one ? colour : 0;
        }
        return colours;
    }

} // namespace

QRgb PrecisionColourScale::colorOf(double error)
{
    if (!std::isfinite(error))
        return notANumber.rgb();
    // log10 from −8 to 0 onto the stops; 0 and everything below 10^−8 is the bottom colour.
    const double at = scaleAt(error);
    const int k = stretchOf(at);
    const double f = at - k;
    const int *a = stops[k];
    const int *b = stops[k + 1];
    return qRgb(channel(a[0], b[0], f), channel(a[1], b[1], f), channel(a[2], b[2], f));
}

QRgb PrecisionColourScale::tableColorOf(double error)
{
    static const std::vector<QRgb> colours = makeRangeColours();
    uint64_t bits;
    std::memcpy(&bits, &error, sizeof bits);
    const uint64_t range = bits >> fractionBits; // a negative error or NaN: past endRange
    if (range >= firstRange && range < endRange)
        if (const QRgb colour = colours[range - firstRange])
            return colour;
    return colorOf(error);
}

QImage PrecisionColourScale::image(const PrecisionSampler &sampler)
{
    QImage image(sampler.columns(), sampler.rows(), QImage::Format_RGB32);
    // The pixels' address taken once: scanLine() would detach the image from two threads.
    uchar *const bits = image.bits();
    const qsizetype stride = image.bytesPerLine();
    const auto colourRows = [&sampler, bits, stride](int first, int last) {
        for (int r = first; r < last; ++r) {
            auto *line = reinterpret_cast<QRgb *>(bits + r * stride);
            for (int c = 0; c < sampler.columns(); ++c)
                line[c] = tableColorOf(sampler.error(c, r));
        }
    };
    // Two threads on two fixed halves of the rows from 100 000 cells on (d = 512 on a 300 px
    // wide view is 160 000: 3.5 ms alone).
    const int rows = sampler.rows();
    inTwoParts(rows, rows / 2, int64_t(rows) * sampler.columns() >= 100000, colourRows);
    return image;
}

// The colour bar: decades from 1 down to 10^−8, and the colour of NaN.
void PrecisionColourScale::paintBar(QPainter &painter, const QRectF &area, double labelWidth,
                                    const QFont &font, const QColor &text)
{
    const double line = QFontMetricsF(font).height();
    const QRectF bar(area.right() + 10, area.top(), 12, area.height() * 0.8);
    for (int y = 0; y < int(bar.height()); ++y) {
        const double exponent = -8.0 * (y + 0.5) / bar.height();
        painter.fillRect(QRectF(bar.left(), bar.top() + y, bar.width(), 1),
                         QColor::fromRgb(colorOf(std::pow(10.0, exponent))));
    }
    painter.setPen(text);
    painter.drawRect(bar);
    for (int e = 0; e <= 8; e += 2) {
        const double y = bar.top() + bar.height() * e / 8.0;
        const QString label = e == 0 ? QStringLiteral("1")
                                     : QStringLiteral("1e") + QChar(0x2212) + QString::number(e);
        painter.drawText(QRectF(bar.right() + 4, y - line / 2, labelWidth, line),
                         Qt::AlignLeft | Qt::AlignVCenter, label);
    }
    const QRectF nan(bar.left(), bar.bottom() + line * 0.6, bar.width(), line * 0.8);
    painter.fillRect(nan, notANumber);
    painter.drawText(QRectF(nan.right() + 4, nan.top(), labelWidth, nan.height()),
                     Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("NaN"));
}

} // namespace pe
