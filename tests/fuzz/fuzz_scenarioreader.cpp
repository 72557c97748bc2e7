// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: a scenario file's bytes through ScenarioReader::read() with the window's vocabulary
// (the views and palettes it knows). Besides no crash and no sanitizer report:
// - a refused file gives a message and no scenario;
// - a scenario read is written again by ScenarioWriter and read back the same, and that writing
//   gives the same bytes (the format's promise: save what was opened, get the same file);
// - every number the reader took is the one the JSON document holds under that field, not a
//   number of another member, and the layout is the text the file holds, whole.

#include "core/scenarios/scenarioreader.h"
#include "core/scenarios/scenariowriter.h"
#include "tests/fuzz/fuzzcheck.h"
#include "ui/window/windowscenario.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <cstdint>

namespace {

// The document's number under path.key, as a double; NaN when there is none.
double documentNumber(const QJsonObject &top, const char *path, const char *key)
{
    const QJsonValue object = top.value(QLatin1String(path));
    const QJsonValue value = object.toObject().value(QLatin1String(key));
    return value.isDouble() ? value.toDouble() : std::numeric_limits<double>::quiet_NaN();
}

void checkNumber(const QJsonObject &top, const char *path, const char *key, double taken)
{
    const double written = documentNumber(top, path, key);
    PEW_FUZZ_CHECK(written == taken,
                   QStringLiteral("%1.%2: the reader took %3, the document holds %4")
                       .arg(QLatin1String(path), QLatin1String(key))
                       .arg(taken, 0, 'g', 17)
                       .arg(written, 0, 'g', 17));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace pe;
    static const ScenarioReader::Vocabulary vocabulary = WindowScenario::vocabulary();
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString name = QStringLiteral("fuzz.pewscenario");
    const ScenarioReader::Result read = ScenarioReader::read(bytes, name, vocabulary);
    if (!read.ok()) {
        PEW_FUZZ_CHECK(read.scenario == Scenario(), read.error);
        PEW_FUZZ_CHECK(read.error.startsWith(name), read.error);
        return 0;
    }
    const Scenario &s = read.scenario;

    const QByteArray written = ScenarioWriter::toJson(s);
    const ScenarioReader::Result again = ScenarioReader::read(written, name, vocabulary);
    PEW_FUZZ_CHECK(again.ok(), again.error + QLatin1Char('\n') + QString::fromUtf8(written));
    PEW_FUZZ_CHECK(again.scenario == s, QString::fromUtf8(written));
    PEW_FUZZ_CHECK(again.notes.isEmpty(), again.notes.join(QLatin1Char('\n')));
    const QByteArray writtenAgain = ScenarioWriter::toJson(again.scenario);
    PEW_FUZZ_CHECK(writtenAgain == written,
                   QString::fromUtf8(written) + QStringLiteral("\n--- then ---\n")
                       + QString::fromUtf8(writtenAgain));

    // Whole numbers are read from their literals (exact past 2^53); each must still be the
    // number the document holds at that field (a double rounds both the same way).
    const QJsonObject top = QJsonDocument::fromJson(bytes).object();
    const ScenarioParameters &p = s.parameters;
    checkNumber(top, "parameters", "dimension", p.dimension);
    checkNumber(top, "parameters", "base", p.base);
    checkNumber(top, "parameters", "positions", p.positionCount);
    checkNumber(top, "parameters", "p", static_cast<double>(p.positionP));
    checkNumber(top, "parameters", "q", static_cast<double>(p.positionQ));
    checkNumber(top, "parameters", "picked_dimension", p.pickedDimension);
    // Names are taken whole: the layout written is the text the file holds.
    const QString layout = top.value(QLatin1String("parameters"))
                               .toObject()
                               .value(QLatin1String("layout"))
                               .toString();
    PEW_FUZZ_CHECK(layout == QLatin1String(layoutName(p.layout)),
                   QString::fromLatin1(layout.toUtf8().toHex()));
    if (!s.lesson.id.isEmpty()) {
        checkNumber(top, "lesson", "step", s.lesson.step);
        checkNumber(top, "lesson", "compare_position", s.lesson.comparePosition);
    }
    return 0;
}
