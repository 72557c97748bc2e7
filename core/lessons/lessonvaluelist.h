// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonvalue.h"

#include <QList>

#include <vector>

namespace pe {

// Collects the values of one lesson step: plain numbers, whole numbers and vectors whose
// components share a group (key_0, key_1, …, labelled "(group)[k]").
class LessonValueList
{
public:
    void add(const QString &key, double value, const QString &label)
    {
        m_values.append({ key, value, label, LessonValue::Kind::Real, QString() });
    }
    void addInteger(const QString &key, double value, const QString &label)
    {
        m_values.append({ key, value, label, LessonValue::Kind::Integer, QString() });
    }
    void addVector(const QString &key, const std::vector<double> &v, const QString &group);
    void append(const QList<LessonValue> &values) { m_values += values; }

    const QList<LessonValue> &list() const { return m_values; }

private:
    QList<LessonValue> m_values;
};

} // namespace pe
