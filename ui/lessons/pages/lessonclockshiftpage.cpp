// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonclockshiftpage.h"

#include "ui/lessons/lessonclockrow.h"
#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonClockShiftPage::LessonClockShiftPage(const Lesson *lesson, int stepIndex,
                                           PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_firstCaption = addLabel(QStringLiteral("first_caption"));
    m_firstRow = new LessonClockRow;
    m_firstRow->setObjectName(QStringLiteral("firstRow"));
    contentLayout()->addWidget(m_firstRow);
    m_secondCaption = addLabel(QStringLiteral("second_caption"));
    m_secondRow = new LessonClockRow;
    m_secondRow->setObjectName(QStringLiteral("secondRow"));
    contentLayout()->addWidget(m_secondRow);
    m_table = new LessonTable;
    contentLayout()->addWidget(m_table);
    m_residuals = addLabel(QStringLiteral("value_residual_b"));
    refresh();
}

void LessonClockShiftPage::updateContent()
{
    const LessonParameters params = parameters();
    const Encoding encoding = params.encoding();
    const QString k = valueText(QStringLiteral("shift"));
    const QString a = valueText(QStringLiteral("start_a"));
    const QString b = valueText(QStringLiteral("start_b"));
    const QString a2 = valueText(QStringLiteral("end_a"));
    const QString b2 = valueText(QStringLiteral("end_b"));
    m_firstCaption->setText(tr("From position %1 to %2 (faint hand: start, dark hand: after the "
                               "shift):")
                                .arg(a, a2));
    m_secondCaption->setText(tr("From your position %1 to %2:").arg(b, b2));
    // A screen reader names each row of dials; the dials' texts are its description.
    m_firstRow->setAccessibleName(tr("Clock hands from position %1 to %2").arg(a, a2));
    m_secondRow->setAccessibleName(tr("Clock hands from position %1 to %2").arg(b, b2));

    QList<LessonClockRow::Dial> first;
    QList<LessonClockRow::Dial> second;
    for (int i = 0; i < encoding.pairCount(); ++i) {
        const auto key = [i](const char *name) {
            return QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(i);
        };
        const QString title = tr("pair %1").arg(i);
        const QString caption = tr("turn %1 rad").arg(valueText(key("turn")));
        first.append({ value(key("hand_a_shifted")), value(key("hand_a")), true, title, caption });
        second.append({ value(key("hand_b_shifted")), value(key("hand_b")), true, title, caption });
        m_table->setCell(i, 0, QString::number(i));
        const char *names[] = { "turn", "hand_a", "hand_a_shifted", "hand_b", "hand_b_shifted" };
        for (int c = 0; c < 5; ++c)
            m_table->setCell(i, c + 1, valueText(key(names[c])),
                             QStringLiteral("value_") + key(names[c]));
        m_table->setCellEmphasized(i, 1, true);
    }
    m_firstRow->setDials(first);
    m_secondRow->setDials(second);
    m_table->setHeaders({ tr("Pair"), tr("Turn k / denominator"), tr("Hand at %1").arg(a),
                          tr("Hand at %1").arg(a2), tr("Hand at %1").arg(b),
                          tr("Hand at %1").arg(b2) });
    m_table->setRowCount(encoding.pairCount());
    m_residuals->setText(tr("The hands are angles in radians from 12 o'clock, clockwise. Largest "
                            "|R_%1 PE(%2) − PE(%3)| = %4; largest |R_%1 PE(%5) − PE(%6)| = %7.")
                             .arg(k, a, a2, residualText(value(QStringLiteral("residual_a"))), b,
                                  b2, residualText(value(QStringLiteral("residual_b")))));
}

} // namespace pe
