// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/waveplot.h"

#include "ui/common/presenterlook.h"

#include "core/model/positionalencodingmodel.h"
#include "ui/common/focusframe.h"
#include "ui/common/itemcaches.h"
#include "ui/waves/waveaxes.h"
#include "ui/waves/wavecontent.h"
#include "ui/waves/wavecurveset.h"
#include "ui/waves/wavedescription.h"
#include "ui/waves/waveinput.h"
#include "ui/waves/waveoverlay.h"
#include "ui/waves/waveplotsize.h"
#include "ui/waves/wavestyle.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace pe {

WavePlot::WavePlot(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_chart(new QChart)
    , m_overlay(std::make_unique<WaveOverlay>(model, m_chart))
{
    setObjectName(QStringLiteral("WavePlot"));
    setFocusPolicy(Qt::StrongFocus); // the arrow keys move p and pick curves
    m_chart->legend()->hide(); // WaveAnnotations draws the legend with the values at p and q
    m_axes = std::make_unique<WaveAxes>(m_chart);
    m_curves = new WaveCurveSet(m_chart, this);
    connect(m_curves, &WaveCurveSet::curveClicked, m_model,
            &PositionalEncodingModel::setPickedDimension);

    m_view = new QChartView(m_chart, this); // takes ownership of the chart
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setFocusPolicy(Qt::NoFocus); // the plot itself takes the keys
    m_view->viewport()->setFocusPolicy(Qt::NoFocus); // nor a stop of its own for Tab
    m_view->viewport()->installEventFilter(this);
    m_view->setMinimumSize(320, 240);
    m_size = std::make_unique<WavePlotSize>(m_chart, m_view, this);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_view, 1);

    connect(m_model, &PositionalEncodingModel::parametersChanged, this, &WavePlot::syncFromModel);
    connect(m_model, &PositionalEncodingModel::shownDimensionsChanged, this,
            &WavePlot::syncFromModel);
    connect(m_model, &PositionalEncodingModel::pickedDimensionChanged, this, &WavePlot::restyle);
    connect(m_chart, &QChart::plotAreaChanged, this, &WavePlot::updateOverlay);

    applyTheme();
    syncFromModel();
    new FocusFrame(this);
    WaveDescription::attach(this, m_model);
}

WavePlot::~WavePlot() = default; // the overlay's items belong to the chart: it goes first

QList<bool> WavePlot::looks() const
{
    return WaveContent::looks(m_model->encoding(), m_built, m_size->looksWidth());
}

void WavePlot::syncFromModel()
{
    const WaveContent::Key key = WaveContent::keyFor(*m_model, m_size->bucketCount());
    const std::pair<qint64, qint64> marked { m_model->positionP(), m_model->positionQ() };
    const bool moved = marked != m_marked;
    m_marked = marked;
    if (key != m_built) {
        // New curves: drawn straight (into item caches, they would be drawn and then copied).
        m_cacheItems = false;
        setChartCaching(false);
        rebuildSeries(key);
        return;
    }
    if (moved && !m_cacheItems) {
        // p or q moves, often many times in a row: the curves keep their pixels from now on,
        // and a move repaints two strips from them.
        m_cacheItems = true;
        setChartCaching(true);
    }
    if (moved) // markers and legend values; else a second signal of a fitted change (a new d)
        updateOverlay();
}

void WavePlot::rebuildSeries(const WaveContent::Key &key)
{
    // Nearly all is drawn again: one rectangle. A region of many makes Qt's raster engine walk
    // the clip for every row of every grid line (4.9 ms at d = 512, n = 2048, bench_window).
    m_view->viewport()->update();
    m_built = key;
    m_curves->rebuild(m_model->encoding(), key, m_size->bucketCount(), m_size->plotHeight());
    ++m_seriesUpdates;
    updateAxes();
    retranslate(); // names and title, then pens and the overlay
}

void WavePlot::restyle()
{
    m_curves->restyle(m_model->encoding(), m_model->pickedDimension(), looks(),
                      ViewPalette::schemeOf(palette()), m_built.count);
    updateOverlay();
}

void WavePlot::updateAxes()
{
    m_axes->update(m_built.count, m_chart->plotArea().width());
}

void WavePlot::retranslate()
{
    m_overlay->setTexts(WaveContent::title(*m_model, static_cast<int>(m_built.dims.size()),
                                           m_built.bands.contains(true)),
                        WaveContent::note(*m_model));
    m_axes->setTitles(tr("Position"), tr("Value"));
    m_curves->rename(m_model->encoding());
    restyle();
}

