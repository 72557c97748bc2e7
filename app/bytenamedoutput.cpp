// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/bytenamedoutput.h"
#include "app/argumentcodec.h"

#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>

#ifndef Q_OS_WIN
#include <unistd.h>
#endif

namespace pe {

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
    const QByteArray bytes = ArgumentCodec::encode(m_output);
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
#endif
    return {};
}

QString ByteNamedOutput::finish(const QString &exportError) const
{
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
