// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/similarityview.h"

#include "core/model/parameterlimits.h"
#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/common/focusframe.h"
#include "ui/common/hiddenrefresh.h"
#include "ui/common/indexkeys.h"
#include "ui/common/viewdescription.h"

#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace pe {

SimilarityView::SimilarityView(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
{
    setObjectName(QStringLiteral("SimilarityView"));
    setFocusPolicy(Qt::StrongFocus); // the arrow keys move q
    setMouseTracking(false);
    setCursor(Qt::CrossCursor);
    connect(m_model, &PositionalEncodingModel::parametersChanged, this,
            &SimilarityView::followModel);
    new FocusFrame(this);
    auto *description = new ViewDescription(
        this, [] { return tr("Similarity of PE(p) with every position"); },
        [this] {
            return tr("Similarity of PE(p), p = %1, with PE(k) for k = 0 to %2; at q: %3")
                .arg(m_model->positionP())
                .arg(m_model->positionCount() - 1)
                .arg(ViewDescription::plain(toolTipAt(m_model->positionQ())));
        });
    description->follow(m_model, &PositionalEncodingModel::parametersChanged);
}

int SimilarityView::budgetFor(double width)
{
    return std::max(100, static_cast<int>(2 * width));
}

SimilaritySampling::Request SimilarityView::requestFor(double width) const
{
    return { m_model->encoding(), m_model->positionCount(), m_model->positionP(),
             budgetFor(width) };
}

SimilarityPlot::Data SimilarityView::dataFor(double width, const DistanceDip *knownDip) const
{
    SimilarityPlot::Data data = SimilaritySampling::compute(
        requestFor(width), knownDip ? std::optional(*knownDip) : std::nullopt);
    setQ(&data);
    return data;
}

void SimilarityView::setQ(SimilarityPlot::Data *data) const
{
    data->q = m_model->positionQ();
    data->atQ = Similarity::at(data->encoding, data->p, data->q);
    data->enabled = m_model->isEncodingEnabled();
}

bool SimilarityView::curvesFitModel(bool *sameGaps) const
{
    const Encoding &encoding = m_model->encoding();
    // The dip depends on the gaps only, not on p: kept while d, base and the positions stay.
    *sameGaps = m_budget > 0 && m_data.positionCount == m_model->positionCount()
        && m_data.encoding.dimension() == encoding.dimension()
        && m_data.encoding.base() == encoding.base()
        && m_data.encoding.layout() == encoding.layout();
    // More pixels than samples matters only while positions are thinned out.
    const int budget = budgetFor(width());
    const bool sameSamples
        = m_data.positionCount <= std::min(m_budget, budget) || budget == m_budget;
    return *sameGaps && sameSamples && m_data.p == m_model->positionP();
}

void SimilarityView::followModel()
{
    update();
    // Seen: new curves start now on another thread, while the other views paint.
    bool sameGaps = false;
    if (isVisible() && !HiddenRefresh::hiddenInShownWindow(this) && !curvesFitModel(&sameGaps))
        m_curves.prepare(requestFor(width()), sameGaps ? std::optional(m_data.dip) : std::nullopt);
}

void SimilarityView::refresh() const
{
    bool sameGaps = false;
    if (curvesFitModel(&sameGaps)) {
        // q or the switch at most: no new curves
        if (m_data.q != m_model->positionQ()) {
            m_data.q = m_model->positionQ();
            m_data.atQ = Similarity::at(m_data.encoding, m_data.p, m_data.q);
        }
        m_data.enabled = m_model->isEncodingEnabled();
        return;
    }
    const SimilaritySampling::Request request = requestFor(width());
    if (!m_curves.take(request, &m_data))
        m_data = SimilaritySampling::compute(request,
                                             sameGaps ? std::optional(m_data.dip) : std::nullopt);
    setQ(&m_data);
    m_budget = request.budget;
    ++m_sampleUpdates;
}

const SimilarityPlot::Data &SimilarityView::data() const
{
    refresh();
    return m_data;
}

SimilarityPlot SimilarityView::plot(const SimilarityPlot::Data &data) const
{
    return SimilarityPlot(data, font(), palette());
}

SimilaritySample SimilarityView::sampleAt(qint64 position) const
{
    return Similarity::at(m_model->encoding(), m_model->positionP(), position);
}

QString SimilarityView::toolTipAt(qint64 position) const
{
    const SimilaritySample sample = sampleAt(position);
    return tr("Position %1\nPE(p) · PE(k) = %2\n‖PE(k) − PE(p)‖ = %3")
        .arg(position)
        .arg(formatDisplay(sample.dot), formatDisplay(sample.distance));
}

qint64 SimilarityView::positionAt(const QPointF &point) const
{
    return plot(data()).positionAt(QRectF(rect()), point);
}

QString SimilarityView::title() const
{
    return plot(data()).title();
}

QString SimilarityView::caption() const
{
    return plot(data()).caption();
}

QString SimilarityView::axisTitle(SimilarityPlot::Axis axis) const
{
    return plot(data()).axisTitle(axis);
}

QStringList SimilarityView::tickLabels(SimilarityPlot::Axis axis) const
{
    return plot(data()).tickLabels(axis);
}

void SimilarityView::paintPlot(QPainter *painter, const QRectF &target) const
{
    refresh();
    if (budgetFor(target.width()) == m_budget)
        plot(m_data).paint(painter, target);
    else
        plot(dataFor(target.width(), &m_data.dip)).paint(painter, target);
}

QImage SimilarityView::renderImage(const QSize &size, qreal devicePixelRatio) const
{
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(palette().color(QPalette::Window));
    QPainter painter(&image);
    paintPlot(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

QSize SimilarityView::sizeHint() const
{
    return { 800, 560 };
}

QSize SimilarityView::minimumSizeHint() const
{
    return { 360, 300 };
}

bool SimilarityView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const qint64 position = positionAt(help->pos());
        if (position >= 0)
            QToolTip::showText(help->globalPos(), toolTipAt(position), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void SimilarityView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    plot(data()).paint(&painter, QRectF(rect()));
}

void SimilarityView::mousePressEvent(QMouseEvent *event)
{
    const qint64 position = positionAt(event->position());
    if (event->button() == Qt::LeftButton && position >= 0) {
        m_model->setPositionQ(position);
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void SimilarityView::keyPressEvent(QKeyEvent *event)
{
    const std::optional<qint64> q = IndexKeys(Qt::Horizontal, m_model->positionCount())
                                        .target(event->key(), m_model->positionQ());
    if (!q)
        return QWidget::keyPressEvent(event);
    m_model->setPositionQ(*q);
    event->accept();
}

void SimilarityView::changeEvent(QEvent *event)
{
    // The texts are built at paint time from tr(): a repaint retranslates.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange
        || event->type() == QEvent::FontChange)
        update();
    QWidget::changeEvent(event);
}

} // namespace pe
