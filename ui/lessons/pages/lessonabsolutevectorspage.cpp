// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonabsolutevectorspage.h"

#include "core/math/toyattention.h"
#include "ui/lessons/lessontable.h"

#include <QLabel>
#include <QVBoxLayout>

namespace pe {

namespace {
    constexpr int positionCount = 4;
}

LessonAbsoluteVectorsPage::LessonAbsoluteVectorsPage(const Lesson *lesson, int stepIndex,
                                                     PositionalEncodingModel *model,
                                                     QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_orders = addLabel(QStringLiteral("orders"));
    m_positions = new LessonTable;
    m_positions->setTextColumn(-1);
    contentLayout()->addWidget(m_positions);
    m_tokenCaption = addLabel(QStringLiteral("token_caption"));
    m_token = new LessonTable;
    m_token->setTextColumn(-1);
    contentLayout()->addWidget(m_token);
    m_distance = addBoldLabel(QStringLiteral("value_x_a_distance"));
    refresh();
}

void LessonAbsoluteVectorsPage::updateContent()
{
    auto sentence = [](const QStringList &tokens) {
        QStringList parts;
        for (int k = 0; k < tokens.size(); ++k)
            parts << QStringLiteral("%1 + P_%2").arg(tokens.at(k)).arg(k);
        return parts.join(QStringLiteral(",  "));
    };
    const QStringList abcd
        = { QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C"), QStringLiteral("D") };
    const QStringList cbad
        = { QStringLiteral("C"), QStringLiteral("B"), QStringLiteral("A"), QStringLiteral("D") };
    m_orders->setText(tr("ABCD:  %1\nCBAD:  %2").arg(sentence(abcd), sentence(cbad)));

    QStringList headers = { tr("Component") };
    for (int k = 0; k < positionCount; ++k)
        headers << QStringLiteral("P_%1").arg(k);
    m_positions->setHeaders(headers);
    for (int c = 0; c < ToyAttention::width; ++c) {
        m_positions->setCell(c, 0, QString::number(c));
        for (int k = 0; k < positionCount; ++k) {
            const QString key = QStringLiteral("p_%1_%2").arg(k).arg(c);
            m_positions->setCell(c, k + 1, valueText(key), QStringLiteral("value_") + key);
        }
    }
    m_positions->setRowCount(ToyAttention::width);

    m_tokenCaption->setText(tr("The same token A at two places is two different inputs:"));
    m_token->setHeaders({ tr("Component"), QStringLiteral("E_A"), QStringLiteral("P_0"),
                          tr("E_A + P_0 (in ABCD)"), QStringLiteral("P_2"),
                          tr("E_A + P_2 (in CBAD)") });
    for (int c = 0; c < ToyAttention::width; ++c) {
        const QString keys[]
            = { QStringLiteral("emb_a_%1").arg(c), QStringLiteral("p_0_%1").arg(c),
                QStringLiteral("x_a_abcd_%1").arg(c), QStringLiteral("p_2_%1").arg(c),
                QStringLiteral("x_a_cbad_%1").arg(c) };
        m_token->setCell(c, 0, QString::number(c));
        for (int k = 0; k < 5; ++k)
            m_token->setCell(c, k + 1, valueText(keys[k]),
                             k == 2 || k == 4 ? QStringLiteral("value_") + keys[k] : QString());
        m_token->setCellEmphasized(c, 3, true);
        m_token->setCellEmphasized(c, 5, true);
    }
    m_token->setRowCount(ToyAttention::width);
    m_distance->setText(tr("‖(E_A + P_0) − (E_A + P_2)‖ = ‖P_0 − P_2‖ = %1: not the same input.")
                            .arg(valueText(QStringLiteral("x_a_distance"))));
}

} // namespace pe
