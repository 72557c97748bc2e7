// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessontrainingrunpage.h"

#include "core/lessons/attention/attentiontrainingvalues.h"
#include "ui/lessons/lessontable.h"
#include "ui/training/trainingchart.h"
#include "ui/training/trainingresults.h"

#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonTrainingRunPage::LessonTrainingRunPage(const Lesson *lesson, int stepIndex,
                                             PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
    , m_chart(new TrainingChart)
{
    m_verdict = addBoldLabel(QStringLiteral("verdict"));
    contentLayout()->addWidget(m_table);
    m_chart->setMinimumHeight(220);
    contentLayout()->addWidget(m_chart, 1);
    TrainingChart::SeriesList series;
    for (const Trainer &t : AttentionTrainingValues::runs())
        series.push_back({ t.settings().scheme, t.log() });
    m_chart->setSeries(series, AttentionTrainingValues::runs().front().settings().steps);
    refresh();
}

void LessonTrainingRunPage::updateContent()
{
    m_table->setHeaders({ tr("Positions"), tr("Loss at the end"), tr("Training set"),
                          tr("Test set"), tr("Order pairs") });
    const char *columns[]
        = { "_final_loss", "_train_accuracy", "_test_accuracy", "_order_pairs_accuracy" };
    int row = 0;
    for (PositionScheme scheme : AttentionTrainingValues::schemes) {
        const QString key = AttentionTrainingValues::schemeKey(scheme);
        m_table->setCell(row, 0, PositionSchemes::label(scheme));
        for (int c = 0; c < 4; ++c) {
            const QString name = key + QLatin1String(columns[c]);
            // The accuracies as the Training tab shows the same runs: 47 %, not 0.468750.
            m_table->setCell(row, c + 1,
                             c == 0 ? valueText(name) : TrainingResults::percent(value(name)),
                             QStringLiteral("value_") + name);
        }
        ++row;
    }
    m_table->setRowCount(row);
    m_verdict->setText(
        tr("On the %1 order pairs: %2 without positions, %3 with the sinusoid.")
            .arg(static_cast<int>(value(QStringLiteral("order_pairs"))))
            .arg(TrainingResults::percent(value(QStringLiteral("none_order_pairs_accuracy"))),
                 TrainingResults::percent(
                     value(QStringLiteral("sinusoidal_order_pairs_accuracy")))));
    // For a screen reader: what the chart is, and what it shows (the verdict above it).
    m_chart->setAccessibleName(tr("Loss and test accuracy per step"));
    m_chart->setAccessibleDescription(m_verdict->text());
    m_chart->update();
}

} // namespace pe
