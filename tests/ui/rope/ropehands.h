// SPDX-License-Identifier: GPL-3.0-or-later
// What the RoPE dial tests share: the view's seeded q and k drawn again, each pair's hand as a
// complex number rotated by brute force (θ from exp and log), a field typed into, and a shown view
// on its own model.
#pragma once

#include "core/math/seededgenerator.h"
#include "core/model/positionalencodingmodel.h"
#include "ui/common/checkedspinbox.h"
#include "ui/rope/ropeview.h"

#include <QSize>
#include <QTest>

#include <cmath>
#include <complex>
#include <cstdint>
#include <utility>
#include <vector>

namespace pe::ropetest {

// The view's default q and k, drawn again: seed 15, q's d numbers then k's, in hundredths.
inline void seeded(int d, uint64_t seed, std::vector<double> *q, std::vector<double> *k)
{
    SeededGenerator generator(seed);
    q->assign(size_t(d), 0.0);
    k->assign(size_t(d), 0.0);
    for (double &x : *q)
        x = generator.between(-100, 100) / 100.0;
    for (double &x : *k)
        x = generator.between(-100, 100) / 100.0;
}

inline std::pair<int, int> pairOf(bool half, int i, int d)
{
    return half ? std::make_pair(i, i + d / 2) : std::make_pair(2 * i, 2 * i + 1);
}

inline std::complex<double> hand(const std::vector<double> &v, int i, double position, double base,
                                 bool half)
{
    const int d = int(v.size());
    const auto [a, b] = pairOf(half, i, d);
    const double theta = std::exp(-2.0 * i / d * std::log(base));
    return std::complex<double>(v[size_t(a)], v[size_t(b)]) * std::polar(1.0, position * theta);
}

inline void type(CheckedSpinBox *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
    QTest::keyClick(field, Qt::Key_Return);
}

struct Fixture
{
    explicit Fixture(int d = 8, qint64 p = 2, qint64 q = 5, QSize size = QSize(900, 800))
        : view(&model)
    {
        model.setDimension(d);
        model.setPositionP(p);
        model.setPositionQ(q);
        view.resize(size);
        view.show();
        exposed = QTest::qWaitForWindowExposed(&view);
    }
    PositionalEncodingModel model;
    RopeView view;
    bool exposed = false;
};

} // namespace pe::ropetest
