// SPDX-License-Identifier: GPL-3.0-or-later
// The shared colours as readers with the three common colour vision deficiencies and WCAG 2 see
// them, on a light, a dark and a high-contrast light and dark palette. The colour math is written
// out here (sRGB, the Machado matrices, CIELAB, CIEDE2000, WCAG luminance), not taken from the
// code under test.
#include "ui/common/viewpalette.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <array>
#include <cmath>

using namespace pe;

namespace {

using Vec = std::array<double, 3>;
using Matrix = std::array<Vec, 3>;

double toLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

Vec linearRgb(const QColor &color)
{
    const QColor c = color.toRgb();
    return { toLinear(c.redF()), toLinear(c.greenF()), toLinear(c.blueF()) };
}

// Machado, Oliveira & Fernandes, "A Physiologically-based Model for Simulation of Color Vision
// Deficiency", IEEE TVCG 15(6), 2009, pp. 1291-1298: the simulation matrices for severity 1.0
// (dichromacy), from the paper's table of matrices (also at
// https://www.inf.ufrgs.br/~oliveira/pubs_files/CVD_Simulation/CVD_Simulation.html), applied to
// linear RGB.
constexpr Matrix protanopia { { { 0.152286, 1.052583, -0.204868 },
                                { 0.114503, 0.786281, 0.099216 },
                                { -0.003882, -0.048116, 1.051998 } } };
constexpr Matrix deuteranopia { { { 0.367322, 0.860646, -0.227968 },
                                  { 0.280085, 0.672501, 0.047413 },
                                  { -0.011820, 0.042940, 0.968881 } } };
constexpr Matrix tritanopia { { { 1.255528, -0.076749, -0.178779 },
                                { -0.078411, 0.930809, 0.147602 },
                                { 0.004733, 0.691367, 0.303900 } } };
constexpr Matrix normalVision { { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } } };

Vec simulate(const Matrix &m, const Vec &rgb)
{
    Vec out {};
    for (int i = 0; i < 3; ++i)
        out[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    return out;
}

// CIE L*a*b* (D65) of linear sRGB.
Vec lab(const Vec &rgb)
{
    const double x = (0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2]) / 0.95047;
    const double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
    const double z = (0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2]) / 1.08883;
    const auto f
        = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    return { 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)) };
}

double degrees(double radians)
{
    return radians * 180 / M_PI;
}

double radians(double degrees)
{
    return degrees * M_PI / 180;
}

// CIEDE2000 as Sharma, Wu & Dalal write it out ("The CIEDE2000 color-difference formula:
// implementation notes, supplementary test data, and mathematical observations", Color Research
// and Application 30(1), 2005), kL = kC = kH = 1.
double deltaE2000(const Vec &lab1, const Vec &lab2)
{
    const double c1 = std::hypot(lab1[1], lab1[2]);
    const double c2 = std::hypot(lab2[1], lab2[2]);
    const double cMean7 = std::pow((c1 + c2) / 2, 7);
    const double g = 0.5 * (1 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7))));
    const double a1 = (1 + g) * lab1[1];
    const double a2 = (1 + g) * lab2[1];
    const double cp1 = std::hypot(a1, lab1[2]);
    const double cp2 = std::hypot(a2, lab2[2]);
    const auto hue = [](double b, double a) {
        if (a == 0 && b == 0)
            return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(lab1[2], a1);
    const double h2 = hue(lab2[2], a2);
    const double dL = lab2[0] - lab1[0];
    const double dC = cp2 - cp1;
    double dh = 0;
    if (cp1 * cp2 != 0) {
        dh = h2 - h1;
        if (dh > 180)
            dh -= 360;
        else if (dh < -180)
            dh += 360;
    }
    const double dH = 2 * std::sqrt(cp1 * cp2) * std::sin(radians(dh / 2));
    const double lMean = (lab1[0] + lab2[0]) / 2;
    const double cpMean = (cp1 + cp2) / 2;
    double hMean = h1 + h2;
    if (cp1 * cp2 != 0) {
        if (std::abs(h1 - h2) <= 180)
            hMean = (h1 + h2) / 2;
        else
            hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    }
    const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) + 0.24 * std::cos(radians(2 * hMean))
        + 0.32 * std::cos(radians(3 * hMean + 6)) - 0.20 * std::cos(radians(4 * hMean - 63));
    const double dTheta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
    const double cpMean7 = std::pow(cpMean, 7);
    const double rc = 2 * std::sqrt(cpMean7 / (cpMean7 + std::pow(25.0, 7)));
    const double sl = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
    const double sc = 1 + 0.045 * cpMean;
    const double sh = 1 + 0.015 * cpMean * t;
    const double rt = -std::sin(radians(2 * dTheta)) * rc;
    return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2)
                     + rt * (dC / sc) * (dH / sh));
}