void WavePlot::applyTheme()
{
    const QPalette pal = palette();
    m_chart->setTheme(WaveStyle::isDark(pal) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    // The theme resets colours and fonts: match the widget's again.
    m_chart->setBackgroundBrush(pal.color(QPalette::Window));
    m_chart->setBackgroundPen(Qt::NoPen);
    m_chart->setBackgroundRoundness(0);
    m_view->setBackgroundBrush(pal.color(QPalette::Window));
    m_overlay->applyTheme(font(), pal);
    m_axes->applyTheme(font(), pal);
    m_curves->setLineScale(PresenterLook::lineScale(this));
    restyle();
}

QRectF WavePlot::plotArea() const
{
    return m_chart->plotArea();
}

QSizeF WavePlot::chartSize() const
{
    return m_chart->size();
}

void WavePlot::updateOverlay()
{
    if (m_inOverlayUpdate)
        return;
    m_inOverlayUpdate = true;
    ++m_overlayFits;
    const QRectF chartRect(QPointF(0, 0), m_chart->size());
    QMargins margins = m_overlay->fit(m_curves->annotationCurves(), palette(), font(), chartRect);
    // The last x label is centred on the plot's right edge: its right half needs the margin
    // ("100000" touched the chart's edge).
    const double lastLabel = QFontMetricsF(m_axes->x()->labelsFont())
                                 .horizontalAdvance(QString::number(
                                     static_cast<qint64>(std::llround(m_axes->x()->max()))));
    margins.setRight(std::max(margins.right(), static_cast<int>(std::ceil(lastLabel / 2)) + 6));
    if (m_chart->margins() != margins) {
        m_chart->setMargins(margins);
        if (m_chart->layout())
            m_chart->layout()->activate();
    }
    m_overlay->place(chartRect, m_chart->plotArea(), m_axes->x()->min(), m_axes->x()->max(),
                     -WaveAxes::yLimit, WaveAxes::yLimit);
    m_curves->place(m_chart->plotArea(), m_axes->x()->min(), m_axes->x()->max(), -WaveAxes::yLimit,
                    WaveAxes::yLimit);
    updateAxes(); // the tick spacing follows the plot width
    m_inOverlayUpdate = false;
    const WaveContent::Key key = WaveContent::keyFor(*m_model, m_size->bucketCount());
    if (key != m_built)
        rebuildSeries(key); // resample for the new width (thinned curves, bands)
    else if (looks() != m_curves->looks())
        restyle();
    else
        setChartCaching(m_cacheItems);
}

void WavePlot::setChartCaching(bool on)
{
    // Curves, grid and axes change only when the parameters do, but the markers and the legend
    // move over them whenever p or q does: from the first such move on each chart item keeps its
    // pixels in a cache, so a move repaints two thin strips from the caches instead of stroking
    // and filling every curve again. New curves are drawn straight (syncFromModel): into a cache
    // they would be drawn and then copied. The markers and legend change each time: not cached.
    if (on && m_rendering)
        return;
    QList<const QGraphicsItem *> uncached { m_chart };
    uncached.append(m_overlay->movingItems());
    ItemCaches::setCached(m_chart->scene(), on, uncached);
}

int WavePlot::curveCount() const
{
    return m_curves->count();
}

WavePlot::Curve WavePlot::curve(int index) const
{
    if (index < 0 || index >= m_curves->count())
        return {};
    return m_curves->drawn(index);
}

int WavePlot::sampledCurveCount() const
{
    return m_curves->sampledCount();
}

QString WavePlot::toolTipAt(qint64 position) const
{
    return m_overlay->annotations().toolTipAt(m_built.dims, position);
}

bool WavePlot::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const qint64 position
            = WaveInput::positionAt(m_view, help->pos(), m_model->positionCount());
        if (position >= 0)
            QToolTip::showText(help->globalPos(), toolTipAt(position), m_view);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void WavePlot::keyPressEvent(QKeyEvent *event)
{
    if (!WaveInput::keyPress(m_model, m_built.dims, event->key()))
        return QWidget::keyPressEvent(event);
    event->accept();
}

void WavePlot::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyTheme();
    QWidget::changeEvent(event);
}

void WavePlot::paintPlot(QPainter *painter, const QRectF &target)
{
    // Lay the chart out at the target's size (samples included), paint, and put it back.
    const QRectF saved = m_chart->geometry();
    const QRectF layoutRect(saved.topLeft(), target.size());
    // Vector output (SVG, print) must get vectors, not cached pixels.
    m_rendering = true;
    setChartCaching(false);
    for (const QRectF &rect : { layoutRect, saved }) {
        m_chart->setGeometry(rect);
        if (m_chart->layout())
            m_chart->layout()->activate();
        m_size->setRenderWidth(rect == layoutRect ? static_cast<int>(m_chart->plotArea().width())
                                                  : 0);
        updateOverlay();
        if (rect == layoutRect && m_chart->scene()) {
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing);
            m_chart->scene()->render(painter, target, layoutRect, Qt::IgnoreAspectRatio);
            painter->restore();
        }
    }
    m_rendering = false;
    setChartCaching(true);
}

QImage WavePlot::renderImage(const QSize &size, qreal devicePixelRatio)
{
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(palette().color(QPalette::Window));
    QPainter painter(&image);
    paintPlot(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
    return image;
}

} // namespace pe
