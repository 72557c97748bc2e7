// SPDX-License-Identifier: GPL-3.0-or-later
#include "parametercommand.h"

#include "positionalencodingmodel.h"

namespace pe {

ParameterCommand::ParameterCommand(PositionalEncodingModel *model, const QList<Change> &changes,
                                   const QString &text, bool *replaying)
    : QUndoCommand(text)
    , m_model(model)
    , m_changes(changes)
    , m_replaying(replaying)
{
}

void ParameterCommand::apply(bool useNew)
{
    bool ignored = false;
    bool *flag = m_replaying ? m_replaying : &ignored;
    const bool before = *flag;
    *flag = true;
    for (const Change &c : m_changes)
        m_model->setProperty(c.property.constData(), useNew ? c.newValue : c.oldValue);
    *flag = before;
}

void ParameterCommand::undo()
{
    apply(false);
}

void ParameterCommand::redo()
{
    if (m_applied) { // pushed after the change happened
        m_applied = false;
        return;
    }
    apply(true);
}

int ParameterCommand::id() const
{
    return 0x5045; // every parameter command; mergeWith() decides by the properties
}

bool ParameterCommand::mergeWith(const QUndoCommand *other)
{
    // Merge a repeat of the same change (the same parameters in the same order): a drag.
    const auto *o = static_cast<const ParameterCommand *>(other);
    if (o->m_model != m_model || o->m_changes.size() != m_changes.size())
        return false;
    for (int k = 0; k < m_changes.size(); ++k)
        if (o->m_changes.at(k).property != m_changes.at(k).property)
            return false;
    bool unchanged = true;
    for (int k = 0; k < m_changes.size(); ++k) {
        m_changes[k].newValue = o->m_changes.at(k).newValue;
        unchanged = unchanged && m_changes.at(k).newValue == m_changes.at(k).oldValue;
    }
    setObsolete(unchanged);
    return true;
}

} // namespace pe
