#include "animtune_interrupt.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t count = 0;
static volatile sig_atomic_t exit_armed = 0;
static volatile sig_atomic_t unsaved = 0;
static int installed = 0;
static struct sigaction previous;

static void handler(int signo) {
    (void)signo;
    if (count < 1000) count = count + 1;
    if (exit_armed && unsaved && count == 3) {
        // Every long step stops at the first press; one that did not is still not worth
        // the session's unsaved changes without asking.
        static const char question[] = "\nanimtune: Ctrl-C pressed three times; the session has unsaved changes "
            "('save NAME' keeps them once the command stops); press Ctrl-C twice more to leave without saving\n";
        ssize_t ignored = write(STDERR_FILENO, question, sizeof question - 1);
        (void)ignored;
        return;
    }
    if (exit_armed && count >= (unsaved ? 5 : 3)) {
        // A command that ignores Ctrl-C: leave rather than hang. The terminal is in its
        // normal mode while a command runs, and history is saved per line.
        static const char message[] = "\nanimtune: Ctrl-C pressed repeatedly; leaving\n";
        ssize_t ignored = write(STDERR_FILENO, message, sizeof message - 1);
        (void)ignored;
        _exit(130);
    }
}

// SA_RESTART: library code blocked in a system call is not failed with EINTR; commands poll
// the count instead.
int animtune_sigint_setup(int install) {
    if (install) {
        if (installed) return 0;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = handler;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        if (sigaction(SIGINT, &action, &previous) != 0) return -1;
        installed = 1;
        // A shell started with these blocked (by a parent that blocks signals in its
        // threads) would never see Ctrl-C, Ctrl-Z, fg or a resize.
        sigset_t wanted;
        sigemptyset(&wanted);
        sigaddset(&wanted, SIGINT);
        sigaddset(&wanted, SIGTSTP);
        sigaddset(&wanted, SIGCONT);
        sigaddset(&wanted, SIGWINCH);
        sigprocmask(SIG_UNBLOCK, &wanted, NULL);
        return 0;
    }
    if (!installed) return 0;
    installed = 0;
    exit_armed = 0;
    return sigaction(SIGINT, &previous, NULL);
}

int animtune_sigint_installed_now(void) { return installed; }
int animtune_sigint_pending(void) { return count; }
void animtune_sigint_clear(void) { count = 0; }
void animtune_sigint_arm_exit(int armed) { exit_armed = armed; }
void animtune_sigint_set_unsaved(int value) { unsaved = value; }
int animtune_sigint_raise(void) { return kill(getpid(), SIGINT); }
