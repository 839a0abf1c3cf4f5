#include "animtune_folder_removal.h"

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#if defined(__linux__)
#include <sys/syscall.h>

/// The record getdents64 fills (not exported by glibc headers before 2.30).
struct animtune_dirent64 {
    unsigned long long d_ino;
    long long d_off;
    unsigned short d_reclen;
    unsigned char d_type;
    char d_name[];
};

static void remove_entries(int folder) {
    char buffer[4096] __attribute__((aligned(8)));
    for (;;) {
        long count = syscall(SYS_getdents64, folder, buffer, sizeof buffer);
        if (count <= 0) return;
        for (long offset = 0; offset < count;) {
            struct animtune_dirent64 *entry = (struct animtune_dirent64 *)(buffer + offset);
            if (strcmp(entry->d_name, ".") != 0 && strcmp(entry->d_name, "..") != 0) {
                unlinkat(folder, entry->d_name, 0);
            }
            offset += entry->d_reclen;
        }
    }
}
#else
#include <dirent.h>

static void remove_entries(int folder) {
    DIR *directory = fdopendir(dup(folder));
    if (directory == NULL) return;
    struct dirent *entry;
    while ((entry = readdir(directory)) != NULL) {
        if (strcmp(entry->d_name, ".") != 0 && strcmp(entry->d_name, "..") != 0) unlinkat(folder, entry->d_name, 0);
    }
    closedir(directory);
}
#endif

int animtune_remove_folder(const char *path) {
    int folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (folder >= 0) {
        remove_entries(folder);
        close(folder);
    }
    return rmdir(path);
}
