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
#include "ui/window/mainwindow.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMutex>
#include <QProcess>
#include <QRect>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

#include <xcb/damage.h>
#include <xcb/xcb.h>

#include <poll.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace pe;

namespace {

constexpr int skipped = 77;
constexpr qint64 quietNs = 250'000'000; // the screen is settled after 250 ms without a change
constexpr qint64 timeoutNs = 15'000'000'000; // a busy machine is slow, not wrong

// Told by the X server (DAMAGE extension, raw rectangles on the root window) each time something
// is drawn on the screen; remembers when that last happened. Reading the screen back instead (8 MB
// a read) took more of the two cores than the app it measured.
class ScreenWatcher : public QThread
{
public:
    ScreenWatcher(xcb_connection_t *connection, const QElapsedTimer &clock)
        : m_connection(connection)
        , m_clock(clock)
    {
    }
    ~ScreenWatcher() override
    {
        m_stop = true;
        wait();
        xcb_disconnect(m_connection);
    }
    // Empty when the server tracks damage for this connection from now on.
    QString watch()
    {
        const xcb_query_extension_reply_t *extension
            = xcb_get_extension_data(m_connection, &xcb_damage_id);
        if (!extension || !extension->present)
            return QStringLiteral("the X server has no DAMAGE extension");
        m_firstEvent = extension->first_event;
        xcb_damage_query_version_reply_t *version = xcb_damage_query_version_reply(
            m_connection, xcb_damage_query_version(m_connection, 1, 1), nullptr);
        if (!version)
            return QStringLiteral("the X server did not answer the DAMAGE version query");
        free(version);
        const xcb_window_t root = xcb_setup_roots_iterator(xcb_get_setup(m_connection)).data->root;
        xcb_damage_create(m_connection, xcb_generate_id(m_connection), root,
                          XCB_DAMAGE_REPORT_LEVEL_RAW_RECTANGLES);
        xcb_flush(m_connection);
        return {};
    }
    qint64 lastChange() const { return m_lastChange; }
    // With a timeline: every drawing from now on is kept, for drawingsSince().
    void keepTimeline() { m_timeline = true; }
    struct Drawing
    {
        qint64 at;
        QRect area;
    };
    // The drawings kept, emptied.
    std::vector<Drawing> takeDrawings()
    {
        const QMutexLocker lock(&m_drawingsMutex);
        std::vector<Drawing> drawings;
        drawings.swap(m_drawings);
        return drawings;
    }
    qint64 changes() const { return m_changes; }
    void stop() { m_stop = true; }

protected:
    void run() override
    {
        pollfd descriptor { xcb_get_file_descriptor(m_connection), POLLIN, 0 };
        while (!m_stop) {
            while (xcb_generic_event_t *event = xcb_poll_for_event(m_connection)) {
                if ((event->response_type & 0x7f) == m_firstEvent + XCB_DAMAGE_NOTIFY) {
                    m_lastChange = m_clock.nsecsElapsed();
                    ++m_changes;
                    if (m_timeline) {
                        const auto *notify
                            = reinterpret_cast<const xcb_damage_notify_event_t *>(event);
                        const QMutexLocker lock(&m_drawingsMutex);
                        m_drawings.push_back({ m_lastChange.load(),
                                               QRect(notify->area.x, notify->area.y,
                                                     notify->area.width, notify->area.height) });
                    }
                }
                free(event);
            }
            if (xcb_connection_has_error(m_connection)) {
                m_failed = true;
                return;
            }
            poll(&descriptor, 1, 20);
        }
    }

public:
    std::atomic<bool> m_failed { false };

private:
    xcb_connection_t *m_connection;
    const QElapsedTimer &m_clock;
    uint8_t m_firstEvent = 0;
    std::atomic<bool> m_stop { false };
    std::atomic<qint64> m_lastChange { 0 };
    std::atomic<qint64> m_changes { 0 };
    std::atomic<bool> m_timeline { false };
    QMutex m_drawingsMutex;
    std::vector<Drawing> m_drawings;
};

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

struct Server
{
    QProcess xvfb;
    QProcess windowManager;
    QString display;
    ~Server()
    {
        for (QProcess *process : { &windowManager, &xvfb }) {
            process->terminate();
            process->waitForFinished(3000);
        }
    }
};

// Starts Xvfb on a free display; empty reason when it runs.
QString startServer(Server *server)
{
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
    if (xvfb.isEmpty())
        return QStringLiteral("no Xvfb installed");
    int number = 90;
    while (QFileInfo::exists(QStringLiteral("/tmp/.X11-unix/X%1").arg(number))
           || QFileInfo::exists(QStringLiteral("/tmp/.X%1-lock").arg(number)))
        ++number;
    server->display = QStringLiteral(":%1").arg(number);
    server->xvfb.start(xvfb,
                       { server->display, QStringLiteral("-screen"), QStringLiteral("0"),
                         QStringLiteral("1920x1080x24"), QStringLiteral("-nolisten"),
                         QStringLiteral("tcp") });
    if (!server->xvfb.waitForStarted(5000))
        return QStringLiteral("Xvfb did not start");
    QElapsedTimer waited;
    waited.start();
    while (!QFileInfo::exists(QStringLiteral("/tmp/.X11-unix/X%1").arg(number))) {
        if (waited.elapsed() > 10000 || server->xvfb.state() != QProcess::Running)
            return QStringLiteral("Xvfb did not open display %1").arg(server->display);
        QThread::msleep(20);
    }
    QThread::msleep(200);
    const QString openbox = QStandardPaths::findExecutable(QStringLiteral("openbox"));
    if (!openbox.isEmpty()) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("DISPLAY"), server->display);
        server->windowManager.setProcessEnvironment(environment);
        server->windowManager.start(openbox, {});
        server->windowManager.waitForStarted(5000);
        QThread::msleep(500);
    }
    return {};
}

