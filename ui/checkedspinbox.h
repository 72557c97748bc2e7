// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSpinBox>

namespace pe {

// A spin box that tells why it refused what was typed, instead of silently reverting: for values
// out of range (and odd values when evenOnly), it emits rejected() with a message that names the
// value and the allowed range.
class CheckedSpinBox : public QSpinBox
{
    Q_OBJECT

public:
    explicit CheckedSpinBox(QWidget *parent = nullptr);

    void setEvenOnly(bool even) { m_evenOnly = even; }
    bool isEvenOnly() const { return m_evenOnly; }
    void setQuantityName(const QString &name) { m_name = name; }

    QValidator::State validate(QString &input, int &pos) const override;
    void fixup(QString &input) const override;

Q_SIGNALS:
    void rejected(const QString &message) const;

private:
    bool m_evenOnly = false;
    QString m_name;
};

} // namespace pe
