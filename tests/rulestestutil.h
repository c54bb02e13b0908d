#pragma once

#include "model/rowkey/rowkeynotation.h"
#include "model/rules/linter.h"
#include "model/schema/project.h"

#include <functional>

// Minimal designs for the rule suites (tst_rules, tst_rulesampling, tst_sampleedits): a design no
// rule complains about, and small edits of it.
namespace RulesTest {

using Edit = std::function<void(Table &)>;

// A design no rule complains about: a hashed prefix spreads the keys over four regions, one short
// family, a read by the whole key.
inline Project goodProject()
{
    Project p;
    p.namespaces.append(Namespace{QStringLiteral("app"), {}, {}});
    Table t;
    t.namespaceName = QStringLiteral("app");
    t.name = QStringLiteral("events");
    ColumnFamily d;
    d.name = QStringLiteral("d");
    Qualifier v;
    v.name = QStringLiteral("v");
    v.averageValueBytes = 100;
    v.maximumValueBytes = 1000;
    d.qualifiers.append(v);
    t.families.append(d);
    t.rowKey = RowKeyNotation::parse(QStringLiteral("[md5(id):hex(4)][id:int]")).key;
    FieldGenerator id;
    id.field = QStringLiteral("id");
    id.kind = GeneratorKind::Sequence;
    t.sample.generators.append(id);
    t.sample.rows = 1000;
    t.splits.kind = SplitKind::Algorithm;
    t.splits.algorithm = SplitAlgorithm::HexString;
    t.splits.regions = 4;
    AccessPattern get;
    get.name = QStringLiteral("read one");
    get.kind = AccessKind::Get;
    get.fields = {QStringLiteral("id")};
    t.accessPatterns.append(get);
    p.tables.append(t);
    return p;
}

inline void setKey(Table &t, const QString &notation)
{
    t.rowKey = RowKeyNotation::parse(notation).key;
}

inline void addUsers(Table &t)
{
    FieldGenerator user;
    user.field = QStringLiteral("user");
    user.kind = GeneratorKind::HostName;
    user.prefix = QStringLiteral("user-");
    user.cardinality = 50;
    t.sample.generators.append(user);
}

inline AccessPattern accessBy(AccessKind kind, const QStringList &fields, const QString &range = {})
{
    AccessPattern p;
    p.name = QStringLiteral("by user");
    p.kind = kind;
    p.fields = fields;
    p.rangeField = range;
    return p;
}

inline void addTimestamps(Table &t)
{
    FieldGenerator ts;
    ts.field = QStringLiteral("ts");
    ts.kind = GeneratorKind::Timestamp;
    ts.start = 1000000000000;
    ts.ratePerSecond = 1000;
    t.sample.generators.append(ts);
}

inline QList<Finding> findingsOf(const Project &p, const QString &rule)
{
    QList<Finding> out;
    for (const Finding &f : Linter::lint(p).findings) {
        if (f.ruleId == rule)
            out.append(f);
    }
    return out;
}

} // namespace RulesTest
