// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/texttable.h"

#include <QStringView>
#include <QTextStream>

#include <algorithm>

namespace pe {

namespace {

    bool isWide(char32_t c)
    {
        return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E)
            || (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF)
            || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
            || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF)
            || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60)
            || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
    }

} // namespace

TextTable::TextTable(const std::vector<Alignment> &alignments)
    : m_alignments(alignments)
{
}

void TextTable::addRow(const QStringList &cells)
{
    m_rows.push_back(cells);
}

int TextTable::displayWidth(const QString &text)
{
    int width = 0;
    for (const char32_t c : QStringView(text).toUcs4()) {
        const QChar::Category category = QChar::category(c);
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing)
            continue;
        width += isWide(c) ? 2 : 1;
    }
    return width;
}

QStringList TextTable::wrap(const QString &text, int width)
{
    // Tokens: runs of narrow characters between spaces, and single wide characters (with any
    // closing punctuation after them). spaceBefore says whether a space separates a token from
    // the one before it.
    struct Token
    {
        QString text;
        bool spaceBefore = false;
    };
    static const QString closing = QStringLiteral("、。，．）」』】！？：；,.)!?:;");
    std::vector<Token> tokens;
    bool space = false;
    bool previousWide = false;
    for (const char32_t c : QStringView(text).toUcs4()) {
        const QString ch = QString::fromUcs4(&c, 1);
        if (c == U' ' || c == U'\n') {
            space = true;
            continue;
        }
        const bool wide = isWide(c);
        const bool glue = !tokens.empty() && !space && closing.contains(ch);
        if (tokens.empty() || space || (!glue && (wide || previousWide)))
            tokens.push_back({ ch, space && !tokens.empty() });
        else
            tokens.back().text += ch;
        space = false;
        previousWide = wide;
    }

    QStringList lines;
    QString line;
    int lineWidth = 0;
    for (const Token &token : tokens) {
        const int w = displayWidth(token.text);
        const int gap = token.spaceBefore ? 1 : 0;
        if (!line.isEmpty() && lineWidth + gap + w > width) {
            lines.append(line);
            line.clear();
            lineWidth = 0;
        }
        if (!line.isEmpty() && gap > 0) {
            line += QLatin1Char(' ');
            lineWidth += 1;
        }
        line += token.text;
        lineWidth += w;
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines;
}

void TextTable::write(QTextStream &out, const QString &indent) const
{
    std::vector<int> widths(m_alignments.size(), 0);
    const auto columns = [&widths](const QStringList &row) {
        return std::min(static_cast<std::size_t>(row.size()), widths.size());
    };
    for (const QStringList &row : m_rows) {
        for (std::size_t k = 0; k < columns(row); ++k)
            widths[k] = std::max(widths[k], displayWidth(row.at(k)));
    }
    for (const QStringList &row : m_rows) {
        QString line = indent;
        for (std::size_t k = 0; k < columns(row); ++k) {
            if (k > 0)
                line += QLatin1String("  ");
            const QString padding(widths[k] - displayWidth(row.at(k)), QLatin1Char(' '));
            if (m_alignments.at(k) == Alignment::Right)
                line += padding + row.at(k);
            else
                line += row.at(k) + padding;
        }
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        out << line << '\n';
    }
}

} // namespace pe
