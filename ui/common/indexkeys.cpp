// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/indexkeys.h"

#include <algorithm>

namespace pe {

IndexKeys::IndexKeys(Qt::Orientation along, qint64 count)
    : m_along(along)
    , m_count(count)
    , m_page(std::max<qint64>(1, count / 10))
{
}

IndexKeys &IndexKeys::setRowLength(qint64 length)
{
    m_row = length;
    return *this;
}

IndexKeys &IndexKeys::setPageLength(qint64 length)
{
    m_page = length;
    return *this;
}

std::optional<qint64> IndexKeys::target(int key, qint64 current) const
{
    const bool horizontal = m_along == Qt::Horizontal;
    const int back = horizontal ? Qt::Key_Left : Qt::Key_Up;
    const int forward = horizontal ? Qt::Key_Right : Qt::Key_Down;
    const int rowBack = horizontal ? Qt::Key_Up : Qt::Key_Left;
    const int rowForward = horizontal ? Qt::Key_Down : Qt::Key_Right;
    qint64 target = current;
    if (key == back)
        target = current - 1;
    else if (key == forward)
        target = current + 1;
    else if (m_row > 0 && key == rowBack)
        target = current - m_row;
    else if (m_row > 0 && key == rowForward)
        target = current + m_row;
    else if (key == Qt::Key_PageUp)
        target = current - m_page;
    else if (key == Qt::Key_PageDown)
        target = current + m_page;
    else if (key == Qt::Key_Home)
        target = 0;
    else if (key == Qt::Key_End)
        target = m_count - 1;
    else
        return std::nullopt;
    return std::clamp<qint64>(target, 0, std::max<qint64>(0, m_count - 1));
}

} // namespace pe
