// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/encodingtableview.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/common/tablesizing.h"
#include "ui/common/uniformheaderview.h"

#include <QEvent>

namespace pe {

EncodingTableView::EncodingTableView(PositionalEncodingModel *model, QWidget *parent)
    : QTableView(parent)
{
    setObjectName(QStringLiteral("TableView"));
    setHorizontalHeader(new UniformHeaderView(Qt::Horizontal, this));
    setVerticalHeader(new UniformHeaderView(Qt::Vertical, this));
    setModel(model);
    TableSizing::follow(this, QStringLiteral("-0.0000000"));
    // Tab leaves the table for the next control; the arrows move between its cells.
    setTabKeyNavigation(false);
    retranslate();
}

void EncodingTableView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QTableView::changeEvent(event);
}

void EncodingTableView::retranslate()
{
    setToolTip(tr("Every value PE(position)[dimension], to 6 decimals"));
    setAccessibleName(tr("Table"));
}

} // namespace pe
