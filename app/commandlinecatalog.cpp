// SPDX-License-Identifier: GPL-3.0-or-later
// CommandLineCatalog's options, in the order of --help (its rules are in commandlinerules.cpp).
#include "app/commandlinecatalog.h"

#include <QCoreApplication>

#include <iterator>

namespace pe {

namespace {

    using OptionInfo = CommandLineCatalog::OptionInfo;

    // The order here is the order of --help.
    const OptionInfo optionTable[] = {
        { "compare", nullptr, "P,Q",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Compare the encodings of positions P and Q (whole numbers from 0 to "
                            "2^53), e.g. --compare 0,3.") },
        { "table", nullptr, nullptr,
          QT_TRANSLATE_NOOP("CommandLine", "Print the encoding table, one row per position.") },
        { "shift", nullptr, "R",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Show the relative shift by R positions (a whole number from -2^53 to "
                            "2^53) as the rotation matrix M_R; needs --from.") },
        { "from", nullptr, "K",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "The position k the shift starts from (a whole number from 0 to 2^53).") },
        { "dim", nullptr, "D",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "Width d of the encoding: an even whole number from 2 to 65536 (default "
              "8).") },
        { "base", nullptr, "B",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Base of the wavelengths: a number greater than 1 and at most 10^12 "
                            "(default 10000).") },
        { "off", nullptr, nullptr,
          QT_TRANSLATE_NOOP("CommandLine",
                            "Switch the positional encoding off: the token gets the same vector at "
                            "both positions, so the difference is zero.") },
        { "layout", nullptr, "L",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "interleaved (sin, cos, sin, cos, ...; the default) or concatenated (all "
              "sin components, then all cos).") },
        { "positions", nullptr, "N|A-B",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Rows of the table: N for positions 0 to N-1, A-B for A to B inclusive "
                            "(default 50); at most 10^8 values in all. With --rope-mismatch: the "
                            "positions 0 to N-1, N from 1 to 1000 (default 64).") },
        { "rope", nullptr, "M,N",
          QT_TRANSLATE_NOOP("CommandLine",
                            "RoPE: rotate the query to position M and the key to position N (whole "
                            "numbers from 0 to 2^53) and print their score, e.g. --rope 3,7.") },
        { "pairing", nullptr, "P",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Which components form RoPE's pairs: interleaved ((2i, 2i+1), the "
                            "default) or half ((i, i + d/2)).") },
        { "query", nullptr, "v0,v1,...",
          QT_TRANSLATE_NOOP("CommandLine",
                            "The query vector of --rope: d numbers separated by commas, each from "
                            "-10^6 to 10^6 (default: all ones).") },
        { "key", nullptr, "v0,v1,...",
          QT_TRANSLATE_NOOP("CommandLine",
                            "The key vector of --rope: d numbers separated by commas, each from "
                            "-10^6 to 10^6 (default: all ones).") },
        { "alibi", nullptr, nullptr,
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "ALiBi: print each head's slope and the bias of the last query for every "
              "key; needs --heads.") },
        { "heads", nullptr, "H",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Number of attention heads for --alibi and --profile alibi: a whole "
                            "number from 1 to 1024 (default 8 for --profile).") },
        { "length", nullptr, "L",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "Number of positions for --alibi: a whole number from 1 to 4096 (default "
              "8).") },
        { "profile", nullptr, "SCHEME",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Print how a scheme's signal changes with the distance alone: "
                            "sinusoidal, rope or alibi.") },
        { "distances", nullptr, "N",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Distances 0 to N-1 for --profile: a whole number from 1 to 100000 "
                            "(default 64).") },
        { "context-scaling", nullptr, "METHOD",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Rescale RoPE's frequencies for a longer context: pi (position "
                            "interpolation), ntk (NTK-aware) or yarn; needs --scale and "
                            "--train-length.") },
        { "scale", nullptr, "S",
          QT_TRANSLATE_NOOP("CommandLine",
                            "How many times longer the context is than in training: a number from "
                            "10^-6 to 10^6.") },
        { "train-length", nullptr, "L",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "Number of positions the model was trained on: a whole number from 1 to "
              "2^53; with --train longer the longest training input, 2 to 16 (default "
              "8), tested on up to 2L.") },
        { "precision", nullptr, "TYPE",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "Print what a number type does to the table over --positions: float16, "
              "bfloat16 or float32 (the largest error and where, collisions, the first "
              "whole position it cannot hold).") },
        { "variant", nullptr, "V",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "How --precision computes the table: all (position, inverse frequency, "
              "angle, sin and cos each rounded to the type; the default) or "
              "angle-float32 (the angle in float32, sin and cos stored in the type).") },
        { "nearest", nullptr, nullptr,
          QT_TRANSLATE_NOOP("CommandLine",
                            "Print the nearest pair of positions among 0 to N-1 (--positions N, "
                            "default 50): the two whose encodings are closest, in double.") },
        { "train", nullptr, "TASK",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "Train a tiny attention model and print its loss and accuracies: "
              "who-hits (the subject of 你打我, dog bites man), which-first (which of "
              "two marked tokens comes first) or longer (which-first, tested on longer "
              "inputs); needs --scheme.") },
        { "scheme", nullptr, "S",
          QT_TRANSLATE_NOOP("CommandLine",
                            "The position scheme of --train: none, sinusoidal (added to the "
                            "embeddings), learned (a trained table) or rope (rotating q and k).") },
        { "steps", nullptr, "N",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Training steps of --train: a whole number from 1 to 100000 (default "
                            "400).") },
        { "seed", nullptr, "S",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "Seed of --train's data split, weights and batches, or of --rope-mismatch's "
              "q and k: a whole number from 0 to 2^53 (default 1); the same seed gives the "
              "same numbers.") },
        { "model-config", nullptr, "FILE",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Print a model's RoPE settings from its config.json (Hugging Face "
                            "style): the rope type, the attention factor and, per rotated pair, "
                            "its frequency, wavelength, scaling factor and whether the context "
                            "reaches angles training never saw. With --rope-mismatch: the model "
                            "the mistake is made in; with --render model: the model drawn.") },
        { "context", nullptr, "N",
          QT_TRANSLATE_NOOP("CommandLine",
                            "The context length N of --model-config and --render model: a whole "
                            "number from 1 to 2^31 (default: the file's "
                            "max_position_embeddings).") },
        { "rope-mismatch", nullptr, "MISTAKE",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Score the same seeded q and k with a model's correct RoPE and with "
                            "one mistake: pairing (interleaved instead of half), theta (rope_theta "
                            "10000, or 500000 for a model at 10000), bfloat16 or float16 (the "
                            "angles computed in that type), double-scaling (the context scaling "
                            "applied twice) or offset (the query one position too far). Without "
                            "--model-config: the built-in Llama 2 7B sample (head dimension 128, "
                            "rope_theta 10000).") },
        { "format", nullptr, "F",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "text or json for --compare, --shift, --rope, --alibi, "
              "--context-scaling, --precision, --nearest, --train and --model-config "
              "(default text); csv or json for --table and --profile (default csv); text, "
              "json or csv for --rope-mismatch (default text).") },
        { "render", nullptr, "VIEW",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "Draw a view without opening a window and save it with --output: %1, or "
              "lesson:ID:N for step N of a lesson, counted from 1 as the lesson shows "
              "it.") },
        { "output", nullptr, "FILE",
          QT_TRANSLATE_NOOP(
              "CommandLine",
              "The file to write: the image of --render (a name ending in .png or .svg) "
              "or the handout of --worksheet --format pdf or html.") },
        { "size", nullptr, "WxH",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Size of the rendered image in pixels, e.g. 1280x800 (each side 200 to "
                            "8192).") },
        { "palette", nullptr, "NAME",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Colours of the heatmap: viridis (the default), rdbu or cividis.") },
        { "lesson", nullptr, "ID",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Open the window with a lesson: workbench, why-waves, attention or "
                            "beyond.") },
        { "worksheet", nullptr, "ID",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Print a lesson as a handout in the chosen language: --format markdown "
                            "or json to standard output (with the answer key), pdf or html to "
                            "--output FILE (figures included; --answers adds the answer key).") },
        { "answers", nullptr, nullptr,
          QT_TRANSLATE_NOOP("CommandLine",
                            "With --worksheet --format pdf or html: add the answer key as the last "
                            "part.") },
        { "scenario", nullptr, "FILE",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Open a scenario file (.pewscenario): alone it opens the window as the "
                            "file was saved; with --render or --worksheet it supplies their "
                            "parameters (options given as well win), and --render scenario / "
                            "--worksheet scenario show the file's lesson step or window. The file "
                            "name alone, pe-workbench FILE.pewscenario, opens it too.") },
        { "presenter", nullptr, nullptr,
          QT_TRANSLATE_NOOP("CommandLine",
                            "Start in presenter mode: the window (or --lesson, or the scenario's "
                            "lesson) full screen with large type and high contrast; with --render, "
                            "draw in that look.") },
        { "presenter-look", nullptr, "LOOK",
          QT_TRANSLATE_NOOP("CommandLine",
                            "With --presenter: light or dark (default: the one chosen last).") },
        { "presenter-zoom", nullptr, "N",
          QT_TRANSLATE_NOOP("CommandLine",
                            "With --presenter: the type size in per cent, 125 to 250 (default: the "
                            "one chosen last, at first 150).") },
        { "compare-position", nullptr, "Q",
          QT_TRANSLATE_NOOP("CommandLine",
                            "The lesson's number: the position compared with 0 in workbench (1 to "
                            "32, default 3), your position in why-waves (1 to 100000, default "
                            "1000), the distance R in attention (1 to 49, default 3), the distance "
                            "Δ in beyond (1 to 8192, default 3).") },
        { "language", nullptr, "L",
          QT_TRANSLATE_NOOP("CommandLine",
                            "Language of the window and the reports: en, ja, zh_TW or zh_CN "
                            "(default: the system's language).") },
        { "help", "h", nullptr, QT_TRANSLATE_NOOP("CommandLine", "Show this help and exit.") },
        { "version", "v", nullptr,
          QT_TRANSLATE_NOOP("CommandLine", "Show the version of pe-workbench and Qt and exit.") },
    };

} // namespace

const QList<CommandLineCatalog::OptionInfo> &CommandLineCatalog::options()
{
    static const QList<OptionInfo> list(std::begin(optionTable), std::end(optionTable));
    return list;
}

} // namespace pe
