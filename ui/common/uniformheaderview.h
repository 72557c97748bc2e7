// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHeaderView>

namespace pe {

// A header whose labels all have the same shape and grow with the section number ("dim 511\ncos",
// row "2047"): its size hint is measured on the first and the last section only. QHeaderView
// measures up to 200 labels each time the header data changes, which for the table's 8192
// columns costs milliseconds on every base change.
class UniformHeaderView : public QHeaderView
{
    Q_OBJECT

public:
    explicit UniformHeaderView(Qt::Orientation orientation, QWidget *parent = nullptr);

    QSize sizeHint() const override;
};

} // namespace pe
