// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessontextpage.h"

#include "ui/lessons/lessontable.h"

#include <QVBoxLayout>

namespace pe {

LessonTextPage::LessonTextPage(const Lesson *lesson, int stepIndex, PositionalEncodingModel *model,
                               QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_table(new LessonTable)
{
    contentLayout()->addWidget(m_table);
    refresh();
}

void LessonTextPage::updateContent()
{
    const QList<LessonValue> &list = values().list();
    m_table->setVisible(!list.isEmpty());
    m_table->setHeaders({ tr("Quantity"), tr("Value") });
    for (int r = 0; r < list.size(); ++r) {
        m_table->setCell(r, 0, list.at(r).label);
        m_table->setCell(r, 1, number(&list.at(r)), QStringLiteral("value_") + list.at(r).key);
    }
    m_table->setRowCount(static_cast<int>(list.size()));
}

} // namespace pe
