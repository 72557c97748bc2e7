// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parameter.h"

#include <QList>
#include <QUndoCommand>
#include <QVariant>

namespace pe {

class PositionalEncodingModel;

// Parameter changes on the model that have already happened (recorded by UndoRecorder), so the
// first redo() does nothing; undo() and later redo() set the old or the new values again, in the
// order given (d first: changing d resets the shown dimensions). Consecutive changes of the same
// parameters within one user action (a slider drag, a held spin arrow, an animation) merge into
// one step; UndoRecorder decides where an action begins (see there for the rule).
class ParameterCommand : public QUndoCommand
{
public:
    struct Change
    {
        Parameter parameter;
        QVariant oldValue;
        QVariant newValue;
    };

    // While undo()/redo() set values, *replaying is true (so the recorder ignores them). textKey
    // names the step for UndoRecorder::changeText() (so it can be worded again in another
    // language); action is the user action it belongs to.
    ParameterCommand(PositionalEncodingModel *model, const QList<Change> &changes,
                     const QByteArray &textKey, quint64 action = 0, bool *replaying = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    const QList<Change> &changes() const { return m_changes; }
    const QByteArray &textKey() const { return m_textKey; }
    quint64 action() const { return m_action; }

private:
    void apply(bool useNew);

    PositionalEncodingModel *m_model;
    QList<Change> m_changes;
    QByteArray m_textKey;
    quint64 m_action;
    bool *m_replaying;
    bool m_applied = true;
};

} // namespace pe
