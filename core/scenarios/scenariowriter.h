// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scenarios/scenario.h"

#include <QByteArray>
#include <QCoreApplication>

namespace pe {

// A scenario as the file docs/scenario-format.md describes: UTF-8 JSON, keys in the documented
// order, numbers round-trippable, so that saving what was opened gives the same bytes.
class ScenarioWriter
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioWriter)

public:
    static QByteArray toJson(const Scenario &scenario);
    // Empty when the file was written whole (atomically, through FileWriter); else a message
    // that names the file and the reason. A failed save leaves the old file as it was.
    static QString save(const Scenario &scenario, const QString &fileName);
};

} // namespace pe
