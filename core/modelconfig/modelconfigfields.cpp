// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/modelconfigfields.h"

#include "core/modelconfig/modelconfigreader.h"
#include "core/text/controlescape.h"
#include "core/text/jsonliterals.h"

#include <QDir>
#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace pe {

namespace {

    QString dotted(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }

    QString boundText(double limit)
    {
        return ModelConfigFields::shortest(limit);
    }

} // namespace

QString ModelConfigFields::name(const QString &path, const QString &key) const
{
    return fileName() + QLatin1String(": ") + dotted(path, key);
}

QString ModelConfigFields::fileName() const
{
    return QDir::toNativeSeparators(m_fileName);
}

void ModelConfigFields::fail(const QString &message)
{
    // One line, whatever the file's text held: a value quoted back may hold a newline (\n in
    // the JSON) or a terminal escape (found by fuzz_modelconfigreader).
    if (m_error.isEmpty())
        m_error = ControlEscape::escaped(message);
}

bool ModelConfigFields::has(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return !value.isUndefined() && !value.isNull();
}

std::optional<QJsonObject> ModelConfigFields::object(const QJsonObject &object, const QString &path,
                                                     const char *key)
{
    if (failed() || !has(object, key))
        return std::nullopt;
    const QJsonValue value = object.value(QLatin1String(key));
    if (!value.isObject()) {
        fail(ModelConfigReader::tr("%1: must be an object { … } or null.")
                 .arg(name(path, QLatin1String(key))));
        return std::nullopt;
    }
    return value.toObject();
}

QString ModelConfigFields::literal(const QString &field, double value) const
{
    const QByteArray written = m_literals.value(field);
    return written.isEmpty() ? shortest(value) : QString::fromLatin1(written);
}

