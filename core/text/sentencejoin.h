// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace pe {

// Joins translated sentences and labels the way each script writes them: a space between two
// English sentences ("Collisions: 0. Largest error …", "Question: Why …"), none after a
// full-width stop, colon or bracket ("2049。衝突：0。", "問題：為什麼…"), where a space would
// leave a visible gap in Japanese and Chinese.
class SentenceJoin
{
public:
    // a, then b, with a space between them unless a ends or b starts with a full-width
    // character (U+3000 … U+303F, U+FF00 … U+FFEF); an empty part adds nothing.
    static QString joined(const QString &a, const QString &b);
    // The parts joined pairwise, left to right, as joined() does.
    static QString joined(const QStringList &parts);
};

} // namespace pe
