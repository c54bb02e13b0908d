#include "model/rules/validator.h"

#include "model/analysis/splits.h"
#include "model/hbase/names.h"
#include "model/rowkey/fielduse.h"
#include "model/rowkey/keyencoder.h"
#include "model/rowkey/keyexpression.h"
#include "model/schema/units.h"

#include <QCoreApplication>

#include <algorithm>

namespace Validator {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Validator", text);
}

class TableChecker
{
    Q_DECLARE_TR_FUNCTIONS(Validator)

public:
    TableChecker(const Project &project, const Table &table, QList<Finding> &out)
        : m_project(project)
        , m_table(table)
        , m_out(out)
        , m_path(table.fullName())
    {}

    void run()
    {
        checkNames();
        if (m_table.families.isEmpty())
            add(RuleId::kNoFamily, Severity::Error, m_path,
                tr("table %1 has no column family; HBase refuses to create it")
                    .arg(m_table.qualifiedName()));
        for (const ColumnFamily &family : m_table.families)
            checkFamily(family);
        checkAttributes();
        checkSplits();
        if (m_table.rowKey.isEmpty())
            add(RuleId::kNoRowKey, Severity::Warning, m_path + QStringLiteral("#rowkey"),
                tr("table %1 has no row key design yet").arg(m_table.qualifiedName()));
        else
            checkRowKey();
    }

private:
    void add(const char *rule, Severity severity, const QString &path, const QString &message,
             const QString &fix = {})
    {
        m_out.append(Finding{QString::fromLatin1(rule), severity, path, message, fix, {}, {}});
    }

    void addNameCheck(const Names::Check &check, const QString &path, const QString &what)
    {
        if (!check.error.isEmpty())
            add(RuleId::kIllegalName, Severity::Error, path,
                what + QStringLiteral(": ") + check.error);
        else if (!check.warning.isEmpty())
            add(RuleId::kNonAsciiName, Severity::Warning, path,
                what + QStringLiteral(": ") + check.warning);
    }

    void checkNames()
    {
        addNameCheck(Names::checkTableQualifier(m_table.name), m_path,
                     tr("table name \"%1\"").arg(m_table.name));
    }

    void checkFamily(const ColumnFamily &f)
    {
        const QString path = m_path + u'/' + f.name;
        addNameCheck(Names::checkFamily(f.name), path, tr("column family name \"%1\"").arg(f.name));
        for (const Qualifier &q : f.qualifiers) {
            const Names::Check check = Names::checkQualifier(q.name);
            if (!check.ok())
                add(RuleId::kIllegalName, Severity::Error, path + u':' + q.name.left(40),
                    check.error);
        }
        if (f.versions < 1)
            add(RuleId::kVersions, Severity::Error, path,
                tr("family %1 has VERSIONS %2; HBase needs at least 1")
                    .arg(f.name)
                    .arg(f.versions));
        if (f.minVersions < 0)
            add(RuleId::kMinVersions, Severity::Error, path,
                tr("family %1 has MIN_VERSIONS %2; it cannot be negative")
                    .arg(f.name)
                    .arg(f.minVersions));
        else if (f.minVersions > f.versions)
            add(RuleId::kMinVersions, Severity::Error, path,
                tr("family %1 has MIN_VERSIONS %2 above VERSIONS %3; the master refuses it")
                    .arg(f.name)
                    .arg(f.minVersions)
                    .arg(f.versions));
        if (f.ttlSeconds <= 0)
            add(RuleId::kTtl, Severity::Error, path,
                tr("family %1 has TTL %2 s; HBase needs a positive TTL")
                    .arg(f.name)
                    .arg(Units::formatCountInText(f.ttlSeconds)));
        else if (f.ttlSeconds > FamilyDefaults::kTtlForever)
            add(RuleId::kTtl, Severity::Error, path,
                tr("family %1 has TTL %2 s; HBase keeps TTL in a 32-bit integer, at most %3 "
                   "(FOREVER)")
                    .arg(f.name)
                    .arg(Units::formatCountInText(f.ttlSeconds))
                    .arg(Units::formatCountInText(FamilyDefaults::kTtlForever)));
        if (f.blockSize < 1024 || f.blockSize > 16 * 1024 * 1024)
            add(RuleId::kBlockSize, Severity::Error, path,
                tr("family %1 has BLOCKSIZE %2 bytes; HBase allows %3 to %4")
                    .arg(f.name)
                    .arg(Units::formatCountInText(f.blockSize))
                    .arg(Units::formatCountInText(1024),
                         Units::formatCountInText(16 * 1024 * 1024)));
        checkCompression(f, path);
        if (f.bloomFilter == BloomType::RowPrefixFixedLength && f.bloomPrefixLength < 1)
            add(RuleId::kBloomPrefix, Severity::Error, path,
                tr("family %1 uses BLOOMFILTER ROWPREFIX_FIXED_LENGTH without a prefix length; "
                   "HBase refuses it")
                    .arg(f.name));
        else if (f.bloomFilter == BloomType::RowPrefixFixedLength && f.bloomPrefixLength > 32767)
            add(RuleId::kBloomPrefix, Severity::Error, path,
                tr("family %1 has a bloom prefix length of %2; HBase allows at most 32767, the "
                   "longest row key")
                    .arg(f.name)
                    .arg(f.bloomPrefixLength));
        // The 3.x shell keeps a family's CONFIGURATION among its values, where the 3.x master's
        // bloom check does not find the prefix length, so it refuses the table
        // (docs/hbase-reference.md §5).
        if (f.bloomFilter == BloomType::RowPrefixFixedLength &&
            m_project.cluster.hbaseVersion == HBaseVersion::V3)
            add(RuleId::kBloomPrefix, Severity::Error, path,
                tr("family %1 uses BLOOMFILTER ROWPREFIX_FIXED_LENGTH: the HBase 3 shell stores "
                   "the family's CONFIGURATION among its values (HBASE-20819), where a master "
                   "without the HBASE-30117 fix does not look for "
                   "RowPrefixBloomFilter.prefix_length, so it refuses the table")
                    .arg(f.name),
                tr("use BLOOMFILTER => 'ROW' for HBase 3, or create the family through the Java "
                   "API"));
        if (f.bloomFilter != BloomType::RowPrefixFixedLength && f.bloomPrefixLength != 0)
            add(RuleId::kBloomPrefix, Severity::Warning, path,
                tr("family %1 sets a bloom prefix length of %2, which only ROWPREFIX_FIXED_LENGTH "
                   "uses; it will not be exported")
                    .arg(f.name)
                    .arg(f.bloomPrefixLength));
        if (f.replicationScope < 0 || f.replicationScope > 2)
            add(RuleId::kReplicationScope, Severity::Error, path,
                tr("family %1 has REPLICATION_SCOPE %2; HBase knows 0, 1 and 2")
                    .arg(f.name)
                    .arg(f.replicationScope));
    }

