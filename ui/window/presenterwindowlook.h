// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/presentersettings.h"

#include <QFont>
#include <QList>
#include <QPalette>
#include <QPointer>

#include <memory>
#include <utility>

class QAbstractButton;
class QSize;
class QWidget;

namespace pe {

class IndicatorStyle;

// A presented window's look: presenter mode's high-contrast palette, the type scaled by the zoom
// (or less where the window would not fit its screen), tick boxes framed in the ink; and what the
// window had before, put back on leaving. PresenterMode decides when; this class knows how.
class PresenterWindowLook
{
public:
    PresenterWindowLook();
    ~PresenterWindowLook();

    // Remembers what window has before it is presented: its palette, its font, and the fonts its
    // children set themselves.
    void remember(QWidget *window);
    // Gives window the look and the type of settings, at the chosen zoom or the largest step below
    // it whose layout fits room; returns the zoom it is shown at.
    int apply(QWidget *window, const PresenterSettings &settings, const QSize &room);
    // Puts back what remember() found; shownZoom is the zoom window was last shown at.
    void restore(QWidget *window, int shownZoom);

private:
    bool m_hadPalette = false;
    bool m_hadFont = false;
    QPalette m_palette;
    QFont m_font;
    std::unique_ptr<IndicatorStyle> m_indicatorStyle; // check box frames in the ink
    QList<QPointer<QAbstractButton>> m_styledButtons;
    QList<std::pair<QPointer<QWidget>, QFont>> m_ownFonts; // children with a font of their own
    // Floating docks: windows of their own, which inherit neither the window's type nor its
    // palette, so they are given both (and have them taken away on leaving).
    QList<QPointer<QWidget>> m_floating;
};

} // namespace pe
