// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/contextscaling.h"

#include <QCoreApplication>

class QTextStream;

namespace pe {

// The command line's --context-scaling report: every pair's frequency and wavelength before and
// after the scaling, and whether the longer run turns it further than training did (unseen).
class ContextScalingReport
{
    Q_DECLARE_TR_FUNCTIONS(ContextScalingReport)

public:
    static void writeText(const ContextScaling &scaling, QTextStream &out);
    // {"method", "scale", "train_length", "dim", "base", "base_scaled" (ntk only),
    //  "attention_factor" (yarn only), "pairs": [{"index", "frequency", "scaled_frequency",
    //  "wavelength", "scaled_wavelength", "unseen"}, ...]}
    static void writeJson(const ContextScaling &scaling, QTextStream &out);
};

} // namespace pe
