// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace pe {

// Where a configuration's numbers come from: the "_source" object the sample models carry
// (resources/models/<id>.json): the model, the page that publishes its config.json and how the
// numbers were read. ModelConfigReader ignores the member; a user's own config.json has none, and
// then every text is empty. Texts are the file's own, untranslated, and cut to maxLength
// characters (a file is outside input).
struct ModelSource
{
    static constexpr int maxLength = 400;

    QString model;
    QString published;
    QString readFrom;

    bool isEmpty() const { return model.isEmpty() && published.isEmpty() && readFrom.isEmpty(); }
    // The "_source" of a JSON document; an empty source when there is none or it is not an
    // object of strings.
    static ModelSource fromJson(const QByteArray &bytes);
    // The same from a file (a resource path such as ":/models/phi-2.json" too).
    static ModelSource fromFile(const QString &fileName);
};

} // namespace pe
