// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessoninputdifferencepage.h"

#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonInputDifferencePage::LessonInputDifferencePage(const Lesson *lesson, int stepIndex,
                                                     PositionalEncodingModel *model,
                                                     QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_derivation = addLabel(QStringLiteral("derivation"));
    m_derivation->setTextFormat(Qt::RichText);
    m_table = new LessonTable;
    contentLayout()->addWidget(m_table);
    m_sum = addLabel(QStringLiteral("value_sum_of_squares"));
    m_norm = addLabel(QStringLiteral("value_difference_norm"));
    QFont font = m_norm->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    m_norm->setFont(font);
    m_gap = addLabel(QStringLiteral("value_gap"));
    refresh();
}

void LessonInputDifferencePage::updateContent()
{
    const LessonParameters params = parameters();
    const QString p = QString::number(params.p);
    const QString q = QString::number(params.q);
    m_derivation->setText(
        QStringLiteral("<table cellspacing='2'><tr><td></td><td>x(%2) − x(%1)</td></tr>"
                       "<tr><td>=</td><td>(E + PE(%2)) − (E + PE(%1))</td></tr>"
                       "<tr><td>=</td><td>PE(%2) − PE(%1)</td><td>&nbsp;&nbsp;%3</td></tr>"
                       "</table>")
            .arg(p, q, tr("(the shared E cancels)").toHtmlEscaped()));

    m_table->setHeaders({ tr("Component"), QStringLiteral("PE(%1)[k]").arg(q),
                          QStringLiteral("PE(%1)[k]").arg(p),
                          QStringLiteral("x(%1) − x(%2)").arg(q, p), tr("Square") });
    for (int k = 0; k < params.dimension; ++k) {
        const QString diff = QStringLiteral("diff_%1").arg(k);
        const QString square = QStringLiteral("square_%1").arg(k);
        const QString pq = QStringLiteral("pe_q_%1").arg(k);
        const QString pp = QStringLiteral("pe_p_%1").arg(k);
        m_table->setCell(k, 0, QString::number(k));
        m_table->setCell(k, 1, valueText(pq), QStringLiteral("value_") + pq);
        m_table->setCell(k, 2, valueText(pp), QStringLiteral("value_") + pp);
        m_table->setCell(k, 3, valueText(diff), QStringLiteral("value_") + diff);
        m_table->setCell(k, 4, valueText(square), QStringLiteral("value_") + square);
        m_table->setCellEmphasized(k, 3, true);
    }
    m_table->setRowCount(params.dimension);
    m_sum->setText(tr("Sum of the squares: %1").arg(valueText(QStringLiteral("sum_of_squares"))));
    m_norm->setText(tr("Length ‖x(%1) − x(%2)‖ = √%3 = %4")
                        .arg(q, p, valueText(QStringLiteral("sum_of_squares")),
                             valueText(QStringLiteral("difference_norm"))));
    m_gap->setText(tr("The gap q − p is %1: a count of positions, not this length, and not a "
                      "score of meaning.")
                       .arg(valueText(QStringLiteral("gap"))));
}

} // namespace pe
