// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparison/comparisonbarsfit.h"

#include "ui/comparison/pairdistancebars.h"

#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTimer>

#include <algorithm>

namespace pe {

ComparisonBarsFit::ComparisonBarsFit(QSplitter *splitter, QLabel *title, QScrollArea *scroll,
                                     PairDistanceBars *bars)
    : QObject(splitter)
    , m_splitter(splitter)
    , m_title(title)
    , m_scroll(scroll)
    , m_bars(bars)
{
    splitter->installEventFilter(this); // its height, the bars' share while fitted
    scroll->installEventFilter(this);
}

void ComparisonBarsFit::setFitted(bool fitted)
{
    m_fitted = fitted;
    if (fitted)
        fit();
}

void ComparisonBarsFit::fit()
{
    const QList<int> sizes = m_splitter->sizes();
    if (sizes.size() != 2)
        return;
    const int total = sizes.at(0) + sizes.at(1);
    const int title = m_title->hasHeightForWidth() ? m_title->heightForWidth(m_title->width())
                                                   : m_title->sizeHint().height();
    // The title and frames as laid out now, or as measured, whichever is more.
    const int needed = std::max(sizes.at(0) - m_scroll->viewport()->height(),
                                title + 2 * m_scroll->frameWidth() + m_splitter->handleWidth() + 6)
        + m_bars->sizeHint().height();
    // Three fifths of the splitter, or all that the table's smallest height leaves: where the
    // title wraps (Chinese at 1024 px) three fifths left the last pair to scroll.
    const QWidget *table = m_splitter->widget(1);
    const int tableLeaves = total - (table ? table->minimumSizeHint().height() : 0);
    const int bars = std::min(needed, std::max(total * 3 / 5, tableLeaves));
    if (sizes.at(0) != bars)
        m_splitter->setSizes({ bars, total - bars });
}

bool ComparisonBarsFit::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_splitter || watched == m_scroll) && event->type() == QEvent::Resize
        && m_fitted && !m_pending) {
        // Also when the title above the bars wraps anew; once the layout has settled.
        m_pending = true;
        QTimer::singleShot(0, this, [this] {
            m_pending = false;
            if (m_fitted)
                fit();
        });
    }

    return QObject::eventFilter(watched, event);
}

} // namespace pe
