// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/mismatchcurves.h"
#include "ui/modelview/mismatchplotgeometry.h"

#include <QWidget>

#include <memory>

namespace pe {

class ViewDescription;

// The mismatch lab's plot, painted: above, the score error (mistaken − correct) against the
// distance, the query at the last position; below, the attention weights' total variation against
// the query's position, from 0 to 1, with the line at MismatchCurves::noticeable and the first
// position that reaches it marked. Both share the x axis 0 … N − 1, so "fine for the first few
// tokens, then gibberish" reads off it. A cursor (the arrow keys, Home / End, a click) picks an x;
// the description says both values there.
class MismatchPlot : public QWidget
{
    Q_OBJECT

public:
    explicit MismatchPlot(QWidget *parent = nullptr);

    void setCurves(std::shared_ptr<const MismatchCurves> curves);
    const MismatchCurves *curves() const { return m_curves.get(); }
    qint64 cursor() const { return m_cursor; }
    void setCursor(qint64 x);

    void paint(QPainter *painter, const QRectF &rect) const;
    QString errorTitle() const;
    QString variationTitle() const;
    // Where it draws in rect: the panels under their titles, wrapped to the width.
    MismatchPlotGeometry layout(const QRectF &rect) const;
    // What the screen reader says: the two curves and the values at the cursor.
    QString description() const;

    QSize sizeHint() const override { return { 520, 320 }; }
    QSize minimumSizeHint() const override { return { 280, 240 }; }

Q_SIGNALS:
    void cursorChanged(qint64 x);

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void paintPanel(QPainter *painter, const MismatchPlotGeometry &g, bool error) const;
    void paintXAxis(QPainter *painter, const MismatchPlotGeometry &g) const;
    // The attention point nearest to x.
    const RopeMismatch::AttentionPoint *attentionAt(qint64 x) const;

    std::shared_ptr<const MismatchCurves> m_curves;
    qint64 m_cursor = 0;
    ViewDescription *m_description;
};

} // namespace pe
