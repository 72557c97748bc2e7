// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/dimensionlist.h"

#include <QRegularExpression>

#include <algorithm>

namespace pe {

namespace {

    bool parseIndex(const QString &text, qint64 *value)
    {
        bool ok = false;
        *value = text.trimmed().toLongLong(&ok);
        return ok;
    }

} // namespace

QString DimensionList::parse(const QString &text, int dimension, QList<int> *dims, int maxCount)
{
    const QString last = QString::number(dimension - 1);
    QString normalized = text;
    // "0 - 7" is the range 0-7.
    normalized.replace(QRegularExpression(QStringLiteral("(\\d)\\s*([-\\x{2013}])\\s*(?=\\d)")),
                       QStringLiteral("\\1\\2"));
    const QStringList items
        = normalized.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    if (items.isEmpty())
        return tr("No dimension given: enter dimensions from 0 to %1, e.g. \"0, 1, 10\" or "
                  "\"0-7\".")
            .arg(last);
    QList<int> result;
    for (const QString &item : items) {
        // "a-b" (also with an en dash); a leading minus is a negative number, not a range.
        const int dash = item.indexOf(QRegularExpression(QStringLiteral("(?<=\\d)[-\\x{2013}]")));
        qint64 from = 0;
        qint64 to = 0;
        const bool ok = dash < 0
            ? parseIndex(item, &from)
            : parseIndex(item.left(dash), &from) && parseIndex(item.mid(dash + 1), &to);
        if (dash < 0)
            to = from;
        if (!ok)
            return tr("\"%1\" is not a dimension: enter whole numbers from 0 to %2, e.g. "
                      "\"0, 1, 10\" or \"0-7\".")
                .arg(item, last);
        for (qint64 value : { from, to })
            if (value < 0 || value >= dimension)
                return tr("Dimension %1 does not exist for d = %2: dimensions run from 0 to %3.")
                    .arg(value)
                    .arg(dimension)
                    .arg(last);
        if (to < from)
            return tr("The range \"%1\" runs backwards: write the smaller dimension first.")
                .arg(item);
        if (to - from + 1 > maxCount)
            return tr("\"%1\" names %2 dimensions: at most %3 can be shown at once.")
                .arg(item)
                .arg(to - from + 1)
                .arg(maxCount);
        for (qint64 value = from; value <= to; ++value)
            result.append(static_cast<int>(value));
    }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    if (result.size() > maxCount)
        return tr("%1 dimensions given: at most %2 can be shown at once.")
            .arg(result.size())
            .arg(maxCount);
    *dims = result;
    return {};
}

QString DimensionList::format(const QList<int> &dims)
{
    QList<int> sorted = dims;
    std::sort(sorted.begin(), sorted.end());
    sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
    QStringList parts;
    for (qsizetype i = 0; i < sorted.size();) {
        qsizetype j = i;
        while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1)
            ++j;
        if (j - i >= 2) {
            parts.append(QStringLiteral("%1-%2").arg(sorted[i]).arg(sorted[j]));
        } else {
            for (qsizetype k = i; k <= j; ++k)
                parts.append(QString::number(sorted[k]));
        }
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace pe
