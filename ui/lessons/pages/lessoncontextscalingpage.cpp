// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessoncontextscalingpage.h"

#include "core/lessons/beyond/beyondcontextvalues.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonContextScalingPage::LessonContextScalingPage(const Lesson *lesson, int stepIndex,
                                                   PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
    , m_bars(new LessonBarChart)
{
    m_bars->setObjectName(QStringLiteral("unseenBars"));
    contentLayout()->addWidget(m_table);
    m_constants = addLabel(QStringLiteral("constants"));
    contentLayout()->addWidget(m_bars);
    markNumbersInTable(m_bars); // the table above or below prints its numbers
    refresh();
}

void LessonContextScalingPage::updateContent()
{
    const LessonParameters params = parameters();
    const QString delta = valueText(QStringLiteral("shift"));
    m_table->setHeaders({ tr("Method"), tr("Unseen pairs"), tr("Reach past the band"),
                          tr("Pair 0 at Δ = %1").arg(delta),
                          tr("Slowest pair at Δ = %1").arg(delta), tr("Slowest wavelength") });
    const QStringList names = { tr("No rescaling"), tr("Position interpolation"),
                                tr("NTK-aware scaling"), tr("YaRN ramp") };
    const QStringList keys = BeyondContextValues::methodKeys();
    LessonBarChart::Data bars;
    bars.series = { tr("Pairs with unseen angles at %1 positions")
                        .arg(BeyondContextValues::scale * BeyondContextValues::trainLength) };
    for (int r = 0; r < keys.size(); ++r) {
        m_table->setCell(r, 0, names.at(r));
        const char *metrics[]
            = { "unseen_", "stretch_", "fast_angle_", "slow_angle_", "slow_wavelength_" };
        for (int c = 0; c < 5; ++c) {
            const QString key = QLatin1String(metrics[c]) + keys.at(r);
            m_table->setCell(r, c + 1, valueText(key), QStringLiteral("value_") + key);
        }
        m_table->setCellEmphasized(r, 1, true);
        const QString unseen = QStringLiteral("unseen_") + keys.at(r);
        bars.rows.append({ names.at(r), { value(unseen) }, { valueText(unseen) } });
    }
    m_table->setRowCount(static_cast<int>(keys.size()));
    m_constants->setText(
        tr("Trained on L = %1, run on s · L = %2 (s = %3), d = %4. NTK-aware base' "
           "= %5; YaRN's attention factor %6.")
            .arg(BeyondContextValues::trainLength)
            .arg(BeyondContextValues::scale * BeyondContextValues::trainLength)
            .arg(BeyondContextValues::scale)
            .arg(params.dimension)
            .arg(valueText(QStringLiteral("base_ntk")), valueText(QStringLiteral("factor_yarn"))));
    bars.minimum = 0;
    bars.maximum = params.dimension / 2;
    m_bars->setData(bars);
}

} // namespace pe
