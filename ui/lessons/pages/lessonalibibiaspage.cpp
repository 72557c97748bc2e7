// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonalibibiaspage.h"

#include "core/lessons/beyond/beyondschemevalues.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace pe {

LessonAlibiBiasPage::LessonAlibiBiasPage(const Lesson *lesson, int stepIndex,
                                         PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
    , m_bars(new LessonBarChart)
{
    m_bars->setObjectName(QStringLiteral("biasBars"));
    contentLayout()->addWidget(m_table);
    contentLayout()->addWidget(m_bars);
    markNumbersInTable(m_bars); // the table above or below prints its numbers
    m_odd = addLabel(QStringLiteral("oddHeads"));
    refresh();
}

void LessonAlibiBiasPage::updateContent()
{
    const QString delta = valueText(QStringLiteral("shift"));
    m_table->setHeaders(
        { tr("Head"), tr("Slope"), tr("Bias −slope · %1").arg(delta), tr("Factor e^bias") });
    LessonBarChart::Data bars;
    bars.series = { tr("Penalty slope · %1").arg(delta) };
    double largest = 0;
    for (int h = 1; h <= BeyondSchemeValues::heads; ++h) {
        const auto key = [h](const char *name) {
            return QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(h);
        };
        m_table->setCell(h - 1, 0, QString::number(h));
        const char *names[] = { "slope", "bias", "factor" };
        for (int c = 0; c < 3; ++c)
            m_table->setCell(h - 1, c + 1, valueText(key(names[c])),
                             QStringLiteral("value_") + key(names[c]));
        m_table->setCellEmphasized(h - 1, 2, true);
        // The bars show the penalty slope · Δ that the bias subtracts, on a scale from 0
        // rightwards, so their numbers are the penalty too (the table beside shows the bias).
        const double penalty = 0.0 - value(key("bias"));
        largest = std::max(largest, std::abs(penalty));
        bars.rows.append({ tr("head %1").arg(h), { penalty }, { number(penalty) } });
    }
    m_table->setRowCount(BeyondSchemeValues::heads);
    bars.minimum = 0;
    bars.maximum = largest > 0 ? largest : 1;
    m_bars->setData(bars);

    QStringList odd;
    for (int h = 1; h <= BeyondSchemeValues::oddHeads; ++h)
        odd << valueText(QStringLiteral("slope12_%1").arg(h));
    m_odd->setText(tr("Slopes of %1 heads: %2.")
                       .arg(BeyondSchemeValues::oddHeads)
                       .arg(odd.join(QStringLiteral(", "))));
}

} // namespace pe
