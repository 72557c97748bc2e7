// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/figureexport.h"

#include "ui/clock/clockview.h"
#include "ui/common/hiddenrefresh.h"
#include "ui/common/viewexporter.h"
#include "ui/comparison/comparisonpanel.h"
#include "ui/contexts/contextbandschart.h"
#include "ui/contexts/contextsview.h"
#include "ui/precision/precisionplot.h"
#include "ui/precision/precisionview.h"
#include "ui/rope/ropedialgrid.h"
#include "ui/rope/ropeview.h"
#include "ui/schemes/schemeschart.h"
#include "ui/schemes/schemesview.h"
#include "ui/training/trainingview.h"
#include "ui/training/trainingchart.h"
#include "ui/waves/waveplot.h"
#include "ui/window/mainwindow.h"

#include <QPainter>

#include <algorithm>

namespace pe {

QWidget *FigureExport::figure(MainWindow *window, const QString &name)
{
    if (name == QLatin1String("main"))
        return window;
    if (name == QLatin1String("waves"))
        return window->wavePlot();
    if (name == QLatin1String("schemes"))
        return window->schemesView()->chart();
    if (name == QLatin1String("contexts"))
        return window->contextsView()->chart();
    if (name == QLatin1String("precision"))
        return window->precisionView()->plot();
    if (name == QLatin1String("training"))
        return window->trainingView()->chart();
    if (name == QLatin1String("rope"))
        if (auto *rope = qobject_cast<RopeView *>(window->view(name)))
            return rope->grid();
    return window->view(name);
}

bool FigureExport::write(MainWindow *window, const QString &name, const QString &file, int width,
                         QString *reason)
{
    QWidget *widget = figure(window, name);
    if (!widget)
        return false;
    // The whole view catches up (a view behind another tab may be stale), not only the figure:
    // its model-driven parts may live on the view around it.
    if (QWidget *view = window->view(name))
        HiddenRefresh::catchUpAll(view);
    // The clock hands and the comparison draw their figure for export themselves (the dials
    // with heading and legend, the pairs' bars with their summary): on the widget's size, at
    // more pixels.
    const qreal ratio = std::max(widget->devicePixelRatioF(),
                                 width / qreal(std::max(1, widget->width())));
    const QRectF target(QPointF(0, 0), QSizeF(widget->size()));
    if (auto *clocks = qobject_cast<ClockView *>(widget))
        return ViewExporter::exportPainted(
                clocks->size(), ratio, clocks->palette(), clocks->windowTitle(),
                [clocks, target](QPainter *painter) { clocks->renderTo(painter, target); }, file,
                reason);
    if (auto *comparison = qobject_cast<ComparisonPanel *>(widget))
        return ViewExporter::exportPainted(
                comparison->size(), ratio, comparison->palette(), comparison->windowTitle(),
                [comparison, target](QPainter *painter) { comparison->renderTo(painter, target); },
                file, reason);
    return ViewExporter::exportWidget(widget, file, reason, width);
}

} // namespace pe
