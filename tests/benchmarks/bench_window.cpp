// SPDX-License-Identifier: GPL-3.0-or-later
// A parameter change as the user's eye sees it (issue 26): the explorer maximised on a real X
// server (its own Xvfb, 1920x1080, with openbox when installed), a key (Up or Down) on the p, base
// or d field, then every drawing on the screen reported by the X server (DAMAGE, to a second thread
// with its own connection) until nothing was drawn for 250 ms. The time from the key to the last
// drawing, median and slowest of the runs, per parameter, at the default size, at d = 512 with
// 2048 positions and at d = 8192 with 10^6 positions, with the Comparison, Similarity and
// Precision tabs in front. Exits with 77 (ctest: skipped) and says why when Xvfb or the DAMAGE
// extension is missing. Asserts only that every key changed the screen. PEW_BENCH_TIMELINE=1:
// for each key, the events the app handled for longer than 0.2 ms and the drawings, in time.
#include "benchmode.h"
#include "core/model/positionalencodingmodel.h"
#include "tests/benchmarks/screenwatcher.h"
#include "tests/benchmarks/timedapplication.h"
#include "tests/benchmarks/xvfbserver.h"
#include "ui/window/mainwindow.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QElapsedTimer>
#include <QTest>
#include <QThread>

#include <xcb/xcb.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace pe;
using namespace pe::bench;

namespace {

constexpr int skipped = 77;
constexpr qint64 quietNs = 250'000'000; // the screen is settled after 250 ms without a change
constexpr qint64 timeoutNs = 15'000'000'000; // a busy machine is slow, not wrong

// Runs the event loop until the screen has been still for quietNs after since; returns the time
// from since to the last change in ms (negative: the screen did not change: the watcher's count of
// changes is still changesBefore, taken before the key).
// waitForDrawing: after a key, quiet counts only once something was drawn (on a loaded machine
// the first drawing can come later than quietNs: slow, not "no change").
double settle(const ScreenWatcher &watcher, const QElapsedTimer &clock, qint64 since,
              qint64 changesBefore, bool waitForDrawing = false)
{
    while (clock.nsecsElapsed() - since < timeoutNs) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 2);
        const qint64 now = clock.nsecsElapsed();
        const bool drawn = !waitForDrawing || watcher.changes() != changesBefore;
        const qint64 last = std::max(watcher.lastChange(), since);
        if (drawn && now - last > quietNs)
            break;
        QThread::usleep(500);
    }
    if (watcher.changes() == changesBefore)
        return -1.0;
    return std::max<qint64>(watcher.lastChange() - since, 0) / 1e6;
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

struct Setting
{
    const char *name;
    int dimension; // 0: the model's default
    int positions;
};

} // namespace

