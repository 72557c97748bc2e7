// SPDX-License-Identifier: GPL-3.0-or-later
// The Your model view: every sample loads and names its source; the table's values match a
// brute-force computation here (θᵢ written out, the largest training angle found by walking the
// positions); a refused file or context length keeps the model shown; the mismatch lab's data
// follow the core (an offset on both q and k changes no score, another pairing or theta for both
// changes none at distance 0); the permutation check line; typed q and k; an ALiBi file; what
// --render model --model-config FILE --context N gives the view; a language change retranslates.
#include "core/modelconfig/modelconfigreader.h"
#include "core/modelconfig/modelsamples.h"
#include "core/modelconfig/modelsource.h"
#include "core/modelconfig/ropepermutation.h"
#include "core/text/format.h"
#include "tests/brackettranslator.h"
#include "ui/common/checkedspinbox.h"
#include "ui/modelview/mismatchlab.h"
#include "ui/modelview/mismatchplot.h"
#include "ui/modelview/modelpairtable.h"
#include "ui/modelview/modelview.h"
#include "ui/window/viewregistry.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace pe;
using Mistake = RopeMismatch::Mistake;

class TestModelView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void loadsEverySample();
    void tableMatchesBruteForce_data();
    void tableMatchesBruteForce();
    void refusalsKeepThePreviousModel();
    void contextLength();
    void labFollowsTheCore();
    void permutationLine();
    void typedVectors();
    void alibiHasNoPairs();
    void renderTakesTheCommandLinesModel();
    void retranslates();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

namespace {

constexpr double twoPi = 6.283185307179586476925286766559;

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

} // namespace

QString TestModelView::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

void TestModelView::loadsEverySample()
{
    ModelView view;
    QCOMPARE(view.source(), ModelSamples::resourcePath(ModelView::defaultSample));
    QCOMPARE(view.sampleBox()->count(), int(ModelSamples::all().size()));
    for (const ModelSamples::Sample &s : ModelSamples::all()) {
        QVERIFY2(view.loadSample(s.id), s.id);
        QCOMPARE(view.source(), ModelSamples::resourcePath(s.id));
        QCOMPARE(view.sampleBox()->currentText(),
                 QStringLiteral("%1 (sample)").arg(QString::fromUtf8(s.model)));
        const ModelConfig &c = view.config();
        QCOMPARE(view.contextLength(), c.maxPositionEmbeddings);
        QVERIFY(view.frequencies());
        QCOMPARE(view.table()->rowCount(), c.pairCount() + (c.unrotatedDimensions() > 0 ? 1 : 0));
        const ModelSource source = ModelSource::fromFile(view.source());
        QVERIFY2(view.sourceText().contains(source.model), s.id);
        QVERIFY2(view.sourceText().contains(source.published), s.id);
        // How it was read is the file's English note: in the tooltip, not in the translated line.
        const QLabel *line = view.findChild<QLabel *>(QStringLiteral("modelSource"));
        QVERIFY(line);
        QVERIFY2(line->toolTip().contains(source.readFrom), s.id);
        QVERIFY2(!line->text().contains(source.readFrom), s.id);
        QVERIFY2(!view.summary().isEmpty(), s.id);
        QVERIFY(view.message().isEmpty());
    }
    // Choosing in the chooser loads the sample.
    Q_EMIT view.sampleBox()->activated(0);
    QCOMPARE(view.source(), ModelSamples::resourcePath(ModelSamples::all().front().id));
    // The words for llama3: long wavelengths slowed by 8, short kept.
    QVERIFY(view.loadSample("llama-3.1-8b"));
    QVERIFY2(view.summary().contains(QLatin1String("slowed by 8")), qPrintable(view.summary()));
    QVERIFY(view.summary().contains(QLatin1String("over 8192 positions")));
    QVERIFY(view.summary().contains(QLatin1String("under 2048 positions")));
    QVERIFY(view.loadSample("phi-2"));
    QVERIFY2(view.summary().contains(QLatin1String("32 of the head's 80 dimensions")),
             qPrintable(view.summary()));
    QVERIFY(view.table()->isUnrotatedRow(16));
}

void TestModelView::tableMatchesBruteForce_data()
{
    QTest::addColumn<QByteArray>("model");
    QTest::addColumn<qint64>("context");
    for (const ModelSamples::Sample &s : ModelSamples::all())
        for (const qint64 context : { qint64(1000), qint64(4096), qint64(100000) })
            QTest::addRow("%s at %lld", s.id, context) << QByteArray(s.id) << context;
}

