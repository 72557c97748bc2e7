// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/lessonmistakes.h"

#include "core/math/relativeshift.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    double norm(const std::vector<double> &v)
    {
        double sum = 0;
        for (double x : v)
            sum += x * x;
        return std::sqrt(sum);
    }

    std::vector<double> minus(const std::vector<double> &a, const std::vector<double> &b)
    {
        std::vector<double> out(a.size());
        for (size_t k = 0; k < a.size(); ++k)
            out[k] = a[k] - b[k];
        return out;
    }

    double maxAbs(const std::vector<double> &v)
    {
        double worst = 0;
        for (double x : v)
            worst = std::max(worst, std::abs(x));
        return worst;
    }

} // namespace

QList<LessonMistakes::Mistake> LessonMistakes::all()
{
    return { Mistake::PositionAsComponentIndex,   Mistake::PairDenominatorsDiffer,
             Mistake::AmplitudeByPosition,        Mistake::SameEncodingForAll,
             Mistake::ConcatenateWithoutWidening, Mistake::InputsDifferMeansOrder };
}

QString LessonMistakes::id(Mistake mistake)
{
    switch (mistake) {
    case Mistake::PositionAsComponentIndex:
        return QStringLiteral("position_as_index");
    case Mistake::PairDenominatorsDiffer:
        return QStringLiteral("pair_denominators");
    case Mistake::AmplitudeByPosition:
        return QStringLiteral("amplitude");
    case Mistake::SameEncodingForAll:
        return QStringLiteral("same_pe");
    case Mistake::ConcatenateWithoutWidening:
        return QStringLiteral("concatenate");
    case Mistake::InputsDifferMeansOrder:
        return QStringLiteral("order_claim");
    }
    return {};
}

QString LessonMistakes::name(Mistake mistake)
{
    switch (mistake) {
    case Mistake::PositionAsComponentIndex:
        return tr("Position confused with the component index");
    case Mistake::PairDenominatorsDiffer:
        return tr("Different denominators within a pair");
    case Mistake::AmplitudeByPosition:
        return tr("Amplitude scaled by the position");
    case Mistake::SameEncodingForAll:
        return tr("PE(0) added to every token");
    case Mistake::ConcatenateWithoutWidening:
        return tr("Concatenated without widening the next layer");
    case Mistake::InputsDifferMeansOrder:
        return tr("“The inputs differ, so the model understands order”");
    }
    return {};
}

QString LessonMistakes::symptom(Mistake mistake)
{
    switch (mistake) {
    case Mistake::PositionAsComponentIndex:
        return tr("The angle uses the component index instead of the position, so every position "
                  "gets the same vector. The two inputs are equal again and their difference "
                  "has length 0.");
    case Mistake::PairDenominatorsDiffer:
        return tr("The sin and cos of a pair no longer share one angle. The pair leaves the unit "
                  "circle (sin² + cos² ≠ 1), and a shift is no longer a rotation: M_R does not "
                  "carry A(p) to A(q).");
    case Mistake::AmplitudeByPosition:
        return tr("Multiplying by the position lets the values grow without bound. Far positions "
                  "swamp the embedding instead of staying in [−1, 1].");
    case Mistake::SameEncodingForAll:
        return tr("Every token gets the same vector, so when the same word is compared the "
                  "common term cancels and the difference is 0: no position reaches the model.");
    case Mistake::ConcatenateWithoutWidening:
        return tr("Concatenating doubles the width to 2d, but the next layer still takes d "
                  "inputs: the shapes do not fit.");
    case Mistake::InputsDifferMeansOrder:
        return tr("The inputs do differ, yet a layer that only sums its inputs gives the same "
                  "output in both orders. A different input shows that a position signal exists, "
                  "not that a model uses it.");
    }
    return {};
}

QString LessonMistakes::fix(Mistake mistake)
{
    switch (mistake) {
    case Mistake::PositionAsComponentIndex:
        return tr("Put the position p in the angle; the pair index i only chooses the "
                  "denominator.");
    case Mistake::PairDenominatorsDiffer:
        return tr("Give both components of pair i the same denominator, 10000^(2i/d).");
    case Mistake::AmplitudeByPosition:
        return tr("Change the angle, never the amplitude: every value stays between −1 and 1.");
    case Mistake::SameEncodingForAll:
        return tr("Choose each token's PE by its own slot in the sequence.");
    case Mistake::ConcatenateWithoutWidening:
        return tr("Add PE to E, which keeps the width d, or widen the next layer when you "
                  "concatenate on purpose.");
    case Mistake::InputsDifferMeansOrder:
        return tr("Say that the input carries a position signal. Whether the model uses it "
                  "depends on the model and its training.");
    }
    return {};
}

std::vector<double> LessonMistakes::added(Mistake mistake, const Encoding &encoding,
                                          double position)
{
    const int d = encoding.dimension();
    std::vector<double> v(static_cast<size_t>(d), 0.0);
    switch (mistake) {
    case Mistake::PositionAsComponentIndex:
        for (int k = 0; k < d; ++k) {
            const double a = k / encoding.denominator(encoding.pairOfDimension(k));
            v[static_cast<size_t>(k)] = encoding.isCosine(k) ? std::cos(a) : std::sin(a);
        }
        return v;
    case Mistake::PairDenominatorsDiffer:
        for (int i = 0; i < encoding.pairCount(); ++i) {
            const double cosDenominator = std::pow(encoding.base(), (2.0 * i + 1.0) / d);
            v[static_cast<size_t>(encoding.dimensionOf(i, false))]
                = std::sin(position / encoding.denominator(i));
            v[static_cast<size_t>(encoding.dimensionOf(i, true))]
                = std::cos(position / cosDenominator);
        }
        return v;
    case Mistake::AmplitudeByPosition:
        v = encoding.vector(position);
        for (double &x : v)
            x *= position;
        return v;
    case Mistake::SameEncodingForAll:
        return encoding.vector(0.0);
    case Mistake::ConcatenateWithoutWidening: {
        std::vector<double> pe = encoding.vector(position);
        v.insert(v.end(), pe.begin(), pe.end());
        return v;
    }
    case Mistake::InputsDifferMeansOrder:
        return encoding.vector(position);
    }
    return v;
}

