// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/schemeoptionreader.h"
#include "core/math/alibislopes.h"
#include "core/model/parameterlimits.h"

#include <QCommandLineParser>
#include <QRegularExpression>

#include <cmath>

namespace pe {

namespace {

    // The same decimals as --base takes: sign, digits 0-9, an optional point and exponent; nothing
    // else (no "inf", "nan", spaces or other digits).
    bool parseDecimal(const QString &text, double *out)
    {
        static const QRegularExpression pattern(
            QStringLiteral("^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$"));
        if (!pattern.match(text).hasMatch())
            return false;
        bool ok = false;
        const double v = text.toDouble(&ok);
        // Qt says not ok on overflow to infinity and on underflow to 0 (1e-400): both refused.
        if (!ok || !std::isfinite(v))
            return false;
        *out = v;
        return true;
    }

    bool parseWhole(const QString &text, qint64 low, qint64 high, qint64 *out)
    {
        qint64 v = 0;
        if (!ParameterLimits::parseWholeNumber(text, &v) || v < low || v > high)
            return false;
        *out = v;
        return true;
    }

} // namespace

SchemeOptionReader::SchemeOptionReader(const QCommandLineParser &parser,
                                       CommandLine::Settings *settings)
    : m_parser(parser)
    , m_settings(settings)
{
}

bool SchemeOptionReader::isSet(const char *name) const
{
    return m_parser.isSet(QString::fromLatin1(name));
}

QString SchemeOptionReader::value(const char *name) const
{
    return m_parser.value(QString::fromLatin1(name));
}

QString SchemeOptionReader::read(CommandLine::Mode mode)
{
    switch (mode) {
    case CommandLine::Mode::Rope:
        return readRope();
    case CommandLine::Mode::Alibi:
        return readAlibi();
    case CommandLine::Mode::Profile:
        return readProfile();
    case CommandLine::Mode::ContextScaling:
        return readContextScaling();
    default:
        return {};
    }
}

QString SchemeOptionReader::readRope()
{
    SchemeSettings &s = m_settings->scheme;
    const QString text = value("rope");
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 2)
        return tr("--rope: \"%1\" is not two positions; write M,N with whole numbers from 0 to "
                  "%2, e.g. --rope 3,7.")
            .arg(text)
            .arg(ParameterLimits::maxPosition);
    const QString what = QStringLiteral("--rope");
    QString error = ParameterLimits::checkPosition(what, parts.at(0), &s.m);
    if (error.isEmpty())
        error = ParameterLimits::checkPosition(what, parts.at(1), &s.n);
    if (!error.isEmpty())
        return error;
    const QString pairing = value("pairing");
    if (isSet("pairing") && !ropePairingFromName(pairing.toUtf8().constData(), &s.pairing))
        return tr("--pairing: \"%1\" is not a pairing; choose interleaved or half.").arg(pairing);
    const std::size_t d = static_cast<std::size_t>(m_settings->dimension);
    s.query.assign(d, 1.0);
    s.key.assign(d, 1.0);
    if (isSet("query") && !(error = readVector(QStringLiteral("query"), &s.query)).isEmpty())
        return error;
    if (isSet("key"))
        error = readVector(QStringLiteral("key"), &s.key);
    return error;
}

QString SchemeOptionReader::readVector(const QString &name, std::vector<double> *out)
{
    const QString text = m_parser.value(name);
    const QStringList parts = text.split(QLatin1Char(','));
    const int d = m_settings->dimension;
    if (parts.size() != d)
        return tr("--%1: \"%2\" has %3 numbers; with d = %4 it needs exactly %4, separated by "
                  "commas.")
            .arg(name, text)
            .arg(parts.size())
            .arg(d);
    for (int c = 0; c < d; ++c) {
        double v = 0;
        if (!parseDecimal(parts.at(c), &v) || std::abs(v) > maxComponent)
            return tr("--%1: component %2, \"%3\", is not allowed; each must be a number from "
                      "-10^6 to 10^6.")
                .arg(name)
                .arg(c)
                .arg(parts.at(c));
        (*out)[static_cast<std::size_t>(c)] = v;
    }
    return {};
}

