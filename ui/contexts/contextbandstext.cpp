// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/contexts/contextbandstext.h"

#include "core/text/format.h"
#include "ui/contexts/contextbands.h"

#include <cstdlib>

namespace pe {

QString ContextBandsText::methodName(ContextScaling::Method method)
{
    switch (method) {
    case ContextScaling::Method::PositionInterpolation:
        return tr("Position interpolation");
    case ContextScaling::Method::Ntk:
        return tr("NTK-aware scaling");
    case ContextScaling::Method::Yarn:
        break;
    }
    return tr("YaRN");
}

QString ContextBandsText::title(const ContextBands &bands)
{
    const ContextScaling &s = bands.scaling();
    return tr("Trained on L = %1 positions, run on s·L = %2 (s = %3); d = %4, base = %5")
        .arg(formatExact(s.trainLength()), formatExact(s.scale() * s.trainLength()),
             formatExact(s.scale()), QString::number(s.dimension()), formatExact(s.base()));
}

QString ContextBandsText::summary(const ContextBands &bands)
{
    const ContextScaling &s = bands.scaling();
    switch (s.method()) {
    case ContextScaling::Method::PositionInterpolation:
        return tr("Position interpolation: θᵢ′ = θᵢ / s, so s·L·θᵢ′ = L·θᵢ.");
    case ContextScaling::Method::Ntk:
        if (!bands.hasAfter())
            return tr("NTK-aware scaling needs d of at least 4 (its exponent is d/(d − 2)); d is "
                      "%1.")
                .arg(s.dimension());
        return tr("NTK-aware scaling: base' = base·s^(d/(d−2)) = %1, θᵢ′ = base'^(−2i/d).")
            .arg(formatDisplay(s.scaledBase()));
    case ContextScaling::Method::Yarn:
        break;
    }
    if (s.scale() <= 1) // no longer than training: the reference code keeps the logits as they are
        return tr("YaRN: θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ, the ramp γᵢ rising from r_i = L/λᵢ = 1 "
                  "to 32; attention factor √(1/t) = 1, as s ≤ 1.");
    return tr("YaRN: θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ, the ramp γᵢ rising from r_i = L/λᵢ = 1 "
              "to 32; attention factor √(1/t) = 0.1·ln s + 1 = %1.")
        .arg(formatDisplay(s.attentionFactor()));
}

QString ContextBandsText::beforeHeader(const ContextBands &bands)
{
    return tr("Before scaling (θᵢ′ = θᵢ): %1 of %2 pairs with unseen angles")
        .arg(bands.unseenBeforeCount())
        .arg(bands.pairCount());
}

QString ContextBandsText::afterHeader(const ContextBands &bands)
{
    QString text;
    switch (bands.scaling().method()) {
    case ContextScaling::Method::PositionInterpolation:
        text = tr("After position interpolation: %1 of %2 pairs with unseen angles");
        break;
    case ContextScaling::Method::Ntk:
        text = tr("After NTK-aware scaling: %1 of %2 pairs with unseen angles");
        break;
    case ContextScaling::Method::Yarn:
        text = tr("After YaRN: %1 of %2 pairs with unseen angles");
        break;
    }
    return text.arg(bands.unseenAfterCount()).arg(bands.pairCount());
}

QString ContextBandsText::angleAxisTitle()
{
    return tr("Angle in radians, logarithmic (×10 per grid line); every band starts at 0, "
              "beyond the left edge");
}

QString ContextBandsText::pairAxisTitle()
{
    return tr("Pair i");
}

QString ContextBandsText::trainingLegend()
{
    return tr("Training [0, L·θᵢ)");
}

QString ContextBandsText::runLegend()
{
    return tr("Run [0, s·L·θᵢ′)");
}

QString ContextBandsText::unseenLegend()
{
    return tr("Unseen angles");
}

QString ContextBandsText::turnLegend()
{
    return tr("One turn (2π)");
}

QString ContextBandsText::turnMark()
{
    return QStringLiteral("2π");
}

QString ContextBandsText::decadeLabel(int decade)
{
    if (decade >= 0 && decade <= 2)
        return QString::number(decade == 0 ? 1 : decade == 1 ? 10 : 100);
    if (decade == -1 || decade == -2)
        return decade == -1 ? QStringLiteral("0.1") : QStringLiteral("0.01");
    static const char16_t superscripts[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString exponent;
    for (const QChar digit : QString::number(std::abs(decade)))
        exponent.append(QChar(superscripts[digit.unicode() - u'0']));
    return QStringLiteral("10") + (decade < 0 ? QStringLiteral("⁻") : QString()) + exponent;
}

QStringList ContextBandsText::pairItems(const ContextBands &bands, int pair)
{
    const ContextScaling::Pair &p = bands.scaling().pairs().at(size_t(pair));
    const bool after = bands.hasAfter();
    QStringList items;
    items << tr("Pair %1").arg(pair);
    if (after) {
        items << tr("θᵢ = %1, θᵢ′ = %2")
                     .arg(formatDisplay(p.frequency), formatDisplay(p.scaledFrequency));
        items << tr("Wavelength %1 before, %2 after")
                     .arg(formatDisplay(p.wavelength), formatDisplay(p.scaledWavelength));
    } else {
        items << tr("θᵢ = %1").arg(formatDisplay(p.frequency));
        items << tr("Wavelength %1").arg(formatDisplay(p.wavelength));
    }
    items << tr("Training [0, %1)").arg(formatDisplay(p.trainedAngle));
    items << (bands.unseenBefore(pair) ? tr("Run before scaling [0, %1): unseen angles")
                                       : tr("Run before scaling [0, %1)"))
                 .arg(formatDisplay(bands.runBefore(pair)));
    if (after)
        items << (p.unseen ? tr("Run after scaling [0, %1): unseen angles")
                           : tr("Run after scaling [0, %1)"))
                     .arg(formatDisplay(p.runAngle));
    if (bands.scaling().method() == ContextScaling::Method::Yarn)
        items << tr("Ramp γᵢ = %1").arg(formatDisplay(p.ramp));
    return items;
}

} // namespace pe
