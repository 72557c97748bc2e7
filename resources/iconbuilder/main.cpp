// SPDX-License-Identifier: GPL-3.0-or-later
// pew-iconbuilder: renders the app icon at build time.
//   pew-iconbuilder SOURCE.svg SMALL.svg SMALL_UP_TO OUTDIR NAME SIZE...
// writes OUTDIR/hicolor/<n>x<n>/apps/NAME.png for every SIZE n (SMALL.svg drawn up to SMALL_UP_TO
// pixels, SOURCE above), OUTDIR/NAME.icns (macOS) and OUTDIR/NAME.ico (Windows).
#include "iconset.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <cstdio>

namespace {

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(data) != data.size()) {
        QTextStream(stderr) << "pew-iconbuilder: cannot write " << path << '\n';
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    bool numbers = false;
    const int smallUpTo = arguments.value(3).toInt(&numbers);
    numbers = numbers && arguments.size() > 6;
    QList<int> sizes;
    for (qsizetype k = 6; numbers && k < arguments.size(); ++k) {
        sizes.append(arguments.at(k).toInt(&numbers));
        numbers = numbers && sizes.last() >= 1 && sizes.last() <= 1024;
    }
    if (!numbers || smallUpTo < 0) {
        QTextStream(stderr) << "usage: pew-iconbuilder SOURCE.svg SMALL.svg SMALL_UP_TO OUTDIR "
                               "NAME SIZE... (sizes 1 to 1024 pixels)\n";
        return 2;
    }
    const QString outDir = arguments.at(4);
    const QString name = arguments.at(5);
    const pe::IconSet icons(arguments.at(1), arguments.at(2), smallUpTo);
    if (!icons.isValid()) {
        QTextStream(stderr) << "pew-iconbuilder: " << icons.errorText() << '\n';
        return 1;
    }

    for (int size : sizes) {
        const QString path
            = outDir + QStringLiteral("/hicolor/%1x%1/apps/%2.png").arg(size).arg(name);
        if (!writeFile(path, icons.png(size)))
            return 1;
    }
    if (!writeFile(outDir + QStringLiteral("/%1.icns").arg(name), icons.icns())
        || !writeFile(outDir + QStringLiteral("/%1.ico").arg(name), icons.ico()))
        return 1;
    return 0;
}
