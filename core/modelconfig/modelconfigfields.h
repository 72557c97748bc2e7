// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace pe {

// Typed access to the members of a config.json, worded as ModelConfigReader words its refusals
// (the messages are in its translation context): each accessor takes the object, its dotted path
// ("rope_scaling"; empty for the top) and the key, and returns the value, or nothing when the
// member is absent or null (the caller takes the default) or after recording the first problem
// as one line that names the file, the field and what is allowed. Members nobody asks for are
// not looked at: a config.json holds many fields that do not decide positions.
class ModelConfigFields
{
public:
    // What a number must be: greater than a bound, at least a bound, or in (0, 1].
    enum class Bound { Greater, AtLeast, UnitInterval };

    ModelConfigFields(const QString &fileName, const QHash<QString, QByteArray> &literals)
        : m_fileName(fileName)
        , m_literals(literals)
    {
    }

    // "config.json: rope_scaling.factor", as messages name a field
    QString name(const QString &path, const QString &key) const;
    QString fileName() const;
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    void fail(const QString &message);

    // Present and not null.
    static bool has(const QJsonObject &object, const char *key);
    std::optional<QJsonObject> object(const QJsonObject &object, const QString &path,
                                      const char *key);
    std::optional<double> number(const QJsonObject &object, const QString &path, const char *key,
                                 Bound bound, double limit = 0);
    // A number with no fraction from minimum to maximum, read exactly as written.
    std::optional<qint64> whole(const QJsonObject &object, const QString &path, const char *key,
                                qint64 minimum, qint64 maximum);
    std::optional<bool> boolean(const QJsonObject &object, const QString &path, const char *key);
    std::optional<QString> text(const QJsonObject &object, const QString &path, const char *key,
                                const QString &allowed);
    // A list of count numbers greater than 0 (LongRoPE's factors, one per rotated pair).
    std::optional<std::vector<double>> positives(const QJsonObject &object, const QString &path,
                                                 const char *key, int count);
    // "missing; rope type yarn needs it"
    void require(const QJsonObject &object, const QString &path, const char *key,
                 const char *ropeType);

    // The number as written in the file ("4.0", "1e6"), else shortest(value).
    QString literal(const QString &field, double value) const;
    // The shortest text that reads back as value: 0.05, not 0.050000000000000003.
    static QString shortest(double value);

private:
    void refuseNumber(const QString &field, const QString &value, Bound bound, double limit,
                      bool wrongType);

    QString m_fileName;
    QHash<QString, QByteArray> m_literals;
    QString m_error;
};

} // namespace pe
