// SPDX-License-Identifier: GPL-3.0-or-later
// File → Export from the window: the clock hands picture is the drawing without its slider and
// buttons, the save dialog starts in the folder last used for that kind of file, and an image
// for a missing folder is refused with the reason, as a CSV is. The table is written on another
// thread while the window goes on, can be cancelled (the old file stays), and a table beyond the
// command line's limit is refused before anything is written.
#include "core/model/positionalencodingmodel.h"
#include "ui/clock/clockview.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QProgressDialog>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QtTest>

using namespace pe;

class TestExportView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void clockExportIsTheDrawingOnly();
    void dialogFolderIsRememberedPerKind();
    void missingFolderSaysWhy();
    void tableBeyondTheLimitIsRefusedFirst();
    void tableIsWrittenWhileTheWindowGoesOn();
    void cancelledTableKeepsTheOldFile();

private:
    QTemporaryDir m_dir;
    PositionalEncodingModel *m_model = nullptr;
    MainWindow *m_window = nullptr;
};

void TestExportView::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope,
                       m_dir.filePath(QStringLiteral("config")));
    QSettings::setPath(QSettings::NativeFormat, QSettings::SystemScope,
                       m_dir.filePath(QStringLiteral("system")));
}

void TestExportView::init()
{
    QSettings().clear();
    m_model = new PositionalEncodingModel;
    m_window = new MainWindow(m_model);
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TestExportView::cleanup()
{
    delete m_window;
    delete m_model;
}

void TestExportView::clockExportIsTheDrawingOnly()
{
    const QString file = m_dir.filePath(QStringLiteral("clock.png"));
    QVERIFY(m_window->actions()->exportView(QStringLiteral("clock"), file));
    auto *clocks = qobject_cast<ClockView *>(m_window->view(QStringLiteral("clock")));
    QVERIFY(clocks);
    QImage exported(file);
    QVERIFY(!exported.isNull());
    // The drawing the --render clock output makes, at the view's size drawn 1 920 px wide for a
    // slide ...
    const qreal dpr
        = std::max(clocks->devicePixelRatioF(), FigureExport::slideWidth / qreal(clocks->width()));
    QImage drawing(clocks->size() * dpr, QImage::Format_ARGB32_Premultiplied);
    drawing.setDevicePixelRatio(dpr);
    drawing.fill(clocks->palette().window().color());
    {
        QPainter painter(&drawing);
        clocks->renderTo(&painter, QRectF(QPointF(0, 0), QSizeF(clocks->size())));
    }
    drawing.setDevicePixelRatio(1); // as read from the file
    QCOMPARE(exported.size(), drawing.size());
    QCOMPARE(exported.width(), FigureExport::slideWidth);
    QCOMPARE(exported.convertToFormat(QImage::Format_ARGB32),
             drawing.convertToFormat(QImage::Format_ARGB32));
    // ... not the widget with its controls.
    const QImage widget = clocks->grab().toImage().convertToFormat(QImage::Format_ARGB32);
    QVERIFY(widget.size() != exported.size()
            || widget != exported.convertToFormat(QImage::Format_ARGB32));
}

void TestExportView::dialogFolderIsRememberedPerKind()
{
    QCOMPARE(MainActions::lastFolder(QStringLiteral("image"), QStandardPaths::PicturesLocation),
             QStandardPaths::writableLocation(QStandardPaths::PicturesLocation));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("pictures")));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("tables")));
    const QString pictures = QDir(m_dir.filePath(QStringLiteral("pictures"))).absolutePath();
    const QString tables = QDir(m_dir.filePath(QStringLiteral("tables"))).absolutePath();
    QVERIFY(m_window->actions()->exportView(QStringLiteral("waves"),
                                            pictures + QStringLiteral("/w.png")));
    QVERIFY(m_window->actions()->exportTable(tables + QStringLiteral("/t.csv")));
    QCOMPARE(MainActions::lastFolder(QStringLiteral("image"), QStandardPaths::PicturesLocation),
             pictures);
    QCOMPARE(MainActions::lastFolder(QStringLiteral("csv"), QStandardPaths::DocumentsLocation),
             tables);
    // A folder that is gone again: back to the standard one.
    QVERIFY(QDir(pictures).removeRecursively());
    QCOMPARE(MainActions::lastFolder(QStringLiteral("image"), QStandardPaths::PicturesLocation),
             QStandardPaths::writableLocation(QStandardPaths::PicturesLocation));
}

