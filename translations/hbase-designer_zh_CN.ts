<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AccessAnalysis</name>
    <message>
        <source>get</source>
        <translation>Get</translation>
    </message>
    <message>
        <source>prefix scan</source>
        <translation>前缀扫描</translation>
    </message>
    <message>
        <source>range scan</source>
        <translation>范围扫描</translation>
    </message>
    <message>
        <source>full table scan</source>
        <translation>全表扫描</translation>
    </message>
    <message>
        <source>filtered range scan</source>
        <translation>带过滤的范围扫描</translation>
    </message>
    <message>
        <source>write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>through %1 (here: %2)</source>
        <translation>经由 %1（本表上的访问方式：%2）</translation>
    </message>
    <message>
        <source>delete by the row key</source>
        <translation>按行键删除</translation>
    </message>
</context>
<context>
    <name>AccessModel</name>
    <message>
        <source>%1 (max %2)</source>
        <translation>%1（最多 %2）</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>Served by</source>
        <translation>访问方式</translation>
    </message>
    <message>
        <source>Known fields</source>
        <translation>已知字段</translation>
    </message>
    <message>
        <source>Bound segments</source>
        <translation>已确定的行键段</translation>
    </message>
    <message>
        <source>Scans</source>
        <translation>扫描次数</translation>
    </message>
    <message>
        <source>Regions per request</source>
        <translation>每次请求涉及的 Region 数</translation>
    </message>
    <message>
        <source>writes reach %1 of %2; busiest %3%</source>
        <translation>写入分布在 %1 个 Region 上（共 %2 个）；最忙的占 %3%</translation>
    </message>
</context>
<context>
    <name>AccessPattern</name>
    <message>
        <source>Write one row (put)</source>
        <translation>写入一行（Put）</translation>
    </message>
    <message>
        <source>Read one row (get)</source>
        <translation>读取一行（Get）</translation>
    </message>
    <message>
        <source>Prefix scan</source>
        <translation>前缀扫描</translation>
    </message>
    <message>
        <source>Range scan</source>
        <translation>范围扫描</translation>
    </message>
    <message>
        <source>Latest N</source>
        <translation>最新 N 行</translation>
    </message>
    <message>
        <source>Delete one row (delete)</source>
        <translation>删除一行（Delete）</translation>
    </message>
</context>
<context>
    <name>AccessPatternsPanel</name>
    <message>
        <source>Add Access Pattern</source>
        <translation>添加访问模式</translation>
    </message>
    <message>
        <source>Remove Access Pattern</source>
        <translation>删除访问模式</translation>
    </message>
    <message>
        <source>Move Access Pattern</source>
        <translation>移动访问模式</translation>
    </message>
    <message>
        <source>Edit Access Pattern</source>
        <translation>编辑访问模式</translation>
    </message>
    <message>
        <source>Add an access pattern: a named read or write the table must serve</source>
        <translation>添加访问模式：给该表必须支持的一种读或写操作起个名字</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected access pattern</source>
        <translation>删除选中的访问模式</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>The fields the caller knows when it reads or writes; they decide which leading key segments are bound</source>
        <translation>调用方读写时已知的字段；它们决定行键开头的哪些段是确定的</translation>
    </message>
    <message>
        <source>Range scan and latest N: the field the rows are ordered over</source>
        <translation>范围扫描和最新 N 行：按哪个字段排序取范围</translation>
    </message>
    <message>
        <source>Latest N: how many rows</source>
        <translation>最新 N 行：取多少行</translation>
    </message>
    <message>
        <source>An index or lookup table this pattern reads first</source>
        <translation>该访问模式先读取的索引表或查找表</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>类型：</translation>
    </message>
    <message>
        <source>Kno&amp;wn fields:</source>
        <translation>已知字段(&amp;W)：</translation>
    </message>
    <message>
        <source>Range field:</source>
        <translation>范围字段：</translation>
    </message>
    <message>
        <source>Limit:</source>
        <translation>行数上限：</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>速率：</translation>
    </message>
    <message>
        <source>Looks up thr&amp;ough:</source>
        <translation>经由表查找(&amp;O)：</translation>
    </message>
    <message>
        <source>Des&amp;cription:</source>
        <translation>说明(&amp;C)：</translation>
    </message>
    <message>
        <source>The pattern&apos;s own name: the project file, suppressions and the command line&apos;s JSON refer to it by this name</source>
        <translation>访问模式自己的名称：项目文件、接受并忽略的记录和命令行的 JSON 输出都用这个名称指代它</translation>
    </message>
    <message>
        <source>Name in this language:</source>
        <translation>中文名称：</translation>
    </message>
    <message>
        <source>How this interface names the pattern: in the list, the findings and the command line&apos;s messages; empty shows the name above</source>
        <translation>界面上显示的名称，用于列表、检查结果和命令行的消息；留空则显示上面的名称</translation>
    </message>
    <message>
        <source>How often it happens: 20,000 / s, 500 / min or 1.7e9 / d; a plain number is per second</source>
        <translation>发生的频率：20,000 / s、500 / min 或 1.7e9 / d；只写数字表示每秒的次数</translation>
    </message>
    <message>
        <source>How the application reaches the rows: one write, read or delete by the whole key, a scan by the leading fields, a range over a field, or the newest rows</source>
        <translation>应用如何访问这些行：按完整行键写入、读取或删除一行、按前导字段扫描、按某个字段做范围扫描，或读取最新的若干行</translation>
    </message>
</context>
<context>
    <name>AttributeMapper</name>
    <message>
        <source>%1: expected a single value</source>
        <translation>%1：应为单个值</translation>
    </message>
    <message>
        <source>%1 =&gt; &apos;%2&apos;: expected %3</source>
        <translation>%1 =&gt; &apos;%2&apos;：应为%3</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>以下之一：%1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a whole number from 0 to 32767</source>
        <translation>0 到 32767 之间的整数</translation>
    </message>
    <message>
        <source>a size in bytes</source>
        <translation>以字节计的大小</translation>
    </message>
    <message>
        <source>%1 inside METADATA is not an attribute; skipped</source>
        <translation>METADATA 中的 %1 不是属性；已跳过</translation>
    </message>
    <message>
        <source>family %1: unknown attribute %2 kept as written</source>
        <translation>列族 %1：未知属性 %2 已按原样保留</translation>
    </message>
    <message>
        <source>a whole number from 1 to 64</source>
        <translation>1 到 64 之间的整数</translation>
    </message>
    <message>
        <source>table %1: unknown attribute %2 kept as written</source>
        <translation>表 %1：未知属性 %2 已按原样保留</translation>
    </message>
    <message>
        <source>%1 must be a hash {&apos;key&apos; =&gt; &apos;value&apos;, ...}</source>
        <translation>%1 必须是哈希 {&apos;key&apos; =&gt; &apos;value&apos;, ...}</translation>
    </message>
    <message>
        <source>TABLE_ATTRIBUTES must be a hash</source>
        <translation>TABLE_ATTRIBUTES 必须是哈希</translation>
    </message>
    <message>
        <source>METHOD =&gt; &apos;%1&apos; is not a table attribute</source>
        <translation>METHOD =&gt; &apos;%1&apos; 不是表属性</translation>
    </message>
    <message>
        <source>TTL =&gt; &apos;%1&apos;: %2 seconds, but what the brackets say adds up to something else; HBase refuses it</source>
        <translation>TTL =&gt; &apos;%1&apos;：写明 %2 秒，但括号里的时长加起来不是这个数；HBase 会拒绝</translation>
    </message>
    <message>
        <source>seconds, FOREVER or a duration such as &apos;1 DAY&apos; or &apos;12 HOURS 30 MINUTES&apos;</source>
        <translation>秒数、FOREVER 或 &apos;1 DAY&apos;、&apos;12 HOURS 30 MINUTES&apos; 这样的时长</translation>
    </message>
    <message>
        <source>a size in bytes up to %1 (a Java int)</source>
        <translation>不超过 %1 的字节数（Java int）</translation>
    </message>
    <message>
        <source>family %1: ENCODE_ON_DISK has had no effect since HBase 0.96.1; dropped</source>
        <translation>列族 %1：ENCODE_ON_DISK 自 HBase 0.96.1 起已不起作用；已丢弃</translation>
    </message>
    <message>
        <source>table %1: DEFERRED_LOG_FLUSH =&gt; &apos;true&apos; of HBase 0.94 and before is DURABILITY =&gt; &apos;ASYNC_WAL&apos; today; imported as that</source>
        <translation>表 %1：HBase 0.94 及更早版本的 DEFERRED_LOG_FLUSH =&gt; &apos;true&apos; 就是现在的 DURABILITY =&gt; &apos;ASYNC_WAL&apos;；已按后者导入</translation>
    </message>
</context>
<context>
    <name>AttributeTable</name>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>ByteRuler</name>
    <message>
        <source>No sample key to show</source>
        <translation>没有可显示的样本行键</translation>
    </message>
    <message>
        <source>segment %1: %2</source>
        <translation>第 %1 段：%2</translation>
    </message>
    <message>
        <source>segment unknown</source>
        <translation>所属段未知</translation>
    </message>
    <message>
        <source>Byte %1: 0x%2
%3</source>
        <translation>第 %1 字节：0x%2
%3</translation>
    </message>
</context>
<context>
    <name>Bytes</name>
    <message>
        <source>a backslash must start an escape \xNN (write a backslash itself as \x5C)</source>
        <translation>反斜杠只能用于开始 \xNN 转义（反斜杠本身请写作 \x5C）</translation>
    </message>
    <message>
        <source>\x must be followed by two hex digits</source>
        <translation>\x 后面必须跟两位十六进制数字</translation>
    </message>
    <message>
        <source>write \x%1 in upper case: HBase reads \x%2 as the three characters x%2</source>
        <translation>请写成大写的 \x%1：HBase 会把 \x%2 读成 x%2 这三个字符</translation>
    </message>
    <message>
        <source>control character 0x%1 must be written as \x%1</source>
        <translation>控制字符 0x%1 必须写作 \x%1</translation>
    </message>
    <message>
        <source>non-ASCII character &apos;%1&apos;: HBase would keep only its low 8 bits; write its UTF-8 bytes as \xNN</source>
        <translation>非 ASCII 字符 &apos;%1&apos;：HBase 只会保留其低 8 位；请将其 UTF-8 字节写成 \xNN 形式</translation>
    </message>
</context>
<context>
    <name>ChangeRisks</name>
    <message>
        <source>applied to new store files only (flushes and compactions write them): the files already stored keep the old setting until the next major compaction rewrites them</source>
        <translation>只对新的 StoreFile 生效（刷写和合并时写出）：已有的文件保持旧设置，直到下一次大合并重写它们</translation>
    </message>
    <message>
        <source>reads return fewer versions at once, and compactions delete the older ones</source>
        <translation>读取立即只返回较少的版本，较旧的版本会在合并时删除</translation>
    </message>
    <message>
        <source>expired versions that MIN_VERSIONS kept are deleted at the next compaction</source>
        <translation>原先由 MIN_VERSIONS 保留的过期版本会在下一次合并时删除</translation>
    </message>
    <message>
        <source>cells older than the new TTL are hidden from reads at once and deleted at the next compaction</source>
        <translation>超过新 TTL 的单元格立即对读取不可见，并在下一次合并时删除</translation>
    </message>
    <message>
        <source>deleted cells kept until now are purged at the next major compaction, and time-range reads can no longer see them</source>
        <translation>此前保留的已删除单元格会在下一次大合并时清除，按时间范围读取也再看不到它们</translation>
    </message>
    <message>
        <source>values already moved to MOB files are read through the MOB store only while IS_MOB is true: treat them as lost unless they are copied first</source>
        <translation>已写入 MOB 文件的值只有在 IS_MOB 为 true 时才会经由 MOB Store 读出：除非先复制出来，否则应视为丢失</translation>
    </message>
    <message>
        <source>early HBase 2.x releases change it only on a disabled table, so the migration disables the table around this alter</source>
        <translation>早期的 HBase 2.x 版本只允许在表禁用时修改它，因此迁移脚本会在这次 alter 前后禁用并重新启用该表</translation>
    </message>
</context>
<context>
    <name>ChangesMarkdown</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 项%2</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 项变更</numerusform>
        </translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Schema changes: %1 → %2</source>
        <translation>表结构变更：%1 → %2</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变更</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>原值</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新值</translation>
    </message>
    <message numerus="yes">
        <source>The script (%n line(s)) is too long for a comment: `hbase-designer-cli migrate` writes it.</source>
        <translation>
            <numerusform>脚本（%n 行）太长，无法放进评论：请用 `hbase-designer-cli migrate` 生成。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more change(s) left out: too many for a comment.</source>
        <translation>
            <numerusform>另有 %n 项变更未列出：评论放不下。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChangesModel</name>
    <message>
        <source>Safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>Rewrites store files</source>
        <translation>重写 StoreFile</translation>
    </message>
    <message>
        <source>Removes data</source>
        <translation>删除数据</translation>
    </message>
    <message>
        <source>Needs a plan</source>
        <translation>需要迁移方案</translation>
    </message>
    <message>
        <source>Safe: nothing already stored changes (a new namespace, table, family or split key; more versions, a longer TTL; table attributes).</source>
        <translation>安全：已存储的数据不受影响（新的命名空间、表、列族或拆分点；增加版本数、延长 TTL；表属性）。</translation>
    </message>
    <message>
        <source>Rewrites store files: only store files written from now on follow it (compression, encoding, block size, bloom filter, MOB); the files already stored keep the old setting until the next major compaction rewrites them.</source>
        <translation>重写 StoreFile：只有今后写出的 StoreFile 采用新设置（压缩、编码、块大小、布隆过滤器、MOB）；已存储的文件保持旧设置，直到下一次大合并重写它们。</translation>
    </message>
    <message>
        <source>Removes data: cells, families or tables are lost (a table dropped, a family deleted, fewer versions, a shorter TTL). Written only when Allow data loss is ticked.</source>
        <translation>删除数据：会丢失单元格、列族或整张表（删除表、删除列族、减少版本数、缩短 TTL）。只有勾选“允许数据丢失”时才写入脚本。</translation>
    </message>
    <message>
        <source>Needs a migration plan: no shell command can make it (a new row key, split keys removed). The table gets a plan in comments and no command: a new table beside the old one, every row copied and re-keyed.</source>
        <translation>需要迁移方案：没有任何 Shell 命令能完成此变更（新的行键、删除拆分点）。脚本只以注释给出该表的迁移方案，不写命令：在旧表旁建新表，逐行复制并重新生成行键。</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变更</translation>
    </message>
</context>
<context>
    <name>ChipStrip</name>
    <message>
        <source>No segments yet: type the key below or add a value</source>
        <translation>还没有行键段：在下方输入行键，或添加一个值</translation>
    </message>
    <message>
        <source>Separator %1</source>
        <translation>分隔符（第 %1 段）</translation>
    </message>
    <message>
        <source>Segment %1: %2</source>
        <translation>第 %1 段：%2</translation>
    </message>
    <message>
        <source>Drag to move it; Delete removes it</source>
        <translation>拖动可调整位置；按 Delete 删除</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Usage: hbase-designer-cli COMMAND [OPTIONS] ...</source>
        <translation>用法：hbase-designer-cli COMMAND [OPTIONS] ...</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Run &quot;hbase-designer-cli COMMAND --help&quot; for a command&apos;s options.</source>
        <translation>运行 &quot;hbase-designer-cli COMMAND --help&quot; 查看某个命令的选项。</translation>
    </message>
    <message>
        <source>Exit status: 0 ok, 1 findings at error level, 2 bad input.</source>
        <translation>退出状态：0 正常，1 存在错误级别的检查结果，2 输入有误。</translation>
    </message>
    <message>
        <source>check a project file for what HBase would refuse</source>
        <translation>检查项目文件中会被 HBase 拒绝的内容</translation>
    </message>
    <message>
        <source>write the HBase shell script that creates the tables</source>
        <translation>生成用于建表的 HBase Shell 脚本</translation>
    </message>
    <message>
        <source>print the split keys HBase computes for a pre-split</source>
        <translation>输出 HBase 为预分区计算出的拆分点</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>hbase-designer-cli: unknown command &quot;%1&quot;</source>
        <translation>hbase-designer-cli: 未知命令“%1”</translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation>输出格式：text 或 json。</translation>
    </message>
    <message>
        <source>expected exactly one project FILE; see --help</source>
        <translation>需要且只能指定一个项目文件 FILE；参见 --help</translation>
    </message>
    <message>
        <source>--format must be text or json, not &quot;%1&quot;</source>
        <translation>--format 必须是 text 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>The project file (.json).</source>
        <translation>项目文件（.json）。</translation>
    </message>
    <message>
        <source>Export only this table (NS:TABLE, or TABLE in the default namespace); repeat for more.</source>
        <translation>只导出此表（NS:TABLE；default 命名空间中的表可只写 TABLE）；可重复指定以导出多个表。</translation>
    </message>
    <message>
        <source>Write the script to OUT (atomically) instead of standard output; SPLITS_FILE files are written beside it.</source>
        <translation>将脚本（以原子方式）写入 OUT，而不是标准输出；SPLITS_FILE 文件写入同一目录。</translation>
    </message>
    <message>
        <source>HBase version to write for: 2.4, 2.5 or 3 (default: the project&apos;s).</source>
        <translation>目标 HBase 版本：2.4、2.5 或 3（默认：项目设置的版本）。</translation>
    </message>
    <message>
        <source>Write split lists inline or as SPLITS_FILE (default: each table&apos;s choice).</source>
        <translation>以内联方式或 SPLITS_FILE 文件写出拆分点列表（默认：沿用各表的设置）。</translation>
    </message>
    <message>
        <source>%1: no table &quot;%2&quot; in the project</source>
        <translation>%1: 项目中没有表“%2”</translation>
    </message>
    <message>
        <source>--dialect must be 2.4, 2.5 or 3, not &quot;%1&quot;</source>
        <translation>--dialect 必须是 2.4、2.5 或 3，而不是“%1”</translation>
    </message>
    <message>
        <source>--splits-form must be inline or file, not &quot;%1&quot;</source>
        <translation>--splits-form 必须是 inline 或 file，而不是“%1”</translation>
    </message>
    <message>
        <source>%1: nothing exported</source>
        <translation>%1: 未导出任何内容</translation>
    </message>
    <message>
        <source>%1: table %2 writes its splits to a SPLITS_FILE; give -o OUT so the file can be written beside the script, or use --splits-form inline</source>
        <translation>%1: 表 %2 会将拆分点写入 SPLITS_FILE；请用 -o OUT 指定输出文件，以便把该文件写在脚本旁边，或改用 --splits-form inline</translation>
    </message>
    <message>
        <source>HexStringSplit, DecimalStringSplit or UniformSplit, as NUMREGIONS + SPLITALGO would.</source>
        <translation>HexStringSplit、DecimalStringSplit 或 UniformSplit，计算方式与 NUMREGIONS + SPLITALGO 相同。</translation>
    </message>
    <message>
        <source>Start key, as Admin.createTable(desc, start, end, n) takes it; in toStringBinary form (\xNN upper case).</source>
        <translation>起始键，含义与 Admin.createTable(desc, start, end, n) 的参数相同；使用 toStringBinary 格式（\xNN 用大写）。</translation>
    </message>
    <message>
        <source>End key for --start.</source>
        <translation>与 --start 配合使用的结束键。</translation>
    </message>
    <message>
        <source>One region per Phoenix salt bucket (2..256 buckets).</source>
        <translation>每个 Phoenix 加盐分桶（salt bucket）一个 Region（2..256 个加盐分桶）。</translation>
    </message>
    <message>
        <source>Number of regions.</source>
        <translation>Region 数量。</translation>
    </message>
    <message>
        <source>splits takes no FILE; see --help</source>
        <translation>splits 不接受 FILE 参数；参见 --help</translation>
    </message>
    <message>
        <source>--%1, character %2: %3</source>
        <translation>--%1，第 %2 个字符：%3</translation>
    </message>
    <message>
        <source>give exactly one of --algo NAME -n N, --start KEY --end KEY -n N, or --salt BUCKETS</source>
        <translation>请在 --algo NAME -n N、--start KEY --end KEY -n N 和 --salt BUCKETS 中指定且只指定一种</translation>
    </message>
    <message>
        <source>-n N (the number of regions) is required</source>
        <translation>必须指定 -n N（Region 数量）</translation>
    </message>
    <message>
        <source>--algo must be HexStringSplit, DecimalStringSplit or UniformSplit, not &quot;%1&quot;</source>
        <translation>--algo 必须是 HexStringSplit、DecimalStringSplit 或 UniformSplit，而不是“%1”</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n error(s)</source>
        <translation>
            <numerusform>%1: %n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n warning(s)</source>
        <translation>
            <numerusform>，%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>; did you mean %1?</source>
        <translation>；是否指 %1？</translation>
    </message>
    <message>
        <source>%1 needs a whole number, not &quot;%2&quot;</source>
        <translation>%1 需要一个整数，而不是“%2”</translation>
    </message>
    <message>
        <source>give both --start KEY and --end KEY</source>
        <translation>请同时给出 --start KEY 和 --end KEY</translation>
    </message>
    <message>
        <source>print sample row keys in HBase order with their regions</source>
        <translation>按 HBase 的顺序打印样本行键及其所在 Region</translation>
    </message>
    <message>
        <source>count sample keys per region; skew and write heatmap</source>
        <translation>统计每个 Region 的样本行键数；倾斜程度与写入热力图</translation>
    </message>
    <message>
        <source>time the preview pipeline against its budgets</source>
        <translation>测量预览流程的耗时，并与性能预算比较</translation>
    </message>
    <message>
        <source>Table to measure (default MOMO_CHAT:MSG of the built-in chat example).</source>
        <translation>要测量的表（默认是内置聊天示例中的 MOMO_CHAT:MSG）。</translation>
    </message>
    <message>
        <source>Project file (default: the built-in chat-messages example).</source>
        <translation>项目文件（默认：内置的 chat-messages 示例）。</translation>
    </message>
    <message>
        <source>--rows must be a whole number from 1 to %1</source>
        <translation>--rows 必须是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>The table to preview (NS:TABLE); needed when the project has several.</source>
        <translation>要预览的表（NS:TABLE）；项目中有多张表时必须指定。</translation>
    </message>
    <message>
        <source>Row key in row-key notation, instead of the table&apos;s.</source>
        <translation>用行键表示法给出的行键，代替表中定义的行键。</translation>
    </message>
    <message>
        <source>Sample rows from this CSV file (with a header) instead of the table&apos;s generators.</source>
        <translation>从这个 CSV 文件（带表头）读取样本数据，代替表的生成器。</translation>
    </message>
    <message>
        <source>How many sample rows (default: the table&apos;s).</source>
        <translation>样本行数（默认：表中的设置）。</translation>
    </message>
    <message>
        <source>Seed for the generators (default: the table&apos;s).</source>
        <translation>生成器的随机种子（默认：表中的设置）。</translation>
    </message>
    <message>
        <source>Pre-split instead of the table&apos;s: none, hex:N, dec:N, uniform:N, salt:N, sample:N or file:PATH (one toStringBinary key a line).</source>
        <translation>代替表中设置的预分区：none、hex:N、dec:N、uniform:N、salt:N、sample:N 或 file:PATH（每行一个 toStringBinary 形式的拆分点）。</translation>
    </message>
    <message>
        <source>Output format: text, tsv or json.</source>
        <translation>输出格式：text、tsv 或 json。</translation>
    </message>
    <message>
        <source>The project file (.json); optional with --rowkey and --input.</source>
        <translation>项目文件（.json）；给出 --rowkey 和 --input 时可省略。</translation>
    </message>
    <message>
        <source>--splits: %1: cannot open: %2</source>
        <translation>--splits：%1：无法打开：%2</translation>
    </message>
    <message>
        <source>%1:%2:%3: %4</source>
        <translation>%1:%2:%3: %4</translation>
    </message>
    <message>
        <source>--splits must be none, hex:N, dec:N, uniform:N, salt:N, sample:N or file:PATH, not &quot;%1&quot;</source>
        <translation>--splits 必须是 none、hex:N、dec:N、uniform:N、salt:N、sample:N 或 file:PATH，而不是“%1”</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, not &quot;%4&quot;</source>
        <translation>--%1 必须是 %2 到 %3 之间的整数，而不是“%4”</translation>
    </message>
    <message>
        <source>expected at most one project FILE; see --help</source>
        <translation>最多只能给出一个项目文件 FILE；参见 --help</translation>
    </message>
    <message>
        <source>%1: give --table, one of: %2</source>
        <translation>%1: 请用 --table 指定表，可选：%2</translation>
    </message>
    <message>
        <source>give a project FILE, or both --rowkey EXPR and --input rows.csv</source>
        <translation>请给出项目文件 FILE，或同时给出 --rowkey EXPR 和 --input rows.csv</translation>
    </message>
    <message>
        <source>--rowkey, column %1: %2</source>
        <translation>--rowkey，第 %1 列：%2</translation>
    </message>
    <message>
        <source>%1: table %2: %3</source>
        <translation>%1: 表 %2：%3</translation>
    </message>
    <message>
        <source>--format must be %1, not &quot;%2&quot;</source>
        <translation>--format 必须是 %1，而不是“%2”</translation>
    </message>
    <message>
        <source>Time windows of the write heatmap (default 20).</source>
        <translation>写入热力图的时间窗口数（默认 20）。</translation>
    </message>
    <message numerus="yes">
        <source>access pattern &apos;%1&apos;: %2, %n leading segment(s) bound</source>
        <translation>
            <numerusform>访问模式“%1”：%2，确定了行键开头的 %n 个段</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n scan(s)</source>
        <translation>
            <numerusform>，%n 次扫描</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 regions a request on average (at most %2)</source>
        <translation>，每次请求平均访问 %1 个 Region（最多 %2 个）</translation>
    </message>
    <message>
        <source>check a project against every schema-design rule</source>
        <translation>按所有表结构设计规则检查项目</translation>
    </message>
    <message>
        <source>Lint only this table (NS:TABLE); repeat for more.</source>
        <translation>只检查这张表（NS:TABLE）；可重复指定多张。</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Output format: text, markdown or json.</source>
        <translation>输出格式：text、markdown 或 json。</translation>
    </message>
    <message>
        <source>Generated by `hbase-designer-cli rules --format markdown`; do not edit by hand. `hbase-designer-cli lint` and the Problems panel report these, each finding with the figure that triggered it and a fix.</source>
        <translation>由 `hbase-designer-cli rules --format markdown` 生成；请勿手工编辑。`hbase-designer-cli lint` 和问题面板会报告这些规则，每条检查结果都给出触发它的数据和修复方法。</translation>
    </message>
    <message>
        <source>Severity: %1.</source>
        <translation>级别：%1。</translation>
    </message>
    <message>
        <source>Bad: `%1`</source>
        <translation>反例：`%1`</translation>
    </message>
    <message>
        <source>Good: `%1`</source>
        <translation>正例：`%1`</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>参考：%1</translation>
    </message>
    <message>
        <source>--format must be text, markdown or json, not &quot;%1&quot;</source>
        <translation>--format 必须是 text、markdown 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>rewrite a project file in canonical form</source>
        <translation>把项目文件改写为规范格式</translation>
    </message>
    <message numerus="yes">
        <source>, %n suppressed</source>
        <translation>
            <numerusform>，%n 条已接受并忽略</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: not in canonical form; run hbase-designer-cli format %1</source>
        <translation>%1: 不是规范格式；请运行 hbase-designer-cli format %1</translation>
    </message>
    <message>
        <source>access pattern &apos;%1&apos;: writes land in %2 of %3 regions; the busiest takes %4%</source>
        <translation>访问模式“%1”：写入分布在 %2 个 Region 上（共 %3 个）；最忙的 Region 承担 %4%</translation>
    </message>
    <message>
        <source>Measure on the rows of this CSV file (with a header) instead of the table&apos;s generators, and the time to format their keys as preview --format tsv does.</source>
        <translation>用这个 CSV 文件（带表头）中的行代替表的生成器来测量，并测量像 preview --format tsv 那样格式化行键所需的时间。</translation>
    </message>
    <message>
        <source>--window-rows must be a whole number from 0 to %1</source>
        <translation>--window-rows 必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>read describe output, shell scripts or REST schema JSON into a project</source>
        <translation>把 describe 输出、Shell 脚本或 REST 表结构 JSON 读入项目</translation>
    </message>
    <message>
        <source>Write the project to OUT instead of standard output.</source>
        <translation>把项目写入 OUT，而不是标准输出。</translation>
    </message>
    <message>
        <source>What the inputs are: auto (the default: decided per input), describe, shell or rest.</source>
        <translation>输入的格式：auto（默认，逐个输入判断）、describe、shell 或 rest。</translation>
    </message>
    <message>
        <source>describe output, an HBase shell script or REST schema JSON; - reads standard input.</source>
        <translation>describe 输出、HBase Shell 脚本或 REST 表结构 JSON；- 表示读取标准输入。</translation>
    </message>
    <message>
        <source>expected at least one INPUT; see --help</source>
        <translation>至少需要一个 INPUT；参见 --help</translation>
    </message>
    <message>
        <source>--format: expected one of %1</source>
        <translation>--format：应为以下之一：%1</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: 无法打开：%2</translation>
    </message>
    <message>
        <source>&lt;stdin&gt;</source>
        <translation>&lt;标准输入&gt;</translation>
    </message>
    <message>
        <source>region	start	end	count	share</source>
        <comment>The header of the regions table: a word a column, tab-separated; start and end are keys, count rows</comment>
        <translation>Region	起始键	结束键	行键数	占比</translation>
    </message>
    <message>
        <source>rank	region	key_hex	key_binary</source>
        <comment>The header of preview&apos;s text output: a word a column, tab-separated; the key in hex and as toStringBinary</comment>
        <translation>序号	Region	行键（hex）	行键（toStringBinary）</translation>
    </message>
    <message>
        <source>compare two designs: every change and its risk</source>
        <translation>比较两个设计：列出每项变更及其风险</translation>
    </message>
    <message>
        <source>write the alter script from one design to another, or its migration plan</source>
        <translation>生成从一个设计变更到另一个设计的 alter 脚本，或给出迁移方案</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 项%2</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n 项变更</numerusform>
        </translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The design to migrate to (.json).</source>
        <translation>要迁移到的设计（.json）。</translation>
    </message>
    <message>
        <source>Write the script to OUT (atomically) instead of standard output.</source>
        <translation>将脚本（以原子方式）写入 OUT，而不是标准输出。</translation>
    </message>
    <message>
        <source>HBase version to write for: 2.4, 2.5 or 3 (default: NEW&apos;s).</source>
        <translation>目标 HBase 版本：2.4、2.5 或 3（默认：NEW 中设置的版本）。</translation>
    </message>
    <message>
        <source>Also write the changes that remove data (dropped tables and families, fewer versions, a shorter TTL, ...).</source>
        <translation>同时写出会删除数据的变更（删除表和列族、减少版本数、缩短 TTL 等）。</translation>
    </message>
    <message>
        <source>Disable each altered table for its alter and enable it again.</source>
        <translation>每个要修改的表在 alter 前禁用，之后重新启用。</translation>
    </message>
    <message>
        <source>%1: nothing written</source>
        <translation>%1：未写出任何内容</translation>
    </message>
    <message>
        <source>these changes remove data: nothing written; give --allow-data-loss to write them</source>
        <translation>这些变更会删除数据：未写出任何内容；如确需写出，请加上 --allow-data-loss</translation>
    </message>
    <message>
        <source>no shell command can make these changes: the script holds a migration plan in comments for their tables and changes nothing in them</source>
        <translation>没有任何 Shell 命令能完成这些变更：脚本以注释给出这些表的迁移方案，不对它们做任何改动</translation>
    </message>
    <message>
        <source>put two tables&apos; figures side by side: regions, skew, key length, storage, access patterns, findings</source>
        <translation>并排比较两张表的指标：Region、倾斜、行键长度、存储、访问模式、检查结果</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>%1: not measured: %2</source>
        <translation>%1：未测量：%2</translation>
    </message>
    <message>
        <source>the table has no row key or no sample data</source>
        <translation>该表没有行键或样本数据</translation>
    </message>
    <message>
        <source>A table to compare (NS:TABLE of FILE, or OTHER.json:NS:TABLE); give two.</source>
        <translation>要比较的表（FILE 中的 NS:TABLE，或 OTHER.json:NS:TABLE）；需给出两张。</translation>
    </message>
    <message>
        <source>Project file (.json).</source>
        <translation>项目文件（.json）。</translation>
    </message>
    <message>
        <source>give two tables to compare: --table A --table B</source>
        <translation>请给出要比较的两张表：--table A --table B</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1：%2：%3</translation>
    </message>
    <message>
        <source>list the workshop lessons and their goals</source>
        <translation>列出培训课程及其目标</translation>
    </message>
    <message>
        <source>show a lesson, write its start or solution, or check a design against its goals</source>
        <translation>显示一节课程，写出它的起点或参考答案，或按课程目标检查一个设计</translation>
    </message>
    <message>
        <source>no lesson &quot;%1&quot;: give a lesson id (see `hbase-designer-cli lessons`) or a lesson file</source>
        <translation>没有课程“%1”：请给出课程 ID（见 `hbase-designer-cli lessons`）或课程文件</translation>
    </message>
    <message>
        <source>--write must be start or solution, not &quot;%1&quot;</source>
        <translation>--write 只能是 start 或 solution，而不是“%1”</translation>
    </message>
    <message>
        <source>give the file to write with -o FILE</source>
        <translation>请用 -o FILE 给出要写入的文件</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n goal(s) met</source>
        <translation>
            <numerusform>%n 个目标中已达成 %1 个</numerusform>
        </translation>
    </message>
    <message>
        <source>lessons takes no arguments; see --help</source>
        <translation>lessons 不接受参数；见 --help</translation>
    </message>
    <message>
        <source>Write the lesson&apos;s start or solution project to the -o file.</source>
        <translation>把课程的起点项目或参考答案写入 -o 指定的文件。</translation>
    </message>
    <message>
        <source>The file --write writes.</source>
        <translation>--write 写入的文件。</translation>
    </message>
    <message>
        <source>Check a project against the lesson&apos;s goals (exit 0 when all are met, 1 when some are not).</source>
        <translation>按课程目标检查一个项目（全部达成时退出码为 0，有未达成的为 1）。</translation>
    </message>
    <message>
        <source>A lesson&apos;s id (see lessons) or a lesson file.</source>
        <translation>课程 ID（见 lessons）或课程文件。</translation>
    </message>
    <message>
        <source>expected one lesson ID; see --help</source>
        <translation>需要一个课程 ID；见 --help</translation>
    </message>
    <message>
        <source>Goals:</source>
        <translation>目标：</translation>
    </message>
    <message>
        <source>Start with: hbase-designer-cli lesson %1 --write start -o start.json</source>
        <translation>从这里开始：hbase-designer-cli lesson %1 --write start -o start.json</translation>
    </message>
    <message>
        <source>met: %1 (now %2)</source>
        <translation>已达成：%1（当前：%2）</translation>
    </message>
    <message>
        <source>not met: %1 (now %2)</source>
        <translation>未达成：%1（当前：%2）</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <extracomment>Before an import&apos;s warning on standard error: FILE:LINE: warning: MESSAGE.</extracomment>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>expected two files, OLD and NEW; see --help</source>
        <translation>需要两个文件 OLD 和 NEW；参见 --help</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The design deployed now: a project file (.json), describe output, an HBase shell script or REST schema JSON.</source>
        <translation>当前已部署的设计：项目文件（.json）、describe 输出、HBase Shell 脚本或 REST 表结构 JSON。</translation>
    </message>
    <message>
        <source>%1: NEW must be a project file, the design to reach; a describe output, a shell script or REST JSON can be OLD, or be imported first: hbase-designer-cli import %1 -o NEW.json</source>
        <translation>%1：NEW 必须是项目文件，即要达到的设计；describe 输出、Shell 脚本或 REST JSON 可以作为 OLD，或先导入：hbase-designer-cli import %1 -o NEW.json</translation>
    </message>
    <message>
        <source>not met: %1 (not measured: %2)</source>
        <translation>未达成：%1（未测量：%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>start %1: meets every goal, so there is nothing to solve</source>
        <translation>起始项目 %1：已达成全部目标，学员无题可做</translation>
    </message>
    <message>
        <source>start %1: %2 of %3 goals not met yet, as a start should be</source>
        <translation>起始项目 %1：%3 个目标中有 %2 个尚未达成，符合起始项目的要求</translation>
    </message>
    <message>
        <source>solution %1: meets all %2 goals</source>
        <translation>参考答案 %1：%2 个目标全部达成</translation>
    </message>
    <message>
        <source>solution %1 does not meet: %2</source>
        <translation>参考答案 %1 未达成：%2</translation>
    </message>
    <message>
        <source>Check the lesson itself: its start leaves a goal to meet and its solution meets them all (exit 0 when so, 1 when not).</source>
        <translation>检查课程本身：起始项目至少有一个目标未达成，参考答案达成全部目标（是则退出码为 0，否则为 1）。</translation>
    </message>
    <message>
        <source>--import-tables must be a whole number from 0 to %1</source>
        <translation>--import-tables 必须是 0 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>Sample rows (default 1,000,000).</source>
        <translation>样本行数（默认 100 万）。</translation>
    </message>
    <message>
        <source>Sample rows for the window&apos;s figures: each kind of edit timed as the designer computes it (default 100,000; 0 leaves them out).</source>
        <translation>窗口计时所用的样本行数：按设计器的计算方式为每种编辑计时（默认 10 万；为 0 时不测）。</translation>
    </message>
    <message>
        <source>Tables for the import figures: a cluster of N tables read as REST schema JSON, describe output and a script (default 20,000; 0 leaves them out).</source>
        <translation>导入计时所用的表数：把 N 张表的集群分别当作 REST 表结构 JSON、describe 输出和脚本导入（默认 2 万；为 0 时不测）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 rows in %n region(s); %2 empty; hottest region %3 with %4 rows; max/mean %5; coefficient of variation %6; in the hottest time window one region takes %7% of the writes</source>
        <translation>
            <numerusform>%1 行分布在 %n 个 Region 中；%2 个为空；最热的是 Region %3，有 %4 行；最大/平均比 %5；变异系数 %6；最热的时间窗口中，单个 Region 承担了 %7% 的写入</numerusform>
        </translation>
    </message>
    <message>
        <source>list the schema-design rules</source>
        <translation>列出表结构设计规则</translation>
    </message>
    <message>
        <source>--format must be text, json, sarif or github, not &quot;%1&quot;</source>
        <translation>--format 必须是 text、json、sarif 或 github，而不是“%1”</translation>
    </message>
    <message>
        <source>expected one or more project FILEs; see --help</source>
        <translation>需要指定一个或多个项目文件 FILE；参见 --help</translation>
    </message>
    <message>
        <source>Output format: text, json, sarif (SARIF 2.1.0) or github (GitHub Actions annotations).</source>
        <translation>输出格式：text、json、sarif（SARIF 2.1.0）或 github（GitHub Actions 注解）。</translation>
    </message>
    <message>
        <source>Project files (.hbase.json or .json), one or more.</source>
        <translation>项目文件（.hbase.json 或 .json），一个或多个。</translation>
    </message>
    <message>
        <source>Output format: text, json or markdown (a pull request&apos;s comment: the changes as a table and the alter script).</source>
        <translation>输出格式：text、json 或 markdown（用作拉取请求的评论：变更表格和 alter 脚本）。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>No alter script: HBase would refuse the new design (see `validate`).</source>
        <translation>没有 alter 脚本：HBase 会拒绝新的设计（参见 `validate`）。</translation>
    </message>
    <message>
        <source>No alter script: these changes remove data, and `--allow-data-loss` was not given.</source>
        <translation>没有 alter 脚本：这些变更会删除数据，而未指定 `--allow-data-loss`。</translation>
    </message>
    <message>
        <source>The alter script, written to `%1`:</source>
        <translation>alter 脚本，已写入 `%1`：</translation>
    </message>
    <message>
        <source>The alter script:</source>
        <translation>alter 脚本：</translation>
    </message>
    <message>
        <source>The alter script, as `hbase-designer-cli migrate --allow-data-loss` writes it (**it removes data**):</source>
        <translation>alter 脚本，即 `hbase-designer-cli migrate --allow-data-loss` 生成的脚本（**会删除数据**）：</translation>
    </message>
    <message>
        <source>The alter script, as `hbase-designer-cli migrate` writes it:</source>
        <translation>alter 脚本，即 `hbase-designer-cli migrate` 生成的脚本：</translation>
    </message>
    <message>
        <source>Output format: script (the default) or markdown (a pull request&apos;s comment: the changes as a table, then the script; -o still writes the script).</source>
        <translation>输出格式：script（默认）或 markdown（用作拉取请求的评论：先是变更表格，然后是脚本；-o 仍然写出脚本）。</translation>
    </message>
    <message>
        <source>--format must be script or markdown, not &quot;%1&quot;</source>
        <translation>--format 必须是 script 或 markdown，而不是“%1”</translation>
    </message>
    <message>
        <source>--format must be one of %1, not &quot;%2&quot;</source>
        <translation>--format 必须是 %1 之一，而不是“%2”</translation>
    </message>
    <message>
        <source>Write to OUT instead of rewriting FILE (one FILE only).</source>
        <translation>写入 OUT，而不是改写 FILE（只能有一个 FILE）。</translation>
    </message>
    <message>
        <source>Change nothing; exit 1 when a FILE is not in canonical form.</source>
        <translation>不做任何修改；若有 FILE 不是规范格式，则以状态 1 退出。</translation>
    </message>
    <message>
        <source>-o takes one project FILE; see --help</source>
        <translation>-o 只能配合一个项目文件 FILE 使用；参见 --help</translation>
    </message>
    <message>
        <source>add up what all the tables ask of each region server: regions, memstores, writes, disk, block cache</source>
        <translation>汇总所有表对每台 RegionServer 的需求：Region、MemStore、写入、磁盘、块缓存</translation>
    </message>
    <message>
        <source>measure	per server	limit	used	tables</source>
        <comment>The header of the cluster budget: tab-separated columns</comment>
        <translation>指标	每台服务器	上限	占用	表</translation>
    </message>
    <message>
        <source>fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Project file (.hbase.json or .json).</source>
        <translation>项目文件（.hbase.json 或 .json）。</translation>
    </message>
    <message>
        <source>Schema rules</source>
        <translation>表结构设计规则</translation>
    </message>
    <message numerus="yes">
        <source>storage: %1 bytes a row in %n cell(s), %2% of the bytes row keys and %3% family and qualifier names; %4 rows make %5 before compression, %6 in store files and %7 regions as HBase splits them</source>
        <translation>
            <numerusform>存储：每行 %n 个单元格、共 %1 字节，其中行键占 %2%，列族名和列限定符名占 %3%；%4 行压缩前共 %5，StoreFile 共 %6，按 HBase 的拆分方式约 %7 个 Region</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterBudget</name>
    <message>
        <source>Regions at creation</source>
        <translation>建表时的 Region</translation>
    </message>
    <message>
        <source>Regions at full volume</source>
        <translation>数据量达到预估时的 Region</translation>
    </message>
    <message>
        <source>Regions after a year</source>
        <translation>一年后的 Region</translation>
    </message>
    <message>
        <source>Memstores written at once</source>
        <translation>同时写入的 MemStore</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>%1/s</source>
        <comment>bytes a second</comment>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>The regions the pre-splits create, a region server&apos;s share; the Reference Guide advises 20 to 200 a server</source>
        <translation>预分区创建的 Region，每台 RegionServer 分到的数量；Reference Guide 建议每台 20 到 200 个</translation>
    </message>
    <message>
        <source>The same, with the regions a year of expiry leaves empty behind time-ordered keys, unless the table&apos;s normalizer merges them</source>
        <translation>同上，再加上按时间递增的行键在一年的过期中留下的空 Region（除非表的 Normalizer 将其合并）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a table and its part of a figure</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the tables of a figure</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <comment>a heap or disk the user has not stated</comment>
        <translation>%1（假定值）</translation>
    </message>
    <message>
        <source>%1 region servers; heap %2, memstores %3 of it, block cache %4; flush size %5; region size %6; disk %7; HDFS replication %8</source>
        <translation>%1 台 RegionServer；堆内存 %2，其中 MemStore 占 %3，块缓存占 %4；刷写大小 %5；Region 大小 %6；磁盘 %7；HDFS 副本数 %8</translation>
    </message>
    <message>
        <source>%1 (assumed)</source>
        <comment>a limit resting on a heap or disk not stated</comment>
        <translation>%1（假定值）</translation>
    </message>
    <message>
        <source>Each table&apos;s store files as HBase splits them: its largest store (all stores in 3.x) over the region size, the regions about 72% full (half full behind a time-ordered key), times REGION_REPLICATION; a region server&apos;s share</source>
        <translation>按 HBase 的拆分方式折算的各表 StoreFile：最大的 Store（3.x 中为所有 Store 之和）除以 Region 大小，Region 平均约填满 72%（按时间顺序的行键之后为一半），再乘以 REGION_REPLICATION；每台 RegionServer 分到的数量</translation>
    </message>
    <message>
        <source>Every family&apos;s store files (the versions it keeps) and MOB files after compression, times HDFS&apos;s copies, against a server&apos;s disk</source>
        <translation>压缩后各列族的 StoreFile（含所保留的版本）和 MOB 文件，乘以 HDFS 副本数，对比每台服务器的磁盘</translation>
    </message>
    <message>
        <source>WAL writes, busiest server</source>
        <translation>最忙服务器的 WAL 写入</translation>
    </message>
    <message>
        <source>The bytes the tables&apos; puts (or growth) write a second to the WAL of the busiest region server: each table&apos;s share of a server, but the time-ordered key that puts most on the few servers holding its tail, its whole stream there; against the Reference Guide&apos;s 5 to 15 MB/s a server with one WAL, a planning figure to measure</source>
        <translation>各表的 Put（或增长，取较大者）每秒写入最忙 RegionServer 的 WAL 的字节数：各表按服务器均分，但写入最集中的按时间排序的行键，其全部写入都落在持有尾部 Region 的那台服务器上；对照参考指南中单个 WAL 的服务器 5 到 15 MB/s 的估算，这是需要实测的规划数字</translation>
    </message>
    <message>
        <source>Block cache, an hour&apos;s reads</source>
        <translation>块缓存：一小时的读取</translation>
    </message>
    <message>
        <source>What each region taking writes holds when it flushes (all its families together): its flush size, or the writes of the hour before the periodic flush; against the heap&apos;s memstore share, twice its 95% lower mark (where flushes are forced) may be held at once</source>
        <translation>每个接收写入的 Region 在刷写时所持有的数据（所有列族合计）：刷写阈值，或定时刷写前一小时的写入量；对比堆内存中 MemStore 的份额，同一时刻最多可以占到其 95% 低水位线（从这里开始强制刷写）的 2 倍</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) keep their rows with no end date, counted after a year of growth: %1.</source>
        <translation>
            <numerusform>%n 张表的行不设保留期限，按增长一年计：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>The blocks an hour&apos;s reads bring into the cache: the index and bloom chunks they consult (cached even with BLOCKCACHE false) and the data blocks the gets and scans load from cached families (full table scans read past the cache), uncompressed as the cache holds them; against the heap&apos;s block cache share and the BucketCache, if any</source>
        <translation>一小时的读取带入缓存的块：读取要查的索引块和布隆过滤器块（即使 BLOCKCACHE 为 false 也会缓存），以及 Get 和 Scan 从开启缓存的列族读取的数据块（全表扫描绕过缓存），按缓存中未压缩的大小；对比堆内存中块缓存的份额，以及 BucketCache（如有）</translation>
    </message>
    <message>
        <source>%1, and an off-heap BucketCache of %2</source>
        <comment>the block cache&apos;s heap share</comment>
        <translation>%1，另有 %2 的堆外 BucketCache</translation>
    </message>
    <message>
        <source>If the reads spread evenly over their rows, the block cache holds about %1 of the data blocks they load, and each region server reads about %2 blocks a second from disk.</source>
        <translation>如果读取均匀地分布在各行上，块缓存约能容纳其读取的数据块中的 %1，每台 RegionServer 每秒约从磁盘读取 %2 个块。</translation>
    </message>
    <message>
        <source>Full table scans ask each server to read about %1 from disk beside them (%2 blocks a second), past the cache.</source>
        <translation>此外，全表扫描要求每台服务器绕过缓存从磁盘读取约 %1（每秒 %2 个块）。</translation>
    </message>