void TestModelView::tableMatchesBruteForce()
{
    QFETCH(QByteArray, model);
    QFETCH(qint64, context);
    ModelView view;
    QVERIFY(view.loadSample(model.constData()));
    QVERIFY(view.setContextLength(context));
    const ModelConfig &c = view.config();
    const ModelPairTable *table = view.table();
    const int d = c.rotatedDimensions();
    const qint64 training = c.trainingLength();
    int unseenRows = 0;
    for (int i = 0; i < c.pairCount(); ++i) {
        const double theta = 1.0 / std::pow(c.ropeTheta, 2.0 * i / d); // before any scaling
        double used = table->value(i, ModelPairTable::FrequencyColumn);
        // The scaled frequency written out for the types with a closed form.
        if (c.ropeType == RopeType::Default)
            QVERIFY(near(used, theta));
        if (c.ropeType == RopeType::Linear)
            QVERIFY(near(used, theta / *c.factor));
        if (c.ropeType == RopeType::Llama3) {
            const double wavelength = twoPi / theta;
            const double low = double(c.originalMaxPositionEmbeddings) / c.lowFreqFactor;
            const double high = double(c.originalMaxPositionEmbeddings) / c.highFreqFactor;
            const double s
                = (double(c.originalMaxPositionEmbeddings) / wavelength - c.lowFreqFactor)
                / (c.highFreqFactor - c.lowFreqFactor);
            const double expected = wavelength > low ? theta / *c.factor
                : wavelength < high                  ? theta
                                                     : (1 - s) * theta / *c.factor + s * theta;
            QVERIFY(near(used, expected));
        }
        QVERIFY(near(table->value(i, ModelPairTable::WavelengthColumn), twoPi / used));
        QVERIFY(near(table->value(i, ModelPairTable::WavelengthRatioColumn),
                     twoPi / used / double(context)));
        QVERIFY(near(table->value(i, ModelPairTable::FactorColumn), theta / used));
        QVERIFY(near(table->value(i, ModelPairTable::AttentionColumn),
                     view.frequencies()->attentionFactor()));
        // Unseen, by walking: the largest angle training reached (positions 0 … L, as
        // RopeFrequencies counts them) and whether it ever reached a full turn.
        double largest = 0;
        bool fullTurn = false;
        for (qint64 p = 0; p <= training && !fullTurn; p += std::max<qint64>(1, training / 4096)) {
            largest = std::max(largest, double(p) * theta);
            fullTurn = largest >= twoPi;
        }
        largest = std::max(largest, double(training) * theta);
        fullTurn = fullTurn || largest >= twoPi;
        const bool unseen = !fullTurn && double(context) * used > largest * (1 + 1e-12);
        const QModelIndex cell = table->index(i, ModelPairTable::UnseenColumn);
        QCOMPARE(table->data(cell).toString(),
                 unseen ? QStringLiteral("yes") : QStringLiteral("no"));
        unseenRows += unseen ? 1 : 0;
        // Every number shown is the unrounded value to 6 decimals.
        for (int column : { ModelPairTable::FrequencyColumn, ModelPairTable::WavelengthColumn,
                            ModelPairTable::WavelengthRatioColumn, ModelPairTable::FactorColumn,
                            ModelPairTable::AttentionColumn })
            QCOMPARE(table->data(table->index(i, column)).toString(),
                     formatDisplay(table->value(i, column)));
    }
    if (unseenRows == 0)
        QVERIFY(view.summary().contains(QLatin1String("no pair meets")));
    else
        QVERIFY2(view.summary().contains(
                     QStringLiteral("%1 of the %2 pairs").arg(unseenRows).arg(c.pairCount())),
                 qPrintable(view.summary()));
}

void TestModelView::refusalsKeepThePreviousModel()
{
    ModelView view;
    QVERIFY(view.loadSample("phi-2"));
    const QString before = view.source();
    const int rows = view.table()->rowCount();
    const QStringList files {
        write(QStringLiteral("broken.json"), "{ not json"),
        write(QStringLiteral("theta.json"), R"({"head_dim": 64, "rope_theta": 0.5})"),
        write(QStringLiteral("llama3.json"),
              R"({"head_dim": 64, "rope_scaling": {"rope_type": "llama3"}})"),
        m_dir.filePath(QStringLiteral("missing.json")),
    };
    auto *message = view.findChild<QLabel *>(QStringLiteral("modelMessage"));
    QVERIFY(message);
    for (const QString &file : files) {
        QVERIFY2(!view.loadFile(file), qPrintable(file));
        QCOMPARE(view.message(), ModelConfigReader::readFile(file).error);
        QVERIFY(!view.message().contains(QLatin1Char('\n')));
        QCOMPARE(message->text(), view.message());
        QCOMPARE(view.source(), before);
        QCOMPARE(view.table()->rowCount(), rows);
        QCOMPARE(view.sampleBox()->currentText(), QStringLiteral("Phi-2 (sample)"));
    }
    // A file that reads is taken, named in the chooser, and the message goes.
    const QString good = write(QStringLiteral("config.json"),
                               R"({"head_dim": 64, "max_position_embeddings": 4096})");
    QVERIFY(view.loadFile(good));
    QCOMPARE(view.source(), good);
    QVERIFY(view.message().isEmpty());
    QCOMPARE(view.sampleBox()->currentText(), QStringLiteral("File: config.json"));
    QCOMPARE(view.table()->rowCount(), 32);
    QVERIFY(view.sourceText().contains(QLatin1String("config.json")));
}

