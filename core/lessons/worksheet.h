// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace pe {

// A lesson printed as a handout (WorksheetContent: everything each step's page says, the width
// its numbers use, the answers in an answer key at the end) for the chosen compare position.
// Text is translated with whatever translator is installed, so install the chosen language's
// translator first; language is recorded in the JSON as given.
class Worksheet
{
    Q_DECLARE_TR_FUNCTIONS(Worksheet)

public:
    enum class Format { Markdown, Json };

    // Markdown for people: a title and the header, then per step a heading, its width, the
    // sentence, the paragraphs, a table of the step's values (6 decimals) and a question if the
    // step has one; last the answer key.
    static QString markdown(const Lesson &lesson, int comparePosition,
                            const QString &language = QStringLiteral("en"));
    // JSON for programs: {"lesson", "title", "header", "language", "compare_position", "p", "dim",
    // "base", "steps": [{"index", "id", "title", "dim", "base", "text", "body", "question",
    // "answer", "values": {key: number}}]}.
    // Numbers are stored in full double precision and read back exactly.
    static QByteArray json(const Lesson &lesson, int comparePosition, const QString &language);
    // Either of the two as UTF-8 text.
    static QByteArray generate(const Lesson &lesson, int comparePosition, Format format,
                               const QString &language);

    static QString formatName(Format format); // "markdown" / "json"
    // Empty when text names a format (markdown, md, json), else a message naming the choices.
    static QString checkFormat(const QString &what, const QString &text, Format *format);
};

} // namespace pe
