// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonpermutationpage.h"

#include "ui/lessons/lessontable.h"

#include <QGroupBox>
#include <QLabel>
#include <QVBoxLayout>

namespace pe {

LessonPermutationPage::LessonPermutationPage(const Lesson *lesson, int stepIndex,
                                             PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
{
    // Two cards of evidence fill more than a screen: the question stands before them, where it
    // can be read without scrolling.
    placeQuestionFirst();
    for (const PermutationDemo &demo : PermutationDemo::forStep(step().id)) {
        Card card;
        card.demo = demo;
        card.box = new QGroupBox;
        card.box->setObjectName(QStringLiteral("demo_") + demo.queryName);
        auto *layout = new QVBoxLayout(card.box);
        layout->setContentsMargins(8, 4, 8, 6);
        layout->setSpacing(4);
        auto label = [&layout, &card](const QString &name) {
            auto *l = new QLabel(card.box);
            l->setWordWrap(true);
            l->setTextFormat(Qt::PlainText);
            l->setObjectName(name);
            layout->addWidget(l);
            return l;
        };
        card.weightsCaption = label(QStringLiteral("weights_caption"));
        card.weights = new LessonTable(card.box);
        card.weights->setTextColumn(-1);
        layout->addWidget(card.weights);
        card.sumFirst = label(QStringLiteral("sum_first"));
        card.sumSecond = label(QStringLiteral("sum_second"));
        card.outputs = new LessonTable(card.box);
        card.outputs->setTextColumn(-1);
        layout->addWidget(card.outputs);
        card.difference = label(QStringLiteral("value_") + demo.differenceKey(true));
        QFont bold = card.difference->font();
        bold.setBold(true);
        card.difference->setFont(bold);
        contentLayout()->addWidget(card.box);
        m_cards.append(card);
    }
    refresh();
}

QString LessonPermutationPage::weightedSum(const PermutationDemo &demo, bool second,
                                           bool positions) const
{
    const QStringList &tokens = second ? demo.second : demo.first;
    QStringList terms;
    for (int j = 0; j < tokens.size(); ++j)
        // U+22C5, the dot operator: the CJK faces have no glyph for it, so it is drawn narrow in
        // every language (their U+00B7 is full-width).
        terms << QStringLiteral("%1 ⋅ v_%2")
                     .arg(valueText(demo.weightKey(second, positions, j)), tokens.at(j));
    return terms.join(QStringLiteral(" + "));
}

void LessonPermutationPage::fillCard(const Card &card)
{
    const PermutationDemo &demo = card.demo;
    const QString first = demo.sentence(false);
    const QString second = demo.sentence(true);
    const QString query = demo.query();
    const QString output = QStringLiteral("O_%1").arg(query);
    card.box->setTitle(tr("“%1” against “%2”, compared at “%3”").arg(first, second, query));
    card.weightsCaption->setText(
        tr("The attention weights “%1” gives to each place, with positions off and on. "
           "“%1” stands at place %2 in both orders.")
            .arg(query)
            .arg(demo.place));
    card.weights->setHeaders(
        { tr("Place"), first, tr("off"), tr("on"), second, tr("off"), tr("on") });
    for (int j = 0; j < demo.first.size(); ++j) {
        card.weights->setCell(j, 0, QString::number(j));
        card.weights->setCell(j, 1, demo.first.at(j));
        card.weights->setCell(j, 4, demo.second.at(j));
        const int columns[] = { 2, 3, 5, 6 };
        for (int c = 0; c < 4; ++c) {
            const bool secondOrder = c >= 2;
            const bool positions = c % 2 == 1;
            const QString key = demo.weightKey(secondOrder, positions, j);
            card.weights->setCell(j, columns[c], valueText(key), QStringLiteral("value_") + key);
        }
        card.weights->setCellEmphasized(j, 1, true);
        card.weights->setCellEmphasized(j, 4, true);
    }
    card.weights->setRowCount(static_cast<int>(demo.first.size()));
    card.sumFirst->setText(
        tr("Positions off, “%1”: %2 = %3").arg(first, output, weightedSum(demo, false, false)));
    card.sumSecond->setText(tr("Positions off, “%1”: %2 = %3 — the same terms in another order.")
                                .arg(second, output, weightedSum(demo, true, false)));

    // The component index alone in its column, O_D[k] once in the header: a row label such as
    // O_打[0] would make every row as tall as a CJK line.
    card.outputs->setHeaders({ QStringLiteral("%1[k]").arg(output), tr("%1, off").arg(first),
                               tr("%1, off").arg(second), tr("%1, on").arg(first),
                               tr("%1, on").arg(second) });
    for (int k = 0; k < ToyAttention::width; ++k) {
        card.outputs->setCell(k, 0, QString::number(k));
        int column = 1;
        for (bool positions : { false, true })
            for (bool secondOrder : { false, true }) {
                const QString key = demo.outputKey(secondOrder, positions, k);
                card.outputs->setCell(k, column++, valueText(key), QStringLiteral("value_") + key);
            }
    }
    card.outputs->setRowCount(ToyAttention::width);
    card.difference->setText(
        tr("Length of %1(%2) − %1(%3): %4 with positions off, %5 with positions on.")
            .arg(output, first, second, valueText(demo.differenceKey(false)),
                 valueText(demo.differenceKey(true))));
}

void LessonPermutationPage::updateContent()
{
    for (const Card &card : std::as_const(m_cards))
        fillCard(card);
}

} // namespace pe
