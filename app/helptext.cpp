// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/helptext.h"
#include "core/text/texttable.h"

#include <QStringList>

#include <algorithm>

namespace pe {

namespace {

    QString optionLabel(const QCommandLineOption &option)
    {
        QStringList names;
        for (const QString &name : option.names())
            names.append(name.size() == 1 ? QString(QLatin1Char('-') + name)
                                          : QString(QLatin1String("--") + name));
        QString label = names.join(QLatin1String(", "));
        if (!option.valueName().isEmpty())
            label += QLatin1Char(' ') + option.valueName();
        return label;
    }

    void addParagraph(QString *text, const QString &paragraph, const QString &indent = QString())
    {
        for (const QString &line : TextTable::wrap(paragraph, HelpText::width - indent.size()))
            *text += indent + line + QLatin1Char('\n');
    }

} // namespace

QString HelpText::compose(const QList<QCommandLineOption> &options)
{
    QString text = usage();
    text += QLatin1Char('\n');
    addParagraph(&text,
                 tr("The Positional Encoding Workbench shows how sinusoidal positional encoding "
                    "gives a Transformer's input a position signal: PE(p)[2i] = "
                    "sin(p / base^(2i/d)) and PE(p)[2i+1] = cos(p / base^(2i/d)). Whether a "
                    "model learns to use the signal depends on its training, which the workbench "
                    "does not cover."));
    text += QLatin1Char('\n');
    addParagraph(&text,
                 tr("Without a report option the workbench window opens. --compare, --table, "
                    "--shift, --rope, --alibi, --profile, --context-scaling, --precision, "
                    "--nearest, --train, --model-config and --rope-mismatch print a report on "
                    "standard output instead and need no display."));
    addParagraph(&text,
                 tr("A file named alone opens in the window: a scenario (.pewscenario) as File → "
                    "Open Scenario opens it, a model's config.json in the Your model view."));
    text += QLatin1Char('\n');

    text += optionList(options);
    text += QLatin1Char('\n');
    addParagraph(&text,
                 tr("JSON and CSV numbers carry 17 significant digits, so they read back exactly; "
                    "text reports show 6 decimals."));
    addParagraph(&text,
                 tr("Each option may be given once. A value is taken exactly as written: no "
                    "spaces around it, numbers in the digits 0 to 9."));
    addParagraph(&text,
                 tr("Exit status: 0 on success; 2 when an option or a value is not accepted, or "
                    "when the output cannot be written (a full disk, a closed standard output), "
                    "with one line on standard error that names the problem."));
    addParagraph(&text,
                 tr("When the reading program ends early (pe-workbench --table | head), the "
                    "report stops there: exit status 2 and that one line. The largest runs take "
                    "minutes (--train longer --dim 64 --steps 100000 about 4, a --table of 10^8 "
                    "values about half of one); on a terminal they show their progress on "
                    "standard error, elsewhere nothing."));
    text += QLatin1Char('\n');

    text += examples();
    return text;
}

// "Usage:" and a line per report; long lines continue under the first option and a [bracketed
// group] stays whole.
QString HelpText::usage()
{
    const QString program = QStringLiteral("pe-workbench");
    QString text = tr("Usage:") + QLatin1Char('\n');
    const QStringList usages = {
        program + QStringLiteral(" [--language L] [FILE.pewscenario | config.json]"),
        program
            + QStringLiteral(" --compare P,Q [--dim D] [--base B] [--off] "
                             "[--layout interleaved|concatenated] [--format text|json]"),
        program
            + QStringLiteral(" --table [--dim D] [--base B] [--positions N|A-B] "
                             "[--layout interleaved|concatenated] [--format csv|json]"),
        program + QStringLiteral(" --shift R --from K [--dim D] [--base B] [--format text|json]"),
        program
            + QStringLiteral(" --rope M,N [--dim D] [--base B] [--pairing interleaved|half] "
                             "[--query v0,v1,...] [--key v0,v1,...] [--format text|json]"),
        program + QStringLiteral(" --alibi --heads H [--length L] [--format text|json]"),
        program
            + QStringLiteral(" --profile sinusoidal|rope|alibi [--dim D] [--base B] "
                             "[--heads H] [--distances N] [--format csv|json]"),
        program
            + QStringLiteral(" --context-scaling pi|ntk|yarn --scale S --train-length L "
                             "[--dim D] [--base B] [--format text|json]"),
        program
            + QStringLiteral(" --precision float16|bfloat16|float32 [--variant all|angle-float32] "
                             "[--dim D] [--base B] [--positions N|A-B] [--format text|json]"),
        program
            + QStringLiteral(" --nearest [--dim D] [--base B] [--positions N] "
                             "[--format text|json]"),
        program
            + QStringLiteral(" --train who-hits|which-first|longer "
                             "--scheme none|sinusoidal|learned|rope [--dim D] [--steps N] "
                             "[--seed S] [--train-length L] [--format text|json]"),
        program + QStringLiteral(" --model-config FILE [--context N] [--format text|json]"),
        program
            + QStringLiteral(
                " --rope-mismatch pairing|theta|bfloat16|float16|double-scaling|offset "
                "[--model-config FILE] [--positions N] [--seed S] "
                "[--format text|json|csv]"),
        program + QStringLiteral(" --version | --help | --language L"),
    };
    const QString continuation(2 + program.size() + 1, QLatin1Char(' '));
    const QChar noBreak(0x00A0);
    for (const QString &entry : usages) {
        QString glued = entry;
        int depth = 0;
        for (QChar &c : glued) {
            depth += c == QLatin1Char('[') ? 1 : (c == QLatin1Char(']') ? -1 : 0);
            if (depth > 0 && c == QLatin1Char(' '))
                c = noBreak;
        }
        const QStringList lines = TextTable::wrap(glued, width - continuation.size());
        for (int k = 0; k < lines.size(); ++k)
            text += (k == 0 ? QStringLiteral("  ") : continuation)
                + QString(lines.at(k)).replace(noBreak, QLatin1Char(' ')) + QLatin1Char('\n');
    }
    return text;
}

// "Options:" and each option's names, value and description, the descriptions in one column.
QString HelpText::optionList(const QList<QCommandLineOption> &options)
{
    QString text = tr("Options:") + QLatin1Char('\n');
    int labelWidth = 0;
    for (const QCommandLineOption &option : options)
        labelWidth = std::max(labelWidth, int(optionLabel(option).size()));
    const QString indent(labelWidth + 4, QLatin1Char(' '));
    for (const QCommandLineOption &option : options) {
        const QStringList lines = TextTable::wrap(option.description(), width - indent.size());
        for (int k = 0; k < lines.size(); ++k) {
            const QString label = k == 0 ? optionLabel(option) : QString();
            text += QLatin1String("  ") + label.leftJustified(labelWidth + 2) + lines.at(k)
                + QLatin1Char('\n');
        }
    }
    return text;
}

// "Examples:", one command line each.
QString HelpText::examples()
{
    const QString program = QStringLiteral("pe-workbench");
    QString text = tr("Examples:") + QLatin1Char('\n');
    const QStringList examples = {
        QStringLiteral(" --compare 0,3"),
        QStringLiteral(" --compare 0,6 --format json"),
        QStringLiteral(" --table --dim 128 --positions 0-49 --format csv"),
        QStringLiteral(" --shift 3 --from 1 --dim 128"),
        QStringLiteral(" --language ja --compare 0,3 --off"),
        QStringLiteral(" --rope 3,7 --dim 8 --pairing half --format json"),
        QStringLiteral(" --alibi --heads 12 --length 8"),
        QStringLiteral(" --profile rope --dim 128 --distances 256 --format csv"),
        QStringLiteral(" --context-scaling yarn --scale 4 --train-length 4096 --dim 128"),
        QStringLiteral(" --precision bfloat16 --positions 250-270 --format json"),
        QStringLiteral(" --nearest --dim 2 --positions 1000"),
        QStringLiteral(" --train who-hits --scheme none --format json"),
        QStringLiteral(" --model-config config.json --context 131072"),
        QStringLiteral(" --rope-mismatch bfloat16 --positions 300 --format csv"),
    };
    for (const QString &example : examples)
        text += QLatin1String("  ") + program + example + QLatin1Char('\n');
    return text;
}

QString HelpText::version()
{
    return QStringLiteral("pe-workbench " PEW_VERSION "\n")
        + tr("Qt %1 (built with Qt %2)")
              .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))
        + QLatin1Char('\n');
}

} // namespace pe
