// SPDX-License-Identifier: GPL-3.0-or-later
// A command-line fuzz test: random and adversarial argument lists (huge and tiny numbers,
// 2^53 ± 1, nan and inf, non-ASCII digits, empty and space-only values, newlines and terminal
// escapes, bytes that are not UTF-8, repeated and conflicting options, odd --output paths) run
// through the real executable. The contract for every one: it exits (no signal, no hang: a case
// is killed after a time limit and fails) with 0 or 2; with 2, nothing on standard output and
// exactly one line, valid UTF-8, on standard error; with 0, nothing on standard error; a report
// into a full or closed standard output never exits with 0.
//
// Fixed seeds, so a failure repeats. A fresh run with other seeds and more cases:
//   PEW_FUZZ_SEED=12345 PEW_FUZZ_CASES=3000 build/default/tests/tst_commandlinefuzz
#include "tests/app/declaredcommandline.h"
#include "tests/rawcommandrun.h"
#include "core/math/seededgenerator.h"

#include <QTemporaryDir>
#include <QtTest>

using pe::RawCommandRun;
using pe::SeededGenerator;
using namespace pe::declared;
using Output = RawCommandRun::Output;

Q_DECLARE_METATYPE(RawCommandRun::Output)

namespace {

constexpr int caseTimeoutMs = 30000; // far above the slowest case (a render, about a second)

template<typename T>
T pick(SeededGenerator &random, const QList<T> &list)
{
    return list.at(random.between(0, int(list.size()) - 1));
}

QByteArray pick(SeededGenerator &random, std::initializer_list<QByteArray> list)
{
    return pick(random, QList<QByteArray>(list));
}

int pick(SeededGenerator &random, std::initializer_list<int> list)
{
    return pick(random, QList<int>(list));
}

bool chance(SeededGenerator &random, int percent)
{
    return random.between(1, 100) <= percent;
}

// Numbers every option meets: valid ones and the edges around them.
const QList<QByteArray> numbers = {
    "0", "1", "2", "3", "6", "8", "-1", "+3", "7", "100", "10000", "-8", "65536", "65538",
    "9007199254740991", "9007199254740992", "9007199254740993", "-9007199254740992",
    "-9007199254740993", "9223372036854775807", "9223372036854775808", "99999999999999999999",
    "1e400", "-1e400", "1e-400", "1e308", "1.7976931348623157e308", "4.9e-324", "1e12",
    "1000000000000.0001", "1e13", "1.0000000000000001", "1.0000000000000002", "0.5", "1.5",
    "8.0", "1e3", ".5", "1.", "nan", "NaN", "-nan", "inf", "-inf", "Infinity", "0x10", "1,000",
    "1_000", "\xef\xbc\x97",         // full-width 7
    "\xef\xbc\x98",                   // full-width 8
    "\xd9\xa8",                       // Arabic-Indic 8
    "\xdb\xb8",                       // extended Arabic-Indic 8
    "\xe0\xa5\xa7",                   // Devanagari 1
    "\xef\xbc\x91\xef\xbc\x90\xef\xbc\x90", // full-width 100
    "", " ", "\t", " 8", "8 ", "8\n", "\n", "3\r", "\xc2\xa0" "8", "\xe3\x80\x80" "8",
};

// Values that are wrong for any option: empty, control characters, broken UTF-8, options.
const QList<QByteArray> oddValues = {
    "", " ", "\n", "a\nb", "\x1b[31mred\x1b[0m", "\x1b]0;title\x07", "\r\n", "\xe2\x80\xa8",
    "\xe2\x80\xae" "gnp.exe", "\xff", "\xc3", "\xe9t\xe9", "\xed\xa0\x80", "\xc0\xaf", "--",
    "-", "--dim", "-h", "=", "%1", "%n", "lesson:", "::", "\\", "\"", "'", "x\x01y",
    "\xf0\x9f\x98\x80",
};

const QList<QByteArray> layouts = { "interleaved", "concatenated", "Interleaved", "diagonal" };
const QList<QByteArray> formats = { "text", "json", "csv", "markdown", "JSON", "xml" };
const QList<QByteArray> languages = { "en", "ja", "zh_TW", "fr", "zh", "JA", "zh_CN" };
const QList<QByteArray> palettes = { "viridis", "rdbu", "cividis", "jet", "Viridis" };
const QList<QByteArray> lessons = { "workbench", "why-waves", "attention", "beyond", "lesson",
                                     "x" };
// Declared views, then ones that are not (the table is the window's, not --render's).
const QList<QByteArray> &views()
{
    static const QList<QByteArray> list = declaredViews() + declaredLessonSteps()
            + QList<QByteArray> { "table", "lesson:workbench:99", "lesson:x:1",
                                  "lesson:workbench", "lesson:workbench:-1", "Main", "" };
    return list;
}
// Only small images: the render itself is tested elsewhere, and a large one takes seconds.
const QList<QByteArray> sizes = { "200x200", "240x200", "320x240", "300X220", "199x200",
                                  "8193x200", "0x0", "x", "300x", "300x220x2", "-300x300",
                                  "1e3x300", " 300x300", "300x 300", "300x300\n",
                                  "\xef\xbc\x93\xef\xbc\x90\xef\xbc\x90x300" };
// Small enough for any d when the table is written out; the large ones are refused for every d.
const QList<QByteArray> positionsSmall = { "1", "3", "50", "0-9", "5-5", "10-19",
                                           "9007199254740990-9007199254740992",
                                           "0", "-5", "10-", "20-10", "-3-5", "0-9007199254740993",
                                           "50000001", "0-99999999999", "1e3", "\xef\xbc\x97",
                                           "3-\xef\xbc\x97", "--5", "1--2" };
// Tables of up to 10^8 values: only into a full or closed output, where they stop at once.
const QList<QByteArray> positionsLarge = { "12499999", "0-12500000", "1000000", "50000000" };
const QList<QByteArray> dimsSmall = { "2", "8", "16", "64", "128", "1024" };
// The schemes beyond the sinusoid (--rope, --alibi, --profile, --context-scaling).
const QList<QByteArray> pairings = { "interleaved", "half", "Half", "rotate_half" };
const QList<QByteArray> schemes = { "sinusoidal", "rope", "alibi", "learned", "RoPE" };
const QList<QByteArray> methods = { "pi", "ntk", "yarn", "PI", "linear" };
const QList<QByteArray> vectors = { "1,2", "1,0,0,1,2,3,4,5", "1,1,1,1,1,1,1,1", "1,,2", "1,nan",
                                    "1e400,0", "-1e6,1e6", "0.5,-0.25", "" };
// Values that are accepted, for the cases that should mostly succeed.
const QList<QByteArray> goodPositions = { "0", "1", "3", "6", "49", "1000", "9007199254740991",
                                          "9007199254740992" };
const QList<QByteArray> goodShifts = { "0", "1", "3", "-1", "-3", "100", "+2" };
const QList<QByteArray> goodBases = { "10000", "100", "1.5", "2", "1e4", "500000", "1e12",
                                      "1.0000000000000002", "10000.5", "1E3" };
const QList<QByteArray> goodTableRows = { "1", "3", "50", "0-9", "5-5", "10-19",
                                          "9007199254740990-9007199254740992" };
const QList<QByteArray> goodComparePositions = { "1", "3", "6", "7", "32", "49", "1000" };
const QList<QByteArray> &goodViews()
{
    static const QList<QByteArray> list = declaredViews() + declaredLessonSteps();
    return list;
}

class CaseBuilder
{
public:
    CaseBuilder(SeededGenerator &random, const QByteArray &dir)
        : m_random(random)
        , m_dir(dir)
    {
    }

