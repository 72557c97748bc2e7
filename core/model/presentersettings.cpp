// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/model/presentersettings.h"

#include <QSettings>

namespace pe {

namespace {
    const QString zoomKey = QStringLiteral("presenter/zoom");
    const QString lookKey = QStringLiteral("presenter/look");
    const QString screenKey = QStringLiteral("presenter/screen");
} // namespace

QString PresenterSettings::checkZoom(int zoom)
{
    if (zoom >= minimumZoom && zoom <= maximumZoom)
        return {};
    return tr("Presenter zoom %1 % is outside the allowed range %2–%3 %.")
        .arg(zoom)
        .arg(minimumZoom)
        .arg(maximumZoom);
}

QList<int> PresenterSettings::zoomSteps()
{
    QList<int> steps;
    for (int zoom = minimumZoom; zoom <= maximumZoom; zoom += zoomStep)
        steps.append(zoom);
    return steps;
}

QString PresenterSettings::lookName(Look look)
{
    return look == Look::Dark ? QStringLiteral("dark") : QStringLiteral("light");
}

bool PresenterSettings::lookFromName(const QString &name, Look *look)
{
    if (name == QLatin1String("light"))
        *look = Look::Light;
    else if (name == QLatin1String("dark"))
        *look = Look::Dark;
    else
        return false;
    return true;
}

void PresenterSettings::save(QSettings &settings) const
{
    settings.setValue(zoomKey, zoom);
    settings.setValue(lookKey, lookName(look));
    if (screen.isEmpty())
        settings.remove(screenKey);
    else
        settings.setValue(screenKey, screen);
}

QStringList PresenterSettings::load(QSettings &settings)
{
    QStringList problems;
    if (settings.contains(zoomKey)) {
        bool ok = false;
        const QString text = settings.value(zoomKey).toString();
        const int value = text.toInt(&ok);
        const QString error = ok ? checkZoom(value)
                                 : tr("Presenter zoom \"%1\" is not a whole number; allowed: "
                                      "%2–%3 %.")
                                       .arg(text)
                                       .arg(minimumZoom)
                                       .arg(maximumZoom);
        if (error.isEmpty())
            zoom = value;
        else
            problems.append(error);
    }
    if (settings.contains(lookKey)) {
        const QString text = settings.value(lookKey).toString();
        if (!lookFromName(text, &look))
            problems.append(tr("Presenter look \"%1\" is not one of: light, dark.").arg(text));
    }
    screen = settings.value(screenKey).toString();
    return problems;
}

} // namespace pe
