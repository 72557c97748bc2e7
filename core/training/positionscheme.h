// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace pe {

// How the training lab's model learns where a token is:
//   None        nothing: the summary token's output is the same for every order of the input;
//   Sinusoidal  the app's Encoding (interleaved, base 10000) added to each token's embedding;
//   Learned     a trained table added instead, one row per position seen in training (a position
//               beyond the table gets no row: zero is added);
//   Rope        q and k turned by RoPE (RotaryEmbedding, interleaved pairs, base 10000).
enum class PositionScheme { None, Sinusoidal, Learned, Rope };

const char *positionSchemeName(PositionScheme scheme); // "none", "sinusoidal", "learned", "rope"
bool positionSchemeFromName(const char *name, PositionScheme *scheme);

} // namespace pe
