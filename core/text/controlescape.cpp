// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/controlescape.h"

namespace pe {

namespace {

    bool needsEscape(char16_t c)
    {
        return QChar::category(c) == QChar::Other_Control || c == 0x2028 || c == 0x2029
            || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    }

    QString hex(unsigned value, int digits)
    {
        return QStringLiteral("%1").arg(value, digits, 16, QLatin1Char('0')).toUpper();
    }

} // namespace

QString ControlEscape::escaped(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype k = 0; k < text.size(); ++k) {
        const char16_t c = text.at(k).unicode();
        if (QChar::isHighSurrogate(c) && k + 1 < text.size()
            && QChar::isLowSurrogate(text.at(k + 1).unicode())) {
            out += text.at(k);
            out += text.at(++k);
        } else if (c == u'\n') {
            out += QLatin1String("\\n");
        } else if (c == u'\r') {
            out += QLatin1String("\\r");
        } else if (c == u'\t') {
            out += QLatin1String("\\t");
        } else if (c >= 0xDC80 && c <= 0xDCFF) {
            out += QLatin1String("\\x") + hex(c - 0xDC00, 2);
        } else if (QChar::isSurrogate(c) || needsEscape(c)) {
            out += QLatin1String("\\u") + hex(c, 4);
        } else {
            out += text.at(k);
        }
    }
    return out;
}

} // namespace pe
