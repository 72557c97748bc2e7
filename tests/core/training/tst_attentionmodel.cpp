// SPDX-License-Identifier: GPL-3.0-or-later
// The training lab's model: its hand-written gradient against central differences for every
// number of every parameter tensor and every position scheme; the no-position invariance (the
// summary token's output is the same, bit for bit and so to 1e-12, for 你打我 and 我打你 and
// for random reorderings) and that each position scheme breaks it; an independent forward pass.
#include "core/math/encoding.h"
#include "core/math/seededgenerator.h"
#include "core/training/attentionmodel.h"
#include "core/training/trainer.h"
#include "core/training/trainingtask.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace pe;

Q_DECLARE_METATYPE(pe::PositionScheme)
Q_DECLARE_METATYPE(pe::TrainingTaskKind)

namespace {

double batchLoss(const AttentionModel &model, const std::vector<TrainingExample> &batch)
{
    double sum = 0;
    for (const TrainingExample &e : batch)
        sum += AttentionModel::loss(model.forward(e.tokens), e.label) / double(batch.size());
    return sum;
}

int tokenIndex(const TrainingTask &task, const char *utf8)
{
    return int(task.tokens().indexOf(QString::fromUtf8(utf8)));
}

double maxDifference(const std::vector<double> &a, const std::vector<double> &b)
{
    double worst = 0;
    for (std::size_t k = 0; k < a.size(); ++k)
        worst = std::max(worst, std::abs(a[k] - b[k]));
    return worst;
}

} // namespace

class TestAttentionModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gradientMatchesFiniteDifferences_data();
    void gradientMatchesFiniteDifferences();
    void forwardMatchesBruteForce_data();
    void forwardMatchesBruteForce();
    void noPositionsIgnoresOrder();
    void noPositionsIgnoresRandomReorderings();
    void positionsSeeOrder_data();
    void positionsSeeOrder();
    void learnedTableHasNoRowBeyondTraining();
    void inputBeyondTheLimitIsCut();
};

void TestAttentionModel::gradientMatchesFiniteDifferences_data()
{
    QTest::addColumn<PositionScheme>("scheme");
    QTest::addColumn<TrainingTaskKind>("kind");
    for (PositionScheme s : { PositionScheme::None, PositionScheme::Sinusoidal,
                              PositionScheme::Learned, PositionScheme::Rope }) {
        for (TrainingTaskKind k : { TrainingTaskKind::WhoHits, TrainingTaskKind::Longer })
            QTest::addRow("%s %s", positionSchemeName(s), trainingTaskName(k)) << s << k;
    }
}

