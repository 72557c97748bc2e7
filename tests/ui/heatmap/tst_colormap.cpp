// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/positionalencodingmodel.h"
#include "ui/heatmap/colormap.h"
#include "ui/heatmap/heatmapview.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace pe;

namespace {

// CIE L*a*b* (D65) of an sRGB colour, written out here rather than taken from the code.
std::array<double, 3> lab(QRgb rgb)
{
    const auto linear = [](int c) {
        const double v = c / 255.0;
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    const double r = linear(qRed(rgb));
    const double g = linear(qGreen(rgb));
    const double b = linear(qBlue(rgb));
    const double x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047;
    const double y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b;
    const double z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883;
    const auto f
        = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    return { 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)) };
}

} // namespace

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
    void viridisIsTheDefault();
    void rdbuIsDiverging();
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

// The heatmap opens in viridis, perceptually ordered: its lightness rises from -1 to +1 (never
// falling by more than the 8-bit rounding of its table, 0.05 L*), over 70 L* in all.
void TestColorMap::viridisIsTheDefault()
{
    QCOMPARE(ColorMap().palette(), Palette::Viridis);
    QCOMPARE(ColorMap::palettes().first(), Palette::Viridis);
    PositionalEncodingModel model;
    HeatmapView view(&model);
    QCOMPARE(view.colorPalette(), Palette::Viridis);
    const ColorMap viridis(Palette::Viridis);
    double previous = lab(viridis.table()[0])[0];
    for (int i = 1; i < ColorMap::size; ++i) {
        const double l = lab(viridis.table()[i])[0];
        QVERIFY2(l > previous - 0.05, qPrintable(QString::number(i)));
        previous = std::max(previous, l);
    }
    QVERIFY(lab(viridis.rgb(1.0))[0] - lab(viridis.rgb(-1.0))[0] > 70);
}

// RdBu keeps its diverging meaning: 0 is a near-neutral light (chroma under 2, lightness the
// highest), the lightness falls towards both ends alike (within 5 L*), and the ends are opposite
// hues: blue below 0 (every entry with b* < 0) and red above (every entry with a* > 0), their
// hue angles more than 90° apart.
void TestColorMap::rdbuIsDiverging()
{
    const ColorMap rdbu(Palette::RdBu);
    const auto middle = lab(rdbu.rgb(0.0));
    QVERIFY(std::hypot(middle[1], middle[2]) < 2);
    QVERIFY(middle[0] > 95);
    for (int k = 1; k < ColorMap::size / 2; ++k) {
        const auto below = lab(rdbu.table()[127 - k]);
        const auto above = lab(rdbu.table()[128 + k]);
        QVERIFY2(below[0] < lab(rdbu.table()[128 - k])[0], qPrintable(QString::number(k)));
        QVERIFY2(above[0] < lab(rdbu.table()[127 + k])[0], qPrintable(QString::number(k)));
        QVERIFY2(std::abs(below[0] - above[0]) < 5, qPrintable(QString::number(k)));
        QVERIFY2(below[2] < 0 && above[1] > 0, qPrintable(QString::number(k)));
    }
    const auto blue = lab(rdbu.rgb(-1.0));
    const auto red = lab(rdbu.rgb(1.0));
    const double hueBlue = std::atan2(blue[2], blue[1]) * 180 / M_PI;
    const double hueRed = std::atan2(red[2], red[1]) * 180 / M_PI;
    double apart = std::abs(hueBlue - hueRed);
    apart = std::min(apart, 360 - apart);
    QVERIFY2(apart > 90, qPrintable(QString::number(apart)));
    QVERIFY(hueBlue < -45 && hueBlue > -135); // blue: b* well below 0
    QVERIFY(hueRed > -30 && hueRed < 45); // red: a* well above 0
}

QTEST_MAIN(TestColorMap)
#include "tst_colormap.moc"
