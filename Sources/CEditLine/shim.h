#ifndef ANIMTUNE_CEDITLINE_SHIM_H
#define ANIMTUNE_CEDITLINE_SHIM_H

// Swift cannot call C variadic functions, so every el_set/el_get/history call
// animtune needs gets a typed static inline wrapper here.

#include <histedit.h>
#include <locale.h>
#include <signal.h>
#include <stdio.h>

typedef char *(*animtune_prompt_fn)(EditLine *);
typedef unsigned char (*animtune_command_fn)(EditLine *, int);

static inline int animtune_el_set_prompt(EditLine *el, animtune_prompt_fn fn) {
    return el_set(el, EL_PROMPT, fn);
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
static inline int animtune_el_source_default(EditLine *el) {
    return el_source(el, NULL);
}

static inline int animtune_history_setsize(History *h, HistEvent *ev, int size) {
    return history(h, ev, H_SETSIZE, size);
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
