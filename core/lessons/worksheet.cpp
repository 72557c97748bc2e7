// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/worksheet.h"
#include "core/lessons/stepnumber.h"

#include "core/lessons/worksheetcontent.h"
#include "core/text/format.h"
#include "core/text/sentencejoin.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace pe {

namespace {

    QString tableCell(QString text)
    {
        return text.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    }

    QString table(const WorksheetContent::Step &step)
    {
        QString out = QStringLiteral("| %1 |\n|---|").arg(step.columns.join(QStringLiteral(" | ")));
        for (qsizetype c = 1; c < step.columns.size(); ++c)
            out += QStringLiteral("---:|");
        out += QLatin1Char('\n');
        for (const QStringList &row : step.rows) {
            QStringList cells;
            for (const QString &cell : row)
                cells.append(tableCell(cell));
            out += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
        }
        return out;
    }

} // namespace

QString Worksheet::markdown(const Lesson &lesson, int comparePosition, const QString &language)
{
    const WorksheetContent content = WorksheetContent::build(lesson, comparePosition, language);
    QString out;
    out += QStringLiteral("# %1\n\n").arg(content.title);
    out += content.header + QStringLiteral("\n\n");
    out += content.summary + QStringLiteral("\n\n");
    out += QStringLiteral("*%1*\n").arg(content.subtitle);
    for (const WorksheetContent::Step &step : content.steps) {
        out += QStringLiteral("\n## %1\n\n").arg(step.title);
        out += QStringLiteral("*%1*\n\n").arg(step.setting);
        out += QStringLiteral("**%1**\n").arg(step.sentence);
        for (const QString &paragraph : step.body)
            out += QLatin1Char('\n') + paragraph + QLatin1Char('\n');
        if (!step.rows.isEmpty())
            out += QLatin1Char('\n') + table(step);
        if (!step.question.isEmpty())
            out += QStringLiteral("\n> %1\n")
                       .arg(SentenceJoin::joined(tr("Question:"), step.question));
    }
    if (content.hasAnswers()) {
        out += QStringLiteral("\n## %1\n").arg(tr("Answer key"));
        for (const WorksheetContent::Step &step : content.steps)
            if (!step.answer.isEmpty())
                out += QStringLiteral("\n**%1**  \n%2\n")
                           .arg(step.title, SentenceJoin::joined(tr("Answer:"), step.answer));
    }
    return out;
}

QByteArray Worksheet::json(const Lesson &lesson, int comparePosition, const QString &language)
{
    const WorksheetContent content = WorksheetContent::build(lesson, comparePosition, language);
    const LessonParameters parameters = lesson.parameters(-1, comparePosition);
    QJsonArray steps;
    for (const WorksheetContent::Step &s : content.steps) {
        QJsonObject values;
        for (const LessonValue &v : s.values)
            values.insert(v.key, v.value);
        QJsonObject step {
            { QStringLiteral("index"), s.index },
            { QStringLiteral("step"), stepNumber(s.index) }, // the number the reader sees
            { QStringLiteral("id"), s.id },
            { QStringLiteral("title"), lesson.stepTitle(s.index) },
            { QStringLiteral("dim"), s.parameters.dimension },
            { QStringLiteral("base"), s.parameters.base },
            { QStringLiteral("text"), s.sentence },
            { QStringLiteral("body"), QJsonArray::fromStringList(s.body) },
            { QStringLiteral("values"), values },
        };
        if (!s.question.isEmpty()) {
            step.insert(QStringLiteral("question"), s.question);
            step.insert(QStringLiteral("answer"), s.answer);
        }
        steps.append(step);
    }
    const QJsonObject root {
        { QStringLiteral("lesson"), lesson.id() },
        { QStringLiteral("title"), content.title },
        { QStringLiteral("header"), content.header },
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
    return markdown(lesson, comparePosition, language).toUtf8();
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