void TestAttentionModel::gradientMatchesFiniteDifferences()
{
    QFETCH(PositionScheme, scheme);
    QFETCH(TrainingTaskKind, kind);
    const TrainingTask task = TrainingTask::make(kind, 7, 4);
    const int d = 8;
    AttentionModel model(scheme, d, int(task.tokens().size()), int(task.classes().size()),
                         task.longestTrainInput() + 1);
    SeededGenerator generator(11);
    model.initialise(&generator);
    // Not a fresh start alone: a bias away from zero, so that its gradient is not the trivial one.
    for (std::size_t k = 0; k < model.parameters().bias.size(); ++k)
        model.parameters().bias[k] = 0.1 * double(k % 3) - 0.1;
    // Training examples with different labels and a test example (longer: past the table).
    std::vector<TrainingExample> batch = { task.train()[0], task.train()[1],
                                           task.train()[task.train().size() / 2], task.test()[3] };
    ModelParameters gradient = model.parameters().zeros();
    for (const TrainingExample &e : batch)
        model.backward(e.tokens, model.forward(e.tokens), e.label, 1.0 / double(batch.size()),
                       &gradient);

    const double h = 1e-5;
    int checked = 0;
    for (int t = 0; t < ModelParameters::tensorCount; ++t) {
        Tensor &theta = model.parameters().tensor(t);
        const Tensor &g = gradient.tensor(t);
        QCOMPARE(g.size(), theta.size());
        if (t == 6) // the learned table exists for Learned alone
            QCOMPARE(theta.isEmpty(), scheme != PositionScheme::Learned);
        double largest = 0;
        for (std::size_t k = 0; k < theta.size(); ++k) {
            const double saved = theta[k];
            theta[k] = saved + h;
            const double up = batchLoss(model, batch);
            theta[k] = saved - h;
            const double down = batchLoss(model, batch);
            theta[k] = saved;
            const double numeric = (up - down) / (2 * h);
            const double scale = std::max(1e-6, std::abs(numeric) + std::abs(g[k]));
            if (std::abs(numeric - g[k]) / scale > 1e-5 && std::abs(numeric - g[k]) > 1e-9)
                QFAIL(qPrintable(QStringLiteral("%1[%2]: analytic %3, numeric %4")
                                     .arg(QLatin1String(ModelParameters::tensorName(t)))
                                     .arg(k)
                                     .arg(g[k], 0, 'g', 12)
                                     .arg(numeric, 0, 'g', 12)));
            largest = std::max(largest, std::abs(g[k]));
            ++checked;
        }
        // Every tensor takes part: a gradient that is zero everywhere would check nothing.
        if (!theta.isEmpty())
            QVERIFY2(largest > 1e-4, ModelParameters::tensorName(t));
    }
    QCOMPARE(std::size_t(checked), model.parameters().size());
}

void TestAttentionModel::forwardMatchesBruteForce_data()
{
    QTest::addColumn<PositionScheme>("scheme");
    for (PositionScheme s : { PositionScheme::None, PositionScheme::Sinusoidal,
                              PositionScheme::Learned, PositionScheme::Rope })
        QTest::addRow("%s", positionSchemeName(s)) << s;
}

