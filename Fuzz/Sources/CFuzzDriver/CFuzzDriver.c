#include "CFuzzDriver.h"
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test)(const uint8_t *data, size_t size));

int animtune_fuzz_main(int argc, char **argv, int (*test)(const void *data, size_t size)) {
    return LLVMFuzzerRunDriver(&argc, &argv, (int (*)(const uint8_t *, size_t))test);
}
