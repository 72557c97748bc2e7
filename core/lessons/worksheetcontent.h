// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"
#include "core/lessons/lessonvalue.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace pe {

// Everything a handout of a lesson carries, in the installed language, for every format
// (Markdown, JSON, HTML, PDF): the header (lesson, chosen number, language) and per step what
// its page says: title, the width and base its numbers use, the sentence, the paragraphs, the
// live numbers as a table, the question and its answer (printed in the answer key at the end).
class WorksheetContent
{
    // The worksheet's words share one translation context with Worksheet.
    Q_DECLARE_TR_FUNCTIONS(Worksheet)

public:
    struct Step
    {
        int index = 0;
        QString id;
        QString title; // "Step 3. Pair 1"
        QString setting; // "Width d = 8 · base 10000": what this step's numbers use
        LessonParameters parameters;
        QString sentence;
        QStringList body;
        QList<LessonValue> values;
        // The table: a header row, then one row per value (the components of a vector share
        // one row, "[a, b, …]"; a contrast has a correct and a mistaken column).
        QStringList columns;
        QList<QStringList> rows;
        QString question; // empty when the step asks none
        QString answer;
    };

    static WorksheetContent build(const Lesson &lesson, int comparePosition,
                                  const QString &language);

    QString lessonId;
    QString title;
    QString summary;
    QString subtitle; // the lesson's own line: positions, width, base
    QString language; // "ja"
    int comparePosition = 0;
    // "Lesson: … · Compare position q = 3 · Language: 日本語 (ja)"
    QString header;
    QList<Step> steps;

    bool hasAnswers() const;
};

} // namespace pe
