// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/contexts/contextbands.h"
#include "ui/contexts/contextbandsplot.h"

#include <QImage>
#include <QWidget>

#include <memory>

namespace pe {

class ViewDescription;

// The chart of the Longer contexts view (painted by ContextBandsPlot): holds the bands, follows
// the mouse to the pair under it (the hovered pair, which the read-out and the tooltip show), and
// moves it with the keyboard: Up and Down by one pair, Page Up/Down by a tenth of the pairs, Home
// and End to the first and last.
class ContextBandsChart : public QWidget
{
    Q_OBJECT

public:
    explicit ContextBandsChart(QWidget *parent = nullptr);

    void setBands(std::unique_ptr<ContextBands> bands);
    const ContextBands *bands() const { return m_bands.get(); }
    int hoveredPair() const { return m_hovered; }
    // Clamped to the pairs; emits hoveredPairChanged() when it changes.
    void setHoveredPair(int pair);

    ContextBandsPlot plot() const;
    int pairAt(const QPointF &point) const;
    QString toolTipAt(int pair) const;
    void paintPlot(QPainter *painter, const QRectF &target) const;
    QImage renderImage(const QSize &size) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void hoveredPairChanged(int pair);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    std::unique_ptr<ContextBands> m_bands;
    int m_hovered = 0;
    ViewDescription *m_description = nullptr; // what a screen reader says: title, hovered pair
};

} // namespace pe
