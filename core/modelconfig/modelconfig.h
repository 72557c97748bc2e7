// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <optional>
#include <vector>

namespace pe {

// How a model turns its RoPE frequencies for long contexts: the rope_type (or type) of a Hugging
// Face config.json's rope_scaling / rope_parameters, as transformers' modeling_rope_utils.py
// names them.
enum class RopeType { Default, Linear, Dynamic, Yarn, LongRope, Llama3 };

const char *
ropeTypeName(RopeType type); // "default", "linear", "dynamic", "yarn", "longrope", "llama3"
bool ropeTypeFromName(const char *name, RopeType *type);

// The fields of a model's config.json that decide its positions, read and checked by
// ModelConfigReader, every absent field at transformers' default. A value type.
struct ModelConfig
{
    static constexpr qint64 maxFileSize = 1 << 20; // bytes; a config.json is a few kilobytes
    static constexpr int maxHeadDimension = 4096;
    static constexpr qint64 maxPositions = 1LL << 31; // max_position_embeddings and the like

    RopeType ropeType = RopeType::Default;
    double ropeTheta = 10000; // rope_theta (rotary_emb_base for GPT-NeoX): the base
    int headDimension = 0; // qk_rope_head_dim, head_dim, or hidden_size / num_attention_heads
    double partialRotaryFactor = 1; // partial_rotary_factor (rotary_pct for GPT-NeoX)
    int attentionHeads = 0; // num_attention_heads; 0 when the file does not say
    bool alibi = false; // "alibi": true (Falcon's key): ALiBi instead of RoPE
    qint64 maxPositionEmbeddings = 2048; // LlamaConfig's default
    // The pre-training length: the top-level field (Phi-3 writes it there), else the one in the
    // rope object, else max_position_embeddings, as transformers standardises it.
    qint64 originalMaxPositionEmbeddings = 2048;
    bool originalAtTopLevel = false; // LongRoPE then takes its factor from the two lengths
    std::optional<double> factor; // linear, dynamic, yarn, llama3 (required), longrope
    std::optional<double> attentionFactor; // yarn, longrope: given instead of computed
    double betaFast = 32; // yarn
    double betaSlow = 1; // yarn
    double mscale = 0; // yarn (DeepSeek); 0 as transformers treats an absent one
    double mscaleAllDim = 0; // yarn (DeepSeek)
    bool truncate = true; // yarn: round the ramp's ends to whole dimensions
    double lowFreqFactor = 1; // llama3
    double highFreqFactor = 4; // llama3
    std::vector<double> shortFactor; // longrope: one per rotated pair
    std::vector<double> longFactor; // longrope

    // int(head_dim × partial_rotary_factor) as Python computes it: the dimensions RoPE turns; the
    // rest of the head passes unrotated.
    int rotatedDimensions() const;
    int pairCount() const { return rotatedDimensions() / 2; }
    int unrotatedDimensions() const { return headDimension - rotatedDimensions(); }
    // The length the model was trained on, against which "unseen" angles are judged: the original
    // length for yarn, longrope and llama3, max_position_embeddings for the others.
    qint64 trainingLength() const;
};

} // namespace pe
