// SPDX-License-Identifier: GPL-3.0-or-later
// The one table of position schemes: every entry complete, names unique and read back, the
// training lab's and the distance profiles' sets as the views and the command line use them, and
// a colour and a line of its own for each, so two schemes never look alike in a chart.
#include "core/math/positionscheme.h"

#include <QSet>
#include <QtTest>

using namespace pe;

class TestPositionScheme : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyEntryComplete();
    void namesReadBack();
    void theTwoSets();
    void colourAndLineOfItsOwn();
};

void TestPositionScheme::everyEntryComplete()
{
    QCOMPARE(int(PositionSchemes::all().size()), 5);
    for (const PositionSchemes::Entry &entry : PositionSchemes::all()) {
        QVERIFY(entry.name && *entry.name);
        QVERIFY2(!PositionSchemes::label(entry.scheme).isEmpty(), entry.name);
        QVERIFY2(!PositionSchemes::description(entry.scheme).isEmpty(), entry.name);
        // The training lab shows a hint for each scheme it trains.
        QCOMPARE(PositionSchemes::hint(entry.scheme).isEmpty(), !entry.trains);
        QCOMPARE(&PositionSchemes::of(entry.scheme), &entry);
    }
}

void TestPositionScheme::namesReadBack()
{
    QSet<QString> names;
    for (const PositionSchemes::Entry &entry : PositionSchemes::all()) {
        const QString name = QString::fromLatin1(positionSchemeName(entry.scheme));
        QVERIFY(!names.contains(name));
        names.insert(name);
        PositionScheme read = PositionScheme::None;
        QVERIFY(PositionSchemes::fromName(name, &read));
        QCOMPARE(read, entry.scheme);
    }
    PositionScheme untouched = PositionScheme::Rope;
    for (const char *wrong : { "", "Sinusoidal", "rope ", "t5", "ALIBI" })
        QVERIFY2(!PositionSchemes::fromName(QString::fromLatin1(wrong), &untouched), wrong);
    QCOMPARE(untouched, PositionScheme::Rope);
}

void TestPositionScheme::theTwoSets()
{
    // What --train --scheme and the Training view offer; what --profile and the Schemes view draw.
    QCOMPARE(PositionSchemes::trained(),
             std::vector<PositionScheme>({ PositionScheme::None, PositionScheme::Sinusoidal,
                                           PositionScheme::Learned, PositionScheme::Rope }));
    QCOMPARE(PositionSchemes::profiled(),
             std::vector<PositionScheme>(
                 { PositionScheme::Sinusoidal, PositionScheme::Rope, PositionScheme::Alibi }));
}

void TestPositionScheme::colourAndLineOfItsOwn()
{
    QSet<int> colours;
    QSet<int> lines;
    for (const PositionSchemes::Entry &entry : PositionSchemes::all()) {
        QVERIFY2(!colours.contains(entry.colour), entry.name);
        colours.insert(entry.colour);
        QVERIFY2(!lines.contains(static_cast<int>(entry.line)), entry.name);
        lines.insert(static_cast<int>(entry.line));
    }
}

QTEST_GUILESS_MAIN(TestPositionScheme)
#include "tst_positionscheme.moc"
