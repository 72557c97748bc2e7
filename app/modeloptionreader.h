// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/commandline.h"

#include <QCoreApplication>
#include <QString>

class QCommandLineParser;

namespace pe {

// Reads --model-config FILE [--context N], --rope-mismatch MISTAKE [--model-config FILE]
// [--positions N] [--seed S], --render model [--model-config FILE] [--context N] and the window's
// config.json (pe-workbench config.json) into CommandLine::Settings::model (after
// OptionReader::readCommon has read --format). The file is read once per process (ScenarioFile), so
// a pipe works as a file does, and refused with ModelConfigReader's own one-line messages. Returns
// an empty string when the values were taken, else the one-line message naming the option, the
// value and what is allowed.
class ModelOptionReader
{
    Q_DECLARE_TR_FUNCTIONS(ModelOptionReader)

public:
    // The model --rope-mismatch takes without --model-config.
    static constexpr const char *defaultSample = "llama-2-7b";

    ModelOptionReader(const QCommandLineParser &parser, CommandLine::Settings *settings);

    QString read(CommandLine::Mode mode);
    // A file named alone that the window opens as a model's settings, not as a scenario.
    static bool isModelFile(const QString &fileName);
    // pe-workbench config.json: the file the window opens in the Your model view. An ALiBi
    // model is taken, as File → Open Model Settings takes it (the view says it rotates nothing).
    QString readWindowFile(const QString &fileName);

private:
    QString readModelConfig(bool alibiAllowed);
    QString readContext();
    QString readRender();
    QString readRopeMismatch();
    QString readFile(const QString &fileName, bool alibiAllowed);
    bool isSet(const char *name) const;
    QString value(const char *name) const;

    const QCommandLineParser &m_parser;
    CommandLine::Settings *m_settings;
};

} // namespace pe