    QList<QByteArray> arguments;
    Output output = Output::Captured;

    // A value from good, or (100 - percent in 100) an odd one.
    QByteArray mostly(const QList<QByteArray> &good, int percent)
    {
        return chance(m_random, percent) ? pick(m_random, good) : pick(m_random, oddValues);
    }

    QByteArray number()
    {
        if (chance(m_random, 5))
            return randomBytes();
        return chance(m_random, 15) ? pick(m_random, oddValues) : pick(m_random, numbers);
    }
    // 0 to 12 bytes of anything but NUL (an argument cannot hold one).
    QByteArray randomBytes()
    {
        QByteArray bytes;
        const int length = m_random.between(0, 12);
        for (int k = 0; k < length; ++k)
            bytes += char(m_random.between(1, 255));
        return bytes;
    }
    // Any option, any value, in any order: the grammar itself under test.
    void buildSoup()
    {
        static const QList<QByteArray> options = declaredOptions();
        output = chance(m_random, 80) ? Output::Captured : Output::Full;
        const int count = m_random.between(1, 8);
        for (int k = 0; k < count; ++k) {
            switch (m_random.between(0, 4)) {
            case 0: arguments << pick(m_random, options); break;
            case 1: arguments << number(); break;
            case 2: arguments << randomBytes(); break;
            case 3: arguments << pick(m_random, options) + '=' + number(); break;
            default: arguments << "-" + randomBytes(); break;
            }
        }
        // The soup never renders (sizes and views are not bounded here) and never writes files.
        arguments.removeAll("--render");
        arguments.removeAll("--output");
        arguments.erase(std::remove_if(arguments.begin(), arguments.end(),
                                       [](const QByteArray &a) {
                                           return a.startsWith("--render=")
                                                   || a.startsWith("--output=");
                                       }),
                        arguments.end());
        // Nor does it write a table of up to 10^8 values out in full (--dim 65536 --table).
        if (arguments.contains("--table"))
            output = Output::Full;
    }
    QByteArray dim(bool small)
    {
        if (chance(m_random, 60))
            return pick(m_random, dimsSmall);
        const QByteArray v = number();
        // d = 65536 (or 10000) only where a table of it is not written out in full.
        return small && (v == "65536" || v == "10000") ? QByteArray("1024") : v;
    }
    QByteArray pair() { return number() + pickSeparator() + number(); }
    QByteArray pickSeparator()
    {
        return chance(m_random, 85) ? QByteArray(",") : pick(m_random, { ";", ", ", ",,", "" });
    }
    QByteArray outputPath()
    {
        // Inside the scratch folder, or odd: a folder, a missing folder, a dangling link,
        // devices (refused for their names), names that are not UTF-8 or hold a newline. Never a
        // writable name outside the scratch folder: the tests may run as root.
        return pick(m_random, { m_dir + "/a.png", m_dir + "/b.svg", m_dir + "/a.PNG", m_dir,
                                m_dir + "/folder.png", m_dir + "/missing/x.png",
                                m_dir + "/dangling.png", m_dir + "/caf\xe9.png",
                                m_dir + "/d\xe9j\xe0/x.svg", m_dir + "/new\nline.png",
                                m_dir + "/x.bmp", m_dir + "/noext", "/dev/full", "/dev/null",
                                m_dir + "/missing/../a.png", m_dir + "//a.png", "", " ",
                                m_dir + "/ends-with-space.png " });
    }

