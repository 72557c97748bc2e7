// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worksheet/worksheetfigures.h"

#include "core/lessons/lesson.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>

namespace pe {

WorksheetFigures::WorksheetFigures(const Lesson &lesson, int comparePosition, const QFont &font,
                                   int width)
{
    LessonWizard wizard(lesson);
    wizard.setAttribute(Qt::WA_DontShowOnScreen);
    // Paper is white whatever the desktop's palette: dark-mode text would vanish on it.
    wizard.setPalette(QApplication::style()->standardPalette());
    wizard.setFont(font);
    wizard.resize(width, 700);
    wizard.show();
    wizard.setComparePosition(comparePosition);
    for (int k = 0; k < lesson.stepCount(); ++k) {
        // Each step sets its own parameters on the wizard's model: record it while it is shown.
        wizard.goToStep(k);
        QApplication::processEvents();
        LessonPage *page = wizard.lessonPage(k);
        QWidget *area = page ? page->contentArea() : nullptr;
        QPicture picture;
        QSize size;
        if (area && area->isVisible() && !area->childrenRect().isEmpty()) {
            size = area->size();
            QPainter painter(&picture);
            area->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        }
        m_pictures.append(picture);
        m_sizes.append(size);
    }
}

} // namespace pe
