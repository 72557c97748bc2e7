// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/uniformheaderview.h"

namespace pe {

UniformHeaderView::UniformHeaderView(Qt::Orientation orientation, QWidget *parent)
    : QHeaderView(orientation, parent)
{
    // As QTableView sets up its own headers.
    setSectionsClickable(true);
    setHighlightSections(true);
}

QSize UniformHeaderView::sizeHint() const
{
    if (count() == 0)
        return QHeaderView::sizeHint();
    return sectionSizeFromContents(logicalIndex(0))
        .expandedTo(sectionSizeFromContents(logicalIndex(count() - 1)));
}

} // namespace pe
