// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRectF>
#include <QWidget>

class QCheckBox;
class QLabel;
class QPainter;
class QScrollArea;
class QSplitter;
class QTableView;

namespace pe {

class ComparisonBarsFit;
class ComparisonColumnWidths;
class ComparisonTableModel;
class PairDistanceBars;
class PositionalEncodingModel;

// The same token at positions p and q: PE(p), PE(q), the input difference x(q) − x(p) and its
// Euclidean length, the per-pair distances as bars, with the encoding switched on or off. Reads
// model->comparison() only and follows the model's signals.
class ComparisonPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ComparisonPanel(PositionalEncodingModel *model, QWidget *parent = nullptr);

    // "‖x(q) − x(p)‖ = 2.017479" (12 decimals in focus) and the sentences under it.
    QString summaryText() const;
    QString explanationText() const;
    QString formulaText() const;

    bool isFocused() const;
    int decimals() const;

    ComparisonTableModel *tableModel() const { return m_tableModel; }
    QTableView *tableView() const { return m_table; }
    PairDistanceBars *bars() const { return m_bars; }
    QCheckBox *focusCheckBox() const { return m_focus; }
    // Bars above, table below: its sizes are part of the window's saved layout.
    QSplitter *splitter() const { return m_splitter; }

    // Export (PNG/SVG): the summary, the explanation and the bars of every pair that fits in
    // target (all of them up to a few hundred pairs; the heading says which otherwise).
    void renderTo(QPainter *painter, const QRectF &target) const;

    // While fitted, the bars get as much of the splitter as all pairs need, up to three fifths,
    // also when the splitter's height changes (presenter mode on a small projector: the bars'
    // share of a short dock showed two pairs). Not fitted, the splitter is left as it is.
    void setBarsFitted(bool fitted);
    // True while the table is too narrow for every column: pair and sin/cos are hidden then
    // (the dimension says both), so the values need no scrolling across.
    bool isTableCompact() const;

public Q_SLOTS:
    // Focus: 12 decimals instead of 6, so the slow pairs' tiny differences show.
    void setFocused(bool focused);

Q_SIGNALS:
    void focusedChanged(bool focused);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateTexts();
    void updateSummaryFont();

    PositionalEncodingModel *m_model;
    ComparisonTableModel *m_tableModel;
    QLabel *m_summary;
    QLabel *m_explanation;
    QLabel *m_formula;
    QCheckBox *m_focus;
    QLabel *m_barsTitle;
    PairDistanceBars *m_bars;
    QScrollArea *m_barsScroll;
    QLabel *m_tableTitle;
    QTableView *m_table;
    QSplitter *m_splitter;
    ComparisonColumnWidths *m_columns;
    ComparisonBarsFit *m_barsFit;
};

} // namespace pe
