// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonscoretermspage.h"

#include "core/lessons/attention/attentionvalues.h"
#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonScoreTermsPage::LessonScoreTermsPage(const Lesson *lesson, int stepIndex,
                                           PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
{
    m_setting = addLabel(QStringLiteral("setting"));
    contentLayout()->addWidget(m_table);
    m_identity = addBoldLabel(QStringLiteral("value_identity_sum"));
    refresh();
}

void LessonScoreTermsPage::updateContent()
{
    const QString r = valueText(QStringLiteral("shift"));
    m_setting->setText(tr("Query %1 at position n, key %2 at position m = n + %3; x = E_%1, y = "
                          "E_%2, toy weights W_Q and W_K.")
                           .arg(AttentionValues::queryToken(), AttentionValues::keyToken(), r));
    const qint64 distance = parameters().q - parameters().p;
    QStringList headers = { tr("Term") };
    for (int n : AttentionValues::starts)
        headers << QStringLiteral("n = %1, m = %2").arg(n).arg(n + distance);
    m_table->setHeaders(headers);
    const struct
    {
        const char *key;
        QString name;
        bool emphasized;
    } rows[] = {
        { "term_cc", tr("① content · content  (W_Q x)ᵀ(W_K y)"), false },
        { "term_cp", tr("② content · position  (W_Q x)ᵀ(W_K P_m)"), false },
        { "term_pc", tr("③ position · content  (W_Q P_n)ᵀ(W_K y)"), false },
        { "term_pp", tr("④ position · position  (W_Q P_n)ᵀ(W_K P_m)"), true },
        { "score", tr("Whole score ① + ② + ③ + ④"), false },
        { "term_pp_shift", tr("④ through the shift  P_nᵀ W_Qᵀ W_K M_(m−n) P_n"), false },
        { "term_pp_identity", tr("④ with W_Qᵀ W_K = I  P_nᵀ P_m"), true },
    };
    int row = 0;
    for (const auto &entry : rows) {
        m_table->setCell(row, 0, entry.name);
        int column = 1;
        for (int n : AttentionValues::starts) {
            const QString key = QStringLiteral("%1_%2").arg(QLatin1String(entry.key)).arg(n);
            m_table->setCell(row, column, valueText(key), QStringLiteral("value_") + key);
            m_table->setCellEmphasized(row, column, entry.emphasized);
            ++column;
        }
        ++row;
    }
    m_table->setRowCount(row);
    m_identity->setText(tr("With W_Qᵀ W_K = I the position · position term is Σ cos((m − n) / "
                           "10000^(2i/d)) = %1 in every column: a function of m − n = %2 alone. "
                           "With the toy weights it changes from column to column.")
                            .arg(valueText(QStringLiteral("identity_sum")), r));
}

} // namespace pe
