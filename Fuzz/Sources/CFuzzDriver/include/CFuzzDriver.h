#ifndef CFUZZDRIVER_H
#define CFUZZDRIVER_H

#include <stddef.h>

/// Runs libFuzzer's driver (command-line options, corpus, mutation loop) with `test` as the
/// fuzz target. Called from a target's entry point when SwiftPM links that entry point as
/// `main` in place of libFuzzer's own.
int animtune_fuzz_main(int argc, char **argv, int (*test)(const void *data, size_t size));

#endif
