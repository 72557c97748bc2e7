// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/waveoverlay.h"

#include "ui/waves/wavemarkeritem.h"
#include "ui/waves/wavetitleitem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace pe {

WaveOverlay::WaveOverlay(const PositionalEncodingModel *model, QGraphicsItem *chart)
    : m_annotations(std::make_unique<WaveAnnotations>(model, chart))
    , m_titleItem(new WaveTitleItem(chart))
    , m_noteItem(new WaveTitleItem(chart))
{
    m_noteItem->setZValue(10); // over the grid
}

WaveOverlay::~WaveOverlay() = default;

void WaveOverlay::setTexts(const QString &title, const QString &note)
{
    m_titleItem->setTitle(title);
    m_noteItem->setTitle(note);
    m_noteItem->setVisible(!m_noteItem->title().isEmpty());
}

void WaveOverlay::applyTheme(const QFont &font, const QPalette &palette)
{
    QFont titleFont = font;
    titleFont.setPointSizeF(font.pointSizeF() * 1.1);
    m_titleItem->setFont(titleFont);
    m_titleItem->setDefaultTextColor(palette.color(QPalette::WindowText));
    m_noteItem->setFont(font);
    m_noteItem->setDefaultTextColor(palette.color(QPalette::WindowText));
    m_annotations->setFont(font);
    m_annotations->setPalette(palette);
}

QMargins WaveOverlay::fit(const QList<WaveAnnotations::Curve> &curves, const QPalette &palette,
                          const QFont &font, const QRectF &chartRect)
{
    m_annotations->update(curves, palette);
    // The title above, wrapped to the width.
    m_titleItem->setPos(8, 2);
    const int title = static_cast<int>(
        std::ceil(m_titleItem->fitWidth(std::max(100.0, chartRect.width() - 16))));
    // The p and q captions sit between the title and the plot area, off the curves.
    const int captions = static_cast<int>(std::ceil(WaveMarkerItem::captionHeight(font)));
    // The legend takes the bottom of the chart. It gets two fifths of what the title, the
    // captions and the x axis (its labels and its title) leave, never more than 40 % of the
    // chart: the curves keep the rest. On a short chart (a 1024 px screen, presenter mode's large
    // type) a legend of 40 % had left the curves 90 px, too few for the axes' labels, which Qt
    // Charts then cut to "...".
    const double axis = 3 * QFontMetricsF(font).height();
    const double left = chartRect.height() - 12 - title - captions - axis;
    const double room
        = chartRect.height() > 0 ? std::clamp(0.4 * left, 1.0, 0.4 * chartRect.height()) : 0.0;
    const int legend
        = static_cast<int>(std::ceil(m_annotations->fitLegend(chartRect.width(), room)));
    return QMargins(8, 4 + title + captions, 16, 8 + legend);
}

void WaveOverlay::place(const QRectF &chartRect, const QRectF &plotArea, double xMin, double xMax,
                        double yMin, double yMax)
{
    if (m_noteItem->isVisible()) {
        const double noteHeight = m_noteItem->fitWidth(std::max(100.0, plotArea.width() - 40));
        m_noteItem->setPos(plotArea.left() + 20, plotArea.center().y() - noteHeight / 2);
    }
    m_annotations->setGeometry(chartRect, plotArea, xMin, xMax, yMin, yMax);
}

QString WaveOverlay::title() const
{
    return m_titleItem->title();
}

QString WaveOverlay::note() const
{
    return m_noteItem->isVisible() ? m_noteItem->title() : QString();
}

QList<const QGraphicsItem *> WaveOverlay::movingItems() const
{
    return { m_annotations->markers(), m_annotations->legend() };
}

} // namespace pe
