// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/ropefrequencies.h"

#include <QCoreApplication>
#include <QString>

class QTextStream;

namespace pe {

// The command line's --model-config report: a model's RoPE settings as RopeFrequencies computes
// them for a context length N, one row per rotated pair. The pairs are numbered as transformers'
// rotate_half takes them (pair i turns dimensions i and i + r/2 of the r rotated ones); "unseen"
// is RopeFrequencies' rule (L·θᵢ < 2π and N·θᵢ′ > L·θᵢ). Text shows 6 decimals (small numbers
// as 1.234567e-05); JSON round-trips every number.
class ModelConfigReport
{
    Q_DECLARE_TR_FUNCTIONS(ModelConfigReport)

public:
    static void writeText(const RopeFrequencies &frequencies, const QString &fileName,
                          QTextStream &out);
    // {"file", "rope_type", "rope_theta", "head_dim", "rotated_dims", "unrotated_dims",
    //  "training_length", "context_length", "base", "attention_factor", "pairing",
    //  "pairs": [{"index", "dims", "frequency", "wavelength", "wavelength_ratio", "factor",
    //  "unseen"}, …], "unrotated": [dimension, …]}
    static void writeJson(const RopeFrequencies &frequencies, const QString &fileName,
                          QTextStream &out);
    // The two dimensions pair i turns under rotate_half: i and i + rotated/2.
    static std::pair<int, int> dimensions(const ModelConfig &config, int pair);
    // The text as a JSON string in quotes; control characters and bytes that are not UTF-8
    // shown as ControlEscape shows them (\n, \xE9), so the value stays one readable line.
    static QString jsonString(const QString &text);
};

} // namespace pe
