// SPDX-License-Identifier: GPL-3.0-or-later
// A command-line fuzz test, adversarial cases: random and adversarial argument lists (huge and
// tiny numbers, 2^53 ± 1, nan and inf, non-ASCII digits, empty and space-only values, newlines
// and terminal escapes, bytes that are not UTF-8, repeated and conflicting options, odd --output
// paths, a soup of any option with any value) run through the real executable. The contract for
// every one: it exits (no signal, no hang: a case is killed after a time limit and fails) with 0
// or 2; with 2, nothing on standard output and exactly one line, valid UTF-8, on standard error;
// with 0, nothing on standard error; a report into a full or closed standard output never exits
// with 0. ctest runs it twice, in parallel: tst_commandlinefuzz the adversarial cases,
// tst_commandlinefuzzvalid (PEW_FUZZ_HALF=valid) the valid cases of the same sequence.
//
// Fixed seeds, so a failure repeats. A fresh run with other seeds and more cases:
//   PEW_FUZZ_SEED=12345 PEW_FUZZ_CASES=3000 build/default/tests/tst_commandlinefuzz
#include "app/commandlinecatalog.h"
#include "app/modetable.h"
#include "tests/app/commandlinefuzzcontract.h"

#include <QTemporaryDir>
#include <QtTest>

using pe::RawCommandRun;
using namespace pe::commandlinefuzz;

Q_DECLARE_METATYPE(RawCommandRun::Output)

class TestCommandLineFuzz : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void contract_data();
    void contract();
    void everyModeHasARunner();
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
    QVERIFY(prepareFolder(QFile::encodeName(m_dir.path())));
}

// A mode the command line can choose but ModeTable does not run would end the program there: every
// report mode of the catalog, and the window, help and version, have their runner.
void TestCommandLineFuzz::everyModeHasARunner()
{
    using Mode = pe::CommandLine::Mode;
    using App = pe::ModeTable::Application;
    QList<Mode> modes { Mode::Gui, Mode::Help, Mode::Version };
    for (const pe::CommandLine::Rule &rule : pe::CommandLineCatalog::rules())
        modes << rule.mode;
    QCOMPARE(modes.size(), int(Mode::RopeMismatch) + 1); // every Mode, once
    for (Mode mode : std::as_const(modes)) {
        QVERIFY2(pe::ModeTable::knows(mode), qPrintable(QString::number(int(mode))));
        const bool widgets = mode == Mode::Gui || mode == Mode::Lesson || mode == Mode::Render;
        QCOMPARE(pe::ModeTable::applicationFor(mode), widgets ? App::Widgets : App::Core);
    }
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
    const QList<Case> cases = makeCases(QFile::encodeName(m_dir.path()));
    // The row names are the case's number in the whole sequence, in both halves.
    const bool valid = qEnvironmentVariable("PEW_FUZZ_HALF") == QLatin1String("valid");
    for (qsizetype k = 0; k < cases.size(); ++k) {
        if (cases.at(k).valid == valid)
            QTest::addRow("%d", int(k)) << cases.at(k).arguments << cases.at(k).output;
    }
}

void TestCommandLineFuzz::contract()
{
    QFETCH(QList<QByteArray>, arguments);
    QFETCH(Output, output);
    checkContract(arguments, output, &m_outcomes);
}

QTEST_GUILESS_MAIN(TestCommandLineFuzz)

#include "tst_commandlinefuzz.moc"
