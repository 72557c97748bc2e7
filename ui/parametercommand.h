// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUndoCommand>
#include <QVariant>

namespace pe {

class PositionalEncodingModel;

// One parameter change on the model, undoable. Consecutive changes of the same parameter (a slider
// drag, spin-box steps) merge into one step.
class ParameterCommand : public QUndoCommand
{
public:
    ParameterCommand(PositionalEncodingModel *model, const char *property, const QVariant &value,
                     const QString &text);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    // True when the model took the new value.
    bool isAccepted() const { return m_accepted; }

private:
    PositionalEncodingModel *m_model;
    const char *m_property;
    QVariant m_old;
    QVariant m_new;
    bool m_accepted = false;
};

} // namespace pe
