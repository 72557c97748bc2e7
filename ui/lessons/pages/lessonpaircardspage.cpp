// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonpaircardspage.h"

#include "core/text/format.h"
#include "ui/lessons/lessonpairdial.h"
#include "ui/lessons/lessontable.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonPairCardsPage::LessonPairCardsPage(const Lesson *lesson, int stepIndex,
                                         PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    for (int pair : step().pairs) {
        Card card;
        card.pair = pair;
        card.box = new QGroupBox;
        auto *row = new QHBoxLayout(card.box);
        auto *column = new QVBoxLayout;
        card.denominator = new QLabel(card.box);
        card.denominator->setWordWrap(true);
        card.table = new LessonTable(card.box);
        column->addWidget(card.denominator);
        column->addWidget(card.table);
        column->addStretch(1);
        row->addLayout(column, 1);
        card.dial = new LessonPairDial(card.box);
        row->addWidget(card.dial, 0, Qt::AlignTop);
        contentLayout()->addWidget(card.box);
        m_cards.append(card);
    }
    refresh();
}

void LessonPairCardsPage::updateContent()
{
    const LessonParameters params = parameters();
    for (const Card &card : m_cards) {
        const int i = card.pair;
        const auto key = [i](const char *name) {
            return QStringLiteral("pair%1_%2").arg(i).arg(QLatin1String(name));
        };
        const Encoding encoding = params.encoding();
        card.box->setTitle(tr("Pair %1: components %2 (sin) and %3 (cos)")
                               .arg(i)
                               .arg(encoding.dimensionOf(i, false))
                               .arg(encoding.dimensionOf(i, true)));
        card.denominator->setText(tr("Denominator %1^(2·%2/%3) = %4")
                                      .arg(formatExact(params.base))
                                      .arg(i)
                                      .arg(params.dimension)
                                      .arg(valueText(key("denominator"))));
        card.table->setHeaders(
            { QString(), tr("Position %1").arg(params.p), tr("Position %1").arg(params.q) });
        const char *rows[][3] = { { "angle", "angle_p", "angle_q" },
                                  { "sin", "sin_p", "sin_q" },
                                  { "cos", "cos_p", "cos_q" } };
        const QStringList names = { tr("Angle (rad)"), tr("sin(angle)"), tr("cos(angle)") };
        for (int r = 0; r < 3; ++r) {
            card.table->setCell(r, 0, names.at(r));
            card.table->setCell(r, 1, valueText(key(rows[r][1])),
                                QStringLiteral("value_") + key(rows[r][1]));
            card.table->setCell(r, 2, valueText(key(rows[r][2])),
                                QStringLiteral("value_") + key(rows[r][2]));
        }
        LessonPairDial::Data data;
        data.angleP = value(key("angle_p"));
        data.angleQ = value(key("angle_q"));
        data.labelP = QStringLiteral("p = %1").arg(params.p);
        data.labelQ = QStringLiteral("q = %1").arg(params.q);
        data.caption = tr("pair %1 on the unit circle").arg(i);
        card.dial->setData(data);
    }
}

} // namespace pe
