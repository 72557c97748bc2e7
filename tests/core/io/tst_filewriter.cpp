// SPDX-License-Identifier: GPL-3.0-or-later
// FileWriter: a file is written whole or not at all. Write failures are made real with a
// file-size limit (RLIMIT_FSIZE, SIGXFSZ ignored: write() fails with EFBIG, as on a full disk)
// and with /dev/full; the tests run as root too, where permissions make nothing fail.
#include "core/io/filewriter.h"
#include "tests/filesizelimit.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTextStream>
#include <QtTest>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

using namespace pe;

namespace {

QByteArray contents(const QString &fileName)
{
    QFile file(fileName);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

#ifdef Q_OS_UNIX
bool isCharacterDevice(const char *path)
{
    struct stat info = {};
    return stat(path, &info) == 0 && S_ISCHR(info.st_mode);
}
#endif

} // namespace

class TestFileWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesAndReplaces();
    void writesText();
    void keepsTheOldFileWhenAWriteFails_data();
    void keepsTheOldFileWhenAWriteFails();
    void missingDirectory();
    void directory();
    void device();

private:
    QStringList entries() const
    {
        return QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    }
    QTemporaryDir m_dir;
};

void TestFileWriter::writesAndReplaces()
{
    const QString file = m_dir.filePath(QStringLiteral("a.bin"));
    QVERIFY(FileWriter::replacesAtomically(file));
    QCOMPARE(FileWriter::write(file, "first"), QString());
    QCOMPARE(contents(file), QByteArray("first"));
    QCOMPARE(FileWriter::write(file, "second, longer"), QString());
    QCOMPARE(contents(file), QByteArray("second, longer"));
    QCOMPARE(FileWriter::write(file, QByteArray()), QString());
    QCOMPARE(contents(file), QByteArray());
    QCOMPARE(entries(), QStringList { QStringLiteral("a.bin") });
    QFile::remove(file);
}

void TestFileWriter::writesText()
{
    const QString file = m_dir.filePath(QStringLiteral("t.csv"));
    const QString error = FileWriter::writeText(file, [](QTextStream &out) {
        for (int k = 0; k < 20000; ++k)
            out << k << QStringLiteral(",位置\n");
    });
    QCOMPARE(error, QString());
    const QList<QByteArray> lines = contents(file).split('\n');
    QCOMPARE(lines.size(), 20001);
    QCOMPARE(lines.at(19999), QStringLiteral("19999,位置").toUtf8());
    QFile::remove(file);
}

void TestFileWriter::keepsTheOldFileWhenAWriteFails_data()
{
    QTest::addColumn<bool>("text");
    QTest::addColumn<int>("size"); // bytes to write; the limit is 4096
    QTest::addRow("bytes, one big write") << false << 300000;
    QTest::addRow("bytes, just over") << false << 4097;
    QTest::addRow("text, streamed") << true << 300000;
    QTest::addRow("text, just over") << true << 4100;
}

void TestFileWriter::keepsTheOldFileWhenAWriteFails()
{
#ifndef Q_OS_UNIX
    QSKIP("needs RLIMIT_FSIZE");
#else
    QFETCH(bool, text);
    QFETCH(int, size);
    const QString file = m_dir.filePath(QStringLiteral("good.dat"));
    const QByteArray good(3000, 'g');
    QCOMPARE(FileWriter::write(file, good), QString());
    QString error;
    {
        const FileSizeLimit limit(4096);
        if (text) {
            error = FileWriter::writeText(file, [size](QTextStream &out) {
                for (int k = 0; k < size / 10; ++k)
                    out << QStringLiteral("0123456789");
            });
        } else {
            error = FileWriter::write(file, QByteArray(size, 'x'));
        }
    }
    QVERIFY2(error.contains(QLatin1String("too large")), qPrintable(error)); // EFBIG's words
    QCOMPARE(contents(file), good); // byte for byte
    QCOMPARE(entries(), QStringList { QStringLiteral("good.dat") }); // no temporary file left
    // Within the limit it works (and replaces the old file).
    {
        const FileSizeLimit limit(4096);
        QCOMPARE(FileWriter::write(file, QByteArray(4096, 'y')), QString());
    }
    QCOMPARE(contents(file), QByteArray(4096, 'y'));
    QFile::remove(file);
#endif
}

void TestFileWriter::missingDirectory()
{
    const QString file = m_dir.filePath(QStringLiteral("no/such/dir/x.png"));
    const QString error = FileWriter::write(file, "x");
    QVERIFY(!error.isEmpty());
    QVERIFY(!error.contains(file)); // the caller names the file
    QVERIFY(!QFileInfo::exists(file));
}

void TestFileWriter::directory()
{
    const QString dir = m_dir.filePath(QStringLiteral("sub.png"));
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(!FileWriter::write(dir, "x").isEmpty());
    QVERIFY(QFileInfo(dir).isDir());
    QVERIFY(QDir(m_dir.path()).rmdir(QStringLiteral("sub.png")));
}

void TestFileWriter::device()
{
#ifndef Q_OS_LINUX
    QSKIP("needs /dev/full");
#else
    QVERIFY(isCharacterDevice("/dev/full"));
    // Never replaced by a regular file (root could rename over the device node): written as it
    // is, and its failure reported. Checked first, so that a wrong answer stops the test here.
    QVERIFY(!FileWriter::replacesAtomically(QStringLiteral("/dev/full")));
    const QString link = m_dir.filePath(QStringLiteral("full.png"));
    QVERIFY(QFile::link(QStringLiteral("/dev/full"), link));
    QVERIFY(!FileWriter::replacesAtomically(link));
    for (const QString &target : { QStringLiteral("/dev/full"), link }) {
        const QString error = FileWriter::write(target, QByteArray(100, 'x'));
        QVERIFY2(error.contains(QLatin1String("space")), qPrintable(error)); // ENOSPC's words
        QVERIFY(isCharacterDevice("/dev/full"));
    }
    QVERIFY(QFileInfo(link).isSymLink());
    QCOMPARE(FileWriter::write(QStringLiteral("/dev/null"), "x"), QString());
    QVERIFY(isCharacterDevice("/dev/null"));
    QFile::remove(link);
#endif
}

QTEST_GUILESS_MAIN(TestFileWriter)
#include "tst_filewriter.moc"
