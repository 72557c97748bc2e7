// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/precision/precisionsamples.h"

#include "ui/precision/precisioncolourscale.h"

#include <algorithm>

namespace pe {

bool PrecisionSamples::Key::operator==(const Key &other) const
{
    return encoding == other.encoding && positionCount == other.positionCount
        && columns == other.columns && rows == other.rows && type == other.type
        && variant == other.variant;
}

PrecisionSamples::Key PrecisionSamples::keyOf(const Request &request)
{
    const int64_t count = std::max<int64_t>(1, request.positionCount);
    const int d = request.encoding.dimension();
    return { request.encoding,
             count,
             int(std::clamp<int64_t>(request.columns, 1, count)),
             std::clamp(request.rows, 1, d),
             request.type,
             request.variant };
}

PrecisionSamples::Result PrecisionSamples::compute(const Request &request)
{
    const PrecisionTable table(request.encoding, request.type, request.variant);
    Result result;
    result.sampler = std::make_unique<PrecisionSampler>(table, request.positionCount,
                                                        request.columns, request.rows);
    result.image = PrecisionColourScale::image(*result.sampler);
    return result;
}

const PrecisionSampler &PrecisionSamples::get(const Request &request)
{
    const Key key = keyOf(request);
    if (m_sampler && key == m_key)
        return *m_sampler;
    std::optional<Result> ready = m_prepared.take(key);
    if (ready)
        ++m_preparedCount;
    else
        ready = compute(request);
    m_sampler = std::move(ready->sampler);
    m_image = ready->image;
    m_key = key;
    ++m_samplings;
    return *m_sampler;
}

bool PrecisionSamples::holdTable(const Encoding &encoding, int64_t positionCount) const
{
    return m_sampler && m_key.encoding == encoding
        && m_key.positionCount == std::max<int64_t>(1, positionCount);
}

void PrecisionSamples::prepare(const Request &request)
{
    // From this many cells on (d = 64 with 1024 positions); the analysis goes over every cell up
    // to PrecisionSampler::maxAnalysedCells, the sampler over at most one per pixel beyond.
    constexpr int64_t threadCells = int64_t(1) << 16;
    if (request.positionCount * request.encoding.dimension() < threadCells)
        return;
    const Key key = keyOf(request);
    if ((m_sampler && key == m_key) || m_prepared.isFor(key))
        return;
    m_prepared.start(key, [request] { return compute(request); });
}

void PrecisionSamples::clear()
{
    m_prepared.drop();
    m_sampler.reset();
    m_image = QImage();
}

} // namespace pe
