// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonfingerprintpage.h"

#include "core/lessons/whywaves/whywavesvalues.h"
#include "core/math/fingerprint.h"
#include "ui/lessons/lessonbarchart.h"
#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QVBoxLayout>

#include <cmath>

namespace pe {

LessonFingerprintPage::LessonFingerprintPage(const Lesson *lesson, int stepIndex,
                                             PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_waves(new LessonTable)
    , m_table(new LessonTable)
    , m_chart(new LessonBarChart)
{
    contentLayout()->addWidget(m_waves);
    m_whole = addLabel(QStringLiteral("value_distance_3_300"));
    m_caption = addBoldLabel(QStringLiteral("caption"));
    contentLayout()->addWidget(m_table);
    m_chart->setObjectName(QStringLiteral("chart"));
    contentLayout()->addWidget(m_chart);
    markNumbersInTable(m_chart); // the table above or below prints its numbers
    refresh();
}

void LessonFingerprintPage::updateContent()
{
    const Encoding encoding = parameters().encoding();
    const qint64 near = WhyWavesValues::nearPosition;
    const qint64 far = WhyWavesValues::farPosition;
    m_waves->setHeaders(
        { QString(), tr("Position %1").arg(near), tr("Position %1").arg(far), tr("Difference") });
    const struct
    {
        QString name;
        const char *prefix;
        const char *difference;
    } rows[] = { { tr("Slowest wave (pair %1)").arg(encoding.pairCount() - 1), "slow",
                   "slow_difference" },
                 { tr("Fastest wave (pair 0)"), "fast", "fast_difference" } };
    for (int r = 0; r < 2; ++r) {
        const QString a = QStringLiteral("%1_sin_%2").arg(QLatin1String(rows[r].prefix)).arg(near);
        const QString b = QStringLiteral("%1_sin_%2").arg(QLatin1String(rows[r].prefix)).arg(far);
        const QString d = QLatin1String(rows[r].difference);
        m_waves->setCell(r, 0, rows[r].name);
        m_waves->setCell(r, 1, valueText(a), QStringLiteral("value_") + a);
        m_waves->setCell(r, 2, valueText(b), QStringLiteral("value_") + b);
        m_waves->setCell(r, 3, valueText(d), QStringLiteral("value_") + d);
    }
    m_waves->setRowCount(2);
    m_whole->setText(tr("All %1 pairs together: ‖PE(%2) − PE(%3)‖ = %4.")
                         .arg(encoding.pairCount())
                         .arg(near)
                         .arg(far)
                         .arg(valueText(QStringLiteral("distance_3_300"))));
    m_caption->setText(tr("The two closest of the positions 0 to %1, using only the first m "
                          "pairs (fastest first):")
                           .arg(WhyWavesValues::fingerprintPositions - 1));

    m_table->setHeaders({ tr("Pairs used, m"), tr("Smallest distance"),
                          tr("Closest positions lie this far apart") });
    LessonBarChart::Data chart;
    chart.series = { tr("smallest distance") };
    chart.minimum = 0;
    chart.maximum = 2;
    const auto counts = Fingerprint::pairCounts(encoding);
    for (int r = 0; r < static_cast<int>(counts.size()); ++r) {
        const QString distance = QStringLiteral("min_distance_%1").arg(counts[r]);
        const QString gap = QStringLiteral("closest_gap_%1").arg(counts[r]);
        m_table->setCell(r, 0, QString::number(counts[r]));
        m_table->setCell(r, 1, valueText(distance), QStringLiteral("value_") + distance);
        m_table->setCell(r, 2, valueText(gap), QStringLiteral("value_") + gap);
        chart.maximum = std::max(chart.maximum, std::ceil(value(distance)));
        chart.rows.append({ QStringLiteral("m = %1").arg(counts[r]),
                            { value(distance) },
                            { valueText(distance) } });
    }
    m_table->setRowCount(static_cast<int>(counts.size()));
    m_chart->setData(chart);
}

} // namespace pe
