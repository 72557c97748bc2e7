// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>

namespace pe {

class Lesson;

// Renders one step of a lesson's wizard without showing a window (for --render lesson:<id>:<n>
// and for screenshots). Needs a QApplication; the installed translator decides the language.
class LessonRenderer
{
    Q_DECLARE_TR_FUNCTIONS(LessonRenderer)

public:
    static constexpr int defaultWidth = 1024;
    static constexpr int defaultHeight = 700;

    // A null image when the step is out of range or the position is rejected.
    static QImage render(const Lesson &lesson, int step, int comparePosition,
                         const QSize &size = QSize(defaultWidth, defaultHeight));
    // Renders and saves as PNG; returns an empty string or a message naming what went wrong.
    static QString save(const Lesson &lesson, int step, int comparePosition,
                        const QString &fileName,
                        const QSize &size = QSize(defaultWidth, defaultHeight));
};

} // namespace pe
