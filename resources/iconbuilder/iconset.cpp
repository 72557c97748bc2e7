// SPDX-License-Identifier: GPL-3.0-or-later
#include "iconset.h"

#include <QBuffer>
#include <QPainter>
#include <QtEndian>

namespace pe {

namespace {

    void appendBig32(QByteArray &data, quint32 value)
    {
        const quint32 big = qToBigEndian(value);
        data.append(reinterpret_cast<const char *>(&big), 4);
    }

    void appendLittle16(QByteArray &data, quint16 value)
    {
        const quint16 little = qToLittleEndian(value);
        data.append(reinterpret_cast<const char *>(&little), 2);
    }

    void appendLittle32(QByteArray &data, quint32 value)
    {
        const quint32 little = qToLittleEndian(value);
        data.append(reinterpret_cast<const char *>(&little), 4);
    }

} // namespace

IconSet::IconSet(const QString &source, const QString &smallSource, int smallUpTo)
    : m_source(source)
    , m_smallUpTo(smallSource.isEmpty() ? 0 : smallUpTo)
{
    if (!m_source.isValid())
        m_error = QStringLiteral("cannot read the SVG icon %1").arg(source);
    if (!smallSource.isEmpty() && !m_small.load(smallSource))
        m_error = QStringLiteral("cannot read the SVG icon %1").arg(smallSource);
}

bool IconSet::isValid() const
{
    return m_error.isEmpty();
}

QImage IconSet::image(int size) const
{
    QImage canvas(size, size, QImage::Format_ARGB32_Premultiplied);
    canvas.fill(Qt::transparent);
    QPainter painter(&canvas);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    QSvgRenderer &renderer = size <= m_smallUpTo ? m_small : m_source;
    renderer.render(&painter, QRectF(0, 0, size, size));
    painter.end();
    return canvas.convertToFormat(QImage::Format_ARGB32);
}

QByteArray IconSet::png(int size) const
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    image(size).save(&buffer, "PNG");
    return data;
}

QByteArray IconSet::icns() const
{
    // OSType and pixel size of each entry (ic11..ic14 are the @2x variants of 16..256).
    const struct
    {
        const char *type;
        int size;
    } entries[]
        = { { "icp4", 16 },  { "icp5", 32 },  { "ic11", 32 },  { "ic12", 64 },  { "ic07", 128 },
            { "ic13", 256 }, { "ic08", 256 }, { "ic14", 512 }, { "ic09", 512 }, { "ic10", 1024 } };
    QByteArray body;
    for (const auto &entry : entries) {
        const QByteArray data = png(entry.size);
        body.append(entry.type, 4);
        appendBig32(body, quint32(8 + data.size()));
        body.append(data);
    }
    QByteArray file("icns");
    appendBig32(file, quint32(8 + body.size()));
    return file + body;
}

QByteArray IconSet::dib(int size) const
{
    const QImage picture = image(size);
    QByteArray data;
    const int maskStride = ((size + 31) / 32) * 4;
    // BITMAPINFOHEADER: the height counts the colour rows and the mask rows.
    appendLittle32(data, 40);
    appendLittle32(data, quint32(size));
    appendLittle32(data, quint32(2 * size));
    appendLittle16(data, 1);
    appendLittle16(data, 32);
    appendLittle32(data, 0);
    appendLittle32(data, quint32(size * size * 4 + maskStride * size));
    for (int k = 0; k < 4; ++k)
        appendLittle32(data, 0);
    // Colour rows bottom-up as B, G, R, A; then the mask (1 = transparent), also bottom-up.
    for (int y = size - 1; y >= 0; --y) {
        const auto *line = reinterpret_cast<const QRgb *>(picture.constScanLine(y));
        for (int x = 0; x < size; ++x) {
            const QRgb pixel = line[x];
            const char bgra[4] = { char(qBlue(pixel)), char(qGreen(pixel)), char(qRed(pixel)),
                                   char(qAlpha(pixel)) };
            data.append(bgra, 4);
        }
    }
    for (int y = size - 1; y >= 0; --y) {
        const auto *line = reinterpret_cast<const QRgb *>(picture.constScanLine(y));
        QByteArray row(maskStride, '\0');
        for (int x = 0; x < size; ++x) {
            if (qAlpha(line[x]) == 0)
                row[x / 8] = char(row[x / 8] | (0x80 >> (x % 8)));
        }
        data.append(row);
    }
    return data;
}

QByteArray IconSet::ico() const
{
    const QList<int> sizes = { 16, 24, 32, 48, 64, 256 };
    QList<QByteArray> images;
    for (int size : sizes)
        images.append(dib(size));
    // ICONDIR, one 16-byte ICONDIRENTRY per image, then the images.
    QByteArray file;
    appendLittle16(file, 0);
    appendLittle16(file, 1);
    appendLittle16(file, quint16(sizes.size()));
    quint32 offset = quint32(6 + 16 * sizes.size());
    for (int k = 0; k < sizes.size(); ++k) {
        const char side = char(sizes[k] >= 256 ? 0 : sizes[k]); // 0 means 256
        const char header[4] = { side, side, 0, 0 };
        file.append(header, 4);
        appendLittle16(file, 1);
        appendLittle16(file, 32);
        appendLittle32(file, quint32(images[k].size()));
        appendLittle32(file, offset);
        offset += quint32(images[k].size());
    }
    for (const QByteArray &data : images)
        file.append(data);
    return file;
}

} // namespace pe
