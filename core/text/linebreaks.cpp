// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/linebreaks.h"

#include <QRegularExpression>

namespace pe {

namespace {

    // Kana, CJK punctuation and Han: where a break between two characters is allowed anyway.
    constexpr auto cjk = u"\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uFF00-\uFFEF";

} // namespace

bool LineBreaks::hasCjk(const QString &text)
{
    static const QRegularExpression any(QStringLiteral("[%1]").arg(QString::fromUtf16(cjk)));
    return any.match(text).hasMatch();
}

QString LineBreaks::kept(const QString &text)
{
    if (!hasCjk(text))
        return text;
    const QString c = QString::fromUtf16(cjk);
    // A space around an operator between two non-CJK characters (m − n = 3, 2π · 10000):
    // no-break spaces.
    static const QRegularExpression operatorSpaces(
        QStringLiteral("(?<=[^\\s%1]) ([=+−×·⋅≈≤≥<>]) (?=[^\\s%1])").arg(c));
    // A slash inside a formula (2i/d, 2i/128): a word joiner after it.
    static const QRegularExpression slash(QStringLiteral("(?<=[\\w)])/(?=[\\w(])"));
    // The paragraph's last two CJK characters before its closing punctuation: joined.
    static const QRegularExpression tail(
        QStringLiteral("([\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF])"
                       "([\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF])"
                       "([。．！？」』）]*)$"));
    // A short last word after a space (位置從 0 到 49。): a no-break space before it.
    static const QRegularExpression lastWord(
        QStringLiteral(" (?=[^\\s%1]{1,8}[。．！？」』）]*$)").arg(c));
    QString out = text;
    out.replace(operatorSpaces, QStringLiteral("\u00A0\\1\u00A0"));
    out.replace(slash, QStringLiteral("/\u2060"));
    out.replace(tail, QStringLiteral("\\1\u2060\\2\\3"));
    out.replace(lastWord, QStringLiteral("\u00A0"));
    return out;
}

} // namespace pe
