// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/ropemismatchreport.h"
#include "core/reports/modelconfigreport.h"
#include "core/reports/modelconfigsummary.h"
#include "core/text/controlescape.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"
#include "core/text/texttable.h"

#include <QTextStream>

namespace pe {

using Mistake = RopeMismatch::Mistake;

const std::vector<RopeMismatchReport::Name> &RopeMismatchReport::names()
{
    static const std::vector<Name> list = {
        { "pairing", Mistake::OtherPairing },        { "theta", Mistake::WrongTheta },
        { "bfloat16", Mistake::Bfloat16Angles },     { "float16", Mistake::Float16Angles },
        { "double-scaling", Mistake::ScalingTwice }, { "offset", Mistake::QueryOffByOne },
    };
    return list;
}

bool RopeMismatchReport::fromName(const QString &name, RopeMismatch::Mistake *mistake)
{
    for (const Name &n : names()) {
        if (name == QLatin1String(n.name)) {
            *mistake = n.mistake;
            return true;
        }
    }
    return false;
}

QString RopeMismatchReport::nameOf(RopeMismatch::Mistake mistake)
{
    for (const Name &n : names()) {
        if (n.mistake == mistake)
            return QLatin1String(n.name);
    }
    return QLatin1String(RopeMismatch::mistakeName(mistake));
}

QStringList RopeMismatchReport::nameList()
{
    QStringList list;
    for (const Name &n : names())
        list << QLatin1String(n.name);
    return list;
}

double RopeMismatchReport::wrongTheta(double ropeTheta)
{
    return ropeTheta == 10000 ? 500000 : 10000;
}

RopeMismatchReport::RopeMismatchReport(const RopeFrequencies &frequencies,
                                       RopeMismatch::Mistake mistake, const QString &model,
                                       int positions, uint64_t seed)
    : m_frequencies(frequencies)
    , m_mistake(mistake)
    , m_model(model)
    , m_seed(seed)
{
    const int head = frequencies.config().headDimension;
    m_query = RopeMismatch::seededVector(seed, head);
    m_key = RopeMismatch::seededVector(seed + 1, head);
    const RopeMismatch lab(frequencies, RopePairing::Half, mistake,
                           wrongTheta(frequencies.config().ropeTheta));
    for (std::int64_t m = 0; m < positions; ++m) {
        Row row;
        row.position = m;
        row.correct = lab.correctScore(m_query, m_key, m, 0);
        row.mistaken = lab.mistakenScore(m_query, m_key, m, 0);
        row.error = row.mistaken - row.correct;
        row.totalVariation = lab.totalVariation(m_query, m_key, m);
        m_rows.push_back(row);
    }
}

QString RopeMismatchReport::description() const
{
    const QString theta = ModelConfigSummary::number(m_frequencies.config().ropeTheta);
    switch (m_mistake) {
    case Mistake::OtherPairing:
        return tr("Mistake \"pairing\": the pairs taken interleaved, (2i, 2i + 1), where the model "
                  "pairs half, (i, i + d/2), in q and k alike.");
    case Mistake::WrongTheta:
        return tr("Mistake \"theta\": rope_theta %1 instead of the model's %2, in q and k alike.")
            .arg(ModelConfigSummary::number(wrongTheta(m_frequencies.config().ropeTheta)), theta);
    case Mistake::Bfloat16Angles:
    case Mistake::Float16Angles:
        return tr("Mistake \"%1\": the angles computed in %1 (the position, the inverse frequency "
                  "and their product rounded), as a model cast whole to %1 computes them.")
            .arg(nameOf(m_mistake));
    case Mistake::ScalingTwice:
        return tr("Mistake \"double-scaling\": the context scaling applied twice (each θᵢ′ / θᵢ "
                  "once more, the attention factor squared); a model without scaling is not "
                  "changed by it.");
    case Mistake::QueryOffByOne:
    case Mistake::KeyOffByOne:
    case Mistake::None:
        break;
    }
    return tr("Mistake \"offset\": the query rotated for the position one too far (m + 1), the "
              "key at the right one.");
}

void RopeMismatchReport::writeText(QTextStream &out) const
{
    const ModelConfig &c = m_frequencies.config();
    out << description() << '\n';
    out << tr("Model: %1 (RoPE type %2, rope_theta = %3, head dimension %4, %5 rotated, pairing "
              "half); q and k seeded with %6 and %7.")
               .arg(ControlEscape::escaped(m_model), QLatin1String(ropeTypeName(c.ropeType)),
                    ModelConfigSummary::number(c.ropeTheta), QString::number(c.headDimension),
                    QString::number(c.rotatedDimensions()), QString::number(m_seed),
                    QString::number(m_seed + 1))
        << '\n';
    out << tr("Position m: the query at m scored against the key at 0 (distance m), and the total "
              "variation between the correct and the mistaken attention weights of the query at m "
              "over the keys 0 … m (0: the same, 1: nothing in common).")
        << '\n';
    out << '\n';
    using Align = TextTable::Alignment;
    TextTable table({ Align::Right, Align::Right, Align::Right, Align::Right, Align::Right });
    table.addRow({ tr("position"), tr("correct score"), tr("mistaken score"), tr("score error"),
                   tr("total variation") });
    for (const Row &r : m_rows)
        table.addRow({ QString::number(r.position), formatFixed(r.correct), formatFixed(r.mistaken),
                       formatFixed(r.error), formatFixed(r.totalVariation) });
    table.write(out, QStringLiteral("  "));
    out.flush();
}

void RopeMismatchReport::writeJson(QTextStream &out) const
{
    const ModelConfig &c = m_frequencies.config();
    const auto column = [this](double Row::*member) -> QString {
        std::vector<double> values;
        for (const Row &r : m_rows)
            values.push_back(r.*member);
        return JsonFormat::numbers(values);
    };
    out << "{\n";
    out << "  \"mistake\": \"" << nameOf(m_mistake) << "\",\n";
    out << "  \"model\": " << ModelConfigReport::jsonString(m_model) << ",\n";
    out << "  \"rope_type\": \"" << ropeTypeName(c.ropeType) << "\",\n";
    out << "  \"rope_theta\": " << JsonFormat::number(c.ropeTheta) << ",\n";
    if (m_mistake == Mistake::WrongTheta)
        out << "  \"wrong_theta\": " << JsonFormat::number(wrongTheta(c.ropeTheta)) << ",\n";
    out << "  \"head_dim\": " << c.headDimension << ",\n";
    out << "  \"rotated_dims\": " << c.rotatedDimensions() << ",\n";
    out << "  \"pairing\": \"half\",\n";
    out << "  \"context_length\": " << m_frequencies.runLength() << ",\n";
    out << "  \"attention_factor\": " << JsonFormat::number(m_frequencies.attentionFactor())
        << ",\n";
    out << "  \"seed\": " << m_seed << ",\n";
    out << "  \"query\": " << JsonFormat::numbers(m_query) << ",\n";
    out << "  \"key\": " << JsonFormat::numbers(m_key) << ",\n";
    out << "  \"positions\": [";
    for (const Row &r : m_rows)
        out << (r.position > 0 ? ", " : "") << r.position;
    out << "],\n";
    out << "  \"correct_score\": " << column(&Row::correct) << ",\n";
    out << "  \"mistaken_score\": " << column(&Row::mistaken) << ",\n";
    out << "  \"score_error\": " << column(&Row::error) << ",\n";
    out << "  \"total_variation\": " << column(&Row::totalVariation) << '\n';
    out << "}\n";
    out.flush();
}

void RopeMismatchReport::writeCsv(QTextStream &out) const
{
    out << "position,correct_score,mistaken_score,score_error,total_variation\n";
    for (const Row &r : m_rows)
        out << r.position << ',' << formatExact(r.correct) << ',' << formatExact(r.mistaken) << ','
            << formatExact(r.error) << ',' << formatExact(r.totalVariation) << '\n';
    out.flush();
}

} // namespace pe
