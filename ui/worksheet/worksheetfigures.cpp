// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/worksheet/worksheetfigures.h"

#include "core/lessons/lesson.h"
#include "ui/lessons/lessonpage.h"
#include "ui/lessons/wizard/lessonwizard.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>

#include <algorithm>

namespace pe {

namespace {

    QWidget *figureOf(const LessonWizard &wizard, int step)
    {
        LessonPage *page = wizard.lessonPage(step);
        return page ? page->contentArea() : nullptr;
    }

    // Rows of the area's widgets that overlap vertically, each as wide as the area.
    QList<QRect> bandsOf(const QWidget *area)
    {
        QList<QRect> rects;
        for (const QObject *child : area->children())
            if (child->isWidgetType() && static_cast<const QWidget *>(child)->isVisible())
                rects.append(static_cast<const QWidget *>(child)->geometry());
        std::sort(rects.begin(), rects.end(),
                  [](const QRect &a, const QRect &b) { return a.top() < b.top(); });
        QList<QRect> bands;
        for (const QRect &r : std::as_const(rects)) {
            if (!bands.isEmpty() && r.top() <= bands.last().bottom())
                bands.last().setBottom(std::max(bands.last().bottom(), r.bottom()));
            else
                bands.append(QRect(0, r.top(), area->width(), r.height()));
        }
        return bands;
    }

} // namespace

WorksheetFigures::WorksheetFigures(const Lesson &lesson, int comparePosition, const QFont &font,
                                   int width)
    : m_wizard(std::make_unique<LessonWizard>(lesson))
{
    m_wizard->setAttribute(Qt::WA_DontShowOnScreen);
    // Paper is white whatever the desktop's palette: dark-mode text would vanish on it.
    m_wizard->setPalette(QApplication::style()->standardPalette());
    m_wizard->setFont(font);
    m_wizard->resize(1024, 700);
    m_wizard->show();
    m_wizard->setComparePosition(comparePosition);
    // Narrow the wizard until a page's content is as wide as the handout's text: drawn at full
    // size (a widget drawn scaled loses the edges of its charts to a mis-scaled clip).
    QApplication::processEvents();
    if (const QWidget *first = figureOf(*m_wizard, 0)) {
        const int over = first->width() - width;
        if (over != 0) {
            m_wizard->resize(std::max(m_wizard->minimumSizeHint().width(), 1024 - over), 700);
            QApplication::processEvents();
        }
    }
    for (int k = 0; k < lesson.stepCount(); ++k) {
        // Without the controls (nothing on paper can be typed or ticked): LessonPaper.
        if (LessonPage *page = m_wizard->lessonPage(k))
            page->setOnPaper(true);
        m_wizard->goToStep(k);
        QApplication::processEvents();
        const QWidget *area = figureOf(*m_wizard, k);
        const bool shown = area && area->isVisible() && !area->childrenRect().isEmpty();
        m_sizes.append(shown ? area->size() : QSize());
        m_bands.append(shown ? bandsOf(area) : QList<QRect>());
    }
}

WorksheetFigures::~WorksheetFigures() = default;

void WorksheetFigures::paint(int step, const QRect &source, QPainter *painter) const
{
    if (step < 0 || step >= count() || isEmpty(step))
        return;
    // Each step sets its own parameters on the wizard's model: show it, then draw it.
    if (m_wizard->currentStep() != step) {
        m_wizard->goToStep(step);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
    QWidget *area = figureOf(*m_wizard, step);
    if (!area)
        return;
    // Widget by widget, each whole: a region of the area would cut into the charts' views.
    for (QObject *child : area->children()) {
        if (!child->isWidgetType())
            continue;
        auto *widget = static_cast<QWidget *>(child);
        if (widget->isVisible() && source.contains(widget->geometry().center()))
            widget->render(painter, widget->pos() - source.topLeft(), QRegion(),
                           QWidget::DrawChildren);
    }
}

} // namespace pe
