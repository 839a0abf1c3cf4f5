#!/usr/bin/env bash
# Installs the system packages animtune needs, only when they are missing, and the tools its
# tests run the exports in: a Java runtime, the Kotlin compiler (in the PyPI wheel
# kotlin-jupyter-kernel), Chromium and TypeScript's tsc (the preview page's type check).
# Idempotent and silent when everything is present.
set -euo pipefail

# The Kotlin compiler the Kotlin-export tests run (K2JVMCompiler inside the wheel's jars).
kotlin_wheel="kotlin-jupyter-kernel==0.19.0.944"
have_kotlin() { python3 -c 'import run_kotlin_kernel' >/dev/null 2>&1; }
install_kotlin() {
    have_kotlin && return 0
    command -v python3 >/dev/null 2>&1 || { echo "animtune: no python3 to install $kotlin_wheel with; install it by hand" >&2; exit 1; }
    echo "animtune: installing $kotlin_wheel" >&2
    python3 -m pip install -q --disable-pip-version-check "$kotlin_wheel" >/dev/null
}

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
command -v java >/dev/null 2>&1 || need+=(java)
command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || need+=(chromium)
command -v tsc >/dev/null 2>&1 || need+=(tsc)

[ ${#need[@]} -eq 0 ] && { install_kotlin; exit 0; }

echo "animtune: installing ${need[*]}" >&2
if [ "$(uname -s)" = Darwin ]; then
    formulae=()
    for n in "${need[@]}"; do
        case "$n" in
            libedit) formulae+=(libedit) ;;
            gnuplot) formulae+=(gnuplot) ;;
            tmux) formulae+=(tmux) ;;
            pkg-config) formulae+=(pkg-config) ;;
            java) formulae+=(openjdk) ;;
            chromium) echo "animtune: install Chromium by hand (brew install --cask chromium) to run the web exports' tests" >&2 ;;
            tsc) formulae+=(typescript) ;;
        esac
    done
    [ ${#formulae[@]} -eq 0 ] || brew install "${formulae[@]}"
    install_kotlin
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
        java) packages+=(default-jre-headless) ;;
        chromium) packages+=(chromium) ;;
        tsc) packages+=(node-typescript) ;;
    esac
done
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null 2>&1; then
    $sudo apt-get update -qq >/dev/null
    $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi
install_kotlin
