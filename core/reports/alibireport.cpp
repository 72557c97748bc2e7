// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/alibireport.h"
#include "core/math/alibislopes.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"
#include "core/text/texttable.h"

#include <QTextStream>

namespace pe {

void AlibiReport::writeText(int heads, int length, QTextStream &out)
{
    const std::vector<double> slopes = AlibiSlopes::slopes(heads);
    out << tr("ALiBi with %1 heads: head h adds −slope_h·(i − j) to the logit of query i for each "
              "key j ≤ i.")
               .arg(heads)
        << '\n';
    out << tr("Bias of the last query, i = %1, for the keys j = 0 to %1:").arg(length - 1) << '\n';
    out << '\n';
    std::vector<TextTable::Alignment> alignments(length + 2, TextTable::Alignment::Right);
    TextTable table(alignments);
    QStringList header { tr("head"), tr("slope") };
    for (int j = 0; j < length; ++j)
        header << QStringLiteral("j=%1").arg(j);
    table.addRow(header);
    for (int h = 0; h < heads; ++h) {
        const double slope = slopes[static_cast<std::size_t>(h)];
        QStringList row { QString::number(h + 1), formatFixed(slope) };
        for (int j = 0; j < length; ++j)
            row << formatFixed(AlibiSlopes::bias(slope, length - 1, j));
        table.addRow(row);
    }
    table.write(out, QStringLiteral("  "));
    out.flush();
}

void AlibiReport::writeJson(int heads, int length, QTextStream &out)
{
    const std::vector<double> slopes = AlibiSlopes::slopes(heads);
    out << "{\n";
    out << "  \"heads\": " << heads << ",\n";
    out << "  \"length\": " << length << ",\n";
    out << "  \"slopes\": " << JsonFormat::numbers(slopes) << ",\n";
    out << "  \"bias\": [";
    std::vector<double> row(static_cast<std::size_t>(length));
    for (int h = 0; h < heads; ++h) {
        for (int j = 0; j < length; ++j)
            row[static_cast<std::size_t>(j)]
                = AlibiSlopes::bias(slopes[static_cast<std::size_t>(h)], length - 1, j);
        out << (h > 0 ? ",\n    " : "\n    ") << JsonFormat::numbers(row);
    }
    out << "\n  ]\n";
    out << "}\n";
    out.flush();
}

} // namespace pe
