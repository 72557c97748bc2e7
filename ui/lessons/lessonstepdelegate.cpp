// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/lessonstepdelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>
#include <QTextLayout>

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
    // The title in at most maxLines lines of width, the last one elided when more would follow.
    QString fitLines(const QString &title, const QFont &font, int width, int maxLines)
    {
        QTextLayout layout(title, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        layout.setTextOption(option);
        layout.beginLayout();
        QStringList lines;
        int restStart = -1;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            if (lines.size() == maxLines - 1) {
                restStart = line.textStart();
                break;
            }
            lines << title.mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
        if (restStart < 0)
            return title;
        const QString rest = title.mid(restStart).trimmed();
        lines << QFontMetrics(font).elidedText(rest, Qt::ElideRight, width);
        return lines.join(QLatin1Char('\n'));
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
    parts.shown = fitLines(parts.title, option.font, titleWidth, maxTitleLines);
    const QRect title = metrics.boundingRect(QRect(0, 0, titleWidth, 100000), flags, parts.shown);
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
    painter->drawText(parts.titleRect, flags, parts.shown);
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
