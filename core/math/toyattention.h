// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <QStringList>

#include <cstdint>
#include <vector>

namespace pe {

// A one-head self-attention small enough to print: width 8, token embeddings and the matrices
// W_Q, W_K, W_V in tenths from -1.0 to 1.0, drawn from a SeededGenerator (fixed seed), so every
// build shows the same numbers. Column-vector convention: q = W_Q x, k = W_K x, v = W_V x; the
// score of query i for key j is q_i · k_j / √d, the weights are its softmax over j, and the
// output O_i is the weighted sum of the v_j. With positions on, x = E(token) + PE(place), the
// sinusoidal encoding of the same width d = 8.
class ToyAttention
{
public:
    static constexpr int width = 8;
    static constexpr uint64_t defaultSeed = 2017;
    using Vector = std::vector<double>;
    using Matrix = std::vector<Vector>; // rows

    struct Result
    {
        std::vector<Vector> inputs; // x_i
        std::vector<Vector> queries; // q_i
        std::vector<Vector> keys; // k_i
        std::vector<Vector> values; // v_i
        std::vector<Vector> scores; // scores[i][j] = q_i · k_j / √d
        std::vector<Vector> weights; // weights[i][j], each row sums to 1
        std::vector<Vector> outputs; // O_i = Σ_j weights[i][j] v_j
    };

    // The embeddings are drawn in vocabulary order after the three matrices.
    explicit ToyAttention(const QStringList &vocabulary, uint64_t seed = defaultSeed);

    uint64_t seed() const { return m_seed; }
    const QStringList &vocabulary() const { return m_vocabulary; }
    bool contains(const QString &token) const { return m_vocabulary.contains(token); }
    // The embedding E(token); token must be in the vocabulary.
    const Vector &embedding(const QString &token) const;
    const Matrix &queryWeights() const { return m_wq; }
    const Matrix &keyWeights() const { return m_wk; }
    const Matrix &valueWeights() const { return m_wv; }
    static Encoding encoding() { return Encoding(width); }

    // x_i = E(tokens[i]), plus PE(i) when withPositions.
    std::vector<Vector> inputs(const QStringList &tokens, bool withPositions) const;
    Result run(const QStringList &tokens, bool withPositions) const;

    static Vector multiply(const Matrix &m, const Vector &v);
    static double dot(const Vector &a, const Vector &b);
    static Vector add(const Vector &a, const Vector &b);
    static double distance(const Vector &a, const Vector &b);

private:
    uint64_t m_seed;
    QStringList m_vocabulary;
    std::vector<Vector> m_embeddings;
    Matrix m_wq;
    Matrix m_wk;
    Matrix m_wv;
};

} // namespace pe
