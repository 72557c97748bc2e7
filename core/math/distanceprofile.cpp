// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/distanceprofile.h"
#include "core/math/alibislopes.h"
#include "core/math/encoding.h"

#include <cmath>

namespace pe {

std::vector<double> DistanceProfile::sinusoidal(int dimension, double base, int count)
{
    const Encoding encoding(dimension, base);
    std::vector<double> values(static_cast<std::size_t>(count));
    for (int delta = 0; delta < count; ++delta) {
        double sum = 0;
        for (int i = 0; i < encoding.pairCount(); ++i) {
            double sine = 0;
            double cosine = 0;
            encoding.sinCos(delta, i, &sine, &cosine);
            sum += cosine;
        }
        values[static_cast<std::size_t>(delta)] = sum;
    }
    return values;
}

std::vector<double> DistanceProfile::rope(int dimension, double base, int count)
{
    const int pairs = dimension / 2;
    std::vector<double> thetas(static_cast<std::size_t>(pairs));
    for (int k = 0; k < pairs; ++k)
        thetas[static_cast<std::size_t>(k)] = std::pow(base, -2.0 * k / dimension);
    std::vector<double> values(static_cast<std::size_t>(count));
    for (int delta = 0; delta < count; ++delta) {
        double re = 0; // S_j, built up one pair at a time
        double im = 0;
        double sum = 0;
        for (int k = 0; k < pairs; ++k) {
            const double angle = delta * thetas[static_cast<std::size_t>(k)];
            re += std::cos(angle);
            im += std::sin(angle);
            sum += std::hypot(re, im);
        }
        values[static_cast<std::size_t>(delta)] = sum / pairs;
    }
    return values;
}

std::vector<std::vector<double>> DistanceProfile::alibi(int heads, int count)
{
    std::vector<std::vector<double>> values;
    for (const double slope : AlibiSlopes::slopes(heads)) {
        std::vector<double> head(static_cast<std::size_t>(count));
        for (int delta = 0; delta < count; ++delta)
            head[static_cast<std::size_t>(delta)] = AlibiSlopes::bias(slope, delta, 0);
        values.push_back(std::move(head));
    }
    return values;
}

} // namespace pe
