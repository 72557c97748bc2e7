// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <vector>

namespace pe {

// The published position settings of well-known open models that come with the Workbench
// (resources/models/<id>.json, built in as :/models/<id>.json): only the fields that decide
// positions, and "_source": the model and where the numbers come from. Model names are names and
// stay untranslated.
class ModelSamples
{
public:
    struct Sample
    {
        const char *id; // "llama-3.1-8b": the file resources/models/<id>.json
        const char *model; // "Llama 3.1 8B"
    };
    static const std::vector<Sample> &all();
    static QString resourcePath(const char *id); // ":/models/<id>.json"
};

} // namespace pe
