// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/scoreterms.h"

#include "core/math/relativeshift.h"

namespace pe {

ScoreTerms ScoreTerms::compute(const ToyAttention &attention, const QString &queryToken, double n,
                               const QString &keyToken, double m)
{
    using A = ToyAttention;
    const Encoding encoding = A::encoding();
    const A::Vector &x = attention.embedding(queryToken);
    const A::Vector &y = attention.embedding(keyToken);
    const A::Vector pn = encoding.vector(n);
    const A::Vector pm = encoding.vector(m);
    const A::Matrix &wq = attention.queryWeights();
    const A::Matrix &wk = attention.keyWeights();

    ScoreTerms t;
    t.contentContent = A::dot(A::multiply(wq, x), A::multiply(wk, y));
    t.contentPosition = A::dot(A::multiply(wq, x), A::multiply(wk, pm));
    t.positionContent = A::dot(A::multiply(wq, pn), A::multiply(wk, y));
    t.positionPosition = A::dot(A::multiply(wq, pn), A::multiply(wk, pm));
    t.total = A::dot(A::multiply(wq, A::add(x, pn)), A::multiply(wk, A::add(y, pm)));
    const A::Vector shifted = RelativeShift(encoding, m - n).apply(pn);
    t.positionPositionShifted = A::dot(A::multiply(wq, pn), A::multiply(wk, shifted));
    t.identityPositionPosition = A::dot(pn, shifted);
    return t;
}

} // namespace pe
