// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace pe {

class RopeFrequencies;
struct ModelConfig;
struct ModelSource;

// The Your model view's sentences: what a model's position settings do, in words ("llama3
// scaling: long wavelengths (over 8192 positions) slowed by 8, short ones (under 2048 positions)
// kept, a smooth band between."), the partial rotary split, the pairs that meet unseen angles at
// the context length, and where the numbers come from. Numbers as the file writes them
// (shortest form), values to 6 decimals.
class ModelSummaryText
{
    Q_DECLARE_TR_FUNCTIONS(ModelSummaryText)

public:
    // The rope type's effect, the rotated dimensions and the unseen pairs, as one paragraph.
    static QString summary(const RopeFrequencies &frequencies);
    static QString scaling(const RopeFrequencies &frequencies);
    static QString alibi();
    // "Llama 3.1 8B Instruct (…); published at …; read from …", or the file name alone.
    static QString source(const ModelSource &source, const QString &fileName);
    // How a sample's numbers were read, for the source line's tooltip (the note is the sample
    // file's own English text); empty when the file says nothing of it.
    static QString howRead(const ModelSource &source);

private:
    static QString rotated(const ModelConfig &config);
    static QString unseen(const RopeFrequencies &frequencies);
};

} // namespace pe
