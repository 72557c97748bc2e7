// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace pe {

class PositionalEncodingModel;

// Writes what a widget shows to a PNG or SVG file (chosen by the file name's extension), and the
// model's table to CSV. Used by File → Export and by the headless --render.
class ViewExporter
{
    Q_DECLARE_TR_FUNCTIONS(ViewExporter)

public:
    enum class Format { Png, Svg, Unknown };
    static Format formatOf(const QString &fileName);

    // Paints the widget as it is laid out now. Returns false and sets *error on failure.
    static bool exportWidget(QWidget *widget, const QString &fileName, QString *error);
    // The shown table (positions 0 .. positionCount - 1, all d columns), 17 significant digits.
    static bool exportTableCsv(const PositionalEncodingModel &model, const QString &fileName,
                               QString *error);
};

} // namespace pe
