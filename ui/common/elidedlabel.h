// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace pe {

// A one-line label that asks for its whole text but can be made narrower: the text is then cut
// with "…" and the whole of it is in the tooltip. For the status bar, whose labels otherwise set
// the window's minimum width (a long p widened the window past a 1024 px screen).
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    // The text as drawn now (elided to the width).
    QString shownText() const;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace pe
