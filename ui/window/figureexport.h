// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QString>

class QWidget;

namespace pe {

class MainWindow;

// File → Export Image: a view's figure alone, without the controls around it (the waves without
// the dimension picker, the training curves without their settings), as PNG at a size for slides
// or as SVG. The figure is laid out for the export in the shape of a 16:9 slide (slideSize(), not
// the shape of its dock, which may be tall and narrow) and drawn at more pixels, then put back.
// The whole window ("main") is drawn as it is.
class FigureExport
{
public:
    // The default PNG width: a full-HD slide.
    static constexpr int slideWidth = 1920;
    // The width a figure is laid out at for a slide, in the interface's pixels: on a 1 920 px
    // image the type is drawn at 1.7 times its size on screen, large enough to read in a hall.
    static constexpr int slideLayoutWidth = 1120;

    // The size widget is laid out at for export: slideLayoutWidth wide and 9/16 of that high (a
    // 16:9 slide), or more where the widget's minimum is more.
    static QSize slideSize(const QWidget *widget);

    // The widget a view's figure is (name as MainWindow::view, or "main" for the whole window).
    static QWidget *figure(MainWindow *window, const QString &name);
    // Writes the figure of name to file (.png at least width pixels wide, or .svg); false with
    // the reason when it could not.
    static bool write(MainWindow *window, const QString &name, const QString &file, int width,
                      QString *reason);
};

} // namespace pe