QList<LessonMistakes::Row>
LessonMistakes::compare(Mistake mistake, const LessonParameters &parameters, qint64 farPosition)
{
    const Encoding encoding = parameters.encoding();
    const double p = static_cast<double>(parameters.p);
    const double q = static_cast<double>(parameters.q);
    const std::vector<double> peP = encoding.vector(p);
    const std::vector<double> peQ = encoding.vector(q);
    const std::vector<double> mP = added(mistake, encoding, p);
    const std::vector<double> mQ = added(mistake, encoding, q);
    const std::vector<double> peDiff = minus(peQ, peP);
    const qint64 pi = parameters.p;
    const qint64 qi = parameters.q;
    const QString pq = QStringLiteral("x(%1) − x(%2)").arg(qi).arg(pi);
    const size_t s0 = static_cast<size_t>(encoding.dimensionOf(0, false));
    const size_t c0 = static_cast<size_t>(encoding.dimensionOf(0, true));
    QList<Row> rows;
    switch (mistake) {
    case Mistake::PositionAsComponentIndex:
        rows.append({ QStringLiteral("difference_norm"), tr("Length ‖%1‖").arg(pq), norm(peDiff),
                      norm(minus(mQ, mP)) });
        rows.append({ QStringLiteral("pair0_sin_q"), tr("Pair 0 sin at position %1").arg(qi),
                      peQ[s0], mQ[s0] });
        rows.append({ QStringLiteral("pair0_cos_q"), tr("Pair 0 cos at position %1").arg(qi),
                      peQ[c0], mQ[c0] });
        break;
    case Mistake::PairDenominatorsDiffer: {
        const RelativeShift shift(encoding, q - p);
        rows.append({ QStringLiteral("pair0_unit_q"),
                      tr("Pair 0 sin² + cos² at position %1").arg(qi),
                      peQ[s0] * peQ[s0] + peQ[c0] * peQ[c0], mQ[s0] * mQ[s0] + mQ[c0] * mQ[c0] });
        rows.append(
            { QStringLiteral("norm_q"), tr("Length ‖A(%1)‖").arg(qi), norm(peQ), norm(mQ) });
        rows.append({ QStringLiteral("shift_residual"),
                      tr("Largest |M_R · A(%1) − A(%2)|, R = %3").arg(pi).arg(qi).arg(qi - pi),
                      maxAbs(minus(shift.apply(peP), peQ)), maxAbs(minus(shift.apply(mP), mQ)) });
        break;
    }
    case Mistake::AmplitudeByPosition: {
        const double far = static_cast<double>(farPosition);
        rows.append({ QStringLiteral("max_abs_q"), tr("Largest |A(%1)[k]|").arg(qi), maxAbs(peQ),
                      maxAbs(mQ) });
        rows.append(
            { QStringLiteral("norm_q"), tr("Length ‖A(%1)‖").arg(qi), norm(peQ), norm(mQ) });
        rows.append({ QStringLiteral("norm_far"), tr("Length ‖A(%1)‖").arg(farPosition),
                      norm(encoding.vector(far)), norm(added(mistake, encoding, far)) });
        break;
    }
    case Mistake::SameEncodingForAll:
        rows.append({ QStringLiteral("difference_norm"), tr("Length ‖%1‖").arg(pq), norm(peDiff),
                      norm(minus(mQ, mP)) });
        rows.append({ QStringLiteral("max_mismatch"),
                      tr("Largest |(%1) − (PE(%2) − PE(%3))|").arg(pq).arg(qi).arg(pi), 0.0,
                      maxAbs(minus(minus(mQ, mP), peDiff)) });
        break;
    case Mistake::ConcatenateWithoutWidening: {
        const double d = encoding.dimension();
        const double width = static_cast<double>(mQ.size());
        rows.append({ QStringLiteral("input_width"), tr("Components in x(p)"), d, width,
                      LessonValue::Kind::Integer });
        rows.append({ QStringLiteral("layer_width"), tr("Inputs the next layer takes"), d, d,
                      LessonValue::Kind::Integer });
        rows.append({ QStringLiteral("unmatched"), tr("Components with no place in that layer"),
                      0.0, width - d, LessonValue::Kind::Integer });
        break;
    }
    case Mistake::InputsDifferMeansOrder: {
        // A sum-pooling layer: the sequence (w₁ at p, w₂ at q) against (w₂ at p, w₁ at q). The
        // embeddings are the same multiset either way; the position parts are summed.
        std::vector<double> forward(peP.size());
        std::vector<double> swapped(peP.size());
        for (size_t k = 0; k < peP.size(); ++k) {
            forward[k] = mP[k] + mQ[k];
            swapped[k] = mQ[k] + mP[k];
        }
        const double pooled = norm(minus(forward, swapped));
        rows.append({ QStringLiteral("difference_norm"), tr("Length ‖%1‖").arg(pq), norm(peDiff),
                      norm(minus(mQ, mP)) });
        rows.append({ QStringLiteral("pooled_swap"),
                      tr("Change of a sum-pooling output when two words swap"), pooled, pooled });
        break;
    }
    }
    return rows;
}

} // namespace pe
