// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/presenterblanking.h"

#include "ui/window/presentercurtain.h"

#include <QDockWidget>

#include <utility>

namespace pe {

PresenterBlanking::PresenterBlanking(QObject *parent)
    : QObject(parent)
{
}

PresenterCurtain *PresenterBlanking::cover(QWidget *window)
{
    auto *curtain = new PresenterCurtain(window);
    connect(curtain, &PresenterCurtain::dismissed, this, &PresenterBlanking::dismissed,
            Qt::QueuedConnection);
    curtain->show();
    curtain->raise();
    return curtain;
}

void PresenterBlanking::blank(QWidget *window)
{
    if (isBlanked() || !window)
        return;
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        if (dock->isFloating() && dock->isVisible())
            m_dockCurtains.append(cover(dock));
    m_curtain = cover(window);
    m_curtain->setFocus();
}

void PresenterBlanking::unblank()
{
    for (const QPointer<PresenterCurtain> &curtain : std::exchange(m_dockCurtains, {}))
        if (curtain) {
            curtain->hide();
            curtain->deleteLater();
        }
    if (PresenterCurtain *curtain = std::exchange(m_curtain, nullptr)) {
        curtain->hide();
        curtain->deleteLater();
    }
}

} // namespace pe
