// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/precision/precisionplot.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/focusframe.h"
#include "ui/common/hiddenrefresh.h"
#include "ui/common/viewpalette.h"
#include "ui/precision/precisioncolourscale.h"
#include "ui/precision/precisiondescription.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    constexpr double left = 46;
    constexpr double top = 22;
    constexpr double right = 78;
    constexpr double bottom = 40;

} // namespace

PrecisionPlot::PrecisionPlot(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("precisionPlot"));
    setCursor(Qt::CrossCursor);
    setFocusPolicy(Qt::StrongFocus); // the arrow keys move p and the picked dimension
    connect(m_model, &PositionalEncodingModel::parametersChanged, this,
            &PrecisionPlot::followModel);
    connect(m_model, &PositionalEncodingModel::pickedDimensionChanged, this,
            qOverload<>(&PrecisionPlot::update));
    new FocusFrame(this);
    PrecisionDescription::attach(this, m_model);
}

void PrecisionPlot::setType(FloatType type)
{
    if (type == m_type)
        return;
    m_type = type;
    invalidate();
}

void PrecisionPlot::setVariant(PrecisionVariant variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    invalidate();
}

void PrecisionPlot::followModel()
{
    // p or q moved (or another view's parameter): the table is the same, only the marks move.
    if (m_samples.holdTable(m_model->encoding(), m_model->positionCount())) {
        update();
        return;
    }
    invalidate();
}

void PrecisionPlot::invalidate()
{
    // Seen: start the samples now, on another thread, while the other views paint; hidden, they
    // wait for the next paint.
    if (isVisible() && !HiddenRefresh::hiddenInShownWindow(this))
        m_samples.prepare(request());
    update();
    Q_EMIT samplesChanged();
}

PrecisionSamples::Request PrecisionPlot::request() const
{
    const QRectF area = cellArea();
    return { m_model->encoding(),
             m_model->positionCount(),
             std::max(1, int(area.width())),
             std::max(1, int(area.height())),
             m_type,
             m_variant };
}

QRectF PrecisionPlot::cellArea() const
{
    return QRectF(left, top, std::max(1.0, width() - left - right),
                  std::max(1.0, height() - top - bottom));
}

const PrecisionSampler &PrecisionPlot::sampler() const
{
    return m_samples.get(request());
}

bool PrecisionPlot::cellAtPoint(const QPointF &point, int64_t *position, int *dim) const
{
    const QRectF area = cellArea();
    if (!area.contains(point))
        return false;
    const int64_t count = m_model->positionCount();
    const int d = m_model->encoding().dimension();
    const double fx = (point.x() - area.left()) / area.width();
    const double fy = (point.y() - area.top()) / area.height();
    *position = std::clamp<int64_t>(int64_t(fx * double(count)), 0, count - 1);
    *dim = std::clamp(int(fy * d), 0, d - 1);
    return true;
}

QString PrecisionPlot::title() const
{
    return tr("|%1 − double| on a log scale").arg(QString::fromLatin1(floatTypeName(m_type)));
}

QString PrecisionPlot::toolTipAt(int64_t position, int dim) const
{
    const PrecisionTable table(m_model->encoding(), m_type, m_variant);
    const PrecisionSampler::Cell cell = PrecisionSampler::cellAt(table, position, dim);
    const QString type = QString::fromLatin1(floatTypeName(m_type));
    const QString error
        = std::isfinite(cell.error) ? formatDisplay(cell.error) : tr("not a number");
    QString text = tr("Position %1, dimension %2").arg(position).arg(dim) + QLatin1Char('\n')
        + tr("double: %1").arg(formatDisplay(cell.exact)) + QLatin1Char('\n')
        + tr("%1: %2").arg(type, formatDisplay(cell.typed)) + QLatin1Char('\n')
        + tr("error: %1").arg(error);
    if (cell.error > 0 && cell.error < 1e-6 && std::isfinite(cell.error))
        text += QStringLiteral(" (%1)").arg(formatScientific(cell.error, 6));
    return text;
}

