// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/precisionreport.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"

#include <QStringList>
#include <QTextStream>

#include <cmath>

namespace pe {

QString PrecisionReport::small(double value)
{
    if (value == 0 || std::abs(value) >= 1e-3 || !std::isfinite(value))
        return formatFixed(value);
    return QString::number(value, 'e', 6);
}

namespace {

    // The first whole position the angle's type cannot hold, and the largest error.
    void writeErrors(const PrecisionAnalysis &analysis, QTextStream &out)
    {
        const PrecisionTable &table = analysis.table();
        const QString type = QString::fromLatin1(floatTypeName(table.type()));
        const QString angleType = QString::fromLatin1(floatTypeName(table.angleType()));
        const int64_t inexact = analysis.firstInexactPosition();
        out << PrecisionReport::tr("First whole position %1 cannot hold: %2 (it becomes %3).")
                   .arg(angleType)
                   .arg(inexact)
                   .arg(formatExact(roundToType(table.angleType(), double(inexact))))
            << '\n';
        if (std::isfinite(analysis.maxError()))
            out << PrecisionReport::tr(
                       "Largest error: %1 at position %2, dimension %3 (double %4, %5 %6).")
                       .arg(PrecisionReport::small(analysis.maxError()))
                       .arg(analysis.maxErrorPosition())
                       .arg(analysis.maxErrorDim())
                       .arg(formatFixed(analysis.maxErrorDouble()), type,
                            formatFixed(analysis.maxErrorTyped()))
                << '\n';
        else
            out << PrecisionReport::tr("Largest error: none can be given from position %1 on: the "
                                       "position is beyond "
                                       "the largest %2 (%3), it becomes infinity and its sin and "
                                       "cos are not numbers "
                                       "(NaN).")
                       .arg(analysis.maxErrorPosition())
                       .arg(angleType, formatExact(maxFiniteOf(table.angleType())))
                << '\n';
    }

    // The neighbouring positions whose vectors are bit-identical (the first few).
    void writeCollisions(const PrecisionAnalysis &analysis, QTextStream &out)
    {
        if (analysis.collisionCount() == 0) {
            out << PrecisionReport::tr(
                "Collisions: none; no two neighbouring positions have bit-identical vectors.")
                << '\n';
        } else {
            QStringList pairs;
            for (const int64_t p : analysis.collisions()) {
                if (pairs.size() == PrecisionReport::textCollisions)
                    break;
                pairs.append(QStringLiteral("(%1, %2)").arg(p).arg(p + 1));
            }
            if (analysis.collisionCount() > PrecisionReport::textCollisions)
                pairs.append(QStringLiteral("…"));
            out << PrecisionReport::tr(
                       "Collisions: %1 pairs of neighbouring positions have bit-identical vectors, "
                       "the model cannot tell them apart: %2")
                       .arg(analysis.collisionCount())
                       .arg(pairs.join(QLatin1String(", ")))
                << '\n';
        }
    }

    // The angles' errors at the last position: the fastest pair's and the largest.
    void writeAngles(const PrecisionAnalysis &analysis, QTextStream &out)
    {
        const PrecisionTable &table = analysis.table();
        const QString angleType = QString::fromLatin1(floatTypeName(table.angleType()));
        if (!std::isfinite(table.typedPosition(double(analysis.last())))) {
            out << PrecisionReport::tr("Angles at position %1: the position is infinity in %2, and "
                                       "so is every angle.")
                       .arg(analysis.last())
                       .arg(angleType)
                << '\n';
            return;
        }
        const std::vector<double> errors = analysis.angleErrors(double(analysis.last()));
        std::size_t worst = 0;
        for (std::size_t i = 1; i < errors.size(); ++i) {
            if (std::abs(errors[i]) > std::abs(errors[worst]))
                worst = i;
        }
        out << PrecisionReport::tr(
                   "Angles at position %1: the fastest pair (i = 0) is off by %2 rad; the largest "
                   "error is pair %3's, %4 rad.")
                   .arg(analysis.last())
                   .arg(PrecisionReport::small(errors.front()))
                   .arg(worst)
                   .arg(PrecisionReport::small(errors[worst]))
            << '\n';
    }

} // namespace

void PrecisionReport::writeText(const PrecisionAnalysis &analysis, QTextStream &out)
{
    const PrecisionTable &table = analysis.table();
    const Encoding &encoding = table.encoding();
    const QString type = QString::fromLatin1(floatTypeName(table.type()));
    if (table.variant() == PrecisionVariant::AllInType)
        out << tr("%1, all in %1: position, inverse frequency and angle each rounded to %1, then "
                  "sin and cos of the rounded angle rounded to %1.")
                   .arg(type)
            << '\n';
    else
        out << tr("%1, angle in float32: position, inverse frequency and angle each rounded to "
                  "float32, sin and cos stored in %1.")
                   .arg(type)
            << '\n';
    out << tr("d = %1, base = %2, positions %3 to %4; errors against double.")
               .arg(encoding.dimension())
               .arg(formatExact(encoding.base()))
               .arg(analysis.first())
               .arg(analysis.last())
        << '\n';
    writeErrors(analysis, out);
    writeCollisions(analysis, out);
    writeAngles(analysis, out);
    out.flush();
}

void PrecisionReport::writeJson(const PrecisionAnalysis &analysis, QTextStream &out)
{
    const PrecisionTable &table = analysis.table();
    out << "{\n";
    out << "  \"type\": \"" << floatTypeName(table.type()) << "\",\n";
    out << "  \"variant\": \"" << precisionVariantName(table.variant()) << "\",\n";
    out << "  \"dim\": " << table.encoding().dimension() << ",\n";
    out << "  \"base\": " << JsonFormat::number(table.encoding().base()) << ",\n";
    out << "  \"positions\": [" << analysis.first() << ", " << analysis.last() << "],\n";
    out << "  \"first_inexact_position\": " << analysis.firstInexactPosition() << ",\n";
    out << "  \"max_error\": " << JsonFormat::number(analysis.maxError()) << ",\n";
    out << "  \"max_error_at\": {\"position\": " << analysis.maxErrorPosition()
        << ", \"dim\": " << analysis.maxErrorDim() << "},\n";
    out << "  \"collision_count\": " << analysis.collisionCount() << ",\n";
    out << "  \"collisions\": [";
    bool first = true;
    for (const int64_t p : analysis.collisions()) {
        out << (first ? "" : ", ") << '[' << p << ", " << p + 1 << ']';
        first = false;
    }
    out << "]\n";
    out << "}\n";
    out.flush();
}

} // namespace pe
