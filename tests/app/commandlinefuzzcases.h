// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The cases of the command-line fuzz tests: CaseBuilder makes one argument list (valid for its
// mode, adversarial, or a soup of anything); commandlinefuzzcontract.h makes the sequence and
// checks the contract.

#include "tests/app/commandlinefuzzvalues.h"
#include "tests/rawcommandrun.h"

#include <algorithm>

namespace pe::commandlinefuzz {

using Output = RawCommandRun::Output;

class CaseBuilder
{
public:
    CaseBuilder(SeededGenerator &random, const QByteArray &dir)
        : m_random(random)
        , m_dir(dir)
    {
    }

    QList<QByteArray> arguments;
    Output output = Output::Captured;

    // A value from good, or (100 - percent in 100) an odd one.
    QByteArray mostly(const QList<QByteArray> &good, int percent)
    {
        return chance(m_random, percent) ? pick(m_random, good) : pick(m_random, oddValues);
    }

    QByteArray number()
    {
        if (chance(m_random, 5))
            return anyBytes(m_random);
        return chance(m_random, 15) ? pick(m_random, oddValues) : pick(m_random, numbers);
    }
    // Any option, any value, in any order: the grammar itself under test.
    void buildSoup()
    {
        static const QList<QByteArray> options = declaredOptions();
        output = chance(m_random, 80) ? Output::Captured : Output::Full;
        const int count = m_random.between(1, 8);
        for (int k = 0; k < count; ++k) {
            switch (m_random.between(0, 4)) {
            case 0:
                arguments << pick(m_random, options);
                break;
            case 1:
                arguments << number();
                break;
            case 2:
                arguments << anyBytes(m_random);
                break;
            case 3:
                arguments << pick(m_random, options) + '=' + number();
                break;
            default:
                arguments << "-" + anyBytes(m_random);
                break;
            }
        }
        // The soup never renders (sizes and views are not bounded here) and never writes files.
        arguments.removeAll("--render");
        arguments.removeAll("--output");
        arguments.erase(std::remove_if(arguments.begin(), arguments.end(),
                                       [](const QByteArray &a) {
                                           return a.startsWith("--render=")
                                               || a.startsWith("--output=");
                                       }),
                        arguments.end());
        // Nor does it write a table of up to 10^8 values out in full (--dim 65536 --table).
        if (arguments.contains("--table"))
            output = Output::Full;
    }
    QByteArray dim(bool small)
    {
        if (chance(m_random, 60))
            return pick(m_random, dimsSmall);
        const QByteArray v = number();
        // d = 65536 (or 10000) only where a table of it is not written out in full.
        return small && (v == "65536" || v == "10000") ? QByteArray("1024") : v;
    }
    QByteArray pair() { return number() + pickSeparator() + number(); }
    QByteArray pickSeparator()
    {
        return chance(m_random, 85) ? QByteArray(",") : pick(m_random, { ";", ", ", ",,", "" });
    }
    QByteArray outputPath()
    {
        // Inside the scratch folder, or odd: a folder, a missing folder, a dangling link,
        // devices (refused for their names), names that are not UTF-8 or hold a newline. Never a
        // writable name outside the scratch folder: the tests may run as root.
        return pick(m_random,
                    { m_dir + "/a.png", m_dir + "/b.svg", m_dir + "/a.PNG", m_dir,
                      m_dir + "/folder.png", m_dir + "/missing/x.png", m_dir + "/dangling.png",
                      m_dir + "/caf\xe9.png", m_dir + "/d\xe9j\xe0/x.svg", m_dir + "/new\nline.png",
                      m_dir + "/x.bmp", m_dir + "/noext", "/dev/full", "/dev/null",
                      m_dir + "/missing/../a.png", m_dir + "//a.png", "", " ",
                      m_dir + "/ends-with-space.png " });
    }

    void add(const QByteArray &option, const QByteArray &value)
    {
        if (chance(m_random, 8)) {
            arguments << option + '=' + value;
        } else {
            arguments << option << value;
        }
    }

