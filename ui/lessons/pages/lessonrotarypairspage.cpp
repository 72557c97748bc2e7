// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonrotarypairspage.h"

#include "core/lessons/beyond/beyondvalues.h"
#include "core/math/toyattention.h"
#include "ui/lessons/lessonpairdial.h"
#include "ui/lessons/lessontable.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonRotaryPairsPage::LessonRotaryPairsPage(const Lesson *lesson, int stepIndex,
                                             PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
{
    m_vectors = addLabel(QStringLiteral("vectors"));
    contentLayout()->addWidget(m_table);
    m_sum = addBoldLabel(QStringLiteral("value_rope_score"));
    auto *dials = new QGridLayout;
    for (int i = 0; i < ToyAttention::width / 2; ++i) {
        auto *dial = new LessonPairDial;
        dial->setObjectName(QStringLiteral("dial_%1").arg(i));
        dial->setSizeInLines(7);
        dials->addWidget(dial, 0, i, Qt::AlignCenter);
        m_dials.append(dial);
    }
    contentLayout()->addLayout(dials);
    refresh();
}

void LessonRotaryPairsPage::updateContent()
{
    const RotaryEmbedding rope(ToyAttention::width, parameters().base, RopePairing::Interleaved);
    const auto vectorText = [this](const char *name) {
        QStringList parts;
        for (int k = 0; k < ToyAttention::width; ++k)
            parts << valueText(QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(k), 2);
        return parts.join(QStringLiteral(", "));
    };
    const QString n = valueText(QStringLiteral("n"));
    const QString m = valueText(QStringLiteral("m"));
    m_vectors->setText(tr("q = W_Q E_D = (%1), turned by n = %2; k = W_K E_A = (%3), turned by m = "
                          "%4.")
                           .arg(vectorText("q"), n, vectorText("k"), m));
    m_table->setHeaders({ tr("Pair"), tr("Components"), tr("θᵢ"), tr("Hand of Rₙ q"),
                          tr("Hand of Rₘ k"), tr("Angle between"), tr("Part of the score") });
    for (int i = 0; i < m_dials.size(); ++i) {
        const auto key = [i](const char *name) {
            return QStringLiteral("%1_%2").arg(QLatin1String(name)).arg(i);
        };
        m_table->setCell(i, 0, QString::number(i));
        m_table->setCell(i, 1, BeyondValues::componentsText(rope, i));
        const char *names[] = { "theta", "q_hand", "k_hand", "between", "contribution" };
        for (int c = 0; c < 5; ++c)
            m_table->setCell(i, c + 2, valueText(key(names[c])),
                             QStringLiteral("value_") + key(names[c]));
        m_table->setCellEmphasized(i, 5, true);
        LessonPairDial::Data data;
        data.angleP = value(key("q_hand"));
        data.angleQ = value(key("k_hand"));
        data.labelP = QStringLiteral("R_%1 q").arg(n);
        data.labelQ = QStringLiteral("R_%1 k").arg(m);
        data.caption = tr("pair %1").arg(i);
        m_dials.at(i)->setData(data);
    }
    m_table->setRowCount(static_cast<int>(m_dials.size()));
    m_sum->setText(tr("Sum of the parts %1 = RoPE score (Rₙ q)·(Rₘ k) = %2")
                       .arg(valueText(QStringLiteral("contribution_sum")),
                            valueText(QStringLiteral("rope_score"))));
}

} // namespace pe