    void add(const QByteArray &option, const QByteArray &value)
    {
        if (chance(m_random, 8)) {
            arguments << option + '=' + value;
        } else {
            arguments << option << value;
        }
    }

    // One of the option families; values mostly sensible, sometimes adversarial.
    void addOption(bool render, bool smallOutput)
    {
        switch (m_random.between(0, 21)) {
        case 0: add("--dim", dim(smallOutput || render)); break;
        case 1: add("--base", number()); break;
        case 2: add("--layout", mostly(layouts, 70)); break;
        case 3: add("--format", mostly(formats, 70)); break;
        case 4: arguments << "--off"; break;
        case 5:
            add("--positions", smallOutput || render || chance(m_random, 50)
                                       ? pick(m_random, positionsSmall)
                                       : pick(m_random, positionsLarge));
            break;
        case 6: add("--from", number()); break;
        case 7: add("--language", mostly(languages, 70)); break;
        case 8: add("--compare-position", number()); break;
        case 9: add("--output", outputPath()); break;
        case 10: add("--size", pick(m_random, sizes)); break;
        case 11: add("--palette", mostly(palettes, 70)); break;
        case 12: add("--compare", pair()); break;
        case 13: add("--pairing", mostly(pairings, 80)); break;
        case 14: add(chance(m_random, 50) ? "--query" : "--key", mostly(vectors, 80)); break;
        case 15: add("--heads", number()); break;
        case 16: add("--length", number()); break;
        case 17: add("--distances", number()); break;
        case 18: add("--scale", number()); break;
        case 19: add("--train-length", number()); break;
        case 20: add("--profile", mostly(schemes, 70)); break;
        default:
            // Unknown, malformed or compacted options, and stray values.
            arguments << pick(m_random, { "--bogus", "-x", "-hv", "-vh", "--", "-", "---dim",
                                          "--Dim", "--off=1", "--help=1", "8", "\xff", "\n" });
            break;
        }
    }

