// SPDX-License-Identifier: GPL-3.0-or-later
// The committed Qt Linguist catalogs (translations/*.ts) as the translation tests read them: each
// message with its context, source, comment, type and translation (or numerus forms).
#pragma once

#include <QDir>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

#include <algorithm>

namespace catalogtest {

struct Message
{
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // the <translation> type attribute: "", "unfinished", "obsolete", "vanished"
    QString translation;
    QStringList forms; // numerus forms

    QString key() const { return context + QLatin1Char('|') + source + QLatin1Char('|') + comment; }
    QString describe() const
    {
        return QStringLiteral("[%1] \"%2\"%3")
            .arg(context, source,
                 comment.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(comment));
    }
    QStringList texts() const { return numerus ? forms : QStringList { translation }; }
};

struct Catalog
{
    QString language;
    QList<Message> messages;
    QString error; // empty when the file read and parsed
};

inline const QString sourceDir = QStringLiteral(PEW_SOURCE_DIR);

inline QStringList tsFiles()
{
    const QDir dir(sourceDir + QStringLiteral("/translations"));
    QStringList files;
    for (const QString &name : dir.entryList({ QStringLiteral("*.ts") }, QDir::Files, QDir::Name))
        files << dir.filePath(name);
    return files;
}

inline Message readMessage(QXmlStreamReader &xml, const QString &context)
{
    Message m;
    m.context = context;
    m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("comment")) {
            m.comment = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (m.numerus) {
                while (xml.readNextStartElement()) {
                    if (xml.name() == QLatin1String("numerusform"))
                        m.forms << xml.readElementText();
                    else
                        xml.skipCurrentElement();
                }
            } else {
                m.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            }
        } else {
            xml.skipCurrentElement();
        }
    }
    return m;
}

inline Catalog readCatalog(const QString &path)
{
    Catalog catalog;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        catalog.error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return catalog;
    }
    QXmlStreamReader xml(&file);
    if (!xml.readNextStartElement() || xml.name() != QLatin1String("TS")) {
        catalog.error = QStringLiteral("%1 is not a Qt Linguist TS file").arg(path);
        return catalog;
    }
    catalog.language = xml.attributes().value(QLatin1String("language")).toString();
    while (xml.readNextStartElement()) {
        if (xml.name() != QLatin1String("context")) {
            xml.skipCurrentElement();
            continue;
        }
        QString context;
        while (xml.readNextStartElement()) {
            if (xml.name() == QLatin1String("name"))
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("message"))
                catalog.messages << readMessage(xml, context);
            else
                xml.skipCurrentElement();
        }
    }
    if (xml.hasError())
        catalog.error
            = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return catalog;
}

inline bool isFinished(const Message &m)
{
    if (!m.type.isEmpty())
        return false;
    const QStringList texts = m.texts();
    return !texts.isEmpty() && std::none_of(texts.cbegin(), texts.cend(), [](const QString &t) {
        return t.trimmed().isEmpty();
    });
}

} // namespace catalogtest
