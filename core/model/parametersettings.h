// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/parameter.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>
#include <QVariant>

class QSettings;

namespace pe {

class PositionalEncodingModel;

// Keeps the model's parameters between runs. Values read back are checked like any other input:
// a value the model cannot take is skipped, the default stays, and the problem is reported.
class ParameterSettings
{
    Q_DECLARE_TR_FUNCTIONS(ParameterSettings)

public:
    static void save(const PositionalEncodingModel &model, QSettings &settings);
    // Returns one message per rejected value (empty when everything was taken).
    static QStringList load(PositionalEncodingModel &model, QSettings &settings);

    // A preset is a list of (parameter, value) set in order; the GUI applies it through its
    // undo stack, everything else through apply().
    struct Value
    {
        Parameter parameter;
        QVariant value;
    };
    using Preset = QList<Value>;
    static Preset lectureDefaults(); // d = 128, 50 positions, dims 0, 1, 10 (the Taiwan lecture)
    static Preset workbenchDefaults(); // d = 8, "the" at positions 0 and 3 (the workbench lesson)
    static void apply(PositionalEncodingModel &model, const Preset &preset);
};

} // namespace pe
