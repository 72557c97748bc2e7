// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

namespace pe {

class PositionalEncodingModel;

// The explorer's Table: every value PE(position)[dimension] of the model, to 6 decimals, with
// rows and columns that follow the font. Tab leaves it; the arrow keys move between its cells.
class EncodingTableView : public QTableView
{
    Q_OBJECT

public:
    explicit EncodingTableView(PositionalEncodingModel *model, QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
};

} // namespace pe
