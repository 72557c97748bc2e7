<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AlibiReport</name>
    <message>
        <source>ALiBi with %1 heads: head h adds −slope_h·(i − j) to the logit of query i for each key j ≤ i.</source>
        <translation>%1 ヘッドの ALiBi：ヘッド h は、query i のロジットに、各 key j ≤ i について −slope_h·(i − j) を加えます（slope_h はヘッド h の傾き）。</translation>
    </message>
    <message>
        <source>Bias of the last query, i = %1, for the keys j = 0 to %1:</source>
        <translation>最後の query（i = %1）が key j = 0～%1 に与えるバイアス：</translation>
    </message>
    <message>
        <source>head</source>
        <translation>ヘッド</translation>
    </message>
    <message>
        <source>slope</source>
        <translation>傾き</translation>
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
        <translation>例題：小さな自己注意</translation>
    </message>
    <message>
        <source>Four tokens A, B, C, D, each an embedding of width 8, and three fixed matrices W_Q, W_K and W_V.</source>
        <translation>四つの token A、B、C、D（それぞれ幅 8 の埋め込み）と、固定した三つの行列 W_Q、W_K、W_V を使います。</translation>
    </message>
    <message>
        <source>Each embedding x becomes a query q = W_Q x, a key k = W_K x and a value v = W_V x.</source>
        <translation>各埋め込み x から、query q = W_Q x、key k = W_K x、value v = W_V x を作ります。</translation>
    </message>
    <message>
        <source>One token&apos;s query meets every key: score = q · k / √d. Softmax turns the scores into attention weights that add up to 1, and the output O is the weighted sum of the values.</source>
        <translation>ある token の query で、すべての key との内積を取ります：スコア = q · k / sqrt(d)。Softmax でスコアを合計 1 のアテンションの重みに変え、出力 O は value の重み付き和になります。</translation>
    </message>
    <message>
        <source>These numbers come from no trained model. They are tenths drawn by a small seeded generator (seed 2017), so every run shows the same ones. The tokens 你, 打 and 我 are used in the next step.</source>
        <translation>これらの数値は、学習済みのモデルから取ったものではありません。シード付きの小さな乱数生成器（シード 2017）で引いた 0.1 刻みの値なので、何度実行しても同じ値になります。token の「你」「打」「我」は次のステップで使います。</translation>
    </message>
    <message>
        <source>Self-attention is permutation-invariant</source>
        <translation>自己注意は置換不変</translation>
    </message>
    <message>
        <source>Swap A and C: the output at D does not change. Without positions, attention cannot see order.</source>
        <translation>A と C を入れ替えても、D の出力は変わりません。位置がなければ、アテンションは順序を見分けられません。</translation>
    </message>
    <message>
        <source>O_D, the output at D, is the sum of weight × value over the four tokens. Swapping A and C swaps their scores, weights and values together, so the weighted sum adds the same four terms in another order.</source>
        <translation>D の出力 O_D は、四つの token についての「重み × value」の和です。A と C を入れ替えると、スコア・重み・value がそろって入れ替わるので、重み付き和は同じ四つの項を別の順番で足すだけです。</translation>
    </message>
    <message>
        <source>“你打我” and “我打你” use the same three characters with opposite meanings. 打 stands in the middle of both; without positions its output is identical. (The last places hold different characters, 我 and 你: each character gets the same output wherever it stands.)</source>
        <translation>「你打我」（あなたが私をたたく）と「我打你」（私があなたをたたく）は同じ 3 文字でできていますが、意味は正反対です。「打」はどちらでも真ん中にあり、位置がなければその出力はまったく同じです。（最後の場所には「我」と「你」という別の文字が入ります。どの文字も、どこにあっても同じ出力になります。）</translation>
    </message>
    <message>
        <source>With the sinusoidal encoding added (positions on), each input depends on its place, and the outputs differ.</source>
        <translation>正弦方式のエンコーディングを加える（位置オン）と、各入力は場所によって変わり、出力も違ってきます。</translation>
    </message>
    <message>
        <source>Is self-attention permutation-invariant or equivariant?</source>
        <translation>自己注意は置換不変でしょうか、それとも置換同変でしょうか？</translation>
    </message>
    <message>
        <source>Both, seen from two sides. One token&apos;s output does not change when the others are shuffled (invariant); shuffling all tokens shuffles the outputs the same way (equivariant).</source>
        <translation>どちらも正しく、見る側面が違うだけです。ほかの token を並べ替えても、ある token の出力は変わりません（不変）。すべての token を並べ替えると、出力も同じように並べ替わります（同変）。</translation>
    </message>
    <message>
        <source>Absolute position vectors</source>
        <translation>絶対位置ベクトル</translation>
    </message>
    <message>
        <source>Give each position k its own vector P_k and add it to the token that stands there.</source>
        <translation>各位置 k に専用のベクトル P_k を用意し、その位置にある token に加えます。</translation>
    </message>
    <message>
        <source>In ABCD, A gets P_0 and B gets P_1; in CBAD, C gets P_0 and A gets P_2.</source>
        <translation>ABCD では A に P_0、B に P_1 が加わり、CBAD では C に P_0、A に P_2 が加わります。</translation>
    </message>
    <message>
        <source>So A at position 0 and A at position 2 are different inputs, E_A + P_0 and E_A + P_2. Attention now sees “A at position 0” and “A at position 2” as two different things.</source>
        <translation>そのため、位置 0 の A と位置 2 の A は、E_A + P_0 と E_A + P_2 という別々の入力になります。これでアテンションにとって、「位置 0 の A」と「位置 2 の A」は別のものになります。</translation>
    </message>
    <message>
        <source>What should P_0, P_1, … look like? The next steps build them from sin and cos (d = 8 here).</source>
        <translation>では、P_0、P_1、… はどんな形にすればよいでしょうか。次のステップから、sin と cos で作っていきます（ここでは d = 8）。</translation>
    </message>
    <message>
        <source>The formula as waves and as a heatmap</source>
        <translation>式を波とヒートマップで見る</translation>
    </message>
    <message>
        <source>P_k[2i] = sin(k / 10000^(2i/d)) and P_k[2i+1] = cos(k / 10000^(2i/d)), where d is the length of P_k and P_k[i] its i-th number.</source>
        <translation>P_k[2i] = sin(k / 10000^(2i/⁠d))、P_k[2i+1] = cos(k / 10000^(2i/⁠d)) です。d は P_k の長さ、P_k[i] はその i 番目の数です。</translation>
    </message>
    <message>
        <source>The numerator k is the position: the larger k, the larger the angle. The denominator depends on the dimension and sets how fast the angle grows. An even dimension takes the sin, the next odd one the cos of the same angle.</source>
        <translation>分子 k は位置で、k が大きいほど角度も大きくなります。分母は次元によって決まり、角度が増える速さを決めます。偶数の次元は sin を、続く奇数の次元は同じ角度の cos を取ります。</translation>
    </message>
    <message>
        <source>Waves: dimension 0 (sin) and dimension 1 (cos) turn fastest; dimension 10 is a sin with a longer period. Here d = %3 and the positions run from 0 to 49.</source>
        <translation>波：次元 0（sin）と次元 1（cos）が最も速く変化し、次元 10 は周期のより長い sin です。ここでは d = %3 で、位置は 0 から 49 までです。</translation>
    </message>
    <message>
        <source>Heatmap: all %3 dimensions over the 50 positions, yellow near +1 and dark blue near −1. Low dimensions change quickly, higher ones ever more slowly.</source>
        <translation>ヒートマップ：50 個の位置にわたる %3 個すべての次元です。黄色は +1 に、濃い青は −1 に近い値です。番号の小さい次元は速く変わり、番号が大きくなるほどゆっくり変わります。</translation>
    </message>
    <message>
        <source>The lecture&apos;s R = 3</source>
        <translation>講義の R = 3</translation>
    </message>
    <message>
        <source>R = 3: P_1 → P_4, P_11 → P_14 and P_101 → P_104.</source>
        <translation>R = 3：P_1 → P_4、P_11 → P_14、P_101 → P_104。</translation>
    </message>
    <message>
        <source>Far apart</source>
        <translation>遠く離れた位置</translation>
    </message>
    <message>
        <source>m − n = 40: the four score terms for a key far from the query.</source>
        <translation>m − n = 40：query から遠く離れた key に対する、スコアの四つの項。</translation>
    </message>
    <message>
        <source>Slow hands</source>
        <translation>遅い針</translation>
    </message>
    <message>
        <source>Position 49: the second hand has turned many times, the hour hand has hardly moved.</source>
        <translation>位置 49：秒針は何周もしていますが、時針はほとんど動いていません。</translation>
    </message>
    <message>
        <source>Order, attention and relative position</source>
        <translation>順序、アテンション、相対位置</translation>
    </message>
    <message>
        <source>Why self-attention needs positions, how sinusoidal position vectors are built, and how they reach the attention score as relative position.</source>
        <translation>自己注意になぜ位置が必要なのか、正弦方式の位置ベクトルをどう作るのか、そしてそれが相対位置としてアテンションスコアにどう届くのかを学びます。</translation>
    </message>
    <message>
        <source>Clock hands and their periods</source>
        <translation>時計の針と周期</translation>
    </message>
    <message>
        <source>Each pair of dimensions (2i, 2i + 1) is a clock hand that turns as the position grows; it goes once round in 2π · 10000^(2i/d) positions.</source>
        <translation>次元の対 (2i, 2i + 1) はそれぞれ時計の針で、位置が進むにつれて回ります。2π · 10000^(2i/⁠d) 位置で一周します。</translation>
    </message>
    <message>
        <source>Setting k / 10000^(2i/d) = 2π gives the period k = 2π · 10000^(2i/d).</source>
        <translation>k / 10000^(2i/⁠d) = 2π とおくと、周期 k = 2π · 10000^(2i/⁠d) が得られます。</translation>
    </message>
    <message>
        <source>At d = 128 there are 64 hands, each with its own speed: pair 0 is like a second hand, pair 32 like a minute hand and pair 63 like an hour hand. A clock has three hands; this one has d/2.</source>
        <translation>d = 128 では針が 64 本あり、回る速さはそれぞれ違います。対 0 は秒針、対 32 は分針、対 63 は時針のようなものです。ふつうの時計の針は 3 本ですが、この時計には d/2 本あります。</translation>
    </message>
    <message>
        <source>The dials show these three hands at your position %2. Choose another width d below to see its periods.</source>
        <translation>文字盤は、選んだ位置 %2 でのこの 3 本の針を示しています。下で別の幅 d を選ぶと、その周期が分かります。</translation>
    </message>
    <message>
        <source>Why does the slowest hand need about 54000 positions for one turn?</source>
        <translation>最も遅い針が一周するのに、約 54000 位置もかかるのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>Its denominator is 10000^(126/128), about 8660, and one turn is an angle of 2π: 2π × 8660 ≈ 54410 positions.</source>
        <translation>分母 10000^(126/128) は約 8660 です。一周は角度 2π なので、必要な位置の数は 2π × 8660 ≈ 54410 になります。</translation>
    </message>
    <message>
        <source>Relative position: P_(k+R) = M_R P_k</source>
        <translation>相対位置：P_(k+R) = M_R P_k</translation>
    </message>
    <message>
        <source>Moving R positions on multiplies the vector by one matrix M_R, whatever position k you start from.</source>
        <translation>R 位置先へ進むことは、どの位置 k から始めても、ベクトルに同じ一つの行列 M_R を掛けることです。</translation>
    </message>
    <message>
        <source>Write Z for 10000^(2i/d). The trig addition formulas give sin((k+R)/Z) = sin(k/Z) cos(R/Z) + cos(k/Z) sin(R/Z) and cos((k+R)/Z) = cos(k/Z) cos(R/Z) − sin(k/Z) sin(R/Z).</source>
        <translation>10000^(2i/⁠d) を Z と書きます。三角加法公式から、sin((k+R)/Z) = sin(k/Z) cos(R/Z) + cos(k/Z) sin(R/Z)、cos((k+R)/Z) = cos(k/Z) cos(R/Z) − sin(k/Z) sin(R/Z) が得られます。</translation>
    </message>
    <message>
        <source>So each pair is turned by a 2 × 2 rotation matrix built from cos(R/Z) and sin(R/Z). Z contains i, so the blocks differ from pair to pair; M_R holds them on its diagonal and zeros elsewhere.</source>
        <translation>つまり各対は、cos(R/Z) と sin(R/Z) でできた 2 × 2 の回転行列で回されます。Z には i が含まれるので、ブロックは対ごとに異なります。M_R はそれらを対角に並べ、ほかはすべてゼロです。</translation>
    </message>
    <message>
        <source>The check multiplies P_k by M_R and compares the result with P_(k+R), for k = 1, 11 and 101 and for a k you choose. R is your position %2.</source>
        <translation>確認では、k = 1、11、101 と自分で選んだ k について P_k に M_R を掛け、結果を P_(k+R) と比べます。R は選んだ位置 %2 です。</translation>
    </message>
    <message>
        <source>Does M_R depend on k?</source>
        <translation>M_R は k によって変わるでしょうか？</translation>
    </message>
    <message>
        <source>No. Its entries are cos(R/Z) and sin(R/Z) only. The same M_3 takes P_1 to P_4, P_11 to P_14 and P_101 to P_104.</source>
        <translation>いいえ。成分は cos(R/Z) と sin(R/Z) だけです。同じ M_3 が、P_1 を P_4 に、P_11 を P_14 に、P_101 を P_104 に移します。</translation>
    </message>
    <message>
        <source>Four terms of the attention score</source>
        <translation>アテンションスコアの四つの項</translation>
    </message>
    <message>
        <source>The score of a query at n for a key at m, (W_Q (x + P_n))ᵀ (W_K (y + P_m)), falls into four terms.</source>
        <translation>位置 n の query と位置 m の key のスコア (W_Q (x + P_n))ᵀ (W_K (y + P_m)) は、四つの項に分かれます。</translation>
    </message>
    <message>
        <source>Content · content, (W_Q x)ᵀ (W_K y), ignores position. Content · position and position · content mix the two. Position · position, P_nᵀ W_Qᵀ W_K P_m, depends on the positions only.</source>
        <translation>内容 · 内容 (W_Q x)ᵀ (W_K y) は位置を見ません。内容 · 位置と位置 · 内容は、両者が混ざった項です。位置 · 位置 P_nᵀ W_Qᵀ W_K P_m は、位置だけで決まります。</translation>
    </message>
    <message>
        <source>With P_m = M_(m−n) P_n the last term becomes P_nᵀ (W_Qᵀ W_K M_(m−n)) P_n: a matrix that depends on m − n, between two copies of P_n. If W_Qᵀ W_K were the identity, it would be P_nᵀ P_m = Σ cos((m − n)/Z), a function of m − n alone.</source>
        <translation>P_m = M_(m−n) P_n を使うと、最後の項は P_nᵀ (W_Qᵀ W_K M_(m−n)) P_n となり、m − n で決まる行列を二つの P_n で挟んだ形になります。もし W_Qᵀ W_K が単位行列なら P_nᵀ P_m = Σ cos((m − n)/Z) となり、m − n だけの関数です。</translation>
    </message>
    <message>
        <source>To be honest, the effect is indirect: the relative part is mixed with absolute positions and content, and only one of the four terms carries it. The terms are shown before the division by √d.</source>
        <translation>正直に言えば、この効果は間接的です。相対的な部分は絶対位置や内容と混ざっていて、それを含むのは四つの項のうち一つだけです。表の項は sqrt(d) で割る前の値です。</translation>
    </message>
    <message>
        <source>Does the sinusoidal encoding make the score depend on relative position alone?</source>
        <translation>正弦方式のエンコーディングによって、スコアは相対位置だけで決まるようになるでしょうか？</translation>
    </message>
    <message>
        <source>No. Only part of the position · position term is purely relative, and only in special cases such as W_Qᵀ W_K = I. The other terms still see absolute positions and content.</source>
        <translation>いいえ。純粋に相対的なのは位置 · 位置の項の一部だけで、それも W_Qᵀ W_K = I のような特別な場合に限られます。ほかの項は、依然として絶対位置と内容を見ています。</translation>
    </message>
    <message>
        <source>Where it leads: relative positions</source>
        <translation>この先：相対位置へ</translation>
    </message>
    <message>
        <source>If the distance between tokens is what matters, why not put it into attention directly?</source>
        <translation>大事なのが token 間の距離なら、それを直接アテンションに入れればよいのではないでしょうか？</translation>
    </message>
    <message>
        <source>The sinusoidal encoding takes a detour: it labels absolute positions, and attention reaches their distance only through M_R.</source>
        <translation>正弦方式のエンコーディングは回り道をしています。絶対位置に印を付けるだけで、アテンションはその距離に M_R を通してしか届きません。</translation>
    </message>
    <message>
        <source>In “the cat ate the fish”, the fish should attend to the cat the same way whether the sentence opens a text or comes 1000 tokens later. What should count is the distance between the two words.</source>
        <translation>「the cat ate the fish」では、この文が文章の冒頭にあっても 1000 token 後にあっても、fish から cat へのアテンションは同じであるべきです。大事なのは、二つの単語の間の距離のはずです。</translation>
    </message>
    <message>
        <source>Here the query is D, the key is A, and m − n = %2 in every column. The last row, with W_Qᵀ W_K = I, is the same in every column; the terms with the toy weights are not.</source>
        <translation>ここでは query が D、key が A で、どの列でも m − n = %2 です。W_Qᵀ W_K = I とした最後の行はどの列でも同じですが、例題の重みでの項は列ごとに違います。</translation>
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
        <translation>query と key の距離 R = m − n（%1～%2）。回転 M_R とスコアの各項がこれに従って変わります。</translation>
    </message>
    <message>
        <source>Query at n = %1, key at m = %2 (R = m − n) · width d = %3 · base 10000</source>
        <translation>query は n = %1、key は m = %2（R = m − n） · 幅 d = %3 · 底 10000</translation>
    </message>
    <message>
        <source>Note: self-attention is not entirely without position information; it hides a little, as the end of the lecture mentions. Like the usual account, this lesson treats it as having none.</source>
        <translation>注：講義の終わりで触れるとおり、自己注意にも位置の情報は少しだけ隠れています。このレッスンでは一般的な説明にならい、ないものとして扱います。</translation>
    </message>
    <message>
        <source>Does a model use it?</source>
        <translation>モデルはそれを使うのでしょうか？</translation>
    </message>
    <message>
        <source>A tiny attention model learns who hits whom in 你打我-style sentences, once without positions and once with the sinusoidal encoding.</source>
        <translation>小さな自己注意のモデルが、「你打我」のような文で誰が誰をたたくかを学習します。一度は位置なしで、もう一度は正弦方式のエンコーディング付きで学習します。</translation>
    </message>
    <message>
        <source>The model: token embeddings of width 16, one self-attention layer, a summary token [S] appended to every sentence, and a classifier that names the one who hits. It is trained for 400 steps on 94 sentences and tested on 32 others.</source>
        <translation>モデルは、幅 16 の token の埋め込み、自己注意の層一つ、どの文の末尾にも付ける要約 token [S]、そしてたたく人を答える分類器でできています。94 文で 400 ステップ学習し、別の 32 文でテストします。</translation>
    </message>
    <message>
        <source>Without positions, 你打我 and 我打你 give [S] exactly the same output, so on such order pairs the model is right on one twin and wrong on the other: 0.5, whatever it learns. With the sinusoid, the same model can tell them apart.</source>
        <translation>位置がなければ、「你打我」と「我打你」は [S] にまったく同じ出力を与えます。そのため、こうした語順の対では一方に正解し、もう一方で間違えます。何を学習しても 0.5 です。正弦方式を加えると、同じモデルが両者を見分けられます。</translation>
    </message>
    <message>
        <source>Here the model uses the position signal because the task needs it and the training rewards it. Try other tasks, widths and schemes in the Training view.</source>
        <translation>ここでモデルが位置の信号を使うのは、課題がそれを必要とし、学習がそれに報いるからです。ほかの課題、幅、方式は「学習」ビューで試せます。</translation>
    </message>
    <message>
        <source>Why can no training lift the order-pairs accuracy without positions above 0.5?</source>
        <translation>位置なしでは、どんな学習でも語順の対の正解率が 0.5 を超えないのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>Both twins hold the same tokens, and without positions self-attention gives [S] the same output for any order: the same answer wins for both, and it is right for only one of them.</source>
        <translation>対の 2 文は同じ token を持ち、位置がなければ自己注意はどの順序でも [S] に同じ出力を与えます。両方で同じ答えが選ばれ、それが正しいのは一方だけです。</translation>
    </message>
    <message>
        <source>Relative positional embeddings skip the detour: they give the score a term for the distance m − n itself. Rotary embeddings (RoPE) rotate queries and keys by their positions, so position enters their product only through m − n, while their content still counts. The lesson “Beyond the sinusoid” tries both.</source>
        <translation>相対位置埋め込みはこの回り道を省き、距離 m − n そのものに対応する項をスコアに加えます。回転位置埋め込み（RoPE）は query と key をそれぞれの位置に応じて回転させるので、位置はその積に m − n を通してだけ入ります。ただし、内容は変わらず積に効きます。レッスン「正弦方式の先へ」で両方を試します。</translation>
    </message>
</context>
<context>
    <name>AttentionTrainingValues</name>
    <message>
        <source>Training steps</source>
        <translation>学習のステップ数</translation>
    </message>
    <message>
        <source>Width d of the model</source>
        <translation>モデルの幅 d</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Order pairs in the test set (like 你打我 and 我打你)</source>
        <translation>テストデータの語順の対（「你打我」と「我打你」のような）</translation>
    </message>
    <message>
        <source>without positions</source>
        <translation>位置なし</translation>
    </message>
    <message>
        <source>with the sinusoidal encoding</source>
        <translation>正弦方式のエンコーディング付き</translation>
    </message>
    <message>
        <source>Loss at the end, %1</source>
        <translation>最終損失、%1</translation>
    </message>
    <message>
        <source>Training accuracy, %1</source>
        <translation>学習データの正解率、%1</translation>
    </message>
    <message>
        <source>Test accuracy, %1</source>
        <translation>テストの正解率、%1</translation>
    </message>
    <message>
        <source>Accuracy on the order pairs, %1</source>
        <translation>語順の対での正解率、%1</translation>
    </message>
</context>
<context>
    <name>AttentionValues</name>
    <message>
        <source>Seed of the generator</source>
        <translation>乱数生成器のシード</translation>
    </message>
    <message>
        <source>Width d of every vector</source>
        <translation>各ベクトルの幅 d</translation>
    </message>
    <message>
        <source>Embedding of %1</source>
        <translation>%1 の埋め込み</translation>
    </message>
    <message>
        <source>%1, row %2</source>
        <translation>%1 の %2 行目</translation>
    </message>
    <message>
        <source>A in ABCD: E_A + P_0</source>
        <translation>ABCD の A：E_A + P_0</translation>
    </message>
    <message>
        <source>A in CBAD: E_A + P_2</source>
        <translation>CBAD の A：E_A + P_2</translation>
    </message>
    <message>
        <source>‖(E_A + P_0) − (E_A + P_2)‖ = ‖P_0 − P_2‖</source>
        <translation>||(E_A + P_0) − (E_A + P_2)|| = ||P_0 − P_2||</translation>
    </message>
    <message>
        <source>Position k shown</source>
        <translation>表示する位置 k</translation>
    </message>
    <message>
        <source>Dimension %1: denominator 10000^(2i/d)</source>
        <translation>次元 %1：分母 10000^(2i/⁠d)</translation>
    </message>
    <message>
        <source>Dimension %1: period (positions)</source>
        <translation>次元 %1：周期（位置数）</translation>
    </message>
    <message>
        <source>P_%1[%2]</source>
        <translation>P_%1[%2]</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>幅 d</translation>
    </message>
    <message>
        <source>Pair i = %1: period 2π · 10000^(2i/d)</source>
        <translation>対 i = %1：周期 2π · 10000^(2i/⁠d)</translation>
    </message>
    <message>
        <source>Pair i = %1: hand at position %2 (rad)</source>
        <translation>対 i = %1：位置 %2 での針の角度（rad）</translation>
    </message>
    <message>
        <source>Pair i = %1: turns at position %2</source>
        <translation>対 i = %1：位置 %2 での周回数</translation>
    </message>
    <message>
        <source>Largest |M_R P_%1 − P_%2|</source>
        <translation>|M_R P_%1 − P_%2| の最大値</translation>
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
        <translation>内容 · 内容（%1）</translation>
    </message>
    <message>
        <source>Content · position, %1</source>
        <translation>内容 · 位置（%1）</translation>
    </message>
    <message>
        <source>Position · content, %1</source>
        <translation>位置 · 内容（%1）</translation>
    </message>
    <message>
        <source>Position · position, %1</source>
        <translation>位置 · 位置（%1）</translation>
    </message>
    <message>
        <source>Whole score, %1</source>
        <translation>スコア全体（%1）</translation>
    </message>
    <message>
        <source>P_nᵀ W_Qᵀ W_K M_(m−n) P_n, %1</source>
        <translation>P_nᵀ W_Qᵀ W_K M_(m−n) P_n（%1）</translation>
    </message>
    <message>
        <source>Position · position with W_Qᵀ W_K = I, %1</source>
        <translation>W_Qᵀ W_K = I のときの位置 · 位置（%1）</translation>
    </message>
    <message>
        <source>Σ cos((m − n) / 10000^(2i/d)) over the pairs</source>
        <translation>全対にわたる Σ cos((m − n) / 10000^(2i/⁠d))</translation>
    </message>
    <message>
        <source>Distance R = m − n</source>
        <translation>距離 R = m − n</translation>
    </message>
    <message>
        <source>Pair %1: Z = 10000^(2i/d)</source>
        <translation>対 %1：Z = 10000^(2i/⁠d)</translation>
    </message>
    <message>
        <source>Pair %1: rotation angle R / Z (rad)</source>
        <translation>対 %1：回転角 R / Z（rad）</translation>
    </message>
    <message>
        <source>Pair %1: block of M_R, row by row</source>
        <translation>対 %1：M_R のブロック（行ごと）</translation>
    </message>
    <message>
        <source>Pair %1: M_R, entry (%2, %3)</source>
        <translation>対 %1：M_R の (%2, %3) 成分</translation>
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
        <translation>幅 d</translation>
    </message>
    <message>
        <source>Training length L</source>
        <translation>学習時の長さ L</translation>
    </message>
    <message>
        <source>Scale s</source>
        <translation>倍率 s</translation>
    </message>
    <message>
        <source>Run length s · L</source>
        <translation>推論時の長さ s · L</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>対の数</translation>
    </message>
    <message>
        <source>Pairs that never turned fully in training</source>
        <translation>学習中に一周しなかった対の数</translation>
    </message>
    <message>
        <source>The first of them</source>
        <translation>そのうち最初の対</translation>
    </message>
    <message>
        <source>Wavelength of pair 0 (positions)</source>
        <translation>対 0 の波長（位置数）</translation>
    </message>
    <message>
        <source>Wavelength of pair %1 (positions)</source>
        <translation>対 %1 の波長（位置数）</translation>
    </message>
    <message>
        <source>Pair %1: angles seen in training, up to L · θ (rad)</source>
        <translation>対 %1：学習中に現れた角度、L · θ まで（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angles needed at s · L (rad)</source>
        <translation>対 %1：s · L で必要な角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angle between tokens Δ apart (rad)</source>
        <translation>対 %1：Δ 離れた token の間の角度（rad）</translation>
    </message>
    <message>
        <source>No rescaling</source>
        <translation>スケーリングなし</translation>
    </message>
    <message>
        <source>Position interpolation</source>
        <translation>位置補間</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware スケーリング</translation>
    </message>
    <message>
        <source>%1: pairs with unseen angles</source>
        <translation>%1：未見の角度がある対の数</translation>
    </message>
    <message>
        <source>%1: largest run band / trained band</source>
        <translation>%1：推論時の範囲 / 学習時の範囲の最大値</translation>
    </message>
    <message>
        <source>%1: pair 0, angle at Δ (rad)</source>
        <translation>%1：対 0、Δ での角度（rad）</translation>
    </message>
    <message>
        <source>%1: slowest pair, angle at Δ (rad)</source>
        <translation>%1：最も遅い対、Δ での角度（rad）</translation>
    </message>
    <message>
        <source>%1: slowest pair, wavelength</source>
        <translation>%1：最も遅い対の波長</translation>
    </message>
    <message>
        <source>NTK-aware: base&apos; = base · s^(d/(d−2))</source>
        <translation>NTK-aware：base&apos; = base · s^(d/(d−2))</translation>
    </message>
    <message>
        <source>YaRN: attention factor 0.1 · ln s + 1</source>
        <translation>YaRN：アテンションの倍率 0.1 · ln s + 1</translation>
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
        <translation>四つの項のうち相対的なのは一つだけ</translation>
    </message>
    <message>
        <source>The sinusoid reaches the score through four terms. At the same distance Δ = %2, only a part of one of them stays the same wherever the two tokens stand.</source>
        <translation>正弦方式は四つの項を通ってスコアに届きます。同じ距離 Δ = %2 でも、二つの token がどこにあっても変わらないのは、そのうち一つの項の一部だけです。</translation>
    </message>
    <message>
        <source>① contains no position at all. ② and ③ each see one absolute position. ④ sees both, but through W_Qᵀ W_K, so it changes from column to column as well; only its part with W_Qᵀ W_K = I depends on Δ alone.</source>
        <translation>① には位置がまったく入っていません。② と ③ はそれぞれ一つの絶対位置を見ます。④ は両方を見ますが、W_Qᵀ W_K を通すので列ごとに変わります。Δ だけで決まるのは、W_Qᵀ W_K = I とした部分だけです。</translation>
    </message>
    <message>
        <source>The spread is the largest value of a row minus its smallest: 0 means the row does not care where the pair stands.</source>
        <translation>ばらつきは、その行の最大値から最小値を引いたものです。0 なら、その行は二つの token の場所に左右されません。</translation>
    </message>
    <message>
        <source>① has no spread. Why does that not make it a relative term?</source>
        <translation>① にはばらつきがありません。それでも相対的な項と言えないのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>It contains no position: it is the same at every distance too. A relative term changes with Δ but not with where the pair stands.</source>
        <translation>位置を含まないので、どの距離でも同じ値になるからです。相対的な項は Δ によって変わり、二つの token の場所によっては変わりません。</translation>
    </message>
    <message>
        <source>Putting the distance into attention</source>
        <translation>距離をアテンションに直接入れる</translation>
    </message>
    <message>
        <source>Instead of labelling every token with its place, hand attention the distance between query and key directly.</source>
        <translation>token ごとに場所のラベルを付ける代わりに、query と key の距離を直接アテンションに渡します。</translation>
    </message>
    <message>
        <source>Shaw, Uszkoreit and Vaswani (2018) learn one vector for each distance, cut off at a maximum, and add it to the key inside the score. T5 learns one number per head for each bucket of distances and adds it to the score.</source>
        <translation>Shaw、Uszkoreit、Vaswani（2018）は、上限で打ち切った距離ごとにベクトルを一つ学習し、スコアの中で key に加えます。T5 は距離の区間ごと、ヘッドごとに数を一つ学習し、スコアに加えます。</translation>
    </message>
    <message>
        <source>Both need tables that are learned and sized for the distances of training. The next schemes need no table: RoPE turns queries and keys by their positions, and ALiBi subtracts a fixed penalty that grows with the distance.</source>
        <translation>どちらも学習する表が必要で、その大きさは学習時の距離に合わせてあります。次に見る方式には表がいりません。RoPE は query と key を位置に応じて回転させ、ALiBi は距離とともに大きくなる固定のペナルティを引きます。</translation>
    </message>
    <message>
        <source>What must a purely relative score give for the same two tokens at (n, m) = (1, 1 + Δ) and at (101, 101 + Δ)?</source>
        <translation>純粋に相対的なスコアなら、同じ二つの token が (n, m) = (1, 1 + Δ) にあるときと (101, 101 + Δ) にあるときで、何が言えるでしょうか？</translation>
    </message>
    <message>
        <source>The same number: only m − n may matter, not n.</source>
        <translation>同じ値になります。効いてよいのは m − n だけで、n ではありません。</translation>
    </message>
    <message>
        <source>Neighbours</source>
        <translation>隣どうし</translation>
    </message>
    <message>
        <source>Δ = 1: the two pairings already disagree for the next token.</source>
        <translation>Δ = 1：隣の token でも、二つの組み方ですでに結果が違います。</translation>
    </message>
    <message>
        <source>Far apart</source>
        <translation>遠く離れた位置</translation>
    </message>
    <message>
        <source>Δ = 1000: the three schemes side by side for a far key.</source>
        <translation>Δ = 1000：遠い key について三つの方式を並べます。</translation>
    </message>
    <message>
        <source>Past training</source>
        <translation>学習の長さを超えて</translation>
    </message>
    <message>
        <source>Δ = 4096, twice the training length: the three rescalings.</source>
        <translation>Δ = 4096（学習時の長さの 2 倍）：三つのスケーリング。</translation>
    </message>
    <message>
        <source>Beyond the sinusoid</source>
        <translation>正弦方式の先へ</translation>
    </message>
    <message>
        <source>RoPE, ALiBi and longer contexts: how position can enter attention as a distance, computed exactly and side by side.</source>
        <translation>RoPE、ALiBi と長いコンテキスト：位置を距離としてアテンションに入れる方法を、正確に計算して並べて比べます。</translation>
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
        <translation>位置 n の query と位置 m の key の距離 Δ = m − n（%1～%2）。このレッスンのすべての数がこれに従って変わります。</translation>
    </message>
    <message>
        <source>Query at n, key at m = n + %2 (Δ = %2) · width d = %3 · base 10000</source>
        <translation>query は n、key は m = n + %2（Δ = %2）· 幅 d = %3 · 底 10000</translation>
    </message>
    <message>
        <source>Longer than training</source>
        <translation>学習時より長い入力</translation>
    </message>
    <message>
        <source>A RoPE model trained on L = 2048 positions is run on s · L = 8192. Its slow pairs then turn to angles they never saw.</source>
        <translation>L = 2048 の位置で学習した RoPE のモデルを、s · L = 8192 の位置で動かします。すると遅い対は、見たことのない角度まで回ります。</translation>
    </message>
    <message>
        <source>A pair whose wavelength is longer than L never completed a turn in training: it saw only the angles from 0 to L · θᵢ. At 4 · L it needs four times that band. Fast pairs went round many times and have seen every angle.</source>
        <translation>波長が L より長い対は、学習中に一周もしていません。見たのは 0 から L · θᵢ までの角度だけです。4 · L ではその 4 倍の範囲が必要になります。速い対は何周もしているので、すべての角度を見ています。</translation>
    </message>
    <message>
        <source>At d = %3 the table counts the pairs that never turned fully. The last rows follow the slowest pair: the band it saw, the band the long run needs, and its angle between two tokens Δ = %2 apart.</source>
        <translation>d = %3 で一周しなかった対を表で数えます。最後の行は最も遅い対について、見た範囲、長い入力で必要な範囲、Δ = %2 離れた二つの token の間の角度を示します。</translation>
    </message>
    <message>
        <source>Why is the fastest pair no problem at 8192 positions?</source>
        <translation>8192 の位置で、最も速い対が問題にならないのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>Its wavelength is 2π, about 6.3 positions: in training it turned about 326 times and met every angle. Only pairs that never completed a turn meet new angles.</source>
        <translation>波長は 2π、約 6.3 位置です。学習中に約 326 周して、すべての角度に出会っています。新しい角度に出会うのは、一周もしなかった対だけです。</translation>
    </message>
    <message>
        <source>Three ways to stretch RoPE</source>
        <translation>RoPE を引き伸ばす三つの方法</translation>
    </message>
    <message>
        <source>Position interpolation, NTK-aware scaling and YaRN change the frequencies so that 8192 positions fit into what training saw.</source>
        <translation>位置補間、NTK-aware スケーリング、YaRN は周波数を変え、8192 の位置が学習で見た範囲に収まるようにします。</translation>
    </message>
    <message>
        <source>Position interpolation divides every θᵢ by s: no angle is new, but neighbours move s times closer. NTK-aware scaling raises the base to base · s^(d/(d−2)): pair 0 keeps its speed, the slowest pair is divided by s, the pairs between get some of both.</source>
        <translation>位置補間はすべての θᵢ を s で割ります。新しい角度は現れませんが、隣どうしが s 倍近づきます。NTK-aware スケーリングは底を base · s^(d/(d−2)) に上げます。対 0 は速さを保ち、最も遅い対は s で割られ、その間の対は両方の性質を少しずつ持ちます。</translation>
    </message>
    <message>
        <source>YaRN divides slow pairs by s and leaves fast ones alone, with a ramp between, and sharpens the softmax by 0.1 · ln s + 1. The table shows each method&apos;s unseen pairs, how far the slow pairs still reach past their band (1: not at all), and the angles at Δ = %2.</source>
        <translation>YaRN は遅い対を s で割り、速い対はそのままにして、その間をランプでつなぎます。さらに softmax を 0.1 · ln s + 1 倍鋭くします。表は方法ごとの未見の対、遅い対が学習時の範囲をどれだけ超えるか（1 ならまったく超えません）、Δ = %2 での角度を示します。</translation>
    </message>
    <message>
        <source>Why does NTK-aware scaling leave pairs with unseen angles?</source>
        <translation>NTK-aware スケーリングで未見の角度がある対が残るのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>What stays true of all of them</source>
        <translation>どの方式にも言えること</translation>
    </message>
    <message>
        <source>Each scheme is a fixed rule computed from positions, not a learned table, and each gives attention a sense of distance.</source>
        <translation>どの方式も、学習する表ではなく位置から計算する決まった規則で、アテンションに距離の感覚を与えます。</translation>
    </message>
    <message>
        <source>The content part never goes away: attention still compares what the tokens are. The schemes differ in where position enters: added to x (sinusoid), turning q and k (RoPE), or subtracted from the score (ALiBi).</source>
        <translation>内容の部分はなくなりません。アテンションは今も token が何であるかを比べています。方式の違いは位置の入る場所です。x に加える（正弦方式）、q と k を回す（RoPE）、スコアから引く（ALiBi）のどれかです。</translation>
    </message>
    <message>
        <source>The table checks it at Δ = %2: over the starts 1, 11 and 101 the sinusoid&apos;s whole score moves, RoPE&apos;s and ALiBi&apos;s do not. The waves of the first lessons live on in RoPE: the same frequencies base^(−2i/d), the same rotations M_R.</source>
        <translation>表で Δ = %2 のときを確かめます。開始位置 1、11、101 で、正弦方式のスコア全体は変わりますが、RoPE と ALiBi は変わりません。最初のレッスンの波は RoPE の中に生きています。同じ周波数 base^(−2i/⁠d)、同じ回転 M_R です。</translation>
    </message>
    <message>
        <source>Each is also built for a range: past its training length a model meets distances or angles it never saw, and a rescaling only moves that limit.</source>
        <translation>どの方式にも想定された範囲があります。学習時の長さを超えると、モデルは見たことのない距離や角度に出会います。スケーリングはその限界を動かすだけです。</translation>
    </message>
    <message>
        <source>A model keeps the sinusoid&apos;s frequencies but applies them as rotations of q and k. What does it gain?</source>
        <translation>正弦方式の周波数はそのままに、q と k の回転として使うモデルは何を得るでしょうか？</translation>
    </message>
    <message>
        <source>The score of two tokens depends on their distance, not on where they stand: RoPE&apos;s shift invariance, which the sinusoid reached in one part of one term only.</source>
        <translation>二つの token のスコアが、場所ではなく距離で決まるようになります。これが RoPE のずらしに対する不変性で、正弦方式では一つの項の一部でしか成り立たなかった性質です。</translation>
    </message>
    <message>
        <source>RoPE: rotate q and k instead of adding to x</source>
        <translation>RoPE：x に加えず q と k を回す</translation>
    </message>
    <message>
        <source>RoPE adds nothing to the embedding. It turns pair i of the query by n · θᵢ and pair i of the key by m · θᵢ, with θᵢ = base^(−2i/d).</source>
        <translation>RoPE は埋め込みに何も加えません。query の対 i を n · θᵢ、key の対 i を m · θᵢ だけ回します（θᵢ = base^(−2i/⁠d)）。</translation>
    </message>
    <message>
        <source>The frequencies are the sinusoid&apos;s, but they act on q = W_Q x and k = W_K x, after the weights, not on x. Here q and k are the toy&apos;s W_Q E_D and W_K E_A; the query stands at n = 1, the key at m = 1 + %2.</source>
        <translation>周波数は正弦方式と同じですが、x ではなく、重みを掛けた後の q = W_Q x と k = W_K x に働きます。ここでの q と k は例題の重みによる W_Q E_D と W_K E_A で、query は n&#xa0;=&#xa0;1、key は m&#xa0;=&#xa0;1&#xa0;+&#xa0;%2 にあります。</translation>
    </message>
    <message>
        <source>A pair&apos;s part of the score is the dot product of two hands, |qᵢ| |kᵢ| cos(the angle between them). The query&apos;s hand turned by n · θᵢ, the key&apos;s by m · θᵢ, so the angle between them changed by (m − n) · θᵢ = Δ · θᵢ, whatever n is.</source>
        <translation>対のスコアへの寄与は二本の針の内積、|qᵢ| |kᵢ| cos（両者の間の角度）です。query の針は n · θᵢ、key の針は m · θᵢ だけ回ったので、間の角度の変化は n によらず (m − n) · θᵢ = Δ · θᵢ です。</translation>
    </message>
    <message>
        <source>What is the RoPE score when the key stands where the query stands (Δ = 0)?</source>
        <translation>key が query と同じ位置にある（Δ = 0）とき、RoPE のスコアはいくつでしょうか？</translation>
    </message>
    <message>
        <source>Exactly q · k: both hands of every pair have turned by the same angle, and turning both leaves their dot product as it was.</source>
        <translation>ちょうど q · k です。どの対でも二本の針が同じ角度だけ回り、両方を回しても内積は変わらないからです。</translation>
    </message>
    <message>
        <source>The score depends on m − n only</source>
        <translation>スコアは m − n だけで決まる</translation>
    </message>
    <message>
        <source>Move both tokens by 10 or by 100 places: RoPE&apos;s score stays the same to the last digit, the sinusoid&apos;s does not.</source>
        <translation>二つの token を 10 や 100 だけずらしても、RoPE のスコアは最後の桁まで変わりませんが、正弦方式のスコアは変わります。</translation>
    </message>
    <message>
        <source>(Rₙ q)·(Rₘ k) = q·(Rₙᵀ Rₘ k) = q·(R₍ₘ₋ₙ₎ k): two turns of the same plane combine into one turn by the difference. The second row computes the score this way, from Δ = %2 alone.</source>
        <translation>(Rₙ q)·(Rₘ k) = q·(Rₙᵀ Rₘ k) = q·(R₍ₘ₋ₙ₎ k)：同じ平面の二つの回転は、差の分の一つの回転にまとまります。2 行目はこの方法で、Δ = %2 だけからスコアを計算しています。</translation>
    </message>
    <message>
        <source>The spread of the RoPE rows is rounding only. The sinusoid&apos;s whole score, with the same tokens and weights, moves by the spread in its row.</source>
        <translation>RoPE の行のばらつきは丸め誤差だけです。同じ token と重みでも、正弦方式のスコア全体はその行のばらつきだけ動きます。</translation>
    </message>
    <message>
        <source>Does RoPE&apos;s score still depend on the tokens?</source>
        <translation>RoPE のスコアは今も token によって変わるでしょうか？</translation>
    </message>
    <message>
        <source>Yes. q and k come from the content; RoPE makes only the position part a function of m − n. Content and distance are still mixed in one product.</source>
        <translation>はい。q と k は内容から作られます。RoPE が m − n だけの関数にするのは位置の部分だけで、内容と距離は一つの積の中で混ざったままです。</translation>
    </message>
    <message>
        <source>Two pairings: interleaved and half</source>
        <translation>二つの組み方：interleaved と half</translation>
    </message>
    <message>
        <source>Which two components form a pair is a choice of the code, (2i, 2i + 1) or (i, i + d/2). A model works only with the pairing it was trained with.</source>
        <translation>どの二つの成分を対にするかはコードの選択で、(2i, 2i + 1) か (i, i + d/2) です。モデルは学習時と同じ組み方でしか正しく動きません。</translation>
    </message>
    <message>
        <source>Interleaved, at d = 8: pairs (0, 1), (2, 3), (4, 5), (6, 7), as in the RoFormer paper, GPT-J and Meta&apos;s Llama code. Half: pairs (0, 4), (1, 5), (2, 6), (3, 7), as in GPT-NeoX and Hugging Face&apos;s rotate_half. Converting weights from one to the other means reordering the rows of W_Q and W_K.</source>
        <translation>interleaved（d = 8）の対は (0, 1)、(2, 3)、(4, 5)、(6, 7) で、RoFormer の論文、GPT-J、Meta の Llama のコードが使います。half の対は (0, 4)、(1, 5)、(2, 6)、(3, 7) で、GPT-NeoX と Hugging Face の rotate_half が使います。重みを一方から他方へ変換するには、W_Q と W_K の行を並べ替える必要があります。</translation>
    </message>
    <message>
        <source>Each pairing is shift-invariant, so no row has a spread. But they turn different components together, so for the same q and k at Δ = %2 they give different scores: weights loaded with the wrong pairing attend differently, and the model breaks.</source>
        <translation>どちらの組み方もずらしに対して不変なので、どの行にもばらつきはありません。しかし一緒に回す成分が違うため、同じ q と k でも Δ = %2 で違うスコアになります。間違った組み方で重みを読み込むとアテンションの向け方が変わり、モデルは壊れます。</translation>
    </message>
    <message>
        <source>At which distance do both pairings agree for every q and k?</source>
        <translation>どんな q と k でも二つの組み方の結果が一致するのは、どの距離でしょうか？</translation>
    </message>
    <message>
        <source>At Δ = 0: nothing is turned relative to anything else, and both give q · k. At other distances they differ in general.</source>
        <translation>Δ = 0 のときです。どの成分も相対的に回転していないので、どちらも q · k になります。それ以外の距離では、一般に違う値になります。</translation>
    </message>
    <message>
        <source>ALiBi: a penalty that grows with distance</source>
        <translation>ALiBi：距離とともに大きくなるペナルティ</translation>
    </message>
    <message>
        <source>ALiBi adds no vector and turns nothing. Each head subtracts slope × distance from the score of every key, before the softmax.</source>
        <translation>ALiBi はベクトルを加えず、何も回しません。各ヘッドは softmax の前に、すべての key のスコアから「傾き × 距離」を引きます。</translation>
    </message>
    <message>
        <source>With 8 heads the slopes are 2^(−8h/8): 1/2, 1/4, … 1/256. A steep head looks mostly at near keys, a flat one still sees far ones. ALiBi&apos;s models look back: the key stands Δ positions before the query.</source>
        <translation>8 ヘッドなら傾きは 2^(−8h/8)、つまり 1/2、1/4、… 1/256 です。傾きの急なヘッドは主に近い key を見て、緩やかなヘッドは遠い key も見ます。ALiBi のモデルは後ろを見るので、key は query より Δ 位置前にあります。</translation>
    </message>
    <message>
        <source>The factor e^bias is what the bias does to a key&apos;s weight before the softmax divides by the sum: at Δ = %2 each head keeps that fraction.</source>
        <translation>係数 e^bias は、softmax が和で割る前に、バイアスが key の重みに与える効果です。Δ = %2 では、各ヘッドがその割合だけ重みを残します。</translation>
    </message>
    <message>
        <source>For a head count that is not a power of two the paper takes the slopes of the next lower power of two, then every other slope of twice that many: 12 heads get the 8 slopes of 8 heads and the 1st, 3rd, 5th and 7th of 16 heads.</source>
        <translation>ヘッド数が 2 のべき乗でないとき、論文はすぐ下の 2 のべき乗の傾きを使い、続けてその 2 倍の数の傾きを一つおきに使います。12 ヘッドなら、8 ヘッドの傾き 8 個と、16 ヘッドの 1、3、5、7 番目です。</translation>
    </message>
    <message>
        <source>Is ALiBi&apos;s bias relative?</source>
        <translation>ALiBi のバイアスは相対的でしょうか？</translation>
    </message>
    <message>
        <source>Purely: −slope · (i − j) depends on the distance only, in every head, and not on the tokens at all.</source>
        <translation>完全に相対的です。−slope · (i − j)（slope は傾き）はどのヘッドでも距離だけで決まり、token にはまったく依存しません。</translation>
    </message>
    <message>
        <source>All three at your distance</source>
        <translation>選んだ距離での三つの方式</translation>
    </message>
    <message>
        <source>How the position signal of each scheme changes with the distance, at Δ = %2, d = %3 and base 10000.</source>
        <translation>各方式の位置の信号が距離とともにどう変わるかを、Δ = %2、d = %3、底 10000 で見ます。</translation>
    </message>
    <message>
        <source>Sinusoidal: PE(0)·PE(Δ) = Σ cos(Δ · ωᵢ), its part of the score when W_Qᵀ W_K = I. RoPE: the RoFormer paper&apos;s bound on its score, (1/(d/2)) Σ_j |Σ_(k&lt;j) e^(iΔθₖ)|, which falls as Δ grows. ALiBi: the bias of head 1, the steepest, and head 8, the flattest.</source>
        <translation>正弦方式：PE(0)·PE(Δ) = Σ cos(Δ · ωᵢ)、W_Qᵀ W_K = I のときのスコアへの寄与です。RoPE：RoFormer の論文によるスコアの上界 (1/(d/2)) Σ_j |Σ_(k&lt;j) e^(iΔθₖ)| で、Δ が大きくなると下がります。ALiBi：傾きが最も急なヘッド 1 と、最も緩やかなヘッド 8 のバイアスです。</translation>
    </message>
    <message>
        <source>The bars put them on one scale: the sinusoid and RoPE as a share of their value at Δ = 0, ALiBi as the factor e^bias. Try Δ = 1, 10, 100 and 1000.</source>
        <translation>棒グラフでは共通の尺度に並べます。正弦方式と RoPE は Δ = 0 での値に対する割合、ALiBi は係数 e^bias です。Δ = 1、10、100、1000 を試してください。</translation>
    </message>
    <message>
        <source>Which of the three is sure to fall further whenever Δ grows?</source>
        <translation>Δ が大きくなるたびに必ず下がり続けるのは、三つのうちどれでしょうか？</translation>
    </message>
    <message>
        <source>ALiBi: −slope · Δ drops by the slope at every step. The sinusoid&apos;s sum swings and can turn negative; RoPE&apos;s bound falls on the whole but wiggles.</source>
        <translation>ALiBi です。−slope · Δ は一歩ごとに傾きの分だけ下がります。正弦方式の和は揺れて負にもなり、RoPE の上界は全体としては下がりますが、細かく上下します。</translation>
    </message>
    <message>
        <source>As in the lesson “Order, attention and relative position”: query D at n, key A at m = n + Δ, the toy weights, d = 8. Each column moves both tokens by the same amount, so the distance stays %2.</source>
        <translation>レッスン「順序、アテンション、相対位置」と同じく、query D は n、key A は m = n + Δ にあり、例題の重みを使い、d = 8 です。列ごとに二つの token を同じだけずらすので、距離は %2 のままです。</translation>
    </message>
    <message>
        <source>It divides only the slowest pair by the full s. The pairs between keep more of their speed, so at 4 · L they still reach a little past the band they saw; the column “Reach past the band” shows how far.</source>
        <translation>s でまるごと割られるのは最も遅い対だけだからです。その間の対は速さを多く残すので、4 · L では見た範囲を少し超えます。どれだけ超えるかは「範囲を超える度合い」の列に出ています。</translation>
    </message>
    <message>
        <source>Your model: a real config.json</source>
        <translation>実際のモデル：config.json を読む</translation>
    </message>
    <message>
        <source>A real model writes its positions into a few lines of config.json. Here are those of Llama 3.1 8B, and what they do to its pairs.</source>
        <translation>実際のモデルは、位置の扱いを config.json の数行に書いています。ここでは Llama 3.1 8B の設定と、それが各対に何をするかを見ます。</translation>
    </message>
    <message>
        <source>rope_theta is RoPE&apos;s base: θᵢ = 1 / rope_theta^(2i/d), with d = head_dim = %3. original_max_position_embeddings is the length L of pre-training. rope_type llama3 names the rule for longer contexts.</source>
        <translation>rope_theta は RoPE の底です：θᵢ = 1 / rope_theta^(2i/d)、d = head_dim = %3。original_max_position_embeddings は事前学習の長さ L です。rope_type llama3 は、長いコンテキストのための規則の名前です。</translation>
    </message>
    <message>
        <source>The rule looks at each pair&apos;s wavelength 2π/θᵢ. Longer than L / low_freq_factor: the pair turns factor times slower. Shorter than L / high_freq_factor: it stays as it is. In the band between, it gets some of both.</source>
        <translation>この規則は各対の波長 2π/θᵢ を見ます。L / low_freq_factor より長ければ、その対は factor 倍ゆっくり回ります。L / high_freq_factor より短ければ、そのままです。その間の帯では、両方を混ぜた速さになります。</translation>
    </message>
    <message>
        <source>The table counts the pairs at a context of N positions. The factor alone takes the slow pairs only to factor · L. Llama 3.1 was then trained further on long texts, with these frequencies.</source>
        <translation>表では、N 位置のコンテキストでの対を数えます。factor だけでは、遅い対は factor · L までしか届きません。Llama 3.1 はその後、この周波数のまま長い文章でさらに学習しました。</translation>
    </message>
    <message>
        <source>Why does the rule leave the fast pairs as they are?</source>
        <translation>この規則が速い対をそのままにするのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>They turned many times in training and have met every angle. Slowing them would only push neighbouring tokens closer together.</source>
        <translation>速い対は学習中に何周も回り、すべての角度を見ています。遅くしても、隣り合う token 同士が近づくだけです。</translation>
    </message>
    <message>
        <source>Your model with the wrong pairing</source>
        <translation>実際のモデル：組み方の間違い</translation>
    </message>
    <message>
        <source>Load the weights with the other pairing and nothing crashes. The first tokens look right; further on, attention drifts to the wrong keys.</source>
        <translation>別の組み方で重みを読み込んでも、エラーにはなりません。最初の数 token は正しく見えますが、先へ進むとアテンションが違う key へずれていきます。</translation>
    </message>
    <message>
        <source>A transformers checkpoint pairs dimension i with i + d/2 (rotate_half); Meta&apos;s original code pairs 2i with 2i + 1. A port that mixes the two without permuting W_Q and W_K gets it wrong, as in transformers#25199 and llama2.c#286.</source>
        <translation>transformers のチェックポイントは次元 i と i + d/2 を対にします（rotate_half）。Meta の元のコードは 2i と 2i + 1 を対にします。W_Q と W_K の行を並べ替えずに両者を混ぜた移植は、transformers#25199 や llama2.c#286 のように間違えます。</translation>
    </message>
    <message>
        <source>Here the same seeded q and k are scored with Llama 3.1&apos;s RoPE and with the other pairing. At distance 0 the score error is 0. Further away it grows; the table also shows it at Δ = %2.</source>
        <translation>ここでは、シードから作った同じ q と k のスコアを、Llama 3.1 の RoPE と別の組み方で計算します。距離 0 ではスコアの誤差は 0 です。離れるほど大きくなります。表には Δ = %2 での値もあります。</translation>
    </message>
    <message>
        <source>The total variation says how much of the attention goes to other keys: 0 means the same weights, 1 completely different ones. The last row is the first query position where it reaches 0.1. Random q and k give flat weights; a trained model attends more sharply, and a wrong score moves more of its attention.</source>
        <translation>全変動距離は、アテンションのどれだけが別の key へ移ったかを表します。0 は同じ重み、1 はまったく違う重みです。最後の行は、それが初めて 0.1 に達する query の位置です。ランダムな q と k では重みが平らですが、学習済みのモデルはもっと鋭く注目するので、誤ったスコアでより多くのアテンションが動きます。</translation>
    </message>
    <message>
        <source>Why is the score error 0 at distance 0, even with the wrong pairing?</source>
        <translation>組み方を間違えても、距離 0 でスコアの誤差が 0 になるのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>There q and k are turned by the same rotation. A rotation keeps dot products: (R q)·(R k) = q·k, with either pairing.</source>
        <translation>そこでは q と k が同じ回転で回されます。回転は内積を変えません：どちらの組み方でも (R q)·(R k) = q·k です。</translation>
    </message>
</context>
<context>
    <name>BeyondModelValues</name>
    <message>
        <source>Context length N</source>
        <translation>コンテキスト長 N</translation>
    </message>
    <message>
        <source>rope_theta (the base)</source>
        <translation>rope_theta（底）</translation>
    </message>
    <message>
        <source>Rotated pairs (head_dim / 2)</source>
        <translation>回す対の数（head_dim / 2）</translation>
    </message>
    <message>
        <source>original_max_position_embeddings: training length L</source>
        <translation>original_max_position_embeddings：学習時の長さ L</translation>
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
        <translation>factor 倍まるごと遅くする対（波長 &gt; L / low_freq_factor）</translation>
    </message>
    <message>
        <source>Pairs in the band between</source>
        <translation>その間の帯にある対</translation>
    </message>
    <message>
        <source>Pairs kept (wavelength &lt; L / high_freq_factor)</source>
        <translation>そのままの対（波長 &lt; L / high_freq_factor）</translation>
    </message>
    <message>
        <source>Attention factor</source>
        <translation>アテンションの倍率</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at N, without the scaling</source>
        <translation>N で未見の角度がある対（スケーリングなし）</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at N, with the scaling</source>
        <translation>N で未見の角度がある対（スケーリングあり）</translation>
    </message>
    <message>
        <source>Context the factor alone covers: factor · L</source>
        <translation>factor だけで届くコンテキスト：factor · L</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at factor · L, with the scaling</source>
        <translation>factor · L で未見の角度がある対（スケーリングあり）</translation>
    </message>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距離 Δ = m − n</translation>
    </message>
    <message>
        <source>Seed of q (k: seed + 1)</source>
        <translation>q のシード（k はシード + 1）</translation>
    </message>
    <message>
        <source>Positions 0 … N − 1: N</source>
        <translation>位置 0 … N − 1 の N</translation>
    </message>
    <message>
        <source>Score error at distance 0 (both at %1)</source>
        <translation>距離 0 でのスコアの誤差（両方とも %1）</translation>
    </message>
    <message>
        <source>Score error at distance 1</source>
        <translation>距離 1 でのスコアの誤差</translation>
    </message>
    <message>
        <source>Score error at distance %1</source>
        <translation>距離 %1 でのスコアの誤差</translation>
    </message>
    <message>
        <source>Largest |score error| over the distances</source>
        <translation>全距離でのスコアの誤差の絶対値の最大値</translation>
    </message>
    <message>
        <source>Its distance</source>
        <translation>その距離</translation>
    </message>
    <message>
        <source>Score error at distance Δ (query at Δ, key at 0)</source>
        <translation>距離 Δ でのスコアの誤差（query は Δ、key は 0）</translation>
    </message>
    <message>
        <source>Total variation of the attention weights, query at %1</source>
        <translation>アテンションの重みの全変動距離（query は %1）</translation>
    </message>
    <message>
        <source>Largest total variation over the query positions</source>
        <translation>全 query 位置での全変動距離の最大値</translation>
    </message>
    <message>
        <source>First query position whose total variation reaches %1</source>
        <translation>全変動距離が初めて %1 に達する query の位置</translation>
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
        <translation>ヘッド数 H</translation>
    </message>
    <message>
        <source>Head %1: slope</source>
        <translation>ヘッド %1：傾き</translation>
    </message>
    <message>
        <source>Head %1: bias −slope · Δ</source>
        <translation>ヘッド %1：バイアス −傾き · Δ</translation>
    </message>
    <message>
        <source>Head %1: factor e^bias on the weight</source>
        <translation>ヘッド %1：重みにかかる係数 e^bias</translation>
    </message>
    <message>
        <source>Slopes of %1 heads</source>
        <translation>%1 ヘッドの傾き</translation>
    </message>
    <message>
        <source>%1 heads, head %2: slope</source>
        <translation>%1 ヘッド、ヘッド %2：傾き</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>幅 d</translation>
    </message>
    <message>
        <source>Sinusoidal PE(0)·PE(0)</source>
        <translation>正弦方式 PE(0)·PE(0)</translation>
    </message>
    <message>
        <source>Sinusoidal PE(0)·PE(Δ)</source>
        <translation>正弦方式 PE(0)·PE(Δ)</translation>
    </message>
    <message>
        <source>Sinusoidal, share of its value at 0</source>
        <translation>正弦方式、0 での値に対する割合</translation>
    </message>
    <message>
        <source>RoPE decay bound at 0</source>
        <translation>RoPE の減衰の上界（0）</translation>
    </message>
    <message>
        <source>RoPE decay bound at Δ</source>
        <translation>RoPE の減衰の上界（Δ）</translation>
    </message>
    <message>
        <source>RoPE, share of its value at 0</source>
        <translation>RoPE、0 での値に対する割合</translation>
    </message>
    <message>
        <source>ALiBi head 1: bias at Δ</source>
        <translation>ALiBi ヘッド 1：Δ でのバイアス</translation>
    </message>
    <message>
        <source>ALiBi head 1: factor e^bias</source>
        <translation>ALiBi ヘッド 1：係数 e^bias</translation>
    </message>
    <message>
        <source>ALiBi head %1: bias at Δ</source>
        <translation>ALiBi ヘッド %1：Δ でのバイアス</translation>
    </message>
    <message>
        <source>ALiBi head %1: factor e^bias</source>
        <translation>ALiBi ヘッド %1：係数 e^bias</translation>
    </message>
    <message>
        <source>Sinusoid: spread of the whole score over the starts</source>
        <translation>正弦方式：開始位置ごとのスコア全体のばらつき</translation>
    </message>
    <message>
        <source>RoPE: spread of the whole score over the starts</source>
        <translation>RoPE：開始位置ごとのスコア全体のばらつき</translation>
    </message>
    <message>
        <source>ALiBi head 1: spread of the bias over the starts</source>
        <translation>ALiBi ヘッド 1：開始位置ごとのバイアスのばらつき</translation>
    </message>
    <message>
        <source>RoPE at Δ = 0: q · k, no rotation left</source>
        <translation>Δ = 0 の RoPE：q · k、回転は残りません</translation>
    </message>
    <message>
        <source>ALiBi: bias at Δ = 0, every head</source>
        <translation>ALiBi：Δ = 0 でのバイアス（すべてのヘッド）</translation>
    </message>
</context>
<context>
    <name>BeyondValues</name>
    <message>
        <source>%1, n = %2</source>
        <translation>%1（n = %2）</translation>
    </message>
    <message>
        <source>Spread of “%1” over the starts</source>
        <translation>「%1」の開始位置ごとのばらつき</translation>
    </message>
    <message>
        <source>Distance Δ = m − n</source>
        <translation>距離 Δ = m − n</translation>
    </message>
    <message>
        <source>① content · content</source>
        <translation>① 内容 · 内容</translation>
    </message>
    <message>
        <source>② content · position</source>
        <translation>② 内容 · 位置</translation>
    </message>
    <message>
        <source>③ position · content</source>
        <translation>③ 位置 · 内容</translation>
    </message>
    <message>
        <source>④ position · position</source>
        <translation>④ 位置 · 位置</translation>
    </message>
    <message>
        <source>Whole score ① + ② + ③ + ④</source>
        <translation>スコア全体 ① + ② + ③ + ④</translation>
    </message>
    <message>
        <source>④ if W_Qᵀ W_K were I</source>
        <translation>W_Qᵀ W_K = I としたときの ④</translation>
    </message>
    <message>
        <source>Query position n</source>
        <translation>query の位置 n</translation>
    </message>
    <message>
        <source>Key position m = n + Δ</source>
        <translation>key の位置 m = n + Δ</translation>
    </message>
    <message>
        <source>Pair %1: θ = base^(−2i/d)</source>
        <translation>対 %1：θ = base^(−2i/⁠d)</translation>
    </message>
    <message>
        <source>Pair %1: angle of Rₙ q (rad)</source>
        <translation>対 %1：Rₙ q の角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angle of Rₘ k (rad)</source>
        <translation>対 %1：Rₘ k の角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: angle between them (rad)</source>
        <translation>対 %1：両者の間の角度（rad）</translation>
    </message>
    <message>
        <source>Pair %1: its part of the score</source>
        <translation>対 %1：スコアへの寄与</translation>
    </message>
    <message>
        <source>Sum of the four parts</source>
        <translation>四つの寄与の和</translation>
    </message>
    <message>
        <source>RoPE score (Rₙ q)·(Rₘ k)</source>
        <translation>RoPE のスコア (Rₙ q)·(Rₘ k)</translation>
    </message>
    <message>
        <source>RoPE: (Rₙ q)·(Rₘ k)</source>
        <translation>RoPE：(Rₙ q)·(Rₘ k)</translation>
    </message>
    <message>
        <source>RoPE from Δ alone: q·(R_Δ k)</source>
        <translation>Δ だけから求めた RoPE：q·(R_Δ k)</translation>
    </message>
    <message>
        <source>Sinusoid added to x: whole score</source>
        <translation>x に加えた正弦方式：スコア全体</translation>
    </message>
    <message>
        <source>Largest |(Rₙ q)·(Rₘ k) − q·(R_Δ k)|</source>
        <translation>|(Rₙ q)·(Rₘ k) − q·(R_Δ k)| の最大値</translation>
    </message>
    <message>
        <source>Trained pairing, interleaved</source>
        <translation>学習時の組み方（interleaved）</translation>
    </message>
    <message>
        <source>Loaded with the half pairing</source>
        <translation>half の組み方で読み込んだ場合</translation>
    </message>
    <message>
        <source>Half minus interleaved</source>
        <translation>half − interleaved</translation>
    </message>
    <message>
        <source>Score at Δ = 0, q · k (both pairings)</source>
        <translation>Δ = 0 のスコア q · k（どちらの組み方でも同じ）</translation>
    </message>
</context>
<context>
    <name>ByteNamedOutput</name>
    <message>
        <source>--output: cannot open the folder of &quot;%1&quot;: %2.</source>
        <translation>--output：「%1」のフォルダーを開けません：%2。</translation>
    </message>
    <message>
        <source>--output: cannot save &quot;%1&quot;: %2.</source>
        <translation>--output：「%1」を保存できません：%2。</translation>
    </message>
</context>
<context>
    <name>ColorMap</name>
    <message>
        <source>Red–blue (diverging)</source>
        <translation>赤–青（発散型）</translation>
    </message>
    <message>
        <source>Cividis (colour-blind safe)</source>
        <translation>Cividis（色覚の多様性に配慮）</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>red = +1, white = 0, blue = −1</source>
        <translation>赤 = +1、白 = 0、青 = −1</translation>
    </message>
    <message>
        <source>yellow = +1, dark blue = −1</source>
        <translation>黄 = +1、濃い青 = −1</translation>
    </message>
    <message>
        <source>yellow = +1, dark purple = −1</source>
        <translation>黄 = +1、濃い紫 = −1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Compare the encodings of positions P and Q (whole numbers from 0 to 2^53), e.g. --compare 0,3.</source>
        <translation>位置 P と Q（0 から 2^53 までの整数）の位置エンコーディングを比較します（例：--compare 0,3）。</translation>
    </message>
    <message>
        <source>Print the encoding table, one row per position.</source>
        <translation>位置エンコーディングの表を、1 位置につき 1 行で出力します。</translation>
    </message>
    <message>
        <source>Show the relative shift by R positions (a whole number from -2^53 to 2^53) as the rotation matrix M_R; needs --from.</source>
        <translation>R 位置分（-2^53 から 2^53 までの整数）の相対移動を回転行列 M_R として表示します。--from が必要です。</translation>
    </message>
    <message>
        <source>The position k the shift starts from (a whole number from 0 to 2^53).</source>
        <translation>移動を始める位置 k（0 から 2^53 までの整数）。</translation>
    </message>
    <message>
        <source>Width d of the encoding: an even whole number from 2 to 65536 (default 8).</source>
        <translation>エンコーディングの幅 d：2 から 65536 までの偶数（既定値 8）。</translation>
    </message>
    <message>
        <source>Switch the positional encoding off: the token gets the same vector at both positions, so the difference is zero.</source>
        <translation>位置エンコーディングをオフにします。token は両方の位置で同じベクトルになるため、差はゼロです。</translation>
    </message>
    <message>
        <source>interleaved (sin, cos, sin, cos, ...; the default) or concatenated (all sin components, then all cos).</source>
        <translation>interleaved（sin, cos, sin, cos, ...。既定値）または concatenated（すべての sin 成分の後にすべての cos 成分）。</translation>
    </message>
    <message>
        <source>Language of the window and the reports: en, ja, zh_TW or zh_CN (default: the system&apos;s language).</source>
        <translation>ウィンドウとレポートの言語：en、ja、zh_TW、zh_CN のいずれか（既定値：システムの言語）。</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>このヘルプを表示して終了します。</translation>
    </message>
    <message>
        <source>Show the version of pe-workbench and Qt and exit.</source>
        <translation>pe-workbench と Qt のバージョンを表示して終了します。</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;: every value follows its option, e.g. --dim 8; see --help.</source>
        <translation>予期しない引数「%1」：値は必ずオプションの後に書きます（例：--dim 8）。--help を参照してください。</translation>
    </message>
    <message>
        <source>--language: &quot;%1&quot; is not available; choose %2.</source>
        <translation>--language：「%1」は使用できません。%2 から選んでください。</translation>
    </message>
    <message>
        <source>The options are %1.</source>
        <translation>オプションは %1 です。</translation>
    </message>
    <message>
        <source>%1: %2 takes no value; write just %2.</source>
        <translation>%1：%2 は値を取りません。%2 だけを書いてください。</translation>
    </message>
    <message>
        <source>See pe-workbench --help.</source>
        <translation>pe-workbench --help を参照してください。</translation>
    </message>
    <message>
        <source>%1 is given %2 times (%3); give it once.</source>
        <translation>%1 が %2 回指定されています（%3）。1 回だけ指定してください。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <source>%1 and %2 cannot be combined; choose one report.</source>
        <translation>%1 と %2 は同時に使えません。レポートを一つ選んでください。</translation>
    </message>
    <message>
        <source>%1: only used in a report; add %2.</source>
        <translation>%1：レポートでのみ使うオプションです。%2 を追加してください。</translation>
    </message>
    <message>
        <source>%1: not used with %2; it belongs to %3.</source>
        <translation>%1：%2 とは一緒に使いません。%3 用のオプションです。</translation>
    </message>
    <message>
        <source>Size of the rendered image in pixels, e.g. 1280x800 (each side 200 to 8192).</source>
        <translation>描画する画像のピクセル数。例：1280x800（各辺 200～8192）。</translation>
    </message>
    <message>
        <source>Colours of the heatmap: viridis (the default), rdbu or cividis.</source>
        <translation>ヒートマップの配色：viridis（既定）、rdbu、cividis。</translation>
    </message>
    <message>
        <source>Base of the wavelengths: a number greater than 1 and at most 10^12 (default 10000).</source>
        <translation>波長の底：1 より大きく 10^12 以下の数（既定値 10000）。</translation>
    </message>
    <message>
        <source>%1 is given %2 times; give it once.</source>
        <translation>%1 が %2 回指定されています。1 回だけ指定してください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; has a space before or after the value; write it without.</source>
        <translation>%1：「%2」は値の前後に空白があります。空白を付けずに書いてください。</translation>
    </message>
    <message>
        <source>RoPE: rotate the query to position M and the key to position N (whole numbers from 0 to 2^53) and print their score, e.g. --rope 3,7.</source>
        <translation>RoPE：query を位置 M、key を位置 N（0 から 2^53 までの整数）に合わせて回転させ、そのスコアを出力します（例：--rope 3,7）。</translation>
    </message>
    <message>
        <source>Which components form RoPE&apos;s pairs: interleaved ((2i, 2i+1), the default) or half ((i, i + d/2)).</source>
        <translation>RoPE の対をどの成分で作るか：interleaved（(2i, 2i+1)、既定値）または half（(i, i + d/2)）。</translation>
    </message>
    <message>
        <source>The query vector of --rope: d numbers separated by commas, each from -10^6 to 10^6 (default: all ones).</source>
        <translation>--rope の query ベクトル：コンマで区切った d 個の数。それぞれ -10^6 から 10^6 まで（既定値：すべて 1）。</translation>
    </message>
    <message>
        <source>The key vector of --rope: d numbers separated by commas, each from -10^6 to 10^6 (default: all ones).</source>
        <translation>--rope の key ベクトル：コンマで区切った d 個の数。それぞれ -10^6 から 10^6 まで（既定値：すべて 1）。</translation>
    </message>
    <message>
        <source>ALiBi: print each head&apos;s slope and the bias of the last query for every key; needs --heads.</source>
        <translation>ALiBi：各ヘッドの傾きと、最後の query が各 key に与えるバイアスを出力します。--heads が必要です。</translation>
    </message>
    <message>
        <source>Number of attention heads for --alibi and --profile alibi: a whole number from 1 to 1024 (default 8 for --profile).</source>
        <translation>--alibi と --profile alibi のアテンションヘッドの数：1 から 1024 までの整数（--profile では既定値 8）。</translation>
    </message>
    <message>
        <source>Number of positions for --alibi: a whole number from 1 to 4096 (default 8).</source>
        <translation>--alibi の位置の数：1 から 4096 までの整数（既定値 8）。</translation>
    </message>
    <message>
        <source>Print how a scheme&apos;s signal changes with the distance alone: sinusoidal, rope or alibi.</source>
        <translation>方式の信号が距離だけでどう変わるかを出力します：sinusoidal、rope、alibi のいずれか。</translation>
    </message>
    <message>
        <source>Distances 0 to N-1 for --profile: a whole number from 1 to 100000 (default 64).</source>
        <translation>--profile の距離 0～N-1：N は 1 から 100000 までの整数（既定値 64）。</translation>
    </message>
    <message>
        <source>Rescale RoPE&apos;s frequencies for a longer context: pi (position interpolation), ntk (NTK-aware) or yarn; needs --scale and --train-length.</source>
        <translation>より長いコンテキストに合わせて RoPE の周波数を変換します：pi（位置補間）、ntk（NTK-aware）、yarn のいずれか。--scale と --train-length が必要です。</translation>
    </message>
    <message>
        <source>Open a scenario file (.pewscenario): alone it opens the window as the file was saved; with --render or --worksheet it supplies their parameters (options given as well win), and --render scenario / --worksheet scenario show the file&apos;s lesson step or window. The file name alone, pe-workbench FILE.pewscenario, opens it too.</source>
        <translation>シナリオファイル（.pewscenario）を開きます。単独で使うと、保存したときの状態でウィンドウを開きます。--render や --worksheet と一緒に使うと、そのパラメータをファイルから取ります（同時に指定したオプションが優先されます）。--render scenario と --worksheet scenario は、ファイルのレッスンのステップまたはウィンドウを出力します。ファイル名だけを渡しても（pe-workbench FILE.pewscenario）開きます。</translation>
    </message>
    <message>
        <source>Print what a number type does to the table over --positions: float16, bfloat16 or float32 (the largest error and where, collisions, the first whole position it cannot hold).</source>
        <translation>数値型が --positions の範囲の表に与える影響を表示します：float16、bfloat16、float32 のいずれか（最大の誤差とその場所、衝突、その型で正確に表せない最初の整数位置）。</translation>
    </message>
    <message>
        <source>How --precision computes the table: all (position, inverse frequency, angle, sin and cos each rounded to the type; the default) or angle-float32 (the angle in float32, sin and cos stored in the type).</source>
        <translation>--precision が表を計算する方法：all（位置・逆周波数・角度・sin・cos をそれぞれその型に丸めます。既定値）または angle-float32（角度は float32 で計算し、sin と cos をその型で保存します）。</translation>
    </message>
    <message>
        <source>Print the nearest pair of positions among 0 to N-1 (--positions N, default 50): the two whose encodings are closest, in double.</source>
        <translation>位置 0 から N-1 の中で最も近い対を表示します（--positions N、既定値 50）：double で計算したエンコーディングが最も近い二つの位置です。</translation>
    </message>
    <message>
        <source>Open the window with a lesson: workbench, why-waves, attention or beyond.</source>
        <translation>レッスンを開いた状態でウィンドウを起動します：workbench、why-waves、attention、beyond。</translation>
    </message>
    <message>
        <source>The lesson&apos;s number: the position compared with 0 in workbench (1 to 32, default 3), your position in why-waves (1 to 100000, default 1000), the distance R in attention (1 to 49, default 3), the distance Δ in beyond (1 to 8192, default 3).</source>
        <translation>レッスンで使う数：workbench では位置 0 と比べる位置（1～32、既定は 3）、why-waves では選んだ位置（1～100000、既定は 1000）、attention では距離 R（1～49、既定は 3）、beyond では距離 Δ（1～8192、既定は 3）。</translation>
    </message>
    <message>
        <source>Number of positions the model was trained on: a whole number from 1 to 2^53; with --train longer the longest training input, 2 to 16 (default 8), tested on up to 2L.</source>
        <translation>モデルが学習した位置の数：1 から 2^53 までの整数。--train longer では学習時の最長の入力で、2 から 16（既定値 8）。テストでは 2L までの入力を使います。</translation>
    </message>
    <message>
        <source>Train a tiny attention model and print its loss and accuracies: who-hits (the subject of 你打我, dog bites man), which-first (which of two marked tokens comes first) or longer (which-first, tested on longer inputs); needs --scheme.</source>
        <translation>小さなアテンションモデルを学習させ、損失と正解率を出力します。who-hits（你打我、dog bites man の主語）、which-first（印の付いた二つの token のどちらが先か）、longer（which-first を、より長い入力でテスト）から選びます。--scheme が必要です。</translation>
    </message>
    <message>
        <source>The position scheme of --train: none, sinusoidal (added to the embeddings), learned (a trained table) or rope (rotating q and k).</source>
        <translation>--train の位置の方式：none、sinusoidal（埋め込みに加算）、learned（学習する位置表）、rope（q と k を回転）。</translation>
    </message>
    <message>
        <source>Training steps of --train: a whole number from 1 to 100000 (default 400).</source>
        <translation>--train の学習ステップ数：1 から 100000 までの整数（既定値 400）。</translation>
    </message>
    <message>
        <source>Start in presenter mode: the window (or --lesson, or the scenario&apos;s lesson) full screen with large type and high contrast; with --render, draw in that look.</source>
        <translation>プレゼンターモードで起動します。ウィンドウ（または --lesson、シナリオのレッスン）を全画面にし、大きな文字とハイコントラストで表示します。--render と一緒に使うと、その見た目で描画します。</translation>
    </message>
    <message>
        <source>With --presenter: light or dark (default: the one chosen last).</source>
        <translation>--presenter と一緒に：light（明るい）または dark（暗い）（既定：最後に選んだもの）。</translation>
    </message>
    <message>
        <source>With --presenter: the type size in per cent, 125 to 250 (default: the one chosen last, at first 150).</source>
        <translation>--presenter と一緒に：文字の大きさ（パーセント）、125 ～ 250（既定：最後に選んだもの、初回は 150）。</translation>
    </message>
    <message>
        <source>The file to write: the image of --render (a name ending in .png or .svg) or the handout of --worksheet --format pdf or html.</source>
        <translation>書き出すファイル：--render の画像（末尾が .png または .svg の名前）、または --worksheet --format pdf / html の配布資料です。</translation>
    </message>
    <message>
        <source>Print a lesson as a handout in the chosen language: --format markdown or json to standard output (with the answer key), pdf or html to --output FILE (figures included; --answers adds the answer key).</source>
        <translation>レッスンを選んだ言語の配布資料として出力します。--format markdown または json は標準出力へ（解答付き）、pdf または html は --output FILE へ（図付き。--answers で解答を加えます）。</translation>
    </message>
    <message>
        <source>With --worksheet --format pdf or html: add the answer key as the last part.</source>
        <translation>--worksheet --format pdf / html で、最後に解答を付けます。</translation>
    </message>
    <message>
        <source>--scenario: the file name is empty; name a .%1 file.</source>
        <translation>--scenario：ファイル名が空です。.%1 ファイルを指定してください。</translation>
    </message>
    <message>
        <source>How many times longer the context is than in training: a number from 10^-6 to 10^6.</source>
        <translation>コンテキストが学習時の何倍の長さか：10^-6 から 10^6 までの数。</translation>
    </message>
    <message>
        <source>Draw a view without opening a window and save it with --output: %1, or lesson:ID:N for step N of a lesson, counted from 1 as the lesson shows it.</source>
        <translation>ウィンドウを開かずにビューを描き、--output で保存します：%1、またはレッスンのステップ N を表す lesson:ID:N（ステップはレッスンの表示と同じく 1 から数えます）。</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>Rows of the table: N for positions 0 to N-1, A-B for A to B inclusive (default 50); at most 10^8 values in all. With --rope-mismatch: the positions 0 to N-1, N from 1 to 1000 (default 64).</source>
        <translation>表の行：N なら位置 0 から N-1 まで、A-B なら A から B まで（両端を含む。既定値 50）。値は合計 10^8 個までです。--rope-mismatch では位置 0 から N-1 まで、N は 1 から 1000 まで（既定値 64）。</translation>
    </message>
    <message>
        <source>Seed of --train&apos;s data split, weights and batches, or of --rope-mismatch&apos;s q and k: a whole number from 0 to 2^53 (default 1); the same seed gives the same numbers.</source>
        <translation>--train のデータの分割、重み、バッチを決めるシード、または --rope-mismatch の q と k を決めるシード：0 から 2^53 までの整数（既定値 1）。同じシードからは同じ数値が出ます。</translation>
    </message>
    <message>
        <source>Score the same seeded q and k with a model&apos;s correct RoPE and with one mistake: pairing (interleaved instead of half), theta (rope_theta 10000, or 500000 for a model at 10000), bfloat16 or float16 (the angles computed in that type), double-scaling (the context scaling applied twice) or offset (the query one position too far). Without --model-config: the built-in Llama 2 7B sample (head dimension 128, rope_theta 10000).</source>
        <translation>同じシード付き乱数の q と k を、モデルの正しい RoPE と一つの誤りを入れた RoPE でスコアにします。誤りは pairing（half の代わりに interleaved）、theta（rope_theta 10000、rope_theta が 10000 のモデルでは 500000）、bfloat16 または float16（角度をその型で計算）、double-scaling（コンテキストのスケーリングを二重にかける）、offset（クエリの位置が一つ先）から選びます。--model-config がなければ内蔵の Llama 2 7B の例（ヘッドの次元 128、rope_theta 10000）を使います。</translation>
    </message>
    <message>
        <source>text or json for --compare, --shift, --rope, --alibi, --context-scaling, --precision, --nearest, --train and --model-config (default text); csv or json for --table and --profile (default csv); text, json or csv for --rope-mismatch (default text).</source>
        <translation>--compare、--shift、--rope、--alibi、--context-scaling、--precision、--nearest、--train、--model-config では text または json（既定値 text）、--table と --profile では csv または json（既定値 csv）、--rope-mismatch では text、json、csv のいずれか（既定値 text）。</translation>
    </message>
    <message>
        <source>Print a model&apos;s RoPE settings from its config.json (Hugging Face style): the rope type, the attention factor and, per rotated pair, its frequency, wavelength, scaling factor and whether the context reaches angles training never saw. With --rope-mismatch: the model the mistake is made in; with --render model: the model drawn.</source>
        <translation>モデルの config.json（Hugging Face 形式）から RoPE の設定を表示します：rope type、アテンションの倍率、そして回転する対ごとの周波数、波長、スケーリングの倍率、コンテキストが学習で一度も見なかった角度に届くかどうか。--rope-mismatch と併せると、誤りを持ち込むモデルを指定します。--render model と併せると、描くモデルを指定します。</translation>
    </message>
    <message>
        <source>The context length N of --model-config and --render model: a whole number from 1 to 2^31 (default: the file&apos;s max_position_embeddings).</source>
        <translation>--model-config と --render model のコンテキスト長 N：1 から 2^31 までの整数（既定値はファイルの max_position_embeddings）。</translation>
    </message>
</context>
<context>
    <name>ComparisonReport</name>
    <message>
        <source>Positional encoding of the same token at positions p = %1 and q = %2</source>
        <translation>位置 p = %1 と q = %2 にある同じ token の位置エンコーディング</translation>
    </message>
    <message>
        <source>d = %1, base = %2, layout: %3</source>
        <translation>d = %1、底 = %2、配置：%3</translation>
    </message>
    <message>
        <source>Encoding on: each position adds its own PE vector to the token&apos;s embedding.</source>
        <translation>エンコーディングはオンです。各位置で、その位置の PE ベクトルを token の埋め込みに加えます。</translation>
    </message>
    <message>
        <source>Encoding off: both positions get the bare embedding, so the difference is zero.</source>
        <translation>エンコーディングはオフです。両方の位置が埋め込みそのものを受け取るため、差はゼロです。</translation>
    </message>
    <message>
        <source>PE(%1) and PE(%2) below show what switching it on would add.</source>
        <translation>下の PE(%1) と PE(%2) は、オンにしたときに加わる値を示します。</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>次元</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>対</translation>
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
        <translation>差の長さ ||PE(%1) − PE(%2)|| = %3</translation>
    </message>
    <message>
        <source>Length of the difference = %1 (the encoding is off)</source>
        <translation>差の長さ = %1（エンコーディングはオフ）</translation>
    </message>
    <message>
        <source>With the encoding on it would be ‖PE(%1) − PE(%2)‖ = %3</source>
        <translation>エンコーディングをオンにすると ||PE(%1) − PE(%2)|| = %3</translation>
    </message>
    <message>
        <source>Pairs: angle = position / denominator, period = 2π × denominator</source>
        <translation>成分対：角度 = 位置 / 分母、周期 = 2π × 分母</translation>
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
        <translation>%1 での角度</translation>
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
        <translation>位置補間</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware スケーリング</translation>
    </message>
    <message>
        <source>YaRN</source>
        <translation>YaRN</translation>
    </message>
    <message>
        <source>Trained on L = %1 positions, run on s·L = %2 (s = %3); d = %4, base = %5</source>
        <translation>L = %1 位置で学習し、s·L = %2 位置で推論（s = %3）。d = %4、底 = %5</translation>
    </message>
    <message>
        <source>Position interpolation: θᵢ′ = θᵢ / s, so s·L·θᵢ′ = L·θᵢ.</source>
        <translation>位置補間：θᵢ′ = θᵢ / s なので、s·L·θᵢ′ = L·θᵢ になります。</translation>
    </message>
    <message>
        <source>NTK-aware scaling needs d of at least 4 (its exponent is d/(d − 2)); d is %1.</source>
        <translation>NTK-aware スケーリングには 4 以上の d が必要です（指数が d/(d − 2) のため）。いまの d は %1 です。</translation>
    </message>
    <message>
        <source>NTK-aware scaling: base&apos; = base·s^(d/(d−2)) = %1, θᵢ′ = base&apos;^(−2i/d).</source>
        <translation>NTK-aware スケーリング：底を base&apos; = base·s^(d/(d−2)) = %1 にし、θᵢ′ = base&apos;^(−2i/⁠d) とします。</translation>
    </message>
    <message>
        <source>YaRN: θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ, the ramp γᵢ rising from r_i = L/λᵢ = 1 to 32; attention factor √(1/t) = 1, as s ≤ 1.</source>
        <translation>YaRN：θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ。ランプ γᵢ は r_i = L/λᵢ = 1 から 32 にかけて上がります。s ≤ 1 なので、アテンションの倍率は sqrt(1/t) = 1 です。</translation>
    </message>
    <message>
        <source>YaRN: θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ, the ramp γᵢ rising from r_i = L/λᵢ = 1 to 32; attention factor √(1/t) = 0.1·ln s + 1 = %1.</source>
        <translation>YaRN：θᵢ′ = (1 − γᵢ)·θᵢ/s + γᵢ·θᵢ。ランプ γᵢ は r_i = L/λᵢ = 1 から 32 にかけて上がります。アテンションの倍率 sqrt(1/t) = 0.1·ln s + 1 = %1。</translation>
    </message>
    <message>
        <source>Before scaling (θᵢ′ = θᵢ): %1 of %2 pairs with unseen angles</source>
        <translation>スケーリング前（θᵢ′ = θᵢ）：%2 対のうち %1 対に未見の角度</translation>
    </message>
    <message>
        <source>After position interpolation: %1 of %2 pairs with unseen angles</source>
        <translation>位置補間の後：%2 対のうち %1 対に未見の角度</translation>
    </message>
    <message>
        <source>After NTK-aware scaling: %1 of %2 pairs with unseen angles</source>
        <translation>NTK-aware スケーリングの後：%2 対のうち %1 対に未見の角度</translation>
    </message>
    <message>
        <source>After YaRN: %1 of %2 pairs with unseen angles</source>
        <translation>YaRN の後：%2 対のうち %1 対に未見の角度</translation>
    </message>
    <message>
        <source>Angle in radians, logarithmic (×10 per grid line); every band starts at 0, beyond the left edge</source>
        <translation>角度（ラジアン、対数目盛：目盛線ごとに ×10）。どの帯も左端の外の 0 から始まります</translation>
    </message>
    <message>
        <source>Pair i</source>
        <translation>対 i</translation>
    </message>
    <message>
        <source>Training [0, L·θᵢ)</source>
        <translation>学習 [0, L·θᵢ)</translation>
    </message>
    <message>
        <source>Run [0, s·L·θᵢ′)</source>
        <translation>推論時 [0, s·L·θᵢ′)</translation>
    </message>
    <message>
        <source>Unseen angles</source>
        <translation>未見の角度</translation>
    </message>
    <message>
        <source>One turn (2π)</source>
        <translation>一周（2π）</translation>
    </message>
    <message>
        <source>Pair %1</source>
        <translation>対 %1</translation>
    </message>
    <message>
        <source>θᵢ = %1, θᵢ′ = %2</source>
        <translation>θᵢ = %1、θᵢ′ = %2</translation>
    </message>
    <message>
        <source>Wavelength %1 before, %2 after</source>
        <translation>波長：スケーリング前 %1、後 %2</translation>
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
        <translation>学習 [0, %1)</translation>
    </message>
    <message>
        <source>Run before scaling [0, %1): unseen angles</source>
        <translation>推論時（スケーリング前）[0, %1)：未見の角度</translation>
    </message>
    <message>
        <source>Run before scaling [0, %1)</source>
        <translation>推論時（スケーリング前）[0, %1)</translation>
    </message>
    <message>
        <source>Run after scaling [0, %1): unseen angles</source>
        <translation>推論時（スケーリング後）[0, %1)：未見の角度</translation>
    </message>
    <message>
        <source>Run after scaling [0, %1)</source>
        <translation>推論時（スケーリング後）[0, %1)</translation>
    </message>
    <message>
        <source>Ramp γᵢ = %1</source>
        <translation>ランプ γᵢ = %1</translation>
    </message>
</context>
<context>
    <name>ContextScalingReport</name>
    <message>
        <source>Position interpolation: every frequency θᵢ becomes θᵢ / s.</source>
        <translation>位置補間：各周波数 θᵢ が θᵢ / s になります。</translation>
    </message>
    <message>
        <source>NTK-aware scaling: the base becomes base·s^(d/(d−2)) = %1.</source>
        <translation>NTK-aware スケーリング：底が base·s^(d/(d−2)) = %1 になります。</translation>
    </message>
    <message>
        <source>YaRN: pairs with fewer than α = 1 turns in training are interpolated (θᵢ / s), pairs with more than β = 32 turns are kept, a ramp in between; attention factor √(1/t) = 0.1·ln s + 1 = %1.</source>
        <translation>YaRN：学習中の回転が α = 1 周より少ない対は補間し（θᵢ / s）、β = 32 周より多い対はそのまま残し、その間はランプでつなぎます。アテンションの倍率 sqrt(1/t) = 0.1·ln s + 1 = %1。</translation>
    </message>
    <message>
        <source>Trained on L = %1 positions, run on s·L = %2 (s = %3); d = %4, base = %5.</source>
        <translation>L = %1 位置で学習し、s·L = %2 位置で推論（s = %3）。d = %4、底 = %5。</translation>
    </message>
    <message>
        <source>Unseen: the pair never completed a turn in training (L·θᵢ &lt; 2π) and the longer run turns it further (s·L·θᵢ′ &gt; L·θᵢ).</source>
        <translation>未見：その対は学習中に一周もせず（L·θᵢ &lt; 2π）、長い入力ではそれより先まで回ります（s·L·θᵢ′ &gt; L·θᵢ）。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>対</translation>
    </message>
    <message>
        <source>wavelength</source>
        <translation>波長</translation>
    </message>
    <message>
        <source>scaled wavelength</source>
        <translation>変換後の波長</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>未見</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
</context>
<context>
    <name>DimensionList</name>
    <message>
        <source>No dimension given: enter dimensions from 0 to %1, e.g. &quot;0, 1, 10&quot; or &quot;0-7&quot;.</source>
        <translation>次元が指定されていません。0 から %1 までの次元を入力してください（例：「0, 1, 10」や「0-7」）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dimension: enter whole numbers from 0 to %2, e.g. &quot;0, 1, 10&quot; or &quot;0-7&quot;.</source>
        <translation>「%1」は次元ではありません。0 から %2 までの整数を入力してください（例：「0, 1, 10」や「0-7」）。</translation>
    </message>
    <message>
        <source>Dimension %1 does not exist for d = %2: dimensions run from 0 to %3.</source>
        <translation>d = %2 に次元 %1 はありません。次元は 0 から %3 までです。</translation>
    </message>
    <message>
        <source>The range &quot;%1&quot; runs backwards: write the smaller dimension first.</source>
        <translation>範囲「%1」が逆順です。小さいほうの次元を先に書いてください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2 dimensions: at most %3 can be shown at once.</source>
        <translation>「%1」は %2 個の次元を指定しています。一度に表示できるのは %3 個までです。</translation>
    </message>
    <message>
        <source>%1 dimensions given: at most %2 can be shown at once.</source>
        <translation>%1 個の次元が指定されています。一度に表示できるのは %2 個までです。</translation>
    </message>
</context>
<context>
    <name>FileWriter</name>
    <message>
        <source>the data could not be written completely</source>
        <translation>データを最後まで書き込めませんでした</translation>
    </message>
    <message>
        <source>the export was cancelled</source>
        <translation>エクスポートは取り消されました</translation>
    </message>
</context>
<context>
    <name>HeadlessRender</name>
    <message>
        <source>--render: &quot;%1&quot; is not a view.</source>
        <translation>--render：「%1」はビューではありません。</translation>
    </message>
    <message>
        <source>--output: could not write &quot;%1&quot;: %2.</source>
        <translation>--output：「%1」を書き込めませんでした：%2。</translation>
    </message>
    <message>
        <source>--size: %1x%2 is too small for %3; the smallest size it can be drawn at is %4x%5.</source>
        <translation>--size：%1x%2 は %3 には小さすぎます。描画できる最小の大きさは %4x%5 です。</translation>
    </message>
</context>
<context>
    <name>HeatmapPlot</name>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Positional encoding: d = %1, base %2, positions 0–%3</source>
        <translation>位置エンコーディング：d = %1、底 %2、位置 0–%3</translation>
    </message>
    <message>
        <source>Marked dimensions have periods shorter than two pixels: each pixel shows a mean close to 0 (aliasing limit)</source>
        <translation>印の付いた次元は周期が 2 ピクセルより短く、各ピクセルは 0 に近い平均値を示します（エイリアシングの限界）</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>次元</translation>
    </message>
    <message>
        <source>Positional encoding: d = %1, base %2, positions %3–%4 of 0–%5</source>
        <translation>位置エンコーディング：d = %1、底 %2、位置 %3–%4（全体 0–%5）</translation>
    </message>
    <message>
        <source>d = %1, base %2, positions 0–%3</source>
        <translation>d = %1、底 %2、位置 0–%3</translation>
    </message>
    <message>
        <source>d = %1, base %2, positions %3–%4 of 0–%5</source>
        <translation>d = %1、底 %2、位置 %3–%4（全体 0–%5）</translation>
    </message>
</context>
<context>
    <name>HeatmapToolTip</name>
    <message>
        <source>Dimension %1
%2</source>
        <translation>次元 %1
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
        <translation>位置 %1–%2 の平均（%3 個の位置）</translation>
    </message>
    <message>
        <source>Dimension %1: %2 of pair %3 (period %4)</source>
        <translation>次元 %1：対 %3 の %2（周期 %4）</translation>
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
        <translation>値 %1</translation>
    </message>
</context>
<context>
    <name>HelpText</name>
    <message>
        <source>Usage:</source>
        <translation>使い方：</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>オプション：</translation>
    </message>
    <message>
        <source>JSON and CSV numbers carry 17 significant digits, so they read back exactly; text reports show 6 decimals.</source>
        <translation>JSON と CSV の数値は有効数字 17 桁なので、読み込み直しても元の値に正確に戻ります。テキストのレポートは小数 6 桁で表示します。</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>例：</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1（Qt %2 でビルド）</translation>
    </message>
    <message>
        <source>Each option may be given once. A value is taken exactly as written: no spaces around it, numbers in the digits 0 to 9.</source>
        <translation>各オプションは 1 回だけ指定できます。値は書かれたとおりに読み取ります。前後に空白を付けず、数は 0～9 の数字で書いてください。</translation>
    </message>
    <message>
        <source>Exit status: 0 on success; 2 when an option or a value is not accepted, or when the output cannot be written (a full disk, a closed standard output), with one line on standard error that names the problem.</source>
        <translation>終了ステータス：成功すれば 0。オプションや値が受け付けられないとき、または出力を書き込めないとき（ディスクがいっぱい、標準出力が閉じられているなど）は 2 で、問題を示す 1 行を標準エラー出力に書きます。</translation>
    </message>
    <message>
        <source>The Positional Encoding Workbench shows how sinusoidal positional encoding gives a Transformer&apos;s input a position signal: PE(p)[2i] = sin(p / base^(2i/d)) and PE(p)[2i+1] = cos(p / base^(2i/d)). Whether a model learns to use the signal depends on its training, which the workbench does not cover.</source>
        <translation>位置エンコーディング作業台は、正弦方式の位置エンコーディングが Transformer の入力に位置の信号をどう与えるかを示します：PE(p)[2i] = sin(p / base^(2i/⁠d))、PE(p)[2i+1] = cos(p / base^(2i/⁠d))。モデルがその信号を使うことを学ぶかどうかは訓練次第で、作業台では扱いません。</translation>
    </message>
    <message>
        <source>When the reading program ends early (pe-workbench --table | head), the report stops there: exit status 2 and that one line. The largest runs take minutes (--train longer --dim 64 --steps 100000 about 4, a --table of 10^8 values about half of one); on a terminal they show their progress on standard error, elsewhere nothing.</source>
        <translation>読み取る側のプログラムが途中で終わると（pe-workbench --table | head）、レポートはそこで止まります。終了ステータスは 2 で、その 1 行を書きます。最大の実行には数分かかります（--train longer --dim 64 --steps 100000 で約 4 分、10^8 個の値の --table で約 30 秒）。端末では進み具合を標準エラー出力に表示し、それ以外では何も表示しません。</translation>
    </message>
    <message>
        <source>Without a report option the workbench window opens. --compare, --table, --shift, --rope, --alibi, --profile, --context-scaling, --precision, --nearest, --train, --model-config and --rope-mismatch print a report on standard output instead and need no display.</source>
        <translation>レポート用のオプションがなければ、作業台のウィンドウが開きます。--compare、--table、--shift、--rope、--alibi、--profile、--context-scaling、--precision、--nearest、--train、--model-config、--rope-mismatch を付けるとウィンドウの代わりにレポートを標準出力に書き出すので、ディスプレイは不要です。</translation>
    </message>
    <message>
        <source>A file named alone opens in the window: a scenario (.pewscenario) as File → Open Scenario opens it, a model&apos;s config.json in the Your model view.</source>
        <translation>ファイル名だけを渡すとウィンドウで開きます。シナリオ（.pewscenario）は「ファイル → シナリオを開く」と同じように、モデルの config.json は「実際のモデル」ビューで開きます。</translation>
    </message>
</context>
<context>
    <name>HelpTopics</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>In presenter mode (F5), PageDown and PageUp (a presentation clicker), Space and the arrow keys step through a lesson, Home and End go to its first and last step, B blanks the screen until the next key, and Esc or F5 leaves.</source>
        <translation>プレゼンターモード（F5）では、PageDown と PageUp（プレゼンテーション用のリモコン）、Space、矢印キーでレッスンのステップを進めたり戻したりし、Home と End で最初と最後のステップへ移ります。B を押すと次のキーまで画面を消し、Esc か F5 でプレゼンターモードを終えます。</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Getting started&lt;/h3&gt;&lt;p&gt;The workbench shows the sinusoidal positional encoding PE(p): the vector a Transformer adds to the embedding of the word at position p.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;はじめに&lt;/h3&gt;&lt;p&gt;この作業台は、正弦方式の位置エンコーディング PE(p) を表示します。PE(p) は、Transformer が位置 p の単語の埋め込みに加えるベクトルです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Parameters&lt;/b&gt; (left): the width d, the base, how many positions are shown, and the two positions p and q to compare. Every view follows them at once.</source>
        <translation>&lt;b&gt;パラメータ&lt;/b&gt;（左）：幅 d、底、表示する位置の数、比べる二つの位置 p と q を設定します。どのビューもすぐに追従します。</translation>
    </message>
    <message>
        <source>In the tabs on the right:</source>
        <translation>右のタブ：</translation>
    </message>
    <message>
        <source>Edit → Undo takes back any change, from anywhere in the window. The Lessons menu opens guided lessons that explain the encoding step by step; &quot;Beyond the sinusoid&quot; walks through RoPE, ALiBi, longer contexts and precision. File → Export saves a view as an image or the table as CSV.</source>
        <translation>「編集 → 元に戻す」で、ウィンドウのどこからでも変更を取り消せます。「レッスン」メニューでは、エンコーディングを一歩ずつ説明するレッスンを開けます。レッスン「正弦方式の先へ」では、RoPE、ALiBi、長いコンテキスト、精度を順に学べます。「ファイル → エクスポート」で、ビューを画像として、表を CSV として保存できます。</translation>
    </message>
    <message>
        <source>File → Save Scenario keeps the parameters, the views, an open lesson and a note in a file to hand out; File → Open Scenario (or a double-click on the file) brings it all back.</source>
        <translation>「ファイル → シナリオを保存」で、パラメータ、ビュー、開いているレッスン、メモをファイルに残して配布できます。「ファイル → シナリオを開く」（またはファイルのダブルクリック）ですべて元に戻ります。</translation>
    </message>
    <message>
        <source>View → Presenter Mode (F5) fills the screen with large type and high contrast for a projector; in a lesson PageDown and PageUp step, and Esc or F5 leaves.</source>
        <translation>「表示 → プレゼンターモード」（F5）は、プロジェクター向けに大きな文字とハイコントラストで画面全体に表示します。レッスンでは PageDown と PageUp でステップを進めたり戻したりし、Esc か F5 で元に戻ります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <comment>a view&apos;s name and what it shows</comment>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2</translation>
    </message>
    <message>
        <source>When a view has the focus:</source>
        <translation>ビューにフォーカスがあるとき：</translation>
    </message>
    <message>
        <source>Tab moves from view to view, and the view with the focus has a frame.</source>
        <translation>Tab キーでビューからビューへ移り、フォーカスのあるビューには枠が付きます。</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>%1: %2 is out of range; the compare position must be an integer from %3 to %4.</source>
        <translation>%1：%2 は範囲外です。比較位置は %3 から %4 までの整数にしてください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; the compare position must be an integer from %3 to %4.</source>
        <translation>%1：「%2」は整数ではありません。比較位置は %3 から %4 までの整数にしてください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; the lesson &quot;%3&quot; has steps 1 to %4.</source>
        <translation>%1：「%2」は整数ではありません。レッスン「%3」のステップは 1 から %4 までです。</translation>
    </message>
    <message>
        <source>%1: step %2 is out of range; the lesson &quot;%3&quot; has steps 1 to %4.</source>
        <translation>%1：ステップ %2 は範囲外です。レッスン「%3」のステップは 1 から %4 までです。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; the lesson &quot;%3&quot; has %4 steps, stored as 0 to %5.</source>
        <translation>%1：%2 は範囲外です。レッスン「%3」のステップは %4 個で、ファイルには 0 から %5 までの番号で保存されます。</translation>
    </message>
</context>
<context>
    <name>LessonCatalog</name>
    <message>
        <source>%1: there is no lesson &quot;%2&quot;; the lessons are: %3.</source>
        <translation>%1：レッスン「%2」はありません。使えるレッスンは %3 です。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a lesson page; write lesson:&lt;lesson&gt;:&lt;step&gt;, for example lesson:%3:1.</source>
        <translation>%1：「%2」はレッスンのページではありません。lesson:&lt;lesson&gt;:&lt;step&gt; の形で書いてください（例：lesson:%3:1）。</translation>
    </message>
</context>
<context>
    <name>LessonChecks</name>
    <message>
        <source>%1, input path</source>
        <translation>%1（入力経路）</translation>
    </message>
    <message>
        <source>%1 with PE(0) for every token</source>
        <translation>%1（全 token に PE(0)）</translation>
    </message>
    <message>
        <source>Length ‖%1‖</source>
        <translation>長さ ||%1||</translation>
    </message>
    <message>
        <source>Length ‖PE(%1) − PE(%2)‖</source>
        <translation>長さ ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Largest mismatch between the two differences</source>
        <translation>二つの差の最大のずれ</translation>
    </message>
    <message>
        <source>Length with PE(0) for every token</source>
        <translation>全 token に PE(0) を加えたときの長さ</translation>
    </message>
    <message>
        <source>Largest mismatch with PE(0) for every token</source>
        <translation>全 token に PE(0) を加えたときの最大のずれ</translation>
    </message>
    <message>
        <source>Length with the encoding off</source>
        <translation>エンコーディングがオフのときの長さ</translation>
    </message>
    <message>
        <source>‖PE(%1) − PE(%2)‖ of the unused candidates</source>
        <translation>使われない候補の ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Largest |sin| at position 0</source>
        <translation>位置 0 での |sin| の最大値</translation>
    </message>
    <message>
        <source>Smallest cos at position 0</source>
        <translation>位置 0 での cos の最小値</translation>
    </message>
    <message>
        <source>Components equal to six decimals but not exactly</source>
        <translation>小数 6 桁では等しいが厳密には異なる成分の数</translation>
    </message>
    <message>
        <source>Focus component (slowest cos)</source>
        <translation>焦点成分（最も遅い cos）</translation>
    </message>
    <message>
        <source>A position far past the range</source>
        <translation>範囲をはるかに超えた位置</translation>
    </message>
    <message>
        <source>Length ‖PE(%1) − PE(%2)‖, computed without promise</source>
        <translation>長さ ||PE(%1) − PE(%2)||（計算はできるが保証なし）</translation>
    </message>
    <message>
        <source>%1, encoding on</source>
        <translation>%1（エンコーディングがオン）</translation>
    </message>
    <message>
        <source>%1, encoding off</source>
        <translation>%1（エンコーディングがオフ）</translation>
    </message>
    <message>
        <source>Length with the encoding on</source>
        <translation>エンコーディングがオンのときの長さ</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1, correct</source>
        <translation>%1（正しい場合）</translation>
    </message>
    <message>
        <source>%1, with the mistake</source>
        <translation>%1（間違いあり）</translation>
    </message>
</context>
<context>
    <name>LessonMistakes</name>
    <message>
        <source>Position confused with the component index</source>
        <translation>位置と成分番号の混同</translation>
    </message>
    <message>
        <source>Different denominators within a pair</source>
        <translation>対の中で分母が異なる</translation>
    </message>
    <message>
        <source>Amplitude scaled by the position</source>
        <translation>位置で振幅を拡大</translation>
    </message>
    <message>
        <source>PE(0) added to every token</source>
        <translation>全 token に PE(0) を加算</translation>
    </message>
    <message>
        <source>Concatenated without widening the next layer</source>
        <translation>次の層の幅を広げずに連結</translation>
    </message>
    <message>
        <source>“The inputs differ, so the model understands order”</source>
        <translation>「入力が違うから、モデルは語順を理解している」</translation>
    </message>
    <message>
        <source>The angle uses the component index instead of the position, so every position gets the same vector. The two inputs are equal again and their difference has length 0.</source>
        <translation>角度に位置ではなく成分番号を使っているため、どの位置も同じベクトルになります。二つの入力はふたたび等しくなり、差の長さは 0 です。</translation>
    </message>
    <message>
        <source>The sin and cos of a pair no longer share one angle. The pair leaves the unit circle (sin² + cos² ≠ 1), and a shift is no longer a rotation: M_R does not carry A(p) to A(q).</source>
        <translation>対の sin と cos が同じ角度を共有しなくなります。対は単位円から外れ（sin² + cos² ≠ 1）、移動はもう回転ではありません。M_R で A(p) を A(q) に移せなくなります。</translation>
    </message>
    <message>
        <source>Multiplying by the position lets the values grow without bound. Far positions swamp the embedding instead of staying in [−1, 1].</source>
        <translation>位置を掛けると、値はどこまでも大きくなります。遠い位置の値は [−1, 1] に収まらず、埋め込みをかき消してしまいます。</translation>
    </message>
    <message>
        <source>Every token gets the same vector, so when the same word is compared the common term cancels and the difference is 0: no position reaches the model.</source>
        <translation>どの token にも同じベクトルが加わるため、同じ単語を比べると共通の項が打ち消し合い、差は 0 になります。位置の情報はモデルに届きません。</translation>
    </message>
    <message>
        <source>Concatenating doubles the width to 2d, but the next layer still takes d inputs: the shapes do not fit.</source>
        <translation>連結すると幅は 2d に倍増しますが、次の層が受け取る入力は d 個のままです。形が合いません。</translation>
    </message>
    <message>
        <source>The inputs do differ, yet a layer that only sums its inputs gives the same output in both orders. A different input shows that a position signal exists, not that a model uses it.</source>
        <translation>入力は確かに違いますが、入力を足し合わせるだけの層はどちらの順序でも同じ出力を返します。入力が違うことから分かるのは位置の信号があることで、モデルがそれを使っていることではありません。</translation>
    </message>
    <message>
        <source>Put the position p in the angle; the pair index i only chooses the denominator.</source>
        <translation>角度には位置 p を入れます。対の番号 i は分母を選ぶだけです。</translation>
    </message>
    <message>
        <source>Give both components of pair i the same denominator, 10000^(2i/d).</source>
        <translation>対 i の二つの成分には同じ分母 10000^(2i/⁠d) を使います。</translation>
    </message>
    <message>
        <source>Change the angle, never the amplitude: every value stays between −1 and 1.</source>
        <translation>変えるのは角度だけで、振幅は変えません。どの値も −1 から 1 の間に収まります。</translation>
    </message>
    <message>
        <source>Choose each token&apos;s PE by its own slot in the sequence.</source>
        <translation>各 token の PE は、系列の中でその token が占める位置で選びます。</translation>
    </message>
    <message>
        <source>Add PE to E, which keeps the width d, or widen the next layer when you concatenate on purpose.</source>
        <translation>PE を E に加算すれば幅 d は変わりません。あえて連結するなら、次の層の幅を広げます。</translation>
    </message>
    <message>
        <source>Say that the input carries a position signal. Whether the model uses it depends on the model and its training.</source>
        <translation>言えるのは「入力が位置の信号を持っている」ということです。モデルがそれを使うかどうかは、モデルとその学習次第です。</translation>
    </message>
    <message>
        <source>Length ‖%1‖</source>
        <translation>長さ ||%1||</translation>
    </message>
    <message>
        <source>Pair 0 sin at position %1</source>
        <translation>位置 %1 での対 0 の sin</translation>
    </message>
    <message>
        <source>Pair 0 cos at position %1</source>
        <translation>位置 %1 での対 0 の cos</translation>
    </message>
    <message>
        <source>Pair 0 sin² + cos² at position %1</source>
        <translation>位置 %1 での対 0 の sin² + cos²</translation>
    </message>
    <message>
        <source>Length ‖A(%1)‖</source>
        <translation>長さ ||A(%1)||</translation>
    </message>
    <message>
        <source>Largest |M_R · A(%1) − A(%2)|, R = %3</source>
        <translation>|M_R · A(%1) − A(%2)| の最大値（R = %3）</translation>
    </message>
    <message>
        <source>Largest |A(%1)[k]|</source>
        <translation>|A(%1)[k]| の最大値</translation>
    </message>
    <message>
        <source>Largest |(%1) − (PE(%2) − PE(%3))|</source>
        <translation>|(%1) − (PE(%2) − PE(%3))| の最大値</translation>
    </message>
    <message>
        <source>Components in x(p)</source>
        <translation>x(p) の成分の数</translation>
    </message>
    <message>
        <source>Inputs the next layer takes</source>
        <translation>次の層が受け取る入力の数</translation>
    </message>
    <message>
        <source>Components with no place in that layer</source>
        <translation>その層に収まらない成分の数</translation>
    </message>
    <message>
        <source>Change of a sum-pooling output when two words swap</source>
        <translation>二つの単語を入れ替えたときの和プーリング出力の変化</translation>
    </message>
</context>
<context>
    <name>LessonRenderer</name>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Compare position</source>
        <translation>比較位置</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>「%1」を書き込めませんでした：%2</translation>
    </message>
</context>
<context>
    <name>LessonValues</name>
    <message>
        <source>Pair %1: %2</source>
        <translation>対 %1：%2</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>幅 d</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底</translation>
    </message>
    <message>
        <source>First position p</source>
        <translation>最初の位置 p</translation>
    </message>
    <message>
        <source>Compare position q</source>
        <translation>比較位置 q</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>対の数</translation>
    </message>
    <message>
        <source>denominator</source>
        <translation>分母</translation>
    </message>
    <message>
        <source>angle at position %1 (rad)</source>
        <translation>位置 %1 での角度（rad）</translation>
    </message>
    <message>
        <source>sin at position %1</source>
        <translation>位置 %1 での sin</translation>
    </message>
    <message>
        <source>cos at position %1</source>
        <translation>位置 %1 での cos</translation>
    </message>
    <message>
        <source>period 2π × denominator</source>
        <translation>周期 2π × 分母</translation>
    </message>
    <message>
        <source>full turns at position %1</source>
        <translation>位置 %1 での周回数</translation>
    </message>
    <message>
        <source>distance between positions %1 and %2</source>
        <translation>位置 %1 と %2 の距離</translation>
    </message>
    <message>
        <source>A(%1), added to %2</source>
        <translation>A(%1)（%2 に加算）</translation>
    </message>
    <message>
        <source>Added to %1 at position %2</source>
        <translation>位置 %2 で %1 に加算</translation>
    </message>
    <message>
        <source>Squares of its components</source>
        <translation>各成分の二乗</translation>
    </message>
    <message>
        <source>Square of component %1</source>
        <translation>成分 %1 の二乗</translation>
    </message>
    <message>
        <source>Sum of squares</source>
        <translation>二乗和</translation>
    </message>
    <message>
        <source>Length ‖%1‖</source>
        <translation>長さ ||%1||</translation>
    </message>
    <message>
        <source>Gap q − p (not the length)</source>
        <translation>間隔 q − p（長さとは別）</translation>
    </message>
    <message>
        <source>‖PE(%1) − PE(%2)‖, computed but not added</source>
        <translation>||PE(%1) − PE(%2)||（計算のみで加算しない）</translation>
    </message>
    <message>
        <source>Default compare position</source>
        <translation>既定の比較位置</translation>
    </message>
    <message>
        <source>Length ‖PE(%1) − PE(%2)‖ at the default position</source>
        <translation>既定の位置での長さ ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Shift R = q − p</source>
        <translation>移動量 R = q − p</translation>
    </message>
    <message>
        <source>rotation angle R / denominator (rad)</source>
        <translation>回転角 R / 分母（rad）</translation>
    </message>
    <message>
        <source>M_R block, row by row</source>
        <translation>M_R のブロック（行ごと）</translation>
    </message>
    <message>
        <source>row 1, column 1</source>
        <translation>(1, 1) 成分</translation>
    </message>
    <message>
        <source>row 1, column 2</source>
        <translation>(1, 2) 成分</translation>
    </message>
    <message>
        <source>row 2, column 1</source>
        <translation>(2, 1) 成分</translation>
    </message>
    <message>
        <source>row 2, column 2</source>
        <translation>(2, 2) 成分</translation>
    </message>
    <message>
        <source>Largest |M_R · PE(%1) − PE(%2)|</source>
        <translation>|M_R · PE(%1) − PE(%2)| の最大値</translation>
    </message>
    <message>
        <source>Positions n (0 to %1)</source>
        <translation>位置の数 n（0 から %1）</translation>
    </message>
    <message>
        <source>Values computed and stored, n × d</source>
        <translation>計算して保存する値の数 n × d</translation>
    </message>
    <message>
        <source>Angles, n × d / 2</source>
        <translation>角度の数 n × d / 2</translation>
    </message>
    <message>
        <source>Values for one position, d</source>
        <translation>1 位置あたりの値の数 d</translation>
    </message>
</context>
<context>
    <name>ModelConfigReader</name>
    <message>
        <source>%1: must be an object { … } or null.</source>
        <translation>%1：オブジェクト { … } か null でなければなりません。</translation>
    </message>
    <message>
        <source>%1: must be a number greater than %2.</source>
        <translation>%1：%2 より大きい数値でなければなりません。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a number greater than %3.</source>
        <translation>%1：%2 は使えません。%3 より大きい数値にしてください。</translation>
    </message>
    <message>
        <source>%1: must be a number of at least %2.</source>
        <translation>%1：%2 以上の数値でなければなりません。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a number of at least %3.</source>
        <translation>%1：%2 は使えません。%3 以上の数値にしてください。</translation>
    </message>
    <message>
        <source>%1: must be a number greater than 0 and at most 1.</source>
        <translation>%1：0 より大きく 1 以下の数値でなければなりません。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a number greater than 0 and at most 1.</source>
        <translation>%1：%2 は使えません。0 より大きく 1 以下の数値にしてください。</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3.</source>
        <translation>%1：%2 から %3 までの整数でなければなりません。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a whole number from %3 to %4.</source>
        <translation>%1：%2 は使えません。%3 から %4 までの整数にしてください。</translation>
    </message>
    <message>
        <source>%1: must be true or false.</source>
        <translation>%1：true か false でなければなりません。</translation>
    </message>
    <message>
        <source>%1: must be text in quotes; use %2.</source>
        <translation>%1：引用符で囲んだ文字列でなければなりません。%2 のどれかにしてください。</translation>
    </message>
    <message>
        <source>%1: must be a list of %2 numbers, one for each rotated pair [1.0, …].</source>
        <translation>%1：回転する対ごとに一つずつ、%2 個の数値のリスト [1.0, …] でなければなりません。</translation>
    </message>
    <message>
        <source>%1: %2 entries; the model rotates %3 pairs, one number each.</source>
        <translation>%1：要素が %2 個あります。このモデルが回転させる対は %3 個で、対ごとに数値が一つ要ります。</translation>
    </message>
    <message>
        <source>%1: missing; rope type %2 needs it.</source>
        <translation>%1：この項目がありません。RoPE の種類 %2 にはこの項目が必要です。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a RoPE type; use %3.</source>
        <translation>%1：「%2」という RoPE の種類はありません。%3 から選んでください。</translation>
    </message>
    <message>
        <source>%1: the head size is missing; give head_dim, or hidden_size and num_attention_heads.</source>
        <translation>%1：ヘッドの大きさがありません。head_dim か、hidden_size と num_attention_heads を書いてください。</translation>
    </message>
    <message>
        <source>%1: a head size of %2 with partial_rotary_factor %3 rotates %4 dimensions; RoPE needs an even number from 4 to %5.</source>
        <translation>%1：ヘッドの大きさ %2、partial_rotary_factor %3 では回転する次元が %4 個になります。RoPE には 4 から %5 までの偶数が必要です。</translation>
    </message>
    <message>
        <source>%1: %2 is less than beta_slow (%3); beta_fast must be at least beta_slow.</source>
        <translation>%1：%2 は beta_slow（%3）より小さい値です。beta_fast は beta_slow 以上にしてください。</translation>
    </message>
    <message>
        <source>%1: %2 is not greater than low_freq_factor (%3); high_freq_factor must be greater.</source>
        <translation>%1：%2 は low_freq_factor（%3）より大きくありません。high_freq_factor は low_freq_factor より大きくしてください。</translation>
    </message>
    <message>
        <source>%1: not a model configuration: the JSON breaks off at byte %2 (%3).</source>
        <translation>%1：モデル設定ではありません。JSON が %2 バイト目で途切れています（%3）。</translation>
    </message>
    <message>
        <source>%1: not a model configuration: it holds no JSON object { … }.</source>
        <translation>%1：モデル設定ではありません。JSON オブジェクト { … } が入っていません。</translation>
    </message>
    <message>
        <source>%1: not a model configuration: a line break or other control character inside text in quotes at byte %2; write it as \n.</source>
        <translation>%1：モデル設定ではありません。%2 バイト目で、引用符内のテキストに改行などの制御文字がそのまま入っています。\n と書いてください。</translation>
    </message>
    <message>
        <source>%1: %2 is given twice; give each field once.</source>
        <translation>%1：%2 が 2 回書かれています。各項目は 1 回だけにしてください。</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1：開けません：%2</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a model configuration; at most %3 bytes.</source>
        <translation>%1：%2 バイトはモデル設定として大きすぎます。%3 バイトまでです。</translation>
    </message>
</context>
<context>
    <name>ModelConfigReport</name>
    <message>
        <source>Model settings: %1</source>
        <translation>モデルの設定：%1</translation>
    </message>
    <message>
        <source>RoPE type %1, rope_theta = %2; head dimension %3: %4 rotated, %5 unrotated.</source>
        <translation>RoPE の種類 %1、rope_theta = %2。ヘッドの次元 %3 のうち %4 次元を回転し、%5 次元は回転しません。</translation>
    </message>
    <message>
        <source>Training length L = %1; context length N = %2; attention factor %3.</source>
        <translation>学習時の長さ L = %1、コンテキスト長 N = %2、アテンションの倍率 %3。</translation>
    </message>
    <message>
        <source>Pairs as transformers&apos; rotate_half takes them: pair i turns dimensions i and i + %1.</source>
        <translation>対は transformers の rotate_half の取り方です：対 i は次元 i と i + %1 を回します。</translation>
    </message>
    <message>
        <source>Unseen: the pair never completed a turn in training (L·θᵢ &lt; 2π) and the context turns it further (N·θᵢ′ &gt; L·θᵢ).</source>
        <translation>未見：その対は学習中に一周もせず（L·θᵢ &lt; 2π）、このコンテキストではそれより先まで回ります（N·θᵢ′ &gt; L·θᵢ）。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>対</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>次元</translation>
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
        <translation>未見</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Not rotated: dimensions %1 to %2 (partial_rotary_factor %3); they pass unchanged.</source>
        <translation>回転しない次元：%1 から %2 まで（partial_rotary_factor %3）。そのまま通ります。</translation>
    </message>
</context>
<context>
    <name>ModelConfigSummary</name>
    <message>
        <source>No scaling: every pair turns at θᵢ = 1 / rope_theta^(2i/d), as in training.</source>
        <translation>スケーリングなし：どの対も学習時と同じく θᵢ = 1 / rope_theta^(2i/d) で回ります。</translation>
    </message>
    <message>
        <source>Linear scaling (position interpolation): every pair is slowed by %1 (θᵢ / factor), so %2 positions turn it as far as %3 did in training.</source>
        <translation>線形スケーリング（位置補間）：どの対も %1 分の 1 の速さになり（θᵢ / factor）、%2 位置で学習時の %3 位置と同じだけ回ります。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: up to max_position_embeddings = %1 positions nothing changes, so a context of %2 keeps rope_theta = %3.</source>
        <translation>動的 NTK スケーリング：max_position_embeddings = %1 位置までは何も変わらないので、コンテキスト長 %2 では rope_theta = %3 のままです。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: a context of %1 positions, longer than max_position_embeddings = %2, raises the base to rope_theta·(factor·N/L − (factor − 1))^(d/(d − 2)) = %3, which slows the slow pairs most and keeps pair 0.</source>
        <translation>動的 NTK スケーリング：%1 位置のコンテキストは max_position_embeddings = %2 より長いので、底を rope_theta·(factor·N/L − (factor − 1))^(d/(d − 2)) = %3 に上げます。遅い対ほど大きく遅くなり、対 0 は変わりません。</translation>
    </message>
    <message>
        <source>YaRN: pairs up to index %1 (more than beta_fast = %2 turns in %3 positions) are kept, pairs from index %4 on (fewer than beta_slow = %5 turns) are slowed by %6, a linear ramp between; attention factor %7.</source>
        <translation>YaRN：番号 %1 までの対（%3 位置で beta_fast = %2 周より多く回る）はそのまま、番号 %4 以降の対（beta_slow = %5 周より少ない）は %6 分の 1 の速さにし、その間は線形のランプでつなぎます。アテンションの倍率 %7。</translation>
    </message>
    <message>
        <source>LongRoPE: a context of %1 positions is longer than the %2 of training, so pair i is slowed by long_factor[i] (short_factor serves up to %2); attention factor %3.</source>
        <translation>LongRoPE：%1 位置のコンテキストは学習時の %2 より長いので、対 i は long_factor[i] 分の 1 の速さになります（%2 までは short_factor）。アテンションの倍率 %3。</translation>
    </message>
    <message>
        <source>LongRoPE: a context of %1 positions is not longer than the %2 of training, so pair i is slowed by short_factor[i] (long_factor serves longer contexts); attention factor %3.</source>
        <translation>LongRoPE：%1 位置のコンテキストは学習時の %2 より長くないので、対 i は short_factor[i] 分の 1 の速さになります（それより長いコンテキストには long_factor）。アテンションの倍率 %3。</translation>
    </message>
    <message>
        <source>Llama 3 scaling: pairs with wavelengths longer than %1 / low_freq_factor = %2 positions are slowed by %3, those shorter than %1 / high_freq_factor = %4 are kept, a smooth band between.</source>
        <translation>Llama 3 のスケーリング：波長が %1 / low_freq_factor = %2 位置より長い対は %3 分の 1 の速さにし、%1 / high_freq_factor = %4 より短い対はそのまま、その間はなめらかにつなぎます。</translation>
    </message>
</context>
<context>
    <name>ModelOptionReader</name>
    <message>
        <source>--model-config: the file name is empty; name a model&apos;s config.json.</source>
        <translation>--model-config：ファイル名が空です。モデルの config.json を指定してください。</translation>
    </message>
    <message>
        <source>--model-config: %1 describes an ALiBi model (&quot;alibi&quot;: true), which has no RoPE pairs to show.</source>
        <translation>--model-config：%1 は ALiBi のモデル（&quot;alibi&quot;: true）なので、表示する RoPE の対がありません。</translation>
    </message>
    <message>
        <source>--context: &quot;%1&quot; is not allowed; the context length must be a whole number from 1 to %2.</source>
        <translation>--context：「%1」は使えません。コンテキスト長は 1 から %2 までの整数にしてください。</translation>
    </message>
    <message>
        <source>--rope-mismatch: &quot;%1&quot; is not a mistake; choose %2.</source>
        <translation>--rope-mismatch：「%1」は誤りの種類ではありません。%2 から選んでください。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is not allowed with --rope-mismatch; give a count N from 1 to %2 (positions 0 to N-1).</source>
        <translation>--positions：「%1」は --rope-mismatch では使えません。1 から %2 までの個数 N を指定してください（位置 0 から N-1 まで）。</translation>
    </message>
    <message>
        <source>--seed: &quot;%1&quot; is not allowed with --rope-mismatch; it must be a whole number from 0 to %2.</source>
        <translation>--seed：「%1」は --rope-mismatch では使えません。0 から %2 までの整数にしてください。</translation>
    </message>
    <message>
        <source>%1: only used with --render model (the Your model view); --render %2 shows no model.</source>
        <translation>%1：--render model（「実際のモデル」ビュー）でのみ使います。--render %2 はモデルを表示しません。</translation>
    </message>
</context>
<context>
    <name>ModelSummaryText</name>
    <message>
        <source>Plain RoPE with base %1: every pair keeps its frequency, nothing is rescaled.</source>
        <translation>底 %1 の素の RoPE：どの対も周波数はそのままで、何も縮めません。</translation>
    </message>
    <message>
        <source>Linear scaling (position interpolation): every pair slowed by %1.</source>
        <translation>線形スケーリング（位置補間）：どの対も %1 倍ゆっくり回ります。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: up to %1 positions nothing is rescaled, and this context length is not longer.</source>
        <translation>動的 NTK スケーリング：%1 位置までは何も縮めません。このコンテキスト長はそれより長くありません。</translation>
    </message>
    <message>
        <source>Dynamic NTK scaling: for %1 positions the base grows from %2 to %3, which slows long wavelengths most and short ones hardly.</source>
        <translation>動的 NTK スケーリング：%1 位置では底が %2 から %3 に大きくなり、長い波長ほど大きく遅くなり、短い波長はほとんど変わりません。</translation>
    </message>
    <message>
        <source>YaRN over the original %1 positions: long wavelengths (pairs turning less than %2 times) slowed by %3, short ones (more than %4 turns) kept, a linear ramp between; attention scaled by %5.</source>
        <translation>元の %1 位置に対する YaRN：長い波長（%2 回転未満の対）は %3 倍ゆっくり、短い波長（%4 回転より多い対）はそのまま、その間は直線のランプ。アテンションは %5 倍。</translation>
    </message>
    <message>
        <source>from %1 to %2</source>
        <translation>%1 から %2</translation>
    </message>
    <message>
        <source>LongRoPE: the context is longer than the original %1 positions, so each pair is slowed by its own long factor (%2); attention scaled by %3.</source>
        <translation>LongRoPE：コンテキストが元の %1 位置より長いので、各対はそれぞれの long factor（%2）で遅くなります。アテンションは %3 倍。</translation>
    </message>
    <message>
        <source>LongRoPE: the context is at most the original %1 positions, so each pair is slowed by its own short factor (%2); attention scaled by %3.</source>
        <translation>LongRoPE：コンテキストが元の %1 位置以下なので、各対はそれぞれの short factor（%2）で遅くなります。アテンションは %3 倍。</translation>
    </message>
    <message>
        <source>llama3 scaling: long wavelengths (over %1 positions) slowed by %2, short ones (under %3 positions) kept, a smooth band between.</source>
        <translation>llama3 スケーリング：長い波長（%1 位置より長い）は %2 倍ゆっくり、短い波長（%3 位置未満）はそのまま、その間はなめらかにつなぐ帯。</translation>
    </message>
    <message>
        <source>Partial rotary: %1 of the head&apos;s %2 dimensions are rotated, the other %3 pass unrotated.</source>
        <translation>部分回転：ヘッドの %2 次元のうち %1 次元を回転し、残りの %3 次元は回転せずに通します。</translation>
    </message>
    <message>
        <source>At a context of %1 positions (training: %2) no pair meets angles training never saw.</source>
        <translation>%1 位置のコンテキストでは（学習時：%2）、学習で一度も見なかった角度に出会う対はありません。</translation>
    </message>
    <message>
        <source>At a context of %1 positions (training: %2) %3 of the %4 pairs meet angles training never saw.</source>
        <translation>%1 位置のコンテキストでは（学習時：%2）、%4 対のうち %3 対が学習で一度も見なかった角度に出会います。</translation>
    </message>
    <message>
        <source>ALiBi: this model adds a distance bias per head to the scores instead of rotating q and k, so no pair is rotated.</source>
        <translation>ALiBi：このモデルは q と k を回転させる代わりに、ヘッドごとに距離のバイアスをスコアに加えるので、回転する対はありません。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>ファイル：%1</translation>
    </message>
    <message>
        <source>published at %1</source>
        <translation>公開先 %1</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a model&apos;s source</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>How the numbers were read (in English): %1</source>
        <translation>数値の読み取り方（英語の原文）：%1</translation>
    </message>
</context>
<context>
    <name>NearestPairReport</name>
    <message>
        <source>Nearest pair among positions 0 to %1 (d = %2, base = %3): %4 and %5, ‖PE(%4) − PE(%5)‖ = %6.</source>
        <translation>位置 0 から %1 の中で最も近い対（d = %2、底 = %3）：%4 と %5、||PE(%4) − PE(%5)|| = %6。</translation>
    </message>
    <message>
        <source>The distance depends on the gap alone: every pair (a, a + %1) is exactly as near, and no two positions in the range are nearer.</source>
        <translation>距離は間隔だけで決まります。どの対 (a, a + %1) もまったく同じだけ近く、範囲内にこれより近い二つの位置はありません。</translation>
    </message>
</context>
<context>
    <name>OptionReader</name>
    <message>
        <source>--layout: &quot;%1&quot; is not a layout; choose interleaved or concatenated.</source>
        <translation>--layout：「%1」は配置の指定ではありません。interleaved か concatenated を選んでください。</translation>
    </message>
    <message>
        <source>--format: &quot;%1&quot; is not available with --%2; choose %3.</source>
        <translation>--format：「%1」は --%2 では使えません。%3 から選んでください。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <source>--compare: &quot;%1&quot; is not two positions; write P,Q with whole numbers from 0 to %2, e.g. --compare 0,3.</source>
        <translation>--compare：「%1」は二つの位置になっていません。0 から %2 までの整数で P,Q と書いてください（例：--compare 0,3）。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is neither a count N nor a range A-B; write e.g. 50 or 10-19.</source>
        <translation>--positions：「%1」は個数 N でも範囲 A-B でもありません。50 や 10-19 のように書いてください。</translation>
    </message>
    <message>
        <source>--positions: the range %1 is reversed; write the smaller position first, e.g. %2-%3.</source>
        <translation>--positions：範囲 %1 が逆順です。小さいほうの位置を先に書いてください（例：%2-%3）。</translation>
    </message>
    <message>
        <source>--shift %1: needs --from K, the position k to start from (a whole number from 0 to %2).</source>
        <translation>--shift %1：開始位置 k を指定する --from K が必要です（0 から %2 までの整数）。</translation>
    </message>
    <message>
        <source>--shift %1 --from %2: the target position k + R = %3 is out of range; it must be a whole number from 0 to %4.</source>
        <translation>--shift %1 --from %2：移動先の位置 k + R = %3 が範囲外です。0 から %4 までの整数でなければなりません。</translation>
    </message>
    <message>
        <source>--render: &quot;%1&quot; is not a view; choose %2, or lesson:ID:N.</source>
        <translation>--render：「%1」はビューではありません。%2、または lesson:ID:N を選んでください。</translation>
    </message>
    <message>
        <source>--compare-position: only used when rendering a lesson step (--render lesson:ID:N).</source>
        <translation>--compare-position：レッスンのステップを描くとき（--render lesson:ID:N）だけ使います。</translation>
    </message>
    <message>
        <source>--size: &quot;%1&quot; is not allowed; write WxH with each side a whole number from %2 to %3, e.g. 1280x800.</source>
        <translation>--size：「%1」は使えません。各辺が %2～%3 の整数になるよう WxH の形で書いてください（例：1280x800）。</translation>
    </message>
    <message>
        <source>--render %1: needs --output FILE, a file name ending in .png or .svg.</source>
        <translation>--render %1：--output FILE が必要です（末尾が .png または .svg のファイル名）。</translation>
    </message>
    <message>
        <source>--output: &quot;%1&quot; has an unknown image type; the file name must end in .png or .svg.</source>
        <translation>--output：「%1」は未知の画像形式です。ファイル名の末尾は .png か .svg にしてください。</translation>
    </message>
    <message>
        <source>--palette: &quot;%1&quot; is not a palette; choose %2.</source>
        <translation>--palette：「%1」は配色ではありません。%2 から選んでください。</translation>
    </message>
    <message>
        <source>--output: only used with --format pdf or html; markdown and json go to standard output.</source>
        <translation>--output：--format pdf または html のときだけ使います。markdown と json は標準出力に出ます。</translation>
    </message>
    <message>
        <source>--worksheet %1 --format %2: needs --output FILE, the file to write.</source>
        <translation>--worksheet %1 --format %2：書き出すファイルを --output FILE で指定してください。</translation>
    </message>
    <message>
        <source>--answers: only used with --format pdf or html; markdown and json always hold the answer key.</source>
        <translation>--answers：--format pdf または html のときだけ使います。markdown と json には常に解答が入っています。</translation>
    </message>
</context>
<context>
    <name>ParameterLimits</name>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; the dimension d must be an even integer from %3 to %4.</source>
        <translation>%1：「%2」は整数ではありません。次元 d は %3 から %4 までの偶数にしてください。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; the dimension d must be an even integer from %3 to %4.</source>
        <translation>%1：%2 は使えません。次元 d は %3 から %4 までの偶数にしてください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a whole number; a position must be an integer from 0 to %3.</source>
        <translation>%1：「%2」は整数ではありません。位置は 0 から %3 までの整数にしてください。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; a position must be an integer from 0 to %3.</source>
        <translation>%1：%2 は範囲外です。位置は 0 から %3 までの整数にしてください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; the shift must be an integer from %3 to %4.</source>
        <translation>%1：「%2」は使えません。移動量は %3 から %4 までの整数にしてください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; the number of positions must be an integer from 1 to %3.</source>
        <translation>%1：「%2」は使えません。位置の数は 1 から %3 までの整数にしてください。</translation>
    </message>
    <message>
        <source>%1: %2 gives %3 rows of d = %4 values; a table may hold at most %5 values (rows × d).</source>
        <translation>%1：%2 では、d = %4 個の値を持つ行が %3 行になります。表に入る値は最大 %5 個（行数 × d）です。</translation>
    </message>
    <message>
        <source>%1: %2 is out of range; the base must be a number greater than 1 and at most %3.</source>
        <translation>%1：%2 は範囲外です。底は 1 より大きく %3 以下の数にしてください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a number; the base must be a number greater than 1 and at most %3, e.g. 10000.</source>
        <translation>%1：「%2」は数値ではありません。底は 1 より大きく %3 以下の数（例：10000）にしてください。</translation>
    </message>
    <message>
        <source>%1: %2 rounds to 1 in double precision; the base must be greater than 1 (the smallest double above 1 is %3) and at most %4.</source>
        <translation>%1：%2 は倍精度では 1 に丸められます。底は 1 より大きく（1 の次に大きい倍精度の数は %3）、%4 以下にしてください。</translation>
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
        <translation>%1 layout：「%2」は配置の指定ではありません。interleaved か concatenated を使ってください。</translation>
    </message>
    <message>
        <source>%1 shownDimensions: &quot;%2&quot; is not a list of dimensions from 0 to %3.</source>
        <translation>%1 shownDimensions：「%2」は 0 から %3 までの次元のリストではありません。</translation>
    </message>
    <message>
        <source>%1 pickedDimension: &quot;%2&quot; is not a dimension from 0 to %3.</source>
        <translation>%1 pickedDimension：「%2」は 0 から %3 までの次元ではありません。</translation>
    </message>
</context>
<context>
    <name>PermutationDemo</name>
    <message>
        <source>positions on</source>
        <translation>位置オン</translation>
    </message>
    <message>
        <source>positions off</source>
        <translation>位置オフ</translation>
    </message>
    <message>
        <source>Weights of “%1” in “%2”, %3</source>
        <translation>「%2」での「%1」の重み（%3）</translation>
    </message>
    <message>
        <source>Weight of “%1” for “%2” at place %3 in “%4”, %5</source>
        <translation>「%4」で「%1」が場所 %3 の「%2」に向ける重み（%5）</translation>
    </message>
    <message>
        <source>Output of “%1” in “%2”, %3</source>
        <translation>「%2」での「%1」の出力（%3）</translation>
    </message>
    <message>
        <source>Length of the difference between the two outputs of “%1”, %2</source>
        <translation>「%1」の二つの出力の差の長さ（%2）</translation>
    </message>
</context>
<context>
    <name>PositionSchemes</name>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>none, the model sees the tokens as a bag</source>
        <translation>なし。モデルには token が順序のない集まりに見えます</translation>
    </message>
    <message>
        <source>No positions: the summary token sees the same for every order</source>
        <translation>位置なし：要約 token はどの順序でも同じものを見ます</translation>
    </message>
    <message>
        <source>sinusoidal</source>
        <translation>正弦方式</translation>
    </message>
    <message>
        <source>sinusoidal encoding added to the token embeddings</source>
        <translation>token の埋め込みに正弦方式の位置エンコーディングを加算</translation>
    </message>
    <message>
        <source>The sinusoidal encoding added to each token</source>
        <translation>各 token に正弦方式のエンコーディングを加えます</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>学習する位置表</translation>
    </message>
    <message>
        <source>learned position table added to the token embeddings</source>
        <translation>token の埋め込みに学習する位置表を加算</translation>
    </message>
    <message>
        <source>A learned position table added to each token (no row past the training length)</source>
        <translation>各 token に学習する位置表を加えます（学習時の長さより先の行はありません）</translation>
    </message>
    <message>
        <source>RoPE</source>
        <translation>RoPE</translation>
    </message>
    <message>
        <source>RoPE rotating the queries and keys</source>
        <translation>RoPE で query と key を回転</translation>
    </message>
    <message>
        <source>RoPE: queries and keys turned by the position</source>
        <translation>RoPE：query と key を位置に応じて回します</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>ALiBi subtracting slope × distance from each head&apos;s scores</source>
        <translation>ALiBi：各ヘッドのスコアから「傾き × 距離」を引く</translation>
    </message>
</context>
<context>
    <name>PrecisionOptionReader</name>
    <message>
        <source>--precision: &quot;%1&quot; is not a number type; choose float16, bfloat16 or float32.</source>
        <translation>--precision：「%1」は数値型ではありません。float16、bfloat16、float32 から選んでください。</translation>
    </message>
    <message>
        <source>--variant: &quot;%1&quot; is not a variant; choose all or angle-float32.</source>
        <translation>--variant：「%1」は計算方法ではありません。all または angle-float32 を選んでください。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is a range; --nearest takes a count N and searches positions 0 to N-1, e.g. --positions 1000.</source>
        <translation>--positions：「%1」は範囲です。--nearest は個数 N を受け取り、位置 0 から N-1 までを調べます（例：--positions 1000）。</translation>
    </message>
    <message>
        <source>--positions: &quot;%1&quot; is not allowed with --nearest; a pair needs at least 2 positions.</source>
        <translation>--positions：--nearest では「%1」は使えません。対には少なくとも二つの位置が必要です。</translation>
    </message>
</context>
<context>
    <name>PrecisionReport</name>
    <message>
        <source>%1, all in %1: position, inverse frequency and angle each rounded to %1, then sin and cos of the rounded angle rounded to %1.</source>
        <translation>%1、すべて %1：位置・逆周波数・角度をそれぞれ %1 に丸め、丸めた角度の sin と cos も %1 に丸めます。</translation>
    </message>
    <message>
        <source>%1, angle in float32: position, inverse frequency and angle each rounded to float32, sin and cos stored in %1.</source>
        <translation>%1、角度は float32：位置・逆周波数・角度をそれぞれ float32 に丸め、sin と cos を %1 で保存します。</translation>
    </message>
    <message>
        <source>d = %1, base = %2, positions %3 to %4; errors against double.</source>
        <translation>d = %1、底 = %2、位置 %3 から %4。誤差は double との差です。</translation>
    </message>
    <message>
        <source>First whole position %1 cannot hold: %2 (it becomes %3).</source>
        <translation>%1 で正確に表せない最初の整数位置：%2（%3 になります）。</translation>
    </message>
    <message>
        <source>Largest error: %1 at position %2, dimension %3 (double %4, %5 %6).</source>
        <translation>最大の誤差：位置 %2、次元 %3 で %1（double では %4、%5 では %6）。</translation>
    </message>
    <message>
        <source>Largest error: none can be given from position %1 on: the position is beyond the largest %2 (%3), it becomes infinity and its sin and cos are not numbers (NaN).</source>
        <translation>最大の誤差：位置 %1 以降は示せません。位置が %2 の最大値（%3）を超えて無限大になり、その sin と cos は数値ではなくなります（NaN）。</translation>
    </message>
    <message>
        <source>Collisions: none; no two neighbouring positions have bit-identical vectors.</source>
        <translation>衝突：なし。ビット単位で同一のベクトルを持つ隣り合う位置はありません。</translation>
    </message>
    <message>
        <source>Collisions: %1 pairs of neighbouring positions have bit-identical vectors, the model cannot tell them apart: %2</source>
        <translation>衝突：隣り合う位置の %1 組がビット単位で同一のベクトルを持ち、モデルはそれらを区別できません：%2</translation>
    </message>
    <message>
        <source>Angles at position %1: the position is infinity in %2, and so is every angle.</source>
        <translation>位置 %1 の角度：位置は %2 では無限大になり、どの角度も無限大です。</translation>
    </message>
    <message>
        <source>Angles at position %1: the fastest pair (i = 0) is off by %2 rad; the largest error is pair %3&apos;s, %4 rad.</source>
        <translation>位置 %1 の角度：最も速い対（i = 0）のずれは %2 rad、最大の誤差は対 %3 の %4 rad です。</translation>
    </message>
</context>
<context>
    <name>PresenterOption</name>
    <message>
        <source>--%1 %2: only used with --presenter; add it.</source>
        <translation>--%1 %2：--presenter と一緒にだけ使います。--presenter を加えてください。</translation>
    </message>
    <message>
        <source>--presenter-look: &quot;%1&quot; is not a look; choose light or dark.</source>
        <translation>--presenter-look：「%1」は見た目の名前ではありません。light か dark を選んでください。</translation>
    </message>
    <message>
        <source>--presenter-zoom: &quot;%1&quot; is not a whole number; allowed: %2 to %3 (per cent).</source>
        <translation>--presenter-zoom：「%1」は整数ではありません。使える値：%2 ～ %3（パーセント）。</translation>
    </message>
    <message>
        <source>--presenter-zoom: %1 is outside the allowed range %2 to %3 (per cent).</source>
        <translation>--presenter-zoom：%1 は使える範囲 %2 ～ %3（パーセント）の外です。</translation>
    </message>
</context>
<context>
    <name>PresenterSettings</name>
    <message>
        <source>Presenter zoom %1 % is outside the allowed range %2–%3 %.</source>
        <translation>プレゼンターモードの拡大率 %1 % は使える範囲 %2 ～ %3 % の外です。</translation>
    </message>
    <message>
        <source>Presenter zoom &quot;%1&quot; is not a whole number; allowed: %2–%3 %.</source>
        <translation>プレゼンターモードの拡大率「%1」は整数ではありません。使える値：%2 ～ %3 %。</translation>
    </message>
    <message>
        <source>Presenter look &quot;%1&quot; is not one of: light, dark.</source>
        <translation>プレゼンターモードの見た目「%1」は light、dark のどちらでもありません。</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>フォルダ</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
</context>
<context>
    <name>ReportTerms</name>
    <message>
        <source>concatenated</source>
        <comment>layout in a text report: the translated name, then the option value in brackets</comment>
        <translation>連結（concatenated）</translation>
    </message>
    <message>
        <source>interleaved</source>
        <comment>layout in a text report: the translated name, then the option value in brackets</comment>
        <translation>交互（interleaved）</translation>
    </message>
</context>
<context>
    <name>RopeMismatchReport</name>
    <message>
        <source>Mistake &quot;pairing&quot;: the pairs taken interleaved, (2i, 2i + 1), where the model pairs half, (i, i + d/2), in q and k alike.</source>
        <translation>誤り「pairing」：モデルは half（(i, i + d/2)）で対を作るのに、q と k の両方で interleaved（(2i, 2i + 1)）で対を取ります。</translation>
    </message>
    <message>
        <source>Mistake &quot;theta&quot;: rope_theta %1 instead of the model&apos;s %2, in q and k alike.</source>
        <translation>誤り「theta」：q と k の両方で、モデルの rope_theta %2 の代わりに %1 を使います。</translation>
    </message>
    <message>
        <source>Mistake &quot;%1&quot;: the angles computed in %1 (the position, the inverse frequency and their product rounded), as a model cast whole to %1 computes them.</source>
        <translation>誤り「%1」：モデル全体を %1 に変換したときと同じく、角度を %1 で計算します（位置、逆周波数、その積を丸め）。</translation>
    </message>
    <message>
        <source>Mistake &quot;double-scaling&quot;: the context scaling applied twice (each θᵢ′ / θᵢ once more, the attention factor squared); a model without scaling is not changed by it.</source>
        <translation>誤り「double-scaling」：コンテキストのスケーリングを二重にかけます（θᵢ′ / θᵢ をもう一度掛け、アテンションの倍率を二乗）。スケーリングのないモデルは変わりません。</translation>
    </message>
    <message>
        <source>Mistake &quot;offset&quot;: the query rotated for the position one too far (m + 1), the key at the right one.</source>
        <translation>誤り「offset」：クエリを一つ先の位置（m + 1）で回し、キーは正しい位置で回します。</translation>
    </message>
    <message>
        <source>Model: %1 (RoPE type %2, rope_theta = %3, head dimension %4, %5 rotated, pairing half); q and k seeded with %6 and %7.</source>
        <translation>モデル：%1（RoPE の種類 %2、rope_theta = %3、ヘッドの次元 %4、回転 %5 次元、対の組み方 half）。q と k はシード %6 と %7 の乱数です。</translation>
    </message>
    <message>
        <source>Position m: the query at m scored against the key at 0 (distance m), and the total variation between the correct and the mistaken attention weights of the query at m over the keys 0 … m (0: the same, 1: nothing in common).</source>
        <translation>位置 m：位置 m のクエリと位置 0 のキーのスコア（距離 m）、および位置 m のクエリがキー 0 … m に向けるアテンションの重みの、正しい場合と誤りの場合の全変動距離（0 は同じ、1 は共通部分なし）。</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>correct score</source>
        <translation>正しいスコア</translation>
    </message>
    <message>
        <source>mistaken score</source>
        <translation>誤りのスコア</translation>
    </message>
    <message>
        <source>score error</source>
        <translation>スコアの誤差</translation>
    </message>
    <message>
        <source>total variation</source>
        <translation>全変動距離</translation>
    </message>
</context>
<context>
    <name>RopeReport</name>
    <message>
        <source>RoPE: query at position m = %1, key at position n = %2 (n − m = %3)</source>
        <translation>RoPE：query は位置 m = %1、key は位置 n = %2（n − m = %3）</translation>
    </message>
    <message>
        <source>d = %1, base = %2, pairing: %3</source>
        <translation>d = %1、底 = %2、対の組み方：%3</translation>
    </message>
    <message>
        <source>Each pair i of q and k is turned by its position times θᵢ = base^(−2i/d).</source>
        <translation>q と k の各対 i は、位置 × θᵢ（θᵢ = base^(−2i/⁠d)）だけ回転します。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>対</translation>
    </message>
    <message>
        <source>components</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>次元</translation>
    </message>
    <message>
        <source>Score (Rₘ q)·(Rₙ k) = %1</source>
        <translation>スコア (Rₘ q)·(Rₙ k) = %1</translation>
    </message>
    <message>
        <source>Relative score q·(R_{n−m} k) = %1: the same number from the distance n − m alone.</source>
        <translation>相対スコア q·(R_{n−m} k) = %1：距離 n − m だけから求めた同じ数です。</translation>
    </message>
</context>
<context>
    <name>ScenarioFields</name>
    <message>
        <source>%1: the field is missing.</source>
        <translation>%1：この項目がありません。</translation>
    </message>
    <message>
        <source>%1: must be an object { … }.</source>
        <translation>%1：オブジェクト { … } でなければなりません。</translation>
    </message>
    <message>
        <source>%1: must be a number.</source>
        <translation>%1：数値でなければなりません。</translation>
    </message>
    <message>
        <source>%1: %2 is not allowed; a whole number from %3 to %4.</source>
        <translation>%1：%2 は使えません。%3 から %4 までの整数にしてください。</translation>
    </message>
    <message>
        <source>%1: must be true or false.</source>
        <translation>%1：true か false でなければなりません。</translation>
    </message>
    <message>
        <source>%1: must be text in quotes.</source>
        <translation>%1：引用符で囲んだ文字列でなければなりません。</translation>
    </message>
    <message>
        <source>%1: must be a list of names in quotes [&quot;…&quot;, …].</source>
        <translation>%1：引用符で囲んだ名前のリスト [&quot;…&quot;, …] でなければなりません。</translation>
    </message>
    <message>
        <source>%1: must be a list of whole numbers [0, 1, …].</source>
        <translation>%1：整数のリスト [0, 1, …] でなければなりません。</translation>
    </message>
    <message>
        <source>%1: not a field of version %2; ignored.</source>
        <translation>%1：バージョン %2 にはない項目なので、無視しました。</translation>
    </message>
</context>
<context>
    <name>ScenarioOption</name>
    <message>
        <source>--render scenario: needs --scenario FILE, the file whose view to draw.</source>
        <translation>--render scenario：描くシナリオファイルを --scenario FILE で指定してください。</translation>
    </message>
    <message>
        <source>--worksheet scenario: needs --scenario FILE, the file whose lesson to print.</source>
        <translation>--worksheet scenario：レッスンを出力するシナリオファイルを --scenario FILE で指定してください。</translation>
    </message>
    <message>
        <source>--worksheet scenario: %1 has no lesson open; name one, e.g. --worksheet attention.</source>
        <translation>--worksheet scenario：%1 ではレッスンが開かれていません。--worksheet attention のようにレッスンを指定してください。</translation>
    </message>
</context>
<context>
    <name>ScenarioReader</name>
    <message>
        <source>%1: &quot;%2&quot; is not a layout; use interleaved or concatenated.</source>
        <translation>%1：「%2」は配置の指定ではありません。interleaved か concatenated にしてください。</translation>
    </message>
    <message>
        <source>%1: %2 is not a dimension; d = %3 has dimensions 0 to %4.</source>
        <translation>%1：%2 という次元はありません。d = %3 の次元は 0 から %4 までです。</translation>
    </message>
    <message>
        <source>%1: %2 dimensions; the waves show at most %3.</source>
        <translation>%1：次元が %2 個あります。波のグラフに表示できるのは %3 個までです。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a view; choose %3.</source>
        <translation>%1：「%2」というビューはありません。%3 から選んでください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not among the visible views (%3).</source>
        <translation>%1：「%2」は表示するビュー（%3）に含まれていません。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a palette; choose %3.</source>
        <translation>%1：「%2」という配色はありません。%3 から選んでください。</translation>
    </message>
    <message>
        <source>%1 and %2: %3 and %4 do not fit; the view must lie within 0 to %5 (first ≥ 0, span &gt; 0).</source>
        <translation>%1 と %2：%3 と %4 では範囲に収まりません。表示範囲は 0 から %5 の中にしてください（開始 ≥ 0、幅 &gt; 0）。</translation>
    </message>
    <message>
        <source>%1: %2 bytes is too large for a scenario; at most %3 bytes.</source>
        <translation>%1：%2 バイトはシナリオとして大きすぎます。%3 バイトまでです。</translation>
    </message>
    <message>
        <source>%1: not a scenario file: the JSON breaks off at byte %2 (%3).</source>
        <translation>%1：シナリオファイルではありません。JSON が %2 バイト目で途切れています（%3）。</translation>
    </message>
    <message>
        <source>%1: not a scenario file: it holds no JSON object { … }.</source>
        <translation>%1：シナリオファイルではありません。JSON オブジェクト { … } が入っていません。</translation>
    </message>
    <message>
        <source>%1: the format is &quot;%2&quot;, not &quot;%3&quot;.</source>
        <translation>%1：形式が「%3」ではなく「%2」です。</translation>
    </message>
    <message>
        <source>%1: made for version %2 of the format; this Workbench reads version %3. Open it with a newer Workbench.</source>
        <translation>%1：形式のバージョン %2 用のシナリオです。この Workbench が読めるのはバージョン %3 までです。新しい Workbench で開いてください。</translation>
    </message>
    <message>
        <source>%1: %2 characters; a note has at most %3.</source>
        <translation>%1：%2 文字あります。メモは %3 文字までです。</translation>
    </message>
    <message>
        <source>%1: cannot be opened: %2</source>
        <translation>%1：開けません：%2</translation>
    </message>
    <message>
        <source>%1: not a scenario file: a line break or other control character inside text in quotes at byte %2; write it as \n.</source>
        <translation>%1：シナリオファイルではありません。%2 バイト目で、引用符内のテキストに改行などの制御文字がそのまま入っています。\n と書いてください。</translation>
    </message>
    <message>
        <source>%1: %2 is given twice; give each field once.</source>
        <translation>%1：%2 が 2 回書かれています。各項目は 1 回だけにしてください。</translation>
    </message>
    <message>
        <source>%1: give either &quot;sample&quot; (%2) or &quot;file&quot; (a config.json), not both or neither.</source>
        <translation>%1：「sample」（%2）か「file」（config.json）のどちらか一方だけを書いてください。両方も、どちらもないのもいけません。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a sample; choose %3.</source>
        <translation>%1：「%2」というサンプルはありません。%3 から選んでください。</translation>
    </message>
    <message>
        <source>%1: the file name is empty; give the path of a config.json.</source>
        <translation>%1：ファイル名が空です。config.json のパスを書いてください。</translation>
    </message>
</context>
<context>
    <name>ScenarioSamples</name>
    <message>
        <source>The lecture&apos;s heatmap (d = 128, positions 0–49)</source>
        <translation>講義のヒートマップ（d = 128、位置 0–49）</translation>
    </message>
    <message>
        <source>The lecture&apos;s figure: d = 128, positions 0 to 49, dimensions 0, 1 and 10 on the waves. The left columns of the heatmap change fast from position to position, the right ones hardly at all.</source>
        <translation>講義の図です。d = 128、位置 0 から 49、波のグラフには次元 0、1、10 を表示しています。ヒートマップの左の列は位置ごとに速く変わり、右の列はほとんど変わりません。</translation>
    </message>
    <message>
        <source>Workbench lesson: the difference x(3) − x(0)</source>
        <translation>作業台レッスン：差 x(3) − x(0)</translation>
    </message>
    <message>
        <source>The same word at positions 0 and 3: the embedding cancels, and what is left is PE(3) − PE(0), of length 2.017479.</source>
        <translation>同じ単語を位置 0 と 3 に置きます。埋め込みは打ち消し合い、残るのは PE(3) − PE(0) で、その長さは 2.017479 です。</translation>
    </message>
    <message>
        <source>Why waves: the same rotation far away</source>
        <translation>なぜ波なのか：遠く離れても同じ回転</translation>
    </message>
    <message>
        <source>Three positions on from 100000 turn every clock hand by the same angle as three positions on from 2 (pair 0: 3 rad): the shift does not depend on where you start.</source>
        <translation>100000 から 3 位置進んでも、2 から 3 位置進んだときと同じ角度だけ時計の針がすべて回ります（対 0：3 rad）。ずらしは出発点によりません。</translation>
    </message>
    <message>
        <source>Attention lesson: step 6 with q = 6</source>
        <translation>レッスン「順序、アテンション、相対位置」：ステップ 6、q = 6</translation>
    </message>
    <message>
        <source>P_{k+R} = M_R P_k with R = 6: the same rotation takes P_1 to P_7, P_7 to P_13 and P_101 to P_107.</source>
        <translation>R = 6 のとき P_{k+R} = M_R P_k です。同じ回転が P_1 を P_7 に、P_7 を P_13 に、P_101 を P_107 に移します。</translation>
    </message>
</context>
<context>
    <name>ScenarioWriter</name>
    <message>
        <source>%1: the scenario was not saved: %2</source>
        <translation>%1：シナリオを保存できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>SchemeOptionReader</name>
    <message>
        <source>--rope: &quot;%1&quot; is not two positions; write M,N with whole numbers from 0 to %2, e.g. --rope 3,7.</source>
        <translation>--rope：「%1」は二つの位置ではありません。M,N の形で 0 から %2 までの整数を書いてください（例：--rope 3,7）。</translation>
    </message>
    <message>
        <source>--pairing: &quot;%1&quot; is not a pairing; choose interleaved or half.</source>
        <translation>--pairing：「%1」は対の組み方ではありません。interleaved または half を選んでください。</translation>
    </message>
    <message>
        <source>--%1: &quot;%2&quot; has %3 numbers; with d = %4 it needs exactly %4, separated by commas.</source>
        <translation>--%1：「%2」には数が %3 個あります。d = %4 では、コンマで区切ったちょうど %4 個が必要です。</translation>
    </message>
    <message>
        <source>--%1: component %2, &quot;%3&quot;, is not allowed; each must be a number from -10^6 to 10^6.</source>
        <translation>--%1：成分 %2 の「%3」は使えません。各成分は -10^6 から 10^6 までの数にしてください。</translation>
    </message>
    <message>
        <source>--heads: &quot;%1&quot; is not allowed; the number of heads must be a whole number from 1 to %2.</source>
        <translation>--heads：「%1」は使えません。ヘッドの数は 1 から %2 までの整数にしてください。</translation>
    </message>
    <message>
        <source>--alibi: needs --heads H, the number of heads (a whole number from 1 to %1).</source>
        <translation>--alibi：ヘッドの数を表す --heads H（1 から %1 までの整数）が必要です。</translation>
    </message>
    <message>
        <source>--length: &quot;%1&quot; is not allowed; the length must be a whole number from 1 to %2.</source>
        <translation>--length：「%1」は使えません。長さは 1 から %2 までの整数にしてください。</translation>
    </message>
    <message>
        <source>--profile: &quot;%1&quot; is not a scheme; choose sinusoidal, rope or alibi.</source>
        <translation>--profile：「%1」は方式ではありません。sinusoidal、rope、alibi から選んでください。</translation>
    </message>
    <message>
        <source>--%1: not used with --profile alibi (ALiBi has no vectors); it belongs to --profile sinusoidal or rope.</source>
        <translation>--%1：--profile alibi とは一緒に使いません（ALiBi にはベクトルがありません）。--profile sinusoidal または rope 用のオプションです。</translation>
    </message>
    <message>
        <source>--heads: not used with --profile %1; it belongs to --profile alibi or --alibi.</source>
        <translation>--heads：--profile %1 とは一緒に使いません。--profile alibi または --alibi 用のオプションです。</translation>
    </message>
    <message>
        <source>--distances: &quot;%1&quot; is not allowed; the number of distances must be a whole number from 1 to %2.</source>
        <translation>--distances：「%1」は使えません。距離の数は 1 から %2 までの整数にしてください。</translation>
    </message>
    <message>
        <source>--distances %1: %1 distances × %2 terms each is more than the %3 terms a profile may compute; choose fewer distances or a smaller d.</source>
        <translation>--distances %1：%1 個の距離 × 各 %2 項は、プロファイルで計算できる %3 項を超えます。距離を減らすか、d を小さくしてください。</translation>
    </message>
    <message>
        <source>--context-scaling: &quot;%1&quot; is not a method; choose pi, ntk or yarn.</source>
        <translation>--context-scaling：「%1」は手法ではありません。pi、ntk、yarn から選んでください。</translation>
    </message>
    <message>
        <source>--context-scaling %1: needs --scale S and --train-length L.</source>
        <translation>--context-scaling %1：--scale S と --train-length L が必要です。</translation>
    </message>
    <message>
        <source>--train-length: &quot;%1&quot; is not allowed; the training length must be a whole number from 1 to %2.</source>
        <translation>--train-length：「%1」は使えません。学習時の長さは 1 から %2 までの整数にしてください。</translation>
    </message>
    <message>
        <source>--dim %1: NTK-aware scaling needs d of at least 4 (its exponent is d/(d − 2)).</source>
        <translation>--dim %1：NTK-aware スケーリングには 4 以上の d が必要です（指数が d/(d − 2) のため）。</translation>
    </message>
    <message>
        <source>--scale: &quot;%1&quot; is not allowed; the scale must be a number from 10^-6 to 10^6, e.g. 4.</source>
        <translation>--scale：「%1」は使えません。倍率は 10^-6 から 10^6 までの数にしてください（例：4）。</translation>
    </message>
</context>
<context>
    <name>SchemesPlot</name>
    <message>
        <source>Distance profiles of the sinusoid, RoPE and ALiBi (d = %1, base = %2, N = %3, %4 heads)</source>
        <translation>正弦方式・RoPE・ALiBi の距離プロファイル（d = %1、底 = %2、N = %3、ヘッド %4 個）</translation>
    </message>
    <message>
        <source>The curves are drawn through %1 of the %2 distances; the listed values are exact at every distance.</source>
        <translation>曲線は %2 個の距離のうち %1 個を通って描いています。一覧の値はどの距離でも正確です。</translation>
    </message>
    <message>
        <source>Distance Δ (positions apart)</source>
        <translation>距離 Δ（位置の差）</translation>
    </message>
    <message>
        <source>Sinusoid, RoPE ÷ value at Δ = 0</source>
        <translation>正弦方式・RoPE ÷ Δ = 0 での値</translation>
    </message>
    <message>
        <source>ALiBi bias (logits)</source>
        <translation>ALiBi のバイアス（ロジット）</translation>
    </message>
    <message>
        <source>Sinusoid PE(0)·PE(Δ) ÷ %1</source>
        <translation>正弦方式 PE(0)·PE(Δ) ÷ %1</translation>
    </message>
    <message>
        <source>RoPE decay bound ÷ %1</source>
        <translation>RoPE の減衰の上界 ÷ %1</translation>
    </message>
    <message>
        <source>ALiBi −slope·Δ, head h1 (right axis)</source>
        <translation>ALiBi −傾き·Δ、ヘッド h1（右の軸）</translation>
    </message>
    <message>
        <source>ALiBi −slope·Δ, heads h1 … h%1 (right axis)</source>
        <translation>ALiBi −傾き·Δ、ヘッド h1 … h%1（右の軸）</translation>
    </message>
    <message>
        <source>Δ = %1</source>
        <translation>Δ = %1</translation>
    </message>
    <message>
        <source>Left axis: the sinusoid and the RoPE bound, each divided by its value at Δ = 0. Right axis: the ALiBi bias in logits, not divided.</source>
        <translation>左の軸：正弦方式と RoPE の上界を、それぞれ Δ = 0 での値で割っています。右の軸：ALiBi のバイアスをロジットのまま、割らずに示しています。</translation>
    </message>
    <message>
        <source>The exact, undivided values at the hovered Δ are listed below.</source>
        <translation>ポインタを合わせた Δ での割る前の正確な値は、下に一覧で示します。</translation>
    </message>
</context>
<context>
    <name>ShiftReport</name>
    <message>
        <source>Relative shift by R = %1 positions, starting at k = %2</source>
        <translation>k = %2 から R = %1 位置分の相対移動</translation>
    </message>
    <message>
        <source>d = %1, base = %2, layout: %3</source>
        <translation>d = %1、底 = %2、配置：%3</translation>
    </message>
    <message>
        <source>M_%1 is block diagonal: pair i turns its (sin, cos) by the angle R / denominator,</source>
        <translation>M_%1 はブロック対角行列です。対 i は自分の (sin, cos) を角度 R / 分母 だけ回します。</translation>
    </message>
    <message>
        <source>the same rotation wherever k starts, so PE(k + R) = M_R · PE(k) for every k.</source>
        <translation>k がどこから始まっても同じ回転なので、すべての k で PE(k + R) = M_R · PE(k) が成り立ちます。</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>対</translation>
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
        <translation>2 × 2 ブロック</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>次元</translation>
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
        <translation>M_%1 · PE(%2)</translation>
    </message>
    <message>
        <source>Residual max |M_%1 · PE(%2) − PE(%3)| = %4 (%5 to six decimals)</source>
        <translation>残差の最大値 |M_%1 · PE(%2) − PE(%3)| = %4（小数 6 桁では %5）</translation>
    </message>
</context>
<context>
    <name>SimilarityPlot</name>
    <message>
        <source>How similar is PE(k) to PE(p = %1)? (d = %2, base = %3)</source>
        <translation>PE(k) は PE(p = %1) にどれだけ似ているか（d = %2、底 = %3）</translation>
    </message>
    <message>
        <source>The distance does not grow steadily with the gap: position %1 is nearer to p = %2 (%3) than position %4 (%5).</source>
        <translation>距離は間隔とともに単調には増えません。位置 %1（%3）は位置 %4（%5）よりも p = %2 に近くなっています。</translation>
    </message>
    <message>
        <source>Up to a gap of %1, the distance to p never falls by 1 % or more as the gap grows.</source>
        <translation>間隔 %1 までは、間隔が広がっても p までの距離が 1% 以上縮むことはありません。</translation>
    </message>
    <message>
        <source>Positional encoding is switched off, so x(k) − x(p) = 0 for every k; the curves show the PE that would be added.</source>
        <translation>位置エンコーディングがオフなので、すべての k で x(k) − x(p) = 0 です。曲線は、オンなら加わる PE を示しています。</translation>
    </message>
    <message>
        <source>Position k</source>
        <translation>位置 k</translation>
    </message>
    <message>
        <source>Dot product PE(p) · PE(k)</source>
        <translation>内積 PE(p) · PE(k)</translation>
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
        <translation>%1（非表示）</translation>
    </message>
    <message>
        <source>q = %1: %2</source>
        <translation>q = %1: %2</translation>
    </message>
</context>
<context>
    <name>TerminalProgress</name>
    <message>
        <source>Training: step %1 of %2 (%3 %)</source>
        <translation>学習中：ステップ %1 / %2（%3 %）</translation>
    </message>
    <message>
        <source>Table: row %1 of %2 (%3 %)</source>
        <translation>表：%1 / %2 行（%3 %）</translation>
    </message>
</context>
<context>
    <name>TrainOptionReader</name>
    <message>
        <source>--%1: &quot;%2&quot; is not allowed with --train; it must be a whole number from %3 to %4.</source>
        <translation>--%1：「%2」は --train では使えません。%3 から %4 までの整数にしてください。</translation>
    </message>
    <message>
        <source>--train: &quot;%1&quot; is not a task; choose who-hits, which-first or longer.</source>
        <translation>--train：「%1」は課題ではありません。who-hits、which-first、longer から選んでください。</translation>
    </message>
    <message>
        <source>--train %1: needs --scheme S, the position scheme: none, sinusoidal, learned or rope.</source>
        <translation>--train %1：位置の方式を指定する --scheme S が必要です（none、sinusoidal、learned、rope）。</translation>
    </message>
    <message>
        <source>--scheme: &quot;%1&quot; is not a position scheme; choose none, sinusoidal, learned or rope.</source>
        <translation>--scheme：「%1」は位置の方式ではありません。none、sinusoidal、learned、rope から選んでください。</translation>
    </message>
    <message>
        <source>--dim: &quot;%1&quot; is not allowed with --train; d must be an even whole number from %2 to %3.</source>
        <translation>--dim：「%1」は --train では使えません。d は %2 から %3 までの偶数にしてください。</translation>
    </message>
    <message>
        <source>--train-length: only used with --train longer, the task that tests on inputs longer than in training.</source>
        <translation>--train-length：--train longer（学習時より長い入力でテストする課題）でだけ使います。</translation>
    </message>
</context>
<context>
    <name>TrainingReport</name>
    <message>
        <source>who hits whom: the subject of 你打我, dog bites man and the like</source>
        <translation>誰が誰をたたくか：你打我、dog bites man などの主語</translation>
    </message>
    <message>
        <source>which of two marked tokens comes first</source>
        <translation>印の付いた二つの token のどちらが先か</translation>
    </message>
    <message>
        <source>which comes first, tested on inputs longer than in training</source>
        <translation>どちらが先か、学習時より長い入力でテスト</translation>
    </message>
    <message>
        <source>Training lab: %1 (%2), positions: %3.</source>
        <translation>学習の実験：%1（%2）、位置：%3。</translation>
    </message>
    <message>
        <source>d = %1, %2 steps of Adam (batch %3, learning rate %4), seed %5; %6 training and %7 test examples.</source>
        <translation>d = %1、Adam で %2 ステップ（バッチ %3、学習率 %4）、シード %5。学習用の例 %6 個、テスト用の例 %7 個。</translation>
    </message>
    <message>
        <source>Training inputs have 2 to %1 tokens, test inputs %2 to %3.</source>
        <translation>学習用の入力は 2 から %1 token、テスト用の入力は %2 から %3 token です。</translation>
    </message>
    <message>
        <source>step</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>train accuracy</source>
        <translation>学習の正解率</translation>
    </message>
    <message>
        <source>test accuracy</source>
        <translation>テストの正解率</translation>
    </message>
    <message>
        <source>Train accuracy %1, test accuracy %2.</source>
        <translation>学習データの正解率 %1、テストの正解率 %2。</translation>
    </message>
    <message>
        <source>Order-pairs accuracy %1 on %2 pairs of test examples that differ only by word order (the model chooses between the pair&apos;s two answers).</source>
        <translation>語順だけが違うテスト例の対 %2 組での正解率は %1 です（モデルは対の二つの答えから選びます）。</translation>
    </message>
    <message>
        <source>Without positions the summary token&apos;s output is the same for both examples of a pair, so exactly one of the two is right: 0.5 by construction, however long the training.</source>
        <translation>位置がなければ、要約 token の出力は対の二つの例でまったく同じなので、正解はちょうど一方だけです。学習をどれだけ続けても、仕組みからして 0.5 になります。</translation>
    </message>
</context>
<context>
    <name>ViewExporter</name>
    <message>
        <source>Exported from Positional Encoding Workbench</source>
        <translation>位置エンコーディング作業台からエクスポート</translation>
    </message>
    <message>
        <source>the picture could not be drawn</source>
        <translation>画像を描画できませんでした</translation>
    </message>
    <message>
        <source>the file name must end in .png or .svg</source>
        <translation>ファイル名の末尾は .png か .svg にしてください</translation>
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
        <translation>p = %1: %2 · q = %3: %4</translation>
    </message>
    <message>
        <source>… and %1 more (hover the plot for their values)</source>
        <translation>… ほか %1 本（値はグラフにマウスを重ねると表示されます）</translation>
    </message>
    <message>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <source>dim %1 (%2): %3</source>
        <translation>次元 %1（%2）：%3</translation>
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
        <translation>… ほか %1 本</translation>
    </message>
</context>
<context>
    <name>WaveContent</name>
    <message>
        <source>One wave per dimension (d = %1, base = %2)</source>
        <translation>次元ごとの波（d = %1、底 = %2）</translation>
    </message>
    <message>
        <source>showing the first %1 of the %2 chosen dimensions</source>
        <translation>選んだ %2 個の次元のうち最初の %1 個を表示</translation>
    </message>
    <message>
        <source>dim %1 · %2 · pair %3 · period %4</source>
        <translation>次元 %1 · %2 · 対 %3 · 周期 %4</translation>
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
        <translation>塗りつぶし：この表示幅では速すぎる波は、振れる範囲として描いています</translation>
    </message>
    <message>
        <source>Only one position is shown, and a wave needs at least two to be drawn. Set “Positions shown” to 2 or more to see the waves.</source>
        <translation>表示している位置は一つだけですが、波を描くには位置が二つ以上必要です。「表示する位置の数」を 2 以上にすると波が表示されます。</translation>
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
        <translation>順序が大事</translation>
    </message>
    <message>
        <source>“dog bites man” and “man bites dog” hold the same three words, yet they tell different stories.</source>
        <translation>「dog bites man」（犬が人をかむ）と「man bites dog」（人が犬をかむ）は同じ 3 語でできていますが、まったく別の話です。</translation>
    </message>
    <message>
        <source>Self-attention compares each word with every other word and adds up what it finds. Nothing in that computation says which word came first.</source>
        <translation>自己注意は、各単語をほかのすべての単語と比べ、見つけたものを足し合わせます。この計算のどこにも、どの単語が先に来たかを示すものはありません。</translation>
    </message>
    <message>
        <source>Below, a toy attention with fixed weights reads both sentences. Without positions, “bites” gives the same attention weights to the same words, only listed in another order, and its output is identical: the sentence is read as a bag of words.</source>
        <translation>下では、重みを固定した例題のアテンションが両方の文を読みます。位置がなければ、「bites」は同じ単語に同じアテンションの重みを与え（並ぶ順番が違うだけです）、出力もまったく同じになります。文は単語の袋として読まれているのです。</translation>
    </message>
    <message>
        <source>This lesson builds what is added to each word so that the two outputs differ. The column “positions on” already shows the result.</source>
        <translation>このレッスンでは、二つの出力が違ってくるように、各単語に加えるものを組み立てていきます。「位置オン」の列には、その結果がすでに表示されています。</translation>
    </message>
    <message>
        <source>Why is the output of “bites” the same in both sentences?</source>
        <translation>「bites」の出力が両方の文で同じになるのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>Its weights depend on which words are present, not on where they stand. The weighted sum adds the same terms in another order, and the sum stays the same.</source>
        <translation>重みは、どの単語があるかで決まり、どこにあるかでは決まらないからです。重み付き和は同じ項を別の順番で足すだけなので、和は変わりません。</translation>
    </message>
    <message>
        <source>Raw position numbers</source>
        <translation>生の位置番号</translation>
    </message>
    <message>
        <source>Number the words 1, 2, 3, … and use the number as a feature: it grows without bound.</source>
        <translation>単語に 1, 2, 3, … と番号を振り、その番号を特徴量として使うと、値は際限なく大きくなります。</translation>
    </message>
    <message>
        <source>Let a word&apos;s embedding E have length 1 and append one component that holds the position number p. At p = 5000 that single component is 5000 times the length of the whole embedding.</source>
        <translation>単語の埋め込み E の長さを 1 とし、位置番号 p を入れた成分を一つ付け足します。p = 5000 では、そのたった一つの成分が埋め込み全体の長さの 5000 倍になります。</translation>
    </message>
    <message>
        <source>The word&apos;s share of the input is 1 / √(1 + p²), the cosine of the angle between [E, p] and [E, 0]. It falls towards 0: the position drowns the meaning.</source>
        <translation>入力に占める単語の割合は 1 / sqrt(1 + p²) で、これは [E, p] と [E, 0] のなす角の cos です。この値は 0 に近づいていきます。位置が意味をかき消してしまうのです。</translation>
    </message>
    <message>
        <source>Worse, a model trained on inputs of up to 512 words has never seen a feature of 5000. Positions it never met in training are strangers to it.</source>
        <translation>さらに悪いことに、512 語までの入力で訓練したモデルは、5000 という特徴量を一度も見たことがありません。訓練で出会わなかった位置は、モデルにとってまったくの他人です。</translation>
    </message>
    <message>
        <source>sin(p), in the last column, stays between −1 and 1 at every position. The next step builds on that.</source>
        <translation>最後の列の sin(p) は、どの位置でも −1 から 1 の間に収まっています。次のステップはここから始まります。</translation>
    </message>
    <message>
        <source>Why not divide the position by the length of the input?</source>
        <translation>位置を入力の長さで割ればよいのではないでしょうか？</translation>
    </message>
    <message>
        <source>Then the same position gets a different value in inputs of different lengths, and one step to the next word means a different amount each time.</source>
        <translation>そうすると、同じ位置でも入力の長さによって値が変わり、隣の単語へ一歩進むときの変化量も入力ごとに違ってしまいます。</translation>
    </message>
    <message>
        <source>A bounded wave</source>
        <translation>有界な波</translation>
    </message>
    <message>
        <source>Replace the growing number by waves: PE(p)[2i] = sin(p / 10000^(2i/d)) and PE(p)[2i+1] = cos(p / 10000^(2i/d)).</source>
        <translation>増え続ける数を波に置き換えます：PE(p)[2i] = sin(p / 10000^(2i/⁠d))、PE(p)[2i+1] = cos(p / 10000^(2i/⁠d))。</translation>
    </message>
    <message>
        <source>A sine swings between −1 and 1 for ever and never leaves that band, however large p becomes. Every position gets %3 numbers, all inside the band.</source>
        <translation>正弦波は −1 と 1 の間をいつまでも揺れ続け、p がどれほど大きくなってもその帯から出ません。どの位置も %3 個の数を受け取り、そのすべてが帯の中にあります。</translation>
    </message>
    <message>
        <source>Like a pendulum, it keeps swinging without leaving its arc, and where it is in its swing tells the moment.</source>
        <translation>振り子と同じです。弧から外れることなく揺れ続け、揺れのどこにいるかが、その瞬間を教えてくれます。</translation>
    </message>
    <message>
        <source>Does a position far past the others get larger values?</source>
        <translation>ほかよりずっと先の位置では、値が大きくなるでしょうか？</translation>
    </message>
    <message>
        <source>No. Only the angle grows; its sin and cos stay in [−1, 1]. Position %2 is as bounded as position 1.</source>
        <translation>いいえ。大きくなるのは角度だけで、その sin と cos は [−1, 1] に収まります。位置 %2 も、位置 1 と同じく有界です。</translation>
    </message>
    <message>
        <source>Many waves make a fingerprint</source>
        <translation>多くの波で指紋を作る</translation>
    </message>
    <message>
        <source>One wave alone is ambiguous; many frequencies together give each position its own code.</source>
        <translation>波が一つだけでは曖昧です。多くの周波数を組み合わせると、位置ごとに固有のコードができます。</translation>
    </message>
    <message>
        <source>The slowest wave barely moves: at positions 3 and 300 it stands at almost the same height. The fastest wave tells 3 from 300, but it comes round again every 2π ≈ 6.28 positions, so positions 44 apart look alike to it.</source>
        <translation>最も遅い波はほとんど動かず、位置 3 と 300 でほぼ同じ高さにあります。最も速い波は 3 と 300 を区別できますが、2π ≈ 6.28 位置ごとに一周して戻ってくるので、44 離れた位置どうしはほとんど同じに見えます。</translation>
    </message>
    <message>
        <source>Use fast and slow waves together. The fast ones separate neighbours; the slow ones say roughly where in the text a word is. Like meshed gears: the small one spins, the big one hardly moves, and reading all of them tells exactly how far the machine has turned.</source>
        <translation>速い波と遅い波を一緒に使いましょう。速い波は隣どうしを区別し、遅い波は単語が文章のおおよそどのあたりにあるかを示します。かみ合った歯車と同じです。小さな歯車は勢いよく回り、大きな歯車はほとんど動きませんが、全部を読めば機械がどれだけ回ったかが正確に分かります。</translation>
    </message>
    <message>
        <source>The table uses the first 1, 2, 4, … pairs (fastest first) and finds the two closest of the positions 0 to 99.</source>
        <translation>表では、先頭から 1, 2, 4, … 個の対（速い順）だけを使い、位置 0 から 99 のうち最も近い二つを探します。</translation>
    </message>
    <message>
        <source>Why does the smallest distance grow as pairs are added?</source>
        <translation>対を増やすと最小距離が大きくなるのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>Each pair adds a term of zero or more to the squared distance. Two positions are close only if they are close in every pair, and with more pairs that gets harder.</source>
        <translation>どの対も、距離の二乗に 0 以上の項を足すからです。二つの位置が近くなるのはすべての対で近いときだけで、対が増えるほどそれは難しくなります。</translation>
    </message>
    <message>
        <source>The 5000th word</source>
        <translation>5000 語目</translation>
    </message>
    <message>
        <source>Position 5000: the raw number dwarfs the embedding, while the waves stay in their band.</source>
        <translation>位置 5000：生の番号は埋め込みを圧倒しますが、波は帯の中にとどまります。</translation>
    </message>
    <message>
        <source>Past the learned table</source>
        <translation>学習する位置表の範囲外</translation>
    </message>
    <message>
        <source>Position 600: a learned table of 512 rows has nothing for it.</source>
        <translation>位置 600：512 行の学習する位置表には、この位置の行がありません。</translation>
    </message>
    <message>
        <source>Start far away</source>
        <translation>遠くから出発</translation>
    </message>
    <message>
        <source>Position 100000: a shift by 3 still turns every hand by the same angle as at position 2.</source>
        <translation>位置 100000：3 だけ移動しても、どの針も位置 2 のときと同じ角度だけ回ります。</translation>
    </message>
    <message>
        <source>Why waves</source>
        <translation>なぜ波なのか</translation>
    </message>
    <message>
        <source>Why a Transformer needs positions, why raw numbers fail, and how bounded waves of many frequencies mark each position.</source>
        <translation>Transformer になぜ位置が必要なのか、生の番号ではなぜだめなのか、そして多くの周波数の有界な波がどのように各位置に印を付けるのかを学びます。</translation>
    </message>
    <message>
        <source>Add, don&apos;t concatenate</source>
        <translation>連結ではなく加算</translation>
    </message>
    <message>
        <source>x = E + PE keeps the width d: position is mixed into the word, not carried beside it.</source>
        <translation>x = E + PE なら幅 d はそのままです。位置は単語の横に並べるのではなく、単語に溶かし込みます。</translation>
    </message>
    <message>
        <source>E and PE(p) both have d = %3 components. Added component by component they give %3 components again, so every layer after it stays as it is.</source>
        <translation>E と PE(p) はどちらも d = %3 成分です。成分ごとに足しても %3 成分のままなので、その後の層はどれも変えずに済みます。</translation>
    </message>
    <message>
        <source>Concatenating, [E, PE(p)], gives 2d components. The next layer would read an input twice as wide and need a weight matrix twice as large.</source>
        <translation>連結して [E, PE(p)] にすると 2d 成分になります。次の層は 2 倍の幅の入力を読むことになり、2 倍の大きさの重み行列が必要です。</translation>
    </message>
    <message>
        <source>Adding sounds as if it would blur meaning and position. But in %3 dimensions there is room for both, and the layers can learn to read them apart.</source>
        <translation>足してしまうと、意味と位置が混ざってぼやけそうに思えます。しかし %3 次元には両方を入れる余地があり、層はそれらを読み分けることを学習できます。</translation>
    </message>
    <message>
        <source>What changes in the next layer if you concatenate instead?</source>
        <translation>加算の代わりに連結すると、次の層では何が変わるでしょうか？</translation>
    </message>
    <message>
        <source>Its input is 2d wide, so a layer with d outputs needs 2d × d weights instead of d × d, and a model trained on one form cannot take the other.</source>
        <translation>入力の幅が 2d になるので、出力が d 個の層には d × d ではなく 2d × d 個の重みが必要です。また、一方の形で訓練したモデルは、もう一方の形の入力を受け取れません。</translation>
    </message>
    <message>
        <source>A shift is the same rotation everywhere</source>
        <translation>移動はどこでも同じ回転</translation>
    </message>
    <message>
        <source>Moving 3 positions on turns each clock hand by a fixed angle, wherever you start: PE(pos + k) = R_k PE(pos).</source>
        <translation>3 位置先へ進むと、どこから始めても、時計の針はそれぞれ決まった角度だけ回ります：PE(pos + k) = R_k PE(pos)。</translation>
    </message>
    <message>
        <source>Each pair (sin, cos) is a clock hand. Going from pos to pos + k turns pair i&apos;s hand by k / 10000^(2i/d), an angle set by k and the pair alone.</source>
        <translation>各対 (sin, cos) は時計の針です。pos から pos + k へ進むと、対 i の針は k / 10000^(2i/⁠d) だけ回ります。この角度は k と対だけで決まります。</translation>
    </message>
    <message>
        <source>Top row: from position 2 to 5. Bottom row: from your position %2 three steps on. The hands start in different places, yet each turns by the same angle in both rows. Here d = 8, four hands.</source>
        <translation>上の段：位置 2 から 5 へ。下の段：選んだ位置 %2 から三つ先へ。針の出発点はばらばらですが、どの針も両方の段で同じ角度だけ回ります。ここでは d = 8 で、針は 4 本です。</translation>
    </message>
    <message>
        <source>So one matrix R_k, a rotation for each pair, takes every PE(pos) to PE(pos + k). A model can read “three apart” from the encodings, not only where each word is.</source>
        <translation>つまり、対ごとの回転からなる一つの行列 R_k が、どの PE(pos) も PE(pos + k) に移します。モデルはエンコーディングから、各単語がどこにあるかだけでなく、「三つ離れている」ことも読み取れます。</translation>
    </message>
    <message>
        <source>Does R_k depend on the starting position?</source>
        <translation>R_k は出発する位置によって変わるでしょうか？</translation>
    </message>
    <message>
        <source>No. Its blocks hold the cos and sin of k / 10000^(2i/d) only. The same R_3 takes position 2 to 5 and position %2 three steps on.</source>
        <translation>いいえ。ブロックに入っているのは k / 10000^(2i/⁠d) の cos と sin だけです。同じ R_3 が、位置 2 を 5 に、位置 %2 を三つ先に移します。</translation>
    </message>
    <message>
        <source>Learned position tables</source>
        <translation>学習する位置表</translation>
    </message>
    <message>
        <source>Instead of a formula, a model can learn one vector per position: a table of n_max × d numbers, trained with everything else.</source>
        <translation>式を使う代わりに、位置ごとにベクトルを一つずつ学習することもできます。n_max × d 個の数からなる表で、モデルのほかの部分と一緒に訓練します。</translation>
    </message>
    <message>
        <source>The job is the same: row p of the table is added to the word at position p. The data, not a formula, decides what the rows hold. BERT and GPT-2 work this way.</source>
        <translation>役目は同じで、表の p 行目が位置 p の単語に加えられます。各行の中身を決めるのは、式ではなくデータです。BERT や GPT-2 はこの方式です。</translation>
    </message>
    <message>
        <source>The table has one row for each position of the longest training input, n_max, and no more. A position past n_max has no row at all.</source>
        <translation>表の行は、訓練で使った最も長い入力の位置の数 n_max だけあり、それ以上はありません。n_max を超えた位置には行がまったくありません。</translation>
    </message>
    <message>
        <source>The sinusoidal formula has no such edge: it gives a vector for any position, although nothing promises that a model behaves well far past its training.</source>
        <translation>正弦方式の式には、このような端がありません。どの位置にもベクトルを与えます。ただし、訓練の範囲をはるかに超えたところでモデルがうまく振る舞う保証はありません。</translation>
    </message>
    <message>
        <source>Here n_max = 512 and d = %3; your position %2 is checked below. Nothing is trained on this workbench.</source>
        <translation>ここでは n_max = 512、d = %3 です。選んだ位置 %2 を下で確かめます。この作業台では何も訓練しません。</translation>
    </message>
    <message>
        <source>A model with a learned table of 512 rows gets an input of 600 tokens. What happens to the last ones?</source>
        <translation>512 行の学習する位置表を持つモデルに、600 token の入力が来ました。最後のほうの token はどうなるでしょうか？</translation>
    </message>
    <message>
        <source>Rows run from 0 to 511, so positions 512 to 599 have no vector. The input must be cut or split, or the table extended and trained further.</source>
        <translation>行は 0 から 511 までなので、位置 512 から 599 にはベクトルがありません。入力を切り詰めるか分割するか、表を拡張してさらに訓練する必要があります。</translation>
    </message>
    <message>
        <source>Where should order live?</source>
        <translation>順序はどこに宿るべきか</translation>
    </message>
    <message>
        <source>Each word now carries an address added to its meaning. Is a label the right place for order?</source>
        <translation>これで各単語は、意味に足し込まれた住所を持つようになりました。でも、順序の居場所はラベルでよいのでしょうか？</translation>
    </message>
    <message>
        <source>So far, position is a tag put on every word before attention looks. The tag is absolute; the distance between two words shows up only indirectly, through the rotation property.</source>
        <translation>ここまでの位置は、アテンションが見る前にすべての単語に付けておくタグです。タグは絶対的なもので、二つの単語の距離は、回転の性質を通して間接的に現れるだけです。</translation>
    </message>
    <message>
        <source>We do not carry coordinates around either: we feel order as rhythm and as one moment leading to the next. Perhaps order belongs in the act of one word turning to look at another.</source>
        <translation>私たちも座標を持ち歩いてはいません。順序を、リズムとして、ある瞬間が次の瞬間へつながっていく感覚として感じています。順序は、ある単語が振り向いて別の単語を見る、その行為の中にあるべきなのかもしれません。</translation>
    </message>
    <message>
        <source>The lesson “Order, attention and relative position” follows this thread from the attention score.</source>
        <translation>レッスン「順序、アテンション、相対位置」では、この話をアテンションスコアの側からたどります。</translation>
    </message>
    <message>
        <source>Which schemes put position into attention instead of into the input?</source>
        <translation>位置を入力ではなくアテンションの中に入れるのは、どんな方式でしょうか？</translation>
    </message>
    <message>
        <source>Relative position embeddings, which add a term for the distance to the attention score, and rotary position embeddings (RoPE), which rotate the query and the key by their positions.</source>
        <translation>距離に対応する項をアテンションスコアに加える相対位置埋め込みと、query と key をそれぞれの位置に応じて回転させる回転位置埋め込み（RoPE）です。</translation>
    </message>
    <message>
        <source>The plot shows three of the %3 dimensions up to your position %2. Far out, the fast waves fill their band and only the slowest still shows its swing, but none of them ever leaves [−1, 1].</source>
        <translation>グラフは、%3 次元のうち三つを、選んだ位置 %2 まで表示しています。遠くまで進むと、速い波は帯を埋め尽くし、揺れが見えるのは最も遅い波だけになりますが、どの波も [−1, 1] から出ることはありません。</translation>
    </message>
    <message>
        <source>Your position &amp;q:</source>
        <translation>選んだ位置 q(&amp;Q)：</translation>
    </message>
    <message>
        <source>Your position q</source>
        <translation>選んだ位置 q</translation>
    </message>
    <message>
        <source>The position this lesson looks at, %1 to %2: how big a raw number gets there, where the waves are, what a learned table can say. Every value follows it.</source>
        <translation>このレッスンで見る位置（%1～%2）。そこで生の番号がどれだけ大きくなるか、波がどこにあるか、学習する位置表に何が言えるかを示します。すべての値がこの位置に従います。</translation>
    </message>
    <message>
        <source>Your position q = %2 · width d = %3 · base 10000</source>
        <translation>選んだ位置 q = %2 · 幅 d = %3 · 底 10000</translation>
    </message>
    <message>
        <source>What a float can hold</source>
        <translation>浮動小数点数に収まるもの</translation>
    </message>
    <message>
        <source>Models store numbers in float16 or bfloat16, not in the exact arithmetic of this page: a raw position number soon stops counting, a wave does not.</source>
        <translation>モデルは数を、このページの正確な計算ではなく float16 や bfloat16 で持ちます。位置の番号そのものはすぐに数えられなくなりますが、波はそうなりません。</translation>
    </message>
    <message>
        <source>float16 keeps 11 significant bits. Every whole number up to 2048 fits; from 2049 on only every second one does, from 4097 on every fourth. bfloat16 keeps 8 bits and already fails at 257. The table shows your position %2 and the next one in both types.</source>
        <translation>float16 が持つ有効ビットは 11 個です。2048 までの整数はすべて表せますが、2049 からは二つに一つ、4097 からは四つに一つしか表せません。bfloat16 は 8 ビットなので 257 ですでに表せません。表は、選んだ位置 %2 とその次の位置を両方の型で示します。</translation>
    </message>
    <message>
        <source>When q and q + 1 become the same number, a raw position feature gives two neighbouring words the same input: the model cannot tell them apart.</source>
        <translation>q と q + 1 が同じ数になると、位置の番号をそのまま特徴にした場合、隣り合う二つの単語に同じ入力が与えられ、モデルは両者を区別できません。</translation>
    </message>
    <message>
        <source>From 65520 on float16 has no number left for the position: it becomes infinity (inf), and sin and cos of it are not numbers (nan). bfloat16 reaches much further, in ever coarser steps.</source>
        <translation>65520 からは、float16 には位置を表す数が残っていません。位置は無限大（inf）になり、その sin と cos は数値ではなくなります（nan）。bfloat16 はずっと先まで届きますが、刻みはどんどん粗くなります。</translation>
    </message>
    <message>
        <source>Why does the angle need float32 even when the encoding is stored in float16?</source>
        <translation>エンコーディングを float16 で保存するときでも、角度に float32 が必要なのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>The angle is the position times a frequency: it grows like the position and needs as many significant bits. Only sin and cos of it are bounded, so only they can be stored in a short type.</source>
        <translation>角度は位置に周波数を掛けたものなので、位置と同じように大きくなり、同じだけの有効ビットが必要です。範囲が限られているのはその sin と cos だけなので、短い型に保存できるのもそれらだけです。</translation>
    </message>
    <message>
        <source>The waves stay in [−1, 1], where float16 is fine-grained: stored in float16 with the angle computed in float32, PE(q) is off by a few thousandths at most and PE(q + 1) stays a different vector. Computed entirely in float16, the position is rounded first, and the neighbours collide exactly where the raw number does.</source>
        <translation>波は [−1, 1] に収まり、そこでは float16 の目は細かいです。角度を float32 で計算して float16 に保存すれば、PE(q) の誤差は多くても千分の数で、PE(q + 1) は別のベクトルのままです。すべてを float16 で計算すると、まず位置が丸められるので、位置の番号と同じところで隣どうしが重なります。</translation>
    </message>
    <message>
        <source>That is the idea of relative position schemes, which give the attention score a term for the distance between query and key, and of rotary encodings (RoPE), which rotate queries and keys so that position enters their product only through the distance between them; what the two words say still counts.</source>
        <translation>これが、query と key の距離に対応する項をアテンションスコアに加える相対位置方式や、query と key を回転させて、位置がその積に二つの距離を通してだけ入るようにする回転位置埋め込み（RoPE）の考え方です。二つの単語の内容は、それでも積に効きます。</translation>
    </message>
</context>
<context>
    <name>WhyWavesValues</name>
    <message>
        <source>Length of the embedding ‖E‖</source>
        <translation>埋め込みの長さ ||E||</translation>
    </message>
    <message>
        <source>Raw feature at position %1</source>
        <translation>位置 %1 での生の特徴量</translation>
    </message>
    <message>
        <source>Word&apos;s share 1 / √(1 + p²) at position %1</source>
        <translation>位置 %1 での単語の割合 1 / sqrt(1 + p²)</translation>
    </message>
    <message>
        <source>sin(p) at position %1</source>
        <translation>位置 %1 での sin(p)</translation>
    </message>
    <message>
        <source>Your position q</source>
        <translation>選んだ位置 q</translation>
    </message>
    <message>
        <source>Smallest of the %1 components of PE(%2)</source>
        <translation>PE(%2) の %1 個の成分の最小値</translation>
    </message>
    <message>
        <source>Largest of the %1 components of PE(%2)</source>
        <translation>PE(%2) の %1 個の成分の最大値</translation>
    </message>
    <message>
        <source>PE(%1)[%2]</source>
        <translation>PE(%1)[%2]</translation>
    </message>
    <message>
        <source>Period of dimension %1 (positions)</source>
        <translation>次元 %1 の周期（位置数）</translation>
    </message>
    <message>
        <source>Positions compared: 0 to %1</source>
        <translation>比べる位置：0 から %1</translation>
    </message>
    <message>
        <source>The slowest pair</source>
        <translation>最も遅い対</translation>
    </message>
    <message>
        <source>Slowest sin at position %1</source>
        <translation>位置 %1 での最も遅い sin</translation>
    </message>
    <message>
        <source>Their difference (of a range of 2)</source>
        <translation>両者の差（取りうる幅は 2）</translation>
    </message>
    <message>
        <source>Fastest sin at position %1</source>
        <translation>位置 %1 での最も速い sin</translation>
    </message>
    <message>
        <source>‖PE(%1) − PE(%2)‖ with all %3 pairs</source>
        <translation>全 %3 対での ||PE(%1) − PE(%2)||</translation>
    </message>
    <message>
        <source>Width d of E and of PE</source>
        <translation>E と PE の幅 d</translation>
    </message>
    <message>
        <source>Width of E + PE</source>
        <translation>E + PE の幅</translation>
    </message>
    <message>
        <source>Width of [E, PE]</source>
        <translation>[E, PE] の幅</translation>
    </message>
    <message>
        <source>Weights of a d-wide next layer reading E + PE</source>
        <translation>E + PE を読む幅 d の次の層の重みの数</translation>
    </message>
    <message>
        <source>Weights of a d-wide next layer reading [E, PE]</source>
        <translation>[E, PE] を読む幅 d の次の層の重みの数</translation>
    </message>
    <message>
        <source>Shift k</source>
        <translation>移動量 k</translation>
    </message>
    <message>
        <source>First starting position</source>
        <translation>一つ目の出発位置</translation>
    </message>
    <message>
        <source>Second starting position (yours)</source>
        <translation>二つ目の出発位置（選んだ位置）</translation>
    </message>
    <message>
        <source>Pair %1: turn k / denominator (rad)</source>
        <translation>対 %1：回転角 k / 分母（rad）</translation>
    </message>
    <message>
        <source>Pair %1: hand at position %2 (rad)</source>
        <translation>対 %1：位置 %2 での針の角度（rad）</translation>
    </message>
    <message>
        <source>Largest |R_k PE(%1) − PE(%2)|</source>
        <translation>|R_k PE(%1) − PE(%2)| の最大値</translation>
    </message>
    <message>
        <source>Rows n_max (longest training input)</source>
        <translation>行数 n_max（訓練で最も長い入力）</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>幅 d</translation>
    </message>
    <message>
        <source>Learned numbers n_max × d</source>
        <translation>学習する数の個数 n_max × d</translation>
    </message>
    <message>
        <source>Has position q a row? (1 yes, 0 no)</source>
        <translation>位置 q の行があるか（1 = ある、0 = ない）</translation>
    </message>
    <message>
        <source>First position without a row</source>
        <translation>行のない最初の位置</translation>
    </message>
    <message>
        <source>Smallest distance, pairs used: %1</source>
        <translation>最小距離（使う対の数：%1）</translation>
    </message>
    <message>
        <source>Gap of the closest positions, pairs used: %1</source>
        <translation>最も近い位置どうしの間隔（使う対の数：%1）</translation>
    </message>
    <message>
        <source>First start moved by k</source>
        <translation>k だけ進めた一つ目の出発位置</translation>
    </message>
    <message>
        <source>Second start moved by k</source>
        <translation>k だけ進めた二つ目の出発位置</translation>
    </message>
    <message>
        <source>First whole position float16 cannot hold</source>
        <translation>float16 で表せない最初の整数の位置</translation>
    </message>
    <message>
        <source>First whole position bfloat16 cannot hold</source>
        <translation>bfloat16 で表せない最初の整数の位置</translation>
    </message>
    <message>
        <source>q as float16</source>
        <translation>float16 での q</translation>
    </message>
    <message>
        <source>q + 1 as float16</source>
        <translation>float16 での q + 1</translation>
    </message>
    <message>
        <source>Step between neighbouring float16 numbers at q</source>
        <translation>q 付近で隣り合う float16 の数の間隔</translation>
    </message>
    <message>
        <source>q and q + 1 the same float16 number (1 = yes)</source>
        <translation>q と q + 1 が同じ float16 の数か（1 = はい）</translation>
    </message>
    <message>
        <source>q as bfloat16</source>
        <translation>bfloat16 での q</translation>
    </message>
    <message>
        <source>q + 1 as bfloat16</source>
        <translation>bfloat16 での q + 1</translation>
    </message>
    <message>
        <source>q and q + 1 the same bfloat16 number (1 = yes)</source>
        <translation>q と q + 1 が同じ bfloat16 の数か（1 = はい）</translation>
    </message>
    <message>
        <source>‖PE(q + 1) − PE(q)‖ in double</source>
        <translation>double での ||PE(q + 1) − PE(q)||</translation>
    </message>
    <message>
        <source>The same in float16, the angle computed in float32</source>
        <translation>同じ値を float16 で（角度は float32 で計算）</translation>
    </message>
    <message>
        <source>Largest error of PE(q) stored in float16 (angle in float32)</source>
        <translation>float16 で保存した PE(q) の最大誤差（角度は float32）</translation>
    </message>
    <message>
        <source>The same with everything in float16, the position too</source>
        <translation>位置も含めてすべて float16 で計算した同じ値</translation>
    </message>
    <message>
        <source>PE(q) and PE(q + 1) bit-identical in float16 (1 = yes)</source>
        <translation>float16 で PE(q) と PE(q + 1) がビット単位で同一か（1 = はい）</translation>
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
        <translation>一つの単語、二つの位置</translation>
    </message>
    <message>
        <source>Both copies of “the” share one static embedding E; only their positions, %1 and %2, can tell them apart.</source>
        <translation>二つの「the」は同じ静的埋め込み E を共有しています。両者を区別できるのは、位置 %1 と %2 だけです。</translation>
    </message>
    <message>
        <source>A Transformer takes in all tokens at once. Before any context is mixed in, each input must already carry where its token sits.</source>
        <translation>Transformer はすべての token を一度に受け取ります。文脈を混ぜる前から、各入力は自分の token がどこにあるかという情報を持っていなければなりません。</translation>
    </message>
    <message>
        <source>Each input is x(p) = E + A(p). With positional encoding on, A(p) = PE(p); in the off control, A(p) = 0. The switch decides what is added; the formula stays the same.</source>
        <translation>各入力は x(p) = E + A(p) です。位置エンコーディングがオンなら A(p) = PE(p)、オフ対照では A(p) = 0 です。スイッチが決めるのは何を加えるかだけで、式は変わりません。</translation>
    </message>
    <message>
        <source>PE(p)[2i] = sin(p / 10000^(2i/d)) and PE(p)[2i+1] = cos(p / 10000^(2i/d)). Here p is the position, d the width and i the pair. Angles are in radians, and every value lies in [−1, 1].</source>
        <translation>PE(p)[2i] = sin(p / 10000^(2i/⁠d))、PE(p)[2i+1] = cos(p / 10000^(2i/⁠d)) です。p は位置、d は幅、i は成分対の番号です。角度の単位はラジアンで、どの値も [−1, 1] に入ります。</translation>
    </message>
    <message>
        <source>Dividing the position by a larger denominator gives a slower wave. The encoding never changes the amplitude and never hands a token a different position number.</source>
        <translation>位置をより大きな分母で割ると、波はゆっくりになります。エンコーディングが振幅を変えることはなく、token に別の位置番号を割り当てることもありません。</translation>
    </message>
    <message>
        <source>Adding %3 components to %3 components gives %3 components. Concatenating would double the width, and the next layer would have to change.</source>
        <translation>%3 成分に %3 成分を足しても、結果は %3 成分です。連結すると幅が 2 倍になり、次の層を変えなければなりません。</translation>
    </message>
    <message>
        <source>E stays symbolic, with components e₀, e₁, …: no weights are made up. The original Transformer first multiplies the embedding by √d; here that factor is part of E. See sections 3.4 and 3.5 of “Attention Is All You Need”.</source>
        <translation>E は成分 e₀, e₁, … を持つ記号のままにし、架空の重みは作りません。元の Transformer は埋め込みを先に sqrt(d) 倍しますが、ここではその係数を E に含めています。「Attention Is All You Need」の 3.4 節と 3.5 節を参照してください。</translation>
    </message>
    <message>
        <source>The tokens between the two positions are not expanded on this workbench.</source>
        <translation>二つの位置の間にある token は、この作業台では展開しません。</translation>
    </message>
    <message>
        <source>Embedding only</source>
        <translation>埋め込みだけ</translation>
    </message>
    <message>
        <source>Without positions both inputs are the same vector E, so their difference is zero.</source>
        <translation>位置がなければ二つの入力はどちらも同じベクトル E なので、差はゼロです。</translation>
    </message>
    <message>
        <source>x(%1) = E and x(%2) = E. Subtracted component by component, every eₖ cancels.</source>
        <translation>x(%1) = E、x(%2) = E です。成分ごとに引くと、すべての eₖ が打ち消し合います。</translation>
    </message>
    <message>
        <source>No concrete numbers for E are needed: whatever they are, a vector minus itself is zero. Nothing in these inputs says which “the” comes first.</source>
        <translation>E の具体的な数値は必要ありません。どんな値でも、ベクトルから自分自身を引けばゼロです。これらの入力には、どちらの「the」が先に来るかを示すものが何もありません。</translation>
    </message>
    <message>
        <source>Would a different embedding E make the two inputs differ?</source>
        <translation>埋め込み E を別のものに変えれば、二つの入力に差は出るでしょうか？</translation>
    </message>
    <message>
        <source>No. Any vector minus itself is zero. Only something that depends on the position can separate the two copies.</source>
        <translation>いいえ。どんなベクトルも、自分自身を引けばゼロです。二つの「the」を区別できるのは、位置によって変わるものだけです。</translation>
    </message>
    <message>
        <source>The first pair</source>
        <translation>第一対</translation>
    </message>
    <message>
        <source>Pair 0 (components 0 and 1) divides the position by the smallest denominator, so it turns fastest.</source>
        <translation>対 0（成分 0 と 1）は位置を最も小さい分母で割るので、最も速く回ります。</translation>
    </message>
    <message>
        <source>The first pair holds the sin and the cos of one angle. At position 0 it is [0, 1], not [0, 0]: cos 0 = 1, so position 0 is not the zero vector.</source>
        <translation>第一対は一つの角度の sin と cos を持ちます。位置 0 では [0, 0] ではなく [0, 1] です。cos 0 = 1 なので、位置 0 はゼロベクトルではありません。</translation>
    </message>
    <message>
        <source>Read each pair as a point on the unit circle. The angle says where the point is; by position %2 it has travelled a long way round.</source>
        <translation>各対を単位円上の点として読みましょう。角度が点の場所を表します。位置 %2 では、点はすでに円周を大きく回っています。</translation>
    </message>
    <message>
        <source>Why is PE(0) not all zeros?</source>
        <translation>PE(0) がすべてゼロにならないのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>Because cos 0 = 1. Every cos component of position 0 is 1, so the first pair at position 0 is [0, 1].</source>
        <translation>cos 0 = 1 だからです。位置 0 の cos 成分はすべて 1 なので、位置 0 の第一対は [0, 1] になります。</translation>
    </message>
    <message>
        <source>The second pair</source>
        <translation>第二対</translation>
    </message>
    <message>
        <source>Pair 1 (components 2 and 3) divides by a larger denominator: the same range, a slower wave.</source>
        <translation>対 1（成分 2 と 3）はより大きな分母で割ります。値の範囲は同じで、波はゆっくりです。</translation>
    </message>
    <message>
        <source>The positions are the same; only the angle grows more slowly. The sin and the cos still stay between −1 and 1.</source>
        <translation>位置は同じで、角度の増え方だけが遅くなります。sin と cos は変わらず −1 から 1 の間にあります。</translation>
    </message>
    <message>
        <source>A slow wave changes little from one position to the next, so it still separates positions where a fast pair has come back round.</source>
        <translation>遅い波は隣の位置に移ってもあまり変わらないので、速い対が一周して戻ってきた位置どうしでも区別できます。</translation>
    </message>
    <message>
        <source>Is the slower pair&apos;s amplitude smaller?</source>
        <translation>遅い対のほうが振幅は小さいでしょうか？</translation>
    </message>
    <message>
        <source>No. Every sin and cos lies in [−1, 1]. The denominator sets how fast the angle grows, not how large the values get.</source>
        <translation>いいえ。sin と cos はどれも [−1, 1] に入ります。分母が決めるのは角度が増える速さで、値の大きさではありません。</translation>
    </message>
    <message>
        <source>The remaining pairs</source>
        <translation>残りの対</translation>
    </message>
    <message>
        <source>The last pairs divide by still larger denominators and change slowly over these positions.</source>
        <translation>後ろの対はさらに大きな分母で割るので、これらの位置ではゆっくりとしか変わりません。</translation>
    </message>
    <message>
        <source>Pair i divides the position by 10000^(2i/d), so each pair is slower than the one before it by the same factor.</source>
        <translation>対 i は位置を 10000^(2i/⁠d) で割ります。そのため、どの対も一つ前の対より同じ倍率だけ遅くなります。</translation>
    </message>
    <message>
        <source>Together the %4 pairs make up PE(p): %3 numbers, each a sin or a cos.</source>
        <translation>%4 個の対を合わせたものが PE(p) です。%3 個の数で、それぞれが sin か cos です。</translation>
    </message>
    <message>
        <source>Add component by component</source>
        <translation>成分ごとに加算</translation>
    </message>
    <message>
        <source>x(p) = E + PE(p) adds each encoding value to the matching embedding component; the width stays %3.</source>
        <translation>x(p) = E + PE(p) は、エンコーディングの各値を対応する埋め込みの成分に加えます。幅は %3 のままです。</translation>
    </message>
    <message>
        <source>Component k of x(p) is eₖ + PE(p)[k]. The embedding part is the same at both positions; only the added numbers differ.</source>
        <translation>x(p) の成分 k は eₖ + PE(p)[k] です。埋め込みの部分は両方の位置で同じで、違うのは加えた数だけです。</translation>
    </message>
    <message>
        <source>The sum still has %3 components, so the next layer needs no change.</source>
        <translation>和も %3 成分のままなので、次の層を変える必要はありません。</translation>
    </message>
    <message>
        <source>The difference isolates position</source>
        <translation>位置だけを差で取り出す</translation>
    </message>
    <message>
        <source>Subtracting the inputs cancels E and leaves PE(%2) − PE(%1); its length is the square root of the sum of squares.</source>
        <translation>入力どうしを引くと E が消え、PE(%2) − PE(%1) が残ります。その長さは二乗和の平方根です。</translation>
    </message>
    <message>
        <source>The Euclidean length comes from the unrounded difference vector: square each component, add the squares, take the square root.</source>
        <translation>ユークリッド長は丸める前の差ベクトルから求めます。各成分を二乗し、それらを足して、平方根を取ります。</translation>
    </message>
    <message>
        <source>It is not the gap q − p, and it is not a score of meaning. A length of 0 means every component agrees; any positive length means at least one differs.</source>
        <translation>これは間隔 q − p ではなく、意味のスコアでもありません。長さ 0 はすべての成分が一致すること、正の長さは少なくとも一つの成分が違うことを意味します。</translation>
    </message>
    <message>
        <source>Why is the length not the gap %2 − %1?</source>
        <translation>長さが間隔 %2 − %1 にならないのはなぜでしょうか？</translation>
    </message>
    <message>
        <source>The length measures how far apart two points on bounded waves are. It depends on angles, not on counting tokens: at position 6 the gap doubles, yet the length shrinks.</source>
        <translation>長さは、有界な波の上の二点がどれだけ離れているかを測ります。token の数ではなく角度で決まるので、位置 6 では間隔が 2 倍になるのに長さは縮みます。</translation>
    </message>
    <message>
        <source>Off control</source>
        <translation>オフ対照</translation>
    </message>
    <message>
        <source>With the encoding off both inputs are E + 0, and the difference has length 0.</source>
        <translation>エンコーディングをオフにすると、二つの入力はどちらも E + 0 で、差の長さは 0 です。</translation>
    </message>
    <message>
        <source>Off sets A(p) = 0 and keeps everything else. The PE candidates are still computed; they are just not added.</source>
        <translation>オフにすると A(p) = 0 になるだけで、ほかはすべてそのままです。PE の候補は計算されますが、加算されません。</translation>
    </message>
    <message>
        <source>This control shows that the length in the difference step comes from the positions alone.</source>
        <translation>この対照から、差のステップで見た長さが位置だけから生じていることが分かります。</translation>
    </message>
    <message>
        <source>With the encoding off, can anything in these two inputs tell the copies apart?</source>
        <translation>エンコーディングがオフのとき、この二つの入力の中に二つの「the」を区別できるものはあるでしょうか？</translation>
    </message>
    <message>
        <source>No: the inputs are identical. Order can still come from elsewhere, for example a causal mask (see the edge cases).</source>
        <translation>いいえ。入力はまったく同じです。ただし、順序の情報は因果マスクなど別のところから入ることもあります（境界ケースを参照）。</translation>
    </message>
    <message>
        <source>Position 3 (default)</source>
        <translation>位置 3（既定）</translation>
    </message>
    <message>
        <source>The lesson&apos;s starting point: “the” at positions 0 and 3, and their difference.</source>
        <translation>レッスンの出発点です。位置 0 と 3 にある「the」と、その差を見ます。</translation>
    </message>
    <message>
        <source>Fast pair nearly repeats</source>
        <translation>速い対がほぼ一周</translation>
    </message>
    <message>
        <source>Position 6: the first pair has almost come full circle while the second still separates the positions.</source>
        <translation>位置 6 では、第一対がほぼ一周して戻っていますが、第二対はまだ位置を区別しています。</translation>
    </message>
    <message>
        <source>Position 3 with the encoding off: both inputs are E + 0.</source>
        <translation>位置 3 でエンコーディングをオフにします。二つの入力はどちらも E + 0 です。</translation>
    </message>
    <message>
        <source>Rounding hides a difference</source>
        <translation>丸めで差が隠れる</translation>
    </message>
    <message>
        <source>Position 1: the slowest cos prints the same to six decimals at both positions, yet the values differ.</source>
        <translation>位置 1 では、最も遅い cos が小数 6 桁では両方の位置で同じに表示されますが、値は異なります。</translation>
    </message>
    <message>
        <source>The workbench: one word at two positions</source>
        <translation>作業台：二つの位置にある一つの単語</translation>
    </message>
    <message>
        <source>Step through what sinusoidal positional encoding adds to the token “the” at two positions of “the cat saw the dog”, with every value computed live.</source>
        <translation>「the cat saw the dog」の二つの位置にある token「the」に、正弦方式の位置エンコーディングが何を加えるのかを、すべての値をその場で計算しながらステップ実行で確かめます。</translation>
    </message>
    <message>
        <source>Many frequencies</source>
        <translation>複数の周波数</translation>
    </message>
    <message>
        <source>Each pair repeats after an angle of 2π; the slower pairs keep positions apart, so the distance does not grow steadily with the gap.</source>
        <translation>各対は角度 2π で一周して繰り返します。遅い対が位置の区別を保つので、距離は間隔とともに単調には増えません。</translation>
    </message>
    <message>
        <source>A sin/cos pair is back where it started after an angle of 2π. Whole-number positions seldom land exactly on a full turn, but they can come close.</source>
        <translation>sin/cos の対は、角度 2π で元の場所に戻ります。整数の位置がちょうど一周に重なることはまずありませんが、近づくことはあります。</translation>
    </message>
    <message>
        <source>Try the preset “Fast pair nearly repeats” (position 6): the first pair has turned almost once round and sits near its start, while the second pair has moved only a short way and still tells the positions apart.</source>
        <translation>プリセット「速い対がほぼ一周」（位置 6）を試してみましょう。第一対はほぼ一周して出発点の近くにありますが、第二対は少ししか動いておらず、まだ位置を区別できます。</translation>
    </message>
    <message>
        <source>So the whole length at position 6 is smaller than at position 3. Distance along these waves is periodic: it is neither the number of tokens in between nor a distance in meaning.</source>
        <translation>そのため、位置 6 での全体の長さは位置 3 のときより小さくなります。これらの波に沿った距離は周期的で、間にある token の数でも、意味の距離でもありません。</translation>
    </message>
    <message>
        <source>Is position 6 farther from position 0 than position 3 is?</source>
        <translation>位置 6 は、位置 3 よりも位置 0 から遠いでしょうか？</translation>
    </message>
    <message>
        <source>No. The first pair nearly repeats at 6, so ‖PE(6) − PE(0)‖ is smaller than ‖PE(3) − PE(0)‖, even though the gap is twice as large.</source>
        <translation>いいえ。第一対は 6 でほぼ一周するので、間隔は 2 倍なのに ||PE(6) − PE(0)|| は ||PE(3) − PE(0)|| より小さくなります。</translation>
    </message>
    <message>
        <source>A relative shift is a rotation</source>
        <translation>相対移動は回転</translation>
    </message>
    <message>
        <source>Moving by R = q − p turns each pair by the fixed angle R / denominator, so PE(p + R) = M_R · PE(p) for every p.</source>
        <translation>R = q − p だけ移動すると、各対は一定の角度 R / 分母 だけ回転します。そのため、すべての p で PE(p + R) = M_R · PE(p) が成り立ちます。</translation>
    </message>
    <message>
        <source>The trig addition formulas, sin(a + b) = sin a · cos b + cos a · sin b and cos(a + b) = cos a · cos b − sin a · sin b, turn a shift into a linear transform of the original sin/cos pair.</source>
        <translation>三角加法公式 sin(a + b) = sin a · cos b + cos a · sin b と cos(a + b) = cos a · cos b − sin a · sin b によって、移動は元の sin/cos 対の線形変換として表せます。</translation>
    </message>
    <message>
        <source>The rotation matrix M_R has one 2 × 2 block per pair and zeros everywhere else. It depends only on R, not on the position you start from.</source>
        <translation>回転行列 M_R は対ごとに一つの 2 × 2 ブロックを持ち、それ以外はすべてゼロです。M_R は R だけで決まり、出発する位置にはよりません。</translation>
    </message>
    <message>
        <source>A model can use this structure to work with relative positions; nothing guarantees that it learns to.</source>
        <translation>モデルはこの構造を使って相対位置を扱えます。ただし、実際にそう学習する保証はありません。</translation>
    </message>
    <message>
        <source>Does M_R change when both positions move up by 10?</source>
        <translation>二つの位置をどちらも 10 ずつ後ろへずらすと、M_R は変わるでしょうか？</translation>
    </message>
    <message>
        <source>No. M_R depends only on the gap R, not on where the two positions start.</source>
        <translation>いいえ。M_R は間隔 R だけで決まり、二つの位置がどこから始まるかにはよりません。</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>費用</translation>
    </message>
    <message>
        <source>Building the encoding for n positions of width d takes O(n·d) time and space; one position takes O(d).</source>
        <translation>幅 d のエンコーディングを n 位置分作るには、時間・空間ともに O(n·d) かかります。1 位置なら O(d) です。</translation>
    </message>
    <message>
        <source>Every entry is one sin or cos of a known angle, from a fixed formula: there is no learned position table to train or store.</source>
        <translation>どの値も、固定の式で決まる既知の角度の sin か cos です。学習する位置表とは違い、訓練も保存も要りません。</translation>
    </message>
    <message>
        <source>The values below count the entries for positions 0 to %2. The cost of attention is not part of this count.</source>
        <translation>下の値は、位置 0 から %2 までの値の個数です。アテンションの費用はこの数に含まれません。</translation>
    </message>
    <message>
        <source>What happens to the cost when d doubles?</source>
        <translation>d を 2 倍にすると、費用はどうなるでしょうか？</translation>
    </message>
    <message>
        <source>It doubles: each position needs one sin or cos per component.</source>
        <translation>2 倍になります。各位置で、成分ごとに sin か cos を一つずつ計算するからです。</translation>
    </message>
    <message>
        <source>Implementation check</source>
        <translation>実装確認</translation>
    </message>
    <message>
        <source>Put the same word at positions p and q: the input difference must equal PE(q) − PE(p), whatever E is.</source>
        <translation>同じ単語を位置 p と q に置きます。E が何であっても、入力の差は PE(q) − PE(p) に等しくなるはずです。</translation>
    </message>
    <message>
        <source>Choose each token&apos;s PE by its slot in the sequence and give it the width of the embedding. The shared embedding then cancels, so the check needs no knowledge of E.</source>
        <translation>各 token の PE は系列の中の位置で選び、埋め込みと同じ幅にします。すると共通の埋め込みは打ち消し合うので、E を知らなくても確認できます。</translation>
    </message>
    <message>
        <source>Switch on the bug below: when every token gets PE(0), the two inputs are equal, the difference is zero, and the check fails.</source>
        <translation>下のバグをオンにしてみましょう。どの token にも PE(0) を加えると、二つの入力は等しくなって差はゼロになり、確認は失敗します。</translation>
    </message>
    <message>
        <source>The same word at two positions gives an input difference of zero. What does that tell you?</source>
        <translation>同じ単語を二つの位置に置いたのに、入力の差がゼロになりました。ここから何が分かるでしょうか？</translation>
    </message>
    <message>
        <source>The position path adds the same vector at both slots: for example PE(0) for every token, or the encoding is switched off.</source>
        <translation>位置の経路が両方の位置に同じベクトルを加えています。たとえば、すべての token に PE(0) を加えているか、エンコーディングがオフになっています。</translation>
    </message>
    <message>
        <source>Edge cases</source>
        <translation>境界ケース</translation>
    </message>
    <message>
        <source>Off still computes the candidates, position 0 is all sin 0 and cos 1, six-decimal ties can hide real differences, and far positions compute without promises.</source>
        <translation>オフでも候補は計算されます。位置 0 では sin がすべて 0、cos がすべて 1 です。小数 6 桁で同じに見えても実際には違うことがあり、遠い位置も計算はできますが保証はありません。</translation>
    </message>
    <message>
        <source>Off: in this control the repeated token gets the same input twice, but the unused PE candidates can still be computed and shown.</source>
        <translation>オフ：この対照では、繰り返し現れる token は二度とも同じ入力になります。それでも、使われない PE の候補は計算して表示できます。</translation>
    </message>
    <message>
        <source>Position 0: every sin is 0 and every cos is 1.</source>
        <translation>位置 0：sin はすべて 0、cos はすべて 1 です。</translation>
    </message>
    <message>
        <source>Small differences: a slow cos can print the same to six decimals at two positions. The computation and the length use full precision; the focus display shows more digits.</source>
        <translation>小さな差：遅い cos は、二つの位置で小数 6 桁までは同じ値に表示されることがあります。計算と長さには全精度の値を使い、焦点表示ではより多くの桁を表示します。</translation>
    </message>
    <message>
        <source>Long inputs: the formula computes for positions past 32 or past the training range, but nothing promises that a model behaves well there. 32 is only the range of this workbench&apos;s control.</source>
        <translation>長い入力：式は 32 を超える位置や訓練範囲外の位置でも計算できますが、そこでモデルがうまく振る舞う保証はありません。32 はこの作業台の入力欄の範囲にすぎません。</translation>
    </message>
    <message>
        <source>Other sources of order: self-attention without masks or positions is permutation-equivariant. A causal mask also gives order structure, and rotary and bias schemes exist. Stopping this addition alone does not show that a model has no order information.</source>
        <translation>ほかの順序の情報源：マスクも位置もない自己注意は置換同変です。因果マスクも順序の構造を与えますし、回転方式やバイアス方式もあります。この加算を止めただけでは、モデルに順序の情報がないとは言えません。</translation>
    </message>
    <message>
        <source>Common mistakes lab</source>
        <translation>よくある間違いの実験</translation>
    </message>
    <message>
        <source>Switch on one of six common mistakes and compare the symptom it causes with the correct result.</source>
        <translation>六つのよくある間違いのうち一つをオンにして、それが引き起こす症状を正しい結果と比べます。</translation>
    </message>
    <message>
        <source>Each mistake is simulated on the same two positions. E stays symbolic, so the numbers show only what the mistake does to the position path.</source>
        <translation>どの間違いも同じ二つの位置で再現します。E は記号のままなので、数値は間違いが位置の経路に与える影響だけを示します。</translation>
    </message>
    <message>
        <source>Model scope</source>
        <translation>モデルの範囲</translation>
    </message>
    <message>
        <source>This workbench covers the original additive sinusoidal encoding: %3 dimensions, two positions and a symbolic shared embedding.</source>
        <translation>この作業台が扱うのは、元の加算による正弦方式の位置エンコーディングです。%3 次元、二つの位置、記号のままの共通埋め込みを使います。</translation>
    </message>
    <message>
        <source>Not included: attention, training, normalization, dropout, and any prediction of meaning.</source>
        <translation>含まないもの：アテンション、学習、正規化、dropout、意味の予測。</translation>
    </message>
    <message>
        <source>Where to go next: word embeddings, the attention mechanism, and the Transformer block.</source>
        <translation>次に学ぶこと：単語埋め込み、注意機構、Transformer ブロック。</translation>
    </message>
    <message>
        <source>The two inputs differ by a positive length. Does that show that a trained model understands word order?</source>
        <translation>二つの入力の差の長さは正です。これは、学習済みのモデルが語順を理解していることを示すでしょうか？</translation>
    </message>
    <message>
        <source>No. It shows that the input carries a position signal. Whether a model uses it depends on its attention, its training and its data, and none of these is part of this workbench.</source>
        <translation>いいえ。示しているのは、入力が位置の信号を持っていることです。モデルがそれを使うかどうかはアテンションの仕組み、学習、データ次第で、どれもこの作業台には含まれていません。</translation>
    </message>
    <message>
        <source>On and off side by side</source>
        <translation>オンとオフを並べて比較</translation>
    </message>
    <message>
        <source>With the encoding on the two inputs differ by ‖PE(%2) − PE(%1)‖; with it off they are identical.</source>
        <translation>エンコーディングがオンなら二つの入力は ||PE(%2) − PE(%1)|| だけ違い、オフならまったく同じです。</translation>
    </message>
    <message>
        <source>Same token, same embedding, same positions: only the switch differs. The left column is the evidence that the encoding marks position; the right column is the control.</source>
        <translation>token も埋め込みも位置も同じで、違うのはスイッチだけです。左の列はエンコーディングが位置を区別する証拠、右の列は対照です。</translation>
    </message>
    <message>
        <source>At position %1: pair %2&apos;s distance from %3</source>
        <translation>位置 %1：対 %2 の位置 %3 からの距離</translation>
    </message>
    <message>
        <source>At position %1: whole length ‖PE(%1) − PE(%2)‖</source>
        <translation>位置 %1：全体の長さ ||PE(%1) − PE(%2)||</translation>
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
        <translation>正しい場合</translation>
    </message>
    <message>
        <source>With the mistake</source>
        <translation>間違いあり</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Token “the” at positions p = %1 and q = %2 · width d = %3 · base %4</source>
        <translation>位置 p = %1 と q = %2 の token「the」 · 幅 d = %3 · 底 %4</translation>
    </message>
    <message>
        <source>Step %1. %2</source>
        <translation>ステップ %1&#x3000;%2</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>問題：</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a worksheet format; use markdown or json.</source>
        <translation>%1：「%2」はワークシートの形式ではありません。markdown か json を使ってください。</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答え：</translation>
    </message>
    <message>
        <source>%1, %2 decimals (focus display)</source>
        <translation>%1（焦点表示、小数 %2 桁）</translation>
    </message>
    <message>
        <source>Compare position q</source>
        <translation>比較位置 q</translation>
    </message>
    <message>
        <source>Lesson: %1 · %2 = %3 · Language: %4</source>
        <translation>レッスン：%1&#x3000;%2 = %3&#x3000;言語：%4</translation>
    </message>
    <message>
        <source>Width d = %1 · base %2</source>
        <translation>幅 d = %1、底 %2</translation>
    </message>
</context>
<context>
    <name>WorksheetDocument</name>
    <message>
        <source>the page could not be started</source>
        <translation>ページを開始できませんでした</translation>
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
        <translation>%1 ページ目を開始できませんでした</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>%1 / %2 ページ</translation>
    </message>
    <message>
        <source>the pages could not be finished</source>
        <translation>ページを書き終えられませんでした</translation>
    </message>
</context>
<context>
    <name>WorksheetExport</name>
    <message>
        <source>nothing was produced</source>
        <translation>何も作られませんでした</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>cannot write to standard output (%1); the output is incomplete.</source>
        <translation>標準出力に書き込めません（%1）。出力は不完全です。</translation>
    </message>
    <message>
        <source>--output: could not write &quot;%1&quot;: %2.</source>
        <translation>--output：「%1」を書き込めませんでした：%2。</translation>
    </message>
</context>
<context>
    <name>pe::AppSession</name>
    <message>
        <source>The settings could not be saved to &quot;%1&quot;; the values in use stay as they are.</source>
        <translation>設定を「%1」に保存できませんでした。いま使っている値はそのまま使えます。</translation>
    </message>
</context>
<context>
    <name>pe::CheckedSpinBox</name>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; enter an even integer from %3 to %4.</source>
        <translation>%1：「%2」は使えません。%3 から %4 までの偶数を入力してください。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; enter an integer from %3 to %4.</source>
        <translation>%1：「%2」は使えません。%3 から %4 までの整数を入力してください。</translation>
    </message>
</context>
<context>
    <name>pe::ClockDescription</name>
    <message>
        <source>Clock hands, one dial per pair</source>
        <translation>時計の針（対ごとに文字盤が一つ）</translation>
    </message>
    <message>
        <source>Clock hands of %1 pairs; %2</source>
        <translation>時計の針、%1 対。%2</translation>
    </message>
</context>
<context>
    <name>pe::ClockGrid</name>
    <message>
        <source>pair %1 · dims %2, %3</source>
        <translation>対 %1 · 次元 %2, %3</translation>
    </message>
    <message>
        <source>period %1</source>
        <translation>周期 %1</translation>
    </message>
    <message>
        <source>%1 = %2: angle %3 rad (mod 2π), sin %4, cos %5</source>
        <translation>%1 = %2：角度 %3 rad（mod 2π）、sin %4、cos %5</translation>
    </message>
    <message>
        <source>Pair %1: dimension %2 (sin) and dimension %3 (cos)</source>
        <translation>対 %1：次元 %2（sin）と次元 %3（cos）</translation>
    </message>
    <message>
        <source>denominator %1</source>
        <translation>分母 %1</translation>
    </message>
    <message>
        <source>period 2π × denominator = %1 positions per turn</source>
        <translation>周期 2π × 分母 = 1 周あたり %1 位置</translation>
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
        <translation>位置エンコーディングはオフです。これらは候補で、入力には加算されません。</translation>
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
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Stop the animation; p stays where it is.</source>
        <translation>アニメーションを止めます。p はその位置のままです。</translation>
    </message>
    <message>
        <source>Animate: p grows at the chosen speed and wraps around at the end of the slider.</source>
        <translation>アニメーション：p が選んだ速さで増え、スライダーの端まで来ると最初に戻ります。</translation>
    </message>
    <message>
        <source>Turn every hand together: moves position p (0 to the last position shown).</source>
        <translation>すべての針をまとめて回します。位置 p を動かします（0 から表示中の最後の位置まで）。</translation>
    </message>
    <message>
        <source>How many positions per second the animation moves p.</source>
        <translation>アニメーションで p を 1 秒間に何位置進めるかを指定します。</translation>
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
        <translation>ページ %1 / %2 · 対 %3–%4</translation>
    </message>
    <message>
        <source>%1 hand at p = %2 &amp;nbsp;&amp;nbsp; %3 faint hand at q = %4</source>
        <translation>%1 p = %2 の針 &amp;nbsp;&amp;nbsp; %3 q = %4 の薄い針</translation>
    </message>
    <message>
        <source>Clock hands · d = %1, base %2 · p = %3 (solid), q = %4 (faint) · pairs %5–%6 of %7</source>
        <translation>時計の針 · d = %1、底 %2 · p = %3（実線）、q = %4（薄い線） · 対 %5–%6（全 %7 対）</translation>
    </message>
    <message>
        <source>Each hand points at θ = position / denominator, clockwise from 12 o&apos;clock: its tip is (sin θ, cos θ). Under each dial: the pair, its two dimensions and its period 2π × denominator.</source>
        <translation>各針は 12 時の方向から時計回りに θ = 位置 / 分母 の向きを指し、先端は (sin θ, cos θ) です。各文字盤の下には、対、その二つの次元、周期 2π × 分母 を表示しています。</translation>
    </message>
    <message>
        <source>hand at p = %1</source>
        <translation>p = %1 の針</translation>
    </message>
    <message>
        <source>faint hand at q = %1</source>
        <translation>q = %1 の薄い針</translation>
    </message>
    <message>
        <source>Draw q&apos;s hands faintly on the same dials.</source>
        <translation>q の針を同じ文字盤に薄く描きます。</translation>
    </message>
    <message>
        <source>Previous page of dials</source>
        <translation>前の文字盤ページ</translation>
    </message>
    <message>
        <source>Next page of dials</source>
        <translation>次の文字盤ページ</translation>
    </message>
    <message>
        <source>Each pair of dimensions is a clock hand. The hand points at the angle θ = p / denominator, measured clockwise from 12 o&apos;clock, so its tip is (sin θ, cos θ): the pair&apos;s two components. One turn takes 2π × denominator positions (the period under each dial): the first pairs spin like a second hand, the last ones crawl like an hour hand. Hover a dial for its exact values; click it to pick its sin dimension (the ringed dial).</source>
        <translation>次元の対の一つひとつが時計の針です。針は 12 時の方向から時計回りに測った角度 θ = p / 分母 を指すので、先端は (sin θ, cos θ)、つまりその対の二つの成分です。1 周するには 2π × 分母 個の位置が必要です（各文字盤の下の周期）。最初の対は秒針のように速く回り、最後の対は時針のようにゆっくり進みます。文字盤にマウスを重ねると正確な値が表示され、クリックするとその sin の次元を選べます（輪で囲まれた文字盤）。</translation>
    </message>
    <message>
        <source>Positional encoding is switched off: the hands show the PE candidates, which are not added to the input (x(p) = E + 0).</source>
        <translation>位置エンコーディングはオフです。針は PE の候補を示していて、入力には加算されません（x(p) = E + 0）。</translation>
    </message>
    <message>
        <source>Sho&amp;w q</source>
        <translation>q を表示(&amp;W)</translation>
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
        <translation>差ベクトルのユークリッド長で、%1 個の成分の二乗和の平方根です。位置の間隔 q − p = %2 ではなく、意味のスコアでもありません。</translation>
    </message>
    <message>
        <source>Positional encoding is off: both inputs are E + 0, so the difference is zero. PE(p) and PE(q) are still listed as candidates, not added; added, they would give a length of %1.</source>
        <translation>位置エンコーディングはオフです。二つの入力はどちらも E + 0 なので、差はゼロです。PE(p) と PE(q) は加算されない候補として表示しています。加算すれば長さは %1 になります。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p): the token&apos;s embedding E cancels, only the positions remain.</source>
        <translation>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p)：token の埋め込み E は打ち消し合い、位置だけが残ります。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + 0) − (E + 0) = 0: without the encoding the same token gives the same input at every position.</source>
        <translation>x(q) − x(p) = (E + 0) − (E + 0) = 0：エンコーディングがなければ、同じ token はどの位置でも同じ入力になります。</translation>
    </message>
    <message>
        <source>Distance per pair (0 to 2), pairs 0–%1 of %2</source>
        <translation>対ごとの距離（0～2）、対 0–%1（全 %2 対）</translation>
    </message>
    <message>
        <source>Distance per pair (0 to 2)</source>
        <translation>対ごとの距離（0～2）</translation>
    </message>
    <message>
        <source>Show 12 decimals instead of 6: the slow pairs&apos; differences are tiny and can look equal at 6 decimals. The values are always computed in full precision.</source>
        <translation>小数 6 桁ではなく 12 桁で表示します。遅い対の差はとても小さく、小数 6 桁では同じに見えることがあります。値は常に全精度で計算しています。</translation>
    </message>
    <message>
        <source>Distance per pair, from 0 (same angle) to 2 (opposite hands)</source>
        <translation>対ごとの距離：0（同じ角度）から 2（針が正反対）まで</translation>
    </message>
    <message>
        <source>Per dimension: PE(p), PE(q) and x(q) − x(p)</source>
        <translation>次元ごと：PE(p)、PE(q)、x(q) − x(p)</translation>
    </message>
    <message>
        <source>F&amp;ocus: 12 decimals</source>
        <translation>焦点表示：小数 12 桁(&amp;O)</translation>
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
        <translation>次元 %1：対 %3 の %2（分母 %4）</translation>
    </message>
    <message>
        <source>full precision: %1</source>
        <translation>全精度：%1</translation>
    </message>
    <message>
        <source>Positional encoding is off: x(q) − x(p) = (E + 0) − (E + 0) = 0.</source>
        <translation>位置エンコーディングはオフです：x(q) − x(p) = (E + 0) − (E + 0) = 0。</translation>
    </message>
    <message>
        <source>A candidate: not added while positional encoding is off.</source>
        <translation>候補です。位置エンコーディングがオフの間は加算されません。</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>次元</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>対</translation>
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
        <translation>PE(p) 候補
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
        <translation>PE(q) 候補
q = %1</translation>
    </message>
    <message>
        <source>x(q) − x(p)</source>
        <translation>x(q) − x(p)</translation>
    </message>
    <message>
        <source>The component&apos;s index in the vector (0 … d − 1).</source>
        <translation>ベクトル内での成分の番号（0 … d − 1）。</translation>
    </message>
    <message>
        <source>The pair i of the component: both components of a pair share one angle.</source>
        <translation>その成分が属する対 i。対の二つの成分は同じ角度を共有します。</translation>
    </message>
    <message>
        <source>Whether the component holds the pair&apos;s sin or its cos.</source>
        <translation>その成分が対の sin と cos のどちらを持つか。</translation>
    </message>
    <message>
        <source>The positional encoding added to the token&apos;s embedding E.</source>
        <translation>token の埋め込み E に加える位置エンコーディング。</translation>
    </message>
    <message>
        <source>Positional encoding is off: computed, but not added to E.</source>
        <translation>位置エンコーディングはオフです。計算はしますが、E には加算しません。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p): E cancels.</source>
        <translation>x(q) − x(p) = (E + PE(q)) − (E + PE(p)) = PE(q) − PE(p)：E は打ち消し合います。</translation>
    </message>
    <message>
        <source>x(q) − x(p) = (E + 0) − (E + 0) = 0 while positional encoding is off.</source>
        <translation>位置エンコーディングがオフの間は x(q) − x(p) = (E + 0) − (E + 0) = 0。</translation>
    </message>
</context>
<context>
    <name>pe::ContextBandsChart</name>
    <message>
        <source>%1; %2</source>
        <translation>%1。%2</translation>
    </message>
</context>
<context>
    <name>pe::ContextsView</name>
    <message>
        <source>Scale s: &quot;%1&quot; is not allowed; the scale must be a number greater than 0 and at most 10^6, e.g. 4.</source>
        <translation>倍率 s：「%1」は使えません。倍率は 0 より大きく 10^6 以下の数にしてください（例：4）。</translation>
    </message>
    <message>
        <source>Training length L: &quot;%1&quot; is not allowed; the training length must be a whole number from 1 to %2.</source>
        <translation>学習時の長さ L：「%1」は使えません。学習時の長さは 1 から %2 までの整数にしてください。</translation>
    </message>
    <message>
        <source>&amp;Rescaling:</source>
        <translation>スケーリング(&amp;R)：</translation>
    </message>
    <message>
        <source>How the frequencies are rescaled for the longer context: position interpolation (θᵢ / s), NTK-aware scaling (a larger base) or YaRN (a ramp between the two)</source>
        <translation>長いコンテキストに合わせて周波数をどう変換するか：位置補間（θᵢ / s）、NTK-aware スケーリング（より大きな底）、YaRN（両者の間をランプでつなぐ）</translation>
    </message>
    <message>
        <source>Scaling method</source>
        <translation>スケーリングの方法</translation>
    </message>
    <message>
        <source>S&amp;cale s:</source>
        <translation>倍率 s(&amp;C)：</translation>
    </message>
    <message>
        <source>How many times longer the run is than training: a number greater than 0 and at most 10^6</source>
        <translation>推論時の長さが学習時の何倍か：0 より大きく 10^6 以下の数</translation>
    </message>
    <message>
        <source>Scale s</source>
        <translation>倍率 s</translation>
    </message>
    <message>
        <source>Trainin&amp;g length L:</source>
        <translation>学習時の長さ L(&amp;G)：</translation>
    </message>
    <message>
        <source>The number of positions the model was trained on: a whole number from 1 to 2^53</source>
        <translation>モデルが学習した位置の数：1 から 2^53 までの整数</translation>
    </message>
    <message>
        <source>Training length L</source>
        <translation>学習時の長さ L</translation>
    </message>
    <message>
        <source>Angles seen in training and needed by the longer run, per pair</source>
        <translation>対ごとの、学習で見た角度と長い入力に必要な角度</translation>
    </message>
    <message>
        <source>Values of the hovered pair</source>
        <translation>ポインタを合わせた対の値</translation>
    </message>
    <message>
        <source> ⋅ </source>
        <comment>between the items of the hovered pair&apos;s read-out; Chinese: ；, as the items hold ，</comment>
        <translation> ⋅ </translation>
    </message>
</context>
<context>
    <name>pe::DimensionPicker</name>
    <message>
        <source>e.g. 0, 1, 10 or 0-7</source>
        <translation>例：0, 1, 10 や 0-7</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Back to the default dimensions (0, 1 and 10, or all for d ≤ 8)</source>
        <translation>既定の次元に戻します（0、1、10。d ≤ 8 ならすべて）</translation>
    </message>
    <message>
        <source>The dimensions to draw as waves, from 0 to %1: single numbers and ranges separated by commas, at most %2. Press Enter to apply; clicking a heatmap row or a curve picks a dimension too.</source>
        <translation>波として描く次元（0 から %1）。番号や範囲をカンマで区切って %2 個まで指定します。Enter キーで適用します。ヒートマップの行や曲線をクリックしても次元を選べます。</translation>
    </message>
    <message>
        <source>Di&amp;mensions:</source>
        <translation>次元(&amp;M)：</translation>
    </message>
    <message>
        <source>Clear the dimensions</source>
        <translation>次元の入力を消します</translation>
    </message>
</context>
<context>
    <name>pe::EncodingTableView</name>
    <message>
        <source>Every value PE(position)[dimension], to 6 decimals</source>
        <translation>すべての値 PE(位置)[次元]（小数 6 桁）</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
</context>
<context>
    <name>pe::HeatmapDescription</name>
    <message>
        <source>Heatmap, %1 dimensions by %2 positions; position %3, dimension %4: %5</source>
        <translation>ヒートマップ、%1 次元 × %2 位置。位置 %3、次元 %4：%5</translation>
    </message>
</context>
<context>
    <name>pe::HeatmapView</name>
    <message>
        <source>Heatmap of the positional encoding</source>
        <translation>位置エンコーディングのヒートマップ</translation>
    </message>
    <message>
        <source>Positions across, dimensions down; colour shows the value from −1 to +1.</source>
        <translation>横方向が位置、縦方向が次元です。色は −1 から +1 までの値を表します。</translation>
    </message>
    <message>
        <source>Each column is a position, each row a dimension (0 at the top); the colour is the value. Click a cell to pick its position as p and its dimension. Wheel: zoom positions; Ctrl or Shift + wheel: zoom dimensions; drag: pan; + and -: zoom positions; Ctrl + and Ctrl -: zoom dimensions; arrow keys: pan; Home: show everything.</source>
        <translation>各列が一つの位置、各行が一つの次元（0 が一番上）で、色が値を表します。セルをクリックすると、その位置が p になり、その次元が選択されます。ホイール：位置方向に拡大縮小、Ctrl または Shift + ホイール：次元方向に拡大縮小、ドラッグ：移動、+ と -：位置方向に拡大縮小、Ctrl + と Ctrl -：次元方向に拡大縮小、矢印キー：移動、Home：全体を表示。</translation>
    </message>
    <message>
        <source>Shift + arrow keys: move the keyboard cursor one cell; Enter: pick that cell.</source>
        <translation>Shift + 矢印キー：キーボードのカーソルを 1 セル動かします。Enter：そのセルを選びます。</translation>
    </message>
</context>
<context>
    <name>pe::InnerPartNames</name>
    <message>
        <source>More buttons</source>
        <translation>その他のボタン</translation>
    </message>
    <message>
        <source>The toolbar&apos;s buttons that do not fit the window</source>
        <translation>ウィンドウに入りきらないツールバーのボタン</translation>
    </message>
</context>
<context>
    <name>pe::LessonAbsoluteVectorsPage</name>
    <message>
        <source>ABCD:  %1
CBAD:  %2</source>
        <translation>ABCD:  %1
CBAD:  %2</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>The same token A at two places is two different inputs:</source>
        <translation>同じ token A でも、二つの場所では別々の入力になります：</translation>
    </message>
    <message>
        <source>E_A + P_0 (in ABCD)</source>
        <translation>E_A + P_0（ABCD）</translation>
    </message>
    <message>
        <source>E_A + P_2 (in CBAD)</source>
        <translation>E_A + P_2（CBAD）</translation>
    </message>
    <message>
        <source>‖(E_A + P_0) − (E_A + P_2)‖ = ‖P_0 − P_2‖ = %1: not the same input.</source>
        <translation>||(E_A + P_0) − (E_A + P_2)|| = ||P_0 − P_2|| = %1：同じ入力ではありません。</translation>
    </message>
</context>
<context>
    <name>pe::LessonAddConcatPage</name>
    <message>
        <source>Add</source>
        <translation>加算</translation>
    </message>
    <message>
        <source>Concatenate</source>
        <translation>連結</translation>
    </message>
    <message>
        <source>next layer: %1 × %2 weights</source>
        <translation>次の層：%1 × %2 個の重み</translation>
    </message>
    <message>
        <source>Add or concatenate: widths and next-layer weights</source>
        <translation>加算か連結か：幅と次の層の重み</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>pe::LessonAlibiBiasPage</name>
    <message>
        <source>Head</source>
        <translation>ヘッド</translation>
    </message>
    <message>
        <source>Slope</source>
        <translation>傾き</translation>
    </message>
    <message>
        <source>Bias −slope · %1</source>
        <translation>バイアス −傾き · %1</translation>
    </message>
    <message>
        <source>Factor e^bias</source>
        <translation>係数 e^bias</translation>
    </message>
    <message>
        <source>Penalty slope · %1</source>
        <translation>ペナルティ（傾き · %1）</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>ヘッド %1</translation>
    </message>
    <message>
        <source>Slopes of %1 heads: %2.</source>
        <translation>%1 ヘッドの傾き：%2。</translation>
    </message>
</context>
<context>
    <name>pe::LessonClockPeriodsPage</name>
    <message>
        <source>Pair i</source>
        <translation>対 i</translation>
    </message>
    <message>
        <source>Dimensions</source>
        <translation>次元</translation>
    </message>
    <message>
        <source>Period 2π · 10000^(2i/%1)</source>
        <translation>周期 2π · 10000^(2i/⁠%1)</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 と %2</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>幅 d</translation>
    </message>
    <message>
        <source>pair %1 at position %2</source>
        <translation>位置 %2 の対 %1</translation>
    </message>
    <message>
        <source>period %1</source>
        <translation>周期 %1</translation>
    </message>
    <message>
        <source>Your own width d (even, %1 to %2):</source>
        <translation>自分で選ぶ幅 d（偶数、%1～%2）：</translation>
    </message>
    <message>
        <source>Clock hands at position %1</source>
        <translation>位置 %1 の時計の針</translation>
    </message>
</context>
<context>
    <name>pe::LessonClockShiftPage</name>
    <message>
        <source>From position %1 to %2 (faint hand: start, dark hand: after the shift):</source>
        <translation>位置 %1 から %2 へ（薄い針：出発時、濃い針：移動後）：</translation>
    </message>
    <message>
        <source>From your position %1 to %2:</source>
        <translation>選んだ位置 %1 から %2 へ：</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>対 %1</translation>
    </message>
    <message>
        <source>turn %1 rad</source>
        <translation>回転 %1 rad</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>対</translation>
    </message>
    <message>
        <source>Turn k / denominator</source>
        <translation>回転角 k / 分母</translation>
    </message>
    <message>
        <source>Hand at %1</source>
        <translation>%1 での針</translation>
    </message>
    <message>
        <source>The hands are angles in radians from 12 o&apos;clock, clockwise. Largest |R_%1 PE(%2) − PE(%3)| = %4; largest |R_%1 PE(%5) − PE(%6)| = %7.</source>
        <translation>針の値は、12 時の方向から時計回りに測った角度（ラジアン）です。|R_%1 PE(%2) − PE(%3)| の最大値 = %4、|R_%1 PE(%5) − PE(%6)| の最大値 = %7。</translation>
    </message>
    <message>
        <source>Clock hands from position %1 to %2</source>
        <translation>位置 %1 から %2 への時計の針</translation>
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
        <translation>未見の対</translation>
    </message>
    <message>
        <source>Reach past the band</source>
        <translation>範囲を超える度合い</translation>
    </message>
    <message>
        <source>Pair 0 at Δ = %1</source>
        <translation>対 0（Δ = %1）</translation>
    </message>
    <message>
        <source>Slowest pair at Δ = %1</source>
        <translation>最も遅い対（Δ = %1）</translation>
    </message>
    <message>
        <source>Slowest wavelength</source>
        <translation>最も長い波長</translation>
    </message>
    <message>
        <source>No rescaling</source>
        <translation>スケーリングなし</translation>
    </message>
    <message>
        <source>Position interpolation</source>
        <translation>位置補間</translation>
    </message>
    <message>
        <source>NTK-aware scaling</source>
        <translation>NTK-aware スケーリング</translation>
    </message>
    <message>
        <source>YaRN ramp</source>
        <translation>YaRN（ランプ）</translation>
    </message>
    <message>
        <source>Pairs with unseen angles at %1 positions</source>
        <translation>%1 位置で未見の角度がある対</translation>
    </message>
    <message>
        <source>Trained on L = %1, run on s · L = %2 (s = %3), d = %4. NTK-aware base&apos; = %5; YaRN&apos;s attention factor %6.</source>
        <translation>学習時 L = %1、推論時 s · L = %2（s = %3）、d = %4。NTK-aware の base&apos; = %5、YaRN のアテンションの倍率 %6。</translation>
    </message>
</context>
<context>
    <name>pe::LessonEdgeCasesPage</name>
    <message>
        <source>Position 0: largest |sin| = %1, smallest cos = %2.</source>
        <translation>位置 0：|sin| の最大値 = %1、cos の最小値 = %2。</translation>
    </message>
    <message>
        <source>Off: the inputs differ by %1, yet the unused candidates still give ‖PE(%2) − PE(%3)‖ = %4.</source>
        <translation>オフ：入力の差は %1 ですが、使われない候補からは ||PE(%2) − PE(%3)|| = %4 が得られます。</translation>
    </message>
    <message>
        <source>Focus display: every component at six decimals and with more &amp;digits:</source>
        <translation>焦点表示：各成分を小数 6 桁と、より多くの桁で表示(&amp;D)：</translation>
    </message>
    <message>
        <source>Decimals of the focus columns, 6 to 17.</source>
        <translation>焦点表示の列の小数桁数（6～17）。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>PE(%1)[k], %2 decimals</source>
        <translation>PE(%1)[k]、小数 %2 桁</translation>
    </message>
    <message>
        <source>Six decimals</source>
        <translation>小数 6 桁</translation>
    </message>
    <message>
        <source>look alike</source>
        <translation>同じに見える</translation>
    </message>
    <message>
        <source>equal</source>
        <translation>等しい</translation>
    </message>
    <message>
        <source>differ</source>
        <translation>異なる</translation>
    </message>
    <message numerus="yes">
        <source>%n component(s) print the same to six decimals but differ at full precision; the length uses the full values.</source>
        <translation>
            <numerusform>%n 個の成分が小数 6 桁では同じに表示されますが、全精度では異なります。長さには全精度の値を使います。</numerusform>
        </translation>
    </message>
    <message>
        <source>No component prints the same to six decimals here; try the preset “Rounding hides a difference”. The slowest cos (component %1) is the first to look alike.</source>
        <translation>ここでは小数 6 桁で同じに表示される成分はありません。プリセット「丸めで差が隠れる」を試してください。最初に同じに見えるのは、最も遅い cos（成分 %1）です。</translation>
    </message>
    <message>
        <source>Far past the range: ‖PE(%1) − PE(%2)‖ = %3 computes, but a model trained on shorter inputs promises nothing there.</source>
        <translation>範囲をはるかに超えた位置：||PE(%1) − PE(%2)|| = %3 は計算できますが、短い入力で訓練したモデルがそこでどう振る舞うかは保証されません。</translation>
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
        <translation>最も遅い波（対 %1）</translation>
    </message>
    <message>
        <source>Fastest wave (pair 0)</source>
        <translation>最も速い波（対 0）</translation>
    </message>
    <message>
        <source>All %1 pairs together: ‖PE(%2) − PE(%3)‖ = %4.</source>
        <translation>全 %1 対を合わせると：||PE(%2) − PE(%3)|| = %4。</translation>
    </message>
    <message>
        <source>The two closest of the positions 0 to %1, using only the first m pairs (fastest first):</source>
        <translation>先頭の m 個の対（速い順）だけを使ったときの、位置 0 から %1 のうち最も近い二つ：</translation>
    </message>
    <message>
        <source>Pairs used, m</source>
        <translation>使う対の数 m</translation>
    </message>
    <message>
        <source>Smallest distance</source>
        <translation>最小距離</translation>
    </message>
    <message>
        <source>Closest positions lie this far apart</source>
        <translation>最も近い二つの位置の間隔</translation>
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
        <translation>バグを再現：すべての token に PE(0) を加算</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>Input difference x(%1) − x(%2)</source>
        <translation>入力の差 x(%1) − x(%2)</translation>
    </message>
    <message>
        <source>Expected PE(%1) − PE(%2)</source>
        <translation>期待値 PE(%1) − PE(%2)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>Check passed: the input difference equals PE(%1) − PE(%2) in every component; its length is %3.</source>
        <translation>確認成功：入力の差はすべての成分で PE(%1) − PE(%2) と一致します。長さは %3 です。</translation>
    </message>
    <message>
        <source>Check failed: the input difference has length %1 instead of %2. The same vector was added at both positions.</source>
        <translation>確認失敗：入力の差の長さが %2 ではなく %1 です。両方の位置に同じベクトルが加えられています。</translation>
    </message>
</context>
<context>
    <name>pe::LessonInputDifferencePage</name>
    <message>
        <source>(the shared E cancels)</source>
        <translation>（共通の E は打ち消し合う）</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>Square</source>
        <translation>二乗</translation>
    </message>
    <message>
        <source>Sum of the squares: %1</source>
        <translation>二乗和：%1</translation>
    </message>
    <message>
        <source>Length ‖x(%1) − x(%2)‖ = √%3 = %4</source>
        <translation>長さ ||x(%1) − x(%2)|| = sqrt(%3) = %4</translation>
    </message>
    <message>
        <source>The gap q − p is %1: a count of positions, not this length, and not a score of meaning.</source>
        <translation>間隔 q − p は %1 です。これは位置の数を数えたもので、この長さではなく、意味のスコアでもありません。</translation>
    </message>
</context>
<context>
    <name>pe::LessonMistakesPage</name>
    <message>
        <source>Switch on a mistake</source>
        <translation>間違いをオンにする</translation>
    </message>
    <message>
        <source>None: the correct encoding</source>
        <translation>なし：正しいエンコーディング</translation>
    </message>
    <message>
        <source>Pick a mistake above to see what it does to the same two positions.</source>
        <translation>上で間違いを一つ選ぶと、同じ二つの位置に何が起こるかが分かります。</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>直し方：%1</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>正しい場合</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>測定値</translation>
    </message>
    <message>
        <source>With the mistake</source>
        <translation>間違いあり</translation>
    </message>
    <message>
        <source>Try it: a tiny model trained with and without positions (lesson “Order, attention and relative position”, step “Does a model use it?”)</source>
        <translation>試してみましょう：位置ありと位置なしで学習させた小さなモデル（レッスン「順序、アテンション、相対位置」のステップ「モデルはそれを使うのでしょうか？」）</translation>
    </message>
</context>
<context>
    <name>pe::LessonOnOffPage</name>
    <message>
        <source>Encoding on</source>
        <translation>エンコーディング：オン</translation>
    </message>
    <message>
        <source>Encoding off (control)</source>
        <translation>エンコーディング：オフ（対照）</translation>
    </message>
    <message>
        <source>x(p) = E + PE(p), so %1 = PE(%2) − PE(%3).</source>
        <translation>x(p) = E + PE(p) なので、%1 = PE(%2) − PE(%3)。</translation>
    </message>
    <message>
        <source>x(p) = E + 0, so %1 = E − E = 0.</source>
        <translation>x(p) = E + 0 なので、%1 = E − E = 0。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>Length ‖%1‖ = %2</source>
        <translation>長さ ||%1|| = %2</translation>
    </message>
</context>
<context>
    <name>pe::LessonPage</name>
    <message>
        <source>Hide the answer</source>
        <translation>答えを隠す</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>答えを見る</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Check your understanding</source>
        <translation>確認問題</translation>
    </message>
    <message>
        <source>Go on: lesson “%1”, step “%2”</source>
        <translation>続き：レッスン「%1」のステップ「%2」</translation>
    </message>
</context>
<context>
    <name>pe::LessonPairCardsPage</name>
    <message>
        <source>Pair %1: components %2 (sin) and %3 (cos)</source>
        <translation>対 %1：成分 %2（sin）と %3（cos）</translation>
    </message>
    <message>
        <source>Denominator %1^(2·%2/%3) = %4</source>
        <translation>分母 %1^(2·%2/%3) = %4</translation>
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
        <translation>単位円上の対 %1</translation>
    </message>
</context>
<context>
    <name>pe::LessonPairSharesPage</name>
    <message>
        <source>Pair</source>
        <translation>対</translation>
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
        <translation>%1 での角度（rad）</translation>
    </message>
    <message>
        <source>Turns at %1</source>
        <translation>%1 での周回数</translation>
    </message>
    <message>
        <source>Distance between %1 and %2</source>
        <translation>%1 と %2 の距離</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>対 %1</translation>
    </message>
    <message>
        <source>Whole length ‖PE(%1) − PE(%2)‖ = %3</source>
        <translation>全体の長さ ||PE(%1) − PE(%2)|| = %3</translation>
    </message>
    <message>
        <source>%1 %2 %3, the length at the default position %4.</source>
        <translation>%1 %2 %3（右辺は既定の位置 %4 での長さ）。</translation>
    </message>
    <message>
        <source>At position 6: pair 0 is %1 from position %2, pair 1 is %3, the whole length %4.</source>
        <translation>位置 6 では、対 0 の位置 %2 からの距離は %1、対 1 は %3、全体の長さは %4 です。</translation>
    </message>
</context>
<context>
    <name>pe::LessonPermutationPage</name>
    <message>
        <source>“%1” against “%2”, compared at “%3”</source>
        <translation>「%1」と「%2」を「%3」で比較</translation>
    </message>
    <message>
        <source>The attention weights “%1” gives to each place, with positions off and on. “%1” stands at place %2 in both orders.</source>
        <translation>「%1」が各場所に向けるアテンションの重み（位置オフとオン）。「%1」はどちらの並びでも場所 %2 にあります。</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>Positions off, “%1”: %2 = %3</source>
        <translation>位置オフ、「%1」：%2 = %3</translation>
    </message>
    <message>
        <source>Positions off, “%1”: %2 = %3 — the same terms in another order.</source>
        <translation>位置オフ、「%1」：%2 = %3 ― 同じ項が別の順番に並んでいるだけです。</translation>
    </message>
    <message>
        <source>%1, off</source>
        <translation>%1、オフ</translation>
    </message>
    <message>
        <source>%1, on</source>
        <translation>%1、オン</translation>
    </message>
    <message>
        <source>Length of %1(%2) − %1(%3): %4 with positions off, %5 with positions on.</source>
        <translation>%1(%2) − %1(%3) の長さ：位置オフでは %4、位置オンでは %5。</translation>
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
        <translation>生の特徴量 p</translation>
    </message>
    <message>
        <source>‖E‖</source>
        <translation>||E||</translation>
    </message>
    <message>
        <source>Word&apos;s share</source>
        <translation>単語の割合</translation>
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
        <translation>生の特徴量 p</translation>
    </message>
    <message>
        <source>|sin(p)|</source>
        <translation>|sin(p)|</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（選んだ位置）</translation>
    </message>
    <message>
        <source>p = %1 (yours)</source>
        <translation>p = %1（選んだ位置）</translation>
    </message>
</context>
<context>
    <name>pe::LessonRotaryPairsPage</name>
    <message>
        <source>q = W_Q E_D = (%1), turned by n = %2; k = W_K E_A = (%3), turned by m = %4.</source>
        <translation>q = W_Q E_D = (%1) を n = %2 だけ回転、k = W_K E_A = (%3) を m = %4 だけ回転します。</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>対</translation>
    </message>
    <message>
        <source>Components</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>θᵢ</source>
        <translation>θᵢ</translation>
    </message>
    <message>
        <source>Hand of Rₙ q</source>
        <translation>Rₙ q の針</translation>
    </message>
    <message>
        <source>Hand of Rₘ k</source>
        <translation>Rₘ k の針</translation>
    </message>
    <message>
        <source>Angle between</source>
        <translation>間の角度</translation>
    </message>
    <message>
        <source>Part of the score</source>
        <translation>スコアへの寄与</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>対 %1</translation>
    </message>
    <message>
        <source>Sum of the parts %1 = RoPE score (Rₙ q)·(Rₘ k) = %2</source>
        <translation>寄与の和 %1 = RoPE のスコア (Rₙ q)·(Rₘ k) = %2</translation>
    </message>
</context>
<context>
    <name>pe::LessonRotationCheckPage</name>
    <message>
        <source>Component</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>%1 (yours)</source>
        <translation>%1（自分で選んだ k）</translation>
    </message>
    <message>
        <source>R = %1. M_%1 holds one 2 × 2 block per pair, acting on (sin, cos):</source>
        <translation>R = %1。M_%1 は対ごとに一つの 2 × 2 ブロックを持ち、(sin, cos) に作用します：</translation>
    </message>
    <message>
        <source>Pair %1: R / Z = %2 / %3 = %4</source>
        <translation>対 %1：R / Z = %2 / %3 = %4</translation>
    </message>
    <message>
        <source>Start k</source>
        <translation>出発位置 k</translation>
    </message>
    <message>
        <source>Target k + R</source>
        <translation>移動先 k + R</translation>
    </message>
    <message>
        <source>Largest |M_R P_k − P_(k+R)|</source>
        <translation>|M_R P_k − P_(k+R)| の最大値</translation>
    </message>
    <message>
        <source>Your own start k (0 to %1):</source>
        <translation>自分で選ぶ出発位置 k（0～%1）：</translation>
    </message>
</context>
<context>
    <name>pe::LessonSchemeProfilesPage</name>
    <message>
        <source>Scheme</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>At Δ = 0</source>
        <translation>Δ = 0 のとき</translation>
    </message>
    <message>
        <source>At Δ = %1</source>
        <translation>Δ = %1 のとき</translation>
    </message>
    <message>
        <source>On one scale</source>
        <translation>共通の尺度</translation>
    </message>
    <message>
        <source>Sinusoidal PE(0)·PE(Δ)</source>
        <translation>正弦方式 PE(0)·PE(Δ)</translation>
    </message>
    <message>
        <source>RoPE decay bound</source>
        <translation>RoPE の減衰の上界</translation>
    </message>
    <message>
        <source>ALiBi head 1, bias</source>
        <translation>ALiBi ヘッド 1、バイアス</translation>
    </message>
    <message>
        <source>ALiBi head %1, bias</source>
        <translation>ALiBi ヘッド %1、バイアス</translation>
    </message>
    <message>
        <source>Share of the value at 0, or e^bias</source>
        <translation>0 での値に対する割合、または e^bias</translation>
    </message>
</context>
<context>
    <name>pe::LessonScoreTermsPage</name>
    <message>
        <source>Query %1 at position n, key %2 at position m = n + %3; x = E_%1, y = E_%2, toy weights W_Q and W_K.</source>
        <translation>query は位置 n の %1、key は位置 m = n + %3 の %2 です。x = E_%1、y = E_%2、W_Q と W_K は例題の重みです。</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>項</translation>
    </message>
    <message>
        <source>① content · content  (W_Q x)ᵀ(W_K y)</source>
        <translation>① 内容 · 内容  (W_Q x)ᵀ(W_K y)</translation>
    </message>
    <message>
        <source>② content · position  (W_Q x)ᵀ(W_K P_m)</source>
        <translation>② 内容 · 位置  (W_Q x)ᵀ(W_K P_m)</translation>
    </message>
    <message>
        <source>③ position · content  (W_Q P_n)ᵀ(W_K y)</source>
        <translation>③ 位置 · 内容  (W_Q P_n)ᵀ(W_K y)</translation>
    </message>
    <message>
        <source>④ position · position  (W_Q P_n)ᵀ(W_K P_m)</source>
        <translation>④ 位置 · 位置  (W_Q P_n)ᵀ(W_K P_m)</translation>
    </message>
    <message>
        <source>Whole score ① + ② + ③ + ④</source>
        <translation>スコア全体 ① + ② + ③ + ④</translation>
    </message>
    <message>
        <source>④ through the shift  P_nᵀ W_Qᵀ W_K M_(m−n) P_n</source>
        <translation>④ を移動で表す  P_nᵀ W_Qᵀ W_K M_(m−n) P_n</translation>
    </message>
    <message>
        <source>④ with W_Qᵀ W_K = I  P_nᵀ P_m</source>
        <translation>④（W_Qᵀ W_K = I）  P_nᵀ P_m</translation>
    </message>
    <message>
        <source>With W_Qᵀ W_K = I the position · position term is Σ cos((m − n) / 10000^(2i/d)) = %1 in every column: a function of m − n = %2 alone. With the toy weights it changes from column to column.</source>
        <translation>W_Qᵀ W_K = I なら、位置 · 位置の項はどの列でも Σ cos((m − n) / 10000^(2i/⁠d)) = %1 で、m − n = %2 だけの関数です。例題の重みでは列ごとに変わります。</translation>
    </message>
</context>
<context>
    <name>pe::LessonShiftMatrixPage</name>
    <message>
        <source>R = q − p = %1 − %2 = %3, so M_R = M_%3:</source>
        <translation>R = q − p = %1 − %2 = %3 なので、M_R = M_%3 です：</translation>
    </message>
    <message>
        <source>Each block rotates its pair by R / denominator radians: %1.</source>
        <translation>各ブロックは、その対を R / 分母 ラジアンだけ回転させます：%1。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>Largest |M_R · PE(%1) − PE(%2)| = %3 (rounding error of double precision only).</source>
        <translation>|M_R · PE(%1) − PE(%2)| の最大値 = %3（倍精度の丸め誤差のみ）。</translation>
    </message>
</context>
<context>
    <name>pe::LessonShiftedStartsPage</name>
    <message>
        <source>Query %1 at position n, key %2 at position m = n + %3 in every column.</source>
        <translation>どの列も、query %1 は位置 n、key %2 は位置 m = n + %3 にあります。</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation>ばらつき</translation>
    </message>
    <message>
        <source>Δ = m − n = %1 in every column. A spread below 10⁻⁹ is rounding: that row depends on the distance alone.</source>
        <translation>どの列も Δ = m − n = %1 です。10⁻⁹ 未満のばらつきは丸め誤差で、その行は距離だけで決まります。</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
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
        <translation>二つ目の「the」の位置（%1～%2）です。すべてのステップのすべての値がこれに合わせて変わります。</translation>
    </message>
    <message>
        <source>Compare position q</source>
        <translation>比較位置 q</translation>
    </message>
    <message>
        <source>Presets:</source>
        <translation>プリセット：</translation>
    </message>
    <message>
        <source>&amp;Steps:</source>
        <translation>ステップ(&amp;S)：</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Show each step in the e&amp;xplorer</source>
        <translation>各ステップをメインウィンドウに表示(&amp;X)</translation>
    </message>
    <message>
        <source>Keep the main window&apos;s views on this step&apos;s parameters: d, base, p, q and the on/off switch.</source>
        <translation>メインウィンドウの表示を、このステップのパラメータ（d、底、p、q、オン/オフ）に合わせ続けます。</translation>
    </message>
    <message>
        <source>Steps of the lesson</source>
        <translation>レッスンのステップ</translation>
    </message>
</context>
<context>
    <name>pe::LessonSymbolicSumPage</name>
    <message>
        <source>Nothing is added: %1 = E and %2 = E.</source>
        <translation>何も加えません：%1 = E、%2 = E。</translation>
    </message>
    <message>
        <source>%1 = E + PE(%2) and %3 = E + PE(%4), added component by component.</source>
        <translation>%1 = E + PE(%2)、%3 = E + PE(%4)（成分ごとに加算）。</translation>
    </message>
    <message>
        <source>The encoding is off: %1 = E + 0 and %2 = E + 0.</source>
        <translation>エンコーディングはオフです：%1 = E + 0、%2 = E + 0。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>成分</translation>
    </message>
    <message>
        <source>PE(%1), not added</source>
        <translation>PE(%1)（加算しない）</translation>
    </message>
    <message>
        <source>Length ‖%1 − %2‖ = %3</source>
        <translation>長さ ||%1 − %2|| = %3</translation>
    </message>
    <message>
        <source>The candidates are still computed: ‖PE(%1) − PE(%2)‖ = %3, but with the encoding off nothing of it reaches the inputs.</source>
        <translation>候補は計算されています（||PE(%1) − PE(%2)|| = %3）が、エンコーディングがオフなので入力には何も届きません。</translation>
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
        <translation>値</translation>
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
        <translation>q = W_Q x,  k = W_K x,  v = W_V x;  重み = softmax(q · k / sqrt(%1));  O = Σ 重み × v。  シード %2。</translation>
    </message>
    <message>
        <source>Token embeddings E (width %1)</source>
        <translation>token の埋め込み E（幅 %1）</translation>
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
        <translation>位置</translation>
    </message>
    <message>
        <source>Loss at the end</source>
        <translation>最終損失</translation>
    </message>
    <message>
        <source>Training set</source>
        <translation>学習データ</translation>
    </message>
    <message>
        <source>Test set</source>
        <translation>テストデータ</translation>
    </message>
    <message>
        <source>Order pairs</source>
        <translation>語順の対</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 without positions, %3 with the sinusoid.</source>
        <translation>語順の対 %1 組で：位置なしは %2、正弦方式ありは %3 です。</translation>
    </message>
    <message>
        <source>Loss and test accuracy per step</source>
        <translation>ステップごとの損失とテストの正解率</translation>
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
        <translation>値</translation>
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
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>レッスン：%1</translation>
    </message>
    <message>
        <source>Show in &amp;explorer</source>
        <translation>メインウィンドウに表示(&amp;E)</translation>
    </message>
    <message>
        <source>Show this step&apos;s parameters (d, base, p, q, on/off) in the main window&apos;s views.</source>
        <translation>このステップのパラメータ（d、底、p、q、オン/オフ）をメインウィンドウの表示に反映します。</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Go Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>‹ &amp;Back</source>
        <translation>‹ 戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>&amp;Next ›</source>
        <translation>次へ(&amp;N) ›</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>完了(&amp;F)</translation>
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
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export Image</source>
        <translation>画像をエクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>画像をエクスポート</translation>
    </message>
    <message>
        <source>Save the whole window as a PNG or SVG image</source>
        <translation>ウィンドウ全体を PNG または SVG 画像として保存します</translation>
    </message>
    <message>
        <source>Export &amp;Table as CSV…</source>
        <translation>表を CSV でエクスポート(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Lecture Defaults</source>
        <translation>講義の既定値(&amp;L)</translation>
    </message>
    <message>
        <source>d = 128, positions 0–49, dimensions 0, 1 and 10, as in the lecture</source>
        <translation>講義と同じ d = 128、位置 0–49、次元 0・1・10</translation>
    </message>
    <message>
        <source>&amp;Workbench Defaults</source>
        <translation>作業台の既定値(&amp;W)</translation>
    </message>
    <message>
        <source>d = 8, the token “the” at positions 0 and 3, as in the workbench lesson</source>
        <translation>作業台レッスンと同じ d = 8、位置 0 と 3 の token「the」</translation>
    </message>
    <message>
        <source>On: x(p) = E + PE(p). Off (the control): x(p) = E + 0.</source>
        <translation>オン：x(p) = E + PE(p)。オフ（対照）：x(p) = E + 0。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>ツールバー</translation>
    </message>
    <message>
        <source>Heatmap &amp;Palette</source>
        <translation>ヒートマップの配色(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>レッスン(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Positional Encoding Workbench</source>
        <translation>位置エンコーディング作業台について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>表を CSV でエクスポート</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>About Positional Encoding Workbench</source>
        <translation>位置エンコーディング作業台について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Positional Encoding Workbench %1&lt;/h3&gt;&lt;p&gt;How sinusoidal positional encoding gives a Transformer the order of the words, computed exactly in double precision.&lt;/p&gt;&lt;p&gt;The lessons follow three sources: a Japanese workbench lesson and a Japanese narrative introduction to positional encoding, and a Taiwanese lecture on self-attention and sinusoidal positional embedding.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;位置エンコーディング作業台 %1&lt;/h3&gt;&lt;p&gt;正弦方式の位置エンコーディングが Transformer に単語の順序をどう渡すのかを、倍精度で正確に計算して示します。&lt;/p&gt;&lt;p&gt;レッスンは三つの資料に基づいています：日本語の作業台レッスン、位置エンコーディングを物語風に紹介する日本語の入門、そして自己注意と正弦方式の位置埋め込みを扱う台湾の講義です。&lt;/p&gt;&lt;p&gt;GNU 一般公衆利用許諾書（GPL）バージョン 3 以降の下で配布されるフリーソフトウェアです。Qt %2 でビルドし、Qt %3 で実行しています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Positional encoding: on</source>
        <translation>位置エンコーディング：オン</translation>
    </message>
    <message>
        <source>Positional encoding: off</source>
        <translation>位置エンコーディング：オフ</translation>
    </message>
    <message>
        <source>Positional &amp;Encoding</source>
        <translation>位置エンコーディング(&amp;E)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>元に戻す：%1(&amp;U)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>元に戻す操作はありません</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>元に戻す：%1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>やり直し：%1(&amp;R)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>やり直す操作はありません</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>やり直し：%1</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>「%1」を書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>はじめに(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>The table would hold %1 values (about %2 as CSV); at most %3 values can be exported, as with pe-workbench --table. Show fewer positions or a smaller d.</source>
        <translation>この表は %1 個の値になります（CSV で約 %2）。エクスポートできるのは pe-workbench --table と同じく最大 %3 個です。表示する位置の数を減らすか、d を小さくしてください。</translation>
    </message>
    <message>
        <source>Export cancelled; &quot;%1&quot; was not written.</source>
        <translation>エクスポートを取り消しました。「%1」は書き込まれていません。</translation>
    </message>
    <message>
        <source>Writing the table to &quot;%1&quot;…</source>
        <translation>表を「%1」にエクスポートしています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>PNG image, %1 px wide (*.png)</source>
        <translation>PNG 画像、幅 %1 px (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 画像 (*.svg)</translation>
    </message>
</context>
<context>
    <name>pe::MainWindow</name>
    <message>
        <source>Positional Encoding Workbench</source>
        <translation>位置エンコーディング作業台</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>パラメータ</translation>
    </message>
    <message>
        <source>d = %1 · base = %2 · p = %3, q = %4 · ‖x(q) − x(p)‖ = %5</source>
        <translation>d = %1 · 底 = %2 · p = %3、q = %4 · ||x(q) − x(p)|| = %5</translation>
    </message>
    <message>
        <source>The colours of the heatmap; cividis stays readable with colour vision deficiency.</source>
        <translation>ヒートマップの配色です。cividis は色覚の違いにかかわらず読み取りやすい配色です。</translation>
    </message>
    <message>
        <source>Heatmap pale&amp;tte:</source>
        <translation>ヒートマップの配色(&amp;T)：</translation>
    </message>
    <message>
        <source>%1[*] — Positional Encoding Workbench</source>
        <translation>%1[*] — 位置エンコーディング作業台</translation>
    </message>
</context>
<context>
    <name>pe::MismatchLab</name>
    <message>
        <source>Wrong rope_theta: &quot;%1&quot; is not allowed; rope_theta must be a number greater than 1 and at most 10^12, e.g. 10000.</source>
        <translation>間違った rope_theta：「%1」は使えません。rope_theta は 1 より大きく 10^12 以下の数にしてください（例：10000）。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not allowed; give %3 numbers (one per dimension of the head) separated by spaces or commas, or leave the field empty to draw %1 from the seed.</source>
        <translation>%1：「%2」は使えません。数を %3 個（ヘッドの次元ごとに一つ）空白かカンマで区切って入力するか、空欄にしてシードから %1 を作ってください。</translation>
    </message>
    <message>
        <source>The lab needs a RoPE model: this one rotates no pair.</source>
        <translation>この実験には RoPE のモデルが必要です。このモデルは対を回転させません。</translation>
    </message>
    <message>
        <source>This mistake changes nothing for this model: every score stays the same.</source>
        <translation>この間違いはこのモデルでは何も変えません。スコアはすべて同じです。</translation>
    </message>
    <message>
        <source>Largest score error %1, at distance %2.</source>
        <translation>スコアの誤差の最大は %1（距離 %2）。</translation>
    </message>
    <message>
        <source>Some scores are not numbers (the angle overflows the type).</source>
        <translation>数値でないスコアがあります（角度が型に収まりません）。</translation>
    </message>
    <message>
        <source>The attention is fine for the first tokens, then moves: a total variation of %1 or more first at query position %2 (largest %3).</source>
        <translation>アテンションは最初の数 token では問題なく、その後ずれます：全変動距離が %1 以上になるのは query の位置 %2 が最初です（最大 %3）。</translation>
    </message>
    <message>
        <source>The attention&apos;s total variation stays below %1 up to position %2 (largest %3).</source>
        <translation>アテンションの全変動距離は位置 %2 まで %1 未満のままです（最大 %3）。</translation>
    </message>
    <message>
        <source>Permutation check: the q and k weight rows permuted (row j·r/2 + i to row 2i + j) with interleaved RoPE give the same scores as the original rows with half pairing; largest difference %1 over positions 0–%2 (seed %3).</source>
        <translation>置換の確認：q と k の重みの行を並べ替えて（行 j⋅r/2 + i を行 2i + j へ）interleaved の RoPE で計算すると、元の行を half の組み方で計算したときと同じスコアになります。位置 0–%2 での最大の差は %1（シード %3）。</translation>
    </message>
    <message>
        <source>Mismatch lab: the model&apos;s RoPE against one mistake</source>
        <translation>食い違いの実験：モデルの RoPE と、間違いを一つ入れた RoPE</translation>
    </message>
    <message>
        <source>Mistake:</source>
        <translation>間違い：</translation>
    </message>
    <message>
        <source>other pairing (interleaved)</source>
        <translation>別の組み方（interleaved）</translation>
    </message>
    <message>
        <source>wrong rope_theta</source>
        <translation>間違った rope_theta</translation>
    </message>
    <message>
        <source>angles in bfloat16</source>
        <translation>角度を bfloat16 で</translation>
    </message>
    <message>
        <source>angles in float16</source>
        <translation>角度を float16 で</translation>
    </message>
    <message>
        <source>scaling applied twice</source>
        <translation>スケーリングを二重に適用</translation>
    </message>
    <message>
        <source>query position off by one</source>
        <translation>query の位置が一つずれる</translation>
    </message>
    <message>
        <source>key position off by one</source>
        <translation>key の位置が一つずれる</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>間違い</translation>
    </message>
    <message>
        <source>Wrong θ:</source>
        <translation>間違った θ：</translation>
    </message>
    <message>
        <source>Wrong rope_theta</source>
        <translation>間違った rope_theta</translation>
    </message>
    <message>
        <source>The rope_theta the mistaken code uses: a number greater than 1 and at most 10^12</source>
        <translation>間違ったコードが使う rope_theta：1 より大きく 10^12 以下の数</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード：</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>q is drawn from this seed, k from the next: a whole number from 0 to 2147483647</source>
        <translation>q はこのシードから、k は次のシードから作ります：0 から 2147483647 までの整数</translation>
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
        <translation>グラフが示す位置 0 … N − 1：2 から %1 までの整数</translation>
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
        <translation>シードから作る、または次元ごとに数を一つ</translation>
    </message>
    <message>
        <source>Query vector q</source>
        <translation>query ベクトル q</translation>
    </message>
    <message>
        <source>Key vector k</source>
        <translation>key ベクトル k</translation>
    </message>
    <message>
        <source>What the mistake does</source>
        <translation>間違いの影響</translation>
    </message>
    <message>
        <source>Permutation check</source>
        <translation>置換の確認</translation>
    </message>
</context>
<context>
    <name>pe::MismatchPlot</name>
    <message>
        <source>Score error and attention change plot</source>
        <translation>スコアの誤差とアテンションの変化のグラフ</translation>
    </message>
    <message>
        <source>Score error (mistaken − correct) against the distance m − n, query at m = %1</source>
        <translation>距離 m − n に対するスコアの誤差（間違い − 正しい値）、query は m = %1</translation>
    </message>
    <message>
        <source>Attention weights&apos; total variation against the query&apos;s position m</source>
        <translation>query の位置 m に対するアテンションの重みの全変動距離</translation>
    </message>
    <message>
        <source>No model loaded</source>
        <translation>モデルが読み込まれていません</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>数値ではありません</translation>
    </message>
    <message>
        <source>%1; %2; at distance %3 the score error is %4; at query position %5 the total variation is %6</source>
        <translation>%1；%2；距離 %3 でスコアの誤差は %4；query の位置 %5 で全変動距離は %6</translation>
    </message>
</context>
<context>
    <name>pe::ModelActions</name>
    <message>
        <source>Open Model Settings</source>
        <translation>モデルの設定を開く</translation>
    </message>
    <message>
        <source>Model settings (*.json)</source>
        <translation>モデルの設定 (*.json)</translation>
    </message>
    <message>
        <source>Open Mode&amp;l Settings…</source>
        <translation>モデルの設定を開く(&amp;L)…</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json in the Your model view</source>
        <translation>モデルの config.json を「実際のモデル」ビューで開きます</translation>
    </message>
    <message>
        <source>Model settings not opened</source>
        <translation>モデルの設定を開けませんでした</translation>
    </message>
</context>
<context>
    <name>pe::ModelPairTable</name>
    <message>
        <source>dimensions %1–%2</source>
        <translation>次元 %1–%2</translation>
    </message>
    <message>
        <source>not rotated</source>
        <translation>回転しない</translation>
    </message>
    <message>
        <source>%1 (dimensions %2, %3)</source>
        <translation>%1（次元 %2, %3）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>θᵢ′: the angle the pair turns by from one position to the next, after the model&apos;s scaling</source>
        <translation>θᵢ′：モデルのスケーリング後に、その対が一つの位置から次の位置へ回る角度</translation>
    </message>
    <message>
        <source>2π/θᵢ′: the positions one full turn takes</source>
        <translation>2π/θᵢ′：一回転にかかる位置の数</translation>
    </message>
    <message>
        <source>The wavelength divided by the context length: above 1 the pair does not turn once over the context</source>
        <translation>波長をコンテキスト長で割った値：1 を超えると、その対はコンテキストの中で一回転もしません</translation>
    </message>
    <message>
        <source>θᵢ/θᵢ′: how much the scaling slows the pair (1: not at all)</source>
        <translation>θᵢ/θᵢ′：スケーリングでその対がどれだけ遅くなるか（1：変わらない）</translation>
    </message>
    <message>
        <source>Yes when the pair never turned once in training (L·θᵢ &lt; 2π) and the context needs a larger angle than training reached (N·θᵢ′ &gt; L·θᵢ)</source>
        <translation>学習中に一回転もしなかった対（L⋅θᵢ &lt; 2π）で、コンテキストが学習で届いたより大きな角度を必要とする（N⋅θᵢ′ &gt; L⋅θᵢ）とき「はい」</translation>
    </message>
    <message>
        <source>The factor transformers multiplies cos and sin by: the pair&apos;s part of q·k is scaled by its square</source>
        <translation>transformers が cos と sin に掛ける倍率（アテンションの倍率）：その対の q⋅k への寄与はその二乗倍になります</translation>
    </message>
    <message>
        <source>The pair&apos;s index i and the two dimensions of the head it turns together</source>
        <translation>対の番号 i と、その対が一緒に回すヘッドの二つの次元</translation>
    </message>
    <message>
        <source>Frequency θ′</source>
        <translation>周波数 θ′</translation>
    </message>
    <message>
        <source>Wavelength</source>
        <translation>波長</translation>
    </message>
    <message>
        <source>Wavelength / context</source>
        <translation>波長 / コンテキスト長</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>倍率</translation>
    </message>
    <message>
        <source>Unseen angles</source>
        <translation>未見の角度</translation>
    </message>
    <message>
        <source>Attention factor</source>
        <translation>アテンションの倍率</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>対</translation>
    </message>
</context>
<context>
    <name>pe::ModelView</name>
    <message>
        <source>Context length N: &quot;%1&quot; is not allowed; the context length must be a whole number from 1 to %2.</source>
        <translation>コンテキスト長 N：「%1」は使えません。コンテキスト長は 1 から %2 までの整数にしてください。</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>ファイル：%1</translation>
    </message>
    <message>
        <source>Open Model Settings</source>
        <translation>モデルの設定を開く</translation>
    </message>
    <message>
        <source>Model settings (*.json)</source>
        <translation>モデルの設定 (*.json)</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>モデル：</translation>
    </message>
    <message>
        <source>%1 (sample)</source>
        <translation>%1（サンプル）</translation>
    </message>
    <message>
        <source>Model settings</source>
        <translation>モデルの設定</translation>
    </message>
    <message>
        <source>A built-in sample of published settings, or the config.json you opened</source>
        <translation>公開された設定の組み込みサンプル、または開いた config.json</translation>
    </message>
    <message>
        <source>Open config.&amp;json…</source>
        <translation>config.json を開く(&amp;J)…</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json (Hugging Face format)</source>
        <translation>モデルの config.json（Hugging Face 形式）を開きます</translation>
    </message>
    <message>
        <source>Context length N:</source>
        <translation>コンテキスト長 N：</translation>
    </message>
    <message>
        <source>Context length N</source>
        <translation>コンテキスト長 N</translation>
    </message>
    <message>
        <source>The positions the model runs over: a whole number from 1 to %1</source>
        <translation>モデルが扱う位置の数：1 から %1 までの整数</translation>
    </message>
    <message>
        <source>Where the numbers come from</source>
        <translation>数値の出典</translation>
    </message>
    <message>
        <source>What the settings do</source>
        <translation>設定の働き</translation>
    </message>
    <message>
        <source>Rotated pairs</source>
        <translation>回転する対</translation>
    </message>
</context>
<context>
    <name>pe::PairDistanceBars</name>
    <message>
        <source>candidate %1</source>
        <translation>候補 %1</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>対 %1</translation>
    </message>
    <message>
        <source>Pair %1 (dimensions %2 and %3): denominator %4, period %5</source>
        <translation>対 %1（次元 %2 と %3）：分母 %4、周期 %5</translation>
    </message>
    <message>
        <source>angle at p = %1: %2 rad; at q = %3: %4 rad</source>
        <translation>p = %1 での角度：%2 rad、q = %3 での角度：%4 rad</translation>
    </message>
    <message>
        <source>distance between the pair&apos;s (sin, cos) at p and at q: %1 (at most 2, when the two hands point opposite ways)</source>
        <translation>p と q での対の (sin, cos) の距離：%1（二本の針が正反対のとき最大 2）</translation>
    </message>
    <message>
        <source>Positional encoding is off: the inputs do not differ; this is the distance of the candidates, not added.</source>
        <translation>位置エンコーディングはオフです。入力に差はありません。これは加算されない候補どうしの距離です。</translation>
    </message>
    <message>
        <source>Distance per pair between p and q</source>
        <translation>p と q の対ごとの距離</translation>
    </message>
    <message>
        <source>Bars of %1 pairs, p = %2, q = %3; the longest: pair %4, %5</source>
        <translation>%1 対の棒、p = %2、q = %3。最も長いのは対 %4：%5</translation>
    </message>
</context>
<context>
    <name>pe::ParameterPanel</name>
    <message>
        <source>&amp;Dimension d:</source>
        <translation>次元 d(&amp;D)：</translation>
    </message>
    <message>
        <source>Width d of the encoding: an even number of components, %1 to %2. Each pair of components is one wave.</source>
        <translation>エンコーディングの幅 d：成分の数で、%1 から %2 までの偶数です。成分対の一つひとつが一つの波になります。</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>次元 d</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>底(&amp;B)：</translation>
    </message>
    <message>
        <source>The base of the denominators base^(2i/d); the original Transformer uses 10000. Must be greater than 1.</source>
        <translation>分母 base^(2i/⁠d) の底です。元の Transformer では 10000 を使います。1 より大きくなければなりません。</translation>
    </message>
    <message>
        <source>Positions &amp;shown:</source>
        <translation>表示する位置の数(&amp;S)：</translation>
    </message>
    <message>
        <source>How many positions (0, 1, 2, …) the views show, 1 to %1.</source>
        <translation>各ビューに表示する位置（0, 1, 2, …）の数です（1～%1）。</translation>
    </message>
    <message>
        <source>Positions shown</source>
        <translation>表示する位置の数</translation>
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
        <translation>オン：x(p) = E + PE(p)。オフ（対照）：x(p) = E + 0 となり、二つの位置にある同じ token は同じ入力になります。</translation>
    </message>
    <message>
        <source>Where each pair&apos;s sin and cos components sit in the vector. Interleaved is the original paper&apos;s order.</source>
        <translation>各対の sin 成分と cos 成分をベクトルのどこに置くかを選びます。交互が原論文の並び方です。</translation>
    </message>
    <message>
        <source>&amp;Add positional encoding</source>
        <translation>位置エンコーディングを加える(&amp;A)</translation>
    </message>
    <message>
        <source>La&amp;yout:</source>
        <translation>配置(&amp;Y)：</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>底</translation>
    </message>
    <message>
        <source>The first of the two compared positions of the same token, 0 to %1.</source>
        <translation>同じ token を比べる二つの位置のうち、一つ目の位置です（0～%1）。</translation>
    </message>
    <message>
        <source>The second compared position of the same token, 0 to %1.</source>
        <translation>同じ token を比べる二つ目の位置です（0～%1）。</translation>
    </message>
    <message>
        <source>Width d in powers of two, %1 to %2: each step doubles or halves d. The field beside it takes any even d.</source>
        <translation>幅 d を 2 のべき乗で、%1 から %2 まで選びます。一目盛りごとに d が 2 倍または半分になります。横の欄には任意の偶数の d を入力できます。</translation>
    </message>
    <message>
        <source>Interleaved (sin, cos, …)</source>
        <translation>交互（sin, cos, …）</translation>
    </message>
    <message>
        <source>Concatenated (all sin, all cos)</source>
        <translation>連結（全 sin の後に全 cos）</translation>
    </message>
</context>
<context>
    <name>pe::PositionalEncodingModel</name>
    <message>
        <source>Position %1, dimension %2 (pair %3, %4)
angle %5 rad, value %6</source>
        <translation>位置 %1、次元 %2（対 %3、%4）
角度 %5 rad、値 %6</translation>
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
        <translation>次元 %1
%2</translation>
    </message>
    <message>
        <source>Dimension %1: %2 of pair %3, denominator %4, period %5</source>
        <translation>次元 %1：対 %3 の %2、分母 %4、周期 %5</translation>
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
        <translation>精度の誤差のヒートマップ</translation>
    </message>
    <message>
        <source>%1, %2 dimensions by %3 positions; %4</source>
        <translation>%1、%2 次元 × %3 位置。%4</translation>
    </message>
</context>
<context>
    <name>pe::PrecisionPlot</name>
    <message>
        <source>|%1 − double| on a log scale</source>
        <translation>|%1 − double|（対数目盛）</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>数値ではありません（NaN）</translation>
    </message>
    <message>
        <source>Position %1, dimension %2</source>
        <translation>位置 %1、次元 %2</translation>
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
        <translation>最初の不正確な位置：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n collision(s) marked below the cells</source>
        <translation>
            <numerusform>衝突 %n 件をセルの下に表示</numerusform>
        </translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>次元</translation>
    </message>
</context>
<context>
    <name>pe::PrecisionView</name>
    <message>
        <source>First whole position %1 cannot hold: %2.</source>
        <translation>%1 で正確に表せない最初の整数位置：%2。</translation>
    </message>
    <message>
        <source>Collisions and the largest error are found for at most %1 values.</source>
        <translation>衝突と最大の誤差は、値が %1 個までのときに求めます。</translation>
    </message>
    <message>
        <source>Collisions: %1.</source>
        <translation>衝突：%1。</translation>
    </message>
    <message>
        <source>Largest error %1 at position %2, dimension %3.</source>
        <translation>最大の誤差は位置 %2、次元 %3 の %1 です。</translation>
    </message>
    <message>
        <source>From position %1 on the position is infinity: its values are not numbers.</source>
        <translation>位置 %1 以降は位置が無限大になり、その値は数値ではありません。</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>型：</translation>
    </message>
    <message>
        <source>Computed:</source>
        <translation>計算方法：</translation>
    </message>
    <message>
        <source>all in the type</source>
        <translation>すべてその型で</translation>
    </message>
    <message>
        <source>angle in float32</source>
        <translation>角度は float32</translation>
    </message>
    <message>
        <source>The number type the model holds the table in</source>
        <translation>モデルが表を保持する数値型</translation>
    </message>
    <message>
        <source>Number type</source>
        <translation>数値型</translation>
    </message>
    <message>
        <source>All in the type: position, inverse frequency, angle, sin and cos each rounded to it. Angle in float32: only sin and cos stored in the type.</source>
        <translation>すべてその型で：位置・逆周波数・角度・sin・cos をそれぞれその型に丸めます。角度は float32：sin と cos だけをその型で保存します。</translation>
    </message>
    <message>
        <source>How the table is computed</source>
        <translation>表の計算方法</translation>
    </message>
</context>
<context>
    <name>pe::PresenterActions</name>
    <message>
        <source>Presenter &amp;Mode</source>
        <translation>プレゼンターモード(&amp;M)</translation>
    </message>
    <message>
        <source>Full screen with large type and high contrast, for a projector (F5; Esc or F5 leaves). In a lesson PageDown / PageUp, Space and the arrow keys step; B blanks the screen.</source>
        <translation>プロジェクター向けに、全画面・大きな文字・ハイコントラストで表示します（F5。Esc か F5 で戻ります）。レッスンでは PageDown / PageUp、Space、矢印キーでステップを進めたり戻したりし、B で画面を消します。</translation>
    </message>
    <message>
        <source>Presenter Scree&amp;n</source>
        <translation>プレゼンターモードの画面(&amp;N)</translation>
    </message>
    <message>
        <source>Presenter &amp;Zoom</source>
        <translation>プレゼンターモードの拡大率(&amp;Z)</translation>
    </message>
    <message>
        <source>Presenter Loo&amp;k</source>
        <translation>プレゼンターモードの見た目(&amp;K)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>High Contrast, &amp;Light</source>
        <translation>ハイコントラスト（ライト）(&amp;L)</translation>
    </message>
    <message>
        <source>High Contrast, &amp;Dark</source>
        <translation>ハイコントラスト（ダーク）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Automatic (the other screen when there are two)</source>
        <translation>自動(&amp;A)（画面が二つあるときはもう一方）</translation>
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
        <translation>画面を消しています</translation>
    </message>
    <message>
        <source>The screen is blanked. Press any key or click to show it again.</source>
        <translation>画面を消しています。何かキーを押すかクリックすると、元に戻ります。</translation>
    </message>
</context>
<context>
    <name>pe::PresenterMode</name>
    <message>
        <source>Presenter zoom %1 % (%2 % does not fit %3 × %4).</source>
        <translation>プレゼンターモードの拡大率 %1 %（%2 % は %3 × %4 に収まりません）。</translation>
    </message>
</context>
<context>
    <name>pe::PresenterStepBadge</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
</context>
<context>
    <name>pe::RopeControls</name>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Stop the animation; t stays where it is.</source>
        <translation>アニメーションを止めます。t はその値のままです。</translation>
    </message>
    <message>
        <source>Animate the shift: t grows by %1 positions a second, up to %2 positions on. Both hands of every pair turn together; the angle between them and the score stay.</source>
        <translation>移動量をアニメーションで動かします。t は毎秒 %1 位置ずつ、%2 位置先まで増えます。どの対も 2 本の針が一緒に回り、針の間の角度とスコアは変わりません。</translation>
    </message>
    <message>
        <source>Draw new seeded random q and k (seed %1 next): other hands, the same identity.</source>
        <translation>シード付き乱数で新しい q と k を作ります（次のシードは %1）。針は変わりますが、恒等式は同じです。</translation>
    </message>
    <message>
        <source>Pairing:</source>
        <translation>対の組み方：</translation>
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
        <translation>どの成分で各対（各文字盤の 2 本の針）を作るかを選びます。RoFormer、GPT-J、Llama と同じ interleaved か、GPT-NeoX と Hugging Face の rotate_half と同じ half です。</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>対の組み方</translation>
    </message>
    <message>
        <source>Shift t:</source>
        <translation>移動量 t：</translation>
    </message>
    <message>
        <source>Shift t</source>
        <translation>移動量 t</translation>
    </message>
    <message>
        <source>Moves both positions: q to m + t and k to n + t. Every hand turns by t·θᵢ; the score stays.</source>
        <translation>両方の位置を動かします。q を m + t に、k を n + t に移します。どの針も t·θᵢ だけ回り、スコアは変わりません。</translation>
    </message>
    <message>
        <source>Play the shift</source>
        <translation>移動量を再生</translation>
    </message>
    <message>
        <source>New q and &amp;k</source>
        <translation>新しい q と k(&amp;K)</translation>
    </message>
    <message>
        <source>New q and k</source>
        <translation>新しい q と k</translation>
    </message>
    <message>
        <source>First pair:</source>
        <translation>先頭の対：</translation>
    </message>
    <message>
        <source>First pair</source>
        <translation>先頭の対</translation>
    </message>
    <message>
        <source>The pair of the first dial shown; the arrow keys and Page Up/Down on the dials move through the pairs too.</source>
        <translation>最初に表示する文字盤の対です。文字盤の上で矢印キーや Page Up/Down を押しても、対を移動できます。</translation>
    </message>
</context>
<context>
    <name>pe::RopeDialGrid</name>
    <message>
        <source>pair %1 · dims %2, %3</source>
        <translation>対 %1 · 次元 %2, %3</translation>
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
        <translation>スコア (R₍ₘ₊ₜ₎ q)·(R₍ₙ₊ₜ₎ k) = %1</translation>
    </message>
    <message>
        <source>Relative score q·(R₍ₙ₋ₘ₎ k) = %1, from n − m = %2 alone: the same number for every t</source>
        <translation>相対スコア q·(R₍ₙ₋ₘ₎ k) = %1（n − m = %2 だけから計算）：どの t でも同じ数です</translation>
    </message>
    <message>
        <source>All %1 pairs shown.</source>
        <translation>%1 個の対をすべて表示しています。</translation>
    </message>
    <message>
        <source>Pairs %1–%2 of %3 shown, %4 hidden: pick others with First pair or the arrow keys.</source>
        <translation>%3 個の対のうち対 %1–%2 を表示中で、%4 個は非表示です。ほかの対は「先頭の対」か矢印キーで選んでください。</translation>
    </message>
    <message>
        <source>Pair %1: components %2 (x) and %3 (y), θ%4 = %5</source>
        <translation>対 %1：成分 %2 (x) と %3 (y)、θ%4 = %5</translation>
    </message>
    <message>
        <source>q&apos;s hand, R₍ₘ₊ₜ₎ q: (%1, %2), angle %3 rad</source>
        <translation>q の針 R₍ₘ₊ₜ₎ q：(%1, %2)、角度 %3 rad</translation>
    </message>
    <message>
        <source>k&apos;s hand, R₍ₙ₊ₜ₎ k: (%1, %2), angle %3 rad</source>
        <translation>k の針 R₍ₙ₊ₜ₎ k：(%1, %2)、角度 %3 rad</translation>
    </message>
    <message>
        <source>Angle from q&apos;s hand to k&apos;s hand: %1 rad, the same for every t; (n − m)·θ%2 = %3 rad</source>
        <translation>q の針から k の針までの角度：%1 rad（どの t でも同じ）。(n − m)·θ%2 = %3 rad</translation>
    </message>
    <message>
        <source>The shift turned both hands by t·θ%1 = %2 rad</source>
        <translation>移動量 t で両方の針が t·θ%1 = %2 rad 回りました</translation>
    </message>
    <message>
        <source>%1 q at m + t = %2 &amp;nbsp;&amp;nbsp; %3 k at n + t = %4 &amp;nbsp;&amp;nbsp; (m = p, n = q, d = %5, base %6; q and k: seeded random, seed %7)</source>
        <translation>%1 q（m + t = %2） &amp;nbsp;&amp;nbsp; %3 k（n + t = %4） &amp;nbsp;&amp;nbsp; （m = p、n = q、d = %5、底 %6。q と k はシード付き乱数、シード %7）</translation>
    </message>
    <message>
        <source>RoPE turns q and k by their positions instead of adding a position vector: pair i at position m is turned by m·θᵢ. Each dial is one pair: q&apos;s hand is the pair&apos;s two components of R₍ₘ₊ₜ₎ q as (x, y), k&apos;s hand those of R₍ₙ₊ₜ₎ k. The shift t turns both hands of every pair by t·θᵢ; the angle between them and the score stay.</source>
        <translation>RoPE は位置ベクトルを加える代わりに、q と k を位置に応じて回転させます。位置 m の対 i は m·θᵢ だけ回ります。文字盤一つが一つの対です。q の針は R₍ₘ₊ₜ₎ q のその対の 2 成分を (x, y) としたもの、k の針は R₍ₙ₊ₜ₎ k の同じ 2 成分です。移動量 t はどの対の 2 本の針も t·θᵢ だけ回し、針の間の角度とスコアは変わりません。</translation>
    </message>
    <message>
        <source>RoPE dials</source>
        <translation>RoPE の文字盤</translation>
    </message>
    <message>
        <source>RoPE dials of %1 pairs, shift t = %2; %3</source>
        <translation>%1 対の RoPE の文字盤、移動量 t = %2。%3</translation>
    </message>
</context>
<context>
    <name>pe::ScenarioActions</name>
    <message>
        <source>&amp;Open Scenario…</source>
        <translation>シナリオを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a scenario file a teacher prepared</source>
        <translation>先生が用意したシナリオファイルを開きます</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Open Sa&amp;mple</source>
        <translation>サンプルを開く(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Save Scenario</source>
        <translation>シナリオを保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the parameters, views, lesson and note as a scenario file</source>
        <translation>パラメータ、ビュー、レッスン、メモをシナリオファイルとして保存します</translation>
    </message>
    <message>
        <source>Save Scenario &amp;As…</source>
        <translation>名前を付けてシナリオを保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Scenario &amp;Note…</source>
        <translation>シナリオのメモ(&amp;N)…</translation>
    </message>
</context>
<context>
    <name>pe::ScenarioBanner</name>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Note in %1: %2</source>
        <translation>%1 のメモ：%2</translation>
    </message>
    <message>
        <source>The scenario&apos;s note</source>
        <translation>シナリオのメモ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Hide the note</source>
        <translation>メモを隠す</translation>
    </message>
</context>
<context>
    <name>pe::ScenarioSession</name>
    <message>
        <source>Open Scenario</source>
        <translation>シナリオを開く</translation>
    </message>
    <message>
        <source>Scenarios (*.%1)</source>
        <translation>シナリオ (*.%1)</translation>
    </message>
    <message>
        <source>Scenario not opened</source>
        <translation>シナリオを開けませんでした</translation>
    </message>
    <message>
        <source>Scenario not saved</source>
        <translation>シナリオを保存できませんでした</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>シナリオ</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>名前を付けてシナリオを保存</translation>
    </message>
    <message>
        <source>Scenario Note</source>
        <translation>シナリオのメモ</translation>
    </message>
    <message>
        <source>A note for the class, shown when the scenario is opened (at most %1 characters):</source>
        <translation>クラスへのメモです。シナリオを開いたときに表示されます（%1 文字まで）：</translation>
    </message>
    <message>
        <source>Unsaved scenario</source>
        <translation>保存していないシナリオ</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; has changes that are not saved. Save them?</source>
        <translation>シナリオ「%1」には保存していない変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>Note shortened</source>
        <translation>メモを短くしました</translation>
    </message>
    <message>
        <source>The note has %1 characters; a note has at most %2. The first %2 are kept.</source>
        <translation>このメモは %1 文字ですが、メモは %2 文字までです。最初の %2 文字を残しました。</translation>
    </message>
</context>
<context>
    <name>pe::SchemesChart</name>
    <message>
        <source>Distance profiles of the sinusoid, RoPE and ALiBi</source>
        <translation>正弦方式・RoPE・ALiBi の距離プロファイル</translation>
    </message>
    <message>
        <source>Distance profiles for Δ = 0 to %1, %2 ALiBi heads; at Δ = %3: sinusoid %4, RoPE bound %5, ALiBi head 1 %6</source>
        <translation>Δ = 0 から %1 までの距離プロファイル、ALiBi のヘッド %2 個。Δ = %3 では正弦方式 %4、RoPE の上界 %5、ALiBi の 1 番目のヘッド %6</translation>
    </message>
</context>
<context>
    <name>pe::SchemesReadoutModel</name>
    <message>
        <source>Sinusoid PE(0)·PE(Δ)</source>
        <translation>正弦方式 PE(0)·PE(Δ)</translation>
    </message>
    <message>
        <source>RoPE decay bound</source>
        <translation>RoPE の減衰の上界</translation>
    </message>
    <message>
        <source>ALiBi h%1 (slope %2)</source>
        <translation>ALiBi h%1（傾き %2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>ALiBi&apos;s bias −slope·Δ, in logits: drawn as it is, on the right axis.</source>
        <translation>ALiBi のバイアス −傾き·Δ（ロジット）。割らずにそのまま右の軸で描きます。</translation>
    </message>
    <message>
        <source>Divided by its value at Δ = 0, d/2, so that the curve starts at 1.</source>
        <translation>Δ = 0 での値 d/2 で割り、曲線が 1 から始まるようにしています。</translation>
    </message>
    <message>
        <source>Divided by its value at Δ = 0, (d/2 + 1)/2, so that the curve starts at 1.</source>
        <translation>Δ = 0 での値 (d/2 + 1)/2 で割り、曲線が 1 から始まるようにしています。</translation>
    </message>
    <message>
        <source>The dot product of the encodings of positions 0 and Δ.</source>
        <translation>位置 0 と位置 Δ の位置エンコーディングの内積です。</translation>
    </message>
    <message>
        <source>The bound on how RoPE&apos;s attention score decays with Δ.</source>
        <translation>RoPE のアテンションスコアが Δ とともに減衰する上界です。</translation>
    </message>
    <message>
        <source>The curve&apos;s value at Δ, not divided, to 6 decimals.</source>
        <translation>Δ での曲線の値（割る前、小数 6 桁）。</translation>
    </message>
    <message>
        <source>What the chart divides the value by: its value at Δ = 0, so that the curve starts at 1. ALiBi&apos;s bias is drawn as it is.</source>
        <translation>グラフで値を割る数：Δ = 0 での値です。これで曲線は 1 から始まります。ALiBi のバイアスは割らずに描きます。</translation>
    </message>
    <message>
        <source>The value as the chart draws it: the exact value divided by the divisor.</source>
        <translation>グラフに描かれる値：正確な値を割る数で割ったものです。</translation>
    </message>
    <message>
        <source>Curve</source>
        <translation>曲線</translation>
    </message>
    <message>
        <source>Exact value</source>
        <translation>正確な値</translation>
    </message>
    <message>
        <source>Divisor</source>
        <translation>割る数</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>描画値</translation>
    </message>
</context>
<context>
    <name>pe::SchemesView</name>
    <message>
        <source>ALiBi head count:</source>
        <translation>ALiBi のヘッド数：</translation>
    </message>
    <message>
        <source>ALiBi heads</source>
        <translation>ALiBi のヘッド数</translation>
    </message>
    <message>
        <source>How many attention heads ALiBi has, 1 to %1; each head gets its own slope by the paper&apos;s rule.</source>
        <translation>ALiBi のアテンションヘッドの数（1～%1）。各ヘッドには、論文の規則で決まる固有の傾きがあります。</translation>
    </message>
    <message>
        <source>Values at the hovered distance</source>
        <translation>ポインタを合わせた距離での値</translation>
    </message>
    <message>
        <source>Every curve&apos;s exact value at the hovered distance Δ, to 6 decimals, and what it is divided by on the chart.</source>
        <translation>ポインタを合わせた距離 Δ での各曲線の正確な値（小数 6 桁）と、グラフ上で割っている値です。</translation>
    </message>
    <message>
        <source>Δ = %1, the distance under the pointer (← and → move it)</source>
        <translation>Δ = %1：ポインタの位置の距離（← と → で動かせます）</translation>
    </message>
</context>
<context>
    <name>pe::SimilarityView</name>
    <message>
        <source>Position %1
PE(p) · PE(k) = %2
‖PE(k) − PE(p)‖ = %3</source>
        <translation>位置 %1
PE(p) · PE(k) = %2
||PE(k) − PE(p)|| = %3</translation>
    </message>
    <message>
        <source>Similarity of PE(p) with every position</source>
        <translation>PE(p) とすべての位置との類似度</translation>
    </message>
    <message>
        <source>Similarity of PE(p), p = %1, with PE(k) for k = 0 to %2; at q: %3</source>
        <translation>PE(p)（p = %1）と k = 0 から %2 までの PE(k) との類似度。q では：%3</translation>
    </message>
</context>
<context>
    <name>pe::StandardStream</name>
    <message>
        <source>it is closed</source>
        <translation>閉じられています</translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation>デバイスに空き容量がありません</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>ファイルが大きすぎます</translation>
    </message>
    <message>
        <source>the reading program has ended</source>
        <translation>読み取り側のプログラムが終了しました</translation>
    </message>
</context>
<context>
    <name>pe::TrainingAttentionMap</name>
    <message>
        <source>%1: [S] gives %2 the weight %3</source>
        <translation>%1：[S] が %2 に与える重みは %3 です</translation>
    </message>
</context>
<context>
    <name>pe::TrainingChart</name>
    <message>
        <source>%1 at step %2: loss %3, test accuracy %4</source>
        <translation>%1、ステップ %2：損失 %3、テストの正解率 %4</translation>
    </message>
    <message>
        <source>Loss (training set)</source>
        <translation>損失（学習データ）</translation>
    </message>
    <message>
        <source>Test accuracy</source>
        <translation>テストの正解率</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ステップ</translation>
    </message>
</context>
<context>
    <name>pe::TrainingResults</name>
    <message>
        <source>Order pairs (%1 pairs of test sentences that differ only by order): how many twins each scheme gets right</source>
        <translation>語順の対（語順だけが違うテスト文 %1 組）：各方式が対の 2 文のうちいくつ正解したか</translation>
    </message>
    <message>
        <source>Accuracy now</source>
        <translation>現在の正解率</translation>
    </message>
    <message>
        <source>Training set</source>
        <translation>学習データ</translation>
    </message>
    <message>
        <source>Test set</source>
        <translation>テストデータ</translation>
    </message>
    <message>
        <source>Order pairs</source>
        <translation>語順の対</translation>
    </message>
    <message>
        <source>The share of sentences the model answers right; order pairs: on each twin of a pair, the choice between the pair&apos;s two answers</source>
        <translation>モデルが正しく答えた文の割合です。語順の対では、対のそれぞれの文で対の二つの答えのどちらを選ぶかを数えます</translation>
    </message>
    <message>
        <source>Accuracy per scheme</source>
        <translation>方式ごとの正解率</translation>
    </message>
    <message>
        <source>E&amp;xample:</source>
        <translation>例(&amp;X)：</translation>
    </message>
    <message>
        <source>The test sentence whose attention weights are shown</source>
        <translation>アテンションの重みを表示するテスト文</translation>
    </message>
    <message>
        <source>Test sentence</source>
        <translation>テスト文</translation>
    </message>
    <message>
        <source>Attention of the summary token [S] on each token</source>
        <translation>要約 token [S] から各 token へのアテンションの重み</translation>
    </message>
    <message>
        <source>Arrow keys pick a cell; its weight is read out to 6 decimals.</source>
        <translation>矢印キーでセルを選ぶと、その重みを小数 6 桁で読み上げます。</translation>
    </message>
    <message>
        <source>Both right</source>
        <translation>両方正解</translation>
    </message>
    <message>
        <source>First only</source>
        <translation>1 文目だけ</translation>
    </message>
    <message>
        <source>Second only</source>
        <translation>2 文目だけ</translation>
    </message>
    <message>
        <source>Neither</source>
        <translation>どちらも
不正解</translation>
    </message>
    <message>
        <source>Without positions both twins get the same answer, so exactly one of them is right: never both</source>
        <translation>位置がなければ対の 2 文は同じ答えになるので、正解はちょうど一方だけで、両方正解にはなりません</translation>
    </message>
    <message>
        <source>Order pairs confusion table</source>
        <translation>語順の対の混同表</translation>
    </message>
    <message>
        <source>Order pairs: how many twins each scheme gets right</source>
        <translation>語順の対：各方式が対の 2 文のうちいくつ正解したか</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 right without positions (the model cannot tell the two orders apart), %3 with %4.</source>
        <translation>語順の対 %1 組で、位置なしの正解は %2（モデルは二つの語順を見分けられません）、%4 では %3 です。</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 right with %3, the best of the schemes compared.</source>
        <translation>語順の対 %1 組で、比べた方式のうち最もよい %3 の正解は %2 です。</translation>
    </message>
    <message>
        <source>On the %1 order pairs: %2 right without positions: the model cannot tell the two orders apart.</source>
        <translation>語順の対 %1 組で、位置なしの正解は %2 です。モデルは二つの語順を見分けられません。</translation>
    </message>
</context>
<context>
    <name>pe::TrainingSettingsForm</name>
    <message>
        <source>Task:</source>
        <translation>課題：</translation>
    </message>
    <message>
        <source>who hits whom (你打我, dog bites man)</source>
        <translation>誰が誰をたたくか（你打我、dog bites man）</translation>
    </message>
    <message>
        <source>which marker comes first</source>
        <translation>どの印が先か</translation>
    </message>
    <message>
        <source>longer than in training</source>
        <translation>学習時より長い入力</translation>
    </message>
    <message>
        <source>What the model learns; every task needs word order</source>
        <translation>モデルが学習する内容です。どの課題にも語順が必要です</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>課題</translation>
    </message>
    <message>
        <source>d:</source>
        <translation>d：</translation>
    </message>
    <message>
        <source>Width d</source>
        <translation>幅 d</translation>
    </message>
    <message>
        <source>The model&apos;s width d, an even number from %1 to %2</source>
        <translation>モデルの幅 d。%1 から %2 までの偶数です</translation>
    </message>
    <message>
        <source>Model width d</source>
        <translation>モデルの幅 d</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>ステップ数：</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ数</translation>
    </message>
    <message>
        <source>Updates (mini-batches of 16 sentences), %1 to %2</source>
        <translation>更新の回数（16 文のバッチ）、%1 から %2</translation>
    </message>
    <message>
        <source>Training steps</source>
        <translation>学習のステップ数</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>シード：</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>シード</translation>
    </message>
    <message>
        <source>Picks the test split, the first weights and the batches: the same seed gives the same numbers</source>
        <translation>テストデータの分け方、最初の重み、バッチを決めます。同じシードなら同じ数値になります</translation>
    </message>
    <message>
        <source>Training length L:</source>
        <translation>学習時の長さ L：</translation>
    </message>
    <message>
        <source>Training length L</source>
        <translation>学習時の長さ L</translation>
    </message>
    <message>
        <source>Longer task: trained on lengths up to L, tested on L + 1 to 2L</source>
        <translation>「学習時より長い入力」の課題：長さ L までで学習し、L + 1 から 2L でテストします</translation>
    </message>
    <message>
        <source>Compare:</source>
        <translation>比べる方式：</translation>
    </message>
    <message>
        <source>Train with %1</source>
        <translation>%1 で学習</translation>
    </message>
</context>
<context>
    <name>pe::TrainingView</name>
    <message>
        <source>Choose at least one position scheme to train.</source>
        <translation>学習させる位置の方式を一つ以上選んでください。</translation>
    </message>
    <message>
        <source>The results shown are for the earlier settings: press Train for the new ones.</source>
        <translation>表示中の結果は前の設定のものです。新しい設定で学習するには「学習」を押してください。</translation>
    </message>
    <message>
        <source>Not trained yet: choose the settings and press Train.</source>
        <translation>まだ学習していません。設定を選んで「学習」を押してください。</translation>
    </message>
    <message>
        <source>Training: step %1 of %2…</source>
        <translation>学習中：ステップ %1 / %2…</translation>
    </message>
    <message>
        <source>Trained: %1 steps each.</source>
        <translation>学習しました：それぞれ %1 ステップです。</translation>
    </message>
    <message>
        <source>Stopped at step %1 of %2.</source>
        <translation>ステップ %1 / %2 で止めました。</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Train every chosen scheme in the background</source>
        <translation>選んだ方式をすべてバックグラウンドで学習させます</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Stop the training where it is</source>
        <translation>学習をその場で止めます</translation>
    </message>
    <message>
        <source>Loss and test accuracy per step</source>
        <translation>ステップごとの損失とテストの正解率</translation>
    </message>
    <message>
        <source>Left and Right pick a logged step; its numbers are read out to 6 decimals.</source>
        <translation>左右キーで記録したステップを選ぶと、その数値を小数 6 桁で読み上げます。</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Stopped at step %1 of %2 when a setting changed: the results shown are for the earlier settings; press Train for the new ones.</source>
        <translation>設定が変わったので、ステップ %1 / %2 で止めました。表示中の結果は前の設定のものです。新しい設定で学習するには「学習」を押してください。</translation>
    </message>
    <message>
        <source>Training progress</source>
        <translation>学習の進み具合</translation>
    </message>
</context>
<context>
    <name>pe::UndoRecorder</name>
    <message>
        <source>Change d</source>
        <translation>d を変更</translation>
    </message>
    <message>
        <source>Change base</source>
        <translation>底を変更</translation>
    </message>
    <message>
        <source>Change layout</source>
        <translation>配置を変更</translation>
    </message>
    <message>
        <source>Change positions shown</source>
        <translation>表示する位置の数を変更</translation>
    </message>
    <message>
        <source>Change position p</source>
        <translation>位置 p を変更</translation>
    </message>
    <message>
        <source>Change position q</source>
        <translation>位置 q を変更</translation>
    </message>
    <message>
        <source>Switch positional encoding</source>
        <translation>位置エンコーディングを切り替え</translation>
    </message>
    <message>
        <source>Change shown dimensions</source>
        <translation>表示する次元を変更</translation>
    </message>
    <message>
        <source>Pick dimension</source>
        <translation>次元を選択</translation>
    </message>
    <message>
        <source>Apply lecture defaults</source>
        <translation>講義の既定値を適用</translation>
    </message>
    <message>
        <source>Apply workbench defaults</source>
        <translation>作業台の既定値を適用</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>シナリオを開く</translation>
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
        <translation>上段：選んだ次元ごとに、位置に沿った曲線を描きます。曲線はどの実数の位置でも成り立ち、点は整数の位置での値、つまりモデルが実際に受け取る値です。曲線をクリックすると、その次元を選べます。</translation>
    </message>
    <message>
        <source>Wa&amp;ves…</source>
        <translation>波(&amp;V)…</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>ヒートマップ</translation>
    </message>
    <message>
        <source>Below the waves: one row per dimension, one column per position. Click a cell to make its position p and pick its dimension; the wheel zooms, dragging pans, Home shows everything again.</source>
        <translation>波の下：1 行が一つの次元、1 列が一つの位置です。セルをクリックすると、その位置が p になり、その次元が選ばれます。ホイールで拡大・縮小、ドラッグで移動、Home キーで全体表示に戻ります。</translation>
    </message>
    <message>
        <source>&amp;Heatmap…</source>
        <translation>ヒートマップ(&amp;H)…</translation>
    </message>
    <message>
        <source>Clock hands</source>
        <translation>時計の針</translation>
    </message>
    <message>
        <source>Each pair of dimensions as a hand that turns with the position.</source>
        <translation>成分対ごとに、位置とともに回る時計の針を描きます。</translation>
    </message>
    <message>
        <source>&amp;Clock Hands…</source>
        <translation>時計の針(&amp;C)…</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>PE(p) and PE(q) side by side with their difference.</source>
        <translation>PE(p) と PE(q) とその差を並べて表示します。</translation>
    </message>
    <message>
        <source>C&amp;omparison…</source>
        <translation>比較(&amp;O)…</translation>
    </message>
    <message>
        <source>Similarity</source>
        <translation>類似度</translation>
    </message>
    <message>
        <source>How close PE(p) is to every other position.</source>
        <translation>PE(p) がほかの各位置にどれだけ近いかを示します。</translation>
    </message>
    <message>
        <source>&amp;Similarity…</source>
        <translation>類似度(&amp;S)…</translation>
    </message>
    <message>
        <source>Schemes</source>
        <translation>方式比較</translation>
    </message>
    <message>
        <source>The distance profiles of the sinusoid, RoPE and ALiBi on one chart.</source>
        <translation>正弦方式・RoPE・ALiBi の距離プロファイルを一つのグラフに描きます。</translation>
    </message>
    <message>
        <source>Sch&amp;emes…</source>
        <translation>方式比較(&amp;E)…</translation>
    </message>
    <message>
        <source>RoPE dial</source>
        <translation>RoPE 文字盤</translation>
    </message>
    <message>
        <source>q and k as hands that RoPE turns, pair by pair.</source>
        <translation>RoPE が回す q と k を、成分対ごとに時計の針として描きます。</translation>
    </message>
    <message>
        <source>&amp;RoPE Dial…</source>
        <translation>RoPE 文字盤(&amp;R)…</translation>
    </message>
    <message>
        <source>Longer contexts</source>
        <translation>長いコンテキスト</translation>
    </message>
    <message>
        <source>The angles a longer context needs before and after position interpolation, NTK-aware scaling or YaRN.</source>
        <translation>長いコンテキストが必要とする角度を、位置補間・NTK-aware スケーリング・YaRN の前後で示します。</translation>
    </message>
    <message>
        <source>&amp;Longer Contexts…</source>
        <translation>長いコンテキスト(&amp;L)…</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>What float16, bfloat16 and float32 make of the table.</source>
        <translation>float16・bfloat16・float32 で表がどうなるかを示します。</translation>
    </message>
    <message>
        <source>&amp;Precision…</source>
        <translation>精度(&amp;P)…</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>A tiny attention model trained with no positions, the sinusoid, a learned table or RoPE: its loss, its test accuracy and where it looks.</source>
        <translation>位置なし、正弦方式、学習する位置表、RoPE のいずれかで学習させた小さなアテンションモデルの、損失、テストの正解率、どこを見ているかを表示します。</translation>
    </message>
    <message>
        <source>Tra&amp;ining…</source>
        <translation>学習(&amp;I)…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Every value PE(position)[dimension], to 6 decimals.</source>
        <translation>すべての値 PE(位置)[次元] を小数 6 桁で表示します。</translation>
    </message>
    <message>
        <source>&amp;Whole Window…</source>
        <translation>ウィンドウ全体(&amp;W)…</translation>
    </message>
    <message>
        <source>Left and Right move p, Home and End to the first and the last position; Up and Down pick a curve.</source>
        <translation>← と → で p を動かし、Home と End で最初と最後の位置へ移ります。↑ と ↓ で曲線を選びます。</translation>
    </message>
    <message>
        <source>Shift + arrow keys move a cursor, and Enter makes its cell p and the picked dimension. The arrow keys pan, + and − zoom the positions (with Ctrl the dimensions), Home shows everything.</source>
        <translation>Shift + 矢印キーでカーソルを動かし、Enter でそのセルの位置を p に、その次元を選んだ次元にします。矢印キーで表示を動かし、+ と − で位置の向きに（Ctrl を押しながらなら次元の向きに）拡大・縮小し、Home で全体を表示します。</translation>
    </message>
    <message>
        <source>The arrow keys pick a pair, Home and End the first and the last.</source>
        <translation>矢印キーで対を選び、Home と End で最初と最後の対へ移ります。</translation>
    </message>
    <message>
        <source>Left and Right move q, PageUp and PageDown a tenth of the positions, Home and End to the first and the last.</source>
        <translation>← と → で q を動かし、PageUp と PageDown で位置の数の 10 分の 1 ずつ動かし、Home と End で最初と最後の位置へ移ります。</translation>
    </message>
    <message>
        <source>Left and Right move the distance Δ whose values are listed, PageUp and PageDown in larger steps, Home and End to its ends.</source>
        <translation>← と → で、値を一覧に示す距離 Δ を動かします。PageUp と PageDown で大きく動かし、Home と End で両端へ移ります。</translation>
    </message>
    <message>
        <source>The arrow keys pick a pair, PageUp and PageDown a page of dials, Home and End the first and the last.</source>
        <translation>矢印キーで対を選び、PageUp と PageDown で文字盤を 1 ページずつ送り、Home と End で最初と最後の対へ移ります。</translation>
    </message>
    <message>
        <source>Up and Down pick a pair, PageUp and PageDown several at a time, Home and End the first and the last.</source>
        <translation>↑ と ↓ で対を選び、PageUp と PageDown で数対ずつ動かし、Home と End で最初と最後の対へ移ります。</translation>
    </message>
    <message>
        <source>Left and Right move p, Up and Down the picked dimension, Home and End to the first and the last position.</source>
        <translation>← と → で p を、↑ と ↓ で選んだ次元を動かし、Home と End で最初と最後の位置へ移ります。</translation>
    </message>
    <message>
        <source>In the chart, Left and Right pick a logged step, Home and End the first and the last; in the attention map, the arrow keys move the picked cell.</source>
        <translation>グラフでは ← と → で記録したステップを選び、Home と End で最初と最後のステップへ移ります。アテンションの図では矢印キーで選んだセルを動かします。</translation>
    </message>
    <message>
        <source>Your model</source>
        <translation>実際のモデル</translation>
    </message>
    <message>
        <source>A real model&apos;s RoPE settings, pair by pair, and what one mistake in a port does to its scores.</source>
        <translation>実在するモデルの RoPE の設定を対ごとに示し、移植での間違い一つがスコアに何をするかを見せます。</translation>
    </message>
    <message>
        <source>&amp;Your Model…</source>
        <translation>実際のモデル(&amp;Y)…</translation>
    </message>
    <message>
        <source>In the mismatch lab&apos;s plot, Left and Right move the position whose values are shown, PageUp and PageDown a tenth of the positions, Home and End to the first and the last.</source>
        <translation>食い違いの実験のグラフでは、← と → で値を示す位置を動かし、PageUp と PageDown で位置の数の 10 分の 1 ずつ動かし、Home と End で最初と最後の位置へ移ります。</translation>
    </message>
</context>
<context>
    <name>pe::WaveDescription</name>
    <message>
        <source>Waves of the shown dimensions</source>
        <translation>表示中の次元の波</translation>
    </message>
    <message>
        <source>Waves of dimensions %1 over positions 0 to %2; p = %3, dimension %4: %5</source>
        <translation>位置 0 から %2 までの次元 %1 の波。p = %3、次元 %4：%5</translation>
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
        <translation>値</translation>
    </message>
</context>
<context>
    <name>pe::WorksheetActions</name>
    <message>
        <source>&amp;Print Worksheet…</source>
        <translation>配布資料を印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the open lesson as a handout: every step with its numbers, figure and questions</source>
        <translation>開いているレッスンを配布資料として印刷します。各ステップの数値、図、問題が入ります</translation>
    </message>
    <message>
        <source>Export Worksheet as P&amp;DF…</source>
        <translation>配布資料を PDF でエクスポート(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the open lesson as a PDF handout</source>
        <translation>開いているレッスンを PDF の配布資料として保存します</translation>
    </message>
    <message>
        <source>Open a lesson first: the worksheet is made from the open lesson.</source>
        <translation>先にレッスンを開いてください。配布資料は開いているレッスンから作ります。</translation>
    </message>
    <message>
        <source>Export Worksheet as PDF</source>
        <translation>配布資料を PDF でエクスポート</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write &quot;%1&quot;: %2</source>
        <translation>「%1」を書き込めませんでした：%2</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>エクスポートに失敗しました</translation>
    </message>
    <message>
        <source>Worksheet saved to &quot;%1&quot;.</source>
        <translation>配布資料を「%1」に保存しました。</translation>
    </message>
    <message>
        <source>Print Worksheet</source>
        <translation>配布資料を印刷</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>配布資料</translation>
    </message>
    <message>
        <source>Add the &amp;answer key as the last part</source>
        <translation>最後に解答を付ける(&amp;A)</translation>
    </message>
    <message>
        <source>Printing failed</source>
        <translation>印刷に失敗しました</translation>
    </message>
    <message>
        <source>The worksheet was not printed: %1</source>
        <translation>配布資料は印刷されませんでした：%1</translation>
    </message>
    <message>
        <source>Worksheet sent to the printer.</source>
        <translation>配布資料をプリンターに送りました。</translation>
    </message>
    <message>
        <source>Answer Key</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Add the answer key as the last part of the worksheet?</source>
        <translation>配布資料の最後に解答を付けますか？</translation>
    </message>
</context>
</TS>
