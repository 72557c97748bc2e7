// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;

class QVBoxLayout;

namespace pe {

class CheckedSpinBox;

// The lesson wizard's side column, the same on every page: the list of steps (click to jump),
// the compare position q, the presets that jump straight to the evidence, and whether the
// explorer follows each step. It only asks; the wizard decides and tells it back.
class LessonSidePanel : public QWidget
{
    Q_OBJECT

public:
    explicit LessonSidePanel(const Lesson *lesson, QWidget *parent = nullptr);

    QListWidget *stepList() const { return m_steps; }
    CheckedSpinBox *comparePositionSpinBox() const { return m_position; }
    // Why a typed compare position was refused, under the number box (hidden while none).
    QLabel *positionMessageLabel() const { return m_positionMessage; }
    QPushButton *presetButton(const QString &presetId) const;
    QCheckBox *followCheckBox() const { return m_follow; }

    // A translated "…(&X)" with the accelerator kept on the line of the word before it: a
    // wrapping label would otherwise put a lone "(X)" on a line of its own.
    static QString keepMnemonicAttached(const QString &text);

    void setCurrentStep(int index);
    void setComparePosition(int position);
    void setFollowExplorer(bool follow);

Q_SIGNALS:
    void stepActivated(int index);
    void comparePositionRequested(int position);
    void presetActivated(const QString &presetId);
    void followExplorerToggled(bool follow);

protected:
    void changeEvent(QEvent *event) override;

private:
    void addComparePosition(QVBoxLayout *layout);
    void addStepList(QVBoxLayout *layout);
    void retranslate();
    QString quantityName() const;

    const Lesson *m_lesson;
    QLabel *m_stepsLabel;
    QListWidget *m_steps;
    QLabel *m_positionLabel;
    CheckedSpinBox *m_position;
    QLabel *m_positionMessage;
    QLabel *m_presetsLabel;
    QList<QPushButton *> m_presets;
    QCheckBox *m_follow;
    QLabel *m_followLabel;
    bool m_syncing = false;
};

} // namespace pe
