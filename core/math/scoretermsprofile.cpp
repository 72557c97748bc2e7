// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/scoretermsprofile.h"

namespace pe {

std::vector<ScoreTerms> ScoreTermsProfile::along(const ToyAttention &attention,
                                                 const QString &queryToken, const QString &keyToken,
                                                 double start, int count)
{
    std::vector<ScoreTerms> terms;
    terms.reserve(static_cast<std::size_t>(count));
    for (int delta = 0; delta < count; ++delta)
        terms.push_back(ScoreTerms::compute(attention, queryToken, start, keyToken, start + delta));
    return terms;
}

} // namespace pe