    // One of the option families; values mostly sensible, sometimes adversarial.
    void addOption(bool render, bool smallOutput)
    {
        switch (m_random.between(0, 24)) {
        case 0:
            add("--dim", dim(smallOutput || render));
            break;
        case 1:
            add("--base", number());
            break;
        case 2:
            add("--layout", mostly(layouts, 70));
            break;
        case 3:
            add("--format", mostly(formats, 70));
            break;
        case 4:
            arguments << "--off";
            break;
        case 5:
            add("--positions",
                smallOutput || render || chance(m_random, 50) ? pick(m_random, positionsSmall)
                                                              : pick(m_random, positionsLarge));
            break;
        case 6:
            add("--from", number());
            break;
        case 7:
            add("--language", mostly(languages, 70));
            break;
        case 8:
            add("--compare-position", number());
            break;
        case 9:
            add("--output", outputPath());
            break;
        case 10:
            add("--size", pick(m_random, sizes));
            break;
        case 11:
            add("--palette", mostly(palettes, 70));
            break;
        case 12:
            add("--compare", pair());
            break;
        case 13:
            add("--pairing", mostly(pairings, 80));
            break;
        case 14:
            add(chance(m_random, 50) ? "--query" : "--key", mostly(vectors, 80));
            break;
        case 15:
            add("--heads", number());
            break;
        case 16:
            add("--length", number());
            break;
        case 17:
            add("--distances", number());
            break;
        case 18:
            add("--scale", number());
            break;
        case 19:
            add("--train-length", number());
            break;
        case 20:
            add("--profile", mostly(schemes, 70));
            break;
        case 21:
            add("--context", number());
            break;
        case 22:
            add("--model-config", modelConfigValue(m_random));
            break;
        case 23:
            add("--seed", number());
            break;
        default:
            // Unknown, malformed or compacted options, and stray values.
            arguments << pick(m_random,
                              { "--bogus", "-x", "-hv", "-vh", "--", "-", "---dim", "--Dim",
                                "--off=1", "--help=1", "8", "\xff", "\n" });
            break;
        }
    }

    void build(int family)
    {
        const int roll = m_random.between(1, 100);
        output = roll <= 80 ? Output::Captured : (roll <= 90 ? Output::Full : Output::Closed);
        const bool small = output == Output::Captured;
        bool render = false;
        switch (family) {
        case 0:
            add("--compare", pair());
            break;
        case 1:
            arguments << "--table";
            break;
        case 2:
            add("--shift", number());
            if (chance(m_random, 80))
                add("--from", number());
            break;
        case 3:
            add("--worksheet", mostly(lessons, 80));
            break;
        case 4:
            arguments << pick(m_random, { "--help", "-h", "--version", "-v" });
            break;
        case 5:
            render = true;
            add("--render", mostly(views(), 85));
            add("--size", chance(m_random, 80) ? QByteArray("240x200") : pick(m_random, sizes));
            if (chance(m_random, 90))
                add("--output", outputPath());
            break;
        case 7: // the schemes beyond the sinusoid, a model's settings
            switch (m_random.between(0, 5)) {
            case 0:
                add("--rope", pair());
                break;
            case 1:
                arguments << "--alibi";
                if (chance(m_random, 80))
                    add("--heads", number());
                break;
            case 2:
                add("--profile", mostly(schemes, 80));
                break;
            case 4:
                add("--model-config", modelConfigValue(m_random));
                if (chance(m_random, 50))
                    add("--context", number());
                break;
            case 5:
                add("--rope-mismatch", mostly(mistakes, 80));
                if (chance(m_random, 50))
                    add("--positions", number());
                break;
            default:
                add("--context-scaling", mostly(methods, 80));
                add("--scale", number());
                add("--train-length", number());
                break;
            }
            break;
        default: // two modes at once
            arguments << "--table";
            add("--compare", pair());
            break;
        }
        const int extra = m_random.between(0, render ? 3 : 5);
        for (int k = 0; k < extra; ++k)
            addOption(render, small);
        if (chance(m_random, 10) && !arguments.isEmpty()) // a repeated option
            arguments << arguments.at(m_random.between(0, int(arguments.size()) - 1));
        if (chance(m_random, 5)) // a value missing at the end
            arguments << pick(m_random, { "--dim", "--base", "--output", "--compare" });
        // Shuffle the pairs a little: options may come in any order.
        if (arguments.size() > 2 && chance(m_random, 30))
            std::swap(arguments[0], arguments[arguments.size() - 1]);
        // A render with a large size would only be slow, not wrong: keep every size small.
        for (qsizetype k = 0; k + 1 < arguments.size(); ++k) {
            if (arguments.at(k) == "--size" && !sizes.contains(arguments.at(k + 1)))
                arguments[k + 1] = "240x200";
        }
    }

