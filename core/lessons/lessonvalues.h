// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"
#include "core/lessons/lessonvalue.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

struct StepQuantity;

// The numbers of one lesson step, computed from the step's parameters and the compare position
// by the core model (Encoding, Comparison, RelativeShift, LessonMistakes), never typed in. The
// keys are stable: the worksheet's JSON, the wizard's labels and the tests use them.
class LessonValues
{
    Q_DECLARE_TR_FUNCTIONS(LessonValues)

public:
    // The far position of the edge cases: well past the workbench's range of compare positions.
    static constexpr qint64 farPosition = 1000;

    LessonValues() = default;
    explicit LessonValues(const QList<LessonValue> &values);

    static LessonValues compute(const Lesson &lesson, int stepIndex, int comparePosition);
    static QList<LessonValue> quantity(LessonStep::Quantity quantity, const Lesson &lesson,
                                       const LessonStep &step, const LessonParameters &parameters);

    const QList<LessonValue> &list() const { return m_values; }
    bool isEmpty() const { return m_values.isEmpty(); }
    bool contains(const QString &key) const { return find(key) != nullptr; }
    const LessonValue *find(const QString &key) const;
    double value(const QString &key) const; // NaN when the step has no such value

    // The symbol of embedding component k: e₀, e₁, … e₁₂.
    static QString component(int k);
    // The index of the component that rounds alike most easily: the slowest pair's cos.
    static int focusComponent(const Encoding &encoding);

private:
    // One quantity each (LessonStep::Quantity), added to x's values.
    static void addSetup(StepQuantity &x);
    static void addPairValues(StepQuantity &x, const QList<int> &pairs);
    static void addPairDistances(StepQuantity &x);
    static void addInputs(StepQuantity &x, bool adds);
    static void addDifference(StepQuantity &x);
    static void addRelativeShift(StepQuantity &x);
    static void addCost(StepQuantity &x);

    QList<LessonValue> m_values;
};

} // namespace pe
