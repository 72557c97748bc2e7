// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/presentersettings.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

class QCommandLineParser;

namespace pe {

// --presenter [--presenter-look light|dark] [--presenter-zoom N]: start in presenter mode (the
// window, a lesson) or render in its look. The look and zoom given here are for this run only;
// those not given are the remembered ones.
class PresenterOption
{
    Q_DECLARE_TR_FUNCTIONS(PresenterOption)

public:
    struct Request
    {
        bool on = false;
        std::optional<PresenterSettings::Look> look;
        std::optional<int> zoom;
        // The remembered settings with this request's look and zoom in their place.
        PresenterSettings over(PresenterSettings remembered) const;
    };

    // Empty when taken; else the one-line message naming the option, the value and what is
    // allowed.
    static QString read(const QCommandLineParser &parser, Request *request);
    static bool isPresenterOption(const QString &name);
};

} // namespace pe
