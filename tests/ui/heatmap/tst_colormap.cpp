// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/heatmap/colormap.h"

#include <QTest>

using namespace pe;

class TestColorMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void endsAndMiddle_data();
    void endsAndMiddle();
    void indexOf_data();
    void indexOf();
    void names_data();
    void names();
    void rejectsUnknownNames();
    void displayNamesDiffer();
};

void TestColorMap::endsAndMiddle_data()
{
    QTest::addColumn<Palette>("palette");
    QTest::addColumn<QRgb>("bottom");
    QTest::addColumn<QRgb>("middle");
    QTest::addColumn<QRgb>("top");
    // matplotlib 3.6.3: viridis #440154 .. #fde725; RdBu reversed #053061 .. #67001f; cividis
    // #00224e .. #fee838.
    QTest::addRow("viridis") << Palette::Viridis << QRgb(0xff440154) << QRgb(0xff21918c)
                             << QRgb(0xfffde725);
    QTest::addRow("rdbu") << Palette::RdBu << QRgb(0xff053061) << QRgb(0xfff7f6f6)
                          << QRgb(0xff67001f);
    QTest::addRow("cividis") << Palette::Cividis << QRgb(0xff00224e) << QRgb(0xff7d7c78)
                             << QRgb(0xfffee838);
}

void TestColorMap::endsAndMiddle()
{
    QFETCH(Palette, palette);
    QFETCH(QRgb, bottom);
    QFETCH(QRgb, middle);
    QFETCH(QRgb, top);
    const ColorMap colors(palette);
    QCOMPARE(colors.palette(), palette);
    QCOMPARE(colors.rgb(-1.0), bottom);
    QCOMPARE(colors.rgb(0.0), middle);
    QCOMPARE(colors.rgb(-0.0), middle);
    QCOMPARE(colors.rgb(1.0), top);
    QCOMPARE(colors.color(1.0), QColor::fromRgb(top));
    for (int i = 0; i < ColorMap::size; ++i)
        QCOMPARE(qAlpha(colors.table()[i]), 255);
}

void TestColorMap::indexOf_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("index");
    QTest::addRow("-1") << -1.0 << 0;
    QTest::addRow("below -1") << -1.5 << 0;
    QTest::addRow("0") << 0.0 << 128;
    QTest::addRow("just below 0") << -1e-12 << 127;
    QTest::addRow("sin 3") << 0.1411200080598672 << 146;
    QTest::addRow("1") << 1.0 << 255;
    QTest::addRow("above 1") << 1.5 << 255;
}

void TestColorMap::indexOf()
{
    QFETCH(double, value);
    QFETCH(int, index);
    QCOMPARE(ColorMap::indexOf(value), index);
}

void TestColorMap::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<Palette>("palette");
    QTest::addRow("viridis") << QStringLiteral("viridis") << Palette::Viridis;
    QTest::addRow("rdbu") << QStringLiteral("rdbu") << Palette::RdBu;
    QTest::addRow("RdBu") << QStringLiteral("RdBu") << Palette::RdBu;
    QTest::addRow("cividis") << QStringLiteral(" cividis ") << Palette::Cividis;
}

void TestColorMap::names()
{
    QFETCH(QString, name);
    QFETCH(Palette, palette);
    Palette parsed = Palette::Viridis;
    QVERIFY(ColorMap::fromName(name, &parsed));
    QCOMPARE(parsed, palette);
    QCOMPARE(ColorMap::name(palette), name.trimmed().toLower());
}

void TestColorMap::rejectsUnknownNames()
{
    Palette parsed = Palette::Cividis;
    QVERIFY(!ColorMap::fromName(QStringLiteral("jet"), &parsed));
    QCOMPARE(parsed, Palette::Cividis);
    QCOMPARE(ColorMap::nameList(), QStringLiteral("viridis|rdbu|cividis"));
}

void TestColorMap::displayNamesDiffer()
{
    QStringList names;
    for (Palette palette : ColorMap::palettes()) {
        QVERIFY(!ColorMap::displayName(palette).isEmpty());
        QVERIFY(!ColorMap::description(palette).isEmpty());
        names.append(ColorMap::displayName(palette));
    }
    names.removeDuplicates();
    QCOMPARE(names.size(), 3);
    QVERIFY(ColorMap::description(Palette::RdBu).contains(QStringLiteral("red = +1")));
}

QTEST_MAIN(TestColorMap)
#include "tst_colormap.moc"
