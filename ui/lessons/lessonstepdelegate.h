// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace pe {

// Draws a lesson step list entry "3 · Adding the encoding" with a hanging indent: the number and
// its separator in front, the title wrapped in the column after them, so that a long translated
// title's second line starts under its first word, not under the number. The title is the item's
// titleRole; what comes before it in the display text is the prefix.
class LessonStepDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int titleRole = Qt::UserRole + 1;
    static constexpr int maxTitleLines = 2;

    explicit LessonStepDelegate(QObject *parent = nullptr);

    // Where the prefix and the wrapped title go in an item's rectangle.
    struct Parts
    {
        QString prefix;
        QString title;
        // What is drawn: the title, or at most maxTitleLines of it, the last elided ("…") when
        // it would take more (large presenter type in a narrow step list wrapped titles to 3–4).
        QString shown;
        QRect prefixRect;
        QRect titleRect; // the title's lines, all starting at titleRect.left()
    };
    static Parts layout(const QStyleOptionViewItem &option, const QModelIndex &index);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace pe
