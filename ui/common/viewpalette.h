// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/positionscheme.h"

#include <QColor>
#include <QMetaType>
#include <QPalette>

namespace pe {

// The colours every view draws with, chosen in one place from the widget's palette: light or dark
// (the window colour's lightness), and high contrast when the window and its text are black and
// white (a presenter's palette, a system's high-contrast theme). Views take the background and
// the text from the palette itself and everything else from here, and build a new ViewPalette
// when the palette changes, so they follow the system's dark and high-contrast settings.
//
// The curve colours are Okabe & Ito's colour-blind-safe set (with Tol's indigo, rose and brown),
// darkened or lightened to at least 3:1 against the background (WCAG 2 for lines; 4.5:1 in high
// contrast) and ordered so that each curve stays apart from the curves drawn next to it with
// protanopia, deuteranopia and tritanopia too. tests/ui/common/tst_viewpalette.cpp measures it.
class ViewPalette
{
public:
    enum class Scheme { Light, Dark, HighContrastLight, HighContrastDark };

    explicit ViewPalette(const QPalette &palette);
    explicit ViewPalette(Scheme scheme);
    static Scheme schemeOf(const QPalette &palette);

    Scheme scheme() const { return m_scheme; }
    bool isDark() const;
    bool isHighContrast() const;

    // The nth curve's colour; after curveCount() they repeat.
    int curveCount() const;
    QColor curve(int nth) const;
    // A curve's colour for text on the given background (a hand's "q" label): moved towards the
    // text colour until it reads at 4.5:1.
    QColor curveText(int nth, const QColor &background) const;
    // Captions under the main text: text moved a quarter towards the background (opaque).
    QColor mutedText(const QColor &text, const QColor &background) const;

    QColor markerQ() const; // the q marker (p's is the window text)
    QColor highlight() const; // the ring round the picked dial
    QColor warning() const; // aliased pairs, collisions
    QColor bar() const; // the comparison bars
    // A family of one hue from dark (t = 0) to light (t = 1), every member 3:1 on the background.
    QColor sequence(double t) const;

    // A position scheme's colour in every view (PositionSchemes: its curve colour, or for ALiBi
    // the family's member t, one per head) and its line.
    QColor scheme(PositionScheme scheme, double t = 0) const;
    static Qt::PenStyle line(PositionScheme scheme);

    struct Dial
    {
        QColor face;
        QColor rim;
        QColor ticks;
        QColor axes;
        QColor arc;
        QColor text; // the title under the face (the window's text)
        QColor mutedText; // the caption under the title
    };
    // A dial's face and strokes on the given window colour (the dark face is a little lighter);
    // no text colours.
    Dial dial(const QColor &background) const;
    // The same for a widget of this palette, its title and caption colours too: what the clock
    // dials and the RoPE dials share.
    static Dial dialIn(const QPalette &palette);

    // Lines over a colour map (heatmap, precision cells): white on a dark halo, readable on every
    // colour of every map, whatever the palette.
    static QColor overData() { return Qt::white; }
    static QColor overDataHalo() { return QColor(0, 0, 0, 170); }

    // A translucent colour as it shows on an opaque background, made opaque: for grid lines and
    // other strokes drawn straight on a view's background. Qt's raster engine blends a translucent
    // line taller than 96 px on worker threads and waits for them; an opaque one it writes
    // itself, about ten times as fast (tests/benchmarks/bench_window).
    static QColor flattened(const QColor &color, const QColor &background);

    // WCAG 2 relative luminance of an sRGB colour, and the contrast ratio of two colours.
    static double luminance(const QColor &color);
    static double contrast(const QColor &a, const QColor &b);

private:
    Scheme m_scheme;
};

} // namespace pe

Q_DECLARE_METATYPE(pe::ViewPalette::Scheme)
