// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/reports/reportterms.h"

namespace pe {

QString ReportTerms::layout(Layout layout)
{
    // The English text is the option value itself; translations add their word before it.
    return layout == Layout::Concatenated
        ? tr("concatenated",
             "layout in a text report: the translated name, then the option "
             "value in brackets")
        : tr("interleaved",
             "layout in a text report: the translated name, then the option "
             "value in brackets");
}

} // namespace pe
