#ifndef ANIMTUNE_FOLDER_REMOVAL_H
#define ANIMTUNE_FOLDER_REMOVAL_H

/// Removes the files directly in the folder `path`, then the folder, with async-signal-safe
/// calls only (open, getdents64, unlinkat, close, rmdir; no allocation), so a signal handler
/// may call it. On systems without getdents64 it falls back to opendir/readdir.
/// Returns 0 when the folder is gone, -1 otherwise.
int animtune_remove_folder(const char *path);

#endif