void TestExportView::missingFolderSaysWhy()
{
    const QString missing = m_dir.filePath(QStringLiteral("no such folder"));
    const QString image = missing + QStringLiteral("/w.png");
    const QString table = missing + QStringLiteral("/t.csv");
    QVERIFY(!m_window->actions()->exportView(QStringLiteral("waves"), image));
    const QString imageMessage = m_window->statusBar()->currentMessage();
    QVERIFY(!m_window->actions()->exportTable(table));
    const QString tableMessage = m_window->statusBar()->currentMessage();
    const QString imagePrefix = QStringLiteral("Could not write \"%1\": ").arg(image);
    const QString tablePrefix = QStringLiteral("Could not write \"%1\": ").arg(table);
    QVERIFY2(imageMessage.startsWith(imagePrefix), qPrintable(imageMessage));
    QVERIFY2(tableMessage.startsWith(tablePrefix), qPrintable(tableMessage));
    const QString reason = imageMessage.mid(imagePrefix.size());
    QVERIFY(!reason.isEmpty());
    QCOMPARE(reason, tableMessage.mid(tablePrefix.size()));
    QVERIFY(!QFileInfo::exists(image));
}

void TestExportView::tableBeyondTheLimitIsRefusedFirst()
{
    // d = 8192 × 10^6 positions: 8.192 · 10^9 values, some 160 GB of CSV.
    QVERIFY(m_model->setDimension(8192));
    QVERIFY(m_model->setPositionCount(1000000));
    const QString file = m_dir.filePath(QStringLiteral("huge.csv"));
    QVERIFY(!m_window->actions()->exportTable(file));
    QVERIFY(!QFile::exists(file));
    const QString message = m_window->statusBar()->currentMessage();
    QVERIFY2(message.contains(QStringLiteral("8192000000")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("100000000")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("GiB")), qPrintable(message));
}

void TestExportView::tableIsWrittenWhileTheWindowGoesOn()
{
    QVERIFY(m_model->setDimension(64));
    QVERIFY(m_model->setPositionCount(40000)); // 2.56 million values, ten chunks of rows
    const QString file = m_dir.filePath(QStringLiteral("table.csv"));
    // The GUI thread keeps turning its event loop while the table is written elsewhere.
    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(0);
    connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
    ticker.start();
    QThread *writer = nullptr;
    QTimer::singleShot(0, this, [&] { writer = m_window->actions()->exportThread(); });
    QVERIFY(m_window->actions()->exportTable(file));
    ticker.stop();
    QVERIFY(writer != nullptr);
    QVERIFY(writer != QThread::currentThread());
    QVERIFY2(ticks > 0, "the window's event loop stood still during the export");
    QFile csv(file);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    int lines = 0;
    while (!csv.readLine().isEmpty())
        ++lines;
    QCOMPARE(lines, 40001); // the header and every row
}

void TestExportView::cancelledTableKeepsTheOldFile()
{
    QVERIFY(m_model->setDimension(64));
    QVERIFY(m_model->setPositionCount(40000));
    const QString file = m_dir.filePath(QStringLiteral("kept.csv"));
    {
        QFile old(file);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the old table\n");
    }
    // Cancel as soon as the progress dialog exists, as a user pressing its Cancel button.
    QTimer::singleShot(0, this, [this] {
        if (auto *progress
            = m_window->findChild<QProgressDialog *>(QStringLiteral("tableExportProgress")))
            progress->cancel();
    });
    QVERIFY(!m_window->actions()->exportTable(file));
    QFile kept(file);
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), QByteArray("the old table\n"));
    QCOMPARE(
        QDir(m_dir.path()).entryList({ QStringLiteral("kept.csv*") }, QDir::Files | QDir::Hidden),
        QStringList { QStringLiteral("kept.csv") }); // no temporary file left behind
    QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("cancelled")));
}

QTEST_MAIN(TestExportView)
#include "tst_exportview.moc"
