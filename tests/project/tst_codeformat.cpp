// SPDX-License-Identifier: GPL-3.0-or-later
// Every C++ source of the tree is formatted as .clang-format says: clang-format (Debian's, from
// scripts/packages.txt) finds nothing to change in app/, core/, ui/ or tests/.
#include <QtCore/QDir>
#include <QtCore/QDirIterator>
#include <QtCore/QFile>
#include <QtCore/QProcess>
#include <QtCore/QStandardPaths>
#include <QtTest/QtTest>

#include "tests/sourcetree.h"

class TestCodeFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void styleFileIsThere();
    void everySourceIsFormatted();

private:
    QStringList sources() const;
    // The files of one clang-format --dry-run --Werror call that it would change.
    QStringList unformatted(const QStringList &files, QString *failure) const;

    QString m_root = QStringLiteral(PEW_SOURCE_DIR);
    QString m_clangFormat;
};

void TestCodeFormat::initTestCase()
{
    m_clangFormat = QStandardPaths::findExecutable(QStringLiteral("clang-format"));
    if (m_clangFormat.isEmpty())
        QSKIP("clang-format is not installed (scripts/setup.sh installs it)");
}

void TestCodeFormat::styleFileIsThere()
{
    QFile style(m_root + QStringLiteral("/.clang-format"));
    QVERIFY(style.open(QIODevice::ReadOnly));
    const QByteArray text = style.readAll();
    QVERIFY(text.contains("BasedOnStyle:"));
    QVERIFY(text.contains("ColumnLimit: 100"));
}

QStringList TestCodeFormat::sources() const
{
    QStringList out;
    for (const char *top : { "app", "core", "ui", "tests" })
        out += pe::sourcetree::sourcesUnder(m_root, QLatin1String(top));
    return out;
}

QStringList TestCodeFormat::unformatted(const QStringList &files, QString *failure) const
{
    QProcess run;
    run.setWorkingDirectory(m_root);
    run.start(m_clangFormat,
              QStringList { QStringLiteral("--dry-run"), QStringLiteral("--Werror") } + files);
    if (!run.waitForFinished(120000) || run.exitStatus() != QProcess::NormalExit) {
        *failure = QStringLiteral("clang-format did not finish: ") + run.errorString();
        return {};
    }
    // "core/math/encoding.cpp:12:5: error: code should be clang-formatted
    // [-Wclang-format-violations]"
    QStringList out;
    const QString errors = QString::fromUtf8(run.readAllStandardError());
    for (const QString &line : errors.split(QLatin1Char('\n'))) {
        if (!line.contains(QLatin1String("clang-format-violations")))
            continue;
        const QString file = line.section(QLatin1Char(':'), 0, 0);
        if (!out.contains(file))
            out.append(file);
    }
    if (out.isEmpty() && run.exitCode() != 0)
        *failure = QStringLiteral("clang-format failed: ") + errors.left(2000);
    return out;
}

void TestCodeFormat::everySourceIsFormatted()
{
    const QStringList all = sources();
    QVERIFY(all.size() > 300);
    QStringList wrong;
    constexpr int batch = 100;
    for (int first = 0; first < all.size(); first += batch) {
        QString failure;
        wrong += unformatted(all.mid(first, batch), &failure);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
    }
    QVERIFY2(wrong.isEmpty(),
             qPrintable(QStringLiteral("not formatted as .clang-format says (run clang-format -i "
                                       "on them): ")
                        + wrong.join(QStringLiteral(", "))));
}

QTEST_GUILESS_MAIN(TestCodeFormat)
#include "tst_codeformat.moc"