// The formulas of attentionmodel.h computed again, plainly: the encoding from Encoding::value,
// RoPE's rotation by cos and sin of m·base^(−2i/d), every score and the softmax by hand.
void TestAttentionModel::forwardMatchesBruteForce()
{
    QFETCH(PositionScheme, scheme);
    const TrainingTask task = TrainingTask::make(TrainingTaskKind::WhichFirst, 3);
    const int d = 8;
    AttentionModel model(scheme, d, int(task.tokens().size()), int(task.classes().size()),
                         task.longestTrainInput() + 1);
    SeededGenerator generator(5);
    model.initialise(&generator);
    const ModelParameters &w = model.parameters();
    const TrainingExample &e = task.test()[0];
    std::vector<int> tokens = e.tokens;
    tokens.push_back(TrainingTask::summaryToken);
    const int n = int(tokens.size());
    const Encoding encoding(d, AttentionModel::positionBase);
    auto rotated = [&](std::vector<double> v, int m) {
        if (scheme != PositionScheme::Rope)
            return v;
        for (int i = 0; i < d / 2; ++i) {
            const double a = m * std::pow(AttentionModel::positionBase, -2.0 * i / d);
            const double x = v[2 * i], y = v[2 * i + 1];
            v[2 * i] = x * std::cos(a) - y * std::sin(a);
            v[2 * i + 1] = x * std::sin(a) + y * std::cos(a);
        }
        return v;
    };
    auto times = [&](const Tensor &m, const std::vector<double> &x) {
        std::vector<double> out(static_cast<std::size_t>(m.rows()), 0.0);
        for (int r = 0; r < m.rows(); ++r)
            for (int c = 0; c < m.cols(); ++c)
                out[std::size_t(r)] += m.at(r, c) * x[std::size_t(c)];
        return out;
    };
    std::vector<std::vector<double>> x(static_cast<std::size_t>(n),
                                       std::vector<double>(static_cast<std::size_t>(d)));
    for (int j = 0; j < n; ++j)
        for (int c = 0; c < d; ++c) {
            double p = 0;
            if (scheme == PositionScheme::Sinusoidal)
                p = encoding.value(j, c);
            if (scheme == PositionScheme::Learned)
                p = w.positions.at(j, c);
            x[std::size_t(j)][std::size_t(c)] = w.embedding.at(tokens[std::size_t(j)], c) + p;
        }
    const std::vector<double> q = rotated(times(w.query, x.back()), n - 1);
    std::vector<double> score(static_cast<std::size_t>(n));
    double total = 0;
    for (int j = 0; j < n; ++j) {
        const std::vector<double> k = rotated(times(w.key, x[std::size_t(j)]), j);
        double dot = 0;
        for (int c = 0; c < d; ++c)
            dot += q[std::size_t(c)] * k[std::size_t(c)];
        score[std::size_t(j)] = std::exp(dot / std::sqrt(double(d)));
        total += score[std::size_t(j)];
    }
    std::vector<double> h = x.back();
    for (int j = 0; j < n; ++j) {
        const std::vector<double> v = times(w.value, x[std::size_t(j)]);
        for (int c = 0; c < d; ++c)
            h[std::size_t(c)] += score[std::size_t(j)] / total * v[std::size_t(c)];
    }
    const AttentionModel::Pass pass = model.forward(e.tokens);
    QCOMPARE(pass.length, n);
    for (int j = 0; j < n; ++j)
        QVERIFY(std::abs(pass.attention[std::size_t(j)] - score[std::size_t(j)] / total) < 1e-12);
    QVERIFY(maxDifference(pass.summary, h) < 1e-12);
    std::vector<double> z = times(w.classifier, h);
    double zsum = 0;
    for (std::size_t k = 0; k < z.size(); ++k)
        zsum += std::exp(z[k] + w.bias[k]);
    for (std::size_t k = 0; k < z.size(); ++k)
        QVERIFY(std::abs(pass.probabilities[k] - std::exp(z[k] + w.bias[k]) / zsum) < 1e-12);
    QVERIFY(std::abs(
                AttentionModel::loss(pass, e.label)
                + std::log(std::exp(z[std::size_t(e.label)] + w.bias[std::size_t(e.label)]) / zsum))
            < 1e-12);
}

// 你打我 and 我打你: the same bag of tokens. A trained no-position model gives the summary token
// the same output for both, so it gives both the same answer.
void TestAttentionModel::noPositionsIgnoresOrder()
{
    TrainingSettings s;
    s.scheme = PositionScheme::None;
    Trainer trainer(s);
    trainer.run();
    const TrainingTask &task = trainer.task();
    const int ni = tokenIndex(task, "你"), wo = tokenIndex(task, "我"), da = tokenIndex(task, "打");
    QVERIFY(ni > 0 && wo > 0 && da > 0);
    const AttentionModel::Pass a = trainer.model().forward({ ni, da, wo });
    const AttentionModel::Pass b = trainer.model().forward({ wo, da, ni });
    QVERIFY(maxDifference(a.summary, b.summary) <= 1e-12);
    QVERIFY(a.summary == b.summary); // and in fact bit for bit
    QVERIFY(a.probabilities == b.probabilities);
    QCOMPARE(trainer.model().predict({ ni, da, wo }), trainer.model().predict({ wo, da, ni }));
}

void TestAttentionModel::noPositionsIgnoresRandomReorderings()
{
    const TrainingTask task = TrainingTask::make(TrainingTaskKind::Longer, 2, 16);
    AttentionModel model(PositionScheme::None, 16, int(task.tokens().size()),
                         int(task.classes().size()), 17);
    SeededGenerator generator(9);
    model.initialise(&generator);
    int tested = 0;
    for (std::size_t k = 0; k < task.test().size(); k += 7) {
        std::vector<int> tokens = task.test()[k].tokens;
        const AttentionModel::Pass first = model.forward(tokens);
        for (int round = 0; round < 5; ++round) {
            for (int i = int(tokens.size()) - 1; i > 0; --i)
                std::swap(tokens[std::size_t(i)], tokens[std::size_t(generator.between(0, i))]);
            const AttentionModel::Pass again = model.forward(tokens);
            QVERIFY(maxDifference(first.summary, again.summary) <= 1e-12);
            QVERIFY(first.probabilities == again.probabilities);
            ++tested;
        }
    }
    QVERIFY(tested >= 100);
}

