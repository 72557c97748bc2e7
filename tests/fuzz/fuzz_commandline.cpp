// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: an argument list through the real command-line reader, as main() reads it: the
// input split at NUL bytes into arguments (no NUL can be inside one), each decoded by
// ArgumentCodec (bytes that are not UTF-8 kept), "pe-workbench" in front, CommandLine::parse().
// Besides no crash and no sanitizer report:
// - ArgumentCodec gives each argument's bytes back;
// - a refusal is one line (no line break) that is not empty;
// - a command line taken holds values inside their limits.
// A scenario file named by --scenario or as FILE.pewscenario is read from a temporary folder
// that holds the four sample scenarios (s1 … s4.pewscenario), the current folder while an input
// is read; an argument with a '/' is skipped, so that nothing outside that folder is opened (not
// /dev/stdin, which would wait for input).

#include "app/argumentcodec.h"
#include "app/commandline.h"
#include "core/model/parameterlimits.h"
#include "tests/fuzz/fuzzcheck.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>

namespace {

using namespace pe;

// The folder with the samples; each input is read with it as the current folder, and the one
// before is restored afterwards (libFuzzer and the replay driver read their files by relative
// names too).
QTemporaryDir *samplesFolder = nullptr;

class InSamples
{
public:
    InSamples()
        : m_before(QDir::currentPath())
    {
        QDir::setCurrent(samplesFolder->path());
    }
    ~InSamples() { QDir::setCurrent(m_before); }
    InSamples(const InSamples &) = delete;
    InSamples &operator=(const InSamples &) = delete;

private:
    QString m_before;
};

// Once: an application object (tr() and Qt's resources), the folder with the samples.
bool prepare()
{
    static int argc = 1;
    static char name[] = "fuzz_commandline";
    static char *argv[] = { name, nullptr };
    static QCoreApplication app(argc, argv);
    static QTemporaryDir folder;
    if (!folder.isValid())
        return false;
    const QStringList samples
        = QDir(QStringLiteral(":/scenarios")).entryList(QDir::Files, QDir::Name);
    int k = 0;
    for (const QString &sample : samples) {
        const QString copy = folder.filePath(QStringLiteral("s%1.pewscenario").arg(++k));
        if (!QFile::copy(QStringLiteral(":/scenarios/") + sample, copy))
            return false;
    }
    samplesFolder = &folder;
    return k > 0;
}

void checkSettings(const CommandLine &commandLine)
{
    const CommandLine::Settings &s = commandLine.settings();
    const QString d = QString::number(s.dimension);
    PEW_FUZZ_CHECK(s.dimension >= ParameterLimits::minDimension
                       && s.dimension <= ParameterLimits::maxDimension && s.dimension % 2 == 0,
                   d);
    PEW_FUZZ_CHECK(s.base > 1 && s.base <= ParameterLimits::maxBase,
                   QString::number(s.base, 'g', 17));
    for (int64_t position : { s.p, s.q, s.first })
        PEW_FUZZ_CHECK(position >= 0 && position <= ParameterLimits::maxPosition,
                       QString::number(position));
    PEW_FUZZ_CHECK(s.count >= 1, QString::number(s.count));
    PEW_FUZZ_CHECK(s.width > 0 && s.height > 0, QStringLiteral("%1x%2").arg(s.width).arg(s.height));
    PEW_FUZZ_CHECK(commandLine.errorText().isEmpty(), commandLine.errorText());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const bool prepared = prepare();
    PEW_FUZZ_CHECK(prepared, QStringLiteral("the temporary folder with the samples"));

    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QStringList arguments { QStringLiteral("pe-workbench") };
    if (!bytes.isEmpty()) {
        for (const QByteArray &argument : bytes.split('\0')) {
            if (argument.contains('/'))
                return 0;
            const QString decoded = ArgumentCodec::decode(argument);
            PEW_FUZZ_CHECK(ArgumentCodec::encode(decoded) == argument,
                           QString::fromLatin1(argument.toHex()));
            arguments.append(decoded);
        }
    }
    const InSamples inSamples;
    CommandLine commandLine;
    if (!commandLine.parse(arguments)) {
        const QString error = commandLine.errorText();
        PEW_FUZZ_CHECK(!error.isEmpty(), arguments.join(QLatin1Char(' ')));
        PEW_FUZZ_CHECK(!error.contains(QLatin1Char('\n')) && !error.contains(QLatin1Char('\r')),
                       error);
        return 0;
    }
    checkSettings(commandLine);
    // The second pass of main() (after the translators) takes the same arguments the same way.
    CommandLine again;
    PEW_FUZZ_CHECK(again.parse(arguments), again.errorText());
    PEW_FUZZ_CHECK(again.mode() == commandLine.mode(), arguments.join(QLatin1Char(' ')));
    return 0;
}
