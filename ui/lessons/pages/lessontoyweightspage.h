// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/lessons/lessonpage.h"

class QGridLayout;
class QLabel;

namespace pe {

class LessonTable;

// The toy attention's numbers: the token embeddings and the matrices W_Q, W_K and W_V, each a
// small table of tenths, with the formulas that use them.
class LessonToyWeightsPage : public LessonPage
{
    Q_OBJECT

public:
    LessonToyWeightsPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                         QWidget *parent = nullptr);

protected:
    void updateContent() override;

private:
    struct Block
    {
        QLabel *title = nullptr;
        LessonTable *table = nullptr;
    };
    Block addBlock(int row, int column, QGridLayout *grid);
    void fillMatrix(const Block &block, const QString &name, const char *key);

    QLabel *m_formula;
    Block m_embeddings;
    Block m_query;
    Block m_key;
    Block m_value;
};

} // namespace pe
