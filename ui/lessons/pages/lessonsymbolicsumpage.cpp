// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonsymbolicsumpage.h"

#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonSymbolicSumPage::LessonSymbolicSumPage(const Lesson *lesson, int stepIndex,
                                             PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_formula = addLabel(QStringLiteral("formula"));
    m_table = new LessonTable;
    contentLayout()->addWidget(m_table);
    m_norm = addBoldLabel(QStringLiteral("value_difference_norm"));
    m_candidateNorm = addLabel(QStringLiteral("value_candidate_norm"));
    refresh();
}

void LessonSymbolicSumPage::updateContent()
{
    const LessonParameters params = parameters();
    const bool adds = step().addsEncoding;
    const bool on = params.enabled;
    const bool inputs = values().contains(QStringLiteral("a_p_0"));
    const bool difference = values().contains(QStringLiteral("diff_0"));
    const bool candidates = values().contains(QStringLiteral("pe_p_0"));
    const QString xp = QStringLiteral("x(%1)").arg(params.p);
    const QString xq = QStringLiteral("x(%1)").arg(params.q);
    if (!adds)
        m_formula->setText(tr("Nothing is added: %1 = E and %2 = E.").arg(xp, xq));
    else if (on)
        m_formula->setText(tr("%1 = E + PE(%2) and %3 = E + PE(%4), added component by component.")
                               .arg(xp)
                               .arg(params.p)
                               .arg(xq)
                               .arg(params.q));
    else
        m_formula->setText(tr("The encoding is off: %1 = E + 0 and %2 = E + 0.").arg(xp, xq));

    QStringList headers = { tr("Component"), xp, xq };
    if (difference)
        headers << QStringLiteral("%1 − %2").arg(xq, xp);
    if (candidates)
        headers << tr("PE(%1), not added").arg(params.p) << tr("PE(%1), not added").arg(params.q);
    m_table->setHeaders(headers);
    for (int k = 0; k < params.dimension; ++k) {
        const QString pk = QStringLiteral("a_p_%1").arg(k);
        const QString qk = QStringLiteral("a_q_%1").arg(k);
        int column = 0;
        m_table->setCell(k, column++, QString::number(k));
        m_table->setCell(k, column++,
                         symbolicSum(k, inputs ? values().find(pk) : nullptr, adds, on),
                         QStringLiteral("value_") + pk);
        m_table->setCell(k, column++,
                         symbolicSum(k, inputs ? values().find(qk) : nullptr, adds, on),
                         QStringLiteral("value_") + qk);
        if (difference) {
            const QString key = QStringLiteral("diff_%1").arg(k);
            m_table->setCell(k, column++, valueText(key), QStringLiteral("value_") + key);
        }
        if (candidates) {
            const QString cp = QStringLiteral("pe_p_%1").arg(k);
            const QString cq = QStringLiteral("pe_q_%1").arg(k);
            m_table->setCell(k, column, valueText(cp), QStringLiteral("value_") + cp);
            m_table->setCellMuted(k, column++, true);
            m_table->setCell(k, column, valueText(cq), QStringLiteral("value_") + cq);
            m_table->setCellMuted(k, column++, true);
        }
    }
    m_table->setRowCount(params.dimension);

    m_norm->setVisible(difference);
    if (difference)
        m_norm->setText(
            tr("Length ‖%1 − %2‖ = %3").arg(xq, xp, valueText(QStringLiteral("difference_norm"))));
    m_candidateNorm->setVisible(values().contains(QStringLiteral("candidate_norm")));
    m_candidateNorm->setText(tr("The candidates are still computed: ‖PE(%1) − PE(%2)‖ = %3, but "
                                "with the encoding off nothing of it reaches the inputs.")
                                 .arg(params.q)
                                 .arg(params.p)
                                 .arg(valueText(QStringLiteral("candidate_norm"))));
}

} // namespace pe
