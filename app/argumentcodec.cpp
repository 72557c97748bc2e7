// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/argumentcodec.h"

#include <QFile>
#include <QStringDecoder>

namespace pe {

namespace {

    constexpr char16_t escapeBase = 0xDC00; // U+DC80 … U+DCFF: bytes 0x80 … 0xFF

    // Whether text[k] is an escaped byte: a lone U+DC80 … U+DCFF. The low half of a surrogate pair
    // can be in that range too (U+1F480 is D83D DC80): it follows a high surrogate, which an
    // escaped byte never does (decode() puts one only after a whole character), and is no escape.
    bool isEscapedByte(const QString &text, qsizetype k)
    {
        const char16_t c = text.at(k).unicode();
        return c >= escapeBase + 0x80 && c <= escapeBase + 0xFF
            && (k == 0 || !text.at(k - 1).isHighSurrogate());
    }

    // The length of the valid UTF-8 sequence at bytes[k], or 0 when it is not one (a stray
    // continuation byte, an overlong form, a surrogate, beyond U+10FFFF, cut short).
    int sequenceLength(const QByteArray &bytes, qsizetype k)
    {
        const auto byte = [&](qsizetype i) { return static_cast<unsigned char>(bytes.at(i)); };
        const unsigned lead = byte(k);
        int length = 0;
        char32_t code = 0;
        if (lead < 0x80)
            return 1;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
            code = lead & 0x1F;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            code = lead & 0x0F;
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            code = lead & 0x07;
        } else {
            return 0;
        }
        if (k + length > bytes.size())
            return 0;
        for (int i = 1; i < length; ++i) {
            const unsigned next = byte(k + i);
            if ((next & 0xC0) != 0x80)
                return 0;
            code = (code << 6) | (next & 0x3F);
        }
        const bool overlong = (length == 3 && code < 0x800) || (length == 4 && code < 0x10000);
        const bool surrogate = code >= 0xD800 && code <= 0xDFFF;
        return overlong || surrogate || code > 0x10FFFF ? 0 : length;
    }

} // namespace

QString ArgumentCodec::decode(const QByteArray &argument)
{
#ifdef Q_OS_WIN
    // argv is in the ANSI code page there; main() takes QCoreApplication::arguments() (UTF-16)
    // for the real parse, and this serves the first look only.
    return QString::fromLocal8Bit(argument);
#else
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString checked = utf8.decode(argument);
    if (!utf8.hasError())
        return QFile::decodeName(argument);
    QString text;
    for (qsizetype k = 0; k < argument.size();) {
        const int length = sequenceLength(argument, k);
        if (length == 0) {
            text += QChar(char16_t(escapeBase + static_cast<unsigned char>(argument.at(k))));
            ++k;
        } else {
            text += QString::fromUtf8(argument.constData() + k, length);
            k += length;
        }
    }
    return text;
#endif
}

QStringList ArgumentCodec::decode(int argc, const char *const *argv)
{
    QStringList arguments;
    for (int k = 0; k < argc; ++k)
        arguments.append(decode(QByteArray(argv[k])));
    return arguments;
}

QByteArray ArgumentCodec::encode(const QString &argument)
{
    if (!hasEscapedBytes(argument))
        return QFile::encodeName(argument);
    QByteArray bytes;
    QString run; // the text between escaped bytes
    for (qsizetype k = 0; k < argument.size(); ++k) {
        const QChar c = argument.at(k);
        if (!isEscapedByte(argument, k)) {
            run += c;
            continue;
        }
        bytes += run.toUtf8();
        run.clear();
        bytes += static_cast<char>(c.unicode() - escapeBase);
    }
    return bytes + run.toUtf8();
}

bool ArgumentCodec::hasEscapedBytes(const QString &argument)
{
    for (qsizetype k = 0; k < argument.size(); ++k) {
        if (isEscapedByte(argument, k))
            return true;
    }
    return false;
}

} // namespace pe
