// SPDX-License-Identifier: GPL-3.0-or-later
// scripts/packages.txt must bring every file the configure step found: each package configuration
// file (every *_DIR that holds one) and each program or library (every FILEPATH) under /usr must
// come from a listed package or from what those pull in through Depends/Pre-Depends (the scripts
// install with --no-install-recommends), or from the base every Debian root has (Essential
// packages and apt). A machine that already had a package installed by hand hides a gap from CI;
// this test does not.
#include <QtCore/QDir>
#include <QtCore/QFile>
#include <QtCore/QFileInfo>
#include <QtCore/QHash>
#include <QtCore/QProcess>
#include <QtCore/QRegularExpression>
#include <QtCore/QSet>
#include <QtCore/QStandardPaths>
#include <QtTest/QtTest>

namespace {

struct FoundFile
{
    QString variable; // the CMakeCache.txt entry that found it
    QString path;
};

struct InstalledPackage
{
    bool essential = false;
    QStringList dependencies; // Pre-Depends and Depends, one clause ("a (>= 1) | b") each
};

using PackageDatabase = QHash<QString, InstalledPackage>;

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll());
}

// The package names of scripts/packages.txt: the first word of each line that is not a comment
// ("qt6-svg-plugins if-available": a package only some releases have, skipped where absent).
QStringList listedPackages(const QString &path)
{
    QStringList packages;
    for (QString line : readText(path).split(QLatin1Char('\n'))) {
        line = line.trimmed();
        if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
            packages.append(line.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty));
    }
    return packages;
}

// The package configuration file in a *_DIR (Qt6ChartsConfig.cmake, zlib-config.cmake), if any:
// include directories and the like end in _DIR too, but hold no package of their own.
QString configFile(const QString &variable, const QString &dir)
{
    const QString name = variable.chopped(4); // without "_DIR"
    for (const QString &candidate : { QString(name + QStringLiteral("Config.cmake")),
                                      QString(name.toLower() + QStringLiteral("-config.cmake")) }) {
        if (QFileInfo::exists(dir + QLatin1Char('/') + candidate))
            return dir + QLatin1Char('/') + candidate;
    }
    return {};
}

// Found when present, not needed to build: FindOpenGL always looks for EGL and GLU, while Qt's
// WrapOpenGL links OpenGL::GL alone (libOpenGL + libGLX, from libgl-dev).
bool optionalFind(const QString &variable)
{
    return variable == QLatin1String("OPENGL_egl_LIBRARY")
        || variable == QLatin1String("OPENGL_glu_LIBRARY");
}

QList<FoundFile> foundFiles(const QString &cacheText)
{
    static const QRegularExpression entry(
        QStringLiteral("^([A-Za-z0-9_.+-]+):(PATH|FILEPATH)=(.+)$"));
    QList<FoundFile> files;
    for (const QString &line : cacheText.split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch match = entry.match(line.trimmed());
        if (!match.hasMatch())
            continue;
        const QString variable = match.captured(1);
        const QString value = match.captured(3);
        if (optionalFind(variable))
            continue;
        if (!value.startsWith(QLatin1String("/usr/"))
            || value.startsWith(QLatin1String("/usr/local/")))
            continue;
        if (match.captured(2) == QLatin1String("PATH")) {
            if (!variable.endsWith(QLatin1String("_DIR")))
                continue;
            const QString config = configFile(variable, value);
            if (!config.isEmpty())
                files.append({ variable, config });
        } else if (QFileInfo(value).isFile()) {
            files.append({ variable, value });
        }
    }
    return files;
}

// The path itself, the file a symbolic link leads to (/usr/bin/c++ → /etc/alternatives/c++ →
// /usr/bin/g++-12) and, as dpkg may know a file of merged /usr under /bin or /lib, both without
// /usr.
QStringList ownerCandidates(const QString &path)
{
    QStringList candidates { path };
    const QString real = QFileInfo(path).canonicalFilePath();
    if (!real.isEmpty() && real != path)
        candidates.append(real);
    for (const QString &p : QStringList(candidates)) {
        if (p.startsWith(QLatin1String("/usr/")))
            candidates.append(p.mid(4));
    }
    return candidates;
}

// Which package owns each file, asked of dpkg once for all of them.
QHash<QString, QString> owners(const QList<FoundFile> &files)
{
    QStringList paths;
    for (const FoundFile &file : files)
        paths.append(ownerCandidates(file.path));
    paths.removeDuplicates();
    QProcess dpkg;
    dpkg.start(QStringLiteral("dpkg"), QStringList { QStringLiteral("-S") } + paths);
    dpkg.waitForFinished(120000); // exit code 1 when some path is not found: expected
    QHash<QString, QString> byPath;
    // "libqt6opengl6-dev:amd64: /usr/lib/…/Qt6OpenGLConfig.cmake", "a, b: /dir"; skip diversions.
    for (const QString &line :
         QString::fromUtf8(dpkg.readAllStandardOutput()).split(QLatin1Char('\n'))) {
        const int colon = line.indexOf(QLatin1String(": /"));
        if (colon <= 0 || line.startsWith(QLatin1String("diversion ")))
            continue;
        const QString package = line.left(colon).split(QLatin1Char(',')).first().trimmed();
        byPath.insert(line.mid(colon + 2).trimmed(), package.section(QLatin1Char(':'), 0, 0));
    }
    QHash<QString, QString> result;
    for (const FoundFile &file : files) {
        for (const QString &candidate : ownerCandidates(file.path)) {
            if (byPath.contains(candidate)) {
                result.insert(file.path, byPath.value(candidate));
                break;
            }
        }
    }
    return result;
}

