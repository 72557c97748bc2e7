// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"
#include "core/math/prepared.h"
#include "core/precision/precisiontable.h"
#include "core/sampling/precisionsampler.h"

#include <QImage>

#include <cstdint>
#include <memory>

namespace pe {

// The Precision view's samples and their colour image, kept for one request (the model's
// encoding and position count, the float type and variant, the cell area's size) until another
// is asked for. prepare() starts them on another thread as soon as the model changes, so they
// are computed while the other views react and paint; get() then takes them (waiting if need
// be) or, when nothing was prepared for its request, computes them itself. The result is the
// same either way: the thread gets its own copy of everything.
class PrecisionSamples
{
public:
    struct Request
    {
        Encoding encoding;
        int64_t positionCount = 1;
        int columns = 1; // the cell area in pixels
        int rows = 1;
        FloatType type = FloatType::Float16;
        PrecisionVariant variant = PrecisionVariant::AllInType;
    };

    PrecisionSamples() = default;
    PrecisionSamples(const PrecisionSamples &) = delete;
    PrecisionSamples &operator=(const PrecisionSamples &) = delete;

    // The samples for request: the kept ones, the prepared ones, or new.
    const PrecisionSampler &get(const Request &request);
    // The colour image of the samples get() returned last (null before).
    const QImage &image() const { return m_image; }
    // Whether the kept samples are of this encoding and position count (any type or size).
    bool holdTable(const Encoding &encoding, int64_t positionCount) const;
    // Starts the samples on another thread when they are work enough to be worth one (a small
    // table is sampled faster on the spot than a thread is started and scheduled).
    void prepare(const Request &request);
    // Drops the kept samples (after waiting for a prepared set, which is dropped too).
    void clear();

    // How many sets were computed so far, and how many of them by prepare() ahead of time.
    int samplings() const { return m_samplings; }
    int preparedCount() const { return m_preparedCount; }

private:
    struct Key
    {
        Encoding encoding;
        int64_t positionCount = 0;
        int columns = 0;
        int rows = 0;
        FloatType type = FloatType::Float16;
        PrecisionVariant variant = PrecisionVariant::AllInType;
        bool operator==(const Key &other) const;
    };
    struct Result
    {
        std::unique_ptr<PrecisionSampler> sampler;
        QImage image;
    };

    // What the sampler will hold: columns and rows as it clamps them.
    static Key keyOf(const Request &request);
    static Result compute(const Request &request);

    std::unique_ptr<PrecisionSampler> m_sampler;
    QImage m_image;
    Key m_key;
    Prepared<Key, Result> m_prepared;
    int m_samplings = 0;
    int m_preparedCount = 0;
};

} // namespace pe
