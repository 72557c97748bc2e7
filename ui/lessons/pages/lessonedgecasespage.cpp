// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonedgecasespage.h"

#include "core/text/format.h"
#include "ui/common/mnemonictext.h"
#include "ui/lessons/lessontable.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace pe {

LessonEdgeCasesPage::LessonEdgeCasesPage(const Lesson *lesson, int stepIndex,
                                         PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_zero = addLabel(QStringLiteral("value_pe0_min_cos"));
    m_off = addLabel(QStringLiteral("value_off_candidate_norm"));
    auto *row = new QHBoxLayout;
    m_focusLabel = new QLabel;
    m_focusLabel->setWordWrap(true);
    m_digits = new QSpinBox;
    m_digits->setObjectName(QStringLiteral("digitsSpinBox"));
    m_digits->setRange(6, 17);
    m_digits->setValue(12);
    m_focusLabel->setBuddy(m_digits);
    row->addWidget(m_focusLabel, 1);
    row->addWidget(m_digits);
    contentLayout()->addLayout(row);
    m_focus = new LessonTable;
    contentLayout()->addWidget(m_focus);
    m_alike = addLabel(QStringLiteral("value_round_alike_count"));
    m_far = addLabel(QStringLiteral("value_far_difference_norm"));
    connect(m_digits, &QSpinBox::valueChanged, this, &LessonEdgeCasesPage::refresh);
    refresh();
}

void LessonEdgeCasesPage::updateContent()
{
    const LessonParameters params = parameters();
    const QString p = QString::number(params.p);
    const QString q = QString::number(params.q);
    const int digits = m_digits->value();
    m_zero->setText(tr("Position 0: largest |sin| = %1, smallest cos = %2.")
                        .arg(valueText(QStringLiteral("pe0_max_abs_sin")),
                             valueText(QStringLiteral("pe0_min_cos"))));
    m_off->setText(tr("Off: the inputs differ by %1, yet the unused candidates still give "
                      "‖PE(%2) − PE(%3)‖ = %4.")
                       .arg(valueText(QStringLiteral("off_difference_norm")), q, p,
                            valueText(QStringLiteral("off_candidate_norm"))));
    m_focusLabel->setText(tr("Focus display: every component at six decimals and with more "
                             "&digits:"));
    // Read without the mnemonic ("(D)" in Japanese and Chinese, issue 26).
    m_digits->setAccessibleName(MnemonicText::plain(m_focusLabel->text()));
    m_digits->setToolTip(tr("Decimals of the focus columns, 6 to 17."));
    m_focus->setHeaders({ tr("Component"), QStringLiteral("PE(%1)[k]").arg(p),
                          QStringLiteral("PE(%1)[k]").arg(q),
                          tr("PE(%1)[k], %2 decimals").arg(p).arg(digits),
                          tr("PE(%1)[k], %2 decimals").arg(q).arg(digits), tr("Six decimals") });
    const int focus = static_cast<int>(value(QStringLiteral("focus_component")));
    for (int k = 0; k < params.dimension; ++k) {
        const LessonValue *vp = values().find(QStringLiteral("pe_p_%1").arg(k));
        const LessonValue *vq = values().find(QStringLiteral("pe_q_%1").arg(k));
        if (!vp || !vq)
            continue;
        const bool sameText = formatFixed(vp->value) == formatFixed(vq->value);
        const bool alike = sameText && vp->value != vq->value;
        m_focus->setCell(k, 0, QString::number(k));
        m_focus->setCell(k, 1, number(vp));
        m_focus->setCell(k, 2, number(vq));
        m_focus->setCell(k, 3, number(vp, digits), QStringLiteral("focus_p_%1").arg(k));
        m_focus->setCell(k, 4, number(vq, digits), QStringLiteral("focus_q_%1").arg(k));
        m_focus->setCell(k, 5, alike ? tr("look alike") : (sameText ? tr("equal") : tr("differ")),
                         QStringLiteral("alike_%1").arg(k));
        for (int c = 0; c < 6; ++c)
            m_focus->setCellEmphasized(k, c, alike || k == focus);
    }
    m_focus->setRowCount(params.dimension);
    const int alikeCount = static_cast<int>(value(QStringLiteral("round_alike_count")));
    m_alike->setText(alikeCount > 0
                         ? tr("%n component(s) print the same to six decimals but differ at "
                              "full precision; the length uses the full values.",
                              nullptr, alikeCount)
                         : tr("No component prints the same to six decimals here; try the "
                              "preset “Rounding hides a difference”. The slowest cos "
                              "(component %1) is the first to look alike.")
                               .arg(focus));
    m_far->setText(tr("Far past the range: ‖PE(%1) − PE(%2)‖ = %3 computes, but a model trained "
                      "on shorter inputs promises nothing there.")
                       .arg(valueText(QStringLiteral("far_position")), p,
                            valueText(QStringLiteral("far_difference_norm"))));
}

} // namespace pe
