// SPDX-License-Identifier: GPL-3.0-or-later
// One parameter change until every visible view of the explorer has repainted (issue 3's target:
// 16 ms at d = 512, n = 2048 on a 2-core machine), measured two ways:
// - "as the app does it": the change, then the event loop's pending work (the views' update
//   requests, i.e. exactly what a user waits for); every visible view must have painted;
// - "whole window": the change, then QWidget::repaint() of the whole 1920x1080 window, toolbars,
//   parameter panel and all, then the pending work as above (the chart's scene updates its view
//   from there): an upper bound.
// Prints the median and the fastest of the runs, split into the synchronous reaction to the
// model's signals and the painting. Asserts only that the views followed the change.
#include "core/model/positionalencodingmodel.h"
#include "ui/clock/clockview.h"
#include "ui/comparison/comparisonpanel.h"
#include "ui/comparison/similarityview.h"
#include "ui/heatmap/heatmapview.h"
#include "ui/waves/waveplot.h"
#include "ui/window/mainwindow.h"

#include <QChartView>
#include <QElapsedTimer>
#include <QTableView>
#include <QtTest>

#include <algorithm>
#include <vector>

using namespace pe;

namespace {

// Counts paint events of the widgets it watches (each view, or its drawing surface).
class PaintCounter : public QObject
{
public:
    void watch(QWidget *widget)
    {
        widget->installEventFilter(this);
        m_counts.insert(widget, 0);
    }
    void reset()
    {
        for (auto it = m_counts.begin(); it != m_counts.end(); ++it)
            it.value() = 0;
    }
    // The visible watched widgets that have not painted since reset().
    QStringList unpainted() const
    {
        QStringList names;
        for (auto it = m_counts.cbegin(); it != m_counts.cend(); ++it)
            if (!it.key()->visibleRegion().isEmpty() && it.value() == 0)
                names.append(it.key()->objectName());
        return names;
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++m_counts[static_cast<QWidget *>(watched)];
        return false;
    }

private:
    QHash<QWidget *, int> m_counts;
};

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace

class BenchMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parameterChangeRepaintsEverything_data();
    void parameterChangeRepaintsEverything();
};

void BenchMainWindow::parameterChangeRepaintsEverything_data()
{
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<bool>("wholeWindow");
    for (bool whole : { false, true }) {
        const char *how = whole ? "whole window" : "as the app does it";
        QTest::addRow("position p, %s", how) << QByteArray("positionP") << whole;
        QTest::addRow("base, %s", how) << QByteArray("base") << whole;
        QTest::addRow("dimension, %s", how) << QByteArray("dimension") << whole;
    }
}

void BenchMainWindow::parameterChangeRepaintsEverything()
{
    QFETCH(QByteArray, property);
    QFETCH(bool, wholeWindow);
    PositionalEncodingModel model;
    model.setDimension(512);
    model.setPositionCount(2048);
    MainWindow window(&model);
    window.resize(1920, 1080);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.repaint();
    QCoreApplication::processEvents();

    PaintCounter painted;
    painted.watch(window.wavePlot()->findChild<QChartView *>()->viewport());
    window.wavePlot()->findChild<QChartView *>()->viewport()->setObjectName(
        QStringLiteral("waves"));
    painted.watch(window.heatmapView());
    painted.watch(window.view(QStringLiteral("clock")));
    painted.watch(window.comparisonPanel());
    painted.watch(window.view(QStringLiteral("similarity")));
    painted.watch(window.view<QTableView>(QStringLiteral("table"))->viewport());
    window.view<QTableView>(QStringLiteral("table"))
        ->viewport()
        ->setObjectName(QStringLiteral("table"));

    int step = 0;
    QElapsedTimer timer;
    std::vector<double> totals;
    std::vector<double> reactions;
    QBENCHMARK
    {
        ++step;
        painted.reset();
        timer.start();
        if (property == "positionP")
            model.setPositionP(step % 2048);
        else if (property == "base")
            model.setBase(step % 2 ? 5000.0 : 10000.0);
        else
            model.setDimension(step % 2 ? 510 : 512);
        const qint64 reaction = timer.nsecsElapsed();
        if (wholeWindow)
            window.repaint(); // every widget paints now, synchronously (the chart's viewport not)
        QCoreApplication::processEvents(); // the update requests the change posted
        totals.push_back(timer.nsecsElapsed() / 1e6);
        reactions.push_back(reaction / 1e6);
        QVERIFY2(painted.unpainted().isEmpty(),
                 qPrintable(QStringLiteral("not repainted: ")
                            + painted.unpainted().join(QStringLiteral(", "))));
    }
    std::vector<double> paints(totals.size());
    for (size_t i = 0; i < totals.size(); ++i)
        paints[i] = totals[i] - reactions[i];
    qInfo("%s change, %s, d = %d, n = 2048, 1920x1080, %zu runs: median %.2f ms (reaction %.2f, "
          "painting %.2f), fastest %.2f ms",
          property.constData(), wholeWindow ? "whole window" : "as the app does it",
          model.dimension(), totals.size(), median(totals), median(reactions), median(paints),
          *std::min_element(totals.begin(), totals.end()));
    QVERIFY(window.comparisonPanel()->summaryText().startsWith(QStringLiteral("‖x(q) − x(p)‖ = ")));
}

QTEST_MAIN(BenchMainWindow)
#include "bench_mainwindow.moc"
