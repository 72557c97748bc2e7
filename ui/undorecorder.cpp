// SPDX-License-Identifier: GPL-3.0-or-later
#include "undorecorder.h"

#include "parametercommand.h"
#include "positionalencodingmodel.h"

#include <QUndoStack>

namespace pe {

UndoRecorder::UndoRecorder(PositionalEncodingModel *model, QUndoStack *stack, QObject *parent)
    : QObject(parent)
    , m_model(model)
    , m_stack(stack)
{
    snapshot();
    connect(model, &PositionalEncodingModel::parametersChanged, this, &UndoRecorder::record);
    connect(model, &PositionalEncodingModel::shownDimensionsChanged, this, &UndoRecorder::record);
    connect(model, &PositionalEncodingModel::pickedDimensionChanged, this, &UndoRecorder::record);
    // While the stack moves through its history the model changes are its own, not new ones.
    connect(stack, &QUndoStack::indexChanged, this, [this] { snapshot(); });
}

const QList<QByteArray> &UndoRecorder::properties()
{
    static const QList<QByteArray> names = {
        "dimension", "base",           "componentLayout", "positionCount",  "positionP",
        "positionQ", "encodingEnabled", "shownDimensions", "pickedDimension",
    };
    return names;
}

QString UndoRecorder::changeText(const QByteArray &property)
{
    if (property == "dimension")
        return tr("Change d");
    if (property == "base")
        return tr("Change base");
    if (property == "componentLayout")
        return tr("Change layout");
    if (property == "positionCount")
        return tr("Change positions shown");
    if (property == "positionP")
        return tr("Change position p");
    if (property == "positionQ")
        return tr("Change position q");
    if (property == "encodingEnabled")
        return tr("Switch positional encoding");
    if (property == "shownDimensions")
        return tr("Change shown dimensions");
    return tr("Pick dimension");
}

void UndoRecorder::snapshot()
{
    for (const QByteArray &name : properties())
        m_values.insert(name, m_model->property(name.constData()));
}

void UndoRecorder::record()
{
    if (m_replaying)
        return;
    QList<ParameterCommand::Change> changes;
    for (const QByteArray &name : properties()) {
        const QVariant now = m_model->property(name.constData());
        if (now != m_values.value(name))
            changes.append({ name, m_values.value(name), now });
    }
    if (changes.isEmpty())
        return;
    // A change of d also resets the shown dimensions (and perhaps the picked one): one step,
    // named after the first (and causing) change.
    const QString text = changeText(changes.first().property);
    m_stack->push(new ParameterCommand(m_model, changes, text, &m_replaying));
    snapshot();
}

} // namespace pe
