// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace pe {

// The lesson wizard's side column, the same on every page: the list of steps (click to jump),
// the compare position q, the presets that jump straight to the evidence, and whether the
// explorer follows each step. It only asks; the wizard decides and tells it back.
class LessonSidePanel : public QWidget
{
    Q_OBJECT

public:
    explicit LessonSidePanel(const Lesson *lesson, QWidget *parent = nullptr);

    QListWidget *stepList() const { return m_steps; }
    QSpinBox *comparePositionSpinBox() const { return m_position; }
    QPushButton *presetButton(const QString &presetId) const;
    QCheckBox *followCheckBox() const { return m_follow; }

    void setCurrentStep(int index);
    void setComparePosition(int position);
    void setFollowExplorer(bool follow);

Q_SIGNALS:
    void stepActivated(int index);
    void comparePositionRequested(int position);
    void presetActivated(const QString &presetId);
    void followExplorerToggled(bool follow);
    void rejected(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    const Lesson *m_lesson;
    QLabel *m_stepsLabel;
    QListWidget *m_steps;
    QLabel *m_positionLabel;
    QSpinBox *m_position;
    QLabel *m_presetsLabel;
    QList<QPushButton *> m_presets;
    QCheckBox *m_follow;
    QLabel *m_followLabel;
    bool m_syncing = false;
};

} // namespace pe
