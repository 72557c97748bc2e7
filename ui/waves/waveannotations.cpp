// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/waveannotations.h"

#include "core/model/positionalencodingmodel.h"
#include "core/text/format.h"
#include "ui/waves/wavestyle.h"

namespace pe {

WaveAnnotations::WaveAnnotations(const PositionalEncodingModel *model, QGraphicsItem *chart)
    : m_model(model)
    , m_markers(new WaveMarkerItem(chart))
    , m_legend(new WaveLegendItem(chart))
{
    m_markers->setZValue(20);
    m_legend->setZValue(20);
}

void WaveAnnotations::setFont(const QFont &font)
{
    m_font = font;
    m_markers->setFont(font);
    m_legend->setFont(font);
}

void WaveAnnotations::setPalette(const QPalette &palette)
{
    m_markers->setBackground(palette.color(QPalette::Window));
    QColor muted = palette.color(QPalette::WindowText);
    muted.setAlphaF(0.75);
    m_legend->setTextColors(palette.color(QPalette::WindowText), muted);
}

void WaveAnnotations::update(const QList<Curve> &curves, const QPalette &palette)
{
    const Encoding &encoding = m_model->encoding();
    const qint64 p = m_model->positionP();
    const qint64 q = m_model->positionQ();
    WaveMarkerItem::Marker markerP { static_cast<double>(p),
                                     tr("p = %1").arg(p),
                                     WaveStyle::markerColor(false, palette),
                                     WaveStyle::markerStyle(false),
                                     {} };
    WaveMarkerItem::Marker markerQ { static_cast<double>(q),
                                     tr("q = %1").arg(q),
                                     WaveStyle::markerColor(true, palette),
                                     WaveStyle::markerStyle(true),
                                     {} };
    QList<WaveLegendItem::Entry> entries;
    for (const Curve &curve : curves) {
        const double valueP = encoding.value(static_cast<double>(p), curve.dim);
        const double valueQ = encoding.value(static_cast<double>(q), curve.dim);
        WaveLegendItem::Entry entry;
        entry.name = curve.name;
        entry.pen = curve.pen;
        entry.highlighted = curve.dim == m_model->pickedDimension();
        if (curves.size() <= maxValueEntries)
            entry.values = tr("p = %1: %2 · q = %3: %4")
                               .arg(p)
                               .arg(formatDisplay(valueP))
                               .arg(q)
                               .arg(formatDisplay(valueQ));
        entries.append(entry);
        QColor dot = curve.pen.color(); // opaque, also for a band's translucent sample
        dot.setAlpha(255);
        markerP.dots.append({ valueP, dot });
        markerQ.dots.append({ valueQ, dot });
    }
    m_entries = entries;
    m_legend->setEntries(entries);
    m_markers->setMarkers({ markerP, markerQ });
}

double WaveAnnotations::fitLegend(double width, double maxHeight)
{
    // All entries with their values; else names only; else the first ones and a note.
    QList<WaveLegendItem::Entry> entries = m_entries;
    const auto height = [&] { return WaveLegendItem::heightFor(entries, m_font, width); };
    if (maxHeight > 0 && height() > maxHeight)
        for (WaveLegendItem::Entry &entry : entries)
            entry.values.clear();
    if (maxHeight > 0 && height() > maxHeight) {
        while (entries.size() > 1 && height() > maxHeight)
            entries.removeLast();
        WaveLegendItem::Entry note;
        const qsizetype more = m_entries.size() - entries.size() + 1;
        note.name = tr("… and %1 more (hover the plot for their values)").arg(more);
        note.pen = QPen(Qt::NoPen);
        if (!WaveLegendItem::fits(note, m_font, width)) // a narrow plot: the short note, not cut
            note.name = tr("… and %1 more").arg(more);
        entries.last() = note;
    }
    m_legend->setEntries(entries);
    return height();
}

void WaveAnnotations::setGeometry(const QRectF &chartRect, const QRectF &plotArea, double xMin,
                                  double xMax, double yMin, double yMax)
{
    const double height = WaveLegendItem::heightFor(m_legend->entries(), m_font, chartRect.width());
    m_legend->setRect(
        QRectF(chartRect.left(), chartRect.bottom() - height - 4, chartRect.width(), height));
    m_markers->setGeometry({ plotArea, xMin, xMax, yMin, yMax });
}

QList<double> WaveAnnotations::markerPositions() const
{
    QList<double> positions;
    for (const WaveMarkerItem::Marker &marker : m_markers->markers())
        positions.append(marker.position);
    return positions;
}

QString WaveAnnotations::toolTipAt(const QList<int> &dims, qint64 position) const
{
    QStringList lines { tr("Position %1").arg(position) };
    const Encoding &encoding = m_model->encoding();
    for (int dim : dims)
        lines.append(tr("dim %1 (%2): %3")
                         .arg(dim)
                         .arg(encoding.isCosine(dim) ? tr("cos") : tr("sin"))
                         .arg(formatDisplay(encoding.value(static_cast<double>(position), dim))));
    return lines.join(QLatin1Char('\n'));
}

} // namespace pe
