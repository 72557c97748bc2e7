// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/tablereport.h"
#include "core/text/format.h"
#include "core/text/jsonformat.h"

#include <QTextStream>

#include <algorithm>
#include <vector>

namespace pe {

TableReport::TableReport(const Encoding &encoding, int64_t first, int64_t count)
    : m_encoding(encoding)
    , m_first(first)
    , m_count(count)
{
}

int64_t TableReport::rowsPerChunk() const
{
    return std::max<int64_t>(1, std::min<int64_t>(chunkRows, chunkValues / m_encoding.dimension()));
}

void TableReport::forEachRow(QTextStream &out,
                             const std::function<void(int64_t, const double *)> &visit) const
{
    const int64_t d = m_encoding.dimension();
    const int64_t chunk = std::min(rowsPerChunk(), std::max<int64_t>(m_count, 1));
    std::vector<double> block(static_cast<size_t>(chunk * d));
    for (int64_t done = 0; done < m_count; done += chunk) {
        const int64_t rows = std::min(chunk, m_count - done);
        const int64_t start = m_first + done;
        m_encoding.fillRows(static_cast<double>(start), rows, block.data());
        for (int64_t r = 0; r < rows; ++r)
            visit(start + r, block.data() + static_cast<size_t>(r * d));
        out.flush();
        // A full disk or a closed output: stop computing (up to 10^8 values) nobody receives.
        if (out.status() != QTextStream::Ok)
            return;
        if (m_progress && !m_progress(done + rows)) {
            out.setStatus(QTextStream::WriteFailed);
            return;
        }
    }
}

void TableReport::writeCsv(QTextStream &out) const
{
    const int d = m_encoding.dimension();
    QString header = QStringLiteral("position");
    for (int k = 0; k < d; ++k)
        header += QLatin1String(",d") + QString::number(k);
    out << header << '\n';
    QString line;
    forEachRow(out, [&](int64_t position, const double *row) {
        line = QString::number(position);
        for (int k = 0; k < d; ++k)
            line += QLatin1Char(',') + formatExact(row[k]);
        out << line << '\n';
    });
    out.flush();
}

void TableReport::writeJson(QTextStream &out) const
{
    out << "{\n";
    out << "  \"dim\": " << m_encoding.dimension() << ",\n";
    out << "  \"base\": " << JsonFormat::number(m_encoding.base()) << ",\n";
    out << "  \"layout\": \"" << layoutName(m_encoding.layout()) << "\",\n";
    out << "  \"positions\": [";
    for (int64_t k = 0; k < m_count; ++k) {
        if (k > 0)
            out << ", ";
        out << m_first + k;
        if (k % chunkRows == chunkRows - 1) {
            out.flush();
            if (out.status() != QTextStream::Ok)
                return;
        }
    }
    out << "],\n";
    out << "  \"values\": [";
    const size_t d = static_cast<size_t>(m_encoding.dimension());
    bool firstRow = true;
    forEachRow(out, [&](int64_t, const double *row) {
        out << (firstRow ? "\n    " : ",\n    ") << JsonFormat::numbers(row, d);
        firstRow = false;
    });
    out << (m_count > 0 ? "\n  ]\n" : "]\n");
    out << "}\n";
    out.flush();
}

} // namespace pe
