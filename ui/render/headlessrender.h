// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"
#include "core/model/presentersettings.h"
#include "core/scenarios/scenario.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

#include <optional>

namespace pe {

// What `pe-workbench --render` draws: a view of the explorer (or the whole window) for the given
// parameters, or a step of a lesson, saved as PNG or SVG. Needs a QApplication (any platform;
// the app uses "offscreen", so no display is needed).
struct RenderRequest
{
    // The sides --size allows; a view may need more than the minimum (render() says how much).
    static constexpr int minimumSide = 200;
    static constexpr int maximumSide = 8192;

    QString target = QStringLiteral("main"); // main, waves, heatmap, clock, comparison,
                                             // similarity, precision, or "lesson" (with
                                             // lessonId, step)
    QString output;
    QSize size { 1280, 800 };
    int dimension = 8;
    double base = Encoding::defaultBase;
    Layout layout = Layout::Interleaved;
    int positionCount = 50;
    qint64 p = 0;
    qint64 q = 3;
    bool enabled = true;
    QString palette = QStringLiteral("viridis");
    QString lessonId;
    int step = 0;
    int comparePosition = 3;
    // --scenario FILE: its chosen dimensions, open views and heatmap zoom too (the values above
    // already hold its parameters, with the options given on the command line in their place).
    std::optional<Scenario> scenario;
    // --render model --model-config FILE [--context N]: the model the view shows (empty: its
    // default sample) and the context length (0: the model's max_position_embeddings).
    QString modelFile;
    qint64 modelContext = 0;
    // --presenter: drawn in presenter mode's look and zoom (a lesson with its step badge).
    std::optional<PresenterSettings> presenter;
};

class HeadlessRender
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessRender)

public:
    // Returns an empty string when the file was written, else what went wrong. A size that is
    // too small is refused naming the smallest size a render then draws at.
    static QString render(const RenderRequest &request);

    // What a render that did not fit learnt: the size the widget took when asked for the
    // request's size, and the smallest size found by laying it out smaller (empty: it fitted).
    struct Fit
    {
        QSize grewTo;
        QSize smallest;
    };

private:
    // One render; with an empty output only laid out (a probe: no file, no search).
    static QString renderOnce(const RenderRequest &request, Fit *fit);
};

} // namespace pe
