// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/waveplot.h"

#include "core/sampling/axisticks.h"
#include "ui/common/dimensionpicker.h"
#include "ui/common/itemcaches.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/waves/waveannotations.h"
#include "ui/waves/wavecontent.h"
#include "ui/waves/wavemarkeritem.h"
#include "ui/waves/wavestyle.h"
#include "ui/waves/wavetitleitem.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace pe {

namespace {
    constexpr double yLimit = 1.1; // the y axis runs -1.1 .. 1.1, ticks every 0.5 from -1 to 1
    constexpr double yStep = 0.5;
} // namespace

WavePlot::WavePlot(PositionalEncodingModel *model, QWidget *parent)
    : QWidget(parent)
    , m_model(model)
    , m_picker(new DimensionPicker(model, this))
    , m_chart(new QChart)
    , m_axisX(new QCategoryAxis)
    , m_axisY(new QCategoryAxis)
    , m_annotations(new WaveAnnotations(model, m_chart))
{
    setObjectName(QStringLiteral("WavePlot"));
    setFocusPolicy(Qt::StrongFocus); // the arrow keys move p and pick curves
    m_chart->legend()->hide(); // WaveAnnotations draws the legend with the values at p and q
    m_titleItem = new WaveTitleItem(m_chart);
    m_noteItem = new WaveTitleItem(m_chart);
    m_noteItem->setZValue(10); // over the grid
    m_chart->addAxis(m_axisX, Qt::AlignBottom);
    m_chart->addAxis(m_axisY, Qt::AlignLeft);
    for (QCategoryAxis *axis : { m_axisX, m_axisY })
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);

    m_view = new QChartView(m_chart, this); // takes ownership of the chart
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setFocusPolicy(Qt::NoFocus); // the plot itself takes the keys
    m_view->viewport()->installEventFilter(this);
    m_view->setMinimumSize(320, 240);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addWidget(m_picker);
    layout->addWidget(m_view, 1);

    connect(m_model, &PositionalEncodingModel::parametersChanged, this, &WavePlot::syncFromModel);
    connect(m_model, &PositionalEncodingModel::shownDimensionsChanged, this,
            &WavePlot::syncFromModel);
    connect(m_model, &PositionalEncodingModel::pickedDimensionChanged, this, &WavePlot::restyle);
    connect(m_chart, &QChart::plotAreaChanged, this, &WavePlot::updateOverlay);

    applyTheme();
    syncFromModel();
}

WavePlot::~WavePlot()
{
    delete m_annotations; // its items belong to the chart
}

QList<bool> WavePlot::looks() const
{
    const double width
        = m_renderWidth > 0 ? m_renderWidth : std::max(m_chart->plotArea().width(), 400.0);
    return WaveContent::looks(m_model->encoding(), m_built, width);
}

double WavePlot::plotHeight() const
{
    const double height = m_chart->plotArea().height();
    const double guess = std::max(m_view->height(), this->height()) - 160;
    return std::max(100.0, m_view->isVisible() && height > 0 ? height : std::max(height, guess));
}

int WavePlot::bucketCount() const
{
    if (m_renderWidth > 0)
        return m_renderWidth;
    // Until the plot is shown the chart is not laid out (its plot area is a stub): take the
    // widget's own width as the guess.
    const double laidOut = m_chart->plotArea().width();
    const double guess = std::max(m_view->width(), width()) - 80;
    const double plotWidth = m_view->isVisible() && laidOut > 0 ? laidOut : std::max(laidOut, guess);
    return std::max(100, static_cast<int>(plotWidth));
}

void WavePlot::syncFromModel()
{
    const WaveContent::Key key = WaveContent::keyFor(*m_model, bucketCount());
    if (key != m_built)
        rebuildSeries(key);
    else
        updateOverlay(); // p or q moved: markers and legend values only
}

QLineSeries *WavePlot::lineAt(int index) const
{
    return qobject_cast<QLineSeries *>(m_series.value(index));
}

QAreaSeries *WavePlot::bandAt(int index) const
{
    return qobject_cast<QAreaSeries *>(m_series.value(index));
}

