// SPDX-License-Identifier: GPL-3.0-or-later
// ViewExporter (File → Export and --render): PNG, SVG and CSV are written whole or not at all.
// A failing write (a file-size limit, as on a full disk) keeps the previous file byte for byte,
// leaves no temporary file, and says why.
#include "core/model/positionalencodingmodel.h"
#include "tests/filesizelimit.h"
#include "ui/common/viewexporter.h"
#include "ui/heatmap/heatmapview.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace pe;

namespace {

QByteArray contents(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestViewExporter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void writes_data();
    void writes();
    void failedWriteKeepsTheOldFile_data();
    void failedWriteKeepsTheOldFile();
    void unknownType();
    void widthForSlides();

private:
    QStringList entries() const
    {
        return QDir(m_dir->path())
            .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    }
    bool exportTo(const QString &fileName, QString *reason);

    std::unique_ptr<QTemporaryDir> m_dir;
    PositionalEncodingModel m_model;
    std::unique_ptr<HeatmapView> m_view;
};

void TestViewExporter::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_model.setDimension(16);
    m_model.setPositionCount(200);
    m_view = std::make_unique<HeatmapView>(&m_model);
    m_view->resize(400, 300);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TestViewExporter::cleanup()
{
    m_view.reset();
    m_dir.reset();
}

bool TestViewExporter::exportTo(const QString &fileName, QString *reason)
{
    if (fileName.endsWith(QLatin1String(".csv")))
        return ViewExporter::exportTableCsv(m_model, fileName, reason);
    return ViewExporter::exportWidget(m_view.get(), fileName, reason);
}

void TestViewExporter::writes_data()
{
    QTest::addColumn<QString>("name");
    QTest::addRow("png") << "view.png";
    QTest::addRow("svg") << "view.svg";
    QTest::addRow("csv") << "table.csv";
}

void TestViewExporter::writes()
{
    QFETCH(QString, name);
    const QString file = m_dir->filePath(name);
    QString reason;
    QVERIFY2(exportTo(file, &reason), qPrintable(reason));
    QCOMPARE(entries(), QStringList { name });
    const QByteArray bytes = contents(file);
    if (name.endsWith(QLatin1String(".csv"))) {
        QCOMPARE(bytes.count('\n'), 201); // the header and 200 rows
        QVERIFY(bytes.startsWith("position,d0,d1,"));
    } else {
        QImageReader reader(file);
        QCOMPARE(reader.size(), QSize(400, 300));
    }
}

void TestViewExporter::failedWriteKeepsTheOldFile_data()
{
    writes_data();
}

void TestViewExporter::failedWriteKeepsTheOldFile()
{
#ifndef Q_OS_UNIX
    QSKIP("needs RLIMIT_FSIZE");
#else
    QFETCH(QString, name);
    const QString file = m_dir->filePath(name);
    QString reason;
    QVERIFY2(exportTo(file, &reason), qPrintable(reason));
    const QByteArray before = contents(file);
    QVERIFY(before.size() > 4096);
    m_model.setPositionCount(300); // something else to write
    bool written = true;
    {
        const FileSizeLimit limit(4096);
        written = exportTo(file, &reason);
    }
    QVERIFY(!written);
    QVERIFY2(reason.contains(QLatin1String("File too large")), qPrintable(reason));
    QVERIFY(!reason.contains(QLatin1Char('\n')));
    QCOMPARE(contents(file), before);
    QCOMPARE(entries(), QStringList { name });
#endif
}

void TestViewExporter::unknownType()
{
    const QString file = m_dir->filePath(QStringLiteral("view.jpg"));
    QString reason;
    QVERIFY(!ViewExporter::exportWidget(m_view.get(), file, &reason));
    QVERIFY2(reason.contains(QLatin1String(".png")), qPrintable(reason));
    QVERIFY(entries().isEmpty());
}

void TestViewExporter::widthForSlides()
{
    // A 400 × 300 view drawn 1 920 px wide: the same picture at more pixels, not the screen's
    // 400 (a slide's figure was 463 × 306).
    const QString file = m_dir->filePath(QStringLiteral("slide.png"));
    QString reason;
    QVERIFY2(ViewExporter::exportWidget(m_view.get(), file, &reason, 1920), qPrintable(reason));
    const QImage big(file);
    QCOMPARE(big.size(), QSize(1920, 1440));
    // The same picture as the screen's size, scaled: compare at the small size.
    const QString small = m_dir->filePath(QStringLiteral("screen.png"));
    QVERIFY(ViewExporter::exportWidget(m_view.get(), small, &reason));
    const QImage screen(small);
    QCOMPARE(screen.size(), QSize(400, 300));
    const QImage down = big.scaled(screen.size(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation)
                            .convertToFormat(screen.format());
    // The heat image's middle: the same colours within rounding.
    const QColor a = screen.pixelColor(200, 150);
    const QColor b = down.pixelColor(200, 150);
    QVERIFY2(std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
                     + std::abs(a.blue() - b.blue())
                 < 60,
             qPrintable(a.name() + QLatin1Char(' ') + b.name()));
    // SVG keeps the view's size: its vectors scale by themselves.
    const QString svg = m_dir->filePath(QStringLiteral("slide.svg"));
    QVERIFY(ViewExporter::exportWidget(m_view.get(), svg, &reason, 1920));
    QCOMPARE(QImageReader(svg).size(), QSize(400, 300));
}

QTEST_MAIN(TestViewExporter)
#include "tst_viewexporter.moc"
