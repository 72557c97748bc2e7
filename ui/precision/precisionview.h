// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QComboBox;
class QLabel;

namespace pe {

class PositionalEncodingModel;
class HiddenRefresh;
class PrecisionPlot;

// The Precision view: what float16, bfloat16 or float32 does to the table the model shows. The
// type and the way the table is computed (all in the type, or the angle in float32) are chosen
// here; the chart (PrecisionPlot) shows every cell's error, and a line under it sums up: the first
// whole position the type cannot hold, the collisions, the largest error and where.
class PrecisionView : public QWidget
{
    Q_OBJECT

public:
    explicit PrecisionView(PositionalEncodingModel *model, QWidget *parent = nullptr);

    PrecisionPlot *plot() const { return m_plot; }
    QString summary() const;

protected:
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The summary after the paint a change asks for: that paint takes the samples the plot
    // started on another thread, where the summary at once would wait for them before anything
    // else is drawn. A low-priority event, queued behind the window's update request.
    void scheduleSummary();

    PositionalEncodingModel *m_model;
    QLabel *m_typeLabel;
    QComboBox *m_type;
    QLabel *m_variantLabel;
    QComboBox *m_variant;
    PrecisionPlot *m_plot;
    QLabel *m_summary;
    HiddenRefresh *m_summaryRefresh; // a hidden view (another tab in front) samples nothing
    bool m_summaryScheduled = false;
};

} // namespace pe
