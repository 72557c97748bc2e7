// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/positionscheme.h"
#include "core/training/trainer.h"

#include <QPointF>
#include <QWidget>
#include <vector>

class QPainter;

namespace pe {

// The training curves: above, the training set's mean loss; below, the test accuracy; both over
// the logged steps, one line per scheme (its colour and line in every view, PositionSchemes and
// ViewPalette, so they are told apart without colour too). Hover or Left/Right pick a logged step;
// readout() gives its numbers to 6 decimals (also the tooltip).
class TrainingChart : public QWidget
{
    Q_OBJECT

public:
    struct Series
    {
        PositionScheme scheme = PositionScheme::None;
        std::vector<Trainer::LogEntry> log;
    };
    using SeriesList = std::vector<Series>;

    explicit TrainingChart(QWidget *parent = nullptr);

    void setSeries(const SeriesList &series, int steps);
    const SeriesList &series() const { return m_series; }
    // The picked log entry (index into the logs), -1 for none.
    int pickedEntry() const { return m_picked; }
    void setPickedEntry(int entry);
    QString readout() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRectF plotArea(int pane) const;
    std::vector<QPointF> legendPlaces() const;
    int legendRows() const;
    void paintLegend(QPainter &p) const;
    void paintPane(QPainter &p, int pane, double ymax, double ystep) const;
    void paintStepAxis(QPainter &p) const;
    void paintPicked(QPainter &p) const;
    int entryCount() const;
    double maxLoss() const;

    SeriesList m_series;
    int m_steps = 1;
    int m_picked = -1;
};

} // namespace pe
