// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/profilereport.h"
#include "core/math/distanceprofile.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"

#include <QTextStream>

#include <cstring>

namespace pe {

ProfileReport::ProfileReport(PositionScheme scheme, int dimension, double base, int heads,
                             int count)
    : m_scheme(scheme)
    , m_dimension(dimension)
    , m_base(base)
    , m_heads(heads)
    , m_count(count)
{
    if (scheme == PositionScheme::Alibi)
        m_values = DistanceProfile::alibi(heads, count);
    else if (scheme == PositionScheme::Rope)
        m_values = { DistanceProfile::rope(dimension, base, count) };
    else
        m_values = { DistanceProfile::sinusoidal(dimension, base, count) };
}

void ProfileReport::writeCsv(QTextStream &out) const
{
    QString header = QStringLiteral("distance");
    if (m_scheme == PositionScheme::Alibi) {
        for (int h = 1; h <= m_heads; ++h)
            header += QLatin1String(",head") + QString::number(h);
    } else {
        header += QLatin1String(",value");
    }
    out << header << '\n';
    for (int delta = 0; delta < m_count; ++delta) {
        QString line = QString::number(delta);
        for (const std::vector<double> &list : m_values)
            line += QLatin1Char(',') + formatExact(list[static_cast<std::size_t>(delta)]);
        out << line << '\n';
    }
    out.flush();
}

void ProfileReport::writeJson(QTextStream &out) const
{
    out << "{\n";
    out << "  \"scheme\": \"" << positionSchemeName(m_scheme) << "\",\n";
    if (m_scheme == PositionScheme::Alibi) {
        out << "  \"heads\": " << m_heads << ",\n";
    } else {
        out << "  \"dim\": " << m_dimension << ",\n";
        out << "  \"base\": " << JsonFormat::number(m_base) << ",\n";
    }
    out << "  \"distances\": [";
    for (int delta = 0; delta < m_count; ++delta)
        out << (delta > 0 ? ", " : "") << delta;
    out << "],\n";
    if (m_scheme == PositionScheme::Alibi) {
        out << "  \"values\": [";
        for (std::size_t h = 0; h < m_values.size(); ++h)
            out << (h > 0 ? ",\n    " : "\n    ") << JsonFormat::numbers(m_values[h]);
        out << "\n  ]\n";
    } else {
        out << "  \"values\": " << JsonFormat::numbers(m_values.front()) << '\n';
    }
    out << "}\n";
    out.flush();
}

} // namespace pe
