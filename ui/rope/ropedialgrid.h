// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/rope/ropedialpainter.h"

#include <QWidget>

#include <functional>

namespace pe {

class RopeDials;

// The dials of RopeView: one per pair, from a first pair on, as many as fit at a readable size
// (d = 65536 has 32768 pairs: only the shown ones are painted). The hovered dial, or the one the
// arrow keys moved to, is the current pair: ringed, and read out by the view. Reads the dials
// it is given and nothing else.
class RopeDialGrid : public QWidget
{
    Q_OBJECT

public:
    struct Layout
    {
        int columns = 1;
        int rows = 1;
        QSizeF cell;
        int capacity() const { return columns * rows; }
    };

    static constexpr double minFace = 48.0;
    static constexpr double maxFace = 220.0;
    static constexpr double smallestFace = 24.0; // when even minFace does not fit the height
    static constexpr double gainFace = 36.0; // the smallest face taken to show one more row

    explicit RopeDialGrid(QWidget *parent = nullptr);

    // The largest face (minFace … maxFace) that fits count dials in area, else minFace cells (or
    // one row of faces down to smallestFace when the area is not even one minFace row high).
    static Layout layoutFor(const QSizeF &area, int count, double minCellWidth,
                            double captionHeight);

    // The dials to show (owned by the caller, kept alive until the next call); nullptr: none.
    void setDials(const RopeDials *dials);
    const RopeDials *dials() const { return m_dials; }
    int pairCount() const;

    int firstPair() const { return m_first; }
    int shownCount() const;
    int hiddenCount() const { return pairCount() - shownCount(); }
    int currentPair() const { return m_current; }
    const Layout &layout() const { return m_layout; }

    QRectF dialRect(int pair) const; // empty when the pair is not shown
    int pairAt(const QPointF &pos) const; // -1 off the dials
    QString dialTitle(int pair) const;
    QString dialCaption(int pair) const;
    RopeDialPainter::Content dialContent(int pair) const;
    QFont dialFont() const;

    // The text of a dial's tooltip (the view's readout).
    void setToolTipText(std::function<QString(int pair)> text) { m_toolTip = std::move(text); }

public Q_SLOTS:
    // Clamped to the pairs; the current pair follows onto the shown dials.
    void setFirstPair(int pair);
    // Clamped to the pairs; the shown dials follow so that it stays in sight.
    void setCurrentPair(int pair);

Q_SIGNALS:
    void firstPairChanged(int pair);
    void currentPairChanged(int pair);
    // How many dials fit changed (resize, font, new d).
    void shownCountChanged(int count);

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    // Left/Right: the previous/next pair; Up/Down: a row; Page Up/Down: a screenful; Home/End.
    void keyPressEvent(QKeyEvent *event) override;

private:
    void relayout();
    double minCellWidth(const QFont &font) const;

    const RopeDials *m_dials = nullptr;
    Layout m_layout;
    int m_first = 0;
    int m_current = 0;
    std::function<QString(int)> m_toolTip;
};

} // namespace pe
