<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>Bytes</name>
    <message>
        <source>a backslash must start an escape \xNN (write a backslash itself as \x5C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>\x must be followed by two hex digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write \x%1 in upper case: HBase reads \x%2 as the three characters x%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>control character 0x%1 must be written as \x%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>non-ASCII character &apos;%1&apos;: HBase would keep only its low 8 bits; write its UTF-8 bytes as \xNN</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Usage: hbase-designer-cli COMMAND [OPTIONS] ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run &quot;hbase-designer-cli COMMAND --help&quot; for a command&apos;s options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 ok, 1 findings at error level, 2 bad input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check a project file for what HBase would refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the HBase shell script that creates the tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the split keys HBase computes for a pre-split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hbase-designer-cli: unknown command &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output format: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly one project FILE; see --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 error(s), %3 warning(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project file (.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export only this table (NS:TABLE, or TABLE in the default namespace); repeat for more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the script to OUT (atomically) instead of standard output; SPLITS_FILE files are written beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBase version to write for: 2.4, 2.5 or 3 (default: the project&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write split lists inline or as SPLITS_FILE (default: each table&apos;s choice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no table &quot;%2&quot; in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--dialect must be 2.4, 2.5 or 3, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--splits-form must be inline or file, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: nothing exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: table %2 writes its splits to a SPLITS_FILE; give -o OUT so the file can be written beside the script, or use --splits-form inline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HexStringSplit, DecimalStringSplit or UniformSplit, as NUMREGIONS + SPLITALGO would.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start key, as Admin.createTable(desc, start, end, n) takes it; in toStringBinary form (\xNN upper case).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End key for --start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One region per Phoenix salt bucket (2..256 buckets).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of regions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>splits takes no FILE; see --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 needs a whole number, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1, character %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one of --algo NAME -n N, --start KEY --end KEY -n N, or --salt BUCKETS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-n N (the number of regions) is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--algo must be HexStringSplit, DecimalStringSplit or UniformSplit, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number with a fraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot;; expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown field &quot;%1&quot;; expected one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many entries (%1, at most %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text is %1 bytes long; at most %2 are allowed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text contains a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is out of range (%2 .. %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an integer, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-negative integer, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a valid name (too long or contains NUL)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>control character U+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at position %2 is not allowed (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HBase accepts non-ASCII letters, but many tools and shells handle them badly; prefer ASCII</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is %1 bytes in UTF-8; HDFS refuses directory names over %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a namespace name must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>namespaces allow only letters, digits and _</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;zookeeper&quot; is reserved by HBase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table name must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table name must not start with &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table names allow only letters, digits, _, - and .</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a column family name must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a column family name must not start with &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;recovered.edits&quot; is reserved by HBase for its write-ahead-log replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column family names must not contain &apos;:&apos;, &apos;\&apos;, &apos;/&apos; or control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is %1 bytes in UTF-8; HBase refuses to write cells to a family whose name is over %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a qualifier must be shorter than 32768 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectFile</name>
    <message>
        <source>%1: the file is %2 MB; project files are limited to %3 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2:%3: nesting deeper than %4 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2:%3: not valid JSON: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read the project: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot open: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectReader</name>
    <message>
        <source>duplicate %1 &quot;%2&quot; (also at index %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required field is missing; is this an HBase Schema Designer project?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has format version %1, written by a newer HBase Schema Designer; this version reads format %2 and older</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>namespace &quot;%1&quot; always exists in HBase and is not declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>access pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>qualifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generator for field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a key segment needs a field or an expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key text is %1 bytes long; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>character %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate split key &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split key &quot;%1&quot; sorts before the previous key &quot;%2&quot;; split keys must be in ascending unsigned byte order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max (%1) is below min (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maxLength (%1) is below minLength (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an enumeration needs at least one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate namespace &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>namespace &quot;%1&quot; is not declared in /namespaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate table &quot;%1&quot; (also at /tables/%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no table &quot;%1&quot; in this project</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RowKey</name>
    <message>
        <source>format &apos;%1&apos; is missing its closing &apos;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format &apos;%1&apos; needs a width between 1 and 32767</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (expected str, str(N), dec(N), hex(N), bytes(N), long, int, short or byte)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format &apos;%1&apos; needs a width, as in %1(8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format &apos;%1&apos; takes no width</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaveFile</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScriptExporter</name>
    <message>
        <source>no table &quot;%1&quot; in the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 [%3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the project has no table to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>namespace &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Splits</name>
    <message>
        <source>the number of regions must be between %1 and %2, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the end key, padded with 00 bytes to the start key&apos;s length, is not above the start key (HBase: &quot;b &lt;= a&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key range is too small to split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown split algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Admin.createTable with a start and end key must create at least three regions, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start key &quot;%1&quot; must sort before the end key &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phoenix allows 2 to 256 salt buckets, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split key %1 is empty; HBase refuses an empty split key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split key %1 &quot;%2&quot; is a duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>split key %1 &quot;%2&quot; sorts before the key before it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recommended splits are computed from the table&apos;s sample keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown split kind</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Validator</name>
    <message>
        <source>namespace name &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 has no column family; HBase refuses to create it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 has no row key design yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column family name &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family %1 has VERSIONS %2; HBase needs at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family %1 has MIN_VERSIONS %2; it cannot be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family %1 has MIN_VERSIONS %2 above VERSIONS %3; the master refuses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family %1 has TTL %2 s; HBase needs a positive TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family %1 has BLOCKSIZE %2 bytes; HBase allows 1024 to 16777216</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family %1 uses COMPRESSION %2, which needs HBase 2.5 or later; the project targets HBase %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family %1 uses BLOOMFILTER ROWPREFIX_FIXED_LENGTH without a prefix length; HBase refuses it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family %1 sets a bloom prefix length of %2, which only ROWPREFIX_FIXED_LENGTH uses; it will not be exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family %1 has REPLICATION_SCOPE %2; HBase knows 0, 1 and 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MAX_FILESIZE %1 bytes is below HBase&apos;s 2 MB minimum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MEMSTORE_FLUSHSIZE %1 bytes is below HBase&apos;s 1 MB minimum</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
