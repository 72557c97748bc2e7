// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/parametersettings.h"

#include "core/model/parameterlimits.h"
#include "core/model/positionalencodingmodel.h"

#include <QSettings>

namespace pe {

namespace {
    const QString group = QStringLiteral("parameters");
}

void ParameterSettings::save(const PositionalEncodingModel &model, QSettings &settings)
{
    settings.beginGroup(group);
    settings.setValue(QStringLiteral("dimension"), model.dimension());
    settings.setValue(QStringLiteral("base"), model.base());
    settings.setValue(QStringLiteral("positionCount"), model.positionCount());
    settings.setValue(QStringLiteral("positionP"), model.positionP());
    settings.setValue(QStringLiteral("positionQ"), model.positionQ());
    settings.setValue(QStringLiteral("encodingEnabled"), model.isEncodingEnabled());
    settings.setValue(QStringLiteral("layout"),
                      QString::fromLatin1(layoutName(model.componentLayout())));
    QStringList dims;
    for (int dim : model.shownDimensions())
        dims.append(QString::number(dim));
    settings.setValue(QStringLiteral("shownDimensions"), dims.join(QLatin1Char(',')));
    settings.setValue(QStringLiteral("pickedDimension"), model.pickedDimension());
    settings.endGroup();
}

QStringList ParameterSettings::load(PositionalEncodingModel &model, QSettings &settings)
{
    QStringList problems;
    settings.beginGroup(group);
    const auto text
        = [&settings](const char *key) { return settings.value(QLatin1String(key)).toString(); };
    const auto has = [&settings](const char *key) { return settings.contains(QLatin1String(key)); };
    const QString source = tr("settings");

    if (has("dimension")) {
        int d = 0;
        const QString e = ParameterLimits::checkDimension(source + QStringLiteral(" dimension"),
                                                          text("dimension"), &d,
                                                          ParameterLimits::maxGuiDimension);
        if (e.isEmpty())
            model.setDimension(d);
        else
            problems.append(e);
    }
    if (has("base")) {
        double b = 0;
        const QString e
            = ParameterLimits::checkBase(source + QStringLiteral(" base"), text("base"), &b);
        if (e.isEmpty())
            model.setBase(b);
        else
            problems.append(e);
    }
    if (has("positionCount")) {
        int64_t n = 0;
        const QString e = ParameterLimits::checkPositionCount(
            source + QStringLiteral(" positionCount"), text("positionCount"), &n);
        if (e.isEmpty())
            model.setPositionCount(static_cast<int>(n));
        else
            problems.append(e);
    }
    for (const char *key : { "positionP", "positionQ" }) {
        if (!has(key))
            continue;
        int64_t v = 0;
        const QString e = ParameterLimits::checkPosition(
            source + QLatin1Char(' ') + QLatin1String(key), text(key), &v);
        if (!e.isEmpty())
            problems.append(e);
        else if (qstrcmp(key, "positionP") == 0)
            model.setPositionP(v);
        else
            model.setPositionQ(v);
    }
    if (has("encodingEnabled"))
        model.setEncodingEnabled(settings.value(QStringLiteral("encodingEnabled")).toBool());
    if (has("layout")) {
        Layout layout;
        // The whole text: through const char * "interleaved\0x" stopped at the NUL.
        const QString name = text("layout");
        if (!name.contains(QChar(0)) && layoutFromName(name.toLatin1().constData(), &layout))
            model.setComponentLayout(layout);
        else
            problems.append(tr("%1 layout: \"%2\" is not a layout; use interleaved or "
                               "concatenated.")
                                .arg(source, text("layout")));
    }
    if (has("shownDimensions")) {
        QList<int> dims;
        bool ok = true;
        for (const QString &part :
             text("shownDimensions").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const int dim = part.trimmed().toInt(&ok);
            if (!ok)
                break;
            dims.append(dim);
        }
        if (!ok || !model.setShownDimensions(dims))
            problems.append(tr("%1 shownDimensions: \"%2\" is not a list of dimensions from 0 to "
                               "%3.")
                                .arg(source, text("shownDimensions"))
                                .arg(model.dimension() - 1));
    }
    if (has("pickedDimension")) {
        bool ok = false;
        const int dim = text("pickedDimension").toInt(&ok);
        if (!ok || !model.setPickedDimension(dim))
            problems.append(tr("%1 pickedDimension: \"%2\" is not a dimension from 0 to %3.")
                                .arg(source, text("pickedDimension"))
                                .arg(model.dimension() - 1));
    }
    settings.endGroup();
    return problems;
}

namespace {

    ParameterSettings::Preset preset(int dimension)
    {
        return {
            { Parameter::Dimension, dimension },
            { Parameter::Base, Encoding::defaultBase },
            { Parameter::ComponentLayout, QVariant::fromValue(Layout::Interleaved) },
            { Parameter::PositionCount, 50 },
            { Parameter::PositionP, qint64(0) },
            { Parameter::PositionQ, qint64(3) },
            { Parameter::EncodingEnabled, true },
            { Parameter::ShownDimensions,
              QVariant::fromValue(PositionalEncodingModel::defaultShownDimensions(dimension)) },
            { Parameter::PickedDimension, 0 },
        };
    }

} // namespace

ParameterSettings::Preset ParameterSettings::lectureDefaults()
{
    return preset(128);
}

ParameterSettings::Preset ParameterSettings::workbenchDefaults()
{
    return preset(8);
}

void ParameterSettings::apply(PositionalEncodingModel &model, const Preset &preset)
{
    for (const Value &v : preset)
        model.setProperty(ParameterName::property(v.parameter), v.value);
}

} // namespace pe
