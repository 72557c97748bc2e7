// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sampling/schemesamples.h"

namespace pe {

// The schemes chart's three scales, from the samples and the hovered reading (both drawn, so both
// must fit): the left axis for the sinusoid and the RoPE bound divided by their values at Δ = 0,
// from below the lowest of them up to 1; the right axis for ALiBi's bias in logits, from below
// the lowest bias up to 0, with as many intervals as the left one so that its ticks sit on the
// left axis's grid lines; the distances 0 … N − 1 with a tick about every 70 pixels. Borrows the
// samples and the reading for its lifetime.
class SchemesScales
{
public:
    struct Range
    {
        double min = 0;
        double max = 1;
        double step = 1;
    };

    // hovered may be null (nothing hovered).
    SchemesScales(const SchemeSamples &samples, const SchemeReading *hovered);

    Range relative() const;
    Range bias(const Range &relative) const;
    Range distance(double width) const;

private:
    const SchemeSamples &m_samples;
    const SchemeReading *m_hovered;
};

} // namespace pe
