// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/ropereport.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"
#include "core/text/texttable.h"

#include <QTextStream>

namespace pe {

RopeReport::RopeReport(const RotaryEmbedding &rope, const std::vector<double> &query,
                       const std::vector<double> &key, double m, double n)
    : m_rope(rope)
    , m_query(query)
    , m_key(key)
    , m_m(m)
    , m_n(n)
{
}

void RopeReport::writeText(QTextStream &out) const
{
    const QString m = formatExact(m_m);
    const QString n = formatExact(m_n);
    const QString pairing = m_rope.pairing() == RopePairing::Half
        ? QStringLiteral("half (i, i + d/2)")
        : QStringLiteral("interleaved (2i, 2i + 1)");
    out << tr("RoPE: query at position m = %1, key at position n = %2 (n − m = %3)")
               .arg(m, n, formatExact(m_n - m_m))
        << '\n';
    out << tr("d = %1, base = %2, pairing: %3")
               .arg(QString::number(m_rope.dimension()), formatExact(m_rope.base()), pairing)
        << '\n';
    out << tr("Each pair i of q and k is turned by its position times θᵢ = base^(−2i/d).") << '\n';
    out << '\n';

    TextTable pairs({ TextTable::Alignment::Right, TextTable::Alignment::Left,
                      TextTable::Alignment::Right, TextTable::Alignment::Right,
                      TextTable::Alignment::Right });
    pairs.addRow({ tr("pair"), tr("components"), QStringLiteral("θᵢ"), QStringLiteral("m·θᵢ"),
                   QStringLiteral("n·θᵢ") });
    for (int i = 0; i < m_rope.pairCount(); ++i) {
        const auto [a, b] = m_rope.components(i);
        pairs.addRow({ QString::number(i), QStringLiteral("(%1, %2)").arg(a).arg(b),
                       formatFixed(m_rope.theta(i)), formatFixed(m_m * m_rope.theta(i)),
                       formatFixed(m_n * m_rope.theta(i)) });
    }
    pairs.write(out, QStringLiteral("  "));
    out << '\n';

    const std::vector<double> q = m_rope.rotate(m_query, m_m);
    const std::vector<double> k = m_rope.rotate(m_key, m_n);
    TextTable vectors({ TextTable::Alignment::Right, TextTable::Alignment::Right,
                        TextTable::Alignment::Right, TextTable::Alignment::Right,
                        TextTable::Alignment::Right });
    vectors.addRow({ tr("dim"), QStringLiteral("q"), QStringLiteral("k"),
                     QStringLiteral("R_%1 q").arg(m), QStringLiteral("R_%1 k").arg(n) });
    for (std::size_t c = 0; c < q.size(); ++c)
        vectors.addRow({ QString::number(c), formatFixed(m_query[c]), formatFixed(m_key[c]),
                         formatFixed(q[c]), formatFixed(k[c]) });
    vectors.write(out, QStringLiteral("  "));
    out << '\n';
    out << tr("Score (Rₘ q)·(Rₙ k) = %1").arg(formatFixed(m_rope.score(m_query, m_key, m_m, m_n)))
        << '\n';
    out << tr("Relative score q·(R_{n−m} k) = %1: the same number from the distance n − m alone.")
               .arg(formatFixed(m_rope.relativeScore(m_query, m_key, m_m, m_n)))
        << '\n';
    out.flush();
}

void RopeReport::writeJson(QTextStream &out) const
{
    out << "{\n";
    out << "  \"dim\": " << m_rope.dimension() << ",\n";
    out << "  \"base\": " << JsonFormat::number(m_rope.base()) << ",\n";
    out << "  \"pairing\": \"" << ropePairingName(m_rope.pairing()) << "\",\n";
    out << "  \"positions\": [" << JsonFormat::number(m_m) << ", " << JsonFormat::number(m_n)
        << "],\n";
    out << "  \"query\": " << JsonFormat::numbers(m_query) << ",\n";
    out << "  \"key\": " << JsonFormat::numbers(m_key) << ",\n";
    out << "  \"query_rotated\": " << JsonFormat::numbers(m_rope.rotate(m_query, m_m)) << ",\n";
    out << "  \"key_rotated\": " << JsonFormat::numbers(m_rope.rotate(m_key, m_n)) << ",\n";
    out << "  \"score\": " << JsonFormat::number(m_rope.score(m_query, m_key, m_m, m_n)) << ",\n";
    out << "  \"relative_score\": "
        << JsonFormat::number(m_rope.relativeScore(m_query, m_key, m_m, m_n)) << '\n';
    out << "}\n";
    out.flush();
}

} // namespace pe
