// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/math/encoding.h"

#include <QCoreApplication>
#include <QString>

namespace pe {

// Words the text reports share. A translated report names the layout as the window does, in
// its own language, with the option value (--layout interleaved) in brackets: 交互（interleaved）.
class ReportTerms
{
    Q_DECLARE_TR_FUNCTIONS(ReportTerms)

public:
    static QString layout(Layout layout);
};

} // namespace pe
