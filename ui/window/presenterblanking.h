// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QWidget;

namespace pe {

class PresenterCurtain;

// Presenter mode's blank screen (B): a curtain over the presented window and over each of its
// floating docks that is shown (a window of its own, whose answers would otherwise stay on the
// wall). Any key or click on a curtain asks for the screen back (dismissed); unblank() takes them
// all away. The curtains are the windows' children: a window closed takes its curtain with it.
class PresenterBlanking : public QObject
{
    Q_OBJECT

public:
    explicit PresenterBlanking(QObject *parent = nullptr);

    bool isBlanked() const { return !m_curtain.isNull(); }
    void blank(QWidget *window);
    void unblank();

Q_SIGNALS:
    // Queued: emitted after the curtain's own event handler is done.
    void dismissed();

private:
    PresenterCurtain *cover(QWidget *window);

    QPointer<PresenterCurtain> m_curtain;
    QList<QPointer<PresenterCurtain>> m_dockCurtains;
};

} // namespace pe
