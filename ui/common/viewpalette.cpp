// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/viewpalette.h"

#include <algorithm>
#include <cmath>

namespace pe {

namespace {

    // Okabe & Ito's blue, vermillion, bluish green, reddish purple, yellow (as olive), orange,
    // with Tol's indigo, rose and brown; each darkened on light backgrounds until it is 3.3:1 on
    // the Fusion window (#efefef), 4.6:1 on white in high contrast. The order keeps every two
    // neighbours at least 13 CIEDE2000 apart for normal vision and all three dichromacies.
    constexpr QRgb light[] = { 0x0072b2, 0xd55e00, 0x00956d, 0xb56b94, 0x8c8527,
                               0x332288, 0xee3377, 0xae7800, 0x661100 };
    constexpr QRgb highContrastLight[] = { 0x0072b2, 0xc05500, 0x008561, 0xa26085, 0x7d7722,
                                           0x332288, 0xd92e6c, 0x9c6c00, 0x661100 };
    // On dark backgrounds Okabe & Ito's light ones (sky blue, orange, yellow), Tol's lighter
    // indigo and olive, the rest lightened to 3.3:1 on #353535, 7:1 on black in high contrast.
    constexpr QRgb dark[] = { 0x56b4e9, 0xe69f00, 0xef3f7f, 0xf0e442, 0x8899ff,
                              0x999933, 0xcc79a7, 0x009e73, 0xd7640a };
    constexpr QRgb highContrastDark[]
        = { 0x56b4e9, 0xe69f00, 0xf26498, 0xf0e442, 0x8899ff, 0xdd7d30, 0x1ca982, 0xcd7ca9 };

    struct Curves
    {
        const QRgb *colors;
        int count;
    };

    template<size_t N> Curves curves(const QRgb (&colors)[N])
    {
        return { colors, static_cast<int>(N) };
    }

    Curves curvesOf(ViewPalette::Scheme scheme)
    {
        switch (scheme) {
        case ViewPalette::Scheme::Light:
            return curves(light);
        case ViewPalette::Scheme::Dark:
            return curves(dark);
        case ViewPalette::Scheme::HighContrastLight:
            return curves(highContrastLight);
        case ViewPalette::Scheme::HighContrastDark:
            break;
        }
        return curves(highContrastDark);
    }

    // The four schemes' choice of one colour: light, dark, high-contrast light and dark.
    QColor pick(ViewPalette::Scheme scheme, QRgb l, QRgb d, QRgb hcl, QRgb hcd)
    {
        switch (scheme) {
        case ViewPalette::Scheme::Light:
            return QColor(l);
        case ViewPalette::Scheme::Dark:
            return QColor(d);
        case ViewPalette::Scheme::HighContrastLight:
            return QColor(hcl);
        case ViewPalette::Scheme::HighContrastDark:
            break;
        }
        return QColor(hcd);
    }