PackageDatabase installedPackages()
{
    QProcess query;
    query.start(QStringLiteral("dpkg-query"),
                { QStringLiteral("-W"),
                  QStringLiteral("-f=${Package}\\t${db:Status-Status}\\t${Essential}\\t${Provides}"
                                 "\\t${Pre-Depends}\\t${Depends}\\n") });
    PackageDatabase packages;
    if (!query.waitForFinished(60000) || query.exitCode() != 0)
        return packages;
    QHash<QString, QStringList> providers;
    const QString out = QString::fromUtf8(query.readAllStandardOutput());
    for (const QString &line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList fields = line.split(QLatin1Char('\t'));
        if (fields.size() < 6 || fields[1] != QLatin1String("installed"))
            continue;
        InstalledPackage &package = packages[fields[0]];
        package.essential = package.essential || fields[2] == QLatin1String("yes");
        for (const int f : { 4, 5 }) {
            for (const QString &clause : fields[f].split(QLatin1Char(','), Qt::SkipEmptyParts))
                package.dependencies.append(clause.trimmed());
        }
        for (const QString &provided : fields[3].split(QLatin1Char(','), Qt::SkipEmptyParts))
            providers[provided.section(QLatin1Char('('), 0, 0).trimmed()].append(fields[0]);
    }
    // A virtual package ("c++-compiler") becomes a dependency on every installed provider.
    for (auto it = providers.cbegin(); it != providers.cend(); ++it) {
        if (!packages.contains(it.key()))
            packages[QStringLiteral("virtual:") + it.key()].dependencies
                = { it.value().join(QStringLiteral(" | ")) };
    }
    return packages;
}

QString dependencyName(const QString &alternative)
{
    // "libc6 (>= 2.34)", "python3:any", "foo [amd64]"
    return alternative.section(QLatin1Char('('), 0, 0)
        .section(QLatin1Char('['), 0, 0)
        .trimmed()
        .section(QLatin1Char(':'), 0, 0);
}

// The packages an install of `roots` brings: each dependency clause is met by its first
// alternative that is installed here, as apt would have chosen it.
QSet<QString> pulledIn(const PackageDatabase &db, const QStringList &roots)
{
    QSet<QString> seen;
    QStringList todo = roots;
    while (!todo.isEmpty()) {
        const QString name = todo.takeLast();
        if (seen.contains(name))
            continue;
        seen.insert(name);
        const auto it = db.constFind(name);
        if (it == db.cend()) {
            // A listed name that is only provided here (Debian 13: qt6-base-dev provides
            // libqt6opengl6-dev) brings what provides it.
            if (db.contains(QStringLiteral("virtual:") + name))
                todo.append(QStringLiteral("virtual:") + name);
            continue;
        }
        for (const QString &clause : it->dependencies) {
            for (const QString &alternative : clause.split(QLatin1Char('|'))) {
                const QString dep = dependencyName(alternative);
                if (db.contains(dep)) {
                    todo.append(dep);
                    break;
                }
                if (db.contains(QStringLiteral("virtual:") + dep)) {
                    todo.append(QStringLiteral("virtual:") + dep);
                    break;
                }
            }
        }
    }
    return seen;
}

// One line per found file whose package the list does not bring.
QStringList missingPackages(const QList<FoundFile> &files, const QHash<QString, QString> &owner,
                            const QStringList &listed, const PackageDatabase &db)
{
    QStringList roots = listed;
    roots.append(QStringLiteral("apt")); // a minimal Debian root: Essential packages and apt
    for (auto it = db.cbegin(); it != db.cend(); ++it) {
        if (it->essential)
            roots.append(it.key());
    }
    const QSet<QString> brought = pulledIn(db, roots);
    QStringList problems;
    for (const FoundFile &file : files) {
        const QString package = owner.value(file.path);
        if (package.isEmpty())
            problems.append(QStringLiteral("%1 (%2) belongs to no Debian package")
                                .arg(file.path, file.variable));
        else if (!brought.contains(package))
            problems.append(
                QStringLiteral(
                    "%1 (%2) is in %3, which scripts/packages.txt neither lists nor pulls in")
                    .arg(file.path, file.variable, package));
    }
    return problems;
}

} // namespace

