// SPDX-License-Identifier: GPL-3.0-or-later
// How fast the whole 8192 x 1024 table is generated: Encoding::fillRows (rotation recurrence)
// against the naive loop with one std::sin and one std::cos per pair. Prints the times; asserts
// only that the table is right (max error <= 1e-12), never a time.
#include "core/math/encoding.h"
#include "tests/benchmarks/benchmode.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <limits>

using namespace pe;

namespace {

constexpr int rows = 8192;
constexpr int dimension = 1024;
constexpr size_t cells = size_t(rows) * dimension;
const int repetitions = quickBenchmark() ? 1 : 5;

void naiveFill(const Encoding &e, double first, double *out)
{
    const int pairs = e.pairCount();
    std::vector<double> denominators(static_cast<size_t>(pairs));
    std::vector<int> sinColumn(static_cast<size_t>(pairs));
    std::vector<int> cosColumn(static_cast<size_t>(pairs));
    for (int i = 0; i < pairs; ++i) {
        denominators[size_t(i)] = e.denominator(i);
        sinColumn[size_t(i)] = e.dimensionOf(i, false);
        cosColumn[size_t(i)] = e.dimensionOf(i, true);
    }
    for (int r = 0; r < rows; ++r) {
        double *row = out + size_t(r) * dimension;
        const double position = first + r;
        for (int i = 0; i < pairs; ++i) {
            const double a = position / denominators[size_t(i)];
            row[sinColumn[size_t(i)]] = std::sin(a);
            row[cosColumn[size_t(i)]] = std::cos(a);
        }
    }
}

// Some Qt code (a QHash insert, for one) can leave the upper halves of the AVX registers dirty.
// Until a vzeroupper, every switch between the SSE code we compile and glibc's AVX sin/cos then
// costs a state transition: on the Xeon this was measured on, the naive loop ran 10x slower. We
// time from a clean state, as a fresh process would run, which favours the naive loop.
void cleanVectorState()
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    static const bool avx = __builtin_cpu_supports("avx");
    if (avx)
        __asm__ __volatile__("vzeroupper");
#endif
}

struct Timing
{
    double cpu = std::numeric_limits<double>::infinity(); // ns per element, process CPU time
    double wall = std::numeric_limits<double>::infinity(); // ns per element, elapsed time
};

// Best of a few runs. CPU time is the figure to read on a shared machine, where the elapsed time
// also counts the time other processes had the core.
template<typename Fill> Timing measureFill(Fill fill)
{
    Timing best;
    for (int k = 0; k < repetitions; ++k) {
        cleanVectorState();
        QElapsedTimer timer;
        timer.start();
        const std::clock_t start = std::clock();
        fill();
        const double cpu = double(std::clock() - start) / CLOCKS_PER_SEC * 1e9 / double(cells);
        best.cpu = std::min(best.cpu, cpu);
        best.wall = std::min(best.wall, double(timer.nsecsElapsed()) / double(cells));
    }
    return best;
}

// Largest difference to sin / cos of (first + r) / z evaluated in long double (64-bit mantissa
// on x86), or to the double table given when long double is no wider than double.
double maxError(const Encoding &e, double first, const std::vector<double> &table,
                const std::vector<double> &naive)
{
    double worst = 0;
    if (std::numeric_limits<long double>::digits < 64) {
        for (size_t k = 0; k < cells; ++k)
            worst = std::max(worst, std::abs(table[k] - naive[k]));
        return worst;
    }
    for (int r = 0; r < rows; ++r) {
        for (int i = 0; i < e.pairCount(); ++i) {
            const long double a = (static_cast<long double>(first) + r) / e.denominator(i);
            const size_t at = size_t(r) * dimension;
            const double s = static_cast<double>(std::sin(a));
            const double c = static_cast<double>(std::cos(a));
            worst = std::max({ worst, std::abs(table[at + size_t(e.dimensionOf(i, false))] - s),
                               std::abs(table[at + size_t(e.dimensionOf(i, true))] - c) });
        }
    }
    return worst;
}

} // namespace

class BenchEncoding : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fillRows_data();
    void fillRows();
    void naiveSinCos();
    void measure_data();
    void measure();

private:
    std::vector<double> m_table;
    std::vector<double> m_naive;
};

void BenchEncoding::initTestCase()
{
    m_table.assign(cells, 0.0); // touch every page before timing
    m_naive.assign(cells, 0.0);
}

void BenchEncoding::fillRows_data()
{
    QTest::addColumn<Layout>("layout");
    QTest::addRow("interleaved") << Layout::Interleaved;
    QTest::addRow("concatenated") << Layout::Concatenated;
}

void BenchEncoding::fillRows()
{
    QFETCH(Layout, layout);
    const Encoding e(dimension, Encoding::defaultBase, layout);
    cleanVectorState();
    QBENCHMARK
    {
        e.fillRows(0, rows, m_table.data());
    }
}

void BenchEncoding::naiveSinCos()
{
    const Encoding e(dimension);
    cleanVectorState();
    QBENCHMARK
    {
        naiveFill(e, 0, m_naive.data());
    }
}

void BenchEncoding::measure_data()
{
    QTest::addColumn<Layout>("layout");
    QTest::addColumn<double>("first");
    QTest::addRow("rows 0..8191") << Layout::Interleaved << 0.0;
    QTest::addRow("rows 0..8191 concatenated") << Layout::Concatenated << 0.0;
    QTest::addRow("rows 1e6..1e6+8191") << Layout::Interleaved << 1e6;
}

void BenchEncoding::measure()
{
    QFETCH(Layout, layout);
    QFETCH(double, first);
    const Encoding e(dimension, Encoding::defaultBase, layout);
    const Timing fast = measureFill([&] { e.fillRows(first, rows, m_table.data()); });
    const Timing slow = measureFill([&] { naiveFill(e, first, m_naive.data()); });

    double againstNaive = 0;
    for (size_t k = 0; k < cells; ++k)
        againstNaive = std::max(againstNaive, std::abs(m_table[k] - m_naive[k]));
    const double error = maxError(e, first, m_table, m_naive);
    const double naiveError = maxError(e, first, m_naive, m_naive);

    const QByteArray label = QStringLiteral("%1x%2 %3 from %4")
                                 .arg(rows)
                                 .arg(dimension)
                                 .arg(QLatin1String(layoutName(layout)))
                                 .arg(first, 0, 'g', 7)
                                 .toLatin1();
    std::printf("fillRows %s: %.2f ns/element, max error %.3g (elapsed %.2f ns/element)\n",
                label.constData(), fast.cpu, error, fast.wall);
    std::printf("naive std::sin/std::cos %s: %.2f ns/element, max error %.3g (elapsed %.2f "
                "ns/element)\n",
                label.constData(), slow.cpu, naiveError, slow.wall);
    std::printf("  fillRows is %.1fx faster (CPU time); the two tables differ by at most %.3g\n",
                slow.cpu / fast.cpu, againstNaive);
    std::fflush(stdout);
    if (std::numeric_limits<long double>::digits < 64 && first > 8192)
        QSKIP("long double is no wider than double here: no exact reference for large angles");
    QVERIFY2(error <= 1e-12, qPrintable(QString::number(error)));
}

QTEST_GUILESS_MAIN(BenchEncoding)
#include "bench_encoding.moc"
