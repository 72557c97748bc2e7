// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worksheet/worksheetexport.h"

#include "core/io/filewriter.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/worksheetcontent.h"
#include "ui/worksheet/pdfunicodemap.h"
#include "ui/worksheet/worksheetdocument.h"
#include "ui/worksheet/worksheetfigures.h"
#include "ui/worksheet/worksheethtml.h"

#include <QApplication>
#include <QBuffer>
#include <QFontDatabase>
#include <QFontInfo>
#include <QLocale>
#include <QPdfWriter>

namespace pe {

namespace {

    // Text: 15 mm from every edge of the sheet.
    const QMarginsF pageMargins(15, 15, 15, 15);

} // namespace

QFont WorksheetExport::printFont(const QFont &applicationFont)
{
    const auto isCjk = [](const QString &family) {
        return QFontDatabase::writingSystems(family).contains(QFontDatabase::Japanese);
    };
    QStringList cjk;
    QStringList latin;
    const QStringList families = applicationFont.families().isEmpty()
        ? QStringList { applicationFont.family() }
        : applicationFont.families();
    for (const QString &family : families)
        (isCjk(family) ? cjk : latin).append(family);
    if (cjk.isEmpty())
        return applicationFont;
    // The face Latin text resolves to; fontconfig may answer a CJK face for a generic name.
    QString face = latin.isEmpty() ? QString() : QFontInfo(QFont(latin)).family();
    if (face.isEmpty() || isCjk(face)) {
        face.clear();
        for (const char *name :
             { "DejaVu Sans", "Liberation Sans", "Noto Sans", "Arial", "Helvetica" })
            if (QFontDatabase::hasFamily(QString::fromLatin1(name))) {
                face = QString::fromLatin1(name);
                break;
            }
    }
    if (face.isEmpty())
        return applicationFont;
    QFont font = applicationFont;
    font.setFamilies(QStringList { face } + cjk);
    return font;
}

QPageSize WorksheetExport::pageSizeFor(const QLocale &locale)
{
    // The countries whose printers hold Letter paper (ISO 216 everywhere else).
    if (locale.language() == QLocale::C)
        return QPageSize(QPageSize::A4);
    switch (locale.territory()) {
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Philippines:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::Venezuela:
    case QLocale::Guatemala:
    case QLocale::CostaRica:
    case QLocale::PuertoRico:
        return QPageSize(QPageSize::Letter);
    default:
        return QPageSize(QPageSize::A4);
    }
}

QString WorksheetExport::print(const Request &request, QPagedPaintDevice *device)
{
    const Lesson lesson = LessonCatalog::lesson(request.lessonId);
    const WorksheetContent content
        = WorksheetContent::build(lesson, request.comparePosition, request.language);
    const QFont font = printFont(QApplication::font());
    // The text's width in the 96-dpi pixels the pages are laid out in.
    const int width = qRound(device->width() * 96.0 / device->logicalDpiX());
    const WorksheetFigures figures(lesson, request.comparePosition, font, width);
    return WorksheetDocument(content, &figures, request.answers, font).paint(device);
}

QByteArray WorksheetExport::pdf(const Request &request, QString *reason)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        // The pages are laid out in 96-dpi pixels; on a device of the same resolution their
        // text keeps its size (fonts are resolved by the device they are painted on).
        writer.setResolution(96);
        writer.setPageLayout(QPageLayout(request.pageSize, QPageLayout::Portrait, pageMargins,
                                         QPageLayout::Millimeter));
        writer.setCreator(QStringLiteral("pe-workbench"));
        const Lesson lesson = LessonCatalog::lesson(request.lessonId);
        writer.setTitle(lesson.title());
        const QString error = print(request, &writer);
        if (!error.isEmpty()) {
            *reason = error;
            return {};
        }
    }
    return PdfUnicodeMap::fixed(bytes, PdfUnicodeMap::radicalsOf(printFont(QApplication::font())));
}

QByteArray WorksheetExport::html(const Request &request)
{
    const Lesson lesson = LessonCatalog::lesson(request.lessonId);
    const WorksheetContent content
        = WorksheetContent::build(lesson, request.comparePosition, request.language);
    const WorksheetFigures figures(lesson, request.comparePosition,
                                   printFont(QApplication::font()));
    return WorksheetHtml::generate(content, &figures, request.answers,
                                   QApplication::font().families());
}

QString WorksheetExport::write(const Request &request, Format format, const QString &fileName)
{
    QString reason;
    const QByteArray bytes = format == Format::Pdf ? pdf(request, &reason) : html(request);
    if (bytes.isEmpty())
        return reason.isEmpty() ? tr("nothing was produced") : reason;
    return FileWriter::write(fileName, bytes);
}

} // namespace pe
