// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/presentersettings.h"

#include <QFont>
#include <QPalette>

class QWidget;

namespace pe {

// The look of presenter mode: a high-contrast palette (black on white, or white on black) that
// every view draws with, since each takes its colours from its palette, and the type scaled by the
// zoom. Lines, markers and dials grow with the type: views multiply their pen widths by
// lineScale(), which is 1 outside presenter mode.
class PresenterLook
{
public:
    static QPalette palette(PresenterSettings::Look look);
    // base at zoom percent (its point size, or its pixel size when it has one).
    static QFont font(const QFont &base, int zoom);
    // How much larger the widget's type is than the application's: line widths follow it.
    static double lineScale(const QWidget *widget);
};

} // namespace pe
