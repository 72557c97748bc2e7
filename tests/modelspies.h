// SPDX-License-Identifier: GPL-3.0-or-later
// Test helpers for pe::PositionalEncodingModel: a spy on every change signal, and its setters and
// properties addressed by parameter name, so data-driven tests can name what they change.
#pragma once

#include "core/model/positionalencodingmodel.h"

#include <QSignalSpy>

#include <map>
#include <memory>

namespace pe {

// Every change signal of the model, by the name of its parameter ("parameters" for
// parametersChanged).
class ModelSpies
{
public:
    explicit ModelSpies(PositionalEncodingModel *m)
    {
        watch(m, "dimension", &PositionalEncodingModel::dimensionChanged);
        watch(m, "base", &PositionalEncodingModel::baseChanged);
        watch(m, "positionCount", &PositionalEncodingModel::positionCountChanged);
        watch(m, "positionP", &PositionalEncodingModel::positionPChanged);
        watch(m, "positionQ", &PositionalEncodingModel::positionQChanged);
        watch(m, "encodingEnabled", &PositionalEncodingModel::encodingEnabledChanged);
        watch(m, "componentLayout", &PositionalEncodingModel::componentLayoutChanged);
        watch(m, "pickedDimension", &PositionalEncodingModel::pickedDimensionChanged);
        watch(m, "shownDimensions", &PositionalEncodingModel::shownDimensionsChanged);
        watch(m, "parameters", &PositionalEncodingModel::parametersChanged);
    }

    const std::map<QString, std::unique_ptr<QSignalSpy>> &all() const { return m_spies; }

private:
    template<typename Signal>
    void watch(PositionalEncodingModel *m, const char *name, Signal signal)
    {
        m_spies[QString::fromLatin1(name)] = std::make_unique<QSignalSpy>(m, signal);
    }

    std::map<QString, std::unique_ptr<QSignalSpy>> m_spies;
};

// Calls the setter named by parameter; returns what it returned (true for the void ones).
inline bool applyParameter(PositionalEncodingModel &m, const QString &parameter,
                           const QVariant &value)
{
    if (parameter == QLatin1String("dimension"))
        return m.setDimension(value.toInt());
    if (parameter == QLatin1String("base"))
        return m.setBase(value.toDouble());
    if (parameter == QLatin1String("positionCount"))
        return m.setPositionCount(value.toInt());
    if (parameter == QLatin1String("positionP"))
        return m.setPositionP(value.toLongLong());
    if (parameter == QLatin1String("positionQ"))
        return m.setPositionQ(value.toLongLong());
    if (parameter == QLatin1String("encodingEnabled")) {
        m.setEncodingEnabled(value.toBool());
        return true;
    }
    if (parameter == QLatin1String("componentLayout")) {
        m.setComponentLayout(value.value<Layout>());
        return true;
    }
    if (parameter == QLatin1String("pickedDimension"))
        return m.setPickedDimension(value.toInt());
    if (parameter == QLatin1String("shownDimensions"))
        return m.setShownDimensions(value.value<QList<int>>());
    qFatal("unknown parameter %s", qPrintable(parameter));
}

// The parameter read back through its Q_PROPERTY (named like the setter).
inline QVariant readParameter(const PositionalEncodingModel &m, const QString &parameter)
{
    return m.property(parameter.toLatin1().constData());
}

} // namespace pe
