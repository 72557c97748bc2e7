// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/training/trainer.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QLabel;
class QTableWidget;
class QVBoxLayout;

namespace pe {

class TrainingAttentionMap;

// What the training runs reached, for the Training view: the accuracies per scheme (train, test,
// order pairs), the summary token's attention on a chosen test example, and the order pairs'
// confusion table (both twins right, only the first, only the second, neither).
class TrainingResults : public QWidget
{
    Q_OBJECT

public:
    explicit TrainingResults(QWidget *parent = nullptr);

    // The runs as they are now (each its latest copy), in the order of the table's rows.
    void setTrainers(const std::vector<Trainer> &trainers);
    void setExampleIndex(int index);

    QTableWidget *accuracyTable() const { return m_accuracy; }
    QTableWidget *confusionTable() const { return m_confusion; }
    TrainingAttentionMap *attentionMap() const { return m_attention; }
    QComboBox *exampleCombo() const { return m_example; }
    QLabel *verdictLabel() const { return m_verdict; }
    // The loss and accuracy chart goes under the order pairs, above the example's attention:
    // the tables and the verdict come first, so a short dock (640 px, the explorer's right dock
    // at 1024 × 768) shows the order pairs without scrolling. The chart takes the extra height.
    void placeChart(QWidget *chart);
    // What the runs show, in one sentence (empty before a run made a step).
    QString verdict() const;
    // A share as a class reads it: "47 %".
    static QString percent(double share);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillTables();
    void fillAttention();
    static void fitHeight(QTableWidget *table);

    std::vector<Trainer> m_trainers;
    QLabel *m_accuracyTitle;
    QTableWidget *m_accuracy;
    QLabel *m_verdict;
    QLabel *m_exampleLabel;
    QComboBox *m_example;
    TrainingAttentionMap *m_attention;
    QLabel *m_confusionTitle;
    QTableWidget *m_confusion;
    QVBoxLayout *m_layout;
};

} // namespace pe
