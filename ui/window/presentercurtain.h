// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace pe {

// Presenter mode's blank screen (B): black over the whole presenting window, so the class looks
// at the teacher; any key or click takes it away again. It lies over the window as a child, so
// nothing under it is touched and it follows the window's size.
class PresenterCurtain : public QWidget
{
    Q_OBJECT

public:
    explicit PresenterCurtain(QWidget *window);

Q_SIGNALS:
    void dismissed();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void retranslate();
};

} // namespace pe
