// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QUndoCommand>
#include <QVariant>

namespace pe {

class PositionalEncodingModel;

// Parameter changes on the model that have already happened (recorded by UndoRecorder), so the
// first redo() does nothing; undo() and later redo() set the old or the new values again, in the
// order given (d first: changing d resets the shown dimensions). Consecutive changes of the same
// parameters (a slider drag, spin-box steps, an animation) merge into one step.
class ParameterCommand : public QUndoCommand
{
public:
    struct Change
    {
        QByteArray property;
        QVariant oldValue;
        QVariant newValue;
    };

    // While undo()/redo() set values, *replaying is true (so the recorder ignores them).
    ParameterCommand(PositionalEncodingModel *model, const QList<Change> &changes,
                     const QString &text, bool *replaying = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    const QList<Change> &changes() const { return m_changes; }

private:
    void apply(bool useNew);

    PositionalEncodingModel *m_model;
    QList<Change> m_changes;
    bool *m_replaying;
    bool m_applied = true;
};

} // namespace pe
