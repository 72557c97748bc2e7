// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessononoffpage.h"

#include "ui/lessons/lessontable.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonOnOffPage::LessonOnOffPage(const Lesson *lesson, int stepIndex,
                                 PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    auto *row = new QHBoxLayout;
    m_on = makeSide("on");
    m_off = makeSide("off");
    row->addWidget(m_on.box, 1);
    row->addWidget(m_off.box, 1);
    contentLayout()->addLayout(row);
    refresh();
}

LessonOnOffPage::Side LessonOnOffPage::makeSide(const char *prefix)
{
    Side side;
    side.box = new QGroupBox;
    side.box->setObjectName(QStringLiteral("side_%1").arg(QLatin1String(prefix)));
    auto *layout = new QVBoxLayout(side.box);
    side.formula = new QLabel(side.box);
    side.formula->setWordWrap(true);
    side.table = new LessonTable(side.box);
    side.norm = new QLabel(side.box);
    side.norm->setWordWrap(true);
    side.norm->setObjectName(QStringLiteral("value_%1_difference_norm").arg(QLatin1String(prefix)));
    QFont font = side.norm->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    side.norm->setFont(font);
    layout->addWidget(side.formula);
    layout->addWidget(side.table);
    layout->addWidget(side.norm);
    layout->addStretch(1);
    return side;
}

void LessonOnOffPage::fillSide(const Side &side, const QString &prefix, bool on)
{
    const LessonParameters params = parameters();
    const QString p = QString::number(params.p);
    const QString q = QString::number(params.q);
    const QString diff = QStringLiteral("x(%1) − x(%2)").arg(q, p);
    side.box->setTitle(on ? tr("Encoding on") : tr("Encoding off (control)"));
    side.formula->setText(on ? tr("x(p) = E + PE(p), so %1 = PE(%2) − PE(%3).").arg(diff, q, p)
                             : tr("x(p) = E + 0, so %1 = E − E = 0.").arg(diff));
    side.table->setHeaders({ tr("Component"), diff });
    for (int k = 0; k < params.dimension; ++k) {
        const QString key = QStringLiteral("%1_diff_%2").arg(prefix).arg(k);
        side.table->setCell(k, 0, QString::number(k));
        side.table->setCell(k, 1, valueText(key), QStringLiteral("value_") + key);
    }
    side.table->setRowCount(params.dimension);
    side.norm->setText(
        tr("Length ‖%1‖ = %2").arg(diff, valueText(prefix + QStringLiteral("_difference_norm"))));
}

void LessonOnOffPage::updateContent()
{
    fillSide(m_on, QStringLiteral("on"), true);
    fillSide(m_off, QStringLiteral("off"), false);
}

} // namespace pe
