// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scenarios/scenario.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace pe {

// Reads a scenario file and checks every field before anything uses it: a file that is not JSON,
// is cut short, is another format or a newer version, lacks a field, has a value of the wrong type
// or out of range, or names an unknown lesson, step, view or palette gets one message that names
// the file, the field and what is allowed, and no scenario. Fields this version does not know
// are skipped with a note (a later version may add them).
class ScenarioReader
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioReader)

public:
    // The names the window knows (core does not): ViewRegistry::ids(), the palettes by name.
    struct Vocabulary
    {
        QStringList views;
        QStringList palettes;
    };
    struct Result
    {
        Scenario scenario;
        QString error; // empty when the scenario was read
        QStringList notes; // fields skipped
        bool ok() const { return error.isEmpty(); }
    };

    static Result read(const QByteArray &bytes, const QString &fileName,
                       const Vocabulary &vocabulary);
    // Reads the file first; a missing or unreadable file, or one larger than
    // Scenario::maxFileSize, is an error like any other.
    static Result readFile(const QString &fileName, const Vocabulary &vocabulary);
    // The messages of readFile() for a file read elsewhere (the command line reads by bytes).
    static QString cannotOpen(const QString &fileName, const QString &reason);
    static QString tooLarge(const QString &fileName, qint64 size);
};

} // namespace pe