    QColor mix(const QColor &a, const QColor &b, double t)
    {
        const auto channel = [t](double x, double y) { return x + (y - x) * t; };
        return QColor::fromRgbF(static_cast<float>(channel(a.redF(), b.redF())),
                                static_cast<float>(channel(a.greenF(), b.greenF())),
                                static_cast<float>(channel(a.blueF(), b.blueF())));
    }

} // namespace

ViewPalette::ViewPalette(const QPalette &palette)
    : m_scheme(schemeOf(palette))
{
}

ViewPalette::ViewPalette(Scheme scheme)
    : m_scheme(scheme)
{
}

ViewPalette::Scheme ViewPalette::schemeOf(const QPalette &palette)
{
    const QColor window = palette.color(QPalette::Window);
    const bool dark = window.lightness() < 128;
    // Black on white is 21:1; the usual light palettes (#efefef and black) are about 18:1 and
    // dark ones far less: above 19.5:1 the palette asks for high contrast.
    const bool high = contrast(window, palette.color(QPalette::WindowText)) >= 19.5;
    if (high)
        return dark ? Scheme::HighContrastDark : Scheme::HighContrastLight;
    return dark ? Scheme::Dark : Scheme::Light;
}

bool ViewPalette::isDark() const
{
    return m_scheme == Scheme::Dark || m_scheme == Scheme::HighContrastDark;
}

bool ViewPalette::isHighContrast() const
{
    return m_scheme == Scheme::HighContrastLight || m_scheme == Scheme::HighContrastDark;
}

int ViewPalette::curveCount() const
{
    return curvesOf(m_scheme).count;
}

QColor ViewPalette::curve(int nth) const
{
    const Curves c = curvesOf(m_scheme);
    return QColor(c.colors[(nth % c.count + c.count) % c.count]);
}

QColor ViewPalette::curveText(int nth, const QColor &background) const
{
    const QColor colour = curve(nth);
    const QColor text = isDark() ? QColor(Qt::white) : QColor(Qt::black);
    for (int step = 0; step <= 10; ++step) {
        const QColor candidate = mix(colour, text, step / 10.0);
        if (contrast(candidate, background) >= 4.5)
            return candidate;
    }
    return text;
}

QColor ViewPalette::flattened(const QColor &color, const QColor &background)
{
    return mix(background, color, color.alphaF());
}

QColor ViewPalette::mutedText(const QColor &text, const QColor &background) const
{
    return isHighContrast() ? text : mix(text, background, 0.25);
}

QColor ViewPalette::markerQ() const
{
    return pick(m_scheme, 0x8e24aa, 0xce93d8, 0x6a1b9a, 0xe1bee7);
}

QColor ViewPalette::highlight() const
{
    return pick(m_scheme, 0xa87600, 0xffd84c, 0x8a6100, 0xffe066);
}

QColor ViewPalette::warning() const
{
    return pick(m_scheme, 0xc83c14, 0xff8c5a, 0xa02800, 0xff9e70);
}

QColor ViewPalette::bar() const
{
    return pick(m_scheme, 0x2f7d6d, 0x3fb08f, 0x1f5d50, 0x5cd0aa);
}

QColor ViewPalette::sequence(double t) const
{
    const QColor from = pick(m_scheme, 0x1e4d2b, 0x3da35a, 0x12361e, 0x4cbf6a);
    const QColor to = pick(m_scheme, 0x2e8540, 0xa6e3b4, 0x1f6a33, 0xc0f0cc);
    return mix(from, to, std::clamp(t, 0.0, 1.0));
}

QColor ViewPalette::scheme(PositionScheme scheme, double t) const
{
    const int colour = PositionSchemes::of(scheme).colour;
    return colour >= 0 ? curve(colour) : sequence(t);
}

Qt::PenStyle ViewPalette::line(PositionScheme scheme)
{
    switch (PositionSchemes::of(scheme).line) {
    case SchemeLine::Solid:
        return Qt::SolidLine;
    case SchemeLine::Dash:
        return Qt::DashLine;
    case SchemeLine::Dot:
        return Qt::DotLine;
    case SchemeLine::DashDot:
        return Qt::DashDotLine;
    case SchemeLine::DashDotDot:
        break;
    }
    return Qt::DashDotDotLine;
}

ViewPalette::Dial ViewPalette::dialIn(const QPalette &palette)
{
    const QColor background = palette.color(QPalette::Window);
    const ViewPalette colours(palette);
    Dial d = colours.dial(background);
    d.text = palette.color(QPalette::WindowText);
    d.mutedText = colours.mutedText(d.text, background);
    return d;
}

ViewPalette::Dial ViewPalette::dial(const QColor &background) const
{
    Dial d; // the title's colours are the widget's: dialIn() adds them
    switch (m_scheme) {
    case Scheme::Light:
        d = { QColor(0xfb, 0xfb, 0xfd),
              QColor(0x5a, 0x64, 0x74),
              QColor(0x9a, 0xa2, 0xae),
              QColor(0xc4, 0xca, 0xd4),
              QColor(0x6a, 0x70, 0x7a),
              {},
              {} };
        break;
    case Scheme::Dark:
        d = { background.lighter(130),
              QColor(0x9a, 0xa4, 0xb4),
              QColor(0x80, 0x88, 0x96),
              QColor(0x60, 0x68, 0x76),
              QColor(0xc0, 0xc6, 0xd0),
              {},
              {} };
        break;
    case Scheme::HighContrastLight:
        // Every stroke black (the axes a 4.5:1 grey, to stay behind the hands).
        d = { QColor(Qt::white),
              QColor(Qt::black),
              QColor(Qt::black),
              QColor(0x76, 0x76, 0x76),
              QColor(Qt::black),
              {},
              {} };
        break;
    case Scheme::HighContrastDark:
        d = { QColor(Qt::black),
              QColor(Qt::white),
              QColor(Qt::white),
              QColor(0x8a, 0x8a, 0x8a),
              QColor(Qt::white),
              {},
              {} };
        break;
    }
    return d;
}

double ViewPalette::luminance(const QColor &color)
{
    const auto linear
        = [](double c) { return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
    const QColor rgb = color.toRgb();
    return 0.2126 * linear(rgb.redF()) + 0.7152 * linear(rgb.greenF())
        + 0.0722 * linear(rgb.blueF());
}

double ViewPalette::contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace pe
