// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/lessonstep.h"

namespace pe {

namespace {

    LessonStep makeTextStep(const char *id, LessonStep::Display display, const char *title,
                            const char *sentence, const QList<const char *> &body,
                            const char *question, const char *answer)
    {
        LessonStep step;
        step.id = QString::fromLatin1(id);
        step.display = display;
        step.title = title;
        step.sentence = sentence;
        step.body = body;
        step.question = question;
        step.answer = answer;
        return step;
    }

} // namespace

LessonStep makeStep(const char *id, LessonStep::Display display, const char *title,
                    const char *sentence, const QList<const char *> &body,
                    const QList<LessonStep::Quantity> &quantities, const char *question,
                    const char *answer)
{
    LessonStep step = makeTextStep(id, display, title, sentence, body, question, answer);
    step.quantities = quantities;
    return step;
}

LessonStep makeStep(const char *id, LessonStep::Display display, const char *title,
                    const char *sentence, const QList<const char *> &body,
                    LessonStep::ValueFunction values, const char *question, const char *answer)
{
    LessonStep step = makeTextStep(id, display, title, sentence, body, question, answer);
    step.extraValues = values;
    return step;
}

} // namespace pe
