// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/contexts/contextbands.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pe {

namespace {

    constexpr double twoPi = 6.283185307179586476925286766559;

    void widen(ContextBands::Range *range, double value, bool first)
    {
        if (first) {
            range->low = range->high = value;
            return;
        }
        range->low = std::min(range->low, value);
        range->high = std::max(range->high, value);
    }

} // namespace

ContextBands::ContextBands(ContextScaling::Method method, double scale, double trainLength,
                           int dimension, double base)
    : m_scaling(method, scale, trainLength, dimension, base)
    , m_hasAfter(method != ContextScaling::Method::Ntk || dimension >= 4)
{
    const auto &pairs = m_scaling.pairs();
    m_runBefore.reserve(pairs.size());
    m_unseenBefore.reserve(pairs.size());
    double low = twoPi;
    double high = twoPi;
    const auto include = [&low, &high](double value) {
        if (value > 0 && std::isfinite(value)) {
            low = std::min(low, value);
            high = std::max(high, value);
        }
    };
    for (const ContextScaling::Pair &pair : pairs) {
        // Without scaling θᵢ′ = θᵢ: the run turns the pair s times as far as training did, and
        // Pair::unseen's rule (with its 1e-12 margin) tells whether that is further than seen.
        const double run = scale * pair.trainedAngle;
        const bool unseen = pair.trainedAngle < twoPi && run > pair.trainedAngle * (1 + 1e-12);
        m_runBefore.push_back(run);
        m_unseenBefore.push_back(unseen ? 1 : 0);
        m_unseenBeforeCount += unseen ? 1 : 0;
        m_unseenAfterCount += m_hasAfter && pair.unseen ? 1 : 0;
        include(pair.trainedAngle);
        include(run);
        if (m_hasAfter)
            include(pair.runAngle);
    }
    m_minDecade = static_cast<int>(std::floor(std::log10(low)));
    m_maxDecade = static_cast<int>(std::ceil(std::log10(high)));
    if (m_maxDecade <= m_minDecade)
        m_maxDecade = m_minDecade + 1;
}

int ContextBands::pairsPerRow(int pairCount, int maxRows)
{
    maxRows = std::max(1, maxRows);
    return std::max(1, (pairCount + maxRows - 1) / maxRows);
}

std::vector<ContextBands::Row> ContextBands::rows(int perRow) const
{
    const auto &pairs = m_scaling.pairs();
    const int count = pairCount();
    perRow = std::max(1, perRow);
    std::vector<Row> result;
    result.reserve(size_t((count + perRow - 1) / perRow));
    for (int first = 0; first < count; first += perRow) {
        Row row;
        row.first = first;
        row.last = std::min(count, first + perRow) - 1;
        bool firstBefore = true;
        bool firstAfter = true;
        for (int i = row.first; i <= row.last; ++i) {
            const ContextScaling::Pair &pair = pairs.at(size_t(i));
            widen(&row.trained, pair.trainedAngle, i == row.first);
            widen(&row.before, m_runBefore.at(size_t(i)), i == row.first);
            widen(&row.after, m_hasAfter ? pair.runAngle : 0.0, i == row.first);
            if (unseenBefore(i)) {
                widen(&row.unseenBeforeSpan, pair.trainedAngle, firstBefore);
                row.unseenBeforeSpan.high
                    = std::max(row.unseenBeforeSpan.high, m_runBefore.at(size_t(i)));
                firstBefore = false;
                ++row.unseenBefore;
            }
            if (m_hasAfter && pair.unseen) {
                widen(&row.unseenAfterSpan, pair.trainedAngle, firstAfter);
                row.unseenAfterSpan.high = std::max(row.unseenAfterSpan.high, pair.runAngle);
                firstAfter = false;
                ++row.unseenAfter;
            }
        }
        result.push_back(row);
    }
    return result;
}

} // namespace pe