</context>
<context>
    <name>ClusterModel</name>
    <message>
        <source>The limit rests on an assumed %1: state it in the project&apos;s properties</source>
        <translation>上限基于假定的%1：请在项目属性中填写</translation>
    </message>
    <message>
        <source>heap</source>
        <translation>堆内存</translation>
    </message>
    <message>
        <source>disk</source>
        <translation>磁盘</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Per server</source>
        <translation>每台服务器</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>占用</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>表</translation>
    </message>
</context>
<context>
    <name>ClusterPanel</name>
    <message>
        <source>Cluster budget</source>
        <translation>集群容量预算</translation>
    </message>
    <message>
        <source>The cluster budget appears once every table is measured.</source>
        <translation>所有表都测量完后，这里会显示集群容量预算。</translation>
    </message>
    <message>
        <source>Add tables to see what they ask of each region server.</source>
        <translation>添加表后，这里会显示它们对每台 RegionServer 的需求。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a measure of the cluster budget and its tables</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1. Each row is one measure of what all the tables ask of every region server; set the cluster in the project&apos;s properties.</source>
        <translation>%1。每行一项指标，表示所有表对每台 RegionServer 的需求；集群配置在项目属性中设置。</translation>
    </message>
</context>
<context>
    <name>ClusterRules</name>
    <message>
        <source>%1 (%2)</source>
        <comment>a table and its part of a figure</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the tables of a figure</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 等另外 %n 张表</numerusform>
        </translation>
    </message>
    <message>
        <source>; the heap is assumed to be %1: state it in the cluster profile</source>
        <translation>；堆内存按 %1 假定：请在集群配置中填写</translation>
    </message>
    <message>
        <source>the tables are created with about %1 regions on each of the %2 region servers, beyond the 20 to 200 a server the Reference Guide advises: %3</source>
        <translation>建表时 %2 台 RegionServer 每台约有 %1 个 Region，超出了 Reference Guide 建议的每台 20 到 200 个：%3</translation>
    </message>
    <message>
        <source>once the tables reach their volume estimates each of the %2 region servers carries about %1 regions, beyond the 20 to 200 a server the Reference Guide advises: %3</source>
        <translation>各表数据量达到预估后，%2 台 RegionServer 每台约承载 %1 个 Region，超出了 Reference Guide 建议的每台 20 到 200 个：%3</translation>
    </message>
    <message>
        <source>about %1 region servers, larger regions (MAX_FILESIZE or the cluster&apos;s region size), or fewer pre-split regions</source>
        <translation>约 %1 台 RegionServer，或更大的 Region（MAX_FILESIZE 或集群的 Region 大小），或更少的预分区 Region</translation>
    </message>
    <message>
        <source>as rows expire, the time-ordered key of table %1 leaves regions empty behind it: about %2 a region server after a year, which with the live regions of all tables makes %3, beyond the 20 to 200 a server the Reference Guide advises; they stay until merged</source>
        <translation>随着行过期，表 %1 按时间递增的行键会在身后留下空的 Region：一年后每台 RegionServer 约 %2 个，加上所有表仍有数据的 Region 共 %3 个，超出了 Reference Guide 建议的每台 20 到 200 个；它们会一直保留，直到被合并</translation>
    </message>
    <message>
        <source>write fewer regions at once (larger regions, fewer families), or add region servers or heap</source>
        <translation>减少同时写入的 Region（更大的 Region、更少的列族），或增加 RegionServer 或堆内存</translation>
    </message>
    <message>
        <source>; the disk is assumed to be %1: state it in the cluster profile</source>
        <translation>；磁盘按 %1 假定：请在集群配置中填写</translation>
    </message>
    <message>
        <source>the tables need about %1 of disk on each region server once they reach their volume estimates (after compression, %2 HDFS copies), more than its %3%4: %5</source>
        <translation>各表数据量达到预估后，每台 RegionServer 约需 %1 磁盘（压缩后，HDFS %2 副本），超过其 %3%4：%5</translation>
    </message>
    <message>
        <source>add region servers or disk, compress the largest families, or keep rows for less time</source>
        <translation>增加 RegionServer 或磁盘，压缩最大的列族，或缩短数据保留时间</translation>
    </message>
    <message>
        <source>a larger block cache (an off-heap BucketCache), more region servers, or smaller blocks on the families the gets read</source>
        <translation>更大的块缓存（堆外 BucketCache）、更多 RegionServer，或为 Get 读取的列族设置更小的块</translation>
    </message>
    <message>
        <source>NORMALIZATION_ENABLED =&gt; true and METADATA =&gt; {&apos;%2&apos; =&gt; &apos;0&apos;} on table %1, so the normalizer merges the emptied regions (it leaves regions under 1 MiB alone unless that value is 0)</source>
        <translation>在表 %1 上设置 NORMALIZATION_ENABLED =&gt; true 和 METADATA =&gt; {&apos;%2&apos; =&gt; &apos;0&apos;}，让 Normalizer 合并这些空 Region（该值不为 0 时，Normalizer 不合并小于 1 MiB 的 Region）</translation>
    </message>
    <message>
        <source>the regions written at once need about %1 of memstore on each region server (what each region written holds when it flushes: its flush size, or the hour of writes it takes before the periodic flush), %2 times the %3 its memstores may hold (%4 of the heap%5): regions flush long before their flush size, into many small files that compactions must merge again: %6</source>
        <translation>同时写入的 Region 在每台 RegionServer 上约需 %1 的 MemStore（每个被写入的 Region 刷写时所持有的数据：刷写阈值，或定时刷写前一小时的写入量），是其 MemStore 上限 %3（堆内存的 %4%5）的 %2 倍：Region 远未达到刷写阈值就会被迫刷写，产生大量小文件，再由合并重新合并：%6</translation>
    </message>
    <message>
        <source>the tables need about %1 of disk on each region server once they reach their volume estimates (after compression, %2 HDFS copies), %3 of its %4%5, leaving less than the fifth HBase needs beside them: for the WALs, a major compaction&apos;s new files before the old are removed, and the compacted-away files a snapshot keeps: %6</source>
        <translation>各表数据量达到预估后，每台 RegionServer 约需 %1 磁盘（压缩后，HDFS %2 副本），占其 %4 的 %3%5，剩下的不到 HBase 在表文件之外所需的五分之一：WAL、大合并在删除旧文件前写出的新文件，以及快照保留的已被合并掉的文件：%6</translation>
    </message>
    <message>
        <source>, most of it the time-ordered key of table %1, whose writes all go to the server holding its tail</source>
        <translation>，其中大部分来自表 %1 按时间排序的行键，它的写入全部落在持有尾部 Region 的服务器上</translation>
    </message>
    <message>
        <source>the busiest region server writes about %1 to its WAL%2, beyond the 5 to 15 MB/s the Reference Guide expects of a region server with one active WAL (a planning figure to measure with PerformanceEvaluation, not a limit): %3</source>
        <translation>最忙的 RegionServer 每秒向 WAL 写入约 %1%2，超过参考指南对只有一个活动 WAL 的 RegionServer 估计的 5 到 15 MB/s（这是需要用 PerformanceEvaluation 实测的规划数字，不是上限）：%3</translation>
    </message>
    <message>
        <source>hbase.wal.provider = multiwal on the region servers (several WALs written at once), or more region servers</source>
        <translation>在 RegionServer 上设置 hbase.wal.provider = multiwal（同时写多个 WAL），或增加 RegionServer</translation>
    </message>
    <message>
        <source>spread the writes of table %1 (a salt or hash before the time), hbase.wal.provider = multiwal on the region servers, or more region servers</source>
        <translation>分散表 %1 的写入（在时间之前加盐或哈希），在 RegionServer 上设置 hbase.wal.provider = multiwal，或增加 RegionServer</translation>
    </message>
    <message>
        <source>; HBase splits no region on a server holding %1 (hbase.regionserver.regionSplitLimit), so the regions past that grow beyond their split size instead</source>
        <translation>；RegionServer 上的 Region 达到 %1 个时 HBase 不再拆分其中任何 Region（hbase.regionserver.regionSplitLimit），超出的数据只会让 Region 长得比拆分大小更大</translation>
    </message>
    <message>
        <source>%1 of the heap%2</source>
        <translation>堆内存的 %1%2</translation>
    </message>
    <message>
        <source>%1 of the heap for index and bloom blocks, and a %2 off-heap BucketCache for the data blocks</source>
        <translation>堆内存的 %1 用于索引块和布隆过滤器块，另有 %2 的堆外 BucketCache 用于数据块</translation>
    </message>
    <message>
        <source>the reads of an hour need about %1 of block cache on each region server (the index and bloom blocks they consult, cached even with BLOCKCACHE false, and the data blocks the gets and scans load from cached families, uncompressed), %2 times its %3 block cache (%4); if the reads spread evenly over the rows, about %5 of those blocks are found cached, and each server reads about %6 blocks a second from disk: %7</source>
        <translation>一小时的读取在每台 RegionServer 上约需 %1 块缓存（读取要查的索引块和布隆过滤器块，即使 BLOCKCACHE 为 false 也会缓存；以及 Get 和 Scan 从开启缓存的列族读取的数据块，未压缩），是其 %3 块缓存（%4）的 %2 倍；如果读取均匀地分布在各行上，这些块中约 %5 能在缓存中命中，每台服务器每秒约从磁盘读取 %6 个块：%7</translation>
    </message>
    <message>
        <source>a larger BucketCache, more region servers, or smaller blocks on the families the gets read</source>
        <translation>更大的 BucketCache、更多 RegionServer，或为 Get 读取的列族设置更小的块</translation>
    </message>
</context>
<context>
    <name>CompareActions</name>
    <message>
        <source>Co&amp;mpare Tables...</source>
        <translation>对比两张表(&amp;M)...</translation>
    </message>
    <message>
        <source>Two tables side by side: their regions, write heatmaps, first keys and figures</source>
        <translation>并排查看两张表：各自的 Region、写入热力图、前几个行键和各项指标</translation>
    </message>
    <message>
        <source>Compare &amp;With Table...</source>
        <translation>与另一张表对比(&amp;W)...</translation>
    </message>
    <message>
        <source>The selected table beside another one in the Compare view</source>
        <translation>在对比视图中把所选表与另一张表并排显示</translation>
    </message>
    <message>
        <source>Duplicate as &amp;Variant</source>
        <translation>复制为变体(&amp;V)</translation>
    </message>
    <message>
        <source>Copy the selected table under a new name to try a change on, and compare the two</source>
        <translation>以新名称复制所选表，在副本上尝试修改，并与原表对比</translation>
    </message>
    <message>
        <source>Duplicate %1 as Variant</source>
        <translation>将 %1 复制为变体</translation>
    </message>
    <message>
        <source>%1 is a copy of %2 to try a change on; the Compare view shows both.</source>
        <translation>%1 是 %2 的副本，可在其上尝试修改；对比视图并排显示两者。</translation>
    </message>
    <message>
        <source>Switch to the Compare &amp;View</source>
        <translation>切换到对比视图(&amp;V)</translation>
    </message>
    <message>
        <source>Bring the Compare view to the front (F6 there comes back here); it shows both tables as you edit</source>
        <translation>把对比视图切到前面（在那里按 F6 回到这里）；编辑时它同步显示两张表</translation>
    </message>
</context>
<context>
    <name>CompareFiguresModel</name>
    <message>
        <source>Better on the right</source>
        <translation>右侧更好</translation>
    </message>
    <message>
        <source>Worse on the right</source>
        <translation>右侧更差</translation>
    </message>
    <message>
        <source>The same on both sides</source>
        <translation>两侧相同</translation>
    </message>
    <message>
        <source>Lower is better</source>
        <translation>越低越好</translation>
    </message>
    <message>
        <source>Higher is better</source>
        <translation>越高越好</translation>
    </message>
    <message>
        <source>better</source>
        <translation>更好</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>更差</translation>
    </message>
    <message>
        <source>same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>scans</source>
        <translation>扫描次数</translation>
    </message>
    <message>
        <source>regions written</source>
        <translation>写入的 Region 数</translation>
    </message>
    <message>
        <source>regions a request</source>
        <translation>每次请求涉及的 Region 数</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左侧</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右侧</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>Too small a difference to call better or worse</source>
        <translation>差别太小，谈不上更好或更差</translation>
    </message>
    <message>
        <source>Best first: get, prefix scan, range scan, filtered range scan, full table scan</source>
        <translation>从好到差：Get、前缀扫描、范围扫描、带过滤的范围扫描、全表扫描</translation>
    </message>
</context>
<context>
    <name>CompareSidePanel</name>
    <message>
        <source>Other file...</source>
        <translation>其他文件...</translation>
    </message>
    <message>
        <source>There is no table %1 in its project.</source>
        <translation>所在项目中没有表 %1。</translation>
    </message>
    <message>
        <source>Not measured: the table has no row key or no sample data.</source>
        <translation>未测量：该表没有行键或没有样本数据。</translation>
    </message>
    <message>
        <source>Not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>表(&amp;T)：</translation>
    </message>
    <message>
        <source>A table of this project, of another project file (Other file...), or the one a lesson passed in</source>
        <translation>本项目的表、另一个项目文件中的表（其他文件...），或课程传入的表</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>%1 has no tables.</source>
        <translation>%1 中没有表。</translation>
    </message>
    <message>
        <source>%1 has no table %2.</source>
        <translation>%1 中没有表 %2。</translation>
    </message>
    <message>
        <source>Compare a Table of Another Project</source>
        <translation>对比另一个项目中的表</translation>
    </message>
    <message>
        <source>Project files (*.json)</source>
        <translation>项目文件 (*.json)</translation>
    </message>
    <message>
        <source>Cannot Open Project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>正在计算...</translation>
    </message>
    <message>
        <source>Compare Tables - HBase Schema Designer</source>
        <translation>对比表 - HBase Schema Designer</translation>
    </message>
    <message>
        <source>Each figure of the left table and the right one, and the difference, right minus left.</source>
        <translation>左表与右表的各项指标，以及差值（右减左）。</translation>
    </message>
    <message>
        <source>Green: better on the right. Red: worse. Both regions charts share one key scale, both heatmaps one colour scale.</source>
        <translation>绿色：右侧更好；红色：右侧更差。两张 Region 图使用同一行数刻度，两张热力图使用同一颜色刻度。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>&amp;Designer (F6)</source>
        <translation>设计器(&amp;D) (F6)</translation>
    </message>
    <message>
        <source>Back to the designer to edit; this view stays open, follows every edit, and F6 there brings it back</source>
        <translation>回到设计器继续编辑；本视图保持打开并跟随每次编辑，在设计器中按 F6 即可回来</translation>
    </message>
</context>
<context>
    <name>CsvColumnChoosers</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>CSV column</source>
        <translation>CSV 列</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: 无法打开：%2</translation>
    </message>
    <message>
        <source>%1: the file has %2 bytes; sample files are limited to 1 GiB</source>
        <translation>%1: 文件大小为 %2 字节；样本数据文件最大为 1 GiB</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: 无法读取：%2</translation>
    </message>
    <message>
        <source>the file is empty; the first line must name the fields</source>
        <translation>文件为空；第一行必须给出字段名</translation>
    </message>
    <message>
        <source>field %1 of the header has no name</source>
        <translation>表头的第 %1 个字段没有名称</translation>
    </message>
    <message>
        <source>the header names the field &apos;%1&apos; twice</source>
        <translation>表头中字段“%1”出现了两次</translation>
    </message>
    <message>
        <source>record has %1 fields; the header has %2</source>
        <translation>该记录有 %1 个字段；表头有 %2 个</translation>
    </message>
    <message>
        <source>the quoted field that starts here has no closing quote</source>
        <translation>从这里开始的带引号字段缺少结束引号</translation>
    </message>
    <message>
        <source>a closing quote must be followed by a comma or the end of the line</source>
        <translation>结束引号后面只能是逗号或行尾</translation>
    </message>
    <message>
        <source>a quote inside an unquoted field; quote the whole field and double the quotes inside it</source>
        <translation>未加引号的字段中出现了引号；请给整个字段加上引号，并把其中的引号写成两个</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8</source>
        <translation>文本不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>a NUL byte: a sample file holds text</source>
        <translation>含有 NUL 字节：样本数据文件只能包含文本</translation>
    </message>
    <message>
        <source>%1:2: the file names its fields but has no rows; a sample needs at least one</source>
        <translation>%1:2：文件只有字段名而没有数据行；样本数据至少需要一行</translation>
    </message>
    <message>
        <source>%1: the file holds more than %2 rows, the most a sample takes; set the sample rows to take the first ones</source>
        <translation>%1：该文件超过 %2 行，超出了样本的上限；请设置样本行数，只取前面的行</translation>
    </message>
    <message>
        <source>the values of field &apos;%1&apos; pass 4 GiB; use fewer sample rows</source>
        <translation>字段“%1”的取值总量超过 4 GiB；请减少样本行数</translation>
    </message>
</context>
<context>
    <name>DeployedVersion</name>
    <message>
        <source>A project file in which no table has a row key, as the import writes it: compared as an imported deployed version.</source>
        <translation>该项目文件中没有任何表定义了行键，与导入生成的文件相同：按导入得到的已部署版本进行比较。</translation>
    </message>
    <message>
        <source>Split keys are not compared: the import may not have known the regions.</source>
        <translation>不比较拆分点：导入时可能并不知道 Region。</translation>
    </message>
    <message>
        <source>describe output and REST schema JSON list no regions: split keys are not compared.</source>
        <translation>describe 输出和 REST 表结构 JSON 不列出 Region：不比较拆分点。</translation>
    </message>
    <message>
        <source>Attributes HBase keeps that the new design does not state (a METADATA entry such as hbase.store.file-tracker.impl) are left as deployed, not unset.</source>
        <translation>HBase 保存而新设计未声明的属性（如 METADATA 项 hbase.store.file-tracker.impl）保持已部署的值，不会被删除。</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: 无法打开：%2</translation>
    </message>
</context>
<context>
    <name>DescribeParser</name>
    <message>
        <source>cannot read this describe output: %1</source>
        <translation>无法读取这段 describe 输出：%1</translation>
    </message>
    <message>
        <source>expected the attributes of table %1, found &quot;%2&quot;</source>
        <translation>应为表 %1 的属性，实际是“%2”</translation>
    </message>
    <message>
        <source>expected a hash</source>
        <translation>应为哈希</translation>
    </message>
    <message>
        <source>a column family without NAME</source>
        <translation>列族缺少 NAME</translation>
    </message>
    <message>
        <source>expected a table&apos;s description and ENABLED</source>
        <translation>应为表的描述和 ENABLED 列</translation>
    </message>
    <message>
        <source>expected the table&apos;s name in quotes</source>
        <translation>应为带引号的表名</translation>
    </message>
    <message>
        <source>a shell command other than describe; skipped</source>
        <translation>不是 describe 的 Shell 命令；已跳过</translation>
    </message>
    <message>
        <source>the table&apos;s own row is missing</source>
        <translation>缺少表本身的那一行</translation>
    </message>
    <message>
        <source>not part of a describe output; skipped</source>
        <translation>不属于 describe 输出；已跳过</translation>
    </message>
    <message>
        <source>no table description found</source>
        <translation>没有找到表的描述</translation>
    </message>
    <message>
        <source>a column family before its table&apos;s description</source>
        <translation>列族出现在其所属表的描述之前</translation>
    </message>
    <message>
        <source>this describe output has lost its line breaks (pasted as one line?): it is read with them put back</source>
        <translation>这段 describe 输出丢失了换行（是否被粘贴成了一行？）：已补回换行后读取</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>该表</translation>
    </message>
    <message>
        <source>a quota on %1 (%2) is not part of the table&apos;s schema: not imported, listed in the project&apos;s notes</source>
        <translation>%1 上的配额（%2）不属于表结构：未导入，已列入项目备注</translation>
    </message>
    <message>
        <source>expected {NAME =&gt; &apos;table&apos;, ..., FAMILIES =&gt; [...]}</source>
        <translation>应为 {NAME =&gt; &apos;table&apos;, ..., FAMILIES =&gt; [...]}</translation>
    </message>
    <message>
        <source>a row longer than %1 characters once its lines are joined: not describe output</source>
        <translation>各行拼接后这一行超过 %1 个字符：这不是 describe 输出</translation>
    </message>
</context>
<context>
    <name>DesignReport</name>
    <message>
        <source>HBase schema design</source>
        <translation>HBase 表结构设计</translation>
    </message>
    <message>
        <source>separator</source>
        <translation>分隔符</translation>
    </message>
    <message>
        <source>salt byte</source>
        <translation>盐值字节</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Needs the namespace %1: run its create_namespace line (Namespaces, before the tables) first.</source>
        <translation>需要命名空间 %1：请先运行它的 create_namespace 语句（见各表之前的“命名空间”部分）。</translation>
    </message>
</context>
<context>
    <name>DiagramExport</name>
    <message>
        <source>%1: the diagram has no tables to draw</source>
        <translation>%1：图中没有可绘制的表</translation>
    </message>
    <message>
        <source>%1: write the diagram as .png, .svg or .pdf</source>
        <translation>%1：请把图保存为 .png、.svg 或 .pdf</translation>
    </message>
