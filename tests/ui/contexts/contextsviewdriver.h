// SPDX-License-Identifier: GPL-3.0-or-later
// Driving the Longer contexts view in its tests: choosing a method as a user does, typing into
// a field, and the read-out a pair should have, worded from the brute-force values.
#pragma once

#include "core/text/format.h"
#include "tests/ui/contexts/bruteforcecontext.h"
#include "ui/common/checkedspinbox.h"
#include "ui/contexts/contextsview.h"

#include <QComboBox>
#include <QStringList>
#include <QtTest>

namespace pe::contexttest {

inline ContextScaling::Method coreMethod(Method method)
{
    return method == Method::Pi ? ContextScaling::Method::PositionInterpolation
        : method == Method::Ntk ? ContextScaling::Method::Ntk
                                : ContextScaling::Method::Yarn;
}

inline void chooseMethod(ContextsView *view, ContextScaling::Method method)
{
    QComboBox *box = view->methodBox();
    const int index = box->findData(static_cast<int>(method));
    box->setCurrentIndex(index);
    Q_EMIT box->activated(index); // as a user's choice
}

// Types text into a field and commits it with Enter.
inline void type(CheckedSpinBox *field, const QString &text)
{
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

// The read-out of pair i, worded from the brute-force values.
inline QStringList expectedItems(const BrutePair &b, int i, bool yarn)
{
    QStringList items { QStringLiteral("Pair %1").arg(i),
                        QStringLiteral("θᵢ = %1, θᵢ′ = %2")
                            .arg(formatDisplay(b.theta), formatDisplay(b.scaledTheta)),
                        QStringLiteral("Wavelength %1 before, %2 after")
                            .arg(formatDisplay(twoPi / b.theta),
                                 formatDisplay(twoPi / b.scaledTheta)),
                        QStringLiteral("Training [0, %1)").arg(formatDisplay(b.trained)),
                        QStringLiteral("Run before scaling [0, %1)%2")
                            .arg(formatDisplay(b.runBefore),
                                 b.unseenBefore ? QStringLiteral(": unseen angles") : QString()),
                        QStringLiteral("Run after scaling [0, %1)%2")
                            .arg(formatDisplay(b.runAfter),
                                 b.unseenAfter ? QStringLiteral(": unseen angles") : QString()) };
    if (yarn)
        items << QStringLiteral("Ramp γᵢ = %1").arg(formatDisplay(b.ramp));
    return items;
}

} // namespace pe::contexttest

Q_DECLARE_METATYPE(pe::contexttest::Method)
