// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonshiftedstartspage.h"

#include "core/lessons/beyond/beyondvalues.h"
#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QSet>
#include <QVBoxLayout>

#include <cmath>

namespace pe {

namespace {
    // Below this a spread is rounding: the row depends on the distance alone.
    constexpr double roundingSpread = 1e-9;
} // namespace

LessonShiftedStartsPage::LessonShiftedStartsPage(const Lesson *lesson, int stepIndex,
                                                 PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
    , m_others(new LessonTable)
{
    m_setting = addLabel(QStringLiteral("setting"));
    contentLayout()->addWidget(m_table);
    m_note = addBoldLabel(QStringLiteral("note"));
    contentLayout()->addWidget(m_others);
    refresh();
}

void LessonShiftedStartsPage::updateContent()
{
    const qint64 distance = parameters().q - parameters().p;
    m_setting->setText(tr("Query %1 at position n, key %2 at position m = n + %3 in every column.")
                           .arg(BeyondValues::queryToken(), BeyondValues::keyToken())
                           .arg(distance));
    QStringList headers = { tr("Row") };
    for (int n : BeyondValues::starts)
        headers << QStringLiteral("n = %1, m = %2").arg(n).arg(n + distance);
    headers << tr("Spread");
    m_table->setHeaders(headers);

    const QString firstSuffix = QStringLiteral("_%1").arg(BeyondValues::starts[0]);
    QSet<QString> shown = { QStringLiteral("shift") };
    int row = 0;
    for (const LessonValue &v : values().list()) {
        if (v.group.isEmpty() || !v.key.endsWith(firstSuffix))
            continue;
        const QString rowKey = v.key.chopped(firstSuffix.size());
        m_table->setCell(row, 0, v.group);
        int column = 1;
        for (int n : BeyondValues::starts) {
            const QString key = QStringLiteral("%1_%2").arg(rowKey).arg(n);
            m_table->setCell(row, column++, valueText(key), QStringLiteral("value_") + key);
            shown.insert(key);
        }
        const QString spread = QStringLiteral("spread_") + rowKey;
        const double s = value(spread);
        m_table->setCell(row, column, s < roundingSpread ? residualText(s) : valueText(spread),
                         QStringLiteral("value_") + spread);
        m_table->setCellEmphasized(row, column, s < roundingSpread);
        shown.insert(spread);
        ++row;
    }
    m_table->setRowCount(row);
    m_note->setText(tr("Δ = m − n = %1 in every column. A spread below 10⁻⁹ is rounding: that row "
                       "depends on the distance alone.")
                        .arg(distance));

    int other = 0;
    m_others->setHeaders({ tr("Quantity"), tr("Value") });
    for (const LessonValue &v : values().list()) {
        if (shown.contains(v.key))
            continue;
        m_others->setCell(other, 0, v.label);
        const bool tiny = v.kind == LessonValue::Kind::Real && std::abs(v.value) < roundingSpread;
        m_others->setCell(other, 1, tiny ? residualText(v.value) : number(&v),
                          QStringLiteral("value_") + v.key);
        ++other;
    }
    m_others->setRowCount(other);
    m_others->setVisible(other > 0);
}

} // namespace pe
