// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/attentionmodel.h"
#include "core/math/encoding.h"
#include "core/math/rotaryembedding.h"
#include "core/math/seededgenerator.h"
#include "core/training/trainingtask.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    // −a … a from the top 53 bits: an exact double, the same everywhere.
    double uniform(SeededGenerator *generator, double a)
    {
        const double unit = static_cast<double>(generator->next() >> 11) * 0x1.0p-53;
        return a * (2.0 * unit - 1.0);
    }

    void fillUniform(Tensor *t, SeededGenerator *generator, double a)
    {
        for (std::size_t k = 0; k < t->size(); ++k)
            (*t)[k] = uniform(generator, a);
    }

    // out = M · x (M rows × cols, x cols)
    void multiply(const Tensor &m, const double *x, double *out)
    {
        for (int r = 0; r < m.rows(); ++r) {
            const double *row = m.row(r);
            double sum = 0;
            for (int c = 0; c < m.cols(); ++c)
                sum += row[c] * x[c];
            out[r] = sum;
        }
    }

    // grad += a · xᵀ, and back += Mᵀ · a (back may be nullptr)
    void accumulate(const Tensor &m, const double *a, const double *x, double weight, Tensor *grad,
                    double *back)
    {
        for (int r = 0; r < m.rows(); ++r) {
            const double ar = a[r] * weight;
            double *g = grad->row(r);
            const double *row = m.row(r);
            for (int c = 0; c < m.cols(); ++c) {
                g[c] += ar * x[c];
                if (back)
                    back[c] += row[c] * a[r];
            }
        }
    }

    // The sum is taken in the given order of the terms (see AttentionModel::forward).
    void softmax(const std::vector<double> &in, const std::vector<int> &order,
                 std::vector<double> *out)
    {
        const double top = *std::max_element(in.begin(), in.end());
        double sum = 0;
        out->resize(in.size());
        for (std::size_t k = 0; k < in.size(); ++k)
            (*out)[k] = std::exp(in[k] - top);
        for (int k : order)
            sum += (*out)[static_cast<std::size_t>(k)];
        for (double &p : *out)
            p /= sum;
    }

    std::vector<int> naturalOrder(std::size_t count)
    {
        std::vector<int> order(count);
        for (std::size_t k = 0; k < count; ++k)
            order[k] = static_cast<int>(k);
        return order;
    }

} // namespace

AttentionModel::AttentionModel(PositionScheme scheme, int dimension, int vocabulary, int classes,
                               int learnedRows)
    : m_scheme(scheme)
    , m_dimension(dimension)
    , m_parameters(vocabulary, dimension, classes,
                   scheme == PositionScheme::Learned ? learnedRows : 0)
{
    const int positions = maxTokens + 1;
    if (scheme == PositionScheme::Sinusoidal)
        m_sinusoid = Encoding(dimension, positionBase).rows(0, positions);
    if (scheme == PositionScheme::Rope) {
        const RotaryEmbedding rope(dimension, positionBase, RopePairing::Interleaved);
        for (int p = 0; p < positions; ++p) {
            for (int i = 0; i < rope.pairCount(); ++i) {
                m_cos.push_back(std::cos(p * rope.theta(i)));
                m_sin.push_back(std::sin(p * rope.theta(i)));
            }
        }
    }
}

void AttentionModel::initialise(SeededGenerator *generator)
{
    // Variance 1/d for the square matrices keeps q·k and v of the order of x; embeddings and the
    // learned table start as large as the sinusoid's components.
    const double matrix = std::sqrt(3.0 / m_dimension);
    fillUniform(&m_parameters.embedding, generator, 1.0);
    fillUniform(&m_parameters.query, generator, matrix);
    fillUniform(&m_parameters.key, generator, matrix);
    fillUniform(&m_parameters.value, generator, matrix);
    fillUniform(&m_parameters.classifier, generator, matrix);
    m_parameters.bias.fill(0.0);
    fillUniform(&m_parameters.positions, generator, 1.0);
}

const double *AttentionModel::addedPosition(int position) const
{
    if (m_scheme == PositionScheme::Sinusoidal)
        return m_sinusoid.data() + static_cast<std::size_t>(position) * m_dimension;
    if (m_scheme == PositionScheme::Learned && position < m_parameters.positions.rows())
        return m_parameters.positions.row(position);
    return nullptr;
}