QAbstractSeries *WavePlot::createSeries(bool band)
{
    QAbstractSeries *series = nullptr;
    const auto pick = [this](QAbstractSeries *which) {
        const qsizetype index = m_series.indexOf(which);
        if (index >= 0)
            m_model->setPickedDimension(m_built.dims.at(index));
    };
    if (band) {
        auto *upper = new QLineSeries;
        auto *lower = new QLineSeries;
        auto *area = new QAreaSeries(upper, lower);
        upper->setParent(area); // the area series does not own its edges
        lower->setParent(area);
        connect(area, &QAreaSeries::clicked, this, [pick, area] { pick(area); });
        series = area;
    } else {
        auto *line = new QLineSeries;
        connect(line, &QLineSeries::clicked, this, [pick, line] { pick(line); });
        series = line;
    }
    m_chart->addSeries(series);
    series->attachAxis(m_axisX);
    series->attachAxis(m_axisY);
    return series;
}

QScatterSeries *WavePlot::createDots(QAbstractSeries *line)
{
    auto *dots = new QScatterSeries;
    dots->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    dots->setPen(Qt::NoPen);
    // Queued: the pick restyles the series, and Qt Charts must not lose the marker item that is
    // still handling the click.
    connect(
            dots, &QScatterSeries::clicked, this,
            [this, line] {
                const qsizetype index = m_series.indexOf(line);
                if (index >= 0)
                    m_model->setPickedDimension(m_built.dims.at(index));
            },
            Qt::QueuedConnection);
    m_chart->addSeries(dots);
    dots->attachAxis(m_axisX);
    dots->attachAxis(m_axisY);
    return dots;
}

void WavePlot::rebuildSeries(const WaveContent::Key &key)
{
    m_built = key;
    // Each curve is a line or a band series. While every curve keeps its kind, the series stay
    // and get their new points with replace(); otherwise they are made afresh, bands first, so
    // that the lines are drawn over the translucent bands.
    bool sameKinds = m_series.size() == m_built.dims.size();
    for (int i = 0; sameKinds && i < m_series.size(); ++i)
        sameKinds = (bandAt(i) != nullptr) == key.bands.at(i);
    if (!sameKinds) {
        for (QAbstractSeries *series : std::as_const(m_series)) {
            m_chart->removeSeries(series);
            delete series;
        }
        for (QScatterSeries *dots : std::as_const(m_dots)) {
            if (dots) {
                m_chart->removeSeries(dots);
                delete dots;
            }
        }
        m_series = QList<QAbstractSeries *>(m_built.dims.size(), nullptr);
        m_dots = QList<QScatterSeries *>(m_built.dims.size(), nullptr);
        for (bool band : { true, false })
            for (int i = 0; i < m_built.dims.size(); ++i)
                if (key.bands.at(i) == band)
                    m_series[i] = createSeries(band);
        // The dots over every line.
        for (int i = 0; i < m_built.dims.size(); ++i)
            if (!key.bands.at(i))
                m_dots[i] = createDots(m_series.at(i));
    }
    for (QScatterSeries *dots : std::as_const(m_dots))
        if (dots)
            dots->clear(); // restyle() fills them while they are shown
    const Encoding &encoding = m_model->encoding();
    for (int i = 0; i < m_series.size(); ++i) {
        if (QAreaSeries *area = bandAt(i)) {
            const WaveSampler::Envelope band = WaveContent::band(
                    encoding, m_built.dims.at(i), key, bucketCount(), plotHeight());
            area->upperSeries()->replace(band.upper);
            area->lowerSeries()->replace(band.lower);
        } else {
            lineAt(i)->replace(WaveContent::points(encoding, m_built.dims.at(i), key, bucketCount()));
        }
    }
    ++m_seriesUpdates;
    updateAxes();
    retranslate(); // names and title, then pens and the overlay
}

void WavePlot::restyle()
{
    const Encoding &encoding = m_model->encoding();
    const bool dark = WaveStyle::isDark(palette());
    m_looks = looks();
    m_pens.clear();
    for (int i = 0; i < m_series.size(); ++i) {
        const bool cos = encoding.isCosine(m_built.dims.at(i));
        const bool picked = m_built.dims.at(i) == m_model->pickedDimension();
        const QColor color = WaveStyle::curveColor(i, dark);
        if (QAreaSeries *area = bandAt(i)) {
            area->setPen(Qt::NoPen);
            area->setBrush(WaveStyle::bandFill(color, picked));
            m_pens.append(WaveStyle::bandSamplePen(color, picked));
        } else {
            QLineSeries *line = lineAt(i);
            line->setPen(WaveStyle::curvePen(color, cos && !m_looks.at(i + 1), picked));
            m_pens.append(line->pen());
            if (QScatterSeries *dots = m_dots.value(i)) {
                dots->setColor(color);
                dots->setBorderColor(color);
                // One size, picked or not: a new size makes new marker items (the curve's pen
                // shows the pick).
                if (dots->markerSize() != 5.0)
                    dots->setMarkerSize(5.0);
                if (!m_looks.at(0))
                    dots->clear();
                else if (dots->count() != m_built.count)
                    dots->replace(WaveContent::dots(encoding, m_built.dims.at(i), m_built.count));
            }
        }
    }
    updateOverlay();
}

