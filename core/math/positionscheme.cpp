// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/math/positionscheme.h"

#include <QCoreApplication>

namespace pe {

const std::vector<PositionSchemes::Entry> &PositionSchemes::all()
{
    // Sinusoidal, RoPE and the learned table take the palette's first three curve colours in
    // every view (blue, vermillion, bluish green on light backgrounds); no positions the fourth.
    static const std::vector<Entry> entries = {
        { PositionScheme::None, "none", QT_TRANSLATE_NOOP("PositionSchemes", "none"),
          QT_TRANSLATE_NOOP("PositionSchemes", "none, the model sees the tokens as a bag"),
          QT_TRANSLATE_NOOP("PositionSchemes",
                            "No positions: the summary token sees the same for every order"),
          true, false, 3, SchemeLine::DashDotDot },
        { PositionScheme::Sinusoidal, "sinusoidal",
          QT_TRANSLATE_NOOP("PositionSchemes", "sinusoidal"),
          QT_TRANSLATE_NOOP("PositionSchemes", "sinusoidal encoding added to the token embeddings"),
          QT_TRANSLATE_NOOP("PositionSchemes", "The sinusoidal encoding added to each token"), true,
          true, 0, SchemeLine::Solid },
        { PositionScheme::Learned, "learned", QT_TRANSLATE_NOOP("PositionSchemes", "learned"),
          QT_TRANSLATE_NOOP("PositionSchemes",
                            "learned position table added to the token embeddings"),
          QT_TRANSLATE_NOOP("PositionSchemes",
                            "A learned position table added to each token (no "
                            "row past the training length)"),
          true, false, 2, SchemeLine::Dot },
        { PositionScheme::Rope, "rope", QT_TRANSLATE_NOOP("PositionSchemes", "RoPE"),
          QT_TRANSLATE_NOOP("PositionSchemes", "RoPE rotating the queries and keys"),
          QT_TRANSLATE_NOOP("PositionSchemes", "RoPE: queries and keys turned by the position"),
          true, true, 1, SchemeLine::Dash },
        { PositionScheme::Alibi, "alibi", QT_TRANSLATE_NOOP("PositionSchemes", "ALiBi"),
          QT_TRANSLATE_NOOP("PositionSchemes",
                            "ALiBi subtracting slope × distance from each head's scores"),
          nullptr, false, true, -1, SchemeLine::DashDot },
    };
    return entries;
}

const PositionSchemes::Entry &PositionSchemes::of(PositionScheme scheme)
{
    for (const Entry &entry : all())
        if (entry.scheme == scheme)
            return entry;
    return all().front();
}

std::vector<PositionScheme> PositionSchemes::trained()
{
    std::vector<PositionScheme> out;
    for (const Entry &entry : all())
        if (entry.trains)
            out.push_back(entry.scheme);
    return out;
}

std::vector<PositionScheme> PositionSchemes::profiled()
{
    std::vector<PositionScheme> out;
    for (const Entry &entry : all())
        if (entry.profiles)
            out.push_back(entry.scheme);
    return out;
}

bool PositionSchemes::fromName(const QString &name, PositionScheme *scheme)
{
    for (const Entry &entry : all()) {
        if (name == QLatin1String(entry.name)) {
            *scheme = entry.scheme;
            return true;
        }
    }
    return false;
}

QString PositionSchemes::label(PositionScheme scheme)
{
    return QCoreApplication::translate("PositionSchemes", of(scheme).label);
}

QString PositionSchemes::description(PositionScheme scheme)
{
    return QCoreApplication::translate("PositionSchemes", of(scheme).description);
}

QString PositionSchemes::hint(PositionScheme scheme)
{
    const char *hint = of(scheme).hint;
    return hint ? QCoreApplication::translate("PositionSchemes", hint) : QString();
}

const char *positionSchemeName(PositionScheme scheme)
{
    return PositionSchemes::of(scheme).name;
}

} // namespace pe
