// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavebandpieces.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    constexpr int bitsPerGroup = 64; // a column's bands as the bits of one mask

    // Columns x0 .. x1 - 1 of one row, covered by the bands of mask.
    struct Run
    {
        int x0 = 0;
        int x1 = 0;
        quint64 mask = 0;
        bool operator==(const Run &other) const
        {
            return x0 == other.x0 && x1 == other.x1 && mask == other.mask;
        }
    };

    // A run that has kept its columns and bands since row top.
    struct OpenRun
    {
        Run run;
        int top = 0;
    };

    // The pieces of bands[from .. to) (at most bitsPerGroup), appended to pieces.
    void appendGroup(const QList<WaveBandPieces::Band> &bands, qsizetype from, qsizetype to,
                     const QRect &area, QList<WaveBandPieces::Piece> *pieces)
    {
        const int width = area.width();
        const int height = area.height();
        // Each band's rows in each column ([top, bottom) from the area's top), then the rows
        // where a column's mask changes, sorted by row (counting sort): a band's bit is set at
        // its top and cleared at its bottom. An event is (x * bitsPerGroup + bit) * 2 + set.
        QList<int> perRow(height + 1, 0);
        QList<int> spans;
        spans.reserve((to - from) * width * 2);
        for (qsizetype b = from; b < to; ++b) {
            const WaveBandPieces::Band &band = bands.at(b);
            for (int x = 0; x < width; ++x) {
                const double centre = area.left() + x + 0.5;
                double upper = 0;
                double lower = 0;
                int top = 0;
                int bottom = 0;
                if (WaveBandPieces::edgeAt(band.upper, centre, &upper)
                    && WaveBandPieces::edgeAt(band.lower, centre, &lower) && std::isfinite(upper)
                    && std::isfinite(lower)) {
                    // A pixel is in when its centre lies in [top edge, bottom edge).
                    const auto row = [&area, height](double y) {
                        return static_cast<int>(std::clamp(std::ceil(y - 0.5) - area.top(), 0.0,
                                                           static_cast<double>(height)));
                    };
                    top = row(std::min(upper, lower));
                    bottom = row(std::max(upper, lower));
                }
                if (bottom <= top) {
                    top = bottom = 0;
                } else {
                    ++perRow[top];
                    ++perRow[bottom];
                }
                spans.append(top);
                spans.append(bottom);
            }
        }
        QList<int> start(height + 2, 0);
        for (int y = 0; y <= height; ++y)
            start[y + 1] = start.at(y) + perRow.at(y);
        QList<int> events(start.last());
        QList<int> filled = start.mid(0, height + 1);
        int *event = events.data();
        int *next = filled.data();
        for (qsizetype b = from; b < to; ++b) {
            const int bit = static_cast<int>(b - from);
            const int *span = spans.constData() + qsizetype(bit) * width * 2;
            for (int x = 0; x < width; ++x, span += 2) {
                if (span[1] <= span[0])
                    continue;
                const int code = (x * bitsPerGroup + bit) * 2;
                event[next[span[0]]++] = code + 1;
                event[next[span[1]]++] = code;
            }
        }

        QHash<quint64, QColor> colors;
        const auto colorOf = [&](quint64 mask) {
            const auto found = colors.constFind(mask);
            if (found != colors.constEnd())
                return *found;
            QList<QColor> fills;
            for (int bit = 0; bit < bitsPerGroup; ++bit)
                if (mask & (quint64(1) << bit))
                    fills.append(bands.at(from + bit).fill);
            const QColor color = WaveBandPieces::composed(fills);
            colors.insert(mask, color);
            return color;
        };
        const auto close = [&](const OpenRun &open, int bottom) {
            const QColor color = colorOf(open.run.mask);
            if (color.alpha() > 0)
                pieces->append({ QRect(area.left() + open.run.x0, area.top() + open.top,
                                       open.run.x1 - open.run.x0, bottom - open.top),
                                 color });
        };
        // Down the rows: where a row's masks change, its runs are read again; a run the row
        // before had too stays open.
        QList<quint64> masks(width, 0);
        quint64 *mask = masks.data();
        QList<Run> runs;
        QList<OpenRun> open;
        QList<OpenRun> kept;
        for (int y = 0; y < height; ++y) {
            if (start.at(y) == start.at(y + 1))
                continue;
            for (int e = start.at(y); e < start.at(y + 1); ++e) {
                const int code = events.at(e);
                const quint64 bit = quint64(1) << ((code / 2) % bitsPerGroup);
                if (code % 2)
                    mask[code / (2 * bitsPerGroup)] |= bit;
                else
                    mask[code / (2 * bitsPerGroup)] &= ~bit;
            }
            runs.clear();
            for (int x = 0; x < width;) {
                int end = x + 1;
                while (end < width && mask[end] == mask[x])
                    ++end;
                if (mask[x])
                    runs.append({ x, end, mask[x] });
                x = end;
            }
            // Both lists are in order of x and their runs do not overlap.
            kept.clear();
            qsizetype o = 0;
            for (const Run &run : std::as_const(runs)) {
                while (o < open.size() && open.at(o).run.x0 < run.x0)
                    close(open.at(o++), y);
                if (o < open.size() && open.at(o).run == run)
                    kept.append(open.at(o++));
                else
                    kept.append({ run, y });
            }
            while (o < open.size())
                close(open.at(o++), y);
            open.swap(kept);
        }
        for (const OpenRun &run : std::as_const(open))
            close(run, height);
    }

} // namespace

bool WaveBandPieces::edgeAt(const QPolygonF &edge, double x, double *y)
{
    if (edge.isEmpty() || !(x >= edge.first().x()) || !(x <= edge.last().x()))
        return false;
    const auto after
        = std::lower_bound(edge.cbegin(), edge.cend(), x,
                           [](const QPointF &point, double at) { return point.x() < at; });
    if (after == edge.cbegin()) {
        *y = after->y();
        return true;
    }
    const QPointF a = *(after - 1);
    const QPointF b = *after;
    *y = b.x() > a.x() ? a.y() + (b.y() - a.y()) * (x - a.x()) / (b.x() - a.x()) : b.y();
    return true;
}

QColor WaveBandPieces::composed(const QList<QColor> &fills)
{
    // Premultiplied source over, in double.
    double red = 0;
    double green = 0;
    double blue = 0;
    double alpha = 0;
    for (const QColor &fill : fills) {
        const double a = fill.alphaF();
        red = fill.redF() * a + red * (1 - a);
        green = fill.greenF() * a + green * (1 - a);
        blue = fill.blueF() * a + blue * (1 - a);
        alpha = a + alpha * (1 - a);
    }
    if (!(alpha > 0))
        return QColor(0, 0, 0, 0);
    return QColor::fromRgbF(static_cast<float>(red / alpha), static_cast<float>(green / alpha),
                            static_cast<float>(blue / alpha), static_cast<float>(alpha));
}

QList<WaveBandPieces::Piece> WaveBandPieces::of(const QList<Band> &bands, const QRect &area)
{
    QList<Piece> pieces;
    if (area.isEmpty())
        return pieces;
    for (qsizetype from = 0; from < bands.size(); from += bitsPerGroup)
        appendGroup(bands, from, std::min<qsizetype>(bands.size(), from + bitsPerGroup), area,
                    &pieces);
    return pieces;
}

} // namespace pe
