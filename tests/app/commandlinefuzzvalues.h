// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The values the command-line fuzz tests draw from (tst_commandlinefuzz, tst_commandlinefuzzvalid):
// numbers with their edges, odd values, the declared names and ones that are not.

#include "core/math/seededgenerator.h"
#include "tests/app/declaredcommandline.h"

#include <QByteArray>
#include <QList>

#include <initializer_list>

namespace pe::commandlinefuzz {

using namespace pe::declared;

template<typename T> inline T pick(SeededGenerator &random, const QList<T> &list)
{
    return list.at(random.between(0, int(list.size()) - 1));
}

inline QByteArray pick(SeededGenerator &random, std::initializer_list<QByteArray> list)
{
    return pick(random, QList<QByteArray>(list));
}

inline int pick(SeededGenerator &random, std::initializer_list<int> list)
{
    return pick(random, QList<int>(list));
}

inline bool chance(SeededGenerator &random, int percent)
{
    return random.between(1, 100) <= percent;
}

// Numbers every option meets: valid ones and the edges around them.
const QList<QByteArray> numbers = {
    "0",
    "1",
    "2",
    "3",
    "6",
    "8",
    "-1",
    "+3",
    "7",
    "100",
    "10000",
    "-8",
    "65536",
    "65538",
    "9007199254740991",
    "9007199254740992",
    "9007199254740993",
    "-9007199254740992",
    "-9007199254740993",
    "9223372036854775807",
    "9223372036854775808",
    "99999999999999999999",
    "1e400",
    "-1e400",
    "1e-400",
    "1e308",
    "1.7976931348623157e308",
    "4.9e-324",
    "1e12",
    "1000000000000.0001",
    "1e13",
    "1.0000000000000001",
    "1.0000000000000002",
    "0.5",
    "1.5",
    "8.0",
    "1e3",
    ".5",
    "1.",
    "nan",
    "NaN",
    "-nan",
    "inf",
    "-inf",
    "Infinity",
    "0x10",
    "1,000",
    "1_000",
    "\xef\xbc\x97", // full-width 7
    "\xef\xbc\x98", // full-width 8
    "\xd9\xa8", // Arabic-Indic 8
    "\xdb\xb8", // extended Arabic-Indic 8
    "\xe0\xa5\xa7", // Devanagari 1
    "\xef\xbc\x91\xef\xbc\x90\xef\xbc\x90", // full-width 100
    "",
    " ",
    "\t",
    " 8",
    "8 ",
    "8\n",
    "\n",
    "3\r",
    "\xc2\xa0"
    "8",
    "\xe3\x80\x80"
    "8",
};

// Values that are wrong for any option: empty, control characters, broken UTF-8, options.
const QList<QByteArray> oddValues = {
    "",
    " ",
    "\n",
    "a\nb",
    "\x1b[31mred\x1b[0m",
    "\x1b]0;title\x07",
    "\r\n",
    "\xe2\x80\xa8",
    "\xe2\x80\xae"
    "gnp.exe",
    "\xff",
    "\xc3",
    "\xe9t\xe9",
    "\xed\xa0\x80",
    "\xc0\xaf",
    "--",
    "-",
    "--dim",
    "-h",
    "=",
    "%1",
    "%n",
    "lesson:",
    "::",
    "\\",
    "\"",
    "'",
    "x\x01y",
    "\xf0\x9f\x98\x80",
};

const QList<QByteArray> layouts = { "interleaved", "concatenated", "Interleaved", "diagonal" };
const QList<QByteArray> formats = { "text", "json", "csv", "markdown", "JSON", "xml" };
const QList<QByteArray> languages = { "en", "ja", "zh_TW", "fr", "zh", "JA", "zh_CN" };
const QList<QByteArray> palettes = { "viridis", "rdbu", "cividis", "jet", "Viridis" };
const QList<QByteArray> lessons
    = { "workbench", "why-waves", "attention", "beyond", "lesson", "x" };
// Declared views, then ones that are not (the table is the window's, not --render's).
inline const QList<QByteArray> &views()
{
    static const QList<QByteArray> list
        = declaredViews() + declaredLessonSteps() + QList<QByteArray> { "table",
                                                                        "lesson:workbench:99",
                                                                        "lesson:x:1",
                                                                        "lesson:workbench",
                                                                        "lesson:workbench:-1",
                                                                        "Main",
                                                                        "" };
    return list;
}
// Only small images: the render itself is tested elsewhere, and a large one takes seconds.
const QList<QByteArray> sizes
    = { "200x200",  "240x200",   "320x240",   "300X220",
        "199x200",  "8193x200",  "0x0",       "x",
        "300x",     "300x220x2", "-300x300",  "1e3x300",
        " 300x300", "300x 300",  "300x300\n", "\xef\xbc\x93\xef\xbc\x90\xef\xbc\x90x300" };
// Small enough for any d when the table is written out; the large ones are refused for every d.
const QList<QByteArray> positionsSmall = { "1",
                                           "3",
                                           "50",
                                           "0-9",
                                           "5-5",
                                           "10-19",
                                           "9007199254740990-9007199254740992",
                                           "0",
                                           "-5",
                                           "10-",
                                           "20-10",
                                           "-3-5",
                                           "0-9007199254740993",
                                           "50000001",
                                           "0-99999999999",
                                           "1e3",
                                           "\xef\xbc\x97",
                                           "3-\xef\xbc\x97",
                                           "--5",
                                           "1--2" };
// Tables of up to 10^8 values: only into a full or closed output, where they stop at once.
const QList<QByteArray> positionsLarge = { "12499999", "0-12500000", "1000000", "50000000" };
const QList<QByteArray> dimsSmall = { "2", "8", "16", "64", "128", "1024" };
// The schemes beyond the sinusoid (--rope, --alibi, --profile, --context-scaling).
const QList<QByteArray> pairings = { "interleaved", "half", "Half", "rotate_half" };
const QList<QByteArray> schemes = { "sinusoidal", "rope", "alibi", "learned", "RoPE" };
const QList<QByteArray> methods = { "pi", "ntk", "yarn", "PI", "linear" };
const QList<QByteArray> vectors
    = { "1,2",     "1,0,0,1,2,3,4,5", "1,1,1,1,1,1,1,1", "1,,2", "1,nan",
        "1e400,0", "-1e6,1e6",        "0.5,-0.25",       "" };
// --rope-mismatch's mistakes and names that are not; --model-config's files: the samples, and
// files that are refused (missing, a folder, empty, not a model's settings).
const QList<QByteArray> mistakes
    = { "pairing", "theta", "bfloat16", "float16", "double-scaling", "offset", "Theta", "none" };
const QList<QByteArray> goodModelConfigs
    = { PEW_SOURCE_DIR "/resources/models/llama-3.1-8b.json",
        PEW_SOURCE_DIR "/resources/models/phi-2.json",
        PEW_SOURCE_DIR "/resources/models/qwen2.5-7b-instruct-yarn.json",
        PEW_SOURCE_DIR "/resources/models/phi-3-vision-128k-instruct.json",
        PEW_SOURCE_DIR "/resources/models/deepseek-v3.json" };
const QList<QByteArray> badModelConfigs
    = { "/nonexistent/config.json",  PEW_SOURCE_DIR "/resources/models", "/dev/null", "",
        PEW_SOURCE_DIR "/README.md", PEW_SOURCE_DIR "/CMakePresets.json" };
// Values that are accepted, for the cases that should mostly succeed.
const QList<QByteArray> goodPositions
    = { "0", "1", "3", "6", "49", "1000", "9007199254740991", "9007199254740992" };
const QList<QByteArray> goodShifts = { "0", "1", "3", "-1", "-3", "100", "+2" };
const QList<QByteArray> goodBases = { "10000",   "100",    "1.5",  "2",
                                      "1e4",     "500000", "1e12", "1.0000000000000002",
                                      "10000.5", "1E3" };
const QList<QByteArray> goodTableRows
    = { "1", "3", "50", "0-9", "5-5", "10-19", "9007199254740990-9007199254740992" };
const QList<QByteArray> goodComparePositions = { "1", "3", "6", "7", "32", "49", "1000" };
inline const QList<QByteArray> &goodViews()
{
    static const QList<QByteArray> list = declaredViews() + declaredLessonSteps();
    return list;
}

// 0 to 12 bytes of anything but NUL (an argument cannot hold one).
inline QByteArray anyBytes(SeededGenerator &random)
{
    QByteArray bytes;
    const int length = random.between(0, 12);
    for (int k = 0; k < length; ++k)
        bytes += char(random.between(1, 255));
    return bytes;
}

// A --model-config file: mostly a sample, else one that is refused, now and then an odd value.
inline QByteArray modelConfigValue(SeededGenerator &random)
{
    if (chance(random, 10))
        return pick(random, oddValues);
    return chance(random, 60) ? pick(random, goodModelConfigs) : pick(random, badModelConfigs);
}

// A valid value of option for a case of the given family (the modes' numbers of
// tst_commandlinefuzz: 1 --table, 3 --worksheet, 5 --render, 7 the schemes and a model's
// settings); json: whether --format asks for JSON; profile: whether the case is --profile's.
inline QByteArray cleanValue(SeededGenerator &random, const QByteArray &option, int family,
                             bool json, bool profile)
{
    if (option == "--dim")
        return pick(random, dimsSmall);
    if (option == "--base")
        return pick(random, goodBases);
    if (option == "--layout")
        return pick(random, { "interleaved", "concatenated" });
    if (option == "--format" && family == 7)
        return profile ? (json ? "json" : "csv") : (json ? "json" : "text");
    if (option == "--pairing")
        return pick(random, { "interleaved", "half" });
    if (option == "--length")
        return pick(random, { "1", "8", "100" });
    if (option == "--context")
        return pick(random, { "1", "4096", "131072", "2147483648" });
    if (option == "--model-config")
        return pick(random, goodModelConfigs);
    if (option == "--seed")
        return pick(random, { "0", "1", "9007199254740992" });
    if (option == "--positions" && family == 7)
        return pick(random, { "1", "10", "64" });
    if (option == "--distances")
        return pick(random, { "1", "64", "1000" });
    if (option == "--format")
        return family == 1
            ? (json ? "json" : "csv")
            : (family == 3 ? (json ? "json" : "markdown") : (json ? "json" : "text"));
    if (option == "--positions")
        return family == 5 ? pick(random, { "1", "50", "1000" }) : pick(random, goodTableRows);
    if (option == "--compare")
        return pick(random, goodPositions) + ',' + pick(random, goodPositions);
    if (option == "--palette")
        return pick(random, { "viridis", "rdbu", "cividis" });
    if (option == "--compare-position")
        return pick(random, goodComparePositions);
    return pick(random, { "en", "ja", "zh_TW" }); // --language
}

} // namespace pe::commandlinefuzz
