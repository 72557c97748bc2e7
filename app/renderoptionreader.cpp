// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/renderoptionreader.h"

#include "app/optionreader.h"
#include "app/scenariooption.h"
#include "core/lessons/catalog/lessoncatalog.h"
#include "core/model/parameterlimits.h"
#include "ui/common/viewexporter.h"
#include "ui/heatmap/colormap.h"
#include "ui/render/headlessrender.h"

#include <QCommandLineParser>

namespace pe {

RenderOptionReader::RenderOptionReader(const QCommandLineParser &parser,
                                       CommandLine::Settings *settings)
    : m_parser(parser)
    , m_settings(settings)
{
}

bool RenderOptionReader::isSet(const char *name) const
{
    return m_parser.isSet(QString::fromLatin1(name));
}

QString RenderOptionReader::value(const char *name) const
{
    return m_parser.value(QString::fromLatin1(name));
}

QString RenderOptionReader::readTarget()
{
    CommandLine::Settings &s = *m_settings;
    const QString what = QStringLiteral("--render");
    const QString target = value("render");
    if (ScenarioOption::isScenarioValue(target)) {
        if (isSet("compare-position"))
            return tr("--compare-position: only used when rendering a lesson step "
                      "(--render lesson:ID:N).");
        return ScenarioOption::useAsRenderTarget(&s);
    }
    if (LessonCatalog::isRenderTarget(target)) {
        QString error = LessonCatalog::parseRenderTarget(what, target, &s.lessonId, &s.step);
        if (!error.isEmpty())
            return error;
        s.target = QStringLiteral("lesson");
        s.comparePosition = static_cast<int>(LessonCatalog::lesson(s.lessonId).defaults().q);
        if (isSet("compare-position")) {
            const Lesson lesson = LessonCatalog::lesson(s.lessonId);
            error = lesson.checkComparePosition(QStringLiteral("--compare-position"),
                                                value("compare-position"), &s.comparePosition);
        }
        return error;
    }
    const QStringList views = OptionReader::renderViews();
    if (!views.contains(target))
        return tr("--render: \"%1\" is not a view; choose %2, or lesson:ID:N.")
            .arg(target, views.join(QLatin1String(", ")));
    if (isSet("compare-position"))
        return tr("--compare-position: only used when rendering a lesson step "
                  "(--render lesson:ID:N).");
    s.target = target;
    return {};
}

QString RenderOptionReader::readSize()
{
    CommandLine::Settings &s = *m_settings;
    if (!isSet("size"))
        return {};
    const QString text = value("size");
    const QStringList parts = text.toLower().split(QLatin1Char('x'));
    // The same whole numbers as everywhere (digits 0-9, no spaces): Qt's toInt() takes " 640".
    qint64 width = 0;
    qint64 height = 0;
    const bool okWidth
        = parts.size() == 2 && ParameterLimits::parseWholeNumber(parts.at(0), &width);
    const bool okHeight
        = parts.size() == 2 && ParameterLimits::parseWholeNumber(parts.at(1), &height);
    constexpr int minSide = RenderRequest::minimumSide;
    constexpr int maxSide = RenderRequest::maximumSide;
    if (!okWidth || !okHeight || width < minSide || height < minSide || width > maxSide
        || height > maxSide)
        return tr("--size: \"%1\" is not allowed; write WxH with each side a whole number from "
                  "%2 to %3, e.g. 1280x800.")
            .arg(text)
            .arg(minSide)
            .arg(maxSide);
    s.width = static_cast<int>(width);
    s.height = static_cast<int>(height);
    return {};
}

QString RenderOptionReader::read()
{
    CommandLine::Settings &s = *m_settings;
    QString error = readTarget();
    if (error.isEmpty() && !isSet("output"))
        error = tr("--render %1: needs --output FILE, a file name ending in .png or .svg.")
                    .arg(value("render"));
    if (!error.isEmpty())
        return error;
    s.output = value("output");
    if (ViewExporter::formatOf(s.output) == ViewExporter::Format::Unknown)
        return tr("--output: \"%1\" has an unknown image type; the file name must end in .png "
                  "or .svg.")
            .arg(s.output);
    if (!(error = readSize()).isEmpty())
        return error;
    if (isSet("dim"))
        error = ParameterLimits::checkDimension(QStringLiteral("--dim"), value("dim"), &s.dimension,
                                                ParameterLimits::maxGuiDimension);
    if (error.isEmpty() && isSet("base"))
        error = ParameterLimits::checkBase(QStringLiteral("--base"), value("base"), &s.base);
    if (error.isEmpty() && isSet("positions")) {
        s.positionsGiven = true;
        error = ParameterLimits::checkPositionCount(QStringLiteral("--positions"),
                                                    value("positions"), &s.count);
    }
    if (error.isEmpty() && isSet("compare")) {
        s.compareGiven = true;
        error = OptionReader(m_parser, m_settings).readCompare();
    }
    if (isSet("off"))
        s.enabled = false;
    if (!error.isEmpty())
        return error;
    if (!(error = OptionReader(m_parser, m_settings).readLayout()).isEmpty())
        return error;
    Palette palette = Palette::Viridis;
    if (isSet("palette") && !ColorMap::fromName(value("palette"), &palette))
        return tr("--palette: \"%1\" is not a palette; choose %2.")
            .arg(value("palette"), ColorMap::nameList());
    if (isSet("palette"))
        s.palette = ColorMap::name(palette);
    return {};
}

} // namespace pe
