// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/modelconfigreport.h"
#include "core/reports/modelconfigsummary.h"
#include "core/reports/precisionreport.h"
#include "core/text/controlescape.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"
#include "core/text/texttable.h"

#include <QTextStream>

namespace pe {

std::pair<int, int> ModelConfigReport::dimensions(const ModelConfig &config, int pair)
{
    return { pair, pair + config.rotatedDimensions() / 2 };
}

QString ModelConfigReport::jsonString(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : ControlEscape::escaped(text)) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\');
        out += c;
    }
    return out + QLatin1Char('"');
}

namespace {

    QString shortest(double value)
    {
        return ModelConfigSummary::number(value);
    }

    void writeHeader(const RopeFrequencies &f, const QString &fileName, QTextStream &out)
    {
        const ModelConfig &c = f.config();
        out << ModelConfigReport::tr("Model settings: %1").arg(ControlEscape::escaped(fileName))
            << '\n';
        out << ModelConfigReport::tr("RoPE type %1, rope_theta = %2; head dimension %3: %4 "
                                     "rotated, %5 unrotated.")
                   .arg(QLatin1String(ropeTypeName(c.ropeType)), shortest(c.ropeTheta),
                        QString::number(c.headDimension), QString::number(c.rotatedDimensions()),
                        QString::number(c.unrotatedDimensions()))
            << '\n';
        out << ModelConfigReport::tr("Training length L = %1; context length N = %2; attention "
                                     "factor %3.")
                   .arg(QString::number(c.trainingLength()), QString::number(f.runLength()),
                        formatFixed(f.attentionFactor()))
            << '\n';
        out << ModelConfigSummary::of(f) << '\n';
        out << ModelConfigReport::tr("Pairs as transformers' rotate_half takes them: pair i turns "
                                     "dimensions i and i + %1.")
                   .arg(c.rotatedDimensions() / 2)
            << '\n';
        out << ModelConfigReport::tr("Unseen: the pair never completed a turn in training "
                                     "(L·θᵢ < 2π) and the context turns it further "
                                     "(N·θᵢ′ > L·θᵢ).")
            << '\n';
    }

} // namespace

void ModelConfigReport::writeText(const RopeFrequencies &frequencies, const QString &fileName,
                                  QTextStream &out)
{
    const ModelConfig &c = frequencies.config();
    writeHeader(frequencies, fileName, out);
    out << '\n';
    using Align = TextTable::Alignment;
    TextTable table({ Align::Right, Align::Right, Align::Right, Align::Right, Align::Right,
                      Align::Right, Align::Left });
    table.addRow({ tr("pair"), tr("dimensions"), QStringLiteral("θᵢ′"), tr("wavelength"),
                   tr("wavelength / N"), QStringLiteral("θᵢ / θᵢ′"), tr("unseen") });
    const double n = double(frequencies.runLength());
    for (const RopeFrequencies::Pair &p : frequencies.pairs()) {
        const auto [a, b] = dimensions(c, p.index);
        table.addRow({ QString::number(p.index), QStringLiteral("%1, %2").arg(a).arg(b),
                       PrecisionReport::small(p.frequency), formatFixed(p.wavelength),
                       PrecisionReport::small(p.wavelength / n), formatFixed(p.factor),
                       p.unseen ? tr("yes") : tr("no") });
    }
    table.write(out, QStringLiteral("  "));
    if (c.unrotatedDimensions() > 0)
        out << tr("Not rotated: dimensions %1 to %2 (partial_rotary_factor %3); they pass "
                  "unchanged.")
                   .arg(c.rotatedDimensions())
                   .arg(c.headDimension - 1)
                   .arg(shortest(c.partialRotaryFactor))
            << '\n';
    out.flush();
}

void ModelConfigReport::writeJson(const RopeFrequencies &frequencies, const QString &fileName,
                                  QTextStream &out)
{
    const ModelConfig &c = frequencies.config();
    out << "{\n";
    out << "  \"file\": " << jsonString(fileName) << ",\n";
    out << "  \"rope_type\": \"" << ropeTypeName(c.ropeType) << "\",\n";
    out << "  \"rope_theta\": " << JsonFormat::number(c.ropeTheta) << ",\n";
    out << "  \"head_dim\": " << c.headDimension << ",\n";
    out << "  \"rotated_dims\": " << c.rotatedDimensions() << ",\n";
    out << "  \"unrotated_dims\": " << c.unrotatedDimensions() << ",\n";
    out << "  \"training_length\": " << c.trainingLength() << ",\n";
    out << "  \"context_length\": " << frequencies.runLength() << ",\n";
    out << "  \"base\": " << JsonFormat::number(frequencies.base()) << ",\n";
    out << "  \"attention_factor\": " << JsonFormat::number(frequencies.attentionFactor()) << ",\n";
    out << "  \"pairing\": \"half\",\n";
    out << "  \"pairs\": [";
    const double n = double(frequencies.runLength());
    bool first = true;
    for (const RopeFrequencies::Pair &p : frequencies.pairs()) {
        const auto [a, b] = dimensions(c, p.index);
        out << (first ? "\n    " : ",\n    ") << "{\"index\": " << p.index << ", \"dims\": [" << a
            << ", " << b << "], \"frequency\": " << JsonFormat::number(p.frequency)
            << ", \"wavelength\": " << JsonFormat::number(p.wavelength)
            << ", \"wavelength_ratio\": " << JsonFormat::number(p.wavelength / n)
            << ", \"factor\": " << JsonFormat::number(p.factor)
            << ", \"unseen\": " << JsonFormat::boolean(p.unseen) << '}';
        first = false;
    }
    out << "\n  ],\n";
    out << "  \"unrotated\": [";
    for (int k = c.rotatedDimensions(); k < c.headDimension; ++k)
        out << (k > c.rotatedDimensions() ? ", " : "") << k;
    out << "]\n";
    out << "}\n";
    out.flush();
}

} // namespace pe
