// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonstepdelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>

namespace pe {

namespace {
    constexpr int margin = 4; // each side of the text, as the styles pad list items
    constexpr int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

    // The width the item gets: its rectangle once laid out, else the view's viewport.
    int widthOf(const QStyleOptionViewItem &option)
    {
        if (option.rect.width() > 0)
            return option.rect.width();
        const auto *view = qobject_cast<const QAbstractItemView *>(option.widget);
        return view ? view->viewport()->width() : 200;
    }
} // namespace

LessonStepDelegate::LessonStepDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

LessonStepDelegate::Parts LessonStepDelegate::layout(const QStyleOptionViewItem &option,
                                                     const QModelIndex &index)
{
    Parts parts;
    const QString text = index.data(Qt::DisplayRole).toString();
    parts.title = index.data(titleRole).toString();
    if (parts.title.isEmpty() || !text.endsWith(parts.title))
        parts.title = text; // no title known: wrap the whole text
    parts.prefix = text.left(text.size() - parts.title.size());
    const QFontMetrics metrics(option.font);
    const int left = option.rect.left() + margin;
    const int width = std::max(20, widthOf(option) - 2 * margin);
    const int prefixWidth = metrics.horizontalAdvance(parts.prefix);
    const int titleWidth = std::max(20, width - prefixWidth);
    const QRect title = metrics.boundingRect(QRect(0, 0, titleWidth, 100000), flags, parts.title);
    parts.prefixRect = QRect(left, option.rect.top() + margin, prefixWidth, metrics.height());
    parts.titleRect = QRect(left + prefixWidth, option.rect.top() + margin, titleWidth,
                            std::max(metrics.height(), title.height()));
    return parts;
}

void LessonStepDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                               const QModelIndex &index) const
{
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear(); // the selection and focus look of the style, the text drawn here
    const QStyle *style = option.widget ? option.widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, option.widget);
    const Parts parts = layout(option, index);
    painter->save();
    const QPalette::ColorGroup group
        = option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    painter->setPen(option.palette.color(
        group, option.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    painter->setFont(option.font);
    painter->drawText(parts.prefixRect, Qt::AlignLeft | Qt::AlignTop, parts.prefix);
    painter->drawText(parts.titleRect, flags, parts.title);
    painter->restore();
}

QSize LessonStepDelegate::sizeHint(const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    QStyleOptionViewItem laidOut = option;
    laidOut.rect.setWidth(widthOf(option));
    const Parts parts = layout(laidOut, index);
    return QSize(laidOut.rect.width(), parts.titleRect.height() + 2 * margin);
}

} // namespace pe