    void build(int family)
    {
        const int roll = m_random.between(1, 100);
        output = roll <= 80 ? Output::Captured : (roll <= 90 ? Output::Full : Output::Closed);
        const bool small = output == Output::Captured;
        bool render = false;
        switch (family) {
        case 0: add("--compare", pair()); break;
        case 1: arguments << "--table"; break;
        case 2: add("--shift", number()); if (chance(m_random, 80)) add("--from", number()); break;
        case 3: add("--worksheet", mostly(lessons, 80)); break;
        case 4: arguments << pick(m_random, { "--help", "-h", "--version", "-v" }); break;
        case 5:
            render = true;
            add("--render", mostly(views(), 85));
            add("--size", chance(m_random, 80) ? QByteArray("240x200") : pick(m_random, sizes));
            if (chance(m_random, 90))
                add("--output", outputPath());
            break;
        case 7: // the schemes beyond the sinusoid
            switch (m_random.between(0, 3)) {
            case 0: add("--rope", pair()); break;
            case 1: arguments << "--alibi"; if (chance(m_random, 80)) add("--heads", number()); break;
            case 2: add("--profile", mostly(schemes, 80)); break;
            default:
                add("--context-scaling", mostly(methods, 80));
                add("--scale", number());
                add("--train-length", number());
                break;
            }
            break;
        default: // two modes at once
            arguments << "--table";
            add("--compare", pair());
            break;
        }
        const int extra = m_random.between(0, render ? 3 : 5);
        for (int k = 0; k < extra; ++k)
            addOption(render, small);
        if (chance(m_random, 10) && !arguments.isEmpty()) // a repeated option
            arguments << arguments.at(m_random.between(0, int(arguments.size()) - 1));
        if (chance(m_random, 5)) // a value missing at the end
            arguments << pick(m_random, { "--dim", "--base", "--output", "--compare" });
        // Shuffle the pairs a little: options may come in any order.
        if (arguments.size() > 2 && chance(m_random, 30))
            std::swap(arguments[0], arguments[arguments.size() - 1]);
        // A render with a large size would only be slow, not wrong: keep every size small.
        for (qsizetype k = 0; k + 1 < arguments.size(); ++k) {
            if (arguments.at(k) == "--size" && !sizes.contains(arguments.at(k + 1)))
                arguments[k + 1] = "240x200";
        }
    }

