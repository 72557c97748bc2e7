// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/toyattention.h"

#include "core/math/seededgenerator.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    constexpr int limit = 10; // tenths: -1.0 … 1.0

    ToyAttention::Vector drawVector(SeededGenerator &generator)
    {
        ToyAttention::Vector v(ToyAttention::width);
        for (double &x : v)
            x = generator.tenths(limit);
        return v;
    }

    ToyAttention::Matrix drawMatrix(SeededGenerator &generator)
    {
        ToyAttention::Matrix m(ToyAttention::width);
        for (ToyAttention::Vector &row : m)
            row = drawVector(generator);
        return m;
    }

} // namespace

ToyAttention::ToyAttention(const QStringList &vocabulary, uint64_t seed)
    : m_seed(seed)
    , m_vocabulary(vocabulary)
{
    SeededGenerator generator(seed);
    m_wq = drawMatrix(generator);
    m_wk = drawMatrix(generator);
    m_wv = drawMatrix(generator);
    for (qsizetype k = 0; k < vocabulary.size(); ++k)
        m_embeddings.push_back(drawVector(generator));
}

const ToyAttention::Vector &ToyAttention::embedding(const QString &token) const
{
    const qsizetype index = m_vocabulary.indexOf(token);
    return m_embeddings.at(static_cast<size_t>(std::max<qsizetype>(index, 0)));
}

std::vector<ToyAttention::Vector> ToyAttention::inputs(const QStringList &tokens,
                                                       bool withPositions) const
{
    const Encoding pe = encoding();
    std::vector<Vector> out;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        Vector x = embedding(tokens.at(i));
        if (withPositions)
            x = add(x, pe.vector(static_cast<double>(i)));
        out.push_back(x);
    }
    return out;
}

ToyAttention::Result ToyAttention::run(const QStringList &tokens, bool withPositions) const
{
    Result r;
    r.inputs = inputs(tokens, withPositions);
    for (const Vector &x : r.inputs) {
        r.queries.push_back(multiply(m_wq, x));
        r.keys.push_back(multiply(m_wk, x));
        r.values.push_back(multiply(m_wv, x));
    }
    const double scale = 1.0 / std::sqrt(static_cast<double>(width));
    const size_t n = r.inputs.size();
    for (size_t i = 0; i < n; ++i) {
        Vector scores(n);
        for (size_t j = 0; j < n; ++j)
            scores[j] = dot(r.queries[i], r.keys[j]) * scale;
        // Softmax, shifted by the largest score so that exp never overflows.
        const double top = *std::max_element(scores.begin(), scores.end());
        Vector weights(n);
        double sum = 0;
        for (size_t j = 0; j < n; ++j) {
            weights[j] = std::exp(scores[j] - top);
            sum += weights[j];
        }
        Vector output(width, 0.0);
        for (size_t j = 0; j < n; ++j) {
            weights[j] /= sum;
            for (int c = 0; c < width; ++c)
                output[static_cast<size_t>(c)] += weights[j] * r.values[j][static_cast<size_t>(c)];
        }
        r.scores.push_back(scores);
        r.weights.push_back(weights);
        r.outputs.push_back(output);
    }
    return r;
}

ToyAttention::Vector ToyAttention::multiply(const Matrix &m, const Vector &v)
{
    Vector out(m.size(), 0.0);
    for (size_t r = 0; r < m.size(); ++r)
        out[r] = dot(m[r], v);
    return out;
}

double ToyAttention::dot(const Vector &a, const Vector &b)
{
    double sum = 0;
    for (size_t k = 0; k < a.size() && k < b.size(); ++k)
        sum += a[k] * b[k];
    return sum;
}

ToyAttention::Vector ToyAttention::add(const Vector &a, const Vector &b)
{
    Vector out(a);
    for (size_t k = 0; k < out.size() && k < b.size(); ++k)
        out[k] += b[k];
    return out;
}

double ToyAttention::distance(const Vector &a, const Vector &b)
{
    double sum = 0;
    for (size_t k = 0; k < a.size() && k < b.size(); ++k)
        sum += (a[k] - b[k]) * (a[k] - b[k]);
    return std::sqrt(sum);
}

} // namespace pe
