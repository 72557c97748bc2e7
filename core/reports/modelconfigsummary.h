// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/ropefrequencies.h"

#include <QCoreApplication>
#include <QString>

namespace pe {

// One sentence in words saying what a model's RoPE settings do to its pairs for the context
// length of the RopeFrequencies, for the --model-config report ("Llama 3 scaling: pairs with
// wavelengths longer than 8192 / 1 = 8192 positions are slowed by 8, …").
class ModelConfigSummary
{
    Q_DECLARE_TR_FUNCTIONS(ModelConfigSummary)

public:
    static QString of(const RopeFrequencies &frequencies);
    // A setting as a reader writes it: whole numbers in full (500000, not 5e+05), others in at
    // most 8 characters if they have so few (0.4, 1e-05), else with 6 decimals.
    static QString number(double value);

private:
    static QString dynamic(const RopeFrequencies &frequencies);
    static QString yarn(const RopeFrequencies &frequencies);
    static QString longRope(const RopeFrequencies &frequencies);
    static QString llama3(const RopeFrequencies &frequencies);
};

} // namespace pe
