// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QWidget>

#include <functional>

namespace pe {

class HiddenRefresh;

// What a screen reader says about a painted view: its accessible name (what it is) and its
// description (what it shows and what is selected, e.g. "Heatmap, 128 dimensions by 50
// positions; position 3, dimension 0: 0.141120"). The texts are asked for again after each
// signal the view names with follow(), at most once an event-loop pass (a dragged spin box does
// not recompute them for every step), and on a language change, and set on the view, which
// tells the screen reader (QAccessible::NameChanged / DescriptionChanged). While the view is
// hidden in a shown window (its tab behind another) nothing is computed: the texts catch up when
// it is shown (HiddenRefresh).
class ViewDescription : public QObject
{
    Q_OBJECT

public:
    using Text = std::function<QString()>;
    // An empty name leaves the view's accessible name to the view.
    ViewDescription(QWidget *view, Text name, Text description);

    template<typename Sender, typename Signal> void follow(const Sender *sender, Signal signal)
    {
        connect(sender, signal, this, &ViewDescription::schedule);
    }
    // Sets both texts now (also what the constructor does).
    void refresh();
    // Asks for refresh() on the next event-loop pass (or when the view is shown).
    void schedule();
    HiddenRefresh *hiddenRefresh() const { return m_hidden; }

    // A tooltip's text as one line for a screen reader: rich text made plain, lines joined by
    // "; ".
    static QString plain(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<QWidget> m_view;
    Text m_name;
    Text m_description;
    HiddenRefresh *m_hidden;
    bool m_scheduled = false;
};

} // namespace pe
