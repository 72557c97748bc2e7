// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/viewexporter.h"
#include "ui/common/hiddenrefresh.h"

#include "core/io/filewriter.h"
#include "core/model/positionalencodingmodel.h"
#include "core/reports/tablereport.h"
#include "ui/common/itemcaches.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSvgGenerator>
#include <QWidget>

#include <algorithm>

namespace pe {

namespace {

    bool finish(const QString &failure, QString *reason)
    {
        if (failure.isEmpty())
            return true;
        *reason = failure;
        return false;
    }

} // namespace

ViewExporter::Format ViewExporter::formatOf(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    return Format::Unknown;
}

bool ViewExporter::exportPng(const QImage &image, const QString &fileName, QString *reason)
{
    // Encoded in memory first: the encoder never meets a failing disk (libpng would print its
    // own "libpng error" line and leave half a file), and the file is written in one go.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "PNG");
    if (image.isNull() || !writer.write(image))
        return finish(image.isNull() ? tr("the picture could not be drawn") : writer.errorString(),
                      reason);
    buffer.close();
    return finish(FileWriter::write(fileName, bytes), reason);
}

namespace {
    constexpr char exportingProperty[] = "peExporting";
} // namespace

bool ViewExporter::isExporting(const QWidget *widget)
{
    for (const QWidget *w = widget; w; w = w->parentWidget())
        if (w->property(exportingProperty).toBool())
            return true;
    return false;
}

bool ViewExporter::exportWidget(QWidget *widget, const QString &fileName, QString *reason,
                                int width, bool trimBottom)
{
    const SuspendedItemCaches uncached(widget); // the screen's pixel caches, not the picture's
    HiddenRefresh::catchUpAll(widget); // a view hidden behind another tab drawn as it is now
    const qreal ratio
        = std::max(widget->devicePixelRatioF(), width / qreal(std::max(1, widget->width())));
    widget->setProperty(exportingProperty, true);
    const bool written = exportPainted(
        widget->size(), ratio, widget->palette(), widget->windowTitle(),
        [widget](QPainter *painter) {
            widget->render(painter, QPoint(), QRegion(), QWidget::DrawChildren);
        },
        fileName, reason, trimBottom);
    widget->setProperty(exportingProperty, QVariant());
    return written;
}

bool ViewExporter::exportPainted(const QSize &size, qreal devicePixelRatio, const QPalette &palette,
                                 const QString &title, const std::function<void(QPainter *)> &paint,
                                 const QString &fileName, QString *reason, bool trimBottom)
{
    const Format format = formatOf(fileName);
    if (format == Format::Unknown)
        return finish(tr("the file name must end in .png or .svg"), reason);
    if (format == Format::Png) {
        QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(devicePixelRatio);
        image.fill(palette.window().color());
        {
            QPainter painter(&image);
            paint(&painter);
        }
        // The ground is what the bottom row starts with: the window's colour, or the base
        // colour a figure fills itself with.
        if (trimBottom && !image.isNull())
            return exportPng(trimmedBottom(image, image.pixelColor(0, image.height() - 1),
                                           qRound(16 * devicePixelRatio)),
                             fileName, reason);
        return exportPng(image, fileName, reason);
    }
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(), size));
    generator.setResolution(90); // the SVG readers' px per mm: the image keeps its size
    generator.setTitle(title);
    generator.setDescription(tr("Exported from Positional Encoding Workbench"));
    QPainter painter;
    if (!painter.begin(&generator))
        return finish(tr("the picture could not be drawn"), reason);
    painter.fillRect(QRect(QPoint(), size), palette.window());
    paint(&painter);
    painter.end();
    if (svg.isEmpty())
        return finish(tr("the picture could not be drawn"), reason);
    return finish(FileWriter::write(fileName, svg), reason);
}

QImage ViewExporter::trimmedBottom(const QImage &image, const QColor &ground, int margin)
{
    const QImage rgb = image.convertToFormat(QImage::Format_ARGB32);
    const QRgb groundPixel = ground.rgba();
    int last = -1;
    for (int y = rgb.height() - 1; y >= 0 && last < 0; --y) {
        const auto *line = reinterpret_cast<const QRgb *>(rgb.constScanLine(y));
        for (int x = 0; x < rgb.width(); ++x)
            if (line[x] != groundPixel) {
                last = y;
                break;
            }
    }
    if (last < 0)
        return image;
    const int height = std::min(image.height(), last + 1 + margin);
    QImage cut = image.copy(0, 0, image.width(), height);
    cut.setDevicePixelRatio(image.devicePixelRatio());
    return cut;
}

bool ViewExporter::exportTableCsv(const PositionalEncodingModel &model, const QString &fileName,
                                  QString *reason)
{
    return exportTableCsv(model.encoding(), model.positionCount(), fileName, reason);
}

bool ViewExporter::exportTableCsv(const Encoding &encoding, qint64 positionCount,
                                  const QString &fileName, QString *reason,
                                  const TableReport::Progress &progress)
{
    // The same CSV as pe-workbench --table: chunked rows, round-trippable numbers.
    TableReport report(encoding, 0, positionCount);
    report.setProgress(progress);
    return finish(
        FileWriter::writeText(fileName, [&report](QTextStream &out) { report.writeCsv(out); }),
        reason);
}

} // namespace pe