void AttentionModel::rotate(double *v, int position, bool inverse) const
{
    if (m_scheme != PositionScheme::Rope)
        return;
    const int pairs = m_dimension / 2;
    const double *c = m_cos.data() + static_cast<std::size_t>(position) * pairs;
    const double *s = m_sin.data() + static_cast<std::size_t>(position) * pairs;
    for (int i = 0; i < pairs; ++i) {
        const double sine = inverse ? -s[i] : s[i];
        const double a = v[2 * i];
        const double b = v[2 * i + 1];
        v[2 * i] = a * c[i] - b * sine;
        v[2 * i + 1] = a * sine + b * c[i];
    }
}

AttentionModel::Pass AttentionModel::forward(const std::vector<int> &tokens) const
{
    const int d = m_dimension;
    Pass pass;
    // The position tables end at maxTokens: a longer input is read up to there (every task keeps
    // within it; this only keeps a caller's mistake from reading past the tables).
    pass.length = std::min(static_cast<int>(tokens.size()), maxTokens) + 1;
    const int n = pass.length - 1; // the summary token's position
    const auto at
        = [d](std::vector<double> &v, int j) { return v.data() + static_cast<std::size_t>(j) * d; };
    pass.x.assign(static_cast<std::size_t>(pass.length) * d, 0.0);
    pass.k = pass.v = pass.x;
    for (int j = 0; j < pass.length; ++j) {
        const int token = j < n ? tokens[static_cast<std::size_t>(j)] : TrainingTask::summaryToken;
        const double *e = m_parameters.embedding.row(token);
        const double *p = addedPosition(j);
        double *x = at(pass.x, j);
        for (int c = 0; c < d; ++c)
            x[c] = e[c] + (p ? p[c] : 0.0);
        multiply(m_parameters.key, x, at(pass.k, j));
        rotate(at(pass.k, j), j, false);
        multiply(m_parameters.value, x, at(pass.v, j));
    }
    pass.q.assign(static_cast<std::size_t>(d), 0.0);
    multiply(m_parameters.query, at(pass.x, n), pass.q.data());
    rotate(pass.q.data(), n, false);

    const double scale = 1.0 / std::sqrt(static_cast<double>(d));
    std::vector<double> scores(static_cast<std::size_t>(pass.length));
    for (int j = 0; j < pass.length; ++j) {
        const double *k = at(pass.k, j);
        double dot = 0;
        for (int c = 0; c < d; ++c)
            dot += pass.q[static_cast<std::size_t>(c)] * k[c];
        scores[static_cast<std::size_t>(j)] = dot * scale;
    }
    // Without positions the two sums over j are sums over a bag of tokens; taking them in token
    // order (not in sentence order) makes every reordering give the same bits, not merely the
    // same number up to rounding, so the no-position model's twins tie exactly.
    std::vector<int> order = naturalOrder(static_cast<std::size_t>(pass.length));
    if (m_scheme == PositionScheme::None) {
        const auto tokenAt = [&](int j) {
            return j < n ? tokens[static_cast<std::size_t>(j)] : TrainingTask::summaryToken;
        };
        std::stable_sort(order.begin(), order.end(),
                         [&](int a, int b) { return tokenAt(a) < tokenAt(b); });
    }
    softmax(scores, order, &pass.attention);
    pass.summary.assign(at(pass.x, n), at(pass.x, n) + d);
    for (int j : order) {
        const double *v = at(pass.v, j);
        const double a = pass.attention[static_cast<std::size_t>(j)];
        for (int c = 0; c < d; ++c)
            pass.summary[static_cast<std::size_t>(c)] += a * v[c];
    }
    pass.logits.assign(static_cast<std::size_t>(classCount()), 0.0);
    multiply(m_parameters.classifier, pass.summary.data(), pass.logits.data());
    for (int k = 0; k < classCount(); ++k)
        pass.logits[static_cast<std::size_t>(k)] += m_parameters.bias[static_cast<std::size_t>(k)];
    softmax(pass.logits, naturalOrder(pass.logits.size()), &pass.probabilities);
    return pass;
}

