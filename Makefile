# animtune — build, run and test. `make run` and `make test` install what they need first.
SWIFT      ?= swift
PREFIX     ?= /usr/local
CONFIG     ?= release
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
UNAME      := $(shell uname -s)

.PHONY: all deps build run test install bench fuzz clean

all: build

## Install libedit, gnuplot and tmux when missing (apt-get on Debian/Ubuntu, brew on macOS).
deps:
	@./scripts/deps.sh

build: deps
	$(SWIFT) build -c $(CONFIG)

## Open the interactive shell on the default scene.
run: build
	@"$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/animtune"

## The test suite, then every shipped notebook must be current.
test: deps
	$(SWIFT) test --parallel
	"$$($(SWIFT) build --show-bin-path)/animtune" notebook check Notebooks/*.md

install: build
	install -d "$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/animtune" "$(PREFIX)/bin/animtune"

## Measure against the alternatives (not part of `make test`); table on stdout, JSON in out/bench.json.
## BENCH=NAME runs only the benchmarks whose name contains NAME (`make bench BENCH=tune`).
bench: deps
	$(SWIFT) build -c release --product animtune
	$(SWIFT) build -c release --product animtune-bench
	"$$($(SWIFT) build -c release --show-bin-path)/animtune-bench" --json out/bench.json $(if $(BENCH),--filter "$(BENCH)")

## Fuzz every target in Fuzz/ for SECONDS seconds each (libFuzzer; crash inputs in Fuzz/.build/fuzz/crashes).
SECONDS ?= 60
fuzz:
	FUZZ_SECONDS=$(SECONDS) SWIFT=$(SWIFT) ./scripts/fuzz.sh

clean:
	rm -rf .build
