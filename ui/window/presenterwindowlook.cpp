// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presenterwindowlook.h"

#include "ui/common/indicatorstyle.h"
#include "ui/common/presenterlook.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QRadioButton>
#include <QScrollArea>
#include <QWizard>

#include <utility>

namespace pe {

namespace {

    // Whether window's layout, and every page of a lesson, fits room in the current type.
    bool fits(QWidget *window, const QSize &room)
    {
        const QSize needed = window->minimumSizeHint().expandedTo(window->minimumSize());
        if (needed.width() > room.width() || needed.height() > room.height())
            return false;
        // A lesson's pages scroll down but not across: every page's content must fit the width its
        // page gets on this screen (the screen less the side column and the margins, as now).
        auto *wizard = qobject_cast<QWizard *>(window);
        const QScrollArea *current = wizard && wizard->currentPage()
            ? wizard->currentPage()->findChild<QScrollArea *>()
            : nullptr;
        if (!current)
            return true;
        const int available = room.width() - (wizard->width() - current->viewport()->width());
        for (const int id : wizard->pageIds()) {
            const QScrollArea *area = wizard->page(id)->findChild<QScrollArea *>();
            if (area && area->widget() && area->widget()->minimumSizeHint().width() > available)
                return false;
        }
        return true;
    }

} // namespace

PresenterWindowLook::PresenterWindowLook() = default;

PresenterWindowLook::~PresenterWindowLook() = default;

void PresenterWindowLook::remember(QWidget *window)
{
    m_hadPalette = window->testAttribute(Qt::WA_SetPalette);
    m_hadFont = window->testAttribute(Qt::WA_SetFont);
    m_palette = window->palette();
    m_font = window->font();
    // Labels and headings that set a font of their own (bold, a little larger) were given a
    // size from the normal type: each is scaled from what it was, and put back on leaving.
    m_ownFonts.clear();
    for (QWidget *child : window->findChildren<QWidget *>())
        if (child->testAttribute(Qt::WA_SetFont))
            m_ownFonts.append({ child, child->font() });
    m_floating.clear();
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        if (dock->isFloating() && !dock->testAttribute(Qt::WA_SetFont)
            && !dock->testAttribute(Qt::WA_SetPalette)) {
            m_floating.append(dock);
            m_ownFonts.append({ dock, QFont() }); // the application's type, scaled by the zoom
        }
}

int PresenterWindowLook::apply(QWidget *window, const PresenterSettings &settings,
                               const QSize &room)
{
    window->setPalette(PresenterLook::palette(settings.look));
    for (const QPointer<QWidget> &dock : std::as_const(m_floating))
        if (dock)
            dock->setPalette(PresenterLook::palette(settings.look));
    // Tick boxes and radio buttons framed in the ink, also on black.
    if (!m_indicatorStyle)
        m_indicatorStyle = std::make_unique<IndicatorStyle>();
    for (QAbstractButton *button : window->findChildren<QAbstractButton *>())
        if ((qobject_cast<QCheckBox *>(button) || qobject_cast<QRadioButton *>(button))
            && button->style() != m_indicatorStyle.get()) {
            button->setStyle(m_indicatorStyle.get());
            m_styledButtons.append(button);
        }
    // The chosen zoom, or the largest step below it whose layout fits the screen: a 1024 × 768
    // projector cannot take the explorer at 250 %, and a window larger than its screen is cut.
    int zoom = settings.zoom;
    for (;; zoom -= PresenterSettings::zoomStep) {
        window->setFont(PresenterLook::font(QApplication::font(), zoom));
        for (const auto &[child, font] : std::as_const(m_ownFonts))
            if (child)
                child->setFont(PresenterLook::font(font, zoom));
        // Every layout measured again in the new type (docks and tabs post theirs in turn).
        for (int round = 0; round < 3; ++round)
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (zoom <= PresenterSettings::minimumZoom || !room.isValid() || fits(window, room))
            break;
    }
    return zoom;
}

void PresenterWindowLook::restore(QWidget *window, int shownZoom)
{
    // An unset palette or font (the window had none of its own) inherits the application's again.
    window->setPalette(m_hadPalette ? m_palette : QPalette());
    window->setFont(m_hadFont ? m_font : QFont());
    for (const QPointer<QWidget> &dock : std::exchange(m_floating, {}))
        if (dock)
            dock->setPalette(QPalette());
    for (const QPointer<QAbstractButton> &button : std::as_const(m_styledButtons))
        if (button)
            button->setStyle(nullptr); // the application's again
    m_styledButtons.clear();
    QList<QWidget *> restored;
    for (const auto &[child, font] : std::as_const(m_ownFonts))
        if (child) {
            child->setFont(font);
            restored.append(child);
        }
    // Made while presenting, from the large type: brought back down by the same factor.
    for (QWidget *child : window->findChildren<QWidget *>())
        if (child->testAttribute(Qt::WA_SetFont) && !restored.contains(child) && shownZoom > 0)
            child->setFont(PresenterLook::font(child->font(), 100 * 100 / shownZoom));
    m_ownFonts.clear();
}

} // namespace pe
