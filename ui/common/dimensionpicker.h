// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QToolButton;

namespace pe {

class PositionalEncodingModel;

// Chooses the dimensions the wave plot shows: a line edit taking "0, 1, 10" or ranges "0-7"
// (any d up to 8192, at most DimensionList::maxShown at once) and a button back to the default
// dims. Shows what the model holds; an entry the model cannot take is reported through
// rejected() with the allowed range and the text turns red until corrected.
class DimensionPicker : public QWidget
{
    Q_OBJECT

public:
    explicit DimensionPicker(PositionalEncodingModel *model, QWidget *parent = nullptr);

    QLineEdit *lineEdit() const { return m_edit; }
    QToolButton *defaultButton() const { return m_default; }

public Q_SLOTS:
    // Parses the line edit and, when valid, sets the model's shown dimensions.
    bool apply();

Q_SIGNALS:
    void rejected(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void syncFromModel();
    void showError(const QString &message);

    PositionalEncodingModel *m_model;
    QLabel *m_label;
    QLineEdit *m_edit;
    QToolButton *m_default;
};

} // namespace pe
