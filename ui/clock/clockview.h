// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QRectF>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPainter;
class QToolButton;

namespace pe {

class ClockGrid;
class ClockPlayer;
class PositionalEncodingModel;

// The lecture's clock metaphor: every pair (sin, cos) is a hand that turns as the position grows,
// at angle θ = p / denominator clockwise from 12 o'clock, so its tip is (sin θ, cos θ). One dial
// per pair (ClockGrid), paged when d is large; a position slider and a play button (ClockPlayer)
// turn all hands together by setting the model's p; q's hands are drawn faintly on the same dials.
class ClockView : public QWidget
{
    Q_OBJECT

public:
    explicit ClockView(PositionalEncodingModel *model, QWidget *parent = nullptr);

    // Geometry and texts, without pixels (tests, lesson wizard).
    // θ = fmod(position / denominator, 2π) of pair's hand at p (or q).
    double handAngle(int pair, bool atQ = false) const;
    // The hand's tip in math coordinates: (sin θ, cos θ).
    QPointF handDirection(int pair, bool atQ = false) const;
    QString dialTitle(int pair) const;
    QString periodLabel(int pair) const;
    QString dialToolTip(int pair) const;

    int page() const;
    int pageCount() const;
    int firstVisiblePair() const;
    int visiblePairCount() const;
    // The dial's rectangle in grid() coordinates; empty when not on the current page.
    QRectF dialRect(int pair) const;
    bool showsQ() const;

    ClockGrid *grid() const { return m_grid; }
    // The position slider, play/pause and speed controls.
    ClockPlayer *player() const { return m_player; }
    QCheckBox *showQCheckBox() const { return m_showQ; }

    // Export (PNG/SVG, --render clock): a heading, the legend and the dials laid out for target
    // (ClockFigure). All dials when they fit at a readable size, else the page that holds the
    // current first visible dial (the heading says which pairs).
    void renderTo(QPainter *painter, const QRectF &target) const;

public Q_SLOTS:
    void setPage(int page);
    void nextPage();
    void previousPage();

Q_SIGNALS:
    void pageChanged(int page);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void syncFromModel();
    void updatePaging();
    QString legendText() const;
    QString headingText(int first, int count) const;

    PositionalEncodingModel *m_model;
    ClockGrid *m_grid;
    ClockPlayer *m_player;
    QLabel *m_legend;
    QCheckBox *m_showQ;
    QToolButton *m_previous;
    QLabel *m_pageLabel;
    QToolButton *m_next;
    QLabel *m_explanation;
    QLabel *m_offNote;
};

} // namespace pe