// With PEW_BENCH_TIMELINE=1: the events the app handled for longer than 0.2 ms, outermost only
// (what the main thread did after a key), each by when it began and ended.
class TimedApplication : public QApplication
{
public:
    using QApplication::QApplication;
    struct Handled
    {
        qint64 from;
        qint64 to;
        int type;
        QString receiver;
    };
    bool notify(QObject *receiver, QEvent *event) override
    {
        if (!clock || m_depth > 0) {
            ++m_depth;
            const bool result = QApplication::notify(receiver, event);
            --m_depth;
            return result;
        }
        // Named before: the event may delete its receiver (DeferredDelete).
        const QString name = QString::fromLatin1(receiver->metaObject()->className())
            + QLatin1Char('/') + receiver->objectName();
        const qint64 from = clock->nsecsElapsed();
        const int type = event->type();
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const qint64 to = clock->nsecsElapsed();
        if (to - from > 200'000)
            handled.push_back({ from, to, type, name });
        return result;
    }
    const QElapsedTimer *clock = nullptr;
    std::vector<Handled> handled;

private:
    int m_depth = 0;
};

struct Setting
{
    const char *name;
    int dimension; // 0: the model's default
    int positions;
};

} // namespace

int main(int argc, char **argv)
{
    Server server;
    const QString reason = startServer(&server);
    if (!reason.isEmpty()) {
        std::printf("bench_window: skipped: %s\n", qPrintable(reason));
        return skipped;
    }
    qputenv("QT_QPA_PLATFORM", "xcb");
    qputenv("DISPLAY", server.display.toLatin1());
    TimedApplication app(argc, argv);
    QApplication::setCursorFlashTime(0); // a blinking text cursor would never let the screen settle
    QApplication::setEffectEnabled(Qt::UI_General, false);
    QElapsedTimer clock;
    clock.start();
    xcb_connection_t *connection = xcb_connect(qPrintable(server.display), nullptr);
    if (xcb_connection_has_error(connection)) {
        std::printf("bench_window: skipped: cannot read the screen of %s\n",
                    qPrintable(server.display));
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
    if (watcher.m_failed) {
        std::printf("FAIL: the connection to the X server broke\n");
        ++failures;
    }
    std::printf("bench_window: %lld drawings on the screen\n",
                static_cast<long long>(watcher.changes()));
    return failures ? 1 : 0;
}
