// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/worksheetcontent.h"

#include <QCoreApplication>
#include <QFont>
#include <QString>

class QPagedPaintDevice;

namespace pe {

class WorksheetFigures;

// A handout laid out for paper (a PDF file or a printer): on every page a header with the
// lesson, the chosen number and the language and a page number at the foot; per step the
// title, the width its numbers use, the sentence and paragraphs, the page's figure (vector;
// a step without one gets its live numbers as a table instead), the check question with ruled
// room to write; the answer key, if asked for, as the last part on a new page. A paragraph, a
// step's heading with its sentence, a question with its room, an answer with its title and a
// table row are never split by a page break, and no page holds a single line
// (WorksheetPagination). Text in the font given (the
// language's CJK face).
class WorksheetDocument
{
    Q_DECLARE_TR_FUNCTIONS(WorksheetDocument)

public:
    WorksheetDocument(const WorksheetContent &content, const WorksheetFigures *figures,
                      bool answers, const QFont &font);

    // Paints every page on device (its page layout and resolution as set); empty when done,
    // else why not.
    QString paint(QPagedPaintDevice *device) const;

private:
    const WorksheetContent &m_content;
    const WorksheetFigures *m_figures;
    bool m_answers;
    QFont m_font;
};

} // namespace pe
