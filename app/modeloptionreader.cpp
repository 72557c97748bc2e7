// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/modeloptionreader.h"
#include "app/scenariofile.h"
#include "core/model/parameterlimits.h"
#include "core/modelconfig/modelconfigreader.h"
#include "core/modelconfig/modelsamples.h"

#include <QCommandLineParser>

namespace pe {

ModelOptionReader::ModelOptionReader(const QCommandLineParser &parser,
                                     CommandLine::Settings *settings)
    : m_parser(parser)
    , m_settings(settings)
{
}

bool ModelOptionReader::isSet(const char *name) const
{
    return m_parser.isSet(QString::fromLatin1(name));
}

QString ModelOptionReader::value(const char *name) const
{
    return m_parser.value(QString::fromLatin1(name));
}

QString ModelOptionReader::read(CommandLine::Mode mode)
{
    if (mode == CommandLine::Mode::ModelConfig)
        return readModelConfig(false);
    if (mode == CommandLine::Mode::RopeMismatch)
        return readRopeMismatch();
    if (mode == CommandLine::Mode::Render)
        return readRender();
    return {};
}

bool ModelOptionReader::isModelFile(const QString &fileName)
{
    return fileName.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

QString ModelOptionReader::readWindowFile(const QString &fileName)
{
    return readFile(fileName, true);
}

// --render model [--model-config FILE] [--context N]: the view drawn with that model (an ALiBi
// one too, as the window shows it) at that context length; the other views show no model.
QString ModelOptionReader::readRender()
{
    const bool file = isSet("model-config");
    if (!file && !isSet("context"))
        return {};
    if (m_settings->target != QLatin1String("model"))
        return tr("%1: only used with --render model (the Your model view); --render %2 shows no "
                  "model.")
            .arg(QLatin1String(file ? "--model-config" : "--context"), value("render"));
    return file ? readModelConfig(true) : readContext();
}

QString ModelOptionReader::readFile(const QString &fileName, bool alibiAllowed)
{
    ModelSettings &s = m_settings->model;
    if (fileName.isEmpty())
        return tr("--model-config: the file name is empty; name a model's config.json.");
    // Read once: the second pass of the command line gets the same bytes.
    const ScenarioFile::Contents &contents
        = ScenarioFile::read(fileName, ModelConfig::maxFileSize + 1);
    if (!contents.openError.isEmpty())
        return ModelConfigReader::cannotOpen(fileName, contents.openError);
    if (contents.size > ModelConfig::maxFileSize)
        return ModelConfigReader::tooLarge(fileName, contents.size);
    const ModelConfigReader::Result read = ModelConfigReader::read(contents.bytes, fileName);
    if (!read.ok())
        return read.error;
    if (read.config.alibi && !alibiAllowed)
        return tr("--model-config: %1 describes an ALiBi model (\"alibi\": true), which has no "
                  "RoPE pairs to show.")
            .arg(fileName);
    s.config = read.config;
    s.model = fileName;
    return {};
}

QString ModelOptionReader::readModelConfig(bool alibiAllowed)
{
    const QString error = readFile(value("model-config"), alibiAllowed);
    if (!error.isEmpty() || !isSet("context"))
        return error;
    return readContext();
}

QString ModelOptionReader::readContext()
{
    qint64 context = 0;
    const QString text = value("context");
    if (!ParameterLimits::parseWholeNumber(text, &context) || context < 1
        || context > ModelConfig::maxPositions)
        return tr("--context: \"%1\" is not allowed; the context length must be a whole number "
                  "from 1 to %2.")
            .arg(text)
            .arg(ModelConfig::maxPositions);
    m_settings->model.context = context;
    return {};
}

QString ModelOptionReader::readRopeMismatch()
{
    ModelSettings &s = m_settings->model;
    const QString mistake = value("rope-mismatch");
    if (!RopeMismatchReport::fromName(mistake, &s.mistake))
        return tr("--rope-mismatch: \"%1\" is not a mistake; choose %2.")
            .arg(mistake, RopeMismatchReport::nameList().join(QLatin1String(", ")));
    QString error;
    if (isSet("model-config")) {
        error = readFile(value("model-config"), false);
    } else {
        const ModelConfigReader::Result sample
            = ModelConfigReader::readFile(ModelSamples::resourcePath(defaultSample));
        if (!sample.ok())
            return sample.error; // the built-in file: never, unless the build lost it
        s.config = sample.config;
        s.model = QLatin1String(defaultSample);
    }
    if (!error.isEmpty())
        return error;
    qint64 v = 0;
    if (isSet("positions")) {
        const QString text = value("positions");
        if (!ParameterLimits::parseWholeNumber(text, &v) || v < 1
            || v > RopeMismatchReport::maxPositions)
            return tr("--positions: \"%1\" is not allowed with --rope-mismatch; give a count N "
                      "from 1 to %2 (positions 0 to N-1).")
                .arg(text)
                .arg(RopeMismatchReport::maxPositions);
        s.positions = static_cast<int>(v);
    }
    if (isSet("seed")) {
        const QString text = value("seed");
        if (!ParameterLimits::parseWholeNumber(text, &v) || v < 0
            || v > ParameterLimits::maxPosition)
            return tr("--seed: \"%1\" is not allowed with --rope-mismatch; it must be a whole "
                      "number from 0 to %2.")
                .arg(text)
                .arg(ParameterLimits::maxPosition);
        s.seed = static_cast<quint64>(v);
    }
    return {};
}

} // namespace pe
