// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/undorecorder.h"

#include "core/model/positionalencodingmodel.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QUndoStack>
#include <QWheelEvent>

#include <algorithm>

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
    // While the stack moves through its history the model changes are its own, not new ones; and
    // an undo or redo ends the action, so what follows is never merged into an older step.
    connect(stack, &QUndoStack::indexChanged, this, [this] {
        if (!m_pushing)
            endAction();
        snapshot();
    });
    // Where the user's actions begin and end is seen in the input events of every window.
    if (QCoreApplication *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

QString UndoRecorder::changeText(const QByteArray &key)
{
    Parameter parameter;
    if (ParameterName::fromProperty(key, &parameter)) {
        switch (parameter) {
        case Parameter::Dimension:
            return tr("Change d");
        case Parameter::Base:
            return tr("Change base");
        case Parameter::ComponentLayout:
            return tr("Change layout");
        case Parameter::PositionCount:
            return tr("Change positions shown");
        case Parameter::PositionP:
            return tr("Change position p");
        case Parameter::PositionQ:
            return tr("Change position q");
        case Parameter::EncodingEnabled:
            return tr("Switch positional encoding");
        case Parameter::ShownDimensions:
            return tr("Change shown dimensions");
        case Parameter::PickedDimension:
            return tr("Pick dimension");
        }
    }
    if (key == "openScenario")
        return tr("Open scenario");
    if (key == "lectureDefaults")
        return tr("Apply lecture defaults");
    if (key == "workbenchDefaults")
        return tr("Apply workbench defaults");
    return tr("Pick dimension");
}

void UndoRecorder::beginStep(const QByteArray &key)
{
    if (m_stepDepth++ == 0) {
        m_stepKey = key;
        m_stepChanges.clear();
    }
}

void UndoRecorder::endStep()
{
    if (m_stepDepth == 0 || --m_stepDepth > 0)
        return;
    QList<ParameterCommand::Change> changes;
    for (const ParameterCommand::Change &c : std::as_const(m_stepChanges))
        if (c.newValue != c.oldValue)
            changes.append(c);
    m_stepChanges.clear();
    if (changes.isEmpty())
        return;
    // Undo and redo set the values in the recorded order: d first (it resets the shown dims).
    std::stable_sort(changes.begin(), changes.end(),
                     [](const auto &a, const auto &b) { return a.parameter < b.parameter; });
    endAction();
    push(changes, m_stepKey);
    endAction();
}

void UndoRecorder::endAction()
{
    ++m_action;
}

void UndoRecorder::retranslate()
{
    for (int k = 0; k < m_stack->count(); ++k)
        if (auto *command = dynamic_cast<const ParameterCommand *>(m_stack->command(k)))
            const_cast<ParameterCommand *>(command)->setText(changeText(command->textKey()));
}

bool UndoRecorder::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
    case QEvent::TouchBegin:
    case QEvent::TabletPress:
        endAction();
        break;
    case QEvent::KeyPress:
    case QEvent::ShortcutOverride: // a shortcut's key never arrives as a KeyPress
        if (!static_cast<QKeyEvent *>(event)->isAutoRepeat())
            endAction();
        break;
    case QEvent::Wheel: {
        const Qt::ScrollPhase phase = static_cast<QWheelEvent *>(event)->phase();
        if (phase == Qt::NoScrollPhase || phase == Qt::ScrollBegin)
            endAction();
        break;
    }
    case QEvent::LanguageChange:
        // The application hears of a new translator before its windows retranslate their menus.
        if (watched == QCoreApplication::instance())
            retranslate();
        break;
    default:
        break;
    }
    return false;
}

void UndoRecorder::snapshot()
{
    for (Parameter parameter : ParameterName::all())
        m_values.insert(parameter, m_model->property(ParameterName::property(parameter)));
}

void UndoRecorder::push(const QList<ParameterCommand::Change> &changes, const QByteArray &key)
{
    auto *command = new ParameterCommand(m_model, changes, key, m_action, &m_replaying);
    command->setText(changeText(key));
    m_pushing = true;
    m_stack->push(command);
    m_pushing = false;
}

void UndoRecorder::record()
{
    if (m_replaying)
        return;
    QList<ParameterCommand::Change> changes;
    for (Parameter parameter : ParameterName::all()) {
        const QVariant now = m_model->property(ParameterName::property(parameter));
        if (now != m_values.value(parameter))
            changes.append({ parameter, m_values.value(parameter), now });
    }
    if (changes.isEmpty())
        return;
    snapshot();
    if (m_stepDepth > 0) {
        for (const ParameterCommand::Change &c : std::as_const(changes)) {
            auto same = std::find_if(m_stepChanges.begin(), m_stepChanges.end(),
                                     [&c](const auto &s) { return s.parameter == c.parameter; });
            if (same == m_stepChanges.end())
                m_stepChanges.append(c);
            else
                same->newValue = c.newValue;
        }
        return;
    }
    // A change of d also resets the shown dimensions (and perhaps the picked one): one step,
    // named after the first (and causing) change.
    push(changes, ParameterName::property(changes.first().parameter));
}

} // namespace pe
