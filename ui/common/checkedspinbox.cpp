// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/checkedspinbox.h"

#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QStyleOptionSpinBox>

#include <cmath>

namespace pe {

CheckedSpinBox::CheckedSpinBox(QWidget *parent)
    : QAbstractSpinBox(parent)
{
    // Every applied value is set with lineEdit()->setText(), which also clears the text's own undo
    // history: Ctrl+Z then reaches the window's Undo (see UndoShortcutFilter).
    lineEdit()->setText(textFromNumber(m_value));
}

void CheckedSpinBox::styleMessageLabel(QLabel *label)
{
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setStyleSheet(QStringLiteral("QLabel { color: #c01c28; }"));
}

void CheckedSpinBox::setRange(double minimum, double maximum)
{
    m_minimum = minimum;
    m_maximum = qMax(minimum, maximum);
    updateGeometry();
    if (m_value < m_minimum || m_value > m_maximum)
        setValue(qBound(m_minimum, m_value, m_maximum));
}

void CheckedSpinBox::setReal(bool real)
{
    m_real = real;
    lineEdit()->setText(textFromNumber(m_value));
    updateGeometry();
}

QString CheckedSpinBox::textFromNumber(double value) const
{
    if (m_real)
        return QString::number(value, 'g', QLocale::FloatingPointShortest);
    return QString::number(static_cast<qint64>(value));
}

void CheckedSpinBox::setValue(double value)
{
    if (value == m_value)
        return;
    apply(value);
    Q_EMIT valueChanged(m_value);
}

void CheckedSpinBox::apply(double value)
{
    m_value = value;
    setMessage(QString());
    if (lineEdit()->text() != textFromNumber(value))
        lineEdit()->setText(textFromNumber(value));
    update();
}

void CheckedSpinBox::setMessage(const QString &message)
{
    if (message == m_message)
        return;
    m_message = message;
    Q_EMIT messageChanged(m_message);
}

QString CheckedSpinBox::check(const QString &text, double *value) const
{
    if (m_checker)
        return m_checker(text, value);
    bool ok = false;
    const qlonglong v = QLocale::c().toLongLong(text, &ok);
    if (ok && v >= m_minimum && v <= m_maximum && (!m_evenOnly || v % 2 == 0)) {
        *value = static_cast<double>(v);
        return {};
    }
    if (m_evenOnly)
        return tr("%1: \"%2\" is not allowed; enter an even integer from %3 to %4.")
            .arg(m_name, text, textFromNumber(m_minimum), textFromNumber(m_maximum));
    return tr("%1: \"%2\" is not allowed; enter an integer from %3 to %4.")
        .arg(m_name, text, textFromNumber(m_minimum), textFromNumber(m_maximum));
}

bool CheckedSpinBox::commit()
{
    const QString typed = lineEdit()->text().trimmed();
    double v = 0;
    const QString error = check(typed, &v);
    if (!error.isEmpty()) {
        // The text stays as typed, so the user can see and fix it.
        setMessage(error);
        Q_EMIT rejected(error);
        return false;
    }
    const bool changed = v != m_value;
    apply(v);
    // A fresh text history: the applied value is now the window's to undo (Ctrl+Z in the field
    // goes to the window's Undo, see UndoShortcutFilter).
    lineEdit()->setText(textFromNumber(v));
    if (changed)
        Q_EMIT valueChanged(m_value);
    return true;
}

QValidator::State CheckedSpinBox::validate(QString &input, int &) const
{
    // Anything may be typed; only a committed text is judged (and explained).
    double v = 0;
    return check(input.trimmed(), &v).isEmpty() ? QValidator::Acceptable : QValidator::Intermediate;
}

void CheckedSpinBox::fixup(QString &) const
{
    // Never rewrite the user's text.
}

void CheckedSpinBox::stepBy(int steps)
{
    double from = m_value;
    double step = m_step;
    int decimals = 0;
    if (m_real && from > 0) {
        // Like QAbstractSpinBox::AdaptiveDecimalStepType: 10000 steps by 1000, 1.5 by 0.1.
        const int place = static_cast<int>(std::floor(std::log10(from))) - 1;
        step = std::pow(10.0, place);
        decimals = qMax(0, -place);
    }
    double next = qBound(m_minimum, from + steps * step, m_maximum);
    if (m_real)
        next = QString::number(next, 'f', decimals).toDouble();
    else
        next = std::round(next);
    if (m_evenOnly && std::fmod(next, 2.0) != 0)
        next -= steps > 0 ? 1 : -1;
    double checked = 0;
    if (!check(textFromNumber(next), &checked).isEmpty())
        return; // e.g. a base stepped down onto 1
    const bool changed = checked != m_value;
    apply(checked);
    selectAll();
    if (changed)
        Q_EMIT valueChanged(m_value);
}

QAbstractSpinBox::StepEnabled CheckedSpinBox::stepEnabled() const
{
    if (isReadOnly())
        return StepNone;
    StepEnabled enabled = StepNone;
    if (m_value < m_maximum)
        enabled |= StepUpEnabled;
    if (m_value > m_minimum)
        enabled |= StepDownEnabled;
    return enabled;
}

void CheckedSpinBox::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Enter || event->key() == Qt::Key_Return) {
        // Enter applies the number, and only that: it does not also press a dialog's default
        // button (a lesson's Next).
        commit();
        selectAll();
        event->accept();
        Q_EMIT editingFinished();
        return;
    }
    QAbstractSpinBox::keyPressEvent(event);
}

void CheckedSpinBox::focusOutEvent(QFocusEvent *event)
{
    if (lineEdit()->text() != textFromNumber(m_value))
        commit();
    QAbstractSpinBox::focusOutEvent(event);
}

QSize CheckedSpinBox::sizeHint() const
{
    ensurePolished();
    const QFontMetrics fm(fontMetrics());
    int width = 0;
    for (double v : { m_minimum, m_maximum }) {
        QString s = textFromNumber(v);
        s.truncate(m_widthDigits > 0 ? m_widthDigits : 18);
        width = qMax(width, fm.horizontalAdvance(s + QLatin1Char(' ')));
    }
    // Room for a typed value a little longer than the range (e.g. d = 100000) before it scrolls.
    width += fm.horizontalAdvance(QStringLiteral("00"));
    width += 2; // the cursor
    QStyleOptionSpinBox option;
    initStyleOption(&option);
    return style()->sizeFromContents(QStyle::CT_SpinBox, &option,
                                     QSize(width, lineEdit()->sizeHint().height()), this);
}

void CheckedSpinBox::refreshMessage()
{
    if (m_message.isEmpty())
        return;
    double v = 0;
    setMessage(check(lineEdit()->text().trimmed(), &v));
}

QSize CheckedSpinBox::minimumSizeHint() const
{
    return sizeHint();
}

} // namespace pe
