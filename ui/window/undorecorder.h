// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/parametercommand.h"

#include <QMap>
#include <QObject>
#include <QVariant>

class QUndoStack;

namespace pe {

class PositionalEncodingModel;

// Makes every parameter change undoable, whoever made it (a spin box, a click in the heatmap,
// the clock's play button, a preset): it watches the model and pushes what changed onto the
// stack. Changes made by undo/redo themselves are not recorded again.
//
// One user action is one undo step. The merge rule: a change merges into the step before it only
// when it is caused by the same parameter (the first one it changes; d also resets the shown
// dimensions) and no new user action began in between. A new action
// begins with every mouse-button press, every key press that is not an auto-repeat (a shortcut
// too), every mouse-wheel notch (a touchpad scroll is one action from its begin to its end), and
// every undo or redo. So a drag (slider, heatmap), a held key or a held spin arrow, and the
// clock's animation after one press of Play are each one step, while two values typed and
// committed one after the other are two steps, however close in time. Several parameters changed
// by one action (a heatmap click picks p, the dimension and shows it; d resets the shown
// dimensions) are one step; so is a preset, grouped by beginStep()/endStep().
class UndoRecorder : public QObject
{
    Q_OBJECT

public:
    UndoRecorder(PositionalEncodingModel *model, QUndoStack *stack, QObject *parent = nullptr);

    // The undo-stack text for a parameter's property name ("Change d", …) or a step name
    // (lectureDefaults, workbenchDefaults, openScenario), translated.
    static QString changeText(const QByteArray &key);

    // Every change until endStep() becomes one undo step, named changeText(key).
    void beginStep(const QByteArray &key);
    void endStep();
    // Ends the current action: the next change starts a new step even if it repeats this one.
    // (Input events do this by themselves; code that changes the model on its own may call it.)
    void endAction();
    // Words every step on the stack again in the current language (also done on a language
    // change of the application).
    void retranslate();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void record();
    void snapshot();
    void push(const QList<ParameterCommand::Change> &changes, const QByteArray &key);

    PositionalEncodingModel *m_model;
    QUndoStack *m_stack;
    QMap<Parameter, QVariant> m_values;
    bool m_replaying = false;
    bool m_pushing = false;
    quint64 m_action = 0; // the current user action; a command merges only within one
    int m_stepDepth = 0;
    QByteArray m_stepKey;
    QList<ParameterCommand::Change> m_stepChanges;
};

} // namespace pe
