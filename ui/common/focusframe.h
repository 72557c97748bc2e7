// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace pe {

// The keyboard focus of a painted view, visible: a frame in the highlight colour over the view's
// edge while the view has the focus, hidden otherwise (so exports and headless renders never
// show it). It lies on top of the view's own painting and children and lets the mouse through.
class FocusFrame : public QWidget
{
    Q_OBJECT

public:
    explicit FocusFrame(QWidget *view);

    static constexpr int width = 2;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void follow();

    QWidget *m_view;
};

} // namespace pe
