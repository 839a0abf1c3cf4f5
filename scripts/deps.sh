#!/usr/bin/env bash
# Installs the system packages animtune needs, only when they are missing.
# Idempotent and silent when everything is present.
set -euo pipefail

need=()
have_libedit() {
    if [ "$(uname -s)" = Darwin ]; then
        brew list libedit >/dev/null 2>&1
    else
        [ -f /usr/include/histedit.h ] || pkg-config --exists libedit 2>/dev/null
    fi
}
have_libedit || need+=(libedit)
command -v gnuplot >/dev/null 2>&1 || need+=(gnuplot)
command -v tmux >/dev/null 2>&1 || need+=(tmux)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)

[ ${#need[@]} -eq 0 ] && exit 0

echo "animtune: installing ${need[*]}" >&2
if [ "$(uname -s)" = Darwin ]; then
    formulae=()
    for n in "${need[@]}"; do
        case "$n" in
            libedit) formulae+=(libedit) ;;
            gnuplot) formulae+=(gnuplot) ;;
            tmux) formulae+=(tmux) ;;
            pkg-config) formulae+=(pkg-config) ;;
        esac
    done
    brew install "${formulae[@]}"
    exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
    echo "animtune: cannot install ${need[*]}: no apt-get or brew; install them by hand" >&2
    exit 1
fi
packages=()
for n in "${need[@]}"; do
    case "$n" in
        libedit) packages+=(libedit-dev) ;;
        gnuplot) packages+=(gnuplot-nox) ;;
        tmux) packages+=(tmux) ;;
        pkg-config) packages+=(pkg-config) ;;
    esac
done
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null 2>&1; then
    $sudo apt-get update -qq >/dev/null
    $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi
