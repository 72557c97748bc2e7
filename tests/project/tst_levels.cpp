// SPDX-License-Identifier: GPL-3.0-or-later
// The house rules of docs/ARCHITECTURE.md, read from its level table and checked on every source
// file: a folder includes only its own files and those of lower levels; core/ includes no Qt GUI
// header; Qt Charts is included in ui/waves/ alone; every source is listed in its CMakeLists.txt;
// a folder names only its own list type and 64-bit integer type (the table's middle columns).
#include <QtCore/QDir>
#include <QtCore/QDirIterator>
#include <QtCore/QFile>
#include <QtCore/QFileInfo>
#include <QtCore/QLibraryInfo>
#include <QtCore/QMap>
#include <QtCore/QRegularExpression>
#include <QtTest/QtTest>

#include "tests/sourcetree.h"

namespace {

using pe::sourcetree::readText;
using pe::sourcetree::sourcesUnder;

// "core/math/encoding.cpp" → "core/math"
QString folderOf(const QString &relativePath)
{
    return relativePath.section(QLatin1Char('/'), 0, -2);
}

struct Include
{
    int line;
    QString path; // as written between the quotes or brackets
    bool quoted;
};

QList<Include> includesOf(const QString &text)
{
    static const QRegularExpression include(
        QStringLiteral("^\\s*#\\s*include\\s*([\"<])([^\">]+)[\">]"));
    QList<Include> out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int k = 0; k < lines.size(); ++k) {
        const QRegularExpressionMatch m = include.match(lines.at(k));
        if (m.hasMatch())
            out.append({ k + 1, m.captured(2), m.captured(1) == QLatin1String("\"") });
    }
    return out;
}

} // namespace

class TestLevels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyFolderHasALevel();
    void includesPointDown();
    void coreIncludesNoGui();
    void chartsOnlyInWaves();
    void sourcesAreListed();
    void listAndIntegerTypes();

private:
    QString m_root = QStringLiteral(PEW_SOURCE_DIR);
    QMap<QString, int> m_levels; // "core/math" → 1
    QMap<QString, QString> m_listType; // "core/math" → "std::vector" ("—": none)
    QMap<QString, QString> m_integerType; // "core/math" → "std::int64_t"
    QStringList m_sources;
};

void TestLevels::initTestCase()
{
    // | `core/math/` | 1 | `std::vector` | `std::int64_t` | …
    static const QRegularExpression row(
        QStringLiteral("^\\|\\s*`([a-z/]+)/"
                       "`\\s*\\|\\s*(\\d+)\\s*\\|\\s*`?([^|`]*)`?\\s*\\|\\s*`?([^|`]*)`?\\s*\\|"));
    for (const QString &line :
         readText(m_root + QStringLiteral("/docs/ARCHITECTURE.md")).split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = row.match(line);
        if (!m.hasMatch())
            continue;
        m_levels.insert(m.captured(1), m.captured(2).toInt());
        m_listType.insert(m.captured(1), m.captured(3).trimmed());
        m_integerType.insert(m.captured(1), m.captured(4).trimmed());
    }
    QVERIFY2(m_levels.size() >= 10, "docs/ARCHITECTURE.md: the level table was not found");
    for (const char *top : { "core", "ui", "app" })
        m_sources += sourcesUnder(m_root, QLatin1String(top));
    QVERIFY(m_sources.size() > 100);
}

void TestLevels::everyFolderHasALevel()
{
    QStringList unknown;
    for (const QString &source : std::as_const(m_sources)) {
        if (!m_levels.contains(folderOf(source)))
            unknown.append(source);
    }
    QVERIFY2(unknown.isEmpty(),
             qPrintable(QStringLiteral("folders missing from the level table of "
                                       "docs/ARCHITECTURE.md: ")
                        + unknown.join(QStringLiteral(", "))));
}

void TestLevels::includesPointDown()
{
    QStringList wrong;
    for (const QString &source : std::as_const(m_sources)) {
        const QString folder = folderOf(source);
        const int level = m_levels.value(folder, -1);
        for (const Include &inc : includesOf(readText(m_root + QLatin1Char('/') + source))) {
            if (!inc.quoted || inc.path.endsWith(QLatin1String(".moc")))
                continue;
            if (!QFileInfo::exists(m_root + QLatin1Char('/') + inc.path)) {
                wrong.append(QStringLiteral("%1:%2: \"%3\" is not a path from the top of the tree")
                                 .arg(source)
                                 .arg(inc.line)
                                 .arg(inc.path));
                continue;
            }
            const QString target = folderOf(inc.path);
            if (target == folder)
                continue;
            const int targetLevel = m_levels.value(target, -1);
            if (targetLevel < 0 || targetLevel >= level)
                wrong.append(QStringLiteral("%1:%2: level %3 (%4) includes level %5 (%6)")
                                 .arg(source)
                                 .arg(inc.line)
                                 .arg(level)
                                 .arg(folder)
                                 .arg(targetLevel)
                                 .arg(target));
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestLevels::coreIncludesNoGui()
{
    const QString headers = QLibraryInfo::path(QLibraryInfo::HeadersPath);
    QVERIFY(QFileInfo::exists(headers + QStringLiteral("/QtCore/QObject")));
    QStringList wrong;
    for (const QString &source : std::as_const(m_sources)) {
        if (!source.startsWith(QLatin1String("core/")))
            continue;
        for (const Include &inc : includesOf(readText(m_root + QLatin1Char('/') + source))) {
            if (inc.quoted)
                continue;
            const QString name = inc.path.section(QLatin1Char('/'), -1);
            const bool gui = inc.path.startsWith(QLatin1String("QtGui"))
                || inc.path.startsWith(QLatin1String("QtWidgets"))
                || inc.path.startsWith(QLatin1String("QtCharts"))
                || inc.path.startsWith(QLatin1String("QtSvg"))
                || (!inc.path.contains(QLatin1Char('/'))
                    && !QFileInfo::exists(headers + QStringLiteral("/QtCore/") + name)
                    && (QFileInfo::exists(headers + QStringLiteral("/QtGui/") + name)
                        || QFileInfo::exists(headers + QStringLiteral("/QtWidgets/") + name)));
            if (gui)
                wrong.append(QStringLiteral("%1:%2: <%3>").arg(source).arg(inc.line).arg(inc.path));
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestLevels::chartsOnlyInWaves()
{
    const QString headers = QLibraryInfo::path(QLibraryInfo::HeadersPath);
    QStringList wrong;
    int inWaves = 0;
    for (const QString &source : std::as_const(m_sources)) {
        for (const Include &inc : includesOf(readText(m_root + QLatin1Char('/') + source))) {
            if (inc.quoted)
                continue;
            const QString name = inc.path.section(QLatin1Char('/'), -1);
            const bool charts = inc.path.startsWith(QLatin1String("QtCharts"))
                || (!inc.path.contains(QLatin1Char('/'))
                    && QFileInfo::exists(headers + QStringLiteral("/QtCharts/") + name));
            if (!charts)
                continue;
            if (folderOf(source) == QLatin1String("ui/waves"))
                ++inWaves;
            else
                wrong.append(QStringLiteral("%1:%2: <%3>").arg(source).arg(inc.line).arg(inc.path));
        }
    }
    QVERIFY(inWaves > 0);
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

// No file(GLOB): a source that is not named in its library's CMakeLists.txt is not built.
void TestLevels::sourcesAreListed()
{
    QStringList unlisted;
    for (const char *top : { "core", "ui", "app" }) {
        const QString lists = readText(m_root + QLatin1Char('/') + QLatin1String(top)
                                       + QStringLiteral("/CMakeLists.txt"));
        QVERIFY(!lists.isEmpty());
        QVERIFY2(!lists.contains(QLatin1String("GLOB")), top);
        for (const QString &source : std::as_const(m_sources)) {
            if (!source.startsWith(QLatin1String(top) + QLatin1Char('/')))
                continue;
            const QString relative = source.mid(int(qstrlen(top)) + 1);
            static const QRegularExpression word(QStringLiteral("\\s"));
            if (!lists.split(word).contains(relative))
                unlisted.append(source);
        }
    }
    QVERIFY2(unlisted.isEmpty(), qPrintable(unlisted.join(QLatin1Char('\n'))));
}

// One list type and one 64-bit integer type a folder (docs/ARCHITECTURE.md, "Levels"). Crossing
// every folder: std::vector<double> (a mathematical vector) and QStringList.
void TestLevels::listAndIntegerTypes()
{
    static const QRegularExpression comment(QStringLiteral("//[^\n]*"));
    static const QRegularExpression qtList(QStringLiteral("\\bQ(List|Vector)<"));
    static const QRegularExpression stdList(
        QStringLiteral("std::vector<(?!double>|std::vector<double>>)"));
    static const QRegularExpression qtInteger(QStringLiteral("\\bqu?int64\\b"));
    static const QRegularExpression stdInteger(QStringLiteral("\\bu?int64_t\\b"));
    QStringList wrong;
    for (const QString &source : std::as_const(m_sources)) {
        const QString folder = folderOf(source);
        const QString list = m_listType.value(folder);
        const QString integer = m_integerType.value(folder);
        QVERIFY2(list == QLatin1String("std::vector") || list == QLatin1String("QList")
                     || list == QStringLiteral("—"),
                 qPrintable(folder + QStringLiteral(": list type ") + list));
        QVERIFY2(integer == QLatin1String("std::int64_t") || integer == QLatin1String("qint64"),
                 qPrintable(folder + QStringLiteral(": integer type ") + integer));
        QList<const QRegularExpression *> forbidden;
        if (list != QLatin1String("QList"))
            forbidden.append(&qtList);
        if (list != QLatin1String("std::vector"))
            forbidden.append(&stdList);
        forbidden.append(integer == QLatin1String("qint64") ? &stdInteger : &qtInteger);
        const QStringList lines
            = readText(m_root + QLatin1Char('/') + source).remove(comment).split(QLatin1Char('\n'));
        for (int k = 0; k < lines.size(); ++k) {
            for (const QRegularExpression *type : std::as_const(forbidden)) {
                const QRegularExpressionMatch m = type->match(lines.at(k));
                if (m.hasMatch())
                    wrong.append(QStringLiteral("%1:%2: %3 in a folder of %4 and %5")
                                     .arg(source)
                                     .arg(k + 1)
                                     .arg(m.captured(0), list, integer));
            }
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestLevels)
#include "tst_levels.moc"
