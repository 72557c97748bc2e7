// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonpairsharespage.h"

#include "ui/lessons/lessonpairdial.h"
#include "ui/lessons/lessontable.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonPairSharesPage::LessonPairSharesPage(const Lesson *lesson, int stepIndex,
                                           PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
{
    contentLayout()->addWidget(m_table);
    auto *dials = new QGridLayout;
    const int pairs = parameters().encoding().pairCount();
    const int perRow = 4;
    for (int i = 0; i < pairs; ++i) {
        auto *dial = new LessonPairDial;
        dial->setSizeInLines(7);
        dials->addWidget(dial, i / perRow, i % perRow, Qt::AlignCenter);
        m_dials.append(dial);
    }
    m_norm = addBoldLabel(QStringLiteral("value_difference_norm"));
    m_default = addLabel(QStringLiteral("value_default_norm"));
    m_repeat = addLabel(QStringLiteral("repeatEvidence"));
    contentLayout()->addLayout(dials);
    refresh();
}

void LessonPairSharesPage::updateContent()
{
    const LessonParameters params = parameters();
    const QString p = QString::number(params.p);
    const QString q = QString::number(params.q);
    m_table->setHeaders({ tr("Pair"), tr("Denominator"), tr("Period (2π × denominator)"),
                          tr("Angle at %1 (rad)").arg(q), tr("Turns at %1").arg(q),
                          tr("Distance between %1 and %2").arg(p, q) });
    for (int i = 0; i < m_dials.size(); ++i) {
        const auto key = [i](const char *name) {
            return QStringLiteral("pair%1_%2").arg(i).arg(QLatin1String(name));
        };
        m_table->setCell(i, 0, QString::number(i));
        const char *names[] = { "denominator", "period", "angle_q", "turns_q", "distance" };
        for (int c = 0; c < 5; ++c)
            m_table->setCell(i, c + 1, valueText(key(names[c])),
                             QStringLiteral("value_") + key(names[c]));
        m_table->setCellEmphasized(i, 5, true);
        LessonPairDial::Data data;
        data.angleP = value(key("angle_p"));
        data.angleQ = value(key("angle_q"));
        data.labelP = QStringLiteral("p = %1").arg(p);
        data.labelQ = QStringLiteral("q = %1").arg(q);
        data.caption = tr("pair %1").arg(i);
        m_dials.at(i)->setData(data);
    }
    m_table->setRowCount(static_cast<int>(m_dials.size()));

    const double norm = value(QStringLiteral("difference_norm"));
    const double reference = value(QStringLiteral("default_norm"));
    const QString relation = norm < reference
        ? QStringLiteral("<")
        : (norm > reference ? QStringLiteral(">") : QStringLiteral("="));
    m_norm->setText(tr("Whole length ‖PE(%1) − PE(%2)‖ = %3")
                        .arg(q, p, valueText(QStringLiteral("difference_norm"))));
    m_default->setText(tr("%1 %2 %3, the length at the default position %4.")
                           .arg(valueText(QStringLiteral("difference_norm")), relation,
                                valueText(QStringLiteral("default_norm")),
                                valueText(QStringLiteral("default_q"))));
    // The paragraphs argue from position 6 whatever q is: show the numbers they refer to.
    const bool repeat = values().contains(QStringLiteral("repeat_difference_norm"));
    m_repeat->setVisible(repeat);
    if (repeat)
        m_repeat->setText(tr("At position 6: pair 0 is %1 from position %2, pair 1 is %3, the "
                             "whole length %4.")
                              .arg(valueText(QStringLiteral("repeat_pair0_distance")), p,
                                   valueText(QStringLiteral("repeat_pair1_distance")),
                                   valueText(QStringLiteral("repeat_difference_norm"))));
}

} // namespace pe