</context>
<context>
    <name>DiagramPane</name>
    <message>
        <source>Zoom In</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Show every table (Ctrl+0); Ctrl+wheel zooms</source>
        <translation>显示所有表（Ctrl+0）；Ctrl+滚轮缩放</translation>
    </message>
    <message>
        <source>Place the tables in columns without overlap (undoable)</source>
        <translation>把表分列排列且互不重叠（可撤销）</translation>
    </message>
    <message>
        <source>Save the diagram as PNG, SVG or PDF</source>
        <translation>把结构图保存为 PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>导出结构图</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>PNG 图片 (*.png);;SVG 矢量图 (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export Diagram</source>
        <translation>无法导出结构图</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Copy Tables</source>
        <translation>复制表</translation>
    </message>
    <message>
        <source>Paste Tables</source>
        <translation>粘贴表</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n table(s)</source>
        <translation>
            <numerusform>已复制 %n 张表</numerusform>
        </translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>剪贴板</translation>
    </message>
    <message>
        <source>The clipboard holds no tables</source>
        <translation>剪贴板中没有表</translation>
    </message>
    <message numerus="yes">
        <source>Paste %n Table(s)</source>
        <translation>
            <numerusform>粘贴 %n 张表</numerusform>
        </translation>
    </message>
    <message>
        <source>Export &amp;Diagram...</source>
        <translation>导出结构图(&amp;D)...</translation>
    </message>
    <message>
        <source>&amp;Fit</source>
        <translation>适应窗口(&amp;F)</translation>
    </message>
    <message>
        <source>Arra&amp;nge</source>
        <translation>自动排列(&amp;N)</translation>
    </message>
</context>
<context>
    <name>DiagramScene</name>
    <message numerus="yes">
        <source>Move %n Table(s)</source>
        <translation>
            <numerusform>移动 %n 张表</numerusform>
        </translation>
    </message>
    <message>
        <source>Arrange Tables</source>
        <translation>自动排列表</translation>
    </message>
    <message>
        <source>Add Table</source>
        <translation>添加表</translation>
    </message>
    <message>
        <source>%1 looks up through %2 (%3)</source>
        <translation>%1 通过 %2 查找（%3）</translation>
    </message>
    <message>
        <source>Rename Table</source>
        <translation>重命名表</translation>
    </message>
    <message>
        <source>Add Column Family</source>
        <translation>添加列族</translation>
    </message>
    <message>
        <source>Add Key Segment</source>
        <translation>添加行键段</translation>
    </message>
    <message>
        <source>Move Key Segment</source>
        <translation>移动行键段</translation>
    </message>
</context>
<context>
    <name>DiagramSheet</name>
    <message>
        <source>HBase schema diagram</source>
        <translation>HBase 表结构图</translation>
    </message>
    <message>
        <source>HBase schema diagram · %1</source>
        <translation>HBase 表结构图 · %1</translation>
    </message>
    <message>
        <source>row-key segments, coloured by their place in the key</source>
        <translation>行键段，颜色表示它在行键中的位置</translation>
    </message>
    <message>
        <source>fixed text in the key (a separator or literal)</source>
        <translation>行键中的固定内容（分隔符或常量）</translation>
    </message>
    <message>
        <source>a family setting that differs from HBase&apos;s default</source>
        <translation>列族中与 HBase 默认值不同的设置</translation>
    </message>
    <message>
        <source>an access pattern that looks up through another table</source>
        <translation>经由另一张表查找的访问模式</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>errors and warnings found in the table (how many), one an error</source>
        <translation>表中发现的错误和警告（个数），其中至少有一个错误</translation>
    </message>
    <message>
        <source>warnings found in the table, no error (how many)</source>
        <translation>表中发现的警告，没有错误（个数）</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>Recovered Changes</source>
        <translation>恢复的修改</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
</context>
<context>
    <name>EditActions</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;Table</source>
        <translation>添加表(&amp;T)</translation>
    </message>
    <message>
        <source>Add a table to the selected namespace</source>
        <translation>在所选命名空间中添加表</translation>
    </message>
    <message>
        <source>Add Column &amp;Family</source>
        <translation>添加列族(&amp;F)</translation>
    </message>
    <message>
        <source>Add a column family to the selected table</source>
        <translation>为所选表添加列族</translation>
    </message>
    <message>
        <source>Add &amp;Qualifier</source>
        <translation>添加列限定符(&amp;Q)</translation>
    </message>
    <message>
        <source>Add a column qualifier to the selected family</source>
        <translation>为所选列族添加列限定符</translation>
    </message>
    <message>
        <source>Dup&amp;licate Table</source>
        <translation>创建表副本(&amp;L)</translation>
    </message>
    <message>
        <source>Copy the selected table beside it</source>
        <translation>在旁边复制一份所选表</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the selected table, family or qualifier</source>
        <translation>删除所选的表、列族或列限定符</translation>
    </message>
    <message>
        <source>Add Table</source>
        <translation>添加表</translation>
    </message>
    <message>
        <source>Add Column Family</source>
        <translation>添加列族</translation>
    </message>
    <message>
        <source>Add Qualifier</source>
        <translation>添加列限定符</translation>
    </message>
    <message>
        <source>Duplicate Table</source>
        <translation>创建表副本</translation>
    </message>
    <message>
        <source>Delete Table %1</source>
        <translation>删除表 %1</translation>
    </message>
    <message>
        <source>Delete Column Family %1</source>
        <translation>删除列族 %1</translation>
    </message>
    <message>
        <source>Delete Qualifier %1</source>
        <translation>删除列限定符 %1</translation>
    </message>
    <message>
        <source>Move Qualifier %1 to %2</source>
        <translation>把列限定符 %1 移到 %2</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
</context>
<context>
    <name>ExampleGallery</name>
    <message>
        <source>Open Example</source>
        <translation>打开示例</translation>
    </message>
    <message>
        <source>Tables:</source>
        <translation>表：</translation>
    </message>
</context>
<context>
    <name>ExportGuard</name>
    <message>
        <source>Export with Errors?</source>
        <translation>有错误，仍要导出？</translation>
    </message>
    <message numerus="yes">
        <source>The design has %n error(s): HBase would refuse it or a rule says it will fail in production. The script can still be exported.</source>
        <translation>
            <numerusform>设计中有 %n 个错误：HBase 会拒绝它，或者规则判断它在生产环境中会出问题。脚本仍然可以导出。</numerusform>
        </translation>
    </message>
    <message>
        <source>Show Problems</source>
        <translation>查看问题</translation>
    </message>
    <message>
        <source>Export Anyway</source>
        <translation>仍然导出</translation>
    </message>
</context>
<context>
    <name>FamilyRows</name>
    <message>
        <source>MOB over %1</source>
        <translation>MOB，超过 %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>column families</source>
        <translation>列族数</translation>
    </message>
    <message>
        <source>MOB families</source>
        <translation>MOB 列族数</translation>
    </message>
    <message>
        <source>family %1</source>
        <translation>列族 %1</translation>
    </message>
</context>
<context>
    <name>FigureRows</name>
    <message>
        <source>sample rows</source>
        <translation>样本行数</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>Region 数</translation>
    </message>
    <message>
        <source>empty regions</source>
        <translation>空 Region 数</translation>
    </message>
    <message>
        <source>max/mean rows a region</source>
        <translation>Region 行数最大/平均比</translation>
    </message>
    <message>
        <source>coefficient of variation</source>
        <translation>变异系数</translation>
    </message>
    <message>
        <source>key bytes, mean</source>
        <translation>行键字节数（平均）</translation>
    </message>
    <message>
        <source>key bytes, longest</source>
        <translation>行键字节数（最长）</translation>
    </message>
    <message>
        <source>bytes a row</source>
        <translation>每行字节数</translation>
    </message>
    <message>
        <source>table size (GB, before compression)</source>
        <translation>表大小（GB，压缩前）</translation>
    </message>
    <message>
        <source>findings: errors</source>
        <translation>检查结果：错误</translation>
    </message>
    <message>
        <source>findings: warnings</source>
        <translation>检查结果：警告</translation>
    </message>
    <message>
        <source>findings: info</source>
        <translation>检查结果：提示</translation>
    </message>
    <message>
        <source>hottest window&apos;s share to one region (%)</source>
        <translation>最热时间窗口写入单个 Region 的占比（%）</translation>
    </message>
    <message>
        <source>store files (GB, after compression)</source>
        <translation>StoreFile（GB，压缩后）</translation>
    </message>
    <message>
        <source>regions as HBase splits them</source>
        <translation>按 HBase 拆分方式的 Region 数</translation>
    </message>
</context>
<context>
    <name>FileController</name>
    <message>
        <source>&amp;New Project</source>
        <translation>新建项目(&amp;N)</translation>
    </message>
    <message>
        <source>Start an empty project</source>
        <translation>新建一个空项目</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation>打开项目(&amp;O)...</translation>
    </message>
    <message>
        <source>Open a project file (.json)</source>
        <translation>打开项目文件（.json）</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>保存项目</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>另存为(&amp;A)...</translation>
    </message>
    <message>
        <source>Save the project under a new name</source>
        <translation>以新文件名保存项目</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>还原(&amp;V)</translation>
    </message>
    <message>
        <source>Drop the unsaved changes and reload the file</source>
        <translation>放弃未保存的修改并重新载入文件</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新项目</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation>打开项目</translation>
    </message>
    <message>
        <source>Cannot Open Project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Cannot Save Project</source>
        <translation>无法保存项目</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save Project As</source>
        <translation>项目另存为</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>还原</translation>
    </message>
    <message>
        <source>Drop the changes to %1 and reload it from disk?</source>
        <translation>放弃对 %1 的修改并从磁盘重新载入？</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 有尚未保存的修改。是否保存？</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>Open E&amp;xample...</source>
        <translation>打开示例(&amp;X)...</translation>
    </message>
    <message>
        <source>Open one of the bundled case studies as a new project</source>
        <translation>把一个内置案例作为新项目打开</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 was changed on disk after it was opened here; reload it, or save under another name</source>
        <translation>%1 在这里打开之后已在磁盘上被修改；请重新载入，或另存为其他文件</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>文件已在磁盘上被修改</translation>
    </message>
    <message>
        <source>%1 was changed on disk after it was opened here. Overwrite those changes with yours?</source>
        <translation>%1 在这里打开之后已在磁盘上被修改。要用你的修改覆盖它吗？</translation>
    </message>
    <message>
        <source>HBase Schema Designer projects (*.hbase.json *.json)</source>
        <translation>HBase Schema Designer 项目 (*.hbase.json *.json)</translation>
    </message>
</context>
<context>
    <name>FindingText</name>
    <message>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
</context>
<context>
    <name>FindingsModel</name>
    <message>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Accepted: %1</source>
        <translation>接受并忽略的理由：%1</translation>
    </message>
    <message>
        <source>Why accepted</source>
        <translation>接受理由</translation>
    </message>
</context>
<context>
    <name>GeneratorForm</name>
    <message>
        <source>The sample field this generator makes</source>
        <translation>该生成器生成的样本字段</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>起始值：</translation>
    </message>
    <message>
        <source>The first value</source>
        <translation>第一个值</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>步长：</translation>
    </message>
    <message>
        <source>Added for each row</source>
        <translation>每行增加的量</translation>
    </message>
    <message>
        <source>Distinct values:</source>
        <translation>不同取值数：</translation>
    </message>
    <message>
        <source>How many different values there are</source>
        <translation>共有多少个不同的取值</translation>
    </message>
    <message>
        <source>Prefix:</source>
        <translation>前缀：</translation>
    </message>
    <message>
        <source>Written before each value</source>
        <translation>写在每个值前面</translation>
    </message>
    <message>
        <source>First row at (UTC):</source>
        <translation>第一行时间（UTC）：</translation>
    </message>
    <message>
        <source>The time of the first row</source>
        <translation>第一行的时间</translation>
    </message>
    <message>
        <source>Jitter (ms):</source>
        <translation>抖动（毫秒）：</translation>
    </message>
    <message>
        <source>Each timestamp moves up to this many milliseconds either way, as late events do; 0 keeps arrival order</source>
        <translation>每个时间戳最多前后偏移这么多毫秒，模拟迟到的事件；0 表示保持到达顺序</translation>
    </message>
    <message>
        <source>Smallest:</source>
        <translation>最小值：</translation>
    </message>
    <message>
        <source>The smallest value</source>
        <translation>最小的取值</translation>
    </message>
    <message>
        <source>Largest:</source>
        <translation>最大值：</translation>
    </message>
    <message>
        <source>The largest value</source>
        <translation>最大的取值</translation>
    </message>
    <message>
        <source>Values:</source>
        <translation>取值：</translation>
    </message>
    <message>
        <source>Each value with its weight: ok: 90, failed: 10 (a value without a weight weighs 1)</source>
        <translation>每个取值及其权重：ok: 90, failed: 10（未写权重的取值权重为 1）</translation>
    </message>
    <message>
        <source>Skew (exponent):</source>
        <translation>倾斜度（指数）：</translation>
    </message>
    <message>
        <source>0 is even; 1 and above make a few ids take most rows</source>
        <translation>0 表示均匀；1 及以上会让少数 ID 占据大部分行</translation>
    </message>
    <message>
        <source>Characters:</source>
        <translation>字符集：</translation>
    </message>
    <message>
        <source>The characters to draw from</source>
        <translation>从中抽取的字符</translation>
    </message>
    <message>
        <source>Shortest:</source>
        <translation>最短：</translation>
    </message>
    <message>
        <source>The fewest characters</source>
        <translation>最少字符数</translation>
    </message>
    <message>
        <source>Longest:</source>
        <translation>最长：</translation>
    </message>
    <message>
        <source>The most characters</source>
        <translation>最多字符数</translation>
    </message>
    <message>
        <source>Rate:</source>
        <translation>速率：</translation>
    </message>
    <message>
        <source>Field:</source>
        <translation>字段：</translation>
    </message>
    <message>
        <source>Generator:</source>
        <translation>生成器：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>“%1”不是数字</translation>
    </message>
    <message>
        <source>Ids:</source>
        <translation>ID 数：</translation>
    </message>
    <message>
        <source>How many devices or users report: each once a period, at its own phase; the period is this many rows</source>
        <translation>上报的设备或用户数：每个 ID 每个周期上报一次，各有自己的相位；一个周期就是这么多行</translation>
    </message>
    <message>
        <source>Jitter:</source>
        <translation>抖动：</translation>
    </message>
    <message>
        <source>How far a report may move from its phase, as a share of the period: 0% to 50%</source>
        <translation>一次上报可偏离其相位多远，按周期的比例计：0% 到 50%</translation>
    </message>
    <message>
        <source>Missed reports:</source>
        <translation>漏报比例：</translation>
    </message>
    <message>
        <source>The share of reports that never come: 0% to 99%</source>
        <translation>从未到达的上报所占比例：0% 到 99%</translation>
    </message>
    <message>
        <source>How many rows arrive: 20,000 / s, 500 / min or 1.7e9 / d; a plain number is rows a second</source>
        <translation>到达的行数：20,000 / s、500 / min 或 1.7e9 / d；只写数字表示每秒的行数</translation>
    </message>
</context>
<context>
    <name>GeneratorModel</name>
    <message>
        <source>Sequence</source>
        <translation>递增序列</translation>
    </message>
    <message>
        <source>Timestamps</source>
        <translation>时间戳</translation>
    </message>
    <message>
        <source>Uniform integers</source>
        <translation>均匀分布的整数</translation>
    </message>
    <message>
        <source>Values by weight</source>
        <translation>按权重取值</translation>
    </message>
    <message>
        <source>Skewed ids (Zipf)</source>
        <translation>倾斜的 ID（Zipf）</translation>
    </message>
    <message>
        <source>Random text</source>
        <translation>随机文本</translation>
    </message>
    <message>
        <source>Phone numbers</source>
        <translation>电话号码</translation>
    </message>
    <message>
        <source>UUIDs</source>
        <translation>UUID</translation>
    </message>
    <message>
        <source>Host names</source>
        <translation>主机名</translation>
    </message>
    <message>
        <source>Ids in turn</source>
        <translation>轮流出现的 ID</translation>
    </message>
    <message>
        <source>%1, %2, %3, …</source>
        <translation>%1, %2, %3, …</translation>
    </message>
    <message>
        <source>%1 from %2, ± %3 ms</source>
        <translation>%1，从 %2 开始，± %3 毫秒</translation>
    </message>
    <message>
        <source>%1 … %2, all equally likely</source>
        <translation>%1 … %2，各值概率相同</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>1 … %1, exponent %2</source>
        <translation>1 … %1，指数 %2</translation>
    </message>
    <message>
        <source>%1 to %2 characters of %3</source>
        <translation>%1 到 %2 个字符，取自 %3</translation>
    </message>
    <message>
        <source>prefix %1</source>
        <translation>前缀 %1</translation>
    </message>
    <message>
        <source>random, version 4</source>
        <translation>随机（第 4 版）</translation>
    </message>
    <message>
        <source>%1%2 … %1%3</source>
        <translation>%1%2 … %1%3</translation>
    </message>
    <message>
        <source>%1 ids in turn: %2, %3, … %4</source>
        <translation>%1 个 ID 轮流出现：%2, %3, … %4</translation>
    </message>
    <message>
        <source>Guessed by the designer when the field appeared; findings measured on it say so. Edit it to state what the data looks like.</source>
        <translation>字段出现时由设计器推测生成；基于它测得的检查结果会注明这一点。请编辑它，说明数据的真实样子。</translation>
    </message>
    <message>
        <source>The design reads this field but no generator makes it: add one</source>
        <translation>设计用到了该字段，但没有生成器生成它：请添加一个</translation>
    </message>
    <message>
        <source>Nothing in the design reads this field: remove the generator</source>
        <translation>设计中没有用到该字段：可以删除这个生成器</translation>
    </message>
    <message>
        <source>no generator</source>
        <translation>没有生成器</translation>
    </message>
    <message>
        <source>%1 (guessed)</source>
        <translation>%1（推测）</translation>
    </message>
    <message>
        <source>row key</source>
        <translation>行键</translation>
    </message>
    <message>
        <source>unused</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>access patterns or wide rows</source>
        <translation>访问模式或宽行</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>生成器</translation>
    </message>
    <message>
        <source>Values</source>
        <translation>取值</translation>
    </message>
    <message>
        <source>Read by</source>
        <translation>使用方</translation>
    </message>
    <message>
        <source>row key, access patterns</source>
        <translation>行键、访问模式</translation>
    </message>
    <message>
        <source>Ids reporting periodically</source>
        <translation>周期上报的 ID</translation>
    </message>
    <message>
        <source>%1 ids, each once a period at its own phase, ± %2 of the period, %3 missed</source>
        <translation>%1 个 ID，每个周期按各自相位上报一次，抖动 ± 周期的 %2，漏报 %3</translation>
    </message>
    <message>
        <source>; the sample covers %1 of writes</source>
        <translation>；样本覆盖 %1 的写入</translation>
    </message>
    <message>
        <source>; each id writes every %1, the sample holds %2 of a period</source>
        <translation>；每个 ID 每 %1 写入一次，样本只含一个周期的 %2</translation>
    </message>
    <message>
        <source>; each id writes every %1, the sample holds %2 periods</source>
        <translation>；每个 ID 每 %1 写入一次，样本含 %2 个周期</translation>
    </message>
</context>
<context>
    <name>HeatmapChart</name>
    <message>
        <source>Window %1 of %2: %3 writes
Hottest: region %4 with %5% of them</source>
        <translation>时间窗口 %1/%2：%3 次写入
最热：Region %4，占 %5%</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Time window (arrival order)</source>
        <translation>时间窗口（按到达顺序）</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Hottest share</source>
        <translation>最热占比</translation>
    </message>
    <message>
        <source>Window %1 of %2, region %3 (of %4)
Writes: %5 (%6% of the window)</source>
        <translation>时间窗口 %1/%2，Region %3（共 %4 个）
写入：%5（占该窗口的 %6%）</translation>
    </message>
    <message>
        <source>No writes to show: the heatmap appears for a table with a row key and sample data.</source>
        <translation>没有可显示的写入：选中一张有行键和样本数据的表后才会显示热力图。</translation>
    </message>
    <message>
        <source>HBD-WRITE-001 (%1%)</source>
        <translation>HBD-WRITE-001（%1%）</translation>
    </message>
    <message>
        <source>Lesson goal (%1%)</source>
        <translation>课程目标（%1%）</translation>
    </message>
</context>
<context>
    <name>HelpActions</name>
    <message>
        <source>Row-Key &amp;Notation</source>
        <translation>行键表示法(&amp;N)</translation>
    </message>
    <message>
        <source>How a row key is written: segments, expressions, formats</source>
        <translation>行键的写法：段、表达式、格式</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every shortcut of the designer</source>
        <translation>设计器的全部快捷键</translation>
    </message>
    <message>
        <source>Row-Key Notation</source>
        <translation>行键表示法</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>The schema-design rules the Problems panel reports, searchable</source>
        <translation>问题面板所依据的表结构设计规则，可搜索</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Search rule ids, titles and explanations</source>
        <translation>搜索规则编号、标题和说明</translation>
    </message>
    <message>
        <source>Breaks it:</source>
        <translation>违反规则：</translation>
    </message>
    <message>
        <source>Keeps it:</source>
        <translation>符合规则：</translation>
    </message>
    <message>
        <source>No rule matches &quot;%1&quot;.</source>
        <translation>没有与“%1”匹配的规则。</translation>
    </message>
</context>
<context>
    <name>ImportBuilder</name>
    <message>
        <source>table %1 was imported before; this one replaces it</source>
        <translation>表 %1 之前已导入；以这次为准</translation>
    </message>
</context>
<context>
    <name>ImportCheck</name>
    <message>
        <source>namespace name &quot;%1&quot;: %2</source>
        <translation>命名空间名称“%1”：%2</translation>
    </message>
    <message>
        <source>table name &quot;%1&quot;: %2</source>
        <translation>表名“%1”：%2</translation>
    </message>
    <message>
        <source>column family name &quot;%1&quot; in %2: %3</source>
        <translation>表 %2 的列族名“%1”：%3</translation>
    </message>
    <message>
        <source>the imported project would be %1 bytes; project files are limited to %2 bytes (%3 MiB)</source>
        <translation>导入得到的项目将有 %1 字节；项目文件最多 %2 字节（%3 MiB）</translation>
    </message>
    <message>
        <source>table %1: %2 (a limit of project files, docs/file-format.md §3)</source>
        <translation>表 %1：%2（项目文件的上限，见 docs/file-format.md 第 3 节）</translation>
    </message>
    <message>
        <source>%1 (a limit of project files, docs/file-format.md §3)</source>
        <translation>%1（项目文件的上限，见 docs/file-format.md 第 3 节）</translation>
    </message>
</context>
<context>
    <name>ImportController</name>
    <message>
        <source>&amp;Import...</source>
        <translation>导入(&amp;I)...</translation>
    </message>
    <message>
        <source>Read existing tables from describe output, an HBase shell script or REST schema JSON, from files or pasted text</source>
        <translation>从 describe 输出、HBase Shell 脚本或 REST 表结构 JSON 读取已有的表，来源可以是文件或粘贴的文本</translation>
    </message>
    <message numerus="yes">
        <source>Import %n Table(s)</source>
        <translation>
            <numerusform>导入 %n 张表</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Import</source>
        <translation>无法导入</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 with %n warning(s)</source>
        <translation>
            <numerusform>已导入 %1，有 %n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n 张表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n table(s)</source>
        <translation>
            <numerusform>已导入 %n 张表</numerusform>
        </translation>
    </message>
    <message>
        <source>Already in this project: %1. Import as a new project, or rename or delete those tables here first.</source>
        <translation>本项目中已有：%1。请作为新项目导入，或先在本项目中重命名或删除这些表。</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import Schema</source>
        <translation>导入表结构</translation>
    </message>
    <message>
        <source>&amp;Files</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Pasted Text</source>
        <translation>粘贴的文本(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Add Files...</source>
        <translation>添加文件(&amp;A)...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Paste what the HBase shell printed for describe &apos;NS:TABLE&apos; (one or many tables, prompts and all), a shell script with create and alter, or the REST server&apos;s schema JSON.</source>
        <translation>粘贴 HBase Shell 执行 describe &apos;NS:TABLE&apos; 打印的内容（一张或多张表，可带提示符原样粘贴）、含 create 和 alter 的 Shell 脚本，或 REST 服务器返回的表结构 JSON。</translation>
    </message>
    <message>
        <source>F&amp;ormat:</source>
        <translation>格式(&amp;O)：</translation>
    </message>
    <message>
        <source>Detect for each input</source>
        <translation>逐个输入自动识别</translation>
    </message>
    <message>
        <source>describe output</source>
        <translation>describe 输出</translation>
    </message>
    <message>
        <source>HBase shell script</source>
        <translation>HBase Shell 脚本</translation>
    </message>
    <message>
        <source>REST schema JSON</source>
        <translation>REST 表结构 JSON</translation>
    </message>
    <message>
        <source>Open as a &amp;new project</source>
        <translation>作为新项目打开(&amp;N)</translation>
    </message>
    <message>
        <source>Add the tables to &amp;this project (one undoable step)</source>
        <translation>把这些表加入当前项目(&amp;T)（一步，可撤销）</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Import Files</source>
        <translation>导入文件</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: 无法打开：%2</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>粘贴的文本</translation>
    </message>
    <message>
        <source>Add the files to import: describe output, shell scripts or REST schema JSON.</source>
        <translation>添加要导入的文件：describe 输出、Shell 脚本或 REST 表结构 JSON。</translation>
    </message>
    <message>
        <source>Paste the text to import.</source>
        <translation>粘贴要导入的文本。</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) to import: %1.</source>
        <translation>
            <numerusform>将导入 %n 张表：%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Read with %n warning(s):</source>
        <translation>
            <numerusform>读取时有 %n 个警告：</numerusform>
        </translation>
    </message>
    <message>
        <source>imported</source>
        <extracomment>The name of a project imported from pasted text, offered by Save As as NAME.json.</extracomment>
        <translation>导入的表结构</translation>
    </message>
    <message numerus="yes">
        <source>Nothing can be imported until %n error(s) are mended:</source>
        <translation>
            <numerusform>修正以下 %n 个错误之前无法导入：</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>重新读取(&amp;L)</translation>
    </message>
    <message>
        <source>Read the files again, as they are now on disk</source>
        <translation>按磁盘上的当前内容重新读取这些文件</translation>
    </message>
    <message>
        <source>&amp;Copy Messages</source>
        <translation>复制消息(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected messages, or all of them, as FILE:LINE: message</source>
        <translation>复制选中的消息（未选中时复制全部），格式为“文件:行: 消息”</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Tables read without an error: %1.</source>
        <translation>读取无错误的表：%1。</translation>
    </message>
    <message>
        <source>Tables with errors: %1.</source>
        <translation>有错误的表：%1。</translation>
    </message>
    <message>
        <source>Schemas (*.txt *.describe *.out *.rb *.hbase *.json);;describe output (*.txt *.describe *.out);;HBase shell scripts (*.rb *.hbase);;JSON: project files, REST schema (*.json);;All files (*)</source>
        <translation>表结构 (*.txt *.describe *.out *.rb *.hbase *.json);;describe 输出 (*.txt *.describe *.out);;HBase Shell 脚本 (*.rb *.hbase);;JSON：项目文件、REST 表结构 (*.json);;所有文件 (*)</translation>
    </message>
</context>
<context>
    <name>Importer</name>
    <message>
        <source>Imported from %1.</source>
        <translation>导入自 %1。</translation>
    </message>
    <message>
        <source>To do: HBase does not store these, so the import could not know them:</source>
        <translation>待办：HBase 不保存以下内容，导入时无从得知：</translation>
    </message>
    <message>
        <source>- the row-key design of %1 (until it is set, the preview and the rules that measure sample rows leave the table alone);</source>
        <translation>- %1 的行键设计（设定之前，预览和基于样本行测量的规则不会处理这张表）；</translation>
    </message>
    <message>
        <source>- each table&apos;s sample data and its access patterns (reads and writes).</source>
        <translation>- 每张表的样本数据及其访问模式（读和写）。</translation>
    </message>
    <message>
        <source>no table or namespace to import</source>
        <translation>没有可导入的表或命名空间</translation>
    </message>
    <message>
        <source>Imported schema</source>
        <translation>导入的表结构</translation>
    </message>
    <message>
        <source>Quotas the describe output listed (the designer does not keep quotas; set them again with set_quota):</source>
        <translation>describe 输出中列出的配额（设计器不保存配额，请用 set_quota 重新设置）：</translation>
    </message>
    <message>
        <source>- %1: %2</source>
        <translation>- %1：%2</translation>
    </message>
    <message>
        <source>not valid UTF-16, though the file starts as UTF-16</source>
        <translation>文件以 UTF-16 开头，但内容不是有效的 UTF-16</translation>
    </message>
    <message>
        <source>byte 0x%1 at column %2 is not UTF-8; save the file as UTF-8 and import it again</source>
        <translation>第 %2 列的字节 0x%1 不是 UTF-8；请把文件另存为 UTF-8 后重新导入</translation>
    </message>
    <message>
        <source>the input is over %1 bytes (%2 MiB), the most the import reads</source>
        <translation>输入超过 %1 字节（%2 MiB），这是导入能读取的上限</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>null</source>
        <translation>空值（null）</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation>带小数部分的数字</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>不支持的值</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of %2</source>
        <translation>未知的值“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为%1</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;; expected one of %2</source>
        <translation>未知字段“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation>应为数组，实际为%1</translation>
    </message>
    <message>
        <source>too many entries (%1, at most %2)</source>
        <translation>条目过多（%1 个，最多 %2 个）</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为%1</translation>
    </message>
    <message>
        <source>text is %1 bytes long; at most %2 are allowed here</source>
        <translation>文本长 %1 字节；此处最多允许 %2 字节</translation>
    </message>
    <message>
        <source>text contains a NUL character</source>
        <translation>文本包含 NUL 字符</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 .. %3)</source>
        <translation>%1 超出范围（%2 .. %3）</translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation>应为整数，实际为%1</translation>
    </message>
    <message>
        <source>expected a non-negative integer, found %1</source>
        <translation>应为非负整数，实际为%1</translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation>应为数字，实际为%1</translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation>应为 true 或 false，实际为%1</translation>
    </message>
    <message>
        <source>not a valid name (too long or contains NUL)</source>
        <translation>不是有效的名称（过长或包含 NUL 字符）</translation>
    </message>
    <message>
        <source>write %1 as a whole number, without a decimal point or exponent</source>
        <translation>请把 %1 写成整数，不要带小数点或指数</translation>
    </message>
</context>
<context>
    <name>KeyEncoder</name>
    <message>
        <source>segment %1 [%2]: %3</source>
        <translation>第 %1 段 [%2]：%3</translation>
    </message>
    <message>
        <source>segment %1 [%2]: a key has at most one salt</source>
        <translation>第 %1 段 [%2]：一个行键最多只能有一个 salt() 段</translation>
    </message>
    <message>
        <source>the row key has no segments</source>
        <translation>行键没有任何段</translation>
    </message>
    <message>
        <source>the row key was not compiled</source>
        <translation>行键尚未编译</translation>
    </message>
    <message>
        <source>the sample rows have no field &apos;%1&apos;</source>
        <translation>样本数据中没有字段“%1”</translation>
    </message>
    <message>
        <source>row %1: the key is empty; HBase needs at least one byte</source>
        <translation>第 %1 行：行键为空；HBase 的行键至少需要一个字节</translation>
    </message>
    <message>
        <source>row %1: the key is %2 bytes; HBase allows at most 32767</source>
        <translation>第 %1 行：行键长 %2 字节；HBase 最多允许 32767 字节</translation>
    </message>
    <message>
        <source>row %1: the keys pass 4 GiB; use fewer sample rows</source>
        <translation>第 %1 行：行键总量超过 4 GiB；请减少样本行数</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a decimal integer (a long)</source>
        <translation>“%1”不是十进制整数（long）</translation>
    </message>
    <message>
        <source>a digest or binary value has no number; format it with hex(N) or bytes(N)</source>
        <translation>摘要或二进制值不能当作数字；请用 hex(N) 或 bytes(N) 格式</translation>
    </message>
    <message>
        <source>division by zero</source>
        <translation>除数为零</translation>
    </message>
    <message>
        <source>uid(...,%1) ran out of ids: more than %2 distinct values</source>
        <translation>uid(...,%1) 的 ID 已用完：不同取值超过 %2 个</translation>
    </message>
    <message>
        <source>millis() needs a time written yyyy-MM-dd HH:mm:ss, not &apos;%1&apos;</source>
        <translation>millis() 需要 yyyy-MM-dd HH:mm:ss 格式的时间，而不是“%1”</translation>
    </message>
    <message>
        <source>the keys pass 4 GiB; use fewer sample rows</source>
        <translation>行键总量超过 4 GiB；请减少样本行数</translation>
    </message>
    <message>
        <source>row %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>KeyExpressionParser</name>
    <message>
        <source>expected a field name or an expression</source>
        <translation>此处应为字段名或表达式</translation>
    </message>
    <message>
        <source>expected an operator (+ - * / %) or the end of the expression, found &apos;%1&apos;</source>
        <translation>此处应为运算符（+ - * / %）或表达式结束，实际为“%1”</translation>
    </message>
    <message>
        <source>a backslash in a literal must start \xNN, \\ or \&apos;</source>
        <translation>字面量中的反斜杠只能用于 \xNN、\\ 或 \&apos;</translation>
    </message>
    <message>
        <source>the literal is missing its closing quote</source>
        <translation>字面量缺少结束引号</translation>
    </message>
    <message>
        <source>expected a field, a number, a quoted literal or a function, found the end</source>
        <translation>此处应为字段、数字、带引号的字面量或函数，但表达式已结束</translation>
    </message>
    <message>
        <source>expected &apos;)&apos;</source>
        <translation>此处应为“)”</translation>
    </message>
    <message>
        <source>expected a field, a number, a quoted literal or a function, found &apos;%1&apos;</source>
        <translation>此处应为字段、数字、带引号的字面量或函数，实际为“%1”</translation>
    </message>
    <message>
        <source>the number is larger than a long (9223372036854775807)</source>
        <translation>数字超出 long 的范围（9223372036854775807）</translation>
    </message>
    <message>
        <source>unknown function &apos;%1&apos; (expected rev, reverse, md5, sha1, sha256, hash, salt, uid or millis)</source>
        <translation>未知函数“%1”（可用 rev、reverse、md5、sha1、sha256、hash、salt、uid 或 millis）</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close %1(</source>
        <translation>缺少与 %1( 配对的“)”</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;)&apos; in %1(...), found &apos;%2&apos;</source>
        <translation>%1(...) 中此处应为“,”或“)”，实际为“%2”</translation>
    </message>
    <message>
        <source>%1() takes %2 argument(s), not %3</source>
        <translation>%1() 需要 %2 个参数，而不是 %3 个</translation>
    </message>
    <message>
        <source>%1() needs at least one argument</source>
        <translation>%1() 至少需要一个参数</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;: the table has no sample fields</source>
        <translation>未知字段“%1”：该表没有样本数据字段</translation>
    </message>
    <message>
        <source>unknown field &apos;%1&apos;; the sample rows have %2</source>
        <translation>未知字段“%1”；样本数据中的字段有 %2</translation>
    </message>
    <message>
        <source>salt(N) must be a segment of its own, as in [salt(16)]</source>
        <translation>salt(N) 必须单独构成一个段，例如 [salt(16)]</translation>
    </message>
    <message>
        <source>salt(N) needs a number of buckets from 1 to 256</source>
        <translation>salt(N) 的加盐分桶数必须在 1 到 256 之间</translation>
    </message>
    <message>
        <source>uid(field, width) needs a width of 1 to 8 bytes</source>
        <translation>uid(field, width) 的宽度必须是 1 到 8 个字节</translation>
    </message>
    <message>
        <source>the expression nests deeper than %1 levels</source>
        <translation>表达式嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>the expression has more than %1 operators</source>
        <translation>表达式的运算符超过 %1 个</translation>
    </message>
</context>
<context>
    <name>KeyLayoutFigure</name>
    <message numerus="yes">
        <source>%1   offset %2, %n byte(s), %3</source>
        <translation>
            <numerusform>%1   偏移 %2，%n 字节，%3</numerusform>
        </translation>
    </message>
    <message>
        <source> (variable width)</source>
        <translation>（变长）</translation>
    </message>
</context>
<context>
    <name>KeyOrderModel</name>
    <message>
        <source>Rank</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Row key (toStringBinary)</source>
        <translation>行键（toStringBinary）</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>Sample values</source>
        <translation>样本数据值</translation>
    </message>
</context>
<context>
    <name>KeyOrderPanel</name>
    <message>
        <source>Find a key prefix (toStringBinary) or a value; Enter for the next</source>
        <translation>查找行键前缀（toStringBinary）或值；按回车查找下一个</translation>
    </message>
    <message>
        <source>A key prefix such as user42_ or \x00\x01 jumps to where it sorts; other text finds the next key or sample value that contains it</source>
        <translation>输入 user42_ 或 \x00\x01 这样的行键前缀会跳到它排序所在的位置；其他文本会查找下一个包含它的行键或样本值</translation>
    </message>
    <message>
        <source>Not found: %1</source>
        <translation>未找到：%1</translation>
    </message>
    <message>
        <source>Rank %1 of %2</source>
        <translation>第 %1 个，共 %2 个</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s)</source>
        <translation>
            <numerusform>%Ln 个行键</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonActions</name>
    <message>
        <source>&amp;Lessons</source>
        <translation>课程(&amp;L)</translation>
    </message>
    <message>
        <source>Workshop exercises with goals measured on your design as you edit</source>
        <translation>培训练习：在你编辑设计时实时测量各项目标</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>课程</translation>
    </message>
    <message>
        <source>Reset Lesson</source>
        <translation>重置课程</translation>
    </message>
    <message>
        <source>Discard your changes and start the lesson &quot;%1&quot; again?</source>
        <translation>放弃你的修改，重新开始课程“%1”吗？</translation>
    </message>
    <message>
        <source>Cannot Start Lesson</source>
        <translation>无法开始课程</translation>
    </message>
    <message>
        <source>Lesson started: edit the design until every goal is met</source>
        <translation>课程已开始：修改设计，直到达成所有目标</translation>
    </message>
    <message>
        <source>Cannot Show the Solution</source>
        <translation>无法显示参考答案</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>打开课程</translation>
    </message>
    <message>
        <source>Lessons (*.lesson.json);;JSON files (*.json);;All files (*)</source>
        <translation>课程 (*.lesson.json);;JSON 文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot Open Lesson</source>
        <translation>无法打开课程</translation>
    </message>
    <message>
        <source>&amp;Current Lesson</source>
        <translation>当前课程(&amp;C)</translation>
    </message>
    <message>
        <source>Reference solution (%1)</source>
        <translation>参考答案（%1）</translation>
    </message>
</context>
<context>
    <name>LessonCheck</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>no such table</source>
        <translation>没有这张表</translation>
    </message>
    <message>
        <source>not measured: no row key or sample data</source>
        <translation>未测量：没有行键或样本数据</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
    <message>
        <source>no access pattern &apos;%1&apos;</source>
        <translation>没有访问模式“%1”</translation>
    </message>
    <message>
        <source>MOB</source>
        <translation>MOB</translation>
    </message>
    <message>
        <source>not MOB</source>
        <translation>非 MOB</translation>
    </message>
    <message>
        <source>measured on a namespace</source>
        <translation>按命名空间测量</translation>
    </message>
    <message>
        <source>no family holds &apos;%1&apos;</source>
        <translation>没有列族存放“%1”</translation>
    </message>
    <message>
        <source>no family &apos;%1&apos;</source>
        <translation>没有列族“%1”</translation>
    </message>
    <message>
        <source>no table with access pattern &apos;%1&apos;</source>
        <translation>没有任何表包含访问模式“%1”</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（表 %2）</translation>
    </message>
    <message>
        <source>the design has no table %1</source>
        <translation>设计中没有表 %1</translation>
    </message>
    <message>
        <source>TTL %1 days = %2 seconds</source>
        <translation>TTL %1 天 = %2 秒</translation>
    </message>
    <message>
        <source>BLOCKSIZE %1 bytes</source>
        <translation>BLOCKSIZE %1 字节</translation>
    </message>
    <message>
        <source>MOB_THRESHOLD %1 bytes</source>
        <translation>MOB_THRESHOLD %1 字节</translation>
    </message>
    <message>
        <source>not one scan in order</source>
        <translation>不是一次按顺序的扫描</translation>
    </message>
    <message>
        <source>ordered by %1, not by %2</source>
        <translation>按 %1 排序，而不是按 %2</translation>
    </message>
    <message>
        <source>newest first</source>
        <translation>从新到旧</translation>
    </message>
    <message>
        <source>oldest first</source>
        <translation>从旧到新</translation>
    </message>
    <message>
        <source>%1% to one region</source>
        <translation>%1% 写入单个 Region</translation>
    </message>
    <message>
        <source>%1 times the average</source>
        <translation>平均值的 %1 倍</translation>
    </message>
    <message>
        <source>coefficient of variation %1</source>
        <translation>变异系数 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n region(s)</source>
        <translation>
            <numerusform>%n 个 Region</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n empty region(s)</source>
        <translation>
            <numerusform>%n 个空 Region</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) at the target size</source>
        <translation>
            <numerusform>%n 个 Region（按目标大小计）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 regions a request</source>
        <translation>每次请求涉及 %1 个 Region</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s) of %1</source>
        <translation>
            <numerusform>%n 条 %1 检查结果</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scan(s)</source>
        <translation>
            <numerusform>%n 次扫描</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n column family(s)</source>
        <translation>
            <numerusform>%n 个列族</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n 张表</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 sample rows share a key</source>
        <translation>%2 个样本行中有 %1 个与其他行共用行键</translation>
    </message>
    <message>
        <source>measured on the cluster</source>
        <translation>在集群上测量</translation>
    </message>
    <message>
        <source>no limit to measure against</source>
        <translation>没有可对照的上限</translation>
    </message>
    <message>
        <source>%1 a region server, %2% of %3</source>
        <translation>每台 RegionServer %1，为 %3 的 %2%</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: 无法打开：%2</translation>
    </message>
    <message>
        <source>%1: a lesson file is at most 1 MiB</source>
        <translation>%1：课程文件最大为 1 MiB</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>&amp;Lesson:</source>
        <translation>课程(&amp;L)：</translation>
    </message>
    <message>
        <source>Open a lesson file written by a trainer (docs/lessons.md)</source>
        <translation>打开讲师编写的课程文件（docs/lessons.md）</translation>
    </message>
    <message>
        <source>Show the reference solution beside your design, and why it works</source>
        <translation>在你的设计旁显示参考答案，并说明它为什么可行</translation>
    </message>
    <message>
        <source>Discard your changes and start the lesson again</source>
        <translation>放弃你的修改，重新开始本课程</translation>
    </message>
    <message>
        <source>Open the lesson&apos;s starting design</source>
        <translation>打开本课程的初始设计</translation>
    </message>
    <message>
        <source>No lesson is open.</source>
        <translation>没有打开的课程。</translation>
    </message>
    <message>
        <source>Hints</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>The reference solution</source>
        <translation>参考答案</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Met</source>
        <translation>已达成</translation>
    </message>
    <message>
        <source>Not met yet</source>
        <translation>尚未达成</translation>
    </message>
    <message>
        <source>now %1</source>
        <translation>当前：%1</translation>
    </message>
    <message>
        <source>measuring...</source>
        <translation>正在测量...</translation>
    </message>
    <message>
        <source>Goals</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Goals: all %1 met. Well done!</source>
        <translation>目标：%1 项全部达成，做得好！</translation>
    </message>
    <message>
        <source>Goals: %1 of %2 met</source>
        <translation>目标：已达成 %1 项，共 %2 项</translation>
    </message>
    <message>
        <source>Open File...</source>
        <translation>打开文件...</translation>
    </message>
    <message>
        <source>Show Solution</source>
        <translation>显示参考答案</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Start Lesson</source>
        <translation>开始课程</translation>
    </message>
    <message>
        <source>Next Hint (%1 of %2)</source>
        <translation>下一条提示（第 %1 条，共 %2 条）</translation>
    </message>
    <message>
        <source>No More Hints</source>
        <translation>没有更多提示</translation>
    </message>
    <message>
        <source>not measured: %1</source>
        <translation>未测量：%1</translation>
    </message>
</context>
<context>
    <name>LessonReader</name>
    <message>
        <source>must be 1</source>
        <translation>必须为 1</translation>
    </message>
    <message>
        <source>a lesson needs at least one goal</source>
        <translation>一节课程至少需要一个目标</translation>
    </message>
    <message>
        <source>no project file &quot;%1&quot; beside the lesson</source>
        <translation>课程文件旁没有项目文件“%1”</translation>
    </message>
    <message>
        <source>this measure needs the access pattern&apos;s name</source>
        <translation>这种度量需要访问模式的名称</translation>
    </message>
    <message>
        <source>give the methods that pass: %1</source>
        <translation>请给出算作达成的访问方式：%1</translation>
    </message>
    <message>
        <source>this measure needs a rule id</source>
        <translation>这种度量需要规则 ID</translation>
    </message>
    <message>
        <source>give atLeast, atMost or both</source>
        <translation>请给出 atLeast、atMost 或两者</translation>
    </message>
    <message>
        <source>unknown method &quot;%1&quot;; known: %2</source>
        <translation>未知的访问方式“%1”；可用的有：%2</translation>
    </message>
    <message>
        <source>%1 hints; the English text has %2</source>
        <translation>%1 条提示；英文文本有 %2 条</translation>
    </message>
    <message>
        <source>expected an object of languages, found %1</source>
        <translation>应为按语言组织的对象，实际为 %1</translation>
    </message>
    <message>
        <source>this measure needs an attribute: %1</source>
        <translation>这种度量需要一个属性：%1</translation>
    </message>
    <message>
        <source>this measure needs either a family or a qualifier</source>
        <translation>这种度量需要列族或列限定符二者之一</translation>
    </message>
    <message>
        <source>%1 is less than atLeast %2: no design could meet this goal</source>
        <translation>%1 小于 atLeast %2：任何设计都无法达成这个目标</translation>
    </message>
    <message>
        <source>this measure needs a figure: %1</source>
        <translation>这个指标需要 figure：%1</translation>
    </message>
</context>
<context>
    <name>Linter</name>
    <message>
        <source>the sample could not be built, so the rules that measure it did not run: %1</source>
        <translation>无法生成样本数据，依赖样本测量的规则没有运行：%1</translation>
    </message>
    <message>
        <source> (measured on guessed sample data: state the table&apos;s sample data to be sure)</source>
        <translation>（基于推测的样本数据测得：请给出该表的样本数据以确认）</translation>
    </message>
