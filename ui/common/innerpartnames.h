// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QComboBox;

namespace pe {

// Names for the parts Qt builds inside its widgets, which a screen reader met without a name: a
// combo box's drop-down list takes the box's name (or its label's text, without the mnemonic),
// a toolbar's extension button ("»", shown when the window is too narrow for every button) says
// what it does, and a button or a label with a Japanese or Chinese mnemonic ("次元(&M)：") is read
// without it ("(M)" was read aloud) unless its view named it. One filter on the application
// names them as they are polished, shown and painted, and after each language change.
class InnerPartNames : public QObject
{
    Q_OBJECT

public:
    static void install();
    // What a combo box's list is called: the box's accessible name, else its label's text.
    static QString comboName(const QComboBox *combo);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
    static void name(QObject *object);
    static void nameByText(QWidget *widget, const QString &text);
};

} // namespace pe
