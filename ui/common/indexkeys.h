// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>
#include <QtGlobal>

#include <optional>

namespace pe {

// Where a key moves the picked one of count indices 0 … count − 1 on a painted view: the two
// arrows along the view's axis step by one, Page Up and Page Down by a page (a tenth of the count,
// at least one, unless set), Home and End go to the first and the last. On a grid the two arrows
// across the axis step by a row. The views that pick a position, a distance or a pair with the
// keys take their targets from here, so that the same key does the same on each of them.
class IndexKeys
{
public:
    // along: Qt::Horizontal, Left and Right step by one; Qt::Vertical, Up and Down.
    IndexKeys(Qt::Orientation along, qint64 count);

    // The arrows across the axis step by a row of this many (left unset, they are not used).
    IndexKeys &setRowLength(qint64 length);
    // Page Up and Page Down step by this many.
    IndexKeys &setPageLength(qint64 length);

    // The index key moves current to, within 0 … count − 1; nothing for a key it does not use.
    std::optional<qint64> target(int key, qint64 current) const;

private:
    Qt::Orientation m_along;
    qint64 m_count;
    qint64 m_row = 0;
    qint64 m_page;
};

} // namespace pe
