// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: JSON text through JsonLiterals (the numbers as written, raw control characters in
// strings, keys given twice), as ScenarioReader calls it: on text QJsonDocument has accepted.
// Besides no crash and no sanitizer report:
// - a raw control character is found only where the text has one, and it is a control character;
// - every number literal kept is under a path where QJsonDocument holds a number, and reads (as
//   a double) to that number: no two members share a path;
// - JsonLiterals::exactWhole() on the literals and on the raw input agrees with a reference made
//   here from the digits (the value, or overflow exactly when it does not fit in 64 bits).

#include "core/text/jsonliterals.h"
#include "tests/fuzz/fuzzcheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QRegularExpression>

#include <cstdint>

namespace {

using pe::JsonLiterals;

// The reference of exactWhole(): digits with an optional minus and a fraction of zeros only.
void checkExactWhole(const QByteArray &literal)
{
    qint64 value = 0;
    bool overflow = true;
    const bool ok = JsonLiterals::exactWhole(literal, &value, &overflow);
    static const QRegularExpression whole(QStringLiteral("^(-?)([0-9]+)(\\.0*)?$"));
    const QRegularExpressionMatch m = whole.match(QString::fromLatin1(literal));
    const bool shaped = m.hasMatch() && !literal.contains('\n');
    if (!shaped) {
        PEW_FUZZ_CHECK(!ok && !overflow, QString::fromLatin1(literal.toHex()));
        return;
    }
    // The digits without leading zeros, compared with the 64-bit limits as text.
    QString digits = m.captured(2);
    while (digits.size() > 1 && digits.startsWith(QLatin1Char('0')))
        digits.remove(0, 1);
    const bool negative = !m.captured(1).isEmpty() && digits != QLatin1String("0");
    const QString limit
        = negative ? QStringLiteral("9223372036854775808") : QStringLiteral("9223372036854775807");
    const bool fits
        = digits.size() < limit.size() || (digits.size() == limit.size() && digits <= limit);
    PEW_FUZZ_CHECK(ok == fits, QString::fromLatin1(literal));
    PEW_FUZZ_CHECK(overflow == !fits, QString::fromLatin1(literal));
    if (ok) {
        const QString expected = (negative ? QStringLiteral("-") : QString()) + digits;
        PEW_FUZZ_CHECK(QString::number(value) == expected,
                       QString::fromLatin1(literal) + QStringLiteral(" read as ")
                           + QString::number(value));
    }
}

// The value at a path as JsonLiterals writes it: keys joined by '.', array indexes as "[2]", and
// in a key '.', '[', ']' and '\\' after a backslash. Undefined when the path does not parse.
QJsonValue valueAt(const QJsonValue &root, const QString &path)
{
    QJsonValue at = root;
    qsizetype k = 0;
    bool keyNext = true; // a key starts the path and follows each '.'
    while (k <= path.size()) {
        if (keyNext) {
            QString key;
            while (k < path.size() && path.at(k) != QLatin1Char('.')
                   && path.at(k) != QLatin1Char('[')) {
                if (path.at(k) == QLatin1Char('\\') && k + 1 < path.size())
                    ++k;
                key += path.at(k++);
            }
            if (!(key.isEmpty() && at.isArray() && k < path.size()))
                at = at.toObject().value(key);
            keyNext = false;
        }
        if (k == path.size())
            break;
        if (path.at(k) == QLatin1Char('.')) {
            ++k;
            keyNext = true;
        } else if (path.at(k) == QLatin1Char('[')) {
            const qsizetype close = path.indexOf(QLatin1Char(']'), k);
            bool ok = false;
            const int index = close < 0 ? -1 : path.mid(k + 1, close - k - 1).toInt(&ok);
            if (!ok || !at.isArray())
                return QJsonValue(QJsonValue::Undefined);
            at = at.toArray().at(index);
            k = close + 1;
        } else {
            return QJsonValue(QJsonValue::Undefined);
        }
    }
    return at;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    if (bytes.size() <= 64)
        checkExactWhole(bytes);
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return 0;
    const JsonLiterals::Result result = JsonLiterals::scan(bytes);
    if (result.controlOffset >= 0) {
        PEW_FUZZ_CHECK(result.controlOffset < bytes.size(), QString::number(result.controlOffset));
        PEW_FUZZ_CHECK(static_cast<unsigned char>(bytes.at(result.controlOffset)) < 0x20,
                       QString::number(result.controlOffset));
    }
    if (result.controlOffset >= 0 || !result.duplicatePath.isEmpty())
        return 0;
    const QJsonValue root
        = document.isObject() ? QJsonValue(document.object()) : QJsonValue(document.array());
    for (auto it = result.numbers.cbegin(); it != result.numbers.cend(); ++it) {
        checkExactWhole(it.value());
        bool ok = false;
        const double literal = it.value().toDouble(&ok);
        const QJsonValue held = valueAt(root, it.key());
        PEW_FUZZ_CHECK(held.isDouble(), it.key() + QStringLiteral(": no number in the document"));
        if (!ok)
            continue; // out of a double's range: QJsonDocument keeps what it can
        PEW_FUZZ_CHECK(literal == held.toDouble(),
                       it.key() + QStringLiteral(": literal ") + QString::fromLatin1(it.value())
                           + QStringLiteral(", document ")
                           + QString::number(held.toDouble(), 'g', 17));
    }
    return 0;
}
