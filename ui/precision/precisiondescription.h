// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>

namespace pe {

class PositionalEncodingModel;
class PrecisionPlot;

// What a screen reader says about the Precision view (ViewDescription): the number type, the
// table's size and the cell at p and the picked dimension, as its tooltip reads.
class PrecisionDescription
{
    Q_DECLARE_TR_FUNCTIONS(pe::PrecisionDescription)

public:
    static void attach(PrecisionPlot *view, PositionalEncodingModel *model);
};

} // namespace pe
