// SPDX-License-Identifier: GPL-3.0-or-later
// A command-line fuzz test, valid cases: argument lists of valid options for their mode, values
// mostly accepted (each option at most once; into a captured, full or closed standard output),
// run through the real executable, with the contract of tst_commandlinefuzz (exit 0 or 2, one
// line on standard error with 2, nothing there with 0, no signal, no hang, a report into a full
// or closed output never exits with 0). The adversarial cases of the same fixed-seed sequence are
// tst_commandlinefuzz's.
//
// Fixed seeds, so a failure repeats. A fresh run with other seeds and more cases:
//   PEW_FUZZ_SEED=12345 PEW_FUZZ_CASES=3000 build/default/tests/tst_commandlinefuzzvalid
#include "tests/app/commandlinefuzzcontract.h"

#include <QTemporaryDir>
#include <QtTest>

using pe::RawCommandRun;
using namespace pe::commandlinefuzz;

Q_DECLARE_METATYPE(RawCommandRun::Output)

class TestCommandLineFuzzValid : public QObject
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

void TestCommandLineFuzzValid::initTestCase()
{
#ifndef Q_OS_UNIX
    QSKIP("runs the program with posix_spawn");
#endif
    QVERIFY(m_dir.isValid());
    QVERIFY(prepareFolder(QFile::encodeName(m_dir.path())));
}

void TestCommandLineFuzzValid::cleanupTestCase()
{
    QStringList outcomes;
    for (auto it = m_outcomes.cbegin(); it != m_outcomes.cend(); ++it)
        outcomes << QStringLiteral("%1: %2").arg(it.key()).arg(it.value());
    qInfo("%s", qPrintable(outcomes.join(QLatin1String(", "))));
    RawCommandRun::removeContents(QFile::encodeName(m_dir.path()));
}

void TestCommandLineFuzzValid::contract_data()
{
    QTest::addColumn<QList<QByteArray>>("arguments");
    QTest::addColumn<Output>("output");
    const QList<Case> cases = makeCases(QFile::encodeName(m_dir.path()));
    for (qsizetype k = 0; k < cases.size(); ++k) {
        // The row names are the case's number in the whole sequence, as before the split.
        if (cases.at(k).valid == true)
            QTest::addRow("%d", int(k)) << cases.at(k).arguments << cases.at(k).output;
    }
}

void TestCommandLineFuzzValid::contract()
{
    QFETCH(QList<QByteArray>, arguments);
    QFETCH(Output, output);
    checkContract(arguments, output, &m_outcomes);
}

QTEST_GUILESS_MAIN(TestCommandLineFuzzValid)

#include "tst_commandlinefuzzvalid.moc"
