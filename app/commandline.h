// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/modelsettings.h"
#include "app/precisionsettings.h"
#include "app/presenteroption.h"
#include "app/schemesettings.h"
#include "core/math/encoding.h"
#include "core/scenarios/scenario.h"
#include "core/training/trainingsettings.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace pe {

// What pe-workbench was asked to do, read from its arguments with QCommandLineParser::parse()
// (never process(), which exits with 1) and checked with ParameterLimits. Every rejection is one
// line naming the option, the value and what is allowed.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    // Gui opens the workbench window; the others print and exit.
    enum class Mode {
        Gui,
        Help,
        Version,
        Compare,
        Table,
        Shift,
        Render,
        Lesson,
        Worksheet,
        Rope,
        Alibi,
        Profile,
        ContextScaling,
        Precision,
        Nearest,
        Train,
        ModelConfig,
        RopeMismatch
    };
    enum class Format { Text, Json, Csv, Markdown, Pdf, Html };

    // The checked values a report needs (defaults: d = 8, base = 10000, positions 0..49).
    struct Settings
    {
        int dimension = 8;
        double base = 10000;
        Layout layout = Layout::Interleaved;
        Format format = Format::Text;
        bool enabled = true; // --compare without --off
        qint64 p = 0; // --compare P,Q
        qint64 q = 0;
        qint64 first = 0; // --table --positions
        qint64 count = 50;
        qint64 shift = 0; // --shift R
        qint64 from = 0; // --from K
        // --render VIEW --output FILE [--size WxH] [--palette NAME]; a lesson step renders as
        // target "lesson" with lessonId and step.
        QString target;
        QString output;
        int width = 1280;
        int height = 800;
        QString palette = QStringLiteral("viridis");
        bool positionsGiven = false;
        bool compareGiven = false;
        // --lesson ID / --worksheet ID [--compare-position Q]
        QString lessonId;
        int step = 0;
        int comparePosition = 3;
        bool answers = false; // --worksheet --answers: the answer key as the last part
        SchemeSettings scheme; // --rope, --alibi, --profile, --context-scaling
        PrecisionSettings precision; // --precision (--nearest uses count alone)
        TrainingSettings training; // --train (its own d, default 16)
        ModelSettings model; // --model-config, --rope-mismatch
        // --scenario FILE (or the file name alone): the file as read
        QString scenarioFile;
        std::optional<Scenario> scenario;
        // The window's file (pe-workbench FILE, --scenario FILE without a report) could not be
        // read: why, in one line. The window shows it as File → Open does; without a window
        // system it is the command line's error (exit 2).
        QString scenarioError;
        // The same for a model's config.json named alone (pe-workbench config.json), which opens
        // in the Your model view; model.model holds the file once it was read.
        QString modelError;
        // --presenter [--presenter-look L] [--presenter-zoom N] (the window, --lesson, --render)
        PresenterOption::Request presenter;

        Encoding encoding() const { return Encoding(dimension, base, layout); }
    };

    CommandLine();

    // arguments[0] is the program. Returns false and sets errorText() when anything is rejected.
    bool parse(const QStringList &arguments);

    Mode mode() const { return m_mode; }
    const Settings &settings() const { return m_settings; }
    QString errorText() const { return m_error; }
    // The --language value when it is one we have (empty otherwise); set even when parse() failed
    // for another reason, so the error itself comes out in that language.
    QString language() const { return m_language; }

    QString helpText() const;
    static QString versionText();

    // A report mode and the options it takes (CommandLineCatalog).
    struct Rule;

private:
    static const QList<Rule> &rules();

    bool fail(const QString &message);
    // How the arguments are written (commandlinechecks.cpp).
    bool failParse(const QStringList &arguments);
    QString allowedFor(const QString &name) const;
    bool checkRepeats();
    bool checkSpaces();
    QString shown(const QString &name) const;

    bool chooseMode();
    bool checkOptionsOfMode(const Rule &rule);
    bool readReport(const Rule &rule, const QString &scenarioFile);

    QCommandLineParser m_parser;
    QList<QCommandLineOption> m_options;
    Mode m_mode = Mode::Gui;
    Settings m_settings;
    QString m_language;
    QString m_error;
};

} // namespace pe
