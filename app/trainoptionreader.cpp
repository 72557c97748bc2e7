// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/trainoptionreader.h"
#include "app/optionreader.h"
#include "core/model/parameterlimits.h"
#include "core/training/attentionmodel.h"

#include <QCommandLineParser>

namespace pe {

TrainOptionReader::TrainOptionReader(const QCommandLineParser &parser,
                                     CommandLine::Settings *settings)
    : m_parser(parser)
    , m_settings(settings)
{
}

bool TrainOptionReader::isSet(const char *name) const
{
    return m_parser.isSet(QString::fromLatin1(name));
}

QString TrainOptionReader::value(const char *name) const
{
    return m_parser.value(QString::fromLatin1(name));
}

QString TrainOptionReader::readWhole(const char *name, qint64 low, qint64 high, qint64 *out) const
{
    const QString text = value(name);
    qint64 v = 0;
    if (!ParameterLimits::parseWholeNumber(text, &v) || v < low || v > high)
        return tr("--%1: \"%2\" is not allowed with --train; it must be a whole number from %3 "
                  "to %4.")
            .arg(QString::fromLatin1(name), text)
            .arg(low)
            .arg(high);
    *out = v;
    return {};
}

QString TrainOptionReader::read(const QStringList &formats)
{
    TrainingSettings &t = m_settings->training;
    t = TrainingSettings();
    const QString task = value("train");
    if (!trainingTaskFromName(task.toUtf8().constData(), &t.task))
        return tr("--train: \"%1\" is not a task; choose who-hits, which-first or longer.")
            .arg(task);
    if (!isSet("scheme"))
        return tr("--train %1: needs --scheme S, the position scheme: none, sinusoidal, learned "
                  "or rope.")
            .arg(task);
    const QString scheme = value("scheme");
    if (!PositionSchemes::fromName(scheme, &t.scheme) || !PositionSchemes::of(t.scheme).trains)
        return tr("--scheme: \"%1\" is not a position scheme; choose none, sinusoidal, learned "
                  "or rope.")
            .arg(scheme);
    if (isSet("dim")) {
        const QString text = value("dim");
        qint64 d = 0;
        if (!ParameterLimits::parseWholeNumber(text, &d) || d < AttentionModel::minDimension
            || d > AttentionModel::maxDimension || d % 2 != 0)
            return tr("--dim: \"%1\" is not allowed with --train; d must be an even whole number "
                      "from %2 to %3.")
                .arg(text)
                .arg(AttentionModel::minDimension)
                .arg(AttentionModel::maxDimension);
        t.dimension = static_cast<int>(d);
    }
    QString error = OptionReader(m_parser, m_settings).readCommon(QStringLiteral("train"), formats);
    qint64 v = 0;
    if (error.isEmpty() && isSet("steps")) {
        error = readWhole("steps", TrainingSettings::minSteps, TrainingSettings::maxSteps, &v);
        t.steps = static_cast<int>(v);
    }
    if (error.isEmpty() && isSet("seed")) {
        error = readWhole("seed", 0, ParameterLimits::maxPosition, &v);
        t.seed = static_cast<quint64>(v);
    }
    if (error.isEmpty() && isSet("train-length")) {
        if (t.task != TrainingTaskKind::Longer)
            return tr("--train-length: only used with --train longer, the task that tests on "
                      "inputs longer than in training.");
        error = readWhole("train-length", TrainingTask::minTrainLength,
                          TrainingTask::maxTrainLength, &v);
        t.trainLength = static_cast<int>(v);
    }
    return error;
}

} // namespace pe
