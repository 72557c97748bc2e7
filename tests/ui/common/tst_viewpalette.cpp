// SPDX-License-Identifier: GPL-3.0-or-later
// ViewPalette: its scheme follows the palette it is given, flattened() is the colour the painter
// blends, and the colour math of the tests (colourvision.h) gives the published values.
#include "tests/ui/common/colourvision.h"
#include "ui/common/viewpalette.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

#include <array>
#include <cmath>

using namespace pe;
using namespace colourtest;

class TestViewPalette : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void colourMathMatchesPublishedValues();
    void schemeFollowsThePalette_data();
    void schemeFollowsThePalette();
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
    colourtest::addPaletteRows();
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
