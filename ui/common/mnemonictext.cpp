// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/mnemonictext.h"

#include <QRegularExpression>

namespace pe {

QString MnemonicText::plain(const QString &text)
{
    // The translations' "(&X)" after the word (docs/TRANSLATING.md), then a lone "&".
    static const QRegularExpression suffix(QStringLiteral("\\s?\\(&[^&\\s)]\\)"));
    QString out = text;
    out.remove(suffix);
    QString plainText;
    plainText.reserve(out.size());
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (out.at(i) == QLatin1Char('&')) {
            if (i + 1 < out.size() && out.at(i + 1) == QLatin1Char('&'))
                plainText += QLatin1Char('&');
            ++i;
            if (i < out.size() && out.at(i) != QLatin1Char('&'))
                plainText += out.at(i);
            continue;
        }
        plainText += out.at(i);
    }
    return plainText;
}

} // namespace pe
