// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/permutationdemo.h"
#include "ui/lessons/lessonpage.h"

class QGroupBox;
class QLabel;

namespace pe {

class LessonTable;

// Two orders of the same tokens through the toy attention (PermutationDemo), compared at the
// token that stands at the same place in both: the weights it gives to each place, its output as
// a weighted sum, and the output vectors, with positions off and on side by side.
class LessonPermutationPage : public LessonPage
{
    Q_OBJECT

public:
    LessonPermutationPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                          QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    struct Card
    {
        PermutationDemo demo;
        QGroupBox *box = nullptr;
        QLabel *weightsCaption = nullptr;
        LessonTable *weights = nullptr;
        QLabel *sumFirst = nullptr;
        QLabel *sumSecond = nullptr;
        LessonTable *outputs = nullptr;
        QLabel *difference = nullptr;
    };
    void fillCard(const Card &card);
    QString weightedSum(const PermutationDemo &demo, bool second, bool positions) const;

    QList<Card> m_cards;
};

} // namespace pe
