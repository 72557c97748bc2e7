// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>
#include <QSvgRenderer>

namespace pe {

// The app icon drawn from its SVG source at any pixel size, and packed into the containers the
// platforms want: PNG files for the freedesktop hicolor theme, an .icns for the macOS bundle and
// an .ico for the Windows executable and installer. Built and run at build time (no display).
class IconSet
{
public:
    // smallSource is drawn instead of source at sizes up to smallUpTo pixels (a simplified variant
    // that stays legible at 16 px); an empty smallSource means source at every size.
    explicit IconSet(const QString &source, const QString &smallSource = QString(),
                     int smallUpTo = 0);

    bool isValid() const;
    QString errorText() const { return m_error; }

    // Non-premultiplied ARGB32 with a transparent background, size x size pixels.
    QImage image(int size) const;
    QByteArray png(int size) const;

    // Apple icon image: PNG-compressed entries from 16 to 512@2x (1024) pixels.
    QByteArray icns() const;
    // Windows icon: 16, 24, 32, 48, 64 and 256 pixels as 32-bit DIBs with an AND mask (every
    // Windows version, rc.exe and NSIS read these).
    QByteArray ico() const;

private:
    QByteArray dib(int size) const;

    // QSvgRenderer::render() is not const; drawing does not change what the icon is.
    mutable QSvgRenderer m_source;
    mutable QSvgRenderer m_small;
    int m_smallUpTo = 0;
    QString m_error;
};

} // namespace pe
