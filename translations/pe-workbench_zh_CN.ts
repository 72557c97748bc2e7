<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AlibiReport</name>
    <message>
        <source>ALiBi with %1 heads: head h adds −slope_h·(i − j) to the logit of query i for each key j ≤ i.</source>
        <translation>%1 个注意力头的 ALiBi：对每个键 j ≤ i，第 h 个头在查询 i 的 logit 上加上 −slope_h⋅(i − j)（slope_h 为第 h 个头的斜率）。</translation>
    </message>
    <message>
        <source>Bias of the last query, i = %1, for the keys j = 0 to %1:</source>
        <translation>最后一个查询（i = %1）对键 j = 0 到 %1 的偏置：</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>斜率</translation>
    </message>
</context>
<context>
    <name>AttentionLesson</name>
    <message>
        <source></source>
        <comment>The lesson &quot;Order, attention and relative position&quot; (the Taiwan lecture). In these sentences %2 is the position the student chose, which is also the distance R = m − n; %3 is the width d. A, B, C, D and 你, 打, 我 are tokens of the toy example and stay as they are. P_k is the position vector of position k, P_k[i] its i-th number; W_Q, W_K, W_V are the query, key and value matrices; O_D is the output at token D.</comment>
        <translation></translation>
    </message>
    <message>
        <source>A toy self-attention</source>
        <translation>一个简化的自注意力示例</translation>
    </message>
    <message>
        <source>Four tokens A, B, C, D, each an embedding of width 8, and three fixed matrices W_Q, W_K and W_V.</source>
        <translation>四个 token A、B、C、D，每个都是维度为 8 的嵌入；另有三个固定矩阵 W_Q、W_K 和 W_V。</translation>
    </message>
    <message>
        <source>Each embedding x becomes a query q = W_Q x, a key k = W_K x and a value v = W_V x.</source>
        <translation>每个嵌入 x 都会变成一个查询（query）q = W_Q x、一个键（key）k = W_K x 和一个值（value）v = W_V x。</translation>
    </message>
    <message>
        <source>One token&apos;s query meets every key: score = q · k / √d. Softmax turns the scores into attention weights that add up to 1, and the output O is the weighted sum of the values.</source>
        <translation>一个 token 的查询与每个键逐一计算分数：分数 = q ⋅ k / sqrt(d)。softmax 把这些分数变成和为 1 的注意力权重，输出 O 就是各个值的加权和。</translation>
    </message>
    <message>
        <source>These numbers come from no trained model. They are tenths drawn by a small seeded generator (seed 2017), so every run shows the same ones. The tokens 你, 打 and 我 are used in the next step.</source>
        <translation>这些数字并非来自训练好的模型，而是由一个固定种子（2017）的小型随机数生成器抽出的一位小数，所以每次运行看到的都一样。token“你”“打”“我”会在下一步用到。</translation>
    </message>
    <message>
        <source>Self-attention is permutation-invariant</source>
        <translation>自注意力是排列不变的</translation>
    </message>
    <message>
        <source>Swap A and C: the output at D does not change. Without positions, attention cannot see order.</source>
        <translation>交换 A 和 C：D 处的输出不变。没有位置编码，注意力就看不到顺序。</translation>
    </message>
    <message>
        <source>O_D, the output at D, is the sum of weight × value over the four tokens. Swapping A and C swaps their scores, weights and values together, so the weighted sum adds the same four terms in another order.</source>
        <translation>D 处的输出 O_D 是四个 token 的“权重 × 值”之和。交换 A 和 C 时，它们的分数、权重和值会一起交换，所以加权和只是把同样的四项换个顺序相加。</translation>
    </message>
    <message>
        <source>“你打我” and “我打你” use the same three characters with opposite meanings. 打 stands in the middle of both; without positions its output is identical. (The last places hold different characters, 我 and 你: each character gets the same output wherever it stands.)</source>
        <translation>“你打我”和“我打你”用的是同样三个字，意思却相反。“打”在两句中都位于中间；不加位置编码时，它的输出完全相同。（最后一个位置上是不同的字“我”和“你”：每个字无论处在哪个位置，得到的输出都一样。）</translation>
    </message>
    <message>
        <source>With the sinusoidal encoding added (positions on), each input depends on its place, and the outputs differ.</source>
        <translation>加上正弦位置编码后（有位置编码），每个输入都与它所在的位置有关，输出也就不同了。</translation>
    </message>
    <message>
        <source>Is self-attention permutation-invariant or equivariant?</source>
        <translation>自注意力是排列不变还是排列等变？</translation>
    </message>
    <message>
        <source>Both, seen from two sides. One token&apos;s output does not change when the others are shuffled (invariant); shuffling all tokens shuffles the outputs the same way (equivariant).</source>
        <translation>两者都是，只是看的角度不同。打乱其他 token 时，某个 token 的输出不变（排列不变）；打乱所有 token，输出也会按同样的方式被打乱（排列等变）。</translation>
    </message>
    <message>
        <source>Absolute position vectors</source>
        <translation>绝对位置向量</translation>
    </message>
    <message>
        <source>Give each position k its own vector P_k and add it to the token that stands there.</source>
        <translation>给每个位置 k 一个专属向量 P_k，把它加到位于该位置的 token 上。</translation>
    </message>
    <message>
        <source>In ABCD, A gets P_0 and B gets P_1; in CBAD, C gets P_0 and A gets P_2.</source>
        <translation>在 ABCD 中，A 加上 P_0，B 加上 P_1；在 CBAD 中，C 加上 P_0，A 加上 P_2。</translation>
    </message>
    <message>
        <source>So A at position 0 and A at position 2 are different inputs, E_A + P_0 and E_A + P_2. Attention now sees “A at position 0” and “A at position 2” as two different things.</source>
        <translation>所以位置 0 上的 A 和位置 2 上的 A 是不同的输入：E_A + P_0 和 E_A + P_2。现在注意力把“位置 0 上的 A”和“位置 2 上的 A”看作两个不同的东西。</translation>
    </message>
    <message>
        <source>What should P_0, P_1, … look like? The next steps build them from sin and cos (d = 8 here).</source>
        <translation>P_0、P_1……应该是什么样子？接下来的步骤用 sin 和 cos 来构造它们（这里 d = 8）。</translation>
    </message>
    <message>
        <source>The formula as waves and as a heatmap</source>
        <translation>把公式画成波和热力图</translation>
    </message>
    <message>
        <source>P_k[2i] = sin(k / 10000^(2i/d)) and P_k[2i+1] = cos(k / 10000^(2i/d)), where d is the length of P_k and P_k[i] its i-th number.</source>
        <translation>P_k[2i] = sin(k / 10000^(2i/⁠d))，P_k[2i+1] = cos(k / 10000^(2i/⁠d))，其中 d 是 P_k 的长度，P_k[i] 是它的第 i 个数。</translation>
    </message>
    <message>
        <source>The numerator k is the position: the larger k, the larger the angle. The denominator depends on the dimension and sets how fast the angle grows. An even dimension takes the sin, the next odd one the cos of the same angle.</source>
        <translation>分子 k 就是位置：k 越大，角度越大。分母取决于维度，决定角度增长的快慢。偶数维取 sin，紧随其后的奇数维取同一角度的 cos。</translation>
    </message>
    <message>
        <source>Waves: dimension 0 (sin) and dimension 1 (cos) turn fastest; dimension 10 is a sin with a longer period. Here d = %3 and the positions run from 0 to 49.</source>
        <translation>波形：第 0 维（sin）和第 1 维（cos）变化最快；第 10 维是周期更长的 sin。这里 d = %3，位置从 0 到 49。</translation>
    </message>
    <message>
        <source>Heatmap: all %3 dimensions over the 50 positions, yellow near +1 and dark blue near −1. Low dimensions change quickly, higher ones ever more slowly.</source>
        <translation>热力图：50 个位置上的全部 %3 个维度，黄色接近 +1，深蓝色接近 −1。低维变化很快，越高的维度变化越慢。</translation>
    </message>
    <message>
        <source>The lecture&apos;s R = 3</source>
        <translation>讲座中的 R = 3</translation>
    </message>
    <message>
        <source>R = 3: P_1 → P_4, P_11 → P_14 and P_101 → P_104.</source>
        <translation>R = 3：P_1 → P_4、P_11 → P_14 和 P_101 → P_104。</translation>
    </message>
    <message>
        <source>Far apart</source>
        <translation>相距很远</translation>
    </message>
    <message>
        <source>m − n = 40: the four score terms for a key far from the query.</source>
        <translation>m − n = 40：键离查询很远时，分数的四项。</translation>
    </message>
    <message>
        <source>Slow hands</source>
        <translation>慢指针</translation>
    </message>
    <message>
        <source>Position 49: the second hand has turned many times, the hour hand has hardly moved.</source>
        <translation>位置 49：秒针已经转了很多圈，时针几乎没动。</translation>
    </message>
    <message>
        <source>Order, attention and relative position</source>
        <translation>顺序、注意力与相对位置</translation>
    </message>
    <message>
        <source>Why self-attention needs positions, how sinusoidal position vectors are built, and how they reach the attention score as relative position.</source>
        <translation>为什么自注意力需要位置，正弦位置编码的位置向量如何构造，以及它们如何以相对位置的形式进入注意力分数。</translation>
    </message>
    <message>
        <source>Clock hands and their periods</source>
        <translation>时钟指针及其周期</translation>
    </message>
    <message>
        <source>Each pair of dimensions (2i, 2i + 1) is a clock hand that turns as the position grows; it goes once round in 2π · 10000^(2i/d) positions.</source>
        <translation>每一对维度 (2i, 2i + 1) 都是一根随位置增加而旋转的时钟指针；每 2π ⋅ 10000^(2i/⁠d) 个位置转一圈。</translation>
    </message>
    <message>
        <source>Setting k / 10000^(2i/d) = 2π gives the period k = 2π · 10000^(2i/d).</source>
        <translation>令 k / 10000^(2i/⁠d) = 2π，就得到周期 k = 2π ⋅ 10000^(2i/⁠d)。</translation>
    </message>
    <message>
        <source>At d = 128 there are 64 hands, each with its own speed: pair 0 is like a second hand, pair 32 like a minute hand and pair 63 like an hour hand. A clock has three hands; this one has d/2.</source>
        <translation>d = 128 时有 64 根指针，各有各的转速：第 0 对像秒针，第 32 对像分针，第 63 对像时针。普通时钟有三根指针，这个时钟有 d/2 根。</translation>
    </message>
    <message>
        <source>The dials show these three hands at your position %2. Choose another width d below to see its periods.</source>
        <translation>表盘显示的是这三根指针在你所选位置 %2 处的状态。在下方选择另一个维度 d，可以看到它的周期。</translation>
    </message>
    <message>
        <source>Why does the slowest hand need about 54000 positions for one turn?</source>
        <translation>为什么最慢的指针转一圈大约需要 54000 个位置？</translation>
    </message>
    <message>
        <source>Its denominator is 10000^(126/128), about 8660, and one turn is an angle of 2π: 2π × 8660 ≈ 54410 positions.</source>
        <translation>它的分母是 10000^(126/128)，约为 8660，而转一圈的角度是 2π：2π × 8660 ≈ 54410 个位置。</translation>
    </message>
    <message>
        <source>Relative position: P_(k+R) = M_R P_k</source>
        <translation>相对位置：P_(k+R) = M_R P_k</translation>
    </message>
    <message>
        <source>Moving R positions on multiplies the vector by one matrix M_R, whatever position k you start from.</source>
        <translation>向后移动 R 个位置，等于把向量乘以同一个矩阵 M_R，无论从哪个位置 k 出发。</translation>
    </message>
    <message>
        <source>Write Z for 10000^(2i/d). The trig addition formulas give sin((k+R)/Z) = sin(k/Z) cos(R/Z) + cos(k/Z) sin(R/Z) and cos((k+R)/Z) = cos(k/Z) cos(R/Z) − sin(k/Z) sin(R/Z).</source>
        <translation>记 Z = 10000^(2i/⁠d)。由和角公式得 sin((k+R)/Z) = sin(k/Z) cos(R/Z) + cos(k/Z) sin(R/Z)，cos((k+R)/Z) = cos(k/Z) cos(R/Z) − sin(k/Z) sin(R/Z)。</translation>
    </message>
    <message>
        <source>So each pair is turned by a 2 × 2 rotation matrix built from cos(R/Z) and sin(R/Z). Z contains i, so the blocks differ from pair to pair; M_R holds them on its diagonal and zeros elsewhere.</source>
        <translation>所以每一对维度都被一个由 cos(R/Z) 和 sin(R/Z) 构成的 2 × 2 旋转矩阵旋转。Z 中含有 i，所以各对的小块互不相同；M_R 把这些小块放在对角线上，其余位置都是 0。</translation>
    </message>
    <message>
        <source>The check multiplies P_k by M_R and compares the result with P_(k+R), for k = 1, 11 and 101 and for a k you choose. R is your position %2.</source>
        <translation>检查方法：把 P_k 乘以 M_R，再与 P_(k+R) 比较，k 取 1、11、101 以及你自己选的 k。R 就是你选的位置 %2。</translation>
    </message>
    <message>
        <source>Does M_R depend on k?</source>
        <translation>M_R 与 k 有关吗？</translation>
    </message>
    <message>
        <source>No. Its entries are cos(R/Z) and sin(R/Z) only. The same M_3 takes P_1 to P_4, P_11 to P_14 and P_101 to P_104.</source>
        <translation>无关。它的元素只有 cos(R/Z) 和 sin(R/Z)。同一个 M_3 把 P_1 变成 P_4，把 P_11 变成 P_14，把 P_101 变成 P_104。</translation>
    </message>
    <message>
        <source>Four terms of the attention score</source>
        <translation>注意力分数的四项</translation>
    </message>
    <message>
        <source>The score of a query at n for a key at m, (W_Q (x + P_n))ᵀ (W_K (y + P_m)), falls into four terms.</source>
        <translation>位置 n 处的查询对位置 m 处的键的分数 (W_Q (x + P_n))ᵀ (W_K (y + P_m)) 可以拆成四项。</translation>
    </message>
    <message>
        <source>Content · content, (W_Q x)ᵀ (W_K y), ignores position. Content · position and position · content mix the two. Position · position, P_nᵀ W_Qᵀ W_K P_m, depends on the positions only.</source>
        <translation>内容 ⋅ 内容项 (W_Q x)ᵀ (W_K y) 与位置无关。内容 ⋅ 位置项和位置 ⋅ 内容项把两者混在一起。位置 ⋅ 位置项 P_nᵀ W_Qᵀ W_K P_m 只取决于位置。</translation>
    </message>
    <message>
        <source>With P_m = M_(m−n) P_n the last term becomes P_nᵀ (W_Qᵀ W_K M_(m−n)) P_n: a matrix that depends on m − n, between two copies of P_n. If W_Qᵀ W_K were the identity, it would be P_nᵀ P_m = Σ cos((m − n)/Z), a function of m − n alone.</source>
        <translation>代入 P_m = M_(m−n) P_n，最后一项就变成 P_nᵀ (W_Qᵀ W_K M_(m−n)) P_n：两个 P_n 中间夹着一个取决于 m − n 的矩阵。如果 W_Qᵀ W_K 是单位矩阵，这一项就是 P_nᵀ P_m = Σ cos((m − n)/Z)，只是 m − n 的函数。</translation>
    </message>
    <message>
        <source>To be honest, the effect is indirect: the relative part is mixed with absolute positions and content, and only one of the four terms carries it. The terms are shown before the division by √d.</source>
        <translation>说实话，这种影响是间接的：相对位置的部分与绝对位置和内容混在一起，而且四项中只有一项带有它。这里显示的是除以 sqrt(d) 之前的各项。</translation>
    </message>
    <message>
        <source>Does the sinusoidal encoding make the score depend on relative position alone?</source>
        <translation>正弦位置编码会让分数只取决于相对位置吗？</translation>
    </message>
    <message>
        <source>No. Only part of the position · position term is purely relative, and only in special cases such as W_Qᵀ W_K = I. The other terms still see absolute positions and content.</source>
        <translation>不会。只有位置 ⋅ 位置项的一部分是纯相对的，而且只在 W_Qᵀ W_K = I 这类特殊情况下成立。其他项仍然能看到绝对位置和内容。</translation>
    </message>
    <message>
        <source>Where it leads: relative positions</source>
        <translation>由此引出：相对位置</translation>
    </message>
    <message>
        <source>If the distance between tokens is what matters, why not put it into attention directly?</source>
        <translation>既然真正重要的是 token 之间的距离，为什么不直接把距离放进注意力？</translation>
    </message>
    <message>
        <source>The sinusoidal encoding takes a detour: it labels absolute positions, and attention reaches their distance only through M_R.</source>
        <translation>正弦位置编码绕了个弯：它标记的是绝对位置，注意力只能通过 M_R 间接得到它们之间的距离。</translation>
    </message>
    <message>
        <source>In “the cat ate the fish”, the fish should attend to the cat the same way whether the sentence opens a text or comes 1000 tokens later. What should count is the distance between the two words.</source>
        <translation>在“猫吃了鱼”这句话里，无论它位于文本开头，还是出现在 1000 个 token 之后，“鱼”关注“猫”的方式都应该一样。真正起作用的应该是这两个词之间的距离。</translation>
    </message>
    <message>
        <source>Here the query is D, the key is A, and m − n = %2 in every column. The last row, with W_Qᵀ W_K = I, is the same in every column; the terms with the toy weights are not.</source>
        <translation>这里查询是 D，键是 A，每一列的 m − n 都等于 %2。最后一行（W_Qᵀ W_K = I）在每一列都相同；用示例权重算出的各项则不同。</translation>
    </message>
    <message>
        <source>Distance &amp;R:</source>
        <translation>距离 R(&amp;R)：</translation>
    </message>
    <message>
        <source>Distance R</source>
        <translation>距离 R</translation>
    </message>
    <message>
        <source>The distance R = m − n between the query and the key, %1 to %2: the rotation M_R and the score terms follow it.</source>
        <translation>查询与键之间的距离 R = m − n，范围 %1 到 %2：旋转 M_R 和分数的各项都随之变化。</translation>
    </message>
    <message>
        <source>Query at n = %1, key at m = %2 (R = m − n) · width d = %3 · base 10000</source>
        <translation>查询位于 n = %1，键位于 m = %2（R = m − n）⋅ 维度 d = %3 ⋅ 底数 10000</translation>
    </message>
    <message>
        <source>Note: self-attention is not entirely without position information; it hides a little, as the end of the lecture mentions. Like the usual account, this lesson treats it as having none.</source>
        <translation>注：自注意力并非完全不含位置信息，它暗含了一点，讲座结尾会提到。这一课和通常的讲法一样，把它当作不含位置信息。</translation>
    </message>
    <message>
        <source>Does a model use it?</source>
        <translation>模型会用到它吗？</translation>
    </message>
    <message>
        <source>A tiny attention model learns who hits whom in 你打我-style sentences, once without positions and once with the sinusoidal encoding.</source>
        <translation>一个很小的注意力模型在“你打我”这类句子中学习谁打谁：一次不加位置编码，一次加上正弦位置编码。</translation>
    </message>
    <message>
        <source>The model: token embeddings of width 16, one self-attention layer, a summary token [S] appended to every sentence, and a classifier that names the one who hits. It is trained for 400 steps on 94 sentences and tested on 32 others.</source>
        <translation>模型由以下部分组成：维度为 16 的 token 嵌入、一层自注意力、附加在每个句子末尾的摘要 token [S]，以及一个判断谁是打人者的分类器。它在 94 个句子上训练 400 步，再用另外 32 个句子测试。</translation>
    </message>
    <message>
        <source>Without positions, 你打我 and 我打你 give [S] exactly the same output, so on such order pairs the model is right on one twin and wrong on the other: 0.5, whatever it learns. With the sinusoid, the same model can tell them apart.</source>
        <translation>不加位置编码时，“你打我”和“我打你”给 [S] 的输出完全相同，所以在这种语序对上，模型总是对一句、错一句：无论学到什么，准确率都是 0.5。加上正弦位置编码后，同一个模型就能区分它们。</translation>
    </message>
    <message>
        <source>Here the model uses the position signal because the task needs it and the training rewards it. Try other tasks, widths and schemes in the Training view.</source>
        <translation>这里模型会利用位置信号，是因为任务需要它，训练也奖励它。可以在“训练”视图中尝试其他任务、维度和方案。</translation>
    </message>
    <message>
        <source>Why can no training lift the order-pairs accuracy without positions above 0.5?</source>
        <translation>为什么不加位置编码时，无论怎么训练，语序对上的准确率都无法超过 0.5？</translation>
    </message>
    <message>
        <source>Both twins hold the same tokens, and without positions self-attention gives [S] the same output for any order: the same answer wins for both, and it is right for only one of them.</source>
        <translation>一对中的两句包含相同的 token，而不加位置编码时，无论顺序如何，自注意力给 [S] 的输出都相同：两句得到的是同一个答案，而它只对其中一句正确。</translation>
    </message>
    <message>
        <source>Relative positional embeddings skip the detour: they give the score a term for the distance m − n itself. Rotary embeddings (RoPE) rotate queries and keys by their positions, so position enters their product only through m − n, while their content still counts. The lesson “Beyond the sinusoid” tries both.</source>
        <translation>相对位置编码省去了这个弯路：它直接在分数中加入一项与距离 m − n 本身相关的量。旋转位置编码（RoPE）按位置旋转查询和键，于是位置只通过 m − n 进入它们的乘积，而内容仍然起作用。课程“超越正弦位置编码”会对这两种方法做实验。</translation>
    </message>
</context>
<context>
    <name>AttentionTrainingValues</name>
    <message>
        <source>Training steps</source>
        <translation>训练步数</translation>
    </message>
    <message>
        <source>Width d of the model</source>
        <translation>模型维度 d</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Order pairs in the test set (like 你打我 and 我打你)</source>
        <translation>测试集中的语序对（如“你打我”和“我打你”）</translation>
    </message>
    <message>
        <source>without positions</source>
        <translation>不加位置编码</translation>
    </message>
    <message>
        <source>with the sinusoidal encoding</source>
        <translation>加上正弦位置编码</translation>
    </message>
    <message>
        <source>Loss at the end, %1</source>
        <translation>最终损失，%1</translation>
    </message>
    <message>
        <source>Training accuracy, %1</source>
        <translation>训练准确率，%1</translation>
    </message>
    <message>
        <source>Test accuracy, %1</source>
        <translation>测试准确率，%1</translation>
    </message>
    <message>
        <source>Accuracy on the order pairs, %1</source>
        <translation>语序对上的准确率，%1</translation>
    </message>
</context>
<context>
    <name>AttentionValues</name>
    <message>
        <source>Seed of the generator</source>
        <translation>随机数生成器的种子</translation>
    </message>
    <message>
        <source>Width d of every vector</source>
        <translation>每个向量的维度 d</translation>
    </message>
    <message>
        <source>Embedding of %1</source>
        <translation>%1 的嵌入</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>A in ABCD: E_A + P_0</source>
        <translation>ABCD 中的 A：E_A + P_0</translation>
    </message>
    <message>
        <source>A in CBAD: E_A + P_2</source>
        <translation>CBAD 中的 A：E_A + P_2</translation>
    </message>
    <message>
        <source>‖(E_A + P_0) − (E_A + P_2)‖ = ‖P_0 − P_2‖</source>
        <translation>||(E_A + P_0) − (E_A + P_2)|| = ||P_0 − P_2||</translation>
    </message>
    <message>
        <source>Position k shown</source>
        <translation>显示的位置 k</translation>
    </message>
    <message>
        <source>Dimension %1: denominator 10000^(2i/d)</source>
        <translation>第 %1 维：分母 10000^(2i/⁠d)</translation>
    </message>
    <message>
        <source>Dimension %1: period (positions)</source>
        <translation>第 %1 维：周期（位置数）</translation>
    </message>
    <message>
        <source>P_%1[%2]</source>
        <translation>P_%1[%2]</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>Pair i = %1: period 2π · 10000^(2i/d)</source>
        <translation>第 i = %1 对：周期 2π ⋅ 10000^(2i/⁠d)</translation>
    </message>
    <message>
        <source>Pair i = %1: hand at position %2 (rad)</source>
        <translation>第 i = %1 对：位置 %2 处的指针角度（rad）</translation>
    </message>
    <message>
        <source>Pair i = %1: turns at position %2</source>
        <translation>第 i = %1 对：到位置 %2 转过的圈数</translation>
    </message>
    <message>
        <source>Largest |M_R P_%1 − P_%2|</source>
        <translation>|M_R P_%1 − P_%2| 的最大值</translation>
    </message>
    <message>
        <source>Distance m − n</source>
        <translation>距离 m − n</translation>
    </message>
    <message>
        <source>n = %1, m = %2</source>
        <translation>n = %1，m = %2</translation>
    </message>
    <message>
        <source>Content · content, %1</source>
        <translation>内容 ⋅ 内容，%1</translation>
    </message>
    <message>
        <source>Content · position, %1</source>
        <translation>内容 ⋅ 位置，%1</translation>
    </message>
    <message>
        <source>Position · content, %1</source>
        <translation>位置 ⋅ 内容，%1</translation>
    </message>
    <message>
        <source>Position · position, %1</source>
        <translation>位置 ⋅ 位置，%1</translation>
    </message>
    <message>
        <source>Whole score, %1</source>
        <translation>总分数，%1</translation>
    </message>
    <message>
        <source>P_nᵀ W_Qᵀ W_K M_(m−n) P_n, %1</source>
        <translation>P_nᵀ W_Qᵀ W_K M_(m−n) P_n，%1</translation>
    </message>
    <message>
        <source>Position · position with W_Qᵀ W_K = I, %1</source>
        <translation>W_Qᵀ W_K = I 时的位置 ⋅ 位置，%1</translation>
    </message>
    <message>
        <source>Σ cos((m − n) / 10000^(2i/d)) over the pairs</source>
        <translation>Σ cos((m − n) / 10000^(2i/⁠d))（对每一对维度求和）</translation>
    </message>
    <message>
        <source>Distance R = m − n</source>
        <translation>距离 R = m − n</translation>
    </message>
    <message>
        <source>Pair %1: Z = 10000^(2i/d)</source>
        <translation>第 %1 对：Z = 10000^(2i/⁠d)</translation>
    </message>
    <message>
        <source>Pair %1: rotation angle R / Z (rad)</source>
        <translation>第 %1 对：旋转角度 R / Z（rad）</translation>
    </message>
    <message>
        <source>Pair %1: block of M_R, row by row</source>
        <translation>第 %1 对：M_R 中的小块（按行列出）</translation>
    </message>
    <message>
        <source>Pair %1: M_R, entry (%2, %3)</source>
        <translation>第 %1 对：M_R 的 (%2, %3) 元素</translation>
    </message>
</context>
<context>
    <name>BeyondContextValues</name>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距离 Δ = m − n</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>Training length L</source>
        <translation>训练长度 L</translation>
    </message>
    <message>
        <source>Scale s</source>
        <translation>倍率 s</translation>
    </message>
    <message>
        <source>Run length s · L</source>
        <translation>推理长度 s ⋅ L</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对的个数</translation>
    </message>
    <message>
        <source>Pairs that never turned fully in training</source>
        <translation>训练中从未转满一圈的对的个数</translation>
    </message>
    <message>
        <source>The first of them</source>
        <translation>其中的第一对</translation>
    </message>
    <message>
        <source>Wavelength of pair 0 (positions)</source>
        <translation>第 0 对的波长（位置数）</translation>
    </message>
    <message>
        <source>Wavelength of pair %1 (positions)</source>
        <translation>第 %1 对的波长（位置数）</translation>
    </message>
    <message>
        <source>Pair %1: angles seen in training, up to L · θ (rad)</source>
        <translation>第 %1 对：训练中见过的角度，最大到 L ⋅ θ（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angles needed at s · L (rad)</source>
        <translation>第 %1 对：s ⋅ L 时需要的角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angle between tokens Δ apart (rad)</source>
        <translation>第 %1 对：相距 Δ 的两个 token 之间的角度（rad）</translation>
    </message>
    <message>
        <source>No rescaling</source>
        <translation>不缩放</translation>
    </message>
    <message>
        <source>Position interpolation</source>
        <translation>位置插值</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware 缩放</translation>
    </message>
    <message>
        <source>%1: pairs with unseen angles</source>
        <translation>%1：出现未见过角度的对的个数</translation>
    </message>
    <message>
        <source>%1: largest run band / trained band</source>
        <translation>%1：推理范围 / 训练范围的最大比值</translation>
    </message>
    <message>
        <source>%1: pair 0, angle at Δ (rad)</source>
        <translation>%1：第 0 对，Δ 处的角度（rad）</translation>
    </message>
    <message>
        <source>%1: slowest pair, angle at Δ (rad)</source>
        <translation>%1：最慢的一对，Δ 处的角度（rad）</translation>
    </message>
    <message>
        <source>%1: slowest pair, wavelength</source>
        <translation>%1：最慢一对的波长</translation>
    </message>
    <message>
        <source>NTK-aware: base&apos; = base · s^(d/(d−2))</source>
        <translation>NTK-aware：base&apos; = base ⋅ s^(d/(d−2))</translation>
    </message>
    <message>
        <source>YaRN: attention factor 0.1 · ln s + 1</source>
        <translation>YaRN：注意力缩放因子 0.1 ⋅ ln s + 1</translation>
    </message>
</context>
<context>
    <name>BeyondLesson</name>
    <message>
        <source></source>
        <comment>The lesson &quot;Beyond the sinusoid&quot;, after the Taiwan lecture&apos;s lesson. In these sentences %2 is the distance Δ = m − n the student chose (the query at n, the key at m = n + Δ) and %3 the width d. D and A are tokens of the toy example; q and k its query and key; W_Q, W_K its matrices; Rₙ the rotation by n; θᵢ the frequency of pair i. RoPE, ALiBi, YaRN, NTK, GPT-J, GPT-NeoX, Llama, T5 and rotate_half are names and stay as they are.</comment>
        <translation></translation>
    </message>
    <message>
        <source>Only one of four terms is relative</source>
        <translation>四项中只有一项是相对的</translation>
    </message>
    <message>
        <source>The sinusoid reaches the score through four terms. At the same distance Δ = %2, only a part of one of them stays the same wherever the two tokens stand.</source>
        <translation>正弦位置编码通过四项影响分数。在同一距离 Δ = %2 下，无论两个 token 位于何处都保持不变的，只有其中一项的一部分。</translation>
    </message>
    <message>
        <source>① contains no position at all. ② and ③ each see one absolute position. ④ sees both, but through W_Qᵀ W_K, so it changes from column to column as well; only its part with W_Qᵀ W_K = I depends on Δ alone.</source>
        <translation>① 完全不含位置。② 和 ③ 各自看到一个绝对位置。④ 两个都看到，但要经过 W_Qᵀ W_K，所以它在各列之间也会变化；只有其中 W_Qᵀ W_K = I 的那部分只取决于 Δ。</translation>
    </message>
    <message>
        <source>The spread is the largest value of a row minus its smallest: 0 means the row does not care where the pair stands.</source>
        <translation>差距是一行中的最大值减去最小值：0 表示这一行与这两个 token 所在的位置无关。</translation>
    </message>
    <message>
        <source>① has no spread. Why does that not make it a relative term?</source>
        <translation>① 没有差距。为什么它仍然不算相对项？</translation>
    </message>
    <message>
        <source>It contains no position: it is the same at every distance too. A relative term changes with Δ but not with where the pair stands.</source>
        <translation>因为它不含位置：在任何距离下也都一样。相对项会随 Δ 变化，但不随这两个 token 所在的位置变化。</translation>
    </message>
    <message>
        <source>Putting the distance into attention</source>
        <translation>把距离放进注意力</translation>
    </message>
    <message>
        <source>Instead of labelling every token with its place, hand attention the distance between query and key directly.</source>
        <translation>与其给每个 token 标上它的位置，不如直接把查询（query）和键（key）之间的距离交给注意力。</translation>
    </message>
    <message>
        <source>Shaw, Uszkoreit and Vaswani (2018) learn one vector for each distance, cut off at a maximum, and add it to the key inside the score. T5 learns one number per head for each bucket of distances and adds it to the score.</source>
        <translation>Shaw、Uszkoreit 和 Vaswani（2018）为每个距离学习一个向量（超过上限就截断），并在分数中把它加到键上。T5 为每个注意力头的每个距离区间学习一个数，直接加到分数上。</translation>
    </message>
    <message>
        <source>Both need tables that are learned and sized for the distances of training. The next schemes need no table: RoPE turns queries and keys by their positions, and ALiBi subtracts a fixed penalty that grows with the distance.</source>
        <translation>两者都需要可学习的表，其大小按训练时的距离确定。接下来的方案不需要表：RoPE 按位置旋转查询和键，ALiBi 则减去一个随距离增长的固定惩罚。</translation>
    </message>
    <message>
        <source>What must a purely relative score give for the same two tokens at (n, m) = (1, 1 + Δ) and at (101, 101 + Δ)?</source>
        <translation>对于同样两个 token，如果分数是纯相对的，那么在 (n, m) = (1, 1 + Δ) 和 (101, 101 + Δ) 时，它必须给出什么结果？</translation>
    </message>
    <message>
        <source>The same number: only m − n may matter, not n.</source>
        <translation>同一个数：只有 m − n 能起作用，n 不能。</translation>
    </message>
    <message>
        <source>Neighbours</source>
        <translation>相邻</translation>
    </message>
    <message>
        <source>Δ = 1: the two pairings already disagree for the next token.</source>
        <translation>Δ = 1：对于相邻的 token，两种配对方式就已经给出不同的结果。</translation>
    </message>
    <message>
        <source>Far apart</source>
        <translation>相距很远</translation>
    </message>
    <message>
        <source>Δ = 1000: the three schemes side by side for a far key.</source>
        <translation>Δ = 1000：对一个很远的键，并排比较三种方案。</translation>
    </message>
    <message>
        <source>Past training</source>
        <translation>超出训练长度</translation>
    </message>
    <message>
        <source>Δ = 4096, twice the training length: the three rescalings.</source>
        <translation>Δ = 4096，即训练长度的两倍：三种缩放方法。</translation>
    </message>
    <message>
        <source>Beyond the sinusoid</source>
        <translation>超越正弦位置编码</translation>
    </message>
    <message>
        <source>RoPE, ALiBi and longer contexts: how position can enter attention as a distance, computed exactly and side by side.</source>
        <translation>RoPE、ALiBi 与更长的上下文：位置如何以距离的形式进入注意力，精确计算，并排比较。</translation>
    </message>
    <message>
        <source>&amp;Distance Δ:</source>
        <translation>距离 Δ(&amp;D)：</translation>
    </message>
    <message>
        <source>Distance Δ</source>
        <translation>距离 Δ</translation>
    </message>
    <message>
        <source>The distance Δ = m − n between the query at n and the key at m, %1 to %2: every number of the lesson follows it.</source>
        <translation>位置 n 处的查询与位置 m 处的键之间的距离 Δ = m − n，范围 %1 到 %2：本课的每个数都随之变化。</translation>
    </message>
    <message>
        <source>Query at n, key at m = n + %2 (Δ = %2) · width d = %3 · base 10000</source>
        <translation>查询位于 n，键位于 m = n + %2（Δ = %2）⋅ 维度 d = %3 ⋅ 底数 10000</translation>
    </message>
    <message>
        <source>Longer than training</source>
        <translation>比训练时更长</translation>
    </message>
    <message>
        <source>A RoPE model trained on L = 2048 positions is run on s · L = 8192. Its slow pairs then turn to angles they never saw.</source>
        <translation>一个在 L = 2048 个位置上训练的 RoPE 模型，用于 s ⋅ L = 8192 个位置的推理。这时慢的那几对维度会转到从未见过的角度。</translation>
    </message>
    <message>
        <source>A pair whose wavelength is longer than L never completed a turn in training: it saw only the angles from 0 to L · θᵢ. At 4 · L it needs four times that band. Fast pairs went round many times and have seen every angle.</source>
        <translation>波长大于 L 的一对维度在训练中从未转满一圈：它只见过 0 到 L ⋅ θᵢ 的角度。到了 4 ⋅ L，它需要四倍的范围。快的那几对转了很多圈，每个角度都见过。</translation>
    </message>
    <message>
        <source>At d = %3 the table counts the pairs that never turned fully. The last rows follow the slowest pair: the band it saw, the band the long run needs, and its angle between two tokens Δ = %2 apart.</source>
        <translation>表格统计 d = %3 时从未转满一圈的有几对。最后几行跟踪最慢的一对：它见过的范围、更长的推理需要的范围，以及相距 Δ = %2 的两个 token 之间的角度。</translation>
    </message>
    <message>
        <source>Why is the fastest pair no problem at 8192 positions?</source>
        <translation>为什么到 8192 个位置时，最快的一对不成问题？</translation>
    </message>
    <message>
        <source>Its wavelength is 2π, about 6.3 positions: in training it turned about 326 times and met every angle. Only pairs that never completed a turn meet new angles.</source>
        <translation>它的波长是 2π，约 6.3 个位置：训练中它大约转了 326 圈，每个角度都见过。只有从未转满一圈的那几对才会遇到新角度。</translation>
    </message>
    <message>
        <source>Three ways to stretch RoPE</source>
        <translation>拉长 RoPE 的三种方法</translation>
    </message>
    <message>
        <source>Position interpolation, NTK-aware scaling and YaRN change the frequencies so that 8192 positions fit into what training saw.</source>
        <translation>位置插值、NTK-aware 缩放和 YaRN 通过改变频率，使 8192 个位置落在训练时见过的范围内。</translation>
    </message>
    <message>
        <source>Position interpolation divides every θᵢ by s: no angle is new, but neighbours move s times closer. NTK-aware scaling raises the base to base · s^(d/(d−2)): pair 0 keeps its speed, the slowest pair is divided by s, the pairs between get some of both.</source>
        <translation>位置插值把每个 θᵢ 除以 s：不会出现新角度，但相邻 token 之间的角度差缩小为原来的 1/s。NTK-aware 缩放把底数提高到 base ⋅ s^(d/(d−2))：第 0 对保持原速，最慢的一对除以 s，中间的各对介于两者之间。</translation>
    </message>
    <message>
        <source>YaRN divides slow pairs by s and leaves fast ones alone, with a ramp between, and sharpens the softmax by 0.1 · ln s + 1. The table shows each method&apos;s unseen pairs, how far the slow pairs still reach past their band (1: not at all), and the angles at Δ = %2.</source>
        <translation>YaRN 把慢的那几对除以 s，快的保持不变，中间用斜坡过渡，并用 0.1 ⋅ ln s + 1 让 softmax 更尖锐。表格列出每种方法出现未见过角度的有几对、慢的那几对仍超出其范围多少（1 表示完全没有超出），以及 Δ = %2 处的角度。</translation>
    </message>
    <message>
        <source>Why does NTK-aware scaling leave pairs with unseen angles?</source>
        <translation>为什么 NTK-aware 缩放仍会留下出现未见过角度的几对维度？</translation>
    </message>
    <message>
        <source>What stays true of all of them</source>
        <translation>所有方案的共同点</translation>
    </message>
    <message>
        <source>Each scheme is a fixed rule computed from positions, not a learned table, and each gives attention a sense of distance.</source>
        <translation>每种方案都是根据位置计算出来的固定规则，而不是可学习的表，而且每种都让注意力感知到距离。</translation>
    </message>
    <message>
        <source>The content part never goes away: attention still compares what the tokens are. The schemes differ in where position enters: added to x (sinusoid), turning q and k (RoPE), or subtracted from the score (ALiBi).</source>
        <translation>内容部分始终存在：注意力仍然在比较 token 是什么。各方案的区别在于位置从哪里进入：加到 x 上（正弦位置编码）、旋转 q 和 k（RoPE），或从分数中减去（ALiBi）。</translation>
    </message>
    <message>
        <source>The table checks it at Δ = %2: over the starts 1, 11 and 101 the sinusoid&apos;s whole score moves, RoPE&apos;s and ALiBi&apos;s do not. The waves of the first lessons live on in RoPE: the same frequencies base^(−2i/d), the same rotations M_R.</source>
        <translation>表格在 Δ = %2 处验证这一点：在起点 1、11 和 101 之间，正弦位置编码的总分数会变化，RoPE 和 ALiBi 的不会。前几课中的波在 RoPE 中延续了下来：同样的频率 base^(−2i/⁠d)，同样的旋转 M_R。</translation>
    </message>
    <message>
        <source>Each is also built for a range: past its training length a model meets distances or angles it never saw, and a rescaling only moves that limit.</source>
        <translation>每种方案也都是针对一定范围设计的：超过训练长度，模型就会遇到从未见过的距离或角度，而缩放只是把这个界限往外推。</translation>
    </message>
    <message>
        <source>A model keeps the sinusoid&apos;s frequencies but applies them as rotations of q and k. What does it gain?</source>
        <translation>一个模型保留正弦位置编码的频率，但把它们用作对 q 和 k 的旋转。这样做有什么好处？</translation>
    </message>
    <message>
        <source>The score of two tokens depends on their distance, not on where they stand: RoPE&apos;s shift invariance, which the sinusoid reached in one part of one term only.</source>
        <translation>两个 token 的分数取决于它们的距离，而不是它们所在的位置：这就是 RoPE 的平移不变性，而正弦位置编码只在一项的一部分中做到了这一点。</translation>
    </message>
    <message>
        <source>RoPE: rotate q and k instead of adding to x</source>
        <translation>RoPE：旋转 q 和 k，而不是加到 x 上</translation>
    </message>
    <message>
        <source>RoPE adds nothing to the embedding. It turns pair i of the query by n · θᵢ and pair i of the key by m · θᵢ, with θᵢ = base^(−2i/d).</source>
        <translation>RoPE 不往嵌入上加任何东西。它把查询的第 i 对旋转 n ⋅ θᵢ，把键的第 i 对旋转 m ⋅ θᵢ，其中 θᵢ = base^(−2i/⁠d)。</translation>
    </message>
    <message>
        <source>The frequencies are the sinusoid&apos;s, but they act on q = W_Q x and k = W_K x, after the weights, not on x. Here q and k are the toy&apos;s W_Q E_D and W_K E_A; the query stands at n = 1, the key at m = 1 + %2.</source>
        <translation>频率与正弦位置编码相同，但它们作用于乘过权重之后的 q = W_Q x 和 k = W_K x，而不是 x。这里的 q 和 k 是用示例权重算出的 W_Q E_D 和 W_K E_A；查询位于 n&#xa0;=&#xa0;1，键位于 m&#xa0;=&#xa0;1&#xa0;+&#xa0;%2。</translation>
    </message>
    <message>
        <source>A pair&apos;s part of the score is the dot product of two hands, |qᵢ| |kᵢ| cos(the angle between them). The query&apos;s hand turned by n · θᵢ, the key&apos;s by m · θᵢ, so the angle between them changed by (m − n) · θᵢ = Δ · θᵢ, whatever n is.</source>
        <translation>每一对维度对分数的贡献是两根指针的点积 |qᵢ| |kᵢ| cos(两者的夹角)。查询的指针转了 n ⋅ θᵢ，键的指针转了 m ⋅ θᵢ，所以无论 n 是多少，它们的夹角都改变了 (m − n) ⋅ θᵢ = Δ ⋅ θᵢ。</translation>
    </message>
    <message>
        <source>What is the RoPE score when the key stands where the query stands (Δ = 0)?</source>
        <translation>键与查询位于同一位置（Δ = 0）时，RoPE 分数是多少？</translation>
    </message>
    <message>
        <source>Exactly q · k: both hands of every pair have turned by the same angle, and turning both leaves their dot product as it was.</source>
        <translation>恰好是 q ⋅ k：每一对的两根指针都转了相同的角度，两根一起转，点积保持不变。</translation>
    </message>
    <message>
        <source>The score depends on m − n only</source>
        <translation>分数只取决于 m − n</translation>
    </message>
    <message>
        <source>Move both tokens by 10 or by 100 places: RoPE&apos;s score stays the same to the last digit, the sinusoid&apos;s does not.</source>
        <translation>把两个 token 同时移动 10 或 100 个位置：RoPE 的分数直到最后一位都不变，正弦位置编码的则会变。</translation>
    </message>
    <message>
        <source>(Rₙ q)·(Rₘ k) = q·(Rₙᵀ Rₘ k) = q·(R₍ₘ₋ₙ₎ k): two turns of the same plane combine into one turn by the difference. The second row computes the score this way, from Δ = %2 alone.</source>
        <translation>(Rₙ q)⋅(Rₘ k) = q⋅(Rₙᵀ Rₘ k) = q⋅(R₍ₘ₋ₙ₎ k)：同一平面内的两次旋转合成一次旋转，转角为两者之差。第二行就是这样只用 Δ = %2 算出分数的。</translation>
    </message>
    <message>
        <source>The spread of the RoPE rows is rounding only. The sinusoid&apos;s whole score, with the same tokens and weights, moves by the spread in its row.</source>
        <translation>RoPE 各行的差距只是舍入误差。而在相同的 token 和权重下，正弦位置编码的总分数会变化，变化量就是它那一行的差距。</translation>
    </message>
    <message>
        <source>Does RoPE&apos;s score still depend on the tokens?</source>
        <translation>RoPE 的分数还与 token 有关吗？</translation>
    </message>
    <message>
        <source>Yes. q and k come from the content; RoPE makes only the position part a function of m − n. Content and distance are still mixed in one product.</source>
        <translation>有关。q 和 k 来自内容；RoPE 只让位置部分成为 m − n 的函数。内容和距离仍然混在同一个乘积里。</translation>
    </message>
    <message>
        <source>Two pairings: interleaved and half</source>
        <translation>两种配对方式：interleaved 和 half</translation>
    </message>
    <message>
        <source>Which two components form a pair is a choice of the code, (2i, 2i + 1) or (i, i + d/2). A model works only with the pairing it was trained with.</source>
        <translation>哪两个分量组成一对，是代码层面的选择：(2i, 2i + 1) 或 (i, i + d/2)。模型只能使用训练时采用的配对方式。</translation>
    </message>
    <message>
        <source>Interleaved, at d = 8: pairs (0, 1), (2, 3), (4, 5), (6, 7), as in the RoFormer paper, GPT-J and Meta&apos;s Llama code. Half: pairs (0, 4), (1, 5), (2, 6), (3, 7), as in GPT-NeoX and Hugging Face&apos;s rotate_half. Converting weights from one to the other means reordering the rows of W_Q and W_K.</source>
        <translation>interleaved（d = 8）：各对为 (0, 1)、(2, 3)、(4, 5)、(6, 7)，见于 RoFormer 论文、GPT-J 和 Meta 的 Llama 代码。half：各对为 (0, 4)、(1, 5)、(2, 6)、(3, 7)，见于 GPT-NeoX 和 Hugging Face 的 rotate_half。把权重从一种转换为另一种，需要重新排列 W_Q 和 W_K 的行。</translation>
    </message>
    <message>
        <source>Each pairing is shift-invariant, so no row has a spread. But they turn different components together, so for the same q and k at Δ = %2 they give different scores: weights loaded with the wrong pairing attend differently, and the model breaks.</source>
        <translation>每种配对方式都具有平移不变性，所以没有哪一行有差距。但它们一起旋转的分量不同，所以对于同样的 q 和 k，在 Δ = %2 时给出的分数不同：用错误的配对方式加载权重，注意力就会改变，模型也就失效了。</translation>
    </message>
    <message>
        <source>At which distance do both pairings agree for every q and k?</source>
        <translation>在哪个距离下，对任意 q 和 k，两种配对方式都一致？</translation>
    </message>
    <message>
        <source>At Δ = 0: nothing is turned relative to anything else, and both give q · k. At other distances they differ in general.</source>
        <translation>Δ = 0：彼此之间没有任何相对旋转，两者都得到 q ⋅ k。在其他距离下，两者一般不同。</translation>
    </message>
    <message>
        <source>ALiBi: a penalty that grows with distance</source>
        <translation>ALiBi：随距离增长的惩罚</translation>
    </message>
    <message>
        <source>ALiBi adds no vector and turns nothing. Each head subtracts slope × distance from the score of every key, before the softmax.</source>
        <translation>ALiBi 不加向量，也不旋转任何东西。每个头在 softmax 之前，从每个键的分数中减去斜率 × 距离。</translation>
    </message>
    <message>
        <source>With 8 heads the slopes are 2^(−8h/8): 1/2, 1/4, … 1/256. A steep head looks mostly at near keys, a flat one still sees far ones. ALiBi&apos;s models look back: the key stands Δ positions before the query.</source>
        <translation>8 个头时，斜率为 2^(−8h/8)：1/2、1/4、…、1/256。斜率大的头主要关注近处的键，斜率小的头仍能看到远处的键。ALiBi 的模型往回看：键位于查询之前 Δ 个位置。</translation>
    </message>
    <message>
        <source>The factor e^bias is what the bias does to a key&apos;s weight before the softmax divides by the sum: at Δ = %2 each head keeps that fraction.</source>
        <translation>系数 e^bias 就是偏置在 softmax 除以总和之前对键权重的影响：在 Δ = %2 时，每个头的键权重只保留这个比例。</translation>
    </message>
    <message>
        <source>For a head count that is not a power of two the paper takes the slopes of the next lower power of two, then every other slope of twice that many: 12 heads get the 8 slopes of 8 heads and the 1st, 3rd, 5th and 7th of 16 heads.</source>
        <translation>头数不是 2 的幂时，论文先取比它小的最大的 2 的幂所对应的斜率，再从两倍头数的斜率中隔一个取一个：12 个头得到 8 个头的 8 个斜率，再加上 16 个头的第 1、3、5、7 个斜率。</translation>
    </message>
    <message>
        <source>Is ALiBi&apos;s bias relative?</source>
        <translation>ALiBi 的偏置是相对的吗？</translation>
    </message>
    <message>
        <source>Purely: −slope · (i − j) depends on the distance only, in every head, and not on the tokens at all.</source>
        <translation>完全是：−slope ⋅ (i − j)（slope 为斜率）在每个头中都只取决于距离，与 token 完全无关。</translation>
    </message>
    <message>
        <source>All three at your distance</source>
        <translation>三种方案在你所选距离下的比较</translation>
    </message>
    <message>
        <source>How the position signal of each scheme changes with the distance, at Δ = %2, d = %3 and base 10000.</source>
        <translation>在 Δ = %2、d = %3、底数 10000 时，各方案的位置信号如何随距离变化。</translation>
    </message>
    <message>
        <source>Sinusoidal: PE(0)·PE(Δ) = Σ cos(Δ · ωᵢ), its part of the score when W_Qᵀ W_K = I. RoPE: the RoFormer paper&apos;s bound on its score, (1/(d/2)) Σ_j |Σ_(k&lt;j) e^(iΔθₖ)|, which falls as Δ grows. ALiBi: the bias of head 1, the steepest, and head 8, the flattest.</source>
        <translation>正弦位置编码：PE(0)⋅PE(Δ) = Σ cos(Δ ⋅ ωᵢ)，即 W_Qᵀ W_K = I 时它对分数的贡献。RoPE：RoFormer 论文给出的分数上界 (1/(d/2)) Σ_j |Σ_(k&lt;j) e^(iΔθₖ)|，它随 Δ 增大而下降。ALiBi：斜率最大的第 1 个头和斜率最小的第 8 个头的偏置。</translation>
    </message>
    <message>
        <source>The bars put them on one scale: the sinusoid and RoPE as a share of their value at Δ = 0, ALiBi as the factor e^bias. Try Δ = 1, 10, 100 and 1000.</source>
        <translation>柱状图把它们放在同一标尺上：正弦位置编码和 RoPE 表示为相对于 Δ = 0 时数值的比例，ALiBi 表示为系数 e^bias。试试 Δ = 1、10、100 和 1000。</translation>
    </message>
    <message>
        <source>Which of the three is sure to fall further whenever Δ grows?</source>
        <translation>三者中，哪一个在 Δ 增大时一定会继续下降？</translation>
    </message>
    <message>
        <source>ALiBi: −slope · Δ drops by the slope at every step. The sinusoid&apos;s sum swings and can turn negative; RoPE&apos;s bound falls on the whole but wiggles.</source>
        <translation>ALiBi：Δ 每增加 1，−slope ⋅ Δ 都会下降一个斜率。正弦位置编码的和会来回振荡，还可能变成负数；RoPE 的上界总体下降，但有起伏。</translation>
    </message>
    <message>
        <source>As in the lesson “Order, attention and relative position”: query D at n, key A at m = n + Δ, the toy weights, d = 8. Each column moves both tokens by the same amount, so the distance stays %2.</source>
        <translation>与课程“顺序、注意力与相对位置”中一样：查询 D 位于 n，键 A 位于 m = n + Δ，使用示例权重，d = 8。每一列都把两个 token 移动相同的量，所以距离始终为 %2。</translation>
    </message>
    <message>
        <source>It divides only the slowest pair by the full s. The pairs between keep more of their speed, so at 4 · L they still reach a little past the band they saw; the column “Reach past the band” shows how far.</source>
        <translation>因为它只把最慢的一对整个除以 s。中间的各对保留了更多的速度，所以在 4 ⋅ L 时仍会略微超出它们见过的范围；超出多少见“超出范围的倍数”这一列。</translation>
    </message>
    <message>
        <source>Your model: a real config.json</source>
        <translation>你的模型：真实的 config.json</translation>
    </message>
    <message>
        <source>A real model writes its positions into a few lines of config.json. Here are those of Llama 3.1 8B, and what they do to its pairs.</source>
        <translation>真实的模型把位置的设定写在 config.json 的几行里。这里看的是 Llama 3.1 8B 的设定，以及它们对每一对做了什么。</translation>
    </message>
    <message>
        <source>rope_theta is RoPE&apos;s base: θᵢ = 1 / rope_theta^(2i/d), with d = head_dim = %3. original_max_position_embeddings is the length L of pre-training. rope_type llama3 names the rule for longer contexts.</source>
        <translation>rope_theta 是 RoPE 的底数：θᵢ = 1 / rope_theta^(2i/d)，其中 d = head_dim = %3。original_max_position_embeddings 是预训练的长度 L。rope_type llama3 指的是处理更长上下文的规则。</translation>
    </message>
    <message>
        <source>The rule looks at each pair&apos;s wavelength 2π/θᵢ. Longer than L / low_freq_factor: the pair turns factor times slower. Shorter than L / high_freq_factor: it stays as it is. In the band between, it gets some of both.</source>
        <translation>这个规则看每一对的波长 2π/θᵢ。比 L / low_freq_factor 长的对，转速变慢 factor 倍；比 L / high_freq_factor 短的对保持不变；介于两者之间的区间，则取两者的混合。</translation>
    </message>
    <message>
        <source>The table counts the pairs at a context of N positions. The factor alone takes the slow pairs only to factor · L. Llama 3.1 was then trained further on long texts, with these frequencies.</source>
        <translation>表格统计上下文为 N 个位置时，每一类各有几对。单靠 factor，慢的对只能覆盖到 factor ⋅ L。Llama 3.1 之后又用这些频率在长文本上继续训练。</translation>
    </message>
    <message>
        <source>Why does the rule leave the fast pairs as they are?</source>
        <translation>为什么这个规则让快的对保持原样？</translation>
    </message>
    <message>
        <source>They turned many times in training and have met every angle. Slowing them would only push neighbouring tokens closer together.</source>
        <translation>它们在训练中已经转了很多圈，每个角度都见过。把它们放慢，只会让相邻的 token 挤得更近。</translation>
    </message>
    <message>
        <source>Your model with the wrong pairing</source>
        <translation>配对方式弄错的模型</translation>
    </message>
    <message>
        <source>Load the weights with the other pairing and nothing crashes. The first tokens look right; further on, attention drifts to the wrong keys.</source>
        <translation>用另一种配对方式加载权重，程序也不会崩溃。前几个 token 看起来没问题；越往后，注意力就越偏向错误的键。</translation>
    </message>
    <message>
        <source>A transformers checkpoint pairs dimension i with i + d/2 (rotate_half); Meta&apos;s original code pairs 2i with 2i + 1. A port that mixes the two without permuting W_Q and W_K gets it wrong, as in transformers#25199 and llama2.c#286.</source>
        <translation>transformers 的 checkpoint 把维度 i 和 i + d/2 配成一对（rotate_half）；Meta 原来的代码则把 2i 和 2i + 1 配成一对。移植时如果混用两者、又没有重排 W_Q 和 W_K，就会出错，transformers#25199 和 llama2.c#286 就是这样。</translation>
    </message>
    <message>
        <source>Here the same seeded q and k are scored with Llama 3.1&apos;s RoPE and with the other pairing. At distance 0 the score error is 0. Further away it grows; the table also shows it at Δ = %2.</source>
        <translation>这里用同一个种子生成的 q 和 k，分别以 Llama 3.1 的 RoPE 和另一种配对方式计算分数。距离 0 时分数误差是 0；距离越远误差越大。表格也列出 Δ = %2 时的值。</translation>
    </message>
    <message>
        <source>The total variation says how much of the attention goes to other keys: 0 means the same weights, 1 completely different ones. The last row is the first query position where it reaches 0.1. Random q and k give flat weights; a trained model attends more sharply, and a wrong score moves more of its attention.</source>
        <translation>总变差距离表示有多少注意力转移到了别的键上：0 表示权重相同，1 表示完全不同。最后一行是它第一次达到 0.1 的查询位置。随机的 q 和 k 给出的权重很平均；训练好的模型注意力更集中，错误的分数会移动更多注意力。</translation>
    </message>
    <message>
        <source>Why is the score error 0 at distance 0, even with the wrong pairing?</source>
        <translation>即使配对方式错了，为什么距离 0 时分数误差仍是 0？</translation>
    </message>
    <message>
        <source>There q and k are turned by the same rotation. A rotation keeps dot products: (R q)·(R k) = q·k, with either pairing.</source>
        <translation>此时 q 和 k 被同一个旋转转动。旋转不改变点积：无论哪种配对方式，(R q)⋅(R k) = q⋅k。</translation>
    </message>
</context>
<context>
    <name>BeyondModelValues</name>
    <message>
        <source>Context length N</source>
        <translation>上下文长度 N</translation>
    </message>
    <message>
        <source>rope_theta (the base)</source>
        <translation>rope_theta（底数）</translation>
    </message>
    <message>
        <source>Rotated pairs (head_dim / 2)</source>
        <translation>旋转的对的个数（head_dim / 2）</translation>
    </message>
    <message>
        <source>original_max_position_embeddings: training length L</source>
        <translation>original_max_position_embeddings：训练长度 L</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>factor</translation>
    </message>
    <message>
        <source>low_freq_factor</source>
        <translation>low_freq_factor</translation>
    </message>
    <message>
        <source>high_freq_factor</source>
        <translation>high_freq_factor</translation>
    </message>
    <message>
        <source>Pairs slowed by the full factor (wavelength &gt; L / low_freq_factor)</source>
        <translation>整整放慢 factor 倍的对（波长 &gt; L / low_freq_factor）</translation>
    </message>
    <message>
        <source>Pairs in the band between</source>
        <translation>介于两者之间的对</translation>
    </message>
    <message>
        <source>Pairs kept (wavelength &lt; L / high_freq_factor)</source>
        <translation>保持不变的对（波长 &lt; L / high_freq_factor）</translation>
    </message>
    <message>
        <source>Attention factor</source>
        <translation>注意力缩放因子</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at N, without the scaling</source>
        <translation>N 时含未见过角度的对（不缩放）</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at N, with the scaling</source>
        <translation>N 时含未见过角度的对（缩放后）</translation>
    </message>
    <message>
        <source>Context the factor alone covers: factor · L</source>
        <translation>单靠 factor 覆盖的上下文：factor ⋅ L</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at factor · L, with the scaling</source>
        <translation>factor ⋅ L 时含未见过角度的对（缩放后）</translation>
    </message>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距离 Δ = m − n</translation>
    </message>
    <message>
        <source>Seed of q (k: seed + 1)</source>
        <translation>q 的种子（k 用种子 + 1）</translation>
    </message>
    <message>
        <source>Positions 0 … N − 1: N</source>
        <translation>位置 0 … N − 1 的 N</translation>
    </message>
    <message>
        <source>Score error at distance 0 (both at %1)</source>
        <translation>距离 0 的分数误差（两者都在 %1）</translation>
    </message>
    <message>
        <source>Score error at distance 1</source>
        <translation>距离 1 的分数误差</translation>
    </message>
    <message>
        <source>Score error at distance %1</source>
        <translation>距离 %1 的分数误差</translation>
    </message>
    <message>
        <source>Largest |score error| over the distances</source>
        <translation>各距离中分数误差绝对值的最大值</translation>
    </message>
    <message>
        <source>Its distance</source>
        <translation>其距离</translation>
    </message>
    <message>
        <source>Score error at distance Δ (query at Δ, key at 0)</source>
        <translation>距离 Δ 的分数误差（查询在 Δ，键在 0）</translation>
    </message>
    <message>
        <source>Total variation of the attention weights, query at %1</source>
        <translation>注意力权重的总变差距离（查询在 %1）</translation>
    </message>
    <message>
        <source>Largest total variation over the query positions</source>
        <translation>各查询位置中总变差距离的最大值</translation>
    </message>
    <message>
        <source>First query position whose total variation reaches %1</source>
        <translation>总变差距离第一次达到 %1 的查询位置</translation>
    </message>
</context>
<context>
    <name>BeyondSchemeValues</name>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距离 Δ = m − n</translation>
    </message>
    <message>
        <source>Heads H</source>
        <translation>注意力头数 H</translation>
    </message>
    <message>
        <source>Head %1: slope</source>
        <translation>第 %1 个头：斜率</translation>
    </message>
    <message>
        <source>Head %1: bias −slope · Δ</source>
        <translation>第 %1 个头：偏置 −斜率 ⋅ Δ</translation>
    </message>
    <message>
        <source>Head %1: factor e^bias on the weight</source>
        <translation>第 %1 个头：乘在权重上的系数 e^bias</translation>
    </message>
    <message>
        <source>Slopes of %1 heads</source>
        <translation>%1 个头的斜率</translation>
    </message>
    <message>
        <source>%1 heads, head %2: slope</source>
        <translation>共 %1 个头，第 %2 个头：斜率</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>Sinusoidal PE(0)·PE(0)</source>
        <translation>正弦 PE(0)⋅PE(0)</translation>
    </message>
    <message>
        <source>Sinusoidal PE(0)·PE(Δ)</source>
        <translation>正弦 PE(0)⋅PE(Δ)</translation>
    </message>
    <message>
        <source>Sinusoidal, share of its value at 0</source>
        <translation>正弦：相对于 0 处取值的比例</translation>
    </message>
    <message>
        <source>RoPE decay bound at 0</source>
        <translation>RoPE 在 0 处的衰减上界</translation>
    </message>
    <message>
        <source>RoPE decay bound at Δ</source>
        <translation>RoPE 在 Δ 处的衰减上界</translation>
    </message>
    <message>
        <source>RoPE, share of its value at 0</source>
        <translation>RoPE：相对于 0 处取值的比例</translation>
    </message>
    <message>
        <source>ALiBi head 1: bias at Δ</source>
        <translation>ALiBi 第 1 个头：Δ 处的偏置</translation>
    </message>
    <message>
        <source>ALiBi head 1: factor e^bias</source>
        <translation>ALiBi 第 1 个头：系数 e^bias</translation>
    </message>
    <message>
        <source>ALiBi head %1: bias at Δ</source>
        <translation>ALiBi 第 %1 个头：Δ 处的偏置</translation>
    </message>
    <message>
        <source>ALiBi head %1: factor e^bias</source>
        <translation>ALiBi 第 %1 个头：系数 e^bias</translation>
    </message>
    <message>
        <source>Sinusoid: spread of the whole score over the starts</source>
        <translation>正弦：总分数在各起点之间的差距</translation>
    </message>
    <message>
        <source>RoPE: spread of the whole score over the starts</source>
        <translation>RoPE：总分数在各起点之间的差距</translation>
    </message>
    <message>
        <source>ALiBi head 1: spread of the bias over the starts</source>
        <translation>ALiBi 第 1 个头：偏置在各起点之间的差距</translation>
    </message>
    <message>
        <source>RoPE at Δ = 0: q · k, no rotation left</source>
        <translation>Δ = 0 时的 RoPE：q ⋅ k，旋转相互抵消</translation>
    </message>
    <message>
        <source>ALiBi: bias at Δ = 0, every head</source>
        <translation>ALiBi：Δ = 0 处的偏置（每个头）</translation>
    </message>
</context>
<context>
    <name>BeyondValues</name>
    <message>
        <source>%1, n = %2</source>
        <translation>%1，n = %2</translation>
    </message>
    <message>
        <source>Spread of “%1” over the starts</source>
        <translation>“%1”在各起点之间的差距</translation>
    </message>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距离 Δ = m − n</translation>
    </message>
    <message>
        <source>① content · content</source>
        <translation>① 内容 ⋅ 内容</translation>
    </message>
    <message>
        <source>② content · position</source>
        <translation>② 内容 ⋅ 位置</translation>
    </message>
    <message>
        <source>③ position · content</source>
        <translation>③ 位置 ⋅ 内容</translation>
    </message>
    <message>
        <source>④ position · position</source>
        <translation>④ 位置 ⋅ 位置</translation>
    </message>
    <message>
        <source>Whole score ① + ② + ③ + ④</source>
        <translation>总分数 ① + ② + ③ + ④</translation>
    </message>
    <message>
        <source>④ if W_Qᵀ W_K were I</source>
        <translation>假设 W_Qᵀ W_K = I 时的 ④</translation>
    </message>
    <message>
        <source>Query position n</source>
        <translation>查询的位置 n</translation>
    </message>
    <message>
        <source>Key position m = n + Δ</source>
        <translation>键的位置 m = n + Δ</translation>
    </message>
    <message>
        <source>Pair %1: θ = base^(−2i/d)</source>
        <translation>第 %1 对：θ = base^(−2i/⁠d)</translation>
    </message>
    <message>
        <source>Pair %1: angle of Rₙ q (rad)</source>
        <translation>第 %1 对：Rₙ q 的角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angle of Rₘ k (rad)</source>
        <translation>第 %1 对：Rₘ k 的角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angle between them (rad)</source>
        <translation>第 %1 对：两者之间的夹角（rad）</translation>
    </message>
    <message>
        <source>Pair %1: its part of the score</source>
        <translation>第 %1 对：对分数的贡献</translation>
    </message>
    <message>
        <source>Sum of the four parts</source>
        <translation>四项贡献之和</translation>
    </message>
    <message>
        <source>RoPE score (Rₙ q)·(Rₘ k)</source>
        <translation>RoPE 分数 (Rₙ q)⋅(Rₘ k)</translation>
    </message>
    <message>
        <source>RoPE: (Rₙ q)·(Rₘ k)</source>
        <translation>RoPE：(Rₙ q)⋅(Rₘ k)</translation>
    </message>
    <message>
        <source>RoPE from Δ alone: q·(R_Δ k)</source>
        <translation>仅由 Δ 计算的 RoPE：q⋅(R_Δ k)</translation>
    </message>
    <message>
        <source>Sinusoid added to x: whole score</source>
        <translation>正弦位置编码加到 x 上：总分数</translation>
    </message>
    <message>
        <source>Largest |(Rₙ q)·(Rₘ k) − q·(R_Δ k)|</source>
        <translation>|(Rₙ q)⋅(Rₘ k) − q⋅(R_Δ k)| 的最大值</translation>
    </message>
    <message>
        <source>Trained pairing, interleaved</source>
        <translation>训练时的配对方式：interleaved</translation>
    </message>
    <message>
        <source>Loaded with the half pairing</source>
        <translation>按 half 配对方式加载时</translation>
    </message>
    <message>
        <source>Half minus interleaved</source>
        <translation>half 减去 interleaved</translation>
    </message>
    <message>
        <source>Score at Δ = 0, q · k (both pairings)</source>
        <translation>Δ = 0 时的分数 q ⋅ k（两种配对方式相同）</translation>
    </message>
</context>
<context>
    <name>ByteNamedOutput</name>
    <message>
        <source>--output: cannot open the folder of &quot;%1&quot;: %2.</source>
        <translation>--output：无法打开“%1”所在的文件夹：%2。</translation>
    </message>
    <message>
        <source>--output: cannot save &quot;%1&quot;: %2.</source>
        <translation>--output：无法保存“%1”：%2。</translation>
    </message>
</context>
<context>
    <name>ColorMap</name>
    <message>
        <source>Red–blue (diverging)</source>
        <translation>红–蓝（发散型）</translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe)</source>
        <translation>Cividis（色盲友好）</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>red = +1, white = 0, blue = −1</source>
        <translation>红 = +1，白 = 0，蓝 = −1</translation>
    </message>
    <message>
        <source>yellow = +1, dark blue = −1</source>
        <translation>黄 = +1，深蓝 = −1</translation>
    </message>
    <message>
        <source>yellow = +1, dark purple = −1</source>
        <translation>黄 = +1，深紫 = −1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Compare the encodings of positions P and Q (whole numbers from 0 to 2^53), e.g. --compare 0,3.</source>
        <translation>比较位置 P 和 Q 的编码（0 到 2^53 的整数），例如 --compare 0,3。</translation>
    </message>
    <message>
        <source>Print the encoding table, one row per position.</source>
        <translation>输出编码表，每个位置一行。</translation>
    </message>
    <message>
        <source>Show the relative shift by R positions (a whole number from -2^53 to 2^53) as the rotation matrix M_R; needs --from.</source>
        <translation>把相对位移 R 个位置（-2^53 到 2^53 的整数）表示为旋转矩阵 M_R；需要 --from。</translation>
    </message>
    <message>
        <source>The position k the shift starts from (a whole number from 0 to 2^53).</source>
        <translation>位移的起点位置 k（0 到 2^53 的整数）。</translation>
    </message>
    <message>
        <source>Width d of the encoding: an even whole number from 2 to 65536 (default 8).</source>
        <translation>编码的维度 d：2 到 65536 的偶数（默认 8）。</translation>
    </message>
    <message>
        <source>Switch the positional encoding off: the token gets the same vector at both positions, so the difference is zero.</source>
        <translation>关闭位置编码：token 在两个位置得到相同的向量，因此差为零。</translation>
    </message>
    <message>
        <source>interleaved (sin, cos, sin, cos, ...; the default) or concatenated (all sin components, then all cos).</source>
        <translation>interleaved（sin, cos, sin, cos, ...；默认）或 concatenated（先放所有 sin 分量，再放所有 cos 分量）。</translation>
    </message>
    <message>
        <source>Language of the window and the reports: en, ja, zh_TW or zh_CN (default: the system&apos;s language).</source>
        <translation>窗口和报告的语言：en、ja、zh_TW 或 zh_CN（默认：系统语言）。</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>显示此帮助并退出。</translation>
    </message>
    <message>
        <source>Show the version of pe-workbench and Qt and exit.</source>
        <translation>显示 pe-workbench 和 Qt 的版本并退出。</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: every value follows its option, e.g. --dim 8; see --help.</source>
        <translation>意外的参数“%1”：每个值都应紧跟在它的选项之后，例如 --dim 8；请参阅 --help。</translation>
    </message>
    <message>
        <source>--language: &quot;%1&quot; is not available; choose %2.</source>
        <translation>--language：“%1”不可用；请选择 %2。</translation>
    </message>
    <message>
        <source>The options are %1.</source>
        <translation>可用的选项有 %1。</translation>
    </message>
    <message>
        <source>%1: %2 takes no value; write just %2.</source>
        <translation>%1：%2 不接受值；只写 %2 即可。</translation>
    </message>
    <message>
        <source>See pe-workbench --help.</source>
        <translation>请参阅 pe-workbench --help。</translation>
    </message>
    <message>
        <source>%1 is given %2 times (%3); give it once.</source>
        <translation>%1 指定了 %2 次（%3）；只能指定一次。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>%1 and %2 cannot be combined; choose one report.</source>
        <translation>%1 和 %2 不能同时使用；请只选一种报告。</translation>
    </message>
    <message>
        <source>%1: only used in a report; add %2.</source>
        <translation>%1：只用于报告；请加上 %2。</translation>
    </message>
    <message>
        <source>%1: not used with %2; it belongs to %3.</source>
        <translation>%1：不与 %2 一起使用；它属于 %3。</translation>
    </message>
    <message>
        <source>Size of the rendered image in pixels, e.g. 1280x800 (each side 200 to 8192).</source>
        <translation>渲染图像的大小（像素），例如 1280x800（每边 200 到 8192）。</translation>
    </message>
    <message>
        <source>Colours of the heatmap: viridis (the default), rdbu or cividis.</source>
        <translation>热力图的配色：viridis（默认）、rdbu 或 cividis。</translation>
    </message>
    <message>
        <source>Base of the wavelengths: a number greater than 1 and at most 10^12 (default 10000).</source>
        <translation>波长的底数：大于 1 且不超过 10^12 的数（默认 10000）。</translation>
    </message>
    <message>
        <source>%1 is given %2 times; give it once.</source>
        <translation>%1 指定了 %2 次；只能指定一次。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has a space before or after the value; write it without.</source>
        <translation>%1：“%2”的值前后带有空格；请去掉空格。</translation>
    </message>
    <message>
        <source>RoPE: rotate the query to position M and the key to position N (whole numbers from 0 to 2^53) and print their score, e.g. --rope 3,7.</source>
        <translation>RoPE：把查询旋转到位置 M、把键旋转到位置 N（0 到 2^53 的整数），并输出两者的分数，例如 --rope 3,7。</translation>
    </message>
    <message>
        <source>Which components form RoPE&apos;s pairs: interleaved ((2i, 2i+1), the default) or half ((i, i + d/2)).</source>
        <translation>RoPE 的每一对由哪些分量组成：interleaved（(2i, 2i+1)，默认）或 half（(i, i + d/2)）。</translation>
    </message>
    <message>
        <source>The query vector of --rope: d numbers separated by commas, each from -10^6 to 10^6 (default: all ones).</source>
        <translation>--rope 的查询向量：用逗号分隔的 d 个数，每个数在 -10^6 到 10^6 之间（默认：全为 1）。</translation>
    </message>
    <message>
        <source>The key vector of --rope: d numbers separated by commas, each from -10^6 to 10^6 (default: all ones).</source>
        <translation>--rope 的键向量：用逗号分隔的 d 个数，每个数在 -10^6 到 10^6 之间（默认：全为 1）。</translation>
    </message>
    <message>
        <source>ALiBi: print each head&apos;s slope and the bias of the last query for every key; needs --heads.</source>
        <translation>ALiBi：输出每个头的斜率，以及最后一个查询对每个键的偏置；需要 --heads。</translation>
    </message>
    <message>
        <source>Number of attention heads for --alibi and --profile alibi: a whole number from 1 to 1024 (default 8 for --profile).</source>
        <translation>--alibi 和 --profile alibi 的注意力头数：1 到 1024 的整数（--profile 默认 8）。</translation>
    </message>
    <message>
        <source>Number of positions for --alibi: a whole number from 1 to 4096 (default 8).</source>
        <translation>--alibi 的位置数：1 到 4096 的整数（默认 8）。</translation>
    </message>
    <message>
        <source>Print how a scheme&apos;s signal changes with the distance alone: sinusoidal, rope or alibi.</source>
        <translation>输出某种方案的信号如何仅随距离变化：sinusoidal、rope 或 alibi。</translation>
    </message>
    <message>
        <source>Distances 0 to N-1 for --profile: a whole number from 1 to 100000 (default 64).</source>
        <translation>--profile 的距离 0 到 N-1：N 为 1 到 100000 的整数（默认 64）。</translation>
    </message>
    <message>
        <source>Rescale RoPE&apos;s frequencies for a longer context: pi (position interpolation), ntk (NTK-aware) or yarn; needs --scale and --train-length.</source>
        <translation>为更长的上下文重新缩放 RoPE 的频率：pi（位置插值）、ntk（NTK-aware 缩放）或 yarn；需要 --scale 和 --train-length。</translation>
    </message>
    <message>
        <source>Open a scenario file (.pewscenario): alone it opens the window as the file was saved; with --render or --worksheet it supplies their parameters (options given as well win), and --render scenario / --worksheet scenario show the file&apos;s lesson step or window. The file name alone, pe-workbench FILE.pewscenario, opens it too.</source>
        <translation>打开场景文件（.pewscenario）：单独使用时，按文件保存时的状态打开窗口；与 --render 或 --worksheet 一起使用时，由文件提供它们的参数（同时给出的选项优先），--render scenario / --worksheet scenario 则显示文件中的课程步骤或窗口。只给出文件名（pe-workbench FILE.pewscenario）也能打开它。</translation>
    </message>
    <message>
        <source>Print what a number type does to the table over --positions: float16, bfloat16 or float32 (the largest error and where, collisions, the first whole position it cannot hold).</source>
        <translation>输出数值类型对 --positions 范围内表格的影响：float16、bfloat16 或 float32（最大误差及其位置、碰撞、该类型无法精确表示的第一个整数位置）。</translation>
    </message>
    <message>
        <source>How --precision computes the table: all (position, inverse frequency, angle, sin and cos each rounded to the type; the default) or angle-float32 (the angle in float32, sin and cos stored in the type).</source>
        <translation>--precision 计算表格的方式：all（位置、逆频率、角度、sin 和 cos 各自舍入到该类型；默认）或 angle-float32（角度用 float32 计算，sin 和 cos 以该类型存储）。</translation>
    </message>
    <message>
        <source>Print the nearest pair of positions among 0 to N-1 (--positions N, default 50): the two whose encodings are closest, in double.</source>
        <translation>输出位置 0 到 N-1 中最近的一对（--positions N，默认 50）：以 double 计算时编码最接近的两个位置。</translation>
    </message>
    <message>
        <source>Open the window with a lesson: workbench, why-waves, attention or beyond.</source>
        <translation>打开窗口并进入一课：workbench、why-waves、attention 或 beyond。</translation>
    </message>
    <message>
        <source>The lesson&apos;s number: the position compared with 0 in workbench (1 to 32, default 3), your position in why-waves (1 to 100000, default 1000), the distance R in attention (1 to 49, default 3), the distance Δ in beyond (1 to 8192, default 3).</source>
        <translation>课程使用的数值：workbench 中是与 0 比较的位置（1 到 32，默认 3），why-waves 中是你的位置（1 到 100000，默认 1000），attention 中是距离 R（1 到 49，默认 3），beyond 中是距离 Δ（1 到 8192，默认 3）。</translation>
    </message>
    <message>
        <source>Number of positions the model was trained on: a whole number from 1 to 2^53; with --train longer the longest training input, 2 to 16 (default 8), tested on up to 2L.</source>
        <translation>模型训练时的位置数：1 到 2^53 的整数；与 --train longer 一起使用时，是训练时最长的输入长度，2 到 16（默认 8），测试时输入最长到 2L。</translation>
    </message>
    <message>
        <source>Train a tiny attention model and print its loss and accuracies: who-hits (the subject of 你打我, dog bites man), which-first (which of two marked tokens comes first) or longer (which-first, tested on longer inputs); needs --scheme.</source>
        <translation>训练一个微型注意力模型，并输出它的损失和准确率：who-hits（“你打我”、dog bites man 中的主语）、which-first（两个带标记的 token 哪个在前）或 longer（which-first，但用更长的输入测试）；需要 --scheme。</translation>
    </message>
    <message>
        <source>The position scheme of --train: none, sinusoidal (added to the embeddings), learned (a trained table) or rope (rotating q and k).</source>
        <translation>--train 的位置方案：none、sinusoidal（加到嵌入上）、learned（训练得到的位置表）或 rope（旋转 q 和 k）。</translation>
    </message>
    <message>
        <source>Training steps of --train: a whole number from 1 to 100000 (default 400).</source>
        <translation>--train 的训练步数：1 到 100000 的整数（默认 400）。</translation>
    </message>
    <message>
        <source>Start in presenter mode: the window (or --lesson, or the scenario&apos;s lesson) full screen with large type and high contrast; with --render, draw in that look.</source>
        <translation>以演示模式启动：窗口（或 --lesson，或场景文件中的课程）全屏显示，字号大、对比度高；与 --render 一起使用时，按这种外观绘制。</translation>
    </message>
    <message>
        <source>With --presenter: light or dark (default: the one chosen last).</source>
        <translation>与 --presenter 一起使用：light 或 dark（默认：上次选择的）。</translation>
    </message>
    <message>
        <source>With --presenter: the type size in per cent, 125 to 250 (default: the one chosen last, at first 150).</source>
        <translation>与 --presenter 一起使用：字号百分比，125 到 250（默认：上次选择的，首次为 150）。</translation>
    </message>
    <message>
        <source>The file to write: the image of --render (a name ending in .png or .svg) or the handout of --worksheet --format pdf or html.</source>
        <translation>要写入的文件：--render 的图像（文件名以 .png 或 .svg 结尾），或 --worksheet --format pdf 或 html 的练习单。</translation>
    </message>
    <message>
        <source>Print a lesson as a handout in the chosen language: --format markdown or json to standard output (with the answer key), pdf or html to --output FILE (figures included; --answers adds the answer key).</source>
        <translation>用所选语言把一课输出为练习单：--format markdown 或 json 输出到标准输出（含答案），pdf 或 html 写入 --output FILE（含插图；--answers 会附上答案）。</translation>
    </message>
    <message>
        <source>With --worksheet --format pdf or html: add the answer key as the last part.</source>
        <translation>与 --worksheet --format pdf 或 html 一起使用：在最后附上答案。</translation>
    </message>
    <message>
        <source>--scenario: the file name is empty; name a .%1 file.</source>
        <translation>--scenario：文件名为空；请指定一个 .%1 文件。</translation>
    </message>
    <message>
        <source>How many times longer the context is than in training: a number from 10^-6 to 10^6.</source>
        <translation>上下文长度是训练时的多少倍：10^-6 到 10^6 的数。</translation>
    </message>
    <message>
        <source>Draw a view without opening a window and save it with --output: %1, or lesson:ID:N for step N of a lesson, counted from 1 as the lesson shows it.</source>
        <translation>不打开窗口，直接绘制一个视图并用 --output 保存：%1，或用 lesson:ID:N 表示某课的第 N 步（与课程中显示的编号一致，从 1 开始）。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Rows of the table: N for positions 0 to N-1, A-B for A to B inclusive (default 50); at most 10^8 values in all. With --rope-mismatch: the positions 0 to N-1, N from 1 to 1000 (default 64).</source>
        <translation>表格的行：N 表示位置 0 到 N-1，A-B 表示 A 到 B（含两端）（默认 50）；总共最多 10^8 个数值。用于 --rope-mismatch 时：位置 0 到 N-1，N 为 1 到 1000（默认 64）。</translation>
    </message>
    <message>
        <source>Seed of --train&apos;s data split, weights and batches, or of --rope-mismatch&apos;s q and k: a whole number from 0 to 2^53 (default 1); the same seed gives the same numbers.</source>
        <translation>--train 的数据划分、权重和批次所用的种子，或 --rope-mismatch 的 q 和 k 所用的种子：0 到 2^53 的整数（默认 1）；相同的种子得到相同的数字。</translation>
    </message>
    <message>
        <source>Score the same seeded q and k with a model&apos;s correct RoPE and with one mistake: pairing (interleaved instead of half), theta (rope_theta 10000, or 500000 for a model at 10000), bfloat16 or float16 (the angles computed in that type), double-scaling (the context scaling applied twice) or offset (the query one position too far). Without --model-config: the built-in Llama 2 7B sample (head dimension 128, rope_theta 10000).</source>
        <translation>用模型正确的 RoPE 与出了一种错误的 RoPE，为同一组固定种子的随机数 q 和 k 计算分数。错误可选：pairing（用 interleaved 代替 half）、theta（rope_theta 10000；模型本身是 10000 时改用 500000）、bfloat16 或 float16（角度按该类型计算）、double-scaling（上下文缩放应用两次）或 offset（查询的位置多了一格）。没有 --model-config 时：使用内置的 Llama 2 7B 示例（每个头的维度 128，rope_theta 10000）。</translation>
    </message>
    <message>
        <source>text or json for --compare, --shift, --rope, --alibi, --context-scaling, --precision, --nearest, --train and --model-config (default text); csv or json for --table and --profile (default csv); text, json or csv for --rope-mismatch (default text).</source>
        <translation>--compare、--shift、--rope、--alibi、--context-scaling、--precision、--nearest、--train 和 --model-config 使用 text 或 json（默认 text）；--table 和 --profile 使用 csv 或 json（默认 csv）；--rope-mismatch 使用 text、json 或 csv（默认 text）。</translation>
    </message>
    <message>
        <source>Print a model&apos;s RoPE settings from its config.json (Hugging Face style): the rope type, the attention factor and, per rotated pair, its frequency, wavelength, scaling factor and whether the context reaches angles training never saw. With --rope-mismatch: the model the mistake is made in; with --render model: the model drawn.</source>
        <translation>从模型的 config.json（Hugging Face 格式）输出它的 RoPE 设置：rope type、注意力缩放因子，以及每一对旋转维度的频率、波长、缩放倍数，和上下文是否会转到训练时从未见过的角度。与 --rope-mismatch 一起使用时：指定出错的那个模型；与 --render model 一起使用时：指定要画的模型。</translation>
    </message>
    <message>
        <source>The context length N of --model-config and --render model: a whole number from 1 to 2^31 (default: the file&apos;s max_position_embeddings).</source>
        <translation>--model-config 与 --render model 的上下文长度 N：1 到 2^31 的整数（默认为文件中的 max_position_embeddings）。</translation>
    </message>
</context>
<context>
    <name>ComparisonReport</name>
    <message>
        <source>Positional encoding of the same token at positions p = %1 and q = %2</source>
        <translation>同一个 token 在位置 p = %1 和 q = %2 处的位置编码</translation>
    </message>
    <message>
        <source>d = %1, base = %2, layout: %3</source>
        <translation>d = %1，底数 = %2，排列方式：%3</translation>
    </message>
    <message>
        <source>Encoding on: each position adds its own PE vector to the token&apos;s embedding.</source>
        <translation>加上位置编码时：每个位置都把自己的 PE 向量加到 token 的嵌入上。</translation>
    </message>
    <message>
        <source>Encoding off: both positions get the bare embedding, so the difference is zero.</source>
        <translation>去掉位置编码时：两个位置都只得到原始的嵌入，因此差为零。</translation>
    </message>
    <message>
        <source>PE(%1) and PE(%2) below show what switching it on would add.</source>
        <translation>下面的 PE(%1) 和 PE(%2) 显示打开位置编码后会加上的值。</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第几对</translation>
    </message>
    <message>
        <source>part</source>
        <translation>sin/cos</translation>
    </message>
    <message>
        <source>PE(%1)</source>
        <translation>PE(%1)</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差</translation>
    </message>
    <message>
        <source>Length of the difference ‖PE(%1) − PE(%2)‖ = %3</source>
        <translation>差向量的长度 ||PE(%1) − PE(%2)|| = %3</translation>
    </message>
    <message>
        <source>Length of the difference = %1 (the encoding is off)</source>
        <translation>差向量的长度 = %1（位置编码已关闭）</translation>
    </message>
    <message>
        <source>With the encoding on it would be ‖PE(%1) − PE(%2)‖ = %3</source>
        <translation>若加上位置编码，则为 ||PE(%1) − PE(%2)|| = %3</translation>
    </message>
    <message>
        <source>Pairs: angle = position / denominator, period = 2π × denominator</source>
        <translation>每一对维度：角度 = 位置 / 分母，周期 = 2π × 分母</translation>
    </message>
    <message>
        <source>denominator</source>
        <translation>分母</translation>
    </message>
    <message>
        <source>period</source>
        <translation>周期</translation>
    </message>
    <message>
        <source>angle at %1</source>
        <translation>位置 %1 处的角度</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距离</translation>
    </message>
</context>
<context>
    <name>ContextBandsText</name>
    <message>
        <source>Position interpolation</source>
        <translation>位置插值</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware 缩放</translation>
    </message>
    <message>
        <source>YaRN</source>
        <translation>YaRN</translation>
    </message>
    <message>
        <source>Trained on L = %1 positions, run on s·L = %2 (s = %3); d = %4, base = %5</source>
        <translation>在 L = %1 个位置上训练，推理长度 s⋅L = %2（s = %3）；d = %4，底数 = %5</translation>
    </message>
    <message>
        <source>Position interpolation: θᵢ′ = θᵢ / s, so s·L·θᵢ′ = L·θᵢ.</source>
        <translation>位置插值：θᵢ′ = θᵢ / s，因此 s⋅L⋅θᵢ′ = L⋅θᵢ。</translation>
    </message>
    <message>
        <source>NTK-aware scaling needs d of at least 4 (its exponent is d/(d − 2)); d is %1.</source>
        <translation>NTK-aware 缩放要求 d 至少为 4（其指数为 d/(d − 2)）；当前 d 为 %1。</translation>
    </message>
    <message>
        <source>NTK-aware scaling: base&apos; = base·s^(d/(d−2)) = %1, θᵢ′ = base&apos;^(−2i/d).</source>
        <translation>NTK-aware 缩放：底数变为 base&apos; = base⋅s^(d/(d−2)) = %1，θᵢ′ = base&apos;^(−2i/⁠d)。</translation>
    </message>
    <message>
        <source>YaRN: θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ, the ramp γᵢ rising from r_i = L/λᵢ = 1 to 32; attention factor √(1/t) = 1, as s ≤ 1.</source>
        <translation>YaRN：θᵢ′ = (1 − γᵢ)⋅θᵢ/s + γᵢ⋅θᵢ，斜坡 γᵢ 从 r_i = L/λᵢ = 1 升到 32；由于 s ≤ 1，注意力缩放因子 sqrt(1/t) = 1。</translation>
    </message>
    <message>
        <source>YaRN: θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ, the ramp γᵢ rising from r_i = L/λᵢ = 1 to 32; attention factor √(1/t) = 0.1·ln s + 1 = %1.</source>
        <translation>YaRN：θᵢ′ = (1 − γᵢ)⋅θᵢ/s + γᵢ⋅θᵢ，斜坡 γᵢ 从 r_i = L/λᵢ = 1 升到 32；注意力缩放因子 sqrt(1/t) = 0.1⋅ln s + 1 = %1。</translation>
    </message>
    <message>
        <source>Before scaling (θᵢ′ = θᵢ): %1 of %2 pairs with unseen angles</source>
        <translation>缩放前（θᵢ′ = θᵢ）：%2 对中有 %1 对出现未见过的角度</translation>
    </message>
    <message>
        <source>After position interpolation: %1 of %2 pairs with unseen angles</source>
        <translation>位置插值后：%2 对中有 %1 对出现未见过的角度</translation>
    </message>
    <message>
        <source>After NTK-aware scaling: %1 of %2 pairs with unseen angles</source>
        <translation>NTK-aware 缩放后：%2 对中有 %1 对出现未见过的角度</translation>
    </message>
    <message>
        <source>After YaRN: %1 of %2 pairs with unseen angles</source>
        <translation>YaRN 后：%2 对中有 %1 对出现未见过的角度</translation>
    </message>
    <message>
        <source>Angle in radians, logarithmic (×10 per grid line); every band starts at 0, beyond the left edge</source>
        <translation>角度（弧度），对数刻度（每条网格线 ×10）；每个范围都从左边缘之外的 0 开始</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>第 i 对</translation>
    </message>
    <message>
        <source>Training [0, L·θᵢ)</source>
        <translation>训练 [0, L⋅θᵢ)</translation>
    </message>
    <message>
        <source>Run [0, s·L·θᵢ′)</source>
        <translation>推理 [0, s⋅L⋅θᵢ′)</translation>
    </message>
    <message>
        <source>Unseen angles</source>
        <translation>未见过的角度</translation>
    </message>
    <message>
        <source>One turn (2π)</source>
        <translation>一圈（2π）</translation>
    </message>
    <message>
        <source>Pair %1</source>
        <translation>第 %1 对</translation>
    </message>
    <message>
        <source>θᵢ = %1, θᵢ′ = %2</source>
        <translation>θᵢ = %1，θᵢ′ = %2</translation>
    </message>
    <message>
        <source>Wavelength %1 before, %2 after</source>
        <translation>波长：缩放前 %1，缩放后 %2</translation>
    </message>
    <message>
        <source>θᵢ = %1</source>
        <translation>θᵢ = %1</translation>
    </message>
    <message>
        <source>Wavelength %1</source>
        <translation>波长 %1</translation>
    </message>
    <message>
        <source>Training [0, %1)</source>
        <translation>训练 [0, %1)</translation>
    </message>
    <message>
        <source>Run before scaling [0, %1): unseen angles</source>
        <translation>推理（缩放前）[0, %1)：未见过的角度</translation>
    </message>
    <message>
        <source>Run before scaling [0, %1)</source>
        <translation>推理（缩放前）[0, %1)</translation>
    </message>
    <message>
        <source>Run after scaling [0, %1): unseen angles</source>
        <translation>推理（缩放后）[0, %1)：未见过的角度</translation>
    </message>
    <message>
        <source>Run after scaling [0, %1)</source>
        <translation>推理（缩放后）[0, %1)</translation>
    </message>
    <message>
        <source>Ramp γᵢ = %1</source>
        <translation>斜坡 γᵢ = %1</translation>
    </message>
</context>
<context>
    <name>ContextScalingReport</name>
    <message>
        <source>Position interpolation: every frequency θᵢ becomes θᵢ / s.</source>
        <translation>位置插值：每个频率 θᵢ 变为 θᵢ / s。</translation>
    </message>
    <message>
        <source>NTK-aware scaling: the base becomes base·s^(d/(d−2)) = %1.</source>
        <translation>NTK-aware 缩放：底数变为 base⋅s^(d/(d−2)) = %1。</translation>
    </message>
    <message>
        <source>YaRN: pairs with fewer than α = 1 turns in training are interpolated (θᵢ / s), pairs with more than β = 32 turns are kept, a ramp in between; attention factor √(1/t) = 0.1·ln s + 1 = %1.</source>
        <translation>YaRN：训练中转不满 α = 1 圈的对做插值（θᵢ / s），转了超过 β = 32 圈的对保持不变，介于两者之间的对用斜坡过渡；注意力缩放因子 sqrt(1/t) = 0.1⋅ln s + 1 = %1。</translation>
    </message>
    <message>
        <source>Trained on L = %1 positions, run on s·L = %2 (s = %3); d = %4, base = %5.</source>
        <translation>在 L = %1 个位置上训练，推理长度 s⋅L = %2（s = %3）；d = %4，底数 = %5。</translation>
    </message>
    <message>
        <source>Unseen: the pair never completed a turn in training (L·θᵢ &lt; 2π) and the longer run turns it further (s·L·θᵢ′ &gt; L·θᵢ).</source>
        <translation>未见过：这一对在训练中从未转满一圈（L⋅θᵢ &lt; 2π），而更长的推理会让它转得更远（s⋅L⋅θᵢ′ &gt; L⋅θᵢ）。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第几对</translation>
    </message>
    <message>
        <source>wavelength</source>
        <translation>波长</translation>
    </message>
    <message>
        <source>scaled wavelength</source>
        <translation>缩放后的波长</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>未见过</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
</context>
<context>
    <name>DimensionList</name>
    <message>
        <source>No dimension given: enter dimensions from 0 to %1, e.g. &quot;0, 1, 10&quot; or &quot;0-7&quot;.</source>
        <translation>未给出维度：请输入 0 到 %1 的维度，例如“0, 1, 10”或“0-7”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dimension: enter whole numbers from 0 to %2, e.g. &quot;0, 1, 10&quot; or &quot;0-7&quot;.</source>
        <translation>“%1”不是维度：请输入 0 到 %2 的整数，例如“0, 1, 10”或“0-7”。</translation>
    </message>
    <message>
        <source>Dimension %1 does not exist for d = %2: dimensions run from 0 to %3.</source>
        <translation>d = %2 时不存在第 %1 维：维度范围是 0 到 %3。</translation>
    </message>
    <message>
        <source>The range &quot;%1&quot; runs backwards: write the smaller dimension first.</source>
        <translation>范围“%1”前后颠倒了：请先写较小的维度。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2 dimensions: at most %3 can be shown at once.</source>
        <translation>“%1”包含 %2 个维度：一次最多只能显示 %3 个。</translation>
    </message>
    <message>
        <source>%1 dimensions given: at most %2 can be shown at once.</source>
        <translation>给出了 %1 个维度：一次最多只能显示 %2 个。</translation>
    </message>
</context>
<context>
    <name>FileWriter</name>
    <message>
        <source>the data could not be written completely</source>
        <translation>数据未能完整写入</translation>
    </message>
    <message>
        <source>the export was cancelled</source>
        <translation>导出已取消</translation>
    </message>
</context>
<context>
    <name>HeadlessRender</name>
    <message>
        <source>--render: &quot;%1&quot; is not a view.</source>
        <translation>--render：“%1”不是视图。</translation>
    </message>
    <message>
        <source>--output: could not write &quot;%1&quot;: %2.</source>
        <translation>--output：无法写入“%1”：%2。</translation>
    </message>
    <message>
        <source>--size: %1x%2 is too small for %3; the smallest size it can be drawn at is %4x%5.</source>
        <translation>--size：%1x%2 对 %3 来说太小；能绘制的最小尺寸是 %4x%5。</translation>
    </message>
</context>
<context>
    <name>HeatmapPlot</name>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Positional encoding: d = %1, base %2, positions 0–%3</source>
        <translation>位置编码：d = %1，底数 %2，位置 0–%3</translation>
    </message>
    <message>
        <source>Marked dimensions have periods shorter than two pixels: each pixel shows a mean close to 0 (aliasing limit)</source>
        <translation>标记的维度周期短于两个像素：每个像素显示的是接近 0 的平均值（混叠极限）</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Positional encoding: d = %1, base %2, positions %3–%4 of 0–%5</source>
        <translation>位置编码：d = %1，底数 %2，位置 %3–%4（共 0–%5）</translation>
    </message>
    <message>
        <source>d = %1, base %2, positions 0–%3</source>
        <translation>d = %1，底数 %2，位置 0–%3</translation>
    </message>
    <message>
        <source>d = %1, base %2, positions %3–%4 of 0–%5</source>
        <translation>d = %1，底数 %2，位置 %3–%4（共 0–%5）</translation>
    </message>
</context>
<context>
    <name>HeatmapToolTip</name>
    <message>
        <source>Dimension %1
%2</source>
        <translation>第 %1 维
%2</translation>
    </message>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>Mean over positions %1–%2 (%3 positions)</source>
        <translation>位置 %1–%2 的平均值（%3 个位置）</translation>
    </message>
    <message>
        <source>Dimension %1: %2 of pair %3 (period %4)</source>
        <translation>第 %1 维：第 %3 对的 %2（周期 %4）</translation>
    </message>
    <message>
        <source>Angle %1 rad</source>
        <translation>角度 %1 rad</translation>
    </message>
    <message>
        <source>Angles %1 … %2 rad</source>
        <translation>角度 %1 … %2 rad</translation>
    </message>
    <message>
        <source>Value %1</source>
        <translation>数值 %1</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>Usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>选项：</translation>
    </message>
    <message>
        <source>JSON and CSV numbers carry 17 significant digits, so they read back exactly; text reports show 6 decimals.</source>
        <translation>JSON 和 CSV 中的数字保留 17 位有效数字，因此读回时完全一致；文本报告显示小数点后 6 位。</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>示例：</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1（使用 Qt %2 构建）</translation>
    </message>
    <message>
        <source>Each option may be given once. A value is taken exactly as written: no spaces around it, numbers in the digits 0 to 9.</source>
        <translation>每个选项只能指定一次。值按原样读取：前后不能有空格，数字只能由 0 到 9 组成。</translation>
    </message>
    <message>
        <source>Exit status: 0 on success; 2 when an option or a value is not accepted, or when the output cannot be written (a full disk, a closed standard output), with one line on standard error that names the problem.</source>
        <translation>退出状态：成功时为 0；选项或值不被接受，或者无法写入输出（磁盘已满、标准输出已关闭）时为 2，并在标准错误中输出一行说明问题所在。</translation>
    </message>
    <message>
        <source>The Positional Encoding Workbench shows how sinusoidal positional encoding gives a Transformer&apos;s input a position signal: PE(p)[2i] = sin(p / base^(2i/d)) and PE(p)[2i+1] = cos(p / base^(2i/d)). Whether a model learns to use the signal depends on its training, which the workbench does not cover.</source>
        <translation>位置编码工作台展示正弦位置编码如何为 Transformer 的输入提供位置信号：PE(p)[2i] = sin(p / base^(2i/⁠d))，PE(p)[2i+1] = cos(p / base^(2i/⁠d))。模型能否学会利用这个信号取决于它的训练，而工作台不涉及训练。</translation>
    </message>
    <message>
        <source>When the reading program ends early (pe-workbench --table | head), the report stops there: exit status 2 and that one line. The largest runs take minutes (--train longer --dim 64 --steps 100000 about 4, a --table of 10^8 values about half of one); on a terminal they show their progress on standard error, elsewhere nothing.</source>
        <translation>读取输出的程序提前结束时（pe-workbench --table | head），报告就在那里停止：退出状态为 2，并输出那一行说明。规模最大的运行需要几分钟（--train longer --dim 64 --steps 100000 约 4 分钟，10^8 个数值的 --table 约半分钟）；在终端中会在标准错误上显示进度，其他情况下不显示。</translation>
    </message>
    <message>
        <source>Without a report option the workbench window opens. --compare, --table, --shift, --rope, --alibi, --profile, --context-scaling, --precision, --nearest, --train, --model-config and --rope-mismatch print a report on standard output instead and need no display.</source>
        <translation>不指定报告选项时，会打开工作台窗口。--compare、--table、--shift、--rope、--alibi、--profile、--context-scaling、--precision、--nearest、--train、--model-config 和 --rope-mismatch 则把报告输出到标准输出，不需要显示器。</translation>
    </message>
    <message>
        <source>A file named alone opens in the window: a scenario (.pewscenario) as File → Open Scenario opens it, a model&apos;s config.json in the Your model view.</source>
        <translation>只给一个文件名时，它会在窗口中打开：场景文件（.pewscenario）如同“文件 → 打开场景文件”那样打开，模型的 config.json 则在“你的模型”视图中打开。</translation>
    </message>
</context>
<context>
    <name>HelpTopics</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>In presenter mode (F5), PageDown and PageUp (a presentation clicker), Space and the arrow keys step through a lesson, Home and End go to its first and last step, B blanks the screen until the next key, and Esc or F5 leaves.</source>
        <translation>在演示模式（F5）中，PageDown 和 PageUp（演示翻页笔）、空格键和方向键逐步浏览课程，Home 和 End 跳到第一步和最后一步，B 键黑屏直到按下任意键，按 Esc 或 F5 退出。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Getting started&lt;/h3&gt;&lt;p&gt;The workbench shows the sinusoidal positional encoding PE(p): the vector a Transformer adds to the embedding of the word at position p.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;入门&lt;/h3&gt;&lt;p&gt;工作台展示正弦位置编码 PE(p)：Transformer 加到位置 p 上那个词的嵌入上的向量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parameters&lt;/b&gt; (left): the width d, the base, how many positions are shown, and the two positions p and q to compare. Every view follows them at once.</source>
        <translation>&lt;b&gt;参数&lt;/b&gt;（左侧）：维度 d、底数、显示多少个位置，以及要比较的两个位置 p 和 q。所有视图都会立即随之更新。</translation>
    </message>
    <message>
        <source>In the tabs on the right:</source>
        <translation>右侧的选项卡：</translation>
    </message>
    <message>
        <source>Edit → Undo takes back any change, from anywhere in the window. The Lessons menu opens guided lessons that explain the encoding step by step; &quot;Beyond the sinusoid&quot; walks through RoPE, ALiBi, longer contexts and precision. File → Export saves a view as an image or the table as CSV.</source>
        <translation>“编辑 → 撤销”可以撤回任何更改，无论在窗口的哪个位置做的。“课程”菜单打开引导式课程，一步步讲解位置编码；“超越正弦位置编码”一课依次介绍 RoPE、ALiBi、更长的上下文和精度。“文件 → 导出图像”可把视图保存为图像，“文件 → 将表格导出为 CSV”可把表格保存为 CSV。</translation>
    </message>
    <message>
        <source>File → Save Scenario keeps the parameters, the views, an open lesson and a note in a file to hand out; File → Open Scenario (or a double-click on the file) brings it all back.</source>
        <translation>“文件 → 保存场景文件”把参数、视图、打开的课程和一条备注保存到一个文件中，便于分发；“文件 → 打开场景文件”（或双击该文件）可以全部恢复。</translation>
    </message>
    <message>
        <source>View → Presenter Mode (F5) fills the screen with large type and high contrast for a projector; in a lesson PageDown and PageUp step, and Esc or F5 leaves.</source>
        <translation>“视图 → 演示模式”（F5）以大字号和高对比度全屏显示，适合投影仪；在课程中用 PageDown 和 PageUp 切换步骤，按 Esc 或 F5 退出。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <comment>a view&apos;s name and what it shows</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>When a view has the focus:</source>
        <translation>视图获得焦点时：</translation>
    </message>
    <message>
        <source>Tab moves from view to view, and the view with the focus has a frame.</source>
        <translation>Tab 键在视图之间切换，获得焦点的视图带有边框。</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>%1: %2 is out of range; the compare position must be an integer from %3 to %4.</source>
        <translation>%1：%2 超出范围；比较位置必须是 %3 到 %4 的整数。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; the compare position must be an integer from %3 to %4.</source>
        <translation>%1：“%2”不是整数；比较位置必须是 %3 到 %4 的整数。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; the lesson &quot;%3&quot; has steps 1 to %4.</source>
        <translation>%1：“%2”不是整数；课程“%3”的步骤为 1 到 %4。</translation>
    </message>
    <message>
        <source>%1: step %2 is out of range; the lesson &quot;%3&quot; has steps 1 to %4.</source>
        <translation>%1：步骤 %2 超出范围；课程“%3”的步骤为 1 到 %4。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; the lesson &quot;%3&quot; has %4 steps, stored as 0 to %5.</source>
        <translation>%1：%2 超出范围；课程“%3”共有 %4 个步骤，文件中存储为 0 到 %5。</translation>
    </message>
</context>
<context>
    <name>LessonCatalog</name>
    <message>
        <source>%1: there is no lesson &quot;%2&quot;; the lessons are: %3.</source>
        <translation>%1：没有名为“%2”的课程；可用的课程有：%3。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a lesson page; write lesson:&lt;lesson&gt;:&lt;step&gt;, for example lesson:%3:1.</source>
        <translation>%1：“%2”不是课程页面；请写成 lesson:&lt;lesson&gt;:&lt;step&gt;，例如 lesson:%3:1。</translation>
    </message>
</context>
<context>
    <name>LessonChecks</name>
    <message>
        <source>%1, input path</source>
        <translation>%1，输入路径</translation>
    </message>
    <message>
        <source>%1 with PE(0) for every token</source>
        <translation>%1（每个 token 都加 PE(0)）</translation>
    </message>
    <message>
        <source>Length ‖%1‖</source>
        <translation>长度 ||%1||</translation>
    </message>
    <message>
        <source>Length ‖PE(%1) − PE(%2)‖</source>
        <translation>长度 ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Largest mismatch between the two differences</source>
        <translation>两个差向量之间的最大偏差</translation>
    </message>
    <message>
        <source>Length with PE(0) for every token</source>
        <translation>每个 token 都加 PE(0) 时的长度</translation>
    </message>
    <message>
        <source>Largest mismatch with PE(0) for every token</source>
        <translation>每个 token 都加 PE(0) 时的最大偏差</translation>
    </message>
    <message>
        <source>Length with the encoding off</source>
        <translation>去掉位置编码时的长度</translation>
    </message>
    <message>
        <source>‖PE(%1) − PE(%2)‖ of the unused candidates</source>
        <translation>未使用的候选值的 ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Largest |sin| at position 0</source>
        <translation>位置 0 处的最大 |sin|</translation>
    </message>
    <message>
        <source>Smallest cos at position 0</source>
        <translation>位置 0 处的最小 cos</translation>
    </message>
    <message>
        <source>Components equal to six decimals but not exactly</source>
        <translation>小数点后 6 位相同但并不完全相等的分量</translation>
    </message>
    <message>
        <source>Focus component (slowest cos)</source>
        <translation>聚焦分量（最慢的 cos）</translation>
    </message>
    <message>
        <source>A position far past the range</source>
        <translation>远超出范围的位置</translation>
    </message>
    <message>
        <source>Length ‖PE(%1) − PE(%2)‖, computed without promise</source>
        <translation>长度 ||PE(%1) − PE(%2)||（能算出，但不保证准确）</translation>
    </message>
    <message>
        <source>%1, encoding on</source>
        <translation>%1，有位置编码</translation>
    </message>
    <message>
        <source>%1, encoding off</source>
        <translation>%1，无位置编码</translation>
    </message>
    <message>
        <source>Length with the encoding on</source>
        <translation>加上位置编码时的长度</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 ⋅ %2</translation>
    </message>
    <message>
        <source>%1, correct</source>
        <translation>%1，正确</translation>
    </message>
    <message>
        <source>%1, with the mistake</source>
        <translation>%1，含该错误</translation>
    </message>
</context>
<context>
    <name>LessonMistakes</name>
    <message>
        <source>Position confused with the component index</source>
        <translation>把位置和分量编号搞混</translation>
    </message>
    <message>
        <source>Different denominators within a pair</source>
        <translation>同一对维度用了不同的分母</translation>
    </message>
    <message>
        <source>Amplitude scaled by the position</source>
        <translation>振幅乘上了位置</translation>
    </message>
    <message>
        <source>PE(0) added to every token</source>
        <translation>每个 token 都加上 PE(0)</translation>
    </message>
    <message>
        <source>Concatenated without widening the next layer</source>
        <translation>拼接后没有加宽下一层</translation>
    </message>
    <message>
        <source>“The inputs differ, so the model understands order”</source>
        <translation>“输入不同，所以模型理解了顺序”</translation>
    </message>
    <message>
        <source>The angle uses the component index instead of the position, so every position gets the same vector. The two inputs are equal again and their difference has length 0.</source>
        <translation>角度用的是分量编号而不是位置，所以每个位置都得到同一个向量。两个输入又变得相同，它们之差的长度为 0。</translation>
    </message>
    <message>
        <source>The sin and cos of a pair no longer share one angle. The pair leaves the unit circle (sin² + cos² ≠ 1), and a shift is no longer a rotation: M_R does not carry A(p) to A(q).</source>
        <translation>同一对的 sin 和 cos 不再共用一个角度。这一对会离开单位圆（sin² + cos² ≠ 1），位移也不再是旋转：M_R 不能把 A(p) 变成 A(q)。</translation>
    </message>
    <message>
        <source>Multiplying by the position lets the values grow without bound. Far positions swamp the embedding instead of staying in [−1, 1].</source>
        <translation>乘以位置会让数值无限增大。远处的位置不再保持在 [−1, 1] 之内，而是把嵌入完全淹没。</translation>
    </message>
    <message>
        <source>Every token gets the same vector, so when the same word is compared the common term cancels and the difference is 0: no position reaches the model.</source>
        <translation>每个 token 都得到同一个向量，所以比较同一个词时，公共项相互抵消，差为 0：没有任何位置信息传到模型。</translation>
    </message>
    <message>
        <source>Concatenating doubles the width to 2d, but the next layer still takes d inputs: the shapes do not fit.</source>
        <translation>拼接使维度翻倍为 2d，但下一层仍然只接受 d 个输入：形状对不上。</translation>
    </message>
    <message>
        <source>The inputs do differ, yet a layer that only sums its inputs gives the same output in both orders. A different input shows that a position signal exists, not that a model uses it.</source>
        <translation>输入确实不同，但一个只对输入求和的层，在两种顺序下给出相同的输出。输入不同只说明位置信号存在，并不说明模型利用了它。</translation>
    </message>
    <message>
        <source>Put the position p in the angle; the pair index i only chooses the denominator.</source>
        <translation>角度里要放位置 p；对的序号 i 只用来选择分母。</translation>
    </message>
    <message>
        <source>Give both components of pair i the same denominator, 10000^(2i/d).</source>
        <translation>第 i 对的两个分量使用同一个分母 10000^(2i/⁠d)。</translation>
    </message>
    <message>
        <source>Change the angle, never the amplitude: every value stays between −1 and 1.</source>
        <translation>改变的是角度，绝不是振幅：每个数值都保持在 −1 到 1 之间。</translation>
    </message>
    <message>
        <source>Choose each token&apos;s PE by its own slot in the sequence.</source>
        <translation>按每个 token 自己在序列中的位置选取它的 PE。</translation>
    </message>
    <message>
        <source>Add PE to E, which keeps the width d, or widen the next layer when you concatenate on purpose.</source>
        <translation>把 PE 加到 E 上，维度 d 保持不变；如果有意要拼接，就要加宽下一层。</translation>
    </message>
    <message>
        <source>Say that the input carries a position signal. Whether the model uses it depends on the model and its training.</source>
        <translation>只能说输入带有位置信号。模型是否利用它，取决于模型本身及其训练。</translation>
    </message>
    <message>
        <source>Length ‖%1‖</source>
        <translation>长度 ||%1||</translation>
    </message>
    <message>
        <source>Pair 0 sin at position %1</source>
        <translation>位置 %1 处第 0 对的 sin</translation>
    </message>
    <message>
        <source>Pair 0 cos at position %1</source>
        <translation>位置 %1 处第 0 对的 cos</translation>
    </message>
    <message>
        <source>Pair 0 sin² + cos² at position %1</source>
        <translation>位置 %1 处第 0 对的 sin² + cos²</translation>
    </message>
    <message>
        <source>Length ‖A(%1)‖</source>
        <translation>长度 ||A(%1)||</translation>
    </message>
    <message>
        <source>Largest |M_R · A(%1) − A(%2)|, R = %3</source>
        <translation>|M_R ⋅ A(%1) − A(%2)| 的最大值，R = %3</translation>
    </message>
    <message>
        <source>Largest |A(%1)[k]|</source>
        <translation>|A(%1)[k]| 的最大值</translation>
    </message>
    <message>
        <source>Largest |(%1) − (PE(%2) − PE(%3))|</source>
        <translation>|(%1) − (PE(%2) − PE(%3))| 的最大值</translation>
    </message>
    <message>
        <source>Components in x(p)</source>
        <translation>x(p) 的分量个数</translation>
    </message>
    <message>
        <source>Inputs the next layer takes</source>
        <translation>下一层接受的输入个数</translation>
    </message>
    <message>
        <source>Components with no place in that layer</source>
        <translation>该层中放不下的分量个数</translation>
    </message>
    <message>
        <source>Change of a sum-pooling output when two words swap</source>
        <translation>两个词交换位置时，求和池化输出的变化</translation>
    </message>
</context>
<context>
    <name>LessonRenderer</name>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Compare position</source>
        <translation>比较位置</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
</context>
<context>
    <name>LessonValues</name>
    <message>
        <source>Pair %1: %2</source>
        <translation>第 %1 对：%2</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>First position p</source>
        <translation>第一个位置 p</translation>
    </message>
    <message>
        <source>Compare position q</source>
        <translation>比较位置 q</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>对的个数</translation>
    </message>
    <message>
        <source>denominator</source>
        <translation>分母</translation>
    </message>
    <message>
        <source>angle at position %1 (rad)</source>
        <translation>位置 %1 处的角度（rad）</translation>
    </message>
    <message>
        <source>sin at position %1</source>
        <translation>位置 %1 处的 sin</translation>
    </message>
    <message>
        <source>cos at position %1</source>
        <translation>位置 %1 处的 cos</translation>
    </message>
    <message>
        <source>period 2π × denominator</source>
        <translation>周期 2π × 分母</translation>
    </message>
    <message>
        <source>full turns at position %1</source>
        <translation>到位置 %1 时转过的整圈数</translation>
    </message>
    <message>
        <source>distance between positions %1 and %2</source>
        <translation>位置 %1 与 %2 之间的距离</translation>
    </message>
    <message>
        <source>A(%1), added to %2</source>
        <translation>A(%1)，加到 %2 上</translation>
    </message>
    <message>
        <source>Added to %1 at position %2</source>
        <translation>位置 %2 处加到 %1 上的值</translation>
    </message>
    <message>
        <source>Squares of its components</source>
        <translation>各分量的平方</translation>
    </message>
    <message>
        <source>Square of component %1</source>
        <translation>第 %1 维分量的平方</translation>
    </message>
    <message>
        <source>Sum of squares</source>
        <translation>平方和</translation>
    </message>
    <message>
        <source>Length ‖%1‖</source>
        <translation>长度 ||%1||</translation>
    </message>
    <message>
        <source>Gap q − p (not the length)</source>
        <translation>间隔 q − p（不是长度）</translation>
    </message>
    <message>
        <source>‖PE(%1) − PE(%2)‖, computed but not added</source>
        <translation>||PE(%1) − PE(%2)||，已计算但未加上</translation>
    </message>
    <message>
        <source>Default compare position</source>
        <translation>默认比较位置</translation>
    </message>
    <message>
        <source>Length ‖PE(%1) − PE(%2)‖ at the default position</source>
        <translation>默认位置处的长度 ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Shift R = q − p</source>
        <translation>位移 R = q − p</translation>
    </message>
    <message>
        <source>rotation angle R / denominator (rad)</source>
        <translation>旋转角度 R / 分母（rad）</translation>
    </message>
    <message>
        <source>M_R block, row by row</source>
        <translation>M_R 的分块，逐行列出</translation>
    </message>
    <message>
        <source>row 1, column 1</source>
        <translation>第 1 行第 1 列</translation>
    </message>
    <message>
        <source>row 1, column 2</source>
        <translation>第 1 行第 2 列</translation>
    </message>
    <message>
        <source>row 2, column 1</source>
        <translation>第 2 行第 1 列</translation>
    </message>
    <message>
        <source>row 2, column 2</source>
        <translation>第 2 行第 2 列</translation>
    </message>
    <message>
        <source>Largest |M_R · PE(%1) − PE(%2)|</source>
        <translation>|M_R ⋅ PE(%1) − PE(%2)| 的最大值</translation>
    </message>
    <message>
        <source>Positions n (0 to %1)</source>
        <translation>位置数 n（0 到 %1）</translation>
    </message>
    <message>
        <source>Values computed and stored, n × d</source>
        <translation>计算并存储的数值个数，n × d</translation>
    </message>
    <message>
        <source>Angles, n × d / 2</source>
        <translation>角度个数，n × d / 2</translation>
    </message>
    <message>
        <source>Values for one position, d</source>
        <translation>每个位置的数值个数，d</translation>
    </message>
</context>
<context>
    <name>ModelConfigReader</name>
    <message>
        <source>%1: must be an object { … } or null.</source>
        <translation>%1：必须是对象 { … } 或 null。</translation>
    </message>
    <message>
        <source>%1: must be a number greater than %2.</source>
        <translation>%1：必须是大于 %2 的数。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a number greater than %3.</source>
        <translation>%1：不能是 %2；必须是大于 %3 的数。</translation>
    </message>
    <message>
        <source>%1: must be a number of at least %2.</source>
        <translation>%1：必须是不小于 %2 的数。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a number of at least %3.</source>
        <translation>%1：不能是 %2；必须是不小于 %3 的数。</translation>
    </message>
    <message>
        <source>%1: must be a number greater than 0 and at most 1.</source>
        <translation>%1：必须是大于 0 且不大于 1 的数。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a number greater than 0 and at most 1.</source>
        <translation>%1：不能是 %2；必须是大于 0 且不大于 1 的数。</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3.</source>
        <translation>%1：必须是 %2 到 %3 之间的整数。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a whole number from %3 to %4.</source>
        <translation>%1：不能是 %2；必须是 %3 到 %4 之间的整数。</translation>
    </message>
    <message>
        <source>%1: must be true or false.</source>
        <translation>%1：必须是 true 或 false。</translation>
    </message>
    <message>
        <source>%1: must be text in quotes; use %2.</source>
        <translation>%1：必须是带引号的文本；请使用 %2。</translation>
    </message>
    <message>
        <source>%1: must be a list of %2 numbers, one for each rotated pair [1.0, …].</source>
        <translation>%1：必须是由 %2 个数组成的列表 [1.0, …]，每个旋转的维度对一个。</translation>
    </message>
    <message>
        <source>%1: %2 entries; the model rotates %3 pairs, one number each.</source>
        <translation>%1：有 %2 个数；模型旋转 %3 对维度，每对一个数。</translation>
    </message>
    <message>
        <source>%1: missing; rope type %2 needs it.</source>
        <translation>%1：缺少此字段；RoPE 类型 %2 需要它。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a RoPE type; use %3.</source>
        <translation>%1：“%2”不是 RoPE 类型；请从 %3 中选择。</translation>
    </message>
    <message>
        <source>%1: the head size is missing; give head_dim, or hidden_size and num_attention_heads.</source>
        <translation>%1：缺少每个头的维度；请给出 head_dim，或 hidden_size 和 num_attention_heads。</translation>
    </message>
    <message>
        <source>%1: a head size of %2 with partial_rotary_factor %3 rotates %4 dimensions; RoPE needs an even number from 4 to %5.</source>
        <translation>%1：头的维度为 %2、partial_rotary_factor 为 %3 时旋转 %4 个维度；RoPE 需要 4 到 %5 之间的偶数。</translation>
    </message>
    <message>
        <source>%1: %2 is less than beta_slow (%3); beta_fast must be at least beta_slow.</source>
        <translation>%1：%2 小于 beta_slow（%3）；beta_fast 必须不小于 beta_slow。</translation>
    </message>
    <message>
        <source>%1: %2 is not greater than low_freq_factor (%3); high_freq_factor must be greater.</source>
        <translation>%1：%2 不大于 low_freq_factor（%3）；high_freq_factor 必须比它大。</translation>
    </message>
    <message>
        <source>%1: not a model configuration: the JSON breaks off at byte %2 (%3).</source>
        <translation>%1：不是模型配置文件：JSON 在第 %2 个字节处中断（%3）。</translation>
    </message>
    <message>
        <source>%1: not a model configuration: it holds no JSON object { … }.</source>
        <translation>%1：不是模型配置文件：其中没有 JSON 对象 { … }。</translation>
    </message>
    <message>
        <source>%1: not a model configuration: a line break or other control character inside text in quotes at byte %2; write it as \n.</source>
        <translation>%1：不是模型配置文件：第 %2 个字节处，引号内的文本直接含有换行或其他控制字符；请写成 \n。</translation>
    </message>
    <message>
        <source>%1: %2 is given twice; give each field once.</source>
        <translation>%1：%2 出现了两次；每个字段只能给出一次。</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a model configuration; at most %3 bytes.</source>
        <translation>%1：%2 字节对模型配置文件来说太大；最多 %3 字节。</translation>
    </message>
</context>
<context>
    <name>ModelConfigReport</name>
    <message>
        <source>Model settings: %1</source>
        <translation>模型设置：%1</translation>
    </message>
    <message>
        <source>RoPE type %1, rope_theta = %2; head dimension %3: %4 rotated, %5 unrotated.</source>
        <translation>RoPE 类型 %1，rope_theta = %2；每个头的维度 %3：旋转 %4 维，不旋转 %5 维。</translation>
    </message>
    <message>
        <source>Training length L = %1; context length N = %2; attention factor %3.</source>
        <translation>训练长度 L = %1；上下文长度 N = %2；注意力缩放因子 %3。</translation>
    </message>
    <message>
        <source>Pairs as transformers&apos; rotate_half takes them: pair i turns dimensions i and i + %1.</source>
        <translation>各对按 transformers 的 rotate_half 取法：第 i 对旋转维度 i 和 i + %1。</translation>
    </message>
    <message>
        <source>Unseen: the pair never completed a turn in training (L·θᵢ &lt; 2π) and the context turns it further (N·θᵢ′ &gt; L·θᵢ).</source>
        <translation>未见过：这一对在训练中从未转满一圈（L⋅θᵢ &lt; 2π），而这个上下文会让它转得更远（N⋅θᵢ′ &gt; L⋅θᵢ）。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第几对</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>wavelength</source>
        <translation>波长</translation>
    </message>
    <message>
        <source>wavelength / N</source>
        <translation>波长 / N</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>未见过</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Not rotated: dimensions %1 to %2 (partial_rotary_factor %3); they pass unchanged.</source>
        <translation>不旋转：维度 %1 到 %2（partial_rotary_factor %3）；它们原样通过。</translation>
    </message>
</context>
<context>
    <name>ModelConfigSummary</name>
    <message>
        <source>No scaling: every pair turns at θᵢ = 1 / rope_theta^(2i/d), as in training.</source>
        <translation>不缩放：每一对都和训练时一样以 θᵢ = 1 / rope_theta^(2i/d) 旋转。</translation>
    </message>
    <message>
        <source>Linear scaling (position interpolation): every pair is slowed by %1 (θᵢ / factor), so %2 positions turn it as far as %3 did in training.</source>
        <translation>线性缩放（位置插值）：每一对都放慢 %1 倍（θᵢ / factor），因此 %2 个位置转过的角度和训练时 %3 个位置一样。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: up to max_position_embeddings = %1 positions nothing changes, so a context of %2 keeps rope_theta = %3.</source>
        <translation>动态 NTK 缩放：在 max_position_embeddings = %1 个位置以内什么都不变，所以长度 %2 的上下文保持 rope_theta = %3。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: a context of %1 positions, longer than max_position_embeddings = %2, raises the base to rope_theta·(factor·N/L − (factor − 1))^(d/(d − 2)) = %3, which slows the slow pairs most and keeps pair 0.</source>
        <translation>动态 NTK 缩放：%1 个位置的上下文长于 max_position_embeddings = %2，底数提高为 rope_theta⋅(factor⋅N/L − (factor − 1))^(d/(d − 2)) = %3；越慢的对放慢得越多，第 0 对不变。</translation>
    </message>
    <message>
        <source>YaRN: pairs up to index %1 (more than beta_fast = %2 turns in %3 positions) are kept, pairs from index %4 on (fewer than beta_slow = %5 turns) are slowed by %6, a linear ramp between; attention factor %7.</source>
        <translation>YaRN：编号 %1 及以前的对（在 %3 个位置内转了超过 beta_fast = %2 圈）保持不变，编号 %4 起的对（转不满 beta_slow = %5 圈）放慢 %6 倍，中间用线性斜坡过渡；注意力缩放因子 %7。</translation>
    </message>
    <message>
        <source>LongRoPE: a context of %1 positions is longer than the %2 of training, so pair i is slowed by long_factor[i] (short_factor serves up to %2); attention factor %3.</source>
        <translation>LongRoPE：%1 个位置的上下文长于训练时的 %2，所以第 i 对放慢 long_factor[i] 倍（%2 以内用 short_factor）；注意力缩放因子 %3。</translation>
    </message>
    <message>
        <source>LongRoPE: a context of %1 positions is not longer than the %2 of training, so pair i is slowed by short_factor[i] (long_factor serves longer contexts); attention factor %3.</source>
        <translation>LongRoPE：%1 个位置的上下文不长于训练时的 %2，所以第 i 对放慢 short_factor[i] 倍（更长的上下文用 long_factor）；注意力缩放因子 %3。</translation>
    </message>
    <message>
        <source>Llama 3 scaling: pairs with wavelengths longer than %1 / low_freq_factor = %2 positions are slowed by %3, those shorter than %1 / high_freq_factor = %4 are kept, a smooth band between.</source>
        <translation>Llama 3 缩放：波长长于 %1 / low_freq_factor = %2 个位置的对放慢 %3 倍，短于 %1 / high_freq_factor = %4 的对保持不变，中间平滑过渡。</translation>
    </message>
</context>
<context>
    <name>ModelOptionReader</name>
    <message>
        <source>--model-config: the file name is empty; name a model&apos;s config.json.</source>
        <translation>--model-config：文件名为空；请指定模型的 config.json。</translation>
    </message>
    <message>
        <source>--model-config: %1 describes an ALiBi model (&quot;alibi&quot;: true), which has no RoPE pairs to show.</source>
        <translation>--model-config：%1 描述的是 ALiBi 模型（&quot;alibi&quot;: true），没有可显示的 RoPE 对。</translation>
    </message>
    <message>
        <source>--context: &quot;%1&quot; is not allowed; the context length must be a whole number from 1 to %2.</source>
        <translation>--context：不允许“%1”；上下文长度必须是 1 到 %2 之间的整数。</translation>
    </message>
    <message>
        <source>--rope-mismatch: &quot;%1&quot; is not a mistake; choose %2.</source>
        <translation>--rope-mismatch：“%1”不是一种错误；请选择 %2。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is not allowed with --rope-mismatch; give a count N from 1 to %2 (positions 0 to N-1).</source>
        <translation>--positions：--rope-mismatch 不允许“%1”；请给出 1 到 %2 之间的个数 N（位置 0 到 N-1）。</translation>
    </message>
    <message>
        <source>--seed: &quot;%1&quot; is not allowed with --rope-mismatch; it must be a whole number from 0 to %2.</source>
        <translation>--seed：--rope-mismatch 不允许“%1”；必须是 0 到 %2 之间的整数。</translation>
    </message>
    <message>
        <source>%1: only used with --render model (the Your model view); --render %2 shows no model.</source>
        <translation>%1：只能与 --render model（“你的模型”视图）一起使用；--render %2 不显示模型。</translation>
    </message>
</context>
<context>
    <name>ModelSummaryText</name>
    <message>
        <source>Plain RoPE with base %1: every pair keeps its frequency, nothing is rescaled.</source>
        <translation>底数 %1 的原始 RoPE：每一对维度都保持原来的频率，不做任何缩放。</translation>
    </message>
    <message>
        <source>Linear scaling (position interpolation): every pair slowed by %1.</source>
        <translation>线性缩放（位置插值）：每一对维度都放慢 %1 倍。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: up to %1 positions nothing is rescaled, and this context length is not longer.</source>
        <translation>动态 NTK 缩放：%1 个位置以内不做任何缩放，而当前的上下文长度没有更长。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: for %1 positions the base grows from %2 to %3, which slows long wavelengths most and short ones hardly.</source>
        <translation>动态 NTK 缩放：在 %1 个位置时底数从 %2 增大到 %3，波长越长放慢得越多，短波长几乎不变。</translation>
    </message>
    <message>
        <source>YaRN over the original %1 positions: long wavelengths (pairs turning less than %2 times) slowed by %3, short ones (more than %4 turns) kept, a linear ramp between; attention scaled by %5.</source>
        <translation>以原来 %1 个位置为准的 YaRN：长波长（转不到 %2 圈的那几对）放慢 %3 倍，短波长（超过 %4 圈）保持不变，中间以线性斜坡过渡；注意力乘以 %5。</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <source>LongRoPE: the context is longer than the original %1 positions, so each pair is slowed by its own long factor (%2); attention scaled by %3.</source>
        <translation>LongRoPE：上下文比原来的 %1 个位置长，所以每一对维度按各自的 long factor（%2）放慢；注意力乘以 %3。</translation>
    </message>
    <message>
        <source>LongRoPE: the context is at most the original %1 positions, so each pair is slowed by its own short factor (%2); attention scaled by %3.</source>
        <translation>LongRoPE：上下文不超过原来的 %1 个位置，所以每一对维度按各自的 short factor（%2）放慢；注意力乘以 %3。</translation>
    </message>
    <message>
        <source>llama3 scaling: long wavelengths (over %1 positions) slowed by %2, short ones (under %3 positions) kept, a smooth band between.</source>
        <translation>llama3 缩放：长波长（超过 %1 个位置）放慢 %2 倍，短波长（不到 %3 个位置）保持不变，中间是平滑过渡的一段。</translation>
    </message>
    <message>
        <source>Partial rotary: %1 of the head&apos;s %2 dimensions are rotated, the other %3 pass unrotated.</source>
        <translation>部分旋转：每个头的 %2 个维度中旋转 %1 个，其余 %3 个不旋转直接通过。</translation>
    </message>
    <message>
        <source>At a context of %1 positions (training: %2) no pair meets angles training never saw.</source>
        <translation>在 %1 个位置的上下文中（训练时：%2），没有任何一对维度遇到训练时从未见过的角度。</translation>
    </message>
    <message>
        <source>At a context of %1 positions (training: %2) %3 of the %4 pairs meet angles training never saw.</source>
        <translation>在 %1 个位置的上下文中（训练时：%2），%4 对中有 %3 对遇到训练时从未见过的角度。</translation>
    </message>
    <message>
        <source>ALiBi: this model adds a distance bias per head to the scores instead of rotating q and k, so no pair is rotated.</source>
        <translation>ALiBi：这个模型不旋转 q 和 k，而是在每个头的分数上加上依距离而定的偏置，所以没有任何一对维度被旋转。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>published at %1</source>
        <translation>发布于 %1</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a model&apos;s source</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>How the numbers were read (in English): %1</source>
        <translation>数值的读取方式（英文原文）：%1</translation>
    </message>
</context>
<context>
    <name>NearestPairReport</name>
    <message>
        <source>Nearest pair among positions 0 to %1 (d = %2, base = %3): %4 and %5, ‖PE(%4) − PE(%5)‖ = %6.</source>
        <translation>位置 0 到 %1 中最近的一对（d = %2，底数 = %3）：%4 和 %5，||PE(%4) − PE(%5)|| = %6。</translation>
    </message>
    <message>
        <source>The distance depends on the gap alone: every pair (a, a + %1) is exactly as near, and no two positions in the range are nearer.</source>
        <translation>距离只取决于间隔：每一对 (a, a + %1) 都同样近，范围内没有比它们更近的两个位置。</translation>
    </message>
</context>
<context>
    <name>OptionReader</name>
    <message>
        <source>--layout: &quot;%1&quot; is not a layout; choose interleaved or concatenated.</source>
        <translation>--layout：“%1”不是排列方式；请选择 interleaved 或 concatenated。</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not available with --%2; choose %3.</source>
        <translation>--format：“%1”不能与 --%2 一起使用；请选择 %3。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>--compare: &quot;%1&quot; is not two positions; write P,Q with whole numbers from 0 to %2, e.g. --compare 0,3.</source>
        <translation>--compare：“%1”不是两个位置；请写成 P,Q，取 0 到 %2 的整数，例如 --compare 0,3。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is neither a count N nor a range A-B; write e.g. 50 or 10-19.</source>
        <translation>--positions：“%1”既不是个数 N，也不是范围 A-B；请写成例如 50 或 10-19。</translation>
    </message>
    <message>
        <source>--positions: the range %1 is reversed; write the smaller position first, e.g. %2-%3.</source>
        <translation>--positions：范围 %1 前后颠倒了；请先写较小的位置，例如 %2-%3。</translation>
    </message>
    <message>
        <source>--shift %1: needs --from K, the position k to start from (a whole number from 0 to %2).</source>
        <translation>--shift %1：需要 --from K，即起点位置 k（0 到 %2 的整数）。</translation>
    </message>
    <message>
        <source>--shift %1 --from %2: the target position k + R = %3 is out of range; it must be a whole number from 0 to %4.</source>
        <translation>--shift %1 --from %2：目标位置 k + R = %3 超出范围；它必须是 0 到 %4 的整数。</translation>
    </message>
    <message>
        <source>--render: &quot;%1&quot; is not a view; choose %2, or lesson:ID:N.</source>
        <translation>--render：“%1”不是视图；请选择 %2，或 lesson:ID:N。</translation>
    </message>
    <message>
        <source>--compare-position: only used when rendering a lesson step (--render lesson:ID:N).</source>
        <translation>--compare-position：只在绘制课程步骤时使用（--render lesson:ID:N）。</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not allowed; write WxH with each side a whole number from %2 to %3, e.g. 1280x800.</source>
        <translation>--size：不允许使用“%1”；请写成 WxH，每边为 %2 到 %3 的整数，例如 1280x800。</translation>
    </message>
    <message>
        <source>--render %1: needs --output FILE, a file name ending in .png or .svg.</source>
        <translation>--render %1：需要 --output FILE，即以 .png 或 .svg 结尾的文件名。</translation>
    </message>
    <message>
        <source>--output: &quot;%1&quot; has an unknown image type; the file name must end in .png or .svg.</source>
        <translation>--output：“%1”的图像类型未知；文件名必须以 .png 或 .svg 结尾。</translation>
    </message>
    <message>
        <source>--palette: &quot;%1&quot; is not a palette; choose %2.</source>
        <translation>--palette：“%1”不是配色；请选择 %2。</translation>
    </message>
    <message>
        <source>--output: only used with --format pdf or html; markdown and json go to standard output.</source>
        <translation>--output：只在 --format pdf 或 html 时使用；markdown 和 json 输出到标准输出。</translation>
    </message>
    <message>
        <source>--worksheet %1 --format %2: needs --output FILE, the file to write.</source>
        <translation>--worksheet %1 --format %2：需要 --output FILE，即要写入的文件。</translation>
    </message>
    <message>
        <source>--answers: only used with --format pdf or html; markdown and json always hold the answer key.</source>
        <translation>--answers：只在 --format pdf 或 html 时使用；markdown 和 json 始终包含答案。</translation>
    </message>
</context>
<context>
    <name>ParameterLimits</name>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; the dimension d must be an even integer from %3 to %4.</source>
        <translation>%1：“%2”不是整数；维度 d 必须是 %3 到 %4 之间的偶数。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; the dimension d must be an even integer from %3 to %4.</source>
        <translation>%1：不允许 %2；维度 d 必须是 %3 到 %4 之间的偶数。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; a position must be an integer from 0 to %3.</source>
        <translation>%1：“%2”不是整数；位置必须是 0 到 %3 之间的整数。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; a position must be an integer from 0 to %3.</source>
        <translation>%1：%2 超出范围；位置必须是 0 到 %3 之间的整数。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; the shift must be an integer from %3 to %4.</source>
        <translation>%1：不允许“%2”；位移必须是 %3 到 %4 之间的整数。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; the number of positions must be an integer from 1 to %3.</source>
        <translation>%1：不允许“%2”；位置数必须是 1 到 %3 之间的整数。</translation>
    </message>
    <message>
        <source>%1: %2 gives %3 rows of d = %4 values; a table may hold at most %5 values (rows × d).</source>
        <translation>%1：%2 会产生 %3 行、每行 d = %4 个数值；一张表最多只能容纳 %5 个数值（行数 × d）。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; the base must be a number greater than 1 and at most %3.</source>
        <translation>%1：%2 超出范围；底数必须是大于 1 且不超过 %3 的数。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number; the base must be a number greater than 1 and at most %3, e.g. 10000.</source>
        <translation>%1：“%2”不是数字；底数必须是大于 1 且不超过 %3 的数，例如 10000。</translation>
    </message>
    <message>
        <source>%1: %2 rounds to 1 in double precision; the base must be greater than 1 (the smallest double above 1 is %3) and at most %4.</source>
        <translation>%1：%2 在双精度下会舍入为 1；底数必须大于 1（大于 1 的最小双精度数是 %3），且不超过 %4。</translation>
    </message>
</context>
<context>
    <name>ParameterSettings</name>
    <message>
        <source>settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>%1 layout: &quot;%2&quot; is not a layout; use interleaved or concatenated.</source>
        <translation>%1 layout：“%2”不是排列方式；请使用 interleaved 或 concatenated。</translation>
    </message>
    <message>
        <source>%1 shownDimensions: &quot;%2&quot; is not a list of dimensions from 0 to %3.</source>
        <translation>%1 shownDimensions：“%2”不是 0 到 %3 之间的维度列表。</translation>
    </message>
    <message>
        <source>%1 pickedDimension: &quot;%2&quot; is not a dimension from 0 to %3.</source>
        <translation>%1 pickedDimension：“%2”不是 0 到 %3 之间的维度。</translation>
    </message>
</context>
<context>
    <name>PermutationDemo</name>
    <message>
        <source>positions on</source>
        <translation>有位置编码</translation>
    </message>
    <message>
        <source>positions off</source>
        <translation>无位置编码</translation>
    </message>
    <message>
        <source>Weights of “%1” in “%2”, %3</source>
        <translation>“%2”中“%1”的注意力权重，%3</translation>
    </message>
    <message>
        <source>Weight of “%1” for “%2” at place %3 in “%4”, %5</source>
        <translation>“%4”中“%1”给第 %3 个位置上“%2”的注意力权重，%5</translation>
    </message>
    <message>
        <source>Output of “%1” in “%2”, %3</source>
        <translation>“%2”中“%1”的输出，%3</translation>
    </message>
    <message>
        <source>Length of the difference between the two outputs of “%1”, %2</source>
        <translation>“%1”两个输出之差的长度，%2</translation>
    </message>
</context>
<context>
    <name>PositionSchemes</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>none, the model sees the tokens as a bag</source>
        <translation>无，模型把 token 看成一袋无序的词</translation>
    </message>
    <message>
        <source>No positions: the summary token sees the same for every order</source>
        <translation>不加位置编码：无论顺序如何，摘要 token 看到的都一样</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>正弦</translation>
    </message>
    <message>
        <source>sinusoidal encoding added to the token embeddings</source>
        <translation>把正弦位置编码加到 token 嵌入上</translation>
    </message>
    <message>
        <source>The sinusoidal encoding added to each token</source>
        <translation>把正弦位置编码加到每个 token 上</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>可学习的位置表</translation>
    </message>
    <message>
        <source>learned position table added to the token embeddings</source>
        <translation>把可学习的位置表加到 token 嵌入上</translation>
    </message>
    <message>
        <source>A learned position table added to each token (no row past the training length)</source>
        <translation>把可学习的位置表加到每个 token 上（超过训练长度的位置没有对应的行）</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>RoPE rotating the queries and keys</source>
        <translation>用 RoPE 旋转查询和键</translation>
    </message>
    <message>
        <source>RoPE: queries and keys turned by the position</source>
        <translation>RoPE：按位置旋转查询和键</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>ALiBi subtracting slope × distance from each head&apos;s scores</source>
        <translation>ALiBi：从每个头的分数中减去斜率 × 距离</translation>
    </message>
</context>
<context>
    <name>PrecisionOptionReader</name>
    <message>
        <source>--precision: &quot;%1&quot; is not a number type; choose float16, bfloat16 or float32.</source>
        <translation>--precision：“%1”不是数值类型；请选择 float16、bfloat16 或 float32。</translation>
    </message>
    <message>
        <source>--variant: &quot;%1&quot; is not a variant; choose all or angle-float32.</source>
        <translation>--variant：“%1”不是可用的变体；请选择 all 或 angle-float32。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is a range; --nearest takes a count N and searches positions 0 to N-1, e.g. --positions 1000.</source>
        <translation>--positions：“%1”是一个范围；--nearest 需要的是个数 N，它会搜索位置 0 到 N-1，例如 --positions 1000。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is not allowed with --nearest; a pair needs at least 2 positions.</source>
        <translation>--positions：与 --nearest 一起使用时不允许“%1”；一对至少需要 2 个位置。</translation>
    </message>
</context>
<context>
    <name>PrecisionReport</name>
    <message>
        <source>%1, all in %1: position, inverse frequency and angle each rounded to %1, then sin and cos of the rounded angle rounded to %1.</source>
        <translation>%1，全部用 %1 计算：位置、逆频率和角度分别舍入到 %1，再把舍入后角度的 sin 和 cos 舍入到 %1。</translation>
    </message>
    <message>
        <source>%1, angle in float32: position, inverse frequency and angle each rounded to float32, sin and cos stored in %1.</source>
        <translation>%1，角度用 float32 计算：位置、逆频率和角度分别舍入到 float32，sin 和 cos 以 %1 存储。</translation>
    </message>
    <message>
        <source>d = %1, base = %2, positions %3 to %4; errors against double.</source>
        <translation>d = %1，底数 = %2，位置 %3 到 %4；误差以 double 为基准。</translation>
    </message>
    <message>
        <source>First whole position %1 cannot hold: %2 (it becomes %3).</source>
        <translation>%1 无法精确表示的第一个整数位置：%2（会变成 %3）。</translation>
    </message>
    <message>
        <source>Largest error: %1 at position %2, dimension %3 (double %4, %5 %6).</source>
        <translation>最大误差：%1，位于位置 %2、第 %3 维（double 为 %4，%5 为 %6）。</translation>
    </message>
    <message>
        <source>Largest error: none can be given from position %1 on: the position is beyond the largest %2 (%3), it becomes infinity and its sin and cos are not numbers (NaN).</source>
        <translation>最大误差：从位置 %1 起无法给出：该位置超出 %2 的最大值（%3），会变成无穷大，其 sin 和 cos 不是数（NaN）。</translation>
    </message>
    <message>
        <source>Collisions: none; no two neighbouring positions have bit-identical vectors.</source>
        <translation>碰撞：无；没有任何两个相邻位置的向量逐位相同。</translation>
    </message>
    <message>
        <source>Collisions: %1 pairs of neighbouring positions have bit-identical vectors, the model cannot tell them apart: %2</source>
        <translation>碰撞：有 %1 对相邻位置的向量逐位相同，模型无法区分它们：%2</translation>
    </message>
    <message>
        <source>Angles at position %1: the position is infinity in %2, and so is every angle.</source>
        <translation>位置 %1 的角度：该位置在 %2 中是无穷大，每个角度也都是无穷大。</translation>
    </message>
    <message>
        <source>Angles at position %1: the fastest pair (i = 0) is off by %2 rad; the largest error is pair %3&apos;s, %4 rad.</source>
        <translation>位置 %1 的角度：最快的一对（i = 0）偏差 %2 rad；误差最大的是第 %3 对，为 %4 rad。</translation>
    </message>
</context>
<context>
    <name>PresenterOption</name>
    <message>
        <source>--%1 %2: only used with --presenter; add it.</source>
        <translation>--%1 %2：只能与 --presenter 一起使用；请加上 --presenter。</translation>
    </message>
    <message>
        <source>--presenter-look: &quot;%1&quot; is not a look; choose light or dark.</source>
        <translation>--presenter-look：“%1”不是可用的外观；请选择 light 或 dark。</translation>
    </message>
    <message>
        <source>--presenter-zoom: &quot;%1&quot; is not a whole number; allowed: %2 to %3 (per cent).</source>
        <translation>--presenter-zoom：“%1”不是整数；允许范围：%2 到 %3（百分比）。</translation>
    </message>
    <message>
        <source>--presenter-zoom: %1 is outside the allowed range %2 to %3 (per cent).</source>
        <translation>--presenter-zoom：%1 超出允许范围 %2 到 %3（百分比）。</translation>
    </message>
</context>
<context>
    <name>PresenterSettings</name>
    <message>
        <source>Presenter zoom %1 % is outside the allowed range %2–%3 %.</source>
        <translation>演示缩放 %1 % 超出允许范围 %2–%3 %。</translation>
    </message>
    <message>
        <source>Presenter zoom &quot;%1&quot; is not a whole number; allowed: %2–%3 %.</source>
        <translation>演示缩放“%1”不是整数；允许范围：%2–%3 %。</translation>
    </message>
    <message>
        <source>Presenter look &quot;%1&quot; is not one of: light, dark.</source>
        <translation>演示外观“%1”不是 light 或 dark 之一。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
</context>
<context>
    <name>ReportTerms</name>
    <message>
        <source>concatenated</source>
        <comment>layout in a text report: the translated name, then the option value in brackets</comment>
        <translation>拼接（concatenated）</translation>
    </message>
    <message>
        <source>interleaved</source>
        <comment>layout in a text report: the translated name, then the option value in brackets</comment>
        <translation>交错（interleaved）</translation>
    </message>
</context>
<context>
    <name>RopeMismatchReport</name>
    <message>
        <source>Mistake &quot;pairing&quot;: the pairs taken interleaved, (2i, 2i + 1), where the model pairs half, (i, i + d/2), in q and k alike.</source>
        <translation>错误“pairing”：模型以 half（(i, i + d/2)）配对，却在 q 和 k 中都以 interleaved（(2i, 2i + 1)）取对。</translation>
    </message>
    <message>
        <source>Mistake &quot;theta&quot;: rope_theta %1 instead of the model&apos;s %2, in q and k alike.</source>
        <translation>错误“theta”：在 q 和 k 中都用 rope_theta %1，而不是模型的 %2。</translation>
    </message>
    <message>
        <source>Mistake &quot;%1&quot;: the angles computed in %1 (the position, the inverse frequency and their product rounded), as a model cast whole to %1 computes them.</source>
        <translation>错误“%1”：角度按 %1 计算（位置、逆频率及两者的乘积都舍入），就像整个模型转换为 %1 时那样。</translation>
    </message>
    <message>
        <source>Mistake &quot;double-scaling&quot;: the context scaling applied twice (each θᵢ′ / θᵢ once more, the attention factor squared); a model without scaling is not changed by it.</source>
        <translation>错误“double-scaling”：上下文缩放应用两次（每个 θᵢ′ / θᵢ 再乘一次，注意力缩放因子取平方）；没有缩放的模型不受影响。</translation>
    </message>
    <message>
        <source>Mistake &quot;offset&quot;: the query rotated for the position one too far (m + 1), the key at the right one.</source>
        <translation>错误“offset”：查询按多一格的位置（m + 1）旋转，键则在正确的位置。</translation>
    </message>
    <message>
        <source>Model: %1 (RoPE type %2, rope_theta = %3, head dimension %4, %5 rotated, pairing half); q and k seeded with %6 and %7.</source>
        <translation>模型：%1（RoPE 类型 %2，rope_theta = %3，每个头的维度 %4，旋转 %5 维，配对方式 half）；q 和 k 由种子 %6 和 %7 生成。</translation>
    </message>
    <message>
        <source>Position m: the query at m scored against the key at 0 (distance m), and the total variation between the correct and the mistaken attention weights of the query at m over the keys 0 … m (0: the same, 1: nothing in common).</source>
        <translation>位置 m：位置 m 的查询对位置 0 的键的分数（距离 m），以及位置 m 的查询对键 0 … m 的注意力权重在正确与错误两种情况之间的总变差距离（0 表示相同，1 表示完全没有重叠）。</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>correct score</source>
        <translation>正确分数</translation>
    </message>
    <message>
        <source>mistaken score</source>
        <translation>错误分数</translation>
    </message>
    <message>
        <source>score error</source>
        <translation>分数误差</translation>
    </message>
    <message>
        <source>total variation</source>
        <translation>总变差距离</translation>
    </message>
</context>
<context>
    <name>RopeReport</name>
    <message>
        <source>RoPE: query at position m = %1, key at position n = %2 (n − m = %3)</source>
        <translation>RoPE：查询位于位置 m = %1，键位于位置 n = %2（n − m = %3）</translation>
    </message>
    <message>
        <source>d = %1, base = %2, pairing: %3</source>
        <translation>d = %1，底数 = %2，配对方式：%3</translation>
    </message>
    <message>
        <source>Each pair i of q and k is turned by its position times θᵢ = base^(−2i/d).</source>
        <translation>q 和 k 的每一对 i 都旋转“位置 × θᵢ”的角度，其中 θᵢ = base^(−2i/⁠d)。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第几对</translation>
    </message>
    <message>
        <source>components</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Score (Rₘ q)·(Rₙ k) = %1</source>
        <translation>分数 (Rₘ q)⋅(Rₙ k) = %1</translation>
    </message>
    <message>
        <source>Relative score q·(R_{n−m} k) = %1: the same number from the distance n − m alone.</source>
        <translation>相对分数 q⋅(R_{n−m} k) = %1：仅由距离 n − m 算出的同一个数。</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>%1: the field is missing.</source>
        <translation>%1：缺少该字段。</translation>
    </message>
    <message>
        <source>%1: must be an object { … }.</source>
        <translation>%1：必须是对象 { … }。</translation>
    </message>
    <message>
        <source>%1: must be a number.</source>
        <translation>%1：必须是数字。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a whole number from %3 to %4.</source>
        <translation>%1：不允许 %2；应为 %3 到 %4 之间的整数。</translation>
    </message>
    <message>
        <source>%1: must be true or false.</source>
        <translation>%1：必须是 true 或 false。</translation>
    </message>
    <message>
        <source>%1: must be text in quotes.</source>
        <translation>%1：必须是带引号的文本。</translation>
    </message>
    <message>
        <source>%1: must be a list of names in quotes [&quot;…&quot;, …].</source>
        <translation>%1：必须是带引号的名称列表 [&quot;…&quot;, …]。</translation>
    </message>
    <message>
        <source>%1: must be a list of whole numbers [0, 1, …].</source>
        <translation>%1：必须是整数列表 [0, 1, …]。</translation>
    </message>
    <message>
        <source>%1: not a field of version %2; ignored.</source>
        <translation>%1：不是版本 %2 中的字段；已忽略。</translation>
    </message>
</context>
<context>
    <name>ScenarioOption</name>
    <message>
        <source>--render scenario: needs --scenario FILE, the file whose view to draw.</source>
        <translation>--render scenario：需要 --scenario FILE，即要绘制其视图的场景文件。</translation>
    </message>
    <message>
        <source>--worksheet scenario: needs --scenario FILE, the file whose lesson to print.</source>
        <translation>--worksheet scenario：需要 --scenario FILE，即要把其中的课程输出为练习单的场景文件。</translation>
    </message>
    <message>
        <source>--worksheet scenario: %1 has no lesson open; name one, e.g. --worksheet attention.</source>
        <translation>--worksheet scenario：%1 中没有打开的课程；请指定一课，例如 --worksheet attention。</translation>
    </message>
</context>
<context>
    <name>ScenarioReader</name>
    <message>
        <source>%1: &quot;%2&quot; is not a layout; use interleaved or concatenated.</source>
        <translation>%1：“%2”不是排列方式；请使用 interleaved 或 concatenated。</translation>
    </message>
    <message>
        <source>%1: %2 is not a dimension; d = %3 has dimensions 0 to %4.</source>
        <translation>%1：没有维度 %2；d = %3 时维度为 0 到 %4。</translation>
    </message>
    <message>
        <source>%1: %2 dimensions; the waves show at most %3.</source>
        <translation>%1：%2 个维度；“波形”视图最多显示 %3 个。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a view; choose %3.</source>
        <translation>%1：“%2”不是视图；请从 %3 中选择。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not among the visible views (%3).</source>
        <translation>%1：“%2”不在可见的视图（%3）之中。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a palette; choose %3.</source>
        <translation>%1：“%2”不是配色；请从 %3 中选择。</translation>
    </message>
    <message>
        <source>%1 and %2: %3 and %4 do not fit; the view must lie within 0 to %5 (first ≥ 0, span &gt; 0).</source>
        <translation>%1 和 %2：%3 和 %4 超出范围；显示范围必须在 0 到 %5 之内（起点 ≥ 0，跨度 &gt; 0）。</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a scenario; at most %3 bytes.</source>
        <translation>%1：%2 字节对场景文件来说太大；最多 %3 字节。</translation>
    </message>
    <message>
        <source>%1: not a scenario file: the JSON breaks off at byte %2 (%3).</source>
        <translation>%1：不是场景文件：JSON 在第 %2 字节处中断（%3）。</translation>
    </message>
    <message>
        <source>%1: not a scenario file: it holds no JSON object { … }.</source>
        <translation>%1：不是场景文件：其中没有 JSON 对象 { … }。</translation>
    </message>
    <message>
        <source>%1: the format is &quot;%2&quot;, not &quot;%3&quot;.</source>
        <translation>%1：格式是“%2”，而不是“%3”。</translation>
    </message>
    <message>
        <source>%1: made for version %2 of the format; this Workbench reads version %3. Open it with a newer Workbench.</source>
        <translation>%1：该文件是为格式版本 %2 创建的；此工作台只能读取版本 %3。请用更新版本的工作台打开。</translation>
    </message>
    <message>
        <source>%1: %2 characters; a note has at most %3.</source>
        <translation>%1：%2 个字符；备注最多 %3 个字符。</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1：无法打开：%2</translation>
    </message>
    <message>
        <source>%1: not a scenario file: a line break or other control character inside text in quotes at byte %2; write it as \n.</source>
        <translation>%1：不是场景文件：第 %2 字节处，引号内的文本中含有换行符或其他控制字符；请写成 \n。</translation>
    </message>
    <message>
        <source>%1: %2 is given twice; give each field once.</source>
        <translation>%1：%2 出现了两次；每个字段只能出现一次。</translation>
    </message>
    <message>
        <source>%1: give either &quot;sample&quot; (%2) or &quot;file&quot; (a config.json), not both or neither.</source>
        <translation>%1：请只写“sample”（%2）或“file”（config.json）其中之一，不能两个都写，也不能都不写。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a sample; choose %3.</source>
        <translation>%1：“%2”不是示例；请从 %3 中选择。</translation>
    </message>
    <message>
        <source>%1: the file name is empty; give the path of a config.json.</source>
        <translation>%1：文件名为空；请写出 config.json 的路径。</translation>
    </message>
</context>
<context>
    <name>ScenarioSamples</name>
    <message>
        <source>The lecture&apos;s heatmap (d = 128, positions 0–49)</source>
        <translation>讲座中的热力图（d = 128，位置 0–49）</translation>
    </message>
    <message>
        <source>The lecture&apos;s figure: d = 128, positions 0 to 49, dimensions 0, 1 and 10 on the waves. The left columns of the heatmap change fast from position to position, the right ones hardly at all.</source>
        <translation>讲座中的图：d = 128，位置 0 到 49，“波形”视图显示维度 0、1 和 10。热力图左侧的列随位置变化很快，右侧的列几乎不变。</translation>
    </message>
    <message>
        <source>Workbench lesson: the difference x(3) − x(0)</source>
        <translation>工作台课程：差向量 x(3) − x(0)</translation>
    </message>
    <message>
        <source>The same word at positions 0 and 3: the embedding cancels, and what is left is PE(3) − PE(0), of length 2.017479.</source>
        <translation>同一个词放在位置 0 和 3：嵌入相互抵消，剩下的是 PE(3) − PE(0)，长度为 2.017479。</translation>
    </message>
    <message>
        <source>Why waves: the same rotation far away</source>
        <translation>为什么用波：远处也是同一个旋转</translation>
    </message>
    <message>
        <source>Three positions on from 100000 turn every clock hand by the same angle as three positions on from 2 (pair 0: 3 rad): the shift does not depend on where you start.</source>
        <translation>从 100000 往后 3 个位置，每根时钟指针转过的角度与从 2 往后 3 个位置相同（第 0 对：3 rad）：位移与起点无关。</translation>
    </message>
    <message>
        <source>Attention lesson: step 6 with q = 6</source>
        <translation>课程“顺序、注意力与相对位置”：步骤 6，q = 6</translation>
    </message>
    <message>
        <source>P_{k+R} = M_R P_k with R = 6: the same rotation takes P_1 to P_7, P_7 to P_13 and P_101 to P_107.</source>
        <translation>P_{k+R} = M_R P_k，其中 R = 6：同一个旋转把 P_1 变到 P_7，把 P_7 变到 P_13，把 P_101 变到 P_107。</translation>
    </message>
</context>
<context>
    <name>ScenarioWriter</name>
    <message>
        <source>%1: the scenario was not saved: %2</source>
        <translation>%1：场景文件未能保存：%2</translation>
    </message>
</context>
<context>
    <name>SchemeOptionReader</name>
    <message>
        <source>--rope: &quot;%1&quot; is not two positions; write M,N with whole numbers from 0 to %2, e.g. --rope 3,7.</source>
        <translation>--rope：“%1”不是两个位置；请写成 M,N，其中 M、N 为 0 到 %2 之间的整数，例如 --rope 3,7。</translation>
    </message>
    <message>
        <source>--pairing: &quot;%1&quot; is not a pairing; choose interleaved or half.</source>
        <translation>--pairing：“%1”不是配对方式；请选择 interleaved 或 half。</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; has %3 numbers; with d = %4 it needs exactly %4, separated by commas.</source>
        <translation>--%1：“%2”含有 %3 个数；d = %4 时需要恰好 %4 个，用逗号分隔。</translation>
    </message>
    <message>
        <source>--%1: component %2, &quot;%3&quot;, is not allowed; each must be a number from -10^6 to 10^6.</source>
        <translation>--%1：第 %2 个分量“%3”不允许；每个分量都必须是 -10^6 到 10^6 之间的数。</translation>
    </message>
    <message>
        <source>--heads: &quot;%1&quot; is not allowed; the number of heads must be a whole number from 1 to %2.</source>
        <translation>--heads：不允许“%1”；头数必须是 1 到 %2 之间的整数。</translation>
    </message>
    <message>
        <source>--alibi: needs --heads H, the number of heads (a whole number from 1 to %1).</source>
        <translation>--alibi：需要 --heads H，即注意力头的数量（1 到 %1 之间的整数）。</translation>
    </message>
    <message>
        <source>--length: &quot;%1&quot; is not allowed; the length must be a whole number from 1 to %2.</source>
        <translation>--length：不允许“%1”；长度必须是 1 到 %2 之间的整数。</translation>
    </message>
    <message>
        <source>--profile: &quot;%1&quot; is not a scheme; choose sinusoidal, rope or alibi.</source>
        <translation>--profile：“%1”不是方案；请选择 sinusoidal、rope 或 alibi。</translation>
    </message>
    <message>
        <source>--%1: not used with --profile alibi (ALiBi has no vectors); it belongs to --profile sinusoidal or rope.</source>
        <translation>--%1：不能与 --profile alibi 一起使用（ALiBi 没有向量）；它属于 --profile sinusoidal 或 rope。</translation>
    </message>
    <message>
        <source>--heads: not used with --profile %1; it belongs to --profile alibi or --alibi.</source>
        <translation>--heads：不能与 --profile %1 一起使用；它属于 --profile alibi 或 --alibi。</translation>
    </message>
    <message>
        <source>--distances: &quot;%1&quot; is not allowed; the number of distances must be a whole number from 1 to %2.</source>
        <translation>--distances：不允许“%1”；距离个数必须是 1 到 %2 之间的整数。</translation>
    </message>
    <message>
        <source>--distances %1: %1 distances × %2 terms each is more than the %3 terms a profile may compute; choose fewer distances or a smaller d.</source>
        <translation>--distances %1：%1 个距离 × 每个 %2 项，超过了一条距离曲线最多可计算的 %3 项；请减少距离个数或使用更小的 d。</translation>
    </message>
    <message>
        <source>--context-scaling: &quot;%1&quot; is not a method; choose pi, ntk or yarn.</source>
        <translation>--context-scaling：“%1”不是可用的方法；请选择 pi、ntk 或 yarn。</translation>
    </message>
    <message>
        <source>--context-scaling %1: needs --scale S and --train-length L.</source>
        <translation>--context-scaling %1：需要 --scale S 和 --train-length L。</translation>
    </message>
    <message>
        <source>--train-length: &quot;%1&quot; is not allowed; the training length must be a whole number from 1 to %2.</source>
        <translation>--train-length：不允许“%1”；训练长度必须是 1 到 %2 之间的整数。</translation>
    </message>
    <message>
        <source>--dim %1: NTK-aware scaling needs d of at least 4 (its exponent is d/(d − 2)).</source>
        <translation>--dim %1：NTK-aware 缩放要求 d 至少为 4（其指数为 d/(d − 2)）。</translation>
    </message>
    <message>
        <source>--scale: &quot;%1&quot; is not allowed; the scale must be a number from 10^-6 to 10^6, e.g. 4.</source>
        <translation>--scale：不允许“%1”；倍率必须是 10^-6 到 10^6 之间的数，例如 4。</translation>
    </message>
</context>
<context>
    <name>SchemesPlot</name>
    <message>
        <source>Distance profiles of the sinusoid, RoPE and ALiBi (d = %1, base = %2, N = %3, %4 heads)</source>
        <translation>正弦位置编码、RoPE 与 ALiBi 的距离曲线（d = %1，底数 = %2，N = %3，%4 个头）</translation>
    </message>
    <message>
        <source>The curves are drawn through %1 of the %2 distances; the listed values are exact at every distance.</source>
        <translation>曲线只经过 %2 个距离中的 %1 个；列出的数值在每个距离上都是精确的。</translation>
    </message>
    <message>
        <source>Distance Δ (positions apart)</source>
        <translation>距离 Δ（相隔的位置数）</translation>
    </message>
    <message>
        <source>Sinusoid, RoPE ÷ value at Δ = 0</source>
        <translation>正弦、RoPE ÷ Δ = 0 处的值</translation>
    </message>
    <message>
        <source>ALiBi bias (logits)</source>
        <translation>ALiBi 偏置（logit）</translation>
    </message>
    <message>
        <source>Sinusoid PE(0)·PE(Δ) ÷ %1</source>
        <translation>正弦 PE(0)⋅PE(Δ) ÷ %1</translation>
    </message>
    <message>
        <source>RoPE decay bound ÷ %1</source>
        <translation>RoPE 衰减上界 ÷ %1</translation>
    </message>
    <message>
        <source>ALiBi −slope·Δ, head h1 (right axis)</source>
        <translation>ALiBi −斜率⋅Δ，头 h1（右轴）</translation>
    </message>
    <message>
        <source>ALiBi −slope·Δ, heads h1 … h%1 (right axis)</source>
        <translation>ALiBi −斜率⋅Δ，头 h1 … h%1（右轴）</translation>
    </message>
    <message>
        <source>Δ = %1</source>
        <translation>Δ = %1</translation>
    </message>
    <message>
        <source>Left axis: the sinusoid and the RoPE bound, each divided by its value at Δ = 0. Right axis: the ALiBi bias in logits, not divided.</source>
        <translation>左轴：正弦位置编码与 RoPE 上界，各自除以其在 Δ = 0 处的值。右轴：ALiBi 偏置，以 logit 为单位，未作除法。</translation>
    </message>
    <message>
        <source>The exact, undivided values at the hovered Δ are listed below.</source>
        <translation>鼠标悬停处 Δ 的精确值（未作除法）列在下方。</translation>
    </message>
</context>
<context>
    <name>ShiftReport</name>
    <message>
        <source>Relative shift by R = %1 positions, starting at k = %2</source>
        <translation>相对位移 R = %1 个位置，起点 k = %2</translation>
    </message>
    <message>
        <source>d = %1, base = %2, layout: %3</source>
        <translation>d = %1，底数 = %2，排列方式：%3</translation>
    </message>
    <message>
        <source>M_%1 is block diagonal: pair i turns its (sin, cos) by the angle R / denominator,</source>
        <translation>M_%1 是分块对角矩阵：第 i 对的 (sin, cos) 旋转角度 R / 分母，</translation>
    </message>
    <message>
        <source>the same rotation wherever k starts, so PE(k + R) = M_R · PE(k) for every k.</source>
        <translation>无论 k 从哪里开始，旋转都相同，因此对每个 k 都有 PE(k + R) = M_R ⋅ PE(k)。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第几对</translation>
    </message>
    <message>
        <source>denominator</source>
        <translation>分母</translation>
    </message>
    <message>
        <source>angle</source>
        <translation>角度</translation>
    </message>
    <message>
        <source>2 × 2 block</source>
        <translation>2 × 2 块</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>part</source>
        <translation>sin/cos</translation>
    </message>
    <message>
        <source>PE(%1)</source>
        <translation>PE(%1)</translation>
    </message>
    <message>
        <source>M_%1 · PE(%2)</source>
        <translation>M_%1 ⋅ PE(%2)</translation>
    </message>
    <message>
        <source>Residual max |M_%1 · PE(%2) − PE(%3)| = %4 (%5 to six decimals)</source>
        <translation>残差最大值 |M_%1 ⋅ PE(%2) − PE(%3)| = %4（保留小数点后 6 位为 %5）</translation>
    </message>
</context>
<context>
    <name>SimilarityPlot</name>
    <message>
        <source>How similar is PE(k) to PE(p = %1)? (d = %2, base = %3)</source>
        <translation>PE(k) 与 PE(p = %1) 有多相似？（d = %2，底数 = %3）</translation>
    </message>
    <message>
        <source>The distance does not grow steadily with the gap: position %1 is nearer to p = %2 (%3) than position %4 (%5).</source>
        <translation>距离并不随间隔稳定增大：位置 %1（%3）比位置 %4（%5）离 p = %2 更近。</translation>
    </message>
    <message>
        <source>Up to a gap of %1, the distance to p never falls by 1 % or more as the gap grows.</source>
        <translation>间隔在 %1 以内时，随着间隔增大，到 p 的距离从未下降 1 % 或更多。</translation>
    </message>
    <message>
        <source>Positional encoding is switched off, so x(k) − x(p) = 0 for every k; the curves show the PE that would be added.</source>
        <translation>位置编码已关闭，因此对每个 k 都有 x(k) − x(p) = 0；曲线显示的是本应加上的 PE。</translation>
    </message>
    <message>
        <source>Position k</source>
        <translation>位置 k</translation>
    </message>
    <message>
        <source>Dot product PE(p) · PE(k)</source>
        <translation>点积 PE(p) ⋅ PE(k)</translation>
    </message>
    <message>
        <source>Distance ‖PE(k) − PE(p)‖</source>
        <translation>距离 ||PE(k) − PE(p)||</translation>
    </message>
    <message>
        <source>q = %1</source>
        <translation>q = %1</translation>
    </message>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>%1 (not shown)</source>
        <translation>%1（未显示）</translation>
    </message>
    <message>
        <source>q = %1: %2</source>
        <translation>q = %1：%2</translation>
    </message>
</context>
<context>
    <name>TerminalProgress</name>
    <message>
        <source>Training: step %1 of %2 (%3 %)</source>
        <translation>训练：第 %1 步，共 %2 步（%3 %）</translation>
    </message>
    <message>
        <source>Table: row %1 of %2 (%3 %)</source>
        <translation>表格：第 %1 行，共 %2 行（%3 %）</translation>
    </message>
</context>
<context>
    <name>TrainOptionReader</name>
    <message>
        <source>--%1: &quot;%2&quot; is not allowed with --train; it must be a whole number from %3 to %4.</source>
        <translation>--%1：与 --train 一起使用时不允许“%2”；必须是 %3 到 %4 之间的整数。</translation>
    </message>
    <message>
        <source>--train: &quot;%1&quot; is not a task; choose who-hits, which-first or longer.</source>
        <translation>--train：“%1”不是任务；请选择 who-hits、which-first 或 longer。</translation>
    </message>
    <message>
        <source>--train %1: needs --scheme S, the position scheme: none, sinusoidal, learned or rope.</source>
        <translation>--train %1：需要 --scheme S，即位置方案：none、sinusoidal、learned 或 rope。</translation>
    </message>
    <message>
        <source>--scheme: &quot;%1&quot; is not a position scheme; choose none, sinusoidal, learned or rope.</source>
        <translation>--scheme：“%1”不是位置方案；请选择 none、sinusoidal、learned 或 rope。</translation>
    </message>
    <message>
        <source>--dim: &quot;%1&quot; is not allowed with --train; d must be an even whole number from %2 to %3.</source>
        <translation>--dim：与 --train 一起使用时不允许“%1”；d 必须是 %2 到 %3 之间的偶数。</translation>
    </message>
    <message>
        <source>--train-length: only used with --train longer, the task that tests on inputs longer than in training.</source>
        <translation>--train-length：仅用于 --train longer，即用比训练时更长的输入进行测试的任务。</translation>
    </message>
</context>
<context>
    <name>TrainingReport</name>
    <message>
        <source>who hits whom: the subject of 你打我, dog bites man and the like</source>
        <translation>谁打谁：找出“你打我”“dog bites man”这类句子的主语</translation>
    </message>
    <message>
        <source>which of two marked tokens comes first</source>
        <translation>两个做了标记的 token 中哪个在前</translation>
    </message>
    <message>
        <source>which comes first, tested on inputs longer than in training</source>
        <translation>哪个在前，用比训练时更长的输入测试</translation>
    </message>
    <message>
        <source>Training lab: %1 (%2), positions: %3.</source>
        <translation>训练实验：%1（%2），位置：%3。</translation>
    </message>
    <message>
        <source>d = %1, %2 steps of Adam (batch %3, learning rate %4), seed %5; %6 training and %7 test examples.</source>
        <translation>d = %1，用 Adam 训练 %2 步（批次大小 %3，学习率 %4），种子 %5；训练样本 %6 个，测试样本 %7 个。</translation>
    </message>
    <message>
        <source>Training inputs have 2 to %1 tokens, test inputs %2 to %3.</source>
        <translation>训练输入有 2 到 %1 个 token，测试输入有 %2 到 %3 个。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>train accuracy</source>
        <translation>训练准确率</translation>
    </message>
    <message>
        <source>test accuracy</source>
        <translation>测试准确率</translation>
    </message>
    <message>
        <source>Train accuracy %1, test accuracy %2.</source>
        <translation>训练准确率 %1，测试准确率 %2。</translation>
    </message>
    <message>
        <source>Order-pairs accuracy %1 on %2 pairs of test examples that differ only by word order (the model chooses between the pair&apos;s two answers).</source>
        <translation>语序对准确率为 %1，基于 %2 对仅语序不同的测试样本（模型在一对的两个答案之间二选一）。</translation>
    </message>
    <message>
        <source>Without positions the summary token&apos;s output is the same for both examples of a pair, so exactly one of the two is right: 0.5 by construction, however long the training.</source>
        <translation>不加位置编码时，摘要 token 的输出对一对中的两个样本完全相同，所以恰好只有一个答对：无论训练多久，准确率按构造必然是 0.5。</translation>
    </message>
</context>
<context>
    <name>ViewExporter</name>
    <message>
        <source>Exported from Positional Encoding Workbench</source>
        <translation>由位置编码工作台导出</translation>
    </message>
    <message>
        <source>the picture could not be drawn</source>
        <translation>无法绘制图像</translation>
    </message>
    <message>
        <source>the file name must end in .png or .svg</source>
        <translation>文件名必须以 .png 或 .svg 结尾</translation>
    </message>
</context>
<context>
    <name>WaveAnnotations</name>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>q = %1</source>
        <translation>q = %1</translation>
    </message>
    <message>
        <source>p = %1: %2 · q = %3: %4</source>
        <translation>p = %1：%2 ⋅ q = %3：%4</translation>
    </message>
    <message>
        <source>… and %1 more (hover the plot for their values)</source>
        <translation>……还有 %1 条（将鼠标悬停在图上可查看数值）</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>dim %1 (%2): %3</source>
        <translation>第 %1 维（%2）：%3</translation>
    </message>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>……还有 %1 条</translation>
    </message>
</context>
<context>
    <name>WaveContent</name>
    <message>
        <source>One wave per dimension (d = %1, base = %2)</source>
        <translation>每个维度一条波（d = %1，底数 = %2）</translation>
    </message>
    <message>
        <source>showing the first %1 of the %2 chosen dimensions</source>
        <translation>显示所选 %2 个维度中的前 %1 个</translation>
    </message>
    <message>
        <source>dim %1 · %2 · pair %3 · period %4</source>
        <translation>第 %1 维 ⋅ %2 ⋅ 第 %3 对 ⋅ 周期 %4</translation>
    </message>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>shaded: waves too fast for this width, drawn as the range they sweep</source>
        <translation>阴影：在当前图宽下变化过快的波，画成它们扫过的范围</translation>
    </message>
    <message>
        <source>Only one position is shown, and a wave needs at least two to be drawn. Set “Positions shown” to 2 or more to see the waves.</source>
        <translation>目前只显示一个位置，而画出一条波至少需要两个位置。请将“显示的位置数”设为 2 或更多，即可看到波。</translation>
    </message>
</context>
<context>
    <name>WhyWavesLesson</name>
    <message>
        <source></source>
        <comment>The lesson &quot;Why waves&quot;. In these sentences %2 is the position the student chose (&quot;your position&quot;), %3 the width d and %4 the number of pairs d/2; keep them (or drop them) as the sentence needs. E is a word&apos;s embedding, PE(p) the positional encoding of position p. The words &quot;dog&quot;, &quot;bites&quot;, &quot;man&quot; are tokens of the toy example and stay in English.</comment>
        <translation></translation>
    </message>
    <message>
        <source>Order matters</source>
        <translation>顺序很重要</translation>
    </message>
    <message>
        <source>“dog bites man” and “man bites dog” hold the same three words, yet they tell different stories.</source>
        <translation>“dog bites man”（狗咬人）和“man bites dog”（人咬狗）包含同样的三个词，说的却是完全不同的事。</translation>
    </message>
    <message>
        <source>Self-attention compares each word with every other word and adds up what it finds. Nothing in that computation says which word came first.</source>
        <translation>自注意力把每个词和其他每个词进行比较，再把得到的结果加起来。这个计算中没有任何东西表明哪个词在前。</translation>
    </message>
    <message>
        <source>Below, a toy attention with fixed weights reads both sentences. Without positions, “bites” gives the same attention weights to the same words, only listed in another order, and its output is identical: the sentence is read as a bag of words.</source>
        <translation>下面用一个权重固定的示例注意力来读这两句话。不加位置编码时，“bites”给相同的词分配相同的注意力权重，只是排列顺序不同，输出也完全一样：句子被当成一袋词（词袋）来读。</translation>
    </message>
    <message>
        <source>This lesson builds what is added to each word so that the two outputs differ. The column “positions on” already shows the result.</source>
        <translation>本课要构造的，就是加到每个词上、使两个输出不同的那部分。“有位置编码”这一列已经展示了结果。</translation>
    </message>
    <message>
        <source>Why is the output of “bites” the same in both sentences?</source>
        <translation>为什么“bites”在两句话中的输出相同？</translation>
    </message>
    <message>
        <source>Its weights depend on which words are present, not on where they stand. The weighted sum adds the same terms in another order, and the sum stays the same.</source>
        <translation>它的权重只取决于出现了哪些词，而不取决于它们在什么位置。加权和只是换了个顺序把同样的项相加，和保持不变。</translation>
    </message>
    <message>
        <source>Raw position numbers</source>
        <translation>直接使用位置编号</translation>
    </message>
    <message>
        <source>Number the words 1, 2, 3, … and use the number as a feature: it grows without bound.</source>
        <translation>把词编号为 1、2、3……，并把编号当作特征：它会无限增大。</translation>
    </message>
    <message>
        <source>Let a word&apos;s embedding E have length 1 and append one component that holds the position number p. At p = 5000 that single component is 5000 times the length of the whole embedding.</source>
        <translation>设一个词的嵌入 E 长度为 1，再在后面追加一个分量，存放位置编号 p。在 p = 5000 时，仅这一个分量就是整个嵌入长度的 5000 倍。</translation>
    </message>
    <message>
        <source>The word&apos;s share of the input is 1 / √(1 + p²), the cosine of the angle between [E, p] and [E, 0]. It falls towards 0: the position drowns the meaning.</source>
        <translation>词在输入中所占的比重是 1 / sqrt(1 + p²)，即 [E, p] 与 [E, 0] 夹角的余弦。它趋向 0：位置淹没了词义。</translation>
    </message>
    <message>
        <source>Worse, a model trained on inputs of up to 512 words has never seen a feature of 5000. Positions it never met in training are strangers to it.</source>
        <translation>更糟的是，用最多 512 个词的输入训练出来的模型，从未见过 5000 这样的特征值。训练中从未遇到的位置，对它来说完全陌生。</translation>
    </message>
    <message>
        <source>sin(p), in the last column, stays between −1 and 1 at every position. The next step builds on that.</source>
        <translation>最后一列的 sin(p) 在每个位置都保持在 −1 和 1 之间。下一步就建立在这一点上。</translation>
    </message>
    <message>
        <source>Why not divide the position by the length of the input?</source>
        <translation>为什么不把位置除以输入的长度？</translation>
    </message>
    <message>
        <source>Then the same position gets a different value in inputs of different lengths, and one step to the next word means a different amount each time.</source>
        <translation>那样的话，同一个位置在长度不同的输入中会得到不同的值，而且从一个词走到下一个词，每次对应的增量也都不同。</translation>
    </message>
    <message>
        <source>A bounded wave</source>
        <translation>有界的波</translation>
    </message>
    <message>
        <source>Replace the growing number by waves: PE(p)[2i] = sin(p / 10000^(2i/d)) and PE(p)[2i+1] = cos(p / 10000^(2i/d)).</source>
        <translation>用波代替不断增大的数：PE(p)[2i] = sin(p / 10000^(2i/⁠d))，PE(p)[2i+1] = cos(p / 10000^(2i/⁠d))。</translation>
    </message>
    <message>
        <source>A sine swings between −1 and 1 for ever and never leaves that band, however large p becomes. Every position gets %3 numbers, all inside the band.</source>
        <translation>正弦波永远在 −1 和 1 之间摆动，无论 p 变得多大，都不会离开这个范围。每个位置得到 %3 个数，全部在这个范围内。</translation>
    </message>
    <message>
        <source>Like a pendulum, it keeps swinging without leaving its arc, and where it is in its swing tells the moment.</source>
        <translation>就像单摆，它不停地摆动，却从不离开自己的弧线；它摆到哪里，就说明此刻是什么时刻。</translation>
    </message>
    <message>
        <source>Does a position far past the others get larger values?</source>
        <translation>一个远远排在后面的位置，数值会更大吗？</translation>
    </message>
    <message>
        <source>No. Only the angle grows; its sin and cos stay in [−1, 1]. Position %2 is as bounded as position 1.</source>
        <translation>不会。增大的只有角度；它的 sin 和 cos 始终在 [−1, 1] 内。位置 %2 和位置 1 一样有界。</translation>
    </message>
    <message>
        <source>Many waves make a fingerprint</source>
        <translation>多个波组成指纹</translation>
    </message>
    <message>
        <source>One wave alone is ambiguous; many frequencies together give each position its own code.</source>
        <translation>单个波会有歧义；多种频率合在一起，就能给每个位置一个独有的编码。</translation>
    </message>
    <message>
        <source>The slowest wave barely moves: at positions 3 and 300 it stands at almost the same height. The fastest wave tells 3 from 300, but it comes round again every 2π ≈ 6.28 positions, so positions 44 apart look alike to it.</source>
        <translation>最慢的波几乎不动：在位置 3 和 300，它的高度几乎相同。最快的波能区分 3 和 300，但它每隔 2π ≈ 6.28 个位置就转回一圈，所以相隔 44 的位置在它看来很相似。</translation>
    </message>
    <message>
        <source>Use fast and slow waves together. The fast ones separate neighbours; the slow ones say roughly where in the text a word is. Like meshed gears: the small one spins, the big one hardly moves, and reading all of them tells exactly how far the machine has turned.</source>
        <translation>把快波和慢波一起用。快波区分相邻的位置；慢波大致指出词在文本中的哪个区域。就像相互啮合的齿轮：小齿轮飞转，大齿轮几乎不动，把所有齿轮的读数合起来，就能准确知道机器转了多少。</translation>
    </message>
    <message>
        <source>The table uses the first 1, 2, 4, … pairs (fastest first) and finds the two closest of the positions 0 to 99.</source>
        <translation>下表依次只用前 1、2、4……对（从最快的开始），在位置 0 到 99 中找出距离最近的两个位置。</translation>
    </message>
    <message>
        <source>Why does the smallest distance grow as pairs are added?</source>
        <translation>为什么每多加几对维度，最小距离就越大？</translation>
    </message>
    <message>
        <source>Each pair adds a term of zero or more to the squared distance. Two positions are close only if they are close in every pair, and with more pairs that gets harder.</source>
        <translation>每一对都会给距离的平方加上一个大于或等于零的项。两个位置只有在每一对上都接近才算接近，用到的对越多，就越难做到。</translation>
    </message>
    <message>
        <source>The 5000th word</source>
        <translation>第 5000 个词</translation>
    </message>
    <message>
        <source>Position 5000: the raw number dwarfs the embedding, while the waves stay in their band.</source>
        <translation>位置 5000：原始编号让嵌入显得微不足道，而波仍然待在自己的范围内。</translation>
    </message>
    <message>
        <source>Past the learned table</source>
        <translation>超出可学习的位置表</translation>
    </message>
    <message>
        <source>Position 600: a learned table of 512 rows has nothing for it.</source>
        <translation>位置 600：512 行的可学习位置表里没有它的向量。</translation>
    </message>
    <message>
        <source>Start far away</source>
        <translation>从很远的地方开始</translation>
    </message>
    <message>
        <source>Position 100000: a shift by 3 still turns every hand by the same angle as at position 2.</source>
        <translation>位置 100000：位移 3 仍然让每根指针转过与在位置 2 时相同的角度。</translation>
    </message>
    <message>
        <source>Why waves</source>
        <translation>为什么用波</translation>
    </message>
    <message>
        <source>Why a Transformer needs positions, why raw numbers fail, and how bounded waves of many frequencies mark each position.</source>
        <translation>为什么 Transformer 需要位置信息，为什么直接用编号行不通，以及多种频率的有界波如何标记每个位置。</translation>
    </message>
    <message>
        <source>Add, don&apos;t concatenate</source>
        <translation>相加，而不是拼接</translation>
    </message>
    <message>
        <source>x = E + PE keeps the width d: position is mixed into the word, not carried beside it.</source>
        <translation>x = E + PE 保持维度 d 不变：位置被融入词中，而不是附在词旁边。</translation>
    </message>
    <message>
        <source>E and PE(p) both have d = %3 components. Added component by component they give %3 components again, so every layer after it stays as it is.</source>
        <translation>E 和 PE(p) 都有 d = %3 个分量。逐分量相加后仍然是 %3 个分量，所以之后的每一层都保持原样。</translation>
    </message>
    <message>
        <source>Concatenating, [E, PE(p)], gives 2d components. The next layer would read an input twice as wide and need a weight matrix twice as large.</source>
        <translation>拼接成 [E, PE(p)] 会得到 2d 个分量。下一层要读取宽度加倍的输入，权重矩阵也要大一倍。</translation>
    </message>
    <message>
        <source>Adding sounds as if it would blur meaning and position. But in %3 dimensions there is room for both, and the layers can learn to read them apart.</source>
        <translation>相加听起来好像会把词义和位置混在一起。但在 %3 维空间中，两者都有足够的空间，各层可以学会把它们分开读取。</translation>
    </message>
    <message>
        <source>What changes in the next layer if you concatenate instead?</source>
        <translation>如果改用拼接，下一层会有什么变化？</translation>
    </message>
    <message>
        <source>Its input is 2d wide, so a layer with d outputs needs 2d × d weights instead of d × d, and a model trained on one form cannot take the other.</source>
        <translation>它的输入宽度变为 2d，因此有 d 个输出的层需要 2d × d 个权重，而不是 d × d；而且用一种形式训练的模型无法接受另一种形式。</translation>
    </message>
    <message>
        <source>A shift is the same rotation everywhere</source>
        <translation>位移在哪里都是同一个旋转</translation>
    </message>
    <message>
        <source>Moving 3 positions on turns each clock hand by a fixed angle, wherever you start: PE(pos + k) = R_k PE(pos).</source>
        <translation>往后移动 3 个位置，每根时钟指针都转过一个固定的角度，无论从哪里开始：PE(pos + k) = R_k PE(pos)。</translation>
    </message>
    <message>
        <source>Each pair (sin, cos) is a clock hand. Going from pos to pos + k turns pair i&apos;s hand by k / 10000^(2i/d), an angle set by k and the pair alone.</source>
        <translation>每一对 (sin, cos) 是一根时钟指针。从 pos 到 pos + k，第 i 对的指针转过 k / 10000^(2i/⁠d)，这个角度只由 k 和这一对决定。</translation>
    </message>
    <message>
        <source>Top row: from position 2 to 5. Bottom row: from your position %2 three steps on. The hands start in different places, yet each turns by the same angle in both rows. Here d = 8, four hands.</source>
        <translation>上排：从位置 2 到 5。下排：从你选的位置 %2 往后 3 步。指针的起点不同，但每根指针在两排中转过的角度都相同。这里 d = 8，共四根指针。</translation>
    </message>
    <message>
        <source>So one matrix R_k, a rotation for each pair, takes every PE(pos) to PE(pos + k). A model can read “three apart” from the encodings, not only where each word is.</source>
        <translation>所以只需一个矩阵 R_k（每一对各一个旋转），就能把每个 PE(pos) 变成 PE(pos + k)。模型不仅能从编码中读出每个词在哪里，还能读出“相隔三个位置”。</translation>
    </message>
    <message>
        <source>Does R_k depend on the starting position?</source>
        <translation>R_k 与起始位置有关吗？</translation>
    </message>
    <message>
        <source>No. Its blocks hold the cos and sin of k / 10000^(2i/d) only. The same R_3 takes position 2 to 5 and position %2 three steps on.</source>
        <translation>无关。它的各个块中只有 k / 10000^(2i/⁠d) 的 cos 和 sin。同一个 R_3 把位置 2 带到 5，也把位置 %2 往后带 3 步。</translation>
    </message>
    <message>
        <source>Learned position tables</source>
        <translation>可学习的位置表</translation>
    </message>
    <message>
        <source>Instead of a formula, a model can learn one vector per position: a table of n_max × d numbers, trained with everything else.</source>
        <translation>模型也可以不用公式，而是为每个位置学习一个向量：一张含 n_max × d 个数的表，与其他参数一起训练。</translation>
    </message>
    <message>
        <source>The job is the same: row p of the table is added to the word at position p. The data, not a formula, decides what the rows hold. BERT and GPT-2 work this way.</source>
        <translation>作用是一样的：把表的第 p 行加到位置 p 上的词。每行存什么由数据决定，而不是由公式决定。BERT 和 GPT-2 就是这样做的。</translation>
    </message>
    <message>
        <source>The table has one row for each position of the longest training input, n_max, and no more. A position past n_max has no row at all.</source>
        <translation>这张表只为最长训练输入中的每个位置（共 n_max 个）各准备一行，仅此而已。超过 n_max 的位置根本没有对应的行。</translation>
    </message>
    <message>
        <source>The sinusoidal formula has no such edge: it gives a vector for any position, although nothing promises that a model behaves well far past its training.</source>
        <translation>正弦位置编码的公式没有这样的边界：它能为任何位置给出向量，尽管并不能保证模型在远超训练范围的地方表现良好。</translation>
    </message>
    <message>
        <source>Here n_max = 512 and d = %3; your position %2 is checked below. Nothing is trained on this workbench.</source>
        <translation>这里 n_max = 512，d = %3；下面会检查你选的位置 %2。这个工作台上不进行任何训练。</translation>
    </message>
    <message>
        <source>A model with a learned table of 512 rows gets an input of 600 tokens. What happens to the last ones?</source>
        <translation>一个使用 512 行可学习位置表的模型收到了 600 个 token 的输入。最后那些 token 会怎样？</translation>
    </message>
    <message>
        <source>Rows run from 0 to 511, so positions 512 to 599 have no vector. The input must be cut or split, or the table extended and trained further.</source>
        <translation>行号从 0 到 511，所以位置 512 到 599 没有向量。必须截断或切分输入，或者扩展位置表并继续训练。</translation>
    </message>
    <message>
        <source>Where should order live?</source>
        <translation>顺序应该放在哪里？</translation>
    </message>
    <message>
        <source>Each word now carries an address added to its meaning. Is a label the right place for order?</source>
        <translation>现在每个词都带着一个加到词义上的地址。把顺序做成标签，是合适的做法吗？</translation>
    </message>
    <message>
        <source>So far, position is a tag put on every word before attention looks. The tag is absolute; the distance between two words shows up only indirectly, through the rotation property.</source>
        <translation>到目前为止，位置是在注意力开始比较之前贴在每个词上的标签。这个标签是绝对的；两个词之间的距离只能通过旋转性质间接体现。</translation>
    </message>
    <message>
        <source>We do not carry coordinates around either: we feel order as rhythm and as one moment leading to the next. Perhaps order belongs in the act of one word turning to look at another.</source>
        <translation>我们自己也不随身带着坐标：我们把顺序感受为节奏，感受为一个时刻引出下一个时刻。也许顺序应该存在于一个词转过去看另一个词的那个动作里。</translation>
    </message>
    <message>
        <source>The lesson “Order, attention and relative position” follows this thread from the attention score.</source>
        <translation>课程“顺序、注意力与相对位置”会从注意力分数出发，沿着这条线索继续讲。</translation>
    </message>
    <message>
        <source>Which schemes put position into attention instead of into the input?</source>
        <translation>哪些方案把位置放进注意力，而不是放进输入？</translation>
    </message>
    <message>
        <source>Relative position embeddings, which add a term for the distance to the attention score, and rotary position embeddings (RoPE), which rotate the query and the key by their positions.</source>
        <translation>相对位置编码，它在注意力分数中加上一项与距离有关的值；以及旋转位置编码（RoPE），它按位置旋转查询（query）和键（key）。</translation>
    </message>
    <message>
        <source>The plot shows three of the %3 dimensions up to your position %2. Far out, the fast waves fill their band and only the slowest still shows its swing, but none of them ever leaves [−1, 1].</source>
        <translation>图中画出 %3 个维度中的三个，一直画到你选的位置 %2。在很远处，快波填满了整个范围，只有最慢的波还能看出摆动，但没有一条波会离开 [−1, 1]。</translation>
    </message>
    <message>
        <source>Your position &amp;q:</source>
        <translation>你选的位置 q(&amp;Q)：</translation>
    </message>
    <message>
        <source>Your position q</source>
        <translation>你选的位置 q</translation>
    </message>
    <message>
        <source>The position this lesson looks at, %1 to %2: how big a raw number gets there, where the waves are, what a learned table can say. Every value follows it.</source>
        <translation>本课关注的位置，范围 %1 到 %2：原始编号在那里有多大、各个波走到了哪里、可学习的位置表能给出什么。所有数值都随它变化。</translation>
    </message>
    <message>
        <source>Your position q = %2 · width d = %3 · base 10000</source>
        <translation>你选的位置 q = %2 ⋅ 维度 d = %3 ⋅ 底数 10000</translation>
    </message>
    <message>
        <source>What a float can hold</source>
        <translation>浮点数能表示什么</translation>
    </message>
    <message>
        <source>Models store numbers in float16 or bfloat16, not in the exact arithmetic of this page: a raw position number soon stops counting, a wave does not.</source>
        <translation>模型用 float16 或 bfloat16 存储数字，而不是用本页的精确算术：原始位置编号很快就数不准了，波却不会。</translation>
    </message>
    <message>
        <source>float16 keeps 11 significant bits. Every whole number up to 2048 fits; from 2049 on only every second one does, from 4097 on every fourth. bfloat16 keeps 8 bits and already fails at 257. The table shows your position %2 and the next one in both types.</source>
        <translation>float16 保留 11 个有效二进制位。2048 以内的整数都能精确表示；从 2049 起只能表示每两个整数中的一个，从 4097 起每四个中只有一个。bfloat16 只保留 8 位，到 257 就已经无法精确表示了。表中列出了你选的位置 %2 和下一个位置在两种类型中的值。</translation>
    </message>
    <message>
        <source>When q and q + 1 become the same number, a raw position feature gives two neighbouring words the same input: the model cannot tell them apart.</source>
        <translation>当 q 和 q + 1 变成同一个数时，用原始位置编号作特征会让两个相邻的词得到相同的输入：模型无法区分它们。</translation>
    </message>
    <message>
        <source>From 65520 on float16 has no number left for the position: it becomes infinity (inf), and sin and cos of it are not numbers (nan). bfloat16 reaches much further, in ever coarser steps.</source>
        <translation>从 65520 起，float16 已没有数可以表示该位置：它变成无穷大（inf），其 sin 和 cos 不是数（nan）。bfloat16 能表示得远得多，但间隔越来越粗。</translation>
    </message>
    <message>
        <source>Why does the angle need float32 even when the encoding is stored in float16?</source>
        <translation>即使编码以 float16 存储，为什么角度仍需要 float32？</translation>
    </message>
    <message>
        <source>The angle is the position times a frequency: it grows like the position and needs as many significant bits. Only sin and cos of it are bounded, so only they can be stored in a short type.</source>
        <translation>角度是位置乘以频率：它像位置一样增大，需要同样多的有效位。只有它的 sin 和 cos 是有界的，所以只有它们能存成短类型。</translation>
    </message>
    <message>
        <source>The waves stay in [−1, 1], where float16 is fine-grained: stored in float16 with the angle computed in float32, PE(q) is off by a few thousandths at most and PE(q + 1) stays a different vector. Computed entirely in float16, the position is rounded first, and the neighbours collide exactly where the raw number does.</source>
        <translation>波停留在 [−1, 1] 内，而 float16 在这个范围里刻度很细：以 float32 计算角度、以 float16 存储时，PE(q) 最多偏差千分之几，PE(q + 1) 仍是另一个向量。完全用 float16 计算时，位置会先被舍入，相邻位置恰好在原始编号发生碰撞的地方碰撞。</translation>
    </message>
    <message>
        <source>That is the idea of relative position schemes, which give the attention score a term for the distance between query and key, and of rotary encodings (RoPE), which rotate queries and keys so that position enters their product only through the distance between them; what the two words say still counts.</source>
        <translation>这正是相对位置方案和旋转位置编码（RoPE）的思路：前者给注意力分数加上一项与查询和键之间距离有关的值；后者旋转查询和键，使位置只通过两者之间的距离进入它们的乘积。两个词本身的内容仍然起作用。</translation>
    </message>
</context>
<context>
    <name>WhyWavesValues</name>
    <message>
        <source>Length of the embedding ‖E‖</source>
        <translation>嵌入的长度 ||E||</translation>
    </message>
    <message>
        <source>Raw feature at position %1</source>
        <translation>位置 %1 处的原始特征</translation>
    </message>
    <message>
        <source>Word&apos;s share 1 / √(1 + p²) at position %1</source>
        <translation>位置 %1 处词所占的比例 1 / sqrt(1 + p²)</translation>
    </message>
    <message>
        <source>sin(p) at position %1</source>
        <translation>位置 %1 处的 sin(p)</translation>
    </message>
    <message>
        <source>Your position q</source>
        <translation>你选的位置 q</translation>
    </message>
    <message>
        <source>Smallest of the %1 components of PE(%2)</source>
        <translation>PE(%2) 的 %1 个分量中的最小值</translation>
    </message>
    <message>
        <source>Largest of the %1 components of PE(%2)</source>
        <translation>PE(%2) 的 %1 个分量中的最大值</translation>
    </message>
    <message>
        <source>PE(%1)[%2]</source>
        <translation>PE(%1)[%2]</translation>
    </message>
    <message>
        <source>Period of dimension %1 (positions)</source>
        <translation>第 %1 维的周期（以位置计）</translation>
    </message>
    <message>
        <source>Positions compared: 0 to %1</source>
        <translation>比较的位置：0 到 %1</translation>
    </message>
    <message>
        <source>The slowest pair</source>
        <translation>最慢的一对维度</translation>
    </message>
    <message>
        <source>Slowest sin at position %1</source>
        <translation>位置 %1 处最慢的 sin</translation>
    </message>
    <message>
        <source>Their difference (of a range of 2)</source>
        <translation>两者之差（取值范围宽度为 2）</translation>
    </message>
    <message>
        <source>Fastest sin at position %1</source>
        <translation>位置 %1 处最快的 sin</translation>
    </message>
    <message>
        <source>‖PE(%1) − PE(%2)‖ with all %3 pairs</source>
        <translation>使用全部 %3 对时的 ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Width d of E and of PE</source>
        <translation>E 和 PE 的维度 d</translation>
    </message>
    <message>
        <source>Width of E + PE</source>
        <translation>E + PE 的维度</translation>
    </message>
    <message>
        <source>Width of [E, PE]</source>
        <translation>[E, PE] 的维度</translation>
    </message>
    <message>
        <source>Weights of a d-wide next layer reading E + PE</source>
        <translation>读取 E + PE 的下一层（维度 d）的权重数</translation>
    </message>
    <message>
        <source>Weights of a d-wide next layer reading [E, PE]</source>
        <translation>读取 [E, PE] 的下一层（维度 d）的权重数</translation>
    </message>
    <message>
        <source>Shift k</source>
        <translation>位移 k</translation>
    </message>
    <message>
        <source>First starting position</source>
        <translation>第一个起点位置</translation>
    </message>
    <message>
        <source>Second starting position (yours)</source>
        <translation>第二个起点位置（你选的）</translation>
    </message>
    <message>
        <source>Pair %1: turn k / denominator (rad)</source>
        <translation>第 %1 对：转角 k / 分母（rad）</translation>
    </message>
    <message>
        <source>Pair %1: hand at position %2 (rad)</source>
        <translation>第 %1 对：位置 %2 处的指针角度（rad）</translation>
    </message>
    <message>
        <source>Largest |R_k PE(%1) − PE(%2)|</source>
        <translation>|R_k PE(%1) − PE(%2)| 的最大值</translation>
    </message>
    <message>
        <source>Rows n_max (longest training input)</source>
        <translation>行数 n_max（最长的训练输入）</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>Learned numbers n_max × d</source>
        <translation>需要学习的数值个数 n_max × d</translation>
    </message>
    <message>
        <source>Has position q a row? (1 yes, 0 no)</source>
        <translation>位置 q 有对应的行吗？（1 有，0 没有）</translation>
    </message>
    <message>
        <source>First position without a row</source>
        <translation>第一个没有对应行的位置</translation>
    </message>
    <message>
        <source>Smallest distance, pairs used: %1</source>
        <translation>最小距离，所用对的个数：%1</translation>
    </message>
    <message>
        <source>Gap of the closest positions, pairs used: %1</source>
        <translation>最接近的两个位置的间隔，所用对的个数：%1</translation>
    </message>
    <message>
        <source>First start moved by k</source>
        <translation>第一个起点移动 k 后</translation>
    </message>
    <message>
        <source>Second start moved by k</source>
        <translation>第二个起点移动 k 后</translation>
    </message>
    <message>
        <source>First whole position float16 cannot hold</source>
        <translation>float16 无法精确表示的第一个整数位置</translation>
    </message>
    <message>
        <source>First whole position bfloat16 cannot hold</source>
        <translation>bfloat16 无法精确表示的第一个整数位置</translation>
    </message>
    <message>
        <source>q as float16</source>
        <translation>q 的 float16 值</translation>
    </message>
    <message>
        <source>q + 1 as float16</source>
        <translation>q + 1 的 float16 值</translation>
    </message>
    <message>
        <source>Step between neighbouring float16 numbers at q</source>
        <translation>q 附近相邻 float16 数之间的间距</translation>
    </message>
    <message>
        <source>q and q + 1 the same float16 number (1 = yes)</source>
        <translation>q 与 q + 1 是否为同一个 float16 数（1 = 是）</translation>
    </message>
    <message>
        <source>q as bfloat16</source>
        <translation>q 的 bfloat16 值</translation>
    </message>
    <message>
        <source>q + 1 as bfloat16</source>
        <translation>q + 1 的 bfloat16 值</translation>
    </message>
    <message>
        <source>q and q + 1 the same bfloat16 number (1 = yes)</source>
        <translation>q 与 q + 1 是否为同一个 bfloat16 数（1 = 是）</translation>
    </message>
    <message>
        <source>‖PE(q + 1) − PE(q)‖ in double</source>
        <translation>用 double 计算的 ||PE(q + 1) − PE(q)||</translation>
    </message>
    <message>
        <source>The same in float16, the angle computed in float32</source>
        <translation>同一个量用 float16 计算（角度用 float32 计算）</translation>
    </message>
    <message>
        <source>Largest error of PE(q) stored in float16 (angle in float32)</source>
        <translation>PE(q) 存为 float16 时的最大误差（角度用 float32）</translation>
    </message>
    <message>
        <source>The same with everything in float16, the position too</source>
        <translation>同一个量全部用 float16 计算（位置也是）</translation>
    </message>
    <message>
        <source>PE(q) and PE(q + 1) bit-identical in float16 (1 = yes)</source>
        <translation>float16 下 PE(q) 与 PE(q + 1) 是否逐位相同（1 = 是）</translation>
    </message>
</context>
<context>
    <name>WorkbenchLesson</name>
    <message>
        <source></source>
        <comment>The workbench lesson. In these sentences %1 is the first position p, %2 the compare position q, %3 the width d and %4 the number of pairs; keep them (or drop them) as the sentence needs. E is the shared embedding, e₀ … e₇ its components, PE(p) the positional encoding of p, A(p) what is added at p (PE(p) when on, 0 when off).</comment>
        <translation></translation>
    </message>
    <message>
        <source>One word, two positions</source>
        <translation>同一个词，两个位置</translation>
    </message>
    <message>
        <source>Both copies of “the” share one static embedding E; only their positions, %1 and %2, can tell them apart.</source>
        <translation>两个“the”共用同一个静态嵌入 E；只有它们的位置 %1 和 %2 能把它们区分开。</translation>
    </message>
    <message>
        <source>A Transformer takes in all tokens at once. Before any context is mixed in, each input must already carry where its token sits.</source>
        <translation>Transformer 一次性读入所有 token。在混入任何上下文之前，每个输入就必须已经带有其 token 所在的位置。</translation>
    </message>
    <message>
        <source>Each input is x(p) = E + A(p). With positional encoding on, A(p) = PE(p); in the off control, A(p) = 0. The switch decides what is added; the formula stays the same.</source>
        <translation>每个输入都是 x(p) = E + A(p)。加上位置编码时 A(p) = PE(p)；在去掉位置编码的对照组中 A(p) = 0。开关只决定加上什么，公式本身不变。</translation>
    </message>
    <message>
        <source>PE(p)[2i] = sin(p / 10000^(2i/d)) and PE(p)[2i+1] = cos(p / 10000^(2i/d)). Here p is the position, d the width and i the pair. Angles are in radians, and every value lies in [−1, 1].</source>
        <translation>PE(p)[2i] = sin(p / 10000^(2i/⁠d))，PE(p)[2i+1] = cos(p / 10000^(2i/⁠d))。其中 p 是位置，d 是维度，i 是第几对。角度以弧度为单位，每个值都在 [−1, 1] 之间。</translation>
    </message>
    <message>
        <source>Dividing the position by a larger denominator gives a slower wave. The encoding never changes the amplitude and never hands a token a different position number.</source>
        <translation>位置除以的分母越大，波就越慢。位置编码从不改变振幅，也从不给 token 换一个位置编号。</translation>
    </message>
    <message>
        <source>Adding %3 components to %3 components gives %3 components. Concatenating would double the width, and the next layer would have to change.</source>
        <translation>%3 个分量加 %3 个分量，结果仍是 %3 个分量。如果改用拼接，维度会加倍，下一层也必须随之修改。</translation>
    </message>
    <message>
        <source>E stays symbolic, with components e₀, e₁, …: no weights are made up. The original Transformer first multiplies the embedding by √d; here that factor is part of E. See sections 3.4 and 3.5 of “Attention Is All You Need”.</source>
        <translation>E 只用符号表示，其分量记为 e₀、e₁……：不编造任何权重。原始的 Transformer 会先把嵌入乘以 sqrt(d)；这里把这个因子算在 E 里。参见《Attention Is All You Need》第 3.4 节和第 3.5 节。</translation>
    </message>
    <message>
        <source>The tokens between the two positions are not expanded on this workbench.</source>
        <translation>两个位置之间的 token 在本工作台上不展开。</translation>
    </message>
    <message>
        <source>Embedding only</source>
        <translation>只有嵌入</translation>
    </message>
    <message>
        <source>Without positions both inputs are the same vector E, so their difference is zero.</source>
        <translation>去掉位置编码时，两个输入是同一个向量 E，所以它们的差为零。</translation>
    </message>
    <message>
        <source>x(%1) = E and x(%2) = E. Subtracted component by component, every eₖ cancels.</source>
        <translation>x(%1) = E，x(%2) = E。逐分量相减，每个 eₖ 都抵消了。</translation>
    </message>
    <message>
        <source>No concrete numbers for E are needed: whatever they are, a vector minus itself is zero. Nothing in these inputs says which “the” comes first.</source>
        <translation>不需要 E 的具体数值：无论它们是多少，一个向量减去它自身都等于零。这两个输入中没有任何信息能说明哪个“the”在前。</translation>
    </message>
    <message>
        <source>Would a different embedding E make the two inputs differ?</source>
        <translation>换一个嵌入 E，两个输入会变得不同吗？</translation>
    </message>
    <message>
        <source>No. Any vector minus itself is zero. Only something that depends on the position can separate the two copies.</source>
        <translation>不会。任何向量减去自身都是零。只有依赖于位置的东西，才能把这两个“the”区分开。</translation>
    </message>
    <message>
        <source>The first pair</source>
        <translation>第一对维度</translation>
    </message>
    <message>
        <source>Pair 0 (components 0 and 1) divides the position by the smallest denominator, so it turns fastest.</source>
        <translation>第 0 对（分量 0 和 1）把位置除以最小的分母，所以转得最快。</translation>
    </message>
    <message>
        <source>The first pair holds the sin and the cos of one angle. At position 0 it is [0, 1], not [0, 0]: cos 0 = 1, so position 0 is not the zero vector.</source>
        <translation>第一对存放的是同一个角度的 sin 和 cos。在位置 0，它是 [0, 1] 而不是 [0, 0]：因为 cos 0 = 1，所以位置 0 不是零向量。</translation>
    </message>
    <message>
        <source>Read each pair as a point on the unit circle. The angle says where the point is; by position %2 it has travelled a long way round.</source>
        <translation>把每一对看作单位圆上的一个点。角度决定点在哪里；到位置 %2 时，它已经绕着圆走了很长一段路。</translation>
    </message>
    <message>
        <source>Why is PE(0) not all zeros?</source>
        <translation>为什么 PE(0) 不全为零？</translation>
    </message>
    <message>
        <source>Because cos 0 = 1. Every cos component of position 0 is 1, so the first pair at position 0 is [0, 1].</source>
        <translation>因为 cos 0 = 1。位置 0 的每个 cos 分量都是 1，所以位置 0 的第一对是 [0, 1]。</translation>
    </message>
    <message>
        <source>The second pair</source>
        <translation>第二对维度</translation>
    </message>
    <message>
        <source>Pair 1 (components 2 and 3) divides by a larger denominator: the same range, a slower wave.</source>
        <translation>第 1 对（分量 2 和 3）除以更大的分母：取值范围相同，波更慢。</translation>
    </message>
    <message>
        <source>The positions are the same; only the angle grows more slowly. The sin and the cos still stay between −1 and 1.</source>
        <translation>位置没变，只是角度增长得更慢。sin 和 cos 仍然在 −1 到 1 之间。</translation>
    </message>
    <message>
        <source>A slow wave changes little from one position to the next, so it still separates positions where a fast pair has come back round.</source>
        <translation>慢波从一个位置到下一个位置变化很小，所以当快的那一对已经转回来时，它仍能把这些位置区分开。</translation>
    </message>
    <message>
        <source>Is the slower pair&apos;s amplitude smaller?</source>
        <translation>较慢的那一对，振幅更小吗？</translation>
    </message>
    <message>
        <source>No. Every sin and cos lies in [−1, 1]. The denominator sets how fast the angle grows, not how large the values get.</source>
        <translation>不是。每个 sin 和 cos 都在 [−1, 1] 之间。分母决定的是角度增长的快慢，而不是数值的大小。</translation>
    </message>
    <message>
        <source>The remaining pairs</source>
        <translation>其余几对维度</translation>
    </message>
    <message>
        <source>The last pairs divide by still larger denominators and change slowly over these positions.</source>
        <translation>最后几对除以更大的分母，在这些位置上变化很慢。</translation>
    </message>
    <message>
        <source>Pair i divides the position by 10000^(2i/d), so each pair is slower than the one before it by the same factor.</source>
        <translation>第 i 对把位置除以 10000^(2i/⁠d)，所以每一对都比前一对慢同样的倍数。</translation>
    </message>
    <message>
        <source>Together the %4 pairs make up PE(p): %3 numbers, each a sin or a cos.</source>
        <translation>这 %4 对合起来就是 PE(p)：共 %3 个数，每个数都是一个 sin 或 cos。</translation>
    </message>
    <message>
        <source>Add component by component</source>
        <translation>逐分量相加</translation>
    </message>
    <message>
        <source>x(p) = E + PE(p) adds each encoding value to the matching embedding component; the width stays %3.</source>
        <translation>x(p) = E + PE(p) 把每个编码值加到嵌入的对应分量上；维度仍为 %3。</translation>
    </message>
    <message>
        <source>Component k of x(p) is eₖ + PE(p)[k]. The embedding part is the same at both positions; only the added numbers differ.</source>
        <translation>x(p) 的第 k 维分量是 eₖ + PE(p)[k]。嵌入部分在两个位置上相同，只有加上去的数不同。</translation>
    </message>
    <message>
        <source>The sum still has %3 components, so the next layer needs no change.</source>
        <translation>相加的结果仍有 %3 个分量，所以下一层无需改动。</translation>
    </message>
    <message>
        <source>The difference isolates position</source>
        <translation>作差后只剩下位置</translation>
    </message>
    <message>
        <source>Subtracting the inputs cancels E and leaves PE(%2) − PE(%1); its length is the square root of the sum of squares.</source>
        <translation>两个输入相减，E 被抵消，剩下 PE(%2) − PE(%1)；它的长度是各分量平方和的平方根。</translation>
    </message>
    <message>
        <source>The Euclidean length comes from the unrounded difference vector: square each component, add the squares, take the square root.</source>
        <translation>欧氏长度由未经四舍五入的差向量算出：每个分量先平方，把平方相加，再开平方根。</translation>
    </message>
    <message>
        <source>It is not the gap q − p, and it is not a score of meaning. A length of 0 means every component agrees; any positive length means at least one differs.</source>
        <translation>它不是间隔 q − p，也不是语义上的打分。长度为 0 表示每个分量都相同；只要长度为正，就说明至少有一个分量不同。</translation>
    </message>
    <message>
        <source>Why is the length not the gap %2 − %1?</source>
        <translation>为什么长度不是间隔 %2 − %1？</translation>
    </message>
    <message>
        <source>The length measures how far apart two points on bounded waves are. It depends on angles, not on counting tokens: at position 6 the gap doubles, yet the length shrinks.</source>
        <translation>长度衡量的是有界的波上两个点相距多远。它取决于角度，而不是数了多少个 token：在位置 6，间隔翻了一倍，长度反而变小了。</translation>
    </message>
    <message>
        <source>Off control</source>
        <translation>对照组：关闭位置编码</translation>
    </message>
    <message>
        <source>With the encoding off both inputs are E + 0, and the difference has length 0.</source>
        <translation>关闭位置编码后，两个输入都是 E + 0，差的长度为 0。</translation>
    </message>
    <message>
        <source>Off sets A(p) = 0 and keeps everything else. The PE candidates are still computed; they are just not added.</source>
        <translation>关闭只是令 A(p) = 0，其余一切不变。PE 候选值仍然会计算，只是不加上去。</translation>
    </message>
    <message>
        <source>This control shows that the length in the difference step comes from the positions alone.</source>
        <translation>这个对照组说明：作差那一步得到的长度完全来自位置。</translation>
    </message>
    <message>
        <source>With the encoding off, can anything in these two inputs tell the copies apart?</source>
        <translation>关闭位置编码后，这两个输入中还有什么能区分两个“the”吗？</translation>
    </message>
    <message>
        <source>No: the inputs are identical. Order can still come from elsewhere, for example a causal mask (see the edge cases).</source>
        <translation>没有：两个输入完全相同。不过顺序信息仍可能来自别处，例如因果掩码（见“边界情况”）。</translation>
    </message>
    <message>
        <source>Position 3 (default)</source>
        <translation>位置 3（默认）</translation>
    </message>
    <message>
        <source>The lesson&apos;s starting point: “the” at positions 0 and 3, and their difference.</source>
        <translation>本课的起点：位置 0 和 3 上的“the”，以及它们的差。</translation>
    </message>
    <message>
        <source>Fast pair nearly repeats</source>
        <translation>快的一对几乎转回起点</translation>
    </message>
    <message>
        <source>Position 6: the first pair has almost come full circle while the second still separates the positions.</source>
        <translation>位置 6：第一对几乎转了整整一圈，而第二对仍能区分这两个位置。</translation>
    </message>
    <message>
        <source>Position 3 with the encoding off: both inputs are E + 0.</source>
        <translation>位置 3，关闭位置编码：两个输入都是 E + 0。</translation>
    </message>
    <message>
        <source>Rounding hides a difference</source>
        <translation>舍入掩盖了差异</translation>
    </message>
    <message>
        <source>Position 1: the slowest cos prints the same to six decimals at both positions, yet the values differ.</source>
        <translation>位置 1：最慢的 cos 在两个位置上显示到小数点后 6 位都相同，但数值其实不同。</translation>
    </message>
    <message>
        <source>The workbench: one word at two positions</source>
        <translation>工作台：同一个词在两个位置上</translation>
    </message>
    <message>
        <source>Step through what sinusoidal positional encoding adds to the token “the” at two positions of “the cat saw the dog”, with every value computed live.</source>
        <translation>逐步查看正弦位置编码在“the cat saw the dog”的两个位置上给 token“the”加上了什么，每个数值都实时计算。</translation>
    </message>
    <message>
        <source>Many frequencies</source>
        <translation>多种频率</translation>
    </message>
    <message>
        <source>Each pair repeats after an angle of 2π; the slower pairs keep positions apart, so the distance does not grow steadily with the gap.</source>
        <translation>每一对在角度走过 2π 后就会重复；较慢的几对让位置保持可区分，所以距离不会随间隔稳定增长。</translation>
    </message>
    <message>
        <source>A sin/cos pair is back where it started after an angle of 2π. Whole-number positions seldom land exactly on a full turn, but they can come close.</source>
        <translation>一对 sin/cos 在角度走过 2π 后回到起点。整数位置很少恰好落在整圈上，但可能很接近。</translation>
    </message>
    <message>
        <source>Try the preset “Fast pair nearly repeats” (position 6): the first pair has turned almost once round and sits near its start, while the second pair has moved only a short way and still tells the positions apart.</source>
        <translation>试试预设场景“快的一对几乎转回起点”（位置 6）：第一对几乎转了一整圈，停在起点附近；而第二对只走了一小段，仍能区分这两个位置。</translation>
    </message>
    <message>
        <source>So the whole length at position 6 is smaller than at position 3. Distance along these waves is periodic: it is neither the number of tokens in between nor a distance in meaning.</source>
        <translation>所以位置 6 处的总长度比位置 3 处更小。沿这些波量出的距离是周期性的：它既不是中间隔了多少个 token，也不是语义上的距离。</translation>
    </message>
    <message>
        <source>Is position 6 farther from position 0 than position 3 is?</source>
        <translation>位置 6 离位置 0，比位置 3 离位置 0 更远吗？</translation>
    </message>
    <message>
        <source>No. The first pair nearly repeats at 6, so ‖PE(6) − PE(0)‖ is smaller than ‖PE(3) − PE(0)‖, even though the gap is twice as large.</source>
        <translation>不是。第一对在位置 6 几乎重复，所以尽管间隔是两倍，||PE(6) − PE(0)|| 仍小于 ||PE(3) − PE(0)||。</translation>
    </message>
    <message>
        <source>A relative shift is a rotation</source>
        <translation>相对位移就是旋转</translation>
    </message>
    <message>
        <source>Moving by R = q − p turns each pair by the fixed angle R / denominator, so PE(p + R) = M_R · PE(p) for every p.</source>
        <translation>移动 R = q − p 个位置，会使每一对转过固定的角度 R / 分母，因此对每个 p 都有 PE(p + R) = M_R ⋅ PE(p)。</translation>
    </message>
    <message>
        <source>The trig addition formulas, sin(a + b) = sin a · cos b + cos a · sin b and cos(a + b) = cos a · cos b − sin a · sin b, turn a shift into a linear transform of the original sin/cos pair.</source>
        <translation>和角公式 sin(a + b) = sin a ⋅ cos b + cos a ⋅ sin b 与 cos(a + b) = cos a ⋅ cos b − sin a ⋅ sin b 把位移变成了对原来那对 sin/cos 的线性变换。</translation>
    </message>
    <message>
        <source>The rotation matrix M_R has one 2 × 2 block per pair and zeros everywhere else. It depends only on R, not on the position you start from.</source>
        <translation>旋转矩阵 M_R 对每一对有一个 2 × 2 的块，其余位置全是零。它只取决于 R，与从哪个位置开始无关。</translation>
    </message>
    <message>
        <source>A model can use this structure to work with relative positions; nothing guarantees that it learns to.</source>
        <translation>模型可以利用这种结构来处理相对位置，但不能保证它一定学会这样做。</translation>
    </message>
    <message>
        <source>Does M_R change when both positions move up by 10?</source>
        <translation>两个位置都增加 10 时，M_R 会改变吗？</translation>
    </message>
    <message>
        <source>No. M_R depends only on the gap R, not on where the two positions start.</source>
        <translation>不会。M_R 只取决于间隔 R，与两个位置从哪里开始无关。</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Building the encoding for n positions of width d takes O(n·d) time and space; one position takes O(d).</source>
        <translation>为 n 个位置构建维度为 d 的编码需要 O(n⋅d) 的时间和空间；单个位置需要 O(d)。</translation>
    </message>
    <message>
        <source>Every entry is one sin or cos of a known angle, from a fixed formula: there is no learned position table to train or store.</source>
        <translation>每个元素都是某个已知角度的 sin 或 cos，来自固定的公式：没有需要训练或存储的可学习的位置表。</translation>
    </message>
    <message>
        <source>The values below count the entries for positions 0 to %2. The cost of attention is not part of this count.</source>
        <translation>下面的数值统计的是位置 0 到 %2 的元素个数。注意力的开销不计在内。</translation>
    </message>
    <message>
        <source>What happens to the cost when d doubles?</source>
        <translation>d 加倍时，开销会怎样变化？</translation>
    </message>
    <message>
        <source>It doubles: each position needs one sin or cos per component.</source>
        <translation>也加倍：每个位置的每个分量都需要一个 sin 或 cos。</translation>
    </message>
    <message>
        <source>Implementation check</source>
        <translation>实现检查</translation>
    </message>
    <message>
        <source>Put the same word at positions p and q: the input difference must equal PE(q) − PE(p), whatever E is.</source>
        <translation>把同一个词放在位置 p 和 q：无论 E 是什么，输入之差都必须等于 PE(q) − PE(p)。</translation>
    </message>
    <message>
        <source>Choose each token&apos;s PE by its slot in the sequence and give it the width of the embedding. The shared embedding then cancels, so the check needs no knowledge of E.</source>
        <translation>按每个 token 在序列中的位置选取它的 PE，并使 PE 的维度与嵌入相同。这样共用的嵌入就会抵消，检查时无需知道 E。</translation>
    </message>
    <message>
        <source>Switch on the bug below: when every token gets PE(0), the two inputs are equal, the difference is zero, and the check fails.</source>
        <translation>启用下面的错误：当每个 token 都得到 PE(0) 时，两个输入相等，差为零，检查失败。</translation>
    </message>
    <message>
        <source>The same word at two positions gives an input difference of zero. What does that tell you?</source>
        <translation>同一个词放在两个位置上，输入之差却为零。这说明了什么？</translation>
    </message>
    <message>
        <source>The position path adds the same vector at both slots: for example PE(0) for every token, or the encoding is switched off.</source>
        <translation>位置这条路径在两个位置上加了同一个向量：例如每个 token 都加了 PE(0)，或者位置编码被关闭了。</translation>
    </message>
    <message>
        <source>Edge cases</source>
        <translation>边界情况</translation>
    </message>
    <message>
        <source>Off still computes the candidates, position 0 is all sin 0 and cos 1, six-decimal ties can hide real differences, and far positions compute without promises.</source>
        <translation>关闭时仍会计算候选值；位置 0 全是 sin 0 和 cos 1；小数点后 6 位相同可能掩盖真实的差异；很远的位置也能算，但没有任何保证。</translation>
    </message>
    <message>
        <source>Off: in this control the repeated token gets the same input twice, but the unused PE candidates can still be computed and shown.</source>
        <translation>关闭：在这个对照组中，重复的 token 两次得到相同的输入，但未使用的 PE 候选值仍可以计算和显示。</translation>
    </message>
    <message>
        <source>Position 0: every sin is 0 and every cos is 1.</source>
        <translation>位置 0：每个 sin 都是 0，每个 cos 都是 1。</translation>
    </message>
    <message>
        <source>Small differences: a slow cos can print the same to six decimals at two positions. The computation and the length use full precision; the focus display shows more digits.</source>
        <translation>微小差异：慢的 cos 在两个位置上显示到小数点后 6 位可能相同。计算和长度都使用全精度；聚焦显示会给出更多位数。</translation>
    </message>
    <message>
        <source>Long inputs: the formula computes for positions past 32 or past the training range, but nothing promises that a model behaves well there. 32 is only the range of this workbench&apos;s control.</source>
        <translation>长输入：对于超过 32 或超出训练范围的位置，公式照样能算，但不能保证模型在那里表现良好。32 只是本工作台控件的取值范围。</translation>
    </message>
    <message>
        <source>Other sources of order: self-attention without masks or positions is permutation-equivariant. A causal mask also gives order structure, and rotary and bias schemes exist. Stopping this addition alone does not show that a model has no order information.</source>
        <translation>顺序的其他来源：既没有掩码也没有位置编码的自注意力是排列等变的。因果掩码也能提供顺序结构，此外还有旋转类和偏置类方案。仅仅去掉这一加法，并不能说明模型没有任何顺序信息。</translation>
    </message>
    <message>
        <source>Common mistakes lab</source>
        <translation>常见错误实验室</translation>
    </message>
    <message>
        <source>Switch on one of six common mistakes and compare the symptom it causes with the correct result.</source>
        <translation>启用六个常见错误中的一个，把它造成的症状与正确结果进行比较。</translation>
    </message>
    <message>
        <source>Each mistake is simulated on the same two positions. E stays symbolic, so the numbers show only what the mistake does to the position path.</source>
        <translation>每个错误都在同样的两个位置上模拟。E 只用符号表示，所以这些数字只反映该错误对位置路径的影响。</translation>
    </message>
    <message>
        <source>Model scope</source>
        <translation>模型范围</translation>
    </message>
    <message>
        <source>This workbench covers the original additive sinusoidal encoding: %3 dimensions, two positions and a symbolic shared embedding.</source>
        <translation>本工作台涵盖原始的相加式正弦位置编码：%3 个维度、两个位置，以及一个用符号表示的共享嵌入。</translation>
    </message>
    <message>
        <source>Not included: attention, training, normalization, dropout, and any prediction of meaning.</source>
        <translation>不包括：注意力、训练、归一化、dropout，以及任何语义预测。</translation>
    </message>
    <message>
        <source>Where to go next: word embeddings, the attention mechanism, and the Transformer block.</source>
        <translation>接下来可以学习：词嵌入、注意力机制和 Transformer 块。</translation>
    </message>
    <message>
        <source>The two inputs differ by a positive length. Does that show that a trained model understands word order?</source>
        <translation>两个输入之差的长度为正。这能说明训练好的模型理解词序吗？</translation>
    </message>
    <message>
        <source>No. It shows that the input carries a position signal. Whether a model uses it depends on its attention, its training and its data, and none of these is part of this workbench.</source>
        <translation>不能。它只说明输入携带了位置信号。模型是否利用它，取决于它的注意力、训练和数据，而这些都不在本工作台的范围内。</translation>
    </message>
    <message>
        <source>On and off side by side</source>
        <translation>有位置编码与无位置编码并排对比</translation>
    </message>
    <message>
        <source>With the encoding on the two inputs differ by ‖PE(%2) − PE(%1)‖; with it off they are identical.</source>
        <translation>加上位置编码时，两个输入相差 ||PE(%2) − PE(%1)||；去掉位置编码时两者完全相同。</translation>
    </message>
    <message>
        <source>Same token, same embedding, same positions: only the switch differs. The left column is the evidence that the encoding marks position; the right column is the control.</source>
        <translation>同一个 token、同一个嵌入、同样的位置：只有开关不同。左列是位置编码标记了位置的证据；右列是对照组。</translation>
    </message>
    <message>
        <source>At position %1: pair %2&apos;s distance from %3</source>
        <translation>位置 %1：第 %2 对与位置 %3 的距离</translation>
    </message>
    <message>
        <source>At position %1: whole length ‖PE(%1) − PE(%2)‖</source>
        <translation>位置 %1：总长度 ||PE(%1) − PE(%2)||</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Quantity</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>With the mistake</source>
        <translation>含错误时</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Token “the” at positions p = %1 and q = %2 · width d = %3 · base %4</source>
        <translation>位置 p = %1 和 q = %2 上的 token“the” ⋅ 维度 d = %3 ⋅ 底数 %4</translation>
    </message>
    <message>
        <source>Step %1. %2</source>
        <translation>步骤 %1&#x3000;%2</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a worksheet format; use markdown or json.</source>
        <translation>%1：“%2”不是练习单格式；请使用 markdown 或 json。</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>%1, %2 decimals (focus display)</source>
        <translation>%1（聚焦显示：小数点后 %2 位）</translation>
    </message>
    <message>
        <source>Compare position q</source>
        <translation>比较位置 q</translation>
    </message>
    <message>
        <source>Lesson: %1 · %2 = %3 · Language: %4</source>
        <translation>课程：%1 ⋅ %2 = %3 ⋅ 语言：%4</translation>
    </message>
    <message>
        <source>Width d = %1 · base %2</source>
        <translation>维度 d = %1 ⋅ 底数 %2</translation>
    </message>
</context>
<context>
    <name>WorksheetDocument</name>
    <message>
        <source>the page could not be started</source>
        <translation>无法开始新页面</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>问题：%1</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>page %1 could not be started</source>
        <translation>无法开始第 %1 页</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>the pages could not be finished</source>
        <translation>无法完成页面</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message>
        <source>nothing was produced</source>
        <translation>未生成任何内容</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>cannot write to standard output (%1); the output is incomplete.</source>
        <translation>无法写入标准输出（%1）；输出不完整。</translation>
    </message>
    <message>
        <source>--output: could not write &quot;%1&quot;: %2.</source>
        <translation>--output：无法写入“%1”：%2。</translation>
    </message>
</context>
<context>
    <name>pe::AppSession</name>
    <message>
        <source>The settings could not be saved to &quot;%1&quot;; the values in use stay as they are.</source>
        <translation>无法将设置保存到“%1”；当前使用的值保持不变。</translation>
    </message>
</context>
<context>
    <name>pe::CheckedSpinBox</name>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; enter an even integer from %3 to %4.</source>
        <translation>%1：不允许输入“%2”；请输入 %3 到 %4 之间的偶数。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; enter an integer from %3 to %4.</source>
        <translation>%1：不允许输入“%2”；请输入 %3 到 %4 之间的整数。</translation>
    </message>
</context>
<context>
    <name>pe::ClockDescription</name>
    <message>
        <source>Clock hands, one dial per pair</source>
        <translation>时钟指针，每对一个表盘</translation>
    </message>
    <message>
        <source>Clock hands of %1 pairs; %2</source>
        <translation>%1 对的时钟指针；%2</translation>
    </message>
</context>
<context>
    <name>pe::ClockGrid</name>
    <message>
        <source>pair %1 · dims %2, %3</source>
        <translation>第 %1 对 ⋅ 第 %2、%3 维</translation>
    </message>
    <message>
        <source>period %1</source>
        <translation>周期 %1</translation>
    </message>
    <message>
        <source>%1 = %2: angle %3 rad (mod 2π), sin %4, cos %5</source>
        <translation>%1 = %2：角度 %3 rad (mod 2π)，sin %4，cos %5</translation>
    </message>
    <message>
        <source>Pair %1: dimension %2 (sin) and dimension %3 (cos)</source>
        <translation>第 %1 对：第 %2 维（sin）和第 %3 维（cos）</translation>
    </message>
    <message>
        <source>denominator %1</source>
        <translation>分母 %1</translation>
    </message>
    <message>
        <source>period 2π × denominator = %1 positions per turn</source>
        <translation>周期 2π × 分母 = 每圈 %1 个位置</translation>
    </message>
    <message>
        <source>p</source>
        <translation>p</translation>
    </message>
    <message>
        <source>q</source>
        <translation>q</translation>
    </message>
    <message>
        <source>Positional encoding is off: these are candidates, not added to the input.</source>
        <translation>位置编码已关闭：这些是候选值，并未加到输入上。</translation>
    </message>
</context>
<context>
    <name>pe::ClockPlayer</name>
    <message>
        <source>p = %1</source>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Stop the animation; p stays where it is.</source>
        <translation>停止动画；p 停在当前位置。</translation>
    </message>
    <message>
        <source>Animate: p grows at the chosen speed and wraps around at the end of the slider.</source>
        <translation>播放动画：p 以选定的速度增长，到达滑块末端后从头开始。</translation>
    </message>
    <message>
        <source>Turn every hand together: moves position p (0 to the last position shown).</source>
        <translation>让所有指针一起转动：移动位置 p（从 0 到显示的最后一个位置）。</translation>
    </message>
    <message>
        <source>How many positions per second the animation moves p.</source>
        <translation>动画中 p 每秒前进多少个位置。</translation>
    </message>
    <message>
        <source>Pos&amp;ition p:</source>
        <translation>位置 p(&amp;I)：</translation>
    </message>
    <message>
        <source>Speed (positio&amp;ns/s):</source>
        <translation>速度（位置/秒）(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>pe::ClockView</name>
    <message>
        <source>Page %1 of %2 · pairs %3–%4</source>
        <translation>第 %1 页，共 %2 页 ⋅ 第 %3–%4 对</translation>
    </message>
    <message>
        <source>%1 hand at p = %2 &amp;nbsp;&amp;nbsp; %3 faint hand at q = %4</source>
        <translation>%1 p = %2 处的指针 &amp;nbsp;&amp;nbsp; %3 q = %4 处的淡色指针</translation>
    </message>
    <message>
        <source>Clock hands · d = %1, base %2 · p = %3 (solid), q = %4 (faint) · pairs %5–%6 of %7</source>
        <translation>时钟指针 ⋅ d = %1，底数 %2 ⋅ p = %3（实线），q = %4（淡色）⋅ 共 %7 对中的第 %5–%6 对</translation>
    </message>
    <message>
        <source>Each hand points at θ = position / denominator, clockwise from 12 o&apos;clock: its tip is (sin θ, cos θ). Under each dial: the pair, its two dimensions and its period 2π × denominator.</source>
        <translation>每根指针指向 θ = 位置 / 分母，从 12 点方向顺时针量起：指针尖端为 (sin θ, cos θ)。每个表盘下方标有：第几对、它的两个维度，以及周期 2π × 分母。</translation>
    </message>
    <message>
        <source>hand at p = %1</source>
        <translation>p = %1 处的指针</translation>
    </message>
    <message>
        <source>faint hand at q = %1</source>
        <translation>q = %1 处的淡色指针</translation>
    </message>
    <message>
        <source>Draw q&apos;s hands faintly on the same dials.</source>
        <translation>在同一组表盘上用淡色画出 q 的指针。</translation>
    </message>
    <message>
        <source>Previous page of dials</source>
        <translation>上一页表盘</translation>
    </message>
    <message>
        <source>Next page of dials</source>
        <translation>下一页表盘</translation>
    </message>
    <message>
        <source>Each pair of dimensions is a clock hand. The hand points at the angle θ = p / denominator, measured clockwise from 12 o&apos;clock, so its tip is (sin θ, cos θ): the pair&apos;s two components. One turn takes 2π × denominator positions (the period under each dial): the first pairs spin like a second hand, the last ones crawl like an hour hand. Hover a dial for its exact values; click it to pick its sin dimension (the ringed dial).</source>
        <translation>每一对维度就是一根时钟指针。指针指向角度 θ = p / 分母，从 12 点方向顺时针量起，所以指针尖端为 (sin θ, cos θ)：即这一对的两个分量。转一圈所需的位置数为 2π × 分母（即每个表盘下方标的周期）：前几对像秒针一样飞转，最后几对像时针一样缓慢移动。将鼠标悬停在表盘上可查看精确数值；单击表盘可选取它的 sin 维度（带圆圈的表盘）。</translation>
    </message>
    <message>
        <source>Positional encoding is switched off: the hands show the PE candidates, which are not added to the input (x(p) = E + 0).</source>
        <translation>位置编码已关闭：指针显示的是 PE 候选值，它们并未加到输入上（x(p) = E + 0）。</translation>
    </message>
    <message>
        <source>Sho&amp;w q</source>
        <translation>显示 q(&amp;W)</translation>
    </message>
</context>
<context>
    <name>pe::ComparisonPanel</name>
    <message>
        <source>‖x(q) − x(p)‖ = %1</source>
        <translation>||x(q) − x(p)|| = %1</translation>
    </message>
    <message>
        <source>The Euclidean length of the difference vector: the square root of the sum of the squares of its %1 components. It is not the gap q − p = %2 between the positions, and not a score of meaning.</source>
        <translation>差向量的欧氏长度：它的 %1 个分量的平方和的平方根。它不是两个位置之间的间隔 q − p = %2，也不是语义上的打分。</translation>
    </message>
    <message>
        <source>Positional encoding is off: both inputs are E + 0, so the difference is zero. PE(p) and PE(q) are still listed as candidates, not added; added, they would give a length of %1.</source>
        <translation>位置编码已关闭：两个输入都是 E + 0，所以差为零。PE(p) 和 PE(q) 仍作为候选值列出，但没有加上；如果加上，长度将是 %1。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p): the token&apos;s embedding E cancels, only the positions remain.</source>
        <translation>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p)：token 的嵌入 E 抵消了，只剩下位置。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + 0) − (E + 0) = 0: without the encoding the same token gives the same input at every position.</source>
        <translation>x(q) − x(p) = (E + 0) − (E + 0) = 0：没有位置编码时，同一个 token 在每个位置上的输入都相同。</translation>
    </message>
    <message>
        <source>Distance per pair (0 to 2), pairs 0–%1 of %2</source>
        <translation>每对的距离（0 到 2），共 %2 对中的第 0–%1 对</translation>
    </message>
    <message>
        <source>Distance per pair (0 to 2)</source>
        <translation>每对的距离（0 到 2）</translation>
    </message>
    <message>
        <source>Show 12 decimals instead of 6: the slow pairs&apos; differences are tiny and can look equal at 6 decimals. The values are always computed in full precision.</source>
        <translation>显示小数点后 12 位而不是 6 位：慢的几对差异很小，只保留 6 位小数时可能看起来相等。数值始终以全精度计算。</translation>
    </message>
    <message>
        <source>Distance per pair, from 0 (same angle) to 2 (opposite hands)</source>
        <translation>每对的距离，从 0（角度相同）到 2（指针方向相反）</translation>
    </message>
    <message>
        <source>Per dimension: PE(p), PE(q) and x(q) − x(p)</source>
        <translation>各维度的 PE(p)、PE(q) 和 x(q) − x(p)</translation>
    </message>
    <message>
        <source>F&amp;ocus: 12 decimals</source>
        <translation>聚焦显示：小数点后 12 位(&amp;O)</translation>
    </message>
</context>
<context>
    <name>pe::ComparisonTableModel</name>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>Dimension %1: %2 of pair %3 (denominator %4)</source>
        <translation>第 %1 维：第 %3 对的 %2（分母 %4）</translation>
    </message>
    <message>
        <source>full precision: %1</source>
        <translation>全精度：%1</translation>
    </message>
    <message>
        <source>Positional encoding is off: x(q) − x(p) = (E + 0) − (E + 0) = 0.</source>
        <translation>位置编码已关闭：x(q) − x(p) = (E + 0) − (E + 0) = 0。</translation>
    </message>
    <message>
        <source>A candidate: not added while positional encoding is off.</source>
        <translation>候选值：位置编码关闭时不会加上。</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第几对</translation>
    </message>
    <message>
        <source>sin/cos</source>
        <translation>sin/cos</translation>
    </message>
    <message>
        <source>PE(p)
p = %1</source>
        <translation>PE(p)
p = %1</translation>
    </message>
    <message>
        <source>PE(p) candidate
p = %1</source>
        <translation>PE(p) 候选值
p = %1</translation>
    </message>
    <message>
        <source>PE(q)
q = %1</source>
        <translation>PE(q)
q = %1</translation>
    </message>
    <message>
        <source>PE(q) candidate
q = %1</source>
        <translation>PE(q) 候选值
q = %1</translation>
    </message>
    <message>
        <source>x(q) − x(p)</source>
        <translation>x(q) − x(p)</translation>
    </message>
    <message>
        <source>The component&apos;s index in the vector (0 … d − 1).</source>
        <translation>该分量在向量中的序号（0 … d − 1）。</translation>
    </message>
    <message>
        <source>The pair i of the component: both components of a pair share one angle.</source>
        <translation>该分量所属的第 i 对：同一对的两个分量共用一个角度。</translation>
    </message>
    <message>
        <source>Whether the component holds the pair&apos;s sin or its cos.</source>
        <translation>该分量存放的是这一对的 sin 还是 cos。</translation>
    </message>
    <message>
        <source>The positional encoding added to the token&apos;s embedding E.</source>
        <translation>加到 token 的嵌入 E 上的位置编码。</translation>
    </message>
    <message>
        <source>Positional encoding is off: computed, but not added to E.</source>
        <translation>位置编码已关闭：已计算，但未加到 E 上。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p): E cancels.</source>
        <translation>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p)：E 抵消了。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + 0) − (E + 0) = 0 while positional encoding is off.</source>
        <translation>位置编码关闭时，x(q) − x(p) = (E + 0) − (E + 0) = 0。</translation>
    </message>
</context>
<context>
    <name>pe::ContextBandsChart</name>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
</context>
<context>
    <name>pe::ContextsView</name>
    <message>
        <source>Scale s: &quot;%1&quot; is not allowed; the scale must be a number greater than 0 and at most 10^6, e.g. 4.</source>
        <translation>倍率 s：不允许输入“%1”；倍率必须是大于 0 且不超过 10^6 的数，例如 4。</translation>
    </message>
    <message>
        <source>Training length L: &quot;%1&quot; is not allowed; the training length must be a whole number from 1 to %2.</source>
        <translation>训练长度 L：不允许输入“%1”；训练长度必须是 1 到 %2 之间的整数。</translation>
    </message>
    <message>
        <source>&amp;Rescaling:</source>
        <translation>缩放方式(&amp;R)：</translation>
    </message>
    <message>
        <source>How the frequencies are rescaled for the longer context: position interpolation (θᵢ / s), NTK-aware scaling (a larger base) or YaRN (a ramp between the two)</source>
        <translation>为更长的上下文重新缩放频率的方式：位置插值（θᵢ / s）、NTK-aware 缩放（更大的底数）或 YaRN（在两者之间用斜坡过渡）</translation>
    </message>
    <message>
        <source>Scaling method</source>
        <translation>缩放方式</translation>
    </message>
    <message>
        <source>S&amp;cale s:</source>
        <translation>倍率 s(&amp;C)：</translation>
    </message>
    <message>
        <source>How many times longer the run is than training: a number greater than 0 and at most 10^6</source>
        <translation>推理长度是训练长度的多少倍：大于 0 且不超过 10^6 的数</translation>
    </message>
    <message>
        <source>Scale s</source>
        <translation>倍率 s</translation>
    </message>
    <message>
        <source>Trainin&amp;g length L:</source>
        <translation>训练长度 L(&amp;G)：</translation>
    </message>
    <message>
        <source>The number of positions the model was trained on: a whole number from 1 to 2^53</source>
        <translation>模型训练时使用的位置数：1 到 2^53 之间的整数</translation>
    </message>
    <message>
        <source>Training length L</source>
        <translation>训练长度 L</translation>
    </message>
    <message>
        <source>Angles seen in training and needed by the longer run, per pair</source>
        <translation>每一对在训练中见过的角度与更长的推理所需的角度</translation>
    </message>
    <message>
        <source>Values of the hovered pair</source>
        <translation>鼠标悬停的那一对的数值</translation>
    </message>
    <message>
        <source> ⋅ </source>
        <comment>between the items of the hovered pair&apos;s read-out; Chinese: ；, as the items hold ，</comment>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>pe::DimensionPicker</name>
    <message>
        <source>e.g. 0, 1, 10 or 0-7</source>
        <translation>例如 0, 1, 10 或 0-7</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Back to the default dimensions (0, 1 and 10, or all for d ≤ 8)</source>
        <translation>恢复默认维度（0、1 和 10；d ≤ 8 时为全部维度）</translation>
    </message>
    <message>
        <source>The dimensions to draw as waves, from 0 to %1: single numbers and ranges separated by commas, at most %2. Press Enter to apply; clicking a heatmap row or a curve picks a dimension too.</source>
        <translation>要画成波的维度，范围 0 到 %1：单个数字或范围，用逗号分隔，最多 %2 个。按 Enter 应用；单击热力图的某一行或某条曲线也可以选取维度。</translation>
    </message>
    <message>
        <source>Di&amp;mensions:</source>
        <translation>维度(&amp;M)：</translation>
    </message>
    <message>
        <source>Clear the dimensions</source>
        <translation>清除维度</translation>
    </message>
</context>
<context>
    <name>pe::EncodingTableView</name>
    <message>
        <source>Every value PE(position)[dimension], to 6 decimals</source>
        <translation>所有数值 PE(位置)[维度]，保留小数点后 6 位</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
</context>
<context>
    <name>pe::HeatmapDescription</name>
    <message>
        <source>Heatmap, %1 dimensions by %2 positions; position %3, dimension %4: %5</source>
        <translation>热力图，%1 个维度 × %2 个位置；位置 %3、维度 %4：%5</translation>
    </message>
</context>
<context>
    <name>pe::HeatmapView</name>
    <message>
        <source>Heatmap of the positional encoding</source>
        <translation>位置编码热力图</translation>
    </message>
    <message>
        <source>Positions across, dimensions down; colour shows the value from −1 to +1.</source>
        <translation>横向为位置，纵向为维度；颜色表示从 −1 到 +1 的数值。</translation>
    </message>
    <message>
        <source>Each column is a position, each row a dimension (0 at the top); the colour is the value. Click a cell to pick its position as p and its dimension. Wheel: zoom positions; Ctrl or Shift + wheel: zoom dimensions; drag: pan; + and -: zoom positions; Ctrl + and Ctrl -: zoom dimensions; arrow keys: pan; Home: show everything.</source>
        <translation>每一列是一个位置，每一行是一个维度（0 在最上方）；颜色表示数值。单击一个单元格，可将它的位置设为 p 并选取它的维度。滚轮：缩放位置；Ctrl 或 Shift + 滚轮：缩放维度；拖动：平移；+ 和 -：缩放位置；Ctrl + 和 Ctrl -：缩放维度；方向键：平移；Home：显示全部。</translation>
    </message>
    <message>
        <source>Shift + arrow keys: move the keyboard cursor one cell; Enter: pick that cell.</source>
        <translation>Shift + 方向键：将键盘光标移动一格；Enter：选取该单元格。</translation>
    </message>
</context>
<context>
    <name>pe::InnerPartNames</name>
    <message>
        <source>More buttons</source>
        <translation>更多按钮</translation>
    </message>
    <message>
        <source>The toolbar&apos;s buttons that do not fit the window</source>
        <translation>窗口放不下的工具栏按钮</translation>
    </message>
</context>
<context>
    <name>pe::LessonAbsoluteVectorsPage</name>
    <message>
        <source>ABCD:  %1
CBAD:  %2</source>
        <translation>ABCD：%1
CBAD：%2</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>The same token A at two places is two different inputs:</source>
        <translation>同一个 token A 放在两个位置，就是两个不同的输入：</translation>
    </message>
    <message>
        <source>E_A + P_0 (in ABCD)</source>
        <translation>E_A + P_0（在 ABCD 中）</translation>
    </message>
    <message>
        <source>E_A + P_2 (in CBAD)</source>
        <translation>E_A + P_2（在 CBAD 中）</translation>
    </message>
    <message>
        <source>‖(E_A + P_0) − (E_A + P_2)‖ = ‖P_0 − P_2‖ = %1: not the same input.</source>
        <translation>||(E_A + P_0) − (E_A + P_2)|| = ||P_0 − P_2|| = %1：不是同一个输入。</translation>
    </message>
</context>
<context>
    <name>pe::LessonAddConcatPage</name>
    <message>
        <source>Add</source>
        <translation>相加</translation>
    </message>
    <message>
        <source>Concatenate</source>
        <translation>拼接</translation>
    </message>
    <message>
        <source>next layer: %1 × %2 weights</source>
        <translation>下一层：%1 × %2 个权重</translation>
    </message>
    <message>
        <source>Add or concatenate: widths and next-layer weights</source>
        <translation>相加或拼接：维度与下一层的权重</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>pe::LessonAlibiBiasPage</name>
    <message>
        <source>Head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>斜率</translation>
    </message>
    <message>
        <source>Bias −slope · %1</source>
        <translation>偏置 −斜率 ⋅ %1</translation>
    </message>
    <message>
        <source>Factor e^bias</source>
        <translation>系数 e^bias</translation>
    </message>
    <message>
        <source>Penalty slope · %1</source>
        <translation>惩罚（斜率 ⋅ %1）</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>第 %1 个头</translation>
    </message>
    <message>
        <source>Slopes of %1 heads: %2.</source>
        <translation>%1 个头的斜率：%2。</translation>
    </message>
</context>
<context>
    <name>pe::LessonClockPeriodsPage</name>
    <message>
        <source>Pair i</source>
        <translation>第 i 对</translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation>维度</translation>
    </message>
    <message>
        <source>Period 2π · 10000^(2i/%1)</source>
        <translation>周期 2π ⋅ 10000^(2i/⁠%1)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>第 %1、%2 维</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>pair %1 at position %2</source>
        <translation>位置 %2 处的第 %1 对</translation>
    </message>
    <message>
        <source>period %1</source>
        <translation>周期 %1</translation>
    </message>
    <message>
        <source>Your own width d (even, %1 to %2):</source>
        <translation>自选维度 d（偶数，%1 到 %2）：</translation>
    </message>
    <message>
        <source>Clock hands at position %1</source>
        <translation>位置 %1 处的时钟指针</translation>
    </message>
</context>
<context>
    <name>pe::LessonClockShiftPage</name>
    <message>
        <source>From position %1 to %2 (faint hand: start, dark hand: after the shift):</source>
        <translation>从位置 %1 到 %2（浅色指针：起点，深色指针：位移后）：</translation>
    </message>
    <message>
        <source>From your position %1 to %2:</source>
        <translation>从你选的位置 %1 到 %2：</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>第 %1 对</translation>
    </message>
    <message>
        <source>turn %1 rad</source>
        <translation>转 %1 rad</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>第几对</translation>
    </message>
    <message>
        <source>Turn k / denominator</source>
        <translation>转角 k / 分母</translation>
    </message>
    <message>
        <source>Hand at %1</source>
        <translation>位置 %1 处的指针</translation>
    </message>
    <message>
        <source>The hands are angles in radians from 12 o&apos;clock, clockwise. Largest |R_%1 PE(%2) − PE(%3)| = %4; largest |R_%1 PE(%5) − PE(%6)| = %7.</source>
        <translation>指针角度用弧度表示，从 12 点方向起按顺时针计。最大 |R_%1 PE(%2) − PE(%3)| = %4；最大 |R_%1 PE(%5) − PE(%6)| = %7。</translation>
    </message>
    <message>
        <source>Clock hands from position %1 to %2</source>
        <translation>从位置 %1 到 %2 的时钟指针</translation>
    </message>
</context>
<context>
    <name>pe::LessonContextScalingPage</name>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Unseen pairs</source>
        <translation>含未见过角度的对</translation>
    </message>
    <message>
        <source>Reach past the band</source>
        <translation>超出范围的倍数</translation>
    </message>
    <message>
        <source>Pair 0 at Δ = %1</source>
        <translation>第 0 对（Δ = %1）</translation>
    </message>
    <message>
        <source>Slowest pair at Δ = %1</source>
        <translation>最慢的一对（Δ = %1）</translation>
    </message>
    <message>
        <source>Slowest wavelength</source>
        <translation>最慢一对的波长</translation>
    </message>
    <message>
        <source>No rescaling</source>
        <translation>不缩放</translation>
    </message>
    <message>
        <source>Position interpolation</source>
        <translation>位置插值</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware 缩放</translation>
    </message>
    <message>
        <source>YaRN ramp</source>
        <translation>YaRN（斜坡）</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at %1 positions</source>
        <translation>%1 个位置时含未见过角度的对</translation>
    </message>
    <message>
        <source>Trained on L = %1, run on s · L = %2 (s = %3), d = %4. NTK-aware base&apos; = %5; YaRN&apos;s attention factor %6.</source>
        <translation>训练长度 L = %1，推理长度 s ⋅ L = %2（s = %3），d = %4。NTK-aware 的 base&apos; = %5；YaRN 的注意力缩放因子为 %6。</translation>
    </message>
</context>
<context>
    <name>pe::LessonEdgeCasesPage</name>
    <message>
        <source>Position 0: largest |sin| = %1, smallest cos = %2.</source>
        <translation>位置 0：最大 |sin| = %1，最小 cos = %2。</translation>
    </message>
    <message>
        <source>Off: the inputs differ by %1, yet the unused candidates still give ‖PE(%2) − PE(%3)‖ = %4.</source>
        <translation>关闭：输入相差 %1，但未使用的候选值仍然给出 ||PE(%2) − PE(%3)|| = %4。</translation>
    </message>
    <message>
        <source>Focus display: every component at six decimals and with more &amp;digits:</source>
        <translation>聚焦显示：每个分量显示到小数点后 6 位，并显示更多位数(&amp;D)：</translation>
    </message>
    <message>
        <source>Decimals of the focus columns, 6 to 17.</source>
        <translation>聚焦列的小数位数，6 到 17。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>PE(%1)[k], %2 decimals</source>
        <translation>PE(%1)[k]，小数点后 %2 位</translation>
    </message>
    <message>
        <source>Six decimals</source>
        <translation>小数点后 6 位</translation>
    </message>
    <message>
        <source>look alike</source>
        <translation>看起来相同</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>相等</translation>
    </message>
    <message>
        <source>differ</source>
        <translation>不同</translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) print the same to six decimals but differ at full precision; the length uses the full values.</source>
        <translation>
            <numerusform>有 %n 个分量显示到小数点后 6 位时相同，但在全精度下不同；长度按完整数值计算。</numerusform>
        </translation>
    </message>
    <message>
        <source>No component prints the same to six decimals here; try the preset “Rounding hides a difference”. The slowest cos (component %1) is the first to look alike.</source>
        <translation>这里没有哪个分量显示到小数点后 6 位时相同；试试预设场景“舍入掩盖了差异”。最慢的 cos（第 %1 维分量）最先看起来相同。</translation>
    </message>
    <message>
        <source>Far past the range: ‖PE(%1) − PE(%2)‖ = %3 computes, but a model trained on shorter inputs promises nothing there.</source>
        <translation>远超出范围：||PE(%1) − PE(%2)|| = %3 照样算得出来，但用较短输入训练的模型在那里没有任何保证。</translation>
    </message>
</context>
<context>
    <name>pe::LessonFingerprintPage</name>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差</translation>
    </message>
    <message>
        <source>Slowest wave (pair %1)</source>
        <translation>最慢的波（第 %1 对）</translation>
    </message>
    <message>
        <source>Fastest wave (pair 0)</source>
        <translation>最快的波（第 0 对）</translation>
    </message>
    <message>
        <source>All %1 pairs together: ‖PE(%2) − PE(%3)‖ = %4.</source>
        <translation>全部 %1 对一起：||PE(%2) − PE(%3)|| = %4。</translation>
    </message>
    <message>
        <source>The two closest of the positions 0 to %1, using only the first m pairs (fastest first):</source>
        <translation>只用前 m 对（从最快的开始）时，位置 0 到 %1 中最接近的两个位置：</translation>
    </message>
    <message>
        <source>Pairs used, m</source>
        <translation>使用前 m 对</translation>
    </message>
    <message>
        <source>Smallest distance</source>
        <translation>最小距离</translation>
    </message>
    <message>
        <source>Closest positions lie this far apart</source>
        <translation>最接近的两个位置之间的距离</translation>
    </message>
    <message>
        <source>smallest distance</source>
        <translation>最小距离</translation>
    </message>
</context>
<context>
    <name>pe::LessonImplementationCheckPage</name>
    <message>
        <source>Simulate the bug: PE(0) added to every token</source>
        <translation>模拟错误：给每个 token 都加上 PE(0)</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>Input difference x(%1) − x(%2)</source>
        <translation>输入差 x(%1) − x(%2)</translation>
    </message>
    <message>
        <source>Expected PE(%1) − PE(%2)</source>
        <translation>预期的 PE(%1) − PE(%2)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Check passed: the input difference equals PE(%1) − PE(%2) in every component; its length is %3.</source>
        <translation>检查通过：输入差的每个分量都等于 PE(%1) − PE(%2)；其长度为 %3。</translation>
    </message>
    <message>
        <source>Check failed: the input difference has length %1 instead of %2. The same vector was added at both positions.</source>
        <translation>检查未通过：输入差的长度为 %1，而不是 %2。两个位置加上的是同一个向量。</translation>
    </message>
</context>
<context>
    <name>pe::LessonInputDifferencePage</name>
    <message>
        <source>(the shared E cancels)</source>
        <translation>（共同的 E 抵消了）</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>平方</translation>
    </message>
    <message>
        <source>Sum of the squares: %1</source>
        <translation>平方和：%1</translation>
    </message>
    <message>
        <source>Length ‖x(%1) − x(%2)‖ = √%3 = %4</source>
        <translation>长度 ||x(%1) − x(%2)|| = sqrt(%3) = %4</translation>
    </message>
    <message>
        <source>The gap q − p is %1: a count of positions, not this length, and not a score of meaning.</source>
        <translation>间隔 q − p 为 %1：它数的是相隔几个位置，不是这个长度，也不是衡量语义的分数。</translation>
    </message>
</context>
<context>
    <name>pe::LessonMistakesPage</name>
    <message>
        <source>Switch on a mistake</source>
        <translation>启用一个错误</translation>
    </message>
    <message>
        <source>None: the correct encoding</source>
        <translation>无：正确的位置编码</translation>
    </message>
    <message>
        <source>Pick a mistake above to see what it does to the same two positions.</source>
        <translation>在上方选一个错误，看看它对同样这两个位置有什么影响。</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>改正：%1</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>实测值</translation>
    </message>
    <message>
        <source>With the mistake</source>
        <translation>含错误时</translation>
    </message>
    <message>
        <source>Try it: a tiny model trained with and without positions (lesson “Order, attention and relative position”, step “Does a model use it?”)</source>
        <translation>动手试试：分别在加位置编码和不加位置编码的情况下训练一个小模型（课程“顺序、注意力与相对位置”，步骤“模型会用到它吗？”）</translation>
    </message>
</context>
<context>
    <name>pe::LessonOnOffPage</name>
    <message>
        <source>Encoding on</source>
        <translation>位置编码：开</translation>
    </message>
    <message>
        <source>Encoding off (control)</source>
        <translation>位置编码：关（对照组）</translation>
    </message>
    <message>
        <source>x(p) = E + PE(p), so %1 = PE(%2) − PE(%3).</source>
        <translation>x(p) = E + PE(p)，所以 %1 = PE(%2) − PE(%3)。</translation>
    </message>
    <message>
        <source>x(p) = E + 0, so %1 = E − E = 0.</source>
        <translation>x(p) = E + 0，所以 %1 = E − E = 0。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>Length ‖%1‖ = %2</source>
        <translation>长度 ||%1|| = %2</translation>
    </message>
</context>
<context>
    <name>pe::LessonPage</name>
    <message>
        <source>Hide the answer</source>
        <translation>隐藏答案</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>显示答案</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Check your understanding</source>
        <translation>概念检测</translation>
    </message>
    <message>
        <source>Go on: lesson “%1”, step “%2”</source>
        <translation>继续：课程“%1”，步骤“%2”</translation>
    </message>
</context>
<context>
    <name>pe::LessonPairCardsPage</name>
    <message>
        <source>Pair %1: components %2 (sin) and %3 (cos)</source>
        <translation>第 %1 对：第 %2 维（sin）和第 %3 维（cos）</translation>
    </message>
    <message>
        <source>Denominator %1^(2·%2/%3) = %4</source>
        <translation>分母 %1^(2⋅%2/%3) = %4</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>Angle (rad)</source>
        <translation>角度（rad）</translation>
    </message>
    <message>
        <source>sin(angle)</source>
        <translation>sin(角度)</translation>
    </message>
    <message>
        <source>cos(angle)</source>
        <translation>cos(角度)</translation>
    </message>
    <message>
        <source>pair %1 on the unit circle</source>
        <translation>第 %1 对在单位圆上</translation>
    </message>
</context>
<context>
    <name>pe::LessonPairSharesPage</name>
    <message>
        <source>Pair</source>
        <translation>第几对</translation>
    </message>
    <message>
        <source>Denominator</source>
        <translation>分母</translation>
    </message>
    <message>
        <source>Period (2π × denominator)</source>
        <translation>周期（2π × 分母）</translation>
    </message>
    <message>
        <source>Angle at %1 (rad)</source>
        <translation>位置 %1 处的角度（rad）</translation>
    </message>
    <message>
        <source>Turns at %1</source>
        <translation>位置 %1 处的圈数</translation>
    </message>
    <message>
        <source>Distance between %1 and %2</source>
        <translation>%1 与 %2 之间的距离</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>第 %1 对</translation>
    </message>
    <message>
        <source>Whole length ‖PE(%1) − PE(%2)‖ = %3</source>
        <translation>总长度 ||PE(%1) − PE(%2)|| = %3</translation>
    </message>
    <message>
        <source>%1 %2 %3, the length at the default position %4.</source>
        <translation>%1 %2 %3（默认位置 %4 处的长度）。</translation>
    </message>
    <message>
        <source>At position 6: pair 0 is %1 from position %2, pair 1 is %3, the whole length %4.</source>
        <translation>在位置 6：第 0 对与位置 %2 的距离为 %1，第 1 对为 %3，总长度为 %4。</translation>
    </message>
</context>
<context>
    <name>pe::LessonPermutationPage</name>
    <message>
        <source>“%1” against “%2”, compared at “%3”</source>
        <translation>“%1”与“%2”，在“%3”处比较</translation>
    </message>
    <message>
        <source>The attention weights “%1” gives to each place, with positions off and on. “%1” stands at place %2 in both orders.</source>
        <translation>“%1”给每个位置的注意力权重，分为无位置编码和有位置编码两种情况。在两种顺序中，“%1”都在第 %2 个位置。</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>off</source>
        <translation>无位置编码</translation>
    </message>
    <message>
        <source>on</source>
        <translation>有位置编码</translation>
    </message>
    <message>
        <source>Positions off, “%1”: %2 = %3</source>
        <translation>无位置编码，“%1”：%2 = %3</translation>
    </message>
    <message>
        <source>Positions off, “%1”: %2 = %3 — the same terms in another order.</source>
        <translation>无位置编码，“%1”：%2 = %3 —— 同样的项，只是顺序不同。</translation>
    </message>
    <message>
        <source>%1, off</source>
        <translation>%1，无位置编码</translation>
    </message>
    <message>
        <source>%1, on</source>
        <translation>%1，有位置编码</translation>
    </message>
    <message>
        <source>Length of %1(%2) − %1(%3): %4 with positions off, %5 with positions on.</source>
        <translation>%1(%2) − %1(%3) 的长度：去掉位置编码时为 %4，加上位置编码时为 %5。</translation>
    </message>
</context>
<context>
    <name>pe::LessonRawPositionPage</name>
    <message>
        <source>Position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>Raw feature p</source>
        <translation>原始特征 p</translation>
    </message>
    <message>
        <source>‖E‖</source>
        <translation>||E||</translation>
    </message>
    <message>
        <source>Word&apos;s share</source>
        <translation>词所占比例</translation>
    </message>
    <message>
        <source>sin(p)</source>
        <translation>sin(p)</translation>
    </message>
    <message>
        <source>‖E‖ = 1</source>
        <translation>||E|| = 1</translation>
    </message>
    <message>
        <source>raw feature p</source>
        <translation>原始特征 p</translation>
    </message>
    <message>
        <source>|sin(p)|</source>
        <translation>|sin(p)|</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（你选的）</translation>
    </message>
    <message>
        <source>p = %1 (yours)</source>
        <translation>p = %1（你选的）</translation>
    </message>
</context>
<context>
    <name>pe::LessonRotaryPairsPage</name>
    <message>
        <source>q = W_Q E_D = (%1), turned by n = %2; k = W_K E_A = (%3), turned by m = %4.</source>
        <translation>q = W_Q E_D = (%1)，按 n = %2 旋转；k = W_K E_A = (%3)，按 m = %4 旋转。</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>第几对</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>θᵢ</source>
        <translation>θᵢ</translation>
    </message>
    <message>
        <source>Hand of Rₙ q</source>
        <translation>Rₙ q 的指针</translation>
    </message>
    <message>
        <source>Hand of Rₘ k</source>
        <translation>Rₘ k 的指针</translation>
    </message>
    <message>
        <source>Angle between</source>
        <translation>夹角</translation>
    </message>
    <message>
        <source>Part of the score</source>
        <translation>对分数的贡献</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>第 %1 对</translation>
    </message>
    <message>
        <source>Sum of the parts %1 = RoPE score (Rₙ q)·(Rₘ k) = %2</source>
        <translation>各项贡献之和 %1 = RoPE 分数 (Rₙ q)⋅(Rₘ k) = %2</translation>
    </message>
</context>
<context>
    <name>pe::LessonRotationCheckPage</name>
    <message>
        <source>Component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（你选的）</translation>
    </message>
    <message>
        <source>R = %1. M_%1 holds one 2 × 2 block per pair, acting on (sin, cos):</source>
        <translation>R = %1。M_%1 中每一对维度对应一个 2 × 2 块，作用于 (sin, cos)：</translation>
    </message>
    <message>
        <source>Pair %1: R / Z = %2 / %3 = %4</source>
        <translation>第 %1 对：R / Z = %2 / %3 = %4</translation>
    </message>
    <message>
        <source>Start k</source>
        <translation>起点 k</translation>
    </message>
    <message>
        <source>Target k + R</source>
        <translation>目标 k + R</translation>
    </message>
    <message>
        <source>Largest |M_R P_k − P_(k+R)|</source>
        <translation>最大 |M_R P_k − P_(k+R)|</translation>
    </message>
    <message>
        <source>Your own start k (0 to %1):</source>
        <translation>自选起点 k（0 到 %1）：</translation>
    </message>
</context>
<context>
    <name>pe::LessonSchemeProfilesPage</name>
    <message>
        <source>Scheme</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>At Δ = 0</source>
        <translation>Δ = 0 时</translation>
    </message>
    <message>
        <source>At Δ = %1</source>
        <translation>Δ = %1 时</translation>
    </message>
    <message>
        <source>On one scale</source>
        <translation>统一尺度</translation>
    </message>
    <message>
        <source>Sinusoidal PE(0)·PE(Δ)</source>
        <translation>正弦 PE(0)⋅PE(Δ)</translation>
    </message>
    <message>
        <source>RoPE decay bound</source>
        <translation>RoPE 衰减上界</translation>
    </message>
    <message>
        <source>ALiBi head 1, bias</source>
        <translation>ALiBi 第 1 个头，偏置</translation>
    </message>
    <message>
        <source>ALiBi head %1, bias</source>
        <translation>ALiBi 第 %1 个头，偏置</translation>
    </message>
    <message>
        <source>Share of the value at 0, or e^bias</source>
        <translation>占 Δ = 0 处数值的比例，或 e^bias</translation>
    </message>
</context>
<context>
    <name>pe::LessonScoreTermsPage</name>
    <message>
        <source>Query %1 at position n, key %2 at position m = n + %3; x = E_%1, y = E_%2, toy weights W_Q and W_K.</source>
        <translation>查询 %1 位于位置 n，键 %2 位于位置 m = n + %3；x = E_%1，y = E_%2，示例权重 W_Q 和 W_K。</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>项</translation>
    </message>
    <message>
        <source>① content · content  (W_Q x)ᵀ(W_K y)</source>
        <translation>① 内容 ⋅ 内容  (W_Q x)ᵀ(W_K y)</translation>
    </message>
    <message>
        <source>② content · position  (W_Q x)ᵀ(W_K P_m)</source>
        <translation>② 内容 ⋅ 位置  (W_Q x)ᵀ(W_K P_m)</translation>
    </message>
    <message>
        <source>③ position · content  (W_Q P_n)ᵀ(W_K y)</source>
        <translation>③ 位置 ⋅ 内容  (W_Q P_n)ᵀ(W_K y)</translation>
    </message>
    <message>
        <source>④ position · position  (W_Q P_n)ᵀ(W_K P_m)</source>
        <translation>④ 位置 ⋅ 位置  (W_Q P_n)ᵀ(W_K P_m)</translation>
    </message>
    <message>
        <source>Whole score ① + ② + ③ + ④</source>
        <translation>总分数 ① + ② + ③ + ④</translation>
    </message>
    <message>
        <source>④ through the shift  P_nᵀ W_Qᵀ W_K M_(m−n) P_n</source>
        <translation>④ 用位移改写  P_nᵀ W_Qᵀ W_K M_(m−n) P_n</translation>
    </message>
    <message>
        <source>④ with W_Qᵀ W_K = I  P_nᵀ P_m</source>
        <translation>④ 当 W_Qᵀ W_K = I 时  P_nᵀ P_m</translation>
    </message>
    <message>
        <source>With W_Qᵀ W_K = I the position · position term is Σ cos((m − n) / 10000^(2i/d)) = %1 in every column: a function of m − n = %2 alone. With the toy weights it changes from column to column.</source>
        <translation>当 W_Qᵀ W_K = I 时，位置 ⋅ 位置这一项在每一列都是 Σ cos((m − n) / 10000^(2i/⁠d)) = %1：只取决于 m − n = %2。换成示例权重时，它在各列之间会变化。</translation>
    </message>
</context>
<context>
    <name>pe::LessonShiftMatrixPage</name>
    <message>
        <source>R = q − p = %1 − %2 = %3, so M_R = M_%3:</source>
        <translation>R = q − p = %1 − %2 = %3，所以 M_R = M_%3：</translation>
    </message>
    <message>
        <source>Each block rotates its pair by R / denominator radians: %1.</source>
        <translation>每个块把对应的一对旋转 R / 分母（弧度）：%1。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>Largest |M_R · PE(%1) − PE(%2)| = %3 (rounding error of double precision only).</source>
        <translation>最大 |M_R ⋅ PE(%1) − PE(%2)| = %3（只是双精度的舍入误差）。</translation>
    </message>
</context>
<context>
    <name>pe::LessonShiftedStartsPage</name>
    <message>
        <source>Query %1 at position n, key %2 at position m = n + %3 in every column.</source>
        <translation>每一列中，查询 %1 位于位置 n，键 %2 位于位置 m = n + %3。</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>Δ = m − n = %1 in every column. A spread below 10⁻⁹ is rounding: that row depends on the distance alone.</source>
        <translation>每一列的 Δ = m − n 都是 %1。差距小于 10⁻⁹ 只是舍入误差：说明这一行只取决于距离。</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>pe::LessonSidePanel</name>
    <message>
        <source>Compare position &amp;q:</source>
        <translation>比较位置 q(&amp;Q)：</translation>
    </message>
    <message>
        <source>The position of the second “the”, %1 to %2. Every value on every step follows it.</source>
        <translation>第二个“the”的位置，%1 到 %2。每一步中的每个数值都随它变化。</translation>
    </message>
    <message>
        <source>Compare position q</source>
        <translation>比较位置 q</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>预设场景：</translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation>步骤(&amp;S)：</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Show each step in the e&amp;xplorer</source>
        <translation>在主窗口中显示每个步骤(&amp;X)</translation>
    </message>
    <message>
        <source>Keep the main window&apos;s views on this step&apos;s parameters: d, base, p, q and the on/off switch.</source>
        <translation>让主窗口的各个视图使用此步骤的参数：d、底数、p、q 以及开关。</translation>
    </message>
    <message>
        <source>Steps of the lesson</source>
        <translation>课程的步骤</translation>
    </message>
</context>
<context>
    <name>pe::LessonSymbolicSumPage</name>
    <message>
        <source>Nothing is added: %1 = E and %2 = E.</source>
        <translation>没有加上任何东西：%1 = E，%2 = E。</translation>
    </message>
    <message>
        <source>%1 = E + PE(%2) and %3 = E + PE(%4), added component by component.</source>
        <translation>%1 = E + PE(%2)，%3 = E + PE(%4)，逐分量相加。</translation>
    </message>
    <message>
        <source>The encoding is off: %1 = E + 0 and %2 = E + 0.</source>
        <translation>位置编码已关闭：%1 = E + 0，%2 = E + 0。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>分量</translation>
    </message>
    <message>
        <source>PE(%1), not added</source>
        <translation>PE(%1)，未加上</translation>
    </message>
    <message>
        <source>Length ‖%1 − %2‖ = %3</source>
        <translation>长度 ||%1 − %2|| = %3</translation>
    </message>
    <message>
        <source>The candidates are still computed: ‖PE(%1) − PE(%2)‖ = %3, but with the encoding off nothing of it reaches the inputs.</source>
        <translation>候选值仍然会计算：||PE(%1) − PE(%2)|| = %3，但位置编码关闭时，它们都不会进入输入。</translation>
    </message>
</context>
<context>
    <name>pe::LessonTextPage</name>
    <message>
        <source>Quantity</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>pe::LessonToyWeightsPage</name>
    <message>
        <source>%1 (%2 × %2)</source>
        <translation>%1（%2 × %2）</translation>
    </message>
    <message>
        <source>q = W_Q x,  k = W_K x,  v = W_V x;  weights = softmax(q · k / √%1);  O = Σ weight × v.  Seed %2.</source>
        <translation>q = W_Q x，k = W_K x，v = W_V x；权重 = softmax(q ⋅ k / sqrt(%1))；O = Σ 权重 × v。种子 %2。</translation>
    </message>
    <message>
        <source>Token embeddings E (width %1)</source>
        <translation>token 嵌入 E（维度 %1）</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>token</translation>
    </message>
</context>
<context>
    <name>pe::LessonTrainingRunPage</name>
    <message>
        <source>Positions</source>
        <translation>位置方案</translation>
    </message>
    <message>
        <source>Loss at the end</source>
        <translation>最终损失</translation>
    </message>
    <message>
        <source>Training set</source>
        <translation>训练集</translation>
    </message>
    <message>
        <source>Test set</source>
        <translation>测试集</translation>
    </message>
    <message>
        <source>Order pairs</source>
        <translation>语序对</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 without positions, %3 with the sinusoid.</source>
        <translation>在 %1 个语序对上：不加位置编码时为 %2，加上正弦位置编码时为 %3。</translation>
    </message>
    <message>
        <source>Loss and test accuracy per step</source>
        <translation>每一步的损失和测试准确率</translation>
    </message>
</context>
<context>
    <name>pe::LessonWavePlotPage</name>
    <message>
        <source>Quantity</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>pe::LessonWizard</name>
    <message>
        <source>Compare position q</source>
        <translation>比较位置 q</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>课程：%1</translation>
    </message>
    <message>
        <source>Show in &amp;explorer</source>
        <translation>在主窗口中显示(&amp;E)</translation>
    </message>
    <message>
        <source>Show this step&apos;s parameters (d, base, p, q, on/off) in the main window&apos;s views.</source>
        <translation>在主窗口的各个视图中显示此步骤的参数（d、底数、p、q、开/关）。</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>返回</translation>
    </message>
    <message>
        <source>‹ &amp;Back</source>
        <translation>‹ 上一步(&amp;B)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>&amp;Next ›</source>
        <translation>下一步(&amp;N) ›</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>完成(&amp;F)</translation>
    </message>
</context>
<context>
    <name>pe::MainActions</name>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export Image</source>
        <translation>导出图像(&amp;E)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <source>Save the whole window as a PNG or SVG image</source>
        <translation>将整个窗口保存为 PNG 或 SVG 图像</translation>
    </message>
    <message>
        <source>Export &amp;Table as CSV…</source>
        <translation>将表格导出为 CSV(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Lecture Defaults</source>
        <translation>讲座默认值(&amp;L)</translation>
    </message>
    <message>
        <source>d = 128, positions 0–49, dimensions 0, 1 and 10, as in the lecture</source>
        <translation>d = 128，位置 0–49，第 0、1、10 维，与讲座一致</translation>
    </message>
    <message>
        <source>&amp;Workbench Defaults</source>
        <translation>工作台默认值(&amp;W)</translation>
    </message>
    <message>
        <source>d = 8, the token “the” at positions 0 and 3, as in the workbench lesson</source>
        <translation>d = 8，token“the”位于位置 0 和 3，与工作台课程一致</translation>
    </message>
    <message>
        <source>On: x(p) = E + PE(p). Off (the control): x(p) = E + 0.</source>
        <translation>开：x(p) = E + PE(p)。关（对照组）：x(p) = E + 0。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具栏</translation>
    </message>
    <message>
        <source>Heatmap &amp;Palette</source>
        <translation>热力图配色(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Positional Encoding Workbench</source>
        <translation>关于位置编码工作台(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>将表格导出为 CSV</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>About Positional Encoding Workbench</source>
        <translation>关于位置编码工作台</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Positional Encoding Workbench %1&lt;/h3&gt;&lt;p&gt;How sinusoidal positional encoding gives a Transformer the order of the words, computed exactly in double precision.&lt;/p&gt;&lt;p&gt;The lessons follow three sources: a Japanese workbench lesson and a Japanese narrative introduction to positional encoding, and a Taiwanese lecture on self-attention and sinusoidal positional embedding.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;位置编码工作台 %1&lt;/h3&gt;&lt;p&gt;以双精度精确计算，展示正弦位置编码如何让 Transformer 获得词的顺序。&lt;/p&gt;&lt;p&gt;课程内容依据三个来源：一份日文的工作台课程、一篇以叙事方式介绍位置编码的日文入门文章，以及台湾地区一场讲解自注意力与正弦位置编码的讲座。&lt;/p&gt;&lt;p&gt;本软件是自由软件，依据 GNU 通用公共许可证第 3 版或更高版本发布。基于 Qt %2 构建，运行于 Qt %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Positional encoding: on</source>
        <translation>位置编码：开</translation>
    </message>
    <message>
        <source>Positional encoding: off</source>
        <translation>位置编码：关</translation>
    </message>
    <message>
        <source>Positional &amp;Encoding</source>
        <translation>位置编码(&amp;E)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销 %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做 %1</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>入门(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>The table would hold %1 values (about %2 as CSV); at most %3 values can be exported, as with pe-workbench --table. Show fewer positions or a smaller d.</source>
        <translation>该表格将包含 %1 个数值（导出为 CSV 约 %2）；与 pe-workbench --table 一样，最多只能导出 %3 个数值。请减少显示的位置数，或减小 d。</translation>
    </message>
    <message>
        <source>Export cancelled; &quot;%1&quot; was not written.</source>
        <translation>已取消导出；未写入“%1”。</translation>
    </message>
    <message>
        <source>Writing the table to &quot;%1&quot;…</source>
        <translation>正在将表格写入“%1”…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>PNG image, %1 px wide (*.png)</source>
        <translation>PNG 图像，宽 %1 px (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
</context>
<context>
    <name>pe::MainWindow</name>
    <message>
        <source>Positional Encoding Workbench</source>
        <translation>位置编码工作台</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>d = %1 · base = %2 · p = %3, q = %4 · ‖x(q) − x(p)‖ = %5</source>
        <translation>d = %1 ⋅ 底数 = %2 ⋅ p = %3，q = %4 ⋅ ||x(q) − x(p)|| = %5</translation>
    </message>
    <message>
        <source>The colours of the heatmap; cividis stays readable with colour vision deficiency.</source>
        <translation>热力图的配色；cividis 对色觉异常的人也易于辨认。</translation>
    </message>
    <message>
        <source>Heatmap pale&amp;tte:</source>
        <translation>热力图配色(&amp;T)：</translation>
    </message>
    <message>
        <source>%1[*] — Positional Encoding Workbench</source>
        <translation>%1[*] — 位置编码工作台</translation>
    </message>
</context>
<context>
    <name>pe::MismatchLab</name>
    <message>
        <source>Wrong rope_theta: &quot;%1&quot; is not allowed; rope_theta must be a number greater than 1 and at most 10^12, e.g. 10000.</source>
        <translation>错误的 rope_theta：不允许“%1”；rope_theta 必须是大于 1、最多 10^12 的数，例如 10000。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; give %3 numbers (one per dimension of the head) separated by spaces or commas, or leave the field empty to draw %1 from the seed.</source>
        <translation>%1：不允许“%2”；请输入 %3 个数（头的每个维度一个），用空格或逗号分隔，或留空以由种子生成 %1。</translation>
    </message>
    <message>
        <source>The lab needs a RoPE model: this one rotates no pair.</source>
        <translation>这个实验需要 RoPE 模型：这个模型没有旋转任何一对维度。</translation>
    </message>
    <message>
        <source>This mistake changes nothing for this model: every score stays the same.</source>
        <translation>这个错误对这个模型没有影响：每个分数都一样。</translation>
    </message>
    <message>
        <source>Largest score error %1, at distance %2.</source>
        <translation>分数误差最大为 %1，在距离 %2 处。</translation>
    </message>
    <message>
        <source>Some scores are not numbers (the angle overflows the type).</source>
        <translation>有些分数不是数值（角度超出类型的范围）。</translation>
    </message>
    <message>
        <source>The attention is fine for the first tokens, then moves: a total variation of %1 or more first at query position %2 (largest %3).</source>
        <translation>注意力在最初几个 token 还正常，之后就偏了：总变差距离第一次达到 %1 以上是在查询位置 %2（最大 %3）。</translation>
    </message>
    <message>
        <source>The attention&apos;s total variation stays below %1 up to position %2 (largest %3).</source>
        <translation>注意力的总变差距离到位置 %2 为止都低于 %1（最大 %3）。</translation>
    </message>
    <message>
        <source>Permutation check: the q and k weight rows permuted (row j·r/2 + i to row 2i + j) with interleaved RoPE give the same scores as the original rows with half pairing; largest difference %1 over positions 0–%2 (seed %3).</source>
        <translation>置换检查：把 q 和 k 的权重行重新排列（第 j⋅r/2 + i 行移到第 2i + j 行）后用 interleaved 的 RoPE，得到的分数与原来的行用 half 配对方式时相同；位置 0–%2 上的最大差为 %1（种子 %3）。</translation>
    </message>
    <message>
        <source>Mismatch lab: the model&apos;s RoPE against one mistake</source>
        <translation>不一致实验：模型的 RoPE 与犯了一个错误的 RoPE</translation>
    </message>
    <message>
        <source>Mistake:</source>
        <translation>错误：</translation>
    </message>
    <message>
        <source>other pairing (interleaved)</source>
        <translation>另一种配对方式（interleaved）</translation>
    </message>
    <message>
        <source>wrong rope_theta</source>
        <translation>错误的 rope_theta</translation>
    </message>
    <message>
        <source>angles in bfloat16</source>
        <translation>角度用 bfloat16 计算</translation>
    </message>
    <message>
        <source>angles in float16</source>
        <translation>角度用 float16 计算</translation>
    </message>
    <message>
        <source>scaling applied twice</source>
        <translation>缩放应用了两次</translation>
    </message>
    <message>
        <source>query position off by one</source>
        <translation>查询的位置差一</translation>
    </message>
    <message>
        <source>key position off by one</source>
        <translation>键的位置差一</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Wrong θ:</source>
        <translation>错误的 θ：</translation>
    </message>
    <message>
        <source>Wrong rope_theta</source>
        <translation>错误的 rope_theta</translation>
    </message>
    <message>
        <source>The rope_theta the mistaken code uses: a number greater than 1 and at most 10^12</source>
        <translation>出错的代码所用的 rope_theta：大于 1、最多 10^12 的数</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>q is drawn from this seed, k from the next: a whole number from 0 to 2147483647</source>
        <translation>q 由这个种子生成，k 由下一个种子生成：0 到 2147483647 的整数</translation>
    </message>
    <message>
        <source>Positions N:</source>
        <translation>位置数 N：</translation>
    </message>
    <message>
        <source>Positions N</source>
        <translation>位置数 N</translation>
    </message>
    <message>
        <source>The positions 0 … N − 1 the plot covers: a whole number from 2 to %1</source>
        <translation>图表涵盖的位置 0 … N − 1：2 到 %1 的整数</translation>
    </message>
    <message>
        <source>q:</source>
        <translation>q：</translation>
    </message>
    <message>
        <source>k:</source>
        <translation>k：</translation>
    </message>
    <message>
        <source>from the seed, or one number per dimension</source>
        <translation>由种子生成，或每个维度输入一个数</translation>
    </message>
    <message>
        <source>Query vector q</source>
        <translation>查询向量 q</translation>
    </message>
    <message>
        <source>Key vector k</source>
        <translation>键向量 k</translation>
    </message>
    <message>
        <source>What the mistake does</source>
        <translation>这个错误造成的影响</translation>
    </message>
    <message>
        <source>Permutation check</source>
        <translation>置换检查</translation>
    </message>
</context>
<context>
    <name>pe::MismatchPlot</name>
    <message>
        <source>Score error and attention change plot</source>
        <translation>分数误差与注意力变化图</translation>
    </message>
    <message>
        <source>Score error (mistaken − correct) against the distance m − n, query at m = %1</source>
        <translation>分数误差（错误 − 正确）随距离 m − n 的变化，查询位于 m = %1</translation>
    </message>
    <message>
        <source>Attention weights&apos; total variation against the query&apos;s position m</source>
        <translation>注意力权重的总变差距离随查询位置 m 的变化</translation>
    </message>
    <message>
        <source>No model loaded</source>
        <translation>尚未加载模型</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是数值</translation>
    </message>
    <message>
        <source>%1; %2; at distance %3 the score error is %4; at query position %5 the total variation is %6</source>
        <translation>%1；%2；在距离 %3 处分数误差为 %4；在查询位置 %5 处总变差距离为 %6</translation>
    </message>
</context>
<context>
    <name>pe::ModelActions</name>
    <message>
        <source>Open Model Settings</source>
        <translation>打开模型设置</translation>
    </message>
    <message>
        <source>Model settings (*.json)</source>
        <translation>模型设置 (*.json)</translation>
    </message>
    <message>
        <source>Open Mode&amp;l Settings…</source>
        <translation>打开模型设置(&amp;L)…</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json in the Your model view</source>
        <translation>在“你的模型”视图中打开模型的 config.json</translation>
    </message>
    <message>
        <source>Model settings not opened</source>
        <translation>未能打开模型设置</translation>
    </message>
</context>
<context>
    <name>pe::ModelPairTable</name>
    <message>
        <source>dimensions %1–%2</source>
        <translation>维度 %1–%2</translation>
    </message>
    <message>
        <source>not rotated</source>
        <translation>不旋转</translation>
    </message>
    <message>
        <source>%1 (dimensions %2, %3)</source>
        <translation>%1（维度 %2、%3）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>θᵢ′: the angle the pair turns by from one position to the next, after the model&apos;s scaling</source>
        <translation>θᵢ′：经过模型缩放后，这一对维度从一个位置到下一个位置转过的角度</translation>
    </message>
    <message>
        <source>2π/θᵢ′: the positions one full turn takes</source>
        <translation>2π/θᵢ′：转一整圈所需的位置数</translation>
    </message>
    <message>
        <source>The wavelength divided by the context length: above 1 the pair does not turn once over the context</source>
        <translation>波长除以上下文长度：大于 1 时，这一对维度在整个上下文中转不到一圈</translation>
    </message>
    <message>
        <source>θᵢ/θᵢ′: how much the scaling slows the pair (1: not at all)</source>
        <translation>θᵢ/θᵢ′：缩放让这一对维度放慢多少（1：完全没有放慢）</translation>
    </message>
    <message>
        <source>Yes when the pair never turned once in training (L·θᵢ &lt; 2π) and the context needs a larger angle than training reached (N·θᵢ′ &gt; L·θᵢ)</source>
        <translation>这一对维度在训练时没转满一圈（L⋅θᵢ &lt; 2π），而上下文需要比训练时更大的角度（N⋅θᵢ′ &gt; L⋅θᵢ）时为“是”</translation>
    </message>
    <message>
        <source>The factor transformers multiplies cos and sin by: the pair&apos;s part of q·k is scaled by its square</source>
        <translation>transformers 乘在 cos 和 sin 上的系数（注意力缩放因子）：这一对维度对 q⋅k 的贡献会乘上它的平方</translation>
    </message>
    <message>
        <source>The pair&apos;s index i and the two dimensions of the head it turns together</source>
        <translation>这一对维度的编号 i，以及它一起旋转的头的两个维度</translation>
    </message>
    <message>
        <source>Frequency θ′</source>
        <translation>频率 θ′</translation>
    </message>
    <message>
        <source>Wavelength</source>
        <translation>波长</translation>
    </message>
    <message>
        <source>Wavelength / context</source>
        <translation>波长 / 上下文长度</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>倍率</translation>
    </message>
    <message>
        <source>Unseen angles</source>
        <translation>未见过的角度</translation>
    </message>
    <message>
        <source>Attention factor</source>
        <translation>注意力缩放因子</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>第几对</translation>
    </message>
</context>
<context>
    <name>pe::ModelView</name>
    <message>
        <source>Context length N: &quot;%1&quot; is not allowed; the context length must be a whole number from 1 to %2.</source>
        <translation>上下文长度 N：不允许“%1”；上下文长度必须是 1 到 %2 的整数。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>Open Model Settings</source>
        <translation>打开模型设置</translation>
    </message>
    <message>
        <source>Model settings (*.json)</source>
        <translation>模型设置 (*.json)</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>%1 (sample)</source>
        <translation>%1（示例）</translation>
    </message>
    <message>
        <source>Model settings</source>
        <translation>模型设置</translation>
    </message>
    <message>
        <source>A built-in sample of published settings, or the config.json you opened</source>
        <translation>内置的公开设置示例，或你打开的 config.json</translation>
    </message>
    <message>
        <source>Open config.&amp;json…</source>
        <translation>打开 config.json(&amp;J)…</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json (Hugging Face format)</source>
        <translation>打开模型的 config.json（Hugging Face 格式）</translation>
    </message>
    <message>
        <source>Context length N:</source>
        <translation>上下文长度 N：</translation>
    </message>
    <message>
        <source>Context length N</source>
        <translation>上下文长度 N</translation>
    </message>
    <message>
        <source>The positions the model runs over: a whole number from 1 to %1</source>
        <translation>模型要处理的位置数：1 到 %1 的整数</translation>
    </message>
    <message>
        <source>Where the numbers come from</source>
        <translation>数值的来源</translation>
    </message>
    <message>
        <source>What the settings do</source>
        <translation>这些设置的作用</translation>
    </message>
    <message>
        <source>Rotated pairs</source>
        <translation>旋转的各对维度</translation>
    </message>
</context>
<context>
    <name>pe::PairDistanceBars</name>
    <message>
        <source>candidate %1</source>
        <translation>候选值 %1</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>第 %1 对</translation>
    </message>
    <message>
        <source>Pair %1 (dimensions %2 and %3): denominator %4, period %5</source>
        <translation>第 %1 对（第 %2、%3 维）：分母 %4，周期 %5</translation>
    </message>
    <message>
        <source>angle at p = %1: %2 rad; at q = %3: %4 rad</source>
        <translation>p = %1 处的角度：%2 rad；q = %3 处的角度：%4 rad</translation>
    </message>
    <message>
        <source>distance between the pair&apos;s (sin, cos) at p and at q: %1 (at most 2, when the two hands point opposite ways)</source>
        <translation>这一对在 p 处与 q 处的 (sin, cos) 之间的距离：%1（最大为 2，即两根指针方向相反时）</translation>
    </message>
    <message>
        <source>Positional encoding is off: the inputs do not differ; this is the distance of the candidates, not added.</source>
        <translation>位置编码已关闭：输入没有差别；这里显示的是候选值之间的距离，它们并没有被加上。</translation>
    </message>
    <message>
        <source>Distance per pair between p and q</source>
        <translation>p 与 q 之间每一对的距离</translation>
    </message>
    <message>
        <source>Bars of %1 pairs, p = %2, q = %3; the longest: pair %4, %5</source>
        <translation>%1 对的条形图，p = %2，q = %3；最长的是第 %4 对：%5</translation>
    </message>
</context>
<context>
    <name>pe::ParameterPanel</name>
    <message>
        <source>&amp;Dimension d:</source>
        <translation>维度 d(&amp;D)：</translation>
    </message>
    <message>
        <source>Width d of the encoding: an even number of components, %1 to %2. Each pair of components is one wave.</source>
        <translation>位置编码的维度 d：分量的个数，须为偶数，%1 到 %2。每一对分量构成一个波。</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>底数(&amp;B)：</translation>
    </message>
    <message>
        <source>The base of the denominators base^(2i/d); the original Transformer uses 10000. Must be greater than 1.</source>
        <translation>分母 base^(2i/⁠d) 的底数；原始 Transformer 使用 10000。必须大于 1。</translation>
    </message>
    <message>
        <source>Positions &amp;shown:</source>
        <translation>显示的位置数(&amp;S)：</translation>
    </message>
    <message>
        <source>How many positions (0, 1, 2, …) the views show, 1 to %1.</source>
        <translation>各视图显示多少个位置（0、1、2……），1 到 %1。</translation>
    </message>
    <message>
        <source>Positions shown</source>
        <translation>显示的位置数</translation>
    </message>
    <message>
        <source>Position &amp;p:</source>
        <translation>位置 p(&amp;P)：</translation>
    </message>
    <message>
        <source>Position p</source>
        <translation>位置 p</translation>
    </message>
    <message>
        <source>Position &amp;q:</source>
        <translation>位置 q(&amp;Q)：</translation>
    </message>
    <message>
        <source>Position q</source>
        <translation>位置 q</translation>
    </message>
    <message>
        <source>On: x(p) = E + PE(p). Off (the control): x(p) = E + 0, so the same token at two positions gives the same input.</source>
        <translation>开：x(p) = E + PE(p)。关（对照组）：x(p) = E + 0，因此同一个 token 在两个位置上的输入相同。</translation>
    </message>
    <message>
        <source>Where each pair&apos;s sin and cos components sit in the vector. Interleaved is the original paper&apos;s order.</source>
        <translation>每一对的 sin 分量和 cos 分量在向量中的位置。交错是原论文采用的顺序。</translation>
    </message>
    <message>
        <source>&amp;Add positional encoding</source>
        <translation>加上位置编码(&amp;A)</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>排列方式(&amp;Y)：</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底数</translation>
    </message>
    <message>
        <source>The first of the two compared positions of the same token, 0 to %1.</source>
        <translation>同一个 token 的两个比较位置中的第一个，0 到 %1。</translation>
    </message>
    <message>
        <source>The second compared position of the same token, 0 to %1.</source>
        <translation>同一个 token 的第二个比较位置，0 到 %1。</translation>
    </message>
    <message>
        <source>Width d in powers of two, %1 to %2: each step doubles or halves d. The field beside it takes any even d.</source>
        <translation>按 2 的幂选择维度 d，%1 到 %2：每移动一格，d 加倍或减半。旁边的输入框可以填任意偶数 d。</translation>
    </message>
    <message>
        <source>Interleaved (sin, cos, …)</source>
        <translation>交错（sin, cos, …）</translation>
    </message>
    <message>
        <source>Concatenated (all sin, all cos)</source>
        <translation>拼接（先全部 sin，再全部 cos）</translation>
    </message>
</context>
<context>
    <name>pe::PositionalEncodingModel</name>
    <message>
        <source>Position %1, dimension %2 (pair %3, %4)
angle %5 rad, value %6</source>
        <translation>位置 %1，第 %2 维（第 %3 对，%4）
角度 %5 rad，数值 %6</translation>
    </message>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>dim %1
%2</source>
        <translation>第 %1 维
%2</translation>
    </message>
    <message>
        <source>Dimension %1: %2 of pair %3, denominator %4, period %5</source>
        <translation>第 %1 维：第 %3 对的 %2，分母 %4，周期 %5</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
</context>
<context>
    <name>pe::PrecisionDescription</name>
    <message>
        <source>Precision error heatmap</source>
        <translation>精度误差热力图</translation>
    </message>
    <message>
        <source>%1, %2 dimensions by %3 positions; %4</source>
        <translation>%1，%2 个维度 × %3 个位置；%4</translation>
    </message>
</context>
<context>
    <name>pe::PrecisionPlot</name>
    <message>
        <source>|%1 − double| on a log scale</source>
        <translation>|%1 − double|（对数刻度）</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>非数值（NaN）</translation>
    </message>
    <message>
        <source>Position %1, dimension %2</source>
        <translation>位置 %1，第 %2 维</translation>
    </message>
    <message>
        <source>double: %1</source>
        <translation>double：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>误差：%1</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>first inexact: %1</source>
        <translation>第一个不精确的位置：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n collision(s) marked below the cells</source>
        <translation>
            <numerusform>格子下方标出了 %n 处碰撞</numerusform>
        </translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>维度</translation>
    </message>
</context>
<context>
    <name>pe::PrecisionView</name>
    <message>
        <source>First whole position %1 cannot hold: %2.</source>
        <translation>%1 无法精确表示的第一个整数位置：%2。</translation>
    </message>
    <message>
        <source>Collisions and the largest error are found for at most %1 values.</source>
        <translation>仅当数值不超过 %1 个时才查找碰撞和最大误差。</translation>
    </message>
    <message>
        <source>Collisions: %1.</source>
        <translation>碰撞：%1。</translation>
    </message>
    <message>
        <source>Largest error %1 at position %2, dimension %3.</source>
        <translation>最大误差 %1，位于位置 %2、第 %3 维。</translation>
    </message>
    <message>
        <source>From position %1 on the position is infinity: its values are not numbers.</source>
        <translation>从位置 %1 起，位置本身变为无穷大：对应的值都是 NaN。</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>数值类型：</translation>
    </message>
    <message>
        <source>Computed:</source>
        <translation>计算方式：</translation>
    </message>
    <message>
        <source>all in the type</source>
        <translation>全部用该类型计算</translation>
    </message>
    <message>
        <source>angle in float32</source>
        <translation>角度用 float32 计算</translation>
    </message>
    <message>
        <source>The number type the model holds the table in</source>
        <translation>模型存储这张表所用的数值类型</translation>
    </message>
    <message>
        <source>Number type</source>
        <translation>数值类型</translation>
    </message>
    <message>
        <source>All in the type: position, inverse frequency, angle, sin and cos each rounded to it. Angle in float32: only sin and cos stored in the type.</source>
        <translation>全部用该类型计算：位置、逆频率、角度、sin 和 cos 都各自舍入到该类型。角度用 float32 计算：只有 sin 和 cos 以该类型存储。</translation>
    </message>
    <message>
        <source>How the table is computed</source>
        <translation>表的计算方式</translation>
    </message>
</context>
<context>
    <name>pe::PresenterActions</name>
    <message>
        <source>Presenter &amp;Mode</source>
        <translation>演示模式(&amp;M)</translation>
    </message>
    <message>
        <source>Full screen with large type and high contrast, for a projector (F5; Esc or F5 leaves). In a lesson PageDown / PageUp, Space and the arrow keys step; B blanks the screen.</source>
        <translation>全屏、大字号、高对比度，适合投影仪（按 F5 进入；按 Esc 或 F5 退出）。在课程中，用 PageDown / PageUp、空格键和方向键切换步骤；按 B 黑屏。</translation>
    </message>
    <message>
        <source>Presenter Scree&amp;n</source>
        <translation>演示屏幕(&amp;N)</translation>
    </message>
    <message>
        <source>Presenter &amp;Zoom</source>
        <translation>演示缩放(&amp;Z)</translation>
    </message>
    <message>
        <source>Presenter Loo&amp;k</source>
        <translation>演示外观(&amp;K)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>High Contrast, &amp;Light</source>
        <translation>高对比度（浅色）(&amp;L)</translation>
    </message>
    <message>
        <source>High Contrast, &amp;Dark</source>
        <translation>高对比度（深色）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Automatic (the other screen when there are two)</source>
        <translation>自动（有两个屏幕时使用另一个）(&amp;A)</translation>
    </message>
    <message>
        <source>%1 (%2 × %3)</source>
        <translation>%1（%2 × %3）</translation>
    </message>
</context>
<context>
    <name>pe::PresenterCurtain</name>
    <message>
        <source>Blank screen</source>
        <translation>黑屏</translation>
    </message>
    <message>
        <source>The screen is blanked. Press any key or click to show it again.</source>
        <translation>屏幕已变黑。按任意键或单击鼠标即可恢复显示。</translation>
    </message>
</context>
<context>
    <name>pe::PresenterMode</name>
    <message>
        <source>Presenter zoom %1 % (%2 % does not fit %3 × %4).</source>
        <translation>演示缩放 %1 %（%2 % 在 %3 × %4 下放不下）。</translation>
    </message>
</context>
<context>
    <name>pe::PresenterStepBadge</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
</context>
<context>
    <name>pe::RopeControls</name>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Stop the animation; t stays where it is.</source>
        <translation>停止动画；t 保持当前值。</translation>
    </message>
    <message>
        <source>Animate the shift: t grows by %1 positions a second, up to %2 positions on. Both hands of every pair turn together; the angle between them and the score stay.</source>
        <translation>以动画演示位移：t 每秒增加 %1 个位置，最多增加 %2 个位置。每一对的两根指针一起转动；它们之间的夹角和分数保持不变。</translation>
    </message>
    <message>
        <source>Draw new seeded random q and k (seed %1 next): other hands, the same identity.</source>
        <translation>生成新的 q 和 k（固定种子的随机数，下一个种子为 %1）：指针不同，恒等式不变。</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>配对方式：</translation>
    </message>
    <message>
        <source>Interleaved (2i, 2i + 1)</source>
        <translation>interleaved (2i, 2i + 1)</translation>
    </message>
    <message>
        <source>Half (i, i + d/2)</source>
        <translation>half (i, i + d/2)</translation>
    </message>
    <message>
        <source>Which components form each pair (each dial&apos;s two hands): interleaved as in RoFormer, GPT-J and Llama, or half as in GPT-NeoX and Hugging Face&apos;s rotate_half.</source>
        <translation>哪些分量组成一对（每个表盘上的两根指针）：interleaved，如 RoFormer、GPT-J 和 Llama；或 half，如 GPT-NeoX 和 Hugging Face 的 rotate_half。</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>配对方式</translation>
    </message>
    <message>
        <source>Shift t:</source>
        <translation>位移 t：</translation>
    </message>
    <message>
        <source>Shift t</source>
        <translation>位移 t</translation>
    </message>
    <message>
        <source>Moves both positions: q to m + t and k to n + t. Every hand turns by t·θᵢ; the score stays.</source>
        <translation>同时移动两个位置：q 移到 m + t，k 移到 n + t。每根指针都转过 t⋅θᵢ；分数不变。</translation>
    </message>
    <message>
        <source>Play the shift</source>
        <translation>播放位移</translation>
    </message>
    <message>
        <source>New q and &amp;k</source>
        <translation>新的 q 和 k(&amp;K)</translation>
    </message>
    <message>
        <source>New q and k</source>
        <translation>新的 q 和 k</translation>
    </message>
    <message>
        <source>First pair:</source>
        <translation>第一对：</translation>
    </message>
    <message>
        <source>First pair</source>
        <translation>第一对</translation>
    </message>
    <message>
        <source>The pair of the first dial shown; the arrow keys and Page Up/Down on the dials move through the pairs too.</source>
        <translation>显示的第一个表盘对应哪一对；在表盘上按方向键和 Page Up/Down 也可以在各对之间切换。</translation>
    </message>
</context>
<context>
    <name>pe::RopeDialGrid</name>
    <message>
        <source>pair %1 · dims %2, %3</source>
        <translation>第 %1 对 ⋅ 第 %2、%3 维</translation>
    </message>
    <message>
        <source>θ = %1</source>
        <translation>θ = %1</translation>
    </message>
</context>
<context>
    <name>pe::RopeView</name>
    <message>
        <source>Score (R₍ₘ₊ₜ₎ q)·(R₍ₙ₊ₜ₎ k) = %1</source>
        <translation>分数 (R₍ₘ₊ₜ₎ q)⋅(R₍ₙ₊ₜ₎ k) = %1</translation>
    </message>
    <message>
        <source>Relative score q·(R₍ₙ₋ₘ₎ k) = %1, from n − m = %2 alone: the same number for every t</source>
        <translation>相对分数 q⋅(R₍ₙ₋ₘ₎ k) = %1，只由 n − m = %2 决定：对每个 t 都是同一个数</translation>
    </message>
    <message>
        <source>All %1 pairs shown.</source>
        <translation>已显示全部 %1 对。</translation>
    </message>
    <message>
        <source>Pairs %1–%2 of %3 shown, %4 hidden: pick others with First pair or the arrow keys.</source>
        <translation>显示第 %1–%2 对（共 %3 对），隐藏了 %4 对：可用“第一对”或方向键选择其他对。</translation>
    </message>
    <message>
        <source>Pair %1: components %2 (x) and %3 (y), θ%4 = %5</source>
        <translation>第 %1 对：第 %2 维（x）和第 %3 维（y），θ%4 = %5</translation>
    </message>
    <message>
        <source>q&apos;s hand, R₍ₘ₊ₜ₎ q: (%1, %2), angle %3 rad</source>
        <translation>q 的指针 R₍ₘ₊ₜ₎ q：(%1, %2)，角度 %3 rad</translation>
    </message>
    <message>
        <source>k&apos;s hand, R₍ₙ₊ₜ₎ k: (%1, %2), angle %3 rad</source>
        <translation>k 的指针 R₍ₙ₊ₜ₎ k：(%1, %2)，角度 %3 rad</translation>
    </message>
    <message>
        <source>Angle from q&apos;s hand to k&apos;s hand: %1 rad, the same for every t; (n − m)·θ%2 = %3 rad</source>
        <translation>从 q 的指针到 k 的指针的角度：%1 rad，对每个 t 都相同；(n − m)⋅θ%2 = %3 rad</translation>
    </message>
    <message>
        <source>The shift turned both hands by t·θ%1 = %2 rad</source>
        <translation>位移使两根指针都转过了 t⋅θ%1 = %2 rad</translation>
    </message>
    <message>
        <source>%1 q at m + t = %2 &amp;nbsp;&amp;nbsp; %3 k at n + t = %4 &amp;nbsp;&amp;nbsp; (m = p, n = q, d = %5, base %6; q and k: seeded random, seed %7)</source>
        <translation>%1 q 位于 m + t = %2 &amp;nbsp;&amp;nbsp; %3 k 位于 n + t = %4 &amp;nbsp;&amp;nbsp; （m = p，n = q，d = %5，底数 %6；q 和 k 为固定种子的随机数，种子 %7）</translation>
    </message>
    <message>
        <source>RoPE turns q and k by their positions instead of adding a position vector: pair i at position m is turned by m·θᵢ. Each dial is one pair: q&apos;s hand is the pair&apos;s two components of R₍ₘ₊ₜ₎ q as (x, y), k&apos;s hand those of R₍ₙ₊ₜ₎ k. The shift t turns both hands of every pair by t·θᵢ; the angle between them and the score stay.</source>
        <translation>RoPE 不是加上一个位置向量，而是按位置旋转 q 和 k：位置 m 处的第 i 对转过 m⋅θᵢ。每个表盘对应一对：q 的指针是 R₍ₘ₊ₜ₎ q 在这一对上的两个分量，看作 (x, y)；k 的指针是 R₍ₙ₊ₜ₎ k 的对应分量。位移 t 使每一对的两根指针都转过 t⋅θᵢ；它们之间的夹角和分数保持不变。</translation>
    </message>
    <message>
        <source>RoPE dials</source>
        <translation>RoPE 表盘</translation>
    </message>
    <message>
        <source>RoPE dials of %1 pairs, shift t = %2; %3</source>
        <translation>%1 对的 RoPE 表盘，位移 t = %2；%3</translation>
    </message>
</context>
<context>
    <name>pe::ScenarioActions</name>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation>打开场景文件(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a scenario file a teacher prepared</source>
        <translation>打开老师准备好的场景文件</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple</source>
        <translation>打开示例场景(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Save Scenario</source>
        <translation>保存场景文件(&amp;S)</translation>
    </message>
    <message>
        <source>Save the parameters, views, lesson and note as a scenario file</source>
        <translation>将参数、视图、课程和备注保存为场景文件</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>场景文件另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Scenario &amp;Note…</source>
        <translation>场景文件备注(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>pe::ScenarioBanner</name>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Note in %1: %2</source>
        <translation>备注（%1）：%2</translation>
    </message>
    <message>
        <source>The scenario&apos;s note</source>
        <translation>场景文件的备注</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Hide the note</source>
        <translation>隐藏备注</translation>
    </message>
</context>
<context>
    <name>pe::ScenarioSession</name>
    <message>
        <source>Open Scenario</source>
        <translation>打开场景文件</translation>
    </message>
    <message>
        <source>Scenarios (*.%1)</source>
        <translation>场景文件 (*.%1)</translation>
    </message>
    <message>
        <source>Scenario not opened</source>
        <translation>未能打开场景文件</translation>
    </message>
    <message>
        <source>Scenario not saved</source>
        <translation>未能保存场景文件</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景文件</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>场景文件另存为</translation>
    </message>
    <message>
        <source>Scenario Note</source>
        <translation>场景文件备注</translation>
    </message>
    <message>
        <source>A note for the class, shown when the scenario is opened (at most %1 characters):</source>
        <translation>给全班的备注，打开场景文件时显示（最多 %1 个字符）：</translation>
    </message>
    <message>
        <source>Unsaved scenario</source>
        <translation>未保存的场景文件</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>场景文件“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Note shortened</source>
        <translation>备注已截短</translation>
    </message>
    <message>
        <source>The note has %1 characters; a note has at most %2. The first %2 are kept.</source>
        <translation>该备注有 %1 个字符；备注最多 %2 个字符。已保留前 %2 个字符。</translation>
    </message>
</context>
<context>
    <name>pe::SchemesChart</name>
    <message>
        <source>Distance profiles of the sinusoid, RoPE and ALiBi</source>
        <translation>正弦位置编码、RoPE 和 ALiBi 的距离曲线</translation>
    </message>
    <message>
        <source>Distance profiles for Δ = 0 to %1, %2 ALiBi heads; at Δ = %3: sinusoid %4, RoPE bound %5, ALiBi head 1 %6</source>
        <translation>Δ = 0 到 %1 的距离曲线，ALiBi 共 %2 个头；在 Δ = %3 处：正弦 %4，RoPE 上界 %5，ALiBi 第 1 个头 %6</translation>
    </message>
</context>
<context>
    <name>pe::SchemesReadoutModel</name>
    <message>
        <source>Sinusoid PE(0)·PE(Δ)</source>
        <translation>正弦 PE(0)⋅PE(Δ)</translation>
    </message>
    <message>
        <source>RoPE decay bound</source>
        <translation>RoPE 衰减上界</translation>
    </message>
    <message>
        <source>ALiBi h%1 (slope %2)</source>
        <translation>ALiBi h%1（斜率 %2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>ALiBi&apos;s bias −slope·Δ, in logits: drawn as it is, on the right axis.</source>
        <translation>ALiBi 的偏置 −斜率⋅Δ（单位 logit），不作除法，按原值画在右侧坐标轴上。</translation>
    </message>
    <message>
        <source>Divided by its value at Δ = 0, d/2, so that the curve starts at 1.</source>
        <translation>除以 Δ = 0 时的值 d/2，使曲线从 1 开始。</translation>
    </message>
    <message>
        <source>Divided by its value at Δ = 0, (d/2 + 1)/2, so that the curve starts at 1.</source>
        <translation>除以 Δ = 0 时的值 (d/2 + 1)/2，使曲线从 1 开始。</translation>
    </message>
    <message>
        <source>The dot product of the encodings of positions 0 and Δ.</source>
        <translation>位置 0 与位置 Δ 的位置编码的点积。</translation>
    </message>
    <message>
        <source>The bound on how RoPE&apos;s attention score decays with Δ.</source>
        <translation>RoPE 的注意力分数随 Δ 衰减的上界。</translation>
    </message>
    <message>
        <source>The curve&apos;s value at Δ, not divided, to 6 decimals.</source>
        <translation>曲线在 Δ 处的值，未作除法，保留 6 位小数。</translation>
    </message>
    <message>
        <source>What the chart divides the value by: its value at Δ = 0, so that the curve starts at 1. ALiBi&apos;s bias is drawn as it is.</source>
        <translation>图中用来除数值的数：Δ = 0 时的值，使曲线从 1 开始。ALiBi 的偏置按原值绘制。</translation>
    </message>
    <message>
        <source>The value as the chart draws it: the exact value divided by the divisor.</source>
        <translation>图中绘制的值：精确值除以除数。</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>曲线</translation>
    </message>
    <message>
        <source>Exact value</source>
        <translation>精确值</translation>
    </message>
    <message>
        <source>Divisor</source>
        <translation>除数</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>绘制值</translation>
    </message>
</context>
<context>
    <name>pe::SchemesView</name>
    <message>
        <source>ALiBi head count:</source>
        <translation>ALiBi 头数：</translation>
    </message>
    <message>
        <source>ALiBi heads</source>
        <translation>ALiBi 头数</translation>
    </message>
    <message>
        <source>How many attention heads ALiBi has, 1 to %1; each head gets its own slope by the paper&apos;s rule.</source>
        <translation>ALiBi 有多少个注意力头，1 到 %1；每个头按论文中的规则得到各自的斜率。</translation>
    </message>
    <message>
        <source>Values at the hovered distance</source>
        <translation>鼠标悬停处距离的数值</translation>
    </message>
    <message>
        <source>Every curve&apos;s exact value at the hovered distance Δ, to 6 decimals, and what it is divided by on the chart.</source>
        <translation>每条曲线在鼠标悬停的距离 Δ 处的精确值（小数点后 6 位），以及它在图中被除以的数。</translation>
    </message>
    <message>
        <source>Δ = %1, the distance under the pointer (← and → move it)</source>
        <translation>Δ = %1：鼠标所在处的距离（用 ← 和 → 移动）</translation>
    </message>
</context>
<context>
    <name>pe::SimilarityView</name>
    <message>
        <source>Position %1
PE(p) · PE(k) = %2
‖PE(k) − PE(p)‖ = %3</source>
        <translation>位置 %1
PE(p) ⋅ PE(k) = %2
||PE(k) − PE(p)|| = %3</translation>
    </message>
    <message>
        <source>Similarity of PE(p) with every position</source>
        <translation>PE(p) 与每个位置的相似度</translation>
    </message>
    <message>
        <source>Similarity of PE(p), p = %1, with PE(k) for k = 0 to %2; at q: %3</source>
        <translation>PE(p)（p = %1）与 k = 0 到 %2 的 PE(k) 的相似度；在 q 处：%3</translation>
    </message>
</context>
<context>
    <name>pe::StandardStream</name>
    <message>
        <source>it is closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation>设备上没有剩余空间</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>文件过大</translation>
    </message>
    <message>
        <source>the reading program has ended</source>
        <translation>读取端程序已结束</translation>
    </message>
</context>
<context>
    <name>pe::TrainingAttentionMap</name>
    <message>
        <source>%1: [S] gives %2 the weight %3</source>
        <translation>%1：[S] 给 %2 的权重为 %3</translation>
    </message>
</context>
<context>
    <name>pe::TrainingChart</name>
    <message>
        <source>%1 at step %2: loss %3, test accuracy %4</source>
        <translation>%1，第 %2 步：损失 %3，测试准确率 %4</translation>
    </message>
    <message>
        <source>Loss (training set)</source>
        <translation>损失（训练集）</translation>
    </message>
    <message>
        <source>Test accuracy</source>
        <translation>测试准确率</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步</translation>
    </message>
</context>
<context>
    <name>pe::TrainingResults</name>
    <message>
        <source>Order pairs (%1 pairs of test sentences that differ only by order): how many twins each scheme gets right</source>
        <translation>语序对（%1 对只有语序不同的测试句）：各方案在一对的两句中答对几句</translation>
    </message>
    <message>
        <source>Accuracy now</source>
        <translation>当前准确率</translation>
    </message>
    <message>
        <source>Training set</source>
        <translation>训练集</translation>
    </message>
    <message>
        <source>Test set</source>
        <translation>测试集</translation>
    </message>
    <message>
        <source>Order pairs</source>
        <translation>语序对</translation>
    </message>
    <message>
        <source>The share of sentences the model answers right; order pairs: on each twin of a pair, the choice between the pair&apos;s two answers</source>
        <translation>模型答对的句子比例；语序对：在一对中的每一句上，模型要在这一对的两个答案之间做出选择</translation>
    </message>
    <message>
        <source>Accuracy per scheme</source>
        <translation>各方案的准确率</translation>
    </message>
    <message>
        <source>E&amp;xample:</source>
        <translation>例句(&amp;X)：</translation>
    </message>
    <message>
        <source>The test sentence whose attention weights are shown</source>
        <translation>显示其注意力权重的测试句</translation>
    </message>
    <message>
        <source>Test sentence</source>
        <translation>测试句</translation>
    </message>
    <message>
        <source>Attention of the summary token [S] on each token</source>
        <translation>摘要 token [S] 对每个 token 的注意力</translation>
    </message>
    <message>
        <source>Arrow keys pick a cell; its weight is read out to 6 decimals.</source>
        <translation>方向键选择一个格子；其权重按小数点后 6 位读出。</translation>
    </message>
    <message>
        <source>Both right</source>
        <translation>两句都对</translation>
    </message>
    <message>
        <source>First only</source>
        <translation>只有第一句对</translation>
    </message>
    <message>
        <source>Second only</source>
        <translation>只有第二句对</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>两句都错</translation>
    </message>
    <message>
        <source>Without positions both twins get the same answer, so exactly one of them is right: never both</source>
        <translation>不加位置编码时，一对中的两句得到相同的答案，所以恰好只有一句答对：绝不会两句都对</translation>
    </message>
    <message>
        <source>Order pairs confusion table</source>
        <translation>语序对混淆表</translation>
    </message>
    <message>
        <source>Order pairs: how many twins each scheme gets right</source>
        <translation>语序对：各方案在一对的两句中答对几句</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 right without positions (the model cannot tell the two orders apart), %3 with %4.</source>
        <translation>在 %1 个语序对上：不加位置编码时答对 %2（模型无法区分两种语序），使用 %4 时答对 %3。</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 right with %3, the best of the schemes compared.</source>
        <translation>在 %1 个语序对上：使用 %3 时答对 %2，是所比较方案中最好的。</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 right without positions: the model cannot tell the two orders apart.</source>
        <translation>在 %1 个语序对上：不加位置编码时答对 %2：模型无法区分两种语序。</translation>
    </message>
</context>
<context>
    <name>pe::TrainingSettingsForm</name>
    <message>
        <source>Task:</source>
        <translation>任务：</translation>
    </message>
    <message>
        <source>who hits whom (你打我, dog bites man)</source>
        <translation>谁打谁（你打我、dog bites man）</translation>
    </message>
    <message>
        <source>which marker comes first</source>
        <translation>哪个标记在前</translation>
    </message>
    <message>
        <source>longer than in training</source>
        <translation>比训练时更长</translation>
    </message>
    <message>
        <source>What the model learns; every task needs word order</source>
        <translation>模型要学习的内容；每个任务都需要语序</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任务</translation>
    </message>
    <message>
        <source>d:</source>
        <translation>d：</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>维度 d</translation>
    </message>
    <message>
        <source>The model&apos;s width d, an even number from %1 to %2</source>
        <translation>模型的维度 d，%1 到 %2 之间的偶数</translation>
    </message>
    <message>
        <source>Model width d</source>
        <translation>模型维度 d</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步数：</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Updates (mini-batches of 16 sentences), %1 to %2</source>
        <translation>更新次数（每个批次 16 句），%1 到 %2</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>训练步数</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>Picks the test split, the first weights and the batches: the same seed gives the same numbers</source>
        <translation>决定测试集的划分、初始权重和批次：相同的种子得到相同的数字</translation>
    </message>
    <message>
        <source>Training length L:</source>
        <translation>训练长度 L：</translation>
    </message>
    <message>
        <source>Training length L</source>
        <translation>训练长度 L</translation>
    </message>
    <message>
        <source>Longer task: trained on lengths up to L, tested on L + 1 to 2L</source>
        <translation>“比训练时更长”任务：在长度不超过 L 的输入上训练，在长度 L + 1 到 2L 的输入上测试</translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation>比较：</translation>
    </message>
    <message>
        <source>Train with %1</source>
        <translation>用 %1 训练</translation>
    </message>
</context>
<context>
    <name>pe::TrainingView</name>
    <message>
        <source>Choose at least one position scheme to train.</source>
        <translation>请至少选择一种要训练的位置方案。</translation>
    </message>
    <message>
        <source>The results shown are for the earlier settings: press Train for the new ones.</source>
        <translation>显示的是之前设置下的结果：按“训练”以使用新设置训练。</translation>
    </message>
    <message>
        <source>Not trained yet: choose the settings and press Train.</source>
        <translation>尚未训练：选好设置后按“训练”。</translation>
    </message>
    <message>
        <source>Training: step %1 of %2…</source>
        <translation>训练中：第 %1 步，共 %2 步…</translation>
    </message>
    <message>
        <source>Trained: %1 steps each.</source>
        <translation>训练完成：每个方案各 %1 步。</translation>
    </message>
    <message>
        <source>Stopped at step %1 of %2.</source>
        <translation>已在第 %1 步停止（共 %2 步）。</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Train every chosen scheme in the background</source>
        <translation>在后台训练每个选中的方案</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the training where it is</source>
        <translation>立即停止训练，保留当前结果</translation>
    </message>
    <message>
        <source>Loss and test accuracy per step</source>
        <translation>每一步的损失和测试准确率</translation>
    </message>
    <message>
        <source>Left and Right pick a logged step; its numbers are read out to 6 decimals.</source>
        <translation>左右方向键选择一个已记录的步；其数值按小数点后 6 位读出。</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Stopped at step %1 of %2 when a setting changed: the results shown are for the earlier settings; press Train for the new ones.</source>
        <translation>设置已更改，训练在第 %1 步停止（共 %2 步）：显示的是之前设置下的结果；按“训练”以使用新设置训练。</translation>
    </message>
    <message>
        <source>Training progress</source>
        <translation>训练进度</translation>
    </message>
</context>
<context>
    <name>pe::UndoRecorder</name>
    <message>
        <source>Change d</source>
        <translation>更改 d</translation>
    </message>
    <message>
        <source>Change base</source>
        <translation>更改底数</translation>
    </message>
    <message>
        <source>Change layout</source>
        <translation>更改排列方式</translation>
    </message>
    <message>
        <source>Change positions shown</source>
        <translation>更改显示的位置数</translation>
    </message>
    <message>
        <source>Change position p</source>
        <translation>更改位置 p</translation>
    </message>
    <message>
        <source>Change position q</source>
        <translation>更改位置 q</translation>
    </message>
    <message>
        <source>Switch positional encoding</source>
        <translation>切换位置编码</translation>
    </message>
    <message>
        <source>Change shown dimensions</source>
        <translation>更改显示的维度</translation>
    </message>
    <message>
        <source>Pick dimension</source>
        <translation>选择维度</translation>
    </message>
    <message>
        <source>Apply lecture defaults</source>
        <translation>应用讲座默认值</translation>
    </message>
    <message>
        <source>Apply workbench defaults</source>
        <translation>应用工作台默认值</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开场景文件</translation>
    </message>
</context>
<context>
    <name>pe::ViewRegistry</name>
    <message>
        <source>Waves</source>
        <translation>波形</translation>
    </message>
    <message>
        <source>At the top: each chosen dimension as a curve over the positions. The curve holds for every real position; the dots are the values at whole positions, the ones the model gets. Click a curve to pick its dimension.</source>
        <translation>上方：每个选中的维度画成一条随位置变化的曲线。曲线对每个实数位置都有定义；圆点是整数位置上的值，也就是模型实际得到的值。单击曲线可选中它的维度。</translation>
    </message>
    <message>
        <source>Wa&amp;ves…</source>
        <translation>波形(&amp;V)…</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>Below the waves: one row per dimension, one column per position. Click a cell to make its position p and pick its dimension; the wheel zooms, dragging pans, Home shows everything again.</source>
        <translation>波形下方：每一行是一个维度，每一列是一个位置。单击某个格子，可将它的位置设为 p 并选中它的维度；滚轮缩放，拖动平移，按 Home 键恢复显示全部。</translation>
    </message>
    <message>
        <source>&amp;Heatmap…</source>
        <translation>热力图(&amp;H)…</translation>
    </message>
    <message>
        <source>Clock hands</source>
        <translation>时钟指针</translation>
    </message>
    <message>
        <source>Each pair of dimensions as a hand that turns with the position.</source>
        <translation>每一对维度画成一根随位置转动的指针。</translation>
    </message>
    <message>
        <source>&amp;Clock Hands…</source>
        <translation>时钟指针(&amp;C)…</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>PE(p) and PE(q) side by side with their difference.</source>
        <translation>并排显示 PE(p)、PE(q) 及两者之差。</translation>
    </message>
    <message>
        <source>C&amp;omparison…</source>
        <translation>比较(&amp;O)…</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>相似度</translation>
    </message>
    <message>
        <source>How close PE(p) is to every other position.</source>
        <translation>PE(p) 与其他每个位置有多接近。</translation>
    </message>
    <message>
        <source>&amp;Similarity…</source>
        <translation>相似度(&amp;S)…</translation>
    </message>
    <message>
        <source>Schemes</source>
        <translation>方案比较</translation>
    </message>
    <message>
        <source>The distance profiles of the sinusoid, RoPE and ALiBi on one chart.</source>
        <translation>正弦位置编码、RoPE 和 ALiBi 的距离曲线画在同一张图上。</translation>
    </message>
    <message>
        <source>Sch&amp;emes…</source>
        <translation>方案比较(&amp;E)…</translation>
    </message>
    <message>
        <source>RoPE dial</source>
        <translation>RoPE 表盘</translation>
    </message>
    <message>
        <source>q and k as hands that RoPE turns, pair by pair.</source>
        <translation>RoPE 逐对旋转的 q 和 k，画成指针。</translation>
    </message>
    <message>
        <source>&amp;RoPE Dial…</source>
        <translation>RoPE 表盘(&amp;R)…</translation>
    </message>
    <message>
        <source>Longer contexts</source>
        <translation>更长的上下文</translation>
    </message>
    <message>
        <source>The angles a longer context needs before and after position interpolation, NTK-aware scaling or YaRN.</source>
        <translation>更长的上下文在位置插值、NTK-aware 缩放或 YaRN 之前和之后所需的角度。</translation>
    </message>
    <message>
        <source>&amp;Longer Contexts…</source>
        <translation>更长的上下文(&amp;L)…</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>What float16, bfloat16 and float32 make of the table.</source>
        <translation>float16、bfloat16 和 float32 会把这张表变成什么样。</translation>
    </message>
    <message>
        <source>&amp;Precision…</source>
        <translation>精度(&amp;P)…</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>A tiny attention model trained with no positions, the sinusoid, a learned table or RoPE: its loss, its test accuracy and where it looks.</source>
        <translation>一个小型注意力模型，分别在不加位置编码、正弦位置编码、可学习的位置表或 RoPE 下训练：看它的损失、测试准确率以及它关注哪里。</translation>
    </message>
    <message>
        <source>Tra&amp;ining…</source>
        <translation>训练(&amp;I)…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Every value PE(position)[dimension], to 6 decimals.</source>
        <translation>所有数值 PE(位置)[维度]，保留小数点后 6 位。</translation>
    </message>
    <message>
        <source>&amp;Whole Window…</source>
        <translation>整个窗口(&amp;W)…</translation>
    </message>
    <message>
        <source>Left and Right move p, Home and End to the first and the last position; Up and Down pick a curve.</source>
        <translation>左右方向键移动 p，Home 和 End 跳到第一个和最后一个位置；上下方向键选择曲线。</translation>
    </message>
    <message>
        <source>Shift + arrow keys move a cursor, and Enter makes its cell p and the picked dimension. The arrow keys pan, + and − zoom the positions (with Ctrl the dimensions), Home shows everything.</source>
        <translation>Shift + 方向键移动光标，按 Enter 将光标所在格子的位置设为 p、维度设为所选维度。方向键平移，+ 和 − 沿位置方向缩放（按住 Ctrl 则沿维度方向），Home 显示全部。</translation>
    </message>
    <message>
        <source>The arrow keys pick a pair, Home and End the first and the last.</source>
        <translation>方向键选择一对维度，Home 和 End 跳到第一对和最后一对。</translation>
    </message>
    <message>
        <source>Left and Right move q, PageUp and PageDown a tenth of the positions, Home and End to the first and the last.</source>
        <translation>左右方向键移动 q，PageUp 和 PageDown 每次移动位置数的十分之一，Home 和 End 跳到第一个和最后一个位置。</translation>
    </message>
    <message>
        <source>Left and Right move the distance Δ whose values are listed, PageUp and PageDown in larger steps, Home and End to its ends.</source>
        <translation>左右方向键移动距离 Δ（视图列出该距离处的数值），PageUp 和 PageDown 步幅更大，Home 和 End 跳到两端。</translation>
    </message>
    <message>
        <source>The arrow keys pick a pair, PageUp and PageDown a page of dials, Home and End the first and the last.</source>
        <translation>方向键选择一对维度，PageUp 和 PageDown 每次翻一页表盘，Home 和 End 跳到第一对和最后一对。</translation>
    </message>
    <message>
        <source>Up and Down pick a pair, PageUp and PageDown several at a time, Home and End the first and the last.</source>
        <translation>上下方向键选择一对维度，PageUp 和 PageDown 每次移动几对，Home 和 End 跳到第一对和最后一对。</translation>
    </message>
    <message>
        <source>Left and Right move p, Up and Down the picked dimension, Home and End to the first and the last position.</source>
        <translation>左右方向键移动 p，上下方向键移动所选维度，Home 和 End 跳到第一个和最后一个位置。</translation>
    </message>
    <message>
        <source>In the chart, Left and Right pick a logged step, Home and End the first and the last; in the attention map, the arrow keys move the picked cell.</source>
        <translation>在图表中，左右方向键选择一个已记录的步，Home 和 End 跳到第一步和最后一步；在注意力图中，方向键移动所选的格子。</translation>
    </message>
    <message>
        <source>Your model</source>
        <translation>你的模型</translation>
    </message>
    <message>
        <source>A real model&apos;s RoPE settings, pair by pair, and what one mistake in a port does to its scores.</source>
        <translation>真实模型的 RoPE 设置（逐对列出），以及移植时的一个错误对分数的影响。</translation>
    </message>
    <message>
        <source>&amp;Your Model…</source>
        <translation>你的模型(&amp;Y)…</translation>
    </message>
    <message>
        <source>In the mismatch lab&apos;s plot, Left and Right move the position whose values are shown, PageUp and PageDown a tenth of the positions, Home and End to the first and the last.</source>
        <translation>在不一致实验的图表中，左右方向键移动显示数值的位置，PageUp 和 PageDown 每次移动位置数的十分之一，Home 和 End 跳到第一个和最后一个位置。</translation>
    </message>
</context>
<context>
    <name>pe::WaveDescription</name>
    <message>
        <source>Waves of the shown dimensions</source>
        <translation>所显示维度的波形</translation>
    </message>
    <message>
        <source>Waves of dimensions %1 over positions 0 to %2; p = %3, dimension %4: %5</source>
        <translation>维度 %1 在位置 0 到 %2 上的波形；p = %3，第 %4 维：%5</translation>
    </message>
</context>
<context>
    <name>pe::WavePlot</name>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
</context>
<context>
    <name>pe::WorksheetActions</name>
    <message>
        <source>&amp;Print Worksheet…</source>
        <translation>打印练习单(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the open lesson as a handout: every step with its numbers, figure and questions</source>
        <translation>将当前打开的课程打印成练习单：每个步骤都附有数值、插图和问题</translation>
    </message>
    <message>
        <source>Export Worksheet as P&amp;DF…</source>
        <translation>将练习单导出为 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the open lesson as a PDF handout</source>
        <translation>将当前打开的课程保存为 PDF 练习单</translation>
    </message>
    <message>
        <source>Open a lesson first: the worksheet is made from the open lesson.</source>
        <translation>请先打开一课：练习单由当前打开的课程生成。</translation>
    </message>
    <message>
        <source>Export Worksheet as PDF</source>
        <translation>将练习单导出为 PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>Worksheet saved to &quot;%1&quot;.</source>
        <translation>练习单已保存到“%1”。</translation>
    </message>
    <message>
        <source>Print Worksheet</source>
        <translation>打印练习单</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>练习单</translation>
    </message>
    <message>
        <source>Add the &amp;answer key as the last part</source>
        <translation>在最后附上答案(&amp;A)</translation>
    </message>
    <message>
        <source>Printing failed</source>
        <translation>打印失败</translation>
    </message>
    <message>
        <source>The worksheet was not printed: %1</source>
        <translation>练习单未能打印：%1</translation>
    </message>
    <message>
        <source>Worksheet sent to the printer.</source>
        <translation>练习单已发送到打印机。</translation>
    </message>
    <message>
        <source>Answer Key</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Add the answer key as the last part of the worksheet?</source>
        <translation>是否在练习单最后附上答案？</translation>
    </message>
</context>
</TS>
