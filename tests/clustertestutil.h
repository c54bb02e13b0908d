// What the cluster-budget suites share (tst_clusterbudget, tst_clusterlimits): a table of 1 KiB
// rows and the figures worked out by hand for it (docs/hbase-reference.md §6.7), and the findings
// of a lint looked up by rule.
#pragma once

#include "model/rules/finding.h"
#include "rulestestutil.h"

#include <QStringList>

#include <cmath>

namespace ClusterTest {

constexpr qint64 kGiB = 1LL << 30;

// A hashed table whose row holds exactly 1 KiB: an 8-byte key ([md5(id):hex(4)][id:int]), family
// "d", qualifier "v" and 20 bytes of cell overhead leave 994 bytes of value.
inline Table kilobyteTable(const QString &name, qint64 rows)
{
    Table t = RulesTest::goodProject().tables.first();
    t.name = name;
    t.families.first().qualifiers.first().averageValueBytes = 994;
    t.volume.rows = rows;
    AccessPattern put;
    put.name = QStringLiteral("write");
    put.kind = AccessKind::Put;
    put.fields = {QStringLiteral("id")};
    put.ratePerSecond = 1000;
    t.accessPatterns.append(put);
    return t;
}

// What one 1 KiB row takes in its store file (docs/hbase-reference.md §6.7): the cell and its
// 1-byte MVCC field, its share of a 64 KiB block's 87 bytes (33 header, 4 x 4 checksum, the
// 22-byte cell key and 16 of the index entry) and 1.2 bytes of ROW bloom. A 12-byte key makes
// the block's index key 26 bytes.
constexpr double kStoredRow = 1024 + 1 + 87.0 / 64 + 1.2;
constexpr double kStoredRowLongKey = 1024 + 1 + 91.0 / 64 + 1.2;
// Regions under writes spread over the keys hold 1 / (2 ln 2) of the region size on average;
// behind a time-ordered tail, half.
inline const double kSpreadFill = 1.0 / (2.0 * std::log(2.0));
constexpr double kTailFill = 0.5;
// 300 regions of 10 GiB at that fill.
inline const qint64 kRowsFor300Regions = qint64(300.0 * 10 * kGiB * kSpreadFill / kStoredRow);

inline QStringList ruleIds(const QList<Finding> &findings, const QString &prefix)
{
    QStringList out;
    for (const Finding &f : findings) {
        if (f.ruleId.startsWith(prefix))
            out << f.ruleId + u':' + kSeverityNames.name(f.severity);
    }
    return out;
}

inline QString listed(const QList<Finding> &findings)
{
    QStringList lines;
    for (const Finding &f : findings)
        lines << f.ruleId + u' ' + f.objectPath + QStringLiteral(": ") + f.message;
    return lines.join(u'\n');
}

inline const Finding *findingOf(const QList<Finding> &findings, const QString &rule)
{
    for (const Finding &f : findings) {
        if (f.ruleId == rule)
            return &f;
    }
    return nullptr;
}

} // namespace ClusterTest
