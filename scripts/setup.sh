# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by scripts/run and scripts/test: installs what a fresh Debian 12 / Ubuntu 24.04 machine
# is missing (apt-get, with sudo when not root), then configures and builds the default preset.
set -euo pipefail

PEW_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PEW_PRESET=${PEW_PRESET:-default}
PEW_BUILD="$PEW_ROOT/build/$PEW_PRESET"

# One package a line in scripts/packages.txt (comments start with #).
mapfile -t pew_packages < <(grep -v -e '^[[:space:]]*#' -e '^[[:space:]]*$' "$PEW_ROOT/scripts/packages.txt")

pew_install_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "scripts: not a Debian/Ubuntu system; install Qt 6.4+ (Widgets, Charts, Svg, Linguist" \
         "tools) and CMake 3.21+ yourself, as README.md describes." >&2
    return 0
  fi
  local missing=() p
  for p in "${pew_packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "scripts: installing ${missing[*]}" >&2
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}

pew_build() {
  cd "$PEW_ROOT"
  cmake --preset "$PEW_PRESET" -G Ninja >/dev/null
  cmake --build --preset "$PEW_PRESET" --parallel "$(nproc 2>/dev/null || echo 2)"
}

pew_install_packages
pew_build