// The smallest CIEDE2000 of two colours over normal vision and the three dichromacies.
double worstDeltaE(const QColor &a, const QColor &b, QString *which = nullptr)
{
    const std::pair<const char *, Matrix> visions[] = { { "normal", normalVision },
                                                        { "protanopia", protanopia },
                                                        { "deuteranopia", deuteranopia },
                                                        { "tritanopia", tritanopia } };
    double worst = 1e9;
    for (const auto &[name, m] : visions) {
        const double e = deltaE2000(lab(simulate(m, linearRgb(a))), lab(simulate(m, linearRgb(b))));
        if (e < worst) {
            worst = e;
            if (which)
                *which = QLatin1String(name);
        }
    }
    return worst;
}

// WCAG 2.x relative luminance and contrast ratio.
double relativeLuminance(const QColor &color)
{
    const Vec rgb = linearRgb(color);
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QPalette palette(QRgb window, QRgb windowText, QRgb base)
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(window));
    p.setColor(QPalette::WindowText, QColor(windowText));
    p.setColor(QPalette::Base, QColor(base));
    p.setColor(QPalette::Text, QColor(windowText));
    return p;
}

QString hex(const QColor &c)
{
    return c.name(QColor::HexRgb);
}

} // namespace

class TestViewPalette : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void colourMathMatchesPublishedValues();
    void schemeFollowsThePalette_data();
    void schemeFollowsThePalette();
    void neighboursApartForEveryVision_data();
    void neighboursApartForEveryVision();
    void linesStandOffTheBackground_data();
    void linesStandOffTheBackground();
    void textReads_data();
    void textReads();
    void flattenedIsWhatThePainterBlends();
};

