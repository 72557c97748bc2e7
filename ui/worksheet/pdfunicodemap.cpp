// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worksheet/pdfunicodemap.h"

#include <QFont>
#include <QFontDatabase>
#include <QRawFont>
#include <QString>

#include <algorithm>
#include <cstring>

namespace pe {

namespace {

    constexpr ushort radicalsFirst = 0x2e80; // CJK Radicals Supplement, then Kangxi Radicals
    constexpr ushort radicalsLast = 0x2fdf;

    bool isHex(char c)
    {
        return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
    }

    // Rewrites the destinations of one bfrange line ("<a> <b> [<u> …]" or "<a> <b> <u>", where a
    // lone u starts a run and is fixed only when a == b) or bfchar line ("<a> <u>").
    void fixLine(char *begin, char *end, int sources, const QHash<ushort, ushort> &radicals)
    {
        QList<char *> tokens;
        for (char *c = begin; c + 5 < end + 1; ++c)
            if (c[0] == '<' && c[5] == '>' && isHex(c[1]) && isHex(c[2]) && isHex(c[3])
                && isHex(c[4]))
                tokens.append(c + 1);
        if (tokens.size() <= sources)
            return;
        const bool array = std::find(begin, end, '[') != end;
        if (sources == 2 && !array && memcmp(tokens.at(0), tokens.at(1), 4) != 0)
            return;
        for (qsizetype k = sources; k < tokens.size(); ++k) {
            bool ok = false;
            const ushort code = static_cast<ushort>(QByteArray(tokens.at(k), 4).toUInt(&ok, 16));
            if (!ok || code < radicalsFirst || code > radicalsLast || !radicals.contains(code))
                continue;
            const QByteArray to
                = QByteArray::number(radicals.value(code), 16).toUpper().rightJustified(4, '0');
            memcpy(tokens.at(k), to.constData(), 4);
        }
    }

    void fixBlocks(QByteArray *pdf, const char *open, const char *close, int sources,
                   const QHash<ushort, ushort> &radicals)
    {
        char *data = pdf->data();
        qsizetype from = 0;
        while ((from = pdf->indexOf(open, from)) >= 0) {
            const qsizetype stop = pdf->indexOf(close, from);
            if (stop < 0)
                return;
            qsizetype line = pdf->indexOf('\n', from) + 1;
            while (line > 0 && line < stop) {
                qsizetype next = pdf->indexOf('\n', line);
                if (next < 0 || next > stop)
                    next = stop;
                fixLine(data + line, data + next, sources, radicals);
                line = next + 1;
            }
            from = stop;
        }
    }

} // namespace

QHash<ushort, ushort> PdfUnicodeMap::radicalsOf(const QFont &font)
{
    QHash<ushort, ushort> out;
    // The first face of the font's list that draws Han text (the language's CJK face).
    const QRawFont face = QRawFont::fromFont(font, QFontDatabase::Japanese);
    if (!face.isValid())
        return out;
    QString ideographs;
    for (uint c = 0x4e00; c <= 0x9fff; ++c)
        ideographs.append(QChar(static_cast<ushort>(c)));
    const QList<quint32> glyphs = face.glyphIndexesForString(ideographs);
    QHash<quint32, ushort> ideographOf;
    for (qsizetype k = 0; k < glyphs.size(); ++k)
        if (glyphs.at(k) != 0 && !ideographOf.contains(glyphs.at(k)))
            ideographOf.insert(glyphs.at(k), static_cast<ushort>(0x4e00 + k));
    QString radicals;
    for (uint c = radicalsFirst; c <= radicalsLast; ++c)
        radicals.append(QChar(static_cast<ushort>(c)));
    const QList<quint32> radicalGlyphs = face.glyphIndexesForString(radicals);
    for (qsizetype k = 0; k < radicalGlyphs.size(); ++k)
        if (radicalGlyphs.at(k) != 0 && ideographOf.contains(radicalGlyphs.at(k)))
            out.insert(static_cast<ushort>(radicalsFirst + k),
                       ideographOf.value(radicalGlyphs.at(k)));
    return out;
}

QByteArray PdfUnicodeMap::fixed(const QByteArray &pdf, const QHash<ushort, ushort> &radicals)
{
    QByteArray out = pdf;
    if (radicals.isEmpty())
        return out;
    fixBlocks(&out, "beginbfrange", "endbfrange", 2, radicals);
    fixBlocks(&out, "beginbfchar", "endbfchar", 1, radicals);
    return out;
}

} // namespace pe
