// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonrawpositionpage.h"

#include "core/lessons/whywaves/whywavesvalues.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessontable.h"

#include <QVBoxLayout>

#include <cmath>

namespace pe {

LessonRawPositionPage::LessonRawPositionPage(const Lesson *lesson, int stepIndex,
                                             PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
    , m_chart(new LessonBarChart)
{
    m_chart->setObjectName(QStringLiteral("chart"));
    contentLayout()->addWidget(m_table);
    contentLayout()->addWidget(m_chart);
    markNumbersInTable(m_chart); // the table above or below prints its numbers
    refresh();
}

void LessonRawPositionPage::updateContent()
{
    const qint64 q = parameters().q;
    m_table->setHeaders(
        { tr("Position p"), tr("Raw feature p"), tr("‖E‖"), tr("Word's share"), tr("sin(p)") });
    LessonBarChart::Data chart;
    chart.logarithmic = true;
    chart.minimum = 0.01;
    chart.maximum = std::pow(10.0, std::ceil(std::log10(std::max<double>(10000, q))));
    chart.reference = 1;
    chart.referenceLabel = tr("‖E‖ = 1");
    chart.series = { tr("raw feature p"), tr("|sin(p)|") };
    QStringList suffixes;
    for (qint64 p : WhyWavesValues::rawPositions)
        suffixes << QString::number(p);
    suffixes << QStringLiteral("q");
    for (int r = 0; r < suffixes.size(); ++r) {
        const QString &s = suffixes.at(r);
        const bool yours = s == QLatin1String("q");
        const QString feature = QStringLiteral("feature_") + s;
        const QString share = QStringLiteral("word_share_") + s;
        const QString sine = QStringLiteral("sin_") + s;
        const QString position = valueText(feature);
        m_table->setCell(r, 0, yours ? tr("%1 (yours)").arg(position) : position);
        m_table->setCell(r, 1, position, QStringLiteral("value_") + feature);
        m_table->setCell(r, 2, valueText(QStringLiteral("embedding_norm")));
        m_table->setCell(r, 3, valueText(share), QStringLiteral("value_") + share);
        m_table->setCell(r, 4, valueText(sine), QStringLiteral("value_") + sine);
        m_table->setCellEmphasized(r, 0, yours);
        chart.rows.append(
            { yours ? tr("p = %1 (yours)").arg(position) : QStringLiteral("p = %1").arg(position),
              { value(feature), value(sine) },
              { position, number(std::abs(value(sine))) } });
    }
    m_table->setRowCount(static_cast<int>(suffixes.size()));
    m_chart->setData(chart);
}

} // namespace pe
