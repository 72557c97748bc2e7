// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/training/modelparameters.h"

namespace pe {

ModelParameters::ModelParameters(int vocabulary, int dimension, int classes, int positionRows)
    : embedding(vocabulary, dimension)
    , query(dimension, dimension)
    , key(dimension, dimension)
    , value(dimension, dimension)
    , classifier(classes, dimension)
    , bias(classes, 1)
    , positions(positionRows, dimension)
{
}

const char *ModelParameters::tensorName(int index)
{
    static const char *const names[tensorCount]
        = { "embedding", "query", "key", "value", "classifier", "bias", "positions" };
    return index >= 0 && index < tensorCount ? names[index] : "";
}

Tensor &ModelParameters::tensor(int index)
{
    Tensor *const all[tensorCount]
        = { &embedding, &query, &key, &value, &classifier, &bias, &positions };
    return *all[index];
}

const Tensor &ModelParameters::tensor(int index) const
{
    return const_cast<ModelParameters *>(this)->tensor(index);
}

ModelParameters ModelParameters::zeros() const
{
    ModelParameters z;
    for (int k = 0; k < tensorCount; ++k)
        z.tensor(k) = Tensor(tensor(k).rows(), tensor(k).cols());
    return z;
}

std::size_t ModelParameters::size() const
{
    std::size_t n = 0;
    for (int k = 0; k < tensorCount; ++k)
        n += tensor(k).size();
    return n;
}

} // namespace pe