    void checkCompression(const ColumnFamily &f, const QString &path)
    {
        const HBaseVersion target = m_project.cluster.hbaseVersion;
        const QString codec = kCompressionNames.name(f.compression);
        if (!compressionAvailable(f.compression, target)) {
            const QString message =
                target == HBaseVersion::V2_4
                    ? tr("family %1 uses COMPRESSION %2, which needs HBase 2.5 or later; the "
                         "project targets HBase %3")
                    : tr("family %1 uses COMPRESSION %2, which HBase removed in 2.6; the project "
                         "targets HBase %3");
            add(RuleId::kCodecVersion, Severity::Error, path,
                message.arg(f.name, codec, kHBaseVersionNames.name(target)));
        } else if (f.compression == Compression::Lzma) {
            add(RuleId::kCodecVersion, Severity::Warning, path,
                tr("family %1 uses COMPRESSION LZMA, which only HBase 2.5 has; creating the "
                   "table fails on 2.6 and later")
                    .arg(f.name),
                tr("use ZSTD, which every line from 2.0 has; LZMA also needs the "
                   "hbase-compression-xz module on every server"));
        } else if (f.compression == Compression::Bzip2) {
            // Hadoop's BZip2Codec compresses only through libhadoop: without it the master's
            // compression test fails and refuses the table (docs/hbase-reference.md §3.7, seen
            // on a running HBase). Clusters with Hadoop's native library accept it: a note.
            add(RuleId::kCodecVersion, Severity::Info, path,
                tr("family %1 uses COMPRESSION BZIP2, which HBase takes from Hadoop's native "
                   "library (libhadoop built with bzip2): a master or region server without it "
                   "refuses the table")
                    .arg(f.name),
                tr("check that `hadoop checknative` says bzip2: true on every server, or use "
                   "ZSTD or GZ, which need no native library"));
        }
    }

