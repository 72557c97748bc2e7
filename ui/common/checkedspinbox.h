// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractSpinBox>

#include <functional>

class QLabel;

namespace pe {

// A number field that never changes what was typed. QSpinBox's validator strips digits and signs
// while typing ("100000" becomes 1000, "-5" becomes 5) and reverts a refused value on Enter; this
// field takes any text, checks it when it is committed (Enter, leaving the field, a step), and
// either applies it exactly or keeps the text and says why in message() (value and allowed range).
// The value is a double, so every integer up to 2^53 (the positions) and every base is held
// exactly; integer fields show it without a fraction.
class CheckedSpinBox : public QAbstractSpinBox
{
    Q_OBJECT

public:
    // Parses and checks a committed text: returns the message for a refused text (empty when
    // accepted) and stores the accepted value.
    using Checker = std::function<QString(const QString &text, double *value)>;

    explicit CheckedSpinBox(QWidget *parent = nullptr);

    // The stepping range and, without a checker, the accepted range.
    void setRange(double minimum, double maximum);
    double minimum() const { return m_minimum; }
    double maximum() const { return m_maximum; }
    void setSingleStep(double step) { m_step = step; }
    void setEvenOnly(bool even) { m_evenOnly = even; }
    bool isEvenOnly() const { return m_evenOnly; }
    // Real numbers (the base): shown in the shortest exact form, stepped by a tenth of the leading
    // digit's place. Otherwise whole numbers.
    void setReal(bool real);
    // Names the value in the built-in messages ("Width d: …"); a screen reader calls the field so.
    void setQuantityName(const QString &name)
    {
        m_name = name;
        setAccessibleName(name);
    }
    // Replaces the built-in integer range check (and its message).
    void setChecker(Checker checker) { m_checker = std::move(checker); }

    double number() const { return m_value; }
    int value() const { return static_cast<int>(m_value); }
    // Shows value (replacing any refused text and its message); emits valueChanged() if it
    // changed. Nothing happens when the value is the one already held, so a refused text the
    // user is still fixing stays when the model tells back an unrelated change.
    void setValue(double value);
    // Why the last committed text was refused; empty once a value was applied.
    QString message() const { return m_message; }
    // Words the message again (after a language change) for the text still shown.
    void refreshMessage();
    QString textFromNumber(double value) const;
    // The field as wide as this many digits rather than its largest value (a seed up to 2^53
    // in a narrow dock); a longer number scrolls in it. 0: the range's width.
    void setWidthInDigits(int digits)
    {
        m_widthDigits = digits;
        updateGeometry();
    }

    // Makes label look like a field's message: wrapped, in an error colour readable on light and
    // dark backgrounds (a style sheet, so a palette set on a window above does not override it).
    static void styleMessageLabel(QLabel *label);

    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;
    void stepBy(int steps) override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void valueChanged(double value);
    // A committed text was refused; message names the value and the allowed range.
    void rejected(const QString &message) const;
    // message() changed (set on a refusal, cleared when a value is applied).
    void messageChanged(const QString &message);

protected:
    StepEnabled stepEnabled() const override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    QString check(const QString &text, double *value) const;
    bool commit();
    void apply(double value);
    void setMessage(const QString &message);

    double m_minimum = 0;
    double m_maximum = 99;
    double m_step = 1;
    double m_value = 0;
    bool m_evenOnly = false;
    bool m_real = false;
    int m_widthDigits = 0;
    QString m_name;
    QString m_message;
    Checker m_checker;
};

} // namespace pe
