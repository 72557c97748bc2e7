// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/catalog/lessoncatalog.h"

#include "core/lessons/attention/attentionlesson.h"
#include "core/lessons/beyond/beyondlesson.h"
#include "core/lessons/whywaves/whywaveslesson.h"
#include "core/lessons/workbench/workbenchlesson.h"

namespace pe {

namespace {
    const QLatin1String renderPrefix("lesson:");
}

QStringList LessonCatalog::ids()
{
    return { WorkbenchLesson::id(), WhyWavesLesson::id(), AttentionLesson::id(),
             BeyondLesson::id() };
}

bool LessonCatalog::contains(const QString &id)
{
    return ids().contains(id);
}

Lesson LessonCatalog::lesson(const QString &id)
{
    if (id == WorkbenchLesson::id())
        return WorkbenchLesson::create();
    if (id == WhyWavesLesson::id())
        return WhyWavesLesson::create();
    if (id == AttentionLesson::id())
        return AttentionLesson::create();
    if (id == BeyondLesson::id())
        return BeyondLesson::create();
    return {};
}

QString LessonCatalog::title(const QString &id)
{
    return contains(id) ? lesson(id).title() : QString();
}

QString LessonCatalog::summary(const QString &id)
{
    return contains(id) ? lesson(id).summary() : QString();
}

QString LessonCatalog::checkLessonId(const QString &what, const QString &id)
{
    if (contains(id))
        return {};
    return tr("%1: there is no lesson \"%2\"; the lessons are: %3.")
        .arg(what, id, ids().join(QStringLiteral(", ")));
}

bool LessonCatalog::isRenderTarget(const QString &target)
{
    return target.startsWith(renderPrefix);
}

QString LessonCatalog::parseRenderTarget(const QString &what, const QString &target, QString *id,
                                         int *step)
{
    const QStringList parts = target.split(QLatin1Char(':'));
    if (parts.size() != 3 || parts.at(0) != QLatin1String("lesson"))
        return tr("%1: \"%2\" is not a lesson page; write lesson:<lesson>:<step>, for example "
                  "lesson:%3:1.")
            .arg(what, target, ids().value(0));
    const QString error = checkLessonId(what, parts.at(1));
    if (!error.isEmpty())
        return error;
    const Lesson found = lesson(parts.at(1));
    int index = 0;
    const QString stepError = found.checkStepNumber(what, parts.at(2), &index);
    if (!stepError.isEmpty())
        return stepError;
    *id = parts.at(1);
    *step = index;
    return {};
}

} // namespace pe
