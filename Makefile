# animtune — build, run and test. `make run` and `make test` install what they need first.
SWIFT      ?= swift
PREFIX     ?= /usr/local
CONFIG     ?= release
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
UNAME      := $(shell uname -s)
## Release builds on Linux link the Swift runtime and Foundation into the binary: no shared
## libraries to find and bind at start-up (README, Performance). libedit stays a system library.
STATIC     := $(if $(and $(filter release,$(CONFIG)),$(filter Linux,$(UNAME))),--static-swift-stdlib)
BENCH_STATIC := $(if $(filter Linux,$(UNAME)),--static-swift-stdlib)

.PHONY: all deps build run test regenerate conformance install bench fuzz clean

all: build

## Install libedit, gnuplot and tmux when missing (apt-get on Debian/Ubuntu, brew on macOS).
deps:
	@./scripts/deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG) $(STATIC)

## Open the interactive shell on the default scene.
run: build
	@"$$($(SWIFT) build -c $(CONFIG) $(STATIC) --show-bin-path)/animtune"

## The test suite, then every shipped notebook must be current. The numeric kernels (linear()
## search, spring solvers) are optimised in the test build too, so the suite stays fast. The
## preview's suites (a server and headless Chromium each) run after the rest, on a quiet machine.
## Logs in out/test-*.log; a failure ends with the failed tests' lines again.
test: deps
	SWIFT=$(SWIFT) ./scripts/test.sh

## After adding or changing a scene, a preset or an export: rewrite every file generated from
## the code (Presets/*.json and schema/, BuiltInPresets.swift, the export goldens, the shipped
## notebooks' outputs), in the order they depend on each other. Read `git diff` after.
regenerate: deps
	SWIFT=$(SWIFT) ./scripts/regenerate.sh

## Every export in its real consumer: scene × action × format × {normal, reduced}, one row per cell
## (Chromium, rlottie, node, tsc, swiftc, kotlinc, tree-sitter-dart, the DTCG rules, the schemas), rewriting
## Tests/Conformance/last-run.md, help export's claims and README's format table. CI=true fails where a tool is missing.
## The motion cells are played by motion itself only with ANIMTUNE_MOTION_SOURCE=DIR, a checkout of motiondivision/motion
## (not in any registry here); without it they are imported only and their rows say so.
conformance: deps
	ANIMTUNE_CONFORMANCE_WRITE=1 $(SWIFT) test -Xswiftc -O --filter 'ConformanceTests|FigmaTypeCheckTests|FlutterSpringFunctionTests|ReducedReachTests'
	ANIMTUNE_CONFORMANCE_WRITE=1 $(SWIFT) test -Xswiftc -O --skip-build --filter ConformanceReadmeTests
	@cat Tests/Conformance/last-run.md

install: build
	install -d "$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build -c $(CONFIG) $(STATIC) --show-bin-path)/animtune" "$(PREFIX)/bin/animtune"

## Measure against the alternatives (not part of `make test`); table on stdout, JSON in out/bench.json.
## BENCH=NAME runs only the benchmarks whose name contains NAME (`make bench BENCH=tune`).
bench: deps
	$(SWIFT) build -c release $(BENCH_STATIC) --product animtune
	$(SWIFT) build -c release $(BENCH_STATIC) --product animtune-bench
	"$$($(SWIFT) build -c release $(BENCH_STATIC) --show-bin-path)/animtune-bench" --json out/bench.json $(if $(BENCH),--filter "$(BENCH)")

## Fuzz every target in Fuzz/ for SECONDS seconds each (libFuzzer; crash inputs in Fuzz/.build/fuzz/crashes).
SECONDS ?= 60
fuzz:
	FUZZ_SECONDS=$(SECONDS) SWIFT=$(SWIFT) ./scripts/fuzz.sh

clean:
	rm -rf .build
