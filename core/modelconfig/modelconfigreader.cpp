// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/modelconfigreader.h"

#include "core/modelconfig/modelconfigfields.h"
#include "core/text/controlescape.h"
#include "core/text/jsonliterals.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringList>

namespace pe {

namespace {

    using Bound = ModelConfigFields::Bound;
    const QString none;

    struct Rope
    {
        QJsonObject object; // empty when the file has neither rope_scaling nor rope_parameters
        QString path;
    };

    QString typeList()
    {
        QStringList names;
        for (const RopeType t : { RopeType::Default, RopeType::Linear, RopeType::Dynamic,
                                  RopeType::Yarn, RopeType::LongRope, RopeType::Llama3 })
            names << QLatin1String(ropeTypeName(t));
        return names.join(QLatin1String(", "));
    }

    // transformers 5: rope_parameters = rope_scaling or rope_parameters.
    Rope ropeObject(ModelConfigFields &f, const QJsonObject &top)
    {
        for (const char *key : { "rope_scaling", "rope_parameters" }) {
            if (ModelConfigFields::has(top, key))
                return { f.object(top, none, key).value_or(QJsonObject()), QLatin1String(key) };
        }
        return {};
    }

    void readType(ModelConfigFields &f, const Rope &rope, ModelConfig *config)
    {
        const char *key = ModelConfigFields::has(rope.object, "rope_type") ? "rope_type" : "type";
        const std::optional<QString> text = f.text(rope.object, rope.path, key, typeList());
        if (!text)
            return;
        RopeType type = RopeType::Default;
        if (text->contains(QChar(0)) || !ropeTypeFromName(text->toUtf8().constData(), &type))
            f.fail(ModelConfigReader::tr("%1: \"%2\" is not a RoPE type; use %3.")
                       .arg(f.name(rope.path, QLatin1String(key)), *text, typeList()));
        config->ropeType = type;
    }

    // The rope object's value, else the top level's, else the older name at the top level.
    std::optional<double> firstNumber(ModelConfigFields &f, const Rope &rope,
                                      const QJsonObject &top, const char *key, const char *older,
                                      Bound bound, double limit)
    {
        if (ModelConfigFields::has(rope.object, key))
            return f.number(rope.object, rope.path, key, bound, limit);
        if (ModelConfigFields::has(top, key))
            return f.number(top, none, key, bound, limit);
        return f.number(top, none, older, bound, limit);
    }

    void readHead(ModelConfigFields &f, const QJsonObject &top, ModelConfig *config)
    {
        const int maxHead = ModelConfig::maxHeadDimension;
        const auto heads = f.whole(top, none, "num_attention_heads", 1, 1 << 20);
        const auto hidden = f.whole(top, none, "hidden_size", 1, 1 << 30);
        const auto ropeHead = f.whole(top, none, "qk_rope_head_dim", 1, maxHead);
        const auto head = f.whole(top, none, "head_dim", 1, maxHead);
        if (f.failed())
            return;
        config->attentionHeads = heads ? static_cast<int>(*heads) : 0;
        QString field;
        if (ropeHead || head) {
            field = QLatin1String(ropeHead ? "qk_rope_head_dim" : "head_dim");
            config->headDimension = static_cast<int>(ropeHead ? *ropeHead : *head);
        } else if (hidden && heads) {
            field = QStringLiteral("hidden_size");
            config->headDimension
                = static_cast<int>(std::min<qint64>(*hidden / *heads, maxHead + 1));
        } else {
            f.fail(ModelConfigReader::tr("%1: the head size is missing; give head_dim, or "
                                         "hidden_size and num_attention_heads.")
                       .arg(f.fileName()));
            return;
        }
        const int rotated = config->rotatedDimensions();
        if (rotated < 4 || rotated % 2 != 0 || config->headDimension > maxHead)
            f.fail(ModelConfigReader::tr("%1: a head size of %2 with partial_rotary_factor %3 "
                                         "rotates %4 dimensions; RoPE needs an even number from 4 "
                                         "to %5.")
                       .arg(f.name(none, field), QString::number(config->headDimension),
                            ModelConfigFields::shortest(config->partialRotaryFactor),
                            QString::number(rotated), QString::number(maxHead)));
    }

