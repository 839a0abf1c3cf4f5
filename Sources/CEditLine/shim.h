#ifndef ANIMTUNE_CEDITLINE_SHIM_H
#define ANIMTUNE_CEDITLINE_SHIM_H

// Swift cannot call C variadic functions, so every el_set/el_get/history call
// animtune needs gets a typed static inline wrapper here. The C globals Swift 6
// treats as unsafe shared state (stdin, stdout, stderr) get accessors. (The SIGINT state
// is in the CInterrupt target.)

#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

typedef char *(*animtune_prompt_fn)(EditLine *);
typedef unsigned char (*animtune_command_fn)(EditLine *, int);

// MARK: - Standard streams

static inline FILE *animtune_stdin(void) { return stdin; }
static inline FILE *animtune_stdout(void) { return stdout; }
static inline FILE *animtune_stderr(void) { return stderr; }

// MARK: - Terminal size

/// The size of the terminal on `fd` in characters; 0 when it is not a terminal.
/// (TIOCGWINSZ is a function-like macro on Darwin, which Swift cannot import.)
static inline int animtune_terminal_size(int fd, int *columns, int *rows) {
    struct winsize size;
    memset(&size, 0, sizeof size);
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0) return 0;
    *columns = size.ws_col;
    *rows = size.ws_row;
    return 1;
}

// MARK: - Locale

static inline int animtune_ctype_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL
        && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf-8") == 0 || strcmp(codeset, "utf8") == 0);
}

/// Takes LC_CTYPE from the environment so libedit decodes multibyte input. When the
/// environment names no locale at all ("C"/"POSIX", as under a bare `env -i` or some
/// tmux/ssh setups) it falls back to a UTF-8 one, as Python does (PEP 538); an explicit
/// non-UTF-8 locale is respected. Returns 1 when the resulting locale is UTF-8.
static inline int animtune_use_environment_ctype(void) {
    const char *name = setlocale(LC_CTYPE, "");
    if (name != NULL && animtune_ctype_is_utf8()) return 1;
    if (name == NULL || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0) {
        static const char *const fallbacks[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "UTF-8" };
        for (size_t i = 0; i < sizeof fallbacks / sizeof fallbacks[0]; i++) {
            if (setlocale(LC_CTYPE, fallbacks[i]) != NULL && animtune_ctype_is_utf8()) return 1;
        }
        setlocale(LC_CTYPE, name != NULL ? name : "C");
    }
    return 0;
}

// MARK: - EditLine

static inline int animtune_el_set_prompt(EditLine *el, animtune_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
}
/// A prompt in which text between two `delimiter` characters is sent to the terminal
/// but not counted as printing (colour escapes).
static inline int animtune_el_set_prompt_esc(EditLine *el, animtune_prompt_fn fn, char delimiter) {
    return el_set(el, EL_PROMPT_ESC, fn, delimiter);
}
static inline int animtune_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}
static inline int animtune_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}
static inline int animtune_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}
static inline int animtune_el_add_function(EditLine *el, const char *name, const char *help, animtune_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int animtune_el_bind(EditLine *el, const char *key, const char *name) {
    return el_set(el, EL_BIND, key, name, NULL);
}
static inline int animtune_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}
static inline void *animtune_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
/// Edit mode without ISIG: Ctrl-C and Ctrl-Z reach the line editor as keys (bound to
/// functions) instead of as signals, so what they do does not depend on when they arrive.
/// Commands still run in the terminal's own mode, where Ctrl-C is SIGINT.
static inline int animtune_el_set_edit_keys_not_signals(EditLine *el) {
    return el_set(el, EL_SETTY, "-d", "-isig", NULL);
}
static inline int animtune_el_source_default(EditLine *el) {
    return el_source(el, NULL);
}

// MARK: - History

static inline int animtune_history_setsize(History *h, HistEvent *ev, int size) {
    return history(h, ev, H_SETSIZE, size);
}
static inline int animtune_history_getsize(History *h, HistEvent *ev) {
    return history(h, ev, H_GETSIZE);
}
static inline int animtune_history_setunique(History *h, HistEvent *ev, int unique) {
    return history(h, ev, H_SETUNIQUE, unique);
}
static inline int animtune_history_enter(History *h, HistEvent *ev, const char *line) {
    return history(h, ev, H_ENTER, line);
}
static inline int animtune_history_load(History *h, HistEvent *ev, const char *path) {
    return history(h, ev, H_LOAD, path);
}
static inline int animtune_history_save(History *h, HistEvent *ev, const char *path) {
    return history(h, ev, H_SAVE, path);
}
static inline int animtune_history_clear(History *h, HistEvent *ev) {
    return history(h, ev, H_CLEAR);
}
static inline int animtune_history_first(History *h, HistEvent *ev) {
    return history(h, ev, H_FIRST);
}
static inline int animtune_history_next(History *h, HistEvent *ev) {
    return history(h, ev, H_NEXT);
}
static inline int animtune_history_last(History *h, HistEvent *ev) {
    return history(h, ev, H_LAST);
}
static inline int animtune_history_prev(History *h, HistEvent *ev) {
    return history(h, ev, H_PREV);
}

#endif
