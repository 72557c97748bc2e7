// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/elidedlabel.h"

#include <QPainter>
#include <QStyle>
#include <QStyleOption>

namespace pe {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

QString ElidedLabel::shownText() const
{
    return fontMetrics().elidedText(text(), Qt::ElideRight, contentsRect().width());
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Room for a few characters and the ellipsis; the rest of the text may go.
    const QMargins m = contentsMargins();
    return { fontMetrics().horizontalAdvance(QStringLiteral("d = 0…")) + m.left() + m.right(),
             QLabel::minimumSizeHint().height() };
}

void ElidedLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QStyleOption option;
    option.initFrom(this);
    drawFrame(&painter);
    style()->drawItemText(&painter, contentsRect(),
                          QStyle::visualAlignment(layoutDirection(), alignment()), option.palette,
                          isEnabled(), shownText(), foregroundRole());
}

} // namespace pe
