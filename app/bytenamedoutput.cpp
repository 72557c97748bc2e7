// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/bytenamedoutput.h"
#include "app/argumentcodec.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

#ifndef Q_OS_WIN
#include <climits>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace pe {

namespace {

#ifndef Q_OS_WIN
    // The file a chain of symbolic links ends at (it need not exist yet); name itself when it is
    // no link.
    QByteArray linkTarget(QByteArray name)
    {
        for (int hops = 0; hops < 40; ++hops) {
            struct stat info = {};
            if (::lstat(name.constData(), &info) != 0 || !S_ISLNK(info.st_mode))
                return name;
            QByteArray target(PATH_MAX, '\0');
            const ssize_t n = ::readlink(name.constData(), target.data(), target.size());
            if (n <= 0 || n >= target.size())
                return name;
            target.truncate(n);
            const qsizetype slash = name.lastIndexOf('/');
            name = target.startsWith('/') || slash < 0 ? target : name.left(slash + 1) + target;
        }
        return name;
    }
#endif

} // namespace

ByteNamedOutput::ByteNamedOutput(const QString &output)
    : m_output(output)
    , m_path(output)
{
}

QString ByteNamedOutput::prepare()
{
#ifndef Q_OS_WIN // Windows passes arguments as UTF-16: every name is one Qt can spell
    if (!ArgumentCodec::hasEscapedBytes(m_output))
        return {};
    // A symbolic link is written through, to its target, as Qt writes through a UTF-8 one
    // (renaming onto the link would replace the link by a file): a target that is not UTF-8
    // either is written as below; one Qt can name through a stand-in link with a plain name.
    const QByteArray given = ArgumentCodec::encode(m_output);
    QByteArray bytes = linkTarget(given);
    const bool standIn
        = bytes != given && !ArgumentCodec::hasEscapedBytes(ArgumentCodec::decode(bytes));
    if (standIn && !bytes.startsWith('/')) {
        QByteArray here(PATH_MAX, '\0');
        if (::getcwd(here.data(), here.size()))
            bytes = QByteArray(here.constData()) + '/' + bytes;
    }
    const QByteArray target = bytes;
    if (standIn)
        bytes = given;
    const qsizetype slash = bytes.lastIndexOf('/');
    if (slash >= 0 && ::chdir(bytes.left(slash + 1).constData()) != 0)
        return tr("--output: cannot open the folder of \"%1\": %2.")
            .arg(m_output, QString::fromLocal8Bit(std::strerror(errno)));
    m_name = bytes.mid(slash + 1);
    // The suffix (.png, .svg) is ASCII: the command line checked it.
    m_path = QStringLiteral(".pe-workbench-%1.%2")
                 .arg(QCoreApplication::applicationPid())
                 .arg(QFileInfo(m_output).suffix());
    // QSaveFile makes a relative name absolute with Qt's decoding of the current folder, which
    // turns its bytes into U+FFFD; /proc/self/cwd names the same folder in plain ASCII.
    if (QFileInfo(QStringLiteral("/proc/self/cwd")).isDir())
        m_path.prepend(QStringLiteral("/proc/self/cwd/"));
    if (standIn) {
        m_name.clear();
        m_standIn = QFile::encodeName(m_path);
        if (::symlink(target.constData(), m_standIn.constData()) != 0) {
            const int error = errno;
            m_standIn.clear();
            return tr("--output: cannot save \"%1\": %2.")
                .arg(m_output, QString::fromLocal8Bit(std::strerror(error)));
        }
    }
#endif
    return {};
}

QString ByteNamedOutput::finish(const QString &exportError) const
{
    if (!m_standIn.isEmpty()) {
        std::remove(m_standIn.constData()); // the link; its target holds the picture
        return QString(exportError).replace(m_path, m_output);
    }
    if (m_name.isEmpty())
        return exportError;
    const QByteArray temporary = QFile::encodeName(m_path);
    if (!exportError.isEmpty()) {
        std::remove(temporary.constData());
        return QString(exportError).replace(m_path, m_output);
    }
    if (std::rename(temporary.constData(), m_name.constData()) != 0) {
        const int error = errno;
        std::remove(temporary.constData());
        return tr("--output: cannot save \"%1\": %2.")
            .arg(m_output, QString::fromLocal8Bit(std::strerror(error)));
    }
    return {};
}

} // namespace pe
