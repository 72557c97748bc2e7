// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/prepared.h"
#include "ui/comparison/similarityplot.h"

#include <optional>

namespace pe {

// The Similarity view's curves (the sampled profile of PE(p) along the positions and the first
// dip of the distance) for one request: the encoding, the position count, p and the sample
// budget. compute() makes them now; prepare() starts them on another thread as soon as the model
// changes, so they are computed while the other views react and paint, and take() hands them
// over when the view paints (waiting if need be). q, the value at q and the switch are not part
// of them: the view sets those, they cost nothing.
class SimilaritySampling
{
public:
    struct Request
    {
        Encoding encoding;
        qint64 positionCount = 1;
        qint64 p = 0;
        int budget = 100; // samples at most
        bool operator==(const Request &other) const;
    };

    // The curves for request; with knownDip the dip search is skipped (it depends on the gaps
    // only: the same encoding and count).
    static SimilarityPlot::Data compute(const Request &request,
                                        const std::optional<DistanceDip> &knownDip);
    // Starts the curves on another thread when they are work enough to be worth one (a small
    // set is made faster on the spot than a thread is started and scheduled); true if started.
    bool prepare(const Request &request, const std::optional<DistanceDip> &knownDip);
    // The prepared curves into *data if they are for request (after waiting for them); false
    // when none were prepared for it (a prepared set for another request is dropped).
    bool take(const Request &request, SimilarityPlot::Data *data);
    int preparedCount() const { return m_preparedCount; }

private:
    Prepared<Request, SimilarityPlot::Data> m_prepared;
    int m_preparedCount = 0;
};

} // namespace pe