    void readLengths(ModelConfigFields &f, const QJsonObject &top, const Rope &rope,
                     ModelConfig *config)
    {
        const qint64 most = ModelConfig::maxPositions;
        const char *original = "original_max_position_embeddings";
        const auto max = f.whole(top, none, "max_position_embeddings", 1, most);
        const auto topOriginal = f.whole(top, none, original, 1, most);
        const auto ropeOriginal = f.whole(rope.object, rope.path, original, 1, most);
        if (max)
            config->maxPositionEmbeddings = *max;
        config->originalAtTopLevel = topOriginal.has_value();
        config->originalMaxPositionEmbeddings
            = topOriginal ? *topOriginal : ropeOriginal.value_or(config->maxPositionEmbeddings);
    }

    void readScaling(ModelConfigFields &f, const Rope &rope, ModelConfig *config)
    {
        const QJsonObject &o = rope.object;
        const QString &p = rope.path;
        config->factor = f.number(o, p, "factor", Bound::AtLeast, 1);
        config->attentionFactor = f.number(o, p, "attention_factor", Bound::Greater, 0);
        config->betaFast = f.number(o, p, "beta_fast", Bound::Greater, 0).value_or(32);
        config->betaSlow = f.number(o, p, "beta_slow", Bound::Greater, 0).value_or(1);
        config->mscale = f.number(o, p, "mscale", Bound::AtLeast, 0).value_or(0);
        config->mscaleAllDim = f.number(o, p, "mscale_all_dim", Bound::AtLeast, 0).value_or(0);
        config->truncate = f.boolean(o, p, "truncate").value_or(true);
        config->lowFreqFactor = f.number(o, p, "low_freq_factor", Bound::Greater, 0).value_or(1);
        config->highFreqFactor = f.number(o, p, "high_freq_factor", Bound::Greater, 0).value_or(4);
    }

    void checkType(ModelConfigFields &f, const Rope &rope, ModelConfig *config)
    {
        const QJsonObject &o = rope.object;
        const QString &p = rope.path;
        const char *type = ropeTypeName(config->ropeType);
        switch (config->ropeType) {
        case RopeType::Default:
            return;
        case RopeType::Linear:
        case RopeType::Dynamic:
            f.require(o, p, "factor", type);
            return;
        case RopeType::Yarn:
            f.require(o, p, "factor", type);
            if (!f.failed() && config->betaFast < config->betaSlow)
                f.fail(ModelConfigReader::tr("%1: %2 is less than beta_slow (%3); beta_fast must "
                                             "be at least beta_slow.")
                           .arg(f.name(p, QStringLiteral("beta_fast")),
                                ModelConfigFields::shortest(config->betaFast),
                                ModelConfigFields::shortest(config->betaSlow)));
            return;
        case RopeType::Llama3:
            for (const char *key : { "factor", "low_freq_factor", "high_freq_factor" })
                f.require(o, p, key, type);
            if (!f.failed() && config->highFreqFactor <= config->lowFreqFactor)
                f.fail(ModelConfigReader::tr("%1: %2 is not greater than low_freq_factor (%3); "
                                             "high_freq_factor must be greater.")
                           .arg(f.name(p, QStringLiteral("high_freq_factor")),
                                ModelConfigFields::shortest(config->highFreqFactor),
                                ModelConfigFields::shortest(config->lowFreqFactor)));
            return;
        case RopeType::LongRope:
            for (const char *key : { "short_factor", "long_factor" })
                f.require(o, p, key, type);
            config->shortFactor = f.positives(o, p, "short_factor", config->pairCount())
                                      .value_or(std::vector<double>());
            config->longFactor = f.positives(o, p, "long_factor", config->pairCount())
                                     .value_or(std::vector<double>());
            return;
        }
    }