QString SchemeOptionReader::readHeads()
{
    qint64 heads = 0;
    if (!parseWhole(value("heads"), 1, AlibiSlopes::maxHeads, &heads))
        return tr("--heads: \"%1\" is not allowed; the number of heads must be a whole number "
                  "from 1 to %2.")
            .arg(value("heads"))
            .arg(AlibiSlopes::maxHeads);
    m_settings->scheme.heads = static_cast<int>(heads);
    return {};
}

QString SchemeOptionReader::readAlibi()
{
    if (!isSet("heads"))
        return tr("--alibi: needs --heads H, the number of heads (a whole number from 1 to %1).")
            .arg(AlibiSlopes::maxHeads);
    QString error = readHeads();
    if (!error.isEmpty())
        return error;
    qint64 length = 0;
    if (isSet("length")) {
        if (!parseWhole(value("length"), 1, maxLength, &length))
            return tr("--length: \"%1\" is not allowed; the length must be a whole number from 1 "
                      "to %2.")
                .arg(value("length"))
                .arg(maxLength);
        m_settings->scheme.length = static_cast<int>(length);
    }
    return {};
}

QString SchemeOptionReader::readProfile()
{
    SchemeSettings &s = m_settings->scheme;
    const QString scheme = value("profile");
    if (!PositionSchemes::fromName(scheme, &s.scheme) || !PositionSchemes::of(s.scheme).profiles)
        return tr("--profile: \"%1\" is not a scheme; choose sinusoidal, rope or alibi.")
            .arg(scheme);
    const bool alibi = s.scheme == PositionScheme::Alibi;
    for (const char *name : { "dim", "base" }) {
        if (alibi && isSet(name))
            return tr("--%1: not used with --profile alibi (ALiBi has no vectors); it belongs to "
                      "--profile sinusoidal or rope.")
                .arg(QString::fromLatin1(name));
    }
    if (!alibi && isSet("heads"))
        return tr("--heads: not used with --profile %1; it belongs to --profile alibi or --alibi.")
            .arg(scheme);
    QString error;
    if (alibi && isSet("heads") && !(error = readHeads()).isEmpty())
        return error;
    qint64 distances = s.distances;
    if (isSet("distances") && !parseWhole(value("distances"), 1, maxDistances, &distances))
        return tr("--distances: \"%1\" is not allowed; the number of distances must be a whole "
                  "number from 1 to %2.")
            .arg(value("distances"))
            .arg(maxDistances);
    s.distances = static_cast<int>(distances);
    const qint64 perDistance = alibi ? s.heads : m_settings->dimension / 2;
    if (distances * perDistance > maxTerms)
        return tr("--distances %1: %1 distances × %2 terms each is more than the %3 terms a "
                  "profile may compute; choose fewer distances or a smaller d.")
            .arg(distances)
            .arg(perDistance)
            .arg(maxTerms);
    return {};
}

QString SchemeOptionReader::readContextScaling()
{
    SchemeSettings &s = m_settings->scheme;
    const QString method = value("context-scaling");
    if (!ContextScaling::methodFromName(method.toUtf8().constData(), &s.method))
        return tr("--context-scaling: \"%1\" is not a method; choose pi, ntk or yarn.").arg(method);
    if (!isSet("scale") || !isSet("train-length"))
        return tr("--context-scaling %1: needs --scale S and --train-length L.").arg(method);
    const QString scale = value("scale");
    if (!parseDecimal(scale, &s.scale) || !(s.scale >= minScale) || s.scale > maxScale)
        return tr("--scale: \"%1\" is not allowed; the scale must be a number from 10^-6 to "
                  "10^6, e.g. 4.")
            .arg(scale);
    if (!parseWhole(value("train-length"), 1, ParameterLimits::maxPosition, &s.trainLength))
        return tr("--train-length: \"%1\" is not allowed; the training length must be a whole "
                  "number from 1 to %2.")
            .arg(value("train-length"))
            .arg(ParameterLimits::maxPosition);
    if (s.method == ContextScaling::Method::Ntk && m_settings->dimension < 4)
        return tr("--dim %1: NTK-aware scaling needs d of at least 4 (its exponent is "
                  "d/(d − 2)).")
            .arg(m_settings->dimension);
    return {};
}

} // namespace pe
