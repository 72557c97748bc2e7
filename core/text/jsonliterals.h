// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

namespace pe {

// What QJsonDocument lets pass or loses, read again from the JSON text itself: it accepts a raw
// line break (or any control character) inside a string, keeps the last of two members with the
// same key, and reads every number through a double (9007199254740993 becomes
// 9007199254740992). scan() takes text that QJsonDocument has already accepted and finds the
// first control character inside a string and the first repeated key, and keeps each number
// member's literal as written, by its dotted path ("parameters.q", "dimensions[2]"), so that
// whole numbers can be read exactly. In a path a key's '.', '[', ']' and '\' have a backslash
// before them ("a\.b" is the key "a.b") and an empty key is an empty part ({"": {"c": 1}} is
// ".c"), so that no two members share a path.
class JsonLiterals
{
public:
    struct Result
    {
        qsizetype controlOffset = -1; // byte of the first raw control character in a string
        // The first key given twice in one object, dotted, its control characters written as
        // ControlEscape writes them (a message that names it stays on one line).
        QString duplicatePath;
        QHash<QString, QByteArray> numbers; // dotted member path -> the number as written
    };

    static Result scan(const QByteArray &json);

    // A literal of digits with an optional minus and an optional fraction of zeros only
    // ("12", "-3", "7.000"): its exact value, or false when it is another number or does not fit
    // in 64 bits (*overflow set then, when given).
    static bool exactWhole(const QByteArray &literal, qint64 *value, bool *overflow = nullptr);
};

} // namespace pe