void TestModelView::contextLength()
{
    ModelView view;
    QVERIFY(view.loadSample("llama-2-7b")); // trained on 4096
    CheckedSpinBox *field = view.contextField();
    QCOMPARE(field->number(), 4096.0);
    QVERIFY(view.summary().contains(QLatin1String("no pair meets")));
    field->findChild<QLineEdit *>()->setText(QStringLiteral("16384"));
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(view.contextLength(), qint64(16384));
    QVERIFY(!view.summary().contains(QLatin1String("no pair meets")));
    for (const char *refused : { "0", "2147483649", "12.5", "many" }) {
        field->findChild<QLineEdit *>()->setText(QString::fromLatin1(refused));
        QTest::keyClick(field, Qt::Key_Return);
        QCOMPARE(view.contextLength(), qint64(16384));
        QVERIFY2(view.message().contains(QLatin1String("whole number from 1 to 2147483648")),
                 qPrintable(view.message()));
    }
    QVERIFY(!view.setContextLength(0));
    QVERIFY(view.setContextLength(ModelConfig::maxPositions));
    QVERIFY(view.message().isEmpty());
}

void TestModelView::labFollowsTheCore()
{
    ModelView view;
    QVERIFY(view.loadSample("llama-3.1-8b"));
    MismatchLab *lab = view.lab();
    const RopeFrequencies &f = *view.frequencies();
    for (const Mistake mistake :
         { Mistake::OtherPairing, Mistake::WrongTheta, Mistake::Bfloat16Angles,
           Mistake::Float16Angles, Mistake::ScalingTwice, Mistake::QueryOffByOne,
           Mistake::KeyOffByOne }) {
        lab->setMistake(mistake);
        lab->recomputeNow();
        const std::vector<double> q = lab->query();
        const std::vector<double> k = lab->key();
        QCOMPARE(q, RopeMismatch::seededVector(lab->seed(), 128));
        QCOMPARE(k, RopeMismatch::seededVector(lab->seed() + 1, 128));
        const RopeMismatch core(f, RopePairing::Half, mistake, lab->wrongTheta());
        const MismatchCurves expected(core, q, k, lab->positions());
        QCOMPARE(lab->curves()->scores().size(), expected.scores().size());
        for (std::size_t i = 0; i < expected.scores().size(); ++i)
            QCOMPARE(lab->curves()->scores()[i].error, expected.scores()[i].error);
        for (std::size_t i = 0; i < expected.attention().size(); ++i)
            QCOMPARE(lab->curves()->attention()[i].totalVariation,
                     expected.attention()[i].totalVariation);
        QCOMPARE(lab->plot()->curves(), lab->curves());
        // The same pairing or theta for q and k alike: nothing changes at distance 0.
        if (mistake == Mistake::OtherPairing || mistake == Mistake::WrongTheta)
            QVERIFY(std::abs(lab->curves()->scores().front().error) <= 1e-9);
        // An offset on both q and k changes no RoPE score.
        for (const qint64 m : { qint64(0), qint64(7), qint64(255) })
            for (const qint64 n : { qint64(0), qint64(3), qint64(200) })
                QVERIFY(std::abs(core.correctRotation().score(q, k, double(m + 1), double(n + 1))
                                 - core.correctScore(q, k, m, n))
                        <= 1e-9);
        QVERIFY(lab->summary().contains(formatDisplay(lab->curves()->largestError())));
    }
    // Off by one moves the attention early: "fine for a few tokens" is not what it does.
    QVERIFY(lab->curves()->largestError() > 0.01);
    auto *positions = lab->findChild<CheckedSpinBox *>(QStringLiteral("labPositionsSpin"));
    positions->setValue(64);
    lab->recomputeNow();
    QCOMPARE(lab->curves()->positions(), qint64(64));
}

