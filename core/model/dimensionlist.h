// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace pe {

// The dimensions a view shows, as the user types them: "0, 1, 10", ranges "0-7", or both.
class DimensionList
{
    Q_DECLARE_TR_FUNCTIONS(DimensionList)

public:
    // The most curves the wave plot draws at once (more would be an unreadable tangle).
    static constexpr int maxShown = 32;

    // Parses text for width d into sorted, distinct dims. Returns an empty string on success,
    // else a message that names the rejected value and the allowed range (nothing is written).
    static QString parse(const QString &text, int dimension, QList<int> *dims,
                         int maxCount = maxShown);
    // Sorted dims as text, runs of three or more written as ranges: {0,1,2,3,10} -> "0-3, 10".
    static QString format(const QList<int> &dims);
};

} // namespace pe
