// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace pe {

class CheckedSpinBox;
class PositionalEncodingModel;
class SchemesChart;

// The schemes view: how the attention signal of the sinusoid, RoPE and ALiBi changes with the
// distance Δ alone, on one chart (SchemesChart) for the model's d, base and positions, with the
// ALiBi head count as the view's own control, and below the chart the exact, undivided values
// of every curve at the hovered distance (all heads, however many: the list scrolls).
class SchemesView : public QWidget
{
    Q_OBJECT

public:
    explicit SchemesView(PositionalEncodingModel *model, QWidget *parent = nullptr);

    SchemesChart *chart() const { return m_chart; }
    CheckedSpinBox *headCountField() const { return m_heads; }
    // The list of values at the hovered distance, as shown.
    QString readoutText() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    void updateReadout();
    void fitReadout();

    PositionalEncodingModel *m_model;
    QLabel *m_headsLabel;
    CheckedSpinBox *m_heads;
    QLabel *m_message;
    SchemesChart *m_chart;
    QPlainTextEdit *m_readout;
};

} // namespace pe
