// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/lesson.h"
#include "core/lessons/stepnumber.h"

namespace pe {

namespace {

    bool parseWholeNumber(const QString &text, qint64 *out)
    {
        bool ok = false;
        const qint64 v = text.toLongLong(&ok);
        if (!ok || text.trimmed() != text || text.isEmpty())
            return false;
        *out = v;
        return true;
    }

    // Replaces %1 … %9 by args (when there is an argument for it); other text is left alone, so a
    // translation may use any subset of the placeholders without warnings.
    QString fillPlaceholders(const QString &text, const QStringList &args)
    {
        QString out;
        out.reserve(text.size());
        for (int k = 0; k < text.size(); ++k) {
            const QChar c = text.at(k);
            if (c == QLatin1Char('%') && k + 1 < text.size()) {
                const int n = text.at(k + 1).digitValue();
                if (n >= 1 && n <= args.size()) {
                    out += args.at(n - 1);
                    ++k;
                    continue;
                }
            }
            out += c;
        }
        return out;
    }

} // namespace

Lesson::Lesson(const QString &id, const char *context, const char *title, const char *summary,
               const LessonParameters &defaults, int minimumComparePosition,
               int maximumComparePosition, const QList<LessonStep> &steps,
               const QList<LessonPreset> &presets)
    : m_id(id)
    , m_context(context)
    , m_title(title)
    , m_summary(summary)
    , m_defaults(defaults)
    , m_minimumComparePosition(minimumComparePosition)
    , m_maximumComparePosition(maximumComparePosition)
    , m_steps(steps)
    , m_presets(presets)
{
}

QString Lesson::title() const
{
    return text(m_title);
}

QString Lesson::summary() const
{
    return text(m_summary);
}

int Lesson::indexOfStep(const QString &stepId) const
{
    for (int k = 0; k < stepCount(); ++k)
        if (m_steps.at(k).id == stepId)
            return k;
    return -1;
}

const LessonPreset *Lesson::preset(const QString &presetId) const
{
    for (const LessonPreset &preset : m_presets)
        if (preset.id == presetId)
            return &preset;
    return nullptr;
}

LessonParameters Lesson::parameters(int index, int comparePosition) const
{
    LessonParameters parameters = m_defaults;
    parameters.q = comparePosition;
    if (index >= 0 && index < stepCount()) {
        const LessonStep &s = m_steps.at(index);
        parameters.enabled = s.encodingEnabled;
        if (s.dimension > 0)
            parameters.dimension = s.dimension;
    }
    return parameters;
}

QString Lesson::text(const char *key) const
{
    if (!key)
        return {};
    return QCoreApplication::translate(m_context, key);
}

QString Lesson::text(const char *key, const LessonParameters &parameters) const
{
    if (!key)
        return {};
    return fillPlaceholders(text(key),
                            { QString::number(parameters.p), QString::number(parameters.q),
                              QString::number(parameters.dimension),
                              QString::number(parameters.dimension / 2) });
}

QString Lesson::stepTitle(int index) const
{
    return text(m_steps.at(index).title);
}

QString Lesson::stepSentence(int index, int comparePosition) const
{
    return text(m_steps.at(index).sentence, parameters(index, comparePosition));
}

QStringList Lesson::stepBody(int index, int comparePosition) const
{
    const LessonParameters params = parameters(index, comparePosition);
    QStringList paragraphs;
    for (const char *key : m_steps.at(index).body)
        paragraphs.append(text(key, params));
    return paragraphs;
}

QString Lesson::stepQuestion(int index, int comparePosition) const
{
    return text(m_steps.at(index).question, parameters(index, comparePosition));
}

QString Lesson::stepAnswer(int index, int comparePosition) const
{
    return text(m_steps.at(index).answer, parameters(index, comparePosition));
}

QString Lesson::checkComparePosition(const QString &what, qint64 position) const
{
    if (position < m_minimumComparePosition || position > m_maximumComparePosition)
        return tr("%1: %2 is out of range; the compare position must be an integer from %3 to %4.")
            .arg(what, QString::number(position), QString::number(m_minimumComparePosition),
                 QString::number(m_maximumComparePosition));
    return {};
}

QString Lesson::checkComparePosition(const QString &what, const QString &text, int *position) const
{
    qint64 v = 0;
    if (!parseWholeNumber(text, &v))
        return tr("%1: \"%2\" is not a whole number; the compare position must be an integer "
                  "from %3 to %4.")
            .arg(what, text, QString::number(m_minimumComparePosition),
                 QString::number(m_maximumComparePosition));
    const QString error = checkComparePosition(what, v);
    if (error.isEmpty())
        *position = static_cast<int>(v);
    return error;
}

QString Lesson::checkStep(const QString &what, qint64 index) const
{
    if (index < 0 || index >= stepCount())
        return tr("%1: %2 is out of range; the lesson \"%3\" has %4 steps, stored as 0 to %5.")
            .arg(what, QString::number(index), m_id, QString::number(stepCount()),
                 QString::number(stepCount() - 1));
    return {};
}

QString Lesson::checkStepNumber(const QString &what, const QString &text, int *index) const
{
    qint64 v = 0;
    if (!parseWholeNumber(text, &v))
        return tr("%1: \"%2\" is not a whole number; the lesson \"%3\" has steps 1 to %4.")
            .arg(what, text, m_id, QString::number(stepCount()));
    if (v < 1 || v > stepCount())
        return tr("%1: step %2 is out of range; the lesson \"%3\" has steps 1 to %4.")
            .arg(what, QString::number(v), m_id, QString::number(stepCount()));
    *index = static_cast<int>(v) - stepNumber(0);
    return {};
}

} // namespace pe
