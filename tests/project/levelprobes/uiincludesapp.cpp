// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled as pewui compiles its own files (ctest levelprobe_ui_includes_app): ui/ sees core/ and
// ui/ but not app/, so the second include fails at build time.
#include "ui/window/viewregistry.h"

#include "app/commandline.h"
