// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/modelconfig/modelconfig.h"
#include "core/modelconfig/ropefrequencies.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QPushButton;
class QSplitter;
class QTableView;

namespace pe {

class CheckedSpinBox;
class MismatchLab;
class MismatchPlot;
class ModelPairTable;
class PositionalEncodingModel;

// Your model: a real model's RoPE settings, from a built-in sample (ModelSamples) or a
// config.json the user opens (File → Open Model Settings…, a drop on the window, or the Open
// button here). Above: the chooser, where the numbers come from, the context length N, one
// paragraph saying what the settings do (ModelSummaryText) and the table per rotated pair
// (ModelPairTable); below, in a splitter, the mismatch lab (MismatchLab). A file the reader
// refuses leaves the model shown as it was and says why (the reader's one line). The explorer's
// encoding model is not used: a real model brings its own head size and base.
class ModelView : public QWidget
{
    Q_OBJECT

public:
    static constexpr const char *defaultSample = "llama-3.1-8b";

    explicit ModelView(PositionalEncodingModel *model = nullptr, QWidget *parent = nullptr);

    // Reads and shows a config.json (or a sample's resource path); false, with message() saying
    // why, when the reader refuses it: the model shown before stays.
    bool loadFile(const QString &fileName);
    bool loadSample(const char *id);
    // The sample's resource path (":/models/<id>.json") or the opened file's name.
    QString source() const { return m_source; }
    const ModelConfig &config() const { return m_config; }
    qint64 contextLength() const { return m_context; }
    // 1 … ModelConfig::maxPositions; false (nothing changes) outside.
    bool setContextLength(qint64 length);
    // The frequencies shown (nullptr for an ALiBi model).
    const RopeFrequencies *frequencies() const { return m_frequencies.get(); }
    // The refusal of the last file or context length; empty when it was taken.
    QString message() const;
    QString summary() const;
    QString sourceText() const;

    // The state the window remembers (source and context length), and putting it back; a
    // remembered file that can no longer be read falls back to the default sample.
    void restoreState(const QString &source, qint64 context);

    QComboBox *sampleBox() const { return m_sampleBox; }
    CheckedSpinBox *contextField() const { return m_contextField; }
    ModelPairTable *table() const { return m_table; }
    QTableView *tableView() const { return m_tableView; }
    MismatchLab *lab() const { return m_lab; }
    MismatchPlot *plot() const; // the lab's plot: the view's figure for File → Export
    QSplitter *splitter() const { return m_splitter; }

    QSize sizeHint() const override { return { 720, 760 }; }

Q_SIGNALS:
    // Another model or context length: what the window remembers changed.
    void stateChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void createControls();
    void layOut();
    void apply(const ModelConfig &config, const QString &source);
    void recompute();
    void openFileDialog();
    void updateMessage();
    void updateSourceItem();
    void retranslate();

    ModelConfig m_config;
    QString m_source;
    qint64 m_context = 0;
    std::shared_ptr<const RopeFrequencies> m_frequencies;
    QString m_fileMessage;

    QLabel *m_sampleLabel;
    QComboBox *m_sampleBox;
    QPushButton *m_openButton;
    QLabel *m_sourceLabel;
    QLabel *m_contextLabel;
    CheckedSpinBox *m_contextField;
    QLabel *m_message;
    QLabel *m_summary;
    ModelPairTable *m_table;
    QTableView *m_tableView;
    MismatchLab *m_lab;
    QSplitter *m_splitter;
};

} // namespace pe
