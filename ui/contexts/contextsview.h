// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/contextscaling.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace pe {

class CheckedSpinBox;
class ContextBandsChart;
class PositionalEncodingModel;

// Longer contexts: a RoPE model with the model's d and base, trained on L positions and run on
// s·L. Per pair the angles training saw against the angles the longer run needs, before scaling
// and after position interpolation, NTK-aware scaling or YaRN (ContextScaling), with the pairs
// that meet unseen angles highlighted and counted. The method, s and L are this view's own
// controls; d and base come from the model, and the bands follow its changes.
class ContextsView : public QWidget
{
    Q_OBJECT

public:
    static constexpr double maxScale = 1e6; // as --scale on the command line
    static constexpr double defaultScale = 8;
    static constexpr double defaultTrainLength = 4096;

    explicit ContextsView(PositionalEncodingModel *model, QWidget *parent = nullptr);

    ContextScaling::Method method() const { return m_method; }
    double scale() const { return m_scale; }
    double trainLength() const { return m_trainLength; }
    void setMethod(ContextScaling::Method method);

    ContextBandsChart *chart() const { return m_chart; }
    QComboBox *methodBox() const { return m_methodBox; }
    CheckedSpinBox *scaleField() const { return m_scaleField; }
    CheckedSpinBox *trainLengthField() const { return m_trainLengthField; }
    // The hovered pair's values as the line under the chart shows them.
    QString readout() const;
    // How often the bands were computed (a control or the model's d or base changed).
    int bandsUpdateCount() const { return m_bandsUpdates; }

    // The chart alone, painted for target (export).
    void paintPlot(QPainter *painter, const QRectF &target) const;

    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void createFields();
    void layOut();
    void connectControls();
    void recompute();
    void updateReadout();
    void updateMessage();
    void retranslate();

    PositionalEncodingModel *m_model;
    ContextScaling::Method m_method = ContextScaling::Method::PositionInterpolation;
    double m_scale = defaultScale;
    double m_trainLength = defaultTrainLength;
    int m_bandsUpdates = 0;

    QLabel *m_methodLabel;
    QComboBox *m_methodBox;
    QLabel *m_scaleLabel;
    CheckedSpinBox *m_scaleField;
    QLabel *m_trainLengthLabel;
    CheckedSpinBox *m_trainLengthField;
    QLabel *m_message;
    ContextBandsChart *m_chart;
    QLabel *m_readout;
};

} // namespace pe
