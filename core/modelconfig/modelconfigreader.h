// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/modelconfig.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace pe {

// Reads the fields of a Hugging Face style config.json that decide a model's positions and checks
// each before anything uses it, as ScenarioReader checks a scenario: a file that is too large, is
// not JSON or holds no object, has a control character inside text or a key given twice, or has
// a field of the wrong type or out of range gets one message that names the file, the field and
// what is allowed, and no configuration. Unknown fields are ignored (a config.json holds many
// more); absent or null fields take transformers' defaults (rope_theta 10000, partial rotary
// factor 1, YaRN's beta_fast 32 and beta_slow 1, truncate true, max_position_embeddings 2048 as
// LlamaConfig has it).
//
// What is read, in transformers' order of precedence:
//   the rope object: rope_scaling, else rope_parameters (transformers 5 names it so); its
//     rope_type, else type, else "default": default, linear, dynamic, yarn, longrope, llama3;
//   rope_theta: the rope object's, else the top level's, else rotary_emb_base (GPT-NeoX);
//   partial_rotary_factor: the rope object's, else the top level's, else rotary_pct (GPT-NeoX);
//   the head size: qk_rope_head_dim (DeepSeek-V2/V3 rotate that part of the head; transformers'
//     DeepseekV3Config sets head_dim to it), else head_dim, else hidden_size //
//     num_attention_heads;
//   original_max_position_embeddings: the top level's (Phi-3), else the rope object's, else
//     max_position_embeddings;
//   factor, attention_factor, beta_fast, beta_slow, mscale, mscale_all_dim, truncate,
//     low_freq_factor, high_freq_factor, short_factor, long_factor from the rope object;
//   alibi (Falcon's flag) and num_attention_heads for ALiBi models.
// Required: factor for linear, dynamic, yarn and llama3; low_freq_factor and high_freq_factor
// for llama3; short_factor and long_factor for longrope. Ranges: rope_theta > 1, factor ≥ 1,
// partial_rotary_factor in (0, 1], attention_factor > 0, beta_slow > 0, beta_fast ≥ beta_slow,
// mscale and mscale_all_dim ≥ 0, low_freq_factor > 0, high_freq_factor > low_freq_factor, the
// lengths whole numbers from 1 to 2^31, LongRoPE's lists one number > 0 per rotated pair, and
// head size × partial_rotary_factor an even number of at least 4 rotated dimensions.
// LongRoPE's short_mscale / long_mscale are not read: transformers' modeling_rope_utils.py does
// not use them.
class ModelConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(ModelConfigReader)

public:
    struct Result
    {
        ModelConfig config;
        QString error; // empty when the configuration was read
        bool ok() const { return error.isEmpty(); }
    };

    static Result read(const QByteArray &bytes, const QString &fileName);
    // Reads the file first; a missing or unreadable file, or one larger than
    // ModelConfig::maxFileSize, is an error like any other.
    static Result readFile(const QString &fileName);
    static QString cannotOpen(const QString &fileName, const QString &reason);
    static QString tooLarge(const QString &fileName, qint64 size);
};

} // namespace pe
