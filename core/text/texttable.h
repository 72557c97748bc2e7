// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

class QTextStream;

namespace pe {

// A plain-text table for terminal reports: columns padded to a common width, two spaces apart.
// Widths count East Asian wide characters (kana, Han, Hangul, full-width forms) as two columns,
// so Japanese and Chinese headers line up with the numbers below them.
class TextTable
{
public:
    enum class Alignment { Left, Right };

    explicit TextTable(const std::vector<Alignment> &alignments);

    void addRow(const QStringList &cells);
    int rowCount() const { return static_cast<int>(m_rows.size()); }

    // Writes every row as one line, each prefixed with indent; trailing spaces are trimmed.
    void write(QTextStream &out, const QString &indent = QString()) const;

    // Terminal columns the text takes: 2 for wide characters, 0 for combining marks, else 1.
    static int displayWidth(const QString &text);
    // Breaks text into lines of at most width columns: at spaces, and between wide characters
    // (never before closing punctuation such as 、。）). A word longer than width stays whole.
    static QStringList wrap(const QString &text, int width);

private:
    std::vector<Alignment> m_alignments;
    std::vector<QStringList> m_rows;
};

} // namespace pe
