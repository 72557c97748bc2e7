// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QLabel;
class QScrollArea;
class QSplitter;

namespace pe {

class PairDistanceBars;

// The bars' share of the comparison panel's splitter (bars above, table below). While fitted, the
// bars get as much of it as all pairs need, up to three fifths or what the table's smallest
// height leaves, also when the splitter's height changes or the title above the bars wraps anew;
// not fitted, the splitter is left as it is.
class ComparisonBarsFit : public QObject
{
    Q_OBJECT

public:
    // title and scroll (holding bars) are the splitter's first part.
    ComparisonBarsFit(QSplitter *splitter, QLabel *title, QScrollArea *scroll,
                      PairDistanceBars *bars);

    void setFitted(bool fitted);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fit();

    QSplitter *m_splitter;
    QLabel *m_title;
    QScrollArea *m_scroll;
    PairDistanceBars *m_bars;
    bool m_fitted = false;
    bool m_pending = false;
};

} // namespace pe
