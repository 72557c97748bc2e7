// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worksheet/worksheethtml.h"

#include "ui/worksheet/worksheetdocument.h"
#include "ui/worksheet/worksheetfigures.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

namespace pe {

namespace {

    QString escaped(const QString &text)
    {
        return text.toHtmlEscaped();
    }

    const char *style = R"(
body { max-width: 50em; margin: 2em auto; padding: 0 1em; line-height: 1.5; color: #111; }
header { color: #555; font-size: 0.85em; border-bottom: 1px solid #aaa; margin-bottom: 1em; }
h2 { margin-top: 2em; }
.setting { color: #444; font-style: italic; margin-top: -0.5em; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { border: 1px solid #999; padding: 0.2em 0.6em; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
figure { margin: 1em 0; }
figure svg { max-width: 100%; height: auto; }
figure svg * { font-family: inherit; } /* the language's face, not the one the app drew with */
.question { font-weight: bold; margin-top: 1em; }
.room { height: 7em; border-bottom: 1px solid #aaa;
        background: repeating-linear-gradient(transparent, transparent 1.7em, #ccc 1.7em, #ccc 1.75em); }
.answers { break-before: page; }
@media print { section.step { break-inside: avoid-page; } }
)";

} // namespace

QString WorksheetHtml::languageTag(const QString &language)
{
    QString tag = language;
    return tag.replace(QLatin1Char('_'), QLatin1Char('-'));
}

QByteArray WorksheetHtml::svg(const WorksheetFigures &figures, int step, const QString &title)
{
    if (figures.isEmpty(step))
        return {};
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(figures.size(step));
    generator.setViewBox(QRect(QPoint(), figures.size(step)));
    generator.setTitle(title);
    QPainter painter(&generator);
    figures.paint(step, QRect(QPoint(), figures.size(step)), &painter);
    painter.end();
    // Inline in HTML: the element alone, without the XML declaration before it.
    const qsizetype start = bytes.indexOf("<svg");
    return start < 0 ? QByteArray() : bytes.mid(start);
}

QByteArray WorksheetHtml::generate(const WorksheetContent &content, const WorksheetFigures *figures,
                                   bool answers, const QStringList &fontFamilies)
{
    QStringList families;
    for (const QString &family : fontFamilies)
        families.append(QStringLiteral("\"%1\"").arg(family));
    families.append(QStringLiteral("sans-serif"));
    QString out;
    out += QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\">\n<head>\n<meta charset=\"utf-8\">\n")
               .arg(languageTag(content.language));
    out += QStringLiteral("<title>%1</title>\n<style>\nbody { font-family: %2; }%3</style>\n")
               .arg(escaped(content.title), families.join(QStringLiteral(", ")),
                    QString::fromUtf8(style));
    out += QStringLiteral("</head>\n<body>\n<header>%1</header>\n").arg(escaped(content.header));
    out += QStringLiteral("<h1>%1</h1>\n<p>%2</p>\n<p class=\"setting\">%3</p>\n")
               .arg(escaped(content.title), escaped(content.summary), escaped(content.subtitle));
    for (const WorksheetContent::Step &step : content.steps) {
        out += QStringLiteral("<section class=\"step\" id=\"%1\">\n<h2>%2</h2>\n")
                   .arg(escaped(step.id), escaped(step.title));
        out += QStringLiteral("<p class=\"setting\">%1</p>\n<p><strong>%2</strong></p>\n")
                   .arg(escaped(step.setting), escaped(step.sentence));
        for (const QString &paragraph : step.body)
            out += QStringLiteral("<p>%1</p>\n").arg(escaped(paragraph));
        // The figure is the page's own content with the same numbers: the table only when the
        // step has no figure (as on paper).
        const bool figure
            = figures && step.index < figures->count() && !figures->isEmpty(step.index);
        if (!step.rows.isEmpty() && !figure) {
            out += QStringLiteral("<table>\n<tr>");
            for (int c = 0; c < step.columns.size(); ++c)
                out += QStringLiteral("<th%1>%2</th>")
                           .arg(c > 0 ? QStringLiteral(" class=\"number\"") : QString(),
                                escaped(step.columns.at(c)));
            out += QStringLiteral("</tr>\n");
            for (const QStringList &row : step.rows) {
                out += QStringLiteral("<tr>");
                for (int c = 0; c < row.size(); ++c)
                    out += QStringLiteral("<td%1>%2</td>")
                               .arg(c > 0 ? QStringLiteral(" class=\"number\"") : QString(),
                                    escaped(row.at(c)));
                out += QStringLiteral("</tr>\n");
            }
            out += QStringLiteral("</table>\n");
        }
        if (figure)
            out += QStringLiteral("<figure>%1</figure>\n")
                       .arg(QString::fromUtf8(svg(*figures, step.index, step.title)));
        if (!step.question.isEmpty())
            out += QStringLiteral("<p class=\"question\">%1</p>\n<div class=\"room\"></div>\n")
                       .arg(escaped(WorksheetDocument::tr("Question: %1").arg(step.question)));
        out += QStringLiteral("</section>\n");
    }
    if (answers && content.hasAnswers()) {
        out += QStringLiteral("<section class=\"answers\">\n<h2>%1</h2>\n")
                   .arg(escaped(WorksheetDocument::tr("Answer key")));
        for (const WorksheetContent::Step &step : content.steps)
            if (!step.answer.isEmpty())
                out += QStringLiteral("<h3>%1</h3>\n<p><em>%2</em></p>\n<p>%3</p>\n")
                           .arg(escaped(step.title), escaped(step.question), escaped(step.answer));
        out += QStringLiteral("</section>\n");
    }
    out += QStringLiteral("</body>\n</html>\n");
    return out.toUtf8();
}

} // namespace pe
