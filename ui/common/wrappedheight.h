// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QWidget;

namespace pe {

// Keeps a widget's smallest height at what its vertical layout needs at the width it has: every
// word-wrapped label its whole height for that width, every other item its own smallest. Qt
// gives height-for-width to a window alone, so in a splitter pane or a dock the wrapped labels
// were squeezed under their neighbours (the Your model view at 1024 px in Japanese); a scroll
// area around the view scrolls instead.
class WrappedHeight : public QObject
{
    Q_OBJECT

public:
    static void follow(QWidget *container);
    // The smallest height container's layout needs at width, by the rule above.
    static int minimumHeightFor(const QWidget *container, int width);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit WrappedHeight(QWidget *container);
    void apply();

    QWidget *m_container;
};

} // namespace pe
