#pragma once

// The hand-made migrate pairs: a base design (the chat example) and edits of it, each migrated in
// both directions. tst_migrate runs them in the shell stand-in, tst_hbasemigrate in the real
// shell on tables holding rows.

#include "model/export/scriptexporter.h"
#include "model/io/projectfile.h"
#include "model/migrate/migrationscript.h"
#include "model/rowkey/rowkeynotation.h"
#include "model/schema/objectpath.h"
#include "testutil.h"

#include <functional>

namespace MigratePairs {

using Edit = std::function<void(Project &)>;

// The chat example, its splits written inline (the stand-in does not read SPLITS_FILE).
inline Project chat()
{
    ProjectFile::LoadResult loaded = ProjectFile::load(TestUtil::chatExample());
    Q_ASSERT(loaded.project);
    Project p = std::move(*loaded.project);
    for (Table &t : p.tables)
        t.splits.exportForm = SplitExportForm::Inline;
    return p;
}

inline ColumnFamily family(const QString &name)
{
    ColumnFamily f;
    f.name = name;
    return f;
}

inline Table &msg(Project &p)
{
    return p.tables[0];
}

inline ColumnFamily &c1(Project &p)
{
    return p.tables[0].families[0];
}

// The project as written for one HBase line: create scripts and migrate both follow it.
inline Project forDialect(Project p, HBaseVersion dialect)
{
    p.cluster.hbaseVersion = dialect;
    return p;
}

// The side every pair starts from: the chat example with three versions in MSG's family (so that
// "fewer versions" has some to lose) and a setting in CONFIGURATION of MSG and of its family (for
// the pairs that move them).
inline Project base(HBaseVersion dialect)
{
    Project p = forDialect(chat(), dialect);
    c1(p).versions = 3;
    msg(p).otherAttributes[QStringLiteral("CONFIGURATION:hbase.test.k")] = QStringLiteral("1");
    c1(p).otherAttributes[QStringLiteral("CONFIGURATION:hbase.test.k")] = QStringLiteral("1");
    return p;
}

struct Pair
{
    const char *name;
    Edit edit; // base -> edited
};

inline QList<Pair> pairs()
{
    return {
        {"family added", [](Project &p) { msg(p).families.append(family(QStringLiteral("N"))); }},
        {"family removed",
         [](Project &p) {
             p.tables[1].families.append(family(QStringLiteral("N")));
             p.tables[1].families.removeFirst();
         }},
        {"family changed",
         [](Project &p) {
             c1(p).compression = Compression::None; // back to the default
             c1(p).versions = 7;
             c1(p).bloomFilter = BloomType::RowPrefixFixedLength;
             c1(p).bloomPrefixLength = 8;
             c1(p).otherAttributes[QStringLiteral("NEW_VERSION_BEHAVIOR")] = QStringLiteral("true");
         }},
        {"table attributes",
         [](Project &p) {
             msg(p).attributes.maxFileSize = 4294967296;
             msg(p).attributes.regionReplication = 2;
             msg(p)
                 .otherAttributes[QStringLiteral("CONFIGURATION:hbase.hstore.blockingStoreFiles")] =
                 QStringLiteral("20");
         }},
        {"new table and namespace",
         [](Project &p) {
             p.namespaces.append(Namespace{QStringLiteral("NS2"), {}, {}});
             Table t = msg(p);
             t.namespaceName = QStringLiteral("NS2");
             t.name = QStringLiteral("T");
             p.tables.append(t);
         }},
        {"added split keys",
         [](Project &p) {
             p.tables[1].splits.kind = SplitKind::Explicit;
             p.tables[1].splits.keys = {"2aaaaaaa",
                                        "55555554",
                                        "6",
                                        "7ffffffe",
                                        "aaaaaaa8",
                                        "d5555552",
                                        QByteArray("\xff\x00q'\\", 5)};
         }},
        {"fewer versions", [](Project &p) { c1(p).versions = 1; }},
        // A table's CONFIGURATION is one of its values on every line, a family's from 3 on: a
        // key moved to METADATA must be removed, then set, not set, then removed.
        {"table setting moved from CONFIGURATION to METADATA",
         [](Project &p) {
             msg(p).otherAttributes.remove(QStringLiteral("CONFIGURATION:hbase.test.k"));
             msg(p).otherAttributes[QStringLiteral("hbase.test.k")] = QStringLiteral("1");
         }},
        {"family setting moved from CONFIGURATION to METADATA",
         [](Project &p) {
             c1(p).otherAttributes.remove(QStringLiteral("CONFIGURATION:hbase.test.k"));
             c1(p).otherAttributes[QStringLiteral("hbase.test.k")] = QStringLiteral("1");
         }},
        {"new row key",
         [](Project &p) {
             msg(p).rowKey = RowKeyNotation::parse(QStringLiteral("[receiver][ts:long]")).key;
         }},
        {"new row key and another table changed",
         [](Project &p) {
             msg(p).rowKey = RowKeyNotation::parse(QStringLiteral("[receiver][ts:long]")).key;
             c1(p).compression = Compression::Snappy;
             p.tables[1].families.append(family(QStringLiteral("N")));
             p.tables[1].families[0].ttlSeconds = 86400;
         }},
    };
}

// What the cluster holds after `m`: AFTER, but a table with a change no command can make as
// BEFORE had it, since its plan runs nothing.
inline Project expectedAfter(const Project &before, const Project &after, const MigrationScript &m)
{
    Project expected = after;
    for (const SchemaChange &c : m.diff.withRisk(ChangeRisk::NotPossibleWithAlter)) {
        const QString table = ObjectPath::parse(c.path).tableFullName();
        for (Table &t : expected.tables) {
            if (t.fullName() == table)
                t = *before.findTable(table);
        }
    }
    return expected;
}

} // namespace MigratePairs
