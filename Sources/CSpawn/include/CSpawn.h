#ifndef ANIMTUNE_CSPAWN_H
#define ANIMTUNE_CSPAWN_H

#include <spawn.h>

/// Adds "close every descriptor from `lowest` up" to `actions`, so a child gets only the
/// descriptors its other actions give it (glibc 2.34's posix_spawn_file_actions_addclosefrom_np,
/// which Swift's Glibc module does not declare). Returns 0, or an errno; ENOSYS where the C
/// library has no such action (the caller then relies on close-on-exec alone).
int animtune_spawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

#endif
