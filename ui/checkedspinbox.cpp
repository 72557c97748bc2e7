// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkedspinbox.h"

namespace pe {

CheckedSpinBox::CheckedSpinBox(QWidget *parent)
    : QSpinBox(parent)
{
}

QValidator::State CheckedSpinBox::validate(QString &input, int &pos) const
{
    const QValidator::State state = QSpinBox::validate(input, pos);
    if (state != QValidator::Acceptable || !m_evenOnly)
        return state;
    return valueFromText(input) % 2 == 0 ? QValidator::Acceptable : QValidator::Intermediate;
}

void CheckedSpinBox::fixup(QString &input) const
{
    const QString typed = input.trimmed();
    if (typed.isEmpty())
        return;
    if (m_evenOnly)
        Q_EMIT rejected(tr("%1: \"%2\" is not allowed; enter an even integer from %3 to %4.")
                                .arg(m_name, typed)
                                .arg(minimum())
                                .arg(maximum()));
    else
        Q_EMIT rejected(tr("%1: \"%2\" is not allowed; enter an integer from %3 to %4.")
                                .arg(m_name, typed)
                                .arg(minimum())
                                .arg(maximum()));
}

} // namespace pe
