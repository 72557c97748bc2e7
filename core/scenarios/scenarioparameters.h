// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <QList>

namespace pe {

class PositionalEncodingModel;

// The explorer's parameters as a scenario holds them: everything PositionalEncodingModel keeps.
struct ScenarioParameters
{
    int dimension = 8;
    double base = Encoding::defaultBase;
    int positionCount = 50;
    qint64 positionP = 0;
    qint64 positionQ = 3;
    bool encodingEnabled = true;
    Layout layout = Layout::Interleaved;
    QList<int> shownDimensions;
    int pickedDimension = 0;

    static ScenarioParameters of(const PositionalEncodingModel &model);
    // Sets every parameter of model (values already checked by ScenarioReader).
    void applyTo(PositionalEncodingModel &model) const;
    bool operator==(const ScenarioParameters &other) const;
};

} // namespace pe
