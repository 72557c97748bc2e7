// SPDX-License-Identifier: GPL-3.0-or-later
// How long the Your model view takes to recompute: another context length (the table of pairs,
// the words, the mismatch lab's curves and the permutation check), at head_dim 64, 128 and the
// largest a file may give (ModelConfig::maxHeadDimension), llama3 settings at a context of 2^20.
// The assertions check what was computed against the core; no time is asserted.
#include "core/modelconfig/mismatchcurves.h"
#include "core/modelconfig/ropepermutation.h"
#include "ui/modelview/mismatchlab.h"
#include "ui/modelview/modelpairtable.h"
#include "ui/modelview/modelview.h"

#include <QTemporaryDir>
#include <QTest>

using namespace pe;

class BenchModelView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recompute_data();
    void recompute();
};

void BenchModelView::recompute_data()
{
    QTest::addColumn<int>("head");
    for (int head : { 64, 128, ModelConfig::maxHeadDimension })
        QTest::addRow("head_dim=%d", head) << head;
}

void BenchModelView::recompute()
{
    QFETCH(int, head);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("config.json"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(
        QStringLiteral(R"({"head_dim": %1, "rope_theta": 500000, "max_position_embeddings": 131072,
        "rope_scaling": {"rope_type": "llama3", "factor": 8, "low_freq_factor": 1,
        "high_freq_factor": 4, "original_max_position_embeddings": 8192}})")
            .arg(head)
            .toUtf8());
    out.close();
    ModelView view;
    QVERIFY2(view.loadFile(file), qPrintable(view.message()));
    qint64 context = qint64(1) << 20;
    QBENCHMARK
    {
        QVERIFY(view.setContextLength(context));
        view.lab()->recomputeNow();
        context = context == qint64(1) << 20 ? (qint64(1) << 20) - 1 : qint64(1) << 20;
    }
    QCOMPARE(view.table()->rowCount(), head / 2);
    QCOMPARE(view.table()->value(0, ModelPairTable::FrequencyColumn), 1.0);
    const MismatchLab *lab = view.lab();
    const RopeMismatch core(*view.frequencies(), RopePairing::Half, lab->mistake(),
                            lab->wrongTheta());
    const MismatchCurves expected(core, lab->query(), lab->key(), lab->positions());
    QCOMPARE(lab->curves()->attention().back().totalVariation,
             expected.attention().back().totalVariation);
    QCOMPARE(lab->curves()->largestError(), expected.largestError());
    QCOMPARE(lab->permutationDifference(),
             RopePermutation::check(*view.frequencies(), lab->seed(),
                                    MismatchLab::permutationInputs,
                                    MismatchLab::permutationPositions));
    QVERIFY(lab->permutationDifference() < 1e-9);
}

QTEST_MAIN(BenchModelView)
#include "bench_modelview.moc"
