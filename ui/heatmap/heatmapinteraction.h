// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/sampling/heatmapviewport.h"

#include <QPoint>

QT_BEGIN_NAMESPACE
class QKeyEvent;
class QMouseEvent;
class QWheelEvent;
QT_END_NAMESPACE

namespace pe {

class HeatmapView;

// What the mouse and the keys do to a HeatmapView: a click picks the cell, a drag pans, the wheel
// zooms positions around the cursor (Ctrl or Shift + wheel: dimensions), + and - zoom positions
// (Ctrl + and Ctrl -: dimensions), arrows pan, Home fits everything; Shift + arrows move a
// keyboard cursor one cell (from p and the picked dimension) and Enter picks it, as a click.
// Each handler returns false for an event it leaves to QWidget.
class HeatmapInteraction
{
public:
    explicit HeatmapInteraction(HeatmapView *view);

    bool mousePress(QMouseEvent *event);
    bool mouseMove(QMouseEvent *event);
    bool mouseRelease(QMouseEvent *event);
    bool wheel(QWheelEvent *event);
    bool keyPress(QKeyEvent *event);

    // The keyboard cursor's cell; -1 while the keyboard has not moved it.
    qint64 cursorPosition() const { return m_cursorPosition; }
    int cursorDimension() const { return m_cursorDimension; }

private:
    void moveCursor(qint64 positionStep, int dimensionStep);

    HeatmapView *m_view;
    QPoint m_pressPoint;
    HeatmapViewport m_pressViewport;
    bool m_pressed = false;
    bool m_dragging = false;
    qint64 m_cursorPosition = -1;
    int m_cursorDimension = -1;
};

} // namespace pe
