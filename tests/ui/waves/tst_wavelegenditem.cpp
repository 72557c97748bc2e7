// SPDX-License-Identifier: GPL-3.0-or-later
// WaveLegendItem::fits(): whether an entry's texts fit whole in a width, which the legend uses to
// choose the short "… and N more" note in a narrow plot (issue 26: the Japanese note was cut).
#include "ui/waves/wavelegenditem.h"

#include <QFontMetricsF>
#include <QtTest>

using namespace pe;

class TestWaveLegendItem : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fitsMeasuresTheWholeEntry();
};

void TestWaveLegendItem::fitsMeasuresTheWholeEntry()
{
    const QFont font(QStringLiteral("DejaVu Sans"), 10);
    WaveLegendItem::Entry entry;
    entry.name = QStringLiteral("… and 4 more (hover the plot for their values)");
    QFont bold = font;
    bold.setBold(true);
    const double nameWidth = QFontMetricsF(bold).horizontalAdvance(entry.name);
    QVERIFY(WaveLegendItem::fits(entry, font, nameWidth + 200));
    QVERIFY(!WaveLegendItem::fits(entry, font, nameWidth)); // the line sample needs room too
    QVERIFY(!WaveLegendItem::fits(entry, font, 200));
    WaveLegendItem::Entry shortNote;
    shortNote.name = QStringLiteral("… and 4 more");
    QVERIFY(WaveLegendItem::fits(shortNote, font, 200));
    // The values line counts as well.
    shortNote.values = QString(200, QLatin1Char('0'));
    QVERIFY(!WaveLegendItem::fits(shortNote, font, 200));
}

QTEST_MAIN(TestWaveLegendItem)
#include "tst_wavelegenditem.moc"
