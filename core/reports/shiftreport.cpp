// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/shiftreport.h"
#include "core/reports/reportterms.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"
#include "core/text/texttable.h"

#include <QTextStream>

namespace pe {

namespace {

    QString blockRow(double a, double b)
    {
        return QLatin1Char('[') + formatFixed(a).rightJustified(9) + QLatin1Char(' ')
            + formatFixed(b).rightJustified(9) + QLatin1Char(']');
    }

} // namespace

void ShiftReport::writeText(const RelativeShift &shift, double from, QTextStream &out)
{
    const Encoding &e = shift.encoding();
    const QString r = formatExact(shift.shift());
    const QString k = formatExact(from);
    const QString target = formatExact(from + shift.shift());
    out << tr("Relative shift by R = %1 positions, starting at k = %2").arg(r, k) << '\n';
    out << tr("d = %1, base = %2, layout: %3")
               .arg(QString::number(e.dimension()), formatExact(e.base()),
                    ReportTerms::layout(e.layout()))
        << '\n';
    out << tr("M_%1 is block diagonal: pair i turns its (sin, cos) by the angle R / denominator,")
               .arg(r)
        << '\n';
    out << tr("the same rotation wherever k starts, so PE(k + R) = M_R · PE(k) for every k.")
        << '\n';
    out << '\n';

    TextTable blocks({ TextTable::Alignment::Right, TextTable::Alignment::Right,
                       TextTable::Alignment::Right, TextTable::Alignment::Left });
    blocks.addRow({ tr("pair"), tr("denominator"), tr("angle"), tr("2 × 2 block") });
    for (int i = 0; i < e.pairCount(); ++i) {
        const RelativeShift::Block &b = shift.blocks()[static_cast<size_t>(i)];
        blocks.addRow({ QString::number(i), formatFixed(e.denominator(i)),
                        formatFixed(e.angle(shift.shift(), i)), blockRow(b[0][0], b[0][1]) });
        blocks.addRow({ QString(), QString(), QString(), blockRow(b[1][0], b[1][1]) });
    }
    blocks.write(out, QStringLiteral("  "));
    out << '\n';

    const std::vector<double> peK = e.vector(from);
    const std::vector<double> moved = shift.apply(peK);
    const std::vector<double> peTarget = e.vector(from + shift.shift());
    TextTable vectors({ TextTable::Alignment::Right, TextTable::Alignment::Left,
                        TextTable::Alignment::Right, TextTable::Alignment::Right,
                        TextTable::Alignment::Right });
    vectors.addRow({ tr("dim"), tr("part"), tr("PE(%1)").arg(k), tr("M_%1 · PE(%2)").arg(r, k),
                     tr("PE(%1)").arg(target) });
    for (int d = 0; d < e.dimension(); ++d) {
        const size_t u = static_cast<size_t>(d);
        vectors.addRow({ QString::number(d),
                         e.isCosine(d) ? QStringLiteral("cos") : QStringLiteral("sin"),
                         formatFixed(peK[u]), formatFixed(moved[u]), formatFixed(peTarget[u]) });
    }
    vectors.write(out, QStringLiteral("  "));
    out << '\n';
    const double residual = shift.residual(from);
    out << tr("Residual max |M_%1 · PE(%2) − PE(%3)| = %4 (%5 to six decimals)")
               .arg(r, k, target, QString::number(residual, 'g', 3), formatFixed(residual))
        << '\n';
    out.flush();
}

void ShiftReport::writeJson(const RelativeShift &shift, double from, QTextStream &out)
{
    const Encoding &e = shift.encoding();
    out << "{\n";
    out << "  \"dim\": " << e.dimension() << ",\n";
    out << "  \"base\": " << JsonFormat::number(e.base()) << ",\n";
    out << "  \"shift\": " << JsonFormat::number(shift.shift()) << ",\n";
    out << "  \"from\": " << JsonFormat::number(from) << ",\n";
    out << "  \"blocks\": [";
    const std::vector<RelativeShift::Block> &blocks = shift.blocks();
    for (size_t i = 0; i < blocks.size(); ++i) {
        const RelativeShift::Block &b = blocks[i];
        out << (i > 0 ? ",\n    " : "\n    ") << "[[" << JsonFormat::number(b[0][0]) << ", "
            << JsonFormat::number(b[0][1]) << "], [" << JsonFormat::number(b[1][0]) << ", "
            << JsonFormat::number(b[1][1]) << "]]";
    }
    out << "\n  ],\n";
    out << "  \"residual\": " << JsonFormat::number(shift.residual(from)) << '\n';
    out << "}\n";
    out.flush();
}

} // namespace pe
