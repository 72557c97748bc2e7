// SPDX-License-Identifier: GPL-3.0-or-later
#include "parametercommand.h"

#include "positionalencodingmodel.h"

#include <cstring>

namespace pe {

ParameterCommand::ParameterCommand(PositionalEncodingModel *model, const char *property,
                                   const QVariant &value, const QString &text)
    : QUndoCommand(text)
    , m_model(model)
    , m_property(property)
    , m_old(model->property(property))
    , m_new(value)
{
}

void ParameterCommand::undo()
{
    m_model->setProperty(m_property, m_old);
}

void ParameterCommand::redo()
{
    m_model->setProperty(m_property, m_new);
    m_accepted = m_model->property(m_property) == m_new;
}

int ParameterCommand::id() const
{
    // Distinct per property name; stable for the life of the process.
    return static_cast<int>(qHash(QByteArray(m_property)) & 0x3fffffff);
}

bool ParameterCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const ParameterCommand *>(other);
    if (std::strcmp(o->m_property, m_property) != 0 || o->m_model != m_model)
        return false;
    m_new = o->m_new;
    if (m_new == m_old)
        setObsolete(true);
    return true;
}

} // namespace pe
