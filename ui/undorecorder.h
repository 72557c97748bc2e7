// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QVariant>

class QUndoStack;

namespace pe {

class PositionalEncodingModel;

// Makes every parameter change undoable, whoever made it (a spin box, a click in the heatmap,
// the clock's play button, a preset): it watches the model and pushes what changed onto the
// stack. Changes made by undo/redo themselves are not recorded again.
class UndoRecorder : public QObject
{
    Q_OBJECT

public:
    UndoRecorder(PositionalEncodingModel *model, QUndoStack *stack, QObject *parent = nullptr);

    // The properties recorded, in the order a change of several is compared.
    static const QList<QByteArray> &properties();
    // The undo-stack text for a property ("Change d", …), translated.
    static QString changeText(const QByteArray &property);

private:
    void record();
    void snapshot();

    PositionalEncodingModel *m_model;
    QUndoStack *m_stack;
    QHash<QByteArray, QVariant> m_values;
    bool m_replaying = false;
};

} // namespace pe
