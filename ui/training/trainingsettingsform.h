// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/trainingsettings.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;

namespace pe {

class CheckedSpinBox;

// The Training view's settings: the task, d, steps, seed, L (for the longer task) and the schemes
// to compare. Laid out two fields a row, so the form fits a narrow dock (a 1024 px screen, the
// longer Japanese labels) without scrolling across.
class TrainingSettingsForm : public QWidget
{
    Q_OBJECT

public:
    explicit TrainingSettingsForm(QWidget *parent = nullptr);

    // One settings per chosen scheme (empty when none is chosen or a value is refused).
    std::vector<TrainingSettings> runs() const;
    // The first refused value's message (naming the value and the range), else empty.
    QString message() const;
    // The spin boxes' messages again, in the language of now.
    void refreshMessages();

Q_SIGNALS:
    // A setting or a chosen scheme changed.
    void changed();
    // A field's refusal message appeared or went.
    void messageChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateLengthEnabled();

    QLabel *m_taskLabel;
    QComboBox *m_task;
    QLabel *m_dimensionLabel;
    CheckedSpinBox *m_dimension;
    QLabel *m_stepsLabel;
    CheckedSpinBox *m_steps;
    QLabel *m_seedLabel;
    CheckedSpinBox *m_seed;
    QLabel *m_lengthLabel;
    CheckedSpinBox *m_length;
    QLabel *m_schemesLabel;
    std::vector<QCheckBox *> m_schemes;
};

} // namespace pe
