// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/lessons/lessonparameters.h"
#include "core/lessons/lessonvalue.h"
#include "core/math/contextscaling.h"

#include <QCoreApplication>
#include <QList>

namespace pe {

// The numbers of the lesson "Beyond the sinusoid" about inputs longer than training: RoPE at the
// step's width d (128) trained on L = trainLength positions and run on scale · L, without a
// rescaling and with position interpolation, NTK-aware scaling and YaRN (ContextScaling). A pair
// is "unseen" as ContextScaling defines it; without a rescaling the run's band is s·L·θᵢ. Δ is
// the compare position (p = 0): the angles at Δ show what each method does to near and far tokens.
class BeyondContextValues
{
    Q_DECLARE_TR_FUNCTIONS(BeyondContextValues)

public:
    static constexpr int trainLength = 2048;
    static constexpr double scale = 4;
    // The method keys: none, pi, ntk, yarn.
    static QStringList methodKeys();

    // shift, dim, train_length, scale, run_length, pair_count; unseen_none, first_unseen (the
    // first pair that never turned fully in training, −1 if none); fast_wavelength and
    // slow_wavelength (pairs 0 and d/2 − 1); slow_trained_angle (L·θ), slow_run_angle (s·L·θ)
    // and slow_delta_angle (Δ·θ) of the slowest pair.
    static QList<LessonValue> longer(const LessonParameters &parameters);
    // shift; for every method key: unseen_<key>, stretch_<key> (the largest run band / trained
    // band over the pairs that never turned fully in training), fast_angle_<key> (Δ·θ₀'),
    // slow_angle_<key> (Δ·θ'_{d/2−1}), slow_wavelength_<key>; base_ntk (base'),
    // factor_yarn (√(1/t)).
    static QList<LessonValue> scalings(const LessonParameters &parameters);

    // The method of a key other than none.
    static ContextScaling::Method method(const QString &key);
};

} // namespace pe
