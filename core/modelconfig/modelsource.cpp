// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/modelsource.h"

#include "core/modelconfig/modelconfig.h"
#include "core/text/controlescape.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace pe {

namespace {

    QString member(const QJsonObject &source, const char *key)
    {
        const QJsonValue value = source.value(QLatin1String(key));
        if (!value.isString())
            return {};
        return ControlEscape::escaped(value.toString().left(ModelSource::maxLength));
    }

} // namespace

ModelSource ModelSource::fromJson(const QByteArray &bytes)
{
    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    if (!document.isObject())
        return {};
    const QJsonValue source = document.object().value(QLatin1String("_source"));
    if (!source.isObject())
        return {};
    const QJsonObject object = source.toObject();
    return { member(object, "model"), member(object, "published"), member(object, "read_from") };
}

ModelSource ModelSource::fromFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly) || file.size() > ModelConfig::maxFileSize)
        return {};
    return fromJson(file.read(ModelConfig::maxFileSize));
}

} // namespace pe
