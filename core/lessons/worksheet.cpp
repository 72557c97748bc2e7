// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/worksheet.h"

#include "core/text/format.h"
#include "core/lessons/lessonvalues.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pe {

namespace {

QString tableCell(QString text)
{
    return text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
}

struct Row
{
    QString label;
    QStringList cells;
};

// One row per value, except that the components of a vector share one row ([a, b, …]) and the
// correct and mistaken sides of a contrast share one row in two columns.
QString table(const QList<LessonValue> &values)
{
    QList<Row> rows;
    bool contrast = false;
    for (qsizetype k = 0; k < values.size();) {
        const LessonValue &v = values.at(k);
        qsizetype end = k + 1;
        while (!v.group.isEmpty() && end < values.size() && values.at(end).group == v.group)
            ++end;
        if (end - k == 2 && v.key.endsWith(QLatin1String("_correct"))) {
            rows.append({ v.group, { v.text(), values.at(k + 1).text() } });
            contrast = true;
        } else if (end - k > 1) {
            QStringList parts;
            for (qsizetype j = k; j < end; ++j)
                parts.append(values.at(j).text());
            rows.append(
                    { v.group, { QStringLiteral("[%1]").arg(parts.join(QStringLiteral(", "))) } });
        } else {
            rows.append({ v.label, { v.text() } });
        }
        k = end;
    }
    QString out;
    if (contrast)
        out += QStringLiteral("| %1 | %2 | %3 |\n|---|---:|---:|\n")
                       .arg(Worksheet::tr("Quantity"), Worksheet::tr("Correct"),
                            Worksheet::tr("With the mistake"));
    else
        out += QStringLiteral("| %1 | %2 |\n|---|---:|\n")
                       .arg(Worksheet::tr("Quantity"), Worksheet::tr("Value"));
    for (const Row &row : rows) {
        QStringList cells = row.cells;
        while (contrast && cells.size() < 2)
            cells.append(QString());
        out += QStringLiteral("| %1 | %2 |\n")
                       .arg(tableCell(row.label), cells.join(QStringLiteral(" | ")));
    }
    return out;
}

} // namespace

QString Worksheet::markdown(const Lesson &lesson, int comparePosition)
{
    const LessonParameters parameters = lesson.parameters(-1, comparePosition);
    QString out;
    out += QStringLiteral("# %1\n\n").arg(lesson.title());
    out += lesson.summary() + QStringLiteral("\n\n");
    const char *subtitle = lesson.positionWording().subtitle;
    out += QStringLiteral("*%1*\n").arg(
            subtitle ? lesson.text(subtitle, parameters)
                     : tr("Token “the” at positions p = %1 and q = %2 · width d = %3 · base %4")
                               .arg(parameters.p)
                               .arg(parameters.q)
                               .arg(parameters.dimension)
                               .arg(formatExact(parameters.base)));
    for (int k = 0; k < lesson.stepCount(); ++k) {
        out += QStringLiteral("\n## %1\n\n").arg(tr("Step %1. %2").arg(k).arg(lesson.stepTitle(k)));
        out += lesson.stepSentence(k, comparePosition) + QStringLiteral("\n");
        const QString question = lesson.stepQuestion(k, comparePosition);
        if (!question.isEmpty())
            out += QStringLiteral("\n> %1 %2\n").arg(tr("Question:"), question);
        const LessonValues values = LessonValues::compute(lesson, k, comparePosition);
        if (!values.isEmpty())
            out += QLatin1Char('\n') + table(values.list());
    }
    return out;
}

QByteArray Worksheet::json(const Lesson &lesson, int comparePosition, const QString &language)
{
    const LessonParameters parameters = lesson.parameters(-1, comparePosition);
    QJsonArray steps;
    for (int k = 0; k < lesson.stepCount(); ++k) {
        QJsonObject values;
        const LessonValues computed = LessonValues::compute(lesson, k, comparePosition);
        for (const LessonValue &v : computed.list())
            values.insert(v.key, v.value);
        QJsonObject step {
            { QStringLiteral("index"), k },
            { QStringLiteral("id"), lesson.step(k).id },
            { QStringLiteral("title"), lesson.stepTitle(k) },
            { QStringLiteral("text"), lesson.stepSentence(k, comparePosition) },
            { QStringLiteral("values"), values },
        };
        if (lesson.step(k).hasQuestion()) {
            step.insert(QStringLiteral("question"), lesson.stepQuestion(k, comparePosition));
            step.insert(QStringLiteral("answer"), lesson.stepAnswer(k, comparePosition));
        }
        steps.append(step);
    }
    const QJsonObject root {
        { QStringLiteral("lesson"), lesson.id() },
        { QStringLiteral("title"), lesson.title() },
        { QStringLiteral("language"), language },
        { QStringLiteral("compare_position"), comparePosition },
        { QStringLiteral("p"), static_cast<double>(parameters.p) },
        { QStringLiteral("dim"), parameters.dimension },
        { QStringLiteral("base"), parameters.base },
        { QStringLiteral("steps"), steps },
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray Worksheet::generate(const Lesson &lesson, int comparePosition, Format format,
                               const QString &language)
{
    if (format == Format::Json)
        return json(lesson, comparePosition, language);
    return markdown(lesson, comparePosition).toUtf8();
}

QString Worksheet::formatName(Format format)
{
    return format == Format::Json ? QStringLiteral("json") : QStringLiteral("markdown");
}

QString Worksheet::checkFormat(const QString &what, const QString &text, Format *format)
{
    const QString name = text.toLower();
    if (name == QLatin1String("markdown") || name == QLatin1String("md")) {
        *format = Format::Markdown;
        return {};
    }
    if (name == QLatin1String("json")) {
        *format = Format::Json;
        return {};
    }
    return tr("%1: \"%2\" is not a worksheet format; use markdown or json.").arg(what, text);
}

} // namespace pe
