// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace pe {

class PositionalEncodingModel;

// The per-pair distances of the comparison as horizontal bars, one row per pair, scaled to the
// largest possible pair distance 2 (the two hands pointing opposite ways). With the encoding off
// the input difference is zero: the bars are empty and the candidates' distances are outlined.
// Meant for a QScrollArea: only the rows in the exposed rectangle are painted (d = 8192 is 4096
// rows).
class PairDistanceBars : public QWidget
{
    Q_OBJECT

public:
    static constexpr double maxDistance = 2.0;

    explicit PairDistanceBars(PositionalEncodingModel *model, QWidget *parent = nullptr);

    // What a screen reader is told the bars show (the longest bar and where it is).
    QString describe() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    int rowHeight() const;
    int headerHeight() const;
    // Geometry, for tests and the panel: the pair's row, its bar (the input difference, empty when
    // the encoding is off) and the candidate's outline, in widget coordinates.
    QRectF rowRect(int pair) const;
    QRectF barRect(int pair) const;
    QRectF candidateRect(int pair) const;
    int pairAt(const QPointF &pos) const;
    QString valueText(int pair) const;
    QString pairToolTip(int pair) const;

    int decimals() const { return m_decimals; }
    void setDecimals(int decimals);

    // Paints the scale and the rows firstPair .. firstPair + count - 1 into rect (screen and
    // export); rows thinner than a line of text label only every few pairs.
    void paintBars(QPainter *painter, const QRectF &rect, int firstPair, int count) const;

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    struct Columns
    {
        double labelWidth;
        double valueWidth;
    };
    Columns columns(const QFontMetricsF &fm) const;
    static QRectF trackRect(const QRectF &row, const Columns &c);

    PositionalEncodingModel *m_model;
    int m_decimals = 6;
};

} // namespace pe
