// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/ropemismatch.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

class QTextStream;

namespace pe {

// The command line's --rope-mismatch report: the same seeded q and k (RopeMismatch::seededVector,
// q from the seed, k from seed + 1) under a model's correct RoPE (the half pairing, as
// transformers pairs a checkpoint's rows) and under one mistake. For each position m = 0 … N − 1:
// the query at m scored against the key at 0 (distance m), correct and mistaken, their
// difference, and the total variation between the correct and the mistaken attention weights of
// the query at m over the keys 0 … m (RopeMismatch::totalVariation).
class RopeMismatchReport
{
    Q_DECLARE_TR_FUNCTIONS(RopeMismatchReport)

public:
    static constexpr int defaultPositions = 64;
    static constexpr int maxPositions = 1000; // the attention takes N²/2 scores
    static constexpr uint64_t defaultSeed = 1;

    // The mistakes by the names the command line takes: pairing, theta, bfloat16, float16,
    // double-scaling, offset (the query one position too far).
    struct Name
    {
        const char *name;
        RopeMismatch::Mistake mistake;
    };
    static const std::vector<Name> &names();
    static bool fromName(const QString &name, RopeMismatch::Mistake *mistake);
    static QString nameOf(RopeMismatch::Mistake mistake);
    static QStringList nameList();
    // The rope_theta the theta mistake uses: 10000 (transformers' default, what a port falls
    // back to), or 500000 (Llama 3's) for a model whose rope_theta is 10000.
    static double wrongTheta(double ropeTheta);

    struct Row
    {
        std::int64_t position = 0;
        double correct = 0;
        double mistaken = 0;
        double error = 0; // mistaken − correct
        double totalVariation = 0;
    };

    // model: the file the settings came from, or the sample's name.
    RopeMismatchReport(const RopeFrequencies &frequencies, RopeMismatch::Mistake mistake,
                       const QString &model, int positions, uint64_t seed);

    const std::vector<Row> &rows() const { return m_rows; }
    const std::vector<double> &query() const { return m_query; }
    const std::vector<double> &key() const { return m_key; }

    void writeText(QTextStream &out) const;
    // {"mistake", "model", "rope_type", "rope_theta", "wrong_theta" (theta only), "head_dim",
    //  "rotated_dims", "pairing", "context_length", "attention_factor", "seed", "query", "key",
    //  "positions", "correct_score", "mistaken_score", "score_error", "total_variation"}
    void writeJson(QTextStream &out) const;
    // position,correct_score,mistaken_score,score_error,total_variation
    void writeCsv(QTextStream &out) const;

private:
    QString description() const;

    RopeFrequencies m_frequencies;
    RopeMismatch::Mistake m_mistake;
    QString m_model;
    uint64_t m_seed;
    std::vector<double> m_query;
    std::vector<double> m_key;
    std::vector<Row> m_rows;
};

} // namespace pe
