// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsTextItem>

namespace pe {

// The wave plot's title over the chart: the first line bold, the notes under it in the normal
// weight, centred and wrapped to the width (the chart's own title cuts a long title off).
class WaveTitleItem : public QGraphicsTextItem
{
public:
    explicit WaveTitleItem(QGraphicsItem *parent = nullptr);

    // Plain text, lines split by '\n'.
    void setTitle(const QString &title);
    QString title() const { return m_title; }
    // Wraps the title to width and returns the height it takes.
    double fitWidth(double width);

private:
    QString m_title;
};

} // namespace pe