void TestAttentionModel::positionsSeeOrder_data()
{
    QTest::addColumn<PositionScheme>("scheme");
    for (PositionScheme s :
         { PositionScheme::Sinusoidal, PositionScheme::Learned, PositionScheme::Rope })
        QTest::addRow("%s", positionSchemeName(s)) << s;
}

// The invariance above is the absence of positions, not a property of every model: with any
// scheme the twins' outputs differ even before training.
void TestAttentionModel::positionsSeeOrder()
{
    QFETCH(PositionScheme, scheme);
    const TrainingTask task = TrainingTask::make(TrainingTaskKind::WhoHits, 1);
    AttentionModel model(scheme, 16, int(task.tokens().size()), int(task.classes().size()), 4);
    SeededGenerator generator(1);
    model.initialise(&generator);
    const int ni = tokenIndex(task, "你"), wo = tokenIndex(task, "我"), da = tokenIndex(task, "打");
    QVERIFY(
        maxDifference(model.forward({ ni, da, wo }).summary, model.forward({ wo, da, ni }).summary)
        > 1e-3);
}

// Learned: positions past the table get nothing added, so a long input's late tokens look alike.
void TestAttentionModel::learnedTableHasNoRowBeyondTraining()
{
    const TrainingTask task = TrainingTask::make(TrainingTaskKind::Longer, 1, 4);
    QCOMPARE(task.longestTrainInput(), 4);
    AttentionModel model(PositionScheme::Learned, 8, int(task.tokens().size()),
                         int(task.classes().size()), task.longestTrainInput() + 1);
    QCOMPARE(model.parameters().positions.rows(), 5);
    SeededGenerator generator(1);
    model.initialise(&generator);
    // Positions 6 and 7 of an 8-token input: swapping two tokens there changes nothing.
    std::vector<int> a = { 1, 1, 1, 1, 1, 1, 2, 3 };
    std::vector<int> b = { 1, 1, 1, 1, 1, 1, 3, 2 };
    QVERIFY(model.forward(a).summary == model.forward(b).summary);
    // Within the table it does.
    std::vector<int> c = { 2, 3, 1, 1, 1, 1, 1, 1 };
    std::vector<int> e = { 3, 2, 1, 1, 1, 1, 1, 1 };
    QVERIFY(maxDifference(model.forward(c).summary, model.forward(e).summary) > 1e-3);
}

// More than maxTokens tokens: read up to the limit, never past the position tables.
void TestAttentionModel::inputBeyondTheLimitIsCut()
{
    const TrainingTask task = TrainingTask::make(TrainingTaskKind::WhichFirst, 1);
    for (PositionScheme scheme : { PositionScheme::Sinusoidal, PositionScheme::Rope }) {
        AttentionModel model(scheme, 8, int(task.tokens().size()), int(task.classes().size()), 9);
        SeededGenerator generator(1);
        model.initialise(&generator);
        std::vector<int> tokens(40, 1);
        tokens[3] = 2;
        const AttentionModel::Pass pass = model.forward(tokens);
        QCOMPARE(pass.length, AttentionModel::maxTokens + 1);
        tokens.resize(std::size_t(AttentionModel::maxTokens));
        QVERIFY(model.forward(tokens).summary == pass.summary);
    }
}

QTEST_APPLESS_MAIN(TestAttentionModel)
#include "tst_attentionmodel.moc"
