// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scenarios/scenariofields.h"

#include "core/scenarios/scenario.h"
#include "core/text/jsonliterals.h"

#include <QDir>
#include <QJsonArray>

#include <cmath>

namespace pe {

QString ScenarioFields::name(const QString &path, const char *key) const
{
    const QString field = path.isEmpty() ? QString(QLatin1String(key))
                                         : QString(path + QLatin1Char('.') + QLatin1String(key));
    return QDir::toNativeSeparators(m_fileName) + QLatin1String(": ") + field;
}

void ScenarioFields::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
}

bool ScenarioFields::has(const QJsonObject &object, const char *key) const
{
    return object.contains(QLatin1String(key));
}

namespace {

    // The value, or undefined after the "missing" message.
    QJsonValue member(ScenarioFields &fields, const QJsonObject &object, const QString &path,
                      const char *key)
    {
        if (fields.failed())
            return QJsonValue::Undefined;
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isUndefined())
            fields.fail(
                ScenarioFields::tr("%1: the field is missing.").arg(fields.name(path, key)));
        return value;
    }

} // namespace

std::optional<QJsonObject> ScenarioFields::object(const QJsonObject &object, const QString &path,
                                                  const char *key)
{
    const QJsonValue value = member(*this, object, path, key);
    if (failed())
        return std::nullopt;
    if (!value.isObject()) {
        fail(tr("%1: must be an object { … }.").arg(name(path, key)));
        return std::nullopt;
    }
    return value.toObject();
}

std::optional<double> ScenarioFields::number(const QJsonObject &object, const QString &path,
                                             const char *key)
{
    const QJsonValue value = member(*this, object, path, key);
    if (failed())
        return std::nullopt;
    if (!value.isDouble() || !std::isfinite(value.toDouble())) {
        fail(tr("%1: must be a number.").arg(name(path, key)));
        return std::nullopt;
    }
    return value.toDouble();
}

std::optional<qint64> ScenarioFields::whole(const QJsonObject &object, const QString &path,
                                            const char *key, qint64 minimum, qint64 maximum)
{
    const std::optional<double> value = number(object, path, key);
    if (!value)
        return std::nullopt;
    // The number as written: a double holds whole numbers exactly only up to 2^53.
    const QString field = path.isEmpty() ? QString(QLatin1String(key))
                                         : QString(path + QLatin1Char('.') + QLatin1String(key));
    const QByteArray literal = m_literals.value(field);
    const double v = *value;
    const auto refuse = [&] {
        fail(
            tr("%1: %2 is not allowed; a whole number from %3 to %4.")
                .arg(name(path, key),
                     literal.isEmpty() ? QString::number(v, 'g', 17) : QString::fromLatin1(literal),
                     QString::number(minimum), QString::number(maximum)));
        return std::nullopt;
    };
    qint64 exact = 0;
    bool overflow = false;
    if (!literal.isEmpty() && JsonLiterals::exactWhole(literal, &exact, &overflow)) {
        if (exact < minimum || exact > maximum)
            return refuse();
        return exact;
    }
    // Digits with a fraction that is not zero, or too many for 64 bits: not allowed. With an
    // exponent, through the double: 1e3 is whole; 9.007199254740993e15 cannot be told from 2^53.
    const bool exponent = literal.contains('e') || literal.contains('E');
    constexpr double exactLimit = 9007199254740992.0; // 2^53
    if (overflow || (!literal.isEmpty() && !exponent) || v != std::floor(v)
        || v < static_cast<double>(minimum) || v > static_cast<double>(maximum)
        || (exponent && std::abs(v) >= exactLimit))
        return refuse();
    return static_cast<qint64>(v);
}

std::optional<bool> ScenarioFields::boolean(const QJsonObject &object, const QString &path,
                                            const char *key)
{
    const QJsonValue value = member(*this, object, path, key);
    if (failed())
        return std::nullopt;
    if (!value.isBool()) {
        fail(tr("%1: must be true or false.").arg(name(path, key)));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QString> ScenarioFields::text(const QJsonObject &object, const QString &path,
                                            const char *key)
{
    const QJsonValue value = member(*this, object, path, key);
    if (failed())
        return std::nullopt;
    if (!value.isString()) {
        fail(tr("%1: must be text in quotes.").arg(name(path, key)));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<QStringList> ScenarioFields::texts(const QJsonObject &object, const QString &path,
                                                 const char *key)
{
    const QJsonValue value = member(*this, object, path, key);
    if (failed())
        return std::nullopt;
    QStringList out;
    const QJsonArray array = value.toArray();
    bool ok = value.isArray();
    for (const QJsonValue &item : array) {
        ok = ok && item.isString();
        out.append(item.toString());
    }
    if (!ok) {
        fail(tr("%1: must be a list of names in quotes [\"…\", …].").arg(name(path, key)));
        return std::nullopt;
    }
    return out;
}

std::optional<QList<qint64>> ScenarioFields::wholes(const QJsonObject &object, const QString &path,
                                                    const char *key)
{
    const QJsonValue value = member(*this, object, path, key);
    if (failed())
        return std::nullopt;
    QList<qint64> out;
    const QJsonArray array = value.toArray();
    bool ok = value.isArray();
    for (const QJsonValue &item : array) {
        const double v = item.toDouble(0.5);
        ok = ok && item.isDouble() && v == std::floor(v) && std::abs(v) <= 1e15;
        out.append(ok ? static_cast<qint64>(v) : 0);
    }
    if (!ok) {
        fail(tr("%1: must be a list of whole numbers [0, 1, …].").arg(name(path, key)));
        return std::nullopt;
    }
    return out;
}

void ScenarioFields::noteUnknown(const QJsonObject &object, const QString &path,
                                 std::initializer_list<const char *> known)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        bool found = false;
        for (const char *key : known)
            found = found || it.key() == QLatin1String(key);
        if (!found)
            m_notes.append(tr("%1: not a field of version %2; ignored.")
                               .arg(name(path, it.key().toUtf8().constData()))
                               .arg(Scenario::formatVersion));
    }
}

} // namespace pe
