// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/contextscalingreport.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"
#include "core/text/texttable.h"

#include <QTextStream>

namespace pe {

void ContextScalingReport::writeText(const ContextScaling &scaling, QTextStream &out)
{
    using Method = ContextScaling::Method;
    const QString s = formatExact(scaling.scale());
    const QString length = formatExact(scaling.trainLength());
    const QString run = formatExact(scaling.scale() * scaling.trainLength());
    if (scaling.method() == Method::PositionInterpolation)
        out << tr("Position interpolation: every frequency θᵢ becomes θᵢ / s.") << '\n';
    else if (scaling.method() == Method::Ntk)
        out << tr("NTK-aware scaling: the base becomes base·s^(d/(d−2)) = %1.")
                   .arg(formatFixed(scaling.scaledBase()))
            << '\n';
    else
        out << tr("YaRN: pairs with fewer than α = 1 turns in training are interpolated (θᵢ / s), "
                  "pairs with more than β = 32 turns are kept, a ramp in between; attention "
                  "factor √(1/t) = 0.1·ln s + 1 = %1.")
                   .arg(formatFixed(scaling.attentionFactor()))
            << '\n';
    out << tr("Trained on L = %1 positions, run on s·L = %2 (s = %3); d = %4, base = %5.")
               .arg(length, run, s, QString::number(scaling.dimension()),
                    formatExact(scaling.base()))
        << '\n';
    out << tr("Unseen: the pair never completed a turn in training (L·θᵢ < 2π) and the longer run "
              "turns it further (s·L·θᵢ′ > L·θᵢ).")
        << '\n';
    out << '\n';
    TextTable table({ TextTable::Alignment::Right, TextTable::Alignment::Right,
                      TextTable::Alignment::Right, TextTable::Alignment::Right,
                      TextTable::Alignment::Right, TextTable::Alignment::Left });
    table.addRow({ tr("pair"), QStringLiteral("θᵢ"), QStringLiteral("θᵢ′"), tr("wavelength"),
                   tr("scaled wavelength"), tr("unseen") });
    for (const ContextScaling::Pair &p : scaling.pairs())
        table.addRow({ QString::number(p.index), formatFixed(p.frequency),
                       formatFixed(p.scaledFrequency), formatFixed(p.wavelength),
                       formatFixed(p.scaledWavelength), p.unseen ? tr("yes") : tr("no") });
    table.write(out, QStringLiteral("  "));
    out.flush();
}

void ContextScalingReport::writeJson(const ContextScaling &scaling, QTextStream &out)
{
    using Method = ContextScaling::Method;
    out << "{\n";
    out << "  \"method\": \"" << ContextScaling::methodName(scaling.method()) << "\",\n";
    out << "  \"scale\": " << JsonFormat::number(scaling.scale()) << ",\n";
    out << "  \"train_length\": " << JsonFormat::number(scaling.trainLength()) << ",\n";
    out << "  \"dim\": " << scaling.dimension() << ",\n";
    out << "  \"base\": " << JsonFormat::number(scaling.base()) << ",\n";
    if (scaling.method() == Method::Ntk)
        out << "  \"base_scaled\": " << JsonFormat::number(scaling.scaledBase()) << ",\n";
    if (scaling.method() == Method::Yarn)
        out << "  \"attention_factor\": " << JsonFormat::number(scaling.attentionFactor()) << ",\n";
    out << "  \"pairs\": [";
    bool first = true;
    for (const ContextScaling::Pair &p : scaling.pairs()) {
        out << (first ? "\n    " : ",\n    ") << "{\"index\": " << p.index
            << ", \"frequency\": " << JsonFormat::number(p.frequency)
            << ", \"scaled_frequency\": " << JsonFormat::number(p.scaledFrequency)
            << ", \"wavelength\": " << JsonFormat::number(p.wavelength)
            << ", \"scaled_wavelength\": " << JsonFormat::number(p.scaledWavelength)
            << ", \"unseen\": " << JsonFormat::boolean(p.unseen) << '}';
        first = false;
    }
    out << "\n  ]\n";
    out << "}\n";
    out.flush();
}

} // namespace pe