    // The key must parse and compile. A field without a generator is no error of the design
    // (HBase refuses nothing): the sample cannot be built, which HBD-SAMPLE-001 says.
    void checkRowKey()
    {
        QString error;
        if (m_table.sample.csvFile.isEmpty() && !m_table.sample.generators.isEmpty()) {
            QStringList fields;
            for (const FieldGenerator &g : m_table.sample.generators)
                fields.append(g.field);
            for (const auto &[field, format] : FieldUse::keyFields(m_table)) {
                if (!fields.contains(field))
                    fields.append(field);
            }
            KeyEncoder encoder;
            encoder.compile(m_table.rowKey, fields, &error);
        } else {
            for (qsizetype i = 0; i < m_table.rowKey.segments.size() && error.isEmpty(); ++i) {
                const KeySegment &s = m_table.rowKey.segments[i];
                if (s.kind != KeySegment::Kind::Value)
                    continue;
                const KeyExpressionParser::Result parsed = KeyExpressionParser::parse(s.expression);
                if (!parsed.ok()) {
                    error = tr("segment %1 [%2], column %3: %4")
                                .arg(i + 1)
                                .arg(s.expression)
                                .arg(parsed.column)
                                .arg(parsed.error);
                    continue;
                }
                // Without generators to name the fields, what needs no rows is still checked:
                // salt(N) and uid() arguments, salt only as a whole segment.
                QStringList own;
                parsed.expression.collectFields(&own);
                if (const QString problem = parsed.expression.check(own); !problem.isEmpty())
                    error = tr("segment %1 [%2]: %3").arg(i + 1).arg(s.expression, problem);
            }
        }
        if (!error.isEmpty())
            add(RuleId::kRowKeyInvalid, Severity::Error, m_path + QStringLiteral("#rowkey"),
                tr("row key: %1").arg(error));
        // A wide family names its qualifiers after a sample field, which must exist.
        if (!m_table.sample.csvFile.isEmpty() || m_table.sample.generators.isEmpty())
            return;
        for (const ColumnFamily &f : m_table.families) {
            const bool known =
                std::any_of(m_table.sample.generators.cbegin(), m_table.sample.generators.cend(),
                            [&f](const FieldGenerator &g) { return g.field == f.qualifierField; });
            if (!f.qualifierField.isEmpty() && !known)
                add(RuleId::kQualifierField, Severity::Error, m_path + u'/' + f.name,
                    tr("family %1 takes its qualifiers from field '%2', which the sample does "
                       "not have")
                        .arg(f.name, f.qualifierField),
                    tr("name one of the sample's fields, or leave qualifierField empty"));
        }
    }

    void checkAttributes()
    {
        const TableAttributes &a = m_table.attributes;
        if (a.regionReplication < 1)
            add(RuleId::kTableAttribute, Severity::Error, m_path,
                tr("REGION_REPLICATION %1 is below 1; the master refuses it")
                    .arg(a.regionReplication));
        if (a.maxFileSize && *a.maxFileSize < 2 * 1024 * 1024)
            add(RuleId::kTableAttribute, Severity::Error, m_path,
                tr("MAX_FILESIZE %1 bytes is below HBase's 2 MiB minimum")
                    .arg(Units::formatCountInText(*a.maxFileSize)));
        if (a.memstoreFlushSize && *a.memstoreFlushSize < 1024 * 1024)
            add(RuleId::kTableAttribute, Severity::Error, m_path,
                tr("MEMSTORE_FLUSHSIZE %1 bytes is below HBase's 1 MiB minimum")
                    .arg(Units::formatCountInText(*a.memstoreFlushSize)));
    }

    void checkSplits()
    {
        if (m_table.splits.kind == SplitKind::Recommended) {
            // Computed from the sample keys when previewed or exported, so there must be some.
            if (m_table.sample.generators.isEmpty() && m_table.sample.csvFile.isEmpty())
                add(RuleId::kSplits, Severity::Error, m_path + QStringLiteral("#splits"),
                    tr("recommended splits come from the sample keys, and the table has no "
                       "sample data: give it generators or a CSV file"));
            return;
        }
        const Splits::Result r = Splits::forSpec(m_table.splits);
        if (!r.ok())
            add(RuleId::kSplits, Severity::Error, m_path + QStringLiteral("#splits"), r.error);
    }

    const Project &m_project;
    const Table &m_table;
    QList<Finding> &m_out;
    QString m_path;
};

} // namespace

QList<Finding> validateTable(const Project &project, const Table &table)
{
    QList<Finding> out;
    TableChecker(project, table, out).run();
    return out;
}

QList<Finding> validate(const Project &project)
{
    QList<Finding> out;
    for (const Namespace &ns : project.namespaces) {
        const Names::Check check = Names::checkNamespace(ns.name);
        if (!check.error.isEmpty())
            out.append(Finding{QString::fromLatin1(RuleId::kIllegalName),
                               Severity::Error,
                               ns.name,
                               tr("namespace name \"%1\": %2").arg(ns.name, check.error),
                               {},
                               {},
                               {}});
        else if (!check.warning.isEmpty())
            out.append(Finding{QString::fromLatin1(RuleId::kNonAsciiName),
                               Severity::Warning,
                               ns.name,
                               tr("namespace name \"%1\": %2").arg(ns.name, check.warning),
                               {},
                               {},
                               {}});
    }
    for (const Table &table : project.tables)
        out.append(validateTable(project, table));
    return out;
}

} // namespace Validator
