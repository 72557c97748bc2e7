// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/waves/waveplotframe.h"

#include <QGraphicsObject>
#include <QPointF>

namespace pe {

// What the wave plot's own curve items (WaveBandsItem, WaveLinesItem, WaveDotsItem) share: the
// frame they put values in, and a press on a curve. Each lists every curve of the plot (an empty
// one where a curve is drawn by another item), so an index is the curve's.
class WaveCurveItem : public QGraphicsObject
{
    Q_OBJECT

public:
    explicit WaveCurveItem(QGraphicsItem *parent = nullptr);

    void setGeometry(const WavePlotFrame &frame);
    const WavePlotFrame &frame() const { return m_frame; }
    // Where a value is drawn, in item coordinates.
    QPointF map(const QPointF &value) const { return m_frame.map(value.x(), value.y()); }
    // The index of the curve a press at point (item coordinates) picks; -1 when none, and the
    // press goes on to the item under this one.
    virtual int curveAt(const QPointF &point) const = 0;

Q_SIGNALS:
    // The user pressed on the curve at index.
    void curveClicked(int index);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;

private:
    WavePlotFrame m_frame;
};

} // namespace pe
