// SPDX-License-Identifier: GPL-3.0-or-later
// No C++ source of the tree is past 400 lines (docs/ARCHITECTURE.md: a file past ~300 lines asks
// to be split, past 400 it must be): app/, core/, ui/ and tests/, headers and sources alike.
#include "tests/sourcetree.h"

#include <QtTest>

using pe::sourcetree::readText;
using pe::sourcetree::sourcesUnder;

namespace {

constexpr int mostLines = 400;

int lineCount(const QString &text)
{
    const int newlines = int(text.count(QLatin1Char('\n')));
    return text.isEmpty() || text.endsWith(QLatin1Char('\n')) ? newlines : newlines + 1;
}

} // namespace

class TestFileLength : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void countsLines();
    void noSourcePastTheLimit();
};

void TestFileLength::countsLines()
{
    QCOMPARE(lineCount(QString()), 0);
    QCOMPARE(lineCount(QStringLiteral("a\n")), 1);
    QCOMPARE(lineCount(QStringLiteral("a\nb")), 2);
    QCOMPARE(lineCount(QStringLiteral("a\nb\n")), 2);
}

void TestFileLength::noSourcePastTheLimit()
{
    const QString root = QStringLiteral(PEW_SOURCE_DIR);
    QStringList sources;
    for (const QString &folder : { QStringLiteral("app"), QStringLiteral("core"),
                                   QStringLiteral("ui"), QStringLiteral("tests") })
        sources << sourcesUnder(root, folder);
    QVERIFY2(sources.size() > 500, qPrintable(QString::number(sources.size())));
    QStringList tooLong;
    for (const QString &source : std::as_const(sources)) {
        const int lines = lineCount(readText(root + QLatin1Char('/') + source));
        if (lines > mostLines)
            tooLong << QStringLiteral("%1: %2 lines").arg(source).arg(lines);
    }
    QVERIFY2(tooLong.isEmpty(),
             qPrintable(QStringLiteral("past %1 lines, to be split:\n").arg(mostLines)
                        + tooLong.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestFileLength)
#include "tst_filelength.moc"