void WavePlot::updateAxes()
{
    const int last = std::max(1, m_built.count - 1);
    if (m_axisX->min() != 0 || m_axisX->max() != last)
        m_axisX->setRange(0, last);
    if (m_axisY->min() != -yLimit || m_axisY->max() != yLimit)
        m_axisY->setRange(-yLimit, yLimit);
    const int target = std::clamp(static_cast<int>(m_chart->plotArea().width() / 70), 4, 10);
    const double xStep = std::max(1.0, AxisTicks::niceStep(last, target));
    const std::pair<QCategoryAxis *, double> axes[] = { { m_axisX, xStep }, { m_axisY, yStep } };
    for (const auto &[axis, step] : axes) {
        const QList<double> ticks
            = axis == m_axisX ? AxisTicks::ticks(0, last, step) : AxisTicks::ticks(-1.0, 1.0, step);
        QStringList labels;
        for (double tick : ticks)
            labels.append(AxisTicks::label(tick, step));
        if (axis->categoriesLabels() == labels)
            continue;
        for (const QString &label : axis->categoriesLabels())
            axis->remove(label);
        axis->setStartValue(axis->min());
        for (int i = 0; i < ticks.size(); ++i)
            axis->append(labels.at(i), ticks.at(i));
    }
}

void WavePlot::retranslate()
{
    m_titleItem->setTitle(WaveContent::title(*m_model, static_cast<int>(m_built.dims.size()),
                                             m_built.bands.contains(true)));
    m_noteItem->setTitle(WaveContent::note(*m_model));
    m_noteItem->setVisible(!m_noteItem->title().isEmpty());
    // Each of these lays the chart out again, even with the same text: only when it changed.
    const std::pair<QCategoryAxis *, QString> titles[]
        = { { m_axisX, tr("Position") }, { m_axisY, tr("Value") } };
    for (const auto &[axis, text] : titles)
        if (axis->titleText() != text)
            axis->setTitleText(text);
    // The names live here, not in the series (setName lays the chart out again for its legend,
    // which WaveAnnotations draws instead).
    m_names.clear();
    for (int i = 0; i < m_series.size(); ++i)
        m_names.append(WaveContent::curveName(m_model->encoding(), m_built.dims.at(i)));
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
    QFont titleFont = font();
    titleFont.setPointSizeF(font().pointSizeF() * 1.1);
    m_titleItem->setFont(titleFont);
    m_titleItem->setDefaultTextColor(pal.color(QPalette::WindowText));
    m_noteItem->setFont(font());
    m_noteItem->setDefaultTextColor(pal.color(QPalette::WindowText));
    QColor grid = pal.color(QPalette::WindowText);
    grid.setAlphaF(0.15);
    for (QCategoryAxis *axis : { m_axisX, m_axisY }) {
        axis->setLabelsFont(font());
        axis->setLabelsBrush(pal.color(QPalette::WindowText));
        axis->setTitleFont(font());
        axis->setTitleBrush(pal.color(QPalette::WindowText));
        axis->setGridLineColor(grid);
        axis->setLinePenColor(pal.color(QPalette::Mid));
    }
    m_annotations->setFont(font());
    m_annotations->setPalette(pal);
    restyle();
}