double AttentionModel::loss(const Pass &pass, int label)
{
    const double top = *std::max_element(pass.logits.begin(), pass.logits.end());
    double sum = 0;
    for (double z : pass.logits)
        sum += std::exp(z - top);
    return top + std::log(sum) - pass.logits[static_cast<std::size_t>(label)];
}

int AttentionModel::predict(const std::vector<int> &tokens) const
{
    const Pass pass = forward(tokens);
    return static_cast<int>(std::max_element(pass.probabilities.begin(), pass.probabilities.end())
                            - pass.probabilities.begin());
}

void AttentionModel::backward(const std::vector<int> &tokens, const Pass &pass, int label,
                              double weight, ModelParameters *gradient) const
{
    const int d = m_dimension;
    const std::size_t ud = static_cast<std::size_t>(d);
    const int n = pass.length - 1;
    const auto at = [ud](const std::vector<double> &v, int j) {
        return v.data() + static_cast<std::size_t>(j) * ud;
    };
    // Gradients before the weight: dz = p − onehot(label), then down the formulas above.
    std::vector<double> dz(pass.probabilities);
    dz[static_cast<std::size_t>(label)] -= 1.0;
    std::vector<double> dh(ud, 0.0);
    accumulate(m_parameters.classifier, dz.data(), pass.summary.data(), weight,
               &gradient->classifier, dh.data());
    for (int k = 0; k < classCount(); ++k)
        gradient->bias[static_cast<std::size_t>(k)] += weight * dz[static_cast<std::size_t>(k)];

    std::vector<double> dx(static_cast<std::size_t>(pass.length) * ud, 0.0);
    double *dxn = dx.data() + static_cast<std::size_t>(n) * ud;
    for (std::size_t c = 0; c < ud; ++c)
        dxn[c] += dh[c]; // the residual
    // α_j: dα_j = v_j·dh; softmax: ds_j = α_j (dα_j − Σ α_k dα_k); s_j = q·k_j / √d.
    std::vector<double> dalpha(static_cast<std::size_t>(pass.length));
    double mean = 0;
    for (int j = 0; j < pass.length; ++j) {
        const double *v = at(pass.v, j);
        double dot = 0;
        for (std::size_t c = 0; c < ud; ++c)
            dot += v[c] * dh[c];
        dalpha[static_cast<std::size_t>(j)] = dot;
        mean += pass.attention[static_cast<std::size_t>(j)] * dot;
    }
    const double scale = 1.0 / std::sqrt(static_cast<double>(d));
    std::vector<double> dq(ud, 0.0);
    std::vector<double> dk(ud);
    std::vector<double> dv(ud);
    for (int j = 0; j < pass.length; ++j) {
        const double a = pass.attention[static_cast<std::size_t>(j)];
        const double ds = a * (dalpha[static_cast<std::size_t>(j)] - mean) * scale;
        const double *k = at(pass.k, j);
        for (std::size_t c = 0; c < ud; ++c) {
            dq[c] += ds * k[c];
            dk[c] = ds * pass.q[c];
            dv[c] = a * dh[c];
        }
        rotate(dk.data(), j, true); // k_j = R_j W_K x_j: back through Rᵀ
        const double *x = at(pass.x, j);
        double *dxj = dx.data() + static_cast<std::size_t>(j) * ud;
        accumulate(m_parameters.key, dk.data(), x, weight, &gradient->key, dxj);
        accumulate(m_parameters.value, dv.data(), x, weight, &gradient->value, dxj);
    }
    rotate(dq.data(), n, true);
    accumulate(m_parameters.query, dq.data(), at(pass.x, n), weight, &gradient->query, dxn);

    for (int j = 0; j < pass.length; ++j) {
        const int token = j < n ? tokens[static_cast<std::size_t>(j)] : TrainingTask::summaryToken;
        const double *g = dx.data() + static_cast<std::size_t>(j) * ud;
        double *e = gradient->embedding.row(token);
        const bool learned
            = m_scheme == PositionScheme::Learned && j < m_parameters.positions.rows();
        double *p = learned ? gradient->positions.row(j) : nullptr;
        for (std::size_t c = 0; c < ud; ++c) {
            e[c] += weight * g[c];
            if (p)
                p[c] += weight * g[c];
        }
    }
}

} // namespace pe
