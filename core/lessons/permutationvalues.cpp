// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/lessons/permutationvalues.h"

#include <QCoreApplication>

namespace pe {

QList<LessonValue> permutationValues(const PermutationDemo &demo)
{
    QList<LessonValue> out;
    const ToyAttention toy = demo.attention();
    const QString q = demo.query();
    for (bool positions : { false, true }) {
        const QString state = positions
            ? QCoreApplication::translate("PermutationDemo", "positions on")
            : QCoreApplication::translate("PermutationDemo", "positions off");
        ToyAttention::Vector outputs[2];
        for (bool secondOrder : { false, true }) {
            const QStringList &tokens = secondOrder ? demo.second : demo.first;
            const QString sentence = demo.sentence(secondOrder);
            const ToyAttention::Result r = toy.run(tokens, positions);
            const ToyAttention::Vector &weights = r.weights.at(static_cast<size_t>(demo.place));
            const QString weightGroup
                = QCoreApplication::translate("PermutationDemo", "Weights of “%1” in “%2”, %3")
                      .arg(q, sentence, state);
            for (int j = 0; j < tokens.size(); ++j)
                out.append(
                    { demo.weightKey(secondOrder, positions, j), weights[static_cast<size_t>(j)],
                      QCoreApplication::translate("PermutationDemo",
                                                  "Weight of “%1” for “%2” at place %3 in “%4”, %5")
                          .arg(q, tokens.at(j))
                          .arg(j)
                          .arg(sentence, state),
                      LessonValue::Kind::Real, weightGroup });
            const ToyAttention::Vector &o = r.outputs.at(static_cast<size_t>(demo.place));
            const QString outputGroup
                = QCoreApplication::translate("PermutationDemo", "Output of “%1” in “%2”, %3")
                      .arg(q, sentence, state);
            for (int k = 0; k < ToyAttention::width; ++k)
                out.append({ demo.outputKey(secondOrder, positions, k), o[static_cast<size_t>(k)],
                             QStringLiteral("(%1)[%2]").arg(outputGroup).arg(k),
                             LessonValue::Kind::Real, outputGroup });
            outputs[secondOrder ? 1 : 0] = o;
        }
        out.append(
            { demo.differenceKey(positions), ToyAttention::distance(outputs[0], outputs[1]),
              QCoreApplication::translate(
                  "PermutationDemo", "Length of the difference between the two outputs of “%1”, %2")
                  .arg(q, state),
              LessonValue::Kind::Real, QString() });
    }
    return out;
}

} // namespace pe
