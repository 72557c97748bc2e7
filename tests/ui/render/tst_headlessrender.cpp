// SPDX-License-Identifier: GPL-3.0-or-later
// HeadlessRender in the test's process: every lesson step and every view over the range of its
// positions. A render once freed chart items while the exporter still held them (why-waves with
// a compare position in about 16400 .. 33000): under ASan that is a heap-use-after-free, in a
// release build mostly a crash.
#include "core/lessons/catalog/lessoncatalog.h"
#include "ui/render/headlessrender.h"
#include "ui/window/viewregistry.h"

#include <QImage>
#include <QImageReader>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QtTest>

#include <algorithm>

using namespace pe;

namespace {

// Positions from minimum to maximum: the ends, nine evenly spaced, a geometric run from the
// small numbers up, and an even run every 2000 through 16000 .. 34000 (about three dozen for
// why-waves' 1 .. 100000, which crashed for most of 16400 .. 33000).
QList<int> sampledPositions(int minimum, int maximum)
{
    QSet<int> positions { minimum, minimum + 1, maximum - 1, maximum };
    for (int k = 0; k <= 8; ++k)
        positions.insert(minimum + static_cast<int>(qint64(maximum - minimum) * k / 8));
    for (double p = std::max(minimum, 1); p <= maximum; p *= 4)
        positions.insert(static_cast<int>(p));
    for (int p = 16000; p <= 34000; p += 2000)
        positions.insert(p);
    for (int p : { 16400, 27567, 33000, 50000, 75000 })
        positions.insert(p);
    QList<int> inRange;
    for (int p : std::as_const(positions))
        if (p >= minimum && p <= maximum)
            inRange.append(p);
    std::sort(inRange.begin(), inRange.end());
    return inRange;
}

} // namespace

class TestHeadlessRender : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lessonSteps_data();
    void lessonSteps();
    void views_data();
    void views();
    void sameBytesOnASlowMachine_data();
    void sameBytesOnASlowMachine();

private:
    void renderAndCheck(const RenderRequest &request);
    QTemporaryDir m_dir;
};

void TestHeadlessRender::renderAndCheck(const RenderRequest &request)
{
    const QString error = HeadlessRender::render(request);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    if (request.output.endsWith(QLatin1String(".png"))) {
        QImageReader reader(request.output);
        QCOMPARE(reader.format(), QByteArray("png"));
        QCOMPARE(reader.size(), request.size);
        return;
    }
    // Cheaper than parsing it: the SVG is whole and has the asked size.
    QFile file(request.output);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray svg = file.readAll();
    QVERIFY(svg.startsWith("<?xml"));
    QVERIFY(svg.trimmed().endsWith("</svg>"));
    QVERIFY(svg.contains(QStringLiteral("viewBox=\"0 0 %1 %2\"")
                             .arg(request.size.width())
                             .arg(request.size.height())
                             .toLatin1()));
}

void TestHeadlessRender::lessonSteps_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<int>("step");
    for (const QString &id : LessonCatalog::ids()) {
        const Lesson lesson = LessonCatalog::lesson(id);
        for (int step = 0; step < lesson.stepCount(); ++step)
            QTest::addRow("%s:%d", qPrintable(id), step) << id << step;
    }
}

void TestHeadlessRender::lessonSteps()
{
    QFETCH(QString, lesson);
    QFETCH(int, step);
    const Lesson l = LessonCatalog::lesson(lesson);
    RenderRequest request;
    request.target = QStringLiteral("lesson");
    request.lessonId = lesson;
    request.step = step;
    const QList<int> positions
        = sampledPositions(l.minimumComparePosition(), l.maximumComparePosition());
    QVERIFY(positions.size() >= std::min(10, l.maximumComparePosition()));
    for (int k = 0; k < positions.size(); ++k) {
        const int position = positions.at(k);
        request.comparePosition = position;
        // Both exporters, mostly SVG (a PNG's compression costs more than the drawing).
        request.output = m_dir.filePath(k % 4 == 0 ? QStringLiteral("lesson.png")
                                                   : QStringLiteral("lesson.svg"));
        renderAndCheck(request);
        if (QTest::currentTestFailed()) {
            qWarning("failed at compare position %d", position);
            return;
        }
    }
}

void TestHeadlessRender::views_data()
{
    QTest::addColumn<QString>("view");
    for (const QString &view : ViewRegistry::renderTargets())
        QTest::addRow("%s", qPrintable(view)) << view;
}

void TestHeadlessRender::views()
{
    QFETCH(QString, view);
    RenderRequest request;
    request.target = view;

    // The shown positions and p, q across their ranges (the explorer shows up to 10^6).
    struct Case
    {
        int count;
        qint64 p;
        qint64 q;
        int dimension;
    };
    const Case cases[] = { { 1, 0, 0, 2 },
                           { 2, 0, 1, 8 },
                           { 50, 0, 3, 8 },
                           { 1000, 500, 999, 64 },
                           { 27567, 16400, 33000, 128 },
                           { 100000, 99999, 1, 512 },
                           { 1000000, 0, 999999, 8192 } };
    for (const Case &c : cases) {
        request.output
            = m_dir.filePath(c.count % 2 ? QStringLiteral("view.png") : QStringLiteral("view.svg"));
        request.positionCount = c.count;
        request.p = c.p;
        request.q = c.q;
        request.dimension = c.dimension;
        renderAndCheck(request);
        if (QTest::currentTestFailed()) {
            qWarning("failed with %d positions, p = %lld, q = %lld, d = %d", c.count, c.p, c.q,
                     c.dimension);
            return;
        }
    }
}

void TestHeadlessRender::sameBytesOnASlowMachine_data()
{
    views_data();
    QTest::addRow("lesson") << QStringLiteral("lesson");
}

void TestHeadlessRender::sameBytesOnASlowMachine()
{
    // The main window's dimension field fades its clear button in (an animation of 160 ms):
    // on a slow machine the render caught it half-way. Here a busy timer makes every pass of the
    // event loop take 40 ms, so the animation timers fire between the render's steps.
    QFETCH(QString, view);
    RenderRequest request;
    request.target = view;
    request.lessonId = QStringLiteral("why-waves");
    request.step = 3;
    QByteArray pictures[2];
    for (int run = 0; run < 2; ++run) {
        QTimer busy;
        busy.setInterval(0);
        connect(&busy, &QTimer::timeout, this, [] { QThread::msleep(40); });
        if (run == 1)
            busy.start();
        request.output = m_dir.filePath(QStringLiteral("same%1.png").arg(run));
        const QString error = HeadlessRender::render(request);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QFile file(request.output);
        QVERIFY(file.open(QIODevice::ReadOnly));
        pictures[run] = file.readAll();
    }
    QVERIFY(!pictures[0].isEmpty());
    if (pictures[0] != pictures[1]) {
        const QImage a = QImage::fromData(pictures[0]);
        const QImage b = QImage::fromData(pictures[1]);
        int differ = 0;
        QRect where;
        for (int y = 0; y < std::min(a.height(), b.height()); ++y)
            for (int x = 0; x < std::min(a.width(), b.width()); ++x)
                if (a.pixel(x, y) != b.pixel(x, y)) {
                    ++differ;
                    where |= QRect(x, y, 1, 1);
                }
        QFAIL(qPrintable(QStringLiteral("%1 pixels differ in (%2, %3) %4x%5")
                             .arg(differ)
                             .arg(where.x())
                             .arg(where.y())
                             .arg(where.width())
                             .arg(where.height())));
    }
}

QTEST_MAIN(TestHeadlessRender)
#include "tst_headlessrender.moc"
