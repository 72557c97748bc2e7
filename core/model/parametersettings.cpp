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

namespace {

    // The settings' text for key, and whether it is there (in the group begun).
    QString text(QSettings &settings, const char *key)
    {
        return settings.value(QLatin1String(key)).toString();
    }

    bool has(QSettings &settings, const char *key)
    {
        return settings.contains(QLatin1String(key));
    }

    // d, base, the number of positions, p and q: each checked by ParameterLimits.
    void loadNumbers(PositionalEncodingModel &model, QSettings &settings, QStringList &problems)
    {
        const QString source = ParameterSettings::tr("settings");
        if (has(settings, "dimension")) {
            int d = 0;
            const QString e = ParameterLimits::checkDimension(source + QStringLiteral(" dimension"),
                                                              text(settings, "dimension"), &d,
                                                              ParameterLimits::maxGuiDimension);
            if (e.isEmpty())
                model.setDimension(d);
            else
                problems.append(e);
        }
        if (has(settings, "base")) {
            double b = 0;
            const QString e = ParameterLimits::checkBase(source + QStringLiteral(" base"),
                                                         text(settings, "base"), &b);
            if (e.isEmpty())
                model.setBase(b);
            else
                problems.append(e);
        }
        if (has(settings, "positionCount")) {
            qint64 n = 0;
            const QString e = ParameterLimits::checkPositionCount(
                source + QStringLiteral(" positionCount"), text(settings, "positionCount"), &n);
            if (e.isEmpty())
                model.setPositionCount(static_cast<int>(n));
            else
                problems.append(e);
        }
        for (const char *key : { "positionP", "positionQ" }) {
            if (!has(settings, key))
                continue;
            qint64 v = 0;
            const QString e = ParameterLimits::checkPosition(
                source + QLatin1Char(' ') + QLatin1String(key), text(settings, key), &v);
            if (!e.isEmpty())
                problems.append(e);
            else if (qstrcmp(key, "positionP") == 0)
                model.setPositionP(v);
            else
                model.setPositionQ(v);
        }
    }

    // Encoding on or off, the layout, the shown and the picked dimensions.
    void loadChoices(PositionalEncodingModel &model, QSettings &settings, QStringList &problems)
    {
        const QString source = ParameterSettings::tr("settings");
        if (has(settings, "encodingEnabled"))
            model.setEncodingEnabled(settings.value(QStringLiteral("encodingEnabled")).toBool());
        if (has(settings, "layout")) {
            Layout layout;
            // The whole text: through const char * "interleaved\0x" stopped at the NUL.
            const QString name = text(settings, "layout");
            if (!name.contains(QChar(0)) && layoutFromName(name.toLatin1().constData(), &layout))
                model.setComponentLayout(layout);
            else
                problems.append(
                    ParameterSettings::tr("%1 layout: \"%2\" is not a layout; use interleaved or "
                                          "concatenated.")
                        .arg(source, text(settings, "layout")));
        }
        if (has(settings, "shownDimensions")) {
            QList<int> dims;
            bool ok = true;
            for (const QString &part :
                 text(settings, "shownDimensions").split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const int dim = part.trimmed().toInt(&ok);
                if (!ok)
                    break;
                dims.append(dim);
            }
            if (!ok || !model.setShownDimensions(dims))
                problems.append(
                    ParameterSettings::tr(
                        "%1 shownDimensions: \"%2\" is not a list of dimensions from 0 to "
                        "%3.")
                        .arg(source, text(settings, "shownDimensions"))
                        .arg(model.dimension() - 1));
        }
        if (has(settings, "pickedDimension")) {
            bool ok = false;
            const int dim = text(settings, "pickedDimension").toInt(&ok);
            if (!ok || !model.setPickedDimension(dim))
                problems.append(ParameterSettings::tr(
                                    "%1 pickedDimension: \"%2\" is not a dimension from 0 to %3.")
                                    .arg(source, text(settings, "pickedDimension"))
                                    .arg(model.dimension() - 1));
        }
    }

} // namespace

QStringList ParameterSettings::load(PositionalEncodingModel &model, QSettings &settings)
{
    QStringList problems;
    settings.beginGroup(group);
    loadNumbers(model, settings, problems);
    loadChoices(model, settings, problems);
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
