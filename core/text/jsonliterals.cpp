// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/text/jsonliterals.h"

#include "core/text/controlescape.h"

#include <QSet>

namespace pe {

namespace {

    class Scanner
    {
    public:
        Scanner(const QByteArray &json, JsonLiterals::Result *result)
            : m_json(json)
            , m_result(result)
        {
        }

        void value(const QString &path)
        {
            space();
            if (m_at >= m_json.size() || stopped())
                return;
            const char c = m_json.at(m_at);
            if (c == '{')
                object(path);
            else if (c == '[')
                array(path);
            else if (c == '"')
                string();
            else if (c >= 'a' && c <= 'z')
                word();
            else // QJsonDocument also takes numbers without digits before the point: .5, -.5
                number(path);
        }

    private:
        bool stopped() const
        {
            return m_result->controlOffset >= 0 || !m_result->duplicatePath.isEmpty();
        }

        void space()
        {
            while (m_at < m_json.size()
                   && (m_json.at(m_at) == ' ' || m_json.at(m_at) == '\t' || m_json.at(m_at) == '\n'
                       || m_json.at(m_at) == '\r'))
                ++m_at;
        }

        void object(const QString &path)
        {
            ++m_at; // {
            QSet<QString> keys;
            while (m_at < m_json.size() && !stopped()) {
                space();
                if (m_at >= m_json.size() || m_json.at(m_at) == '}')
                    break;
                if (m_json.at(m_at) == ',') {
                    ++m_at;
                    continue;
                }
                const QString key = string();
                const QString part = pathPart(key);
                // Every member adds '.' and its key, the top's too (".a"), so that the key ""
                // is a part of its own: {"": {"c": 1}} is ".c", not "c" (the leading '.' is
                // dropped where a path is kept).
                const QString member = path + QLatin1Char('.') + part;
                if (keys.contains(key) && !stopped()) {
                    // Never empty: the top's key "" given twice is named "". Printable: a key
                    // with an escaped line break ("a\\nb") is named with \\n, on one line.
                    m_result->duplicatePath = kept(member).isEmpty()
                        ? QStringLiteral("\"\"")
                        : ControlEscape::escaped(kept(member));
                    return;
                }
                keys.insert(key);
                space();
                if (m_at < m_json.size() && m_json.at(m_at) == ':')
                    ++m_at;
                const qsizetype before = m_at;
                value(member);
                if (m_at == before) // not JSON after all: never stand still
                    ++m_at;
            }
            ++m_at; // }
        }

        void array(const QString &path)
        {
            ++m_at; // [
            int index = 0;
            while (m_at < m_json.size() && !stopped()) {
                space();
                if (m_at >= m_json.size() || m_json.at(m_at) == ']')
                    break;
                if (m_json.at(m_at) == ',') {
                    ++m_at;
                    continue;
                }
                const qsizetype before = m_at;
                value(path + QLatin1Char('[') + QString::number(index++) + QLatin1Char(']'));
                if (m_at == before) // not JSON after all: never stand still
                    ++m_at;
            }
            ++m_at; // ]
        }

        // A path as Result keeps it: without the '.' every member of the top adds.
        static QString kept(const QString &path)
        {
            return path.startsWith(QLatin1Char('.')) ? path.mid(1) : path;
        }

        // A key as one part of a dotted path: '.', '[', ']' and '\\' with a backslash before
        // them, so that no member's path is another's ({"a": {"b": 1}, "a.b": 2} holds "a.b" and
        // "a\\.b"; the second took the first's place, and a reader the wrong number).
        static QString pathPart(const QString &key)
        {
            QString part;
            part.reserve(key.size());
            for (const QChar c : key) {
                if (c == QLatin1Char('.') || c == QLatin1Char('[') || c == QLatin1Char(']')
                    || c == QLatin1Char('\\'))
                    part += QLatin1Char('\\');
                part += c;
            }
            return part;
        }

        // The string's text with its escapes resolved (keys are compared as text).
        QString string()
        {
            ++m_at; // "
            QByteArray raw;
            while (m_at < m_json.size()) {
                const char c = m_json.at(m_at);
                if (static_cast<unsigned char>(c) < 0x20) {
                    if (m_result->controlOffset < 0)
                        m_result->controlOffset = m_at;
                    return {};
                }
                ++m_at;
                if (c == '"')
                    break;
                raw += c;
                if (c == '\\' && m_at < m_json.size())
                    raw += m_json.at(m_at++);
            }
            return unescaped(raw);
        }

        static QString unescaped(const QByteArray &raw)
        {
            if (!raw.contains('\\'))
                return QString::fromUtf8(raw);
            QString text;
            QByteArray run;
            for (qsizetype k = 0; k < raw.size(); ++k) {
                if (raw.at(k) != '\\' || k + 1 >= raw.size()) {
                    run += raw.at(k);
                    continue;
                }
                text += QString::fromUtf8(run);
                run.clear();
                const char e = raw.at(++k);
                switch (e) {
                case 'b':
                    text += QLatin1Char('\b');
                    break;
                case 'f':
                    text += QLatin1Char('\f');
                    break;
                case 'n':
                    text += QLatin1Char('\n');
                    break;
                case 'r':
                    text += QLatin1Char('\r');
                    break;
                case 't':
                    text += QLatin1Char('\t');
                    break;
                case 'u': {
                    bool ok = false;
                    const ushort unit = raw.mid(k + 1, 4).toUShort(&ok, 16);
                    text += QChar(char16_t(ok ? unit : 0xFFFD));
                    k += 4;
                    break;
                }
                default:
                    text += QLatin1Char(e);
                    break; // " \ /
                }
            }
            return text + QString::fromUtf8(run);
        }

        void number(const QString &path)
        {
            const qsizetype start = m_at;
            while (m_at < m_json.size()) {
                const char c = m_json.at(m_at);
                if (!((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e'
                      || c == 'E'))
                    break;
                ++m_at;
            }
            m_result->numbers.insert(kept(path), m_json.mid(start, m_at - start));
        }

        void word() // true, false, null
        {
            while (m_at < m_json.size() && m_json.at(m_at) >= 'a' && m_json.at(m_at) <= 'z')
                ++m_at;
        }

        const QByteArray &m_json;
        JsonLiterals::Result *m_result;
        qsizetype m_at = 0;
    };

} // namespace

JsonLiterals::Result JsonLiterals::scan(const QByteArray &json)
{
    Result result;
    Scanner(json, &result).value(QString());
    return result;
}

bool JsonLiterals::exactWhole(const QByteArray &literal, qint64 *value, bool *overflow)
{
    if (overflow)
        *overflow = false;
    QByteArray digits = literal;
    const qsizetype point = digits.indexOf('.');
    if (point >= 0) {
        for (qsizetype k = point + 1; k < digits.size(); ++k) {
            if (digits.at(k) != '0')
                return false;
        }
        digits.truncate(point);
    }
    const qsizetype first = digits.startsWith('-') ? 1 : 0;
    if (digits.size() == first)
        return false;
    for (qsizetype k = first; k < digits.size(); ++k) {
        if (digits.at(k) < '0' || digits.at(k) > '9')
            return false;
    }
    bool ok = false;
    const qint64 v = digits.toLongLong(&ok, 10);
    if (!ok) {
        if (overflow)
            *overflow = true;
        return false;
    }
    *value = v;
    return true;
}

} // namespace pe