    // A case of valid options for its mode (values mostly accepted), each option at most once.
    void buildClean(int family)
    {
        const int roll = m_random.between(1, 100);
        output = roll <= 80 ? Output::Captured : (roll <= 90 ? Output::Full : Output::Closed);
        QList<QByteArray> optional;
        switch (family) {
        case 0:
            add("--compare", pick(m_random, goodPositions) + ',' + pick(m_random, goodPositions));
            optional = { "--dim", "--base", "--off", "--layout", "--format" };
            break;
        case 1:
            arguments << "--table";
            optional = { "--dim", "--base", "--positions", "--layout", "--format" };
            break;
        case 2:
            add("--shift", pick(m_random, goodShifts));
            add("--from", pick(m_random, goodPositions));
            optional = { "--dim", "--base", "--format" };
            break;
        case 3:
            add("--worksheet", pick(m_random, { "workbench", "why-waves", "attention", "beyond" }));
            optional = { "--compare-position", "--format" };
            break;
        case 5: {
            const QByteArray view = pick(m_random, goodViews());
            add("--render", view);
            add("--size", pick(m_random, { "200x200", "240x200", "320x240" }));
            add("--output",
                pick(m_random,
                     { m_dir + "/a.png", m_dir + "/b.svg", m_dir + "/caf\xe9.png",
                       m_dir + "/d\xe9j\xe0/x.svg" }));
            optional = { "--dim", "--base",   "--positions", "--compare",
                         "--off", "--layout", "--palette" };
            if (view.startsWith("lesson:"))
                optional = { "--compare-position" };
            break;
        }
        case 7:
            switch (m_random.between(0, 5)) {
            case 0:
                add("--rope", pick(m_random, goodPositions) + ',' + pick(m_random, goodPositions));
                optional = { "--pairing", "--format" };
                break;
            case 1:
                arguments << "--alibi";
                add("--heads", pick(m_random, { "1", "5", "8", "12", "1024" }));
                optional = { "--length", "--format" };
                break;
            case 2:
                add("--profile", pick(m_random, { "sinusoidal", "rope", "alibi" }));
                optional = { "--distances", "--format" };
                break;
            case 4:
                add("--model-config", pick(m_random, goodModelConfigs));
                optional = { "--context", "--format" };
                break;
            case 5:
                add("--rope-mismatch", pick(m_random, mistakes.mid(0, 6)));
                optional = { "--model-config", "--positions", "--seed", "--format" };
                break;
            default:
                add("--context-scaling", pick(m_random, { "pi", "ntk", "yarn" }));
                add("--scale", pick(m_random, { "0.5", "1", "4", "16", "1e6" }));
                add("--train-length", pick(m_random, { "1", "2048", "9007199254740992" }));
                optional = { "--dim", "--base", "--format" };
                break;
            }
            break;
        default:
            arguments << pick(m_random, { "--help", "-h", "--version", "-v" });
            break;
        }
        optional << "--language";
        const bool json = chance(m_random, 50);
        for (const QByteArray &option : optional) {
            if (!chance(m_random, 40))
                continue;
            if (option == "--off")
                arguments << option;
            else
                add(option,
                    cleanValue(m_random, option, family, json, arguments.contains("--profile")));
        }
    }

    // Whether the arguments might open the window (no report option among them): never run.
    bool mayOpenWindow() const
    {
        for (const QByteArray &a : arguments) {
            static const QList<QByteArray> modes = declaredReportOptions();
            for (const QByteArray &mode : modes) {
                if (a == mode || a.startsWith(QByteArray(mode + '=')))
                    return false;
            }
        }
        return true;
    }

    bool writesLarge() const
    {
        for (const QByteArray &a : arguments) {
            for (const QByteArray &large : positionsLarge) {
                if (a.endsWith(large))
                    return true;
            }
        }
        return false;
    }

private:
    SeededGenerator &m_random;
    QByteArray m_dir;
};

} // namespace pe::commandlinefuzz
