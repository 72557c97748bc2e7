// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a config.json's bytes through ModelConfigReader::read(). Besides no crash and no
// sanitizer report:
// - a refused file gives one line that names the file, and no configuration;
// - a configuration read is inside the reader's limits, and its RoPE frequencies (for its own
//   length and for a run four times longer) and attention scaling are numbers, never NaN, one per
//   rotated pair.

#include "core/modelconfig/modelconfigreader.h"
#include "core/modelconfig/ropefrequencies.h"
#include "tests/fuzz/fuzzcheck.h"

#include <cmath>
#include <cstdint>

namespace {

void checkFrequencies(const pe::ModelConfig &c, qint64 runLength)
{
    const pe::RopeFrequencies f(c, runLength);
    PEW_FUZZ_CHECK(static_cast<int>(f.pairs().size()) == c.pairCount(),
                   QString::number(f.pairs().size()));
    PEW_FUZZ_CHECK(!std::isnan(f.attentionFactor()) && f.attentionFactor() > 0,
                   QString::number(f.attentionFactor()));
    for (const pe::RopeFrequencies::Pair &p : f.pairs())
        PEW_FUZZ_CHECK(!std::isnan(p.frequency) && p.frequency >= 0,
                       QStringLiteral("pair %1: %2").arg(p.index).arg(p.frequency));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace pe;
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString name = QStringLiteral("config.json");
    const ModelConfigReader::Result read = ModelConfigReader::read(bytes, name);
    if (!read.ok()) {
        PEW_FUZZ_CHECK(read.config.headDimension == 0, read.error);
        PEW_FUZZ_CHECK(read.error.startsWith(name + QLatin1String(": ")), read.error);
        PEW_FUZZ_CHECK(!read.error.contains(QLatin1Char('\n')), read.error);
        return 0;
    }
    const ModelConfig &c = read.config;
    const int rotated = c.rotatedDimensions();
    PEW_FUZZ_CHECK(rotated >= 4 && rotated % 2 == 0
                       && c.headDimension <= ModelConfig::maxHeadDimension,
                   QString::number(rotated));
    PEW_FUZZ_CHECK(c.ropeTheta > 1, QString::number(c.ropeTheta));
    PEW_FUZZ_CHECK(c.partialRotaryFactor > 0 && c.partialRotaryFactor <= 1,
                   QString::number(c.partialRotaryFactor));
    PEW_FUZZ_CHECK(c.maxPositionEmbeddings >= 1 && c.originalMaxPositionEmbeddings >= 1,
                   QString::number(c.maxPositionEmbeddings));
    PEW_FUZZ_CHECK(!c.factor || *c.factor >= 1, QString::number(c.factor.value_or(0)));
    if (c.ropeType == RopeType::LongRope)
        PEW_FUZZ_CHECK(static_cast<int>(c.shortFactor.size()) == c.pairCount()
                           && static_cast<int>(c.longFactor.size()) == c.pairCount(),
                       QString::number(c.shortFactor.size()));
    checkFrequencies(c, 0);
    checkFrequencies(c, 4 * c.maxPositionEmbeddings);
    return 0;
}
