// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/heatmapinteraction.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/heatmap/heatmapview.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    constexpr double wheelStep = 1.25; // zoom factor per wheel notch
    constexpr double keyStep = 1.5; // zoom factor per + or -
    constexpr double keyPan = 0.1; // fraction of the span per arrow key

} // namespace

HeatmapInteraction::HeatmapInteraction(HeatmapView *view)
    : m_view(view)
{
}

bool HeatmapInteraction::mousePress(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return false;
    m_pressed = true;
    m_dragging = false;
    m_pressPoint = event->position().toPoint();
    m_pressViewport = m_view->viewport();
    return true;
}

bool HeatmapInteraction::mouseMove(QMouseEvent *event)
{
    if (!m_pressed || !(event->buttons() & Qt::LeftButton))
        return false;
    const QPoint delta = event->position().toPoint() - m_pressPoint;
    if (!m_dragging && delta.manhattanLength() < QApplication::startDragDistance())
        return true;
    if (!m_dragging) {
        m_dragging = true;
        m_view->setCursor(Qt::ClosedHandCursor);
    }
    const QRect plot = m_view->currentLayout().plotRect();
    HeatmapViewport next = m_pressViewport;
    next.firstPosition -= delta.x() * m_pressViewport.positionSpan / plot.width();
    next.firstDimension -= delta.y() * m_pressViewport.dimensionSpan / plot.height();
    m_view->setViewport(next);
    return true;
}

bool HeatmapInteraction::mouseRelease(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_pressed)
        return false;
    m_pressed = false;
    if (m_dragging) {
        m_dragging = false;
        m_view->setCursor(Qt::CrossCursor);
        return true;
    }
    const HeatmapCell cell = m_view->cellAt(event->position().toPoint());
    if (cell.valid)
        m_view->pickCell(cell.position, cell.dimension);
    return true;
}

bool HeatmapInteraction::wheel(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    const int steps = delta.y() != 0 ? delta.y() : delta.x();
    if (steps == 0)
        return false;
    const double factor = std::pow(wheelStep, steps / 120.0);
    if (event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier))
        m_view->zoomDimensions(factor, event->position().y());
    else
        m_view->zoomPositions(factor, event->position().x());
    event->accept();
    return true;
}

void HeatmapInteraction::moveCursor(qint64 positionStep, int dimensionStep)
{
    const PositionalEncodingModel *model = m_view->model();
    const qint64 count = model->positionCount();
    const int dimension = model->dimension();
    if (m_cursorPosition < 0 || m_cursorDimension < 0) {
        m_cursorPosition = model->positionP();
        m_cursorDimension = std::max(0, model->pickedDimension());
    }
    m_cursorPosition = std::clamp<qint64>(m_cursorPosition + positionStep, 0, count - 1);
    m_cursorDimension = std::clamp(m_cursorDimension + dimensionStep, 0, dimension - 1);
    m_view->setViewport(
        m_view->viewport().showing(m_cursorPosition, m_cursorDimension, count, dimension));
    m_view->update();
    Q_EMIT m_view->cursorChanged();
}

bool HeatmapInteraction::keyPress(QKeyEvent *event)
{
    // Shift + arrows move the keyboard cursor a cell, Enter picks it: a click without the mouse.
    if (event->modifiers() & Qt::ShiftModifier) {
        const int key = event->key();
        if (key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up
            || key == Qt::Key_Down) {
            const int across = key == Qt::Key_Right ? 1 : -1;
            const int down = key == Qt::Key_Down ? 1 : -1;
            const bool horizontal = key == Qt::Key_Left || key == Qt::Key_Right;
            moveCursor(horizontal ? across : 0, horizontal ? 0 : down);
            event->accept();
            return true;
        }
    }
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        if (m_cursorPosition < 0)
            moveCursor(0, 0);
        m_view->pickCell(m_cursorPosition, m_cursorDimension);
        event->accept();
        return true;
    }
    // Ctrl + and Ctrl - zoom dimensions (not Shift: "+" itself is shifted on many keyboards).
    const bool dims = event->modifiers() & Qt::ControlModifier;
    // Keyboard zoom keeps the picked cell (p, picked dimension) in place when it is in view.
    const PositionalEncodingModel *model = m_view->model();
    const HeatmapLayout layout = m_view->currentLayout();
    QPointF anchor = layout.cellCentre(model->positionP(), model->pickedDimension());
    if (!QRectF(layout.plotRect()).contains(anchor))
        anchor = QRectF(layout.plotRect()).center();
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        dims ? m_view->zoomDimensions(keyStep, anchor.y())
             : m_view->zoomPositions(keyStep, anchor.x());
        break;
    case Qt::Key_Minus:
    case Qt::Key_Underscore:
        dims ? m_view->zoomDimensions(1 / keyStep, anchor.y())
             : m_view->zoomPositions(1 / keyStep, anchor.x());
        break;
    case Qt::Key_Left:
        m_view->pan(-keyPan, 0);
        break;
    case Qt::Key_Right:
        m_view->pan(keyPan, 0);
        break;
    case Qt::Key_Up:
        m_view->pan(0, -keyPan);
        break;
    case Qt::Key_Down:
        m_view->pan(0, keyPan);
        break;
    case Qt::Key_Home:
        m_view->resetView();
        break;
    default:
        return false;
    }
    event->accept();
    return true;
}

} // namespace pe
