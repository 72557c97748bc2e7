# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by scripts/run and scripts/test: installs what a fresh Debian 12 / 13 or Ubuntu 24.04 machine
# is missing (apt-get, with sudo when not root), then configures and builds the default preset.
set -euo pipefail

PEW_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PEW_PRESET=${PEW_PRESET:-default}
PEW_BUILD="$PEW_ROOT/build/$PEW_PRESET"

# One package a line in scripts/packages.txt (comments start with #); "NAME if-available" is a
# package only some releases have (Debian 13 splits Qt's SVG plugins into qt6-svg-plugins, Debian 12
# ships them in libqt6svg6): installed where the release has it, skipped where it has not.
pew_required=()
pew_optional=()
while read -r pew_name pew_flag _; do
  case $pew_name in ''|'#'*) continue ;; esac
  if [ "${pew_flag:-}" = if-available ]; then pew_optional+=("$pew_name"); else pew_required+=("$pew_name"); fi
done <"$PEW_ROOT/scripts/packages.txt"

# What is installed, by name and by what it provides: Debian 13's qt6-base-dev provides
# libqt6opengl6-dev, which is no package of its own there (Debian 12 has it as one).
pew_present() {
  dpkg-query -W -f='${db:Status-Status}\t${Package}\t${Provides}\n' 2>/dev/null |
    awk -F'\t' '$1 == "installed" { print $2; n = split($3, p, ",");
      for (i = 1; i <= n; i++) { sub(/^ +/, "", p[i]); sub(/[ (].*/, "", p[i]); print p[i] } }'
}
pew_installed() { grep -qxF -- "$1" <<<"$pew_installed_now"; }
# Whether apt knows a version of the package (from the package lists it has now). Read whole
# first: with pipefail, grep -q leaving early made apt-cache die of SIGPIPE now and then, and the
# package counted as unknown (a fresh Debian 13 root went without qt6-svg-plugins).
pew_available() {
  local policy
  policy=$(apt-cache policy "$1" 2>/dev/null) || return 1
  grep -Eq '^[[:space:]]*Candidate: [^(]' <<<"$policy"
}
pew_have_lists() { compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null; }

pew_install_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "scripts: not a Debian/Ubuntu system; install Qt 6.4+ (Widgets, Charts, Svg, Linguist" \
         "tools) and CMake 3.21+ yourself, as README.md describes." >&2
    return 0
  fi
  local missing=() optional=() p
  pew_installed_now=$(pew_present)
  for p in "${pew_required[@]}"; do pew_installed "$p" || missing+=("$p"); done
  for p in "${pew_optional[@]}"; do pew_installed "$p" || optional+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && [ ${#optional[@]} -eq 0 ] && return 0
  local sudo=() updated=0
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  if [ ${#missing[@]} -gt 0 ] || ! pew_have_lists; then
    "${sudo[@]}" apt-get update -qq
    updated=1
  fi
  for p in "${optional[@]}"; do pew_available "$p" && missing+=("$p"); done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "scripts: installing ${missing[*]}" >&2
  [ "$updated" = 1 ] || "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
    "${missing[@]}" >/dev/null
}

pew_build() {
  cd "$PEW_ROOT"
  cmake --preset "$PEW_PRESET" -G Ninja ${PEW_WARNINGS_AS_ERRORS:+-DPEW_WARNINGS_AS_ERRORS=$PEW_WARNINGS_AS_ERRORS} >/dev/null
  cmake --build --preset "$PEW_PRESET" --parallel "$(nproc 2>/dev/null || echo 2)"
}

pew_install_packages
pew_build