</context>
<context>
    <name>LocalizedTexts</name>
    <message>
        <source>en</source>
        <comment>The code of this catalogue&apos;s language, exactly as the file name has it: zh_CN</comment>
        <translation>zh_CN</translation>
    </message>
    <message>
        <source>, </source>
        <comment>Between the items of a list in a message: a, b, c</comment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Export Shell Script...</source>
        <translation>导出 Shell 脚本(&amp;E)...</translation>
    </message>
    <message>
        <source>Write the HBase shell script that creates every table</source>
        <translation>生成创建所有表的 HBase Shell 脚本</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;About HBase Schema Designer</source>
        <translation>关于 HBase Schema Designer(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n 张表</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot Open Project</source>
        <translation>无法打开项目</translation>
    </message>
    <message>
        <source>Export HBase Shell Script</source>
        <translation>导出 HBase Shell 脚本</translation>
    </message>
    <message>
        <source>HBase shell scripts (*.rb)</source>
        <translation>HBase Shell 脚本 (*.rb)</translation>
    </message>
    <message>
        <source>Cannot Export Script</source>
        <translation>无法导出脚本</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>About HBase Schema Designer</source>
        <translation>关于 HBase Schema Designer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;HBase Schema Designer %1&lt;/h3&gt;&lt;p&gt;Design HBase tables, column families and row keys; see how HBase orders the keys, which region each lands in and where writes pile up; export the shell script.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;HBase Schema Designer %1&lt;/h3&gt;&lt;p&gt;设计 HBase 表、列族和行键；查看 HBase 如何为行键排序、每个行键落在哪个 Region、写入热点集中在哪里；并导出建表的 Shell 脚本。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>%1[*] - HBase Schema Designer</source>
        <translation>%1[*] - HBase Schema Designer</translation>
    </message>
    <message>
        <source>Row Key</source>
        <translation>行键</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>首选项(&amp;P)...</translation>
    </message>
    <message>
        <source>Choose the language and the preview delay</source>
        <translation>选择界面语言和预览延迟</translation>
    </message>
    <message>
        <source>As opened</source>
        <translation>打开时的状态</translation>
    </message>
    <message>
        <source>Cannot Recover</source>
        <translation>无法恢复</translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else. Reload it and drop your unsaved changes, or keep editing: saving will ask before overwriting.</source>
        <translation>%1 已被其他人在磁盘上修改。可以重新载入并放弃未保存的修改，或继续编辑：保存时会先询问是否覆盖。</translation>
    </message>
    <message>
        <source>%1 was changed on disk by someone else. Reload it to see the new version.</source>
        <translation>%1 已被其他人在磁盘上修改。重新载入即可查看新版本。</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>结构图</translation>
    </message>
    <message>
        <source>Script</source>
        <translation>脚本</translation>
    </message>
    <message>
        <source>Sample Data</source>
        <translation>样本数据</translation>
    </message>
    <message numerus="yes">
        <source>%n suppressed</source>
        <translation>
            <numerusform>%n 条已接受并忽略</numerusform>
        </translation>
    </message>
    <message>
        <source>Pro&amp;ject</source>
        <translation>项目(&amp;J)</translation>
    </message>
    <message>
        <source>Propert&amp;ies</source>
        <translation>属性(&amp;I)</translation>
    </message>
    <message>
        <source>Row &amp;Key</source>
        <translation>行键(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Sample Data</source>
        <translation>样本数据(&amp;S)</translation>
    </message>
    <message>
        <source>Pro&amp;blems</source>
        <translation>问题(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>历史(&amp;H)</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>迁移</translation>
    </message>
    <message>
        <source>Cannot Move Qualifier</source>
        <translation>无法移动列限定符</translation>
    </message>
    <message>
        <source>The deployed version %1 it was compared with cannot be read: %2</source>
        <translation>之前对比的已部署版本 %1 无法读取：%2</translation>
    </message>
</context>
<context>
    <name>MigrationPanel</name>
    <message>
        <source>&amp;Compare With...</source>
        <translation>与已部署版本比较(&amp;C)...</translation>
    </message>
    <message>
        <source>Pick the deployed version (a project file, describe output or a shell script) and see what changes from it</source>
        <translation>选择已部署的版本（项目文件、describe 输出或 Shell 脚本），查看相对它有哪些变更</translation>
    </message>
    <message>
        <source>Save &amp;Migration Script...</source>
        <translation>保存迁移脚本(&amp;M)...</translation>
    </message>
    <message>
        <source>Write the alter script that turns the compared version into this design</source>
        <translation>写出把所比较的版本变为当前设计的 alter 脚本</translation>
    </message>
    <message>
        <source>Compare With...</source>
        <translation>选择已部署版本...</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>Stop comparing: forget the deployed version</source>
        <translation>停止比较：丢弃已部署版本</translation>
    </message>
    <message>
        <source>Dialect:</source>
        <translation>目标版本：</translation>
    </message>
    <message>
        <source>The HBase release the script is written for</source>
        <translation>脚本所针对的 HBase 版本</translation>
    </message>
    <message>
        <source>Offline</source>
        <translation>离线</translation>
    </message>
    <message>
        <source>Disable each altered table for its alter and enable it again (--offline)</source>
        <translation>每张表先 disable 再 alter，之后重新 enable（--offline）</translation>
    </message>
    <message>
        <source>Allow data loss</source>
        <translation>允许数据丢失</translation>
    </message>
    <message>
        <source>Also write the changes that remove data: dropped tables and families, fewer versions, a shorter TTL (--allow-data-loss)</source>
        <translation>同时写出会删除数据的变更：删除表和列族、减少版本数、缩短 TTL（--allow-data-loss）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the migration script to the clipboard</source>
        <translation>将迁移脚本复制到剪贴板</translation>
    </message>
    <message>
        <source>Save As...</source>
        <translation>另存为...</translation>
    </message>
    <message>
        <source>Compare With the Deployed Version</source>
        <translation>与已部署版本比较</translation>
    </message>
    <message>
        <source>Cannot Compare</source>
        <translation>无法比较</translation>
    </message>
    <message>
        <source>Compared with %1</source>
        <translation>已与 %1 比较</translation>
    </message>
    <message>
        <source>Nothing is compared. File &gt; Compare With... picks the deployed version (a project file, describe output or a shell script); this tab then lists what changes from it to this design, with each change&apos;s risk, and the alter script that makes the changes.</source>
        <translation>尚未比较。用“文件 &gt; 与已部署版本比较...”选择已部署的版本（项目文件、describe 输出或 Shell 脚本）；之后此页列出从它到当前设计的每项变更及其风险，以及完成这些变更的 alter 脚本。</translation>
    </message>
    <message>
        <source>No deployed version to compare with.</source>
        <translation>没有可比较的已部署版本。</translation>
    </message>
    <message>
        <source>No migration: nothing is compared.</source>
        <translation>没有迁移：尚未比较。</translation>
    </message>
    <message numerus="yes">
        <source>Compared with %1: %n change(s)</source>
        <translation>
            <numerusform>已与 %1 比较：%n 项变更</numerusform>
        </translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>Reading it gave %n warning(s) (in the tooltip).</source>
        <translation>
            <numerusform>读取时有 %n 个警告（见工具提示）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing can be written: HBase would refuse the design.</source>
        <translation>无法写出：HBase 会拒绝当前设计。</translation>
    </message>
    <message>
        <source>Nothing can be migrated until these are fixed:</source>
        <translation>修复以下问题之前无法迁移：</translation>
    </message>
    <message numerus="yes">
        <source>Nothing written: %n change(s) remove data. Tick Allow data loss to write them.</source>
        <translation>
            <numerusform>未写出任何内容：%n 项变更会删除数据。勾选“允许数据丢失”后才会写出。</numerusform>
        </translation>
    </message>
    <message>
        <source>These changes remove data:</source>
        <translation>以下变更会删除数据：</translation>
    </message>
    <message>
        <source>No change: both create the same schema.</source>
        <translation>没有变更：两者创建的表结构相同。</translation>
    </message>
    <message>
        <source>The script makes every change.</source>
        <translation>脚本完成全部变更。</translation>
    </message>
    <message>
        <source>Nothing is compared: File &gt; Compare With... picks the deployed version.</source>
        <translation>尚未比较：用“文件 &gt; 与已部署版本比较...”选择已部署的版本。</translation>
    </message>
    <message>
        <source>Nothing to save:</source>
        <translation>没有可保存的内容：</translation>
    </message>
    <message>
        <source>Save Migration Script</source>
        <translation>保存迁移脚本</translation>
    </message>
    <message>
        <source>Cannot Save Migration Script</source>
        <translation>无法保存迁移脚本</translation>
    </message>
    <message>
        <source>Saved %1: it holds a migration plan, which it does not carry out</source>
        <translation>已保存 %1：其中含有迁移方案，脚本本身不会执行它</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Needs a migration plan: %1. No shell command can make these changes, so the script holds the plan in comments and no command for them; every other change is written as a command.</source>
        <translation>需要迁移方案：%1。没有任何 Shell 命令能完成这些变更，脚本只以注释给出迁移方案，不为它们写命令；其余变更都写成命令。</translation>
    </message>
    <message>
        <source>.</source>
        <comment>The end of the heading&apos;s first sentence</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>What it leaves out: see the tooltip or the script&apos;s header.</source>
        <translation>未比较的内容见工具提示或脚本开头的注释。</translation>
    </message>
    <message>
        <source>the unsaved project &quot;%1&quot;</source>
        <translation>未保存的项目“%1”</translation>
    </message>
    <message>
        <source>Nothing was compared: %1 cannot be read.</source>
        <translation>比较失败：无法读取 %1。</translation>
    </message>
</context>
<context>
    <name>MigrationPlan</name>
    <message>
        <source>   (the new design cannot be written yet: %1)</source>
        <translation>   （新设计暂时无法写出：%1）</translation>
    </message>
    <message>
        <source>Migration plan for %1: no shell command can make these changes:</source>
        <translation>%1 的迁移方案：以下变更没有任何 Shell 命令能完成：</translation>
    </message>
    <message>
        <source>1. Create the new table beside the old one, as %1 (the new design&apos;s families, attributes and split keys):</source>
        <translation>1. 在旧表旁边新建表 %1（采用新设计的列族、属性和拆分点）：</translation>
    </message>
    <message>
        <source>2. Copy and re-key every row with a job (MapReduce or Spark) that scans %1 and writes %2. For each row it must compute:</source>
        <translation>2. 用一个作业（MapReduce 或 Spark）扫描 %1，为每一行重新生成行键后写入 %2。对每一行，作业必须计算：</translation>
    </message>
    <message>
        <source>   a. the fields from the old key %1: %2</source>
        <translation>   a. 从旧行键 %1 中取出字段：%2</translation>
    </message>
    <message>
        <source>   b. the new key %1 from the fields %2, encoded as the notation says</source>
        <translation>   b. 由字段 %2 按表示法的编码生成新行键 %1</translation>
    </message>
    <message>
        <source>   The old key does not hold %1: the job must read it from the row&apos;s cells or another source.</source>
        <translation>   旧行键中不包含 %1：作业必须从该行的单元格或其他来源读取。</translation>
    </message>
    <message>
        <source>   Copy every cell with its timestamp and all its versions; rows written to %1 during the copy must be written to both tables or copied again.</source>
        <translation>   复制每个单元格时要保留其时间戳和全部版本；复制期间写入 %1 的行必须同时写入两张表，或重新复制。</translation>
    </message>
    <message>
        <source>3. Switch readers and writers to %1 (or, once copied, snapshot it and clone the snapshot under the old name after step 4).</source>
        <translation>3. 把读写方切换到 %1（或者复制完成后为它做快照，在第 4 步之后用旧表名克隆该快照）。</translation>
    </message>
    <message>
        <source>4. Drop the old table when nothing uses it: disable &apos;%1&apos;, then drop &apos;%1&apos;.</source>
        <translation>4. 旧表不再被使用后将其删除：先 disable &apos;%1&apos;，再 drop &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>   %1 cannot be read back from the old key (a digest or a dictionary id): the job must take the fields inside from the row&apos;s cells, or compute the new key from the fields it has.</source>
        <translation>   无法从旧行键中还原 %1（摘要或字典 ID）：作业必须从该行的单元格中取得其中的字段，或用已有的字段计算新行键。</translation>
    </message>
    <message>
        <source>   The cells of %1 are not copied: the new design has no such family. Copy them elsewhere first if they are still needed; dropping the old table removes them.</source>
        <translation>   %1 的单元格不会被复制：新设计中没有该列族。如果仍需要这些数据，请先将其复制到别处；删除旧表会一并删除它们。</translation>
    </message>
    <message>
        <source>2. Copy the rows unchanged with every version (the row keys stay), e.g. with CopyTable: hbase org.apache.hadoop.hbase.mapreduce.CopyTable --versions=2147483647 --new.name=%1 %2; rows written during the copy must be copied again.</source>
        <translation>2. 原样复制各行及其全部版本（行键不变），例如使用 CopyTable：hbase org.apache.hadoop.hbase.mapreduce.CopyTable --versions=2147483647 --new.name=%1 %2；复制期间写入的行需要重新复制。</translation>
    </message>
    <message>
        <source>2. Copy the rows unchanged with every version (the row keys stay), e.g. with CopyTable: hbase org.apache.hadoop.hbase.mapreduce.CopyTable --versions=2147483647 --new.name=%1 --families=%3 %2; rows written during the copy must be copied again.</source>
        <translation>2. 原样复制各行及其全部版本（行键不变），例如使用 CopyTable：hbase org.apache.hadoop.hbase.mapreduce.CopyTable --versions=2147483647 --new.name=%1 --families=%3 %2；复制期间写入的行需要重新复制。</translation>
    </message>
</context>
<context>
    <name>MigrationScript</name>
    <message>
        <source>%1: %2 [%3]</source>
        <translation>%1：%2 [%3]</translation>
    </message>
    <message>
        <source>namespace &quot;%1&quot;: %2</source>
        <translation>命名空间“%1”：%2</translation>
    </message>
    <message>
        <source># HBase shell script written by HBase Schema Designer: migrates a schema to its new design.</source>
        <translation># 由 HBase Schema Designer 生成的 HBase Shell 脚本：将现有表结构迁移到新设计。</translation>
    </message>
    <message>
        <source># HBase shell script written by HBase Schema Designer: migrates the schema created from %1 to %2.</source>
        <translation># 由 HBase Schema Designer 生成的 HBase Shell 脚本：将按 %1 创建的表结构迁移到 %2。</translation>
    </message>
    <message>
        <source># Target: HBase %1</source>
        <translation># 目标版本：HBase %1</translation>
    </message>
    <message>
        <source># Target: HBase %1 or later</source>
        <translation># 目标版本：HBase %1 或更高</translation>
    </message>
    <message>
        <source># Run it with:  hbase shell -n %1</source>
        <translation># 运行方式：  hbase shell -n %1</translation>
    </message>
    <message>
        <source>#   -n stops at the first error with exit status 1.</source>
        <translation>#   -n 遇到第一个错误即停止，退出状态为 1。</translation>
    </message>
    <message>
        <source># Offline: each altered table is disabled for its alter and enabled again.</source>
        <translation># 离线方式：每个要修改的表在 alter 前禁用，之后重新启用。</translation>
    </message>
    <message>
        <source># Online: alter changes enabled tables (only a REGION_REPLICATION change disables its table).</source>
        <translation># 在线方式：alter 直接修改处于启用状态的表（只有修改 REGION_REPLICATION 时才会禁用该表）。</translation>
    </message>
    <message>
        <source># Nothing below runs: these changes need a migration plan, not a shell command.</source>
        <translation># 以下内容都不会执行：这些变更需要迁移方案，而不是 Shell 命令。</translation>
    </message>
    <message>
        <source>Optional: the store files already written keep the old settings until a major compaction rewrites them; to do it now (heavy I/O, run it off-peak), uncomment:</source>
        <translation>可选：已写出的 StoreFile 会保持旧设置，直到大合并重写它们；如需立即重写（I/O 开销大，请在业务低峰期执行），取消下一行的注释：</translation>
    </message>
    <message>
        <source># Nothing to change: both designs create the same schema.</source>
        <translation># 无需变更：两个设计创建的表结构相同。</translation>
    </message>
    <message>
        <source># The deployed version lists no regions: split keys are not compared and no split is written.</source>
        <translation># 已部署版本未列出 Region：不比较拆分点，也不生成 split 命令。</translation>
    </message>
    <message>
        <source># The deployed version was imported: attributes HBase keeps that the new design does not state are left as deployed.</source>
        <translation># 已部署版本来自导入：HBase 保存而新设计未声明的属性保持已部署的值。</translation>
    </message>
</context>
<context>
    <name>MiniMap</name>
    <message>
        <source>Overview: click or drag to move the diagram</source>
        <translation>概览：单击或拖动可移动结构图</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>control character U+%1</source>
        <translation>控制字符 U+%1</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>空格</translation>
    </message>
    <message>
        <source>%1 at position %2 is not allowed (%3)</source>
        <translation>位置 %2 处不允许出现%1（%3）</translation>
    </message>
    <message>
        <source>HBase accepts non-ASCII letters, but many tools and shells handle them badly; prefer ASCII</source>
        <translation>HBase 接受非 ASCII 字母，但许多工具和终端对其处理不佳；建议使用 ASCII 字符</translation>
    </message>
    <message>
        <source>the name is %1 bytes in UTF-8; HDFS refuses directory names over %2 bytes</source>
        <translation>该名称的 UTF-8 编码为 %1 字节；HDFS 不允许超过 %2 字节的目录名</translation>
    </message>
    <message>
        <source>a namespace name must not be empty</source>
        <translation>命名空间名称不能为空</translation>
    </message>
    <message>
        <source>namespaces allow only letters, digits and _</source>
        <translation>命名空间名称只允许字母、数字和 _</translation>
    </message>
    <message>
        <source>&quot;zookeeper&quot; is reserved by HBase</source>
        <translation>“zookeeper”是 HBase 的保留名称</translation>
    </message>
    <message>
        <source>a table name must not be empty</source>
        <translation>表名不能为空</translation>
    </message>
    <message>
        <source>a table name must not start with &apos;%1&apos;</source>
        <translation>表名不能以“%1”开头</translation>
    </message>
    <message>
        <source>table names allow only letters, digits, _, - and .</source>
        <translation>表名只允许字母、数字以及 _、- 和 .</translation>
    </message>
    <message>
        <source>a column family name must not be empty</source>
        <translation>列族名称不能为空</translation>
    </message>
    <message>
        <source>a column family name must not start with &apos;.&apos;</source>
        <translation>列族名称不能以 &apos;.&apos; 开头</translation>
    </message>
    <message>
        <source>&quot;recovered.edits&quot; is reserved by HBase for its write-ahead-log replay</source>
        <translation>“recovered.edits”是 HBase 的保留名称，用于 WAL（预写日志）回放</translation>
    </message>
    <message>
        <source>column family names must not contain &apos;:&apos;, &apos;\&apos;, &apos;/&apos; or control characters</source>
        <translation>列族名称不能包含 &apos;:&apos;、&apos;\&apos;、&apos;/&apos; 或控制字符</translation>
    </message>
    <message>
        <source>the name is %1 bytes in UTF-8; HBase refuses to write cells to a family whose name is over %2 bytes</source>
        <translation>该名称的 UTF-8 编码为 %1 字节；列族名称超过 %2 字节时，HBase 会拒绝向该列族写入单元格</translation>
    </message>
    <message>
        <source>HBase tests each UTF-16 unit of the name, and a character beyond U+FFFF is two units that are neither letters nor digits</source>
        <translation>HBase 按 UTF-16 单元逐个检查名称，U+FFFF 以外的字符占两个单元，两者都不算字母或数字</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <source>&amp;Reload</source>
        <translation>重新载入(&amp;R)</translation>
    </message>
    <message>
        <source>Read the file again; unsaved changes here are dropped</source>
        <translation>重新读取文件；此处未保存的修改将被丢弃</translation>
    </message>
    <message>
        <source>&amp;Keep Mine</source>
        <translation>保留我的(&amp;K)</translation>
    </message>
    <message>
        <source>Keep editing; saving will ask before it overwrites the other changes</source>
        <translation>继续编辑；保存时会先询问是否覆盖对方的修改</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>系统语言（%1）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>The interface language; the system language is used until you choose one</source>
        <translation>界面语言；在你选择之前使用系统语言</translation>
    </message>
    <message>
        <source>Preview &amp;delay:</source>
        <translation>预览延迟(&amp;D)：</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>自动保存间隔(&amp;A)：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How often unsaved changes are written to a recovery file, which the next start offers to restore after a crash; also after each pause in editing</source>
        <translation>多久把未保存的修改写入恢复文件一次；程序崩溃后下次启动时会提示恢复。每次编辑停顿后也会写入</translation>
    </message>
    <message>
        <source>An edit is previewed at once; edits made while the preview is still computing wait until they pause this long, so a spin box held down does not start a computation per step</source>
        <translation>编辑后立即预览；预览仍在计算时进行的编辑会等到停顿这么久之后再计算，按住数值框不放时不会每一步都触发一次计算</translation>
    </message>
</context>
<context>
    <name>PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen with only the diagram and the regions chart, larger, for workshops</source>
        <translation>全屏且只显示结构图和 Region 图表并放大，适合培训讲解</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>pre-split: %1</source>
        <translation>预分区：%1</translation>
    </message>
</context>
<context>
    <name>PreviewDocks</name>
    <message>
        <source>Write Heatmap</source>
        <translation>写入热力图</translation>
    </message>
    <message>
        <source>Key Order</source>
        <translation>行键顺序</translation>
    </message>
    <message>
        <source>Access Patterns</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>&amp;Sample rows:</source>
        <translation>样本行数(&amp;S)：</translation>
    </message>
    <message>
        <source>How many sample rows the selected table&apos;s preview and rules measure; more rows take longer</source>
        <translation>所选表的预览和规则检查使用的样本行数；行数越多耗时越长</translation>
    </message>
    <message>
        <source>Sample keys previewed and the time from the last edit until every panel showed it</source>
        <translation>已预览的样本行键数，以及从上次编辑到所有面板刷新完成的耗时</translation>
    </message>
    <message>
        <source>Computing...</source>
        <translation>正在计算...</translation>
    </message>
    <message>
        <source>%1 keys · %2 ms</source>
        <translation>%1 个行键 · %2 毫秒</translation>
    </message>
    <message>
        <source>Change Sample Rows</source>
        <translation>修改样本行数</translation>
    </message>
    <message>
        <source>all rows</source>
        <translation>全部行</translation>
    </message>
    <message>
        <source>&amp;Regions</source>
        <translation>Region(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Write Heatmap</source>
        <translation>写入热力图(&amp;W)</translation>
    </message>
    <message>
        <source>Key &amp;Order</source>
        <translation>行键顺序(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Access Patterns</source>
        <translation>访问模式(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;torage</source>
        <translation>存储(&amp;T)</translation>
    </message>
    <message>
        <source>Pr&amp;eview Toolbar</source>
        <translation>预览工具栏(&amp;E)</translation>
    </message>
    <message>
        <source>Regions</source>
        <comment>the panel</comment>
        <translation>Region</translation>
    </message>
    <message>
        <source>Cluster</source>
        <comment>the panel</comment>
        <translation>集群</translation>
    </message>
    <message>
        <source>Cl&amp;uster</source>
        <translation>集群(&amp;U)</translation>
    </message>
</context>
<context>
    <name>ProblemsPanel</name>
    <message>
        <source>Cannot Apply the Fix</source>
        <translation>无法应用修复</translation>
    </message>
    <message>
        <source>All severities</source>
        <translation>全部级别</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Filter by rule, object or text</source>
        <translation>按规则、对象或文本筛选</translation>
    </message>
    <message>
        <source>Show only the findings that contain this text</source>
        <translation>只显示包含该文本的检查结果</translation>
    </message>
    <message>
        <source>Apply the rule&apos;s fix to the design (one undoable edit)</source>
        <translation>把该规则的修复应用到设计中（可撤销的一步编辑）</translation>
    </message>
    <message>
        <source>S&amp;uppress...</source>
        <translation>接受并忽略(&amp;U)...</translation>
    </message>
    <message>
        <source>Accept this finding on purpose, with a reason saved in the project; lint then counts it instead of reporting it</source>
        <translation>有意接受这条检查结果，并把理由保存在项目中；之后检查只计数而不再报告它</translation>
    </message>
    <message>
        <source>Fix %1</source>
        <translation>修复 %1</translation>
    </message>
    <message>
        <source>Suppress %1</source>
        <translation>接受并忽略 %1</translation>
    </message>
    <message>
        <source>Why is this finding accepted for %1? The reason is saved in the project.</source>
        <translation>为什么对 %1 接受这条检查结果？理由会保存在项目中。</translation>
    </message>
    <message>
        <source>Fi&amp;x</source>
        <translation>修复(&amp;X)</translation>
    </message>
    <message>
        <source>Suppressed (%1)</source>
        <translation>已接受并忽略（%1）</translation>
    </message>
    <message>
        <source>Show the findings of one severity, or those the project accepts on purpose</source>
        <translation>只显示某一严重级别的检查结果，或项目有意接受并忽略的检查结果</translation>
    </message>
    <message>
        <source>Unsuppress</source>
        <translation>取消忽略</translation>
    </message>
    <message>
        <source>Report this finding again: drops its suppression from the project (one undoable edit)</source>
        <translation>重新报告这条检查结果：从项目中删除对它的接受并忽略（一次可撤销的编辑）</translation>
    </message>
    <message>
        <source>Unsuppress %1</source>
        <translation>取消忽略 %1</translation>
    </message>
    <message>
        <source>No finding is suppressed: to accept one on purpose, select it under All severities and click Suppress.</source>
        <translation>还没有接受并忽略的检查结果：要有意接受某条检查结果，请在“全部级别”下选中它，再点击“接受并忽略”。</translation>
    </message>
    <message>
        <source>How to fix: %1</source>
        <translation>修复方法：%1</translation>
    </message>
</context>
<context>
    <name>ProjectEdits</name>
    <message>
        <source>there is no table %1</source>
        <translation>不存在表 %1</translation>
    </message>
    <message>
        <source>a table %1 already exists</source>
        <translation>表 %1 已存在</translation>
    </message>
    <message>
        <source>there is no family %1 in %2</source>
        <translation>%2 中不存在列族 %1</translation>
    </message>
    <message>
        <source>the table already has a family %1</source>
        <translation>该表已有列族 %1</translation>
    </message>
    <message>
        <source>there is no qualifier %1</source>
        <translation>不存在列限定符 %1</translation>
    </message>
    <message>
        <source>family %1 already has a qualifier %2</source>
        <translation>列族 %1 已有列限定符 %2</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <source>table %1 has no family %2</source>
        <translation>表 %1 没有列族 %2</translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>%1:%2:%3: not valid JSON: %4</source>
        <translation>%1:%2:%3: 不是有效的 JSON：%4</translation>
    </message>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation>%1: 不是有效的 JSON：%2</translation>
    </message>
    <message>
        <source>%1: cannot read the project: %2</source>
        <translation>%1: 无法读取项目：%2</translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation>%1: 无法打开：%2</translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation>%1: 无法读取：%2</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>嵌套超过 %1 层</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; appears twice in the same object; JSON readers disagree on which one counts, so remove one</source>
        <translation>同一个对象中键“%1”出现了两次；不同的 JSON 解析器对哪一个生效的处理不一致，请删除其中一个</translation>
    </message>
    <message>
        <source>%1: the file is %2 bytes; project files are limited to %3 bytes (%4 MiB)</source>
        <translation>%1: 文件大小为 %2 字节；项目文件最大为 %3 字节（%4 MiB）</translation>
    </message>
    <message>
        <source>%1:%2:%3: %4</source>
        <translation>%1:%2:%3: %4</translation>
    </message>
    <message>
        <source>the number %1 is too large for any number HBase or the designer uses</source>
        <translation>数字 %1 太大，超出了 HBase 和本设计器使用的任何数值范围</translation>
    </message>
</context>
<context>
    <name>ProjectReader</name>
    <message>
        <source>duplicate %1 &quot;%2&quot; (also at index %3)</source>
        <translation>重复的%1“%2”（索引 %3 处已存在）</translation>
    </message>
    <message>
        <source>required field is missing; is this an HBase Schema Designer project?</source>
        <translation>缺少必填字段；这是 HBase Schema Designer 的项目文件吗？</translation>
    </message>
    <message>
        <source>the file has format version %1, written by a newer HBase Schema Designer; this version reads format %2 and older</source>
        <translation>该文件的格式版本为 %1，由较新版本的 HBase Schema Designer 写入；当前版本只能读取格式版本 %2 及更早的文件</translation>
    </message>
    <message>
        <source>column family</source>
        <translation>列族</translation>
    </message>
    <message>
        <source>access pattern</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>qualifier</source>
        <translation>列限定符</translation>
    </message>
    <message>
        <source>generator for field</source>
        <translation>字段生成器</translation>
    </message>
    <message>
        <source>a key segment needs a field or an expression</source>
        <translation>行键段需要指定字段或表达式</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>应为字符串，实际为%1</translation>
    </message>
    <message>
        <source>key text is %1 bytes long; at most %2 are allowed</source>
        <translation>键文本长 %1 字节；最多允许 %2 字节</translation>
    </message>
    <message>
        <source>character %1: %2</source>
        <translation>第 %1 个字符：%2</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>应为对象，实际为%1</translation>
    </message>
    <message>
        <source>duplicate split key &quot;%1&quot;</source>
        <translation>拆分点“%1”重复</translation>
    </message>
    <message>
        <source>split key &quot;%1&quot; sorts before the previous key &quot;%2&quot;; split keys must be in ascending unsigned byte order</source>
        <translation>拆分点“%1”排在前一个键“%2”之前；拆分点必须按无符号字节序升序排列</translation>
    </message>
    <message>
        <source>max (%1) is below min (%2)</source>
        <translation>max（%1）小于 min（%2）</translation>
    </message>
    <message>
        <source>maxLength (%1) is below minLength (%2)</source>
        <translation>maxLength（%1）小于 minLength（%2）</translation>
    </message>
    <message>
        <source>an enumeration needs at least one value</source>
        <translation>枚举至少需要一个取值</translation>
    </message>
    <message>
        <source>duplicate namespace &quot;%1&quot;</source>
        <translation>命名空间“%1”重复</translation>
    </message>
    <message>
        <source>namespace &quot;%1&quot; is not declared in /namespaces</source>
        <translation>命名空间“%1”未在 /namespaces 中声明</translation>
    </message>
    <message>
        <source>duplicate table &quot;%1&quot; (also at /tables/%2)</source>
        <translation>表“%1”重复（/tables/%2 处已存在）</translation>
    </message>
    <message>
        <source>no table &quot;%1&quot; in this project</source>
        <translation>此项目中没有表“%1”</translation>
    </message>
    <message>
        <source>namespace &quot;%1&quot; always exists in HBase and must not be declared</source>
        <translation>命名空间“%1”在 HBase 中始终存在，不应在项目中声明</translation>
    </message>
    <message>
        <source>say why the finding is accepted, so the next reader knows</source>
        <translation>请说明为什么接受这条检查结果，让后来的人明白</translation>
    </message>
    <message>
        <source>more than %1 entries</source>
        <translation>超过 %1 项</translation>
    </message>
    <message>
        <source>expected a number of days or &quot;forever&quot;</source>
        <translation>应为天数或 &quot;forever&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a language code such as zh_CN</source>
        <translation>“%1”不是语言代码（例如 zh_CN）</translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;; expected one of %2</source>
        <translation>未知字段“%1”；应为以下之一：%2</translation>
    </message>
    <message>
        <source>an attribute needs a name of 1 to %1 characters</source>
        <translation>属性名必须为 1 到 %1 个字符</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has its own field; set it there, not in otherAttributes</source>
        <translation>“%1”有自己的字段；请在该字段中设置，而不是放在 otherAttributes 中</translation>
    </message>
    <message>
        <source>memstoreFraction %1 and blockCacheFraction %2 together ask for more than %3 of the heap: a region server refuses to start so</source>
        <translation>memstoreFraction %1 与 blockCacheFraction %2 合计超过堆内存的 %3：RegionServer 会因此拒绝启动</translation>
    </message>
</context>
<context>
    <name>ProjectTreeModel</name>
    <message>
        <source>Untitled project</source>
        <translation>未命名项目</translation>
    </message>
    <message>
        <source>Row key</source>
        <translation>行键</translation>
    </message>
    <message>
        <source>Pre-split</source>
        <translation>预分区</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n 张表</numerusform>
        </translation>
    </message>
    <message>
        <source>built-in namespace</source>
        <translation>内置命名空间</translation>
    </message>
    <message numerus="yes">
        <source>%n column family(s)</source>
        <translation>
            <numerusform>%n 个列族</numerusform>
        </translation>
    </message>
    <message>
        <source>not designed yet</source>
        <translation>尚未设计</translation>
    </message>
    <message>
        <source>none: the table starts with one region</source>
        <translation>无：表创建时只有一个 Region</translation>
    </message>
    <message numerus="yes">
        <source>%n split key(s)</source>
        <translation>
            <numerusform>%n 个拆分点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 regions by %2</source>
        <translation>按 %2 分为 %1 个 Region</translation>
    </message>
    <message>
        <source>%1 regions from &apos;%2&apos; to &apos;%3&apos;</source>
        <translation>从 &apos;%2&apos; 到 &apos;%3&apos; 分为 %1 个 Region</translation>
    </message>
    <message>
        <source>%1 salt buckets</source>
        <translation>%1 个加盐分桶</translation>
    </message>
    <message>
        <source>%1 regions from the sample keys</source>
        <translation>按样本行键分为 %1 个 Region</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>HBase definition</source>
        <translation>HBase 定义</translation>
    </message>
</context>
<context>
    <name>PropertyModel</name>
    <message numerus="yes">
        <source>%n key(s)</source>
        <translation>
            <numerusform>%n 个拆分点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>%n 个属性</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PropertySheet</name>
    <message>
        <source>the object no longer exists</source>
        <translation>该对象已不存在</translation>
    </message>
    <message>
        <source>choose one of: %1</source>
        <translation>请从以下选项中选择：%1</translation>
    </message>
    <message>
        <source>write a whole number</source>
        <translation>请输入整数</translation>
    </message>
    <message>
        <source>write a number from %1 to %2</source>
        <translation>请输入 %1 到 %2 之间的数</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>The project&apos;s name, shown in titles and script headers</source>
        <translation>项目名称，显示在标题和脚本开头</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>What the schema is for</source>
        <translation>这套表结构的用途</translation>
    </message>
    <message>
        <source>Region servers</source>
        <translation>RegionServer 数</translation>
    </message>
    <message>
        <source>RegionServers in the target cluster; split and salting advice scales with it</source>
        <translation>目标集群中的 RegionServer 数量；预分区和加盐建议随之调整</translation>
    </message>
    <message>
        <source>Region size</source>
        <translation>Region 大小</translation>
    </message>
    <message>
        <source>HBase version</source>
        <translation>HBase 版本</translation>
    </message>
    <message>
        <source>The release line the script is written for; it decides which compression codecs exist</source>
        <translation>脚本面向的 HBase 版本线；它决定可用的压缩算法</translation>
    </message>
    <message>
        <source>What the namespace holds</source>
        <translation>该命名空间存放的内容</translation>
    </message>
    <message>
        <source>The column qualifier; stored in every cell, so keep it short</source>
        <translation>列限定符；每个单元格都会存储它，应尽量简短</translation>
    </message>
    <message>
        <source>Value type</source>
        <translation>值类型</translation>
    </message>
    <message>
        <source>How the application encodes the value</source>
        <translation>应用程序对值的编码方式</translation>
    </message>
    <message>
        <source>Average value size</source>
        <translation>平均值大小</translation>
    </message>
    <message>
        <source>Typical value size; the storage estimate uses it</source>
        <translation>典型的值大小；存储估算会用到</translation>
    </message>
    <message>
        <source>Largest value size</source>
        <translation>最大值大小</translation>
    </message>
    <message>
        <source>The largest value; rules about MOB and huge cells use it</source>
        <translation>最大的值；MOB 和超大单元格相关规则会用到</translation>
    </message>
    <message>
        <source>What the column holds</source>
        <translation>该列存放的内容</translation>
    </message>
    <message>
        <source>REPLICATION_SCOPE</source>
        <translation>REPLICATION_SCOPE</translation>
    </message>
    <message>
        <source>0 keeps the family local; 1 replicates it to peer clusters</source>
        <translation>0 表示列族只留在本集群；1 表示复制到对端集群</translation>
    </message>
    <message>
        <source>The family name is stored in every cell: keep it to one or two characters</source>
        <translation>列族名会存储在每个单元格中：最好只用一两个字符</translation>
    </message>
    <message>
        <source>What the family holds</source>
        <translation>该列族存放的内容</translation>
    </message>
    <message>
        <source>VERSIONS</source>
        <translation>VERSIONS</translation>
    </message>
    <message>
        <source>Cell versions kept; HBase needs at least 1</source>
        <translation>保留的单元格版本数；HBase 要求至少为 1</translation>
    </message>
    <message>
        <source>MIN_VERSIONS</source>
        <translation>MIN_VERSIONS</translation>
    </message>
    <message>
        <source>Versions kept even past the TTL; at most VERSIONS</source>
        <translation>即使超过存活时间（TTL）也保留的版本数；不能超过 VERSIONS</translation>
    </message>
    <message>
        <source>TTL</source>
        <translation>TTL</translation>
    </message>
    <message>
        <source>BLOCKSIZE</source>
        <translation>BLOCKSIZE</translation>
    </message>
    <message>
        <source>HFile block size: smaller favours random reads, larger favours scans (1 KiB to 16 MiB, default 64 KiB)</source>
        <translation>HFile 块大小：较小利于随机读，较大利于扫描（1 KiB 到 16 MiB，默认 64 KiB）</translation>
    </message>
    <message>
        <source>BLOOMFILTER</source>
        <translation>BLOOMFILTER</translation>
    </message>
    <message>
        <source>ROW skips files without the row on a Get; ROWCOL also checks the column</source>
        <translation>ROW 在 Get 时跳过不含该行的文件；ROWCOL 还会检查列</translation>
    </message>
    <message>
        <source>Bloom prefix length</source>
        <translation>布隆过滤器前缀长度</translation>
    </message>
    <message>
        <source>COMPRESSION</source>
        <translation>COMPRESSION</translation>
    </message>
    <message>
        <source>DATA_BLOCK_ENCODING</source>
        <translation>DATA_BLOCK_ENCODING</translation>
    </message>
    <message>
        <source>KEEP_DELETED_CELLS</source>
        <translation>KEEP_DELETED_CELLS</translation>
    </message>
    <message>
        <source>Keep deleted cells for time-travel reads until versions or TTL expire</source>
        <translation>保留已删除的单元格以便按时间回溯读取，直到超出版本数或 TTL</translation>
    </message>
    <message>
        <source>IN_MEMORY</source>
        <translation>IN_MEMORY</translation>
    </message>
    <message>
        <source>Give the family&apos;s blocks priority in the block cache</source>
        <translation>让该列族的块在块缓存中优先保留</translation>
    </message>
    <message>
        <source>BLOCKCACHE</source>
        <translation>BLOCKCACHE</translation>
    </message>
    <message>
        <source>Cache the family&apos;s data blocks on read</source>
        <translation>读取时缓存该列族的数据块</translation>
    </message>
    <message>
        <source>IS_MOB</source>
        <translation>IS_MOB</translation>
    </message>
    <message>
        <source>Store large values (medium objects) in separate MOB files</source>
        <translation>将较大的值（中等对象）存入单独的 MOB 文件</translation>
    </message>
    <message>
        <source>MOB_THRESHOLD</source>
        <translation>MOB_THRESHOLD</translation>
    </message>
    <message>
        <source>Values larger than this go to MOB files (default 100 KiB)</source>
        <translation>大于此值的数据写入 MOB 文件（默认 100 KiB）</translation>
    </message>
    <message>
        <source>Rows with this family</source>
        <translation>含该列族的行数</translation>
    </message>
    <message>
        <source>Rows that have a cell in this family; 0 means every row</source>
        <translation>在该列族中有单元格的行数；0 表示每一行都有</translation>
    </message>
    <message>
        <source>Qualifier from field</source>
        <translation>列限定符来源字段</translation>
    </message>
    <message>
        <source>Wide rows: each sample row adds a cell named by this field&apos;s value; empty uses the fixed qualifiers</source>
        <translation>宽行：每个样本行按该字段的值新增一个单元格；留空则使用固定的列限定符</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <source>The table&apos;s name inside its namespace</source>
        <translation>表在其命名空间中的名称</translation>
    </message>
    <message>
        <source>Namespace</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>Moving the table to another namespace declares it</source>
        <translation>把表移到其他命名空间时会自动声明该命名空间</translation>
    </message>
    <message>
        <source>What the table holds and who reads it</source>
        <translation>表中存放的内容以及谁来读取</translation>
    </message>
    <message>
        <source>Row key</source>
        <translation>行键</translation>
    </message>
    <message>
        <source>The composite row key in row-key notation, e.g. [user_id:hex(8)] &apos;_&apos; [ts:long]</source>
        <translation>用行键表示法写的组合行键，例如 [user_id:hex(8)] &apos;_&apos; [ts:long]</translation>
    </message>
    <message>
        <source>MAX_FILESIZE</source>
        <translation>MAX_FILESIZE</translation>
    </message>
    <message>
        <source>Region size at which this table&apos;s regions split; empty uses the cluster&apos;s hbase.hregion.max.filesize</source>
        <translation>该表 Region 拆分的大小；留空则使用集群的 hbase.hregion.max.filesize</translation>
    </message>
    <message>
        <source>MEMSTORE_FLUSHSIZE</source>
        <translation>MEMSTORE_FLUSHSIZE</translation>
    </message>
    <message>
        <source>Memstore size that triggers a flush; empty uses the cluster&apos;s default</source>
        <translation>触发刷写的 MemStore 大小；留空则使用集群默认值</translation>
    </message>
    <message>
        <source>DURABILITY</source>
        <translation>DURABILITY</translation>
    </message>
    <message>
        <source>How writes reach the write-ahead log; SKIP_WAL loses data on a crash</source>
        <translation>写入如何进入预写日志（WAL）；SKIP_WAL 在宕机时会丢数据</translation>
    </message>
    <message>
        <source>REGION_REPLICATION</source>
        <translation>REGION_REPLICATION</translation>
    </message>
    <message>
        <source>READONLY</source>
        <translation>READONLY</translation>
    </message>
    <message>
        <source>Refuse all writes</source>
        <translation>拒绝所有写入</translation>
    </message>
    <message>
        <source>COMPACTION_ENABLED</source>
        <translation>COMPACTION_ENABLED</translation>
    </message>
    <message>
        <source>Allow minor and major compactions</source>
        <translation>允许小合并和大合并</translation>
    </message>
    <message>
        <source>NORMALIZATION_ENABLED</source>
        <translation>NORMALIZATION_ENABLED</translation>
    </message>
    <message>
        <source>Let the region normalizer split and merge this table&apos;s regions</source>
        <translation>允许 Region Normalizer 拆分和合并该表的 Region</translation>
    </message>
    <message>
        <source>Expected rows</source>
        <translation>预计行数</translation>
    </message>
    <message>
        <source>Rows at steady state; the storage estimate and region count use it</source>
        <translation>稳定状态下的行数；存储估算和 Region 数估算会用到</translation>
    </message>
    <message>
        <source>Retention (days)</source>
        <translation>保留天数</translation>
    </message>
    <message>
        <source>Sample rows</source>
        <translation>样本行数</translation>
    </message>
    <message>
        <source>Sample seed</source>
        <translation>样本随机种子</translation>
    </message>
    <message>
        <source>The random seed; the same seed gives the same sample rows</source>
        <translation>随机种子；相同的种子生成相同的样本数据</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>How the table is divided into regions when it is created</source>
        <translation>建表时如何把表划分为多个 Region</translation>
    </message>
    <message>
        <source>Split keys</source>
        <translation>拆分点</translation>
    </message>
    <message>
        <source>One key per line in toStringBinary form (\xNN for other bytes); HBase needs them non-empty and ascending</source>
        <translation>每行一个键，使用 toStringBinary 形式（其他字节写作 \xNN）；HBase 要求非空且升序</translation>
    </message>
    <message>
        <source>line %1, %2</source>
        <translation>第 %1 行，%2</translation>
    </message>
    <message>
        <source>Salt buckets</source>
        <translation>加盐分桶数</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Region 数</translation>
    </message>
    <message>
        <source>How many regions the table starts with</source>
        <translation>建表时的 Region 数量</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>算法</translation>
    </message>
    <message>
        <source>RegionSplitter&apos;s algorithm: HexStringSplit for hex-prefixed keys, DecimalStringSplit for decimal, UniformSplit for raw bytes</source>
        <translation>RegionSplitter 的算法：十六进制前缀的键用 HexStringSplit，十进制用 DecimalStringSplit，原始字节用 UniformSplit</translation>
    </message>
    <message>
        <source>In toStringBinary form; Bytes.split divides the range</source>
        <translation>toStringBinary 形式；由 Bytes.split 均分该范围</translation>
    </message>
    <message>
        <source>Start key</source>
        <translation>起始键</translation>
    </message>
    <message>
        <source>End key</source>
        <translation>结束键</translation>
    </message>
    <message>
        <source>Script form</source>
        <translation>脚本形式</translation>
    </message>
    <message>
        <source>%1 has no property %2</source>
        <translation>%1 没有属性 %2</translation>
    </message>
    <message>
        <source>%1 is computed from the other settings, not edited</source>
        <translation>%1 由其他设置计算得出，不能直接编辑</translation>
    </message>
    <message>
        <source>None: one region</source>
        <translation>不预分区：一个 Region</translation>
    </message>
    <message>
        <source>Explicit split keys</source>
        <translation>显式指定拆分点</translation>
    </message>
    <message>
        <source>RegionSplitter algorithm</source>
        <translation>RegionSplitter 算法</translation>
    </message>
    <message>
        <source>Start and end key</source>
        <translation>起止键均分</translation>
    </message>
    <message>
        <source>Recommended from the sample</source>
        <translation>按样本数据推荐</translation>
    </message>
    <message>
        <source>Split keys HBase computes</source>
        <translation>HBase 计算出的拆分点</translation>
    </message>
    <message>
        <source>The keys this strategy gives, in toStringBinary form; switch to explicit keys to edit them</source>
        <translation>该策略生成的拆分点（toStringBinary 形式）；要编辑请改为显式指定拆分点</translation>
    </message>
    <message>
        <source>One region per salt bucket</source>
        <translation>每个加盐分桶一个 Region</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>增长速度</translation>
    </message>
    <message>
        <source>How many rows arrive: 20,000 / s, 72,000,000 / h or 1,728,000,000 / d (a plain number is rows a day); the write-heavy and time-series rules use it</source>
        <translation>每段时间新增的行数：20,000 / s、72,000,000 / h 或 1,728,000,000 / d（只写数字表示每天的行数）；写入密集和时间序列相关的规则会用到它</translation>
    </message>
    <message>
        <source>How long rows are kept: a number of days, or &quot;forever&quot;; empty when not stated. Rule HBD-VER-003 compares each family&apos;s TTL with it</source>
        <translation>数据保留多久：天数，或“永久”；未说明时留空。规则 HBD-VER-003 会拿每个列族的 TTL 与它比较</translation>
    </message>
    <message>
        <source>forever</source>
        <translation>永久</translation>
    </message>
    <message>
        <source>How many sample rows the preview measures; for a CSV file, 0 takes every row</source>
        <translation>预览测量的样本行数；对 CSV 文件，0 表示读取全部行</translation>
    </message>
    <message>
        <source>Codec for HFile blocks; SNAPPY or LZ4 for hot data, ZSTD or GZ for cold.
Every RegionServer needs the codec&apos;s library: LZO the GPL codec, installed separately;
SNAPPY, LZ4 and ZSTD Hadoop&apos;s native libraries (or HBase 2.5&apos;s codec modules).
The master refuses a table whose codec it cannot load; check a server with
hbase org.apache.hadoop.hbase.util.CompressionTest file:///tmp/test lzo</source>
        <translation>HFile 块的压缩算法；热数据用 SNAPPY 或 LZ4，冷数据用 ZSTD 或 GZ。
每台 RegionServer 都需要该压缩算法的库：LZO 需单独安装 GPL 编解码器；
SNAPPY、LZ4 和 ZSTD 需要 Hadoop 本地库（或 HBase 2.5 的编解码器模块）。
Master 加载不了该压缩算法时会拒绝建表；可在服务器上用以下命令检查：
hbase org.apache.hadoop.hbase.util.CompressionTest file:///tmp/test lzo</translation>
    </message>
    <message>
        <source>Other attributes</source>
        <translation>其他属性</translation>
    </message>
    <message>
        <source>What HBase stores beyond the fields above, kept as written and exported in METADATA (a key CONFIGURATION:name goes to CONFIGURATION); an empty key removes its row</source>
        <translation>HBase 保存的、上面各字段之外的属性，按原样保留并导出到 METADATA（键为 CONFIGURATION:name 的导出到 CONFIGURATION）；清空键即删除该行</translation>
    </message>
    <message>
        <source>%1 has its own property; set it there</source>
        <translation>%1 有自己的属性项；请在那里设置</translation>
    </message>
    <message>
        <source>the attribute %1 is given twice</source>
        <translation>属性 %1 出现了两次</translation>
    </message>
    <message>
        <source>In the script: SPLITS =&gt; [...] with the keys, or SPLITS_FILE naming a file beside the script</source>
        <translation>脚本里的写法：SPLITS =&gt; [...] 直接列出拆分点，或用 SPLITS_FILE 指向脚本旁的文件</translation>
    </message>
    <message>
        <source>Keys in the script (SPLITS)</source>
        <translation>拆分点写在脚本里（SPLITS）</translation>
    </message>
    <message>
        <source>Keys in a file beside it (SPLITS_FILE)</source>
        <translation>拆分点写在脚本旁的文件里（SPLITS_FILE）</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>列族</translation>
    </message>
    <message>
        <source>The column family that stores the column; choose another family of the table to move the column there</source>
        <translation>存储该列的列族；选择本表的另一个列族即可把该列移过去</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Free notes kept with the project: decisions, open questions, what an import could not know</source>
        <translation>随项目保存的备注：设计决定、待定问题、导入时无法得知的内容</translation>
    </message>
    <message>
        <source>a %1 value is always %2 (Bytes.toBytes); choose another value type for values of other sizes</source>
        <translation>%1 类型的值总是 %2（Bytes.toBytes）；其他大小的值请选择别的值类型</translation>
    </message>
    <message>
        <source>Copies of each region, the primary included (1 = no read replicas)</source>
        <translation>每个 Region 的副本数，含主副本（1 表示没有只读副本）</translation>
    </message>
    <message>
        <source>hbase.hregion.max.filesize: a region splits when a store grows past it (default 10 GiB); under HBase 2&apos;s default SteppingSplitPolicy a table&apos;s only region on a server splits earlier, at twice the memstore flush size (256 MiB)</source>
        <translation>hbase.hregion.max.filesize：Store 超过此大小时 Region 拆分（默认 10 GiB）；在 HBase 2 默认的 SteppingSplitPolicy 下，表在某台 RegionServer 上只有一个 Region 时会更早拆分，达到 MemStore 刷写大小的两倍（256 MiB）即拆分</translation>
    </message>
    <message>
        <source>Time to live: cells older than this are hidden from reads at once and dropped at the next compaction. FOREVER keeps them</source>
        <translation>存活时间（TTL）：超过此时间的单元格立即对读取不可见，并在下一次合并时删除。FOREVER 表示永久保留</translation>
    </message>
    <message>
        <source>FAST_DIFF or PREFIX store each key as its difference from the one before: long, similar keys take less room on disk and in the block cache</source>
        <translation>FAST_DIFF 或 PREFIX 只存储每个键与前一个键的差异：较长且相似的键在磁盘和块缓存中都更省空间</translation>
    </message>
    <message>
        <source>The prefix length for ROWPREFIX_FIXED_LENGTH (the family configuration RowPrefixBloomFilter.prefix_length)</source>
        <translation>ROWPREFIX_FIXED_LENGTH 使用的前缀长度（列族配置项 RowPrefixBloomFilter.prefix_length）</translation>
    </message>
    <message>
        <source>Region server heap</source>
        <translation>RegionServer 堆内存</translation>
    </message>
    <message>
        <source>Memstore share of heap</source>
        <translation>MemStore 占堆比例</translation>
    </message>
    <message>
        <source>hbase.regionserver.global.memstore.size: the heap all memstores of a server may use together before writes are blocked (default 0.4, 40%)</source>
        <translation>hbase.regionserver.global.memstore.size：一台 RegionServer 上所有 MemStore 合计可占用的堆内存，超过后写入会被阻塞（默认 0.4，即 40%）</translation>
    </message>
    <message>
        <source>Block cache share of heap</source>
        <translation>块缓存占堆比例</translation>
    </message>
    <message>
        <source>hfile.block.cache.size: the heap the block cache of read blocks uses (default 0.4, 40%); with the memstores at most 80%, or the server will not start</source>
        <translation>hfile.block.cache.size：缓存已读数据块的块缓存所占堆内存（默认 0.4，即 40%）；与 MemStore 合计最多 80%，否则服务器无法启动</translation>
    </message>
    <message>
        <source>Memstore flush size</source>
        <translation>MemStore 刷写大小</translation>
    </message>
    <message>
        <source>hbase.hregion.memstore.flush.size: a region&apos;s memstore is written to a new store file when it reaches this (default 128 MiB); a table&apos;s MEMSTORE_FLUSHSIZE overrides it</source>
        <translation>hbase.hregion.memstore.flush.size：Region 的 MemStore 达到该大小时刷写为新的存储文件（默认 128 MiB）；表的 MEMSTORE_FLUSHSIZE 会覆盖它</translation>
    </message>
    <message>
        <source>Disk per region server</source>
        <translation>每台 RegionServer 的磁盘</translation>
    </message>
    <message>
        <source>HDFS replication</source>
        <translation>HDFS 副本数</translation>
    </message>
    <message>
        <source>dfs.replication: how many copies HDFS keeps of each store file (default 3)</source>
        <translation>dfs.replication：HDFS 为每个存储文件保留的副本数（默认 3）</translation>
    </message>
    <message>
        <source>The Java heap of each region server (HBASE_HEAPSIZE); HBase sets none for production. Empty: not stated, and %1 is assumed where a figure needs it</source>
        <translation>每个 RegionServer 的 Java 堆内存（HBASE_HEAPSIZE）；HBase 没有面向生产环境的默认值。留空：表示未指定，需要它的数据按 %1 估算</translation>
    </message>
    <message>
        <source>The disk each server gives HDFS for HBase&apos;s files. Empty: not stated, and %1 is assumed where a figure needs it. Sizes are binary (1 TiB is 2^40 bytes; TB typed reads the same): a disk sold as 8 TB holds 8,000,000,000,000 bytes, 7.28 TiB</source>
        <translation>每台服务器为 HBase 文件提供给 HDFS 的磁盘空间。留空：表示未指定，需要它的数据按 %1 估算。大小按二进制计（1 TiB 为 2^40 字节；输入 TB 按同样的单位读取）：标称 8 TB 的磁盘有 8,000,000,000,000 字节，即 7.28 TiB</translation>
    </message>
    <message>
        <source>Off-heap BucketCache</source>
        <translation>堆外 BucketCache</translation>
    </message>
    <message>
        <source>hbase.bucketcache.size with hbase.bucketcache.ioengine offheap: a cache outside the heap (HBASE_OFFHEAPSIZE) for data blocks, the on-heap block cache then keeping the index and bloom blocks. Empty: none</source>
        <translation>hbase.bucketcache.size（hbase.bucketcache.ioengine 为 offheap）：堆外（HBASE_OFFHEAPSIZE）缓存数据块，堆内块缓存则保存索引块和布隆过滤器块。留空：不使用</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>from %1 to %2 of the heap</source>
        <translation>须为堆内存的 %1 到 %2</translation>
    </message>
    <message>
        <source>the memstores (%1) and the block cache (%2) together would ask for more than %3 of the heap: a region server refuses to start so</source>
        <translation>MemStore（%1）与块缓存（%2）合计将超过堆内存的 %3：RegionServer 会因此拒绝启动</translation>
    </message>
</context>
<context>
    <name>RecoveryDialog</name>
    <message>
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message>
        <source>HBase Schema Designer did not close normally. These documents have changes that were not saved; the checked ones will open with their changes restored.</source>
        <translation>HBase Schema Designer 上次没有正常关闭。以下文档有未保存的修改；勾选的文档将打开并恢复这些修改。</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>从未保存</translation>
    </message>
    <message>
        <source>%1 (%2), autosaved %3</source>
        <translation>%1（%2），自动保存于 %3</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>全部丢弃(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Not Now</source>
        <translation>以后再说(&amp;N)</translation>
    </message>
    <message>
        <source>Open the checked documents with their changes; drop the others</source>
        <translation>打开勾选的文档并恢复其修改；丢弃其余的</translation>
    </message>
    <message>
        <source>Delete every recovered change</source>
        <translation>删除所有可恢复的修改</translation>
    </message>
    <message>
        <source>Keep the recovery files and ask again at the next start</source>
        <translation>保留恢复文件，下次启动时再询问</translation>
    </message>
</context>
<context>
    <name>RecoveryStore</name>
    <message>
        <source>%1: cannot create the recovery folder</source>
        <translation>%1：无法创建恢复文件夹</translation>
    </message>
    <message>
        <source>%1: cannot lock the recovery file</source>
        <translation>%1：无法锁定恢复文件</translation>
    </message>
</context>
<context>
    <name>RegionsChart</name>
    <message>
        <source>No regions to show.</source>
        <translation>没有可显示的 Region。</translation>
    </message>
    <message>
        <source>Regions: %1; no sample keys.</source>
        <translation>Region：%1 个；没有样本行键。</translation>
    </message>
    <message>
        <source>Regions: %1; empty: %2; hottest: region %3 with %4% of the keys; max/mean: %5; coefficient of variation: %6</source>
        <translation>Region：%1 个；空：%2 个；最热：Region %3，占行键的 %4%；最大/平均比：%5；变异系数：%6</translation>
    </message>
    <message>
        <source>(start of table)</source>
        <translation>（表的起点）</translation>
    </message>
    <message>
        <source>(end of table)</source>
        <translation>（表的终点）</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>行键数</translation>
    </message>
    <message>
        <source>Hottest region</source>
        <translation>最热的 Region</translation>
    </message>
    <message>
        <source>Empty region</source>
        <translation>空 Region</translation>
    </message>
    <message>
        <source>Region %1 (of %2)
Start key: %3
End key: %4
Keys: %5 (%6%)</source>
        <translation>Region %1（共 %2 个）
起始键：%3
结束键：%4
行键数：%5（%6%）</translation>
    </message>
</context>
<context>
    <name>RegionsPanel</name>
    <message>
        <source>None: one region</source>
        <translation>不预分区：一个 Region</translation>
    </message>
    <message>
        <source>Explicit split keys</source>
        <translation>显式指定拆分点</translation>
    </message>
    <message>
        <source>HexStringSplit</source>
        <translation>HexStringSplit</translation>
    </message>
    <message>
        <source>DecimalStringSplit</source>
        <translation>DecimalStringSplit</translation>
    </message>
    <message>
        <source>UniformSplit</source>
        <translation>UniformSplit</translation>
    </message>
    <message>
        <source>Start and end key</source>
        <translation>起止键均分</translation>
    </message>
    <message>
        <source>Recommended from the sample</source>
        <translation>按样本数据推荐</translation>
    </message>
    <message>
        <source>How the table is pre-split into regions when it is created</source>
        <translation>建表时如何预分区为多个 Region</translation>
    </message>
    <message>
        <source>How many regions the table starts with</source>
        <translation>建表时的 Region 数量</translation>
    </message>
    <message>
        <source>&amp;Pre-split:</source>
        <translation>预分区(&amp;P)：</translation>
    </message>
    <message>
        <source>Select a table to see its regions.</source>
        <translation>选择一张表以查看其 Region。</translation>
    </message>
    <message>
        <source>Change Pre-split</source>
        <translation>修改预分区</translation>
    </message>
    <message>
        <source>Change Region Count</source>
        <translation>修改 Region 数</translation>
    </message>
    <message>
        <source>The table needs a row key and sample data to be previewed.</source>
        <translation>该表需要行键和样本数据才能预览。</translation>
    </message>
    <message>
        <source>Writes as they arrive: one region takes up to %1% of a time window&apos;s writes (see the write heatmap).</source>
        <translation>按到达顺序看写入：某个 Region 最多承担了一个时间窗口中 %1% 的写入（见写入热力图）。</translation>
    </message>
    <message>
        <source>Re&amp;gions:</source>
        <translation>Region 数(&amp;G)：</translation>
    </message>
    <message>
        <source>Salt buckets</source>
        <comment>a pre-split strategy</comment>
        <translation>加盐分桶</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>Export Repor&amp;t...</source>
        <translation>导出设计报告(&amp;T)...</translation>
    </message>
    <message>
        <source>Write the design report: diagram, data dictionary, row keys, regions, findings and scripts, as one HTML page or a PDF</source>
        <translation>导出设计报告：结构图、数据字典、行键、Region、检查结果和建表脚本，写成一个 HTML 页面或 PDF</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>打印(&amp;P)...</translation>
    </message>
    <message>
        <source>Print the design report</source>
        <translation>打印设计报告</translation>
    </message>
    <message>
        <source>Export Report</source>
        <translation>导出设计报告</translation>
    </message>
    <message>
        <source>HTML page (*.html);;PDF document (*.pdf)</source>
        <translation>HTML 页面 (*.html);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot Export Report</source>
        <translation>无法导出设计报告</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Print Report</source>
        <translation>打印设计报告</translation>
    </message>
    <message>
        <source>Cannot Print Report</source>
        <translation>无法打印设计报告</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: write the report as .html or .pdf</source>
        <translation>%1：设计报告只能写成 .html 或 .pdf</translation>
    </message>
</context>
<context>
    <name>ReportHtml</name>
    <message>
        <source>HBase schema design report · %1 · HBase Schema Designer %2</source>
        <translation>HBase 表结构设计报告 · %1 · HBase Schema Designer %2</translation>
    </message>
    <message>
        <source> · from %1</source>
        <translation> · 来自 %1</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Cluster profile</source>
        <translation>集群概况</translation>
    </message>
    <message>
        <source>Region servers</source>
        <translation>RegionServer 数</translation>
    </message>
    <message>
        <source>Target region size</source>
        <translation>目标 Region 大小</translation>
    </message>
    <message>
        <source>HBase version (script dialect)</source>
        <translation>HBase 版本（脚本的目标版本）</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Diagram</source>
        <translation>结构图</translation>
    </message>
    <message>
        <source>The tables as cards: row-key segments, column families with the attributes they change, pre-split and problems; the legend below.</source>
        <translation>每张表一张卡片：行键各段、列族及其改动的属性、预分区和问题；图例在下方。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Region 数</translation>
    </message>
    <message>
        <source>Average key length</source>
        <translation>平均行键长度</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>检查结果</translation>
    </message>
    <message>
        <source>Worst finding</source>
        <translation>最严重的检查结果</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未测量</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Findings about the project</source>
        <translation>整个项目的检查结果</translation>
    </message>
    <message>
        <source>The script cannot be exported: %1</source>
        <translation>无法导出脚本：%1</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>表 %1</translation>
    </message>
    <message>
        <source>Purpose and volume</source>
        <translation>用途与数据量</translation>
    </message>
    <message>
        <source>No description.</source>
        <translation>没有描述。</translation>
    </message>
    <message>
        <source>Create script</source>
        <translation>建表脚本</translation>
    </message>
    <message>
        <source>No rule finds a problem.</source>
        <translation>没有违反任何规则。</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>级别</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>修复方法</translation>
    </message>
    <message>
        <source>Accepted on purpose (suppressed)</source>
        <translation>有意接受并忽略的检查结果</translation>
    </message>
    <message>
        <source>Why accepted</source>
        <translation>接受理由</translation>
    </message>
    <message>
        <source>not stated</source>
        <translation>未填写</translation>
    </message>
    <message>
        <source>kept forever</source>
        <translation>永久保留</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected rows</source>
        <translation>预计行数</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>增长速度</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>保留期</translation>
    </message>
    <message>
        <source>Cells per row</source>
        <translation>每行单元格数</translation>
    </message>
    <message>
        <source>Bytes per row (key, family and qualifier names, values, 20 bytes a cell)</source>
        <translation>每行字节数（行键、列族名、列限定符、值，以及每个单元格 20 字节开销）</translation>
    </message>
    <message>
        <source>Total before compression</source>
        <translation>压缩前总量</translation>
    </message>
    <message>
        <source>Regions at the target size of %1</source>
        <translation>按目标大小 %1 计算的 Region 数</translation>
    </message>
    <message>
        <source>Row key</source>
        <translation>行键</translation>
    </message>
    <message>
        <source>The table has no row key yet.</source>
        <translation>这张表还没有行键。</translation>
    </message>
    <message>
        <source>No sample keys: the key&apos;s bytes cannot be shown.</source>
        <translation>没有样本行键：无法显示行键的字节。</translation>
    </message>
    <message>
        <source>No sample keys: %1</source>
        <translation>没有样本行键：%1</translation>
    </message>
    <message>
        <source>The bytes of the first sample key, coloured by segment, with each segment&apos;s offset and width.</source>
        <translation>第一个样本行键的各个字节，按段着色，并标出每段的偏移和宽度。</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>段</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>偏移</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Modifiers</source>
        <translation>修饰符</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n 字节</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>variable (%n in this key)</source>
        <translation>
            <numerusform>变长（此行键中 %n 字节）</numerusform>
        </translation>
    </message>
    <message>
        <source>Example keys (first, middle and last in HBase order)</source>
        <translation>示例行键（按 HBase 顺序的第一个、中间一个和最后一个）</translation>
    </message>
    <message>
        <source>toStringBinary</source>
        <translation>toStringBinary</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>Data dictionary</source>
        <translation>数据字典</translation>
    </message>
    <message>
        <source>Table attributes</source>
        <translation>表属性</translation>
    </message>
    <message>
        <source>Column family %1</source>
        <translation>列族 %1</translation>
    </message>
    <message>
        <source>Wide rows: each qualifier is a value of the field %1.</source>
        <translation>宽行：每个列限定符是字段 %1 的一个值。</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>%1 (changed)</source>
        <translation>%1（已修改）</translation>
    </message>
    <message>
        <source>No qualifiers declared.</source>
        <translation>没有声明列限定符。</translation>
    </message>
    <message>
        <source>Qualifier</source>
        <translation>列限定符</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Average size</source>
        <translation>平均大小</translation>
    </message>
    <message>
        <source>Maximum size</source>
        <translation>最大大小</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Pre-split</source>
        <translation>预分区</translation>
    </message>
    <message>
        <source>none: one region</source>
        <translation>无：只有一个 Region</translation>
    </message>
    <message>
        <source>explicit split keys</source>
        <translation>显式拆分点</translation>
    </message>
    <message>
        <source>NUMREGIONS with %1</source>
        <translation>NUMREGIONS 配合 %1</translation>
    </message>
    <message>
        <source>start and end key (Admin.createTable): %1 to %2</source>
        <translation>起止行键（Admin.createTable）：%1 到 %2</translation>
    </message>
    <message>
        <source>one region per salt bucket</source>
        <translation>每个加盐分桶一个 Region</translation>
    </message>
    <message>
        <source>recommended from the sample keys (equal-count quantiles)</source>
        <translation>按样本行键推荐（等数量分位点）</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Split keys</source>
        <translation>拆分点</translation>
    </message>
    <message>
        <source>The split keys:</source>
        <translation>拆分点：</translation>
    </message>
    <message>
        <source>The first and last %1 of the %2 split keys:</source>
        <translation>%2 个拆分点中的前 %1 个和后 %1 个：</translation>
    </message>
    <message numerus="yes">
        <source>… %n more …</source>
        <translation>
            <numerusform>…… 另有 %n 个 ……</numerusform>
        </translation>
    </message>
    <message>
        <source>Regions and writes</source>
        <translation>Region 与写入</translation>
    </message>
    <message>
        <source>No sample keys: regions and writes are not measured.</source>
        <translation>没有样本行键：未测量 Region 和写入。</translation>
    </message>
    <message>
        <source>Sample keys</source>
        <translation>样本行键数</translation>
    </message>
    <message>
        <source>Regions (empty)</source>
        <translation>Region 数（空 Region 数）</translation>
    </message>
    <message>
        <source>%1 (%2 empty)</source>
        <translation>%1（%2 个为空）</translation>
    </message>
    <message>
        <source>Hottest region</source>
        <translation>最热的 Region</translation>
    </message>
    <message>
        <source>region %1: %2 keys, %3%</source>
        <translation>Region %1：%2 个行键，占 %3%</translation>
    </message>
    <message>
        <source>Max / mean</source>
        <translation>最大/平均比</translation>
    </message>
    <message>
        <source>Coefficient of variation</source>
        <translation>变异系数</translation>
    </message>
    <message>
        <source>Largest share of a time window&apos;s writes in one region</source>
        <translation>单个 Region 在一个时间窗口内承担的最大写入占比</translation>
    </message>
    <message>
        <source>Sample keys per region, numbered from 0 as HBase numbers them; the hottest region in red.</source>
        <translation>每个 Region 的样本行键数，与 HBase 一样从 0 编号；最热的 Region 标为红色。</translation>
    </message>
    <message>
        <source>Writes in arrival order per time window and region, and the share of each window the hottest region takes.</source>
        <translation>按到达顺序划分时间窗口，各窗口在各 Region 的写入量，以及每个窗口中最热 Region 的占比。</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>No access patterns declared.</source>
        <translation>没有声明访问模式。</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>Known fields</source>
        <translation>已知字段</translation>
    </message>
    <message>
        <source>Served by</source>
        <translation>访问方式</translation>
    </message>
    <message>
        <source>Bound segments</source>
        <translation>已确定的行键段</translation>
    </message>
    <message>
        <source>Scans</source>
        <translation>扫描次数</translation>
    </message>
    <message>
        <source>Regions per request</source>
        <translation>每次请求涉及的 Region 数</translation>
    </message>
    <message>
        <source>writes reach %1 of %2; busiest %3%</source>
        <translation>写入分布在 %1 个 Region 上（共 %2 个）；最忙的占 %3%</translation>
    </message>
    <message>
        <source>%1 (max %2)</source>
        <translation>%1（最多 %2）</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source> · from %1, with unsaved changes</source>
        <translation> · 来自 %1（含未保存的修改）</translation>
    </message>
    <message>
        <source>Namespaces</source>
        <translation>命名空间</translation>
    </message>
    <message>
        <source>Run these lines before the tables&apos; create scripts: each table is created in one of these namespaces, and HBase refuses a table whose namespace does not exist.</source>
        <translation>请先运行以下语句，再运行各表的建表脚本：每张表都建在其中一个命名空间下，命名空间不存在时 HBase 会拒绝建表。</translation>
    </message>
    <message>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <source>What all the tables ask of each region server, against %1. The measures are explained in docs/hbase-reference.md §6.6.</source>
        <translation>所有表对每台 RegionServer 的需求，对照%1。各项指标的说明见 docs/hbase-reference.md §6.6。</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Per server</source>
        <translation>每台服务器</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>占用</translation>
    </message>
    <message>
        <source>Regions, as far as hbase.regionserver.regionSplitLimit lets the servers split</source>
        <translation>Region 数（以 hbase.regionserver.regionSplitLimit 允许 RegionServer 拆分的数量为限）</translation>
    </message>
</context>
<context>
    <name>ReportPdf</name>
    <message>
        <source>cannot start painting the report</source>
        <translation>无法开始绘制设计报告</translation>
    </message>
    <message>
        <source>cannot start page %1</source>
        <translation>无法开始第 %1 页</translation>
    </message>
    <message>
        <source>HBase schema design report</source>
        <translation>HBase 表结构设计报告</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
</context>
<context>
    <name>RestSchemaParser</name>
    <message>
        <source>no table schema</source>
        <translation>没有表结构</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: expected a string</source>
        <translation>“%1”：应为字符串</translation>
    </message>
    <message>
        <source>a ColumnSchema needs a &quot;name&quot;</source>
        <translation>ColumnSchema 需要“name”</translation>
    </message>
    <message>
        <source>expected a table schema {&quot;name&quot;: ..., &quot;ColumnSchema&quot;: [...]}</source>
        <translation>应为表结构 {&quot;name&quot;: ..., &quot;ColumnSchema&quot;: [...]}</translation>
    </message>
    <message>
        <source>&quot;ColumnSchema&quot;: expected a list of families</source>
        <translation>“ColumnSchema”：应为列族列表</translation>
    </message>
</context>
<context>
    <name>RowKey</name>
    <message>
        <source>format &apos;%1&apos; is missing its closing &apos;)&apos;</source>
        <translation>格式“%1”缺少右括号 &apos;)&apos;</translation>
    </message>
    <message>
        <source>format &apos;%1&apos; needs a width between 1 and 32767</source>
        <translation>格式“%1”的宽度必须在 1 到 32767 之间</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected str, str(N), dec(N), hex(N), bytes(N), long, int, short or byte)</source>
        <translation>未知格式“%1”（应为 str、str(N)、dec(N)、hex(N)、bytes(N)、long、int、short 或 byte）</translation>
    </message>
    <message>
        <source>format &apos;%1&apos; needs a width, as in %1(8)</source>
        <translation>格式“%1”需要指定宽度，例如 %1(8)</translation>
    </message>
    <message>
        <source>format &apos;%1&apos; takes no width</source>
        <translation>格式“%1”不接受宽度参数</translation>
    </message>
</context>
<context>
    <name>RowKeyBuilder</name>
    <message>
        <source>Add a value segment [field] at the end of the key</source>
        <translation>在行键末尾添加一个值段 [field]</translation>
    </message>
    <message>
        <source>Add a literal separator &apos;_&apos; at the end of the key</source>
        <translation>在行键末尾添加一个字面分隔符 &apos;_&apos;</translation>
    </message>
    <message>
        <source>Remove the selected segment</source>
        <translation>删除所选的行键段</translation>
    </message>
    <message>
        <source>A field name or an expression: md5(a &apos;_&apos; b), rev(ts), salt(8), x % 16, uid(id, 3)</source>
        <translation>字段名或表达式：md5(a &apos;_&apos; b)、rev(ts)、salt(8)、x % 16、uid(id, 3)</translation>
    </message>
    <message>
        <source>How the value becomes bytes: text (str), fixed-width text, zero-padded decimal (dec), hex digits, raw bytes, or a big-endian long, int, short or byte</source>
        <translation>值如何变成字节：文本（str）、定长文本、补零的十进制（dec）、十六进制数字、原始字节，或大端序的 long、int、short、byte</translation>
    </message>
    <message>
        <source>Width in characters or bytes for str(N), dec(N), hex(N), bytes(N); 0 for none</source>
        <translation>str(N)、dec(N)、hex(N)、bytes(N) 的宽度（字符数或字节数）；0 表示不指定</translation>
    </message>
    <message>
        <source>flip</source>
        <translation>flip</translation>
    </message>
    <message>
        <source>Flip the sign bit so negative numbers sort before positive ones</source>
        <translation>翻转符号位，使负数排在正数之前</translation>
    </message>
    <message>
        <source>desc</source>
        <translation>desc</translation>
    </message>
    <message>
        <source>Invert every byte so larger values sort first</source>
        <translation>对每个字节取反，使较大的值排在前面</translation>
    </message>
    <message>
        <source>&amp;Bytes:</source>
        <translation>字节(&amp;B)：</translation>
    </message>
    <message>
        <source>The separator&apos;s bytes in toStringBinary form, such as _ or \x00</source>
        <translation>分隔符的字节，使用 toStringBinary 形式，例如 _ 或 \x00</translation>
    </message>
    <message>
        <source>First sample key, byte by byte:</source>
        <translation>第一条样本行键（逐字节）：</translation>
    </message>
    <message>
        <source>Select a table to design its row key.</source>
        <translation>选择一张表以设计其行键。</translation>
    </message>
    <message>
        <source>a separator needs at least one byte</source>
        <translation>分隔符至少需要一个字节</translation>
    </message>
    <message>
        <source>column %1: %2</source>
        <translation>第 %1 列：%2</translation>
    </message>
    <message>
        <source>Change Row Key</source>
        <translation>修改行键</translation>
    </message>
    <message>
        <source>Move Key Segment</source>
        <translation>移动行键段</translation>
    </message>
    <message>
        <source>Remove Key Segment</source>
        <translation>删除行键段</translation>
    </message>
    <message>
        <source>Add Key Segment</source>
        <translation>添加行键段</translation>
    </message>
    <message>
        <source>Add Key Separator</source>
        <translation>添加行键分隔符</translation>
    </message>
    <message>
        <source>Change Key Segment</source>
        <translation>修改行键段</translation>
    </message>
    <message>
        <source>Add Separator</source>
        <translation>添加分隔符</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>删除(&amp;M)</translation>
    </message>
    <message>
        <source>Express&amp;ion:</source>
        <translation>表达式(&amp;I)：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>&amp;Add Value</source>
        <translation>添加值(&amp;A)</translation>
    </message>
    <message>
        <source>The whole key as text, e.g. [md5(user):hex(8)] &apos;_&apos; [user] &apos;_&apos; [ts:long:desc]; see Help &gt; Row-Key Notation</source>
        <translation>整个行键的文本形式，例如 [md5(user):hex(8)] &apos;_&apos; [user] &apos;_&apos; [ts:long:desc]；参见“帮助 &gt; 行键表示法”</translation>
    </message>
    <message>
        <source>Row-key &amp;notation:</source>
        <translation>行键表示法(&amp;N)：</translation>
    </message>
</context>
<context>
    <name>RowKeyNotation</name>
    <message>
        <source>this &apos;[&apos; is never closed with &apos;]&apos;</source>
        <translation>这个“[”没有对应的“]”</translation>
    </message>
    <message>
        <source>an empty literal adds nothing to the key</source>
        <translation>空字面量不会给行键增加任何内容</translation>
    </message>
    <message>
        <source>expected &apos;[&apos; to start a segment or a quoted literal such as &apos;_&apos;, found &apos;%1&apos;</source>
        <translation>此处应为开始一个段的“[”或带引号的字面量（如 &apos;_&apos;），实际为“%1”</translation>
    </message>
    <message>
        <source>the row key is empty; write at least one segment such as [id]</source>
        <translation>行键为空；请至少写一个段，例如 [id]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is given twice</source>
        <translation>“%1”重复出现</translation>
    </message>
    <message>
        <source>expected a format (str, str(N), dec(N), hex(N), bytes(N), long, int, short, byte) or a modifier (flip, desc) after &apos;:&apos;</source>
        <translation>“:”之后应为格式（str、str(N)、dec(N)、hex(N)、bytes(N)、long、int、short、byte）或修饰符（flip、desc）</translation>
    </message>
    <message>
        <source>a segment has one format; &apos;%1&apos; is a second</source>
        <translation>一个段只能有一种格式；“%1”是第二种</translation>
    </message>
</context>
<context>
    <name>RuleChecks</name>
    <message>
        <source>%1 of %2 sample rows have the key of another row; the later write replaces the earlier one</source>
        <translation>%2 个样本行中有 %1 个与其他行的行键相同；后写入的会覆盖先写入的</translation>
    </message>
    <message>
        <source>add the field that makes a row unique (an id or the full timestamp) to the key</source>
        <translation>把能唯一确定一行的字段（ID 或完整时间戳）加入行键</translation>
    </message>
    <message>
        <source>use fixed-width binary numbers and shorter prefixes</source>
        <translation>改用定长二进制数字和更短的前缀</translation>
    </message>
    <message>
        <source>use recommended splits from the sample keys</source>
        <translation>改用根据样本行键推荐的拆分点</translation>
    </message>
    <message>
        <source>spread consecutive writes: salt or hash the leading segment</source>
        <translation>打散连续的写入：对行键的首段加盐或哈希</translation>
    </message>
    <message>
        <source>access pattern &apos;%1&apos; needs a full table scan: its fields do not lead the row key</source>
        <translation>访问模式“%1”需要全表扫描：它的字段不在行键开头</translation>
    </message>
    <message>
        <source>lead the row key with the pattern&apos;s fields, or serve it from an index table</source>
        <translation>让行键以该访问模式的字段开头，或通过索引表（二级索引）来查询</translation>
    </message>
    <message>
        <source>keep one family, or two when their access patterns really differ</source>
        <translation>只保留一个列族，访问模式确实不同时最多两个</translation>
    </message>
    <message>
        <source>shorten the family name to &apos;%1&apos;</source>
        <translation>把列族名缩短为“%1”</translation>
    </message>
    <message>
        <source>family %1 keeps %2 versions of every cell; rows grow large and reads slow down</source>
        <translation>列族 %1 为每个单元格保留 %2 个版本；行会变得很大，读取变慢</translation>
    </message>
    <message>
        <source>keep fewer versions, or model history as rows</source>
        <translation>减少版本数，或把历史记录建模为多行</translation>
    </message>
    <message>
        <source>family %1 sets MIN_VERSIONS %2 without a TTL; MIN_VERSIONS only matters when cells expire</source>
        <translation>列族 %1 设置了 MIN_VERSIONS %2 却没有 TTL；只有单元格会过期时 MIN_VERSIONS 才有意义</translation>
    </message>
    <message>
        <source>set a TTL, or MIN_VERSIONS back to 0</source>
        <translation>设置 TTL，或把 MIN_VERSIONS 改回 0</translation>
    </message>
    <message>
        <source>store large objects outside HBase and keep a reference</source>
        <translation>把大对象存到 HBase 之外，只保存引用</translation>
    </message>
    <message>
        <source>set IS_MOB =&gt; true on family %1</source>
        <translation>在列族 %1 上设置 IS_MOB =&gt; true</translation>
    </message>
    <message>
        <source>set IS_MOB =&gt; false on family %1</source>
        <translation>在列族 %1 上设置 IS_MOB =&gt; false</translation>
    </message>
    <message>
        <source>table %1 is in the default namespace; a namespace of its own groups its tables for quotas and permissions</source>
        <translation>表 %1 位于 default 命名空间；使用独立的命名空间便于按组管理配额和权限</translation>
    </message>
    <message>
        <source>move the table into an application namespace</source>
        <translation>把表移到应用自己的命名空间</translation>
    </message>
    <message>
        <source>pre-split into fewer regions</source>
        <translation>预分区时减少 Region 数</translation>
    </message>
    <message>
        <source>pre-split into about %1 regions</source>
        <translation>预分区为大约 %1 个 Region</translation>
    </message>
    <message>
        <source>access pattern &apos;%1&apos; needs a range over %2, but the key does not keep %2 in order after the bound fields; it scans every row of the prefix</source>
        <translation>访问模式“%1”需要按 %2 进行范围查询，但行键没有在已确定的字段之后按顺序存放 %2；只能扫描该前缀下的所有行</translation>
    </message>
    <message>
        <source>place [%1] right after the pattern&apos;s fields, without a hash</source>
        <translation>把 [%1] 直接放在该访问模式的字段之后，且不要对它做哈希</translation>
    </message>
    <message>
        <source>salt fewer buckets, or lead with the pattern&apos;s fields instead</source>
        <translation>减少加盐分桶数，或者改为以该访问模式的字段开头</translation>
    </message>
    <message>
        <source>access pattern &apos;%1&apos; wants the newest rows first, but %2 sorts them oldest first</source>
        <translation>访问模式“%1”需要最新的行排在前面，但 %2 会把最旧的排在前面</translation>
    </message>
    <message>
        <source>write the time as [rev(%1):long]</source>
        <translation>把时间写成 [rev(%1):long]</translation>
    </message>
    <message>
        <source>put a separator such as &apos;\x00&apos; after %1, or give it a fixed width</source>
        <translation>在 %1 后面加上分隔符（如 &apos;\x00&apos;），或把它改成定长</translation>
    </message>
    <message>
        <source>the separator %1 occurs inside %2 in %3 sample rows, so the key cannot be split back into its fields</source>
        <translation>分隔符 %1 在 %3 个样本行中出现在 %2 的值里，行键无法再拆分回各个字段</translation>
    </message>
    <message>
        <source>use a separator the values never contain, such as &apos;\x00&apos;</source>
        <translation>使用值中不会出现的分隔符，例如 &apos;\x00&apos;</translation>
    </message>
    <message>
        <source>write it as dec(%1) or as a binary long</source>
        <translation>改写为 dec(%1) 或二进制 long</translation>
    </message>
    <message>
        <source>segment %1 spends %2 bytes on numbers that fit in %3 binary bytes</source>
        <translation>段 %1 用 %2 字节存放本可以用 %3 个二进制字节表示的数字</translation>
    </message>
    <message>
        <source>encode it as a binary number (int or long)</source>
        <translation>改用二进制数字（int 或 long）编码</translation>
    </message>
    <message>
        <source>segment %1 is a signed binary number and %2 sample values are negative; they sort after every positive value</source>
        <translation>段 %1 是有符号二进制数，有 %2 个样本值为负数；它们会排在所有正数之后</translation>
    </message>
    <message>
        <source>add :flip to %1</source>
        <translation>给 %1 加上 :flip</translation>
    </message>
    <message>
        <source>family %1 holds %2 rows and family %3 only %4; the small family is split and scanned with the large one</source>
        <translation>列族 %1 有 %2 行，而列族 %3 只有 %4 行；小列族会随大列族一起被拆分和扫描</translation>
    </message>
    <message>
        <source>move family %1 to a table of its own</source>
        <translation>把列族 %1 移到单独的表中</translation>
    </message>
    <message>
        <source>use short qualifiers, such as &apos;%1&apos; for %2</source>
        <translation>使用短的列限定符，例如用“%1”代替 %2</translation>
    </message>
    <message>
        <source>set COMPRESSION =&gt; &apos;SNAPPY&apos; or &apos;ZSTD&apos; on family %1</source>
        <translation>在列族 %1 上设置 COMPRESSION =&gt; &apos;SNAPPY&apos; 或 &apos;ZSTD&apos;</translation>
    </message>
    <message>
        <source>table %1 takes %2 writes a second into a single region until it first splits</source>
        <translation>表 %1 在第一次拆分之前，每秒 %2 次写入都落在同一个 Region</translation>
    </message>
    <message>
        <source>pre-split it, for example with recommended splits from the sample keys</source>
        <translation>对它进行预分区，例如使用根据样本行键推荐的拆分点</translation>
    </message>
    <message>
        <source>make the table tall: add the qualifier field to the row key</source>
        <translation>改成高表：把作为列限定符的字段加入行键</translation>
    </message>
    <message>
        <source>prefix the key with [salt(%1)] or a hash of a field, or lead with a field that does not grow</source>
        <translation>在行键前加 [salt(%1)] 或某个字段的哈希，或改用不随时间递增的字段开头</translation>
    </message>
    <message>
        <source>prefix the key with [salt(%1)] or a hash of a field; a reverse timestamp belongs after a leading field of many values</source>
        <translation>在行键前加 [salt(%1)] 或某个字段的哈希；倒序时间戳应放在一个取值众多的开头字段之后</translation>
    </message>
    <message>
        <source>region %1 of %2 takes the most writes in every hot window, %3% in window %4: the keys crowd into it whatever the time, so the split keys miss where the keys are</source>
        <translation>%2 的 Region %1 在每个热点时间窗口中都承担最多写入，第 %4 个窗口达 %3%：无论何时行键都挤在这里，说明拆分点没有落在行键实际分布的位置</translation>
    </message>
    <message>
        <source>choose split keys from the sample (recommended splits), or spread the leading segment</source>
        <translation>按样本数据选取拆分点（预分区策略“按样本数据推荐”），或打散开头的段</translation>
    </message>
    <message>
        <source>in time window %1 of the sample, one region of %2 takes %3% of the writes, and the hot region moves as time passes (%4 regions take turns): consecutive writes sort together</source>
        <translation>在样本的第 %1 个时间窗口中，%2 的一个 Region 承担了 %3% 的写入，且热点 Region 随时间移动（%4 个 Region 轮流成为热点）：时间上连续的写入，行键也排在一起</translation>
    </message>
    <message>
        <source>lead the row key with the pattern&apos;s fields, then the range field</source>
        <translation>让访问模式的字段位于行键开头，其后紧跟范围字段</translation>
    </message>
    <message>
        <source>table %1 is pre-split into %2 regions for %3 region servers: until the regions split, only %2 servers take its writes</source>
        <translation>表 %1 预分区为 %2 个 Region，而集群有 %3 台 RegionServer：在 Region 拆分之前，只有 %2 台服务器承担它的写入</translation>
    </message>
    <message>
        <source>pre-split into at least %1 regions</source>
        <translation>至少预分区为 %1 个 Region</translation>
    </message>
    <message>
        <source>%1 buckets for %2 region servers: every scan that does not know the bucket fans out to %1 scans</source>
        <translation>%2 台 RegionServer 却有 %1 个加盐分桶：每次不知道分桶的扫描都要拆成 %1 次扫描</translation>
    </message>
    <message>
        <source>use about twice as many buckets as region servers, such as %1</source>
        <translation>分桶数取 RegionServer 数的两倍左右，例如 %1</translation>
    </message>
    <message>
        <source>region %1 holds %2 of the %3 buckets, but with %4 regions none should hold more than %5: the split keys do not fall on bucket boundaries</source>
        <translation>Region %1 包含 %3 个分桶中的 %2 个，但在 %4 个 Region 下每个最多应包含 %5 个：拆分点没有落在分桶边界上</translation>
    </message>
    <message>
        <source>pre-split with one region per salt bucket (saltBuckets %1)</source>
        <translation>按每个加盐分桶一个 Region 预分区（saltBuckets %1）</translation>
    </message>
    <message>
        <source>put the split keys on bucket boundaries, one region per bucket</source>
        <translation>把拆分点放在分桶边界上，每个分桶一个 Region</translation>
    </message>
    <message>
        <source>lead with a field of many values, or prefix it with [salt(%1)]</source>
        <translation>改用取值众多的字段开头，或在前面加 [salt(%1)]</translation>
    </message>
    <message>
        <source>table %1 has %2 column families; each is a separate store with its own memstore and files in every region, and regions split on the largest, so a small family is spread thinly over the regions of the big one</source>
        <translation>表 %1 有 %2 个列族；每个列族在每个 Region 中都是独立的 Store，有自己的 MemStore 和文件，而 Region 按最大的列族拆分，小列族会被稀疏地分散到大列族的所有 Region 中</translation>
    </message>
    <message>
        <source>rows are kept for %1 days but family %2 has no TTL, so expired cells stay until they are deleted one by one</source>
        <translation>数据保留 %1 天，但列族 %2 没有设置 TTL，过期的单元格会一直留存，直到被逐条删除</translation>
    </message>
    <message>
        <source>set TTL =&gt; %1 (%2 days) on family %3</source>
        <translation>为列族 %3 设置 TTL =&gt; %1（%2 天）</translation>
    </message>
    <message>
        <source>rows are kept for %1 days but family %2 expires cells after %3 s (%4 days)</source>
        <translation>数据保留 %1 天，但列族 %2 的单元格在 %3 秒（%4 天）后就过期</translation>
    </message>
    <message>
        <source>family %1 is a MOB family but none of its values exceeds its MOB_THRESHOLD of %2 bytes, so every cell stays in the ordinary store files</source>
        <translation>列族 %1 启用了 MOB，但没有任何值超过其 %2 字节的 MOB_THRESHOLD，因此所有单元格仍留在普通的 StoreFile 中</translation>
    </message>
    <message>
        <source>the %1 qualifier names of family %2 take %3 bytes in every row (%4 MiB per million rows before compression and block encoding); the longest is %5</source>
        <translation>列族 %2 的 %1 个列限定符名称每行占 %3 字节（压缩和块编码前每百万行 %4 MiB）；最长的是 %5</translation>
    </message>
    <message>
        <source>%1 of the %2 pre-split regions of %3 receive no sample key, where chance would leave about %4 empty with %5 keys; their split keys do not match how the keys are written</source>
        <translation>表 %3 预分区的 %2 个 Region 中有 %1 个没有收到任何样本行键，而 %5 个行键随机分布时只会留下约 %4 个空 Region；这些拆分点与行键的实际分布不符</translation>
    </message>
    <message>
        <source>%1 of the %2 regions of %3 receive no sample key, which chance alone gives with %4 keys (about %5 a region): the sample is too small to judge the split keys</source>
        <translation>表 %3 的 %2 个 Region 中有 %1 个没有收到样本行键，而 %4 个行键（每个 Region 约 %5 个）随机分布时本来就会出现这种情况：样本太小，无法判断拆分点</translation>
    </message>
    <message>
        <source>preview with at least %1 sample rows</source>
        <translation>至少用 %1 个样本行预览</translation>
    </message>
    <message>
        <source>region %1 of %2 holds %3% of the sample keys, %4 times an even share of its %5 regions: the split keys do not match how the keys are spread</source>
        <translation>表 %2 的 Region %1 占了 %3% 的样本行键，是 %5 个 Region 平均份额的 %4 倍：拆分点与行键的分布不符</translation>
    </message>
    <message>
        <source>the row key of %1 averages %2 bytes; every cell repeats it, %3 GiB of keys alone for 10 million cells before compression</source>
        <translation>表 %1 的行键平均 %2 字节；每个单元格都会重复存储它，未压缩时每 1000 万个单元格仅行键就占 %3 GiB</translation>
    </message>
    <message>
        <source>access pattern &apos;%1&apos; is a range read that the salt fans out to %2 scans, for %3 region servers</source>
        <translation>访问模式“%1”是范围读取，加盐使它分散成 %2 次扫描（共 %3 台 RegionServer）</translation>
    </message>
    <message>
        <source>access pattern &apos;%1&apos; needs a range over %2, which is not in the row key: HBase cannot pick the range out by key and reads every row the other fields select</source>
        <translation>访问模式“%1”需要按 %2 取范围，但 %2 不在行键中：HBase 无法按行键挑出这个范围，只能读取其他字段选中的每一行</translation>
    </message>
    <message>
        <source>put [%1] in the key right after the pattern&apos;s fields</source>
        <translation>把 [%1] 放进行键，紧跟在该访问模式的字段之后</translation>
    </message>
    <message>
        <source>family %1 stores about %2 value bytes a row that compress (text, JSON, numbers) without compression</source>
        <translation>列族 %1 每行约有 %2 字节可压缩的值（文本、JSON、数字），却没有启用压缩</translation>
    </message>
    <message>
        <source>family %1 compresses about %2 value bytes a row that are compressed already (images, video, compressed files): compression only costs CPU there</source>
        <translation>列族 %1 每行约有 %2 字节的值本身已经压缩过（图片、视频、压缩文件），再压缩只会消耗 CPU</translation>
    </message>
    <message>
        <source>set COMPRESSION =&gt; &apos;NONE&apos; on family %1, or keep such values in a family of their own</source>
        <translation>为列族 %1 设置 COMPRESSION =&gt; &apos;NONE&apos;，或把这类值放到单独的列族中</translation>
    </message>
    <message>
        <source>table %1 keeps its rows forever, but family %2 expires cells after %3 s (%4 days)</source>
        <translation>表 %1 的数据永久保留，但列族 %2 的单元格在 %3 秒（%4 天）后过期</translation>
    </message>
    <message>
        <source>set TTL =&gt; FOREVER on family %1, or state how long the rows are kept</source>
        <translation>为列族 %1 设置 TTL =&gt; FOREVER，或说明数据保留多久</translation>
    </message>
    <message>
        <source>the row key of %1 grows with time: %2% of the sample&apos;s writes sort after the writes before them, so every new write goes to the region that holds the highest keys (region %3 in this preview)</source>
        <translation>%1 的行键随时间递增：样本中 %2% 的写入排在之前的写入之后，因此每次新的写入都落在存放最大行键的 Region（本次预览中为 Region %3）</translation>
    </message>
    <message>
        <source>the row key of %1 shrinks with time: %2% of the sample&apos;s writes sort before the writes before them, so every new write goes to the region that holds the lowest keys (region %3 in this preview)</source>
        <translation>%1 的行键随时间递减：样本中 %2% 的写入排在之前的写入前面，因此每次新的写入都落在存放最小行键的 Region（本次预览中为 Region %3）</translation>
    </message>
    <message>
        <source>access pattern &apos;%1&apos; reads the rows of every %2 and filters out all but its own: %2 is not in the row key</source>
        <translation>访问模式“%1”会读出所有 %2 的行，再过滤掉不属于它的行：%2 不在行键中</translation>
    </message>
    <message>
        <source>put %1 in the row key, before the range field</source>
        <translation>把 %1 放进行键，排在范围字段之前</translation>
    </message>
    <message>
        <source>nothing to change in the design; ids that report periodically make the sample behave like the real writes</source>
        <translation>设计无需修改；把样本生成器改为“周期上报的 ID”，样本的写入方式就与真实写入一致</translation>
    </message>
    <message>
        <source>segment %1 is %2 to %3 bytes long and %4 follows it with no separator, and %5 varies in length too, so different rows can run together into one key</source>
        <translation>段 %1 长 %2 到 %3 字节，后面紧跟 %4 而没有分隔符，%5 的长度也不固定，不同的行可能拼成同一个行键</translation>
    </message>
    <message>
        <source>segment %1 is %2 to %3 bytes long with no separator after it, and &apos;%4&apos; (%5) scans one value of it: %6 can start with a byte that %1 holds (%7 of the sample rows), so the rows of longer values that begin with the one scanned fall inside the scan&apos;s range</source>
        <translation>段 %1 长 %2 到 %3 字节，后面没有分隔符，而“%4”（%5）按它的一个取值扫描：%6 的首字节可能是 %1 中出现的字节（样本中 %7 行如此），所以以该取值开头的更长取值的行会落入扫描范围</translation>
    </message>
    <message>
        <source>segment %1 writes numbers as decimal text of %2 to %3 digits, which sort as text: 10 before 9, and &apos;%4&apos; returns its rows in that order</source>
        <translation>段 %1 把数字写成 %2 到 %3 位的十进制文本，会按文本排序：10 排在 9 前面，而“%4”正按这个顺序返回行</translation>
    </message>
    <message>
        <source>the leading segment %1 takes only %2 distinct values in %3 sample rows, and behind each value the key moves with time (%4% of writes): the writes go to at most %2 regions at once on %5 region servers, and the busiest value takes %6% of them where an even share of a server is %7%</source>
        <translation>开头的段 %1 在 %3 个样本行中只有 %2 个不同取值，且每个取值之后的行键都随时间移动（%4% 的写入）：写入同一时刻最多落在 %2 个 Region 上（共 %5 台 RegionServer），最繁忙的取值占 %6% 的写入，而每台服务器的均匀份额是 %7%</translation>
    </message>
    <message>
        <source>%1 of %2 sample rows share a key because the sample draws the same %3 again; with %4 values of %3 for %5 expected rows the table holds a row per value, and a repeated key updates that row in place</source>
        <translation>样本的 %2 行中有 %1 行行键相同，因为样本又抽到了相同的 %3；%3 有 %4 个取值，预计 %5 行，表中每个取值一行，重复的行键只是原地更新那一行</translation>
    </message>
    <message>
        <source>nothing to change if rows are updated in place; if every write is a new row, add its time or its own id to the key</source>
        <translation>如果行是原地更新的，设计无需修改；如果每次写入都是新的一行，请把它的时间或自身 ID 加入行键</translation>
    </message>
    <message>
        <source>the row key of %1 tells writes apart only by %2 (%3 values) and by %4 of time: over %5 days it holds at most %6 distinct keys, but the table is expected to hold %7 rows, so writes share keys and each replaces the one before</source>
        <translation>%1 的行键只靠 %2（%3 个取值）和 %4粒度的时间区分写入：%5 天内最多只有 %6 个不同的行键，而预计表中有 %7 行，因此写入会共用行键，后一次写入覆盖前一次</translation>
    </message>
    <message>
        <source>the row key of %1 holds no time and its fields %2 take %3 values together, but the table is expected to hold %4 rows, so writes share keys and each replaces the one before</source>
        <translation>%1 的行键不含时间，其字段 %2 合起来只有 %3 个取值，而预计表中有 %4 行，因此写入会共用行键，后一次写入覆盖前一次</translation>
    </message>
    <message>
        <source>the sample&apos;s %1 rows hold no repeat, too few to show it: it follows from the key and the volume estimate</source>
        <translation>样本的 %1 行中没有重复，行数太少，显示不出来：这是由行键和数据量估算推出的</translation>
    </message>
    <message>
        <source>%1 of %2 sample rows write the cell (row key and qualifier) of another row; the later write replaces the earlier one</source>
        <translation>样本的 %2 行中有 %1 行写入了与另一行相同的单元格（行键和列限定符都相同）；后一次写入会覆盖前一次</translation>
    </message>
    <message>
        <source>hold a shorter time in the key, or make the table tall: add the qualifier field to the row key</source>
        <translation>在行键中使用更短的时间分桶，或把表改成高表：把列限定符字段加入行键</translation>
    </message>
    <message>
        <source>the row key of %1 starts with %2, which follows the write time in steps of %3: each new step&apos;s keys sort after every earlier key, so its writes start on the one region that holds the highest keys and spread only as that region splits, while earlier steps&apos; regions take no more writes</source>
        <translation>%1 的行键以 %2 开头，它随写入时间以 %3为步长递增：每个新时间段的行键都排在所有更早的行键之后，因此这段时间的写入先全部落在存放最大行键的那一个 Region 上，只有等该 Region 拆分后才逐渐分散，而更早时间段的 Region 不再有写入</translation>
    </message>
    <message>
        <source>the sample spans %1, less than one step, so its rows cannot show this: it follows from the key</source>
        <translation>样本只覆盖 %1，不到一个时间段，其中的行显示不出这一点：这是由行键推出的</translation>
    </message>
    <message>
        <source>lead with a field of many values (or a hash of one) and put the time after it, or prefix the key with [salt(%1)]</source>
        <translation>改用取值众多的字段（或它的哈希）开头，把时间放在其后，或在行键前加 [salt(%1)]</translation>
    </message>
    <message>
        <source>%1 of the %2 pre-split regions of %3 receive no sample key, where chance would leave almost none empty with %4 keys; their split keys do not match how the keys are written</source>
        <translation>表 %3 预分区的 %2 个 Region 中有 %1 个没有收到任何样本行键，而 %4 个行键随机分布时几乎不会留下空 Region；这些拆分点与行键的实际分布不符</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>two clauses of a finding&apos;s message</comment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a finding&apos;s message and its figure</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>a row of %1 holds one series for %2 (told apart by the key&apos;s %3), and its busiest series writes %4 cells a second: the row ends with about %5 cells (%6), over hbase.table.max.rowsize (1 GiB): reading it fails with RowTooBigException</source>
        <translation>%1 的一行存放同一序列（由行键中的 %3 区分）%2 内的数据，最繁忙的序列每秒写入 %4 个单元格：这一行最终约有 %5 个单元格（%6），超过 hbase.table.max.rowsize（1 GiB）：读取时会抛出 RowTooBigException</translation>
    </message>
    <message>
        <source>a row of %1 holds one series for %2 (told apart by the key&apos;s %3), and its busiest series writes %4 cells a second: the row ends with about %5 cells (%6), and a row never splits across regions</source>
        <translation>%1 的一行存放同一序列（由行键中的 %3 区分）%2 内的数据，最繁忙的序列每秒写入 %4 个单元格：这一行最终约有 %5 个单元格（%6），而一行永远不会跨 Region 拆分</translation>
    </message>
    <message>
        <source>the busiest row key has %1% of the sample&apos;s cells; at %2 cells in the table its row holds about %3 cells (%4), over hbase.table.max.rowsize (1 GiB): reading it fails with RowTooBigException</source>
        <translation>最繁忙的行键占样本单元格的 %1%；按全表 %2 个单元格估算，这一行约有 %3 个单元格（%4），超过 hbase.table.max.rowsize（1 GiB）：读取时会抛出 RowTooBigException</translation>
    </message>
    <message>
        <source>the busiest row key has %1% of the sample&apos;s cells; at %2 cells in the table its row holds about %3 cells (%4), and a row never splits across regions</source>
        <translation>最繁忙的行键占样本单元格的 %1%；按全表 %2 个单元格估算，这一行约有 %3 个单元格（%4），而一行永远不会跨 Region 拆分</translation>
    </message>
    <message>
        <source>values of %1:%2 reach %3; clients refuse cells over 10 MiB (hbase.client.keyvalue.maxsize)</source>
        <translation>%1:%2 的值最大达到 %3；客户端会拒绝超过 10 MiB 的单元格（hbase.client.keyvalue.maxsize）</translation>
    </message>
    <message>
        <source>values of %1:%2 reach %3 without MOB; large cells bloat compactions</source>
        <translation>%1:%2 的值最大达到 %3，却没有启用 MOB；大单元格会让合并的开销膨胀</translation>
    </message>
    <message>
        <source>a step&apos;s writes are about %1 before compression, %2 regions at the target region size, for %3 region servers</source>
        <translation>每个时间段的写入未压缩约 %1，按目标 Region 大小计为 %2 个 Region，而集群有 %3 台 RegionServer</translation>
    </message>
    <message>
        <source>the keys start with decimal digits only, while HexStringSplit also puts split keys at the hex digits &apos;a&apos; to &apos;f&apos;</source>
        <translation>行键都以十进制数字开头，而 HexStringSplit 还会把拆分点放在十六进制数字 &apos;a&apos; 到 &apos;f&apos; 上</translation>
    </message>
    <message>
        <source>the keys start with printable text, while UniformSplit divides all 256 byte values</source>
        <translation>行键都以可打印文本开头，而 UniformSplit 会均分全部 256 个字节值</translation>
    </message>
    <message>
        <source>%1 of %2 sample rows share a key only because the sample&apos;s generators draw the same %3 again within a millisecond; at %4 writes a second over %5 values of %3 one writes %6 times a second, so the real table&apos;s keys do not repeat</source>
        <translation>样本的 %2 行中有 %1 行行键相同，只是因为样本生成器在同一毫秒内又抽到了相同的 %3；按每秒 %4 次写入分摊到 %3 的 %5 个取值，每个取值每秒只写入 %6 次，真实表的行键不会重复</translation>
    </message>
    <message>
        <source>access pattern &apos;%1&apos; reads every row in its range of %2 and filters out the rows whose %3 differ: those fields come after the range in the key</source>
        <translation>访问模式“%1”要读取 %2 范围内的每一行，再过滤掉 %3 不同的行：这些字段在行键中位于范围字段之后</translation>
    </message>
    <message>
        <source>table %1 is pre-split into %2 regions on %3 region servers, but its volume estimate fills only about %4 at the target region size: each region would hold about %5 GiB before compression</source>
        <translation>表 %1 预分区为 %2 个 Region，分布在 %3 台 RegionServer 上，但按数据量估算，以目标 Region 大小计只能填满约 %4 个：每个 Region 未压缩时只有约 %5 GiB</translation>
    </message>
    <message>
        <source>table %1 starts with %2 regions on %3 region servers; 50 to 100 regions of 10 to 50 GiB a table is the usual guidance</source>
        <translation>表 %1 一开始就有 %2 个 Region，分布在 %3 台 RegionServer 上；通常建议每张表 50 到 100 个 Region，每个 10 到 50 GiB</translation>
    </message>
    <message>
        <source>family %1 name is %2 bytes, repeated in every cell (%3 in each row that has the family): %4 MiB per million such rows before compression and block encoding</source>
        <translation>列族 %1 的名称有 %2 字节，每个单元格都重复存储一次（含该列族的每行有 %3 个单元格）：压缩和块编码前，含该列族的每百万行占 %4 MiB</translation>
    </message>
    <message>
        <source>a step&apos;s writes are about %1 before compression, %2% of one region at the target region size: within a step that region does not split, and one of the %3 region servers takes every write</source>
        <translation>每个时间段的写入未压缩约 %1，只占目标大小下一个 Region 的 %2%：一个时间段内该 Region 不会拆分，%3 台 RegionServer 中只有一台承担全部写入</translation>
    </message>
    <message>
        <source>table %1 is read by gets at %2 a second, but family %3 has no bloom filter: each get looks into every store file of its region instead of only those that can hold the row</source>
        <translation>表 %1 每秒有 %2 次 Get，但列族 %3 没有布隆过滤器：每次 Get 都要查看所在 Region 的每个 StoreFile，而不是只查看可能含有该行的文件</translation>
    </message>
    <message>
        <source>BLOOMFILTER =&gt; &apos;ROW&apos; on family %1</source>
        <translation>在列族 %1 上设置 BLOOMFILTER =&gt; &apos;ROW&apos;</translation>
    </message>
    <message>
        <source>family %1 has a ROWCOL bloom filter, but the gets of table %2 read whole rows, which a row-and-column bloom filter cannot answer: a ROW filter serves them and is smaller</source>
        <translation>列族 %1 使用 ROWCOL 布隆过滤器，但表 %2 的 Get 读取整行，行加列的布隆过滤器无法判断：ROW 布隆过滤器就能满足，而且更小</translation>
    </message>
    <message>
        <source>BLOCKSIZE =&gt; 65536 (64 KiB, the default) on family %1</source>
        <translation>在列族 %1 上设置 BLOCKSIZE =&gt; 65536（64 KiB，默认值）</translation>
    </message>
    <message>
        <source>family %1 uses %2 blocks but table %3 is read by gets at %4 a second: each get reads and unpacks a whole block, %5 times the default&apos;s, to return one row</source>
        <translation>列族 %1 使用 %2 的块，但表 %3 每秒有 %4 次 Get：每次 Get 为返回一行要读取并解压整个块，是默认块大小的 %5 倍</translation>
    </message>
    <message>
        <source>family %1 uses %2 blocks but table %3 is only scanned: its block index is %4 times the default&apos;s, and scans gain nothing from small blocks</source>
        <translation>列族 %1 使用 %2 的块，但表 %3 只有扫描：它的块索引是默认的 %4 倍，而扫描并不能从小块中获益</translation>
    </message>
    <message>
        <source>family %1 is IN_MEMORY, but it holds about %2 a region server uncompressed, beyond the %3 in-memory quarter of the block cache, which it shares with hbase:meta and every other IN_MEMORY family: its blocks push out each other&apos;s and meta&apos;s</source>
        <translation>列族 %1 设置了 IN_MEMORY，但它在每台 RegionServer 上未压缩约有 %2，超出了块缓存中 in-memory 那四分之一的 %3，而这部分还要与 hbase:meta 及其他所有 IN_MEMORY 列族共用：它的块会互相挤出，也会挤出 meta 的块</translation>
    </message>
    <message>
        <source>heap assumed %1: state it in the cluster profile</source>
        <translation>堆内存按 %1 假定：请在集群配置中填写</translation>
    </message>
    <message>
        <source>IN_MEMORY =&gt; false on family %1; keep IN_MEMORY for small lookup families</source>
        <translation>在列族 %1 上设置 IN_MEMORY =&gt; false；IN_MEMORY 只留给小的查找类列族</translation>
    </message>
    <message>
        <source>family %1 has BLOCKCACHE =&gt; false, but table %2 is read by gets at %3 a second: every get reads its block from disk, however often the row is read</source>
        <translation>列族 %1 设置了 BLOCKCACHE =&gt; false，但表 %2 每秒有 %3 次 Get：无论该行被读得多频繁，每次 Get 都从磁盘读块</translation>
    </message>
    <message>
        <source>BLOCKCACHE =&gt; true on family %1; turn it off only for families that are scanned once</source>
        <translation>在列族 %1 上设置 BLOCKCACHE =&gt; true；只对只扫描一次的列族关闭它</translation>
    </message>
    <message>
        <source>set a TTL on family %1 for as long as deleted cells must be readable, or KEEP_DELETED_CELLS =&gt; FALSE</source>
        <translation>在列族 %1 上按已删除单元格需要可读的时长设置 TTL，或设置 KEEP_DELETED_CELLS =&gt; FALSE</translation>
    </message>
    <message>
        <source>DURABILITY =&gt; &apos;USE_DEFAULT&apos;, or ASYNC_WAL if losing the last moment of writes is acceptable</source>
        <translation>DURABILITY =&gt; &apos;USE_DEFAULT&apos;；若能接受丢失最后片刻的写入，可用 ASYNC_WAL</translation>
    </message>
    <message>
        <source>table %1 writes its WAL asynchronously (DURABILITY =&gt; &apos;ASYNC_WAL&apos;): the edits of the last moment before a region server dies, not yet synced, are lost</source>
        <translation>表 %1 异步写 WAL（DURABILITY =&gt; &apos;ASYNC_WAL&apos;）：RegionServer 宕机前最后片刻尚未同步的修改会丢失</translation>
    </message>
    <message>
        <source>DURABILITY =&gt; &apos;USE_DEFAULT&apos; if no acknowledged write may be lost</source>
        <translation>若已确认的写入一条都不能丢，请设置 DURABILITY =&gt; &apos;USE_DEFAULT&apos;</translation>
    </message>
    <message>
        <source>family %1 repeats the row key (%2 bytes) in every cell with no data block encoding: FAST_DIFF would store it once a row, about %3 of the family&apos;s bytes, in the block cache as well as on disk</source>
        <translation>列族 %1 没有数据块编码，每个单元格都重复存储行键（%2 字节）：FAST_DIFF 每行只存一次，可省下该列族约 %3 的字节，块缓存和磁盘上都一样</translation>
    </message>
    <message>
        <source>DATA_BLOCK_ENCODING =&gt; &apos;FAST_DIFF&apos; on family %1</source>
        <translation>在列族 %1 上设置 DATA_BLOCK_ENCODING =&gt; &apos;FAST_DIFF&apos;</translation>
    </message>
    <message>
        <source>family %1 keeps deleted cells (KEEP_DELETED_CELLS =&gt; %2) with no TTL: deleted cells, as many versions of each as VERSIONS keeps (%3), and their delete markers never expire, so deletes free no space</source>
        <translation>列族 %1 保留已删除的单元格（KEEP_DELETED_CELLS =&gt; %2）却没有 TTL：已删除的单元格（每个保留 VERSIONS 允许的版本数，即 %3 个）及其删除标记永不过期，删除不会释放任何空间</translation>
    </message>
    <message>
        <source>table %1 writes no WAL (DURABILITY =&gt; &apos;SKIP_WAL&apos;): every edit not yet flushed, up to about an hour of writes (a memstore is flushed at the latest an hour after its oldest edit, hbase.regionserver.optionalcacheflushinterval), is lost when a region server dies</source>
        <translation>表 %1 不写 WAL（DURABILITY =&gt; &apos;SKIP_WAL&apos;）：RegionServer 宕机时，所有尚未刷写的修改都会丢失，最多约一小时的写入（MemStore 最迟在其最早一条修改之后一小时刷写，hbase.regionserver.optionalcacheflushinterval）</translation>
    </message>
    <message>
        <source>family %1 repeats the row key (%2 bytes) in every cell with no data block encoding: FAST_DIFF would store it once a row, about %3 of the family&apos;s bytes in the block cache; on disk its %4 compression already removes most of the repeats</source>
        <translation>列族 %1 没有数据块编码，每个单元格都重复存储行键（%2 字节）：FAST_DIFF 每行只存一次，可在块缓存中省下该列族约 %3 的字节；磁盘上它的 %4 压缩已经去掉了大部分重复</translation>
    </message>
    <message>
        <source>%1; each get then decodes its block from the start up to its row, which ROW_INDEX_V1 (an index of the rows in each block) avoids for random gets, without the saving</source>
        <translation>%1；这样每次 Get 都要从块的开头解码到它的行，ROW_INDEX_V1（为每个块中的行建索引）可以为随机 Get 免去这一步，但不省空间</translation>
    </message>
    <message>
        <source>%1, and no edit reaches the peer clusters its families&apos; REPLICATION_SCOPE names, since replication ships the WAL</source>
        <translation>%1；而且复制依靠传送 WAL，这些修改一条也到不了其列族 REPLICATION_SCOPE 指定的对端集群</translation>
    </message>
    <message>
        <source>over the table&apos;s retention of %1, the deletes the access patterns state leave about %2 deleted rows and %3 of store files in it</source>
        <translation>在该表 %1 的保留期内，访问模式中的删除会在其中留下约 %2 个已删除的行和 %3 的存储文件</translation>
    </message>
    <message>
        <source>in a year, the deletes the access patterns state leave about %1 deleted rows and %2 of store files in it</source>
        <translation>一年内，访问模式中的删除会在其中留下约 %1 个已删除的行和 %2 的存储文件</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Names HBase accepts</source>
        <translation>HBase 接受的名称</translation>
    </message>
    <message>
        <source>Namespaces allow letters, digits and _; tables also - and . (not first); families must not contain : \ / or control characters (docs/hbase-reference.md §4).</source>
        <translation>命名空间只能包含字母、数字和 _；表名还可以包含 - 和 .（但不能开头）；列族名不能包含“:”、“\”、“/”或控制字符（docs/hbase-reference.md §4）。</translation>
    </message>
    <message>
        <source>ASCII names</source>
        <translation>使用 ASCII 名称</translation>
    </message>
    <message>
        <source>HBase accepts any Unicode letter, but shells, scripts and tools often mangle them.</source>
        <translation>HBase 接受任何 Unicode 字母，但终端、脚本和各种工具常常处理不好（出现乱码）。</translation>
    </message>
    <message>
        <source>At least one column family</source>
        <translation>至少一个列族</translation>
    </message>
    <message>
        <source>The master refuses a table without a column family.</source>
        <translation>Master 会拒绝没有列族的表。</translation>
    </message>
    <message>
        <source>VERSIONS of at least 1</source>
        <translation>VERSIONS 至少为 1</translation>
    </message>
    <message>
        <source>The master refuses VERSIONS below 1.</source>
        <translation>Master 会拒绝小于 1 的 VERSIONS。</translation>
    </message>
    <message>
        <source>MIN_VERSIONS within VERSIONS</source>
        <translation>MIN_VERSIONS 不超过 VERSIONS</translation>
    </message>
    <message>
        <source>The master refuses MIN_VERSIONS above VERSIONS, or negative.</source>
        <translation>Master 会拒绝大于 VERSIONS 或为负数的 MIN_VERSIONS。</translation>
    </message>
    <message>
        <source>A positive TTL</source>
        <translation>TTL 必须为正</translation>
    </message>
    <message>
        <source>The master refuses TTL &lt;= 0; HBase keeps it in 32 bits, 2147483647 being FOREVER.</source>
        <translation>Master 会拒绝 TTL &lt;= 0；HBase 用 32 位保存 TTL，2147483647 即 FOREVER。</translation>
    </message>
    <message>
        <source>BLOCKSIZE from 1 KiB to 16 MiB</source>
        <translation>BLOCKSIZE 在 1 KiB 到 16 MiB 之间</translation>
    </message>
    <message>
        <source>The master refuses block sizes outside 1 KiB..16 MiB.</source>
        <translation>Master 会拒绝 1 KiB..16 MiB 之外的块大小。</translation>
    </message>
    <message>
        <source>Codecs the HBase version has</source>
        <translation>使用该 HBase 版本具备的压缩算法</translation>
    </message>
    <message>
        <source>A prefix length for prefix blooms</source>
        <translation>前缀布隆过滤器要设置前缀长度</translation>
    </message>
    <message>
        <source>BLOOMFILTER ROWPREFIX_FIXED_LENGTH needs RowPrefixBloomFilter.prefix_length from 1 to 32767.</source>
        <translation>BLOOMFILTER ROWPREFIX_FIXED_LENGTH 需要 1 到 32767 之间的 RowPrefixBloomFilter.prefix_length。</translation>
    </message>
    <message>
        <source>A known REPLICATION_SCOPE</source>
        <translation>有效的 REPLICATION_SCOPE</translation>
    </message>
    <message>
        <source>HBase knows scopes 0, 1 and 2.</source>
        <translation>HBase 只支持 0、1、2 三种复制范围（REPLICATION_SCOPE）。</translation>
    </message>
    <message>
        <source>Table attributes the master accepts</source>
        <translation>Master 接受的表属性</translation>
    </message>
    <message>
        <source>MAX_FILESIZE must be at least 2 MiB, MEMSTORE_FLUSHSIZE at least 1 MiB and REGION_REPLICATION at least 1.</source>
        <translation>MAX_FILESIZE 至少 2 MiB，MEMSTORE_FLUSHSIZE 至少 1 MiB，REGION_REPLICATION 至少为 1。</translation>
    </message>
    <message>
        <source>Split keys HBase accepts</source>
        <translation>HBase 接受的拆分点</translation>
    </message>
    <message>
        <source>Split keys must be non-empty, unique and in ascending byte order; algorithms need a valid region count (docs/hbase-reference.md §2).</source>
        <translation>拆分点必须非空、唯一，并按字节升序排列；拆分算法需要有效的 Region 数（docs/hbase-reference.md §2）。</translation>
    </message>
    <message>
        <source>A designed row key</source>
        <translation>设计好的行键</translation>
    </message>
    <message>
        <source>Without a row key the designer cannot preview the key order, regions or hotspots.</source>
        <translation>没有行键，设计器就无法预览行键顺序、Region 分布和热点。</translation>
    </message>
    <message>
        <source>A row key that can be built</source>
        <translation>能够生成的行键</translation>
    </message>
    <message>
        <source>The row-key notation must parse and read only fields the sample has.</source>
        <translation>行键表示法必须能够解析，并且只能引用样本数据中存在的字段。</translation>
    </message>
    <message>
        <source>Sample rows that can be built</source>
        <translation>能够生成的样本行</translation>
    </message>
    <message>
        <source>The rules that measure the sample need its rows and keys; when they cannot be built those rules do not run.</source>
        <translation>依赖样本测量的规则需要样本数据和样本行键；无法生成时，这些规则不会运行。</translation>
    </message>
    <message>
        <source>Few column families</source>
        <translation>列族要少</translation>
    </message>
    <message>
        <source>Short family names</source>
        <translation>列族名要短</translation>
    </message>
    <message>
        <source>Every cell stores its family name (docs/hbase-reference.md §3), so a long name costs its bytes in every cell of every row.</source>
        <translation>每个单元格都会存储列族名（docs/hbase-reference.md §3），名称越长，每行每个单元格多占的字节就越多。</translation>
    </message>
    <message>
        <source>Families of similar size</source>
        <translation>列族大小要相近</translation>
    </message>
    <message>
        <source>Families share regions: when one holds a hundred times the rows of another, the small one is split across many regions and every scan of it visits them all.</source>
        <translation>各列族共用 Region：当一个列族的行数是另一个的一百倍时，小列族会被拆散到许多 Region 中，扫描它时要访问所有这些 Region。</translation>
    </message>
    <message>
        <source>Short qualifiers</source>
        <translation>列限定符要短</translation>
    </message>
    <message>
        <source>Every cell stores its qualifier, like its family name.</source>
        <translation>和列族名一样，每个单元格都会存储它的列限定符。</translation>
    </message>
    <message>
        <source>Versions in moderation</source>
        <translation>版本数要适度</translation>
    </message>
    <message>
        <source>MIN_VERSIONS with a TTL</source>
        <translation>MIN_VERSIONS 要配合 TTL</translation>
    </message>
    <message>
        <source>MIN_VERSIONS keeps versions that a TTL would expire; without a TTL it does nothing.</source>
        <translation>MIN_VERSIONS 用来保留本会因 TTL 过期的版本；没有 TTL 时它不起任何作用。</translation>
    </message>
    <message>
        <source>Cell values within limits</source>
        <translation>单元格的值不能过大</translation>
    </message>
    <message>
        <source>Clients refuse cells over 10 MiB (hbase.client.keyvalue.maxsize).</source>
        <translation>客户端会拒绝超过 10 MiB 的单元格（hbase.client.keyvalue.maxsize）。</translation>
    </message>
    <message>
        <source>MOB for values over 100 KiB</source>
        <translation>超过 100 KiB 的值使用 MOB</translation>
    </message>
    <message>
        <source>Cells over 100 KiB make every compaction rewrite them; MOB families keep them in files of their own.</source>
        <translation>超过 100 KiB 的单元格在每次合并时都会被重写；MOB 列族把它们放在单独的文件里。</translation>
    </message>
    <message>
        <source>No MOB for small values</source>
        <translation>小值不用 MOB</translation>
    </message>
    <message>
        <source>Compression for large families</source>
        <translation>大列族要压缩</translation>
    </message>
    <message>
        <source>Values of a kilobyte or more a row usually compress several times over: the disk holds more of them and reads cost less I/O.</source>
        <translation>每行 1 KiB 以上的值通常能压缩好几倍；磁盘能容纳更多数据，读取的 I/O 也更少。</translation>
    </message>
    <message>
        <source>An application namespace</source>
        <translation>使用应用自己的命名空间</translation>
    </message>
    <message>
        <source>Namespaces carry quotas, permissions and region-server groups; the default namespace mixes everyone&apos;s tables.</source>
        <translation>命名空间承载配额、权限和 RegionServer 分组；default 命名空间会把所有人的表混在一起。</translation>
    </message>
    <message>
        <source>No monotonic key prefix</source>
        <translation>行键开头不能单调递增</translation>
    </message>
    <message>
        <source>Unique row keys</source>
        <translation>行键必须唯一</translation>
    </message>
    <message>
        <source>A leading segment of many values</source>
        <translation>行键首段要有足够多的取值</translation>
    </message>
    <message>
        <source>Segments that cannot run together</source>
        <translation>段与段之间不能粘连</translation>
    </message>
    <message>
        <source>Short row keys</source>
        <translation>行键要短</translation>
    </message>
    <message>
        <source>Separators the values never contain</source>
        <translation>分隔符不能出现在值中</translation>
    </message>
    <message>
        <source>A separator that also occurs inside the value before it makes the key ambiguous.</source>
        <translation>如果分隔符也会出现在它前面的值里，行键就会产生歧义。</translation>
    </message>
    <message>
        <source>Numbers that sort as numbers</source>
        <translation>数字要按数值排序</translation>
    </message>
    <message>
        <source>Signed numbers with flip</source>
        <translation>有符号数要加 flip</translation>
    </message>
    <message>
        <source>Two&apos;s complement puts -1 (ff..ff) after every positive number (docs/hbase-reference.md §1); flipping the sign bit restores numeric order.</source>
        <translation>补码会把 -1（ff..ff）排在所有正数之后（docs/hbase-reference.md §1）；翻转符号位即可恢复数值顺序。</translation>
    </message>
    <message>
        <source>Binary numbers in keys</source>
        <translation>行键中使用二进制数字</translation>
    </message>
    <message>
        <source>Numbers written as text take several times the bytes of their binary form.</source>
        <translation>以文本形式写入的数字占用的字节是二进制形式的好几倍。</translation>
    </message>
    <message>
        <source>Pre-split write-heavy tables</source>
        <translation>写入繁忙的表要预分区</translation>
    </message>
    <message>
        <source>Split keys that match the keys</source>
        <translation>拆分点要与行键匹配</translation>
    </message>
    <message>
        <source>A region no key reaches is wasted, and the others take its share: split keys must be written the way the row keys are.</source>
        <translation>没有行键落入的 Region 是浪费的，其余 Region 要分担它的份额：拆分点必须按行键的写法来写。</translation>
    </message>
    <message>
        <source>A sensible number of regions</source>
        <translation>合理的 Region 数</translation>
    </message>
    <message>
        <source>Salt buckets that match regions and servers</source>
        <translation>加盐分桶要与 Region 和服务器匹配</translation>
    </message>
    <message>
        <source>Salt buckets should map one to one onto regions, and not far outnumber region servers, since every scan fans out to all buckets.</source>
        <translation>加盐分桶应与 Region 一一对应，数量也不宜远超 RegionServer 数，因为每次扫描都要分散到所有加盐分桶。</translation>
    </message>
    <message>
        <source>Writes spread over regions</source>
        <translation>写入要分散到各个 Region</translation>
    </message>
    <message>
        <source>Reads served by the key</source>
        <translation>读取要能用行键完成</translation>
    </message>
    <message>
        <source>A read whose fields do not lead the row key scans the whole table.</source>
        <translation>字段不在行键开头的读取只能扫描全表。</translation>
    </message>
    <message>
        <source>Ranges kept in order</source>
        <translation>范围字段要保持有序</translation>
    </message>
    <message>
        <source>A range read needs its field in order right after the bound fields; a hash breaks the order and a salt multiplies the scans.</source>
        <translation>范围读取要求范围字段紧跟在已确定的字段之后并保持有序；哈希会破坏顺序，加盐会成倍增加扫描次数。</translation>
    </message>
    <message>
        <source>Newest first with reverse time</source>
        <translation>用倒序时间戳让最新的排在前面</translation>
    </message>
    <message>
        <source>A &apos;latest N&apos; read is one short scan when newer rows sort first: write rev(ts).</source>
        <translation>当较新的行排在前面时，“最新 N 行”读取只需一次短扫描：请写成 rev(ts)。</translation>
    </message>
    <message>
        <source>Wide families name a sample field</source>
        <translation>宽表列族要指明样本字段</translation>
    </message>
    <message>
        <source>A family whose qualifiers come from a field (a wide row) needs that field in the sample rows.</source>
        <translation>列限定符取自某个字段的列族（宽行）需要样本数据中有这个字段。</translation>
    </message>
    <message>
        <source>Rows of bounded size</source>
        <translation>行的大小要有上限</translation>
    </message>
    <message>
        <source>Each version is a cell; hundreds of them make rows huge, and every read and compaction has to step over them.</source>
        <translation>每个版本都是一个单元格；成百上千个版本会让行变得巨大，每次读取和合并都要跨过它们。</translation>
    </message>
    <message>
        <source>TTL that matches the retention</source>
        <translation>TTL 与保留期一致</translation>
    </message>
    <message>
        <source>When the volume estimate keeps rows for a number of days, a family TTL lets compactions drop the expired cells for free. Without one the data stays until someone deletes it row by row; with a shorter one it goes too early.</source>
        <translation>当数据量估算规定数据保留若干天时，列族 TTL 能让合并顺带清除过期的单元格。没有 TTL，数据会一直留存，直到有人逐行删除；TTL 更短，数据又会过早消失。</translation>
    </message>
    <message>
        <source>Only cells larger than the family&apos;s MOB_THRESHOLD (100 KiB by default) go to MOB files, where compactions leave them alone; a MOB family whose values all stay below it gains nothing and still carries the MOB machinery.</source>
        <translation>只有大于列族 MOB_THRESHOLD（默认 100 KiB）的单元格才会写入 MOB 文件，合并时不再反复重写它们；如果 MOB 列族的值都低于该阈值，启用 MOB 毫无收益，却仍要承担 MOB 机制的开销。</translation>
    </message>
    <message>
        <source>When one region takes most writes of a time window, its server is the bottleneck however many servers there are. A hot region that moves as time passes means consecutive writes sort together (a time-ordered key); one that stays hot means the split keys do not match how the keys are spread.</source>
        <translation>当一个 Region 承担某个时间窗口的大部分写入时，无论有多少台服务器，它所在的服务器都是瓶颈。热点 Region 随时间移动，说明时间上连续的写入，行键也排在一起（按时间排序的行键）；热点始终不变，则说明拆分点与行键的实际分布不符。</translation>
    </message>
    <message>
        <source>Every family is a separate store in every region, with its own memstore and store files. The families share the region&apos;s flush threshold, so each extra one means smaller flushes and more files to compact; a region splits on its largest family, so a small family ends up spread thinly over all the regions of the big one; and a read that needs several families opens each store. Since HBase 1.1 a flush skips families below the lower bound (FlushAllLargeStoresPolicy), which eases but does not remove the cost. One family is best and two are fine when their access differs (a note); three are a warning, more than three an error.</source>
        <translation>每个列族在每个 Region 中都是独立的 Store，有自己的 MemStore 和 StoreFile。各列族共用 Region 的刷写阈值，多一个列族就意味着每次刷写更小、需要合并的文件更多；Region 按最大的列族拆分，小列族最终会稀疏地分散到大列族的所有 Region 中；需要多个列族的读取要逐个打开每个 Store。自 HBase 1.1 起，刷写会跳过低于下限的列族（FlushAllLargeStoresPolicy），这减轻但没有消除这些代价。一个列族最好；访问模式确实不同时两个也可以（提示）；三个为警告，超过三个为错误。</translation>
    </message>
    <message>
        <source>Every cell stores the row key (docs/hbase-reference.md §3); a key over 16 bytes is worth shortening, one over 100 bytes costs a gigabyte of keys alone for every 10 million cells.</source>
        <translation>每个单元格都会存储行键（docs/hbase-reference.md §3）；超过 16 字节的行键值得缩短，超过 100 字节的行键每 1000 万个单元格仅行键就要占约 1 GiB。</translation>
    </message>
    <message>
        <source>Two variable-length text segments with nothing between them let &apos;ab&apos;+&apos;c&apos; and &apos;a&apos;+&apos;bc&apos; make the same key. A single one among fixed-width segments is fixed by the key&apos;s length, but a scan for &apos;a&apos; over the next segment still reads the rows of &apos;ab&apos; when that segment can start with a byte the values hold (a decimal time after a decimal id; not a binary rev(ts), which starts with 0x7F).</source>
        <translation>两个变长文本段之间没有分隔时，&apos;ab&apos;+&apos;c&apos; 与 &apos;a&apos;+&apos;bc&apos; 会拼成同一个行键。定长段之间只有一个变长段时，行键长度就能确定它的边界；但如果下一段的首字节可能是这些取值中的字节（十进制 ID 后接十进制时间；二进制的 rev(ts) 以 0x7F 开头则不会），按取值 &apos;a&apos; 做前缀扫描时，扫描范围会延伸到下一段，仍会读到 &apos;ab&apos; 的行。</translation>
    </message>
    <message>
        <source>Decimal text of different lengths sorts as text: 10 before 9. It matters where a read sees that order: a range over the field, or a scan whose rows come back ordered by it because it follows the fields the read knows. Pad it or write binary.</source>
        <translation>长度不同的十进制文本按文本排序：10 排在 9 前面。只有读取能看到这个顺序时才有影响：对该字段做范围查询，或者它紧跟在读取已知的字段之后、扫描结果按它排序。请补齐位数或改用二进制。</translation>
    </message>
    <message>
        <source>When the first segment takes only a few values and the key grows with time behind each of them, every value writes to the one region at the tail of its range, so all writes go to that many regions however many there are. Judged against the cluster: fewer values than region servers, or one value taking twice a server&apos;s even share of the writes, is a hotspot once that value writes at a write-heavy rate; hundreds of evenly written values (OpenTSDB&apos;s metrics) are not. A few leading values followed by well-spread ones are harmless: regions split inside each value.</source>
        <translation>当第一个段只有少数几个取值、且每个取值之后的行键都随时间递增时，每个取值只会写入其范围末尾的那一个 Region，因此无论有多少 Region，所有写入都只落在这么几个 Region 上。按集群衡量：取值比 RegionServer 少，或者某个取值占到一台服务器均匀份额两倍以上的写入，且该取值的写入速率达到写密集的程度，就是热点；数百个写入均匀的取值（如 OpenTSDB 的 metric）则不是。如果开头的少数取值后面跟着分布均匀的字段，则无妨：Region 会在每个取值内部拆分。</translation>
    </message>
    <message>
        <source>Keys that grow with time all sort after the last one, so every write goes to the last region: one region server does all the work. Measured against write time: the sample&apos;s timestamps and sequences keep their order, while ids a generator lists in turn, periodically or at random are shuffled first, since real devices and users do not write in the order of their ids. A coarse time in front (ts / 3600000, or a yyyyMMdd day read from a CSV whose rows follow the writes) moves in steps: each step&apos;s writes start on the tail region and spread only as it splits. That follows from the key, so it is reported even when the sample is shorter than one step; an error while a step fills fewer regions than the cluster has servers.</source>
        <translation>随时间递增的行键总是排在最后，所有写入都落到最后一个 Region：一个 RegionServer 承担全部工作。按写入时间衡量：样本中的时间戳和序列保持原有顺序，而生成器轮流、周期或随机给出的 ID 会先打乱，因为真实的设备和用户并不按 ID 的顺序写入。以粗粒度时间开头（ts / 3600000，或 CSV 中按写入顺序排列的 yyyyMMdd 日期）时，行键按时间段递增：每个时间段的写入先落在末尾的 Region 上，只有等它拆分后才逐渐分散。这由行键本身即可推出，因此即使样本短于一个时间段也会报告；当一个时间段填满的 Region 数少于集群的 RegionServer 数时报为错误。</translation>
    </message>
    <message>
        <source>Two rows with one key are one row: the later Put wins. When the key holds the time to the millisecond and its other fields take so many values that one of them writes less than once in 100 ms, a repeat in the sample comes from the generator&apos;s random draws, not from the design: it is reported as a note. So is a repeat in a table expected to hold no more rows than its key has values: one row per user is updated in place. A table expected to hold more than twice the rows its key can tell apart over the retention (the stated values of its fields times the steps of its time) must repeat keys whatever the sample shows: an error.</source>
        <translation>行键相同的两行就是同一行：后写入的 Put 会覆盖前者。如果行键含有精确到毫秒的时间，且其余字段取值多到每个取值 100 毫秒内写入不到一次，样本中的重复来自生成器的随机抽取而不是设计本身，只作为提示报告。如果表预计的行数不超过行键的取值数，重复也只作为提示：每个用户一行，会被原地更新。如果表预计的行数超过保留期内行键所能区分的行数（各字段声明的取值数乘以时间的分段数）的两倍，无论样本如何都必然出现重复行键：报为错误。</translation>
    </message>
    <message>
        <source>A wide row, one cell per item, grows with its busiest key; a row never splits across regions, so one huge row makes one huge region that a single server serves. Above hbase.table.max.rowsize (1 GiB) a Get or Scan of the row fails with RowTooBigException. A key that holds the time or a bucket of it bounds the row: the bucket&apos;s length times its busiest series&apos; write rate (from the table&apos;s growth and the generators&apos; spread), at most the cells its qualifier tells apart.</source>
        <translation>宽行每个条目一个单元格，会随最繁忙的行键不断增长；一行永远不会跨 Region 拆分，因此一个巨大的行会形成一个由单台服务器承载的巨大 Region。超过 hbase.table.max.rowsize（1 GiB）后，对该行的 Get 或 Scan 会抛出 RowTooBigException。行键中含有时间或时间分桶时，行的大小有上限：分桶时长乘以最繁忙序列的写入速率（由表的增长量和生成器的分布得出），且不超过列限定符能区分的单元格数。</translation>
    </message>
    <message>
        <source>A new table has one region until it first splits (under HBase 2&apos;s default SteppingSplitPolicy at twice the memstore flush size, 256 MiB; later splits at the region size); every write of a busy table meanwhile goes to one server.</source>
        <translation>新表在第一次拆分之前只有一个 Region（在 HBase 2 默认的 SteppingSplitPolicy 下，达到 MemStore 刷写大小的两倍即 256 MiB 时拆分，之后按 Region 大小拆分）；在此期间，繁忙表的所有写入都落在一台服务器上。</translation>
    </message>
    <message>
        <source>Bloom filters for tables read by gets</source>
        <translation>Get 读取的表要有布隆过滤器</translation>
    </message>
    <message>
        <source>A ROW bloom filter lets a get skip the store files that cannot hold its row; without one every get reads every file of its region. ROWCOL helps only gets that name their columns, and no bloom filter helps scans.</source>
        <translation>ROW 布隆过滤器让 Get 跳过不可能含有该行的 StoreFile；没有它，每次 Get 都要读所在 Region 的每个文件。ROWCOL 只对指定了列的 Get 有用，任何布隆过滤器都帮不了扫描。</translation>
    </message>
    <message>
        <source>Block sizes that fit the reads</source>
        <translation>与读取方式相称的块大小</translation>
    </message>
    <message>
        <source>A get reads and unpacks a whole block for one row, so large blocks make gets slow; small blocks serve gets but enlarge the block index and gain a scan nothing. The 64 KiB default suits most tables.</source>
        <translation>Get 为一行要读取并解压整个块，所以大块会让 Get 变慢；小块有利于 Get，但会增大块索引，对扫描毫无益处。默认的 64 KiB 适合大多数表。</translation>
    </message>
    <message>
        <source>IN_MEMORY only for what fits</source>
        <translation>IN_MEMORY 只用于放得下的数据</translation>
    </message>
    <message>
        <source>A block cache for families read by gets</source>
        <translation>Get 读取的列族要启用块缓存</translation>
    </message>
    <message>
        <source>BLOCKCACHE =&gt; false keeps a family&apos;s data blocks out of the cache: right for a family scanned once, wrong for one read by gets, which then all read from disk.</source>
        <translation>BLOCKCACHE =&gt; false 让列族的数据块不进缓存：对只扫描一次的列族是对的，对 Get 读取的列族则不对，那样所有 Get 都要读磁盘。</translation>
    </message>
    <message>
        <source>Writes kept in the WAL</source>
        <translation>写入要记入 WAL</translation>
    </message>
    <message>
        <source>Deleted cells that expire</source>
        <translation>已删除的单元格要能过期</translation>
    </message>
    <message>
        <source>Data block encoding for long keys</source>
        <translation>长行键要用数据块编码</translation>
    </message>
    <message>
        <source>Regions a server can carry</source>
        <translation>一台服务器能承载的 Region</translation>
    </message>
    <message>
        <source>HBase runs best with a small number (20 to 200) of large regions a server; every region costs memstores, files and handlers. Counted over all tables at creation and at their volume estimates, with the regions time-ordered keys leave empty as rows expire.</source>
        <translation>HBase 在每台服务器承载少量（20 到 200 个）大 Region 时运行得最好；每个 Region 都要占用 MemStore、文件和处理线程。这里按所有表在建表时和数据量达到预估时统计，并计入按时间递增的行键在行过期后留下的空 Region。</translation>
    </message>
    <message>
        <source>Memstores for the regions written at once</source>
        <translation>同时写入的 Region 所需的 MemStore</translation>
    </message>
    <message>
        <source>Disk for the data and its copies</source>
        <translation>数据及其副本所需的磁盘</translation>
    </message>
    <message>
        <source>Blocks the gets read against the block cache</source>
        <translation>Get 读取的块与块缓存</translation>
    </message>
    <message>
        <source>Far more regions than the data fills wastes memory and flushes; far fewer leaves servers idle. 50 to 100 regions of 10 to 50 GiB a table is the usual guidance. The regions all tables put on each server are HBD-CLUSTER-001&apos;s.</source>
        <translation>Region 数远多于数据所需会浪费内存并增加刷写；远少于所需则会让服务器闲置。通常建议每张表 50 到 100 个 Region，每个 10 到 50 GiB。所有表在每台服务器上的 Region 总数由 HBD-CLUSTER-001 判断。</translation>
    </message>
    <message>
        <source>LZMA and BROTLI need HBase 2.5; LZMA was removed again in 2.6; BZIP2 needs Hadoop&apos;s native library on every server.</source>
        <translation>LZMA 和 BROTLI 需要 HBase 2.5；LZMA 在 2.6 中又被移除了；BZIP2 需要每台服务器都装有 Hadoop 本地库。</translation>
    </message>
    <message>
        <source>IN_MEMORY families share a quarter of the LRU block cache with hbase:meta; a family larger than that quarter pushes out its own blocks and meta&apos;s. With a BucketCache IN_MEMORY neither pins nor preloads data; with BLOCKCACHE =&gt; false nothing is cached.</source>
        <translation>IN_MEMORY 列族与 hbase:meta 共用 LRU 块缓存的四分之一；比这部分大的列族会挤出自己的块和 meta 的块。使用 BucketCache 时，IN_MEMORY 既不会常驻也不会预加载数据；BLOCKCACHE =&gt; false 时什么都不缓存。</translation>
    </message>
    <message>
        <source>SKIP_WAL loses every edit not yet flushed, up to about an hour of writes, when a region server dies, and a family with a REPLICATION_SCOPE replicates none of them; ASYNC_WAL risks the edits of the last moment.</source>
        <translation>SKIP_WAL 在 RegionServer 宕机时会丢失所有尚未刷写的修改，最多约一小时的写入，设置了 REPLICATION_SCOPE 的列族也一条都不会复制；ASYNC_WAL 可能丢失最后片刻的修改。</translation>
    </message>
    <message>
        <source>KEEP_DELETED_CELLS =&gt; TRUE or TTL keeps deleted cells, up to VERSIONS of each, and their delete markers until a TTL removes them; with no TTL deletes never free space.</source>
        <translation>KEEP_DELETED_CELLS =&gt; TRUE 或 TTL 会保留已删除的单元格（每个最多 VERSIONS 个版本）及其删除标记，直到 TTL 将其清除；没有 TTL，删除永远不会释放空间。</translation>
    </message>
    <message>
        <source>Every cell repeats its row key; FAST_DIFF stores a key as its difference from the one before, which saves most where long keys repeat in many cells: in the block cache, and on disk where no compression removes the repeats already. A get then decodes its block from the start; ROW_INDEX_V1 avoids that for random gets, without the saving.</source>
        <translation>每个单元格都重复存储行键；FAST_DIFF 把键存为与前一个键的差异，长行键在很多单元格中重复时省得最多：块缓存中如此，没有压缩去掉重复时磁盘上也如此。这样 Get 要从块的开头解码；ROW_INDEX_V1 可以为随机 Get 免去这一步，但不省空间。</translation>
    </message>
    <message>
        <source>A region that takes writes flushes when its families&apos; memstores together reach the flush size, or after an hour; when the regions written at once hold far more than the heap&apos;s memstore share, the global limit forces small flushes early and compactions pile up. Memstores fill out of step, so up to twice the share is normal.</source>
        <translation>接收写入的 Region 在其所有列族的 MemStore 合计达到刷写阈值时刷写，最迟一小时后也会刷写；当同时写入的 Region 所持有的数据远超堆内存中 MemStore 的份额时，全局上限会迫使它们提前刷写出小文件，合并随之堆积。各 MemStore 涨满的时间彼此错开，所以达到份额的 2 倍以内都属正常。</translation>
    </message>
    <message>
        <source>Each table&apos;s store and MOB files after compression, every version kept, times HDFS&apos;s copies, must fit in 80% of the servers&apos; disks: the rest holds the WALs, a major compaction&apos;s new files before the old are removed, and the files snapshots keep.</source>
        <translation>每张表压缩后的 StoreFile 和 MOB 文件（含所保留的每个版本）乘以 HDFS 副本数，必须放得进服务器磁盘的 80%：其余空间留给 WAL、大合并在删除旧文件前写出的新文件，以及快照保留的文件。</translation>
    </message>
    <message>
        <source>WAL writes on the busiest region server</source>
        <translation>最忙 RegionServer 的 WAL 写入</translation>
    </message>
    <message>
        <source>The bytes a second the busiest region server writes to its WAL, a time-ordered key&apos;s whole stream on the server holding its tail, against the Reference Guide&apos;s 5 to 15 MB/s a server with one active WAL: a planning figure, so a note.</source>
        <translation>最忙的 RegionServer 每秒写入 WAL 的字节数（按时间排序的行键的全部写入都在持有其尾部 Region 的服务器上），对照参考指南对只有一个活动 WAL 的服务器估计的 5 到 15 MB/s：这是规划数字，所以只作提示。</translation>
    </message>
    <message>
        <source>The blocks an hour&apos;s reads bring into the cache (the index and bloom chunks they consult and the data blocks the gets read, uncompressed), against each server&apos;s block cache: far beyond it, most gets read from disk unless they favour few rows; the note says what share finds its block cached if the gets read rows evenly, and the disk reads a second left.</source>
        <translation>一小时的读取带入缓存的块（读取要查的索引块和布隆过滤器块，以及 Get 读取的未压缩数据块）与每台服务器的块缓存相比：远超缓存时，除非 Get 集中在少数行上，大多数 Get 都要读磁盘；提示中给出 Get 均匀读取各行时能命中缓存的比例，以及剩下的每秒磁盘读取次数。</translation>
    </message>
</context>
<context>
    <name>SampleDataPanel</name>
    <message>
        <source>the seed is a whole number from 0 up</source>
        <translation>随机种子必须是不小于 0 的整数</translation>
    </message>
    <message>
        <source>Edit Sample Generator</source>
        <translation>编辑样本生成器</translation>
    </message>
    <message>
        <source>Add Sample Generator</source>
        <translation>添加样本生成器</translation>
    </message>
    <message>
        <source>Remove Sample Generator</source>
        <translation>删除样本生成器</translation>
    </message>
    <message>
        <source>Use CSV Sample</source>
        <translation>使用 CSV 样本</translation>
    </message>
    <message>
        <source>Use Sample Generators</source>
        <translation>使用样本生成器</translation>
    </message>
    <message>
        <source>Map CSV Column</source>
        <translation>映射 CSV 列</translation>
    </message>
    <message>
        <source>Change Sample Rows</source>
        <translation>修改样本行数</translation>
    </message>
    <message>
        <source>Change Sample Seed</source>
        <translation>修改随机种子</translation>
    </message>
    <message>
        <source>S&amp;ource:</source>
        <translation>来源(&amp;O)：</translation>
    </message>
    <message>
        <source>Generators</source>
        <translation>生成器</translation>
    </message>
    <message>
        <source>CSV file</source>
        <translation>CSV 文件</translation>
    </message>
    <message>
        <source>Where the sample rows come from: generators that make them reproducibly, or real rows from a CSV file with a header</source>
        <translation>样本行的来源：可复现地生成样本行的生成器，或带表头的 CSV 文件中的真实数据</translation>
    </message>
    <message>
        <source>How many sample rows the preview and the rules measure</source>
        <translation>预览和规则测量的样本行数</translation>
    </message>
    <message>
        <source>The random seed; the same seed gives the same rows</source>
        <translation>随机种子；相同的种子生成相同的行</translation>
    </message>
    <message>
        <source>Give the selected field, which the design reads, a generator</source>
        <translation>为选中的字段（设计中用到的）添加生成器</translation>
    </message>
    <message>
        <source>Remove the selected generator</source>
        <translation>删除选中的生成器</translation>
    </message>
    <message>
        <source>Read the CSV file again</source>
        <translation>重新读取 CSV 文件</translation>
    </message>
    <message>
        <source>First rows:</source>
        <translation>前几行：</translation>
    </message>
    <message>
        <source>Choose a CSV file with a header line; each column is a field.</source>
        <translation>请选择带表头行的 CSV 文件；每一列是一个字段。</translation>
    </message>
    <message>
        <source>Choose Sample Rows</source>
        <translation>选择样本数据文件</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 文件 (*.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 rows; columns: %2</source>
        <translation>%1 行；列：%2</translation>
    </message>
    <message>
        <source>(the preview reads the first %1: Rows above)</source>
        <translation>（预览只读取前 %1 行：见上方“行数”）</translation>
    </message>
    <message>
        <source>Accept Guessed Generator</source>
        <translation>采纳推测的生成器</translation>
    </message>
    <message>
        <source>A&amp;ccept Guess</source>
        <translation>采纳推测(&amp;C)</translation>
    </message>
    <message>
        <source>Keep the guessed generator as it is and state it: findings measured on it no longer say they rest on a guess</source>
        <translation>按原样保留推测的生成器并确认它：基于它测得的检查结果不再注明是推测数据</translation>
    </message>
    <message>
        <source>all rows</source>
        <translation>全部行</translation>
    </message>
    <message>
        <source>Ro&amp;ws:</source>
        <translation>行数(&amp;W)：</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>种子：</translation>
    </message>
    <message>
        <source>Add Generator</source>
        <translation>添加生成器</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>CSV file:</source>
        <translation>CSV 文件：</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>浏览...</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>重新读取</translation>
    </message>
</context>
<context>
    <name>SampleEdits</name>
    <message>
        <source>there is no table %1</source>
        <translation>不存在表 %1</translation>
    </message>
    <message>
        <source>the field needs a name</source>
        <translation>字段需要名称</translation>
    </message>
    <message>
        <source>field %1 already has a generator</source>
        <translation>字段 %1 已经有生成器</translation>
    </message>
    <message>
        <source>field %1 has no generator</source>
        <translation>字段 %1 没有生成器</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>there is no access pattern %1</source>
        <translation>没有第 %1 个访问模式</translation>
    </message>
    <message>
        <source>an access pattern needs a name</source>
        <translation>访问模式需要名称</translation>
    </message>
    <message>
        <source>the table already has an access pattern named &quot;%1&quot;</source>
        <translation>该表已有名为“%1”的访问模式</translation>
    </message>
    <message>
        <source>there is no table %1 in the project</source>
        <translation>项目中没有表 %1</translation>
    </message>
</context>
<context>
    <name>SampleGenerator</name>
    <message>
        <source>the sequence passes the range of a 64-bit integer</source>
        <translation>序列超出了 64 位整数的范围</translation>
    </message>
    <message>
        <source>the rate must be a positive number of rows per second</source>
        <translation>速率必须是正数（每秒行数）</translation>
    </message>
    <message>
        <source>the jitter must not be negative</source>
        <translation>抖动不能为负数</translation>
    </message>
    <message>
        <source>the timestamps pass the range of a 64-bit integer; raise the rate</source>
        <translation>时间戳超出了 64 位整数的范围；请提高速率</translation>
    </message>
    <message>
        <source>max (%1) is below min (%2)</source>
        <translation>max（%1）小于 min（%2）</translation>
    </message>
    <message>
        <source>an enumeration needs at least one value</source>
        <translation>枚举至少需要一个取值</translation>
    </message>
    <message>
        <source>the weight of &quot;%1&quot; must be a number of at least 0</source>
        <translation>“%1”的权重必须是不小于 0 的数</translation>
    </message>
    <message>
        <source>an enumeration needs a value with a weight above 0</source>
        <translation>枚举至少需要一个权重大于 0 的取值</translation>
    </message>
    <message>
        <source>the cardinality must be between 1 and %1, not %2</source>
        <translation>基数必须在 1 到 %1 之间，而不是 %2</translation>
    </message>
    <message>
        <source>the exponent must be a number of at least 0</source>
        <translation>指数必须是不小于 0 的数</translation>
    </message>
    <message>
        <source>the alphabet must not be empty</source>
        <translation>字符表不能为空</translation>
    </message>
    <message>
        <source>the length must be between 0 and the maximum length (%1), not %2</source>
        <translation>长度必须在 0 到最大长度（%1）之间，而不是 %2</translation>
    </message>
    <message>
        <source>the number of hosts must be at least 1, not %1</source>
        <translation>主机数至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>unknown generator kind</source>
        <translation>未知的生成器类型</translation>
    </message>
    <message>
        <source>the number of sample rows must be between 0 and %1, not %2</source>
        <translation>样本行数必须在 0 到 %1 之间，而不是 %2</translation>
    </message>
    <message>
        <source>generator %1 has no field name</source>
        <translation>第 %1 个生成器没有字段名</translation>
    </message>
    <message>
        <source>field &apos;%1&apos; has more than one generator</source>
        <translation>字段“%1”有多个生成器</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: %2</source>
        <translation>字段“%1”：%2</translation>
    </message>
    <message>
        <source>the number of ids must be at least 1, not %1</source>
        <translation>ID 数量至少为 1，而不是 %1</translation>
    </message>
    <message>
        <source>the ids pass the range of a 64-bit integer</source>
        <translation>ID 超出了 64 位整数的范围</translation>
    </message>
    <message>
        <source>field &apos;%1&apos;: its values pass 4 GiB; use fewer sample rows</source>
        <translation>字段“%1”：取值总量超过 4 GiB；请减少样本行数</translation>
    </message>
    <message>
        <source>the jitter must be between 0 and half the period (50%)</source>
        <translation>抖动必须在 0 到半个周期（50%）之间</translation>
    </message>
    <message>
        <source>the share of missed reports must be at least 0% and at most 99%</source>
        <translation>漏报比例必须在 0% 到 99% 之间</translation>
    </message>
</context>
<context>
    <name>SarifWriter</name>
    <message>
        <source>Fix: %1</source>
        <translation>修复：%1</translation>
    </message>
    <message>
        <source>Bad: %1</source>
        <translation>反例：%1</translation>
    </message>
    <message>
        <source>Good: %1</source>
        <translation>正例：%1</translation>
    </message>
    <message>
        <source>Reference: %1</source>
        <translation>参考：%1</translation>
    </message>
    <message>
        <source>Bad: `%1`</source>
        <translation>反例：`%1`</translation>
    </message>
    <message>
        <source>Good: `%1`</source>
        <translation>正例：`%1`</translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>SchemaDiff</name>
    <message>
        <source>safe</source>
        <translation>安全</translation>
    </message>
    <message>
        <source>rewrites store files</source>
        <translation>重写 StoreFile</translation>
    </message>
    <message>
        <source>removes data</source>
        <translation>删除数据</translation>
    </message>
    <message>
        <source>not possible with alter</source>
        <translation>无法用 alter 完成</translation>
    </message>
    <message>
        <source>new table %1</source>
        <translation>新表 %1</translation>
    </message>
    <message>
        <source>table %1 is dropped with all its rows</source>
        <translation>表 %1 连同其所有行将被删除</translation>
    </message>
    <message>
        <source>new namespace %1</source>
        <translation>新命名空间 %1</translation>
    </message>
    <message>
        <source>namespace %1 holds no table any more: dropped once its tables are</source>
        <translation>命名空间 %1 中已没有表：在其中的表删除后将其删除</translation>
    </message>
    <message>
        <source>new column family %1 in %2</source>
        <translation>%2 中的新列族 %1</translation>
    </message>
    <message>
        <source>column family %1 is deleted from %2 with all its cells</source>
        <translation>列族 %1 将连同其所有单元格从 %2 中删除</translation>
    </message>
    <message>
        <source>(unset)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <source>%1 of %2: %3 -&gt; %4</source>
        <translation>%2 的 %1：%3 -&gt; %4</translation>
    </message>
    <message>
        <source>; %1</source>
        <translation>；%1</translation>
    </message>
    <message>
        <source>%1: the split keys cannot be computed: %2</source>
        <translation>%1：无法计算拆分点：%2</translation>
    </message>
    <message>
        <source>new split key %1 of %2: the region holding it is split there</source>
        <translation>%2 的新拆分点 %1：包含该键的 Region 将在此处拆分</translation>
    </message>
    <message>
        <source>split key %1 of %2 is gone: no shell command merges regions at a key (merge_region needs the encoded names of regions the running cluster has, which may have split since)</source>
        <translation>%2 的拆分点 %1 已删除：没有任何 Shell 命令能按键合并 Region（merge_region 需要运行中集群里 Region 的编码名称，而这些 Region 此后可能已经拆分过）</translation>
    </message>
    <message>
        <source>the row-key design of %1 is stated or left out (%2 -&gt; %3); HBase keeps none, so nothing changes in the cluster</source>
        <translation>%1 的行键设计被补上或去掉（%2 -&gt; %3）；HBase 本身不保存行键设计，因此集群中不会有任何变化</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>the row key of %1 changes from %2 to %3: the rows stored keep their keys, and no shell command re-keys them</source>
        <translation>%1 的行键从 %2 改为 %3：已存储的行仍保留原行键，没有任何 Shell 命令能为它们重新生成行键</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
</context>
<context>
    <name>ScriptExporter</name>
    <message>
        <source>no table &quot;%1&quot; in the project</source>
        <translation>项目中没有表“%1”</translation>
    </message>
    <message>
        <source>%1: %2 [%3]</source>
        <translation>%1：%2 [%3]</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the project has no table to export</source>
        <translation>项目中没有可导出的表</translation>
    </message>
    <message>
        <source>namespace &quot;%1&quot;: %2</source>
        <translation>命名空间“%1”：%2</translation>
    </message>
    <message>
        <source># HBase shell script written by HBase Schema Designer.</source>
        <translation># 由 HBase Schema Designer 生成的 HBase Shell 脚本。</translation>
    </message>
    <message>
        <source># HBase shell script written by HBase Schema Designer from %1.</source>
        <translation># 由 HBase Schema Designer 根据 %1 生成的 HBase Shell 脚本。</translation>
    </message>
    <message>
        <source># Project: %1</source>
        <translation># 项目：%1</translation>
    </message>
    <message>
        <source># Target: HBase %1</source>
        <translation># 目标版本：HBase %1</translation>
    </message>
    <message>
        <source># Target: HBase %1 or later</source>
        <translation># 目标版本：HBase %1 或更高</translation>
    </message>
    <message>
        <source># Run it with:  hbase shell -n %1</source>
        <translation># 运行方式：  hbase shell -n %1</translation>
    </message>
    <message>
        <source>#   -n stops at the first error with exit status 1.</source>
        <translation>#   -n 遇到第一个错误即停止，退出状态为 1。</translation>
    </message>
    <message>
        <source>#   Run it from this directory: SPLITS_FILE paths are relative to where the shell starts.</source>
        <translation>#   请在本目录下运行：SPLITS_FILE 路径相对于 Shell 启动时所在的目录。</translation>
    </message>
    <message>
        <source>namespace %1</source>
        <translation>命名空间 %1</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>表 %1</translation>
    </message>
    <message>
        <source># Creates: %1</source>
        <translation># 创建：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>ScriptOptions</name>
    <message>
        <source>Project&apos;s version</source>
        <translation>项目设定的版本</translation>
    </message>
    <message>
        <source>HBase %1</source>
        <translation>HBase %1</translation>
    </message>
    <message>
        <source>HBase shell scripts (*.rb)</source>
        <translation>HBase Shell 脚本 (*.rb)</translation>
    </message>
</context>
<context>
    <name>ScriptPanel</name>
    <message>
        <source>Each table&apos;s choice</source>
        <translation>按各表的设置</translation>
    </message>
    <message>
        <source>Inline SPLITS</source>
        <translation>内联 SPLITS</translation>
    </message>
    <message>
        <source>SPLITS_FILE</source>
        <translation>SPLITS_FILE</translation>
    </message>
    <message>
        <source>&amp;Dialect:</source>
        <translation>目标版本(&amp;D)：</translation>
    </message>
    <message>
        <source>The HBase release the script is written for; it decides which compression codecs may appear</source>
        <translation>脚本面向的 HBase 版本；它决定可以出现哪些压缩算法</translation>
    </message>
    <message>
        <source>Write computed split keys inline (SPLITS =&gt; [...]) or to a file beside the script (SPLITS_FILE)</source>
        <translation>把计算出的拆分点内联写入（SPLITS =&gt; [...]），或写入脚本旁的文件（SPLITS_FILE）</translation>
    </message>
    <message>
        <source>Copy the script to the clipboard</source>
        <translation>把脚本复制到剪贴板</translation>
    </message>
    <message>
        <source>Save this script as an .rb file for hbase shell</source>
        <translation>把脚本另存为供 hbase shell 使用的 .rb 文件</translation>
    </message>
    <message>
        <source>The project has no tables yet</source>
        <translation>项目中还没有表</translation>
    </message>
    <message>
        <source>Add a table with Edit &gt; Add Table, or open a project with File &gt; Open Project...</source>
        <translation>用“编辑 &gt; 添加表”添加一张表，或用“文件 &gt; 打开项目...”打开项目</translation>
    </message>
    <message>
        <source>HBase shell script for the whole project</source>
        <translation>整个项目的 HBase Shell 脚本</translation>
    </message>
    <message>
        <source>HBase shell script for table %1</source>
        <translation>表 %1 的 HBase Shell 脚本</translation>
    </message>
    <message>
        <source>Nothing can be exported until these are fixed:</source>
        <translation>修复以下问题之前无法导出：</translation>
    </message>
    <message>
        <source>%1 (written beside the script):</source>
        <translation>%1（与脚本写在同一目录）：</translation>
    </message>
    <message>
        <source>Save HBase Shell Script</source>
        <translation>保存 HBase Shell 脚本</translation>
    </message>
    <message>
        <source>Cannot Save Script</source>
        <translation>无法保存脚本</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Spli&amp;ts:</source>
        <translation>拆分点写法(&amp;T)：</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Save As...</source>
        <translation>另存为...</translation>
    </message>
</context>
<context>
    <name>ShellScriptParser</name>
    <message>
        <source>Ruby code, not a shell command; skipped</source>
        <translation>这是 Ruby 代码，不是 Shell 命令；已跳过</translation>
    </message>
    <message>
        <source>%1: %2; the statement is skipped</source>
        <translation>%1：%2；已跳过该语句</translation>
    </message>
    <message>
        <source>drop of a table this import has not seen; skipped</source>
        <translation>drop 的表不在本次导入中；已跳过</translation>
    </message>
    <message>
        <source>&quot;%1&quot; changes no schema; skipped</source>
        <translation>“%1”不改变表结构；已跳过</translation>
    </message>
    <message>
        <source>create_namespace needs the namespace&apos;s name in quotes</source>
        <translation>create_namespace 需要带引号的命名空间名</translation>
    </message>
    <message>
        <source>namespace properties are not kept</source>
        <translation>命名空间属性不会保留</translation>
    </message>
    <message>
        <source>a column family needs a NAME</source>
        <translation>列族需要 NAME</translation>
    </message>
    <message>
        <source>an empty split key: HBase refuses it</source>
        <translation>空的拆分点：HBase 会拒绝</translation>
    </message>
    <message>
        <source>the split key &apos;%1&apos; is given twice: HBase refuses it</source>
        <translation>拆分点 &apos;%1&apos; 出现了两次：HBase 会拒绝</translation>
    </message>
    <message>
        <source>SPLITS_FILE &apos;%1&apos;: %2</source>
        <translation>SPLITS_FILE &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>SPLITS must be a list [&apos;key&apos;, ...]</source>
        <translation>SPLITS 必须是列表 [&apos;key&apos;, ...]</translation>
    </message>
    <message>
        <source>a split key must be a string</source>
        <translation>拆分点必须是字符串</translation>
    </message>
    <message>
        <source>SPLITS win over NUMREGIONS and SPLITALGO, which HBase ignores here</source>
        <translation>SPLITS 优先于 NUMREGIONS 和 SPLITALGO，HBase 在此会忽略后两者</translation>
    </message>
    <message>
        <source>NUMREGIONS and SPLITALGO go together</source>
        <translation>NUMREGIONS 和 SPLITALGO 必须同时给出</translation>
    </message>
    <message>
        <source>split algorithm %1 is not one of HBase&apos;s own; the pre-split is not imported</source>
        <translation>拆分算法 %1 不是 HBase 自带的；未导入预分区</translation>
    </message>
    <message>
        <source>create needs the table&apos;s name in quotes</source>
        <translation>create 需要带引号的表名</translation>
    </message>
    <message>
        <source>expected a column family or a hash</source>
        <translation>应为列族或哈希</translation>
    </message>
    <message>
        <source>table %1 has no column family: HBase refuses to create it</source>
        <translation>表 %1 没有列族：HBase 会拒绝建表</translation>
    </message>
    <message>
        <source>alter unsets %1, which table %2 does not have</source>
        <translation>alter 要取消 %1，但表 %2 没有该属性</translation>
    </message>
    <message>
        <source>alter needs the table&apos;s name in quotes</source>
        <translation>alter 需要带引号的表名</translation>
    </message>
    <message>
        <source>alter of table %1, which this import has not seen; skipped</source>
        <translation>alter 的表 %1 不在本次导入中；已跳过</translation>
    </message>
    <message>
        <source>alter deletes family %1, which the table does not have</source>
        <translation>alter 要删除列族 %1，但表中没有该列族</translation>
    </message>
    <message>
        <source>%1 needs NAME</source>
        <translation>%1 需要 NAME</translation>
    </message>
    <message>
        <source>unknown METHOD &apos;%1&apos;</source>
        <translation>未知的 METHOD &apos;%1&apos;</translation>
    </message>
    <message>
        <source>before line %1 starts another command</source>
        <translation>第 %1 行已开始另一条命令</translation>
    </message>
    <message>
        <source>before the end of the file</source>
        <translation>直到文件结尾</translation>
    </message>
    <message>
        <source>the &apos;%1&apos; opened in this statement is never closed (%2)</source>
        <translation>此语句中打开的“%1”没有闭合（%2）</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot; (%2?): the shell would stop here</source>
        <translation>未知命令“%1”（是否想写 %2？）：HBase Shell 会在这里停止</translation>
    </message>
    <message>
        <source>%1 =&gt; &apos;%2&apos;: expected a coprocessor as &apos;[path]|class|[priority]|[arguments]&apos;</source>
        <translation>%1 =&gt; &apos;%2&apos;：协处理器应写作 &apos;[路径]|类名|[优先级]|[参数]&apos;</translation>
    </message>
    <message>
        <source>coprocessor %1 is already on table %2: the shell refuses it</source>
        <translation>表 %2 已有协处理器 %1：Shell 会拒绝</translation>
    </message>
    <message>
        <source>%1: %2: Ruby refuses this, so the shell would run none of the script</source>
        <translation>%1：%2：Ruby 不接受这种写法，Shell 会因此不执行整个脚本</translation>
    </message>
    <message>
        <source>%1: %2: the import reads only plain values, and without this statement its table would be wrong</source>
        <translation>%1：%2：导入只读取字面值；跳过这条语句后，导入的表会与实际不符</translation>
    </message>
    <message>
        <source>&quot;%1&quot; reads another file, which the import does not follow; skipped (import that file too if it creates tables)</source>
        <translation>“%1”会读取另一个文件，导入不会跟进；已跳过（如果那个文件会建表，请把它也一并导入）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; runs code, which the import never does; skipped (a table it would create is not imported)</source>
        <translation>“%1”会执行代码，而导入从不执行代码；已跳过（它会创建的表不会被导入）</translation>
    </message>
    <message>
        <source>NUMREGIONS must be a whole number from 2 to 1,000,000, unquoted</source>
        <translation>NUMREGIONS 必须是 2 到 100 万之间的整数，且不加引号</translation>
    </message>
    <message>
        <source>the split key &apos;%1&apos; ends in a \x escape cut short: HBase&apos;s Bytes.toBytesBinary throws on it, so the shell refuses this statement (write a backslash as \x5C)</source>
        <translation>拆分点 &apos;%1&apos; 以不完整的 \x 转义结尾：HBase 的 Bytes.toBytesBinary 会因此抛出异常，Shell 会拒绝这条语句（反斜杠请写作 \x5C）</translation>
    </message>
    <message>
        <source>SPLITS_FILE &apos;%1&apos; line %2: %3</source>
        <translation>SPLITS_FILE &apos;%1&apos; 第 %2 行：%3</translation>
    </message>
</context>
<context>
    <name>ShellValueReader</name>
    <message>
        <source>a double-quoted string with #{...}: Ruby code</source>
        <translation>带 #{...} 的双引号字符串：这是 Ruby 代码</translation>
    </message>
    <message>
        <source>the escape \%1 in a double-quoted string: write the value in single quotes</source>
        <translation>双引号字符串中的转义 \%1：请把该值写在单引号中</translation>
    </message>
    <message>
        <source>a string that is never closed</source>
        <translation>字符串没有结束引号</translation>
    </message>
    <message>
        <source>a number followed by &quot;%1&quot;</source>
        <translation>数字后跟着“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is Ruby code, not a value</source>
        <translation>“%1”是 Ruby 代码，不是值</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is called like a method: Ruby code</source>
        <translation>“%1”被当作方法调用：这是 Ruby 代码</translation>
    </message>
    <message>
        <source>a value is missing at the end</source>
        <translation>末尾缺少一个值</translation>
    </message>
    <message>
        <source>a value is expected here</source>
        <translation>此处应为一个值</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;]&quot;</source>
        <translation>应为“,”或“]”</translation>
    </message>
    <message>
        <source>a &quot;{&quot; is never closed</source>
        <translation>“{”没有闭合</translation>
    </message>
    <message>
        <source>a hash key must be a name or a string</source>
        <translation>哈希的键必须是名称或字符串</translation>
    </message>
    <message>
        <source>expected &quot;=&gt;&quot; after %1</source>
        <translation>%1 之后应为“=&gt;”</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; between two entries</source>
        <translation>两个条目之间应有“,”</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; between two arguments</source>
        <translation>两个参数之间应有“,”</translation>
    </message>
    <message>
        <source>a &quot;(&quot; is never closed</source>
        <translation>“(”没有闭合</translation>
    </message>
    <message>
        <source>more follows the command: Ruby code</source>
        <translation>命令后面还有内容：这是 Ruby 代码</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; that closes nothing</source>
        <translation>多余的“%1”，没有可闭合的括号</translation>
    </message>
    <message>
        <source>a &quot;%1&quot; where &quot;%2&quot; belongs</source>
        <translation>此处应为“%2”，却是“%1”</translation>
    </message>
    <message>
        <source>a &quot;)&quot; where &quot;}&quot; belongs</source>
        <translation>此处应为“}”，却是“)”</translation>
    </message>
    <message>
        <source>a &quot;]&quot; where &quot;}&quot; belongs</source>
        <translation>此处应为“}”，却是“]”</translation>
    </message>
    <message>
        <source>more than %1 levels of braces and brackets inside each other</source>
        <translation>花括号和方括号嵌套超过 %1 层</translation>
    </message>
</context>
<context>
    <name>Splits</name>
    <message>
        <source>the number of regions must be between %1 and %2, not %3</source>
        <translation>Region 数量必须在 %1 到 %2 之间，而不是 %3</translation>
    </message>
    <message>
        <source>the key range is too small to split</source>
        <translation>键范围太小，无法拆分</translation>
    </message>
    <message>
        <source>unknown split algorithm</source>
        <translation>未知的拆分算法</translation>
    </message>
    <message>
        <source>Admin.createTable with a start and end key must create at least three regions, not %1</source>
        <translation>带起止键调用 Admin.createTable 时至少要创建 3 个 Region，而不是 %1 个</translation>
    </message>
    <message>
        <source>the start key &quot;%1&quot; must sort before the end key &quot;%2&quot;</source>
        <translation>起始键“%1”必须排在结束键“%2”之前</translation>
    </message>
    <message>
        <source>split key %1 is empty; HBase refuses an empty split key</source>
        <translation>第 %1 个拆分点为空；HBase 不接受空拆分点</translation>
    </message>
    <message>
        <source>split key %1 &quot;%2&quot; is a duplicate</source>
        <translation>第 %1 个拆分点“%2”重复</translation>
    </message>
    <message>
        <source>unknown split kind</source>
        <translation>未知的预分区类型</translation>
    </message>
    <message>
        <source>with both keys padded with 00 bytes to the same length, the end key is not above the start key (HBase: &quot;b &lt;= a&quot;)</source>
        <translation>两个键用 00 字节补齐到相同长度后，结束键不大于起始键（HBase：&quot;b &lt;= a&quot;）</translation>
    </message>
    <message>
        <source>split key %1 &quot;%2&quot; sorts before split key %3 &quot;%4&quot;; HBase needs them in ascending byte order</source>
        <translation>拆分点 %1“%2”排在拆分点 %3“%4”之前；HBase 要求拆分点按字节升序排列</translation>
    </message>
    <message>
        <source>recommended split keys cannot be computed without the table&apos;s sample keys</source>
        <translation>没有该表的样本行键，无法计算推荐的拆分点</translation>
    </message>
    <message>
        <source>the number of regions must be between 1 and %1, not %2</source>
        <translation>Region 数必须在 1 到 %1 之间，而不是 %2</translation>
    </message>
    <message>
        <source>one region per salt bucket needs 2 to 256 buckets (Phoenix itself allows 1 to 256), not %1</source>
        <translation>每个加盐分桶一个 Region 时，加盐分桶数必须在 2 到 256 之间（Phoenix 本身允许 1 到 256），而不是 %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Design an HBase schema</source>
        <translation>设计 HBase 表结构</translation>
    </message>
    <message>
        <source>Open an Example...</source>
        <translation>打开示例...</translation>
    </message>
    <message>
        <source>A case study: a bad table beside a good one</source>
        <translation>一个案例：一张有问题的表和一张改好的表并排对比</translation>
    </message>
    <message>
        <source>Start with a Table</source>
        <translation>从一张表开始</translation>
    </message>
    <message>
        <source>Open a Project...</source>
        <translation>打开项目...</translation>
    </message>
    <message>
        <source>Draw tables, column families and a row key; the preview shows how HBase orders the keys, which region each lands in and where writes pile up.
The Problems panel flags every broken design rule, and File &gt; Export Shell Script... writes the HBase shell script.</source>
        <translation>画出表、列族和行键；预览显示 HBase 如何排列行键、各行键落在哪个 Region、写入热点在哪里。
问题面板会标出每一处违反规则的设计，“文件 &gt; 导出 Shell 脚本...”会生成 HBase Shell 脚本。</translation>
    </message>
    <message>
        <source>Import Tables...</source>
        <translation>导入已有的表...</translation>
    </message>
    <message>
        <source>Bring in a running cluster&apos;s tables: describe output, an HBase shell script or REST schema JSON (File &gt; Import...)</source>
        <translation>导入正在运行的集群中的表：describe 输出、HBase Shell 脚本或 REST 表结构 JSON（文件 &gt; 导入...）</translation>
    </message>
    <message>
        <source>Recent projects (double-click, or Enter, to open):</source>
        <translation>最近的项目（双击或按 Enter 打开）：</translation>
    </message>
</context>
<context>
    <name>StoragePanel</name>
    <message>
        <source>Select a table to see its storage estimate.</source>
        <translation>选择一张表以查看其存储估算。</translation>
    </message>
    <message>
        <source>Cells per row</source>
        <translation>每行单元格数</translation>
    </message>
    <message>
        <source>Bytes per cell</source>
        <translation>每个单元格字节数</translation>
    </message>
    <message>
        <source>Bytes per row</source>
        <translation>每行字节数</translation>
    </message>
    <message>
        <source>  row key (in every cell)</source>
        <translation>  行键（每个单元格都存一份）</translation>
    </message>
    <message>
        <source>  family names</source>
        <translation>  列族名</translation>
    </message>
    <message>
        <source>  qualifiers</source>
        <translation>  列限定符</translation>
    </message>
    <message>
        <source>  values</source>
        <translation>  值</translation>
    </message>
    <message>
        <source>  fixed overhead (20 bytes a cell)</source>
        <translation>  固定开销（每个单元格 20 字节）</translation>
    </message>
    <message>
        <source>Expected rows</source>
        <translation>预计行数</translation>
    </message>
    <message>
        <source>Total before compression</source>
        <translation>压缩前总量</translation>
    </message>
    <message>
        <source>Set the table&apos;s expected rows to estimate its size and region count.</source>
        <translation>设置该表的预计行数以估算其大小和 Region 数。</translation>
    </message>
    <message>
        <source>a year of rows: the table keeps them with no end</source>
        <translation>一年的行数：该表的数据没有保留期限</translation>
    </message>
    <message>
        <source>every version kept</source>
        <translation>含所保留的每个版本</translation>
    </message>
    <message>
        <source>  family %1</source>
        <translation>  列族 %1</translation>
    </message>
    <message>
        <source>  MOB files of %1</source>
        <translation>  %1 的 MOB 文件</translation>
    </message>
    <message>
        <source>outside the regions</source>
        <translation>存放在 Region 之外</translation>
    </message>
    <message>
        <source>Store and MOB files</source>
        <translation>StoreFile 和 MOB 文件</translation>
    </message>
    <message>
        <source>one copy, before HDFS replication</source>
        <translation>单份，未计 HDFS 副本</translation>
    </message>
    <message>
        <source>Regions as HBase splits them</source>
        <translation>按 HBase 拆分方式的 Region 数</translation>
    </message>
    <message>
        <source>%1 against a split size of %2; regions %3% full on average</source>
        <translation>%1，拆分阈值 %2；Region 平均填满 %3%</translation>
    </message>
    <message>
        <source>%1 rows, %2 cells a row, versions kept: %3; store files after compression</source>
        <translation>%1 行，每行 %2 个单元格，保留版本数：%3；压缩后的 StoreFile</translation>
    </message>
    <message>
        <source>the region servers stop splitting at %1 regions each (hbase.regionserver.regionSplitLimit): these regions grow past the split size of %2</source>
        <translation>每台 RegionServer 到 %1 个 Region 后不再拆分（hbase.regionserver.regionSplitLimit）：这些 Region 会长到超过 %2 的拆分大小</translation>
    </message>
</context>
<context>
    <name>TableCard</name>
    <message numerus="yes">
        <source>+ %n more</source>
        <translation>
            <numerusform>还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;%1&gt; (one cell per value)</source>
        <translation>&lt;%1&gt;（每个值一个单元格）</translation>
    </message>
    <message>
        <source>no pre-split: one region</source>
        <translation>不预分区：一个 Region</translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · explicit keys</source>
        <translation>
            <numerusform>%n 个 Region · 显式拆分点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · %1</source>
        <translation>
            <numerusform>%n 个 Region · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · start/end keys</source>
        <translation>
            <numerusform>%n 个 Region · 起止键均分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · one per salt bucket</source>
        <translation>
            <numerusform>%n 个 Region · 每个加盐分桶一个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s) · from the sample</source>
        <translation>
            <numerusform>%n 个 Region · 按样本数据</numerusform>
        </translation>
    </message>
    <message>
        <source>no row key yet</source>
        <translation>还没有行键</translation>
    </message>
    <message>
        <source>+ family</source>
        <translation>+ 列族</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 个警告</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableSample</name>
    <message>
        <source>the table has no sample data: give it generators or a CSV file</source>
        <translation>该表没有样本数据：请为它配置生成器或 CSV 文件</translation>
    </message>
    <message numerus="yes">
        <source>the %n sample row(s) have too few distinct keys for %1 regions</source>
        <translation>
            <numerusform>%n 个样本行中不同的行键太少，不足以分成 %1 个 Region</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: there is no column &quot;%2&quot; for field %3; the header has: %4</source>
        <translation>%1：没有供字段 %3 使用的列“%2”；表头中的列为：%4</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>not a whole number of bytes or seconds</source>
        <translation>不是整数个字节或秒</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>最大为 %1</translation>
    </message>
    <message>
        <source>write a size such as 65536, 64 KiB or 10 GiB</source>
        <translation>请输入大小，例如 65536、64 KiB 或 10 GiB</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>write a duration such as 3600, 12 h, 7 days or FOREVER</source>
        <translation>请输入时长，例如 3600、12 h、7 days 或 FOREVER</translation>
    </message>
    <message>
        <source>unknown unit &apos;%1&apos;: use s, min, h or days</source>
        <translation>未知单位“%1”：请使用 s、min、h 或 days</translation>
    </message>
    <message>
        <source>write a rate such as 20000, 20,000 / s, 500 / min or 1.7e9 / d</source>
        <translation>请写出频率，例如 20000、20,000 / s、500 / min 或 1.7e9 / d</translation>
    </message>
    <message>
        <source>unknown unit &apos;%1&apos;: use s, min, h or d</source>
        <translation>未知单位“%1”：请使用 s、min、h 或 d</translation>
    </message>
    <message>
        <source>%1 / s</source>
        <translation>%1 / 秒</translation>
    </message>
    <message>
        <source>%1 / d</source>
        <translation>%1 / 天</translation>
    </message>
    <message>
        <source>more than %1 rows a day</source>
        <translation>每天超过 %1 行</translation>
    </message>
    <message>
        <source>%1 / min</source>
        <translation>%1 / 分钟</translation>
    </message>
    <message>
        <source>%1 / h</source>
        <translation>%1 / 小时</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a percentage such as 10%</source>
        <translation>“%1”不是百分比（例如 10%）</translation>
    </message>
    <message>
        <source>%1 × 10⁸</source>
        <comment>a count in hundreds of millions: 亿</comment>
        <translation>%1 亿</translation>
    </message>
    <message>
        <source>%1 × 10⁴</source>
        <comment>a count in tens of thousands: 万</comment>
        <translation>%1 万</translation>
    </message>
    <message>
        <source>unknown unit &apos;%1&apos;: use B, KiB, MiB, GiB or TiB (KB, MB, GB and TB are read as the same binary units, as HBase&apos;s shell reads them)</source>
        <translation>未知单位 &apos;%1&apos;：请用 B、KiB、MiB、GiB 或 TiB（KB、MB、GB、TB 按同样的二进制单位读取，与 HBase Shell 的读法一致）</translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message>
        <source>namespace name &quot;%1&quot;: %2</source>
        <translation>命名空间名称“%1”：%2</translation>
    </message>
    <message>
        <source>table %1 has no column family; HBase refuses to create it</source>
        <translation>表 %1 没有列族；HBase 会拒绝创建该表</translation>
    </message>
    <message>
        <source>table %1 has no row key design yet</source>
        <translation>表 %1 尚未设计行键</translation>
    </message>
    <message>
        <source>table name &quot;%1&quot;</source>
        <translation>表名“%1”</translation>
    </message>
    <message>
        <source>column family name &quot;%1&quot;</source>
        <translation>列族名称“%1”</translation>
    </message>
    <message>
        <source>family %1 has VERSIONS %2; HBase needs at least 1</source>
        <translation>列族 %1 的 VERSIONS 为 %2；HBase 要求至少为 1</translation>
    </message>
    <message>
        <source>family %1 has MIN_VERSIONS %2; it cannot be negative</source>
        <translation>列族 %1 的 MIN_VERSIONS 为 %2；该值不能为负数</translation>
    </message>
    <message>
        <source>family %1 has MIN_VERSIONS %2 above VERSIONS %3; the master refuses it</source>
        <translation>列族 %1 的 MIN_VERSIONS（%2）大于 VERSIONS（%3）；Master 会拒绝</translation>
    </message>
    <message>
        <source>family %1 has TTL %2 s; HBase needs a positive TTL</source>
        <translation>列族 %1 的 TTL 为 %2 秒；HBase 要求 TTL 为正数</translation>
    </message>
    <message>
        <source>family %1 uses COMPRESSION %2, which needs HBase 2.5 or later; the project targets HBase %3</source>
        <translation>列族 %1 使用了 COMPRESSION %2，需要 HBase 2.5 或更高版本；而项目的目标版本是 HBase %3</translation>
    </message>
    <message>
        <source>family %1 uses BLOOMFILTER ROWPREFIX_FIXED_LENGTH without a prefix length; HBase refuses it</source>
        <translation>列族 %1 使用了 BLOOMFILTER ROWPREFIX_FIXED_LENGTH，但未设置前缀长度；HBase 会拒绝</translation>
    </message>
    <message>
        <source>family %1 sets a bloom prefix length of %2, which only ROWPREFIX_FIXED_LENGTH uses; it will not be exported</source>
        <translation>列族 %1 设置了布隆过滤器前缀长度 %2，但只有 ROWPREFIX_FIXED_LENGTH 会用到它；该设置不会被导出</translation>
    </message>
    <message>
        <source>family %1 has REPLICATION_SCOPE %2; HBase knows 0, 1 and 2</source>
        <translation>列族 %1 的 REPLICATION_SCOPE 为 %2；HBase 只支持 0、1 和 2</translation>
    </message>
    <message>
        <source>MAX_FILESIZE %1 bytes is below HBase&apos;s 2 MiB minimum</source>
        <translation>MAX_FILESIZE 为 %1 字节，低于 HBase 的最小值 2 MiB</translation>
    </message>
    <message>
        <source>MEMSTORE_FLUSHSIZE %1 bytes is below HBase&apos;s 1 MiB minimum</source>
        <translation>MEMSTORE_FLUSHSIZE 为 %1 字节，低于 HBase 的最小值 1 MiB</translation>
    </message>
    <message>
        <source>family %1 has TTL %2 s; HBase keeps TTL in a 32-bit integer, at most %3 (FOREVER)</source>
        <translation>列族 %1 的 TTL 为 %2 秒；HBase 用 32 位整数保存 TTL，最大为 %3（FOREVER）</translation>
    </message>
    <message>
        <source>family %1 has a bloom prefix length of %2; HBase allows at most 32767, the longest row key</source>
        <translation>列族 %1 的布隆过滤器前缀长度为 %2；HBase 最多允许 32767，即行键的最大长度</translation>
    </message>
    <message>
        <source>family %1 uses COMPRESSION %2, which HBase removed in 2.6; the project targets HBase %3</source>
        <translation>列族 %1 使用的 COMPRESSION %2 已在 HBase 2.6 中移除；本项目的目标版本是 HBase %3</translation>
    </message>
    <message>
        <source>family %1 uses COMPRESSION LZMA, which only HBase 2.5 has; creating the table fails on 2.6 and later</source>
        <translation>列族 %1 使用的 COMPRESSION LZMA 只有 HBase 2.5 支持；在 2.6 及以后的版本上建表会失败</translation>
    </message>
    <message>
        <source>REGION_REPLICATION %1 is below 1; the master refuses it</source>
        <translation>REGION_REPLICATION 为 %1，小于 1；Master 会拒绝</translation>
    </message>
    <message>
        <source>segment %1 [%2], column %3: %4</source>
        <translation>第 %1 段 [%2]，第 %3 列：%4</translation>
    </message>
    <message>
        <source>row key: %1</source>
        <translation>行键：%1</translation>
    </message>
    <message>
        <source>recommended splits come from the sample keys, and the table has no sample data: give it generators or a CSV file</source>
        <translation>推荐拆分点由样本行键计算得出，而该表没有样本数据：请为它配置生成器或 CSV 文件</translation>
    </message>
    <message>
        <source>family %1 takes its qualifiers from field &apos;%2&apos;, which the sample does not have</source>
        <translation>列族 %1 的列限定符取自字段“%2”，但样本数据中没有这个字段</translation>
    </message>
    <message>
        <source>name one of the sample&apos;s fields, or leave qualifierField empty</source>
        <translation>指定样本数据中已有的字段，或把 qualifierField（列限定符字段）留空</translation>
    </message>
    <message>
        <source>segment %1 [%2]: %3</source>
        <translation>第 %1 段 [%2]：%3</translation>
    </message>
    <message>
        <source>use BLOOMFILTER =&gt; &apos;ROW&apos; for HBase 3, or create the family through the Java API</source>
        <translation>在 HBase 3 上使用 BLOOMFILTER =&gt; &apos;ROW&apos;，或通过 Java API 创建该列族</translation>
    </message>
    <message>
        <source>family %1 has BLOCKSIZE %2 bytes; HBase allows %3 to %4</source>
        <translation>列族 %1 的 BLOCKSIZE 为 %2 字节；HBase 允许的范围是 %3 到 %4</translation>
    </message>
    <message>
        <source>family %1 uses BLOOMFILTER ROWPREFIX_FIXED_LENGTH: the HBase 3 shell stores the family&apos;s CONFIGURATION among its values (HBASE-20819), where a master without the HBASE-30117 fix does not look for RowPrefixBloomFilter.prefix_length, so it refuses the table</source>
        <translation>列族 %1 使用 BLOOMFILTER ROWPREFIX_FIXED_LENGTH：HBase 3 的 Shell 把列族的 CONFIGURATION 存放在其属性值中（HBASE-20819），未包含 HBASE-30117 修复的 Master 不会在那里查找 RowPrefixBloomFilter.prefix_length，因而拒绝建表</translation>
    </message>
    <message>
        <source>use ZSTD, which every line from 2.0 has; LZMA also needs the hbase-compression-xz module on every server</source>
        <translation>改用 ZSTD 压缩，2.0 起的每个版本都支持；LZMA 还需要每台服务器都装有 hbase-compression-xz 模块</translation>
    </message>
    <message>
        <source>family %1 uses COMPRESSION BZIP2, which HBase takes from Hadoop&apos;s native library (libhadoop built with bzip2): a master or region server without it refuses the table</source>
        <translation>列族 %1 使用 COMPRESSION BZIP2，HBase 通过 Hadoop 本地库（编译时带 bzip2 的 libhadoop）提供该压缩：缺少它的 Master 或 RegionServer 会拒绝这张表</translation>
    </message>
    <message>
        <source>check that `hadoop checknative` says bzip2: true on every server, or use ZSTD or GZ, which need no native library</source>
        <translation>在每台服务器上确认 `hadoop checknative` 输出 bzip2: true，或改用不需要本地库的 ZSTD 或 GZ</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Interface language: en or zh_CN.</source>
        <translation>界面语言：en 或 zh_CN。</translation>
    </message>
    <message>
        <source>Project file to open.</source>
        <translation>要打开的项目文件。</translation>
    </message>
    <message>
        <source>Write the diagram of FILE to OUT (.png, .svg or .pdf) and exit.</source>
        <translation>把 FILE 的结构图写入 OUT（.png、.svg 或 .pdf）后退出。</translation>
    </message>
    <message>
        <source>%1 needs one project FILE</source>
        <translation>%1 需要一个项目文件 FILE</translation>
    </message>
    <message>
        <source>Write the design report of FILE to OUT (.html or .pdf) and exit.</source>
        <translation>把 FILE 的设计报告写入 OUT（.html 或 .pdf）后退出。</translation>
    </message>
    <message>
        <source>--language %1: not a language of the designer; choose one of %2</source>
        <translation>--language %1：设计器不支持这种语言；请从 %2 中选择</translation>
    </message>
</context>
</TS>
