// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/presenterlook.h"

#include <QApplication>
#include <QWidget>

#include <algorithm>

namespace pe {

QPalette PresenterLook::palette(PresenterSettings::Look look)
{
    const bool dark = look == PresenterSettings::Look::Dark;
    // Pure black and white for the text and the ground (21:1); the greys between are for frames
    // and grid lines only, still ≥ 4.5:1 against the ground so a thin line reads from the back row.
    const QColor ground = dark ? Qt::black : Qt::white;
    const QColor ink = dark ? Qt::white : Qt::black;
    const QColor frame = dark ? QColor(0xc8, 0xc8, 0xc8) : QColor(0x40, 0x40, 0x40);
    const QColor alternate = dark ? QColor(0x1c, 0x1c, 0x1c) : QColor(0xee, 0xee, 0xee);
    const QColor highlight = dark ? QColor(0xff, 0xd7, 0x00) : QColor(0x00, 0x30, 0xa0);
    const QColor highlighted = dark ? Qt::black : Qt::white;
    const QColor disabled = dark ? QColor(0xa0, 0xa0, 0xa0) : QColor(0x5a, 0x5a, 0x5a);

    QPalette p(ink, ground, frame, frame, frame, ink, ground);
    for (const QPalette::ColorGroup group : { QPalette::Active, QPalette::Inactive }) {
        p.setColor(group, QPalette::Window, ground);
        p.setColor(group, QPalette::WindowText, ink);
        p.setColor(group, QPalette::Base, ground);
        p.setColor(group, QPalette::AlternateBase, alternate);
        p.setColor(group, QPalette::Text, ink);
        p.setColor(group, QPalette::Button, ground);
        p.setColor(group, QPalette::ButtonText, ink);
        p.setColor(group, QPalette::BrightText, dark ? Qt::white : Qt::black);
        p.setColor(group, QPalette::Light, frame);
        p.setColor(group, QPalette::Midlight, frame);
        p.setColor(group, QPalette::Mid, frame);
        p.setColor(group, QPalette::Dark, frame);
        p.setColor(group, QPalette::Shadow, ink);
        p.setColor(group, QPalette::Highlight, highlight);
        p.setColor(group, QPalette::HighlightedText, highlighted);
        p.setColor(group, QPalette::ToolTipBase, ground);
        p.setColor(group, QPalette::ToolTipText, ink);
        p.setColor(group, QPalette::PlaceholderText, disabled);
        p.setColor(group, QPalette::Link,
                   dark ? QColor(0x8c, 0xc8, 0xff) : QColor(0x00, 0x30, 0xa0));
        p.setColor(group, QPalette::LinkVisited,
                   dark ? QColor(0xd8, 0xa8, 0xff) : QColor(0x60, 0x00, 0x90));
    }
    p.setColor(QPalette::Disabled, QPalette::Window, ground);
    p.setColor(QPalette::Disabled, QPalette::Base, ground);
    p.setColor(QPalette::Disabled, QPalette::Button, ground);
    p.setColor(QPalette::Disabled, QPalette::WindowText, disabled);
    p.setColor(QPalette::Disabled, QPalette::Text, disabled);
    p.setColor(QPalette::Disabled, QPalette::ButtonText, disabled);
    p.setColor(QPalette::Disabled, QPalette::Highlight, frame);
    return p;
}

QFont PresenterLook::font(const QFont &base, int zoom)
{
    QFont font = base;
    const double factor = zoom / 100.0;
    if (base.pixelSize() > 0)
        font.setPixelSize(std::max(1, static_cast<int>(base.pixelSize() * factor + 0.5)));
    else
        font.setPointSizeF(base.pointSizeF() * factor);
    return font;
}

double PresenterLook::lineScale(const QWidget *widget)
{
    const QFont app = QApplication::font();
    const QFont own = widget->font();
    const double appSize = app.pixelSize() > 0 ? app.pixelSize() : app.pointSizeF();
    const double ownSize = own.pixelSize() > 0 ? own.pixelSize() : own.pointSizeF();
    if (appSize <= 0 || ownSize <= 0 || (app.pixelSize() > 0) != (own.pixelSize() > 0))
        return 1.0;
    // Views that draw their labels a little smaller than the window still count as 1.
    return std::max(1.0, ownSize / appSize);
}

} // namespace pe