    // The file-level refusals: size, JSON, object, control characters, keys given twice.
    QString checkDocument(const QByteArray &bytes, const QString &fileName, QJsonObject *top,
                          JsonLiterals::Result *literals)
    {
        const QString file = QDir::toNativeSeparators(fileName);
        if (bytes.size() > ModelConfig::maxFileSize)
            return ModelConfigReader::tooLarge(fileName, bytes.size());
        QJsonParseError parse;
        const QJsonDocument document = QJsonDocument::fromJson(bytes, &parse);
        if (parse.error != QJsonParseError::NoError)
            return ModelConfigReader::tr("%1: not a model configuration: the JSON breaks off at "
                                         "byte %2 (%3).")
                .arg(file, QString::number(parse.offset), parse.errorString());
        if (!document.isObject())
            return ModelConfigReader::tr("%1: not a model configuration: it holds no JSON object "
                                         "{ … }.")
                .arg(file);
        *literals = JsonLiterals::scan(bytes);
        if (literals->controlOffset >= 0)
            return ModelConfigReader::tr("%1: not a model configuration: a line break or other "
                                         "control character inside text in quotes at byte %2; "
                                         "write it as \\n.")
                .arg(file, QString::number(literals->controlOffset));
        if (!literals->duplicatePath.isEmpty())
            return ModelConfigReader::tr("%1: %2 is given twice; give each field once.")
                .arg(file, literals->duplicatePath);
        *top = document.object();
        return {};
    }

} // namespace

ModelConfigReader::Result ModelConfigReader::read(const QByteArray &bytes, const QString &fileName)
{
    Result result;
    QJsonObject top;
    JsonLiterals::Result literals;
    // One line even when the file name holds a line break (ModelConfigFields does the same).
    result.error = ControlEscape::escaped(checkDocument(bytes, fileName, &top, &literals));
    if (!result.ok())
        return result;
    ModelConfigFields f(fileName, literals.numbers);
    ModelConfig &config = result.config;
    const Rope rope = ropeObject(f, top);
    readType(f, rope, &config);
    config.ropeTheta = firstNumber(f, rope, top, "rope_theta", "rotary_emb_base", Bound::Greater, 1)
                           .value_or(10000);
    config.partialRotaryFactor
        = firstNumber(f, rope, top, "partial_rotary_factor", "rotary_pct", Bound::UnitInterval, 0)
              .value_or(1);
    config.alibi = f.boolean(top, none, "alibi").value_or(false);
    readHead(f, top, &config);
    readLengths(f, top, rope, &config);
    readScaling(f, rope, &config);
    checkType(f, rope, &config);
    if (f.failed()) {
        result.config = {};
        result.error = f.error();
    }
    return result;
}

ModelConfigReader::Result ModelConfigReader::readFile(const QString &fileName)
{
    QFile file(fileName);
    Result result;
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = cannotOpen(fileName, file.errorString());
        return result;
    }
    if (file.size() > ModelConfig::maxFileSize) {
        result.error = tooLarge(fileName, file.size());
        return result;
    }
    // One byte more than allowed: a file that grows (a pipe, a device) is caught too.
    return read(file.read(ModelConfig::maxFileSize + 1), fileName);
}

QString ModelConfigReader::cannotOpen(const QString &fileName, const QString &reason)
{
    return tr("%1: cannot be opened: %2").arg(QDir::toNativeSeparators(fileName), reason);
}

QString ModelConfigReader::tooLarge(const QString &fileName, qint64 size)
{
    return tr("%1: %2 bytes is too large for a model configuration; at most %3 bytes.")
        .arg(QDir::toNativeSeparators(fileName), QString::number(size),
             QString::number(ModelConfig::maxFileSize));
}

} // namespace pe
