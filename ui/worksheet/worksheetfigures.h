// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QList>
#include <QRect>
#include <QSize>

#include <memory>

class QPainter;

namespace pe {

class Lesson;
class LessonWizard;

// The figure of every step of a lesson: the step page's own content (its drawing, tables and
// result lines, without the sentence, paragraphs and question a handout prints as text), from
// the lesson's wizard kept off screen at the chosen number. paint() draws the page straight onto
// the handout's painter, so a PDF or SVG gets the same drawing as vectors and text, not a
// bitmap (not through a QPicture either: its replay shifts mixed Latin and CJK text off its
// baseline). Needs a QApplication.
class WorksheetFigures
{
public:
    // font: the handout's; width: the width of the handout's text in 96-dpi pixels, which the
    // pages' content is laid out for, so that it is drawn at full size.
    WorksheetFigures(const Lesson &lesson, int comparePosition, const QFont &font, int width = 760);
    ~WorksheetFigures();

    int count() const { return static_cast<int>(m_sizes.size()); }
    // In 96-dpi pixels; empty when the step's page has no content of its own.
    QSize size(int step) const { return m_sizes.at(step); }
    bool isEmpty(int step) const { return m_sizes.at(step).isEmpty(); }
    // The figure cut between its widgets into bands (a chart, a table, a row of dials) that a
    // page break may fall between, top to bottom, in the figure's coordinates.
    const QList<QRect> &bands(int step) const { return m_bands.at(step); }
    // Draws the part of step's figure inside source with source's top left at the painter's
    // origin (the painter may be scaled).
    void paint(int step, const QRect &source, QPainter *painter) const;

private:
    std::unique_ptr<LessonWizard> m_wizard;
    QList<QSize> m_sizes;
    QList<QList<QRect>> m_bands;
};

} // namespace pe
