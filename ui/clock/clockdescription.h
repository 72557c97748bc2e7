// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace pe {

class PositionalEncodingModel;
class ClockGrid;

// What a screen reader says about the clock hands (ViewDescription): the pair count and the picked
// pair's dial, as its tooltip reads.
class ClockDescription
{
    Q_DECLARE_TR_FUNCTIONS(pe::ClockDescription)

public:
    static void attach(ClockGrid *view, PositionalEncodingModel *model);
};

} // namespace pe
