// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/comparisonreport.h"
#include "core/reports/reportterms.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"
#include "core/text/texttable.h"

#include <QTextStream>

namespace pe {

namespace {

    QString position(double p)
    {
        return formatExact(p);
    }

} // namespace

void ComparisonReport::writeText(const Comparison &c, QTextStream &out)
{
    const Encoding &e = c.encoding;
    const QString p = position(c.p);
    const QString q = position(c.q);
    out << tr("Positional encoding of the same token at positions p = %1 and q = %2").arg(p, q)
        << '\n';
    out << tr("d = %1, base = %2, layout: %3")
               .arg(QString::number(e.dimension()), formatExact(e.base()),
                    ReportTerms::layout(e.layout()))
        << '\n';
    if (c.enabled)
        out << tr("Encoding on: each position adds its own PE vector to the token's embedding.")
            << '\n';
    else
        out << tr("Encoding off: both positions get the bare embedding, so the difference is "
                  "zero.")
            << '\n'
            << tr("PE(%1) and PE(%2) below show what switching it on would add.").arg(p, q) << '\n';
    out << '\n';

    TextTable components({ TextTable::Alignment::Right, TextTable::Alignment::Right,
                           TextTable::Alignment::Left, TextTable::Alignment::Right,
                           TextTable::Alignment::Right, TextTable::Alignment::Right });
    components.addRow({ tr("dim"), tr("pair"), tr("part"), tr("PE(%1)").arg(p), tr("PE(%1)").arg(q),
                        tr("difference") });
    for (int k = 0; k < e.dimension(); ++k) {
        const size_t u = static_cast<size_t>(k);
        components.addRow({ QString::number(k), QString::number(e.pairOfDimension(k)),
                            e.isCosine(k) ? QStringLiteral("cos") : QStringLiteral("sin"),
                            formatFixed(c.peP[u]), formatFixed(c.peQ[u]),
                            formatFixed(c.difference[u]) });
    }
    components.write(out, QStringLiteral("  "));
    out << '\n';
    if (c.enabled) {
        out << tr("Length of the difference ‖PE(%1) − PE(%2)‖ = %3").arg(q, p, formatFixed(c.norm))
            << '\n';
    } else {
        out << tr("Length of the difference = %1 (the encoding is off)").arg(formatFixed(c.norm))
            << '\n';
        out << tr("With the encoding on it would be ‖PE(%1) − PE(%2)‖ = %3")
                   .arg(q, p, formatFixed(c.candidateNorm))
            << '\n';
    }
    out << '\n';

    out << tr("Pairs: angle = position / denominator, period = 2π × denominator") << '\n';
    TextTable pairs({ TextTable::Alignment::Right, TextTable::Alignment::Right,
                      TextTable::Alignment::Right, TextTable::Alignment::Right,
                      TextTable::Alignment::Right, TextTable::Alignment::Right });
    pairs.addRow({ tr("pair"), tr("denominator"), tr("period"), tr("angle at %1").arg(p),
                   tr("angle at %1").arg(q), tr("distance") });
    for (const PairDistance &pd : c.pairs)
        pairs.addRow({ QString::number(pd.index), formatFixed(pd.denominator),
                       formatFixed(pd.period), formatFixed(pd.angleP), formatFixed(pd.angleQ),
                       formatFixed(pd.distance) });
    pairs.write(out, QStringLiteral("  "));
    out.flush();
}

void ComparisonReport::writeJson(const Comparison &c, QTextStream &out)
{
    const Encoding &e = c.encoding;
    out << "{\n";
    out << "  \"dim\": " << e.dimension() << ",\n";
    out << "  \"base\": " << JsonFormat::number(e.base()) << ",\n";
    out << "  \"layout\": \"" << layoutName(e.layout()) << "\",\n";
    out << "  \"positions\": [" << JsonFormat::number(c.p) << ", " << JsonFormat::number(c.q)
        << "],\n";
    out << "  \"enabled\": " << JsonFormat::boolean(c.enabled) << ",\n";
    out << "  \"pe_p\": " << JsonFormat::numbers(c.peP) << ",\n";
    out << "  \"pe_q\": " << JsonFormat::numbers(c.peQ) << ",\n";
    out << "  \"difference\": " << JsonFormat::numbers(c.difference) << ",\n";
    out << "  \"norm\": " << JsonFormat::number(c.norm) << ",\n";
    out << "  \"pairs\": [";
    for (size_t k = 0; k < c.pairs.size(); ++k) {
        const PairDistance &pd = c.pairs[k];
        out << (k > 0 ? ",\n" : "\n") << "    {\"index\": " << pd.index
            << ", \"denominator\": " << JsonFormat::number(pd.denominator)
            << ", \"period\": " << JsonFormat::number(pd.period)
            << ", \"angle_p\": " << JsonFormat::number(pd.angleP)
            << ", \"angle_q\": " << JsonFormat::number(pd.angleQ)
            << ", \"distance\": " << JsonFormat::number(pd.distance) << '}';
    }
    out << (c.pairs.empty() ? "]\n" : "\n  ]\n");
    out << "}\n";
    out.flush();
}

} // namespace pe
