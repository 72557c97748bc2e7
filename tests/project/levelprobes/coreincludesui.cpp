// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled as pewcore compiles its own files (ctest levelprobe_core_includes_ui): core/ must not
// find ui/, so this include fails at build time.
#include "core/math/encoding.h"
#include "ui/window/viewregistry.h"
