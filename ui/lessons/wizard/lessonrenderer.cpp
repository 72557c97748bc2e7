// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/wizard/lessonrenderer.h"

#include "core/lessons/lesson.h"
#include "ui/common/viewexporter.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QApplication>
#include <QPixmap>

namespace pe {

QImage LessonRenderer::render(const Lesson &lesson, int step, int comparePosition,
                              const QSize &size)
{
    if (!lesson.isValid() || !lesson.checkStep(QString(), step).isEmpty()
        || !lesson.checkComparePosition(QString(), comparePosition).isEmpty())
        return {};
    LessonWizard wizard(lesson);
    wizard.setAttribute(Qt::WA_DontShowOnScreen);
    wizard.resize(size);
    wizard.show();
    wizard.setComparePosition(comparePosition);
    wizard.goToStep(step);
    QApplication::processEvents();
    return wizard.grab().toImage();
}

QString LessonRenderer::save(const Lesson &lesson, int step, int comparePosition,
                             const QString &fileName, const QSize &size)
{
    const QString stepError = lesson.checkStep(tr("Step"), step);
    if (!stepError.isEmpty())
        return stepError;
    const QString positionError
        = lesson.checkComparePosition(tr("Compare position"), comparePosition);
    if (!positionError.isEmpty())
        return positionError;
    QString reason;
    if (!ViewExporter::exportPng(render(lesson, step, comparePosition, size), fileName, &reason))
        return tr("Could not write \"%1\": %2").arg(fileName, reason);
    return {};
}

} // namespace pe
