// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/pages/lessonaddconcatpage.h"

#include "ui/lessons/lessontable.h"
#include "ui/lessons/lessonwidthdiagram.h"

#include <QVBoxLayout>

namespace pe {

LessonAddConcatPage::LessonAddConcatPage(const Lesson *lesson, int stepIndex,
                                         PositionalEncodingModel *model, QWidget *parent)
    : LessonPage(lesson, stepIndex, model, parent)
    , m_diagram(new LessonWidthDiagram)
    , m_table(new LessonTable)
{
    m_diagram->setObjectName(QStringLiteral("diagram"));
    contentLayout()->addWidget(m_diagram);
    contentLayout()->addWidget(m_table);
    refresh();
}

void LessonAddConcatPage::updateContent()
{
    const QString d = valueText(QStringLiteral("dim"));
    const QString twice = valueText(QStringLiteral("width_concat"));
    LessonWidthDiagram::Data data;
    data.dimension = parameters().dimension;
    data.addTitle = tr("Add");
    data.concatenateTitle = tr("Concatenate");
    data.embedding = QStringLiteral("E");
    data.encoding = QStringLiteral("PE(p)");
    data.sum = QStringLiteral("x");
    data.widthText = QStringLiteral("d = %1").arg(d);
    data.doubleWidthText = QStringLiteral("2d = %1").arg(twice);
    data.addWeights = tr("next layer: %1 × %2 weights").arg(d, d);
    data.concatenateWeights = tr("next layer: %1 × %2 weights").arg(d, twice);
    m_diagram->setData(data);
    // Its description reads the widths and weights; the name says what the figure is.
    m_diagram->setAccessibleName(tr("Add or concatenate: widths and next-layer weights"));

    const QList<LessonValue> &list = values().list();
    m_table->setHeaders({ tr("Quantity"), tr("Value") });
    for (int r = 0; r < list.size(); ++r) {
        m_table->setCell(r, 0, list.at(r).label);
        m_table->setCell(r, 1, number(&list.at(r)), QStringLiteral("value_") + list.at(r).key);
    }
    m_table->setRowCount(static_cast<int>(list.size()));
}

} // namespace pe
