// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"

#include <QWizard>

namespace pe {

class LessonPage;
class LessonSidePanel;
class PositionalEncodingModel;

// Steps a student through any lesson from core/: one page per step (chosen by what the step
// shows), the compare position and the presets in a side column shared by every page. The wizard
// owns its own PositionalEncodingModel and keeps it on the current step's parameters; "Show in
// explorer" (or following) hands those parameters to the main window through
// showInExplorerRequested() and, if one is set, straight into the explorer's model.
class LessonWizard : public QWizard
{
    Q_OBJECT
    Q_PROPERTY(int comparePosition READ comparePosition WRITE setComparePosition NOTIFY
                   comparePositionChanged)

public:
    explicit LessonWizard(const Lesson &lesson, QWidget *parent = nullptr);

    const Lesson &lesson() const { return m_lesson; }
    PositionalEncodingModel *model() const { return m_model; }
    LessonSidePanel *sidePanel() const { return m_side; }
    LessonPage *lessonPage(int index) const;
    int currentStep() const { return currentId(); }
    int comparePosition() const;
    // The current step's parameters with the chosen compare position.
    LessonParameters currentParameters() const;

    bool isFollowingExplorer() const { return m_follow; }
    // The explorer's model (the main window's); the wizard never owns it. May be null.
    void setExplorerModel(PositionalEncodingModel *model) { m_explorer = model; }
    PositionalEncodingModel *explorerModel() const { return m_explorer; }

public Q_SLOTS:
    // Rejects (returns false and emits rejected()) a position outside the lesson's range.
    bool setComparePosition(int position);
    bool goToStep(int index);
    bool applyPreset(const QString &presetId);
    void showInExplorer();
    void setFollowExplorer(bool follow);

Q_SIGNALS:
    void comparePositionChanged(int position);
    void stepChanged(int index);
    void showInExplorerRequested(const pe::LessonParameters &parameters);
    // The Show in explorer button was pressed: the explorer has the step and should come into
    // view (the AppSession brings it forward; this window is above it otherwise).
    void explorerWanted();
    void rejected(const QString &message);
    // A page links to a step of another lesson (the AppSession opens it).
    void lessonStepRequested(const QString &lessonId, const QString &stepId);

protected:
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void retranslate();
    void enterStep(int index);

    Lesson m_lesson;
    PositionalEncodingModel *m_model;
    PositionalEncodingModel *m_explorer = nullptr;
    LessonSidePanel *m_side;
    bool m_follow = false;
};

} // namespace pe
