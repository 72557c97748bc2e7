// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scenarios/scenario.h"
#include "core/scenarios/scenarioreader.h"

namespace pe {

class MainWindow;

// The explorer's side of a scenario: what the window shows (parameters, open views and the one in
// front, palette, heatmap zoom) read into a Scenario and put back. The lesson, the note and
// presenter mode are the session's (ScenarioSession).
class WindowScenario
{
public:
    // The names a scenario may use for views and palettes (ViewRegistry::ids(), ColorMap).
    static ScenarioReader::Vocabulary vocabulary();
    // Parameters, views, palette and viewport of window; lesson, note and presenter left default.
    static Scenario capture(const MainWindow &window);
    // Sets the window to the scenario: the parameters as one undo step ("Open scenario"), then
    // the views, the palette and the heatmap's viewport.
    static void apply(const Scenario &scenario, MainWindow &window);
};

} // namespace pe
