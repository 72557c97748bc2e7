// SPDX-License-Identifier: GPL-3.0-or-later
// The shared colours as readers with the three common colour vision deficiencies and WCAG 2 see
// them, on a light, a dark and a high-contrast light and dark palette (colourvision.h: the colour
// math written out, not taken from the code under test).
#include "tests/ui/common/colourvision.h"
#include "ui/common/viewpalette.h"

#include <QtTest>

#include <array>
#include <cmath>

using namespace pe;
using namespace colourtest;

class TestViewPaletteContrast : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void neighboursApartForEveryVision_data();
    void neighboursApartForEveryVision();
    void linesStandOffTheBackground_data();
    void linesStandOffTheBackground();
    void textReads_data();
    void textReads();
};

void TestViewPaletteContrast::neighboursApartForEveryVision_data()
{
    colourtest::addPaletteRows();
}

// Curves are drawn in the order of curve(0), curve(1), …: every curve against the next one (and
// the last against the first, where the colours start again) at least 11 CIEDE2000 units apart
// for normal vision, protanopia, deuteranopia and tritanopia. Measured: 13.5 light, 15.9 dark,
// 13.1 black on white, 11.4 white on black (tritanopia). The old palette's light ones were 12.3
// (sky blue next to reddish purple) and its sky blue and orange failed 3:1 on the window.
void TestViewPaletteContrast::neighboursApartForEveryVision()
{
    QFETCH(QPalette, palette);
    const ViewPalette colours(palette);
    const int n = colours.curveCount();
    QVERIFY(n >= 8);
    double closest = 1e9;
    for (int i = 0; i < n; ++i) {
        QString vision;
        const double e = worstDeltaE(colours.curve(i), colours.curve(i + 1), &vision);
        QVERIFY2(e >= 11,
                 qPrintable(QStringLiteral("curves %1 %2 and %3 %4: %5 for %6")
                                .arg(i)
                                .arg(hex(colours.curve(i)))
                                .arg(i + 1)
                                .arg(hex(colours.curve(i + 1)))
                                .arg(e)
                                .arg(vision)));
        closest = std::min(closest, e);
    }
    // A dial's two hands are curves 0 and 1, the contexts' trained and run bands and the unseen
    // tint curves 0, 1 and 2: neighbours too, covered above.
    qInfo("%s: closest neighbours %.1f CIEDE2000", QTest::currentDataTag(), closest);
}

void TestViewPaletteContrast::linesStandOffTheBackground_data()
{
    colourtest::addPaletteRows();
}

// WCAG 2 non-text contrast: lines and marks at least 3:1 against the background they are drawn
// on (4.5:1 in high contrast).
void TestViewPaletteContrast::linesStandOffTheBackground()
{
    QFETCH(QPalette, palette);
    const ViewPalette colours(palette);
    const double bound = colours.isHighContrast() ? 4.5 : 3.0;
    const QColor window = palette.color(QPalette::Window);
    const QColor base = palette.color(QPalette::Base);
    const ViewPalette::Dial dial = colours.dial(window);
    double lowest = 1e9;
    const auto check = [&](const char *what, const QColor &line, const QColor &background) {
        const double ratio = contrastRatio(line, background);
        lowest = std::min(lowest, ratio);
        QVERIFY2(ratio >= bound,
                 qPrintable(QStringLiteral("%1 %2 on %3: %4:1")
                                .arg(QLatin1String(what), hex(line), hex(background))
                                .arg(ratio)));
    };
    for (int i = 0; i < colours.curveCount(); ++i) {
        check("curve", colours.curve(i), window); // waves, similarity, schemes, contexts
        check("curve on base", colours.curve(i), base);
    }
    check("p or q hand", colours.curve(0), dial.face); // the clocks' p, the rope dials' q
    check("q or k hand", colours.curve(1), dial.face);
    check("dial rim", dial.rim, dial.face);
    check("q marker", colours.markerQ(), window);
    check("picked ring", colours.highlight(), window);
    check("aliasing mark", colours.warning(), window);
    check("collision mark", colours.warning(), base);
    check("comparison bar", colours.bar(), base);
    for (int k = 0; k <= 10; ++k)
        check("ALiBi head", colours.sequence(k / 10.0), window);
    if (colours.isHighContrast()) {
        check("dial ticks", dial.ticks, dial.face);
        check("dial axes", dial.axes, dial.face);
        check("dial arc", dial.arc, dial.face);
    }
    // Over a colour map: white on a dark halo, whatever the palette.
    QCOMPARE(ViewPalette::overData(), QColor(Qt::white));
    QCOMPARE(ViewPalette::overDataHalo().rgb(), QColor(Qt::black).rgb());
    qInfo("%s: lowest line contrast %.2f:1", QTest::currentDataTag(), lowest);
}

void TestViewPaletteContrast::textReads_data()
{
    colourtest::addPaletteRows();
}

// WCAG 2 text contrast, 4.5:1: the captions under the dials, the hands' q and k labels, the q
// caption in the similarity plot; and the code's own contrast formula agrees with this one.
void TestViewPaletteContrast::textReads()
{
    QFETCH(QPalette, palette);
    const ViewPalette colours(palette);
    const QColor window = palette.color(QPalette::Window);
    const QColor text = palette.color(QPalette::WindowText);
    const ViewPalette::Dial dial = colours.dial(window);
    double lowest = 1e9;
    const auto check = [&](const char *what, const QColor &colour, const QColor &background) {
        const double ratio = contrastRatio(colour, background);
        lowest = std::min(lowest, ratio);
        QVERIFY2(ratio >= 4.5,
                 qPrintable(QStringLiteral("%1 %2 on %3: %4:1")
                                .arg(QLatin1String(what), hex(colour), hex(background))
                                .arg(ratio)));
        QVERIFY(std::abs(ViewPalette::contrast(colour, background) - ratio) < 1e-9);
    };
    check("text", text, window);
    check("text on a dial", text, dial.face);
    check("caption", colours.mutedText(text, window), window);
    check("dial caption", colours.mutedText(text, dial.face), dial.face);
    for (int i = 0; i < colours.curveCount(); ++i)
        check("curve label", colours.curveText(i, dial.face), dial.face);
    check("q caption", colours.markerQ(), window);
    // The labels keep their hand's hue where it already reads.
    if (contrastRatio(colours.curve(0), dial.face) >= 4.5)
        QCOMPARE(colours.curveText(0, dial.face), colours.curve(0));
    qInfo("%s: lowest text contrast %.2f:1", QTest::currentDataTag(), lowest);
}

QTEST_MAIN(TestViewPaletteContrast)
#include "tst_viewpalettecontrast.moc"
