// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/clock/clockdial.h"
#include "ui/clock/clockdialtexts.h"

#include <QWidget>

namespace pe {

class PositionalEncodingModel;

// The dials of ClockView: one clock per pair, laid out in a grid sized to the widget. When the
// dials do not fit at a readable size the grid pages; only the current page is painted, so
// d = 8192 (4096 dials) costs no more than one screenful. Reads the model only; a click picks
// the pair's sin dimension in the model.
class ClockGrid : public QWidget
{
    Q_OBJECT

public:
    struct Layout
    {
        int columns = 1;
        int rows = 1;
        QSizeF cell;
        int perPage() const { return columns * rows; }
    };

    static constexpr double minFace = 56.0;
    static constexpr double maxFace = 240.0;

    explicit ClockGrid(PositionalEncodingModel *model, QWidget *parent = nullptr);

    // The grid for count dials in area: the largest face (minFace .. maxFace) that fits them all,
    // else minFace-sized cells, paged. minCellWidth keeps the captions readable.
    static Layout layoutFor(const QSizeF &area, int count, double minCellWidth,
                            double captionHeight);

    int pairCount() const;
    int page() const { return m_page; }
    int pageCount() const;
    int dialsPerPage() const { return m_layout.perPage(); }
    int firstVisiblePair() const;
    int visiblePairCount() const;
    // The dial's cell in widget coordinates; empty when the pair is not on the current page.
    QRectF dialRect(int pair) const;
    // The pair under a point of the widget, or -1.
    int pairAt(const QPointF &pos) const;

    bool showsQ() const { return m_showQ; }

    // What a dial says: its title, its period and its tooltip.
    const ClockDialTexts &texts() const { return m_texts; }
    ClockDial::Content dialContent(int pair) const;

    // The font of the dial captions and the narrowest readable cell for the current d.
    QFont dialFont() const;
    double minCellWidth(const QFont &font) const;

    // Paints count dials from firstPair in area with the given layout (screen and export). The
    // ring around the picked dimension's pair is for the screen; exports leave it out.
    void paintDials(QPainter *painter, const QRectF &area, const Layout &layout, int firstPair,
                    int count, bool ringPicked = true) const;

public Q_SLOTS:
    void setPage(int page);
    void setShowQ(bool show);

Q_SIGNALS:
    void pageChanged(int page);
    // The page count or the dials per page changed (resize, new d).
    void pagingChanged();

protected:
    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    // Arrow keys pick the previous or next pair (its sin dimension), turning the page with it.
    void keyPressEvent(QKeyEvent *event) override;

private:
    void relayout();

    PositionalEncodingModel *m_model;
    ClockDialTexts m_texts;
    Layout m_layout;
    int m_page = 0;
    bool m_showQ = true;
};

} // namespace pe
