// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/distanceprofile.h"
#include "core/math/alibislopes.h"
#include "core/math/encoding.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    std::vector<int64_t> firstDistances(int count)
    {
        std::vector<int64_t> distances(static_cast<std::size_t>(std::max(0, count)));
        for (std::size_t k = 0; k < distances.size(); ++k)
            distances[k] = static_cast<int64_t>(k);
        return distances;
    }
} // namespace

std::vector<double> DistanceProfile::sinusoidal(int dimension, double base, int count)
{
    return sinusoidalAt(dimension, base, firstDistances(count));
}

std::vector<double> DistanceProfile::rope(int dimension, double base, int count)
{
    return ropeAt(dimension, base, firstDistances(count));
}

std::vector<std::vector<double>> DistanceProfile::alibi(int heads, int count)
{
    return alibiAt(heads, firstDistances(count));
}

std::vector<double> DistanceProfile::sinusoidalAt(int dimension, double base,
                                                  const std::vector<int64_t> &distances)
{
    const Encoding encoding(dimension, base);
    std::vector<double> values;
    values.reserve(distances.size());
    for (const int64_t delta : distances) {
        double sum = 0;
        for (int i = 0; i < encoding.pairCount(); ++i) {
            double sine = 0;
            double cosine = 0;
            encoding.sinCos(static_cast<double>(delta), i, &sine, &cosine);
            sum += cosine;
        }
        values.push_back(sum);
    }
    return values;
}

std::vector<double> DistanceProfile::ropeAt(int dimension, double base,
                                            const std::vector<int64_t> &distances)
{
    const int pairs = dimension / 2;
    std::vector<double> thetas(static_cast<std::size_t>(pairs));
    for (int k = 0; k < pairs; ++k)
        thetas[static_cast<std::size_t>(k)] = std::pow(base, -2.0 * k / dimension);
    std::vector<double> values;
    values.reserve(distances.size());
    for (const int64_t delta : distances) {
        double re = 0; // S_j, built up one pair at a time
        double im = 0;
        double sum = 0;
        for (int k = 0; k < pairs; ++k) {
            const double angle = static_cast<double>(delta) * thetas[static_cast<std::size_t>(k)];
            re += std::cos(angle);
            im += std::sin(angle);
            sum += std::hypot(re, im);
        }
        values.push_back(sum / pairs);
    }
    return values;
}

std::vector<std::vector<double>> DistanceProfile::alibiAt(int heads,
                                                          const std::vector<int64_t> &distances)
{
    std::vector<std::vector<double>> values;
    for (const double slope : AlibiSlopes::slopes(heads)) {
        std::vector<double> head;
        head.reserve(distances.size());
        for (const int64_t delta : distances)
            head.push_back(AlibiSlopes::bias(slope, delta, 0));
        values.push_back(std::move(head));
    }
    return values;
}

} // namespace pe
