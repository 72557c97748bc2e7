// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/modelconfig/modelsamples.h"

namespace pe {

const std::vector<ModelSamples::Sample> &ModelSamples::all()
{
    static const std::vector<Sample> samples {
        { "llama-2-7b", "Llama 2 7B" },
        { "codellama-7b", "Code Llama 7B" },
        { "llama-3.1-8b", "Llama 3.1 8B" },
        { "qwen2.5-7b-instruct-yarn", "Qwen2.5 7B Instruct + YaRN" },
        { "deepseek-v3", "DeepSeek-V3" },
        { "gpt-oss-20b", "gpt-oss-20b" },
        { "phi-3-vision-128k-instruct", "Phi-3 Vision 128K Instruct" },
        { "deepseek-coder-1.3b-instruct", "DeepSeek-Coder 1.3B Instruct" },
        { "internlm2-1.8b", "InternLM2 1.8B" },
        { "gpt-neox-20b", "GPT-NeoX-20B" },
        { "phi-2", "Phi-2" },
    };
    return samples;
}

QString ModelSamples::resourcePath(const char *id)
{
    return QStringLiteral(":/models/%1.json").arg(QLatin1String(id));
}

} // namespace pe
