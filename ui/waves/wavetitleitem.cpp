// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/waves/wavetitleitem.h"

#include <QTextDocument>
#include <QTextOption>

namespace pe {

WaveTitleItem::WaveTitleItem(QGraphicsItem *parent)
    : QGraphicsTextItem(parent)
{
    setAcceptedMouseButtons(Qt::NoButton);
    QTextOption centred(Qt::AlignHCenter);
    centred.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    document()->setDefaultTextOption(centred);
    document()->setDocumentMargin(0);
}

void WaveTitleItem::setTitle(const QString &title)
{
    if (title == m_title)
        return;
    m_title = title;
    QStringList lines = title.split(QLatin1Char('\n'));
    for (QString &line : lines)
        line = line.toHtmlEscaped();
    lines.first() = QLatin1String("<b>") + lines.first() + QLatin1String("</b>");
    setHtml(lines.join(QLatin1String("<br>")));
}

double WaveTitleItem::fitWidth(double width)
{
    if (textWidth() != width)
        setTextWidth(width); // lays the text out again, even at the same width
    return boundingRect().height();
}

} // namespace pe
