// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built pe-workbench with arguments given as raw bytes (a file name that is not UTF-8
// cannot pass through QProcess, which encodes QStrings), with standard output captured, on
// /dev/full or closed, and a time limit after which the child is killed. POSIX only
// (posix_spawn): elsewhere start() returns a run that did not start, and the tests skip.
// For tst_commandlineoutput.cpp and tst_commandlinefuzz.cpp.
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QFile>
#include <QList>
#include <QTemporaryDir>
#include <QtGlobal>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <dirent.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;
#endif

namespace pe {

struct RawCommandRun
{
    // Standard output: a file, /dev/full, closed, or a file that can grow to limitedSize bytes
    // only (a disk that fills up after the first blocks: RLIMIT_FSIZE, with SIGXFSZ ignored, so
    // the write that would pass the limit fails with EFBIG).
    // BrokenPipe: a pipe whose reading end is closed before the child starts (| head that has
    // ended), with SIGPIPE at its default action in the child, as a shell leaves it.
    enum class Output { Captured, Full, Closed, Limited, BrokenPipe };
    static constexpr int limitedSize = 65536;

    bool started = false;
    bool timedOut = false; // killed after the time limit
    int signal = 0; // the signal that ended the child, 0 when it exited
    int exitCode = -1;
    QByteArray out; // empty with Output::Full and Output::Closed
    QByteArray err;

    bool exitedNormally() const { return started && !timedOut && signal == 0; }

    // File system helpers by bytes: QDir and QFile cannot name a file that is not UTF-8.
    static bool makeFolder(const QByteArray &path)
    {
#ifdef Q_OS_UNIX
        return ::mkdir(path.constData(), 0700) == 0;
#else
        Q_UNUSED(path)
        return false;
#endif
    }

    static bool makeLink(const QByteArray &target, const QByteArray &link)
    {
#ifdef Q_OS_UNIX
        return ::symlink(target.constData(), link.constData()) == 0;
#else
        Q_UNUSED(target)
        Q_UNUSED(link)
        return false;
#endif
    }

    // The names in a folder.
    static QList<QByteArray> entries(const QByteArray &folder)
    {
        QList<QByteArray> names;
#ifdef Q_OS_UNIX
        if (DIR *dir = opendir(folder.constData())) {
            while (const dirent *entry = readdir(dir)) {
                const QByteArray name(entry->d_name);
                if (name != "." && name != "..")
                    names.append(name);
            }
            closedir(dir);
        }
#else
        Q_UNUSED(folder)
#endif
        return names;
    }

    // The first size bytes of a file (fewer when it is shorter; empty when it cannot be read).
    static QByteArray fileStart(const QByteArray &path, int size)
    {
        QByteArray data;
#ifdef Q_OS_UNIX
        data.resize(size);
        const int fd = ::open(path.constData(), O_RDONLY);
        if (fd < 0)
            return {};
        const ssize_t n = ::read(fd, data.data(), size);
        ::close(fd);
        data.truncate(n < 0 ? 0 : int(n));
#else
        Q_UNUSED(path)
        Q_UNUSED(size)
#endif
        return data;
    }

    // Removes what is inside folder.
    static void removeContents(const QByteArray &folder)
    {
#ifdef Q_OS_UNIX
        DIR *dir = opendir(folder.constData());
        if (!dir)
            return;
        while (const dirent *entry = readdir(dir)) {
            const QByteArray name(entry->d_name);
            if (name == "." || name == "..")
                continue;
            const QByteArray path = folder + '/' + name;
            struct stat info;
            if (::lstat(path.constData(), &info) == 0 && S_ISDIR(info.st_mode)) {
                removeContents(path);
                ::rmdir(path.constData());
            } else {
                ::unlink(path.constData());
            }
        }
        closedir(dir);
#else
        Q_UNUSED(folder)
#endif
    }