    // A case of valid options for its mode (values mostly accepted), each option at most once.
    void buildClean(int family)
    {
        const int roll = m_random.between(1, 100);
        output = roll <= 80 ? Output::Captured : (roll <= 90 ? Output::Full : Output::Closed);
        QList<QByteArray> optional;
        switch (family) {
        case 0:
            add("--compare", pick(m_random, goodPositions) + ',' + pick(m_random, goodPositions));
            optional = { "--dim", "--base", "--off", "--layout", "--format" };
            break;
        case 1:
            arguments << "--table";
            optional = { "--dim", "--base", "--positions", "--layout", "--format" };
            break;
        case 2:
            add("--shift", pick(m_random, goodShifts));
            add("--from", pick(m_random, goodPositions));
            optional = { "--dim", "--base", "--format" };
            break;
        case 3:
            add("--worksheet", pick(m_random, { "workbench", "why-waves", "attention", "beyond" }));
            optional = { "--compare-position", "--format" };
            break;
        case 5: {
            const QByteArray view = pick(m_random, goodViews());
            add("--render", view);
            add("--size", pick(m_random, { "200x200", "240x200", "320x240" }));
            add("--output", pick(m_random, { m_dir + "/a.png", m_dir + "/b.svg",
                                             m_dir + "/caf\xe9.png",
                                             m_dir + "/d\xe9j\xe0/x.svg" }));
            optional = { "--dim", "--base", "--positions", "--compare", "--off", "--layout",
                         "--palette" };
            if (view.startsWith("lesson:"))
                optional = { "--compare-position" };
            break;
        }
        case 7:
            switch (m_random.between(0, 3)) {
            case 0:
                add("--rope", pick(m_random, goodPositions) + ',' + pick(m_random, goodPositions));
                optional = { "--pairing", "--format" };
                break;
            case 1:
                arguments << "--alibi";
                add("--heads", pick(m_random, { "1", "5", "8", "12", "1024" }));
                optional = { "--length", "--format" };
                break;
            case 2:
                add("--profile", pick(m_random, { "sinusoidal", "rope", "alibi" }));
                optional = { "--distances", "--format" };
                break;
            default:
                add("--context-scaling", pick(m_random, { "pi", "ntk", "yarn" }));
                add("--scale", pick(m_random, { "0.5", "1", "4", "16", "1e6" }));
                add("--train-length", pick(m_random, { "1", "2048", "9007199254740992" }));
                optional = { "--dim", "--base", "--format" };
                break;
            }
            break;
        default:
            arguments << pick(m_random, { "--help", "-h", "--version", "-v" });
            break;
        }
        optional << "--language";
        const bool json = chance(m_random, 50);
        for (const QByteArray &option : optional) {
            if (!chance(m_random, 40))
                continue;
            if (option == "--off")
                arguments << option;
            else if (option == "--dim")
                add(option, pick(m_random, dimsSmall));
            else if (option == "--base")
                add(option, pick(m_random, goodBases));
            else if (option == "--layout")
                add(option, pick(m_random, { "interleaved", "concatenated" }));
            else if (option == "--format" && family == 7)
                add(option, arguments.contains("--profile") ? (json ? "json" : "csv")
                                                            : (json ? "json" : "text"));
            else if (option == "--pairing")
                add(option, pick(m_random, { "interleaved", "half" }));
            else if (option == "--length")
                add(option, pick(m_random, { "1", "8", "100" }));
            else if (option == "--distances")
                add(option, pick(m_random, { "1", "64", "1000" }));
            else if (option == "--format")
                add(option, family == 1 ? (json ? "json" : "csv")
                                        : (family == 3 ? (json ? "json" : "markdown")
                                                       : (json ? "json" : "text")));
            else if (option == "--positions")
                add(option, family == 5 ? pick(m_random, { "1", "50", "1000" })
                                        : pick(m_random, goodTableRows));
            else if (option == "--compare")
                add(option, pick(m_random, goodPositions) + ',' + pick(m_random, goodPositions));
            else if (option == "--palette")
                add(option, pick(m_random, { "viridis", "rdbu", "cividis" }));
            else if (option == "--compare-position")
                add(option, pick(m_random, goodComparePositions));
            else if (option == "--language")
                add(option, pick(m_random, { "en", "ja", "zh_TW" }));
        }
    }

    // Whether the arguments might open the window (no report option among them): never run.
    bool mayOpenWindow() const
    {
        for (const QByteArray &a : arguments) {
            static const QList<QByteArray> modes = declaredReportOptions();
            for (const QByteArray &mode : modes) {
                if (a == mode || a.startsWith(mode + '='))
                    return false;
            }
        }
        return true;
    }