// The formulas of the test against published numbers, so the checks below measure the right thing.
void TestViewPalette::colourMathMatchesPublishedValues()
{
    // Sharma, Wu & Dalal 2005, table 1: pairs 1, 7, 17 and 25.
    QVERIFY(std::abs(deltaE2000({ 50, 2.6772, -79.7751 }, { 50, 0, -82.7485 }) - 2.0425) < 1e-4);
    QVERIFY(std::abs(deltaE2000({ 50, 0, 0 }, { 50, -1, 2 }) - 2.3669) < 1e-4);
    QVERIFY(std::abs(deltaE2000({ 50, 2.5, 0 }, { 73, 25, -18 }) - 27.1492) < 1e-4);
    QVERIFY(std::abs(deltaE2000({ 60.2574, -34.0099, 36.2677 }, { 60.4626, -34.1751, 39.4387 })
                     - 1.2644)
            < 1e-4);
    // White is L* 100 at a* = b* = 0; black on white is 21:1, #767676 on white 4.54:1.
    const Vec white = lab(linearRgb(Qt::white));
    QVERIFY(std::abs(white[0] - 100) < 1e-3 && std::abs(white[1]) < 1e-2
            && std::abs(white[2]) < 1e-2);
    QVERIFY(std::abs(contrastRatio(Qt::black, Qt::white) - 21) < 1e-9);
    QVERIFY(std::abs(contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
    // Each simulation keeps white white (every row of the matrices sums to 1) and greys grey.
    for (const Matrix &m : { protanopia, deuteranopia, tritanopia }) {
        const Vec w = simulate(m, { 1, 1, 1 });
        for (double c : w)
            QVERIFY(std::abs(c - 1) < 1e-5);
    }
    // Red and green, far apart for normal vision, nearly meet for a deuteranope: the simulation
    // does what it says.
    const double normal = deltaE2000(lab(linearRgb(QColor(0xd0, 0x30, 0x30))),
                                     lab(linearRgb(QColor(0x30, 0x90, 0x30))));
    const double deutan
        = deltaE2000(lab(simulate(deuteranopia, linearRgb(QColor(0xd0, 0x30, 0x30)))),
                     lab(simulate(deuteranopia, linearRgb(QColor(0x30, 0x90, 0x30)))));
    QVERIFY2(normal > 50 && deutan < 15,
             qPrintable(QStringLiteral("%1 %2").arg(normal).arg(deutan)));
}

void TestViewPalette::schemeFollowsThePalette_data()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<ViewPalette::Scheme>("scheme");
    QTest::addRow("fusion light") << palette(0xefefef, 0x000000, 0xffffff)
                                  << ViewPalette::Scheme::Light;
    QTest::addRow("dark") << palette(0x353535, 0xe6e6e6, 0x2a2a2a) << ViewPalette::Scheme::Dark;
    QTest::addRow("dark, white text")
        << palette(0x202024, 0xffffff, 0x19191c) << ViewPalette::Scheme::Dark;
    QTest::addRow("black on white")
        << palette(0xffffff, 0x000000, 0xffffff) << ViewPalette::Scheme::HighContrastLight;
    QTest::addRow("white on black")
        << palette(0x000000, 0xffffff, 0x000000) << ViewPalette::Scheme::HighContrastDark;
}

void TestViewPalette::schemeFollowsThePalette()
{
    QFETCH(QPalette, palette);
    QFETCH(ViewPalette::Scheme, scheme);
    QCOMPARE(ViewPalette::schemeOf(palette), scheme);
    const ViewPalette colours(palette);
    QCOMPARE(colours.scheme(), scheme);
    QCOMPARE(colours.isDark(), palette.color(QPalette::Window).lightness() < 128);
    QCOMPARE(colours.isHighContrast(),
             scheme == ViewPalette::Scheme::HighContrastLight
                 || scheme == ViewPalette::Scheme::HighContrastDark);
    // The curves repeat after curveCount, both ways.
    QCOMPARE(colours.curve(colours.curveCount()), colours.curve(0));
    QCOMPARE(colours.curve(-1), colours.curve(colours.curveCount() - 1));
}

void TestViewPalette::neighboursApartForEveryVision_data()
{
    schemeFollowsThePalette_data();
}

// Curves are drawn in the order of curve(0), curve(1), …: every curve against the next one (and
// the last against the first, where the colours start again) at least 11 CIEDE2000 units apart
// for normal vision, protanopia, deuteranopia and tritanopia. Measured: 13.5 light, 15.9 dark,
// 13.1 black on white, 11.4 white on black (tritanopia). The old palette's light ones were 12.3
// (sky blue next to reddish purple) and its sky blue and orange failed 3:1 on the window.
void TestViewPalette::neighboursApartForEveryVision()
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

void TestViewPalette::linesStandOffTheBackground_data()
{
    schemeFollowsThePalette_data();
}

// WCAG 2 non-text contrast: lines and marks at least 3:1 against the background they are drawn
// on (4.5:1 in high contrast).
void TestViewPalette::linesStandOffTheBackground()
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

void TestViewPalette::textReads_data()
{
    schemeFollowsThePalette_data();
}

// WCAG 2 text contrast, 4.5:1: the captions under the dials, the hands' q and k labels, the q
// caption in the similarity plot; and the code's own contrast formula agrees with this one.
void TestViewPalette::textReads()
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

QTEST_MAIN(TestViewPalette)
// A translucent colour made opaque shows what QPainter shows when it blends the colour over the
// background, to a unit of 255 in each channel.
void TestViewPalette::flattenedIsWhatThePainterBlends()
{
    const QColor backgrounds[] = { Qt::white, QColor(0x20, 0x20, 0x24), QColor(0xef, 0xf0, 0xf1) };
    const QColor colours[] = { QColor(0, 0, 0, 38),           QColor(0xee, 0xee, 0xee, 38),
                               QColor(0xa0, 0xa0, 0xa4, 110), QColor(0xd5, 0x5e, 0x00, 200),
                               QColor(0x12, 0x34, 0x56, 255), QColor(0x80, 0x10, 0xff, 0) };
    for (const QColor &background : backgrounds)
        for (const QColor &colour : colours) {
            QImage image(4, 4, QImage::Format_RGB32);
            image.fill(background);
            QPainter painter(&image);
            painter.fillRect(image.rect(), colour);
            painter.end();
            const QColor blended = image.pixelColor(1, 1);
            const QColor flat = ViewPalette::flattened(colour, background);
            QCOMPARE(flat.alpha(), 255);
            const int channels[][2] = { { flat.red(), blended.red() },
                                        { flat.green(), blended.green() },
                                        { flat.blue(), blended.blue() } };
            for (const auto &[mine, qts] : channels)
                QVERIFY2(std::abs(mine - qts) <= 1,
                         qPrintable(QStringLiteral("%1 over %2: %3, QPainter %4")
                                        .arg(colour.name(QColor::HexArgb), background.name(),
                                             flat.name(), blended.name())));
        }
}

#include "tst_viewpalette.moc"
