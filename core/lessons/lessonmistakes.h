// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"
#include "core/math/encoding.h"

#include <QCoreApplication>
#include <QList>

#include <vector>

namespace pe {

// The common mistakes of seed 000, each simulated on the same two positions so that its symptom
// can be shown next to the correct result. The embedding stays symbolic: every vector here is the
// numeric part A(p) of x(p) = E + A(p), the part the position path adds.
class LessonMistakes
{
    Q_DECLARE_TR_FUNCTIONS(LessonMistakes)

public:
    enum class Mistake {
        PositionAsComponentIndex, // the component index used where the position belongs
        PairDenominatorsDiffer, // sin and cos of one pair with different denominators
        AmplitudeByPosition, // the values multiplied by the position
        SameEncodingForAll, // PE(0) added to every token
        ConcatenateWithoutWidening, // [E, PE] fed to a layer that still takes d inputs
        InputsDifferMeansOrder // "the inputs differ, so the model understands order"
    };

    // One quantity with the correct implementation and with the mistake.
    struct Row
    {
        QString key; // stable: "difference_norm"
        QString label;
        double correct = 0;
        double mistaken = 0;
        LessonValue::Kind kind = LessonValue::Kind::Real;
    };

    static QList<Mistake> all();
    static QString id(Mistake mistake); // stable: "same_pe"
    static QString name(Mistake mistake);
    static QString symptom(Mistake mistake);
    static QString fix(Mistake mistake);
    // False for a mistake of interpretation (the order claim): the numbers are the same either
    // way and only the conclusion drawn from them is wrong.
    static bool changesNumbers(Mistake mistake)
    {
        return mistake != Mistake::InputsDifferMeansOrder;
    }

    // What an implementation with the mistake adds at position (for ConcatenateWithoutWidening
    // the numeric part of [E, PE(p)]: d zeros, then PE(p); the order claim adds PE(p) itself).
    static std::vector<double> added(Mistake mistake, const Encoding &encoding, double position);
    // The mistake's symptom at p and q; farPosition is the far end of the lesson's range.
    static QList<Row> compare(Mistake mistake, const LessonParameters &parameters,
                              qint64 farPosition);

private:
    struct Sides; // the correct and the mistaken vectors at p and q that compare() shows
    static QList<Row> componentIndexRows(const Sides &s);
    static QList<Row> denominatorRows(const Sides &s);
    static QList<Row> amplitudeRows(const Sides &s, qint64 farPosition);
    static QList<Row> sameEncodingRows(const Sides &s);
    static QList<Row> concatenateRows(const Sides &s);
    static QList<Row> orderClaimRows(const Sides &s);
};

} // namespace pe
