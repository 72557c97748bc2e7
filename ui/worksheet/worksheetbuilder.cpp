// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worksheet/worksheetbuilder.h"

#include "core/text/linebreaks.h"
#include "ui/worksheet/worksheetfigureobject.h"

#include <QColor>
#include <QRegularExpression>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextTable>

namespace pe {

namespace {

    QTextCharFormat charFormat(const QFont &base, qreal scale, bool bold = false)
    {
        QTextCharFormat format;
        QFont font = base;
        font.setPointSizeF(base.pointSizeF() * scale);
        font.setBold(bold);
        format.setFont(font);
        return format;
    }

    QTextBlockFormat blockFormat(qreal top, qreal bottom)
    {
        QTextBlockFormat format;
        format.setTopMargin(top);
        format.setBottomMargin(bottom);
        return format;
    }

    // A displayed number's minus is U+2212, as on the pages: "[-0.5, -1]" -> "[−0.5, −1]", and in
    // an exponent: "5.6e-17" -> "5.6e−17".
    QString withMinusSign(QString text)
    {
        static const QRegularExpression hyphen(QStringLiteral("(^|[\\s\\[(,])-(?=\\d)"));
        static const QRegularExpression exponent(QStringLiteral("(?<=\\de)-(?=\\d)"));
        return text.replace(hyphen, QStringLiteral("\\1") + QChar(0x2212))
            .replace(exponent, QString(QChar(0x2212)));
    }

} // namespace

WorksheetBuilder::WorksheetBuilder(QTextDocument *document, const QFont &font, qreal point)
    : m_cursor(document)
    , m_font(font)
    , m_point(point)
{
}

int WorksheetBuilder::paragraph(const QString &text, qreal scale, bool bold, qreal before,
                                qreal after, bool pageBreak)
{
    QTextBlockFormat block = blockFormat(before * m_point * 10, after * m_point * 10);
    if (pageBreak)
        block.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    if (m_first) {
        m_cursor.setBlockFormat(block);
        m_cursor.setBlockCharFormat(charFormat(m_font, scale, bold));
        m_first = false;
    } else {
        m_cursor.insertBlock(block, charFormat(m_font, scale, bold));
    }
    // LineBreaks: a CJK paragraph keeps its formulas whole and no lone last character.
    m_cursor.insertText(LineBreaks::kept(text), charFormat(m_font, scale, bold));
    m_paragraphs.append(m_cursor.block().blockNumber());
    return m_cursor.block().blockNumber();
}

int WorksheetBuilder::figure(int step, int band)
{
    QTextCharFormat format;
    format.setObjectType(WorksheetFigureObject::FigureType);
    format.setProperty(WorksheetFigureObject::StepProperty, step);
    format.setProperty(WorksheetFigureObject::BandProperty, band);
    return object(format, band == 0 ? 0.3 : 0.0);
}

int WorksheetBuilder::room(int lines)
{
    QTextCharFormat format;
    format.setObjectType(WorksheetFigureObject::RoomType);
    format.setProperty(WorksheetFigureObject::LinesProperty, lines);
    return object(format, 0.3);
}

int WorksheetBuilder::object(const QTextCharFormat &format, qreal before)
{
    m_cursor.insertBlock(blockFormat(before * m_point * 10, 0.1 * m_point * 10));
    m_cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
    return m_cursor.block().blockNumber();
}

int WorksheetBuilder::table(const QStringList &columns, const QList<QStringList> &rows)
{
    m_cursor.insertBlock(blockFormat(0.2 * m_point * 10, 0));
    const int before = m_cursor.block().blockNumber();
    QTextTableFormat format;
    format.setBorder(m_point * 0.5);
    format.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    format.setBorderBrush(QColor(150, 150, 150));
    format.setCellSpacing(0);
    format.setBorderCollapse(true);
    format.setCellPadding(m_point * 1.5);
    format.setHeaderRowCount(1);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    QTextTable *table = m_cursor.insertTable(static_cast<int>(rows.size()) + 1,
                                             static_cast<int>(columns.size()), format);
    const auto fill = [&](int row, int column, const QString &text, bool bold) {
        QTextTableCell tableCell = table->cellAt(row, column);
        QTextTableCellFormat cellFormat = tableCell.format().toTableCellFormat();
        cellFormat.setBorder(m_point * 0.5);
        cellFormat.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
        cellFormat.setBorderBrush(QColor(150, 150, 150));
        if (row == 0)
            cellFormat.setBackground(QColor(235, 235, 235));
        tableCell.setFormat(cellFormat);
        QTextCursor cell = tableCell.firstCursorPosition();
        QTextBlockFormat block;
        block.setAlignment(column == 0 ? Qt::AlignLeft : Qt::AlignRight);
        cell.setBlockFormat(block);
        // A header such as 周期 2π · 10000^(2i/128) keeps its formula on one line.
        cell.insertText(LineBreaks::kept(withMinusSign(text)), charFormat(m_font, 0.9, bold));
    };
    for (int c = 0; c < columns.size(); ++c)
        fill(0, c, columns.at(c), true);
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows.at(r).size() && c < columns.size(); ++c)
            fill(r + 1, c, rows.at(r).at(c), false);
    m_cursor.movePosition(QTextCursor::End);
    return before;
}

} // namespace pe