    // arguments exclude the program. Headless, in C.UTF-8 (English), HOME and the settings in
    // scratch, the working directory workDir (empty: unchanged). Standard input is /dev/null, or
    // a pipe holding input (at most 64 KiB, written before the start) when input is not empty.
    static RawCommandRun start(const QList<QByteArray> &arguments, Output output,
                               int timeoutMs = 60000, const QByteArray &workDir = {},
                               const QByteArray &input = {})
    {
        RawCommandRun run;
#ifdef Q_OS_UNIX
        QTemporaryDir scratch;
        if (!scratch.isValid())
            return run;
        const QByteArray outPath = QFile::encodeName(scratch.filePath(QStringLiteral("out")));
        const QByteArray errPath = QFile::encodeName(scratch.filePath(QStringLiteral("err")));
        const QByteArray home = QFile::encodeName(scratch.path());

        QList<QByteArray> env;
        for (char **e = environ; *e; ++e) {
            const QByteArray entry(*e);
            const QByteArray name = entry.left(entry.indexOf('='));
            if (name != "LANGUAGE" && name != "LC_ALL" && name != "LANG"
                && name != "QT_QPA_PLATFORM" && name != "HOME" && name != "XDG_CONFIG_HOME")
                env.append(entry);
        }
        env << "QT_QPA_PLATFORM=offscreen"
            << "LC_ALL=C.UTF-8"
            << "LANG=C.UTF-8"
            << "HOME=" + home << "XDG_CONFIG_HOME=" + home + "/config";
        QList<QByteArray> argv { QByteArray(PEW_EXECUTABLE) };
        argv += arguments;
        std::vector<char *> argp;
        for (QByteArray &a : argv)
            argp.push_back(a.data());
        argp.push_back(nullptr);
        std::vector<char *> envp;
        for (QByteArray &e : env)
            envp.push_back(e.data());
        envp.push_back(nullptr);

        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        int inputPipe[2] = { -1, -1 };
        if (!input.isEmpty() && input.size() <= 65536 && ::pipe(inputPipe) == 0) {
            const bool whole = ::write(inputPipe[1], input.constData(), size_t(input.size()))
                == ssize_t(input.size());
            ::close(inputPipe[1]);
            if (!whole)
                return run;
            posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0);
            posix_spawn_file_actions_addclose(&actions, inputPipe[0]);
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
        }
        int outputPipe[2] = { -1, -1 };
        if (output == Output::BrokenPipe && ::pipe(outputPipe) == 0) {
            ::close(outputPipe[0]); // the reader has gone
            posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1);
            posix_spawn_file_actions_addclose(&actions, outputPipe[1]);
        }
        posix_spawnattr_t attributes;
        posix_spawnattr_init(&attributes);
        sigset_t defaults;
        sigemptyset(&defaults);
        sigaddset(&defaults, SIGPIPE);
        posix_spawnattr_setsigdefault(&attributes, &defaults);
        posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF);
        if (output == Output::Captured || output == Output::Limited)
            posix_spawn_file_actions_addopen(&actions, 1, outPath.constData(),
                                             O_WRONLY | O_CREAT | O_TRUNC, 0600);
        else if (output == Output::Full)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/full", O_WRONLY, 0);
        else if (output == Output::Closed)
            posix_spawn_file_actions_addclose(&actions, 1);
        posix_spawn_file_actions_addopen(&actions, 2, errPath.constData(),
                                         O_WRONLY | O_CREAT | O_TRUNC, 0600);
        // posix_spawn has no chdir action before glibc 2.29's _np one: go there and back.
        QByteArray here(4096, '\0');
        const bool moved = !workDir.isEmpty() && getcwd(here.data(), here.size())
            && ::chdir(workDir.constData()) == 0;
        // The limit and the ignored signal are inherited; this process writes nothing meanwhile.
        struct rlimit oldLimit;
        struct sigaction oldAction;
        const bool limited = output == Output::Limited && getrlimit(RLIMIT_FSIZE, &oldLimit) == 0;
        if (limited) {
            struct rlimit limit = oldLimit;
            limit.rlim_cur = limitedSize;
            setrlimit(RLIMIT_FSIZE, &limit);
            struct sigaction ignore = {};
            ignore.sa_handler = SIG_IGN;
            sigaction(SIGXFSZ, &ignore, &oldAction);
        }
        pid_t pid = 0;
        const int spawned
            = posix_spawn(&pid, argp.front(), &actions, &attributes, argp.data(), envp.data());
        posix_spawnattr_destroy(&attributes);
        for (const int end : { inputPipe[0], outputPipe[1] }) {
            if (end >= 0)
                ::close(end);
        }
        if (limited) {
            setrlimit(RLIMIT_FSIZE, &oldLimit);
            sigaction(SIGXFSZ, &oldAction, nullptr);
        }
        if (moved && ::chdir(here.constData()) != 0)
            qWarning("could not return to %s", here.constData());
        posix_spawn_file_actions_destroy(&actions);
        if (spawned != 0)
            return run;
        run.started = true;

        QElapsedTimer clock;
        clock.start();
        int status = 0;
        for (;;) {
            const pid_t done = waitpid(pid, &status, WNOHANG);
            if (done == pid)
                break;
            if (done < 0 && errno != EINTR)
                return run;
            if (clock.elapsed() > timeoutMs) {
                ::kill(pid, SIGKILL);
                waitpid(pid, &status, 0);
                run.timedOut = true;
                break;
            }
            usleep(2000);
        }
        if (WIFSIGNALED(status))
            run.signal = WTERMSIG(status);
        else if (WIFEXITED(status))
            run.exitCode = WEXITSTATUS(status);
        QFile outFile(QFile::decodeName(outPath));
        if ((output == Output::Captured || output == Output::Limited)
            && outFile.open(QIODevice::ReadOnly))
            run.out = outFile.readAll();
        QFile errFile(QFile::decodeName(errPath));
        if (errFile.open(QIODevice::ReadOnly))
            run.err = errFile.readAll();
#else
        Q_UNUSED(arguments)
        Q_UNUSED(output)
        Q_UNUSED(timeoutMs)
        Q_UNUSED(workDir)
#endif
        return run;
    }
};

} // namespace pe
