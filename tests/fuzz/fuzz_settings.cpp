// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a settings file (the INI text Qt keeps in ~/.config/pe-workbench/) through the
// readers that take values from it: ParameterSettings::load() (the explorer's parameters) and
// PresenterSettings::load() (presenter mode). The bytes are written to a new file in a temporary
// folder each time (QSettings keeps files it has read in a cache by name). Besides no crash and
// no sanitizer report: every value taken is inside its limits, and what is taken is saved and
// loaded back the same, without a problem.

#include "core/model/parameterlimits.h"
#include "core/model/parametersettings.h"
#include "core/model/positionalencodingmodel.h"
#include "core/model/presentersettings.h"
#include "tests/fuzz/fuzzcheck.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include <cstdint>

namespace {

using namespace pe;

QString describe(const PositionalEncodingModel &m)
{
    QStringList dims;
    for (int d : m.shownDimensions())
        dims.append(QString::number(d));
    return QStringLiteral("d=%1 base=%2 n=%3 p=%4 q=%5 on=%6 layout=%7 dims=%8 picked=%9")
        .arg(m.dimension())
        .arg(m.base(), 0, 'g', 17)
        .arg(m.positionCount())
        .arg(m.positionP())
        .arg(m.positionQ())
        .arg(m.isEncodingEnabled())
        .arg(static_cast<int>(m.componentLayout()))
        .arg(dims.join(QLatin1Char(',')))
        .arg(m.pickedDimension());
}

bool same(const PositionalEncodingModel &a, const PositionalEncodingModel &b)
{
    return describe(a) == describe(b);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int argc = 1;
    static char name[] = "fuzz_settings";
    static char *argv[] = { name, nullptr };
    static QCoreApplication app(argc, argv);
    static QTemporaryDir folder;
    static quint64 serial = 0;
    PEW_FUZZ_CHECK(folder.isValid(), folder.errorString());

    const QString path = folder.filePath(QStringLiteral("s%1.conf").arg(++serial));
    {
        QFile file(path);
        PEW_FUZZ_CHECK(file.open(QIODevice::WriteOnly), file.errorString());
        file.write(reinterpret_cast<const char *>(data), static_cast<qint64>(size));
    }
    PositionalEncodingModel model;
    PresenterSettings presenter;
    {
        QSettings settings(path, QSettings::IniFormat);
        const QStringList problems = ParameterSettings::load(model, settings);
        for (const QString &problem : problems)
            PEW_FUZZ_CHECK(!problem.isEmpty(), describe(model));
        presenter.load(settings);
        // A layout taken is the whole text the file holds.
        const QString layout = settings.value(QStringLiteral("parameters/layout")).toString();
        if (settings.contains(QStringLiteral("parameters/layout"))
            && layout != QLatin1String(layoutName(model.componentLayout()))) {
            bool refused = false;
            for (const QString &problem : problems)
                refused = refused || problem.contains(QLatin1String(" layout: "));
            PEW_FUZZ_CHECK(refused, QString::fromLatin1(layout.toUtf8().toHex()));
        }
    }
    QFile::remove(path);

    PEW_FUZZ_CHECK(model.dimension() >= ParameterLimits::minDimension
                       && model.dimension() <= ParameterLimits::maxGuiDimension
                       && model.dimension() % 2 == 0,
                   describe(model));
    PEW_FUZZ_CHECK(model.base() > 1 && model.base() <= ParameterLimits::maxBase, describe(model));
    PEW_FUZZ_CHECK(model.positionCount() >= 1
                       && model.positionCount() <= ParameterLimits::maxPositionCount,
                   describe(model));
    PEW_FUZZ_CHECK(model.positionP() >= 0 && model.positionP() <= ParameterLimits::maxPosition
                       && model.positionQ() >= 0
                       && model.positionQ() <= ParameterLimits::maxPosition,
                   describe(model));
    PEW_FUZZ_CHECK(model.pickedDimension() >= 0 && model.pickedDimension() < model.dimension(),
                   describe(model));
    for (int d : model.shownDimensions())
        PEW_FUZZ_CHECK(d >= 0 && d < model.dimension(), describe(model));
    PEW_FUZZ_CHECK(PresenterSettings::checkZoom(presenter.zoom).isEmpty(),
                   QString::number(presenter.zoom));

    // What was taken, saved and loaded again: the same values, no problem.
    const QString again = folder.filePath(QStringLiteral("a%1.conf").arg(serial));
    {
        QSettings settings(again, QSettings::IniFormat);
        ParameterSettings::save(model, settings);
        presenter.save(settings);
    }
    PositionalEncodingModel reloaded;
    PresenterSettings presenterReloaded;
    {
        QSettings settings(again, QSettings::IniFormat);
        const QStringList problems = ParameterSettings::load(reloaded, settings);
        PEW_FUZZ_CHECK(problems.isEmpty(), problems.join(QLatin1Char('\n')));
        const QStringList presenterProblems = presenterReloaded.load(settings);
        PEW_FUZZ_CHECK(presenterProblems.isEmpty(), presenterProblems.join(QLatin1Char('\n')));
    }
    QFile::remove(again);
    PEW_FUZZ_CHECK(same(model, reloaded),
                   describe(model) + QStringLiteral(" / ") + describe(reloaded));
    PEW_FUZZ_CHECK(presenterReloaded == presenter,
                   presenter.screen + QStringLiteral(" / ") + presenterReloaded.screen);
    return 0;
}
