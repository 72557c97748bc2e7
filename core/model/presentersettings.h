// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QSettings;

namespace pe {

// What presenter mode remembers, apart from everything a student's setting keeps: the zoom, the
// high-contrast look and the screen to present on ([presenter] in the settings file). Values read
// back are checked like any other input: a bad one is reported and the default stays.
class PresenterSettings
{
    Q_DECLARE_TR_FUNCTIONS(PresenterSettings)

public:
    enum class Look { Light, Dark };

    static constexpr int minimumZoom = 125; // percent of the normal type size
    static constexpr int maximumZoom = 250;
    static constexpr int defaultZoom = 150;
    static constexpr int zoomStep = 25; // the menu's steps and Ctrl++ / Ctrl+-

    int zoom = defaultZoom;
    Look look = Look::Light;
    QString screen; // QScreen::name(); empty: the other screen when there are two, else this one

    // Empty when zoom is allowed, else a message that names the value and the range.
    static QString checkZoom(int zoom);
    // The zoom steps from minimumZoom to maximumZoom.
    static QList<int> zoomSteps();
    static QString lookName(Look look); // "light", "dark" (settings and the command line)
    static bool lookFromName(const QString &name, Look *look);

    void save(QSettings &settings) const;
    // Returns one message per rejected value.
    QStringList load(QSettings &settings);

    bool operator==(const PresenterSettings &other) const
    {
        return zoom == other.zoom && look == other.look && screen == other.screen;
    }
};

} // namespace pe