void TestModelView::permutationLine()
{
    ModelView view;
    for (const char *id : { "llama-3.1-8b", "phi-2", "deepseek-v3" }) {
        QVERIFY(view.loadSample(id));
        MismatchLab *lab = view.lab();
        lab->recomputeNow();
        const double expected = RopePermutation::check(*view.frequencies(), lab->seed(),
                                                       MismatchLab::permutationInputs,
                                                       MismatchLab::permutationPositions);
        QCOMPARE(lab->permutationDifference(), expected);
        QVERIFY(expected < 1e-9);
        auto *line = lab->findChild<QLabel *>(QStringLiteral("permutationCheck"));
        QCOMPARE(line->text(), lab->permutationText());
        QVERIFY2(line->text().contains(QLatin1String("give the same scores")),
                 qPrintable(line->text()));
        QVERIFY(line->text().contains(QStringLiteral("positions 0–15")));
        QVERIFY(!line->text().contains(QLatin1String("e-"))); // a real minus sign
    }
}

void TestModelView::typedVectors()
{
    ModelView view;
    QVERIFY(view.loadSample("phi-2")); // head_dim 80
    MismatchLab *lab = view.lab();
    auto *q = lab->findChild<QLineEdit *>(QStringLiteral("queryEdit"));
    q->setText(QStringLiteral("1, 2, 3"));
    Q_EMIT q->editingFinished();
    lab->recomputeNow();
    auto *message = lab->findChild<QLabel *>(QStringLiteral("labMessage"));
    QVERIFY2(message->text().contains(QLatin1String("give 80 numbers")),
             qPrintable(message->text()));
    QCOMPARE(lab->query(), RopeMismatch::seededVector(lab->seed(), 80));
    QStringList numbers;
    std::vector<double> typed;
    for (int i = 0; i < 80; ++i) {
        numbers << QString::number(i % 7 - 3);
        typed.push_back(i % 7 - 3);
    }
    q->setText(numbers.join(QLatin1Char(' ')));
    Q_EMIT q->editingFinished();
    lab->recomputeNow();
    QCOMPARE(lab->query(), typed);
    QVERIFY(message->text().isEmpty());
}

void TestModelView::alibiHasNoPairs()
{
    ModelView view;
    const QString file
        = write(QStringLiteral("falcon.json"),
                R"({"alibi": true, "hidden_size": 4544, "num_attention_heads": 71})");
    QVERIFY2(view.loadFile(file), qPrintable(view.message()));
    QCOMPARE(view.frequencies(), nullptr);
    QCOMPARE(view.table()->rowCount(), 0);
    QVERIFY(view.summary().contains(QLatin1String("ALiBi")));
    QVERIFY(!view.lab()->isEnabled());
    view.lab()->recomputeNow();
    QCOMPARE(view.lab()->curves(), nullptr);
}

void TestModelView::renderTakesTheCommandLinesModel()
{
    const ViewEntry *entry = ViewRegistry::find(QStringLiteral("model"));
    QVERIFY(entry && entry->rendersAlone && entry->prepareAlone);
    std::unique_ptr<QWidget> widget(entry->create(nullptr, nullptr));
    auto *view = static_cast<ModelView *>(widget.get());
    ViewSetup setup;
    setup.modelFile = QStringLiteral(PEW_SOURCE_DIR "/resources/models/phi-2.json");
    setup.modelContext = 4096;
    entry->prepareAlone(view, setup);
    QCOMPARE(view->source(), setup.modelFile);
    QCOMPARE(view->config().partialRotaryFactor, 0.4);
    QCOMPARE(view->contextLength(), qint64(4096));
    QCOMPARE(view->frequencies()->config().pairCount(), 16);
    // Without them: the default sample at its own length.
    std::unique_ptr<QWidget> plain(entry->create(nullptr, nullptr));
    entry->prepareAlone(plain.get(), ViewSetup());
    auto *plainView = static_cast<ModelView *>(plain.get());
    QCOMPARE(plainView->source(), ModelSamples::resourcePath(ModelView::defaultSample));
    QCOMPARE(plainView->contextLength(), plainView->config().maxPositionEmbeddings);
}

void TestModelView::retranslates()
{
    ModelView view;
    lessontest::BracketTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    auto *summary = view.findChild<QLabel *>(QStringLiteral("modelSummary"));
    QVERIFY(summary->text().startsWith(QLatin1Char('[')));
    QVERIFY(view.table()->headerData(1, Qt::Horizontal).toString().startsWith(QLatin1Char('[')));
    QVERIFY(view.lab()->summary().startsWith(QLatin1Char('[')));
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY(!summary->text().startsWith(QLatin1Char('[')));
}

QTEST_MAIN(TestModelView)
#include "tst_modelview.moc"