int main(int argc, char **argv)
{
    XvfbServer server;
    const QString reason = server.start();
    if (!reason.isEmpty()) {
        std::printf("bench_window: skipped: %s\n", qPrintable(reason));
        return skipped;
    }
    qputenv("QT_QPA_PLATFORM", "xcb");
    qputenv("DISPLAY", server.display().toLatin1());
    TimedApplication app(argc, argv);
    QApplication::setCursorFlashTime(0); // a blinking text cursor would never let the screen settle
    QApplication::setEffectEnabled(Qt::UI_General, false);
    QElapsedTimer clock;
    clock.start();
    xcb_connection_t *connection = xcb_connect(qPrintable(server.display()), nullptr);
    if (xcb_connection_has_error(connection)) {
        std::printf("bench_window: skipped: cannot read the screen of %s\n",
                    qPrintable(server.display()));
        xcb_disconnect(connection);
        return skipped;
    }
    ScreenWatcher watcher(connection, clock);
    const QString damage = watcher.watch();
    if (!damage.isEmpty()) {
        std::printf("bench_window: skipped: %s\n", qPrintable(damage));
        return skipped;
    }
    watcher.start();
    const bool timeline = qEnvironmentVariableIntValue("PEW_BENCH_TIMELINE") > 0;
    if (timeline)
        watcher.keepTimeline();

    const bool quick = quickBenchmark();
    std::vector<Setting> settings = quick
        ? std::vector<Setting> { { "default size", 0, 0 } }
        : std::vector<Setting> { { "default size", 0, 0 },
                                 { "d = 512, n = 2048", 512, 2048 },
                                 { "d = 8192, n = 10^6", 8192, 1000000 } };
    // For a profile of one case: PEW_BENCH_SETTING=1 (d = 512 only), PEW_BENCH_FIELD=baseField,
    // PEW_BENCH_RUNS=200.
    const int onlySetting = qEnvironmentVariableIntValue("PEW_BENCH_SETTING");
    if (qEnvironmentVariableIsSet("PEW_BENCH_SETTING") && onlySetting >= 0
        && onlySetting < int(settings.size()))
        settings = { settings[std::size_t(onlySetting)] };
    QStringList fields { QStringLiteral("positionPField"), QStringLiteral("baseField"),
                         QStringLiteral("dimensionField") };
    if (qEnvironmentVariableIsSet("PEW_BENCH_FIELD"))
        fields = { qEnvironmentVariable("PEW_BENCH_FIELD") };
    QStringList fronts = quick
        ? QStringList { QStringLiteral("comparison") }
        : QStringList { QStringLiteral("comparison"), QStringLiteral("similarity"),
                        QStringLiteral("precision") };
    // PEW_BENCH_FRONT=precision: only that tab in front.
    if (qEnvironmentVariableIsSet("PEW_BENCH_FRONT"))
        fronts = { qEnvironmentVariable("PEW_BENCH_FRONT") };
    const int runs = quick ? 1
                           : std::max(1,
                                      qEnvironmentVariableIntValue("PEW_BENCH_RUNS") > 0
                                          ? qEnvironmentVariableIntValue("PEW_BENCH_RUNS")
                                          : 11);
    int failures = 0;
    for (const Setting &setting : settings) {
        PositionalEncodingModel model;
        if (setting.dimension > 0) {
            model.setPositionCount(setting.positions);
            model.setDimension(setting.dimension);
        }
        model.setPositionP(3);
        MainWindow window(&model);
        window.showMaximized();
        if (!QTest::qWaitForWindowExposed(&window)) {
            std::printf("bench_window: the window was not shown\n");
            return 1;
        }
        settle(watcher, clock, clock.nsecsElapsed(), watcher.changes());
        for (const QString &front : fronts) {
            window.raiseView(front);
            for (const QString &field : fields) {
                auto *box = window.findChild<QAbstractSpinBox *>(field);
                if (!box) {
                    std::printf("FAIL: no field %s\n", qPrintable(field));
                    ++failures;
                    continue;
                }
                box->setFocus();
                settle(watcher, clock, clock.nsecsElapsed(), watcher.changes());
                std::vector<double> times;
                for (int run = 0; run < runs; ++run) {
                    const qint64 changesBefore = watcher.changes();
                    const qint64 since = clock.nsecsElapsed();
                    if (timeline) {
                        watcher.takeDrawings();
                        app.handled.clear();
                        app.clock = &clock;
                    }
                    QTest::keyClick(box, run % 2 ? Qt::Key_Down : Qt::Key_Up);
                    const double reaction = (clock.nsecsElapsed() - since) / 1e6;
                    const double ms = settle(watcher, clock, since, changesBefore, true);
                    if (ms < 0) {
                        std::printf("FAIL: %s, %s in front: the screen did not change after "
                                    "the key on %s (its handling took %.1f ms)\n",
                                    setting.name, qPrintable(front), qPrintable(field), reaction);
                        ++failures;
                        continue;
                    }
                    times.push_back(ms);
                    if (timeline) {
                        app.clock = nullptr;
                        std::printf("key %d: %.1f ms, handled in %.1f ms\n", run, ms, reaction);
                        for (const auto &h : app.handled)
                            std::printf("  event %d %s: %.1f .. %.1f\n", h.type,
                                        qPrintable(h.receiver), (h.from - since) / 1e6,
                                        (h.to - since) / 1e6);
                        for (const auto &drawing : watcher.takeDrawings())
                            std::printf("  drawn %.1f: %dx%d at %d,%d\n",
                                        (drawing.at - since) / 1e6, drawing.area.width(),
                                        drawing.area.height(), drawing.area.x(), drawing.area.y());
                    }
                }
                if (times.empty())
                    continue;
                std::printf("bench_window: %s, %s in front, %s: median %.1f ms, fastest %.1f, "
                            "slowest %.1f (%zu keys, %dx%d)\n",
                            setting.name, qPrintable(front), qPrintable(field), median(times),
                            *std::min_element(times.begin(), times.end()),
                            *std::max_element(times.begin(), times.end()), times.size(),
                            window.width(), window.height());
                std::fflush(stdout);
            }
        }
    }
    if (watcher.failed()) {
        std::printf("FAIL: the connection to the X server broke\n");
        ++failures;
    }
    std::printf("bench_window: %lld drawings on the screen\n",
                static_cast<long long>(watcher.changes()));
    return failures ? 1 : 0;
}
