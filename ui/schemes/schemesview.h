// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace pe {

class CheckedSpinBox;
class PositionalEncodingModel;
class SchemesChart;
class SchemesReadoutModel;

// The schemes view: how the attention signal of the sinusoid, RoPE and ALiBi changes with the
// distance Δ alone, on one chart (SchemesChart) for the model's d, base and positions, with the
// ALiBi head count as the view's own control, and below the chart the exact, undivided values
// of every curve at the hovered distance in a table (SchemesReadoutModel; all heads, however
// many: the table scrolls).
class SchemesView : public QWidget
{
    Q_OBJECT

public:
    explicit SchemesView(PositionalEncodingModel *model, QWidget *parent = nullptr);

    SchemesChart *chart() const { return m_chart; }
    CheckedSpinBox *headCountField() const { return m_heads; }
    // The values at the hovered distance, as shown: the caption, then a line per row with its
    // cells split by tabs.
    QString readoutText() const;
    QTableView *readoutTable() const { return m_readout; }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void updateReadout();
    void fitReadout();

    PositionalEncodingModel *m_model;
    QLabel *m_headsLabel;
    CheckedSpinBox *m_heads;
    QLabel *m_message;
    SchemesChart *m_chart;
    QLabel *m_readoutCaption;
    SchemesReadoutModel *m_readoutModel;
    QTableView *m_readout;
};

} // namespace pe
