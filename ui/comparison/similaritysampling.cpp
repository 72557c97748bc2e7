// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/similaritysampling.h"

#include <algorithm>

namespace pe {

namespace {
    // The dip is searched among the first gaps only: it shows up within a few periods of the
    // fastest pair (d = 512: at gap 169), and the search must stay cheap for every d: at most
    // 4096 gaps and 2^21 pair terms (d = 8192: 512 gaps, about 4 ms, where 4096 gaps took 30 ms
    // of every change of d or base and found none). The view says how far it looked.
    constexpr qint64 maxDipGap = 4096;
    constexpr qint64 maxDipTerms = qint64(1) << 21;

    qint64 dipWindowFor(const Encoding &encoding, qint64 positionCount)
    {
        const qint64 byTerms = maxDipTerms / std::max(1, encoding.pairCount());
        return std::min({ positionCount - 1, maxDipGap, byTerms });
    }

    // From this many pair terms on the curves are started on another thread (d = 64 over 1000
    // samples: a fraction of a millisecond).
    constexpr qint64 threadTerms = qint64(1) << 15;
} // namespace

bool SimilaritySampling::Request::operator==(const Request &other) const
{
    return encoding == other.encoding && positionCount == other.positionCount && p == other.p
        && budget == other.budget;
}

SimilarityPlot::Data SimilaritySampling::compute(const Request &request,
                                                 const std::optional<DistanceDip> &knownDip)
{
    SimilarityPlot::Data data;
    data.encoding = request.encoding;
    data.positionCount = request.positionCount;
    data.p = request.p;
    const auto profile
        = Similarity::profile(data.encoding, data.p, data.positionCount, request.budget);
    data.samples = QList<SimilaritySample>(profile.begin(), profile.end());
    data.dipWindow = dipWindowFor(data.encoding, data.positionCount);
    data.dip = knownDip ? *knownDip : Similarity::firstDip(data.encoding, data.dipWindow);
    return data;
}

bool SimilaritySampling::prepare(const Request &request, const std::optional<DistanceDip> &knownDip)
{
    // Pair terms: the samples', and the dip search's when it is not known.
    const qint64 samples = std::min<qint64>(request.positionCount, request.budget);
    const qint64 terms
        = (samples + (knownDip ? 0 : dipWindowFor(request.encoding, request.positionCount)))
        * request.encoding.pairCount();
    if (terms < threadTerms)
        return false;
    if (!m_prepared.isFor(request))
        m_prepared.start(request, [request, knownDip] { return compute(request, knownDip); });
    return true;
}

bool SimilaritySampling::take(const Request &request, SimilarityPlot::Data *data)
{
    std::optional<SimilarityPlot::Data> ready = m_prepared.take(request);
    if (!ready)
        return false;
    *data = std::move(*ready);
    ++m_preparedCount;
    return true;
}

} // namespace pe
