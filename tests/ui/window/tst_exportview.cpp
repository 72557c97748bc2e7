// SPDX-License-Identifier: GPL-3.0-or-later
// File → Export from the window: the clock hands picture is the drawing without its slider and
// buttons, the save dialog starts in the folder last used for that kind of file, and an image
// for a missing folder is refused with the reason, as a CSV is. The table is written on another
// thread while the window goes on, can be cancelled (the old file stays), and a table beyond the
// command line's limit is refused before anything is written. Every view exports as PNG and SVG,
// its figure alone (no field, button or slider), an unknown type is refused, the table as CSV.
#include "core/model/positionalencodingmodel.h"
#include "ui/clock/clockview.h"
#include "ui/common/viewexporter.h"
#include "ui/waves/waveplot.h"
#include "ui/window/figureexport.h"
#include "ui/window/mainactions.h"
#include "ui/window/mainwindow.h"
#include "ui/window/viewregistry.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QLineEdit>
#include <QPainter>
#include <QProgressDialog>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSvgRenderer>
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
    void exportImages_data();
    void exportImages();
    void exportShowsNoControls();
    void exportRejectsUnknownType();
    void trimmedBottomKeepsTheDrawing();
    void exportTableCsv();

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
    // The drawing the --render clock output makes, laid out as a 16:9 slide and drawn 1 920 px
    // wide ...
    const QSize slide = FigureExport::slideSize(clocks);
    QCOMPARE(slide.height(), slide.width() * 9 / 16);
    const qreal dpr = FigureExport::slideWidth / qreal(slide.width());
    QImage drawing(slide * dpr, QImage::Format_ARGB32_Premultiplied);
    drawing.setDevicePixelRatio(dpr);
    drawing.fill(clocks->palette().window().color());
    {
        QPainter painter(&drawing);
        clocks->renderTo(&painter, QRectF(QPointF(0, 0), QSizeF(slide)));
    }
    drawing.setDevicePixelRatio(1); // as read from the file
    // Without the empty ground below the dials (the slide is taller than they need).
    drawing = ViewExporter::trimmedBottom(drawing, clocks->palette().window().color(),
                                          qRound(16 * dpr));
    QVERIFY(drawing.height() < qRound(slide.height() * dpr));
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
    QVERIFY2(reason.contains(QLatin1String("No such file or directory")), qPrintable(reason));
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

void TestExportView::exportImages_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("suffix");
    // The whole window and every view with an entry under File → Export.
    QStringList views { QStringLiteral("main") };
    for (const ViewEntry &entry : ViewRegistry::entries())
        if (entry.exportText)
            views.append(QString::fromLatin1(entry.id));
    QVERIFY(views.size() > 10);
    for (const QString &view : std::as_const(views))
        for (const QString &suffix : { QStringLiteral("png"), QStringLiteral("svg") })
            QTest::addRow("%s.%s", qPrintable(view), qPrintable(suffix)) << view << suffix;
}

void TestExportView::exportImages()
{
    QFETCH(QString, view);
    QFETCH(QString, suffix);
    const QString file = m_dir.filePath(view + QLatin1Char('.') + suffix);
    QVERIFY(m_window->actions()->exportView(view, file));
    QImageReader reader(file);
    QVERIFY2(reader.canRead(), qPrintable(reader.errorString()));
    const QImage image = reader.read();
    QVERIFY(!image.isNull());
    // The figure alone (the waves without the dimension picker, …).
    QWidget *widget = FigureExport::figure(m_window, view);
    QVERIFY(widget);
    const bool whole = view == QLatin1String("main");
    // A view's figure laid out as a slide (not in the tall shape of its dock), then put back.
    const QSize shape = whole ? widget->size() : FigureExport::slideSize(widget);
    if (!whole) {
        QCOMPARE(shape.width(), FigureExport::slideLayoutWidth);
        QCOMPARE(shape.height(), shape.width() * 9 / 16); // a 16:9 slide
        QVERIFY(widget->size() != shape);
    }
    if (suffix == QLatin1String("svg"))
        QCOMPARE(QSvgRenderer(file).viewBox(), QRect(QPoint(), shape));
    if (suffix == QLatin1String("svg") && view == QLatin1String("waves")) {
        // The curves are vectors, not the pixels the screen keeps cached: no embedded picture
        // wider than an icon.
        QFile svg(file);
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(svg.readAll());
        static const QRegularExpression imageWidth(QStringLiteral("<image [^>]*width=\"(\\d+)\""));
        for (auto match = imageWidth.globalMatch(text); match.hasNext();) {
            const int width = match.next().captured(1).toInt();
            QVERIFY2(width <= 64, qPrintable(QString::number(width)));
        }
        QVERIFY(text.count(QStringLiteral("<path")) + text.count(QStringLiteral("<polyline")) >= 3);
    }
    if (suffix != QLatin1String("svg")) {
        // For a slide: 1 920 × 1 080 (not the 463 × 306 of the screen, nor 1 920 × 2 884 after
        // the shape of a narrow dock).
        QCOMPARE(image.width(),
                 std::max(FigureExport::slideWidth,
                          qRound(shape.width() * widget->devicePixelRatioF())));
        const qreal scale = image.width() / qreal(shape.width());
        // The slide's height, or less where the ground below the figure was cut off.
        QVERIFY(image.height() <= qRound(shape.height() * scale) + 1);
        if (whole)
            QVERIFY(std::abs(image.height() - shape.height() * scale) <= 1);
        else
            QVERIFY2(image.width() == 1920 && image.height() <= 1080 && image.height() >= 300,
                     qPrintable(QStringLiteral("%1 x %2").arg(image.width()).arg(image.height())));
        if (qEnvironmentVariableIsSet("PEW_KEEP_EXPORTS")) // to look at them
            QFile::copy(file, qEnvironmentVariable("PEW_KEEP_EXPORTS") + u'/' + view + u".png");
    }
    // Something was drawn: not one flat colour.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7)
        for (int x = 0; x < image.width(); x += 7)
            colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 8, qPrintable(QString::number(colours.size())));
}

