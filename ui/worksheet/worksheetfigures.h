// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QList>
#include <QPicture>
#include <QSize>

namespace pe {

class Lesson;

// The figure of every step of a lesson: the step page's own content (its drawing, tables and
// result lines, without the sentence, paragraphs and question a handout prints as text), laid
// out by the lesson's wizard off screen at the chosen number and recorded as painter commands,
// so a PDF or SVG gets the same drawing as vectors and text, not a bitmap. Needs a QApplication.
class WorksheetFigures
{
public:
    // font: the handout's; width: the page width the wizard lays its pages out for, in pixels.
    WorksheetFigures(const Lesson &lesson, int comparePosition, const QFont &font,
                     int width = 1024);

    int count() const { return static_cast<int>(m_pictures.size()); }
    // Empty (isNull) when the step's page has no content of its own.
    const QPicture &picture(int step) const { return m_pictures.at(step); }
    QSize size(int step) const { return m_sizes.at(step); }
    bool isEmpty(int step) const { return m_sizes.at(step).isEmpty(); }

private:
    QList<QPicture> m_pictures;
    QList<QSize> m_sizes;
};

} // namespace pe
