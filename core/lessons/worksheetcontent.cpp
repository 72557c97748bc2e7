// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/worksheetcontent.h"

#include "core/lessons/lessonvalues.h"
#include "core/lessons/stepnumber.h"
#include "core/model/interfacelanguage.h"
#include "core/text/format.h"

#include <cmath>

namespace pe {

namespace {

    // The decimals of the edge-cases page's focus display as it opens: the handout prints them too,
    // since the step is about what six decimals hide.
    constexpr int focusDecimals = 12;

    // A value as the page shows it: 6 decimals, and a tiny one that rounds to zero (a residual of
    // double precision) also in scientific notation, "0.000000 (5.6e-17)", as the pages print it.
    QString cellText(const LessonValue &v, int decimals = 6)
    {
        const QString text = v.text(decimals);
        if (v.kind == LessonValue::Kind::Real && v.value != 0.0 && std::abs(v.value) < 0.5e-6)
            return QStringLiteral("%1 (%2)").arg(text, QString::number(v.value, 'e', 1));
        return text;
    }

    // One row per value, except that the components of a vector share one row ([a, b, …]) and the
    // correct and mistaken sides of a contrast share one row in two columns.
    void fillTable(WorksheetContent::Step *step, bool focus)
    {
        const QList<LessonValue> &values = step->values;
        bool contrast = false;
        for (qsizetype k = 0; k < values.size();) {
            const LessonValue &v = values.at(k);
            qsizetype end = k + 1;
            while (!v.group.isEmpty() && end < values.size() && values.at(end).group == v.group)
                ++end;
            if (end - k == 2 && v.key.endsWith(QLatin1String("_correct"))) {
                step->rows.append({ v.group, cellText(v), cellText(values.at(k + 1)) });
                contrast = true;
            } else if (end - k > 1) {
                const auto vector = [&](int decimals) {
                    QStringList parts;
                    for (qsizetype j = k; j < end; ++j)
                        parts.append(cellText(values.at(j), decimals));
                    return QStringLiteral("[%1]").arg(parts.join(QStringLiteral(", ")));
                };
                step->rows.append({ v.group, vector(6) });
                if (focus)
                    step->rows.append({ WorksheetContent::tr("%1, %2 decimals (focus display)")
                                            .arg(v.group)
                                            .arg(focusDecimals),
                                        vector(focusDecimals) });
            } else {
                step->rows.append({ v.label, cellText(v) });
            }
            k = end;
        }
        if (contrast) {
            step->columns = { WorksheetContent::tr("Quantity"), WorksheetContent::tr("Correct"),
                              WorksheetContent::tr("With the mistake") };
            for (QStringList &row : step->rows)
                while (row.size() < 3)
                    row.append(QString());
        } else if (!step->rows.isEmpty()) {
            step->columns = { WorksheetContent::tr("Quantity"), WorksheetContent::tr("Value") };
        }
    }

    // The language as its speakers write it, with the code the command line takes.
    // "日本語 (ja)": the language named in itself, as View → Language names it.
    QString languageName(const QString &language)
    {
        const InterfaceLanguage *entry = InterfaceLanguage::find(language);
        return entry ? QStringLiteral("%1 (%2)").arg(entry->nativeName, language) : language;
    }

} // namespace

WorksheetContent WorksheetContent::build(const Lesson &lesson, int comparePosition,
                                         const QString &language)
{
    WorksheetContent c;
    const LessonParameters parameters = lesson.parameters(-1, comparePosition);
    c.lessonId = lesson.id();
    c.title = lesson.title();
    c.summary = lesson.summary();
    c.language = language;
    c.comparePosition = comparePosition;
    const Lesson::PositionWording &wording = lesson.positionWording();
    c.subtitle = wording.subtitle
        ? lesson.text(wording.subtitle, parameters)
        : tr("Token “the” at positions p = %1 and q = %2 · width d = %3 · base %4")
              .arg(parameters.p)
              .arg(parameters.q)
              .arg(parameters.dimension)
              .arg(formatExact(parameters.base));
    const QString number = wording.name ? lesson.text(wording.name) : tr("Compare position q");
    c.header = tr("Lesson: %1 · %2 = %3 · Language: %4")
                   .arg(c.title, number)
                   .arg(comparePosition)
                   .arg(languageName(language));
    for (int k = 0; k < lesson.stepCount(); ++k) {
        Step step;
        step.index = k;
        step.id = lesson.step(k).id;
        step.title = tr("Step %1. %2").arg(stepNumber(k)).arg(lesson.stepTitle(k));
        step.parameters = lesson.parameters(k, comparePosition);
        // Each step names the width its own numbers use: a step may set another width than
        // the lesson's (why-waves' rotation step d = 8 in a d = 128 lesson).
        step.setting = tr("Width d = %1 · base %2")
                           .arg(step.parameters.dimension)
                           .arg(formatExact(step.parameters.base));
        step.sentence = lesson.stepSentence(k, comparePosition);
        step.body = lesson.stepBody(k, comparePosition);
        step.values = LessonValues::compute(lesson, k, comparePosition).list();
        fillTable(&step, lesson.step(k).display == LessonStep::Display::EdgeCases);
        if (lesson.step(k).hasQuestion()) {
            step.question = lesson.stepQuestion(k, comparePosition);
            step.answer = lesson.stepAnswer(k, comparePosition);
        }
        c.steps.append(step);
    }
    return c;
}

bool WorksheetContent::hasAnswers() const
{
    for (const Step &step : steps)
        if (!step.answer.isEmpty())
            return true;
    return false;
}

} // namespace pe
