// SPDX-License-Identifier: GPL-3.0-or-later
// The colour math of the palette tests, written out here (sRGB, the Machado matrices, CIELAB,
// CIEDE2000, WCAG luminance), not taken from the code under test; and the five palettes they
// run on (a light, a dark and a high-contrast light and dark one).
#pragma once

#include "ui/common/viewpalette.h"

#include <QColor>
#include <QPalette>
#include <QString>
#include <QtTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace colourtest {

using Vec = std::array<double, 3>;
using Matrix = std::array<Vec, 3>;

inline double toLinear(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

inline Vec linearRgb(const QColor &color)
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

inline Vec simulate(const Matrix &m, const Vec &rgb)
{
    Vec out {};
    for (int i = 0; i < 3; ++i)
        out[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    return out;
}

// CIE L*a*b* (D65) of linear sRGB.
inline Vec lab(const Vec &rgb)
{
    const double x = (0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2]) / 0.95047;
    const double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
    const double z = (0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2]) / 1.08883;
    const auto f
        = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    return { 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)) };
}

inline double degrees(double radians)
{
    return radians * 180 / M_PI;
}

inline double radians(double degrees)
{
    return degrees * M_PI / 180;
}

// CIEDE2000 as Sharma, Wu & Dalal write it out ("The CIEDE2000 color-difference formula:
// implementation notes, supplementary test data, and mathematical observations", Color Research
// and Application 30(1), 2005), kL = kC = kH = 1.
inline double deltaE2000(const Vec &lab1, const Vec &lab2)
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
inline double worstDeltaE(const QColor &a, const QColor &b, QString *which = nullptr)
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
inline double relativeLuminance(const QColor &color)
{
    const Vec rgb = linearRgb(color);
    return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

inline double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

inline QPalette palette(QRgb window, QRgb windowText, QRgb base)
{
    QPalette p;
    p.setColor(QPalette::Window, QColor(window));
    p.setColor(QPalette::WindowText, QColor(windowText));
    p.setColor(QPalette::Base, QColor(base));
    p.setColor(QPalette::Text, QColor(windowText));
    return p;
}

inline QString hex(const QColor &c)
{
    return c.name(QColor::HexRgb);
}

// The columns palette and scheme: the five palettes and the scheme each should give.
inline void addPaletteRows()
{
    QTest::addColumn<QPalette>("palette");
    QTest::addColumn<pe::ViewPalette::Scheme>("scheme");
    QTest::addRow("fusion light") << palette(0xefefef, 0x000000, 0xffffff)
                                  << pe::ViewPalette::Scheme::Light;
    QTest::addRow("dark") << palette(0x353535, 0xe6e6e6, 0x2a2a2a) << pe::ViewPalette::Scheme::Dark;
    QTest::addRow("dark, white text")
        << palette(0x202024, 0xffffff, 0x19191c) << pe::ViewPalette::Scheme::Dark;
    QTest::addRow("black on white")
        << palette(0xffffff, 0x000000, 0xffffff) << pe::ViewPalette::Scheme::HighContrastLight;
    QTest::addRow("white on black")
        << palette(0x000000, 0xffffff, 0x000000) << pe::ViewPalette::Scheme::HighContrastDark;
}

} // namespace colourtest
