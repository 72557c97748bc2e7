// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QList>
#include <QPen>
#include <QString>

namespace pe {

// The wave plot's legend, drawn under the plot: per curve a line sample in the curve's pen, its
// name ("dim 10 · sin · pair 5 · period 12.9") and, below it, its values at p and q. Entries flow
// into as many columns as the width allows. Knows nothing of the chart library.
class WaveLegendItem : public QGraphicsItem
{
public:
    struct Entry
    {
        QString name;
        QString values; // "p = 0: 0.000000 · q = 3: 0.141120"; empty to leave the line out
        QPen pen;
        bool highlighted = false;
    };

    explicit WaveLegendItem(QGraphicsItem *parent = nullptr);

    // The height the entries need at the given width (0 without entries).
    static double heightFor(const QList<Entry> &entries, const QFont &font, double width);
    // Whether an entry's texts fit, whole, in the given width.
    static bool fits(const Entry &entry, const QFont &font, double width);

    void setRect(const QRectF &rect);
    void setEntries(const QList<Entry> &entries);
    void setFont(const QFont &font);
    void setTextColors(const QColor &text, const QColor &muted);

    const QList<Entry> &entries() const { return m_entries; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option,
               QWidget *widget = nullptr) override;

private:
    struct Grid
    {
        int columns = 1;
        double cellWidth = 0;
        double cellHeight = 0;
    };
    static Grid gridFor(const QList<Entry> &entries, const QFont &font, double width);
    static QFont valueFont(const QFont &font);

    QRectF m_rect;
    QList<Entry> m_entries;
    QFont m_font;
    QColor m_text;
    QColor m_muted;
};

} // namespace pe
