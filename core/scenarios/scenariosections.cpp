// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scenarios/scenariosections.h"

#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/dimensionlist.h"
#include "core/model/parameterlimits.h"
#include "core/modelconfig/modelconfig.h"
#include "core/modelconfig/modelsamples.h"
#include "core/scenarios/scenariofields.h"

#include <algorithm>
#include <limits>

namespace pe {

namespace {

    const QString none;

    // The whole text names a layout: through const char * "interleaved\u0000junk" stopped at the
    // NUL and was taken (tests/fuzz/corpus/scenarioreader/escaped-nul-in-layout).
    bool layoutFromText(const QString &text, Layout *layout)
    {
        return !text.contains(QChar(0)) && layoutFromName(text.toUtf8().constData(), layout);
    }

    // Empty when value is one of names; else message (%1 field, %2 value, %3 the names).
    QString checkName(const QString &field, const QString &value, const QStringList &names,
                      const QString &message)
    {
        if (names.contains(value))
            return {};
        return message.arg(field, value, names.join(QLatin1String(", ")));
    }

} // namespace

void ScenarioSections::readParameters(ScenarioFields &f, const QJsonObject &top,
                                      ScenarioParameters *out)
{
    const QString path = QStringLiteral("parameters");
    const std::optional<QJsonObject> o = f.object(top, none, "parameters");
    if (!o)
        return;
    f.noteUnknown(*o, path,
                  { "dimension", "base", "positions", "p", "q", "encoding", "layout", "dimensions",
                    "picked_dimension" });
    const auto d = f.whole(*o, path, "dimension", ParameterLimits::minDimension,
                           ParameterLimits::maxGuiDimension);
    if (d && !f.failed())
        f.fail(ParameterLimits::checkDimension(f.name(path, "dimension"), *d,
                                               ParameterLimits::maxGuiDimension));
    const auto base = f.number(*o, path, "base");
    if (base && !f.failed())
        f.fail(ParameterLimits::checkBase(f.name(path, "base"), *base));
    const auto count = f.whole(*o, path, "positions", 1, ParameterLimits::maxPositionCount);
    const auto p = f.whole(*o, path, "p", 0, ParameterLimits::maxPosition);
    const auto q = f.whole(*o, path, "q", 0, ParameterLimits::maxPosition);
    const auto encoding = f.boolean(*o, path, "encoding");
    const auto layoutText = f.text(*o, path, "layout");
    Layout layout = Layout::Interleaved;
    if (layoutText && !layoutFromText(*layoutText, &layout))
        f.fail(ScenarioReader::tr("%1: \"%2\" is not a layout; use interleaved or concatenated.")
                   .arg(f.name(path, "layout"), *layoutText));
    const auto dims = f.wholes(*o, path, "dimensions");
    const auto picked = f.whole(*o, path, "picked_dimension", 0, d ? *d - 1 : 0);
    if (f.failed())
        return;
    QList<int> shown;
    for (qint64 dim : *dims) {
        if (dim < 0 || dim >= *d) {
            f.fail(ScenarioReader::tr("%1: %2 is not a dimension; d = %3 has dimensions 0 to %4.")
                       .arg(f.name(path, "dimensions"), QString::number(dim), QString::number(*d),
                            QString::number(*d - 1)));
            return;
        }
        if (!shown.contains(static_cast<int>(dim)))
            shown.append(static_cast<int>(dim));
    }
    if (shown.size() > DimensionList::maxShown) {
        f.fail(ScenarioReader::tr("%1: %2 dimensions; the waves show at most %3.")
                   .arg(f.name(path, "dimensions"), QString::number(shown.size()),
                        QString::number(DimensionList::maxShown)));
        return;
    }
    std::sort(shown.begin(), shown.end());
    *out = {
        static_cast<int>(*d),     *base, static_cast<int>(*count), *p, *q, *encoding, layout, shown,
        static_cast<int>(*picked)
    };
}

void ScenarioSections::readViews(ScenarioFields &f, const QJsonObject &top,
                                 const ScenarioReader::Vocabulary &v, Scenario *out)
{
    const QString path = QStringLiteral("views");
    const std::optional<QJsonObject> o = f.object(top, none, "views");
    if (!o)
        return;
    f.noteUnknown(*o, path, { "visible", "current" });
    const auto visible = f.texts(*o, path, "visible");
    const auto current = f.text(*o, path, "current");
    if (f.failed())
        return;
    for (const QString &view : *visible)
        f.fail(checkName(f.name(path, "visible"), view, v.views,
                         ScenarioReader::tr("%1: \"%2\" is not a view; choose %3.")));
    if (!visible->contains(*current))
        f.fail(ScenarioReader::tr("%1: \"%2\" is not among the visible views (%3).")
                   .arg(f.name(path, "current"), *current, visible->join(QLatin1String(", "))));
    out->visibleViews = *visible;
    out->currentView = *current;
}

void ScenarioSections::readHeatmap(ScenarioFields &f, const QJsonObject &top,
                                   const ScenarioReader::Vocabulary &v, Scenario *out)
{
    const QString path = QStringLiteral("heatmap");
    const std::optional<QJsonObject> o = f.object(top, none, "heatmap");
    if (!o)
        return;
    f.noteUnknown(*o, path, { "palette", "viewport" });
    const auto palette = f.text(*o, path, "palette");
    if (palette)
        f.fail(checkName(f.name(path, "palette"), *palette, v.palettes,
                         ScenarioReader::tr("%1: \"%2\" is not a palette; choose %3.")));
    const QString vpath = QStringLiteral("heatmap.viewport");
    const std::optional<QJsonObject> vo = f.object(*o, path, "viewport");
    if (!vo)
        return;
    f.noteUnknown(*vo, vpath,
                  { "first_position", "position_span", "first_dimension", "dimension_span" });
    HeatmapViewport viewport;
    const double count = out->parameters.positionCount;
    const double d = out->parameters.dimension;
    struct Axis
    {
        const char *first;
        const char *span;
        double *firstValue;
        double *spanValue;
        double end;
    };
    for (const Axis &axis : { Axis { "first_position", "position_span", &viewport.firstPosition,
                                     &viewport.positionSpan, count },
                              Axis { "first_dimension", "dimension_span", &viewport.firstDimension,
                                     &viewport.dimensionSpan, d } }) {
        const auto first = f.number(*vo, vpath, axis.first);
        const auto span = f.number(*vo, vpath, axis.span);
        if (f.failed())
            return;
        if (*first < 0 || *span <= 0 || *first + *span > axis.end) {
            f.fail(ScenarioReader::tr("%1 and %2: %3 and %4 do not fit; the view must lie within "
                                      "0 to %5 (first ≥ 0, span > 0).")
                       .arg(f.name(vpath, axis.first), QLatin1String(axis.span),
                            QString::number(*first, 'g', 17), QString::number(*span, 'g', 17),
                            QString::number(axis.end, 'g', 17)));
            return;
        }
        *axis.firstValue = *first;
        *axis.spanValue = *span;
    }
    out->palette = *palette;
    out->viewport = viewport;
}

void ScenarioSections::readLesson(ScenarioFields &f, const QJsonObject &top, Scenario *out)
{
    if (!f.has(top, "lesson"))
        return;
    const QString path = QStringLiteral("lesson");
    const std::optional<QJsonObject> o = f.object(top, none, "lesson");
    if (!o)
        return;
    f.noteUnknown(*o, path, { "id", "step", "compare_position" });
    const auto id = f.text(*o, path, "id");
    if (id)
        f.fail(LessonCatalog::checkLessonId(f.name(path, "id"), *id));
    const auto step = f.whole(*o, path, "step", std::numeric_limits<int>::min(),
                              std::numeric_limits<int>::max());
    const auto position = f.whole(*o, path, "compare_position", std::numeric_limits<int>::min(),
                                  std::numeric_limits<int>::max());
    if (f.failed())
        return;
    const Lesson lesson = LessonCatalog::lesson(*id);
    f.fail(lesson.checkStep(f.name(path, "step"), *step));
    f.fail(lesson.checkComparePosition(f.name(path, "compare_position"), *position));
    out->lesson = { *id, static_cast<int>(*step), static_cast<int>(*position) };
}

void ScenarioSections::readModel(ScenarioFields &f, const QJsonObject &top, Scenario *out)
{
    if (!f.has(top, "model"))
        return;
    const QString path = QStringLiteral("model");
    const std::optional<QJsonObject> o = f.object(top, none, "model");
    if (!o)
        return;
    f.noteUnknown(*o, path, { "sample", "file", "context" });
    QStringList samples;
    for (const ModelSamples::Sample &sample : ModelSamples::all())
        samples.append(QLatin1String(sample.id));
    const bool hasSample = f.has(*o, "sample");
    if (hasSample == f.has(*o, "file")) {
        f.fail(ScenarioReader::tr("%1: give either \"sample\" (%2) or \"file\" (a config.json), "
                                  "not both or neither.")
                   .arg(f.name(none, "model"), samples.join(QLatin1String(", "))));
        return;
    }
    const auto source = f.text(*o, path, hasSample ? "sample" : "file");
    if (source && hasSample)
        f.fail(checkName(f.name(path, "sample"), *source, samples,
                         ScenarioReader::tr("%1: \"%2\" is not a sample; choose %3.")));
    if (source && !hasSample && source->trimmed().isEmpty())
        f.fail(ScenarioReader::tr("%1: the file name is empty; give the path of a config.json.")
                   .arg(f.name(path, "file")));
    const auto context = f.whole(*o, path, "context", 1, ModelConfig::maxPositions);
    if (f.failed())
        return;
    out->model = { hasSample ? *source : QString(), hasSample ? QString() : *source, *context };
}

} // namespace pe
