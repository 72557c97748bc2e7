// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/worksheetcontent.h"

#include <QByteArray>
#include <QStringList>

namespace pe {

class WorksheetFigures;

// A handout as one self-contained HTML file: UTF-8, the lang attribute set, the language's CJK
// face named first in the style, each step's figure as inline SVG (no file beside it, nothing
// fetched), the question with room to write, the answer key last if asked for.
class WorksheetHtml
{
public:
    // fontFamilies: the faces the text is set in, the language's CJK face first.
    static QByteArray generate(const WorksheetContent &content, const WorksheetFigures *figures,
                               bool answers, const QStringList &fontFamilies);
    // The figure of one step as an SVG element (empty when the step has none).
    static QByteArray svg(const WorksheetFigures &figures, int step, const QString &title);
    // "zh_TW" → "zh-TW" (BCP 47, what lang= takes).
    static QString languageTag(const QString &language);
};

} // namespace pe
