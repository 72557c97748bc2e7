// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace pe {

// Typed access to the members of a scenario's JSON objects, with the reader's wording: each
// accessor takes the object, its dotted path ("parameters") and the key, and returns the value,
// or nothing after recording the first problem (a missing field, a value of another type) as a
// message that names the file and the field. Members nobody asked for become notes.
class ScenarioFields
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioFields)

public:
    explicit ScenarioFields(const QString &fileName)
        : m_fileName(fileName)
    {
    }

    // The numbers as written in the file, by dotted path (JsonLiterals): whole() reads them
    // exactly and names them as written.
    void setLiterals(const QHash<QString, QByteArray> &literals) { m_literals = literals; }

    // "lesson2.pewscenario: parameters.dimension" as messages name a field
    QString name(const QString &path, const char *key) const;
    bool failed() const { return !m_error.isEmpty(); }
    QString error() const { return m_error; }
    void fail(const QString &message);
    QStringList notes() const { return m_notes; }

    bool has(const QJsonObject &object, const char *key) const;
    std::optional<QJsonObject> object(const QJsonObject &object, const QString &path,
                                      const char *key);
    std::optional<double> number(const QJsonObject &object, const QString &path, const char *key);
    // A number with no fraction, from minimum to maximum (the message names the range).
    std::optional<qint64> whole(const QJsonObject &object, const QString &path, const char *key,
                                qint64 minimum, qint64 maximum);
    std::optional<bool> boolean(const QJsonObject &object, const QString &path, const char *key);
    std::optional<QString> text(const QJsonObject &object, const QString &path, const char *key);
    std::optional<QStringList> texts(const QJsonObject &object, const QString &path,
                                     const char *key);
    std::optional<QList<qint64>> wholes(const QJsonObject &object, const QString &path,
                                        const char *key);
    // Notes every member of object whose key is not in known.
    void noteUnknown(const QJsonObject &object, const QString &path,
                     std::initializer_list<const char *> known);

private:
    QString m_fileName;
    QString m_error;
    QStringList m_notes;
    QHash<QString, QByteArray> m_literals;
};

} // namespace pe
