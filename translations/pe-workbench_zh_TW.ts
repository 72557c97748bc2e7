<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AlibiReport</name>
    <message>
        <source>ALiBi with %1 heads: head h adds −slope_h·(i − j) to the logit of query i for each key j ≤ i.</source>
        <translation>%1 個注意力頭的 ALiBi：第 h 個頭在 query i 的 logit 上，對每個 key j ≤ i 加上 −slope_h⋅(i − j)（slope_h 為第 h 個頭的斜率）。</translation>
    </message>
    <message>
        <source>Bias of the last query, i = %1, for the keys j = 0 to %1:</source>
        <translation>最後一個 query（i = %1）對 key j = 0 到 %1 的 bias：</translation>
    </message>
    <message>
        <source>head</source>
        <translation>頭</translation>
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
        <translation>示範用的 Self-Attention</translation>
    </message>
    <message>
        <source>Four tokens A, B, C, D, each an embedding of width 8, and three fixed matrices W_Q, W_K and W_V.</source>
        <translation>四個 Token A、B、C、D，每個都是維度 8 的 Embedding；再加上三個固定的矩陣 W_Q、W_K 和 W_V。</translation>
    </message>
    <message>
        <source>Each embedding x becomes a query q = W_Q x, a key k = W_K x and a value v = W_V x.</source>
        <translation>每個 Embedding x 都會變成 query q = W_Q x、key k = W_K x 和 value v = W_V x。</translation>
    </message>
    <message>
        <source>One token&apos;s query meets every key: score = q · k / √d. Softmax turns the scores into attention weights that add up to 1, and the output O is the weighted sum of the values.</source>
        <translation>一個 Token 的 query 會和每個 key 做內積：分數 = q ⋅ k / sqrt(d)。Softmax 把這些分數變成加起來等於 1 的 Attention weight，輸出 O 就是各個 value 的 weighted sum。</translation>
    </message>
    <message>
        <source>These numbers come from no trained model. They are tenths drawn by a small seeded generator (seed 2017), so every run shows the same ones. The tokens 你, 打 and 我 are used in the next step.</source>
        <translation>這些數字不是來自任何訓練過的模型，而是由一個設定了種子（2017）的小型亂數產生器抽出的一位小數，所以每次執行看到的都一樣。Token「你」、「打」、「我」會在下一個步驟用到。</translation>
    </message>
    <message>
        <source>Self-attention is permutation-invariant</source>
        <translation>Self-Attention 是排列不變的</translation>
    </message>
    <message>
        <source>Swap A and C: the output at D does not change. Without positions, attention cannot see order.</source>
        <translation>把 A 和 C 對調：D 位置的輸出完全不變。沒有位置資訊，Attention 就看不到順序。</translation>
    </message>
    <message>
        <source>O_D, the output at D, is the sum of weight × value over the four tokens. Swapping A and C swaps their scores, weights and values together, so the weighted sum adds the same four terms in another order.</source>
        <translation>D 位置的輸出 O_D，是四個 Token 的 weight × value 加起來的總和。A、C 對調時，它們的分數、weight 和 value 也跟著一起對調，所以 weighted sum 只是用另一種順序把同樣的四項加起來。</translation>
    </message>
    <message>
        <source>“你打我” and “我打你” use the same three characters with opposite meanings. 打 stands in the middle of both; without positions its output is identical. (The last places hold different characters, 我 and 你: each character gets the same output wherever it stands.)</source>
        <translation>「你打我」和「我打你」是同樣三個字，意思卻完全相反。兩句的「打」都在中間；沒有位置資訊時，它的輸出一模一樣。（最後一個位置分別是不同的字「我」和「你」：每個字不管站在哪裡，得到的輸出都一樣。）</translation>
    </message>
    <message>
        <source>With the sinusoidal encoding added (positions on), each input depends on its place, and the outputs differ.</source>
        <translation>加上 Sinusoidal 位置編碼（有位置）之後，每個輸入都跟它所在的位置有關，輸出也就不同了。</translation>
    </message>
    <message>
        <source>Is self-attention permutation-invariant or equivariant?</source>
        <translation>Self-Attention 是排列不變，還是排列等變？</translation>
    </message>
    <message>
        <source>Both, seen from two sides. One token&apos;s output does not change when the others are shuffled (invariant); shuffling all tokens shuffles the outputs the same way (equivariant).</source>
        <translation>兩者都是，只是從不同的角度看。打亂其他 Token 時，某一個 Token 的輸出不會變（排列不變）；把所有 Token 打亂，輸出也會以同樣的方式被打亂（排列等變）。</translation>
    </message>
    <message>
        <source>Absolute position vectors</source>
        <translation>絕對位置向量（Absolute Positional Embedding）</translation>
    </message>
    <message>
        <source>Give each position k its own vector P_k and add it to the token that stands there.</source>
        <translation>給每個位置 k 一個專屬的向量 P_k，加到放在那個位置的 Token 上。</translation>
    </message>
    <message>
        <source>In ABCD, A gets P_0 and B gets P_1; in CBAD, C gets P_0 and A gets P_2.</source>
        <translation>順序是 ABCD 時，A 加 P_0、B 加 P_1；順序是 CBAD 時，C 加 P_0、A 加 P_2。</translation>
    </message>
    <message>
        <source>So A at position 0 and A at position 2 are different inputs, E_A + P_0 and E_A + P_2. Attention now sees “A at position 0” and “A at position 2” as two different things.</source>
        <translation>所以放在位置 0 的 A 和放在位置 2 的 A 是不同的輸入：E_A + P_0 和 E_A + P_2。對 Attention 來說，「放在位置 0 的 A」和「放在位置 2 的 A」變成了兩個不同的東西。</translation>
    </message>
    <message>
        <source>What should P_0, P_1, … look like? The next steps build them from sin and cos (d = 8 here).</source>
        <translation>P_0、P_1……到底該長什麼樣子？接下來的步驟會用 sin 和 cos 把它們建構出來（這裡 d = 8）。</translation>
    </message>
    <message>
        <source>The formula as waves and as a heatmap</source>
        <translation>把公式畫成波和熱力圖</translation>
    </message>
    <message>
        <source>P_k[2i] = sin(k / 10000^(2i/d)) and P_k[2i+1] = cos(k / 10000^(2i/d)), where d is the length of P_k and P_k[i] its i-th number.</source>
        <translation>P_k[2i] = sin(k / 10000^(2i/⁠d))，P_k[2i+1] = cos(k / 10000^(2i/⁠d))；其中 d 是 P_k 的長度，P_k[i] 是它的第 i 個數值。</translation>
    </message>
    <message>
        <source>The numerator k is the position: the larger k, the larger the angle. The denominator depends on the dimension and sets how fast the angle grows. An even dimension takes the sin, the next odd one the cos of the same angle.</source>
        <translation>分子 k 是第幾個位置：k 越大，角度越大。分母跟維度有關，決定角度變化的速度。偶數維度取 sin，下一個奇數維度取同一個角度的 cos。</translation>
    </message>
    <message>
        <source>Waves: dimension 0 (sin) and dimension 1 (cos) turn fastest; dimension 10 is a sin with a longer period. Here d = %3 and the positions run from 0 to 49.</source>
        <translation>波形：第 0 維（sin）和第 1 維（cos）變化最快；第 10 維也是 sin，但週期比較長。這裡 d = %3，位置從 0 到 49。</translation>
    </message>
    <message>
        <source>Heatmap: all %3 dimensions over the 50 positions, yellow near +1 and dark blue near −1. Low dimensions change quickly, higher ones ever more slowly.</source>
        <translation>熱力圖：50 個位置上的全部 %3 個維度，黃色接近 +1，深藍接近 −1。編號小的維度變化劇烈，編號越大變化越緩慢。</translation>
    </message>
    <message>
        <source>The lecture&apos;s R = 3</source>
        <translation>課堂上的 R = 3</translation>
    </message>
    <message>
        <source>R = 3: P_1 → P_4, P_11 → P_14 and P_101 → P_104.</source>
        <translation>R = 3：P_1 → P_4、P_11 → P_14、P_101 → P_104。</translation>
    </message>
    <message>
        <source>Far apart</source>
        <translation>相距很遠</translation>
    </message>
    <message>
        <source>m − n = 40: the four score terms for a key far from the query.</source>
        <translation>m − n = 40：key 離 query 很遠時，分數的四項。</translation>
    </message>
    <message>
        <source>Slow hands</source>
        <translation>慢的指針</translation>
    </message>
    <message>
        <source>Position 49: the second hand has turned many times, the hour hand has hardly moved.</source>
        <translation>位置 49：秒針已經轉了好幾圈，時針幾乎沒動。</translation>
    </message>
    <message>
        <source>Order, attention and relative position</source>
        <translation>順序、Attention 與相對位置</translation>
    </message>
    <message>
        <source>Why self-attention needs positions, how sinusoidal position vectors are built, and how they reach the attention score as relative position.</source>
        <translation>為什麼 Self-Attention 需要位置資訊、Sinusoidal 位置向量怎麼建構，以及它們如何以相對位置的形式進入 Attention 分數。</translation>
    </message>
    <message>
        <source>Clock hands and their periods</source>
        <translation>時鐘指針與週期</translation>
    </message>
    <message>
        <source>Each pair of dimensions (2i, 2i + 1) is a clock hand that turns as the position grows; it goes once round in 2π · 10000^(2i/d) positions.</source>
        <translation>每一對維度（2i, 2i + 1）就是一根時鐘指針，隨著位置增加而旋轉；每 2π ⋅ 10000^(2i/⁠d) 個位置轉一圈。</translation>
    </message>
    <message>
        <source>Setting k / 10000^(2i/d) = 2π gives the period k = 2π · 10000^(2i/d).</source>
        <translation>令 k / 10000^(2i/⁠d) = 2π，就得到週期 k = 2π ⋅ 10000^(2i/⁠d)。</translation>
    </message>
    <message>
        <source>At d = 128 there are 64 hands, each with its own speed: pair 0 is like a second hand, pair 32 like a minute hand and pair 63 like an hour hand. A clock has three hands; this one has d/2.</source>
        <translation>d = 128 時有 64 根指針，轉速全都不一樣：第 0 對像秒針，第 32 對像分針，第 63 對像時針。一般時鐘只有三根指針，這裡有 d/2 根。</translation>
    </message>
    <message>
        <source>The dials show these three hands at your position %2. Choose another width d below to see its periods.</source>
        <translation>鐘面顯示的是這三根指針在你選的位置 %2 的樣子。在下方選另一個維度 d，就能看到它的週期。</translation>
    </message>
    <message>
        <source>Why does the slowest hand need about 54000 positions for one turn?</source>
        <translation>為什麼最慢的指針要大約 54000 個位置才轉一圈？</translation>
    </message>
    <message>
        <source>Its denominator is 10000^(126/128), about 8660, and one turn is an angle of 2π: 2π × 8660 ≈ 54410 positions.</source>
        <translation>它的分母是 10000^(126/128)，大約 8660；轉一圈是 2π 的角度：2π × 8660 ≈ 54410 個位置。</translation>
    </message>
    <message>
        <source>Relative position: P_(k+R) = M_R P_k</source>
        <translation>相對位置：P_(k+R) = M_R P_k</translation>
    </message>
    <message>
        <source>Moving R positions on multiplies the vector by one matrix M_R, whatever position k you start from.</source>
        <translation>往後移 R 個位置，就等於把向量乘上一個矩陣 M_R，不管從哪個位置 k 開始都一樣。</translation>
    </message>
    <message>
        <source>Write Z for 10000^(2i/d). The trig addition formulas give sin((k+R)/Z) = sin(k/Z) cos(R/Z) + cos(k/Z) sin(R/Z) and cos((k+R)/Z) = cos(k/Z) cos(R/Z) − sin(k/Z) sin(R/Z).</source>
        <translation>把 10000^(2i/⁠d) 簡記成 Z。用合角公式展開：sin((k+R)/Z) = sin(k/Z) cos(R/Z) + cos(k/Z) sin(R/Z)，cos((k+R)/Z) = cos(k/Z) cos(R/Z) − sin(k/Z) sin(R/Z)。</translation>
    </message>
    <message>
        <source>So each pair is turned by a 2 × 2 rotation matrix built from cos(R/Z) and sin(R/Z). Z contains i, so the blocks differ from pair to pair; M_R holds them on its diagonal and zeros elsewhere.</source>
        <translation>所以每一對維度都是被一個由 cos(R/Z) 和 sin(R/Z) 組成的 2 × 2 旋轉矩陣轉動。Z 裡面藏著 i，所以每一對的小方塊都不一樣；M_R 把它們沿對角線排起來，其他地方補 0。</translation>
    </message>
    <message>
        <source>The check multiplies P_k by M_R and compares the result with P_(k+R), for k = 1, 11 and 101 and for a k you choose. R is your position %2.</source>
        <translation>檢查的方法是把 P_k 乘上 M_R，再和 P_(k+R) 比較；k 取 1、11、101，以及你自己選的 k。R 就是你選的位置 %2。</translation>
    </message>
    <message>
        <source>Does M_R depend on k?</source>
        <translation>M_R 跟 k 有關嗎？</translation>
    </message>
    <message>
        <source>No. Its entries are cos(R/Z) and sin(R/Z) only. The same M_3 takes P_1 to P_4, P_11 to P_14 and P_101 to P_104.</source>
        <translation>沒有關係。它的元素只有 cos(R/Z) 和 sin(R/Z)。同一個 M_3 會把 P_1 變成 P_4、P_11 變成 P_14、P_101 變成 P_104。</translation>
    </message>
    <message>
        <source>Four terms of the attention score</source>
        <translation>Attention 分數的四項</translation>
    </message>
    <message>
        <source>The score of a query at n for a key at m, (W_Q (x + P_n))ᵀ (W_K (y + P_m)), falls into four terms.</source>
        <translation>位置 n 的 query 對位置 m 的 key 的分數 (W_Q (x + P_n))ᵀ (W_K (y + P_m))，展開後可以拆成四項。</translation>
    </message>
    <message>
        <source>Content · content, (W_Q x)ᵀ (W_K y), ignores position. Content · position and position · content mix the two. Position · position, P_nᵀ W_Qᵀ W_K P_m, depends on the positions only.</source>
        <translation>內容 ⋅ 內容 (W_Q x)ᵀ (W_K y) 完全不看位置。內容 ⋅ 位置和位置 ⋅ 內容讓兩者交互作用。位置 ⋅ 位置 P_nᵀ W_Qᵀ W_K P_m 只跟位置有關。</translation>
    </message>
    <message>
        <source>With P_m = M_(m−n) P_n the last term becomes P_nᵀ (W_Qᵀ W_K M_(m−n)) P_n: a matrix that depends on m − n, between two copies of P_n. If W_Qᵀ W_K were the identity, it would be P_nᵀ P_m = Σ cos((m − n)/Z), a function of m − n alone.</source>
        <translation>把 P_m 換成 M_(m−n) P_n，最後一項就變成 P_nᵀ (W_Qᵀ W_K M_(m−n)) P_n：兩個 P_n 中間夾著一個跟 m − n 有關的矩陣。如果 W_Qᵀ W_K 是單位矩陣，這一項就是 P_nᵀ P_m = Σ cos((m − n)/Z)，只跟 m − n 有關。</translation>
    </message>
    <message>
        <source>To be honest, the effect is indirect: the relative part is mixed with absolute positions and content, and only one of the four terms carries it. The terms are shown before the division by √d.</source>
        <translation>不過要誠實地說，這個影響是間接的：相對位置的部分混著絕對位置和內容，而且四項裡只有一項帶有它。這裡顯示的是除以 sqrt(d) 之前的各項。</translation>
    </message>
    <message>
        <source>Does the sinusoidal encoding make the score depend on relative position alone?</source>
        <translation>Sinusoidal 位置編碼會讓分數只跟相對位置有關嗎？</translation>
    </message>
    <message>
        <source>No. Only part of the position · position term is purely relative, and only in special cases such as W_Qᵀ W_K = I. The other terms still see absolute positions and content.</source>
        <translation>不會。只有位置 ⋅ 位置這一項的一部分是純粹的相對位置，而且只在 W_Qᵀ W_K = I 這類特殊情況下才成立。其他項仍然看得到絕對位置和內容。</translation>
    </message>
    <message>
        <source>Where it leads: relative positions</source>
        <translation>接下來：走向相對位置</translation>
    </message>
    <message>
        <source>If the distance between tokens is what matters, why not put it into attention directly?</source>
        <translation>既然真正重要的是 Token 之間的距離，何不直接把它放進 Attention？</translation>
    </message>
    <message>
        <source>The sinusoidal encoding takes a detour: it labels absolute positions, and attention reaches their distance only through M_R.</source>
        <translation>Sinusoidal 位置編碼拐了一個彎：它標記的是絕對位置，Attention 只能透過 M_R 間接得到它們之間的距離。</translation>
    </message>
    <message>
        <source>In “the cat ate the fish”, the fish should attend to the cat the same way whether the sentence opens a text or comes 1000 tokens later. What should count is the distance between the two words.</source>
        <translation>在「貓吃了魚」這句話裡，不管這句話是在文章開頭，還是出現在 1000 個 Token 之後，「魚」attend 到「貓」的方式都應該一樣。真正該算數的，是兩個詞之間的距離。</translation>
    </message>
    <message>
        <source>Here the query is D, the key is A, and m − n = %2 in every column. The last row, with W_Qᵀ W_K = I, is the same in every column; the terms with the toy weights are not.</source>
        <translation>這裡 query 是 D，key 是 A，每一欄的 m − n 都是 %2。最後一列（W_Qᵀ W_K = I）在每一欄都相同；用示範用權重算出的各項則不同。</translation>
    </message>
    <message>
        <source>Distance &amp;R:</source>
        <translation>距離 R(&amp;R)：</translation>
    </message>
    <message>
        <source>Distance R</source>
        <translation>距離 R</translation>
    </message>
    <message>
        <source>The distance R = m − n between the query and the key, %1 to %2: the rotation M_R and the score terms follow it.</source>
        <translation>query 與 key 之間的距離 R = m − n，範圍 %1 到 %2：旋轉 M_R 與分數的各項都跟著它變。</translation>
    </message>
    <message>
        <source>Query at n = %1, key at m = %2 (R = m − n) · width d = %3 · base 10000</source>
        <translation>query 在 n = %1、key 在 m = %2（R = m − n） ⋅ 維度 d = %3 ⋅ 底數 10000</translation>
    </message>
    <message>
        <source>Note: self-attention is not entirely without position information; it hides a little, as the end of the lecture mentions. Like the usual account, this lesson treats it as having none.</source>
        <translation>註：課程尾聲會提到，Self-Attention 並非完全沒有位置資訊，它偷偷藏了一點。這一課照最傳統的講法，把它當成沒有位置資訊來處理。</translation>
    </message>
    <message>
        <source>Does a model use it?</source>
        <translation>模型會用到它嗎？</translation>
    </message>
    <message>
        <source>A tiny attention model learns who hits whom in 你打我-style sentences, once without positions and once with the sinusoidal encoding.</source>
        <translation>一個很小的 Self-Attention 模型在「你打我」這類句子中學習誰打誰：一次不加位置，一次加上 Sinusoidal 編碼。</translation>
    </message>
    <message>
        <source>The model: token embeddings of width 16, one self-attention layer, a summary token [S] appended to every sentence, and a classifier that names the one who hits. It is trained for 400 steps on 94 sentences and tested on 32 others.</source>
        <translation>模型由維度 16 的 Token Embedding、一層 Self-Attention、接在每個句子後面的摘要 Token [S]，以及說出誰打人的分類器組成。它在 94 個句子上訓練 400 步，再用另外 32 個句子測試。</translation>
    </message>
    <message>
        <source>Without positions, 你打我 and 我打你 give [S] exactly the same output, so on such order pairs the model is right on one twin and wrong on the other: 0.5, whatever it learns. With the sinusoid, the same model can tell them apart.</source>
        <translation>沒有位置時，「你打我」和「我打你」給 [S] 的輸出完全相同，所以在這種語序對上，模型對一句、錯一句：不論學到什麼，都是 0.5。加上 Sinusoidal 編碼後，同一個模型就能分辨它們。</translation>
    </message>
    <message>
        <source>Here the model uses the position signal because the task needs it and the training rewards it. Try other tasks, widths and schemes in the Training view.</source>
        <translation>這裡模型會用到位置訊號，是因為任務需要它，而訓練也獎勵它。其他任務、維度與方法可以在「訓練」檢視中試試看。</translation>
    </message>
    <message>
        <source>Why can no training lift the order-pairs accuracy without positions above 0.5?</source>
        <translation>為什麼沒有位置時，再怎麼訓練，語序對的準確率都不會超過 0.5？</translation>
    </message>
    <message>
        <source>Both twins hold the same tokens, and without positions self-attention gives [S] the same output for any order: the same answer wins for both, and it is right for only one of them.</source>
        <translation>一對中的兩句有相同的 Token，而沒有位置時，不論順序如何，Self-Attention 給 [S] 的輸出都一樣：兩句選出同一個答案，而它只對其中一句正確。</translation>
    </message>
    <message>
        <source>Relative positional embeddings skip the detour: they give the score a term for the distance m − n itself. Rotary embeddings (RoPE) rotate queries and keys by their positions, so position enters their product only through m − n, while their content still counts. The lesson “Beyond the sinusoid” tries both.</source>
        <translation>Relative Positional Embedding（相對位置編碼）不拐彎：直接在分數裡加上一項跟距離 m − n 本身有關的值。旋轉位置編碼（RoPE）則依位置旋轉 query 和 key，讓位置只透過 m − n 進入它們的內積，而內容仍然有影響。課程「超越 Sinusoidal」會實際試試這兩種。</translation>
    </message>
</context>
<context>
    <name>AttentionTrainingValues</name>
    <message>
        <source>Training steps</source>
        <translation>訓練步數</translation>
    </message>
    <message>
        <source>Width d of the model</source>
        <translation>模型維度 d</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Order pairs in the test set (like 你打我 and 我打你)</source>
        <translation>測試集中的語序對（像「你打我」與「我打你」）</translation>
    </message>
    <message>
        <source>without positions</source>
        <translation>不加位置</translation>
    </message>
    <message>
        <source>with the sinusoidal encoding</source>
        <translation>加上 Sinusoidal 編碼</translation>
    </message>
    <message>
        <source>Loss at the end, %1</source>
        <translation>最後的損失，%1</translation>
    </message>
    <message>
        <source>Training accuracy, %1</source>
        <translation>訓練準確率，%1</translation>
    </message>
    <message>
        <source>Test accuracy, %1</source>
        <translation>測試準確率，%1</translation>
    </message>
    <message>
        <source>Accuracy on the order pairs, %1</source>
        <translation>語序對的準確率，%1</translation>
    </message>
</context>
<context>
    <name>AttentionValues</name>
    <message>
        <source>Seed of the generator</source>
        <translation>亂數產生器的種子</translation>
    </message>
    <message>
        <source>Width d of every vector</source>
        <translation>每個向量的維度 d</translation>
    </message>
    <message>
        <source>Embedding of %1</source>
        <translation>%1 的 Embedding</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <translation>%1，第 %2 列</translation>
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
        <translation>顯示的位置 k</translation>
    </message>
    <message>
        <source>Dimension %1: denominator 10000^(2i/d)</source>
        <translation>第 %1 維：分母 10000^(2i/⁠d)</translation>
    </message>
    <message>
        <source>Dimension %1: period (positions)</source>
        <translation>第 %1 維：週期（位置數）</translation>
    </message>
    <message>
        <source>P_%1[%2]</source>
        <translation>P_%1[%2]</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>維度 d</translation>
    </message>
    <message>
        <source>Pair i = %1: period 2π · 10000^(2i/d)</source>
        <translation>第 i = %1 對：週期 2π ⋅ 10000^(2i/⁠d)</translation>
    </message>
    <message>
        <source>Pair i = %1: hand at position %2 (rad)</source>
        <translation>第 i = %1 對：位置 %2 的指針角度（rad）</translation>
    </message>
    <message>
        <source>Pair i = %1: turns at position %2</source>
        <translation>第 i = %1 對：位置 %2 轉過的圈數</translation>
    </message>
    <message>
        <source>Largest |M_R P_%1 − P_%2|</source>
        <translation>最大 |M_R P_%1 − P_%2|</translation>
    </message>
    <message>
        <source>Distance m − n</source>
        <translation>距離 m − n</translation>
    </message>
    <message>
        <source>n = %1, m = %2</source>
        <translation>n = %1、m = %2</translation>
    </message>
    <message>
        <source>Content · content, %1</source>
        <translation>內容 ⋅ 內容，%1</translation>
    </message>
    <message>
        <source>Content · position, %1</source>
        <translation>內容 ⋅ 位置，%1</translation>
    </message>
    <message>
        <source>Position · content, %1</source>
        <translation>位置 ⋅ 內容，%1</translation>
    </message>
    <message>
        <source>Position · position, %1</source>
        <translation>位置 ⋅ 位置，%1</translation>
    </message>
    <message>
        <source>Whole score, %1</source>
        <translation>總分數，%1</translation>
    </message>
    <message>
        <source>P_nᵀ W_Qᵀ W_K M_(m−n) P_n, %1</source>
        <translation>P_nᵀ W_Qᵀ W_K M_(m−n) P_n，%1</translation>
    </message>
    <message>
        <source>Position · position with W_Qᵀ W_K = I, %1</source>
        <translation>W_Qᵀ W_K = I 時的位置 ⋅ 位置，%1</translation>
    </message>
    <message>
        <source>Σ cos((m − n) / 10000^(2i/d)) over the pairs</source>
        <translation>Σ cos((m − n) / 10000^(2i/⁠d))（對每一對維度加總）</translation>
    </message>
    <message>
        <source>Distance R = m − n</source>
        <translation>距離 R = m − n</translation>
    </message>
    <message>
        <source>Pair %1: Z = 10000^(2i/d)</source>
        <translation>第 %1 對：Z = 10000^(2i/⁠d)</translation>
    </message>
    <message>
        <source>Pair %1: rotation angle R / Z (rad)</source>
        <translation>第 %1 對：旋轉角度 R / Z（rad）</translation>
    </message>
    <message>
        <source>Pair %1: block of M_R, row by row</source>
        <translation>第 %1 對：M_R 的小方塊（逐列）</translation>
    </message>
    <message>
        <source>Pair %1: M_R, entry (%2, %3)</source>
        <translation>第 %1 對：M_R 的 (%2, %3) 元素</translation>
    </message>
</context>
<context>
    <name>BeyondContextValues</name>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距離 Δ = m − n</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>維度 d</translation>
    </message>
    <message>
        <source>Training length L</source>
        <translation>訓練長度 L</translation>
    </message>
    <message>
        <source>Scale s</source>
        <translation>倍率 s</translation>
    </message>
    <message>
        <source>Run length s · L</source>
        <translation>推論長度 s ⋅ L</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>維度共有幾對</translation>
    </message>
    <message>
        <source>Pairs that never turned fully in training</source>
        <translation>訓練中從未轉滿一圈的有幾對</translation>
    </message>
    <message>
        <source>The first of them</source>
        <translation>其中的第一對</translation>
    </message>
    <message>
        <source>Wavelength of pair 0 (positions)</source>
        <translation>第 0 對的波長（位置數）</translation>
    </message>
    <message>
        <source>Wavelength of pair %1 (positions)</source>
        <translation>第 %1 對的波長（位置數）</translation>
    </message>
    <message>
        <source>Pair %1: angles seen in training, up to L · θ (rad)</source>
        <translation>第 %1 對：訓練中看過的角度，到 L ⋅ θ 為止（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angles needed at s · L (rad)</source>
        <translation>第 %1 對：s ⋅ L 時需要的角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angle between tokens Δ apart (rad)</source>
        <translation>第 %1 對：相距 Δ 的 Token 之間的角度（rad）</translation>
    </message>
    <message>
        <source>No rescaling</source>
        <translation>不縮放</translation>
    </message>
    <message>
        <source>Position interpolation</source>
        <translation>位置內插</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware 縮放</translation>
    </message>
    <message>
        <source>%1: pairs with unseen angles</source>
        <translation>%1：遇到未見過角度的有幾對</translation>
    </message>
    <message>
        <source>%1: largest run band / trained band</source>
        <translation>%1：推論範圍 / 訓練範圍的最大值</translation>
    </message>
    <message>
        <source>%1: pair 0, angle at Δ (rad)</source>
        <translation>%1：第 0 對，Δ 處的角度（rad）</translation>
    </message>
    <message>
        <source>%1: slowest pair, angle at Δ (rad)</source>
        <translation>%1：最慢的一對，Δ 處的角度（rad）</translation>
    </message>
    <message>
        <source>%1: slowest pair, wavelength</source>
        <translation>%1：最慢一對的波長</translation>
    </message>
    <message>
        <source>NTK-aware: base&apos; = base · s^(d/(d−2))</source>
        <translation>NTK-aware：base&apos; = base ⋅ s^(d/(d−2))</translation>
    </message>
    <message>
        <source>YaRN: attention factor 0.1 · ln s + 1</source>
        <translation>YaRN：注意力縮放係數 0.1 ⋅ ln s + 1</translation>
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
        <translation>四項之中只有一項是相對的</translation>
    </message>
    <message>
        <source>The sinusoid reaches the score through four terms. At the same distance Δ = %2, only a part of one of them stays the same wherever the two tokens stand.</source>
        <translation>Sinusoidal 位置編碼透過四項影響分數。距離同樣是 Δ = %2 時，不論兩個 Token 在哪裡都不變的，只有其中一項的一部分。</translation>
    </message>
    <message>
        <source>① contains no position at all. ② and ③ each see one absolute position. ④ sees both, but through W_Qᵀ W_K, so it changes from column to column as well; only its part with W_Qᵀ W_K = I depends on Δ alone.</source>
        <translation>① 完全不含位置。② 和 ③ 各自看到一個絕對位置。④ 兩個都看到，但要經過 W_Qᵀ W_K，所以每一欄也都不同；只有 W_Qᵀ W_K = I 的那一部分只跟 Δ 有關。</translation>
    </message>
    <message>
        <source>The spread is the largest value of a row minus its smallest: 0 means the row does not care where the pair stands.</source>
        <translation>差距是一列中的最大值減去最小值：0 表示這一列跟兩個 Token 的位置無關。</translation>
    </message>
    <message>
        <source>① has no spread. Why does that not make it a relative term?</source>
        <translation>① 沒有差距。為什麼它仍然不算相對的項？</translation>
    </message>
    <message>
        <source>It contains no position: it is the same at every distance too. A relative term changes with Δ but not with where the pair stands.</source>
        <translation>因為它不含位置：在任何距離下也都一樣。相對的項會隨 Δ 改變，但不會隨這兩個 Token 的所在位置改變。</translation>
    </message>
    <message>
        <source>Putting the distance into attention</source>
        <translation>把距離直接放進 Attention</translation>
    </message>
    <message>
        <source>Instead of labelling every token with its place, hand attention the distance between query and key directly.</source>
        <translation>與其替每個 Token 標上位置，不如直接把 query 和 key 之間的距離交給 Attention。</translation>
    </message>
    <message>
        <source>Shaw, Uszkoreit and Vaswani (2018) learn one vector for each distance, cut off at a maximum, and add it to the key inside the score. T5 learns one number per head for each bucket of distances and adds it to the score.</source>
        <translation>Shaw、Uszkoreit 與 Vaswani（2018）為每個距離（超過上限就截斷）學一個向量，在分數裡加到 key 上。T5 則為每個注意力頭、每個距離區間學一個數字，加到分數上。</translation>
    </message>
    <message>
        <source>Both need tables that are learned and sized for the distances of training. The next schemes need no table: RoPE turns queries and keys by their positions, and ALiBi subtracts a fixed penalty that grows with the distance.</source>
        <translation>兩者都需要可學習的表，大小依訓練時的距離而定。接下來的方法不需要表：RoPE 依位置旋轉 query 和 key，ALiBi 則減去一個隨距離變大的固定懲罰。</translation>
    </message>
    <message>
        <source>What must a purely relative score give for the same two tokens at (n, m) = (1, 1 + Δ) and at (101, 101 + Δ)?</source>
        <translation>如果分數是純粹相對的，同樣兩個 Token 在 (n, m) = (1, 1 + Δ) 和 (101, 101 + Δ) 時，分數應該如何？</translation>
    </message>
    <message>
        <source>The same number: only m − n may matter, not n.</source>
        <translation>一樣的數字：只有 m − n 可以有影響，n 不行。</translation>
    </message>
    <message>
        <source>Neighbours</source>
        <translation>相鄰</translation>
    </message>
    <message>
        <source>Δ = 1: the two pairings already disagree for the next token.</source>
        <translation>Δ = 1：連相鄰的 Token，兩種配對方式的結果就已經不同。</translation>
    </message>
    <message>
        <source>Far apart</source>
        <translation>相距很遠</translation>
    </message>
    <message>
        <source>Δ = 1000: the three schemes side by side for a far key.</source>
        <translation>Δ = 1000：對一個很遠的 key 並排比較三種方法。</translation>
    </message>
    <message>
        <source>Past training</source>
        <translation>超出訓練長度</translation>
    </message>
    <message>
        <source>Δ = 4096, twice the training length: the three rescalings.</source>
        <translation>Δ = 4096（訓練長度的兩倍）：三種縮放方法。</translation>
    </message>
    <message>
        <source>Beyond the sinusoid</source>
        <translation>超越 Sinusoidal</translation>
    </message>
    <message>
        <source>RoPE, ALiBi and longer contexts: how position can enter attention as a distance, computed exactly and side by side.</source>
        <translation>RoPE、ALiBi 與更長的上下文：位置如何以距離的形式進入 Attention，精確計算並排比較。</translation>
    </message>
    <message>
        <source>&amp;Distance Δ:</source>
        <translation>距離 Δ(&amp;D)：</translation>
    </message>
    <message>
        <source>Distance Δ</source>
        <translation>距離 Δ</translation>
    </message>
    <message>
        <source>The distance Δ = m − n between the query at n and the key at m, %1 to %2: every number of the lesson follows it.</source>
        <translation>位置 n 的 query 與位置 m 的 key 之間的距離 Δ = m − n，範圍 %1 到 %2：這門課程的每個數字都跟著它變。</translation>
    </message>
    <message>
        <source>Query at n, key at m = n + %2 (Δ = %2) · width d = %3 · base 10000</source>
        <translation>query 在 n，key 在 m = n + %2（Δ = %2）⋅ 維度 d = %3 ⋅ 底數 10000</translation>
    </message>
    <message>
        <source>Longer than training</source>
        <translation>比訓練時更長的輸入</translation>
    </message>
    <message>
        <source>A RoPE model trained on L = 2048 positions is run on s · L = 8192. Its slow pairs then turn to angles they never saw.</source>
        <translation>用 L = 2048 個位置訓練的 RoPE 模型，拿來推論 s ⋅ L = 8192 個位置。這時慢的那幾對維度會轉到從未看過的角度。</translation>
    </message>
    <message>
        <source>A pair whose wavelength is longer than L never completed a turn in training: it saw only the angles from 0 to L · θᵢ. At 4 · L it needs four times that band. Fast pairs went round many times and have seen every angle.</source>
        <translation>波長比 L 長的一對維度在訓練中從未轉滿一圈：它只看過 0 到 L ⋅ θᵢ 的角度。到了 4 ⋅ L，需要的範圍是四倍。快的那幾對轉過很多圈，每個角度都看過了。</translation>
    </message>
    <message>
        <source>At d = %3 the table counts the pairs that never turned fully. The last rows follow the slowest pair: the band it saw, the band the long run needs, and its angle between two tokens Δ = %2 apart.</source>
        <translation>表格計算 d = %3 時從未轉滿一圈的有幾對。最後幾列追蹤最慢的一對：它看過的範圍、較長推論需要的範圍，以及相距 Δ = %2 的兩個 Token 之間的角度。</translation>
    </message>
    <message>
        <source>Why is the fastest pair no problem at 8192 positions?</source>
        <translation>為什麼到了 8192 個位置，最快的一對仍然沒有問題？</translation>
    </message>
    <message>
        <source>Its wavelength is 2π, about 6.3 positions: in training it turned about 326 times and met every angle. Only pairs that never completed a turn meet new angles.</source>
        <translation>它的波長是 2π，大約 6.3 個位置：訓練中大約轉了 326 圈，每個角度都遇過。只有從未轉滿一圈的那幾對才會遇到新的角度。</translation>
    </message>
    <message>
        <source>Three ways to stretch RoPE</source>
        <translation>拉長 RoPE 的三種方法</translation>
    </message>
    <message>
        <source>Position interpolation, NTK-aware scaling and YaRN change the frequencies so that 8192 positions fit into what training saw.</source>
        <translation>位置內插、NTK-aware 縮放與 YaRN 改變頻率，讓 8192 個位置落在訓練時看過的範圍內。</translation>
    </message>
    <message>
        <source>Position interpolation divides every θᵢ by s: no angle is new, but neighbours move s times closer. NTK-aware scaling raises the base to base · s^(d/(d−2)): pair 0 keeps its speed, the slowest pair is divided by s, the pairs between get some of both.</source>
        <translation>位置內插把每個 θᵢ 除以 s：不會有新的角度，但相鄰的 Token 靠近了 s 倍。NTK-aware 縮放把底數提高到 base ⋅ s^(d/(d−2))：第 0 對保持原速，最慢的一對除以 s，中間的那幾對則介於兩者之間。</translation>
    </message>
    <message>
        <source>YaRN divides slow pairs by s and leaves fast ones alone, with a ramp between, and sharpens the softmax by 0.1 · ln s + 1. The table shows each method&apos;s unseen pairs, how far the slow pairs still reach past their band (1: not at all), and the angles at Δ = %2.</source>
        <translation>YaRN 把慢的那幾對除以 s，快的不動，中間用斜坡銜接，並以 0.1 ⋅ ln s + 1 讓 softmax 更尖銳。表格列出各方法有未見過角度的幾對、慢的那幾對仍超出訓練範圍多少（1 表示完全沒有），以及 Δ = %2 處的角度。</translation>
    </message>
    <message>
        <source>Why does NTK-aware scaling leave pairs with unseen angles?</source>
        <translation>為什麼 NTK-aware 縮放還會留下有未見過角度的幾對維度？</translation>
    </message>
    <message>
        <source>What stays true of all of them</source>
        <translation>所有方法共同的性質</translation>
    </message>
    <message>
        <source>Each scheme is a fixed rule computed from positions, not a learned table, and each gives attention a sense of distance.</source>
        <translation>每種方法都是由位置計算出來的固定規則，不是可學習的表，而且都讓 Attention 感受到距離。</translation>
    </message>
    <message>
        <source>The content part never goes away: attention still compares what the tokens are. The schemes differ in where position enters: added to x (sinusoid), turning q and k (RoPE), or subtracted from the score (ALiBi).</source>
        <translation>內容的部分從未消失：Attention 仍然在比較 Token 是什麼。各方法的差別在於位置從哪裡進來：加到 x 上（Sinusoidal）、旋轉 q 和 k（RoPE），或從分數中減去（ALiBi）。</translation>
    </message>
    <message>
        <source>The table checks it at Δ = %2: over the starts 1, 11 and 101 the sinusoid&apos;s whole score moves, RoPE&apos;s and ALiBi&apos;s do not. The waves of the first lessons live on in RoPE: the same frequencies base^(−2i/d), the same rotations M_R.</source>
        <translation>表格在 Δ = %2 時驗證這一點：在起點 1、11、101 之間，Sinusoidal 的總分數會變，RoPE 和 ALiBi 的不會。前幾門課程的波在 RoPE 中延續：同樣的頻率 base^(−2i/⁠d)，同樣的旋轉 M_R。</translation>
    </message>
    <message>
        <source>Each is also built for a range: past its training length a model meets distances or angles it never saw, and a rescaling only moves that limit.</source>
        <translation>每種方法也都有設計時的範圍：超過訓練長度，模型就會遇到從未看過的距離或角度，而縮放只是把這個界線往外移。</translation>
    </message>
    <message>
        <source>A model keeps the sinusoid&apos;s frequencies but applies them as rotations of q and k. What does it gain?</source>
        <translation>一個模型保留 Sinusoidal 的頻率，但改用來旋轉 q 和 k。它得到了什麼？</translation>
    </message>
    <message>
        <source>The score of two tokens depends on their distance, not on where they stand: RoPE&apos;s shift invariance, which the sinusoid reached in one part of one term only.</source>
        <translation>兩個 Token 的分數只跟距離有關，而不是它們在哪裡：這就是 RoPE 的平移不變性，Sinusoidal 只在一項的一部分做到。</translation>
    </message>
    <message>
        <source>RoPE: rotate q and k instead of adding to x</source>
        <translation>RoPE：不加到 x 上，而是旋轉 q 和 k</translation>
    </message>
    <message>
        <source>RoPE adds nothing to the embedding. It turns pair i of the query by n · θᵢ and pair i of the key by m · θᵢ, with θᵢ = base^(−2i/d).</source>
        <translation>RoPE 不在 Embedding 上加任何東西。它把 query 的第 i 對旋轉 n ⋅ θᵢ，把 key 的第 i 對旋轉 m ⋅ θᵢ，其中 θᵢ = base^(−2i/⁠d)。</translation>
    </message>
    <message>
        <source>The frequencies are the sinusoid&apos;s, but they act on q = W_Q x and k = W_K x, after the weights, not on x. Here q and k are the toy&apos;s W_Q E_D and W_K E_A; the query stands at n = 1, the key at m = 1 + %2.</source>
        <translation>頻率和 Sinusoidal 一樣，但作用在乘過權重之後的 q = W_Q x 和 k = W_K x，而不是 x。這裡的 q 和 k 是示範用權重算出的 W_Q E_D 和 W_K E_A；query 在 n&#xa0;=&#xa0;1，key 在 m&#xa0;=&#xa0;1&#xa0;+&#xa0;%2。</translation>
    </message>
    <message>
        <source>A pair&apos;s part of the score is the dot product of two hands, |qᵢ| |kᵢ| cos(the angle between them). The query&apos;s hand turned by n · θᵢ, the key&apos;s by m · θᵢ, so the angle between them changed by (m − n) · θᵢ = Δ · θᵢ, whatever n is.</source>
        <translation>每一對維度給分數的貢獻是兩根指針的內積，|qᵢ| |kᵢ| cos（兩者的夾角）。query 的指針轉了 n ⋅ θᵢ，key 的轉了 m ⋅ θᵢ，所以不論 n 是多少，夾角都改變了 (m − n) ⋅ θᵢ = Δ ⋅ θᵢ。</translation>
    </message>
    <message>
        <source>What is the RoPE score when the key stands where the query stands (Δ = 0)?</source>
        <translation>key 和 query 在同一個位置（Δ = 0）時，RoPE 分數是多少？</translation>
    </message>
    <message>
        <source>Exactly q · k: both hands of every pair have turned by the same angle, and turning both leaves their dot product as it was.</source>
        <translation>剛好是 q ⋅ k：每一對的兩根指針都轉了同樣的角度，兩個一起轉，內積不變。</translation>
    </message>
    <message>
        <source>The score depends on m − n only</source>
        <translation>分數只跟 m − n 有關</translation>
    </message>
    <message>
        <source>Move both tokens by 10 or by 100 places: RoPE&apos;s score stays the same to the last digit, the sinusoid&apos;s does not.</source>
        <translation>把兩個 Token 一起移動 10 或 100 個位置：RoPE 的分數到最後一位都不變，Sinusoidal 的則會變。</translation>
    </message>
    <message>
        <source>(Rₙ q)·(Rₘ k) = q·(Rₙᵀ Rₘ k) = q·(R₍ₘ₋ₙ₎ k): two turns of the same plane combine into one turn by the difference. The second row computes the score this way, from Δ = %2 alone.</source>
        <translation>(Rₙ q)⋅(Rₘ k) = q⋅(Rₙᵀ Rₘ k) = q⋅(R₍ₘ₋ₙ₎ k)：同一平面上的兩次旋轉合成一次旋轉，角度是兩者之差。第二列就是這樣只用 Δ = %2 算出分數。</translation>
    </message>
    <message>
        <source>The spread of the RoPE rows is rounding only. The sinusoid&apos;s whole score, with the same tokens and weights, moves by the spread in its row.</source>
        <translation>RoPE 那幾列的差距只是捨入誤差。同樣的 Token 和權重，Sinusoidal 的總分數卻會變動，變動量就是它那一列的差距。</translation>
    </message>
    <message>
        <source>Does RoPE&apos;s score still depend on the tokens?</source>
        <translation>RoPE 的分數還跟 Token 有關嗎？</translation>
    </message>
    <message>
        <source>Yes. q and k come from the content; RoPE makes only the position part a function of m − n. Content and distance are still mixed in one product.</source>
        <translation>有。q 和 k 來自內容；RoPE 只讓位置的部分變成 m − n 的函數。內容和距離仍然混在同一個乘積裡。</translation>
    </message>
    <message>
        <source>Two pairings: interleaved and half</source>
        <translation>兩種配對方式：interleaved 與 half</translation>
    </message>
    <message>
        <source>Which two components form a pair is a choice of the code, (2i, 2i + 1) or (i, i + d/2). A model works only with the pairing it was trained with.</source>
        <translation>哪兩個維度組成一對是程式碼的選擇：(2i, 2i + 1) 或 (i, i + d/2)。模型只有用訓練時的配對方式才能正常運作。</translation>
    </message>
    <message>
        <source>Interleaved, at d = 8: pairs (0, 1), (2, 3), (4, 5), (6, 7), as in the RoFormer paper, GPT-J and Meta&apos;s Llama code. Half: pairs (0, 4), (1, 5), (2, 6), (3, 7), as in GPT-NeoX and Hugging Face&apos;s rotate_half. Converting weights from one to the other means reordering the rows of W_Q and W_K.</source>
        <translation>interleaved（d = 8）：成對的維度是 (0, 1)、(2, 3)、(4, 5)、(6, 7)，RoFormer 論文、GPT-J 與 Meta 的 Llama 程式碼採用。half：成對的維度是 (0, 4)、(1, 5)、(2, 6)、(3, 7)，GPT-NeoX 與 Hugging Face 的 rotate_half 採用。把權重從一種轉成另一種，必須重新排列 W_Q 和 W_K 的列。</translation>
    </message>
    <message>
        <source>Each pairing is shift-invariant, so no row has a spread. But they turn different components together, so for the same q and k at Δ = %2 they give different scores: weights loaded with the wrong pairing attend differently, and the model breaks.</source>
        <translation>兩種配對方式都具有平移不變性，所以每一列都沒有差距。但它們一起旋轉的維度不同，所以同樣的 q 和 k 在 Δ = %2 時會得到不同的分數：用錯配對方式載入權重，Attention 就會不同，模型也就壞了。</translation>
    </message>
    <message>
        <source>At which distance do both pairings agree for every q and k?</source>
        <translation>在哪個距離下，不論 q 和 k 是什麼，兩種配對方式都一致？</translation>
    </message>
    <message>
        <source>At Δ = 0: nothing is turned relative to anything else, and both give q · k. At other distances they differ in general.</source>
        <translation>Δ = 0：彼此之間沒有相對旋轉，兩者都得到 q ⋅ k。其他距離下一般都不相同。</translation>
    </message>
    <message>
        <source>ALiBi: a penalty that grows with distance</source>
        <translation>ALiBi：隨距離變大的懲罰</translation>
    </message>
    <message>
        <source>ALiBi adds no vector and turns nothing. Each head subtracts slope × distance from the score of every key, before the softmax.</source>
        <translation>ALiBi 不加向量，也不旋轉任何東西。每個注意力頭在 softmax 之前，從每個 key 的分數中減去斜率 × 距離。</translation>
    </message>
    <message>
        <source>With 8 heads the slopes are 2^(−8h/8): 1/2, 1/4, … 1/256. A steep head looks mostly at near keys, a flat one still sees far ones. ALiBi&apos;s models look back: the key stands Δ positions before the query.</source>
        <translation>8 個頭時斜率是 2^(−8h/8)：1/2、1/4、… 1/256。斜率大的頭主要看近的 key，斜率小的頭還看得到遠的 key。ALiBi 的模型往回看：key 在 query 前面 Δ 個位置。</translation>
    </message>
    <message>
        <source>The factor e^bias is what the bias does to a key&apos;s weight before the softmax divides by the sum: at Δ = %2 each head keeps that fraction.</source>
        <translation>係數 e^bias 是 bias 在 softmax 除以總和之前對 key 權重的作用：在 Δ = %2 時，每個頭保留這個比例。</translation>
    </message>
    <message>
        <source>For a head count that is not a power of two the paper takes the slopes of the next lower power of two, then every other slope of twice that many: 12 heads get the 8 slopes of 8 heads and the 1st, 3rd, 5th and 7th of 16 heads.</source>
        <translation>頭數不是 2 的次方時，論文先用比它小的最大 2 的次方的斜率，再從兩倍頭數的斜率中隔一個取一個：12 個頭得到 8 個頭的 8 個斜率，加上 16 個頭的第 1、3、5、7 個。</translation>
    </message>
    <message>
        <source>Is ALiBi&apos;s bias relative?</source>
        <translation>ALiBi 的 bias 是相對的嗎？</translation>
    </message>
    <message>
        <source>Purely: −slope · (i − j) depends on the distance only, in every head, and not on the tokens at all.</source>
        <translation>完全是：−slope ⋅ (i − j)（slope 為斜率）在每個頭都只跟距離有關，完全不看 Token。</translation>
    </message>
    <message>
        <source>All three at your distance</source>
        <translation>三種方法在你選的距離</translation>
    </message>
    <message>
        <source>How the position signal of each scheme changes with the distance, at Δ = %2, d = %3 and base 10000.</source>
        <translation>在 Δ = %2、d = %3、底數 10000 時，各方法的位置訊號如何隨距離變化。</translation>
    </message>
    <message>
        <source>Sinusoidal: PE(0)·PE(Δ) = Σ cos(Δ · ωᵢ), its part of the score when W_Qᵀ W_K = I. RoPE: the RoFormer paper&apos;s bound on its score, (1/(d/2)) Σ_j |Σ_(k&lt;j) e^(iΔθₖ)|, which falls as Δ grows. ALiBi: the bias of head 1, the steepest, and head 8, the flattest.</source>
        <translation>Sinusoidal：PE(0)⋅PE(Δ) = Σ cos(Δ ⋅ ωᵢ)，也就是 W_Qᵀ W_K = I 時它對分數的貢獻。RoPE：RoFormer 論文給出的分數上界 (1/(d/2)) Σ_j |Σ_(k&lt;j) e^(iΔθₖ)|，隨 Δ 變大而下降。ALiBi：斜率最大的第 1 個頭與斜率最小的第 8 個頭的 bias。</translation>
    </message>
    <message>
        <source>The bars put them on one scale: the sinusoid and RoPE as a share of their value at Δ = 0, ALiBi as the factor e^bias. Try Δ = 1, 10, 100 and 1000.</source>
        <translation>長條圖把它們放在同一個尺度上：Sinusoidal 和 RoPE 以相對於 Δ = 0 時數值的比例表示，ALiBi 以係數 e^bias 表示。試試 Δ = 1、10、100 和 1000。</translation>
    </message>
    <message>
        <source>Which of the three is sure to fall further whenever Δ grows?</source>
        <translation>三者之中，哪一個在 Δ 變大時一定會繼續下降？</translation>
    </message>
    <message>
        <source>ALiBi: −slope · Δ drops by the slope at every step. The sinusoid&apos;s sum swings and can turn negative; RoPE&apos;s bound falls on the whole but wiggles.</source>
        <translation>ALiBi：−slope ⋅ Δ 每一步都減少一個斜率。Sinusoidal 的總和會擺盪，也可能變成負的；RoPE 的上界整體下降，但會上下起伏。</translation>
    </message>
    <message>
        <source>As in the lesson “Order, attention and relative position”: query D at n, key A at m = n + Δ, the toy weights, d = 8. Each column moves both tokens by the same amount, so the distance stays %2.</source>
        <translation>和課程「順序、Attention 與相對位置」一樣：query D 在 n，key A 在 m = n + Δ，用示範用權重，d = 8。每一欄把兩個 Token 移動同樣的量，所以距離一直是 %2。</translation>
    </message>
    <message>
        <source>It divides only the slowest pair by the full s. The pairs between keep more of their speed, so at 4 · L they still reach a little past the band they saw; the column “Reach past the band” shows how far.</source>
        <translation>因為只有最慢的一對被整個除以 s。中間的那幾對保留了較多的速度，所以到 4 ⋅ L 時仍會稍微超出看過的範圍；超出多少可以看「超出範圍的倍數」那一欄。</translation>
    </message>
    <message>
        <source>Your model: a real config.json</source>
        <translation>你的模型：真正的 config.json</translation>
    </message>
    <message>
        <source>A real model writes its positions into a few lines of config.json. Here are those of Llama 3.1 8B, and what they do to its pairs.</source>
        <translation>真正的模型把位置的設定寫在 config.json 的幾行裡。這裡看的是 Llama 3.1 8B 的設定，以及它們對每一對做了什麼。</translation>
    </message>
    <message>
        <source>rope_theta is RoPE&apos;s base: θᵢ = 1 / rope_theta^(2i/d), with d = head_dim = %3. original_max_position_embeddings is the length L of pre-training. rope_type llama3 names the rule for longer contexts.</source>
        <translation>rope_theta 是 RoPE 的底數：θᵢ = 1 / rope_theta^(2i/d)，其中 d = head_dim = %3。original_max_position_embeddings 是預訓練的長度 L。rope_type llama3 指的是處理較長上下文的規則。</translation>
    </message>
    <message>
        <source>The rule looks at each pair&apos;s wavelength 2π/θᵢ. Longer than L / low_freq_factor: the pair turns factor times slower. Shorter than L / high_freq_factor: it stays as it is. In the band between, it gets some of both.</source>
        <translation>這個規則看每一對的波長 2π/θᵢ。比 L / low_freq_factor 長的對，轉速變慢 factor 倍；比 L / high_freq_factor 短的對保持不變；介於兩者之間的帶狀區域，則取兩者的混合。</translation>
    </message>
    <message>
        <source>The table counts the pairs at a context of N positions. The factor alone takes the slow pairs only to factor · L. Llama 3.1 was then trained further on long texts, with these frequencies.</source>
        <translation>表格統計上下文為 N 個位置時，每一類各有幾對。單靠 factor，慢的對只能涵蓋到 factor ⋅ L。Llama 3.1 之後又用這些頻率在長文本上繼續訓練。</translation>
    </message>
    <message>
        <source>Why does the rule leave the fast pairs as they are?</source>
        <translation>為什麼這個規則讓快的對保持原樣？</translation>
    </message>
    <message>
        <source>They turned many times in training and have met every angle. Slowing them would only push neighbouring tokens closer together.</source>
        <translation>它們在訓練中已經轉了很多圈，每個角度都看過。把它們放慢，只會讓相鄰的 Token 擠得更近。</translation>
    </message>
    <message>
        <source>Your model with the wrong pairing</source>
        <translation>配對方式弄錯的模型</translation>
    </message>
    <message>
        <source>Load the weights with the other pairing and nothing crashes. The first tokens look right; further on, attention drifts to the wrong keys.</source>
        <translation>用另一種配對方式載入權重，程式也不會當掉。前幾個 Token 看起來沒問題；越往後，Attention 就越偏向錯誤的 key。</translation>
    </message>
    <message>
        <source>A transformers checkpoint pairs dimension i with i + d/2 (rotate_half); Meta&apos;s original code pairs 2i with 2i + 1. A port that mixes the two without permuting W_Q and W_K gets it wrong, as in transformers#25199 and llama2.c#286.</source>
        <translation>transformers 的 checkpoint 把維度 i 與 i + d/2 配成一對（rotate_half）；Meta 原本的程式碼則把 2i 與 2i + 1 配成一對。移植時若混用兩者、卻沒有重排 W_Q 和 W_K，就會出錯，transformers#25199 與 llama2.c#286 就是這樣。</translation>
    </message>
    <message>
        <source>Here the same seeded q and k are scored with Llama 3.1&apos;s RoPE and with the other pairing. At distance 0 the score error is 0. Further away it grows; the table also shows it at Δ = %2.</source>
        <translation>這裡用同一個種子產生的 q 和 k，分別以 Llama 3.1 的 RoPE 和另一種配對方式計算分數。距離 0 時分數誤差是 0；距離越遠誤差越大。表格也列出 Δ = %2 時的值。</translation>
    </message>
    <message>
        <source>The total variation says how much of the attention goes to other keys: 0 means the same weights, 1 completely different ones. The last row is the first query position where it reaches 0.1. Random q and k give flat weights; a trained model attends more sharply, and a wrong score moves more of its attention.</source>
        <translation>總變差距離表示有多少 Attention 轉移到別的 key 上：0 表示權重相同，1 表示完全不同。最後一列是它第一次達到 0.1 的 query 位置。隨機的 q 和 k 給出的權重很平均；訓練好的模型 Attention 更集中，錯誤的分數會移動更多 Attention。</translation>
    </message>
    <message>
        <source>Why is the score error 0 at distance 0, even with the wrong pairing?</source>
        <translation>即使配對方式錯了，為什麼距離 0 時分數誤差仍是 0？</translation>
    </message>
    <message>
        <source>There q and k are turned by the same rotation. A rotation keeps dot products: (R q)·(R k) = q·k, with either pairing.</source>
        <translation>此時 q 和 k 被同一個旋轉轉動。旋轉不改變內積：不論哪種配對方式，(R q)⋅(R k) = q⋅k。</translation>
    </message>
</context>
<context>
    <name>BeyondModelValues</name>
    <message>
        <source>Context length N</source>
        <translation>上下文長度 N</translation>
    </message>
    <message>
        <source>rope_theta (the base)</source>
        <translation>rope_theta（底數）</translation>
    </message>
    <message>
        <source>Rotated pairs (head_dim / 2)</source>
        <translation>要旋轉的對有幾對（head_dim / 2）</translation>
    </message>
    <message>
        <source>original_max_position_embeddings: training length L</source>
        <translation>original_max_position_embeddings：訓練長度 L</translation>
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
        <translation>整整放慢 factor 倍的對（波長 &gt; L / low_freq_factor）</translation>
    </message>
    <message>
        <source>Pairs in the band between</source>
        <translation>介於兩者之間的對</translation>
    </message>
    <message>
        <source>Pairs kept (wavelength &lt; L / high_freq_factor)</source>
        <translation>保持不變的對（波長 &lt; L / high_freq_factor）</translation>
    </message>
    <message>
        <source>Attention factor</source>
        <translation>注意力縮放係數</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at N, without the scaling</source>
        <translation>N 時有未見過角度的對（不縮放）</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at N, with the scaling</source>
        <translation>N 時有未見過角度的對（縮放後）</translation>
    </message>
    <message>
        <source>Context the factor alone covers: factor · L</source>
        <translation>單靠 factor 涵蓋的上下文：factor ⋅ L</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at factor · L, with the scaling</source>
        <translation>factor ⋅ L 時有未見過角度的對（縮放後）</translation>
    </message>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距離 Δ = m − n</translation>
    </message>
    <message>
        <source>Seed of q (k: seed + 1)</source>
        <translation>q 的種子（k 用種子 + 1）</translation>
    </message>
    <message>
        <source>Positions 0 … N − 1: N</source>
        <translation>位置 0 … N − 1 的 N</translation>
    </message>
    <message>
        <source>Score error at distance 0 (both at %1)</source>
        <translation>距離 0 的分數誤差（兩者都在 %1）</translation>
    </message>
    <message>
        <source>Score error at distance 1</source>
        <translation>距離 1 的分數誤差</translation>
    </message>
    <message>
        <source>Score error at distance %1</source>
        <translation>距離 %1 的分數誤差</translation>
    </message>
    <message>
        <source>Largest |score error| over the distances</source>
        <translation>各距離中分數誤差絕對值的最大值</translation>
    </message>
    <message>
        <source>Its distance</source>
        <translation>其距離</translation>
    </message>
    <message>
        <source>Score error at distance Δ (query at Δ, key at 0)</source>
        <translation>距離 Δ 的分數誤差（query 在 Δ，key 在 0）</translation>
    </message>
    <message>
        <source>Total variation of the attention weights, query at %1</source>
        <translation>Attention weight 的總變差距離（query 在 %1）</translation>
    </message>
    <message>
        <source>Largest total variation over the query positions</source>
        <translation>各 query 位置中總變差距離的最大值</translation>
    </message>
    <message>
        <source>First query position whose total variation reaches %1</source>
        <translation>總變差距離第一次達到 %1 的 query 位置</translation>
    </message>
</context>
<context>
    <name>BeyondSchemeValues</name>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距離 Δ = m − n</translation>
    </message>
    <message>
        <source>Heads H</source>
        <translation>注意力頭數 H</translation>
    </message>
    <message>
        <source>Head %1: slope</source>
        <translation>第 %1 個頭：斜率</translation>
    </message>
    <message>
        <source>Head %1: bias −slope · Δ</source>
        <translation>第 %1 個頭：bias −斜率 ⋅ Δ</translation>
    </message>
    <message>
        <source>Head %1: factor e^bias on the weight</source>
        <translation>第 %1 個頭：乘在權重上的係數 e^bias</translation>
    </message>
    <message>
        <source>Slopes of %1 heads</source>
        <translation>%1 個頭的斜率</translation>
    </message>
    <message>
        <source>%1 heads, head %2: slope</source>
        <translation>%1 個頭，第 %2 個頭：斜率</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>維度 d</translation>
    </message>
    <message>
        <source>Sinusoidal PE(0)·PE(0)</source>
        <translation>Sinusoidal 的 PE(0)⋅PE(0)</translation>
    </message>
    <message>
        <source>Sinusoidal PE(0)·PE(Δ)</source>
        <translation>Sinusoidal 的 PE(0)⋅PE(Δ)</translation>
    </message>
    <message>
        <source>Sinusoidal, share of its value at 0</source>
        <translation>Sinusoidal，相對於 0 處數值的比例</translation>
    </message>
    <message>
        <source>RoPE decay bound at 0</source>
        <translation>RoPE 衰減上界（0）</translation>
    </message>
    <message>
        <source>RoPE decay bound at Δ</source>
        <translation>RoPE 衰減上界（Δ）</translation>
    </message>
    <message>
        <source>RoPE, share of its value at 0</source>
        <translation>RoPE，相對於 0 處數值的比例</translation>
    </message>
    <message>
        <source>ALiBi head 1: bias at Δ</source>
        <translation>ALiBi 第 1 個頭：Δ 處的 bias</translation>
    </message>
    <message>
        <source>ALiBi head 1: factor e^bias</source>
        <translation>ALiBi 第 1 個頭：係數 e^bias</translation>
    </message>
    <message>
        <source>ALiBi head %1: bias at Δ</source>
        <translation>ALiBi 第 %1 個頭：Δ 處的 bias</translation>
    </message>
    <message>
        <source>ALiBi head %1: factor e^bias</source>
        <translation>ALiBi 第 %1 個頭：係數 e^bias</translation>
    </message>
    <message>
        <source>Sinusoid: spread of the whole score over the starts</source>
        <translation>Sinusoidal：總分數在各起點之間的差距</translation>
    </message>
    <message>
        <source>RoPE: spread of the whole score over the starts</source>
        <translation>RoPE：總分數在各起點之間的差距</translation>
    </message>
    <message>
        <source>ALiBi head 1: spread of the bias over the starts</source>
        <translation>ALiBi 第 1 個頭：bias 在各起點之間的差距</translation>
    </message>
    <message>
        <source>RoPE at Δ = 0: q · k, no rotation left</source>
        <translation>Δ = 0 的 RoPE：q ⋅ k，沒有剩下的旋轉</translation>
    </message>
    <message>
        <source>ALiBi: bias at Δ = 0, every head</source>
        <translation>ALiBi：Δ = 0 處的 bias（每個頭）</translation>
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
        <translation>「%1」在各起點之間的差距</translation>
    </message>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距離 Δ = m − n</translation>
    </message>
    <message>
        <source>① content · content</source>
        <translation>① 內容 ⋅ 內容</translation>
    </message>
    <message>
        <source>② content · position</source>
        <translation>② 內容 ⋅ 位置</translation>
    </message>
    <message>
        <source>③ position · content</source>
        <translation>③ 位置 ⋅ 內容</translation>
    </message>
    <message>
        <source>④ position · position</source>
        <translation>④ 位置 ⋅ 位置</translation>
    </message>
    <message>
        <source>Whole score ① + ② + ③ + ④</source>
        <translation>總分數 ① + ② + ③ + ④</translation>
    </message>
    <message>
        <source>④ if W_Qᵀ W_K were I</source>
        <translation>假設 W_Qᵀ W_K = I 時的 ④</translation>
    </message>
    <message>
        <source>Query position n</source>
        <translation>query 的位置 n</translation>
    </message>
    <message>
        <source>Key position m = n + Δ</source>
        <translation>key 的位置 m = n + Δ</translation>
    </message>
    <message>
        <source>Pair %1: θ = base^(−2i/d)</source>
        <translation>第 %1 對：θ = base^(−2i/⁠d)</translation>
    </message>
    <message>
        <source>Pair %1: angle of Rₙ q (rad)</source>
        <translation>第 %1 對：Rₙ q 的角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angle of Rₘ k (rad)</source>
        <translation>第 %1 對：Rₘ k 的角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angle between them (rad)</source>
        <translation>第 %1 對：兩者之間的角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: its part of the score</source>
        <translation>第 %1 對：對分數的貢獻</translation>
    </message>
    <message>
        <source>Sum of the four parts</source>
        <translation>四項貢獻的總和</translation>
    </message>
    <message>
        <source>RoPE score (Rₙ q)·(Rₘ k)</source>
        <translation>RoPE 分數 (Rₙ q)⋅(Rₘ k)</translation>
    </message>
    <message>
        <source>RoPE: (Rₙ q)·(Rₘ k)</source>
        <translation>RoPE：(Rₙ q)⋅(Rₘ k)</translation>
    </message>
    <message>
        <source>RoPE from Δ alone: q·(R_Δ k)</source>
        <translation>只用 Δ 算的 RoPE：q⋅(R_Δ k)</translation>
    </message>
    <message>
        <source>Sinusoid added to x: whole score</source>
        <translation>加在 x 上的 Sinusoidal：總分數</translation>
    </message>
    <message>
        <source>Largest |(Rₙ q)·(Rₘ k) − q·(R_Δ k)|</source>
        <translation>|(Rₙ q)⋅(Rₘ k) − q⋅(R_Δ k)| 的最大值</translation>
    </message>
    <message>
        <source>Trained pairing, interleaved</source>
        <translation>訓練時的配對方式（interleaved）</translation>
    </message>
    <message>
        <source>Loaded with the half pairing</source>
        <translation>以 half 配對方式載入時</translation>
    </message>
    <message>
        <source>Half minus interleaved</source>
        <translation>half − interleaved</translation>
    </message>
    <message>
        <source>Score at Δ = 0, q · k (both pairings)</source>
        <translation>Δ = 0 的分數 q ⋅ k（兩種配對方式都一樣）</translation>
    </message>
</context>
<context>
    <name>ByteNamedOutput</name>
    <message>
        <source>--output: cannot open the folder of &quot;%1&quot;: %2.</source>
        <translation>--output：無法開啟「%1」所在的資料夾：%2。</translation>
    </message>
    <message>
        <source>--output: cannot save &quot;%1&quot;: %2.</source>
        <translation>--output：無法儲存「%1」：%2。</translation>
    </message>
</context>
<context>
    <name>ColorMap</name>
    <message>
        <source>Red–blue (diverging)</source>
        <translation>紅藍（發散型）</translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe)</source>
        <translation>Cividis（色盲友善）</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>red = +1, white = 0, blue = −1</source>
        <translation>紅 = +1，白 = 0，藍 = −1</translation>
    </message>
    <message>
        <source>yellow = +1, dark blue = −1</source>
        <translation>黃 = +1，深藍 = −1</translation>
    </message>
    <message>
        <source>yellow = +1, dark purple = −1</source>
        <translation>黃 = +1，深紫 = −1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Compare the encodings of positions P and Q (whole numbers from 0 to 2^53), e.g. --compare 0,3.</source>
        <translation>比較位置 P 和 Q 的位置編碼（0 到 2^53 的整數），例如 --compare 0,3。</translation>
    </message>
    <message>
        <source>Print the encoding table, one row per position.</source>
        <translation>輸出位置編碼表，每個位置一列。</translation>
    </message>
    <message>
        <source>Show the relative shift by R positions (a whole number from -2^53 to 2^53) as the rotation matrix M_R; needs --from.</source>
        <translation>把相對位移 R 個位置（-2^53 到 2^53 的整數）表示成旋轉矩陣 M_R；需要搭配 --from。</translation>
    </message>
    <message>
        <source>The position k the shift starts from (a whole number from 0 to 2^53).</source>
        <translation>位移的起點位置 k（0 到 2^53 的整數）。</translation>
    </message>
    <message>
        <source>Width d of the encoding: an even whole number from 2 to 65536 (default 8).</source>
        <translation>位置編碼的維度 d：2 到 65536 的偶數（預設 8）。</translation>
    </message>
    <message>
        <source>Switch the positional encoding off: the token gets the same vector at both positions, so the difference is zero.</source>
        <translation>關閉位置編碼：Token 在兩個位置得到相同的向量，所以差為零。</translation>
    </message>
    <message>
        <source>interleaved (sin, cos, sin, cos, ...; the default) or concatenated (all sin components, then all cos).</source>
        <translation>interleaved（sin, cos, sin, cos, ...；預設）或 concatenated（先放全部的 sin，再放全部的 cos）。</translation>
    </message>
    <message>
        <source>Language of the window and the reports: en, ja, zh_TW or zh_CN (default: the system&apos;s language).</source>
        <translation>視窗與報表的語言：en、ja、zh_TW 或 zh_CN（預設：系統語言）。</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>顯示此說明後結束。</translation>
    </message>
    <message>
        <source>Show the version of pe-workbench and Qt and exit.</source>
        <translation>顯示 pe-workbench 與 Qt 的版本後結束。</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: every value follows its option, e.g. --dim 8; see --help.</source>
        <translation>非預期的引數「%1」：每個值都要接在它的選項後面，例如 --dim 8；請參閱 --help。</translation>
    </message>
    <message>
        <source>--language: &quot;%1&quot; is not available; choose %2.</source>
        <translation>--language：不支援「%1」；請選擇 %2。</translation>
    </message>
    <message>
        <source>The options are %1.</source>
        <translation>可用的選項有 %1。</translation>
    </message>
    <message>
        <source>%1: %2 takes no value; write just %2.</source>
        <translation>%1：%2 不接受值；只要寫 %2 即可。</translation>
    </message>
    <message>
        <source>See pe-workbench --help.</source>
        <translation>請參閱 pe-workbench --help。</translation>
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
        <translation>%1 和 %2 不能同時使用；請只選一種報表。</translation>
    </message>
    <message>
        <source>%1: only used in a report; add %2.</source>
        <translation>%1：只用於報表；請加上 %2。</translation>
    </message>
    <message>
        <source>%1: not used with %2; it belongs to %3.</source>
        <translation>%1：不搭配 %2 使用；它屬於 %3。</translation>
    </message>
    <message>
        <source>Size of the rendered image in pixels, e.g. 1280x800 (each side 200 to 8192).</source>
        <translation>輸出圖片的像素大小，例如 1280x800（每邊 200 到 8192）。</translation>
    </message>
    <message>
        <source>Colours of the heatmap: viridis (the default), rdbu or cividis.</source>
        <translation>熱力圖的配色：viridis（預設）、rdbu 或 cividis。</translation>
    </message>
    <message>
        <source>Base of the wavelengths: a number greater than 1 and at most 10^12 (default 10000).</source>
        <translation>波長的底數：大於 1 且不超過 10^12 的數（預設 10000）。</translation>
    </message>
    <message>
        <source>%1 is given %2 times; give it once.</source>
        <translation>%1 指定了 %2 次；只能指定一次。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has a space before or after the value; write it without.</source>
        <translation>%1：「%2」的值前後有空白；請去掉空白。</translation>
    </message>
    <message>
        <source>RoPE: rotate the query to position M and the key to position N (whole numbers from 0 to 2^53) and print their score, e.g. --rope 3,7.</source>
        <translation>RoPE：把 query 旋轉到位置 M、key 旋轉到位置 N（0 到 2^53 的整數），並輸出兩者的分數，例如 --rope 3,7。</translation>
    </message>
    <message>
        <source>Which components form RoPE&apos;s pairs: interleaved ((2i, 2i+1), the default) or half ((i, i + d/2)).</source>
        <translation>RoPE 的每一對由哪些維度組成：interleaved（(2i, 2i+1)，預設）或 half（(i, i + d/2)）。</translation>
    </message>
    <message>
        <source>The query vector of --rope: d numbers separated by commas, each from -10^6 to 10^6 (default: all ones).</source>
        <translation>--rope 的 query 向量：以逗號分隔的 d 個數，每個介於 -10^6 到 10^6（預設：全為 1）。</translation>
    </message>
    <message>
        <source>The key vector of --rope: d numbers separated by commas, each from -10^6 to 10^6 (default: all ones).</source>
        <translation>--rope 的 key 向量：以逗號分隔的 d 個數，每個介於 -10^6 到 10^6（預設：全為 1）。</translation>
    </message>
    <message>
        <source>ALiBi: print each head&apos;s slope and the bias of the last query for every key; needs --heads.</source>
        <translation>ALiBi：輸出每個頭的斜率，以及最後一個 query 對每個 key 的 bias；需要 --heads。</translation>
    </message>
    <message>
        <source>Number of attention heads for --alibi and --profile alibi: a whole number from 1 to 1024 (default 8 for --profile).</source>
        <translation>--alibi 與 --profile alibi 的注意力頭數：1 到 1024 的整數（--profile 預設 8）。</translation>
    </message>
    <message>
        <source>Number of positions for --alibi: a whole number from 1 to 4096 (default 8).</source>
        <translation>--alibi 的位置數：1 到 4096 的整數（預設 8）。</translation>
    </message>
    <message>
        <source>Print how a scheme&apos;s signal changes with the distance alone: sinusoidal, rope or alibi.</source>
        <translation>輸出一種方法的訊號如何只隨距離變化：sinusoidal、rope 或 alibi。</translation>
    </message>
    <message>
        <source>Distances 0 to N-1 for --profile: a whole number from 1 to 100000 (default 64).</source>
        <translation>--profile 的距離 0 到 N-1：N 為 1 到 100000 的整數（預設 64）。</translation>
    </message>
    <message>
        <source>Rescale RoPE&apos;s frequencies for a longer context: pi (position interpolation), ntk (NTK-aware) or yarn; needs --scale and --train-length.</source>
        <translation>為更長的上下文重新縮放 RoPE 的頻率：pi（位置內插）、ntk（NTK-aware）或 yarn；需要 --scale 與 --train-length。</translation>
    </message>
    <message>
        <source>Open a scenario file (.pewscenario): alone it opens the window as the file was saved; with --render or --worksheet it supplies their parameters (options given as well win), and --render scenario / --worksheet scenario show the file&apos;s lesson step or window. The file name alone, pe-workbench FILE.pewscenario, opens it too.</source>
        <translation>開啟情境檔（.pewscenario）：單獨使用時，視窗會照檔案儲存時的樣子開啟；與 --render 或 --worksheet 一起使用時，由檔案提供它們的參數（同時指定的選項優先），而 --render scenario／--worksheet scenario 會輸出檔案中的課程步驟或視窗。只給檔名（pe-workbench FILE.pewscenario）也會開啟。</translation>
    </message>
    <message>
        <source>Print what a number type does to the table over --positions: float16, bfloat16 or float32 (the largest error and where, collisions, the first whole position it cannot hold).</source>
        <translation>顯示數值型別對 --positions 範圍內表格的影響：float16、bfloat16 或 float32（最大誤差與其位置、碰撞、該型別無法精確表示的第一個整數位置）。</translation>
    </message>
    <message>
        <source>How --precision computes the table: all (position, inverse frequency, angle, sin and cos each rounded to the type; the default) or angle-float32 (the angle in float32, sin and cos stored in the type).</source>
        <translation>--precision 計算表格的方式：all（位置、逆頻率、角度、sin 與 cos 各自捨入到該型別；預設）或 angle-float32（角度以 float32 計算，sin 與 cos 以該型別儲存）。</translation>
    </message>
    <message>
        <source>Print the nearest pair of positions among 0 to N-1 (--positions N, default 50): the two whose encodings are closest, in double.</source>
        <translation>顯示位置 0 到 N-1 之中最近的一對（--positions N，預設 50）：以 double 計算時編碼最接近的兩個位置。</translation>
    </message>
    <message>
        <source>Open the window with a lesson: workbench, why-waves, attention or beyond.</source>
        <translation>開啟視窗並直接開始一門課程：workbench、why-waves、attention 或 beyond。</translation>
    </message>
    <message>
        <source>The lesson&apos;s number: the position compared with 0 in workbench (1 to 32, default 3), your position in why-waves (1 to 100000, default 1000), the distance R in attention (1 to 49, default 3), the distance Δ in beyond (1 to 8192, default 3).</source>
        <translation>課程使用的數字：workbench 是與位置 0 比較的位置（1 到 32，預設 3），why-waves 是你選的位置（1 到 100000，預設 1000），attention 是距離 R（1 到 49，預設 3），beyond 是距離 Δ（1 到 8192，預設 3）。</translation>
    </message>
    <message>
        <source>Number of positions the model was trained on: a whole number from 1 to 2^53; with --train longer the longest training input, 2 to 16 (default 8), tested on up to 2L.</source>
        <translation>模型訓練時的位置數：1 到 2^53 的整數；搭配 --train longer 時是訓練時最長的輸入，2 到 16（預設 8），測試時的輸入最長到 2L。</translation>
    </message>
    <message>
        <source>Train a tiny attention model and print its loss and accuracies: who-hits (the subject of 你打我, dog bites man), which-first (which of two marked tokens comes first) or longer (which-first, tested on longer inputs); needs --scheme.</source>
        <translation>訓練一個小型 Attention 模型，並輸出損失與準確率：who-hits（你打我、dog bites man 的主詞）、which-first（兩個標記的 Token 哪個在前）或 longer（which-first，但用更長的輸入測試）；需要 --scheme。</translation>
    </message>
    <message>
        <source>The position scheme of --train: none, sinusoidal (added to the embeddings), learned (a trained table) or rope (rotating q and k).</source>
        <translation>--train 的位置方法：none、sinusoidal（加到 Embedding 上）、learned（可學習的位置表）或 rope（旋轉 q 與 k）。</translation>
    </message>
    <message>
        <source>Training steps of --train: a whole number from 1 to 100000 (default 400).</source>
        <translation>--train 的訓練步數：1 到 100000 的整數（預設 400）。</translation>
    </message>
    <message>
        <source>Start in presenter mode: the window (or --lesson, or the scenario&apos;s lesson) full screen with large type and high contrast; with --render, draw in that look.</source>
        <translation>以簡報模式啟動：視窗（或 --lesson、情境檔的課程）以全螢幕、大字與高對比顯示；搭配 --render 時，以這種外觀繪製。</translation>
    </message>
    <message>
        <source>With --presenter: light or dark (default: the one chosen last).</source>
        <translation>搭配 --presenter：light（亮色）或 dark（暗色）（預設：上次選的）。</translation>
    </message>
    <message>
        <source>With --presenter: the type size in per cent, 125 to 250 (default: the one chosen last, at first 150).</source>
        <translation>搭配 --presenter：文字大小的百分比，125 到 250（預設：上次選的，第一次為 150）。</translation>
    </message>
    <message>
        <source>The file to write: the image of --render (a name ending in .png or .svg) or the handout of --worksheet --format pdf or html.</source>
        <translation>要寫入的檔案：--render 的圖片（檔名以 .png 或 .svg 結尾），或 --worksheet --format pdf／html 的學習單。</translation>
    </message>
    <message>
        <source>Print a lesson as a handout in the chosen language: --format markdown or json to standard output (with the answer key), pdf or html to --output FILE (figures included; --answers adds the answer key).</source>
        <translation>以選定的語言輸出課程的學習單：--format markdown 或 json 輸出到標準輸出（附解答），pdf 或 html 寫入 --output FILE（含圖；加上 --answers 會附上解答）。</translation>
    </message>
    <message>
        <source>With --worksheet --format pdf or html: add the answer key as the last part.</source>
        <translation>搭配 --worksheet --format pdf／html：在最後附上解答。</translation>
    </message>
    <message>
        <source>--scenario: the file name is empty; name a .%1 file.</source>
        <translation>--scenario：檔名是空的；請指定一個 .%1 檔案。</translation>
    </message>
    <message>
        <source>How many times longer the context is than in training: a number from 10^-6 to 10^6.</source>
        <translation>上下文是訓練時的幾倍長：10^-6 到 10^6 的數。</translation>
    </message>
    <message>
        <source>Draw a view without opening a window and save it with --output: %1, or lesson:ID:N for step N of a lesson, counted from 1 as the lesson shows it.</source>
        <translation>不開啟視窗直接繪製一個檢視，並以 --output 儲存：%1，或以 lesson:ID:N 表示某課程的第 N 步（與課程顯示的相同，從 1 算起）。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Rows of the table: N for positions 0 to N-1, A-B for A to B inclusive (default 50); at most 10^8 values in all. With --rope-mismatch: the positions 0 to N-1, N from 1 to 1000 (default 64).</source>
        <translation>表格的列：N 表示位置 0 到 N-1，A-B 表示 A 到 B（含兩端）；預設 50；總共最多 10^8 個數值。用於 --rope-mismatch 時：位置 0 到 N-1，N 為 1 到 1000（預設 64）。</translation>
    </message>
    <message>
        <source>Seed of --train&apos;s data split, weights and batches, or of --rope-mismatch&apos;s q and k: a whole number from 0 to 2^53 (default 1); the same seed gives the same numbers.</source>
        <translation>--train 的資料切分、權重與小批次所用的種子，或 --rope-mismatch 的 q 與 k 所用的種子：0 到 2^53 的整數（預設 1）；相同的種子會得到相同的數字。</translation>
    </message>
    <message>
        <source>Score the same seeded q and k with a model&apos;s correct RoPE and with one mistake: pairing (interleaved instead of half), theta (rope_theta 10000, or 500000 for a model at 10000), bfloat16 or float16 (the angles computed in that type), double-scaling (the context scaling applied twice) or offset (the query one position too far). Without --model-config: the built-in Llama 2 7B sample (head dimension 128, rope_theta 10000).</source>
        <translation>用模型正確的 RoPE 與犯了一種錯誤的 RoPE，為同一組固定種子的亂數 q 與 k 計算分數。錯誤可選：pairing（以 interleaved 取代 half）、theta（rope_theta 10000；模型本身是 10000 時改用 500000）、bfloat16 或 float16（角度以該型別計算）、double-scaling（上下文縮放套用兩次）或 offset（查詢的位置多了一格）。沒有 --model-config 時：使用內建的 Llama 2 7B 範例（每個頭的維度 128，rope_theta 10000）。</translation>
    </message>
    <message>
        <source>text or json for --compare, --shift, --rope, --alibi, --context-scaling, --precision, --nearest, --train and --model-config (default text); csv or json for --table and --profile (default csv); text, json or csv for --rope-mismatch (default text).</source>
        <translation>--compare、--shift、--rope、--alibi、--context-scaling、--precision、--nearest、--train 與 --model-config 用 text 或 json（預設 text）；--table 與 --profile 用 csv 或 json（預設 csv）；--rope-mismatch 用 text、json 或 csv（預設 text）。</translation>
    </message>
    <message>
        <source>Print a model&apos;s RoPE settings from its config.json (Hugging Face style): the rope type, the attention factor and, per rotated pair, its frequency, wavelength, scaling factor and whether the context reaches angles training never saw. With --rope-mismatch: the model the mistake is made in; with --render model: the model drawn.</source>
        <translation>從模型的 config.json（Hugging Face 格式）印出它的 RoPE 設定：rope type、注意力縮放係數，以及每一對旋轉維度的頻率、波長、縮放倍數，和上下文是否會轉到訓練時從未見過的角度。與 --rope-mismatch 一起用時：指定犯錯的那個模型；與 --render model 一起用時：指定要畫的模型。</translation>
    </message>
    <message>
        <source>The context length N of --model-config and --render model: a whole number from 1 to 2^31 (default: the file&apos;s max_position_embeddings).</source>
        <translation>--model-config 與 --render model 的上下文長度 N：1 到 2^31 的整數（預設為檔案中的 max_position_embeddings）。</translation>
    </message>
</context>
<context>
    <name>ComparisonReport</name>
    <message>
        <source>Positional encoding of the same token at positions p = %1 and q = %2</source>
        <translation>同一個 Token 在位置 p = %1 和 q = %2 的位置編碼</translation>
    </message>
    <message>
        <source>d = %1, base = %2, layout: %3</source>
        <translation>d = %1，底數 = %2，排列方式：%3</translation>
    </message>
    <message>
        <source>Encoding on: each position adds its own PE vector to the token&apos;s embedding.</source>
        <translation>位置編碼開啟：每個位置把自己的 PE 向量加到 Token 的 Embedding 上。</translation>
    </message>
    <message>
        <source>Encoding off: both positions get the bare embedding, so the difference is zero.</source>
        <translation>位置編碼關閉：兩個位置都只有原本的 Embedding，所以差為零。</translation>
    </message>
    <message>
        <source>PE(%1) and PE(%2) below show what switching it on would add.</source>
        <translation>下面的 PE(%1) 和 PE(%2) 是開啟位置編碼後會加上去的值。</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第幾對</translation>
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
        <translation>差的長度 ||PE(%1) − PE(%2)|| = %3</translation>
    </message>
    <message>
        <source>Length of the difference = %1 (the encoding is off)</source>
        <translation>差的長度 = %1（位置編碼已關閉）</translation>
    </message>
    <message>
        <source>With the encoding on it would be ‖PE(%1) − PE(%2)‖ = %3</source>
        <translation>若開啟位置編碼，會是 ||PE(%1) − PE(%2)|| = %3</translation>
    </message>
    <message>
        <source>Pairs: angle = position / denominator, period = 2π × denominator</source>
        <translation>每一對維度：角度 = 位置 / 分母，週期 = 2π × 分母</translation>
    </message>
    <message>
        <source>denominator</source>
        <translation>分母</translation>
    </message>
    <message>
        <source>period</source>
        <translation>週期</translation>
    </message>
    <message>
        <source>angle at %1</source>
        <translation>位置 %1 的角度</translation>
    </message>
    <message>
        <source>distance</source>
        <translation>距離</translation>
    </message>
</context>
<context>
    <name>ContextBandsText</name>
    <message>
        <source>Position interpolation</source>
        <translation>位置內插</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware 縮放</translation>
    </message>
    <message>
        <source>YaRN</source>
        <translation>YaRN</translation>
    </message>
    <message>
        <source>Trained on L = %1 positions, run on s·L = %2 (s = %3); d = %4, base = %5</source>
        <translation>以 L = %1 個位置訓練，推論長度 s⋅L = %2（s = %3）；d = %4，底數 = %5</translation>
    </message>
    <message>
        <source>Position interpolation: θᵢ′ = θᵢ / s, so s·L·θᵢ′ = L·θᵢ.</source>
        <translation>位置內插：θᵢ′ = θᵢ / s，因此 s⋅L⋅θᵢ′ = L⋅θᵢ。</translation>
    </message>
    <message>
        <source>NTK-aware scaling needs d of at least 4 (its exponent is d/(d − 2)); d is %1.</source>
        <translation>NTK-aware 縮放需要至少為 4 的 d（其指數為 d/(d − 2)）；目前 d 為 %1。</translation>
    </message>
    <message>
        <source>NTK-aware scaling: base&apos; = base·s^(d/(d−2)) = %1, θᵢ′ = base&apos;^(−2i/d).</source>
        <translation>NTK-aware 縮放：底數改為 base&apos; = base⋅s^(d/(d−2)) = %1，θᵢ′ = base&apos;^(−2i/⁠d)。</translation>
    </message>
    <message>
        <source>YaRN: θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ, the ramp γᵢ rising from r_i = L/λᵢ = 1 to 32; attention factor √(1/t) = 1, as s ≤ 1.</source>
        <translation>YaRN：θᵢ′ = (1 − γᵢ)⋅θᵢ/s + γᵢ⋅θᵢ，斜坡 γᵢ 從 r_i = L/λᵢ = 1 升到 32；由於 s ≤ 1，注意力縮放係數 sqrt(1/t) = 1。</translation>
    </message>
    <message>
        <source>YaRN: θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ, the ramp γᵢ rising from r_i = L/λᵢ = 1 to 32; attention factor √(1/t) = 0.1·ln s + 1 = %1.</source>
        <translation>YaRN：θᵢ′ = (1 − γᵢ)⋅θᵢ/s + γᵢ⋅θᵢ，斜坡 γᵢ 從 r_i = L/λᵢ = 1 升到 32；注意力縮放係數 sqrt(1/t) = 0.1⋅ln s + 1 = %1。</translation>
    </message>
    <message>
        <source>Before scaling (θᵢ′ = θᵢ): %1 of %2 pairs with unseen angles</source>
        <translation>縮放前（θᵢ′ = θᵢ）：%2 對中有 %1 對出現未見過的角度</translation>
    </message>
    <message>
        <source>After position interpolation: %1 of %2 pairs with unseen angles</source>
        <translation>位置內插後：%2 對中有 %1 對出現未見過的角度</translation>
    </message>
    <message>
        <source>After NTK-aware scaling: %1 of %2 pairs with unseen angles</source>
        <translation>NTK-aware 縮放後：%2 對中有 %1 對出現未見過的角度</translation>
    </message>
    <message>
        <source>After YaRN: %1 of %2 pairs with unseen angles</source>
        <translation>YaRN 後：%2 對中有 %1 對出現未見過的角度</translation>
    </message>
    <message>
        <source>Angle in radians, logarithmic (×10 per grid line); every band starts at 0, beyond the left edge</source>
        <translation>角度（弧度，對數刻度：每條格線 ×10）；每條帶都從左緣之外的 0 開始</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>第 i 對</translation>
    </message>
    <message>
        <source>Training [0, L·θᵢ)</source>
        <translation>訓練 [0, L⋅θᵢ)</translation>
    </message>
    <message>
        <source>Run [0, s·L·θᵢ′)</source>
        <translation>推論時 [0, s⋅L⋅θᵢ′)</translation>
    </message>
    <message>
        <source>Unseen angles</source>
        <translation>未見過的角度</translation>
    </message>
    <message>
        <source>One turn (2π)</source>
        <translation>一圈（2π）</translation>
    </message>
    <message>
        <source>Pair %1</source>
        <translation>第 %1 對</translation>
    </message>
    <message>
        <source>θᵢ = %1, θᵢ′ = %2</source>
        <translation>θᵢ = %1，θᵢ′ = %2</translation>
    </message>
    <message>
        <source>Wavelength %1 before, %2 after</source>
        <translation>波長：縮放前 %1，縮放後 %2</translation>
    </message>
    <message>
        <source>θᵢ = %1</source>
        <translation>θᵢ = %1</translation>
    </message>
    <message>
        <source>Wavelength %1</source>
        <translation>波長 %1</translation>
    </message>
    <message>
        <source>Training [0, %1)</source>
        <translation>訓練 [0, %1)</translation>
    </message>
    <message>
        <source>Run before scaling [0, %1): unseen angles</source>
        <translation>推論時（縮放前）[0, %1)：未見過的角度</translation>
    </message>
    <message>
        <source>Run before scaling [0, %1)</source>
        <translation>推論時（縮放前）[0, %1)</translation>
    </message>
    <message>
        <source>Run after scaling [0, %1): unseen angles</source>
        <translation>推論時（縮放後）[0, %1)：未見過的角度</translation>
    </message>
    <message>
        <source>Run after scaling [0, %1)</source>
        <translation>推論時（縮放後）[0, %1)</translation>
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
        <translation>位置內插：每個頻率 θᵢ 變成 θᵢ / s。</translation>
    </message>
    <message>
        <source>NTK-aware scaling: the base becomes base·s^(d/(d−2)) = %1.</source>
        <translation>NTK-aware 縮放：底數變成 base⋅s^(d/(d−2)) = %1。</translation>
    </message>
    <message>
        <source>YaRN: pairs with fewer than α = 1 turns in training are interpolated (θᵢ / s), pairs with more than β = 32 turns are kept, a ramp in between; attention factor √(1/t) = 0.1·ln s + 1 = %1.</source>
        <translation>YaRN：訓練中轉不到 α = 1 圈的對做內插（θᵢ / s），轉超過 β = 32 圈的對保持不變，中間以斜坡過渡；注意力縮放係數 sqrt(1/t) = 0.1⋅ln s + 1 = %1。</translation>
    </message>
    <message>
        <source>Trained on L = %1 positions, run on s·L = %2 (s = %3); d = %4, base = %5.</source>
        <translation>以 L = %1 個位置訓練，推論長度 s⋅L = %2（s = %3）；d = %4，底數 = %5。</translation>
    </message>
    <message>
        <source>Unseen: the pair never completed a turn in training (L·θᵢ &lt; 2π) and the longer run turns it further (s·L·θᵢ′ &gt; L·θᵢ).</source>
        <translation>未見過：這一對在訓練中從未轉滿一圈（L⋅θᵢ &lt; 2π），而較長的推論會把它轉得更遠（s⋅L⋅θᵢ′ &gt; L⋅θᵢ）。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第幾對</translation>
    </message>
    <message>
        <source>wavelength</source>
        <translation>波長</translation>
    </message>
    <message>
        <source>scaled wavelength</source>
        <translation>縮放後的波長</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>未見過</translation>
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
        <translation>沒有指定維度：請輸入 0 到 %1 的維度，例如「0, 1, 10」或「0-7」。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dimension: enter whole numbers from 0 to %2, e.g. &quot;0, 1, 10&quot; or &quot;0-7&quot;.</source>
        <translation>「%1」不是維度：請輸入 0 到 %2 的整數，例如「0, 1, 10」或「0-7」。</translation>
    </message>
    <message>
        <source>Dimension %1 does not exist for d = %2: dimensions run from 0 to %3.</source>
        <translation>d = %2 時沒有第 %1 維：維度範圍是 0 到 %3。</translation>
    </message>
    <message>
        <source>The range &quot;%1&quot; runs backwards: write the smaller dimension first.</source>
        <translation>範圍「%1」前後顛倒了：請先寫較小的維度。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2 dimensions: at most %3 can be shown at once.</source>
        <translation>「%1」包含 %2 個維度：一次最多只能顯示 %3 個。</translation>
    </message>
    <message>
        <source>%1 dimensions given: at most %2 can be shown at once.</source>
        <translation>指定了 %1 個維度：一次最多只能顯示 %2 個。</translation>
    </message>
</context>
<context>
    <name>FileWriter</name>
    <message>
        <source>the data could not be written completely</source>
        <translation>資料未能完整寫入</translation>
    </message>
    <message>
        <source>the export was cancelled</source>
        <translation>匯出已取消</translation>
    </message>
</context>
<context>
    <name>HeadlessRender</name>
    <message>
        <source>--render: &quot;%1&quot; is not a view.</source>
        <translation>--render：「%1」不是一個檢視。</translation>
    </message>
    <message>
        <source>--output: could not write &quot;%1&quot;: %2.</source>
        <translation>--output：無法寫入「%1」：%2。</translation>
    </message>
    <message>
        <source>--size: %1x%2 is too small for %3; the smallest size it can be drawn at is %4x%5.</source>
        <translation>--size：%1x%2 對 %3 來說太小；能繪製的最小大小是 %4x%5。</translation>
    </message>
</context>
<context>
    <name>HeatmapPlot</name>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Positional encoding: d = %1, base %2, positions 0–%3</source>
        <translation>位置編碼：d = %1，底數 %2，位置 0–%3</translation>
    </message>
    <message>
        <source>Marked dimensions have periods shorter than two pixels: each pixel shows a mean close to 0 (aliasing limit)</source>
        <translation>標記的維度週期短於兩個像素：每個像素顯示的是接近 0 的平均值（混疊極限）</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>Positional encoding: d = %1, base %2, positions %3–%4 of 0–%5</source>
        <translation>位置編碼：d = %1，底數 %2，位置 %3–%4（全部 0–%5）</translation>
    </message>
    <message>
        <source>d = %1, base %2, positions 0–%3</source>
        <translation>d = %1，底數 %2，位置 0–%3</translation>
    </message>
    <message>
        <source>d = %1, base %2, positions %3–%4 of 0–%5</source>
        <translation>d = %1，底數 %2，位置 %3–%4（全部 0–%5）</translation>
    </message>
</context>
<context>
    <name>HeatmapToolTip</name>
    <message>
        <source>Dimension %1
%2</source>
        <translation>第 %1 維
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
        <translation>位置 %1–%2 的平均（%3 個位置）</translation>
    </message>
    <message>
        <source>Dimension %1: %2 of pair %3 (period %4)</source>
        <translation>第 %1 維：第 %3 對的 %2（週期 %4）</translation>
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
        <translation>數值 %1</translation>
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
        <translation>選項：</translation>
    </message>
    <message>
        <source>JSON and CSV numbers carry 17 significant digits, so they read back exactly; text reports show 6 decimals.</source>
        <translation>JSON 和 CSV 的數字帶有 17 位有效數字，讀回來完全一致；文字報表顯示到小數點後 6 位。</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>範例：</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1（以 Qt %2 建置）</translation>
    </message>
    <message>
        <source>Each option may be given once. A value is taken exactly as written: no spaces around it, numbers in the digits 0 to 9.</source>
        <translation>每個選項只能指定一次。值會依照原樣讀取：前後不可有空白，數字須使用 0 到 9。</translation>
    </message>
    <message>
        <source>Exit status: 0 on success; 2 when an option or a value is not accepted, or when the output cannot be written (a full disk, a closed standard output), with one line on standard error that names the problem.</source>
        <translation>結束狀態：成功時為 0；遇到不允許的選項或值，或無法寫入輸出（磁碟已滿、標準輸出已關閉）時為 2，並在標準錯誤輸出一行訊息，指出問題所在。</translation>
    </message>
    <message>
        <source>The Positional Encoding Workbench shows how sinusoidal positional encoding gives a Transformer&apos;s input a position signal: PE(p)[2i] = sin(p / base^(2i/d)) and PE(p)[2i+1] = cos(p / base^(2i/d)). Whether a model learns to use the signal depends on its training, which the workbench does not cover.</source>
        <translation>位置編碼工作臺示範 Sinusoidal 位置編碼如何讓 Transformer 的輸入帶有位置訊號：PE(p)[2i] = sin(p / base^(2i/⁠d))，PE(p)[2i+1] = cos(p / base^(2i/⁠d))。模型會不會學著使用這個訊號取決於訓練，工作臺不涵蓋這部分。</translation>
    </message>
    <message>
        <source>When the reading program ends early (pe-workbench --table | head), the report stops there: exit status 2 and that one line. The largest runs take minutes (--train longer --dim 64 --steps 100000 about 4, a --table of 10^8 values about half of one); on a terminal they show their progress on standard error, elsewhere nothing.</source>
        <translation>讀取輸出的程式提早結束時（pe-workbench --table | head），報表就在該處停止：結束狀態為 2，並輸出那一行訊息。最大的執行需要數分鐘（--train longer --dim 64 --steps 100000 約 4 分鐘，10^8 個值的 --table 約半分鐘）；在終端機上會在標準錯誤顯示進度，其他情況則不顯示任何內容。</translation>
    </message>
    <message>
        <source>Without a report option the workbench window opens. --compare, --table, --shift, --rope, --alibi, --profile, --context-scaling, --precision, --nearest, --train, --model-config and --rope-mismatch print a report on standard output instead and need no display.</source>
        <translation>沒有指定報表選項時，會開啟工作臺視窗。--compare、--table、--shift、--rope、--alibi、--profile、--context-scaling、--precision、--nearest、--train、--model-config 和 --rope-mismatch 則改為把報表輸出到標準輸出，不需要顯示器。</translation>
    </message>
    <message>
        <source>A file named alone opens in the window: a scenario (.pewscenario) as File → Open Scenario opens it, a model&apos;s config.json in the Your model view.</source>
        <translation>只給一個檔名時，它會在視窗中開啟：情境檔（.pewscenario）如同「檔案 → 開啟情境檔」那樣開啟，模型的 config.json 則在「你的模型」檢視中開啟。</translation>
    </message>
</context>
<context>
    <name>HelpTopics</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>鍵盤快速鍵</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>指令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按鍵</translation>
    </message>
    <message>
        <source>In presenter mode (F5), PageDown and PageUp (a presentation clicker), Space and the arrow keys step through a lesson, Home and End go to its first and last step, B blanks the screen until the next key, and Esc or F5 leaves.</source>
        <translation>在簡報模式（F5）中，PageDown 與 PageUp（簡報遙控器）、空白鍵與方向鍵切換課程的步驟，Home 與 End 跳到第一步與最後一步，B 讓畫面變黑直到按下一個鍵，按 Esc 或 F5 離開。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Getting started&lt;/h3&gt;&lt;p&gt;The workbench shows the sinusoidal positional encoding PE(p): the vector a Transformer adds to the embedding of the word at position p.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;入門&lt;/h3&gt;&lt;p&gt;這個工作臺顯示 Sinusoidal 位置編碼 PE(p)：Transformer 加到位置 p 那個字的 Embedding 上的向量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parameters&lt;/b&gt; (left): the width d, the base, how many positions are shown, and the two positions p and q to compare. Every view follows them at once.</source>
        <translation>&lt;b&gt;參數&lt;/b&gt;（左側）：維度 d、底數、顯示的位置數，以及要比較的兩個位置 p 和 q。所有檢視都會立刻跟著更新。</translation>
    </message>
    <message>
        <source>In the tabs on the right:</source>
        <translation>右側分頁：</translation>
    </message>
    <message>
        <source>Edit → Undo takes back any change, from anywhere in the window. The Lessons menu opens guided lessons that explain the encoding step by step; &quot;Beyond the sinusoid&quot; walks through RoPE, ALiBi, longer contexts and precision. File → Export saves a view as an image or the table as CSV.</source>
        <translation>「編輯 → 復原」可在視窗的任何地方撤銷變更。課程選單可開啟逐步說明位置編碼的課程；課程「超越 Sinusoidal」會一步步帶你看 RoPE、ALiBi、較長的上下文和精度。「檔案 → 匯出」可將檢視存成圖片，或將表格存成 CSV。</translation>
    </message>
    <message>
        <source>File → Save Scenario keeps the parameters, the views, an open lesson and a note in a file to hand out; File → Open Scenario (or a double-click on the file) brings it all back.</source>
        <translation>「檔案 → 儲存情境檔」會把參數、檢視、開啟的課程和附註存成可以發給學生的檔案；「檔案 → 開啟情境檔」（或雙擊檔案）會全部還原。</translation>
    </message>
    <message>
        <source>View → Presenter Mode (F5) fills the screen with large type and high contrast for a projector; in a lesson PageDown and PageUp step, and Esc or F5 leaves.</source>
        <translation>「檢視 → 簡報模式」（F5）以大字與高對比填滿整個螢幕，適合投影機；在課程中用 PageDown 和 PageUp 切換步驟，按 Esc 或 F5 離開。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <comment>a view&apos;s name and what it shows</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>When a view has the focus:</source>
        <translation>檢視取得焦點時：</translation>
    </message>
    <message>
        <source>Tab moves from view to view, and the view with the focus has a frame.</source>
        <translation>Tab 鍵可在檢視之間移動，取得焦點的檢視會加上外框。</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>%1: %2 is out of range; the compare position must be an integer from %3 to %4.</source>
        <translation>%1：%2 超出範圍；比較位置必須是 %3 到 %4 的整數。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; the compare position must be an integer from %3 to %4.</source>
        <translation>%1：「%2」不是整數；比較位置必須是 %3 到 %4 的整數。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; the lesson &quot;%3&quot; has steps 1 to %4.</source>
        <translation>%1：「%2」不是整數；課程「%3」的步驟是 1 到 %4。</translation>
    </message>
    <message>
        <source>%1: step %2 is out of range; the lesson &quot;%3&quot; has steps 1 to %4.</source>
        <translation>%1：步驟 %2 超出範圍；課程「%3」的步驟是 1 到 %4。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; the lesson &quot;%3&quot; has %4 steps, stored as 0 to %5.</source>
        <translation>%1：%2 超出範圍；課程「%3」共有 %4 個步驟，檔案中以 0 到 %5 的編號儲存。</translation>
    </message>
</context>
<context>
    <name>LessonCatalog</name>
    <message>
        <source>%1: there is no lesson &quot;%2&quot;; the lessons are: %3.</source>
        <translation>%1：沒有「%2」這個課程；現有的課程：%3。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a lesson page; write lesson:&lt;lesson&gt;:&lt;step&gt;, for example lesson:%3:1.</source>
        <translation>%1：「%2」不是課程頁面；請寫成 lesson:&lt;課程&gt;:&lt;步驟&gt;，例如 lesson:%3:1。</translation>
    </message>
</context>
<context>
    <name>LessonChecks</name>
    <message>
        <source>%1, input path</source>
        <translation>%1，輸入路徑</translation>
    </message>
    <message>
        <source>%1 with PE(0) for every token</source>
        <translation>%1（每個 Token 都加 PE(0)）</translation>
    </message>
    <message>
        <source>Length ‖%1‖</source>
        <translation>長度 ||%1||</translation>
    </message>
    <message>
        <source>Length ‖PE(%1) − PE(%2)‖</source>
        <translation>長度 ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Largest mismatch between the two differences</source>
        <translation>兩個差之間的最大偏差</translation>
    </message>
    <message>
        <source>Length with PE(0) for every token</source>
        <translation>每個 Token 都加 PE(0) 時的長度</translation>
    </message>
    <message>
        <source>Largest mismatch with PE(0) for every token</source>
        <translation>每個 Token 都加 PE(0) 時的最大偏差</translation>
    </message>
    <message>
        <source>Length with the encoding off</source>
        <translation>關閉位置編碼時的長度</translation>
    </message>
    <message>
        <source>‖PE(%1) − PE(%2)‖ of the unused candidates</source>
        <translation>未使用的候選值的 ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Largest |sin| at position 0</source>
        <translation>位置 0 的最大 |sin|</translation>
    </message>
    <message>
        <source>Smallest cos at position 0</source>
        <translation>位置 0 的最小 cos</translation>
    </message>
    <message>
        <source>Components equal to six decimals but not exactly</source>
        <translation>小數點後六位相同、但並不完全相等的維度數</translation>
    </message>
    <message>
        <source>Focus component (slowest cos)</source>
        <translation>聚焦的維度（最慢的 cos）</translation>
    </message>
    <message>
        <source>A position far past the range</source>
        <translation>遠超出範圍的位置</translation>
    </message>
    <message>
        <source>Length ‖PE(%1) − PE(%2)‖, computed without promise</source>
        <translation>長度 ||PE(%1) − PE(%2)||（算得出來，但沒有保證）</translation>
    </message>
    <message>
        <source>%1, encoding on</source>
        <translation>%1，位置編碼開啟</translation>
    </message>
    <message>
        <source>%1, encoding off</source>
        <translation>%1，位置編碼關閉</translation>
    </message>
    <message>
        <source>Length with the encoding on</source>
        <translation>開啟位置編碼時的長度</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 ⋅ %2</translation>
    </message>
    <message>
        <source>%1, correct</source>
        <translation>%1，正確</translation>
    </message>
    <message>
        <source>%1, with the mistake</source>
        <translation>%1（犯錯時）</translation>
    </message>
</context>
<context>
    <name>LessonMistakes</name>
    <message>
        <source>Position confused with the component index</source>
        <translation>把位置和維度編號搞混</translation>
    </message>
    <message>
        <source>Different denominators within a pair</source>
        <translation>同一對維度用了不同的分母</translation>
    </message>
    <message>
        <source>Amplitude scaled by the position</source>
        <translation>振幅乘上了位置</translation>
    </message>
    <message>
        <source>PE(0) added to every token</source>
        <translation>每個 Token 都加上 PE(0)</translation>
    </message>
    <message>
        <source>Concatenated without widening the next layer</source>
        <translation>串接後沒有加寬下一層</translation>
    </message>
    <message>
        <source>“The inputs differ, so the model understands order”</source>
        <translation>「輸入不同，所以模型懂順序」</translation>
    </message>
    <message>
        <source>The angle uses the component index instead of the position, so every position gets the same vector. The two inputs are equal again and their difference has length 0.</source>
        <translation>角度用的是維度編號而不是位置，所以每個位置都得到同一個向量。兩個輸入又變得一樣，差的長度為 0。</translation>
    </message>
    <message>
        <source>The sin and cos of a pair no longer share one angle. The pair leaves the unit circle (sin² + cos² ≠ 1), and a shift is no longer a rotation: M_R does not carry A(p) to A(q).</source>
        <translation>同一對的 sin 和 cos 不再共用同一個角度。這一對會離開單位圓（sin² + cos² ≠ 1），位移也不再是旋轉：M_R 無法把 A(p) 轉到 A(q)。</translation>
    </message>
    <message>
        <source>Multiplying by the position lets the values grow without bound. Far positions swamp the embedding instead of staying in [−1, 1].</source>
        <translation>乘上位置會讓數值無限制地變大。遠處的位置不再待在 [−1, 1] 之內，反而把 Embedding 整個蓋過去。</translation>
    </message>
    <message>
        <source>Every token gets the same vector, so when the same word is compared the common term cancels and the difference is 0: no position reaches the model.</source>
        <translation>每個 Token 都得到同一個向量，所以比較同一個詞時，共同的項會抵消，差為 0：模型收不到任何位置資訊。</translation>
    </message>
    <message>
        <source>Concatenating doubles the width to 2d, but the next layer still takes d inputs: the shapes do not fit.</source>
        <translation>串接讓維度加倍成 2d，但下一層仍只接受 d 個輸入：形狀對不上。</translation>
    </message>
    <message>
        <source>The inputs do differ, yet a layer that only sums its inputs gives the same output in both orders. A different input shows that a position signal exists, not that a model uses it.</source>
        <translation>輸入確實不同，但一個只把輸入加總的層，不論順序如何，輸出都一樣。輸入不同只代表位置訊號存在，不代表模型有用到它。</translation>
    </message>
    <message>
        <source>Put the position p in the angle; the pair index i only chooses the denominator.</source>
        <translation>角度裡放的是位置 p；第 i 對的 i 只用來決定分母。</translation>
    </message>
    <message>
        <source>Give both components of pair i the same denominator, 10000^(2i/d).</source>
        <translation>第 i 對的兩個維度都用同一個分母 10000^(2i/⁠d)。</translation>
    </message>
    <message>
        <source>Change the angle, never the amplitude: every value stays between −1 and 1.</source>
        <translation>改變的是角度，絕不是振幅：每個數值都維持在 −1 到 1 之間。</translation>
    </message>
    <message>
        <source>Choose each token&apos;s PE by its own slot in the sequence.</source>
        <translation>依每個 Token 自己在序列中的位置，選出它的 PE。</translation>
    </message>
    <message>
        <source>Add PE to E, which keeps the width d, or widen the next layer when you concatenate on purpose.</source>
        <translation>把 PE 加到 E 上，維度 d 保持不變；如果刻意要串接，就要加寬下一層。</translation>
    </message>
    <message>
        <source>Say that the input carries a position signal. Whether the model uses it depends on the model and its training.</source>
        <translation>只能說輸入帶有位置訊號。模型會不會用它，取決於模型本身和它的訓練。</translation>
    </message>
    <message>
        <source>Length ‖%1‖</source>
        <translation>長度 ||%1||</translation>
    </message>
    <message>
        <source>Pair 0 sin at position %1</source>
        <translation>位置 %1 的第 0 對 sin</translation>
    </message>
    <message>
        <source>Pair 0 cos at position %1</source>
        <translation>位置 %1 的第 0 對 cos</translation>
    </message>
    <message>
        <source>Pair 0 sin² + cos² at position %1</source>
        <translation>位置 %1 的第 0 對 sin² + cos²</translation>
    </message>
    <message>
        <source>Length ‖A(%1)‖</source>
        <translation>長度 ||A(%1)||</translation>
    </message>
    <message>
        <source>Largest |M_R · A(%1) − A(%2)|, R = %3</source>
        <translation>最大 |M_R ⋅ A(%1) − A(%2)|，R = %3</translation>
    </message>
    <message>
        <source>Largest |A(%1)[k]|</source>
        <translation>最大 |A(%1)[k]|</translation>
    </message>
    <message>
        <source>Largest |(%1) − (PE(%2) − PE(%3))|</source>
        <translation>最大 |(%1) − (PE(%2) − PE(%3))|</translation>
    </message>
    <message>
        <source>Components in x(p)</source>
        <translation>x(p) 的維度數</translation>
    </message>
    <message>
        <source>Inputs the next layer takes</source>
        <translation>下一層接受的輸入數</translation>
    </message>
    <message>
        <source>Components with no place in that layer</source>
        <translation>那一層放不下的維度數</translation>
    </message>
    <message>
        <source>Change of a sum-pooling output when two words swap</source>
        <translation>兩個詞對調時，加總池化輸出的變化</translation>
    </message>
</context>
<context>
    <name>LessonRenderer</name>
    <message>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>Compare position</source>
        <translation>比較位置</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>無法寫入「%1」：%2</translation>
    </message>
</context>
<context>
    <name>LessonValues</name>
    <message>
        <source>Pair %1: %2</source>
        <translation>第 %1 對：%2</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>維度 d</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底數</translation>
    </message>
    <message>
        <source>First position p</source>
        <translation>第一個位置 p</translation>
    </message>
    <message>
        <source>Compare position q</source>
        <translation>比較位置 q</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>維度共有幾對</translation>
    </message>
    <message>
        <source>denominator</source>
        <translation>分母</translation>
    </message>
    <message>
        <source>angle at position %1 (rad)</source>
        <translation>位置 %1 的角度（rad）</translation>
    </message>
    <message>
        <source>sin at position %1</source>
        <translation>位置 %1 的 sin</translation>
    </message>
    <message>
        <source>cos at position %1</source>
        <translation>位置 %1 的 cos</translation>
    </message>
    <message>
        <source>period 2π × denominator</source>
        <translation>週期 2π × 分母</translation>
    </message>
    <message>
        <source>full turns at position %1</source>
        <translation>位置 %1 轉過的圈數</translation>
    </message>
    <message>
        <source>distance between positions %1 and %2</source>
        <translation>位置 %1 與 %2 的距離</translation>
    </message>
    <message>
        <source>A(%1), added to %2</source>
        <translation>A(%1)，加到 %2</translation>
    </message>
    <message>
        <source>Added to %1 at position %2</source>
        <translation>位置 %2 加到 %1 的值</translation>
    </message>
    <message>
        <source>Squares of its components</source>
        <translation>各維度數值的平方</translation>
    </message>
    <message>
        <source>Square of component %1</source>
        <translation>第 %1 維的平方</translation>
    </message>
    <message>
        <source>Sum of squares</source>
        <translation>平方和</translation>
    </message>
    <message>
        <source>Length ‖%1‖</source>
        <translation>長度 ||%1||</translation>
    </message>
    <message>
        <source>Gap q − p (not the length)</source>
        <translation>間隔 q − p（不是長度）</translation>
    </message>
    <message>
        <source>‖PE(%1) − PE(%2)‖, computed but not added</source>
        <translation>||PE(%1) − PE(%2)||，有計算但沒有加上</translation>
    </message>
    <message>
        <source>Default compare position</source>
        <translation>預設比較位置</translation>
    </message>
    <message>
        <source>Length ‖PE(%1) − PE(%2)‖ at the default position</source>
        <translation>預設位置的長度 ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Shift R = q − p</source>
        <translation>位移 R = q − p</translation>
    </message>
    <message>
        <source>rotation angle R / denominator (rad)</source>
        <translation>旋轉角度 R / 分母（rad）</translation>
    </message>
    <message>
        <source>M_R block, row by row</source>
        <translation>M_R 的小方塊（逐列）</translation>
    </message>
    <message>
        <source>row 1, column 1</source>
        <translation>第 1 列第 1 欄</translation>
    </message>
    <message>
        <source>row 1, column 2</source>
        <translation>第 1 列第 2 欄</translation>
    </message>
    <message>
        <source>row 2, column 1</source>
        <translation>第 2 列第 1 欄</translation>
    </message>
    <message>
        <source>row 2, column 2</source>
        <translation>第 2 列第 2 欄</translation>
    </message>
    <message>
        <source>Largest |M_R · PE(%1) − PE(%2)|</source>
        <translation>最大 |M_R ⋅ PE(%1) − PE(%2)|</translation>
    </message>
    <message>
        <source>Positions n (0 to %1)</source>
        <translation>位置數 n（0 到 %1）</translation>
    </message>
    <message>
        <source>Values computed and stored, n × d</source>
        <translation>計算並儲存的數值，n × d</translation>
    </message>
    <message>
        <source>Angles, n × d / 2</source>
        <translation>角度數，n × d / 2</translation>
    </message>
    <message>
        <source>Values for one position, d</source>
        <translation>每個位置的數值個數 d</translation>
    </message>
</context>
<context>
    <name>ModelConfigReader</name>
    <message>
        <source>%1: must be an object { … } or null.</source>
        <translation>%1：必須是物件 { … } 或 null。</translation>
    </message>
    <message>
        <source>%1: must be a number greater than %2.</source>
        <translation>%1：必須是大於 %2 的數字。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a number greater than %3.</source>
        <translation>%1：不能是 %2；必須是大於 %3 的數字。</translation>
    </message>
    <message>
        <source>%1: must be a number of at least %2.</source>
        <translation>%1：必須是至少 %2 的數字。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a number of at least %3.</source>
        <translation>%1：不能是 %2；必須是至少 %3 的數字。</translation>
    </message>
    <message>
        <source>%1: must be a number greater than 0 and at most 1.</source>
        <translation>%1：必須是大於 0 且不大於 1 的數字。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a number greater than 0 and at most 1.</source>
        <translation>%1：不能是 %2；必須是大於 0 且不大於 1 的數字。</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3.</source>
        <translation>%1：必須是 %2 到 %3 的整數。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a whole number from %3 to %4.</source>
        <translation>%1：不能是 %2；必須是 %3 到 %4 的整數。</translation>
    </message>
    <message>
        <source>%1: must be true or false.</source>
        <translation>%1：必須是 true 或 false。</translation>
    </message>
    <message>
        <source>%1: must be text in quotes; use %2.</source>
        <translation>%1：必須是加上引號的文字；請用 %2。</translation>
    </message>
    <message>
        <source>%1: must be a list of %2 numbers, one for each rotated pair [1.0, …].</source>
        <translation>%1：必須是 %2 個數字的清單 [1.0, …]，每一對旋轉的維度一個。</translation>
    </message>
    <message>
        <source>%1: %2 entries; the model rotates %3 pairs, one number each.</source>
        <translation>%1：有 %2 個數字；模型旋轉 %3 對維度，每一對一個數字。</translation>
    </message>
    <message>
        <source>%1: missing; rope type %2 needs it.</source>
        <translation>%1：缺少這個欄位；RoPE 類型 %2 需要它。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a RoPE type; use %3.</source>
        <translation>%1：「%2」不是 RoPE 類型；請從 %3 中選擇。</translation>
    </message>
    <message>
        <source>%1: the head size is missing; give head_dim, or hidden_size and num_attention_heads.</source>
        <translation>%1：缺少每個頭的大小；請寫 head_dim，或 hidden_size 與 num_attention_heads。</translation>
    </message>
    <message>
        <source>%1: a head size of %2 with partial_rotary_factor %3 rotates %4 dimensions; RoPE needs an even number from 4 to %5.</source>
        <translation>%1：頭的大小 %2、partial_rotary_factor %3 會旋轉 %4 個維度；RoPE 需要 4 到 %5 之間的偶數。</translation>
    </message>
    <message>
        <source>%1: %2 is less than beta_slow (%3); beta_fast must be at least beta_slow.</source>
        <translation>%1：%2 小於 beta_slow（%3）；beta_fast 必須至少等於 beta_slow。</translation>
    </message>
    <message>
        <source>%1: %2 is not greater than low_freq_factor (%3); high_freq_factor must be greater.</source>
        <translation>%1：%2 沒有大於 low_freq_factor（%3）；high_freq_factor 必須比它大。</translation>
    </message>
    <message>
        <source>%1: not a model configuration: the JSON breaks off at byte %2 (%3).</source>
        <translation>%1：不是模型設定檔：JSON 在第 %2 個位元組中斷（%3）。</translation>
    </message>
    <message>
        <source>%1: not a model configuration: it holds no JSON object { … }.</source>
        <translation>%1：不是模型設定檔：裡面沒有 JSON 物件 { … }。</translation>
    </message>
    <message>
        <source>%1: not a model configuration: a line break or other control character inside text in quotes at byte %2; write it as \n.</source>
        <translation>%1：不是模型設定檔：第 %2 個位元組處，引號內的文字直接含有換行或其他控制字元；請寫成 \n。</translation>
    </message>
    <message>
        <source>%1: %2 is given twice; give each field once.</source>
        <translation>%1：%2 出現了兩次；每個欄位只能寫一次。</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1：無法開啟：%2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a model configuration; at most %3 bytes.</source>
        <translation>%1：%2 位元組對模型設定檔來說太大；最多 %3 位元組。</translation>
    </message>
</context>
<context>
    <name>ModelConfigReport</name>
    <message>
        <source>Model settings: %1</source>
        <translation>模型設定：%1</translation>
    </message>
    <message>
        <source>RoPE type %1, rope_theta = %2; head dimension %3: %4 rotated, %5 unrotated.</source>
        <translation>RoPE 類型 %1，rope_theta = %2；每個頭的維度 %3：旋轉 %4 維，不旋轉 %5 維。</translation>
    </message>
    <message>
        <source>Training length L = %1; context length N = %2; attention factor %3.</source>
        <translation>訓練長度 L = %1；上下文長度 N = %2；注意力縮放係數 %3。</translation>
    </message>
    <message>
        <source>Pairs as transformers&apos; rotate_half takes them: pair i turns dimensions i and i + %1.</source>
        <translation>各對依 transformers 的 rotate_half 取法：第 i 對旋轉維度 i 與 i + %1。</translation>
    </message>
    <message>
        <source>Unseen: the pair never completed a turn in training (L·θᵢ &lt; 2π) and the context turns it further (N·θᵢ′ &gt; L·θᵢ).</source>
        <translation>未見過：這一對在訓練中從未轉滿一圈（L⋅θᵢ &lt; 2π），而這個上下文會把它轉得更遠（N⋅θᵢ′ &gt; L⋅θᵢ）。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第幾對</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>wavelength</source>
        <translation>波長</translation>
    </message>
    <message>
        <source>wavelength / N</source>
        <translation>波長 / N</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>未見過</translation>
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
        <translation>不旋轉：維度 %1 到 %2（partial_rotary_factor %3）；它們原封不動地通過。</translation>
    </message>
</context>
<context>
    <name>ModelConfigSummary</name>
    <message>
        <source>No scaling: every pair turns at θᵢ = 1 / rope_theta^(2i/d), as in training.</source>
        <translation>不縮放：每一對都和訓練時一樣以 θᵢ = 1 / rope_theta^(2i/d) 旋轉。</translation>
    </message>
    <message>
        <source>Linear scaling (position interpolation): every pair is slowed by %1 (θᵢ / factor), so %2 positions turn it as far as %3 did in training.</source>
        <translation>線性縮放（位置內插）：每一對都放慢 %1 倍（θᵢ / factor），因此 %2 個位置轉的角度和訓練時 %3 個位置一樣。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: up to max_position_embeddings = %1 positions nothing changes, so a context of %2 keeps rope_theta = %3.</source>
        <translation>動態 NTK 縮放：在 max_position_embeddings = %1 個位置以內什麼都不變，所以長度 %2 的上下文維持 rope_theta = %3。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: a context of %1 positions, longer than max_position_embeddings = %2, raises the base to rope_theta·(factor·N/L − (factor − 1))^(d/(d − 2)) = %3, which slows the slow pairs most and keeps pair 0.</source>
        <translation>動態 NTK 縮放：%1 個位置的上下文長於 max_position_embeddings = %2，底數提高為 rope_theta⋅(factor⋅N/L − (factor − 1))^(d/(d − 2)) = %3；越慢的對放慢得越多，第 0 對不變。</translation>
    </message>
    <message>
        <source>YaRN: pairs up to index %1 (more than beta_fast = %2 turns in %3 positions) are kept, pairs from index %4 on (fewer than beta_slow = %5 turns) are slowed by %6, a linear ramp between; attention factor %7.</source>
        <translation>YaRN：編號 %1 以前的對（在 %3 個位置內轉超過 beta_fast = %2 圈）保持不變，編號 %4 起的對（轉不到 beta_slow = %5 圈）放慢 %6 倍，中間以線性斜坡過渡；注意力縮放係數 %7。</translation>
    </message>
    <message>
        <source>LongRoPE: a context of %1 positions is longer than the %2 of training, so pair i is slowed by long_factor[i] (short_factor serves up to %2); attention factor %3.</source>
        <translation>LongRoPE：%1 個位置的上下文長於訓練時的 %2，所以第 i 對放慢 long_factor[i] 倍（%2 以內用 short_factor）；注意力縮放係數 %3。</translation>
    </message>
    <message>
        <source>LongRoPE: a context of %1 positions is not longer than the %2 of training, so pair i is slowed by short_factor[i] (long_factor serves longer contexts); attention factor %3.</source>
        <translation>LongRoPE：%1 個位置的上下文不長於訓練時的 %2，所以第 i 對放慢 short_factor[i] 倍（更長的上下文用 long_factor）；注意力縮放係數 %3。</translation>
    </message>
    <message>
        <source>Llama 3 scaling: pairs with wavelengths longer than %1 / low_freq_factor = %2 positions are slowed by %3, those shorter than %1 / high_freq_factor = %4 are kept, a smooth band between.</source>
        <translation>Llama 3 縮放：波長長於 %1 / low_freq_factor = %2 個位置的對放慢 %3 倍，短於 %1 / high_freq_factor = %4 的對保持不變，中間平滑過渡。</translation>
    </message>
</context>
<context>
    <name>ModelOptionReader</name>
    <message>
        <source>--model-config: the file name is empty; name a model&apos;s config.json.</source>
        <translation>--model-config：檔名是空的；請指定模型的 config.json。</translation>
    </message>
    <message>
        <source>--model-config: %1 describes an ALiBi model (&quot;alibi&quot;: true), which has no RoPE pairs to show.</source>
        <translation>--model-config：%1 描述的是 ALiBi 模型（&quot;alibi&quot;: true），沒有可顯示的 RoPE 對。</translation>
    </message>
    <message>
        <source>--context: &quot;%1&quot; is not allowed; the context length must be a whole number from 1 to %2.</source>
        <translation>--context：不允許「%1」；上下文長度必須是 1 到 %2 的整數。</translation>
    </message>
    <message>
        <source>--rope-mismatch: &quot;%1&quot; is not a mistake; choose %2.</source>
        <translation>--rope-mismatch：「%1」不是一種錯誤；請選 %2。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is not allowed with --rope-mismatch; give a count N from 1 to %2 (positions 0 to N-1).</source>
        <translation>--positions：--rope-mismatch 不允許「%1」；請給 1 到 %2 的個數 N（位置 0 到 N-1）。</translation>
    </message>
    <message>
        <source>--seed: &quot;%1&quot; is not allowed with --rope-mismatch; it must be a whole number from 0 to %2.</source>
        <translation>--seed：--rope-mismatch 不允許「%1」；必須是 0 到 %2 的整數。</translation>
    </message>
    <message>
        <source>%1: only used with --render model (the Your model view); --render %2 shows no model.</source>
        <translation>%1：只能與 --render model（「你的模型」檢視）一起使用；--render %2 不顯示模型。</translation>
    </message>
</context>
<context>
    <name>ModelSummaryText</name>
    <message>
        <source>Plain RoPE with base %1: every pair keeps its frequency, nothing is rescaled.</source>
        <translation>底數 %1 的原始 RoPE：每一對維度都保持原本的頻率，沒有任何縮放。</translation>
    </message>
    <message>
        <source>Linear scaling (position interpolation): every pair slowed by %1.</source>
        <translation>線性縮放（位置內插）：每一對維度都放慢 %1 倍。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: up to %1 positions nothing is rescaled, and this context length is not longer.</source>
        <translation>動態 NTK 縮放：%1 個位置以內不做任何縮放，而目前的上下文長度沒有更長。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: for %1 positions the base grows from %2 to %3, which slows long wavelengths most and short ones hardly.</source>
        <translation>動態 NTK 縮放：在 %1 個位置時底數從 %2 增大到 %3，波長越長放慢得越多，短波長幾乎不變。</translation>
    </message>
    <message>
        <source>YaRN over the original %1 positions: long wavelengths (pairs turning less than %2 times) slowed by %3, short ones (more than %4 turns) kept, a linear ramp between; attention scaled by %5.</source>
        <translation>以原本 %1 個位置為準的 YaRN：長波長（轉不到 %2 圈的那幾對）放慢 %3 倍，短波長（超過 %4 圈）保持不變，中間以線性斜坡過渡；Attention 乘以 %5。</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>%1 到 %2</translation>
    </message>
    <message>
        <source>LongRoPE: the context is longer than the original %1 positions, so each pair is slowed by its own long factor (%2); attention scaled by %3.</source>
        <translation>LongRoPE：上下文比原本的 %1 個位置長，所以每一對維度依各自的 long factor（%2）放慢；Attention 乘以 %3。</translation>
    </message>
    <message>
        <source>LongRoPE: the context is at most the original %1 positions, so each pair is slowed by its own short factor (%2); attention scaled by %3.</source>
        <translation>LongRoPE：上下文不超過原本的 %1 個位置，所以每一對維度依各自的 short factor（%2）放慢；Attention 乘以 %3。</translation>
    </message>
    <message>
        <source>llama3 scaling: long wavelengths (over %1 positions) slowed by %2, short ones (under %3 positions) kept, a smooth band between.</source>
        <translation>llama3 縮放：長波長（超過 %1 個位置）放慢 %2 倍，短波長（不到 %3 個位置）保持不變，中間是平滑過渡的一段。</translation>
    </message>
    <message>
        <source>Partial rotary: %1 of the head&apos;s %2 dimensions are rotated, the other %3 pass unrotated.</source>
        <translation>部分旋轉：每個頭的 %2 個維度中旋轉 %1 個，其餘 %3 個不旋轉直接通過。</translation>
    </message>
    <message>
        <source>At a context of %1 positions (training: %2) no pair meets angles training never saw.</source>
        <translation>在 %1 個位置的上下文中（訓練時：%2），沒有任何一對維度遇到訓練時從未見過的角度。</translation>
    </message>
    <message>
        <source>At a context of %1 positions (training: %2) %3 of the %4 pairs meet angles training never saw.</source>
        <translation>在 %1 個位置的上下文中（訓練時：%2），%4 對中有 %3 對遇到訓練時從未見過的角度。</translation>
    </message>
    <message>
        <source>ALiBi: this model adds a distance bias per head to the scores instead of rotating q and k, so no pair is rotated.</source>
        <translation>ALiBi：這個模型不旋轉 q 和 k，而是在每個頭的分數上加上依距離而定的 bias，所以沒有任何一對維度被旋轉。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>檔案：%1</translation>
    </message>
    <message>
        <source>published at %1</source>
        <translation>公開於 %1</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a model&apos;s source</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>How the numbers were read (in English): %1</source>
        <translation>數值的讀取方式（英文原文）：%1</translation>
    </message>
</context>
<context>
    <name>NearestPairReport</name>
    <message>
        <source>Nearest pair among positions 0 to %1 (d = %2, base = %3): %4 and %5, ‖PE(%4) − PE(%5)‖ = %6.</source>
        <translation>位置 0 到 %1 之中最近的一對（d = %2，底數 = %3）：%4 與 %5，||PE(%4) − PE(%5)|| = %6。</translation>
    </message>
    <message>
        <source>The distance depends on the gap alone: every pair (a, a + %1) is exactly as near, and no two positions in the range are nearer.</source>
        <translation>距離只取決於間隔：每一對 (a, a + %1) 都一樣近，範圍內沒有比這更近的兩個位置。</translation>
    </message>
</context>
<context>
    <name>OptionReader</name>
    <message>
        <source>--layout: &quot;%1&quot; is not a layout; choose interleaved or concatenated.</source>
        <translation>--layout：「%1」不是排列方式；請選 interleaved 或 concatenated。</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not available with --%2; choose %3.</source>
        <translation>--format：--%2 不支援「%1」；請選 %3。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>--compare: &quot;%1&quot; is not two positions; write P,Q with whole numbers from 0 to %2, e.g. --compare 0,3.</source>
        <translation>--compare：「%1」不是兩個位置；請寫成 P,Q（0 到 %2 的整數），例如 --compare 0,3。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is neither a count N nor a range A-B; write e.g. 50 or 10-19.</source>
        <translation>--positions：「%1」既不是個數 N，也不是範圍 A-B；請寫成例如 50 或 10-19。</translation>
    </message>
    <message>
        <source>--positions: the range %1 is reversed; write the smaller position first, e.g. %2-%3.</source>
        <translation>--positions：範圍 %1 前後顛倒了；請先寫較小的位置，例如 %2-%3。</translation>
    </message>
    <message>
        <source>--shift %1: needs --from K, the position k to start from (a whole number from 0 to %2).</source>
        <translation>--shift %1：需要 --from K，也就是起點位置 k（0 到 %2 的整數）。</translation>
    </message>
    <message>
        <source>--shift %1 --from %2: the target position k + R = %3 is out of range; it must be a whole number from 0 to %4.</source>
        <translation>--shift %1 --from %2：目標位置 k + R = %3 超出範圍；必須是 0 到 %4 的整數。</translation>
    </message>
    <message>
        <source>--render: &quot;%1&quot; is not a view; choose %2, or lesson:ID:N.</source>
        <translation>--render：「%1」不是一個檢視；請選擇 %2，或 lesson:ID:N。</translation>
    </message>
    <message>
        <source>--compare-position: only used when rendering a lesson step (--render lesson:ID:N).</source>
        <translation>--compare-position：只在繪製課程步驟時使用（--render lesson:ID:N）。</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not allowed; write WxH with each side a whole number from %2 to %3, e.g. 1280x800.</source>
        <translation>--size：「%1」不可使用；請寫成 WxH，每邊為 %2 到 %3 的整數，例如 1280x800。</translation>
    </message>
    <message>
        <source>--render %1: needs --output FILE, a file name ending in .png or .svg.</source>
        <translation>--render %1：需要 --output FILE，也就是副檔名為 .png 或 .svg 的檔名。</translation>
    </message>
    <message>
        <source>--output: &quot;%1&quot; has an unknown image type; the file name must end in .png or .svg.</source>
        <translation>--output：「%1」是未知的圖片格式；檔名必須以 .png 或 .svg 結尾。</translation>
    </message>
    <message>
        <source>--palette: &quot;%1&quot; is not a palette; choose %2.</source>
        <translation>--palette：「%1」不是配色；請選擇 %2。</translation>
    </message>
    <message>
        <source>--output: only used with --format pdf or html; markdown and json go to standard output.</source>
        <translation>--output：只在 --format pdf 或 html 時使用；markdown 與 json 會輸出到標準輸出。</translation>
    </message>
    <message>
        <source>--worksheet %1 --format %2: needs --output FILE, the file to write.</source>
        <translation>--worksheet %1 --format %2：需要 --output FILE，也就是要寫入的檔案。</translation>
    </message>
    <message>
        <source>--answers: only used with --format pdf or html; markdown and json always hold the answer key.</source>
        <translation>--answers：只在 --format pdf 或 html 時使用；markdown 與 json 一律包含解答。</translation>
    </message>
</context>
<context>
    <name>ParameterLimits</name>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; the dimension d must be an even integer from %3 to %4.</source>
        <translation>%1：「%2」不是整數；維度 d 必須是 %3 到 %4 的偶數。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; the dimension d must be an even integer from %3 to %4.</source>
        <translation>%1：不允許 %2；維度 d 必須是 %3 到 %4 的偶數。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; a position must be an integer from 0 to %3.</source>
        <translation>%1：「%2」不是整數；位置必須是 0 到 %3 的整數。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; a position must be an integer from 0 to %3.</source>
        <translation>%1：%2 超出範圍；位置必須是 0 到 %3 的整數。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; the shift must be an integer from %3 to %4.</source>
        <translation>%1：不允許「%2」；位移必須是 %3 到 %4 的整數。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; the number of positions must be an integer from 1 to %3.</source>
        <translation>%1：不允許「%2」；位置數必須是 1 到 %3 的整數。</translation>
    </message>
    <message>
        <source>%1: %2 gives %3 rows of d = %4 values; a table may hold at most %5 values (rows × d).</source>
        <translation>%1：%2 會產生 %3 列、每列 d = %4 個數值；一張表最多只能有 %5 個數值（列數 × d）。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; the base must be a number greater than 1 and at most %3.</source>
        <translation>%1：%2 超出範圍；底數必須是大於 1 且不超過 %3 的數。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number; the base must be a number greater than 1 and at most %3, e.g. 10000.</source>
        <translation>%1：「%2」不是數字；底數必須是大於 1 且不超過 %3 的數，例如 10000。</translation>
    </message>
    <message>
        <source>%1: %2 rounds to 1 in double precision; the base must be greater than 1 (the smallest double above 1 is %3) and at most %4.</source>
        <translation>%1：%2 在雙精度下會捨入為 1；底數必須大於 1（比 1 大的最小雙精度數是 %3），且不超過 %4。</translation>
    </message>
</context>
<context>
    <name>ParameterSettings</name>
    <message>
        <source>settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>%1 layout: &quot;%2&quot; is not a layout; use interleaved or concatenated.</source>
        <translation>%1 layout：「%2」不是排列方式；請用 interleaved 或 concatenated。</translation>
    </message>
    <message>
        <source>%1 shownDimensions: &quot;%2&quot; is not a list of dimensions from 0 to %3.</source>
        <translation>%1 shownDimensions：「%2」不是 0 到 %3 的維度清單。</translation>
    </message>
    <message>
        <source>%1 pickedDimension: &quot;%2&quot; is not a dimension from 0 to %3.</source>
        <translation>%1 pickedDimension：「%2」不是 0 到 %3 之間的維度。</translation>
    </message>
</context>
<context>
    <name>PermutationDemo</name>
    <message>
        <source>positions on</source>
        <translation>有位置資訊</translation>
    </message>
    <message>
        <source>positions off</source>
        <translation>無位置資訊</translation>
    </message>
    <message>
        <source>Weights of “%1” in “%2”, %3</source>
        <translation>「%2」中「%1」的 Attention weight，%3</translation>
    </message>
    <message>
        <source>Weight of “%1” for “%2” at place %3 in “%4”, %5</source>
        <translation>「%4」中「%1」對第 %3 個位置「%2」的 Attention weight，%5</translation>
    </message>
    <message>
        <source>Output of “%1” in “%2”, %3</source>
        <translation>「%2」中「%1」的輸出，%3</translation>
    </message>
    <message>
        <source>Length of the difference between the two outputs of “%1”, %2</source>
        <translation>「%1」兩個輸出之差的長度，%2</translation>
    </message>
</context>
<context>
    <name>PositionSchemes</name>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>none, the model sees the tokens as a bag</source>
        <translation>無，模型看到的 Token 只是一袋沒有順序的字</translation>
    </message>
    <message>
        <source>No positions: the summary token sees the same for every order</source>
        <translation>不加位置：摘要 Token 對任何順序看到的都一樣</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>Sinusoidal</translation>
    </message>
    <message>
        <source>sinusoidal encoding added to the token embeddings</source>
        <translation>把 Sinusoidal 位置編碼加到 Token 的 Embedding 上</translation>
    </message>
    <message>
        <source>The sinusoidal encoding added to each token</source>
        <translation>把 Sinusoidal 編碼加到每個 Token 上</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>可學習的位置表</translation>
    </message>
    <message>
        <source>learned position table added to the token embeddings</source>
        <translation>把可學習的位置表加到 Token 的 Embedding 上</translation>
    </message>
    <message>
        <source>A learned position table added to each token (no row past the training length)</source>
        <translation>把可學習的位置表加到每個 Token 上（超過訓練長度的位置沒有對應的列）</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>RoPE rotating the queries and keys</source>
        <translation>用 RoPE 旋轉 query 與 key</translation>
    </message>
    <message>
        <source>RoPE: queries and keys turned by the position</source>
        <translation>RoPE：依位置旋轉 query 與 key</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>ALiBi subtracting slope × distance from each head&apos;s scores</source>
        <translation>ALiBi：從每個頭的分數減去斜率 × 距離</translation>
    </message>
</context>
<context>
    <name>PrecisionOptionReader</name>
    <message>
        <source>--precision: &quot;%1&quot; is not a number type; choose float16, bfloat16 or float32.</source>
        <translation>--precision：「%1」不是數值型別；請選 float16、bfloat16 或 float32。</translation>
    </message>
    <message>
        <source>--variant: &quot;%1&quot; is not a variant; choose all or angle-float32.</source>
        <translation>--variant：「%1」不是計算方式；請選 all 或 angle-float32。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is a range; --nearest takes a count N and searches positions 0 to N-1, e.g. --positions 1000.</source>
        <translation>--positions：「%1」是一個範圍；--nearest 需要個數 N，並搜尋位置 0 到 N-1，例如 --positions 1000。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is not allowed with --nearest; a pair needs at least 2 positions.</source>
        <translation>--positions：--nearest 不接受「%1」；一對至少需要 2 個位置。</translation>
    </message>
</context>
<context>
    <name>PrecisionReport</name>
    <message>
        <source>%1, all in %1: position, inverse frequency and angle each rounded to %1, then sin and cos of the rounded angle rounded to %1.</source>
        <translation>%1，全部用 %1 計算：位置、逆頻率與角度各自捨入到 %1，再把捨入後角度的 sin 與 cos 捨入到 %1。</translation>
    </message>
    <message>
        <source>%1, angle in float32: position, inverse frequency and angle each rounded to float32, sin and cos stored in %1.</source>
        <translation>%1，角度用 float32 計算：位置、逆頻率與角度各自捨入到 float32，sin 與 cos 以 %1 儲存。</translation>
    </message>
    <message>
        <source>d = %1, base = %2, positions %3 to %4; errors against double.</source>
        <translation>d = %1，底數 = %2，位置 %3 到 %4；誤差是與 double 的差。</translation>
    </message>
    <message>
        <source>First whole position %1 cannot hold: %2 (it becomes %3).</source>
        <translation>%1 無法精確表示的第一個整數位置：%2（會變成 %3）。</translation>
    </message>
    <message>
        <source>Largest error: %1 at position %2, dimension %3 (double %4, %5 %6).</source>
        <translation>最大誤差：位置 %2、第 %3 維的 %1（double 為 %4，%5 為 %6）。</translation>
    </message>
    <message>
        <source>Largest error: none can be given from position %1 on: the position is beyond the largest %2 (%3), it becomes infinity and its sin and cos are not numbers (NaN).</source>
        <translation>最大誤差：從位置 %1 起無法給出：位置超過 %2 的最大值（%3），變成無限大，其 sin 與 cos 不是數字（NaN）。</translation>
    </message>
    <message>
        <source>Collisions: none; no two neighbouring positions have bit-identical vectors.</source>
        <translation>碰撞：無；沒有相鄰位置的向量逐位元相同。</translation>
    </message>
    <message>
        <source>Collisions: %1 pairs of neighbouring positions have bit-identical vectors, the model cannot tell them apart: %2</source>
        <translation>碰撞：有 %1 組相鄰位置的向量逐位元相同，模型無法區分它們：%2</translation>
    </message>
    <message>
        <source>Angles at position %1: the position is infinity in %2, and so is every angle.</source>
        <translation>位置 %1 的角度：該位置在 %2 中是無限大，每個角度也都是無限大。</translation>
    </message>
    <message>
        <source>Angles at position %1: the fastest pair (i = 0) is off by %2 rad; the largest error is pair %3&apos;s, %4 rad.</source>
        <translation>位置 %1 的角度：最快的一對（i = 0）偏差 %2 rad；最大誤差是第 %3 對的 %4 rad。</translation>
    </message>
</context>
<context>
    <name>PresenterOption</name>
    <message>
        <source>--%1 %2: only used with --presenter; add it.</source>
        <translation>--%1 %2：只能搭配 --presenter 使用，請加上 --presenter。</translation>
    </message>
    <message>
        <source>--presenter-look: &quot;%1&quot; is not a look; choose light or dark.</source>
        <translation>--presenter-look：「%1」不是外觀名稱，請選 light 或 dark。</translation>
    </message>
    <message>
        <source>--presenter-zoom: &quot;%1&quot; is not a whole number; allowed: %2 to %3 (per cent).</source>
        <translation>--presenter-zoom：「%1」不是整數；允許的值：%2 到 %3（百分比）。</translation>
    </message>
    <message>
        <source>--presenter-zoom: %1 is outside the allowed range %2 to %3 (per cent).</source>
        <translation>--presenter-zoom：%1 超出允許範圍 %2 到 %3（百分比）。</translation>
    </message>
</context>
<context>
    <name>PresenterSettings</name>
    <message>
        <source>Presenter zoom %1 % is outside the allowed range %2–%3 %.</source>
        <translation>簡報模式的縮放 %1 % 超出允許範圍 %2–%3 %。</translation>
    </message>
    <message>
        <source>Presenter zoom &quot;%1&quot; is not a whole number; allowed: %2–%3 %.</source>
        <translation>簡報模式的縮放「%1」不是整數；允許的值：%2–%3 %。</translation>
    </message>
    <message>
        <source>Presenter look &quot;%1&quot; is not one of: light, dark.</source>
        <translation>簡報模式的外觀「%1」不是 light 或 dark。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>磁碟機</translation>
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
        <translation>串接（concatenated）</translation>
    </message>
    <message>
        <source>interleaved</source>
        <comment>layout in a text report: the translated name, then the option value in brackets</comment>
        <translation>交錯（interleaved）</translation>
    </message>
</context>
<context>
    <name>RopeMismatchReport</name>
    <message>
        <source>Mistake &quot;pairing&quot;: the pairs taken interleaved, (2i, 2i + 1), where the model pairs half, (i, i + d/2), in q and k alike.</source>
        <translation>錯誤「pairing」：模型以 half（(i, i + d/2)）配對，卻在 q 與 k 中都以 interleaved（(2i, 2i + 1)）取對。</translation>
    </message>
    <message>
        <source>Mistake &quot;theta&quot;: rope_theta %1 instead of the model&apos;s %2, in q and k alike.</source>
        <translation>錯誤「theta」：在 q 與 k 中都用 rope_theta %1，而不是模型的 %2。</translation>
    </message>
    <message>
        <source>Mistake &quot;%1&quot;: the angles computed in %1 (the position, the inverse frequency and their product rounded), as a model cast whole to %1 computes them.</source>
        <translation>錯誤「%1」：角度以 %1 計算（位置、逆頻率與兩者的乘積都捨入），就像整個模型轉成 %1 時那樣。</translation>
    </message>
    <message>
        <source>Mistake &quot;double-scaling&quot;: the context scaling applied twice (each θᵢ′ / θᵢ once more, the attention factor squared); a model without scaling is not changed by it.</source>
        <translation>錯誤「double-scaling」：上下文縮放套用兩次（每個 θᵢ′ / θᵢ 再乘一次，注意力縮放係數取平方）；沒有縮放的模型不受影響。</translation>
    </message>
    <message>
        <source>Mistake &quot;offset&quot;: the query rotated for the position one too far (m + 1), the key at the right one.</source>
        <translation>錯誤「offset」：查詢以多一格的位置（m + 1）旋轉，鍵則在正確的位置。</translation>
    </message>
    <message>
        <source>Model: %1 (RoPE type %2, rope_theta = %3, head dimension %4, %5 rotated, pairing half); q and k seeded with %6 and %7.</source>
        <translation>模型：%1（RoPE 類型 %2，rope_theta = %3，每個頭的維度 %4，旋轉 %5 維，配對方式 half）；q 與 k 由種子 %6 與 %7 產生。</translation>
    </message>
    <message>
        <source>Position m: the query at m scored against the key at 0 (distance m), and the total variation between the correct and the mistaken attention weights of the query at m over the keys 0 … m (0: the same, 1: nothing in common).</source>
        <translation>位置 m：位置 m 的查詢對位置 0 的鍵的分數（距離 m），以及位置 m 的查詢對鍵 0 … m 的 Attention weight 在正確與錯誤兩種情況之間的總變差距離（0 表示相同，1 表示毫無重疊）。</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>correct score</source>
        <translation>正確分數</translation>
    </message>
    <message>
        <source>mistaken score</source>
        <translation>錯誤分數</translation>
    </message>
    <message>
        <source>score error</source>
        <translation>分數誤差</translation>
    </message>
    <message>
        <source>total variation</source>
        <translation>總變差距離</translation>
    </message>
</context>
<context>
    <name>RopeReport</name>
    <message>
        <source>RoPE: query at position m = %1, key at position n = %2 (n − m = %3)</source>
        <translation>RoPE：query 在位置 m = %1，key 在位置 n = %2（n − m = %3）</translation>
    </message>
    <message>
        <source>d = %1, base = %2, pairing: %3</source>
        <translation>d = %1，底數 = %2，配對方式：%3</translation>
    </message>
    <message>
        <source>Each pair i of q and k is turned by its position times θᵢ = base^(−2i/d).</source>
        <translation>q 與 k 的每一對 i 都旋轉「位置 × θᵢ」，其中 θᵢ = base^(−2i/⁠d)。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第幾對</translation>
    </message>
    <message>
        <source>components</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>Score (Rₘ q)·(Rₙ k) = %1</source>
        <translation>分數 (Rₘ q)⋅(Rₙ k) = %1</translation>
    </message>
    <message>
        <source>Relative score q·(R_{n−m} k) = %1: the same number from the distance n − m alone.</source>
        <translation>相對分數 q⋅(R_{n−m} k) = %1：只用距離 n − m 算出的同一個數。</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>%1: the field is missing.</source>
        <translation>%1：缺少這個欄位。</translation>
    </message>
    <message>
        <source>%1: must be an object { … }.</source>
        <translation>%1：必須是物件 { … }。</translation>
    </message>
    <message>
        <source>%1: must be a number.</source>
        <translation>%1：必須是數字。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a whole number from %3 to %4.</source>
        <translation>%1：不能是 %2；必須是 %3 到 %4 的整數。</translation>
    </message>
    <message>
        <source>%1: must be true or false.</source>
        <translation>%1：必須是 true 或 false。</translation>
    </message>
    <message>
        <source>%1: must be text in quotes.</source>
        <translation>%1：必須是加上引號的文字。</translation>
    </message>
    <message>
        <source>%1: must be a list of names in quotes [&quot;…&quot;, …].</source>
        <translation>%1：必須是加上引號的名稱清單 [&quot;…&quot;, …]。</translation>
    </message>
    <message>
        <source>%1: must be a list of whole numbers [0, 1, …].</source>
        <translation>%1：必須是整數清單 [0, 1, …]。</translation>
    </message>
    <message>
        <source>%1: not a field of version %2; ignored.</source>
        <translation>%1：版本 %2 沒有這個欄位，已略過。</translation>
    </message>
</context>
<context>
    <name>ScenarioOption</name>
    <message>
        <source>--render scenario: needs --scenario FILE, the file whose view to draw.</source>
        <translation>--render scenario：需要 --scenario FILE，也就是要繪製的情境檔。</translation>
    </message>
    <message>
        <source>--worksheet scenario: needs --scenario FILE, the file whose lesson to print.</source>
        <translation>--worksheet scenario：需要 --scenario FILE，也就是要輸出其課程的情境檔。</translation>
    </message>
    <message>
        <source>--worksheet scenario: %1 has no lesson open; name one, e.g. --worksheet attention.</source>
        <translation>--worksheet scenario：%1 沒有開啟的課程；請指定一門，例如 --worksheet attention。</translation>
    </message>
</context>
<context>
    <name>ScenarioReader</name>
    <message>
        <source>%1: &quot;%2&quot; is not a layout; use interleaved or concatenated.</source>
        <translation>%1：「%2」不是排列方式；請用 interleaved 或 concatenated。</translation>
    </message>
    <message>
        <source>%1: %2 is not a dimension; d = %3 has dimensions 0 to %4.</source>
        <translation>%1：沒有 %2 這個維度；d = %3 的維度是 0 到 %4。</translation>
    </message>
    <message>
        <source>%1: %2 dimensions; the waves show at most %3.</source>
        <translation>%1：有 %2 個維度；波形圖最多顯示 %3 個。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a view; choose %3.</source>
        <translation>%1：「%2」不是一個檢視；請從 %3 中選擇。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not among the visible views (%3).</source>
        <translation>%1：「%2」不在顯示的檢視（%3）之中。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a palette; choose %3.</source>
        <translation>%1：「%2」不是配色；請從 %3 中選擇。</translation>
    </message>
    <message>
        <source>%1 and %2: %3 and %4 do not fit; the view must lie within 0 to %5 (first ≥ 0, span &gt; 0).</source>
        <translation>%1 與 %2：%3 與 %4 超出範圍；顯示範圍必須在 0 到 %5 之內（起點 ≥ 0，寬度 &gt; 0）。</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a scenario; at most %3 bytes.</source>
        <translation>%1：%2 位元組對情境檔來說太大；最多 %3 位元組。</translation>
    </message>
    <message>
        <source>%1: not a scenario file: the JSON breaks off at byte %2 (%3).</source>
        <translation>%1：不是情境檔：JSON 在第 %2 個位元組中斷（%3）。</translation>
    </message>
    <message>
        <source>%1: not a scenario file: it holds no JSON object { … }.</source>
        <translation>%1：不是情境檔：裡面沒有 JSON 物件 { … }。</translation>
    </message>
    <message>
        <source>%1: the format is &quot;%2&quot;, not &quot;%3&quot;.</source>
        <translation>%1：格式是「%2」，不是「%3」。</translation>
    </message>
    <message>
        <source>%1: made for version %2 of the format; this Workbench reads version %3. Open it with a newer Workbench.</source>
        <translation>%1：這是格式版本 %2 的情境檔；這個 Workbench 只能讀版本 %3。請用較新的 Workbench 開啟。</translation>
    </message>
    <message>
        <source>%1: %2 characters; a note has at most %3.</source>
        <translation>%1：有 %2 個字；附註最多 %3 個字。</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1：無法開啟：%2</translation>
    </message>
    <message>
        <source>%1: not a scenario file: a line break or other control character inside text in quotes at byte %2; write it as \n.</source>
        <translation>%1：不是情境檔：第 %2 個位元組處，引號內的文字直接含有換行或其他控制字元；請寫成 \n。</translation>
    </message>
    <message>
        <source>%1: %2 is given twice; give each field once.</source>
        <translation>%1：%2 出現了兩次；每個欄位只能寫一次。</translation>
    </message>
    <message>
        <source>%1: give either &quot;sample&quot; (%2) or &quot;file&quot; (a config.json), not both or neither.</source>
        <translation>%1：請只寫「sample」（%2）或「file」（config.json）其中之一，不能兩個都寫，也不能都不寫。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a sample; choose %3.</source>
        <translation>%1：「%2」不是範例；請從 %3 中選擇。</translation>
    </message>
    <message>
        <source>%1: the file name is empty; give the path of a config.json.</source>
        <translation>%1：檔名是空的；請寫出 config.json 的路徑。</translation>
    </message>
</context>
<context>
    <name>ScenarioSamples</name>
    <message>
        <source>The lecture&apos;s heatmap (d = 128, positions 0–49)</source>
        <translation>講義的熱力圖（d = 128，位置 0–49）</translation>
    </message>
    <message>
        <source>The lecture&apos;s figure: d = 128, positions 0 to 49, dimensions 0, 1 and 10 on the waves. The left columns of the heatmap change fast from position to position, the right ones hardly at all.</source>
        <translation>講義中的圖：d = 128，位置 0 到 49，波形圖顯示維度 0、1 和 10。熱力圖左邊的欄隨位置變化得很快，右邊的欄幾乎不變。</translation>
    </message>
    <message>
        <source>Workbench lesson: the difference x(3) − x(0)</source>
        <translation>工作臺課程：差 x(3) − x(0)</translation>
    </message>
    <message>
        <source>The same word at positions 0 and 3: the embedding cancels, and what is left is PE(3) − PE(0), of length 2.017479.</source>
        <translation>同一個詞放在位置 0 和 3：Embedding 互相抵銷，剩下的是 PE(3) − PE(0)，長度為 2.017479。</translation>
    </message>
    <message>
        <source>Why waves: the same rotation far away</source>
        <translation>為什麼用波：在很遠的地方也是同一個旋轉</translation>
    </message>
    <message>
        <source>Three positions on from 100000 turn every clock hand by the same angle as three positions on from 2 (pair 0: 3 rad): the shift does not depend on where you start.</source>
        <translation>從 100000 往後 3 個位置，每根時鐘指針轉過的角度和從 2 往後 3 個位置一樣（第 0 對：3 rad）：平移與起點無關。</translation>
    </message>
    <message>
        <source>Attention lesson: step 6 with q = 6</source>
        <translation>課程「順序、Attention 與相對位置」：步驟 6，q = 6</translation>
    </message>
    <message>
        <source>P_{k+R} = M_R P_k with R = 6: the same rotation takes P_1 to P_7, P_7 to P_13 and P_101 to P_107.</source>
        <translation>R = 6 時 P_{k+R} = M_R P_k：同一個旋轉把 P_1 變成 P_7、P_7 變成 P_13、P_101 變成 P_107。</translation>
    </message>
</context>
<context>
    <name>ScenarioWriter</name>
    <message>
        <source>%1: the scenario was not saved: %2</source>
        <translation>%1：情境檔未能儲存：%2</translation>
    </message>
</context>
<context>
    <name>SchemeOptionReader</name>
    <message>
        <source>--rope: &quot;%1&quot; is not two positions; write M,N with whole numbers from 0 to %2, e.g. --rope 3,7.</source>
        <translation>--rope：「%1」不是兩個位置；請寫成 M,N（0 到 %2 的整數），例如 --rope 3,7。</translation>
    </message>
    <message>
        <source>--pairing: &quot;%1&quot; is not a pairing; choose interleaved or half.</source>
        <translation>--pairing：「%1」不是配對方式；請選 interleaved 或 half。</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; has %3 numbers; with d = %4 it needs exactly %4, separated by commas.</source>
        <translation>--%1：「%2」有 %3 個數；d = %4 時需要剛好 %4 個，以逗號分隔。</translation>
    </message>
    <message>
        <source>--%1: component %2, &quot;%3&quot;, is not allowed; each must be a number from -10^6 to 10^6.</source>
        <translation>--%1：第 %2 維的不允許「%3」；每個數都必須介於 -10^6 到 10^6。</translation>
    </message>
    <message>
        <source>--heads: &quot;%1&quot; is not allowed; the number of heads must be a whole number from 1 to %2.</source>
        <translation>--heads：不允許「%1」；頭數必須是 1 到 %2 的整數。</translation>
    </message>
    <message>
        <source>--alibi: needs --heads H, the number of heads (a whole number from 1 to %1).</source>
        <translation>--alibi：需要 --heads H，也就是頭數（1 到 %1 的整數）。</translation>
    </message>
    <message>
        <source>--length: &quot;%1&quot; is not allowed; the length must be a whole number from 1 to %2.</source>
        <translation>--length：不允許「%1」；長度必須是 1 到 %2 的整數。</translation>
    </message>
    <message>
        <source>--profile: &quot;%1&quot; is not a scheme; choose sinusoidal, rope or alibi.</source>
        <translation>--profile：「%1」不是一種方法；請選 sinusoidal、rope 或 alibi。</translation>
    </message>
    <message>
        <source>--%1: not used with --profile alibi (ALiBi has no vectors); it belongs to --profile sinusoidal or rope.</source>
        <translation>--%1：不搭配 --profile alibi 使用（ALiBi 沒有向量）；它屬於 --profile sinusoidal 或 rope。</translation>
    </message>
    <message>
        <source>--heads: not used with --profile %1; it belongs to --profile alibi or --alibi.</source>
        <translation>--heads：不搭配 --profile %1 使用；它屬於 --profile alibi 或 --alibi。</translation>
    </message>
    <message>
        <source>--distances: &quot;%1&quot; is not allowed; the number of distances must be a whole number from 1 to %2.</source>
        <translation>--distances：不允許「%1」；距離的個數必須是 1 到 %2 的整數。</translation>
    </message>
    <message>
        <source>--distances %1: %1 distances × %2 terms each is more than the %3 terms a profile may compute; choose fewer distances or a smaller d.</source>
        <translation>--distances %1：%1 個距離 × 每個 %2 項，超過一條曲線最多可計算的 %3 項；請減少距離或用較小的 d。</translation>
    </message>
    <message>
        <source>--context-scaling: &quot;%1&quot; is not a method; choose pi, ntk or yarn.</source>
        <translation>--context-scaling：「%1」不是一種方法；請選 pi、ntk 或 yarn。</translation>
    </message>
    <message>
        <source>--context-scaling %1: needs --scale S and --train-length L.</source>
        <translation>--context-scaling %1：需要 --scale S 與 --train-length L。</translation>
    </message>
    <message>
        <source>--train-length: &quot;%1&quot; is not allowed; the training length must be a whole number from 1 to %2.</source>
        <translation>--train-length：不允許「%1」；訓練長度必須是 1 到 %2 的整數。</translation>
    </message>
    <message>
        <source>--dim %1: NTK-aware scaling needs d of at least 4 (its exponent is d/(d − 2)).</source>
        <translation>--dim %1：NTK-aware 縮放需要 d 至少為 4（其指數為 d/(d − 2)）。</translation>
    </message>
    <message>
        <source>--scale: &quot;%1&quot; is not allowed; the scale must be a number from 10^-6 to 10^6, e.g. 4.</source>
        <translation>--scale：不允許「%1」；倍率必須是 10^-6 到 10^6 的數，例如 4。</translation>
    </message>
</context>
<context>
    <name>SchemesPlot</name>
    <message>
        <source>Distance profiles of the sinusoid, RoPE and ALiBi (d = %1, base = %2, N = %3, %4 heads)</source>
        <translation>Sinusoidal、RoPE 與 ALiBi 的距離曲線（d = %1、底數 = %2、N = %3、%4 個頭）</translation>
    </message>
    <message>
        <source>The curves are drawn through %1 of the %2 distances; the listed values are exact at every distance.</source>
        <translation>曲線只通過 %2 個距離中的 %1 個；列出的數值在每個距離都是精確的。</translation>
    </message>
    <message>
        <source>Distance Δ (positions apart)</source>
        <translation>距離 Δ（相隔的位置數）</translation>
    </message>
    <message>
        <source>Sinusoid, RoPE ÷ value at Δ = 0</source>
        <translation>Sinusoidal、RoPE ÷ Δ = 0 時的值</translation>
    </message>
    <message>
        <source>ALiBi bias (logits)</source>
        <translation>ALiBi bias（logit）</translation>
    </message>
    <message>
        <source>Sinusoid PE(0)·PE(Δ) ÷ %1</source>
        <translation>Sinusoidal PE(0)⋅PE(Δ) ÷ %1</translation>
    </message>
    <message>
        <source>RoPE decay bound ÷ %1</source>
        <translation>RoPE 衰減上界 ÷ %1</translation>
    </message>
    <message>
        <source>ALiBi −slope·Δ, head h1 (right axis)</source>
        <translation>ALiBi −斜率⋅Δ，頭 h1（右軸）</translation>
    </message>
    <message>
        <source>ALiBi −slope·Δ, heads h1 … h%1 (right axis)</source>
        <translation>ALiBi −斜率⋅Δ，頭 h1 … h%1（右軸）</translation>
    </message>
    <message>
        <source>Δ = %1</source>
        <translation>Δ = %1</translation>
    </message>
    <message>
        <source>Left axis: the sinusoid and the RoPE bound, each divided by its value at Δ = 0. Right axis: the ALiBi bias in logits, not divided.</source>
        <translation>左軸：Sinusoidal 與 RoPE 上界，各自除以其在 Δ = 0 的值。右軸：ALiBi 的 bias，以 logit 為單位，不做除法。</translation>
    </message>
    <message>
        <source>The exact, undivided values at the hovered Δ are listed below.</source>
        <translation>游標所在 Δ 的精確、未除的數值列在下方。</translation>
    </message>
</context>
<context>
    <name>ShiftReport</name>
    <message>
        <source>Relative shift by R = %1 positions, starting at k = %2</source>
        <translation>相對位移 R = %1 個位置，起點 k = %2</translation>
    </message>
    <message>
        <source>d = %1, base = %2, layout: %3</source>
        <translation>d = %1，底數 = %2，排列方式：%3</translation>
    </message>
    <message>
        <source>M_%1 is block diagonal: pair i turns its (sin, cos) by the angle R / denominator,</source>
        <translation>M_%1 是區塊對角矩陣：第 i 對把它的 (sin, cos) 旋轉 R / 分母 的角度，</translation>
    </message>
    <message>
        <source>the same rotation wherever k starts, so PE(k + R) = M_R · PE(k) for every k.</source>
        <translation>不論 k 從哪裡開始都是同一個旋轉，所以對每個 k 都有 PE(k + R) = M_R ⋅ PE(k)。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第幾對</translation>
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
        <translation>2 × 2 小方塊</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>維度</translation>
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
        <translation>殘差最大值 |M_%1 ⋅ PE(%2) − PE(%3)| = %4（取到小數點後六位為 %5）</translation>
    </message>
</context>
<context>
    <name>SimilarityPlot</name>
    <message>
        <source>How similar is PE(k) to PE(p = %1)? (d = %2, base = %3)</source>
        <translation>PE(k) 和 PE(p = %1) 有多相似？（d = %2，底數 = %3）</translation>
    </message>
    <message>
        <source>The distance does not grow steadily with the gap: position %1 is nearer to p = %2 (%3) than position %4 (%5).</source>
        <translation>距離並不會隨著間隔穩定增加：位置 %1（%3）比位置 %4（%5）更接近 p = %2。</translation>
    </message>
    <message>
        <source>Up to a gap of %1, the distance to p never falls by 1 % or more as the gap grows.</source>
        <translation>在間隔 %1 以內，隨著間隔變大，與 p 的距離從未下降 1 % 以上。</translation>
    </message>
    <message>
        <source>Positional encoding is switched off, so x(k) − x(p) = 0 for every k; the curves show the PE that would be added.</source>
        <translation>位置編碼已關閉，所以對每個 k 都有 x(k) − x(p) = 0；曲線顯示的是原本會加上的 PE。</translation>
    </message>
    <message>
        <source>Position k</source>
        <translation>位置 k</translation>
    </message>
    <message>
        <source>Dot product PE(p) · PE(k)</source>
        <translation>內積 PE(p) ⋅ PE(k)</translation>
    </message>
    <message>
        <source>Distance ‖PE(k) − PE(p)‖</source>
        <translation>距離 ||PE(k) − PE(p)||</translation>
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
        <translation>%1（未顯示）</translation>
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
        <translation>訓練中：第 %1 / %2 步（%3 %）</translation>
    </message>
    <message>
        <source>Table: row %1 of %2 (%3 %)</source>
        <translation>表格：第 %1 / %2 列（%3 %）</translation>
    </message>
</context>
<context>
    <name>TrainOptionReader</name>
    <message>
        <source>--%1: &quot;%2&quot; is not allowed with --train; it must be a whole number from %3 to %4.</source>
        <translation>--%1：--train 不接受「%2」；必須是 %3 到 %4 的整數。</translation>
    </message>
    <message>
        <source>--train: &quot;%1&quot; is not a task; choose who-hits, which-first or longer.</source>
        <translation>--train：「%1」不是任務；請選 who-hits、which-first 或 longer。</translation>
    </message>
    <message>
        <source>--train %1: needs --scheme S, the position scheme: none, sinusoidal, learned or rope.</source>
        <translation>--train %1：需要 --scheme S，也就是位置方法：none、sinusoidal、learned 或 rope。</translation>
    </message>
    <message>
        <source>--scheme: &quot;%1&quot; is not a position scheme; choose none, sinusoidal, learned or rope.</source>
        <translation>--scheme：「%1」不是位置方法；請選 none、sinusoidal、learned 或 rope。</translation>
    </message>
    <message>
        <source>--dim: &quot;%1&quot; is not allowed with --train; d must be an even whole number from %2 to %3.</source>
        <translation>--dim：--train 不接受「%1」；d 必須是 %2 到 %3 的偶數。</translation>
    </message>
    <message>
        <source>--train-length: only used with --train longer, the task that tests on inputs longer than in training.</source>
        <translation>--train-length：只用於 --train longer，也就是用比訓練時更長的輸入來測試的任務。</translation>
    </message>
</context>
<context>
    <name>TrainingReport</name>
    <message>
        <source>who hits whom: the subject of 你打我, dog bites man and the like</source>
        <translation>誰打誰：你打我、dog bites man 這類句子的主詞</translation>
    </message>
    <message>
        <source>which of two marked tokens comes first</source>
        <translation>兩個標記的 Token 哪個在前</translation>
    </message>
    <message>
        <source>which comes first, tested on inputs longer than in training</source>
        <translation>哪個在前，用比訓練時更長的輸入測試</translation>
    </message>
    <message>
        <source>Training lab: %1 (%2), positions: %3.</source>
        <translation>訓練實驗：%1（%2），位置：%3。</translation>
    </message>
    <message>
        <source>d = %1, %2 steps of Adam (batch %3, learning rate %4), seed %5; %6 training and %7 test examples.</source>
        <translation>d = %1，以 Adam 訓練 %2 步（批次 %3，學習率 %4），種子 %5；訓練範例 %6 個，測試範例 %7 個。</translation>
    </message>
    <message>
        <source>Training inputs have 2 to %1 tokens, test inputs %2 to %3.</source>
        <translation>訓練輸入有 2 到 %1 個 Token，測試輸入有 %2 到 %3 個。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>步</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>train accuracy</source>
        <translation>訓練準確率</translation>
    </message>
    <message>
        <source>test accuracy</source>
        <translation>測試準確率</translation>
    </message>
    <message>
        <source>Train accuracy %1, test accuracy %2.</source>
        <translation>訓練準確率 %1，測試準確率 %2。</translation>
    </message>
    <message>
        <source>Order-pairs accuracy %1 on %2 pairs of test examples that differ only by word order (the model chooses between the pair&apos;s two answers).</source>
        <translation>在 %2 對只有語序不同的測試範例上，準確率為 %1（模型在這一對的兩個答案之間選擇）。</translation>
    </message>
    <message>
        <source>Without positions the summary token&apos;s output is the same for both examples of a pair, so exactly one of the two is right: 0.5 by construction, however long the training.</source>
        <translation>沒有位置資訊時，摘要 Token 的輸出在一對的兩個範例上完全相同，所以剛好只有一個答對：無論訓練多久，結構上必然是 0.5。</translation>
    </message>
</context>
<context>
    <name>ViewExporter</name>
    <message>
        <source>Exported from Positional Encoding Workbench</source>
        <translation>由位置編碼工作臺匯出</translation>
    </message>
    <message>
        <source>the picture could not be drawn</source>
        <translation>無法繪製圖片</translation>
    </message>
    <message>
        <source>the file name must end in .png or .svg</source>
        <translation>檔名必須以 .png 或 .svg 結尾</translation>
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
        <translation>……還有 %1 條（把滑鼠移到圖上可看數值）</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>dim %1 (%2): %3</source>
        <translation>第 %1 維（%2）：%3</translation>
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
        <translation>……還有 %1 條</translation>
    </message>
</context>
<context>
    <name>WaveContent</name>
    <message>
        <source>One wave per dimension (d = %1, base = %2)</source>
        <translation>每個維度一條波（d = %1，底數 = %2）</translation>
    </message>
    <message>
        <source>showing the first %1 of the %2 chosen dimensions</source>
        <translation>顯示所選 %2 個維度中的前 %1 個</translation>
    </message>
    <message>
        <source>dim %1 · %2 · pair %3 · period %4</source>
        <translation>第 %1 維 ⋅ %2 ⋅ 第 %3 對 ⋅ 週期 %4</translation>
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
        <translation>色帶：在目前寬度下變化太快的波，改畫成它擺動的範圍</translation>
    </message>
    <message>
        <source>Only one position is shown, and a wave needs at least two to be drawn. Set “Positions shown” to 2 or more to see the waves.</source>
        <translation>目前只顯示一個位置，但波至少需要兩個位置才能畫出。請將「顯示的位置數」設為 2 或以上，就能看到波。</translation>
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
        <translation>順序很重要</translation>
    </message>
    <message>
        <source>“dog bites man” and “man bites dog” hold the same three words, yet they tell different stories.</source>
        <translation>「dog bites man」（狗咬人）和「man bites dog」（人咬狗）是同樣三個詞，說的卻是完全不同的事。</translation>
    </message>
    <message>
        <source>Self-attention compares each word with every other word and adds up what it finds. Nothing in that computation says which word came first.</source>
        <translation>Self-Attention 拿每個詞去和其他每個詞比較，再把找到的東西加總起來。這個計算裡，沒有任何地方說明哪個詞在前面。</translation>
    </message>
    <message>
        <source>Below, a toy attention with fixed weights reads both sentences. Without positions, “bites” gives the same attention weights to the same words, only listed in another order, and its output is identical: the sentence is read as a bag of words.</source>
        <translation>下面用一個權重固定的示範用 Attention 來讀這兩句話。沒有位置資訊時，「bites」給同樣的詞同樣的 Attention weight，只是排列順序不同，輸出也一模一樣：句子被當成一袋沒有順序的詞（bag of words）來讀。</translation>
    </message>
    <message>
        <source>This lesson builds what is added to each word so that the two outputs differ. The column “positions on” already shows the result.</source>
        <translation>這門課要建構的，就是加到每個詞上、讓兩個輸出變得不同的東西。「有位置」那一欄已經先讓你看到結果了。</translation>
    </message>
    <message>
        <source>Why is the output of “bites” the same in both sentences?</source>
        <translation>為什麼「bites」在兩句話裡的輸出一樣？</translation>
    </message>
    <message>
        <source>Its weights depend on which words are present, not on where they stand. The weighted sum adds the same terms in another order, and the sum stays the same.</source>
        <translation>它的 weight 只看有哪些詞，不看它們站在哪裡。weighted sum 只是換個順序把同樣的項加起來，總和當然不變。</translation>
    </message>
    <message>
        <source>Raw position numbers</source>
        <translation>直接用位置編號</translation>
    </message>
    <message>
        <source>Number the words 1, 2, 3, … and use the number as a feature: it grows without bound.</source>
        <translation>把詞編號 1、2、3……，直接把編號當成特徵：這個數會無限制地變大。</translation>
    </message>
    <message>
        <source>Let a word&apos;s embedding E have length 1 and append one component that holds the position number p. At p = 5000 that single component is 5000 times the length of the whole embedding.</source>
        <translation>假設一個詞的 Embedding E 長度是 1，再在後面接上一維，放位置編號 p。到了 p = 5000，光這一維就是整個 Embedding 長度的 5000 倍。</translation>
    </message>
    <message>
        <source>The word&apos;s share of the input is 1 / √(1 + p²), the cosine of the angle between [E, p] and [E, 0]. It falls towards 0: the position drowns the meaning.</source>
        <translation>詞在輸入中的佔比是 1 / sqrt(1 + p²)，也就是 [E, p] 和 [E, 0] 夾角的 cos。它會一路降到接近 0：位置把語意淹沒了。</translation>
    </message>
    <message>
        <source>Worse, a model trained on inputs of up to 512 words has never seen a feature of 5000. Positions it never met in training are strangers to it.</source>
        <translation>更糟的是，用最多 512 個詞的輸入訓練出來的模型，從沒看過 5000 這麼大的特徵值。訓練時沒遇過的位置，對它來說完全是陌生人。</translation>
    </message>
    <message>
        <source>sin(p), in the last column, stays between −1 and 1 at every position. The next step builds on that.</source>
        <translation>最後一欄的 sin(p) 在每個位置都維持在 −1 到 1 之間。下一個步驟就從這裡出發。</translation>
    </message>
    <message>
        <source>Why not divide the position by the length of the input?</source>
        <translation>為什麼不把位置除以輸入的長度？</translation>
    </message>
    <message>
        <source>Then the same position gets a different value in inputs of different lengths, and one step to the next word means a different amount each time.</source>
        <translation>那樣的話，同一個位置在長度不同的輸入裡會得到不同的值，而往下一個詞走一步，每次代表的量也都不一樣。</translation>
    </message>
    <message>
        <source>A bounded wave</source>
        <translation>有界的波</translation>
    </message>
    <message>
        <source>Replace the growing number by waves: PE(p)[2i] = sin(p / 10000^(2i/d)) and PE(p)[2i+1] = cos(p / 10000^(2i/d)).</source>
        <translation>用波取代不斷變大的數字：PE(p)[2i] = sin(p / 10000^(2i/⁠d))，PE(p)[2i+1] = cos(p / 10000^(2i/⁠d))。</translation>
    </message>
    <message>
        <source>A sine swings between −1 and 1 for ever and never leaves that band, however large p becomes. Every position gets %3 numbers, all inside the band.</source>
        <translation>sine 永遠在 −1 到 1 之間擺盪，不管 p 變得多大，都不會離開這個範圍。每個位置得到 %3 個數值，全都在這個範圍內。</translation>
    </message>
    <message>
        <source>Like a pendulum, it keeps swinging without leaving its arc, and where it is in its swing tells the moment.</source>
        <translation>就像單擺，它不停擺動，卻從不離開自己的弧線；擺到哪裡，就告訴你現在是什麼時刻。</translation>
    </message>
    <message>
        <source>Does a position far past the others get larger values?</source>
        <translation>很遠的位置，數值會比較大嗎？</translation>
    </message>
    <message>
        <source>No. Only the angle grows; its sin and cos stay in [−1, 1]. Position %2 is as bounded as position 1.</source>
        <translation>不會。變大的只有角度；它的 sin 和 cos 仍然落在 [−1, 1] 之間。位置 %2 和位置 1 一樣有界。</translation>
    </message>
    <message>
        <source>Many waves make a fingerprint</source>
        <translation>許多波合成一個指紋</translation>
    </message>
    <message>
        <source>One wave alone is ambiguous; many frequencies together give each position its own code.</source>
        <translation>單靠一條波會有歧義；許多頻率合在一起，就能給每個位置一個專屬的編碼。</translation>
    </message>
    <message>
        <source>The slowest wave barely moves: at positions 3 and 300 it stands at almost the same height. The fastest wave tells 3 from 300, but it comes round again every 2π ≈ 6.28 positions, so positions 44 apart look alike to it.</source>
        <translation>最慢的波幾乎不動：在位置 3 和 300，它的高度幾乎一樣。最快的波分得出 3 和 300，但它每 2π ≈ 6.28 個位置就繞回來一次，所以相隔 44 的位置在它看來很像。</translation>
    </message>
    <message>
        <source>Use fast and slow waves together. The fast ones separate neighbours; the slow ones say roughly where in the text a word is. Like meshed gears: the small one spins, the big one hardly moves, and reading all of them tells exactly how far the machine has turned.</source>
        <translation>把快的波和慢的波一起用。快的波區分相鄰的位置；慢的波大致說出詞在文章的哪一段。就像互相咬合的齒輪：小齒輪飛快地轉，大齒輪幾乎不動，把所有齒輪一起讀，就知道機器到底轉了多少。</translation>
    </message>
    <message>
        <source>The table uses the first 1, 2, 4, … pairs (fastest first) and finds the two closest of the positions 0 to 99.</source>
        <translation>下表依序只用前 1、2、4……對（從最快的開始），在位置 0 到 99 中找出最接近的兩個位置。</translation>
    </message>
    <message>
        <source>Why does the smallest distance grow as pairs are added?</source>
        <translation>為什麼加進越多對維度，最小距離就越大？</translation>
    </message>
    <message>
        <source>Each pair adds a term of zero or more to the squared distance. Two positions are close only if they are close in every pair, and with more pairs that gets harder.</source>
        <translation>每一對都會在距離的平方裡加上一個大於或等於零的項。兩個位置要在每一對上都接近，才算接近；成對的維度越多，就越難做到。</translation>
    </message>
    <message>
        <source>The 5000th word</source>
        <translation>第 5000 個詞</translation>
    </message>
    <message>
        <source>Position 5000: the raw number dwarfs the embedding, while the waves stay in their band.</source>
        <translation>位置 5000：原始編號把 Embedding 比得微不足道，而波仍然待在自己的範圍內。</translation>
    </message>
    <message>
        <source>Past the learned table</source>
        <translation>超出可學習的位置表</translation>
    </message>
    <message>
        <source>Position 600: a learned table of 512 rows has nothing for it.</source>
        <translation>位置 600：只有 512 列的可學習位置表，沒有它的向量。</translation>
    </message>
    <message>
        <source>Start far away</source>
        <translation>從很遠的地方開始</translation>
    </message>
    <message>
        <source>Position 100000: a shift by 3 still turns every hand by the same angle as at position 2.</source>
        <translation>位置 100000：位移 3 讓每根指針轉過的角度，仍然和在位置 2 時一樣。</translation>
    </message>
    <message>
        <source>Why waves</source>
        <translation>為什麼用波</translation>
    </message>
    <message>
        <source>Why a Transformer needs positions, why raw numbers fail, and how bounded waves of many frequencies mark each position.</source>
        <translation>為什麼 Transformer 需要位置資訊、為什麼直接用編號行不通，以及多種頻率的有界波如何標出每個位置。</translation>
    </message>
    <message>
        <source>Add, don&apos;t concatenate</source>
        <translation>相加，而不是串接</translation>
    </message>
    <message>
        <source>x = E + PE keeps the width d: position is mixed into the word, not carried beside it.</source>
        <translation>x = E + PE 維持維度 d 不變：位置是融進詞裡，而不是掛在詞旁邊。</translation>
    </message>
    <message>
        <source>E and PE(p) both have d = %3 components. Added component by component they give %3 components again, so every layer after it stays as it is.</source>
        <translation>E 和 PE(p) 都有 d = %3 維。逐維相加後仍然是 %3 維，所以後面的每一層都不用改。</translation>
    </message>
    <message>
        <source>Concatenating, [E, PE(p)], gives 2d components. The next layer would read an input twice as wide and need a weight matrix twice as large.</source>
        <translation>串接成 [E, PE(p)] 會得到 2d 維。下一層要讀的輸入寬了一倍，權重矩陣也得大一倍。</translation>
    </message>
    <message>
        <source>Adding sounds as if it would blur meaning and position. But in %3 dimensions there is room for both, and the layers can learn to read them apart.</source>
        <translation>相加聽起來好像會把語意和位置混在一起。但在 %3 維的空間裡，兩者都放得下，各層也能學會把它們分開來讀。</translation>
    </message>
    <message>
        <source>What changes in the next layer if you concatenate instead?</source>
        <translation>如果改用串接，下一層會有什麼改變？</translation>
    </message>
    <message>
        <source>Its input is 2d wide, so a layer with d outputs needs 2d × d weights instead of d × d, and a model trained on one form cannot take the other.</source>
        <translation>它的輸入變成 2d 維，所以有 d 個輸出的層需要 2d × d 個權重，而不是 d × d；用其中一種形式訓練的模型，也無法直接接受另一種。</translation>
    </message>
    <message>
        <source>A shift is the same rotation everywhere</source>
        <translation>位移在哪裡都是同一個旋轉</translation>
    </message>
    <message>
        <source>Moving 3 positions on turns each clock hand by a fixed angle, wherever you start: PE(pos + k) = R_k PE(pos).</source>
        <translation>往後移 3 個位置，每根時鐘指針都轉過固定的角度，不管從哪裡開始：PE(pos + k) = R_k PE(pos)。</translation>
    </message>
    <message>
        <source>Each pair (sin, cos) is a clock hand. Going from pos to pos + k turns pair i&apos;s hand by k / 10000^(2i/d), an angle set by k and the pair alone.</source>
        <translation>每一對 (sin, cos) 是一根時鐘指針。從 pos 走到 pos + k，第 i 對的指針會轉過 k / 10000^(2i/⁠d)，這個角度只由 k 和這一對決定。</translation>
    </message>
    <message>
        <source>Top row: from position 2 to 5. Bottom row: from your position %2 three steps on. The hands start in different places, yet each turns by the same angle in both rows. Here d = 8, four hands.</source>
        <translation>上排：從位置 2 到 5。下排：從你選的位置 %2 往後走 3 步。兩排指針的起點不同，但每根指針在兩排中轉過的角度都一樣。這裡 d = 8，共四根指針。</translation>
    </message>
    <message>
        <source>So one matrix R_k, a rotation for each pair, takes every PE(pos) to PE(pos + k). A model can read “three apart” from the encodings, not only where each word is.</source>
        <translation>所以只要一個矩陣 R_k（每一對各一個旋轉），就能把每個 PE(pos) 變成 PE(pos + k)。模型不只能從位置編碼讀出每個詞在哪裡，還能讀出「相隔三個位置」。</translation>
    </message>
    <message>
        <source>Does R_k depend on the starting position?</source>
        <translation>R_k 跟起點位置有關嗎？</translation>
    </message>
    <message>
        <source>No. Its blocks hold the cos and sin of k / 10000^(2i/d) only. The same R_3 takes position 2 to 5 and position %2 three steps on.</source>
        <translation>沒有關係。它的小方塊裡只有 k / 10000^(2i/⁠d) 的 cos 和 sin。同一個 R_3 會把位置 2 帶到 5，也會把位置 %2 往後帶 3 步。</translation>
    </message>
    <message>
        <source>Learned position tables</source>
        <translation>可學習的位置表</translation>
    </message>
    <message>
        <source>Instead of a formula, a model can learn one vector per position: a table of n_max × d numbers, trained with everything else.</source>
        <translation>模型也可以不用公式，而是替每個位置學一個向量：一張 n_max × d 個數值的表，和其他參數一起訓練。</translation>
    </message>
    <message>
        <source>The job is the same: row p of the table is added to the word at position p. The data, not a formula, decides what the rows hold. BERT and GPT-2 work this way.</source>
        <translation>做的事情一樣：把表的第 p 列加到位置 p 的詞上。每一列放什麼由資料決定，而不是由公式決定。BERT 和 GPT-2 就是這樣做的。</translation>
    </message>
    <message>
        <source>The table has one row for each position of the longest training input, n_max, and no more. A position past n_max has no row at all.</source>
        <translation>這張表只替最長訓練輸入 n_max 裡的每個位置準備一列，不會更多。超過 n_max 的位置根本沒有對應的列。</translation>
    </message>
    <message>
        <source>The sinusoidal formula has no such edge: it gives a vector for any position, although nothing promises that a model behaves well far past its training.</source>
        <translation>Sinusoidal 公式沒有這種邊界：任何位置都能算出向量；不過在遠超出訓練範圍的地方，並不保證模型表現良好。</translation>
    </message>
    <message>
        <source>Here n_max = 512 and d = %3; your position %2 is checked below. Nothing is trained on this workbench.</source>
        <translation>這裡 n_max = 512，d = %3；下方會檢查你選的位置 %2。這個工作臺不做任何訓練。</translation>
    </message>
    <message>
        <source>A model with a learned table of 512 rows gets an input of 600 tokens. What happens to the last ones?</source>
        <translation>一個使用 512 列可學習位置表的模型，收到了 600 個 Token 的輸入。最後那些 Token 會怎樣？</translation>
    </message>
    <message>
        <source>Rows run from 0 to 511, so positions 512 to 599 have no vector. The input must be cut or split, or the table extended and trained further.</source>
        <translation>表的列是 0 到 511，所以位置 512 到 599 沒有向量。只能把輸入截斷或切段，或是擴充位置表再繼續訓練。</translation>
    </message>
    <message>
        <source>Where should order live?</source>
        <translation>順序應該放在哪裡？</translation>
    </message>
    <message>
        <source>Each word now carries an address added to its meaning. Is a label the right place for order?</source>
        <translation>現在每個詞都帶著一個加在語意上的地址。把順序當成一張標籤，是對的做法嗎？</translation>
    </message>
    <message>
        <source>So far, position is a tag put on every word before attention looks. The tag is absolute; the distance between two words shows up only indirectly, through the rotation property.</source>
        <translation>到目前為止，位置是在 Attention 看之前就貼在每個詞上的標籤。這個標籤是絕對的；兩個詞之間的距離，只能透過旋轉的性質間接顯現。</translation>
    </message>
    <message>
        <source>We do not carry coordinates around either: we feel order as rhythm and as one moment leading to the next. Perhaps order belongs in the act of one word turning to look at another.</source>
        <translation>我們自己也不會隨身帶著座標：我們是把順序當成節奏、當成一個時刻接著下一個時刻來感受的。也許順序應該存在於一個詞轉頭去看另一個詞的那個動作裡。</translation>
    </message>
    <message>
        <source>The lesson “Order, attention and relative position” follows this thread from the attention score.</source>
        <translation>課程「順序、Attention 與相對位置」會從 Attention 分數出發，沿著這條線繼續談。</translation>
    </message>
    <message>
        <source>Which schemes put position into attention instead of into the input?</source>
        <translation>哪些方法把位置放進 Attention，而不是放進輸入？</translation>
    </message>
    <message>
        <source>Relative position embeddings, which add a term for the distance to the attention score, and rotary position embeddings (RoPE), which rotate the query and the key by their positions.</source>
        <translation>Relative Positional Embedding（相對位置編碼），在 Attention 分數中加上一項跟距離有關的值；以及旋轉位置編碼（RoPE），依位置旋轉 query 和 key。</translation>
    </message>
    <message>
        <source>The plot shows three of the %3 dimensions up to your position %2. Far out, the fast waves fill their band and only the slowest still shows its swing, but none of them ever leaves [−1, 1].</source>
        <translation>圖中畫出 %3 個維度中的三個，一直畫到你選的位置 %2。到了很遠的地方，快的波把整個範圍都塗滿，只剩最慢的波還看得出擺動；但沒有一條波會離開 [−1, 1]。</translation>
    </message>
    <message>
        <source>Your position &amp;q:</source>
        <translation>你選的位置 q(&amp;Q)：</translation>
    </message>
    <message>
        <source>Your position q</source>
        <translation>你選的位置 q</translation>
    </message>
    <message>
        <source>The position this lesson looks at, %1 to %2: how big a raw number gets there, where the waves are, what a learned table can say. Every value follows it.</source>
        <translation>這門課要看的位置，範圍 %1 到 %2：原始編號在那裡有多大、各個波在哪裡、可學習的位置表能說什麼。所有數值都跟著它變。</translation>
    </message>
    <message>
        <source>Your position q = %2 · width d = %3 · base 10000</source>
        <translation>你選的位置 q = %2 ⋅ 維度 d = %3 ⋅ 底數 10000</translation>
    </message>
    <message>
        <source>What a float can hold</source>
        <translation>浮點數裝得下什麼</translation>
    </message>
    <message>
        <source>Models store numbers in float16 or bfloat16, not in the exact arithmetic of this page: a raw position number soon stops counting, a wave does not.</source>
        <translation>模型用 float16 或 bfloat16 存數字，而不是這一頁的精確算術：原始的位置編號很快就數不下去，波卻不會。</translation>
    </message>
    <message>
        <source>float16 keeps 11 significant bits. Every whole number up to 2048 fits; from 2049 on only every second one does, from 4097 on every fourth. bfloat16 keeps 8 bits and already fails at 257. The table shows your position %2 and the next one in both types.</source>
        <translation>float16 有 11 個有效位元。2048 以內的整數都存得下；從 2049 起只有每兩個存得下一個，從 4097 起每四個一個。bfloat16 只有 8 個位元，到 257 就已經不行了。表格列出你的位置 %2 和下一個位置在兩種型別中的值。</translation>
    </message>
    <message>
        <source>When q and q + 1 become the same number, a raw position feature gives two neighbouring words the same input: the model cannot tell them apart.</source>
        <translation>當 q 和 q + 1 變成同一個數，用原始位置編號當特徵時，相鄰的兩個詞會得到相同的輸入：模型分不出它們。</translation>
    </message>
    <message>
        <source>From 65520 on float16 has no number left for the position: it becomes infinity (inf), and sin and cos of it are not numbers (nan). bfloat16 reaches much further, in ever coarser steps.</source>
        <translation>從 65520 起，float16 已經沒有數字可以表示位置：位置變成無窮大（inf），它的 sin 和 cos 就不是數字（nan）。bfloat16 能走得遠得多，只是間隔越來越粗。</translation>
    </message>
    <message>
        <source>Why does the angle need float32 even when the encoding is stored in float16?</source>
        <translation>即使編碼存成 float16，為什麼角度還是需要 float32？</translation>
    </message>
    <message>
        <source>The angle is the position times a frequency: it grows like the position and needs as many significant bits. Only sin and cos of it are bounded, so only they can be stored in a short type.</source>
        <translation>角度是位置乘上頻率：它像位置一樣變大，需要一樣多的有效位元。只有它的 sin 和 cos 是有界的，所以只有它們能存成短的型別。</translation>
    </message>
    <message>
        <source>The waves stay in [−1, 1], where float16 is fine-grained: stored in float16 with the angle computed in float32, PE(q) is off by a few thousandths at most and PE(q + 1) stays a different vector. Computed entirely in float16, the position is rounded first, and the neighbours collide exactly where the raw number does.</source>
        <translation>波停留在 [−1, 1] 之間，float16 在這裡的刻度很細：角度用 float32 計算、再存成 float16，PE(q) 最多只差千分之幾，PE(q + 1) 仍是另一個向量。全部用 float16 計算時，位置會先被捨入，相鄰位置就在原始編號重疊的地方一起重疊。</translation>
    </message>
    <message>
        <source>That is the idea of relative position schemes, which give the attention score a term for the distance between query and key, and of rotary encodings (RoPE), which rotate queries and keys so that position enters their product only through the distance between them; what the two words say still counts.</source>
        <translation>這正是相對位置方法的想法：在 Attention 分數中加上一項跟 query 和 key 之間距離有關的值。旋轉位置編碼（RoPE）也是如此：它旋轉 query 和 key，讓位置只透過兩者之間的距離進入內積；兩個詞的內容仍然有影響。</translation>
    </message>
</context>
<context>
    <name>WhyWavesValues</name>
    <message>
        <source>Length of the embedding ‖E‖</source>
        <translation>Embedding 的長度 ||E||</translation>
    </message>
    <message>
        <source>Raw feature at position %1</source>
        <translation>位置 %1 的原始特徵</translation>
    </message>
    <message>
        <source>Word&apos;s share 1 / √(1 + p²) at position %1</source>
        <translation>位置 %1 的詞佔比 1 / sqrt(1 + p²)</translation>
    </message>
    <message>
        <source>sin(p) at position %1</source>
        <translation>位置 %1 的 sin(p)</translation>
    </message>
    <message>
        <source>Your position q</source>
        <translation>你選的位置 q</translation>
    </message>
    <message>
        <source>Smallest of the %1 components of PE(%2)</source>
        <translation>PE(%2) 的 %1 個數值中的最小值</translation>
    </message>
    <message>
        <source>Largest of the %1 components of PE(%2)</source>
        <translation>PE(%2) 的 %1 個數值中的最大值</translation>
    </message>
    <message>
        <source>PE(%1)[%2]</source>
        <translation>PE(%1)[%2]</translation>
    </message>
    <message>
        <source>Period of dimension %1 (positions)</source>
        <translation>第 %1 維的週期（位置數）</translation>
    </message>
    <message>
        <source>Positions compared: 0 to %1</source>
        <translation>比較的位置：0 到 %1</translation>
    </message>
    <message>
        <source>The slowest pair</source>
        <translation>最慢的一對維度</translation>
    </message>
    <message>
        <source>Slowest sin at position %1</source>
        <translation>位置 %1 的最慢 sin</translation>
    </message>
    <message>
        <source>Their difference (of a range of 2)</source>
        <translation>兩者的差（值域寬度為 2）</translation>
    </message>
    <message>
        <source>Fastest sin at position %1</source>
        <translation>位置 %1 的最快 sin</translation>
    </message>
    <message>
        <source>‖PE(%1) − PE(%2)‖ with all %3 pairs</source>
        <translation>用全部 %3 對時的 ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Width d of E and of PE</source>
        <translation>E 和 PE 的維度 d</translation>
    </message>
    <message>
        <source>Width of E + PE</source>
        <translation>E + PE 的維度</translation>
    </message>
    <message>
        <source>Width of [E, PE]</source>
        <translation>[E, PE] 的維度</translation>
    </message>
    <message>
        <source>Weights of a d-wide next layer reading E + PE</source>
        <translation>維度為 d 的下一層讀 E + PE 所需的權重數</translation>
    </message>
    <message>
        <source>Weights of a d-wide next layer reading [E, PE]</source>
        <translation>維度為 d 的下一層讀 [E, PE] 所需的權重數</translation>
    </message>
    <message>
        <source>Shift k</source>
        <translation>位移 k</translation>
    </message>
    <message>
        <source>First starting position</source>
        <translation>第一個起點位置</translation>
    </message>
    <message>
        <source>Second starting position (yours)</source>
        <translation>第二個起點位置（你選的）</translation>
    </message>
    <message>
        <source>Pair %1: turn k / denominator (rad)</source>
        <translation>第 %1 對：轉角 k / 分母（rad）</translation>
    </message>
    <message>
        <source>Pair %1: hand at position %2 (rad)</source>
        <translation>第 %1 對：位置 %2 的指針角度（rad）</translation>
    </message>
    <message>
        <source>Largest |R_k PE(%1) − PE(%2)|</source>
        <translation>最大 |R_k PE(%1) − PE(%2)|</translation>
    </message>
    <message>
        <source>Rows n_max (longest training input)</source>
        <translation>列數 n_max（最長的訓練輸入）</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>維度 d</translation>
    </message>
    <message>
        <source>Learned numbers n_max × d</source>
        <translation>要學習的數值 n_max × d</translation>
    </message>
    <message>
        <source>Has position q a row? (1 yes, 0 no)</source>
        <translation>位置 q 有對應的列嗎？（1 有，0 沒有）</translation>
    </message>
    <message>
        <source>First position without a row</source>
        <translation>第一個沒有列的位置</translation>
    </message>
    <message>
        <source>Smallest distance, pairs used: %1</source>
        <translation>最小距離，使用 %1 對</translation>
    </message>
    <message>
        <source>Gap of the closest positions, pairs used: %1</source>
        <translation>最接近的兩個位置的間隔，使用 %1 對</translation>
    </message>
    <message>
        <source>First start moved by k</source>
        <translation>第一個起點移動 k 後</translation>
    </message>
    <message>
        <source>Second start moved by k</source>
        <translation>第二個起點移動 k 後</translation>
    </message>
    <message>
        <source>First whole position float16 cannot hold</source>
        <translation>float16 存不下的第一個整數位置</translation>
    </message>
    <message>
        <source>First whole position bfloat16 cannot hold</source>
        <translation>bfloat16 存不下的第一個整數位置</translation>
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
        <translation>q 附近相鄰 float16 數字的間隔</translation>
    </message>
    <message>
        <source>q and q + 1 the same float16 number (1 = yes)</source>
        <translation>q 和 q + 1 是否為同一個 float16 數（1 = 是）</translation>
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
        <translation>q 和 q + 1 是否為同一個 bfloat16 數（1 = 是）</translation>
    </message>
    <message>
        <source>‖PE(q + 1) − PE(q)‖ in double</source>
        <translation>double 中的 ||PE(q + 1) − PE(q)||</translation>
    </message>
    <message>
        <source>The same in float16, the angle computed in float32</source>
        <translation>同一個值用 float16（角度用 float32 計算）</translation>
    </message>
    <message>
        <source>Largest error of PE(q) stored in float16 (angle in float32)</source>
        <translation>存成 float16 的 PE(q) 最大誤差（角度用 float32）</translation>
    </message>
    <message>
        <source>The same with everything in float16, the position too</source>
        <translation>連位置在內全部用 float16 計算的同一個值</translation>
    </message>
    <message>
        <source>PE(q) and PE(q + 1) bit-identical in float16 (1 = yes)</source>
        <translation>float16 中 PE(q) 與 PE(q + 1) 是否逐位元相同（1 = 是）</translation>
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
        <translation>同一個詞，兩個位置</translation>
    </message>
    <message>
        <source>Both copies of “the” share one static embedding E; only their positions, %1 and %2, can tell them apart.</source>
        <translation>兩個「the」共用同一個靜態 Embedding E；只有位置 %1 和 %2 能把它們區分開來。</translation>
    </message>
    <message>
        <source>A Transformer takes in all tokens at once. Before any context is mixed in, each input must already carry where its token sits.</source>
        <translation>Transformer 一次讀進所有 Token。在混入任何上下文之前，每個輸入就必須已經帶有它的 Token 所在的位置。</translation>
    </message>
    <message>
        <source>Each input is x(p) = E + A(p). With positional encoding on, A(p) = PE(p); in the off control, A(p) = 0. The switch decides what is added; the formula stays the same.</source>
        <translation>每個輸入都是 x(p) = E + A(p)。位置編碼開啟時 A(p) = PE(p)；在關閉的對照組中 A(p) = 0。開關只決定加上什麼，公式本身不變。</translation>
    </message>
    <message>
        <source>PE(p)[2i] = sin(p / 10000^(2i/d)) and PE(p)[2i+1] = cos(p / 10000^(2i/d)). Here p is the position, d the width and i the pair. Angles are in radians, and every value lies in [−1, 1].</source>
        <translation>PE(p)[2i] = sin(p / 10000^(2i/⁠d))，PE(p)[2i+1] = cos(p / 10000^(2i/⁠d))。其中 p 是位置，d 是維度，i 是第幾對。角度以弧度為單位，每個數值都落在 [−1, 1] 之間。</translation>
    </message>
    <message>
        <source>Dividing the position by a larger denominator gives a slower wave. The encoding never changes the amplitude and never hands a token a different position number.</source>
        <translation>位置除以越大的分母，波就越慢。位置編碼從不改變振幅，也不會改變 Token 是第幾個位置。</translation>
    </message>
    <message>
        <source>Adding %3 components to %3 components gives %3 components. Concatenating would double the width, and the next layer would have to change.</source>
        <translation>%3 維加 %3 維，結果還是 %3 維。如果改用串接，維度會加倍，下一層也得跟著改。</translation>
    </message>
    <message>
        <source>E stays symbolic, with components e₀, e₁, …: no weights are made up. The original Transformer first multiplies the embedding by √d; here that factor is part of E. See sections 3.4 and 3.5 of “Attention Is All You Need”.</source>
        <translation>E 只用符號表示，各維度的數值是 e₀、e₁……：不虛構任何權重。原始的 Transformer 會先把 Embedding 乘上 sqrt(d)；這裡把這個倍數算進 E 裡。詳見〈Attention Is All You Need〉第 3.4 和 3.5 節。</translation>
    </message>
    <message>
        <source>The tokens between the two positions are not expanded on this workbench.</source>
        <translation>兩個位置之間的 Token，在這個工作臺上不展開。</translation>
    </message>
    <message>
        <source>Embedding only</source>
        <translation>只有 Embedding</translation>
    </message>
    <message>
        <source>Without positions both inputs are the same vector E, so their difference is zero.</source>
        <translation>沒有位置資訊時，兩個輸入都是同一個向量 E，所以差為零。</translation>
    </message>
    <message>
        <source>x(%1) = E and x(%2) = E. Subtracted component by component, every eₖ cancels.</source>
        <translation>x(%1) = E，x(%2) = E。逐維相減，每個 eₖ 都抵消了。</translation>
    </message>
    <message>
        <source>No concrete numbers for E are needed: whatever they are, a vector minus itself is zero. Nothing in these inputs says which “the” comes first.</source>
        <translation>不需要知道 E 的具體數值：不論它們是多少，向量減掉自己都是零。這兩個輸入裡，沒有任何資訊能說出哪個「the」在前面。</translation>
    </message>
    <message>
        <source>Would a different embedding E make the two inputs differ?</source>
        <translation>換一個 Embedding E，兩個輸入會變得不同嗎？</translation>
    </message>
    <message>
        <source>No. Any vector minus itself is zero. Only something that depends on the position can separate the two copies.</source>
        <translation>不會。任何向量減掉自己都是零。只有跟位置有關的東西，才能把這兩個「the」分開。</translation>
    </message>
    <message>
        <source>The first pair</source>
        <translation>第一對維度</translation>
    </message>
    <message>
        <source>Pair 0 (components 0 and 1) divides the position by the smallest denominator, so it turns fastest.</source>
        <translation>第 0 對（第 0、1 維）把位置除以最小的分母，所以轉得最快。</translation>
    </message>
    <message>
        <source>The first pair holds the sin and the cos of one angle. At position 0 it is [0, 1], not [0, 0]: cos 0 = 1, so position 0 is not the zero vector.</source>
        <translation>第一對放的是同一個角度的 sin 和 cos。在位置 0 它是 [0, 1]，不是 [0, 0]：因為 cos 0 = 1，所以位置 0 不是零向量。</translation>
    </message>
    <message>
        <source>Read each pair as a point on the unit circle. The angle says where the point is; by position %2 it has travelled a long way round.</source>
        <translation>把每一對看成單位圓上的一個點。角度決定點在哪裡；到了位置 %2，它已經繞了好長一段路。</translation>
    </message>
    <message>
        <source>Why is PE(0) not all zeros?</source>
        <translation>為什麼 PE(0) 不是全部為零？</translation>
    </message>
    <message>
        <source>Because cos 0 = 1. Every cos component of position 0 is 1, so the first pair at position 0 is [0, 1].</source>
        <translation>因為 cos 0 = 1。位置 0 的每個 cos 維度都是 1，所以位置 0 的第一對是 [0, 1]。</translation>
    </message>
    <message>
        <source>The second pair</source>
        <translation>第二對維度</translation>
    </message>
    <message>
        <source>Pair 1 (components 2 and 3) divides by a larger denominator: the same range, a slower wave.</source>
        <translation>第 1 對（第 2、3 維）除以較大的分母：範圍一樣，波比較慢。</translation>
    </message>
    <message>
        <source>The positions are the same; only the angle grows more slowly. The sin and the cos still stay between −1 and 1.</source>
        <translation>位置相同，只是角度增加得比較慢。sin 和 cos 仍然維持在 −1 到 1 之間。</translation>
    </message>
    <message>
        <source>A slow wave changes little from one position to the next, so it still separates positions where a fast pair has come back round.</source>
        <translation>慢的波從一個位置到下一個位置變化很小，所以當快的那一對已經繞回來時，它仍然能把位置區分開來。</translation>
    </message>
    <message>
        <source>Is the slower pair&apos;s amplitude smaller?</source>
        <translation>比較慢的那一對，振幅比較小嗎？</translation>
    </message>
    <message>
        <source>No. Every sin and cos lies in [−1, 1]. The denominator sets how fast the angle grows, not how large the values get.</source>
        <translation>不是。每個 sin 和 cos 都落在 [−1, 1] 之間。分母決定的是角度增加得多快，而不是數值有多大。</translation>
    </message>
    <message>
        <source>The remaining pairs</source>
        <translation>其餘幾對維度</translation>
    </message>
    <message>
        <source>The last pairs divide by still larger denominators and change slowly over these positions.</source>
        <translation>最後幾對除以更大的分母，在這些位置上變化得很慢。</translation>
    </message>
    <message>
        <source>Pair i divides the position by 10000^(2i/d), so each pair is slower than the one before it by the same factor.</source>
        <translation>第 i 對把位置除以 10000^(2i/⁠d)，所以每一對都比前一對慢上同樣的倍數。</translation>
    </message>
    <message>
        <source>Together the %4 pairs make up PE(p): %3 numbers, each a sin or a cos.</source>
        <translation>這 %4 對合起來就是 PE(p)：%3 個數值，每個都是 sin 或 cos。</translation>
    </message>
    <message>
        <source>Add component by component</source>
        <translation>逐維相加</translation>
    </message>
    <message>
        <source>x(p) = E + PE(p) adds each encoding value to the matching embedding component; the width stays %3.</source>
        <translation>x(p) = E + PE(p) 把位置編碼的每個數值加到 Embedding 對應的維度上；維度仍然是 %3。</translation>
    </message>
    <message>
        <source>Component k of x(p) is eₖ + PE(p)[k]. The embedding part is the same at both positions; only the added numbers differ.</source>
        <translation>x(p) 的第 k 維是 eₖ + PE(p)[k]。Embedding 的部分在兩個位置都一樣，只有加上去的數值不同。</translation>
    </message>
    <message>
        <source>The sum still has %3 components, so the next layer needs no change.</source>
        <translation>相加的結果還是 %3 維，所以下一層不用改。</translation>
    </message>
    <message>
        <source>The difference isolates position</source>
        <translation>相減就只剩下位置</translation>
    </message>
    <message>
        <source>Subtracting the inputs cancels E and leaves PE(%2) − PE(%1); its length is the square root of the sum of squares.</source>
        <translation>把兩個輸入相減，E 就抵消了，只剩下 PE(%2) − PE(%1)；它的長度是平方和的平方根。</translation>
    </message>
    <message>
        <source>The Euclidean length comes from the unrounded difference vector: square each component, add the squares, take the square root.</source>
        <translation>歐氏長度是用沒有四捨五入的差向量算出來的：每一維先平方，把平方加起來，再開根號。</translation>
    </message>
    <message>
        <source>It is not the gap q − p, and it is not a score of meaning. A length of 0 means every component agrees; any positive length means at least one differs.</source>
        <translation>它不是間隔 q − p，也不是語意上的分數。長度為 0 代表每一維都相同；只要長度大於 0，就代表至少有一維不同。</translation>
    </message>
    <message>
        <source>Why is the length not the gap %2 − %1?</source>
        <translation>為什麼長度不是間隔 %2 − %1？</translation>
    </message>
    <message>
        <source>The length measures how far apart two points on bounded waves are. It depends on angles, not on counting tokens: at position 6 the gap doubles, yet the length shrinks.</source>
        <translation>長度量的是有界的波上兩個點相距多遠。它取決於角度，而不是數了幾個 Token：在位置 6，間隔加倍了，長度反而變小。</translation>
    </message>
    <message>
        <source>Off control</source>
        <translation>對照組：關閉位置編碼</translation>
    </message>
    <message>
        <source>With the encoding off both inputs are E + 0, and the difference has length 0.</source>
        <translation>關閉位置編碼後，兩個輸入都是 E + 0，差的長度為 0。</translation>
    </message>
    <message>
        <source>Off sets A(p) = 0 and keeps everything else. The PE candidates are still computed; they are just not added.</source>
        <translation>關閉只是讓 A(p) = 0，其他一切照舊。PE 的候選值仍然會計算，只是不加上去。</translation>
    </message>
    <message>
        <source>This control shows that the length in the difference step comes from the positions alone.</source>
        <translation>這個對照組說明：相減那一步得到的長度，完全來自位置。</translation>
    </message>
    <message>
        <source>With the encoding off, can anything in these two inputs tell the copies apart?</source>
        <translation>關閉位置編碼後，這兩個輸入裡還有什麼能區分兩個「the」嗎？</translation>
    </message>
    <message>
        <source>No: the inputs are identical. Order can still come from elsewhere, for example a causal mask (see the edge cases).</source>
        <translation>沒有：兩個輸入完全相同。不過順序資訊仍可能來自別處，例如因果遮罩（見「邊界情況」）。</translation>
    </message>
    <message>
        <source>Position 3 (default)</source>
        <translation>位置 3（預設）</translation>
    </message>
    <message>
        <source>The lesson&apos;s starting point: “the” at positions 0 and 3, and their difference.</source>
        <translation>課程的起點：位置 0 和 3 的「the」，以及它們的差。</translation>
    </message>
    <message>
        <source>Fast pair nearly repeats</source>
        <translation>快的一對幾乎繞回起點</translation>
    </message>
    <message>
        <source>Position 6: the first pair has almost come full circle while the second still separates the positions.</source>
        <translation>位置 6：第一對幾乎轉了一整圈，第二對仍然能區分兩個位置。</translation>
    </message>
    <message>
        <source>Position 3 with the encoding off: both inputs are E + 0.</source>
        <translation>位置 3，關閉位置編碼：兩個輸入都是 E + 0。</translation>
    </message>
    <message>
        <source>Rounding hides a difference</source>
        <translation>四捨五入藏住了差異</translation>
    </message>
    <message>
        <source>Position 1: the slowest cos prints the same to six decimals at both positions, yet the values differ.</source>
        <translation>位置 1：最慢的 cos 在兩個位置顯示到小數點後六位都一樣，但數值其實不同。</translation>
    </message>
    <message>
        <source>The workbench: one word at two positions</source>
        <translation>工作臺：同一個詞在兩個位置</translation>
    </message>
    <message>
        <source>Step through what sinusoidal positional encoding adds to the token “the” at two positions of “the cat saw the dog”, with every value computed live.</source>
        <translation>逐步看 Sinusoidal 位置編碼在「the cat saw the dog」的兩個位置上，替 Token「the」加了什麼，每個數值都即時計算。</translation>
    </message>
    <message>
        <source>Many frequencies</source>
        <translation>多種頻率</translation>
    </message>
    <message>
        <source>Each pair repeats after an angle of 2π; the slower pairs keep positions apart, so the distance does not grow steadily with the gap.</source>
        <translation>每一對在角度走過 2π 後就會重複；較慢的那幾對維度讓位置保持可區分，所以距離不會隨著間隔穩定增加。</translation>
    </message>
    <message>
        <source>A sin/cos pair is back where it started after an angle of 2π. Whole-number positions seldom land exactly on a full turn, but they can come close.</source>
        <translation>一對 sin/cos 在角度走過 2π 後會回到起點。整數位置很少剛好落在整圈上，但可能很接近。</translation>
    </message>
    <message>
        <source>Try the preset “Fast pair nearly repeats” (position 6): the first pair has turned almost once round and sits near its start, while the second pair has moved only a short way and still tells the positions apart.</source>
        <translation>試試範例情境「快的一對幾乎繞回起點」（位置 6）：第一對幾乎轉了一整圈，停在起點附近；第二對只走了一小段，仍然能區分兩個位置。</translation>
    </message>
    <message>
        <source>So the whole length at position 6 is smaller than at position 3. Distance along these waves is periodic: it is neither the number of tokens in between nor a distance in meaning.</source>
        <translation>所以位置 6 的整體長度比位置 3 還小。沿著這些波量出的距離是週期性的：它既不是中間隔了幾個 Token，也不是語意上的距離。</translation>
    </message>
    <message>
        <source>Is position 6 farther from position 0 than position 3 is?</source>
        <translation>位置 6 離位置 0，會比位置 3 離位置 0 更遠嗎？</translation>
    </message>
    <message>
        <source>No. The first pair nearly repeats at 6, so ‖PE(6) − PE(0)‖ is smaller than ‖PE(3) − PE(0)‖, even though the gap is twice as large.</source>
        <translation>不會。第一對在位置 6 幾乎繞回起點，所以即使間隔是兩倍，||PE(6) − PE(0)|| 仍然比 ||PE(3) − PE(0)|| 小。</translation>
    </message>
    <message>
        <source>A relative shift is a rotation</source>
        <translation>相對位移就是旋轉</translation>
    </message>
    <message>
        <source>Moving by R = q − p turns each pair by the fixed angle R / denominator, so PE(p + R) = M_R · PE(p) for every p.</source>
        <translation>移動 R = q − p 個位置，會讓每一對轉過固定的角度 R / 分母，所以對每個 p 都有 PE(p + R) = M_R ⋅ PE(p)。</translation>
    </message>
    <message>
        <source>The trig addition formulas, sin(a + b) = sin a · cos b + cos a · sin b and cos(a + b) = cos a · cos b − sin a · sin b, turn a shift into a linear transform of the original sin/cos pair.</source>
        <translation>合角公式 sin(a + b) = sin a ⋅ cos b + cos a ⋅ sin b 與 cos(a + b) = cos a ⋅ cos b − sin a ⋅ sin b，把位移變成原本那對 sin/cos 的線性轉換。</translation>
    </message>
    <message>
        <source>The rotation matrix M_R has one 2 × 2 block per pair and zeros everywhere else. It depends only on R, not on the position you start from.</source>
        <translation>旋轉矩陣 M_R 裡，每一對維度有一個 2 × 2 小方塊，其他地方都是 0。它只跟 R 有關，跟從哪個位置開始無關。</translation>
    </message>
    <message>
        <source>A model can use this structure to work with relative positions; nothing guarantees that it learns to.</source>
        <translation>模型可以利用這個結構來處理相對位置，但不保證它真的會這樣學。</translation>
    </message>
    <message>
        <source>Does M_R change when both positions move up by 10?</source>
        <translation>兩個位置都往後移 10，M_R 會改變嗎？</translation>
    </message>
    <message>
        <source>No. M_R depends only on the gap R, not on where the two positions start.</source>
        <translation>不會。M_R 只跟間隔 R 有關，跟兩個位置從哪裡開始無關。</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Building the encoding for n positions of width d takes O(n·d) time and space; one position takes O(d).</source>
        <translation>為 n 個位置建立維度 d 的位置編碼，需要 O(n⋅d) 的時間和空間；單一位置只要 O(d)。</translation>
    </message>
    <message>
        <source>Every entry is one sin or cos of a known angle, from a fixed formula: there is no learned position table to train or store.</source>
        <translation>每個數值都是已知角度的一個 sin 或 cos，來自固定的公式：沒有需要訓練或儲存的可學習位置表。</translation>
    </message>
    <message>
        <source>The values below count the entries for positions 0 to %2. The cost of attention is not part of this count.</source>
        <translation>下面的數字計算的是位置 0 到 %2 的數值個數，不包含 Attention 的成本。</translation>
    </message>
    <message>
        <source>What happens to the cost when d doubles?</source>
        <translation>d 加倍時，成本會怎樣？</translation>
    </message>
    <message>
        <source>It doubles: each position needs one sin or cos per component.</source>
        <translation>也會加倍：每個位置的每一維都需要一個 sin 或 cos。</translation>
    </message>
    <message>
        <source>Implementation check</source>
        <translation>實作檢查</translation>
    </message>
    <message>
        <source>Put the same word at positions p and q: the input difference must equal PE(q) − PE(p), whatever E is.</source>
        <translation>把同一個詞放在位置 p 和 q：不論 E 是什麼，輸入的差都必須等於 PE(q) − PE(p)。</translation>
    </message>
    <message>
        <source>Choose each token&apos;s PE by its slot in the sequence and give it the width of the embedding. The shared embedding then cancels, so the check needs no knowledge of E.</source>
        <translation>依每個 Token 在序列中的位置選出它的 PE，並讓 PE 的維度和 Embedding 一樣。這樣共用的 Embedding 會抵消，檢查時完全不需要知道 E。</translation>
    </message>
    <message>
        <source>Switch on the bug below: when every token gets PE(0), the two inputs are equal, the difference is zero, and the check fails.</source>
        <translation>開啟下面的錯誤：當每個 Token 都加上 PE(0) 時，兩個輸入相同，差為零，檢查就會失敗。</translation>
    </message>
    <message>
        <source>The same word at two positions gives an input difference of zero. What does that tell you?</source>
        <translation>同一個詞放在兩個位置，輸入的差卻是零。這代表什麼？</translation>
    </message>
    <message>
        <source>The position path adds the same vector at both slots: for example PE(0) for every token, or the encoding is switched off.</source>
        <translation>位置這條路徑在兩個位置加上了同一個向量：例如每個 Token 都加 PE(0)，或是位置編碼被關掉了。</translation>
    </message>
    <message>
        <source>Edge cases</source>
        <translation>邊界情況</translation>
    </message>
    <message>
        <source>Off still computes the candidates, position 0 is all sin 0 and cos 1, six-decimal ties can hide real differences, and far positions compute without promises.</source>
        <translation>關閉時仍會計算候選值；位置 0 的 sin 全是 0、cos 全是 1；小數點後六位相同可能藏著真正的差異；很遠的位置算得出來，但沒有任何保證。</translation>
    </message>
    <message>
        <source>Off: in this control the repeated token gets the same input twice, but the unused PE candidates can still be computed and shown.</source>
        <translation>關閉：在這個對照組中，重複出現的 Token 兩次得到相同的輸入，但未使用的 PE 候選值仍然可以計算和顯示。</translation>
    </message>
    <message>
        <source>Position 0: every sin is 0 and every cos is 1.</source>
        <translation>位置 0：每個 sin 都是 0，每個 cos 都是 1。</translation>
    </message>
    <message>
        <source>Small differences: a slow cos can print the same to six decimals at two positions. The computation and the length use full precision; the focus display shows more digits.</source>
        <translation>微小差異：慢的 cos 在兩個位置顯示到小數點後六位可能一樣。計算和長度都用完整精度；聚焦顯示會列出更多位數。</translation>
    </message>
    <message>
        <source>Long inputs: the formula computes for positions past 32 or past the training range, but nothing promises that a model behaves well there. 32 is only the range of this workbench&apos;s control.</source>
        <translation>長輸入：超過 32 或超出訓練範圍的位置，公式照樣算得出來，但不保證模型在那裡表現良好。32 只是這個工作臺控制項的範圍。</translation>
    </message>
    <message>
        <source>Other sources of order: self-attention without masks or positions is permutation-equivariant. A causal mask also gives order structure, and rotary and bias schemes exist. Stopping this addition alone does not show that a model has no order information.</source>
        <translation>順序的其他來源：沒有遮罩也沒有位置資訊的 Self-Attention 是排列等變的。因果遮罩也會帶來順序結構，另外還有旋轉式（rotary）和 bias 等方法。只停掉這個加法，並不能證明模型沒有任何順序資訊。</translation>
    </message>
    <message>
        <source>Common mistakes lab</source>
        <translation>常見錯誤實驗室</translation>
    </message>
    <message>
        <source>Switch on one of six common mistakes and compare the symptom it causes with the correct result.</source>
        <translation>開啟六個常見錯誤中的一個，比較它造成的症狀和正確的結果。</translation>
    </message>
    <message>
        <source>Each mistake is simulated on the same two positions. E stays symbolic, so the numbers show only what the mistake does to the position path.</source>
        <translation>每個錯誤都在同樣的兩個位置上模擬。E 只用符號表示，所以這些數字只反映這個錯誤對位置路徑造成的影響。</translation>
    </message>
    <message>
        <source>Model scope</source>
        <translation>模型範圍</translation>
    </message>
    <message>
        <source>This workbench covers the original additive sinusoidal encoding: %3 dimensions, two positions and a symbolic shared embedding.</source>
        <translation>這個工作臺涵蓋原始的相加式 Sinusoidal 位置編碼：%3 個維度、兩個位置，以及用符號表示的共用 Embedding。</translation>
    </message>
    <message>
        <source>Not included: attention, training, normalization, dropout, and any prediction of meaning.</source>
        <translation>不包含：Attention、訓練、Normalization、dropout，以及任何語意預測。</translation>
    </message>
    <message>
        <source>Where to go next: word embeddings, the attention mechanism, and the Transformer block.</source>
        <translation>接下來可以學：詞的 Embedding、Attention 機制，以及 Transformer 區塊。</translation>
    </message>
    <message>
        <source>The two inputs differ by a positive length. Does that show that a trained model understands word order?</source>
        <translation>兩個輸入的差有正的長度。這能證明訓練好的模型懂得詞的順序嗎？</translation>
    </message>
    <message>
        <source>No. It shows that the input carries a position signal. Whether a model uses it depends on its attention, its training and its data, and none of these is part of this workbench.</source>
        <translation>不能。這只說明輸入帶有位置訊號。模型會不會用它，取決於它的 Attention、訓練和資料，而這些都不在這個工作臺的範圍內。</translation>
    </message>
    <message>
        <source>On and off side by side</source>
        <translation>開啟與關閉並排比較</translation>
    </message>
    <message>
        <source>With the encoding on the two inputs differ by ‖PE(%2) − PE(%1)‖; with it off they are identical.</source>
        <translation>開啟位置編碼時，兩個輸入相差 ||PE(%2) − PE(%1)||；關閉時則完全相同。</translation>
    </message>
    <message>
        <source>Same token, same embedding, same positions: only the switch differs. The left column is the evidence that the encoding marks position; the right column is the control.</source>
        <translation>同樣的 Token、同樣的 Embedding、同樣的位置：只有開關不同。左欄是位置編碼標出位置的證據；右欄是對照組。</translation>
    </message>
    <message>
        <source>At position %1: pair %2&apos;s distance from %3</source>
        <translation>位置 %1：第 %2 對與位置 %3 的距離</translation>
    </message>
    <message>
        <source>At position %1: whole length ‖PE(%1) − PE(%2)‖</source>
        <translation>位置 %1：整體長度 ||PE(%1) − PE(%2)||</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>正確</translation>
    </message>
    <message>
        <source>With the mistake</source>
        <translation>犯錯時</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Token “the” at positions p = %1 and q = %2 · width d = %3 · base %4</source>
        <translation>Token「the」在位置 p = %1 和 q = %2 ⋅ 維度 d = %3 ⋅ 底數 %4</translation>
    </message>
    <message>
        <source>Step %1. %2</source>
        <translation>步驟 %1&#x3000;%2</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>問題：</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a worksheet format; use markdown or json.</source>
        <translation>%1：「%2」不是學習單格式；請用 markdown 或 json。</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>%1, %2 decimals (focus display)</source>
        <translation>%1（聚焦顯示：小數點後 %2 位）</translation>
    </message>
    <message>
        <source>Compare position q</source>
        <translation>比較位置 q</translation>
    </message>
    <message>
        <source>Lesson: %1 · %2 = %3 · Language: %4</source>
        <translation>課程：%1｜%2 = %3｜語言：%4</translation>
    </message>
    <message>
        <source>Width d = %1 · base %2</source>
        <translation>維度為 d = %1，底數 %2</translation>
    </message>
</context>
<context>
    <name>WorksheetDocument</name>
    <message>
        <source>the page could not be started</source>
        <translation>無法開始新的一頁</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>問題：%1</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>page %1 could not be started</source>
        <translation>無法開始第 %1 頁</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
    <message>
        <source>the pages could not be finished</source>
        <translation>無法完成頁面</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message>
        <source>nothing was produced</source>
        <translation>沒有產生任何內容</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>cannot write to standard output (%1); the output is incomplete.</source>
        <translation>無法寫入標準輸出（%1）；輸出不完整。</translation>
    </message>
    <message>
        <source>--output: could not write &quot;%1&quot;: %2.</source>
        <translation>--output：無法寫入「%1」：%2。</translation>
    </message>
</context>
<context>
    <name>pe::AppSession</name>
    <message>
        <source>The settings could not be saved to &quot;%1&quot;; the values in use stay as they are.</source>
        <translation>無法將設定儲存到「%1」；目前使用的數值維持不變。</translation>
    </message>
</context>
<context>
    <name>pe::CheckedSpinBox</name>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; enter an even integer from %3 to %4.</source>
        <translation>%1：不允許「%2」；請輸入 %3 到 %4 的偶數。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; enter an integer from %3 to %4.</source>
        <translation>%1：不允許「%2」；請輸入 %3 到 %4 的整數。</translation>
    </message>
</context>
<context>
    <name>pe::ClockDescription</name>
    <message>
        <source>Clock hands, one dial per pair</source>
        <translation>時鐘指針，每對維度一個鐘面</translation>
    </message>
    <message>
        <source>Clock hands of %1 pairs; %2</source>
        <translation>時鐘指針，共 %1 對；%2</translation>
    </message>
</context>
<context>
    <name>pe::ClockGrid</name>
    <message>
        <source>pair %1 · dims %2, %3</source>
        <translation>第 %1 對 ⋅ 第 %2、%3 維</translation>
    </message>
    <message>
        <source>period %1</source>
        <translation>週期 %1</translation>
    </message>
    <message>
        <source>%1 = %2: angle %3 rad (mod 2π), sin %4, cos %5</source>
        <translation>%1 = %2：角度 %3 rad (mod 2π)，sin %4，cos %5</translation>
    </message>
    <message>
        <source>Pair %1: dimension %2 (sin) and dimension %3 (cos)</source>
        <translation>第 %1 對：第 %2 維（sin）和第 %3 維（cos）</translation>
    </message>
    <message>
        <source>denominator %1</source>
        <translation>分母 %1</translation>
    </message>
    <message>
        <source>period 2π × denominator = %1 positions per turn</source>
        <translation>週期 2π × 分母 = 每轉一圈 %1 個位置</translation>
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
        <translation>位置編碼已關閉：這些是候選值，沒有加到輸入上。</translation>
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
        <translation>暫停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Stop the animation; p stays where it is.</source>
        <translation>停止動畫；p 停在目前的位置。</translation>
    </message>
    <message>
        <source>Animate: p grows at the chosen speed and wraps around at the end of the slider.</source>
        <translation>播放動畫：p 以選定的速度增加，到滑桿尾端再從頭開始。</translation>
    </message>
    <message>
        <source>Turn every hand together: moves position p (0 to the last position shown).</source>
        <translation>讓所有指針一起轉：移動位置 p（0 到最後一個顯示的位置）。</translation>
    </message>
    <message>
        <source>How many positions per second the animation moves p.</source>
        <translation>動畫中 p 每秒前進幾個位置。</translation>
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
        <translation>第 %1/%2 頁 ⋅ 第 %3–%4 對</translation>
    </message>
    <message>
        <source>%1 hand at p = %2 &amp;nbsp;&amp;nbsp; %3 faint hand at q = %4</source>
        <translation>%1 p = %2 的指針 &amp;nbsp;&amp;nbsp; %3 q = %4 的淡色指針</translation>
    </message>
    <message>
        <source>Clock hands · d = %1, base %2 · p = %3 (solid), q = %4 (faint) · pairs %5–%6 of %7</source>
        <translation>時鐘指針 ⋅ d = %1，底數 %2 ⋅ p = %3（實線），q = %4（淡色）⋅ 共 %7 對中的第 %5–%6 對</translation>
    </message>
    <message>
        <source>Each hand points at θ = position / denominator, clockwise from 12 o&apos;clock: its tip is (sin θ, cos θ). Under each dial: the pair, its two dimensions and its period 2π × denominator.</source>
        <translation>每根指針指向 θ = 位置 / 分母，從 12 點鐘方向順時針量起：指針尖端是 (sin θ, cos θ)。每個鐘面下方標示：第幾對、它的兩個維度，以及週期 2π × 分母。</translation>
    </message>
    <message>
        <source>hand at p = %1</source>
        <translation>p = %1 的指針</translation>
    </message>
    <message>
        <source>faint hand at q = %1</source>
        <translation>q = %1 的淡色指針</translation>
    </message>
    <message>
        <source>Draw q&apos;s hands faintly on the same dials.</source>
        <translation>在同一組鐘面上用淡色畫出 q 的指針。</translation>
    </message>
    <message>
        <source>Previous page of dials</source>
        <translation>上一頁鐘面</translation>
    </message>
    <message>
        <source>Next page of dials</source>
        <translation>下一頁鐘面</translation>
    </message>
    <message>
        <source>Each pair of dimensions is a clock hand. The hand points at the angle θ = p / denominator, measured clockwise from 12 o&apos;clock, so its tip is (sin θ, cos θ): the pair&apos;s two components. One turn takes 2π × denominator positions (the period under each dial): the first pairs spin like a second hand, the last ones crawl like an hour hand. Hover a dial for its exact values; click it to pick its sin dimension (the ringed dial).</source>
        <translation>每一對維度就是一根時鐘指針。指針指向角度 θ = p / 分母，從 12 點鐘方向順時針量起，所以尖端是 (sin θ, cos θ)：也就是這一對的兩個數值。轉一圈需要 2π × 分母 個位置（每個鐘面下方的週期）：前面幾對轉得像秒針一樣快，最後幾對慢得像時針。把滑鼠移到鐘面上可看精確數值；點一下可選取它的 sin 維度（外圍加圈的鐘面）。</translation>
    </message>
    <message>
        <source>Positional encoding is switched off: the hands show the PE candidates, which are not added to the input (x(p) = E + 0).</source>
        <translation>位置編碼已關閉：指針顯示的是 PE 候選值，沒有加到輸入上（x(p) = E + 0）。</translation>
    </message>
    <message>
        <source>Sho&amp;w q</source>
        <translation>顯示 q(&amp;W)</translation>
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
        <translation>差向量的歐氏長度，也就是 %1 個維度數值平方和的平方根。它不是兩個位置的間隔 q − p = %2，也不是語意上的分數。</translation>
    </message>
    <message>
        <source>Positional encoding is off: both inputs are E + 0, so the difference is zero. PE(p) and PE(q) are still listed as candidates, not added; added, they would give a length of %1.</source>
        <translation>位置編碼已關閉：兩個輸入都是 E + 0，所以差為零。PE(p) 和 PE(q) 仍列為候選值，但沒有加上；如果加上，長度會是 %1。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p): the token&apos;s embedding E cancels, only the positions remain.</source>
        <translation>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p)：Token 的 Embedding E 抵消了，只剩下位置。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + 0) − (E + 0) = 0: without the encoding the same token gives the same input at every position.</source>
        <translation>x(q) − x(p) = (E + 0) − (E + 0) = 0：沒有位置編碼時，同一個 Token 在每個位置的輸入都一樣。</translation>
    </message>
    <message>
        <source>Distance per pair (0 to 2), pairs 0–%1 of %2</source>
        <translation>每對維度的距離（0 到 2），共 %2 對中的第 0–%1 對</translation>
    </message>
    <message>
        <source>Distance per pair (0 to 2)</source>
        <translation>每對維度的距離（0 到 2）</translation>
    </message>
    <message>
        <source>Show 12 decimals instead of 6: the slow pairs&apos; differences are tiny and can look equal at 6 decimals. The values are always computed in full precision.</source>
        <translation>顯示小數點後 12 位而不是 6 位：慢的那幾對維度差異很小，只看 6 位可能像是相等。數值一律以完整精度計算。</translation>
    </message>
    <message>
        <source>Distance per pair, from 0 (same angle) to 2 (opposite hands)</source>
        <translation>每對維度的距離，從 0（角度相同）到 2（指針方向相反）</translation>
    </message>
    <message>
        <source>Per dimension: PE(p), PE(q) and x(q) − x(p)</source>
        <translation>各維度的 PE(p)、PE(q) 和 x(q) − x(p)</translation>
    </message>
    <message>
        <source>F&amp;ocus: 12 decimals</source>
        <translation>聚焦顯示：小數點後 12 位(&amp;O)</translation>
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
        <translation>第 %1 維：第 %3 對的 %2（分母 %4）</translation>
    </message>
    <message>
        <source>full precision: %1</source>
        <translation>完整精度：%1</translation>
    </message>
    <message>
        <source>Positional encoding is off: x(q) − x(p) = (E + 0) − (E + 0) = 0.</source>
        <translation>位置編碼已關閉：x(q) − x(p) = (E + 0) − (E + 0) = 0。</translation>
    </message>
    <message>
        <source>A candidate: not added while positional encoding is off.</source>
        <translation>候選值：位置編碼關閉時不會加上。</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>第幾對</translation>
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
        <translation>PE(p) 候選值
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
        <translation>PE(q) 候選值
q = %1</translation>
    </message>
    <message>
        <source>x(q) − x(p)</source>
        <translation>x(q) − x(p)</translation>
    </message>
    <message>
        <source>The component&apos;s index in the vector (0 … d − 1).</source>
        <translation>這個數值在向量中的維度編號（0 … d − 1）。</translation>
    </message>
    <message>
        <source>The pair i of the component: both components of a pair share one angle.</source>
        <translation>這一維所屬的第 i 對：同一對的兩個維度共用同一個角度。</translation>
    </message>
    <message>
        <source>Whether the component holds the pair&apos;s sin or its cos.</source>
        <translation>這一維放的是該對的 sin 還是 cos。</translation>
    </message>
    <message>
        <source>The positional encoding added to the token&apos;s embedding E.</source>
        <translation>加到 Token 的 Embedding E 上的位置編碼。</translation>
    </message>
    <message>
        <source>Positional encoding is off: computed, but not added to E.</source>
        <translation>位置編碼已關閉：有計算，但沒有加到 E 上。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p): E cancels.</source>
        <translation>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p)：E 抵消了。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + 0) − (E + 0) = 0 while positional encoding is off.</source>
        <translation>位置編碼關閉時，x(q) − x(p) = (E + 0) − (E + 0) = 0。</translation>
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
        <translation>倍率 s：不允許「%1」；倍率必須是大於 0 且不超過 10^6 的數，例如 4。</translation>
    </message>
    <message>
        <source>Training length L: &quot;%1&quot; is not allowed; the training length must be a whole number from 1 to %2.</source>
        <translation>訓練長度 L：不允許「%1」；訓練長度必須是 1 到 %2 的整數。</translation>
    </message>
    <message>
        <source>&amp;Rescaling:</source>
        <translation>縮放方式(&amp;R)：</translation>
    </message>
    <message>
        <source>How the frequencies are rescaled for the longer context: position interpolation (θᵢ / s), NTK-aware scaling (a larger base) or YaRN (a ramp between the two)</source>
        <translation>為較長的上下文重新調整頻率的方法：位置內插（θᵢ / s）、NTK-aware 縮放（較大的底數）或 YaRN（以斜坡銜接兩者）</translation>
    </message>
    <message>
        <source>Scaling method</source>
        <translation>縮放方式</translation>
    </message>
    <message>
        <source>S&amp;cale s:</source>
        <translation>倍率 s(&amp;C)：</translation>
    </message>
    <message>
        <source>How many times longer the run is than training: a number greater than 0 and at most 10^6</source>
        <translation>推論長度是訓練長度的幾倍：大於 0 且不超過 10^6 的數</translation>
    </message>
    <message>
        <source>Scale s</source>
        <translation>倍率 s</translation>
    </message>
    <message>
        <source>Trainin&amp;g length L:</source>
        <translation>訓練長度 L(&amp;G)：</translation>
    </message>
    <message>
        <source>The number of positions the model was trained on: a whole number from 1 to 2^53</source>
        <translation>模型訓練時的位置數：1 到 2^53 的整數</translation>
    </message>
    <message>
        <source>Training length L</source>
        <translation>訓練長度 L</translation>
    </message>
    <message>
        <source>Angles seen in training and needed by the longer run, per pair</source>
        <translation>每一對在訓練中見過的角度與較長推論所需的角度</translation>
    </message>
    <message>
        <source>Values of the hovered pair</source>
        <translation>滑鼠所指那一對維度的數值</translation>
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
        <translation>預設</translation>
    </message>
    <message>
        <source>Back to the default dimensions (0, 1 and 10, or all for d ≤ 8)</source>
        <translation>回到預設維度（0、1 和 10；d ≤ 8 時全部顯示）</translation>
    </message>
    <message>
        <source>The dimensions to draw as waves, from 0 to %1: single numbers and ranges separated by commas, at most %2. Press Enter to apply; clicking a heatmap row or a curve picks a dimension too.</source>
        <translation>要畫成波的維度，0 到 %1：單一數字或範圍，用逗號分隔，最多 %2 個。按 Enter 套用；在熱力圖的列或曲線上點一下也能選取維度。</translation>
    </message>
    <message>
        <source>Di&amp;mensions:</source>
        <translation>維度(&amp;M)：</translation>
    </message>
    <message>
        <source>Clear the dimensions</source>
        <translation>清除維度</translation>
    </message>
</context>
<context>
    <name>pe::EncodingTableView</name>
    <message>
        <source>Every value PE(position)[dimension], to 6 decimals</source>
        <translation>所有數值 PE(位置)[維度]，到小數點後 6 位</translation>
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
        <translation>熱力圖，%1 個維度 × %2 個位置；位置 %3、維度 %4：%5</translation>
    </message>
</context>
<context>
    <name>pe::HeatmapView</name>
    <message>
        <source>Heatmap of the positional encoding</source>
        <translation>位置編碼熱力圖</translation>
    </message>
    <message>
        <source>Positions across, dimensions down; colour shows the value from −1 to +1.</source>
        <translation>橫軸是位置，縱軸是維度；顏色代表 −1 到 +1 的數值。</translation>
    </message>
    <message>
        <source>Each column is a position, each row a dimension (0 at the top); the colour is the value. Click a cell to pick its position as p and its dimension. Wheel: zoom positions; Ctrl or Shift + wheel: zoom dimensions; drag: pan; + and -: zoom positions; Ctrl + and Ctrl -: zoom dimensions; arrow keys: pan; Home: show everything.</source>
        <translation>每一欄是一個位置，每一列是一個維度（0 在最上面）；顏色代表數值。點一格可把它的位置設為 p，並選取它的維度。滾輪：縮放位置；Ctrl 或 Shift + 滾輪：縮放維度；拖曳：平移；+ 和 -：縮放位置；Ctrl + 和 Ctrl -：縮放維度；方向鍵：平移；Home：顯示全部。</translation>
    </message>
    <message>
        <source>Shift + arrow keys: move the keyboard cursor one cell; Enter: pick that cell.</source>
        <translation>Shift + 方向鍵：將鍵盤游標移動一格；Enter：選取該格。</translation>
    </message>
</context>
<context>
    <name>pe::InnerPartNames</name>
    <message>
        <source>More buttons</source>
        <translation>更多按鈕</translation>
    </message>
    <message>
        <source>The toolbar&apos;s buttons that do not fit the window</source>
        <translation>視窗放不下的工具列按鈕</translation>
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
        <translation>維度</translation>
    </message>
    <message>
        <source>The same token A at two places is two different inputs:</source>
        <translation>同一個 Token A 放在兩個位置，就是兩個不同的輸入：</translation>
    </message>
    <message>
        <source>E_A + P_0 (in ABCD)</source>
        <translation>E_A + P_0（ABCD 中）</translation>
    </message>
    <message>
        <source>E_A + P_2 (in CBAD)</source>
        <translation>E_A + P_2（CBAD 中）</translation>
    </message>
    <message>
        <source>‖(E_A + P_0) − (E_A + P_2)‖ = ‖P_0 − P_2‖ = %1: not the same input.</source>
        <translation>||(E_A + P_0) − (E_A + P_2)|| = ||P_0 − P_2|| = %1：不是同一個輸入。</translation>
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
        <translation>串接</translation>
    </message>
    <message>
        <source>next layer: %1 × %2 weights</source>
        <translation>下一層：%1 × %2 個權重</translation>
    </message>
    <message>
        <source>Add or concatenate: widths and next-layer weights</source>
        <translation>相加或串接：維度與下一層的權重</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
</context>
<context>
    <name>pe::LessonAlibiBiasPage</name>
    <message>
        <source>Head</source>
        <translation>頭</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>斜率</translation>
    </message>
    <message>
        <source>Bias −slope · %1</source>
        <translation>bias −斜率 ⋅ %1</translation>
    </message>
    <message>
        <source>Factor e^bias</source>
        <translation>係數 e^bias</translation>
    </message>
    <message>
        <source>Penalty slope · %1</source>
        <translation>懲罰（斜率 ⋅ %1）</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>第 %1 個頭</translation>
    </message>
    <message>
        <source>Slopes of %1 heads: %2.</source>
        <translation>%1 個頭的斜率：%2。</translation>
    </message>
</context>
<context>
    <name>pe::LessonClockPeriodsPage</name>
    <message>
        <source>Pair i</source>
        <translation>第 i 對</translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>Period 2π · 10000^(2i/%1)</source>
        <translation>週期 2π ⋅ 10000^(2i/⁠%1)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>第 %1、%2 維</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>維度 d</translation>
    </message>
    <message>
        <source>pair %1 at position %2</source>
        <translation>位置 %2 的第 %1 對</translation>
    </message>
    <message>
        <source>period %1</source>
        <translation>週期 %1</translation>
    </message>
    <message>
        <source>Your own width d (even, %1 to %2):</source>
        <translation>自己選一個維度 d（偶數，%1 到 %2）：</translation>
    </message>
    <message>
        <source>Clock hands at position %1</source>
        <translation>位置 %1 的時鐘指針</translation>
    </message>
</context>
<context>
    <name>pe::LessonClockShiftPage</name>
    <message>
        <source>From position %1 to %2 (faint hand: start, dark hand: after the shift):</source>
        <translation>從位置 %1 到 %2（淡色指針：起點，深色指針：位移後）：</translation>
    </message>
    <message>
        <source>From your position %1 to %2:</source>
        <translation>從你選的位置 %1 到 %2：</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>第 %1 對</translation>
    </message>
    <message>
        <source>turn %1 rad</source>
        <translation>轉 %1 rad</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>第幾對</translation>
    </message>
    <message>
        <source>Turn k / denominator</source>
        <translation>轉角 k / 分母</translation>
    </message>
    <message>
        <source>Hand at %1</source>
        <translation>位置 %1 的指針</translation>
    </message>
    <message>
        <source>The hands are angles in radians from 12 o&apos;clock, clockwise. Largest |R_%1 PE(%2) − PE(%3)| = %4; largest |R_%1 PE(%5) − PE(%6)| = %7.</source>
        <translation>指針角度以弧度表示，從 12 點鐘方向順時針量起。最大 |R_%1 PE(%2) − PE(%3)| = %4；最大 |R_%1 PE(%5) − PE(%6)| = %7。</translation>
    </message>
    <message>
        <source>Clock hands from position %1 to %2</source>
        <translation>從位置 %1 到 %2 的時鐘指針</translation>
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
        <translation>有未見過角度的幾對</translation>
    </message>
    <message>
        <source>Reach past the band</source>
        <translation>超出範圍的倍數</translation>
    </message>
    <message>
        <source>Pair 0 at Δ = %1</source>
        <translation>第 0 對（Δ = %1）</translation>
    </message>
    <message>
        <source>Slowest pair at Δ = %1</source>
        <translation>最慢的一對（Δ = %1）</translation>
    </message>
    <message>
        <source>Slowest wavelength</source>
        <translation>最長的波長</translation>
    </message>
    <message>
        <source>No rescaling</source>
        <translation>不縮放</translation>
    </message>
    <message>
        <source>Position interpolation</source>
        <translation>位置內插</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware 縮放</translation>
    </message>
    <message>
        <source>YaRN ramp</source>
        <translation>YaRN（斜坡）</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at %1 positions</source>
        <translation>%1 個位置時有未見過角度的幾對</translation>
    </message>
    <message>
        <source>Trained on L = %1, run on s · L = %2 (s = %3), d = %4. NTK-aware base&apos; = %5; YaRN&apos;s attention factor %6.</source>
        <translation>訓練長度 L = %1，推論長度 s ⋅ L = %2（s = %3），d = %4。NTK-aware 的 base&apos; = %5；YaRN 的注意力縮放係數 %6。</translation>
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
        <translation>關閉：輸入相差 %1，但未使用的候選值仍然得到 ||PE(%2) − PE(%3)|| = %4。</translation>
    </message>
    <message>
        <source>Focus display: every component at six decimals and with more &amp;digits:</source>
        <translation>聚焦顯示：每一維顯示到小數點後六位，以及更多位數(&amp;D)：</translation>
    </message>
    <message>
        <source>Decimals of the focus columns, 6 to 17.</source>
        <translation>聚焦欄位的小數位數，6 到 17。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>PE(%1)[k], %2 decimals</source>
        <translation>PE(%1)[k]，小數 %2 位</translation>
    </message>
    <message>
        <source>Six decimals</source>
        <translation>小數六位</translation>
    </message>
    <message>
        <source>look alike</source>
        <translation>看似相同</translation>
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
            <numerusform>有 %n 個維度顯示到小數點後六位都一樣，但在完整精度下不同；長度用的是完整數值。</numerusform>
        </translation>
    </message>
    <message>
        <source>No component prints the same to six decimals here; try the preset “Rounding hides a difference”. The slowest cos (component %1) is the first to look alike.</source>
        <translation>這裡沒有任何一維顯示到小數點後六位都一樣；試試範例情境「四捨五入藏住了差異」。最慢的 cos（第 %1 維）會最先看似相同。</translation>
    </message>
    <message>
        <source>Far past the range: ‖PE(%1) − PE(%2)‖ = %3 computes, but a model trained on shorter inputs promises nothing there.</source>
        <translation>遠超出範圍：||PE(%1) − PE(%2)|| = %3 算得出來，但用較短輸入訓練的模型在那裡沒有任何保證。</translation>
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
        <translation>最慢的波（第 %1 對）</translation>
    </message>
    <message>
        <source>Fastest wave (pair 0)</source>
        <translation>最快的波（第 0 對）</translation>
    </message>
    <message>
        <source>All %1 pairs together: ‖PE(%2) − PE(%3)‖ = %4.</source>
        <translation>全部 %1 對一起用：||PE(%2) − PE(%3)|| = %4。</translation>
    </message>
    <message>
        <source>The two closest of the positions 0 to %1, using only the first m pairs (fastest first):</source>
        <translation>只用前 m 對（從最快的開始）時，位置 0 到 %1 中最接近的兩個位置：</translation>
    </message>
    <message>
        <source>Pairs used, m</source>
        <translation>使用的對數 m</translation>
    </message>
    <message>
        <source>Smallest distance</source>
        <translation>最小距離</translation>
    </message>
    <message>
        <source>Closest positions lie this far apart</source>
        <translation>最接近的兩個位置相隔</translation>
    </message>
    <message>
        <source>smallest distance</source>
        <translation>最小距離</translation>
    </message>
</context>
<context>
    <name>pe::LessonImplementationCheckPage</name>
    <message>
        <source>Simulate the bug: PE(0) added to every token</source>
        <translation>模擬錯誤：每個 Token 都加上 PE(0)</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>Input difference x(%1) − x(%2)</source>
        <translation>輸入的差 x(%1) − x(%2)</translation>
    </message>
    <message>
        <source>Expected PE(%1) − PE(%2)</source>
        <translation>預期的 PE(%1) − PE(%2)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>相符</translation>
    </message>
    <message>
        <source>Check passed: the input difference equals PE(%1) − PE(%2) in every component; its length is %3.</source>
        <translation>檢查通過：輸入的差在每一維都等於 PE(%1) − PE(%2)；長度為 %3。</translation>
    </message>
    <message>
        <source>Check failed: the input difference has length %1 instead of %2. The same vector was added at both positions.</source>
        <translation>檢查失敗：輸入的差長度為 %1，而不是 %2。兩個位置加上了同一個向量。</translation>
    </message>
</context>
<context>
    <name>pe::LessonInputDifferencePage</name>
    <message>
        <source>(the shared E cancels)</source>
        <translation>（共用的 E 抵消了）</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>維度</translation>
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
        <translation>長度 ||x(%1) − x(%2)|| = sqrt(%3) = %4</translation>
    </message>
    <message>
        <source>The gap q − p is %1: a count of positions, not this length, and not a score of meaning.</source>
        <translation>間隔 q − p 是 %1：這是位置的個數，不是這個長度，也不是語意上的分數。</translation>
    </message>
</context>
<context>
    <name>pe::LessonMistakesPage</name>
    <message>
        <source>Switch on a mistake</source>
        <translation>開啟一個錯誤</translation>
    </message>
    <message>
        <source>None: the correct encoding</source>
        <translation>無：正確的位置編碼</translation>
    </message>
    <message>
        <source>Pick a mistake above to see what it does to the same two positions.</source>
        <translation>在上方選一個錯誤，看看它對同樣的兩個位置造成什麼影響。</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修正：%1</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>正確</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>量測值</translation>
    </message>
    <message>
        <source>With the mistake</source>
        <translation>犯錯時</translation>
    </message>
    <message>
        <source>Try it: a tiny model trained with and without positions (lesson “Order, attention and relative position”, step “Does a model use it?”)</source>
        <translation>動手試試：分別加上與不加位置訓練的小模型（課程「順序、Attention 與相對位置」的「模型會用到它嗎？」一步）</translation>
    </message>
</context>
<context>
    <name>pe::LessonOnOffPage</name>
    <message>
        <source>Encoding on</source>
        <translation>位置編碼開啟</translation>
    </message>
    <message>
        <source>Encoding off (control)</source>
        <translation>位置編碼關閉（對照組）</translation>
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
        <translation>維度</translation>
    </message>
    <message>
        <source>Length ‖%1‖ = %2</source>
        <translation>長度 ||%1|| = %2</translation>
    </message>
</context>
<context>
    <name>pe::LessonPage</name>
    <message>
        <source>Hide the answer</source>
        <translation>隱藏答案</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>顯示答案</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Check your understanding</source>
        <translation>觀念檢核</translation>
    </message>
    <message>
        <source>Go on: lesson “%1”, step “%2”</source>
        <translation>繼續：課程「%1」的「%2」一步</translation>
    </message>
</context>
<context>
    <name>pe::LessonPairCardsPage</name>
    <message>
        <source>Pair %1: components %2 (sin) and %3 (cos)</source>
        <translation>第 %1 對：第 %2 維（sin）和第 %3 維（cos）</translation>
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
        <translation>第 %1 對在單位圓上</translation>
    </message>
</context>
<context>
    <name>pe::LessonPairSharesPage</name>
    <message>
        <source>Pair</source>
        <translation>第幾對</translation>
    </message>
    <message>
        <source>Denominator</source>
        <translation>分母</translation>
    </message>
    <message>
        <source>Period (2π × denominator)</source>
        <translation>週期（2π × 分母）</translation>
    </message>
    <message>
        <source>Angle at %1 (rad)</source>
        <translation>位置 %1 的角度（rad）</translation>
    </message>
    <message>
        <source>Turns at %1</source>
        <translation>位置 %1 的圈數</translation>
    </message>
    <message>
        <source>Distance between %1 and %2</source>
        <translation>%1 與 %2 的距離</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>第 %1 對</translation>
    </message>
    <message>
        <source>Whole length ‖PE(%1) − PE(%2)‖ = %3</source>
        <translation>整體長度 ||PE(%1) − PE(%2)|| = %3</translation>
    </message>
    <message>
        <source>%1 %2 %3, the length at the default position %4.</source>
        <translation>%1 %2 %3（預設位置 %4 的長度）。</translation>
    </message>
    <message>
        <source>At position 6: pair 0 is %1 from position %2, pair 1 is %3, the whole length %4.</source>
        <translation>在位置 6：第 0 對與位置 %2 的距離為 %1，第 1 對為 %3，整體長度為 %4。</translation>
    </message>
</context>
<context>
    <name>pe::LessonPermutationPage</name>
    <message>
        <source>“%1” against “%2”, compared at “%3”</source>
        <translation>「%1」和「%2」，比較「%3」的輸出</translation>
    </message>
    <message>
        <source>The attention weights “%1” gives to each place, with positions off and on. “%1” stands at place %2 in both orders.</source>
        <translation>「%1」給每個位置的 Attention weight，分成無位置和有位置兩種情況。在兩種順序中，「%1」都在第 %2 個位置。</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>off</source>
        <translation>無位置</translation>
    </message>
    <message>
        <source>on</source>
        <translation>有位置</translation>
    </message>
    <message>
        <source>Positions off, “%1”: %2 = %3</source>
        <translation>無位置，「%1」：%2 = %3</translation>
    </message>
    <message>
        <source>Positions off, “%1”: %2 = %3 — the same terms in another order.</source>
        <translation>無位置，「%1」：%2 = %3 —— 同樣的項，只是換了順序。</translation>
    </message>
    <message>
        <source>%1, off</source>
        <translation>%1，無位置</translation>
    </message>
    <message>
        <source>%1, on</source>
        <translation>%1，有位置</translation>
    </message>
    <message>
        <source>Length of %1(%2) − %1(%3): %4 with positions off, %5 with positions on.</source>
        <translation>%1(%2) − %1(%3) 的長度：無位置時為 %4，有位置時為 %5。</translation>
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
        <translation>原始特徵 p</translation>
    </message>
    <message>
        <source>‖E‖</source>
        <translation>||E||</translation>
    </message>
    <message>
        <source>Word&apos;s share</source>
        <translation>詞的佔比</translation>
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
        <translation>原始特徵 p</translation>
    </message>
    <message>
        <source>|sin(p)|</source>
        <translation>|sin(p)|</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（你選的）</translation>
    </message>
    <message>
        <source>p = %1 (yours)</source>
        <translation>p = %1（你選的）</translation>
    </message>
</context>
<context>
    <name>pe::LessonRotaryPairsPage</name>
    <message>
        <source>q = W_Q E_D = (%1), turned by n = %2; k = W_K E_A = (%3), turned by m = %4.</source>
        <translation>q = W_Q E_D = (%1) 依 n = %2 旋轉；k = W_K E_A = (%3) 依 m = %4 旋轉。</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>第幾對</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>θᵢ</source>
        <translation>θᵢ</translation>
    </message>
    <message>
        <source>Hand of Rₙ q</source>
        <translation>Rₙ q 的指針</translation>
    </message>
    <message>
        <source>Hand of Rₘ k</source>
        <translation>Rₘ k 的指針</translation>
    </message>
    <message>
        <source>Angle between</source>
        <translation>夾角</translation>
    </message>
    <message>
        <source>Part of the score</source>
        <translation>對分數的貢獻</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>第 %1 對</translation>
    </message>
    <message>
        <source>Sum of the parts %1 = RoPE score (Rₙ q)·(Rₘ k) = %2</source>
        <translation>貢獻總和 %1 = RoPE 分數 (Rₙ q)⋅(Rₘ k) = %2</translation>
    </message>
</context>
<context>
    <name>pe::LessonRotationCheckPage</name>
    <message>
        <source>Component</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（你選的）</translation>
    </message>
    <message>
        <source>R = %1. M_%1 holds one 2 × 2 block per pair, acting on (sin, cos):</source>
        <translation>R = %1。M_%1 裡每一對維度有一個 2 × 2 小方塊，作用在 (sin, cos) 上：</translation>
    </message>
    <message>
        <source>Pair %1: R / Z = %2 / %3 = %4</source>
        <translation>第 %1 對：R / Z = %2 / %3 = %4</translation>
    </message>
    <message>
        <source>Start k</source>
        <translation>起點 k</translation>
    </message>
    <message>
        <source>Target k + R</source>
        <translation>目標 k + R</translation>
    </message>
    <message>
        <source>Largest |M_R P_k − P_(k+R)|</source>
        <translation>最大 |M_R P_k − P_(k+R)|</translation>
    </message>
    <message>
        <source>Your own start k (0 to %1):</source>
        <translation>自己選一個起點 k（0 到 %1）：</translation>
    </message>
</context>
<context>
    <name>pe::LessonSchemeProfilesPage</name>
    <message>
        <source>Scheme</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>At Δ = 0</source>
        <translation>Δ = 0 時</translation>
    </message>
    <message>
        <source>At Δ = %1</source>
        <translation>Δ = %1 時</translation>
    </message>
    <message>
        <source>On one scale</source>
        <translation>共同尺度</translation>
    </message>
    <message>
        <source>Sinusoidal PE(0)·PE(Δ)</source>
        <translation>Sinusoidal 的 PE(0)⋅PE(Δ)</translation>
    </message>
    <message>
        <source>RoPE decay bound</source>
        <translation>RoPE 衰減上界</translation>
    </message>
    <message>
        <source>ALiBi head 1, bias</source>
        <translation>ALiBi 第 1 個頭，bias</translation>
    </message>
    <message>
        <source>ALiBi head %1, bias</source>
        <translation>ALiBi 第 %1 個頭，bias</translation>
    </message>
    <message>
        <source>Share of the value at 0, or e^bias</source>
        <translation>相對於 0 處數值的比例，或 e^bias</translation>
    </message>
</context>
<context>
    <name>pe::LessonScoreTermsPage</name>
    <message>
        <source>Query %1 at position n, key %2 at position m = n + %3; x = E_%1, y = E_%2, toy weights W_Q and W_K.</source>
        <translation>query %1 在位置 n，key %2 在位置 m = n + %3；x = E_%1，y = E_%2，示範用權重 W_Q 和 W_K。</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>項</translation>
    </message>
    <message>
        <source>① content · content  (W_Q x)ᵀ(W_K y)</source>
        <translation>① 內容 ⋅ 內容  (W_Q x)ᵀ(W_K y)</translation>
    </message>
    <message>
        <source>② content · position  (W_Q x)ᵀ(W_K P_m)</source>
        <translation>② 內容 ⋅ 位置  (W_Q x)ᵀ(W_K P_m)</translation>
    </message>
    <message>
        <source>③ position · content  (W_Q P_n)ᵀ(W_K y)</source>
        <translation>③ 位置 ⋅ 內容  (W_Q P_n)ᵀ(W_K y)</translation>
    </message>
    <message>
        <source>④ position · position  (W_Q P_n)ᵀ(W_K P_m)</source>
        <translation>④ 位置 ⋅ 位置  (W_Q P_n)ᵀ(W_K P_m)</translation>
    </message>
    <message>
        <source>Whole score ① + ② + ③ + ④</source>
        <translation>總分數 ① + ② + ③ + ④</translation>
    </message>
    <message>
        <source>④ through the shift  P_nᵀ W_Qᵀ W_K M_(m−n) P_n</source>
        <translation>④ 透過位移改寫  P_nᵀ W_Qᵀ W_K M_(m−n) P_n</translation>
    </message>
    <message>
        <source>④ with W_Qᵀ W_K = I  P_nᵀ P_m</source>
        <translation>④ 在 W_Qᵀ W_K = I 時  P_nᵀ P_m</translation>
    </message>
    <message>
        <source>With W_Qᵀ W_K = I the position · position term is Σ cos((m − n) / 10000^(2i/d)) = %1 in every column: a function of m − n = %2 alone. With the toy weights it changes from column to column.</source>
        <translation>W_Qᵀ W_K = I 時，位置 ⋅ 位置這一項在每一欄都是 Σ cos((m − n) / 10000^(2i/⁠d)) = %1：只跟 m − n = %2 有關。用示範用權重時，它每一欄都不一樣。</translation>
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
        <translation>每個小方塊把它那一對旋轉 R / 分母 弧度：%1。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>Largest |M_R · PE(%1) − PE(%2)| = %3 (rounding error of double precision only).</source>
        <translation>最大 |M_R ⋅ PE(%1) − PE(%2)| = %3（只有雙精度的捨入誤差）。</translation>
    </message>
</context>
<context>
    <name>pe::LessonShiftedStartsPage</name>
    <message>
        <source>Query %1 at position n, key %2 at position m = n + %3 in every column.</source>
        <translation>每一欄中，query %1 在位置 n，key %2 在位置 m = n + %3。</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>差距</translation>
    </message>
    <message>
        <source>Δ = m − n = %1 in every column. A spread below 10⁻⁹ is rounding: that row depends on the distance alone.</source>
        <translation>每一欄的 Δ = m − n 都是 %1。小於 10⁻⁹ 的差距只是捨入誤差：那一列只跟距離有關。</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
</context>
<context>
    <name>pe::LessonSidePanel</name>
    <message>
        <source>Compare position &amp;q:</source>
        <translation>比較位置 q(&amp;Q)：</translation>
    </message>
    <message>
        <source>The position of the second “the”, %1 to %2. Every value on every step follows it.</source>
        <translation>第二個「the」的位置，%1 到 %2。每個步驟的每個數值都會跟著它變。</translation>
    </message>
    <message>
        <source>Compare position q</source>
        <translation>比較位置 q</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>範例情境：</translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation>步驟(&amp;S)：</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Show each step in the e&amp;xplorer</source>
        <translation>在主視窗顯示每個步驟(&amp;X)</translation>
    </message>
    <message>
        <source>Keep the main window&apos;s views on this step&apos;s parameters: d, base, p, q and the on/off switch.</source>
        <translation>讓主視窗的各個檢視跟著這個步驟的參數：d、底數、p、q 以及開關。</translation>
    </message>
    <message>
        <source>Steps of the lesson</source>
        <translation>課程的步驟</translation>
    </message>
</context>
<context>
    <name>pe::LessonSymbolicSumPage</name>
    <message>
        <source>Nothing is added: %1 = E and %2 = E.</source>
        <translation>沒有加上任何東西：%1 = E，%2 = E。</translation>
    </message>
    <message>
        <source>%1 = E + PE(%2) and %3 = E + PE(%4), added component by component.</source>
        <translation>%1 = E + PE(%2)，%3 = E + PE(%4)，逐維相加。</translation>
    </message>
    <message>
        <source>The encoding is off: %1 = E + 0 and %2 = E + 0.</source>
        <translation>位置編碼已關閉：%1 = E + 0，%2 = E + 0。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>維度</translation>
    </message>
    <message>
        <source>PE(%1), not added</source>
        <translation>PE(%1)，未加上</translation>
    </message>
    <message>
        <source>Length ‖%1 − %2‖ = %3</source>
        <translation>長度 ||%1 − %2|| = %3</translation>
    </message>
    <message>
        <source>The candidates are still computed: ‖PE(%1) − PE(%2)‖ = %3, but with the encoding off nothing of it reaches the inputs.</source>
        <translation>候選值仍然會計算：||PE(%1) − PE(%2)|| = %3，但位置編碼關閉時，這些都不會進到輸入裡。</translation>
    </message>
</context>
<context>
    <name>pe::LessonTextPage</name>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
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
        <translation>q = W_Q x，k = W_K x，v = W_V x；weight = softmax(q ⋅ k / sqrt(%1))；O = Σ weight × v。種子 %2。</translation>
    </message>
    <message>
        <source>Token embeddings E (width %1)</source>
        <translation>Token 的 Embedding E（維度 %1）</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
</context>
<context>
    <name>pe::LessonTrainingRunPage</name>
    <message>
        <source>Positions</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Loss at the end</source>
        <translation>最後的損失</translation>
    </message>
    <message>
        <source>Training set</source>
        <translation>訓練集</translation>
    </message>
    <message>
        <source>Test set</source>
        <translation>測試集</translation>
    </message>
    <message>
        <source>Order pairs</source>
        <translation>語序對</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 without positions, %3 with the sinusoid.</source>
        <translation>在 %1 組語序對上：不加位置為 %2，加上 Sinusoidal 編碼為 %3。</translation>
    </message>
    <message>
        <source>Loss and test accuracy per step</source>
        <translation>每一步的損失與測試準確率</translation>
    </message>
</context>
<context>
    <name>pe::LessonWavePlotPage</name>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
</context>
<context>
    <name>pe::LessonWizard</name>
    <message>
        <source>Compare position q</source>
        <translation>比較位置 q</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>課程：%1</translation>
    </message>
    <message>
        <source>Show in &amp;explorer</source>
        <translation>在主視窗顯示(&amp;E)</translation>
    </message>
    <message>
        <source>Show this step&apos;s parameters (d, base, p, q, on/off) in the main window&apos;s views.</source>
        <translation>在主視窗的各個檢視中顯示這個步驟的參數（d、底數、p、q、開／關）。</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
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
        <translation>繼續</translation>
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
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export Image</source>
        <translation>匯出圖片(&amp;E)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>匯出圖片</translation>
    </message>
    <message>
        <source>Save the whole window as a PNG or SVG image</source>
        <translation>將整個視窗儲存為 PNG 或 SVG 圖片</translation>
    </message>
    <message>
        <source>Export &amp;Table as CSV…</source>
        <translation>將表格匯出為 CSV(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Lecture Defaults</source>
        <translation>課堂預設值(&amp;L)</translation>
    </message>
    <message>
        <source>d = 128, positions 0–49, dimensions 0, 1 and 10, as in the lecture</source>
        <translation>與課堂相同：d = 128、位置 0–49、第 0、1、10 維</translation>
    </message>
    <message>
        <source>&amp;Workbench Defaults</source>
        <translation>工作臺預設值(&amp;W)</translation>
    </message>
    <message>
        <source>d = 8, the token “the” at positions 0 and 3, as in the workbench lesson</source>
        <translation>與工作臺課程相同：d = 8，Token「the」在位置 0 與 3</translation>
    </message>
    <message>
        <source>On: x(p) = E + PE(p). Off (the control): x(p) = E + 0.</source>
        <translation>開啟：x(p) = E + PE(p)。關閉（對照組）：x(p) = E + 0。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>工具列</translation>
    </message>
    <message>
        <source>Heatmap &amp;Palette</source>
        <translation>熱力圖配色(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>課程(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Positional Encoding Workbench</source>
        <translation>關於位置編碼工作臺(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>將表格匯出為 CSV</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>About Positional Encoding Workbench</source>
        <translation>關於位置編碼工作臺</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Positional Encoding Workbench %1&lt;/h3&gt;&lt;p&gt;How sinusoidal positional encoding gives a Transformer the order of the words, computed exactly in double precision.&lt;/p&gt;&lt;p&gt;The lessons follow three sources: a Japanese workbench lesson and a Japanese narrative introduction to positional encoding, and a Taiwanese lecture on self-attention and sinusoidal positional embedding.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;位置編碼工作臺 %1&lt;/h3&gt;&lt;p&gt;以倍精度精確計算，呈現 Sinusoidal 位置編碼如何讓 Transformer 得知詞的順序。&lt;/p&gt;&lt;p&gt;課程內容依據三份資料：一份日文的工作臺課程、一篇以敘事方式介紹位置編碼的日文導讀，以及一堂談 Self-Attention 與 Sinusoidal 位置編碼的臺灣課堂講義。&lt;/p&gt;&lt;p&gt;本軟體為自由軟體，依 GNU 通用公共授權條款（GPL）第 3 版或更新版本發布。以 Qt %2 建置，執行於 Qt %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Positional encoding: on</source>
        <translation>位置編碼：開啟</translation>
    </message>
    <message>
        <source>Positional encoding: off</source>
        <translation>位置編碼：關閉</translation>
    </message>
    <message>
        <source>Positional &amp;Encoding</source>
        <translation>位置編碼(&amp;E)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>復原：%1(&amp;U)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>沒有可復原的操作</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>復原：%1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做：%1(&amp;R)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>沒有可重做的操作</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>重做：%1</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>無法寫入「%1」：%2</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>入門(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
    <message>
        <source>The table would hold %1 values (about %2 as CSV); at most %3 values can be exported, as with pe-workbench --table. Show fewer positions or a smaller d.</source>
        <translation>這張表會有 %1 個數值（CSV 約 %2）；與 pe-workbench --table 相同，最多只能匯出 %3 個數值。請減少顯示的位置數，或把 d 調小。</translation>
    </message>
    <message>
        <source>Export cancelled; &quot;%1&quot; was not written.</source>
        <translation>已取消匯出；「%1」沒有寫入。</translation>
    </message>
    <message>
        <source>Writing the table to &quot;%1&quot;…</source>
        <translation>正在將表格匯出到「%1」…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>PNG image, %1 px wide (*.png)</source>
        <translation>PNG 圖片，寬 %1 px (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 圖片 (*.svg)</translation>
    </message>
</context>
<context>
    <name>pe::MainWindow</name>
    <message>
        <source>Positional Encoding Workbench</source>
        <translation>位置編碼工作臺</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>參數</translation>
    </message>
    <message>
        <source>d = %1 · base = %2 · p = %3, q = %4 · ‖x(q) − x(p)‖ = %5</source>
        <translation>d = %1 ⋅ 底數 = %2 ⋅ p = %3，q = %4 ⋅ ||x(q) − x(p)|| = %5</translation>
    </message>
    <message>
        <source>The colours of the heatmap; cividis stays readable with colour vision deficiency.</source>
        <translation>熱力圖的配色；cividis 對色覺差異的人也容易辨讀。</translation>
    </message>
    <message>
        <source>Heatmap pale&amp;tte:</source>
        <translation>熱力圖配色(&amp;T)：</translation>
    </message>
    <message>
        <source>%1[*] — Positional Encoding Workbench</source>
        <translation>%1[*] — 位置編碼工作臺</translation>
    </message>
</context>
<context>
    <name>pe::MismatchLab</name>
    <message>
        <source>Wrong rope_theta: &quot;%1&quot; is not allowed; rope_theta must be a number greater than 1 and at most 10^12, e.g. 10000.</source>
        <translation>錯誤的 rope_theta：不允許「%1」；rope_theta 必須是大於 1、最多 10^12 的數，例如 10000。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; give %3 numbers (one per dimension of the head) separated by spaces or commas, or leave the field empty to draw %1 from the seed.</source>
        <translation>%1：不允許「%2」；請輸入 %3 個數（頭的每個維度一個），以空格或逗號分隔，或留空以由種子產生 %1。</translation>
    </message>
    <message>
        <source>The lab needs a RoPE model: this one rotates no pair.</source>
        <translation>這個實驗需要 RoPE 模型：這個模型沒有旋轉任何一對維度。</translation>
    </message>
    <message>
        <source>This mistake changes nothing for this model: every score stays the same.</source>
        <translation>這個錯誤對這個模型沒有影響：每個分數都一樣。</translation>
    </message>
    <message>
        <source>Largest score error %1, at distance %2.</source>
        <translation>分數誤差最大為 %1，在距離 %2 處。</translation>
    </message>
    <message>
        <source>Some scores are not numbers (the angle overflows the type).</source>
        <translation>有些分數不是數值（角度超出型別的範圍）。</translation>
    </message>
    <message>
        <source>The attention is fine for the first tokens, then moves: a total variation of %1 or more first at query position %2 (largest %3).</source>
        <translation>Attention 在最初幾個 Token 還正常，之後就偏掉了：總變差距離第一次達到 %1 以上是在 query 位置 %2（最大 %3）。</translation>
    </message>
    <message>
        <source>The attention&apos;s total variation stays below %1 up to position %2 (largest %3).</source>
        <translation>Attention 的總變差距離到位置 %2 為止都低於 %1（最大 %3）。</translation>
    </message>
    <message>
        <source>Permutation check: the q and k weight rows permuted (row j·r/2 + i to row 2i + j) with interleaved RoPE give the same scores as the original rows with half pairing; largest difference %1 over positions 0–%2 (seed %3).</source>
        <translation>置換檢查：把 q 和 k 的權重列重新排列（第 j⋅r/2 + i 列移到第 2i + j 列）後用 interleaved 的 RoPE，得到的分數和原本的列用 half 配對方式時相同；位置 0–%2 的最大差為 %1（種子 %3）。</translation>
    </message>
    <message>
        <source>Mismatch lab: the model&apos;s RoPE against one mistake</source>
        <translation>不一致實驗：模型的 RoPE 與犯了一個錯誤的 RoPE</translation>
    </message>
    <message>
        <source>Mistake:</source>
        <translation>錯誤：</translation>
    </message>
    <message>
        <source>other pairing (interleaved)</source>
        <translation>另一種配對方式（interleaved）</translation>
    </message>
    <message>
        <source>wrong rope_theta</source>
        <translation>錯誤的 rope_theta</translation>
    </message>
    <message>
        <source>angles in bfloat16</source>
        <translation>角度用 bfloat16 計算</translation>
    </message>
    <message>
        <source>angles in float16</source>
        <translation>角度用 float16 計算</translation>
    </message>
    <message>
        <source>scaling applied twice</source>
        <translation>縮放套用了兩次</translation>
    </message>
    <message>
        <source>query position off by one</source>
        <translation>query 的位置差一</translation>
    </message>
    <message>
        <source>key position off by one</source>
        <translation>key 的位置差一</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>錯誤</translation>
    </message>
    <message>
        <source>Wrong θ:</source>
        <translation>錯誤的 θ：</translation>
    </message>
    <message>
        <source>Wrong rope_theta</source>
        <translation>錯誤的 rope_theta</translation>
    </message>
    <message>
        <source>The rope_theta the mistaken code uses: a number greater than 1 and at most 10^12</source>
        <translation>出錯的程式碼所用的 rope_theta：大於 1、最多 10^12 的數</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>種子：</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>q is drawn from this seed, k from the next: a whole number from 0 to 2147483647</source>
        <translation>q 由這個種子產生，k 由下一個種子產生：0 到 2147483647 的整數</translation>
    </message>
    <message>
        <source>Positions N:</source>
        <translation>位置數 N：</translation>
    </message>
    <message>
        <source>Positions N</source>
        <translation>位置數 N</translation>
    </message>
    <message>
        <source>The positions 0 … N − 1 the plot covers: a whole number from 2 to %1</source>
        <translation>圖表涵蓋的位置 0 … N − 1：2 到 %1 的整數</translation>
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
        <translation>由種子產生，或每個維度輸入一個數</translation>
    </message>
    <message>
        <source>Query vector q</source>
        <translation>query 向量 q</translation>
    </message>
    <message>
        <source>Key vector k</source>
        <translation>key 向量 k</translation>
    </message>
    <message>
        <source>What the mistake does</source>
        <translation>這個錯誤造成的影響</translation>
    </message>
    <message>
        <source>Permutation check</source>
        <translation>置換檢查</translation>
    </message>
</context>
<context>
    <name>pe::MismatchPlot</name>
    <message>
        <source>Score error and attention change plot</source>
        <translation>分數誤差與 Attention 變化圖</translation>
    </message>
    <message>
        <source>Score error (mistaken − correct) against the distance m − n, query at m = %1</source>
        <translation>分數誤差（錯誤 − 正確）對距離 m − n，query 在 m = %1</translation>
    </message>
    <message>
        <source>Attention weights&apos; total variation against the query&apos;s position m</source>
        <translation>Attention weight 的總變差距離對 query 的位置 m</translation>
    </message>
    <message>
        <source>No model loaded</source>
        <translation>尚未載入模型</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是數值</translation>
    </message>
    <message>
        <source>%1; %2; at distance %3 the score error is %4; at query position %5 the total variation is %6</source>
        <translation>%1；%2；在距離 %3 處分數誤差為 %4；在 query 位置 %5 處總變差距離為 %6</translation>
    </message>
</context>
<context>
    <name>pe::ModelActions</name>
    <message>
        <source>Open Model Settings</source>
        <translation>開啟模型設定</translation>
    </message>
    <message>
        <source>Model settings (*.json)</source>
        <translation>模型設定 (*.json)</translation>
    </message>
    <message>
        <source>Open Mode&amp;l Settings…</source>
        <translation>開啟模型設定(&amp;L)…</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json in the Your model view</source>
        <translation>在「你的模型」檢視中開啟模型的 config.json</translation>
    </message>
    <message>
        <source>Model settings not opened</source>
        <translation>模型設定未能開啟</translation>
    </message>
</context>
<context>
    <name>pe::ModelPairTable</name>
    <message>
        <source>dimensions %1–%2</source>
        <translation>維度 %1–%2</translation>
    </message>
    <message>
        <source>not rotated</source>
        <translation>不旋轉</translation>
    </message>
    <message>
        <source>%1 (dimensions %2, %3)</source>
        <translation>%1（維度 %2、%3）</translation>
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
        <translation>θᵢ′：經過模型縮放後，這一對維度從一個位置到下一個位置轉過的角度</translation>
    </message>
    <message>
        <source>2π/θᵢ′: the positions one full turn takes</source>
        <translation>2π/θᵢ′：轉一整圈所需的位置數</translation>
    </message>
    <message>
        <source>The wavelength divided by the context length: above 1 the pair does not turn once over the context</source>
        <translation>波長除以上下文長度：大於 1 時，這一對維度在整個上下文中轉不到一圈</translation>
    </message>
    <message>
        <source>θᵢ/θᵢ′: how much the scaling slows the pair (1: not at all)</source>
        <translation>θᵢ/θᵢ′：縮放讓這一對維度放慢多少（1：完全沒放慢）</translation>
    </message>
    <message>
        <source>Yes when the pair never turned once in training (L·θᵢ &lt; 2π) and the context needs a larger angle than training reached (N·θᵢ′ &gt; L·θᵢ)</source>
        <translation>這一對維度在訓練時沒轉滿一圈（L⋅θᵢ &lt; 2π），而上下文需要比訓練時更大的角度（N⋅θᵢ′ &gt; L⋅θᵢ）時為「是」</translation>
    </message>
    <message>
        <source>The factor transformers multiplies cos and sin by: the pair&apos;s part of q·k is scaled by its square</source>
        <translation>transformers 乘在 cos 和 sin 上的係數（注意力縮放係數）：這一對維度在 q⋅k 中的貢獻會乘上它的平方</translation>
    </message>
    <message>
        <source>The pair&apos;s index i and the two dimensions of the head it turns together</source>
        <translation>這一對維度的編號 i，以及它一起旋轉的頭的兩個維度</translation>
    </message>
    <message>
        <source>Frequency θ′</source>
        <translation>頻率 θ′</translation>
    </message>
    <message>
        <source>Wavelength</source>
        <translation>波長</translation>
    </message>
    <message>
        <source>Wavelength / context</source>
        <translation>波長 / 上下文長度</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>倍率</translation>
    </message>
    <message>
        <source>Unseen angles</source>
        <translation>未見過的角度</translation>
    </message>
    <message>
        <source>Attention factor</source>
        <translation>注意力縮放係數</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>第幾對</translation>
    </message>
</context>
<context>
    <name>pe::ModelView</name>
    <message>
        <source>Context length N: &quot;%1&quot; is not allowed; the context length must be a whole number from 1 to %2.</source>
        <translation>上下文長度 N：不允許「%1」；上下文長度必須是 1 到 %2 的整數。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>檔案：%1</translation>
    </message>
    <message>
        <source>Open Model Settings</source>
        <translation>開啟模型設定</translation>
    </message>
    <message>
        <source>Model settings (*.json)</source>
        <translation>模型設定 (*.json)</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>模型：</translation>
    </message>
    <message>
        <source>%1 (sample)</source>
        <translation>%1（範例）</translation>
    </message>
    <message>
        <source>Model settings</source>
        <translation>模型設定</translation>
    </message>
    <message>
        <source>A built-in sample of published settings, or the config.json you opened</source>
        <translation>內建的公開設定範例，或你開啟的 config.json</translation>
    </message>
    <message>
        <source>Open config.&amp;json…</source>
        <translation>開啟 config.json(&amp;J)…</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json (Hugging Face format)</source>
        <translation>開啟模型的 config.json（Hugging Face 格式）</translation>
    </message>
    <message>
        <source>Context length N:</source>
        <translation>上下文長度 N：</translation>
    </message>
    <message>
        <source>Context length N</source>
        <translation>上下文長度 N</translation>
    </message>
    <message>
        <source>The positions the model runs over: a whole number from 1 to %1</source>
        <translation>模型要處理的位置數：1 到 %1 的整數</translation>
    </message>
    <message>
        <source>Where the numbers come from</source>
        <translation>數值的來源</translation>
    </message>
    <message>
        <source>What the settings do</source>
        <translation>這些設定的作用</translation>
    </message>
    <message>
        <source>Rotated pairs</source>
        <translation>旋轉的各對維度</translation>
    </message>
</context>
<context>
    <name>pe::PairDistanceBars</name>
    <message>
        <source>candidate %1</source>
        <translation>候選值 %1</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>第 %1 對</translation>
    </message>
    <message>
        <source>Pair %1 (dimensions %2 and %3): denominator %4, period %5</source>
        <translation>第 %1 對（第 %2、%3 維）：分母 %4，週期 %5</translation>
    </message>
    <message>
        <source>angle at p = %1: %2 rad; at q = %3: %4 rad</source>
        <translation>p = %1 的角度：%2 rad；q = %3 的角度：%4 rad</translation>
    </message>
    <message>
        <source>distance between the pair&apos;s (sin, cos) at p and at q: %1 (at most 2, when the two hands point opposite ways)</source>
        <translation>這一對在 p 和 q 的 (sin, cos) 之間的距離：%1（最大為 2，也就是兩根指針方向相反時）</translation>
    </message>
    <message>
        <source>Positional encoding is off: the inputs do not differ; this is the distance of the candidates, not added.</source>
        <translation>位置編碼已關閉：輸入沒有差異；這是候選值之間的距離，並沒有加上。</translation>
    </message>
    <message>
        <source>Distance per pair between p and q</source>
        <translation>p 與 q 之間每對維度的距離</translation>
    </message>
    <message>
        <source>Bars of %1 pairs, p = %2, q = %3; the longest: pair %4, %5</source>
        <translation>%1 對的長條，p = %2、q = %3；最長的是第 %4 對：%5</translation>
    </message>
</context>
<context>
    <name>pe::ParameterPanel</name>
    <message>
        <source>&amp;Dimension d:</source>
        <translation>維度 d(&amp;D)：</translation>
    </message>
    <message>
        <source>Width d of the encoding: an even number of components, %1 to %2. Each pair of components is one wave.</source>
        <translation>位置編碼的維度 d：偶數個數值，%1 到 %2。每一對維度就是一條波。</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>維度 d</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>底數(&amp;B)：</translation>
    </message>
    <message>
        <source>The base of the denominators base^(2i/d); the original Transformer uses 10000. Must be greater than 1.</source>
        <translation>分母 base^(2i/⁠d) 的底數；原始的 Transformer 用 10000。必須大於 1。</translation>
    </message>
    <message>
        <source>Positions &amp;shown:</source>
        <translation>顯示的位置數(&amp;S)：</translation>
    </message>
    <message>
        <source>How many positions (0, 1, 2, …) the views show, 1 to %1.</source>
        <translation>各個檢視要顯示多少個位置（0、1、2……），1 到 %1。</translation>
    </message>
    <message>
        <source>Positions shown</source>
        <translation>顯示的位置數</translation>
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
        <translation>開啟：x(p) = E + PE(p)。關閉（對照組）：x(p) = E + 0，所以同一個 Token 在兩個位置的輸入相同。</translation>
    </message>
    <message>
        <source>Where each pair&apos;s sin and cos components sit in the vector. Interleaved is the original paper&apos;s order.</source>
        <translation>每一對的 sin 和 cos 在向量中放在哪裡。交錯是原始論文的順序。</translation>
    </message>
    <message>
        <source>&amp;Add positional encoding</source>
        <translation>加上位置編碼(&amp;A)</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>排列方式(&amp;Y)：</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底數</translation>
    </message>
    <message>
        <source>The first of the two compared positions of the same token, 0 to %1.</source>
        <translation>同一個 Token 要比較的兩個位置中的第一個，0 到 %1。</translation>
    </message>
    <message>
        <source>The second compared position of the same token, 0 to %1.</source>
        <translation>同一個 Token 要比較的第二個位置，0 到 %1。</translation>
    </message>
    <message>
        <source>Width d in powers of two, %1 to %2: each step doubles or halves d. The field beside it takes any even d.</source>
        <translation>以 2 的次方選擇維度 d，%1 到 %2：每移動一格，d 就加倍或減半。旁邊的欄位可輸入任何偶數 d。</translation>
    </message>
    <message>
        <source>Interleaved (sin, cos, …)</source>
        <translation>交錯（sin, cos, …）</translation>
    </message>
    <message>
        <source>Concatenated (all sin, all cos)</source>
        <translation>串接（先全部 sin，再全部 cos）</translation>
    </message>
</context>
<context>
    <name>pe::PositionalEncodingModel</name>
    <message>
        <source>Position %1, dimension %2 (pair %3, %4)
angle %5 rad, value %6</source>
        <translation>位置 %1，第 %2 維（第 %3 對，%4）
角度 %5 rad，數值 %6</translation>
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
        <translation>第 %1 維
%2</translation>
    </message>
    <message>
        <source>Dimension %1: %2 of pair %3, denominator %4, period %5</source>
        <translation>第 %1 維：第 %3 對的 %2，分母 %4，週期 %5</translation>
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
        <translation>精度誤差熱力圖</translation>
    </message>
    <message>
        <source>%1, %2 dimensions by %3 positions; %4</source>
        <translation>%1，%2 個維度 × %3 個位置；%4</translation>
    </message>
</context>
<context>
    <name>pe::PrecisionPlot</name>
    <message>
        <source>|%1 − double| on a log scale</source>
        <translation>|%1 − double|（對數刻度）</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>不是數字 (NaN)</translation>
    </message>
    <message>
        <source>Position %1, dimension %2</source>
        <translation>位置 %1，第 %2 維</translation>
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
        <translation>誤差：%1</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>first inexact: %1</source>
        <translation>第一個不精確的位置：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n collision(s) marked below the cells</source>
        <translation>
            <numerusform>%n 個碰撞標示在格子下方</numerusform>
        </translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>維度</translation>
    </message>
</context>
<context>
    <name>pe::PrecisionView</name>
    <message>
        <source>First whole position %1 cannot hold: %2.</source>
        <translation>%1 無法精確表示的第一個整數位置：%2。</translation>
    </message>
    <message>
        <source>Collisions and the largest error are found for at most %1 values.</source>
        <translation>碰撞與最大誤差只在數值不超過 %1 個時計算。</translation>
    </message>
    <message>
        <source>Collisions: %1.</source>
        <translation>碰撞：%1。</translation>
    </message>
    <message>
        <source>Largest error %1 at position %2, dimension %3.</source>
        <translation>最大誤差 %1，位於位置 %2、第 %3 維。</translation>
    </message>
    <message>
        <source>From position %1 on the position is infinity: its values are not numbers.</source>
        <translation>從位置 %1 起，位置變成無限大，其數值不是數字。</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>型別：</translation>
    </message>
    <message>
        <source>Computed:</source>
        <translation>計算方式：</translation>
    </message>
    <message>
        <source>all in the type</source>
        <translation>全部用該型別計算</translation>
    </message>
    <message>
        <source>angle in float32</source>
        <translation>角度以 float32</translation>
    </message>
    <message>
        <source>The number type the model holds the table in</source>
        <translation>模型儲存表格所用的數值型別</translation>
    </message>
    <message>
        <source>Number type</source>
        <translation>數值型別</translation>
    </message>
    <message>
        <source>All in the type: position, inverse frequency, angle, sin and cos each rounded to it. Angle in float32: only sin and cos stored in the type.</source>
        <translation>全部用該型別計算：位置、逆頻率、角度、sin 與 cos 各自捨入到該型別。角度用 float32 計算：只有 sin 與 cos 以該型別儲存。</translation>
    </message>
    <message>
        <source>How the table is computed</source>
        <translation>表格的計算方式</translation>
    </message>
</context>
<context>
    <name>pe::PresenterActions</name>
    <message>
        <source>Presenter &amp;Mode</source>
        <translation>簡報模式(&amp;M)</translation>
    </message>
    <message>
        <source>Full screen with large type and high contrast, for a projector (F5; Esc or F5 leaves). In a lesson PageDown / PageUp, Space and the arrow keys step; B blanks the screen.</source>
        <translation>為投影機以全螢幕、大字與高對比顯示（F5；按 Esc 或 F5 離開）。在課程中，PageDown / PageUp、空白鍵與方向鍵切換步驟；B 讓畫面變黑。</translation>
    </message>
    <message>
        <source>Presenter Scree&amp;n</source>
        <translation>簡報模式的螢幕(&amp;N)</translation>
    </message>
    <message>
        <source>Presenter &amp;Zoom</source>
        <translation>簡報模式的縮放(&amp;Z)</translation>
    </message>
    <message>
        <source>Presenter Loo&amp;k</source>
        <translation>簡報模式的外觀(&amp;K)</translation>
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
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>High Contrast, &amp;Light</source>
        <translation>高對比（淺色）(&amp;L)</translation>
    </message>
    <message>
        <source>High Contrast, &amp;Dark</source>
        <translation>高對比（深色）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Automatic (the other screen when there are two)</source>
        <translation>自動(&amp;A)（有兩個螢幕時用另一個）</translation>
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
        <translation>黑畫面</translation>
    </message>
    <message>
        <source>The screen is blanked. Press any key or click to show it again.</source>
        <translation>畫面已變黑。按任意鍵或點一下即可恢復。</translation>
    </message>
</context>
<context>
    <name>pe::PresenterMode</name>
    <message>
        <source>Presenter zoom %1 % (%2 % does not fit %3 × %4).</source>
        <translation>簡報模式縮放 %1 %（%2 % 放不進 %3 × %4）。</translation>
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
        <translation>暫停</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>播放</translation>
    </message>
    <message>
        <source>Stop the animation; t stays where it is.</source>
        <translation>停止動畫；t 停在目前的值。</translation>
    </message>
    <message>
        <source>Animate the shift: t grows by %1 positions a second, up to %2 positions on. Both hands of every pair turn together; the angle between them and the score stay.</source>
        <translation>以動畫推進位移：t 每秒增加 %1 個位置，最多往後 %2 個位置。每一對的兩根指針一起轉動；指針之間的角度和分數都不變。</translation>
    </message>
    <message>
        <source>Draw new seeded random q and k (seed %1 next): other hands, the same identity.</source>
        <translation>用固定種子的亂數產生新的 q 與 k（下一個種子為 %1）：指針不同，恆等式相同。</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>配對方式：</translation>
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
        <translation>每一對（每個鐘面的兩根指針）由哪些維度組成：interleaved，如 RoFormer、GPT-J 與 Llama；或 half，如 GPT-NeoX 與 Hugging Face 的 rotate_half。</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>配對方式</translation>
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
        <translation>同時移動兩個位置：q 移到 m + t，k 移到 n + t。每根指針都轉 t⋅θᵢ；分數不變。</translation>
    </message>
    <message>
        <source>Play the shift</source>
        <translation>播放位移</translation>
    </message>
    <message>
        <source>New q and &amp;k</source>
        <translation>新的 q 與 k(&amp;K)</translation>
    </message>
    <message>
        <source>New q and k</source>
        <translation>新的 q 與 k</translation>
    </message>
    <message>
        <source>First pair:</source>
        <translation>第一對：</translation>
    </message>
    <message>
        <source>First pair</source>
        <translation>第一對</translation>
    </message>
    <message>
        <source>The pair of the first dial shown; the arrow keys and Page Up/Down on the dials move through the pairs too.</source>
        <translation>顯示的第一個鐘面是哪一對；在鐘面上按方向鍵和 Page Up/Down 也能在各對之間移動。</translation>
    </message>
</context>
<context>
    <name>pe::RopeDialGrid</name>
    <message>
        <source>pair %1 · dims %2, %3</source>
        <translation>第 %1 對 ⋅ 第 %2、%3 維</translation>
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
        <translation>分數 (R₍ₘ₊ₜ₎ q)⋅(R₍ₙ₊ₜ₎ k) = %1</translation>
    </message>
    <message>
        <source>Relative score q·(R₍ₙ₋ₘ₎ k) = %1, from n − m = %2 alone: the same number for every t</source>
        <translation>相對分數 q⋅(R₍ₙ₋ₘ₎ k) = %1，只由 n − m = %2 算出：每個 t 都是同一個數</translation>
    </message>
    <message>
        <source>All %1 pairs shown.</source>
        <translation>%1 對全部顯示。</translation>
    </message>
    <message>
        <source>Pairs %1–%2 of %3 shown, %4 hidden: pick others with First pair or the arrow keys.</source>
        <translation>顯示 %3 對中的第 %1–%2 對，另有 %4 對未顯示：可用「第一對」或方向鍵選其他對。</translation>
    </message>
    <message>
        <source>Pair %1: components %2 (x) and %3 (y), θ%4 = %5</source>
        <translation>第 %1 對：第 %2 維 (x) 與第 %3 維 (y)，θ%4 = %5</translation>
    </message>
    <message>
        <source>q&apos;s hand, R₍ₘ₊ₜ₎ q: (%1, %2), angle %3 rad</source>
        <translation>q 的指針 R₍ₘ₊ₜ₎ q：(%1, %2)，角度 %3 rad</translation>
    </message>
    <message>
        <source>k&apos;s hand, R₍ₙ₊ₜ₎ k: (%1, %2), angle %3 rad</source>
        <translation>k 的指針 R₍ₙ₊ₜ₎ k：(%1, %2)，角度 %3 rad</translation>
    </message>
    <message>
        <source>Angle from q&apos;s hand to k&apos;s hand: %1 rad, the same for every t; (n − m)·θ%2 = %3 rad</source>
        <translation>從 q 的指針到 k 的指針的角度：%1 rad，每個 t 都相同；(n − m)⋅θ%2 = %3 rad</translation>
    </message>
    <message>
        <source>The shift turned both hands by t·θ%1 = %2 rad</source>
        <translation>位移讓兩根指針都轉了 t⋅θ%1 = %2 rad</translation>
    </message>
    <message>
        <source>%1 q at m + t = %2 &amp;nbsp;&amp;nbsp; %3 k at n + t = %4 &amp;nbsp;&amp;nbsp; (m = p, n = q, d = %5, base %6; q and k: seeded random, seed %7)</source>
        <translation>%1 q（m + t = %2） &amp;nbsp;&amp;nbsp; %3 k（n + t = %4） &amp;nbsp;&amp;nbsp; （m = p，n = q，d = %5，底數 %6；q 與 k 為固定種子的亂數，種子 %7）</translation>
    </message>
    <message>
        <source>RoPE turns q and k by their positions instead of adding a position vector: pair i at position m is turned by m·θᵢ. Each dial is one pair: q&apos;s hand is the pair&apos;s two components of R₍ₘ₊ₜ₎ q as (x, y), k&apos;s hand those of R₍ₙ₊ₜ₎ k. The shift t turns both hands of every pair by t·θᵢ; the angle between them and the score stay.</source>
        <translation>RoPE 不是加上位置向量，而是依位置旋轉 q 與 k：位置 m 的第 i 對轉 m⋅θᵢ。每個鐘面是一對：q 的指針是 R₍ₘ₊ₜ₎ q 在這一對的兩個維度，當作 (x, y)；k 的指針是 R₍ₙ₊ₜ₎ k 的同樣兩個維度。位移 t 讓每一對的兩根指針都轉 t⋅θᵢ；指針之間的角度和分數都不變。</translation>
    </message>
    <message>
        <source>RoPE dials</source>
        <translation>RoPE 鐘面</translation>
    </message>
    <message>
        <source>RoPE dials of %1 pairs, shift t = %2; %3</source>
        <translation>%1 對的 RoPE 鐘面，位移 t = %2；%3</translation>
    </message>
</context>
<context>
    <name>pe::ScenarioActions</name>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation>開啟情境檔(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a scenario file a teacher prepared</source>
        <translation>開啟老師準備的情境檔</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple</source>
        <translation>開啟範例(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Save Scenario</source>
        <translation>儲存情境檔(&amp;S)</translation>
    </message>
    <message>
        <source>Save the parameters, views, lesson and note as a scenario file</source>
        <translation>把參數、檢視、課程和附註存成情境檔</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>另存情境檔(&amp;A)…</translation>
    </message>
    <message>
        <source>Scenario &amp;Note…</source>
        <translation>情境檔附註(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>pe::ScenarioBanner</name>
    <message>
        <source>Note</source>
        <translation>附註</translation>
    </message>
    <message>
        <source>Note in %1: %2</source>
        <translation>%1 的附註：%2</translation>
    </message>
    <message>
        <source>The scenario&apos;s note</source>
        <translation>情境檔的附註</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Hide the note</source>
        <translation>隱藏附註</translation>
    </message>
</context>
<context>
    <name>pe::ScenarioSession</name>
    <message>
        <source>Open Scenario</source>
        <translation>開啟情境檔</translation>
    </message>
    <message>
        <source>Scenarios (*.%1)</source>
        <translation>情境檔 (*.%1)</translation>
    </message>
    <message>
        <source>Scenario not opened</source>
        <translation>情境檔未能開啟</translation>
    </message>
    <message>
        <source>Scenario not saved</source>
        <translation>情境檔未能儲存</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>情境檔</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>另存情境檔</translation>
    </message>
    <message>
        <source>Scenario Note</source>
        <translation>情境檔附註</translation>
    </message>
    <message>
        <source>A note for the class, shown when the scenario is opened (at most %1 characters):</source>
        <translation>給全班的附註，開啟情境檔時會顯示（最多 %1 個字）：</translation>
    </message>
    <message>
        <source>Unsaved scenario</source>
        <translation>尚未儲存的情境檔</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>情境檔「%1」有尚未儲存的變更。要儲存嗎？</translation>
    </message>
    <message>
        <source>Note shortened</source>
        <translation>附註已縮短</translation>
    </message>
    <message>
        <source>The note has %1 characters; a note has at most %2. The first %2 are kept.</source>
        <translation>這則附註有 %1 個字；附註最多 %2 個字。已保留前 %2 個字。</translation>
    </message>
</context>
<context>
    <name>pe::SchemesChart</name>
    <message>
        <source>Distance profiles of the sinusoid, RoPE and ALiBi</source>
        <translation>Sinusoidal、RoPE 與 ALiBi 的距離曲線</translation>
    </message>
    <message>
        <source>Distance profiles for Δ = 0 to %1, %2 ALiBi heads; at Δ = %3: sinusoid %4, RoPE bound %5, ALiBi head 1 %6</source>
        <translation>Δ = 0 到 %1 的距離曲線，ALiBi 共 %2 個頭；在 Δ = %3：Sinusoidal %4、RoPE 上界 %5、ALiBi 第 1 個頭 %6</translation>
    </message>
</context>
<context>
    <name>pe::SchemesReadoutModel</name>
    <message>
        <source>Sinusoid PE(0)·PE(Δ)</source>
        <translation>Sinusoidal PE(0)⋅PE(Δ)</translation>
    </message>
    <message>
        <source>RoPE decay bound</source>
        <translation>RoPE 衰減上界</translation>
    </message>
    <message>
        <source>ALiBi h%1 (slope %2)</source>
        <translation>ALiBi h%1（斜率 %2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>ALiBi&apos;s bias −slope·Δ, in logits: drawn as it is, on the right axis.</source>
        <translation>ALiBi 的 bias −斜率⋅Δ（單位 logit），不除，照原值畫在右側座標軸上。</translation>
    </message>
    <message>
        <source>Divided by its value at Δ = 0, d/2, so that the curve starts at 1.</source>
        <translation>除以 Δ = 0 時的值 d/2，讓曲線從 1 開始。</translation>
    </message>
    <message>
        <source>Divided by its value at Δ = 0, (d/2 + 1)/2, so that the curve starts at 1.</source>
        <translation>除以 Δ = 0 時的值 (d/2 + 1)/2，讓曲線從 1 開始。</translation>
    </message>
    <message>
        <source>The dot product of the encodings of positions 0 and Δ.</source>
        <translation>位置 0 與位置 Δ 的位置編碼的內積。</translation>
    </message>
    <message>
        <source>The bound on how RoPE&apos;s attention score decays with Δ.</source>
        <translation>RoPE 的 Attention 分數隨 Δ 衰減的上界。</translation>
    </message>
    <message>
        <source>The curve&apos;s value at Δ, not divided, to 6 decimals.</source>
        <translation>曲線在 Δ 的值，未除，到小數點後 6 位。</translation>
    </message>
    <message>
        <source>What the chart divides the value by: its value at Δ = 0, so that the curve starts at 1. ALiBi&apos;s bias is drawn as it is.</source>
        <translation>圖上把數值除以的數：Δ = 0 時的值，讓曲線從 1 開始。ALiBi 的 bias 照原值繪製。</translation>
    </message>
    <message>
        <source>The value as the chart draws it: the exact value divided by the divisor.</source>
        <translation>圖上畫出的值：精確值除以除數。</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>曲線</translation>
    </message>
    <message>
        <source>Exact value</source>
        <translation>精確值</translation>
    </message>
    <message>
        <source>Divisor</source>
        <translation>除數</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>繪製值</translation>
    </message>
</context>
<context>
    <name>pe::SchemesView</name>
    <message>
        <source>ALiBi head count:</source>
        <translation>ALiBi 頭數：</translation>
    </message>
    <message>
        <source>ALiBi heads</source>
        <translation>ALiBi 頭數</translation>
    </message>
    <message>
        <source>How many attention heads ALiBi has, 1 to %1; each head gets its own slope by the paper&apos;s rule.</source>
        <translation>ALiBi 的注意力頭數（1 到 %1）；每個頭依論文的規則有自己的斜率。</translation>
    </message>
    <message>
        <source>Values at the hovered distance</source>
        <translation>游標所在距離的數值</translation>
    </message>
    <message>
        <source>Every curve&apos;s exact value at the hovered distance Δ, to 6 decimals, and what it is divided by on the chart.</source>
        <translation>游標所在距離 Δ 上每條曲線的精確值（小數點後六位），以及圖上所除的值。</translation>
    </message>
    <message>
        <source>Δ = %1, the distance under the pointer (← and → move it)</source>
        <translation>Δ = %1：游標所在的距離（用 ← 和 → 移動）</translation>
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
        <translation>PE(p) 與每個位置的相似度</translation>
    </message>
    <message>
        <source>Similarity of PE(p), p = %1, with PE(k) for k = 0 to %2; at q: %3</source>
        <translation>PE(p)（p = %1）與 k = 0 到 %2 的 PE(k) 的相似度；在 q：%3</translation>
    </message>
</context>
<context>
    <name>pe::StandardStream</name>
    <message>
        <source>it is closed</source>
        <translation>已關閉</translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation>裝置上沒有剩餘空間</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>檔案太大</translation>
    </message>
    <message>
        <source>the reading program has ended</source>
        <translation>讀取端的程式已結束</translation>
    </message>
</context>
<context>
    <name>pe::TrainingAttentionMap</name>
    <message>
        <source>%1: [S] gives %2 the weight %3</source>
        <translation>%1：[S] 給 %2 的權重為 %3</translation>
    </message>
</context>
<context>
    <name>pe::TrainingChart</name>
    <message>
        <source>%1 at step %2: loss %3, test accuracy %4</source>
        <translation>%1，第 %2 步：損失 %3，測試準確率 %4</translation>
    </message>
    <message>
        <source>Loss (training set)</source>
        <translation>損失（訓練集）</translation>
    </message>
    <message>
        <source>Test accuracy</source>
        <translation>測試準確率</translation>
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
        <translation>語序對（%1 組只有語序不同的測試句）：各方法在一對的兩句中答對幾句</translation>
    </message>
    <message>
        <source>Accuracy now</source>
        <translation>目前的準確率</translation>
    </message>
    <message>
        <source>Training set</source>
        <translation>訓練集</translation>
    </message>
    <message>
        <source>Test set</source>
        <translation>測試集</translation>
    </message>
    <message>
        <source>Order pairs</source>
        <translation>語序對</translation>
    </message>
    <message>
        <source>The share of sentences the model answers right; order pairs: on each twin of a pair, the choice between the pair&apos;s two answers</source>
        <translation>模型答對的句子比例；語序對：在一對的每一句上，於這一對的兩個答案中做選擇</translation>
    </message>
    <message>
        <source>Accuracy per scheme</source>
        <translation>各方法的準確率</translation>
    </message>
    <message>
        <source>E&amp;xample:</source>
        <translation>例句(&amp;X)：</translation>
    </message>
    <message>
        <source>The test sentence whose attention weights are shown</source>
        <translation>顯示其 Attention weight 的測試句</translation>
    </message>
    <message>
        <source>Test sentence</source>
        <translation>測試句</translation>
    </message>
    <message>
        <source>Attention of the summary token [S] on each token</source>
        <translation>摘要 Token [S] 對每個 Token 的 Attention weight</translation>
    </message>
    <message>
        <source>Arrow keys pick a cell; its weight is read out to 6 decimals.</source>
        <translation>方向鍵選取一格；它的權重以 6 位小數讀出。</translation>
    </message>
    <message>
        <source>Both right</source>
        <translation>兩句都對</translation>
    </message>
    <message>
        <source>First only</source>
        <translation>只有第一句</translation>
    </message>
    <message>
        <source>Second only</source>
        <translation>只有第二句</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>兩句都錯</translation>
    </message>
    <message>
        <source>Without positions both twins get the same answer, so exactly one of them is right: never both</source>
        <translation>沒有位置時，一對中的兩句得到同一個答案，所以剛好只有一句答對，絕不會兩句都對</translation>
    </message>
    <message>
        <source>Order pairs confusion table</source>
        <translation>語序對的混淆表</translation>
    </message>
    <message>
        <source>Order pairs: how many twins each scheme gets right</source>
        <translation>語序對：各方法在一對的兩句中答對幾句</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 right without positions (the model cannot tell the two orders apart), %3 with %4.</source>
        <translation>在 %1 組語序對上：不加位置答對 %2（模型分不出兩種語序），用 %4 答對 %3。</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 right with %3, the best of the schemes compared.</source>
        <translation>在 %1 組語序對上：比較的方法中最好的是 %3，答對 %2。</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 right without positions: the model cannot tell the two orders apart.</source>
        <translation>在 %1 組語序對上：不加位置答對 %2，模型分不出兩種語序。</translation>
    </message>
</context>
<context>
    <name>pe::TrainingSettingsForm</name>
    <message>
        <source>Task:</source>
        <translation>任務：</translation>
    </message>
    <message>
        <source>who hits whom (你打我, dog bites man)</source>
        <translation>誰打誰（你打我、dog bites man）</translation>
    </message>
    <message>
        <source>which marker comes first</source>
        <translation>哪個標記在前</translation>
    </message>
    <message>
        <source>longer than in training</source>
        <translation>比訓練時更長</translation>
    </message>
    <message>
        <source>What the model learns; every task needs word order</source>
        <translation>模型要學的內容；每個任務都需要語序</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>任務</translation>
    </message>
    <message>
        <source>d:</source>
        <translation>d：</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>維度 d</translation>
    </message>
    <message>
        <source>The model&apos;s width d, an even number from %1 to %2</source>
        <translation>模型維度 d，%1 到 %2 之間的偶數</translation>
    </message>
    <message>
        <source>Model width d</source>
        <translation>模型維度 d</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>步數：</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步數</translation>
    </message>
    <message>
        <source>Updates (mini-batches of 16 sentences), %1 to %2</source>
        <translation>更新次數（每個小批次 16 句），%1 到 %2</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>訓練步數</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>種子：</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>種子</translation>
    </message>
    <message>
        <source>Picks the test split, the first weights and the batches: the same seed gives the same numbers</source>
        <translation>決定測試集的切分、初始權重與批次：相同的種子得到相同的數字</translation>
    </message>
    <message>
        <source>Training length L:</source>
        <translation>訓練長度 L：</translation>
    </message>
    <message>
        <source>Training length L</source>
        <translation>訓練長度 L</translation>
    </message>
    <message>
        <source>Longer task: trained on lengths up to L, tested on L + 1 to 2L</source>
        <translation>「比訓練時更長」任務：訓練時的輸入長度至多 L，測試時為 L + 1 到 2L</translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation>比較：</translation>
    </message>
    <message>
        <source>Train with %1</source>
        <translation>以 %1 訓練</translation>
    </message>
</context>
<context>
    <name>pe::TrainingView</name>
    <message>
        <source>Choose at least one position scheme to train.</source>
        <translation>請至少選擇一個要訓練的位置方法。</translation>
    </message>
    <message>
        <source>The results shown are for the earlier settings: press Train for the new ones.</source>
        <translation>顯示的結果屬於先前的設定：請按「訓練」以新的設定訓練。</translation>
    </message>
    <message>
        <source>Not trained yet: choose the settings and press Train.</source>
        <translation>尚未訓練：請選好設定後按「訓練」。</translation>
    </message>
    <message>
        <source>Training: step %1 of %2…</source>
        <translation>訓練中：第 %1 步，共 %2 步…</translation>
    </message>
    <message>
        <source>Trained: %1 steps each.</source>
        <translation>已訓練：各 %1 步。</translation>
    </message>
    <message>
        <source>Stopped at step %1 of %2.</source>
        <translation>已在第 %1 步停止（共 %2 步）。</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>Train every chosen scheme in the background</source>
        <translation>在背景訓練每個選取的方法</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the training where it is</source>
        <translation>就此停止訓練，保留目前的結果</translation>
    </message>
    <message>
        <source>Loss and test accuracy per step</source>
        <translation>每一步的損失與測試準確率</translation>
    </message>
    <message>
        <source>Left and Right pick a logged step; its numbers are read out to 6 decimals.</source>
        <translation>左右鍵選取一個記錄的步；它的數字以 6 位小數讀出。</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>Stopped at step %1 of %2 when a setting changed: the results shown are for the earlier settings; press Train for the new ones.</source>
        <translation>設定已變更，因此在第 %1 步停止（共 %2 步）：顯示的結果屬於先前的設定，請按「訓練」以新的設定訓練。</translation>
    </message>
    <message>
        <source>Training progress</source>
        <translation>訓練進度</translation>
    </message>
</context>
<context>
    <name>pe::UndoRecorder</name>
    <message>
        <source>Change d</source>
        <translation>變更 d</translation>
    </message>
    <message>
        <source>Change base</source>
        <translation>變更底數</translation>
    </message>
    <message>
        <source>Change layout</source>
        <translation>變更排列方式</translation>
    </message>
    <message>
        <source>Change positions shown</source>
        <translation>變更顯示的位置數</translation>
    </message>
    <message>
        <source>Change position p</source>
        <translation>變更位置 p</translation>
    </message>
    <message>
        <source>Change position q</source>
        <translation>變更位置 q</translation>
    </message>
    <message>
        <source>Switch positional encoding</source>
        <translation>切換位置編碼</translation>
    </message>
    <message>
        <source>Change shown dimensions</source>
        <translation>變更顯示的維度</translation>
    </message>
    <message>
        <source>Pick dimension</source>
        <translation>選取維度</translation>
    </message>
    <message>
        <source>Apply lecture defaults</source>
        <translation>套用課堂預設值</translation>
    </message>
    <message>
        <source>Apply workbench defaults</source>
        <translation>套用工作臺預設值</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>開啟情境檔</translation>
    </message>
</context>
<context>
    <name>pe::ViewRegistry</name>
    <message>
        <source>Waves</source>
        <translation>波</translation>
    </message>
    <message>
        <source>At the top: each chosen dimension as a curve over the positions. The curve holds for every real position; the dots are the values at whole positions, the ones the model gets. Click a curve to pick its dimension.</source>
        <translation>上方：每個選取的維度畫成一條隨位置變化的曲線。曲線對每個實數位置都成立；圓點是整數位置上的值，也就是模型實際拿到的值。點一下曲線即可選取該維度。</translation>
    </message>
    <message>
        <source>Wa&amp;ves…</source>
        <translation>波形(&amp;V)…</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>熱力圖</translation>
    </message>
    <message>
        <source>Below the waves: one row per dimension, one column per position. Click a cell to make its position p and pick its dimension; the wheel zooms, dragging pans, Home shows everything again.</source>
        <translation>波的下方：每一列是一個維度，每一欄是一個位置。點一下格子，該位置就成為 p，並選取該維度；滾輪縮放，拖曳平移，按 Home 鍵回到全部顯示。</translation>
    </message>
    <message>
        <source>&amp;Heatmap…</source>
        <translation>熱力圖(&amp;H)…</translation>
    </message>
    <message>
        <source>Clock hands</source>
        <translation>時鐘指針</translation>
    </message>
    <message>
        <source>Each pair of dimensions as a hand that turns with the position.</source>
        <translation>每一對維度畫成一根隨位置轉動的時鐘指針。</translation>
    </message>
    <message>
        <source>&amp;Clock Hands…</source>
        <translation>時鐘指針(&amp;C)…</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>PE(p) and PE(q) side by side with their difference.</source>
        <translation>並列 PE(p)、PE(q) 與兩者的差。</translation>
    </message>
    <message>
        <source>C&amp;omparison…</source>
        <translation>比較(&amp;O)…</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>相似度</translation>
    </message>
    <message>
        <source>How close PE(p) is to every other position.</source>
        <translation>PE(p) 與其他每個位置有多接近。</translation>
    </message>
    <message>
        <source>&amp;Similarity…</source>
        <translation>相似度(&amp;S)…</translation>
    </message>
    <message>
        <source>Schemes</source>
        <translation>方法比較</translation>
    </message>
    <message>
        <source>The distance profiles of the sinusoid, RoPE and ALiBi on one chart.</source>
        <translation>Sinusoidal、RoPE 與 ALiBi 的距離曲線畫在同一張圖上。</translation>
    </message>
    <message>
        <source>Sch&amp;emes…</source>
        <translation>方法比較(&amp;E)…</translation>
    </message>
    <message>
        <source>RoPE dial</source>
        <translation>RoPE 鐘面</translation>
    </message>
    <message>
        <source>q and k as hands that RoPE turns, pair by pair.</source>
        <translation>RoPE 逐對轉動的 q 與 k，畫成時鐘指針。</translation>
    </message>
    <message>
        <source>&amp;RoPE Dial…</source>
        <translation>RoPE 鐘面(&amp;R)…</translation>
    </message>
    <message>
        <source>Longer contexts</source>
        <translation>較長的上下文</translation>
    </message>
    <message>
        <source>The angles a longer context needs before and after position interpolation, NTK-aware scaling or YaRN.</source>
        <translation>較長的上下文在位置內插、NTK-aware 縮放或 YaRN 之前與之後需要的角度。</translation>
    </message>
    <message>
        <source>&amp;Longer Contexts…</source>
        <translation>較長的上下文(&amp;L)…</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>What float16, bfloat16 and float32 make of the table.</source>
        <translation>float16、bfloat16、float32 把表格變成什麼樣子。</translation>
    </message>
    <message>
        <source>&amp;Precision…</source>
        <translation>精度(&amp;P)…</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>A tiny attention model trained with no positions, the sinusoid, a learned table or RoPE: its loss, its test accuracy and where it looks.</source>
        <translation>用不加位置、Sinusoidal、可學習的位置表或 RoPE 訓練的小小 Attention 模型：它的損失、測試準確率，以及它看向哪裡。</translation>
    </message>
    <message>
        <source>Tra&amp;ining…</source>
        <translation>訓練(&amp;I)…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Every value PE(position)[dimension], to 6 decimals.</source>
        <translation>所有數值 PE(位置)[維度]，到小數點後 6 位。</translation>
    </message>
    <message>
        <source>&amp;Whole Window…</source>
        <translation>整個視窗(&amp;W)…</translation>
    </message>
    <message>
        <source>Left and Right move p, Home and End to the first and the last position; Up and Down pick a curve.</source>
        <translation>以 ← 和 → 移動 p，Home 與 End 跳到第一個與最後一個位置；以 ↑ 和 ↓ 選取曲線。</translation>
    </message>
    <message>
        <source>Shift + arrow keys move a cursor, and Enter makes its cell p and the picked dimension. The arrow keys pan, + and − zoom the positions (with Ctrl the dimensions), Home shows everything.</source>
        <translation>以 Shift + 方向鍵移動游標，按 Enter 讓該格的位置成為 p、維度成為選取的維度。方向鍵平移，+ 與 − 沿位置縮放（按住 Ctrl 則沿維度），Home 顯示全部。</translation>
    </message>
    <message>
        <source>The arrow keys pick a pair, Home and End the first and the last.</source>
        <translation>以方向鍵選取一對維度，Home 與 End 跳到第一對與最後一對。</translation>
    </message>
    <message>
        <source>Left and Right move q, PageUp and PageDown a tenth of the positions, Home and End to the first and the last.</source>
        <translation>以 ← 和 → 移動 q，PageUp 與 PageDown 一次移動位置數的十分之一，Home 與 End 跳到第一個與最後一個位置。</translation>
    </message>
    <message>
        <source>Left and Right move the distance Δ whose values are listed, PageUp and PageDown in larger steps, Home and End to its ends.</source>
        <translation>以 ← 和 → 移動列出數值的距離 Δ，PageUp 與 PageDown 以較大的步幅移動，Home 與 End 跳到兩端。</translation>
    </message>
    <message>
        <source>The arrow keys pick a pair, PageUp and PageDown a page of dials, Home and End the first and the last.</source>
        <translation>以方向鍵選取一對維度，PageUp 與 PageDown 一次翻一頁鐘面，Home 與 End 跳到第一對與最後一對。</translation>
    </message>
    <message>
        <source>Up and Down pick a pair, PageUp and PageDown several at a time, Home and End the first and the last.</source>
        <translation>以 ↑ 和 ↓ 選取一對維度，PageUp 與 PageDown 一次移動數對，Home 與 End 跳到第一對與最後一對。</translation>
    </message>
    <message>
        <source>Left and Right move p, Up and Down the picked dimension, Home and End to the first and the last position.</source>
        <translation>以 ← 和 → 移動 p，以 ↑ 和 ↓ 移動選取的維度，Home 與 End 跳到第一個與最後一個位置。</translation>
    </message>
    <message>
        <source>In the chart, Left and Right pick a logged step, Home and End the first and the last; in the attention map, the arrow keys move the picked cell.</source>
        <translation>在圖表中以 ← 和 → 選取一個記錄的步，Home 與 End 跳到第一步與最後一步；在 Attention 圖中以方向鍵移動選取的格子。</translation>
    </message>
    <message>
        <source>Your model</source>
        <translation>你的模型</translation>
    </message>
    <message>
        <source>A real model&apos;s RoPE settings, pair by pair, and what one mistake in a port does to its scores.</source>
        <translation>真實模型的 RoPE 設定（逐對列出），以及移植時的一個錯誤對分數的影響。</translation>
    </message>
    <message>
        <source>&amp;Your Model…</source>
        <translation>你的模型(&amp;Y)…</translation>
    </message>
    <message>
        <source>In the mismatch lab&apos;s plot, Left and Right move the position whose values are shown, PageUp and PageDown a tenth of the positions, Home and End to the first and the last.</source>
        <translation>在不一致實驗的圖表中，以 ← 和 → 移動顯示數值的位置，PageUp 與 PageDown 一次移動位置數的十分之一，Home 與 End 跳到第一個與最後一個位置。</translation>
    </message>
</context>
<context>
    <name>pe::WaveDescription</name>
    <message>
        <source>Waves of the shown dimensions</source>
        <translation>所顯示維度的波形</translation>
    </message>
    <message>
        <source>Waves of dimensions %1 over positions 0 to %2; p = %3, dimension %4: %5</source>
        <translation>維度 %1 在位置 0 到 %2 的波形；p = %3、維度 %4：%5</translation>
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
        <translation>數值</translation>
    </message>
</context>
<context>
    <name>pe::WorksheetActions</name>
    <message>
        <source>&amp;Print Worksheet…</source>
        <translation>列印學習單(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the open lesson as a handout: every step with its numbers, figure and questions</source>
        <translation>將開啟中的課程列印成學習單：每個步驟都附上數值、圖與問題</translation>
    </message>
    <message>
        <source>Export Worksheet as P&amp;DF…</source>
        <translation>將學習單匯出為 PDF(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the open lesson as a PDF handout</source>
        <translation>將開啟中的課程儲存為 PDF 學習單</translation>
    </message>
    <message>
        <source>Open a lesson first: the worksheet is made from the open lesson.</source>
        <translation>請先開啟課程：學習單是由開啟中的課程產生的。</translation>
    </message>
    <message>
        <source>Export Worksheet as PDF</source>
        <translation>將學習單匯出為 PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>無法寫入「%1」：%2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>Worksheet saved to &quot;%1&quot;.</source>
        <translation>學習單已儲存到「%1」。</translation>
    </message>
    <message>
        <source>Print Worksheet</source>
        <translation>列印學習單</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>學習單</translation>
    </message>
    <message>
        <source>Add the &amp;answer key as the last part</source>
        <translation>在最後附上解答(&amp;A)</translation>
    </message>
    <message>
        <source>Printing failed</source>
        <translation>列印失敗</translation>
    </message>
    <message>
        <source>The worksheet was not printed: %1</source>
        <translation>學習單未能列印：%1</translation>
    </message>
    <message>
        <source>Worksheet sent to the printer.</source>
        <translation>學習單已送到印表機。</translation>
    </message>
    <message>
        <source>Answer Key</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Add the answer key as the last part of the worksheet?</source>
        <translation>要在學習單最後附上解答嗎？</translation>
    </message>
</context>
</TS>
