// SPDX-License-Identifier: GPL-3.0-or-later
// A translator that wraps every translated string in brackets: installed in a test, it shows
// which texts follow a language change ("[Dimension d]") and which were left as they were.
#pragma once

#include <QTranslator>

namespace pe::lessontest {

class BracketTranslator : public QTranslator
{
public:
    QString translate(const char *, const char *source, const char * = nullptr,
                      int = -1) const override
    {
        return QLatin1Char('[') + QString::fromUtf8(source) + QLatin1Char(']');
    }
    bool isEmpty() const override { return false; }
};

} // namespace pe::lessontest