class TestPackageList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void configureFindsOnlyListedPackages_data();
    void configureFindsOnlyListedPackages();
    void readmeListsTheSamePackages();

private:
    QList<FoundFile> m_files;
    QHash<QString, QString> m_owners;
    PackageDatabase m_db;
    QStringList m_listed;
};

void TestPackageList::initTestCase()
{
    m_listed = listedPackages(QStringLiteral(PEW_SOURCE_DIR "/scripts/packages.txt"));
    QVERIFY(m_listed.contains(QStringLiteral("qt6-charts-dev")));
#ifndef Q_OS_LINUX
    QSKIP("Debian packages: Linux only");
#endif
    if (QStandardPaths::findExecutable(QStringLiteral("dpkg-query")).isEmpty())
        QSKIP("not a Debian/Ubuntu system (no dpkg-query)");
    m_files = foundFiles(readText(QStringLiteral(PEW_BINARY_DIR "/CMakeCache.txt")));
    m_owners = owners(m_files);
    m_db = installedPackages();
    QVERIFY(!m_db.isEmpty());
    QStringList variables;
    for (const FoundFile &file : std::as_const(m_files))
        variables.append(file.variable);
    // The files this check exists for must be among those it reads.
    for (const char *variable :
         { "Qt6Charts_DIR", "Qt6OpenGL_DIR", "Qt6CoreTools_DIR", "Qt6LinguistTools_DIR",
           "CMAKE_CXX_COMPILER", "CMAKE_MAKE_PROGRAM" })
        QVERIFY2(variables.contains(QLatin1String(variable)), variable);
}

void TestPackageList::configureFindsOnlyListedPackages_data()
{
    QTest::addColumn<QStringList>("listed");
    QTest::addColumn<QStringList>("expectedProblems"); // substrings, one per expected line
    QTest::addRow("scripts/packages.txt") << m_listed << QStringList();
    // The gap a fresh Debian 12 machine showed: Qt6Charts needs Qt6OpenGL's config.
    QStringList withoutOpenGL = m_listed;
    withoutOpenGL.removeAll(QStringLiteral("libqt6opengl6-dev"));
    QTest::addRow("without libqt6opengl6-dev")
        << withoutOpenGL
        << QStringList { QStringLiteral(
               "Qt6OpenGLConfig.cmake (Qt6OpenGL_DIR) is in libqt6opengl6-dev") };
    QStringList withoutCharts = m_listed;
    withoutCharts.removeAll(QStringLiteral("qt6-charts-dev"));
    QTest::addRow("without qt6-charts-dev")
        << withoutCharts
        << QStringList { QStringLiteral(
               "Qt6ChartsConfig.cmake (Qt6Charts_DIR) is in qt6-charts-dev") };
}

void TestPackageList::configureFindsOnlyListedPackages()
{
    QFETCH(QStringList, listed);
    QFETCH(QStringList, expectedProblems);
    // Debian 12 ships Qt6OpenGL's CMake config in libqt6opengl6-dev; Debian 13 in qt6-base-dev,
    // which provides libqt6opengl6-dev: there the list cannot miss it by leaving that name out.
    if (QString(QTest::currentDataTag()) == QLatin1String("without libqt6opengl6-dev")) {
        QString owner;
        for (const FoundFile &file : std::as_const(m_files))
            if (file.variable == QLatin1String("Qt6OpenGL_DIR"))
                owner = m_owners.value(file.path);
        if (owner != QLatin1String("libqt6opengl6-dev"))
            QSKIP(qPrintable(QStringLiteral("Qt6OpenGLConfig.cmake is in %1 here (Debian 13), "
                                            "which the list names")
                                 .arg(owner)));
    }
    const QStringList problems = missingPackages(m_files, m_owners, listed, m_db);
    if (expectedProblems.isEmpty()) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        return;
    }
    for (const QString &expected : expectedProblems) {
        bool named = false;
        for (const QString &problem : problems)
            named = named || problem.contains(expected);
        QVERIFY2(named,
                 qPrintable(QStringLiteral("expected \"%1\" among:\n%2")
                                .arg(expected, problems.join(QLatin1Char('\n')))));
    }
}

void TestPackageList::readmeListsTheSamePackages()
{
    const QString readme = readText(QStringLiteral(PEW_SOURCE_DIR "/README.md"));
    const QString lead
        = QStringLiteral("Both scripts install these packages when they are missing:");
    const int at = readme.indexOf(lead);
    QVERIFY2(at >= 0, qPrintable(lead));
    const int open = readme.indexOf(QLatin1Char('`'), at);
    const int close = readme.indexOf(QLatin1Char('`'), open + 1);
    QVERIFY(open > 0 && close > open);
    QStringList inReadme
        = readme.mid(open + 1, close - open - 1).simplified().split(QLatin1Char(' '));
    QStringList listed = m_listed;
    inReadme.sort();
    listed.sort();
    QCOMPARE(inReadme, listed);
}

QTEST_GUILESS_MAIN(TestPackageList)
#include "tst_packagelist.moc"
