// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/comparison.h"

#include <cmath>

namespace pe {

Comparison Comparison::compute(const Encoding &encoding, double p, double q, bool enabled)
{
    Comparison c;
    c.encoding = encoding;
    c.p = p;
    c.q = q;
    c.enabled = enabled;
    c.peP = encoding.vector(p);
    c.peQ = encoding.vector(q);
    const size_t d = c.peP.size();
    c.difference.assign(d, 0.0);
    double sum = 0;
    for (size_t k = 0; k < d; ++k) {
        const double diff = c.peQ[k] - c.peP[k];
        sum += diff * diff;
        if (enabled)
            c.difference[k] = diff;
    }
    c.candidateNorm = std::sqrt(sum);
    c.norm = enabled ? c.candidateNorm : 0.0;
    c.pairs.reserve(static_cast<size_t>(encoding.pairCount()));
    for (int i = 0; i < encoding.pairCount(); ++i) {
        PairDistance pd;
        pd.index = i;
        pd.denominator = encoding.denominator(i);
        pd.period = encoding.period(i);
        pd.angleP = encoding.angle(p, i);
        pd.angleQ = encoding.angle(q, i);
        const size_t si = static_cast<size_t>(encoding.dimensionOf(i, false));
        const size_t ci = static_cast<size_t>(encoding.dimensionOf(i, true));
        const double ds = c.peQ[si] - c.peP[si];
        const double dc = c.peQ[ci] - c.peP[ci];
        pd.distance = std::sqrt(ds * ds + dc * dc);
        c.pairs.push_back(pd);
    }
    return c;
}

namespace {

    // Sums f(sin p, cos p, sin q, cos q) over the pairs, without building the vectors.
    template<typename F> double sumOverPairs(const Encoding &encoding, double p, double q, F f)
    {
        double sum = 0;
        for (int i = 0; i < encoding.pairCount(); ++i) {
            double sp = 0;
            double cp = 0;
            double sq = 0;
            double cq = 0;
            encoding.sinCos(p, i, &sp, &cp);
            encoding.sinCos(q, i, &sq, &cq);
            sum += f(sp, cp, sq, cq);
        }
        return sum;
    }

} // namespace

double peDistance(const Encoding &encoding, double p, double q)
{
    return std::sqrt(sumOverPairs(encoding, p, q, [](double sp, double cp, double sq, double cq) {
        return (sq - sp) * (sq - sp) + (cq - cp) * (cq - cp);
    }));
}

double peDot(const Encoding &encoding, double p, double q)
{
    return sumOverPairs(encoding, p, q, [](double sp, double cp, double sq, double cq) {
        return sp * sq + cp * cq;
    });
}

} // namespace pe
