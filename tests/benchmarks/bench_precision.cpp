// SPDX-License-Identifier: GPL-3.0-or-later
// The two reports of issue 16 as the command line computes them: --precision float16 --dim 512
// --positions 100000 (both variants; the report written to a string) and --nearest --positions
// 100000 (d = 8, and d = 512 for scale), and what the Precision view samples for a 1200 × 700
// chart. Prints the median times; checks what was computed,
// asserts no time.
#include "core/math/nearestpair.h"
#include "core/precision/halffloat.h"
#include "core/precision/precisionanalysis.h"
#include "core/reports/nearestpairreport.h"
#include "core/reports/precisionreport.h"
#include "core/sampling/precisionsampler.h"
#include "tests/benchmarks/benchmode.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QString>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <functional>
#include <vector>

using namespace pe;

namespace {

// All in float16, 0 … 99 999: neighbours collide exactly where their float16 positions are equal
// (from 2048 on; every position from 65520 on is infinity), and the first infinity is the worst.
bool checkFloat16(const PrecisionAnalysis &a)
{
    const HalfFloat &f16 = HalfFloat::float16();
    int64_t equalPositions = 0;
    for (int64_t p = 0; p + 1 < 100000; ++p)
        equalPositions += f16.toBits(double(p)) == f16.toBits(double(p + 1)) ? 1 : 0;
    return a.firstInexactPosition() == 2049 && a.collisionCount() == equalPositions
        && !a.collisions().empty() && a.collisions().front() == 2048 && std::isinf(a.maxError())
        && a.maxErrorPosition() == 65520;
}

bool checkNearest(const Encoding &e, const NearestPair &n)
{
    const std::vector<double> u = e.vector(0);
    const std::vector<double> v = e.vector(double(n.gap()));
    double sum = 0;
    for (std::size_t k = 0; k < u.size(); ++k)
        sum += (u[k] - v[k]) * (u[k] - v[k]);
    return n.gap() > 0 && n.gap() < 100000 && std::abs(std::sqrt(sum) - n.distance()) <= 1e-9
        && n.distance() <= NearestPair::distanceAt(e, 1);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int rounds = quickBenchmark() ? 1 : 5;
    bool ok = true;

    const Encoding e512(512);
    for (PrecisionVariant variant :
         { PrecisionVariant::AllInType, PrecisionVariant::AngleInFloat32 }) {
        bool good = true;
        const MedianTiming t = measureMedians(rounds, [&] {
            const PrecisionTable table(e512, FloatType::Float16, variant);
            const PrecisionAnalysis analysis(table, 0, 100000);
            QString text;
            QTextStream report(&text);
            PrecisionReport::writeJson(analysis, report);
            good = text.contains(QLatin1String("\"first_inexact_position\""))
                && (variant != PrecisionVariant::AllInType || checkFloat16(analysis));
        });
        ok = ok && good;
        out << QStringLiteral("--precision float16 --variant %1 --dim 512 --positions 100000: %2 "
                              "ms, %3 ms processor time (medians of %4; %5 cells)%6\n")
                   .arg(QLatin1String(precisionVariantName(variant)))
                   .arg(t.wall, 0, 'f', 1)
                   .arg(t.cpu, 0, 'f', 1)
                   .arg(rounds)
                   .arg(512 * 100000)
                   .arg(good ? QString() : QStringLiteral("  WRONG"));
        out.flush();
    }

    for (int d : { 8, 512 }) {
        const Encoding e(d);
        bool good = true;
        const MedianTiming t = measureMedians(rounds, [&] {
            const NearestPair nearest(e, 100000);
            QString text;
            QTextStream report(&text);
            NearestPairReport::writeJson(e, 100000, nearest, report);
            good = checkNearest(e, nearest);
        });
        ok = ok && good;
        out << QStringLiteral("--nearest --dim %1 --positions 100000: %2 ms, %3 ms processor "
                              "time (medians of %4)%5\n")
                   .arg(d)
                   .arg(t.wall, 0, 'f', 1)
                   .arg(t.cpu, 0, 'f', 1)
                   .arg(rounds)
                   .arg(good ? QString() : QStringLiteral("  WRONG"));
        out.flush();
    }
    // The Precision view: 10^6 positions at d = 512 (cells only), 65 536 positions at d = 8 (cells
    // and the analysis of every position: collisions, the largest error).
    const struct
    {
        int d;
        int64_t positions;
    } views[] = { { 512, 1000000 }, { 8, 65536 } };
    for (const auto &v : views) {
        for (PrecisionVariant variant :
             { PrecisionVariant::AllInType, PrecisionVariant::AngleInFloat32 }) {
            const PrecisionTable table(Encoding(v.d), FloatType::Float16, variant);
            bool good = true;
            const MedianTiming t = measureMedians(rounds, [&] {
                const PrecisionSampler sampler(table, v.positions, 1200, 700);
                good = sampler.columns() == 1200 && sampler.rows() == std::min(700, v.d)
                    && sampler.analysed() == (v.d == 8)
                    && sampler.error(600, 0)
                        == PrecisionSampler::cellAt(table, sampler.positionAt(600), 0).error;
            });
            ok = ok && good;
            out << QStringLiteral("Precision view, %1 positions, d = %2, %3: %4 ms, %5 ms "
                                  "processor time (medians of %6)%7\n")
                       .arg(v.positions)
                       .arg(v.d)
                       .arg(QLatin1String(precisionVariantName(variant)))
                       .arg(t.wall, 0, 'f', 1)
                       .arg(t.cpu, 0, 'f', 1)
                       .arg(rounds)
                       .arg(good ? QString() : QStringLiteral("  WRONG"));
            out.flush();
        }
    }
    return ok ? 0 : 1;
}