bool PrecisionPlot::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        int64_t position = 0;
        int dim = 0;
        if (cellAtPoint(help->pos(), &position, &dim))
            QToolTip::showText(help->globalPos(), toolTipAt(position, dim), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void PrecisionPlot::mousePressEvent(QMouseEvent *event)
{
    int64_t position = 0;
    int dim = 0;
    if (event->button() == Qt::LeftButton && cellAtPoint(event->position(), &position, &dim)) {
        m_model->setPositionP(position);
        m_model->setPickedDimension(dim);
    }
    QWidget::mousePressEvent(event);
}

void PrecisionPlot::keyPressEvent(QKeyEvent *event)
{
    const std::int64_t last = m_model->positionCount() - 1;
    const int lastDim = m_model->encoding().dimension() - 1;
    const std::int64_t p = m_model->positionP();
    const int dim = m_model->pickedDimension();
    switch (event->key()) {
    case Qt::Key_Left:
        m_model->setPositionP(std::clamp<std::int64_t>(p - 1, 0, std::max<std::int64_t>(0, last)));
        break;
    case Qt::Key_Right:
        m_model->setPositionP(std::clamp<std::int64_t>(p + 1, 0, std::max<std::int64_t>(0, last)));
        break;
    case Qt::Key_Up:
        m_model->setPickedDimension(std::clamp(dim - 1, 0, lastDim));
        break;
    case Qt::Key_Down:
        m_model->setPickedDimension(std::clamp(dim + 1, 0, lastDim));
        break;
    case Qt::Key_Home:
        m_model->setPositionP(0);
        break;
    case Qt::Key_End:
        m_model->setPositionP(std::max<std::int64_t>(0, last));
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void PrecisionPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const QRectF area = cellArea();
    sampler(); // first: the image is the samples'
    painter.drawImage(area, m_samples.image());
    painter.setPen(palette().text().color());
    painter.drawText(QRectF(area.left(), 0, area.width(), top), Qt::AlignLeft | Qt::AlignVCenter,
                     title());
    paintMarks(painter, area);
    paintAxes(painter, area);
    PrecisionColourScale::paintBar(painter, area, right - 26, font(), palette().text().color());
}

// Collisions as ticks under the cells; over the cells the first inexact position, p, q and the
// picked dimension.
void PrecisionPlot::paintMarks(QPainter &painter, const QRectF &area) const
{
    const PrecisionSampler &s = sampler();
    const int64_t count = s.positionCount();
    const int d = s.table().encoding().dimension();
    const auto xOf = [&](double position) {
        return area.left() + area.width() * (position + 0.5) / double(count);
    };
    const auto yOf = [&](double dim) { return area.top() + area.height() * (dim + 0.5) / d; };

    // Collisions: ticks just under the cells, on the palette's background.
    const ViewPalette colours(palette());
    painter.setPen(QPen(colours.warning(), 1));
    for (const int64_t p : s.collisions())
        painter.drawLine(QPointF(xOf(double(p) + 0.5), area.bottom() + 1),
                         QPointF(xOf(double(p) + 0.5), area.bottom() + 6));
    // Lines over the cells: white on a dark halo, as on the heatmap, readable on every cell.
    const auto overCells = [&](const QPointF &from, const QPointF &to, Qt::PenStyle style) {
        painter.setPen(QPen(ViewPalette::overDataHalo(), 3));
        painter.drawLine(from, to);
        painter.setPen(QPen(ViewPalette::overData(), 1, style));
        painter.drawLine(from, to);
    };
    const int64_t inexact = s.firstInexactPosition();
    if (inexact < count)
        overCells(QPointF(xOf(double(inexact)), area.top()),
                  QPointF(xOf(double(inexact)), area.bottom()), Qt::DashLine);
    for (const std::int64_t position : { m_model->positionP(), m_model->positionQ() }) {
        if (position < count)
            overCells(QPointF(xOf(double(position)), area.top()),
                      QPointF(xOf(double(position)), area.bottom()), Qt::SolidLine);
    }
    const int picked = m_model->pickedDimension();
    if (picked >= 0 && picked < d)
        overCells(QPointF(area.left(), yOf(picked)), QPointF(area.right(), yOf(picked)),
                  Qt::SolidLine);
}

// The first and last position and dimension, the axis names, the count of collisions.
void PrecisionPlot::paintAxes(QPainter &painter, const QRectF &area) const
{
    const PrecisionSampler &s = sampler();
    const int64_t count = s.positionCount();
    const int d = s.table().encoding().dimension();
    const int64_t inexact = s.firstInexactPosition();
    painter.setPen(palette().text().color());
    const double line = QFontMetricsF(font()).height();
    painter.drawText(QRectF(area.left(), area.bottom() + 6, area.width(), line),
                     Qt::AlignLeft | Qt::AlignTop, QStringLiteral("0"));
    painter.drawText(QRectF(area.left(), area.bottom() + 6, area.width(), line),
                     Qt::AlignRight | Qt::AlignTop, QString::number(count - 1));
    QString axis = tr("Position");
    if (inexact < count)
        axis += QStringLiteral("  (") + tr("first inexact: %1").arg(inexact) + QLatin1Char(')');
    painter.drawText(QRectF(area.left(), area.bottom() + 6, area.width(), line),
                     Qt::AlignHCenter | Qt::AlignTop, axis);
    if (s.analysed() && s.collisionCount() > 0)
        painter.drawText(QRectF(area.left(), area.bottom() + 6 + line, area.width(), line),
                         Qt::AlignHCenter | Qt::AlignTop,
                         tr("%n collision(s) marked below the cells", nullptr,
                            int(std::min<int64_t>(s.collisionCount(), 1 << 30))));
    painter.drawText(QRectF(0, area.top(), left - 4, line), Qt::AlignRight | Qt::AlignTop,
                     QStringLiteral("0"));
    painter.drawText(QRectF(0, area.bottom() - line, left - 4, line),
                     Qt::AlignRight | Qt::AlignBottom, QString::number(d - 1));
    painter.save();
    painter.translate(left / 2 - 4, area.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-area.height() / 2, -line / 2, area.height(), line), Qt::AlignCenter,
                     tr("Dimension"));
    painter.restore();
}

} // namespace pe
