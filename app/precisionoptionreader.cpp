// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/precisionoptionreader.h"
#include "app/optionreader.h"
#include "core/model/parameterlimits.h"

#include <QCommandLineParser>

namespace pe {

PrecisionOptionReader::PrecisionOptionReader(const QCommandLineParser &parser,
                                             CommandLine::Settings *settings)
    : m_parser(parser)
    , m_settings(settings)
{
}

QString PrecisionOptionReader::read(CommandLine::Mode mode)
{
    if (mode == CommandLine::Mode::Precision)
        return readPrecision();
    if (mode == CommandLine::Mode::Nearest)
        return readNearest();
    return {};
}

QString PrecisionOptionReader::readPrecision()
{
    PrecisionSettings &s = m_settings->precision;
    const QString type = m_parser.value(QStringLiteral("precision"));
    if (!floatTypeFromName(type.toUtf8().constData(), &s.type))
        return tr("--precision: \"%1\" is not a number type; choose float16, bfloat16 or "
                  "float32.")
            .arg(type);
    const QString variant = m_parser.value(QStringLiteral("variant"));
    if (m_parser.isSet(QStringLiteral("variant"))
        && !precisionVariantFromName(variant.toUtf8().constData(), &s.variant))
        return tr("--variant: \"%1\" is not a variant; choose all or angle-float32.").arg(variant);
    // --positions N | A-B and the size limit exactly as --table takes them.
    return OptionReader(m_parser, m_settings).readTable();
}

QString PrecisionOptionReader::readNearest()
{
    CommandLine::Settings &s = *m_settings;
    const QString what = QStringLiteral("--positions");
    if (!m_parser.isSet(QStringLiteral("positions"))) {
        s.first = 0;
        return {}; // the default 50 positions
    }
    const QString text = m_parser.value(QStringLiteral("positions"));
    if (text.indexOf(QLatin1Char('-'), 1) > 0)
        return tr("--positions: \"%1\" is a range; --nearest takes a count N and searches "
                  "positions 0 to N-1, e.g. --positions 1000.")
            .arg(text);
    QString error
        = ParameterLimits::checkPositionCount(what, text, &s.count, ParameterLimits::maxPosition);
    if (error.isEmpty())
        error = ParameterLimits::checkTableSize(what, text, s.count, s.dimension);
    if (error.isEmpty() && s.count < 2)
        return tr("--positions: \"%1\" is not allowed with --nearest; a pair needs at least 2 "
                  "positions.")
            .arg(text);
    s.first = 0;
    return error;
}

} // namespace pe
