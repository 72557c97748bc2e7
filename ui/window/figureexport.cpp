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
    const qreal ratio
        = std::max(widget->devicePixelRatioF(), width / qreal(std::max(1, widget->width())));
    // A view that draws its figure for export itself (the dials with heading and legend, the
    // pairs' bars with their summary) does so on the widget's size, at more pixels.
    const ViewEntry *entry = ViewRegistry::find(name);
    if (entry && entry->paintFigure) {
        const QRectF target(QPointF(0, 0), QSizeF(widget->size()));
        const auto paint = entry->paintFigure;
        return ViewExporter::exportPainted(
            widget->size(), ratio, widget->palette(), widget->windowTitle(),
            [paint, widget, target](QPainter *painter) { paint(widget, painter, target); }, file,
            reason);
    }
    return ViewExporter::exportWidget(widget, file, reason, width);
}

} // namespace pe
