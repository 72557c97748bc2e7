// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QSlider;
class QFormLayout;

namespace pe {

class CheckedSpinBox;
class PositionalEncodingModel;

// The parameter controls: d, base, positions shown, p, q, PE on/off, layout. Reads and writes the
// model only. The fields take the model's limits (ParameterLimits, the same as the command line's)
// and hold every value the model can: a typed value is applied exactly or kept with a message
// under its field naming the value and the allowed range (also sent through rejected()).
class ParameterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ParameterPanel(PositionalEncodingModel *model, QWidget *parent = nullptr);

    CheckedSpinBox *dimensionSpinBox() const { return m_dimension; }
    CheckedSpinBox *baseSpinBox() const { return m_base; }
    CheckedSpinBox *positionCountSpinBox() const { return m_positionCount; }
    CheckedSpinBox *positionPSpinBox() const { return m_p; }
    CheckedSpinBox *positionQSpinBox() const { return m_q; }
    QSlider *dimensionSlider() const { return m_dimensionSlider; }
    // The slider steps through the powers of two: its position for a d (the nearest power on a
    // log scale) and the d at a position.
    static int sliderPosition(int dimension);
    static int sliderDimension(int position);
    // The line under a field that says why its text was refused (hidden while there is none).
    QLabel *messageLabel(const CheckedSpinBox *field) const;
    QCheckBox *encodingCheckBox() const { return m_enabled; }
    QComboBox *layoutComboBox() const { return m_layout; }
    // A row for a control of a view (the heatmap's palette), under the model's parameters.
    void addViewRow(QLabel *label, QWidget *field);

Q_SIGNALS:
    // A control could not take what the user entered; message names the value and the range.
    void rejected(const QString &message);
    // The user asked for a parameter change: the window may record it for undo before applying.
    void dimensionRequested(int dimension);
    void baseRequested(double base);
    void positionCountRequested(int count);
    void positionPRequested(qint64 position);
    void positionQRequested(qint64 position);
    void encodingEnabledRequested(bool enabled);
    void layoutRequested(int layout);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void syncFromModel();
    void setCheckers();
    void connectRequests();
    void addField(QLabel *label, CheckedSpinBox *field, const QString &name,
                  QLayout *row = nullptr);

    PositionalEncodingModel *m_model;
    QFormLayout *m_form;
    QLabel *m_dimensionLabel;
    QLabel *m_baseLabel;
    QLabel *m_positionCountLabel;
    QLabel *m_pLabel;
    QLabel *m_qLabel;
    QLabel *m_layoutLabel;
    QSlider *m_dimensionSlider;
    CheckedSpinBox *m_dimension;
    CheckedSpinBox *m_base;
    CheckedSpinBox *m_positionCount;
    CheckedSpinBox *m_p;
    CheckedSpinBox *m_q;
    QList<QPair<CheckedSpinBox *, QLabel *>> m_messages;
    QCheckBox *m_enabled;
    QComboBox *m_layout;
    bool m_syncing = false;
};

} // namespace pe
