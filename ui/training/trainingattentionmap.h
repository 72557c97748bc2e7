// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/positionscheme.h"

#include <QStringList>
#include <QWidget>

#include <vector>

namespace pe {

// The summary token's attention weights on one example: a row per scheme, a column per token
// ([S] last), darker for more weight. Hover or the arrow keys pick a cell; readout() gives its
// weight to 6 decimals (also the tooltip).
class TrainingAttentionMap : public QWidget
{
    Q_OBJECT

public:
    struct Row
    {
        PositionScheme scheme = PositionScheme::None;
        std::vector<double> weights; // tokens.size() values
    };

    explicit TrainingAttentionMap(QWidget *parent = nullptr);

    void setData(const QStringList &tokens, const std::vector<Row> &rows);
    const QStringList &tokens() const { return m_tokens; }
    const std::vector<Row> &rows() const { return m_rows; }
    void setPicked(int row, int column);
    int pickedRow() const { return m_row; }
    int pickedColumn() const { return m_column; }
    QString readout() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRectF cellRect(int row, int column) const;
    double labelWidth() const;

    QStringList m_tokens;
    int rowCount() const { return static_cast<int>(m_rows.size()); }
    std::vector<Row> m_rows;
    int m_row = -1;
    int m_column = -1;
};

} // namespace pe
