// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonschemeprofilespage.h"

#include "core/lessons/beyond/beyondschemevalues.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessontable.h"
#include "ui/schemes/schemeschart.h"

#include <QVBoxLayout>

#include <algorithm>

namespace pe {

LessonSchemeProfilesPage::LessonSchemeProfilesPage(const Lesson *lesson, int stepIndex,
                                                   PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
    , m_bars(new LessonBarChart)
    , m_chartModel(new PositionalEncodingModel(this))
    , m_chart(new SchemesChart(m_chartModel))
{
    m_bars->setObjectName(QStringLiteral("profileBars"));
    // The explorer's Schemes chart on a model of the page's own: the three profiles over every
    // distance up to past Δ, with Δ marked and the lesson's 8 heads.
    m_chart->setObjectName(QStringLiteral("schemesChart"));
    m_chart->setHeadCount(BeyondSchemeValues::heads);
    m_chart->setValuesListedBelow(false); // the table above lists the values, nothing below
    m_chart->setMinimumHeight(300);
    contentLayout()->addWidget(m_table);
    contentLayout()->addWidget(m_bars);
    markNumbersInTable(m_bars); // the table above or below prints its numbers
    contentLayout()->addWidget(m_chart);
    refresh();
}

void LessonSchemeProfilesPage::updateContent()
{
    const QString delta = valueText(QStringLiteral("shift"));
    m_table->setHeaders(
        { tr("Scheme"), tr("At Δ = 0"), tr("At Δ = %1").arg(delta), tr("On one scale") });
    const QString last = QString::number(BeyondSchemeValues::heads);
    const struct
    {
        QString name;
        const char *zero;
        const char *atDelta;
        const char *scaled;
    } rows[] = {
        { tr("Sinusoidal PE(0)·PE(Δ)"), "sinusoidal_zero", "sinusoidal_delta", "sinusoidal_share" },
        { tr("RoPE decay bound"), "rope_zero", "rope_delta", "rope_share" },
        { tr("ALiBi head 1, bias"), "alibi_zero", "alibi_first_delta", "alibi_first_factor" },
        { tr("ALiBi head %1, bias").arg(last), "alibi_zero", "alibi_last_delta",
          "alibi_last_factor" },
    };
    LessonBarChart::Data bars;
    bars.series = { tr("Share of the value at 0, or e^bias") };
    int row = 0;
    for (const auto &r : rows) {
        m_table->setCell(row, 0, r.name);
        const QString zero = QLatin1String(r.zero);
        m_table->setCell(row, 1, valueText(zero), QStringLiteral("value_") + zero);
        const QString at = QLatin1String(r.atDelta);
        const QString scaled = QLatin1String(r.scaled);
        m_table->setCell(row, 2, valueText(at), QStringLiteral("value_") + at);
        m_table->setCell(row, 3, valueText(scaled), QStringLiteral("value_") + scaled);
        m_table->setCellEmphasized(row, 3, true);
        bars.rows.append({ r.name, { value(scaled) }, { valueText(scaled) } });
        ++row;
    }
    m_table->setRowCount(row);
    bars.minimum = 0;
    bars.maximum = 1;
    m_bars->setData(bars);

    const LessonParameters p = parameters();
    const qint64 distance = static_cast<qint64>(value(QStringLiteral("shift")));
    m_chartModel->setDimension(p.dimension);
    m_chartModel->setBase(p.base);
    // Twice Δ, at least 64 distances: the curves go on past the marked distance.
    m_chartModel->setPositionCount(static_cast<int>(std::max<qint64>(64, 2 * distance + 1)));
    m_chart->setHoveredDistance(distance);
}

} // namespace pe
