#ifndef ANIMTUNE_INTERRUPT_H
#define ANIMTUNE_INTERRUPT_H

// Ctrl-C while a command runs. The handler only counts presses (a signal handler may only
// touch a `volatile sig_atomic_t`); the shell and long-running commands poll the count.
// The state lives once, in interrupt.c.

/// Installs (install = 1) the counting SIGINT handler, keeping the previous disposition, and
/// unblocks the signals the shell relies on; or puts the previous one back (install = 0).
int animtune_sigint_setup(int install);
/// Whether the counting handler is installed.
int animtune_sigint_installed_now(void);
/// Presses counted since the last clear.
int animtune_sigint_pending(void);
void animtune_sigint_clear(void);
/// While armed, a third press ends the process with status 130; with unsaved changes it says
/// so instead, and the fifth press leaves without saving them.
void animtune_sigint_arm_exit(int armed);
/// Whether the session has unsaved changes (set by the shell before each command).
void animtune_sigint_set_unsaved(int unsaved);
/// Sends SIGINT to this process only, not its process group (tests).
int animtune_sigint_raise(void);

#endif
