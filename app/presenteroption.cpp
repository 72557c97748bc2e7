// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/presenteroption.h"

#include <QCommandLineParser>
#include <QRegularExpression>

namespace pe {

PresenterSettings PresenterOption::Request::over(PresenterSettings remembered) const
{
    if (look)
        remembered.look = *look;
    if (zoom)
        remembered.zoom = *zoom;
    return remembered;
}

bool PresenterOption::isPresenterOption(const QString &name)
{
    return name == QLatin1String("presenter") || name == QLatin1String("presenter-look")
        || name == QLatin1String("presenter-zoom");
}

QString PresenterOption::read(const QCommandLineParser &parser, Request *request)
{
    *request = Request();
    request->on = parser.isSet(QStringLiteral("presenter"));
    const QString look = QStringLiteral("presenter-look");
    const QString zoom = QStringLiteral("presenter-zoom");
    for (const QString &name : { look, zoom })
        if (parser.isSet(name) && !request->on)
            return tr("--%1 %2: only used with --presenter; add it.").arg(name, parser.value(name));
    if (parser.isSet(look)) {
        PresenterSettings::Look value;
        if (!PresenterSettings::lookFromName(parser.value(look), &value))
            return tr("--presenter-look: \"%1\" is not a look; choose light or dark.")
                .arg(parser.value(look));
        request->look = value;
    }
    if (parser.isSet(zoom)) {
        bool ok = false;
        const QString written = parser.value(zoom);
        const int value = written.toInt(&ok);
        // Digits too many for an int (4294967446) are a whole number out of range all the same.
        static const QRegularExpression digits(QStringLiteral("^[+-]?[0-9]+$"));
        if (!ok && digits.match(written).hasMatch())
            return tr("--presenter-zoom: %1 is outside the allowed range %2 to %3 (per cent).")
                .arg(written)
                .arg(PresenterSettings::minimumZoom)
                .arg(PresenterSettings::maximumZoom);
        if (!ok)
            return tr("--presenter-zoom: \"%1\" is not a whole number; allowed: %2 to %3 (per "
                      "cent).")
                .arg(parser.value(zoom))
                .arg(PresenterSettings::minimumZoom)
                .arg(PresenterSettings::maximumZoom);
        if (!PresenterSettings::checkZoom(value).isEmpty())
            return tr("--presenter-zoom: %1 is outside the allowed range %2 to %3 (per cent).")
                .arg(value)
                .arg(PresenterSettings::minimumZoom)
                .arg(PresenterSettings::maximumZoom);
        request->zoom = value;
    }
    return {};
}

} // namespace pe
