// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <QMetaType>
#include <QtGlobal>

namespace pe {

class PositionalEncodingModel;

// What a lesson step sets: the encoding's width and base, the two compared positions p and q of
// the same token, and whether the encoding is added (on) or replaced by 0 (the off control).
struct LessonParameters
{
    int dimension = 8;
    double base = Encoding::defaultBase;
    Layout layout = Layout::Interleaved;
    qint64 p = 0;
    qint64 q = 3;
    bool enabled = true;

    Encoding encoding() const { return Encoding(dimension, base, layout); }

    // Pushes every parameter into model (e.g. the explorer's); false if the model rejected one.
    bool applyTo(PositionalEncodingModel *model) const;
    static LessonParameters fromModel(const PositionalEncodingModel &model);

    friend bool operator==(const LessonParameters &a, const LessonParameters &b)
    {
        return a.dimension == b.dimension && a.base == b.base && a.layout == b.layout && a.p == b.p
            && a.q == b.q && a.enabled == b.enabled;
    }
    friend bool operator!=(const LessonParameters &a, const LessonParameters &b)
    {
        return !(a == b);
    }
};

} // namespace pe

Q_DECLARE_METATYPE(pe::LessonParameters)
