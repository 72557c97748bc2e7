// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the parameter texts a user types or passes, each through its real parser. The first
// byte picks the parser, the second a d or a lesson where one is needed, the rest is the text
// (UTF-8, as QString reads it). Besides no crash and no sanitizer report, each value taken is
// inside its limits and reads back the same, and each refusal has a message:
// - ParameterLimits: parseWholeNumber, checkDimension, checkBase, checkPosition, checkShift,
//   checkPositionCount (the command line's --dim, --base, --compare, --shift, --positions);
// - DimensionList::parse (the wave panel's dimension field) and format() back;
// - LessonCatalog::parseRenderTarget (--render lesson:ID:N), checkLessonId;
// - Lesson::checkStepNumber, checkComparePosition (--compare-position, a scenario's lesson);
// - Worksheet::checkFormat (--worksheet --format).

#include "core/lessons/catalog/lessoncatalog.h"
#include "core/lessons/worksheet.h"
#include "core/model/dimensionlist.h"
#include "core/model/parameterlimits.h"
#include "tests/fuzz/fuzzcheck.h"

#include <QRegularExpression>

#include <cmath>
#include <cstdint>

namespace {

using namespace pe;

const QString what = QStringLiteral("--value");

// The digits of text without sign and leading zeros when text is [+-]?[0-9]+, else empty.
QString canonicalWhole(const QString &text)
{
    static const QRegularExpression whole(QStringLiteral("\\A([+-]?)([0-9]+)\\z"));
    const QRegularExpressionMatch m = whole.match(text);
    if (!m.hasMatch())
        return {};
    QString digits = m.captured(2);
    while (digits.size() > 1 && digits.startsWith(QLatin1Char('0')))
        digits.remove(0, 1);
    if (m.captured(1) == QLatin1String("-") && digits != QLatin1String("0"))
        digits.prepend(QLatin1Char('-'));
    return digits;
}

void checkWhole(const QString &text)
{
    qint64 value = 0;
    const bool ok = ParameterLimits::parseWholeNumber(text, &value);
    const QString canonical = canonicalWhole(text);
    if (ok) {
        PEW_FUZZ_CHECK(QString::number(value) == canonical, text);
        return;
    }
    // Refused: not of the shape, or past 64 bits.
    if (canonical.isEmpty())
        return;
    const bool negative = canonical.startsWith(QLatin1Char('-'));
    const QString digits = negative ? canonical.mid(1) : canonical;
    const QString limit
        = negative ? QStringLiteral("9223372036854775808") : QStringLiteral("9223372036854775807");
    PEW_FUZZ_CHECK(
        digits.size() > limit.size() || (digits.size() == limit.size() && digits > limit), text);
}

void checkRefusal(const QString &error, const QString &text)
{
    PEW_FUZZ_CHECK(!error.isEmpty(), text);
    PEW_FUZZ_CHECK(error.contains(what) || error.contains(QLatin1String("lesson")), error);
}

void checkLimits(int which, const QString &text)
{
    switch (which) {
    case 0: {
        int d = -1;
        const QString error = ParameterLimits::checkDimension(what, text, &d);
        if (!error.isEmpty())
            return checkRefusal(error, text);
        PEW_FUZZ_CHECK(d >= ParameterLimits::minDimension && d <= ParameterLimits::maxDimension
                           && d % 2 == 0,
                       text + QStringLiteral(" -> ") + QString::number(d));
        PEW_FUZZ_CHECK(QString::number(d) == canonicalWhole(text), text);
        return;
    }
    case 1: {
        double base = 0;
        const QString error = ParameterLimits::checkBase(what, text, &base);
        if (!error.isEmpty())
            return checkRefusal(error, text);
        PEW_FUZZ_CHECK(std::isfinite(base) && base > 1 && base <= ParameterLimits::maxBase,
                       text + QStringLiteral(" -> ") + QString::number(base, 'g', 17));
        return;
    }
    case 2: {
        qint64 position = -1;
        const QString error = ParameterLimits::checkPosition(what, text, &position);
        if (!error.isEmpty())
            return checkRefusal(error, text);
        PEW_FUZZ_CHECK(position >= 0 && position <= ParameterLimits::maxPosition, text);
        PEW_FUZZ_CHECK(QString::number(position) == canonicalWhole(text), text);
        return;
    }
    case 3: {
        qint64 shift = 0;
        const QString error = ParameterLimits::checkShift(what, text, &shift);
        if (!error.isEmpty())
            return checkRefusal(error, text);
        PEW_FUZZ_CHECK(
            shift >= -ParameterLimits::maxPosition && shift <= ParameterLimits::maxPosition, text);
        PEW_FUZZ_CHECK(QString::number(shift) == canonicalWhole(text), text);
        return;
    }
    default: {
        qint64 count = 0;
        const QString error = ParameterLimits::checkPositionCount(what, text, &count);
        if (!error.isEmpty())
            return checkRefusal(error, text);
        PEW_FUZZ_CHECK(count >= 1 && count <= ParameterLimits::maxPositionCount, text);
        PEW_FUZZ_CHECK(QString::number(count) == canonicalWhole(text), text);
        return;
    }
    }
}

void checkDimensionList(int dimension, const QString &text)
{
    QList<int> dims { -1 };
    const QString error = DimensionList::parse(text, dimension, &dims);
    if (!error.isEmpty()) {
        PEW_FUZZ_CHECK(dims == QList<int> { -1 }, error); // nothing written
        return;
    }
    PEW_FUZZ_CHECK(!dims.isEmpty() && dims.size() <= DimensionList::maxShown, text);
    for (qsizetype k = 0; k < dims.size(); ++k) {
        PEW_FUZZ_CHECK(dims.at(k) >= 0 && dims.at(k) < dimension, text);
        PEW_FUZZ_CHECK(k == 0 || dims.at(k - 1) < dims.at(k), text);
    }
    QList<int> again;
    const QString formatted = DimensionList::format(dims);
    PEW_FUZZ_CHECK(DimensionList::parse(formatted, dimension, &again).isEmpty(), formatted);
    PEW_FUZZ_CHECK(again == dims, text + QStringLiteral(" -> ") + formatted);
}

void checkRenderTarget(const QString &text)
{
    QString id = QStringLiteral("unchanged");
    int step = -7;
    const QString error = LessonCatalog::parseRenderTarget(what, text, &id, &step);
    PEW_FUZZ_CHECK(LessonCatalog::isRenderTarget(text) == text.startsWith(QLatin1String("lesson:")),
                   text);
    if (!error.isEmpty()) {
        PEW_FUZZ_CHECK(id == QLatin1String("unchanged") && step == -7, error);
        return checkRefusal(error, text);
    }
    PEW_FUZZ_CHECK(LessonCatalog::contains(id), text);
    const Lesson lesson = LessonCatalog::lesson(id);
    PEW_FUZZ_CHECK(step >= 0 && step < lesson.stepCount(), text);
    PEW_FUZZ_CHECK(LessonCatalog::checkLessonId(what, id).isEmpty(), text);
}

void checkLesson(int which, int lessonIndex, const QString &text)
{
    const QStringList ids = LessonCatalog::ids();
    const QString id = ids.at(lessonIndex % ids.size());
    const Lesson lesson = LessonCatalog::lesson(id);
    if (which == 0) {
        int step = -7;
        // Typed counted from 1, kept counted from 0.
        const QString error = lesson.checkStepNumber(what, text, &step);
        if (!error.isEmpty())
            return checkRefusal(error, text);
        PEW_FUZZ_CHECK(step >= 0 && step < lesson.stepCount(), text);
        PEW_FUZZ_CHECK(text.toLongLong() == step + 1, text);
        PEW_FUZZ_CHECK(lesson.checkStep(what, step).isEmpty(), text);
    } else if (which == 1) {
        int position = -7;
        const QString error = lesson.checkComparePosition(what, text, &position);
        if (!error.isEmpty())
            return checkRefusal(error, text);
        PEW_FUZZ_CHECK(position >= lesson.minimumComparePosition()
                           && position <= lesson.maximumComparePosition(),
                       text);
        PEW_FUZZ_CHECK(lesson.checkComparePosition(what, position).isEmpty(), text);
    } else if (which == 2) {
        const QString error = LessonCatalog::checkLessonId(what, text);
        PEW_FUZZ_CHECK(error.isEmpty() == ids.contains(text), text);
    } else {
        Worksheet::Format format = Worksheet::Format::Json;
        const QString error = Worksheet::checkFormat(what, text, &format);
        // Named in any case (as documented): markdown, md, json.
        const QString name = text.toLower();
        if (error.isEmpty())
            PEW_FUZZ_CHECK(name == Worksheet::formatName(format) || name == QLatin1String("md"),
                           text);
        else
            checkRefusal(error, text);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    const int which = data[0] % 12;
    const int second = data[1];
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data + 2),
                                           static_cast<qsizetype>(size - 2));
    switch (which) {
    case 0:
        checkWhole(text);
        break;
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
        checkLimits(which - 1, text);
        break;
    case 6:
        // d from 2 to 512, even, as the explorer has it
        checkDimensionList(2 * (second % 256 + 1), text);
        break;
    case 7:
        checkRenderTarget(text);
        break;
    default:
        checkLesson(which - 8, second, text);
        break;
    }
    return 0;
}