QString ModelConfigFields::shortest(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

void ModelConfigFields::refuseNumber(const QString &field, const QString &value, Bound bound,
                                     double limit, bool wrongType)
{
    const QString where = fileName() + QLatin1String(": ") + field;
    switch (bound) {
    case Bound::Greater:
        fail(wrongType ? ModelConfigReader::tr("%1: must be a number greater than %2.")
                             .arg(where, boundText(limit))
                       : ModelConfigReader::tr("%1: %2 is not allowed; a number greater than %3.")
                             .arg(where, value, boundText(limit)));
        break;
    case Bound::AtLeast:
        fail(wrongType ? ModelConfigReader::tr("%1: must be a number of at least %2.")
                             .arg(where, boundText(limit))
                       : ModelConfigReader::tr("%1: %2 is not allowed; a number of at least %3.")
                             .arg(where, value, boundText(limit)));
        break;
    case Bound::UnitInterval:
        fail(wrongType ? ModelConfigReader::tr("%1: must be a number greater than 0 and at most 1.")
                             .arg(where)
                       : ModelConfigReader::tr(
                             "%1: %2 is not allowed; a number greater than 0 and at most 1.")
                             .arg(where, value));
        break;
    }
}

std::optional<double> ModelConfigFields::number(const QJsonObject &object, const QString &path,
                                                const char *key, Bound bound, double limit)
{
    if (failed() || !has(object, key))
        return std::nullopt;
    const QString field = dotted(path, QLatin1String(key));
    const QJsonValue value = object.value(QLatin1String(key));
    const double v = value.toDouble();
    if (!value.isDouble() || !std::isfinite(v)) {
        refuseNumber(field, {}, bound, limit, true);
        return std::nullopt;
    }
    const bool inside = bound == Bound::Greater ? v > limit
        : bound == Bound::AtLeast               ? v >= limit
                                                : v > 0 && v <= 1;
    if (!inside) {
        refuseNumber(field, literal(field, v), bound, limit, false);
        return std::nullopt;
    }
    return v;
}

std::optional<qint64> ModelConfigFields::whole(const QJsonObject &object, const QString &path,
                                               const char *key, qint64 minimum, qint64 maximum)
{
    if (failed() || !has(object, key))
        return std::nullopt;
    const QString field = dotted(path, QLatin1String(key));
    const QJsonValue value = object.value(QLatin1String(key));
    if (!value.isDouble() || !std::isfinite(value.toDouble())) {
        fail(ModelConfigReader::tr("%1: must be a whole number from %2 to %3.")
                 .arg(name(path, QLatin1String(key)), QString::number(minimum),
                      QString::number(maximum)));
        return std::nullopt;
    }
    // The number as written: 4096, 4096.0 and 4.096e3 are whole; 4096.5 is not.
    const QByteArray written = m_literals.value(field);
    const double v = value.toDouble();
    qint64 exact = 0;
    bool overflow = false;
    bool ok = false;
    if (!written.isEmpty() && JsonLiterals::exactWhole(written, &exact, &overflow)) {
        ok = exact >= minimum && exact <= maximum;
    } else if (!overflow && v == std::floor(v) && v >= static_cast<double>(minimum)
               && v <= static_cast<double>(maximum)) {
        exact = static_cast<qint64>(v);
        ok = true;
    }
    if (!ok) {
        fail(ModelConfigReader::tr("%1: %2 is not allowed; a whole number from %3 to %4.")
                 .arg(name(path, QLatin1String(key)), literal(field, v), QString::number(minimum),
                      QString::number(maximum)));
        return std::nullopt;
    }
    return exact;
}

std::optional<bool> ModelConfigFields::boolean(const QJsonObject &object, const QString &path,
                                               const char *key)
{
    if (failed() || !has(object, key))
        return std::nullopt;
    const QJsonValue value = object.value(QLatin1String(key));
    if (!value.isBool()) {
        fail(ModelConfigReader::tr("%1: must be true or false.")
                 .arg(name(path, QLatin1String(key))));
        return std::nullopt;
    }
    return value.toBool();
}

std::optional<QString> ModelConfigFields::text(const QJsonObject &object, const QString &path,
                                               const char *key, const QString &allowed)
{
    if (failed() || !has(object, key))
        return std::nullopt;
    const QJsonValue value = object.value(QLatin1String(key));
    if (!value.isString()) {
        fail(ModelConfigReader::tr("%1: must be text in quotes; use %2.")
                 .arg(name(path, QLatin1String(key)), allowed));
        return std::nullopt;
    }
    return value.toString();
}

std::optional<std::vector<double>> ModelConfigFields::positives(const QJsonObject &object,
                                                                const QString &path,
                                                                const char *key, int count)
{
    if (failed() || !has(object, key))
        return std::nullopt;
    const QString field = dotted(path, QLatin1String(key));
    const QJsonValue value = object.value(QLatin1String(key));
    const QJsonArray array = value.toArray();
    if (!value.isArray()) {
        fail(ModelConfigReader::tr("%1: must be a list of %2 numbers, one for each rotated pair "
                                   "[1.0, …].")
                 .arg(name(path, QLatin1String(key)), QString::number(count)));
        return std::nullopt;
    }
    if (array.size() != count) {
        fail(ModelConfigReader::tr("%1: %2 entries; the model rotates %3 pairs, one number each.")
                 .arg(name(path, QLatin1String(key)), QString::number(array.size()),
                      QString::number(count)));
        return std::nullopt;
    }
    std::vector<double> out;
    out.reserve(static_cast<std::size_t>(count));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue item = array.at(i);
        const double v = item.toDouble();
        const QString entry = field + QStringLiteral("[%1]").arg(i);
        if (!item.isDouble() || !std::isfinite(v)) {
            refuseNumber(entry, {}, Bound::Greater, 0, true);
            return std::nullopt;
        }
        if (v <= 0) {
            refuseNumber(entry, literal(entry, v), Bound::Greater, 0, false);
            return std::nullopt;
        }
        out.push_back(v);
    }
    return out;
}

void ModelConfigFields::require(const QJsonObject &object, const QString &path, const char *key,
                                const char *ropeType)
{
    if (failed() || has(object, key))
        return;
    fail(ModelConfigReader::tr("%1: missing; rope type %2 needs it.")
             .arg(name(path, QLatin1String(key)), QLatin1String(ropeType)));
}

} // namespace pe
