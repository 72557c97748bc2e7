// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QGroupBox;
class QLabel;

namespace pe {

class LessonPairDial;
class LessonTable;

// One card per pair the step is about: the denominator, a table of the angle, sin and cos at
// positions p and q, and the pair drawn as two points on the unit circle.
class LessonPairCardsPage : public LessonPage
{
    Q_OBJECT

public:
    LessonPairCardsPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                        QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    struct Card
    {
        int pair = 0;
        QGroupBox *box = nullptr;
        QLabel *denominator = nullptr;
        LessonTable *table = nullptr;
        LessonPairDial *dial = nullptr;
    };
    QList<Card> m_cards;
};

} // namespace pe
