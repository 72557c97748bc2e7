// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/schemes/schemeschart.h"
#include "ui/common/hiddenrefresh.h"

#include "core/math/alibislopes.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/focusframe.h"
#include "ui/common/indexkeys.h"
#include "ui/common/viewdescription.h"

#include <QEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace pe {

SchemesChart::SchemesChart(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("schemesChart"));
    setFocusPolicy(Qt::StrongFocus); // the arrow keys move the hovered distance
    setMouseTracking(true); // hovering reads out, no click needed
    setCursor(Qt::CrossCursor);
    // The distance p and q are apart, to begin with something to read.
    m_hovered = std::min<qint64>(std::abs(model->positionQ() - model->positionP()),
                                 model->positionCount() - 1);
    auto *refresh = new HiddenRefresh(this, [this] {
        followPositionCount();
        update();
    });
    connect(m_model, &PositionalEncodingModel::parametersChanged, refresh, &HiddenRefresh::request);
    new FocusFrame(this);
    auto *description = new ViewDescription(
        this, [] { return tr("Distance profiles of the sinusoid, RoPE and ALiBi"); },
        [this] {
            const SchemeReading &r = reading();
            return tr("Distance profiles for Δ = 0 to %1, %2 ALiBi heads; at Δ = %3: "
                      "sinusoid %4, RoPE bound %5, ALiBi head 1 %6")
                .arg(m_model->positionCount() - 1)
                .arg(m_heads)
                .arg(r.distance)
                .arg(formatDisplay(r.sinusoidal), formatDisplay(r.rope),
                     formatDisplay(r.alibi.empty() ? 0.0 : r.alibi.front()));
        });
    description->follow(m_model, &PositionalEncodingModel::parametersChanged);
    description->follow(this, &SchemesChart::hoveredDistanceChanged);
    description->follow(this, &SchemesChart::headCountChanged);
}

SchemeSamples::Parameters SchemesChart::parameters() const
{
    SchemeSamples::Parameters p;
    p.dimension = m_model->dimension();
    p.base = m_model->base();
    p.count = m_model->positionCount();
    p.heads = m_heads;
    return p;
}

bool SchemesChart::setHeadCount(int heads)
{
    if (heads < 1 || heads > AlibiSlopes::maxHeads)
        return false;
    if (heads == m_heads)
        return true;
    m_heads = heads;
    update();
    Q_EMIT headCountChanged(heads);
    return true;
}

void SchemesChart::followPositionCount()
{
    const qint64 last = m_model->positionCount() - 1;
    if (m_hovered > last) {
        m_hovered = last;
        Q_EMIT hoveredDistanceChanged(m_hovered);
    }
}

void SchemesChart::setHoveredDistance(qint64 distance)
{
    distance = std::clamp<qint64>(distance, 0, m_model->positionCount() - 1);
    if (distance == m_hovered)
        return;
    m_hovered = distance;
    update();
    Q_EMIT hoveredDistanceChanged(distance);
}

int SchemesChart::budgetFor(double width) const
{
    // At most 2^23 terms a curve: d = 65536 over 10^6 distances repainted in 3 s of CPU with two
    // samples a pixel, 0.3 s with this. Where distances are thinned out the caption says so.
    constexpr qint64 maxTerms = qint64(1) << 23;
    const qint64 pairs = std::max(1, m_model->dimension() / 2);
    const auto affordable = static_cast<int>(std::min<qint64>(maxTerms / pairs, 1 << 20));
    return std::max(100, std::min(static_cast<int>(2 * width), affordable));
}

void SchemesChart::refresh() const
{
    const SchemeSamples::Parameters now = parameters();
    const int budget = budgetFor(width());
    // More pixels than samples matters only while distances are thinned out.
    const bool sameSamples
        = m_samples.maxSamples() == budget || now.count <= std::min(m_samples.maxSamples(), budget);
    if (m_sampleUpdates > 0 && m_samples.parameters() == now && sameSamples)
        return;
    m_samples = SchemeSamples(now, budget);
    ++m_sampleUpdates;
}

const SchemeSamples &SchemesChart::samples() const
{
    refresh();
    return m_samples;
}

const SchemeReading &SchemesChart::reading() const
{
    const SchemeSamples::Parameters now = parameters();
    if (!m_readingValid || m_reading.distance != m_hovered || m_readingParameters != now) {
        m_reading = SchemeSamples::readingAt(now, m_hovered);
        m_readingParameters = now;
        m_readingValid = true;
    }
    return m_reading;
}

SchemesPlot SchemesChart::plot() const
{
    const SchemeReading &hovered = reading();
    refresh();
    SchemesPlot plot(m_samples, &hovered, font(), palette());
    plot.setValuesListedBelow(m_listedBelow);
    return plot;
}

int SchemesChart::leastHeight(int width) const
{
    return static_cast<int>(std::ceil(plot().leastHeight(width)));
}

void SchemesChart::setValuesListedBelow(bool listed)
{
    if (listed == m_listedBelow)
        return;
    m_listedBelow = listed;
    updateGeometry();
    update();
}

qint64 SchemesChart::distanceAt(const QPointF &point) const
{
    return plot().distanceAt(QRectF(rect()), point);
}

void SchemesChart::paintPlot(QPainter *painter, const QRectF &target) const
{
    const int budget = budgetFor(target.width());
    if (budget == budgetFor(width())) { // the samples the widget keeps
        plot().paint(painter, target);
        return;
    }
    const SchemeReading &hovered = reading();
    const SchemeSamples samples(parameters(), budget);
    SchemesPlot plot(samples, &hovered, font(), palette());
    plot.setValuesListedBelow(m_listedBelow);
    plot.paint(painter, target);
}

QImage SchemesChart::renderImage(const QSize &size, qreal devicePixelRatio) const
{
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(palette().color(QPalette::Window));
    QPainter painter(&image);
    paintPlot(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

QSize SchemesChart::sizeHint() const
{
    return { 800, 480 };
}

QSize SchemesChart::minimumSizeHint() const
{
    return { 320, 240 };
}

void SchemesChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    plot().paint(&painter, QRectF(rect()));
}

void SchemesChart::mouseMoveEvent(QMouseEvent *event)
{
    const qint64 distance = distanceAt(event->position());
    if (distance >= 0)
        setHoveredDistance(distance);
    QWidget::mouseMoveEvent(event);
}

void SchemesChart::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason); // then the arrows go on from the clicked distance
    const qint64 distance = distanceAt(event->position());
    if (distance >= 0)
        setHoveredDistance(distance);
    QWidget::mousePressEvent(event);
}

void SchemesChart::keyPressEvent(QKeyEvent *event)
{
    const std::optional<qint64> distance
        = IndexKeys(Qt::Horizontal, m_model->positionCount()).target(event->key(), m_hovered);
    if (!distance)
        return QWidget::keyPressEvent(event);
    setHoveredDistance(*distance);
    event->accept();
}

void SchemesChart::changeEvent(QEvent *event)
{
    // The texts are built at paint time from tr(): a repaint retranslates.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace pe
