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

struct LessonMistakes::Sides
{
    Sides(Mistake mistake, const LessonParameters &parameters)
        : mistake(mistake)
        , encoding(parameters.encoding())
        , pi(parameters.p)
        , qi(parameters.q)
        , peP(encoding.vector(static_cast<double>(pi)))
        , peQ(encoding.vector(static_cast<double>(qi)))
        , mP(added(mistake, encoding, static_cast<double>(pi)))
        , mQ(added(mistake, encoding, static_cast<double>(qi)))
        , peDiff(minus(peQ, peP))
        , pq(QStringLiteral("x(%1) − x(%2)").arg(qi).arg(pi))
        , s0(static_cast<size_t>(encoding.dimensionOf(0, false)))
        , c0(static_cast<size_t>(encoding.dimensionOf(0, true)))
    {
    }

    Mistake mistake;
    Encoding encoding;
    qint64 pi;
    qint64 qi;
    std::vector<double> peP; // PE(p) and PE(q), correct
    std::vector<double> peQ;
    std::vector<double> mP; // what the mistaken implementation adds at p and q
    std::vector<double> mQ;
    std::vector<double> peDiff; // PE(q) − PE(p)
    QString pq; // "x(q) − x(p)"
    size_t s0; // pair 0's sin and cos components
    size_t c0;
};

QList<LessonMistakes::Row>
LessonMistakes::compare(Mistake mistake, const LessonParameters &parameters, qint64 farPosition)
{
    const Sides s(mistake, parameters);
    switch (mistake) {
    case Mistake::PositionAsComponentIndex:
        return componentIndexRows(s);
    case Mistake::PairDenominatorsDiffer:
        return denominatorRows(s);
    case Mistake::AmplitudeByPosition:
        return amplitudeRows(s, farPosition);
    case Mistake::SameEncodingForAll:
        return sameEncodingRows(s);
    case Mistake::ConcatenateWithoutWidening:
        return concatenateRows(s);
    case Mistake::InputsDifferMeansOrder:
        return orderClaimRows(s);
    }
    return {};
}

QList<LessonMistakes::Row> LessonMistakes::componentIndexRows(const Sides &s)
{
    return { { QStringLiteral("difference_norm"), tr("Length ‖%1‖").arg(s.pq), norm(s.peDiff),
               norm(minus(s.mQ, s.mP)) },
             { QStringLiteral("pair0_sin_q"), tr("Pair 0 sin at position %1").arg(s.qi),
               s.peQ[s.s0], s.mQ[s.s0] },
             { QStringLiteral("pair0_cos_q"), tr("Pair 0 cos at position %1").arg(s.qi),
               s.peQ[s.c0], s.mQ[s.c0] } };
}

QList<LessonMistakes::Row> LessonMistakes::denominatorRows(const Sides &s)
{
    const RelativeShift shift(s.encoding, static_cast<double>(s.qi - s.pi));
    const auto unit
        = [&s](const std::vector<double> &v) { return v[s.s0] * v[s.s0] + v[s.c0] * v[s.c0]; };
    return { { QStringLiteral("pair0_unit_q"), tr("Pair 0 sin² + cos² at position %1").arg(s.qi),
               unit(s.peQ), unit(s.mQ) },
             { QStringLiteral("norm_q"), tr("Length ‖A(%1)‖").arg(s.qi), norm(s.peQ), norm(s.mQ) },
             { QStringLiteral("shift_residual"),
               tr("Largest |M_R · A(%1) − A(%2)|, R = %3").arg(s.pi).arg(s.qi).arg(s.qi - s.pi),
               maxAbs(minus(shift.apply(s.peP), s.peQ)), maxAbs(minus(shift.apply(s.mP), s.mQ)) } };
}

QList<LessonMistakes::Row> LessonMistakes::amplitudeRows(const Sides &s, qint64 farPosition)
{
    const double far = static_cast<double>(farPosition);
    return { { QStringLiteral("max_abs_q"), tr("Largest |A(%1)[k]|").arg(s.qi), maxAbs(s.peQ),
               maxAbs(s.mQ) },
             { QStringLiteral("norm_q"), tr("Length ‖A(%1)‖").arg(s.qi), norm(s.peQ), norm(s.mQ) },
             { QStringLiteral("norm_far"), tr("Length ‖A(%1)‖").arg(farPosition),
               norm(s.encoding.vector(far)), norm(added(s.mistake, s.encoding, far)) } };
}

QList<LessonMistakes::Row> LessonMistakes::sameEncodingRows(const Sides &s)
{
    return { { QStringLiteral("difference_norm"), tr("Length ‖%1‖").arg(s.pq), norm(s.peDiff),
               norm(minus(s.mQ, s.mP)) },
             { QStringLiteral("max_mismatch"),
               tr("Largest |(%1) − (PE(%2) − PE(%3))|").arg(s.pq).arg(s.qi).arg(s.pi), 0.0,
               maxAbs(minus(minus(s.mQ, s.mP), s.peDiff)) } };
}

QList<LessonMistakes::Row> LessonMistakes::concatenateRows(const Sides &s)
{
    const double d = s.encoding.dimension();
    const double width = static_cast<double>(s.mQ.size());
    using Kind = LessonValue::Kind;
    return { { QStringLiteral("input_width"), tr("Components in x(p)"), d, width, Kind::Integer },
             { QStringLiteral("layer_width"), tr("Inputs the next layer takes"), d, d,
               Kind::Integer },
             { QStringLiteral("unmatched"), tr("Components with no place in that layer"), 0.0,
               width - d, Kind::Integer } };
}

QList<LessonMistakes::Row> LessonMistakes::orderClaimRows(const Sides &s)
{
    // A sum-pooling layer: the sequence (w₁ at p, w₂ at q) against (w₂ at p, w₁ at q). The
    // embeddings are the same multiset either way; the position parts are summed.
    std::vector<double> forward(s.peP.size());
    std::vector<double> swapped(s.peP.size());
    for (size_t k = 0; k < s.peP.size(); ++k) {
        forward[k] = s.mP[k] + s.mQ[k];
        swapped[k] = s.mQ[k] + s.mP[k];
    }
    const double pooled = norm(minus(forward, swapped));
    return { { QStringLiteral("difference_norm"), tr("Length ‖%1‖").arg(s.pq), norm(s.peDiff),
               norm(minus(s.mQ, s.mP)) },
             { QStringLiteral("pooled_swap"),
               tr("Change of a sum-pooling output when two words swap"), pooled, pooled } };
}

} // namespace pe
