// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace pe {

// The number types models hold their positions and encodings in.
enum class FloatType {
    Float16, // IEEE binary16, rounded by HalfFloat
    BFloat16, // the top 16 bits of binary32, rounded by HalfFloat
    Float32 // IEEE binary32, rounded by the compiler's cast
};

// The nearest value of the type to value (ties to even), held exactly in a double.
double roundToType(FloatType type, double value);
// Significand bits with the hidden one: 11, 8, 24.
int significandBits(FloatType type);
// The first whole number the type cannot hold: 2^significandBits + 1 (2049, 257, 16777217).
int64_t firstInexactInteger(FloatType type);
// The largest finite value: 65504, about 3.39e38, about 3.40e38.
double maxFiniteOf(FloatType type);

const char *floatTypeName(FloatType type); // "float16", "bfloat16", "float32"
bool floatTypeFromName(const char *name, FloatType *type);

} // namespace pe