    bool writesLarge() const
    {
        for (const QByteArray &a : arguments) {
            for (const QByteArray &large : positionsLarge) {
                if (a.endsWith(large))
                    return true;
            }
        }
        return false;
    }

private:
    SeededGenerator &m_random;
    QByteArray m_dir;
};

QString shown(const QList<QByteArray> &arguments)
{
    QStringList parts;
    for (const QByteArray &a : arguments) {
        QString part;
        for (const char c : a) {
            const auto u = static_cast<unsigned char>(c);
            part += u >= 0x20 && u < 0x7f && c != '\\'
                    ? QString(QLatin1Char(c))
                    : QStringLiteral("\\x%1").arg(u, 2, 16, QLatin1Char('0'));
        }
        parts << QLatin1Char('\'') + part + QLatin1Char('\'');
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace

class TestCommandLineFuzz : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void contract_data();
    void contract();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    QMap<QString, int> m_outcomes; // "exit 0", "exit 2", "exit 0, render": how the cases ended
};

void TestCommandLineFuzz::initTestCase()
{
#ifndef Q_OS_UNIX
    QSKIP("runs the program with posix_spawn");
#endif
    QVERIFY(m_dir.isValid());
    const QByteArray dir = QFile::encodeName(m_dir.path());
    QVERIFY(RawCommandRun::makeFolder(dir + "/folder.png"));
    QVERIFY(RawCommandRun::makeFolder(dir + "/d\xe9j\xe0"));
    QVERIFY(RawCommandRun::makeLink("/nonexistent/target.png", dir + "/dangling.png"));
}

void TestCommandLineFuzz::cleanupTestCase()
{
    QStringList outcomes;
    for (auto it = m_outcomes.cbegin(); it != m_outcomes.cend(); ++it)
        outcomes << QStringLiteral("%1: %2").arg(it.key()).arg(it.value());
    qInfo("%s", qPrintable(outcomes.join(QLatin1String(", "))));
    RawCommandRun::removeContents(QFile::encodeName(m_dir.path()));
}

void TestCommandLineFuzz::contract_data()
{
    QTest::addColumn<QList<QByteArray>>("arguments");
    QTest::addColumn<Output>("output");
    const QByteArray dir = QFile::encodeName(m_dir.path());
    const uint64_t seed = qEnvironmentVariableIsSet("PEW_FUZZ_SEED")
            ? qEnvironmentVariable("PEW_FUZZ_SEED").toULongLong()
            : 20261201;
    const int cases = qEnvironmentVariableIsSet("PEW_FUZZ_CASES")
            ? qEnvironmentVariableIntValue("PEW_FUZZ_CASES")
            : 300;
    SeededGenerator random(seed);
    int made = 0;
    while (made < cases) {
        CaseBuilder builder(random, dir);
        // Renders take about ten times as long as a report: one case in ten.
        const int family = random.between(0, 9) == 0 ? 5 : pick(random, { 0, 1, 2, 3, 4, 6, 7 });
        // Four cases in ten valid for their mode (they mostly succeed), the rest adversarial.
        const int kind = random.between(1, 10);
        if (kind <= 4)
            builder.buildClean(family);
        else if (kind == 5)
            builder.buildSoup();
        else
            builder.build(family);
        if (builder.mayOpenWindow())
            continue;
        if (builder.writesLarge() && builder.output == Output::Captured)
            builder.output = Output::Full; // a 10^8-value table stops at the first write there
        QTest::addRow("%d", made) << builder.arguments << builder.output;
        ++made;
    }
}

void TestCommandLineFuzz::contract()
{
    QFETCH(QList<QByteArray>, arguments);
    QFETCH(Output, output);
    const QString what = shown(arguments)
            + (output == Output::Full ? QStringLiteral(" >/dev/full")
                                      : (output == Output::Closed ? QStringLiteral(" >&-")
                                                                  : QString()));
    const RawCommandRun run = RawCommandRun::start(arguments, output, caseTimeoutMs);
    QVERIFY2(run.started, qPrintable(what));
    QVERIFY2(!run.timedOut,
             qPrintable(QStringLiteral("killed after %1 ms: ").arg(caseTimeoutMs) + what));
    QVERIFY2(run.signal == 0, qPrintable(QStringLiteral("signal %1: ").arg(run.signal) + what));
    QVERIFY2(run.exitCode == 0 || run.exitCode == 2,
             qPrintable(QStringLiteral("exit %1: ").arg(run.exitCode) + what));
    const QString err = QString::fromUtf8(run.err);
    if (run.exitCode == 2) {
        QVERIFY2(run.out.isEmpty(),
                 qPrintable(what + QStringLiteral(" printed ") + run.out.left(80)));
        QVERIFY2(run.err.startsWith("pe-workbench: ") && run.err.endsWith('\n')
                         && run.err.count('\n') == 1,
                 qPrintable(what + QStringLiteral(" → ") + err));
        QVERIFY2(err.toUtf8() == run.err, qPrintable(what + QStringLiteral(": not UTF-8")));
        QVERIFY2(!err.contains(QChar(0xFFFD)), qPrintable(what + QStringLiteral(" → ") + err));
        ++m_outcomes[QStringLiteral("exit 2")];
        return;
    }
    QVERIFY2(run.err.isEmpty(), qPrintable(what + QStringLiteral(" → ") + err));
    // Success with nothing written is a render's alone; a report into a full or closed output
    // must fail.
    const bool render = arguments.contains("--render")
            || std::any_of(arguments.cbegin(), arguments.cend(),
                           [](const QByteArray &a) { return a.startsWith("--render="); });
    if (output != Output::Captured)
        QVERIFY2(render, qPrintable(QStringLiteral("exit 0: ") + what));
    else if (!render)
        QVERIFY2(!run.out.isEmpty(), qPrintable(QStringLiteral("nothing printed: ") + what));
    ++m_outcomes[render ? QStringLiteral("exit 0, render") : QStringLiteral("exit 0, report")];
}

QTEST_GUILESS_MAIN(TestCommandLineFuzz)

#include "tst_commandlinefuzz.moc"