void WavePlot::updateOverlay()
{
    if (m_inOverlayUpdate)
        return;
    m_inOverlayUpdate = true;
    QList<WaveAnnotations::Curve> curves;
    for (int i = 0; i < m_series.size() && i < m_pens.size(); ++i)
        curves.append({ m_built.dims.at(i), m_names.value(i), m_pens.at(i) });
    m_annotations->update(curves, palette());
    // The legend takes the bottom of the chart; title, axes and plot are laid out above it.
    const QRectF chartRect(QPointF(0, 0), m_chart->size());
    const double room = chartRect.height() > 0 ? 0.4 * chartRect.height() : 0.0;
    const int legend
        = static_cast<int>(std::ceil(m_annotations->fitLegend(chartRect.width(), room)));
    // The title above, wrapped to the width.
    m_titleItem->setPos(8, 2);
    const int title = static_cast<int>(
            std::ceil(m_titleItem->fitWidth(std::max(100.0, chartRect.width() - 16))));
    // The p and q captions sit between the title and the plot area, off the curves.
    const int captions = static_cast<int>(std::ceil(WaveMarkerItem::captionHeight(font())));
    const QMargins margins(8, 4 + title + captions, 16, 8 + legend);
    if (m_chart->margins() != margins) {
        m_chart->setMargins(margins);
        if (m_chart->layout())
            m_chart->layout()->activate();
    }
    if (m_noteItem->isVisible()) {
        const QRectF plot = m_chart->plotArea();
        const double noteHeight = m_noteItem->fitWidth(std::max(100.0, plot.width() - 40));
        m_noteItem->setPos(plot.left() + 20, plot.center().y() - noteHeight / 2);
    }
    m_annotations->setGeometry(chartRect, m_chart->plotArea(), m_axisX->min(), m_axisX->max(),
                               -yLimit, yLimit);
    updateAxes(); // the tick spacing follows the plot width
    m_inOverlayUpdate = false;
    const WaveContent::Key key = WaveContent::keyFor(*m_model, bucketCount());
    if (key != m_built)
        rebuildSeries(key); // resample for the new width (thinned curves, bands)
    else if (looks() != m_looks)
        restyle();
    else
        setChartCaching(true);
}

void WavePlot::setChartCaching(bool on)
{
    // Curves, grid and axes change only when the parameters do, but the markers and the legend
    // move over them whenever p or q does: each chart item keeps its pixels in a cache, so such
    // a move repaints two thin strips from the caches instead of stroking and filling every
    // curve again. The markers and legend themselves change each time anyway: not cached.
    if (on && m_rendering)
        return;
    ItemCaches::setCached(m_chart->scene(), on,
                          { m_chart, m_annotations->markers(), m_annotations->legend() });
}

int WavePlot::curveCount() const
{
    return static_cast<int>(m_series.size());
}

WavePlot::Curve WavePlot::curve(int index) const
{
    Curve curve;
    if (index < 0 || index >= m_series.size())
        return curve;
    curve.dim = m_built.dims.at(index);
    curve.name = m_names.value(index);
    curve.pen = m_pens.value(index);
    if (QAreaSeries *area = bandAt(index)) {
        curve.band = true;
        curve.points = area->upperSeries()->points();
        curve.lower = area->lowerSeries()->points();
        curve.fill = area->brush().color();
    } else {
        curve.points = lineAt(index)->points();
        if (QScatterSeries *dots = m_dots.value(index))
            curve.dots = dots->points();
    }
    return curve;
}

QString WavePlot::title() const
{
    return m_titleItem->title();
}

QString WavePlot::note() const
{
    return m_noteItem->isVisible() ? m_noteItem->title() : QString();
}

QString WavePlot::axisTitle(Qt::Orientation orientation) const
{
    return (orientation == Qt::Horizontal ? m_axisX : m_axisY)->titleText();
}

QStringList WavePlot::axisLabels(Qt::Orientation orientation) const
{
    return (orientation == Qt::Horizontal ? m_axisX : m_axisY)->categoriesLabels();
}

QString WavePlot::toolTipAt(qint64 position) const
{
    return m_annotations->toolTipAt(m_built.dims, position);
}

bool WavePlot::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view->viewport() && event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QPointF chartPos = m_chart->mapFromScene(m_view->mapToScene(help->pos()));
        const qint64 position = std::llround(m_chart->mapToValue(chartPos).x());
        if (m_chart->plotArea().contains(chartPos) && position >= 0
            && position < m_model->positionCount())
            QToolTip::showText(help->globalPos(), toolTipAt(position), m_view);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void WavePlot::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (key == Qt::Key_Left || key == Qt::Key_Right) {
        const qint64 last = std::max(0, m_model->positionCount() - 1);
        const qint64 p = m_model->positionP() + (key == Qt::Key_Right ? 1 : -1);
        m_model->setPositionP(std::clamp<qint64>(p, 0, last));
    } else if ((key == Qt::Key_Up || key == Qt::Key_Down) && !m_built.dims.isEmpty()) {
        // Up: the curve above in the legend (the previous one), Down: the next.
        const qsizetype at = m_built.dims.indexOf(m_model->pickedDimension());
        const qsizetype step = key == Qt::Key_Down ? 1 : -1;
        const qsizetype last = m_built.dims.size() - 1;
        const qsizetype next = at < 0 ? 0 : std::clamp<qsizetype>(at + step, 0, last);
        m_model->setPickedDimension(m_built.dims.at(next));
    } else {
        return QWidget::keyPressEvent(event);
    }
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
        m_renderWidth = rect == layoutRect ? static_cast<int>(m_chart->plotArea().width()) : 0;
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
