// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QGroupBox;
class QLabel;

namespace pe {

class LessonTable;

// The end of the lesson: the difference x(q) − x(p) with the encoding on and with it off, side
// by side, each with its length.
class LessonOnOffPage : public LessonPage
{
    Q_OBJECT

public:
    LessonOnOffPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                    QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    struct Side
    {
        QGroupBox *box = nullptr;
        QLabel *formula = nullptr;
        LessonTable *table = nullptr;
        QLabel *norm = nullptr;
    };
    Side makeSide(const char *prefix);
    void fillSide(const Side &side, const QString &prefix, bool on);

    Side m_on;
    Side m_off;
};

} // namespace pe
