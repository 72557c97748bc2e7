// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewexporter.h"

#include "itemcaches.h"
#include "positionalencodingmodel.h"
#include "tablereport.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QTextStream>
#include <QWidget>

namespace pe {


ViewExporter::Format ViewExporter::formatOf(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    return Format::Unknown;
}

bool ViewExporter::exportWidget(QWidget *widget, const QString &fileName, QString *error)
{
    const QSize size = widget->size();
    const SuspendedItemCaches uncached(widget); // the screen's pixel caches, not the picture's
    switch (formatOf(fileName)) {
    case Format::Png: {
        const qreal dpr = widget->devicePixelRatioF();
        QImage image(size * dpr, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(dpr);
        image.fill(widget->palette().window().color());
        {
            QPainter painter(&image);
            widget->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        }
        if (!image.save(fileName, "PNG")) {
            *error = tr("Could not write the image \"%1\".").arg(fileName);
            return false;
        }
        return true;
    }
    case Format::Svg: {
        QSvgGenerator generator;
        generator.setFileName(fileName);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(), size));
        generator.setResolution(90); // the SVG readers' px per mm: the image keeps its pixel size
        generator.setTitle(widget->windowTitle());
        generator.setDescription(tr("Exported from Positional Encoding Workbench"));
        QPainter painter;
        if (!painter.begin(&generator)) {
            *error = tr("Could not write the image \"%1\".").arg(fileName);
            return false;
        }
        painter.fillRect(QRect(QPoint(), size), widget->palette().window());
        widget->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        painter.end();
        if (!QFileInfo::exists(fileName)) {
            *error = tr("Could not write the image \"%1\".").arg(fileName);
            return false;
        }
        return true;
    }
    case Format::Unknown:
        break;
    }
    *error = tr("\"%1\" has an unknown image type; the file name must end in .png or .svg.")
                     .arg(fileName);
    return false;
}

bool ViewExporter::exportTableCsv(const PositionalEncodingModel &model, const QString &fileName,
                                  QString *error)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        *error = tr("Could not write \"%1\": %2").arg(fileName, file.errorString());
        return false;
    }
    {
        // The same CSV as pe-workbench --table: chunked rows, round-trippable numbers.
        QTextStream out(&file);
        out.setEncoding(QStringConverter::Utf8);
        TableReport(model.encoding(), 0, model.positionCount()).writeCsv(out);
    }
    if (!file.commit()) {
        *error = tr("Could not write \"%1\": %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

} // namespace pe
