// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/figureexport.h"

#include "ui/common/hiddenrefresh.h"
#include "ui/common/viewexporter.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QPainter>

#include <algorithm>

namespace pe {

QWidget *FigureExport::figure(MainWindow *window, const QString &name)
{
    if (name == QLatin1String("main"))
        return window;
    const ViewEntry *entry = ViewRegistry::find(name);
    return entry ? ViewRegistry::figure(*entry, window->view(name)) : nullptr;
}

QSize FigureExport::slideSize(const QWidget *widget)
{
    const int width = std::max(slideLayoutWidth, widget->minimumSizeHint().width());
    return { width, std::max(width * 9 / 16, widget->minimumSizeHint().height()) };
}

bool FigureExport::write(MainWindow *window, const QString &name, const QString &file, int width,
                         QString *reason)
{
    QWidget *widget = figure(window, name);
    if (!widget)
        return false;
    // The whole view catches up (a view behind another tab may be stale), not only the figure:
    // its model-driven parts may live on the view around it.
    QWidget *view = window->view(name);
    if (view)
        HiddenRefresh::catchUpAll(view);
    const ViewEntry *entry = ViewRegistry::find(name);
    if (widget == window || !entry)
        return ViewExporter::exportWidget(widget, file, reason, width);
    const QSize slide = slideSize(widget);
    const qreal ratio = std::max(widget->devicePixelRatioF(), width / qreal(slide.width()));
    // A view that draws its figure for export itself (the dials with heading and legend, the
    // pairs' bars with their summary) draws it on the slide's size, at more pixels.
    if (entry->paintFigure) {
        const QRectF target(QPointF(0, 0), QSizeF(slide));
        const auto paint = entry->paintFigure;
        return ViewExporter::exportPainted(
            slide, ratio, widget->palette(), widget->windowTitle(),
            [paint, widget, target](QPainter *painter) { paint(widget, painter, target); }, file,
            reason, true);
    }
    // The widget laid out for the slide (a visible widget's layout follows at once, a hidden
    // one's when it is drawn), whatever size limits it has on screen; then put back.
    const QSize onScreen = widget->size();
    const QSize minimum = widget->minimumSize();
    const QSize maximum = widget->maximumSize();
    widget->setFixedSize(slide);
    const bool written = ViewExporter::exportWidget(widget, file, reason, width, true);
    widget->setMinimumSize(minimum);
    widget->setMaximumSize(maximum);
    widget->resize(onScreen);
    return written;
}

} // namespace pe
