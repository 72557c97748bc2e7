// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/parametercommand.h"

#include "core/model/positionalencodingmodel.h"

#include <algorithm>

namespace pe {

ParameterCommand::ParameterCommand(PositionalEncodingModel *model, const QList<Change> &changes,
                                   const QByteArray &textKey, quint64 action, bool *replaying)
    : m_model(model)
    , m_changes(changes)
    , m_textKey(textKey)
    , m_action(action)
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
        m_model->setProperty(ParameterName::property(c.parameter),
                             useNew ? c.newValue : c.oldValue);
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
    // Merge a repeat of the same change (caused by the same parameter: the first one changed)
    // within the same user action: a drag. A drag of d changes the shown dimensions on some steps
    // and not on others; the merged step holds every parameter any of them changed. A separate
    // commit of the same parameter is a step of its own (another action).
    const auto *o = static_cast<const ParameterCommand *>(other);
    if (o->m_model != m_model || o->m_action != m_action || o->m_changes.isEmpty()
        || m_changes.isEmpty() || o->m_changes.first().parameter != m_changes.first().parameter)
        return false;
    for (const Change &c : o->m_changes) {
        auto same = std::find_if(m_changes.begin(), m_changes.end(),
                                 [&c](const Change &m) { return m.parameter == c.parameter; });
        if (same == m_changes.end())
            m_changes.append(c);
        else
            same->newValue = c.newValue;
    }
    // Undo and redo set them in the order of ParameterName::all() (d first).
    std::stable_sort(m_changes.begin(), m_changes.end(),
                     [](const Change &a, const Change &b) { return a.parameter < b.parameter; });
    bool unchanged = true;
    for (const Change &c : std::as_const(m_changes))
        unchanged = unchanged && c.newValue == c.oldValue;
    setObsolete(unchanged);
    return true;
}

} // namespace pe
