// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonimplementationcheckpage.h"

#include "ui/lessons/lessontable.h"

#include <QCheckBox>
#include <QLabel>
#include <QVBoxLayout>

namespace pe {

namespace {
    // The two differences come from separate paths through the core; they agree to the last bit
    // in a correct implementation, and a bug shows as a mismatch of the size of PE itself.
    constexpr double tolerance = 1e-12;
} // namespace

LessonImplementationCheckPage::LessonImplementationCheckPage(const Lesson *lesson, int stepIndex,
                                                             PositionalEncodingModel *model,
                                                             QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    m_bug = new QCheckBox;
    m_bug->setObjectName(QStringLiteral("bugCheckBox"));
    contentLayout()->addWidget(m_bug);
    m_table = new LessonTable;
    contentLayout()->addWidget(m_table);
    m_verdict = addBoldLabel(QStringLiteral("verdict"));
    connect(m_bug, &QCheckBox::toggled, this, &LessonImplementationCheckPage::refresh);
    refresh();
}

bool LessonImplementationCheckPage::passes() const
{
    const QString key
        = m_bug->isChecked() ? QStringLiteral("bug_max_mismatch") : QStringLiteral("max_mismatch");
    return value(key) <= tolerance;
}

void LessonImplementationCheckPage::updateContent()
{
    const LessonParameters params = parameters();
    const QString p = QString::number(params.p);
    const QString q = QString::number(params.q);
    const bool bug = m_bug->isChecked();
    m_bug->setText(tr("Simulate the bug: PE(0) added to every token"));
    m_table->setHeaders({ tr("Component"), tr("Input difference x(%1) − x(%2)").arg(q, p),
                          tr("Expected PE(%1) − PE(%2)").arg(q, p), tr("Match") });
    for (int k = 0; k < params.dimension; ++k) {
        const QString input
            = (bug ? QStringLiteral("bug_diff_%1") : QStringLiteral("input_diff_%1")).arg(k);
        const QString expected = QStringLiteral("pe_diff_%1").arg(k);
        const bool match = std::abs(value(input) - value(expected)) <= tolerance;
        m_table->setCell(k, 0, QString::number(k));
        m_table->setCell(k, 1, valueText(input), QStringLiteral("value_input_%1").arg(k));
        m_table->setCell(k, 2, valueText(expected), QStringLiteral("value_") + expected);
        m_table->setCell(k, 3, match ? QStringLiteral("✓") : QStringLiteral("✗"),
                         QStringLiteral("match_%1").arg(k));
        m_table->setCellEmphasized(k, 3, !match);
    }
    m_table->setRowCount(params.dimension);
    const QString norm = valueText(bug ? QStringLiteral("bug_difference_norm")
                                       : QStringLiteral("input_difference_norm"));
    if (passes())
        m_verdict->setText(tr("Check passed: the input difference equals PE(%1) − PE(%2) in every "
                              "component; its length is %3.")
                               .arg(q, p, norm));
    else
        m_verdict->setText(tr("Check failed: the input difference has length %1 instead of %2. "
                              "The same vector was added at both positions.")
                               .arg(norm, valueText(QStringLiteral("pe_difference_norm"))));
    QPalette palette = m_verdict->palette();
    palette.setColor(QPalette::WindowText,
                     passes() ? QColor(0x1b, 0x7a, 0x2f) : QColor(0xb0, 0x1e, 0x1e));
    m_verdict->setPalette(palette);
}

} // namespace pe