void TestExportView::exportShowsNoControls()
{
    // The waves' export showed the Dimensions box, its clear button and Default: a figure has no
    // field, button, box or slider in it (the clock hands and the comparison paint their figure
    // for export without their controls).
    for (const QString &view : ViewRegistry::ids()) {
        QWidget *figure = FigureExport::figure(m_window, view);
        QVERIFY(figure);
        const ViewEntry *entry = ViewRegistry::find(view);
        QVERIFY(entry);
        if (entry->paintFigure // painted for export, without the controls on screen
            || !entry->exportText) // the table (exported as CSV): its corner button selects all
            continue;
        QList<QWidget *> widgets = figure->findChildren<QWidget *>();
        widgets << figure;
        for (QWidget *w : std::as_const(widgets))
            QVERIFY2((w != figure && !w->isVisibleTo(figure))
                         || (!qobject_cast<QAbstractButton *>(w) && !qobject_cast<QLineEdit *>(w)
                             && !qobject_cast<QAbstractSpinBox *>(w)
                             && !qobject_cast<QComboBox *>(w)
                             && !qobject_cast<QAbstractSlider *>(w)),
                     qPrintable(view + QLatin1String(": ")
                                + QLatin1String(w->metaObject()->className())));
    }
    QCOMPARE(FigureExport::figure(m_window, QStringLiteral("waves")), m_window->wavePlot());
}

void TestExportView::exportRejectsUnknownType()
{
    const QString file = m_dir.filePath(QStringLiteral("picture.bmp"));
    QVERIFY(!m_window->actions()->exportView(QStringLiteral("heatmap"), file));
    QVERIFY(!QFile::exists(file));
    QVERIFY(m_window->statusBar()->currentMessage().contains(file));
}

void TestExportView::exportTableCsv()
{
    m_model->setDimension(4);
    m_model->setPositionCount(7);
    const QString file = m_dir.filePath(QStringLiteral("table.csv"));
    QVERIFY(m_window->actions()->exportTable(file));
    QFile csv(file);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 8);
    QCOMPARE(lines.first(), QByteArray("position,d0,d1,d2,d3"));
    const QList<QByteArray> row3 = lines.at(4).split(',');
    QCOMPARE(row3.at(0), QByteArray("3"));
    QCOMPARE(row3.at(1).toDouble(), m_model->encoding().value(3, 0)); // exact, not rounded
    QCOMPARE(row3.at(2).toDouble(), m_model->encoding().value(3, 1));
}

// The ground below a drawing goes, but for the margin; nothing of the drawing does.
void TestExportView::trimmedBottomKeepsTheDrawing()
{
    const QColor ground(0xef, 0xef, 0xef);
    QImage image(40, 100, QImage::Format_ARGB32);
    image.fill(ground);
    image.setPixelColor(39, 30, Qt::black); // the drawing's lowest pixel, at the far right
    image.setPixelColor(3, 10, Qt::red);
    const QImage cut = ViewExporter::trimmedBottom(image, ground, 5);
    QCOMPARE(cut.size(), QSize(40, 36));
    QCOMPARE(cut, image.copy(0, 0, 40, 36));
    // A margin past the end, and an image of ground alone, stay whole.
    QCOMPARE(ViewExporter::trimmedBottom(image, ground, 200).size(), image.size());
    QImage blank(10, 10, QImage::Format_ARGB32);
    blank.fill(ground);
    QCOMPARE(ViewExporter::trimmedBottom(blank, ground, 0).size(), blank.size());
}

QTEST_MAIN(TestExportView)
#include "tst_exportview.moc"
