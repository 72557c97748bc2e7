// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmapdescription.h"

#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/viewdescription.h"
#include "ui/heatmap/heatmapview.h"

namespace pe {

void HeatmapDescription::attach(HeatmapView *view, PositionalEncodingModel *model)
{
    auto *description = new ViewDescription(
        // The name and the legend's sentence are the view's own texts (its tr context).
        view,
        [] {
            return QCoreApplication::translate("pe::HeatmapView",
                                               "Heatmap of the positional encoding");
        },
        [view, model]() -> QString {
            const bool cursor = view->cursorPosition() >= 0;
            const qint64 position = cursor ? view->cursorPosition() : model->positionP();
            const int dimension = cursor ? view->cursorDimension() : model->pickedDimension();
            return tr("Heatmap, %1 dimensions by %2 positions; position %3, dimension %4: %5")
                       .arg(model->dimension())
                       .arg(model->positionCount())
                       .arg(position)
                       .arg(dimension)
                       .arg(formatDisplay(
                           model->encoding().value(static_cast<double>(position), dimension)))
                + QStringLiteral("; ")
                + QCoreApplication::translate("pe::HeatmapView",
                                              "Positions across, dimensions down; colour shows "
                                              "the value from −1 to +1.");
        });
    description->follow(model, &PositionalEncodingModel::parametersChanged);
    description->follow(model, &PositionalEncodingModel::pickedDimensionChanged);
    description->follow(view, &HeatmapView::cursorChanged);
}

} // namespace pe
