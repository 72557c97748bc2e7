// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace pe {

class PositionalEncodingModel;

// What a clock dial says: its title and its period under it ("pair 0 · dims 0, 1", "period
// 6.28"), and its tooltip with the exact values at p and q. Read from the model at each call.
// The texts keep the translation context of ClockGrid, where they were written, so that the
// catalogs know them as they are.
class ClockDialTexts
{
    Q_DECLARE_TR_FUNCTIONS(pe::ClockGrid)

public:
    explicit ClockDialTexts(const PositionalEncodingModel *model);

    QString title(int pair) const;
    QString periodLabel(int pair) const;
    // Empty for a pair the encoding does not have.
    QString toolTip(int pair) const;

private:
    const PositionalEncodingModel *m_model;
};

} // namespace pe
