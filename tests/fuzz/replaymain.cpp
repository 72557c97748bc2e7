// SPDX-License-Identifier: GPL-3.0-or-later
// The replay driver of the normal build (ctest fuzzreplay_<name>): every file given, or every file
// in a folder given, through the fuzz target's LLVMFuzzerTestOneInput() once, in name order. A
// failed property or a crash stops it with the file's name on standard error; no clang needed.

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char *argv[])
{
    QStringList files;
    for (int k = 1; k < argc; ++k) {
        const QString path = QFile::decodeName(argv[k]);
        const QFileInfo info(path);
        if (info.isDir()) {
            const QDir dir(path);
            for (const QString &name : dir.entryList(QDir::Files, QDir::Name))
                files.append(dir.filePath(name));
        } else {
            files.append(path);
        }
    }
    if (files.isEmpty()) {
        std::fprintf(stderr, "usage: %s FILE|FOLDER…: no input files\n", argv[0]);
        return 2;
    }
    for (const QString &path : std::as_const(files)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "%s: cannot be read: %s\n", QFile::encodeName(path).constData(),
                         file.errorString().toUtf8().constData());
            return 2;
        }
        const QByteArray bytes = file.readAll();
        std::fprintf(stderr, "%s (%lld bytes)\n", QFile::encodeName(path).constData(),
                     static_cast<long long>(bytes.size()));
        std::fflush(stderr);
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.constData()),
                               static_cast<size_t>(bytes.size()));
    }
    std::fprintf(stderr, "%lld inputs replayed\n", static_cast<long long>(files.size()));
    return 0;
}
