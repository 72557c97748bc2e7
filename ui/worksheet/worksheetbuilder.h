// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTextCursor>

class QTextDocument;

namespace pe {

// Writes a handout's blocks into a text document, in the handout's type sizes (scales of the
// body font) and spacing (in points): paragraphs, a figure's band or ruled room to write as an
// object of WorksheetFigureObject, tables with a header row. Each returns the number of the block
// it wrote, for WorksheetPagination's groups. CJK text keeps its formulas whole (LineBreaks); a
// table's numbers get a real minus.
class WorksheetBuilder
{
public:
    // point: device pixels per point.
    WorksheetBuilder(QTextDocument *document, const QFont &font, qreal point);

    int paragraph(const QString &text, qreal scale = 1.0, bool bold = false, qreal before = 0.4,
                  qreal after = 0.4, bool pageBreak = false);
    // Band band of step's figure (WorksheetFigures::bands).
    int figure(int step, int band);
    // Ruled room for lines of writing.
    int room(int lines);
    // Returns the number of the block before the table (the table's first block follows it).
    int table(const QStringList &columns, const QList<QStringList> &rows);
    // The block numbers of every paragraph written.
    const QList<int> &paragraphs() const { return m_paragraphs; }

private:
    int object(const QTextCharFormat &format, qreal before);

    QTextCursor m_cursor;
    QFont m_font;
    qreal m_point;
    bool m_first = true;
    QList<int> m_paragraphs;
};

} // namespace pe
