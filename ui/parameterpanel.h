// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;
class QSpinBox;
class QFormLayout;

namespace pe {

class PositionalEncodingModel;

// The parameter controls: d, base, positions shown, p, q, PE on/off, layout. Reads and writes the
// model only; a value the model rejects is reported through rejected() with the allowed range.
class ParameterPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ParameterPanel(PositionalEncodingModel *model, QWidget *parent = nullptr);

    QSpinBox *dimensionSpinBox() const { return m_dimension; }
    QDoubleSpinBox *baseSpinBox() const { return m_base; }
    QSpinBox *positionCountSpinBox() const { return m_positionCount; }
    QSpinBox *positionPSpinBox() const { return m_p; }
    QSpinBox *positionQSpinBox() const { return m_q; }
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

    PositionalEncodingModel *m_model;
    QFormLayout *m_form;
    QLabel *m_dimensionLabel;
    QLabel *m_baseLabel;
    QLabel *m_positionCountLabel;
    QLabel *m_pLabel;
    QLabel *m_qLabel;
    QLabel *m_layoutLabel;
    QSlider *m_dimensionSlider;
    QSpinBox *m_dimension;
    QDoubleSpinBox *m_base;
    QSpinBox *m_positionCount;
    QSpinBox *m_p;
    QSpinBox *m_q;
    QCheckBox *m_enabled;
    QComboBox *m_layout;
    bool m_syncing = false;
};

} // namespace pe
