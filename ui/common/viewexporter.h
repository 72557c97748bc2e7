// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/reports/tablereport.h"

#include <QCoreApplication>
#include <QPalette>
#include <QString>

#include <functional>

class QImage;
class QWidget;

namespace pe {

class PositionalEncodingModel;

// Writes what a widget shows to a PNG or SVG file (chosen by the file name's extension), and the
// model's table to CSV. Used by File → Export and by the headless --render. Each file is made
// whole in memory or in a temporary file and replaces the old one only when it is complete
// (FileWriter): on failure the old file is as it was, nothing is left behind, and the functions
// return false with *reason saying why (without the file name: the caller names the file).
class ViewExporter
{
    Q_DECLARE_TR_FUNCTIONS(ViewExporter)

public:
    enum class Format { Png, Svg, Unknown };
    static Format formatOf(const QString &fileName);

    // Paints the widget as it is laid out now; a PNG at least width pixels wide (0: the screen's
    // pixels), the widget drawn at more pixels as on a sharper screen.
    // trimBottom: a PNG loses the empty ground below the drawing (a figure laid out on a slide
    // taller than it needs).
    static bool exportWidget(QWidget *widget, const QString &fileName, QString *reason,
                             int width = 0, bool trimBottom = false);
    // What paint() draws on a size-sized canvas filled with the window colour (PNG at
    // devicePixelRatio, or SVG): for a view whose picture is not the widget itself, such as the
    // clock hands without their slider and buttons.
    static bool exportPainted(const QSize &size, qreal devicePixelRatio, const QPalette &palette,
                              const QString &title, const std::function<void(QPainter *)> &paint,
                              const QString &fileName, QString *reason, bool trimBottom = false);
    // image without the rows at its bottom that are all ground, but for margin of them; the
    // whole image when every row is ground.
    static QImage trimmedBottom(const QImage &image, const QColor &ground, int margin);
    // Whether widget is being drawn by exportWidget (itself or a parent of it): a figure leaves
    // out what only answers the pointer on screen (a picked step's line).
    static bool isExporting(const QWidget *widget);
    // An image already drawn, as PNG.
    static bool exportPng(const QImage &image, const QString &fileName, QString *reason);
    // The shown table (positions 0 .. positionCount - 1, all d columns), 17 significant digits.
    static bool exportTableCsv(const PositionalEncodingModel &model, const QString &fileName,
                               QString *reason);
    // The same for a copy of the encoding (a table written on another thread), with a progress
    // callback that may stop it: then the old file stays and reason is FileWriter::cancelled().
    static bool exportTableCsv(const Encoding &encoding, qint64 positionCount,
                               const QString &fileName, QString *reason,
                               const TableReport::Progress &progress = {});
};

} // namespace pe
