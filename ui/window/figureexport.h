// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace pe {

class MainWindow;

// File → Export Image: a view's figure alone, without the controls around it (the waves without
// the dimension picker, the training curves without their settings), as PNG at a size for slides
// or as SVG. The picture is the figure as laid out on screen, drawn at more pixels: the type and
// lines keep their proportions, only sharper.
class FigureExport
{
public:
    // The default PNG width: a full-HD slide.
    static constexpr int slideWidth = 1920;

    // The widget a view's figure is (name as MainWindow::view, or "main" for the whole window).
    static QWidget *figure(MainWindow *window, const QString &name);
    // Writes the figure of name to file (.png at least width pixels wide, or .svg); false with
    // the reason when it could not.
    static bool write(MainWindow *window, const QString &name, const QString &file, int width,
                      QString *reason);
};

} // namespace pe
