// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/precision/floattype.h"
#include "core/precision/halffloat.h"

#include <cstring>
#include <initializer_list>
#include <limits>

namespace pe {

double roundToType(FloatType type, double value)
{
    switch (type) {
    case FloatType::Float16:
        return HalfFloat::float16().round(value);
    case FloatType::BFloat16:
        return HalfFloat::bfloat16().round(value);
    case FloatType::Float32:
        break;
    }
    // The conversion rounds to nearest, ties to even (the default floating-point environment),
    // and overflows to infinity; every float is a double.
    return double(static_cast<float>(value));
}

int significandBits(FloatType type)
{
    switch (type) {
    case FloatType::Float16:
        return HalfFloat::float16().precision();
    case FloatType::BFloat16:
        return HalfFloat::bfloat16().precision();
    case FloatType::Float32:
        break;
    }
    return std::numeric_limits<float>::digits;
}

int64_t firstInexactInteger(FloatType type)
{
    return (int64_t(1) << significandBits(type)) + 1;
}

double maxFiniteOf(FloatType type)
{
    switch (type) {
    case FloatType::Float16:
        return HalfFloat::float16().maxFinite();
    case FloatType::BFloat16:
        return HalfFloat::bfloat16().maxFinite();
    case FloatType::Float32:
        break;
    }
    return double(std::numeric_limits<float>::max());
}

const char *floatTypeName(FloatType type)
{
    switch (type) {
    case FloatType::Float16:
        return "float16";
    case FloatType::BFloat16:
        return "bfloat16";
    case FloatType::Float32:
        break;
    }
    return "float32";
}

bool floatTypeFromName(const char *name, FloatType *type)
{
    for (FloatType t : { FloatType::Float16, FloatType::BFloat16, FloatType::Float32 }) {
        if (std::strcmp(name, floatTypeName(t)) == 0) {
            *type = t;
            return true;
        }
    }
    return false;
}

} // namespace pe
