// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lesson.h"

#include <QCoreApplication>
#include <QStringList>

namespace pe {

// Every lesson the workbench offers, by stable id ("workbench"): for the Lessons menu, the
// --lesson and --worksheet options and --render lesson:<id>:<step>.
class LessonCatalog
{
    Q_DECLARE_TR_FUNCTIONS(LessonCatalog)

public:
    static QStringList ids(); // in menu order
    static bool contains(const QString &id);
    static Lesson lesson(const QString &id); // an invalid Lesson for an unknown id
    static QString title(const QString &id); // translated; empty for an unknown id
    static QString summary(const QString &id); // translated; empty for an unknown id

    // Empty when id names a lesson, else a message that lists the lessons there are.
    static QString checkLessonId(const QString &what, const QString &id);
    // Parses "lesson:<id>:<step>" (as in --render lesson:workbench:3), the step counted from 1 as
    // the app shows it. Returns an empty string and fills id and the step's 0-based index when it
    // is valid, else a message that names the value and what is allowed.
    static QString parseRenderTarget(const QString &what, const QString &target, QString *id,
                                     int *step);
    static bool isRenderTarget(const QString &target); // starts with "lesson:"
};

} // namespace pe
