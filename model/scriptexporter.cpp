#include "scriptexporter.h"

#include "bytes.h"
#include "names.h"
#include "rubyliteral.h"
#include "splits.h"
#include "validator.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ScriptExporter", text);
}

using RubyLiteral::quoted;

// Keys of one Ruby hash, in the order they are written.
class HashWriter
{
public:
    void add(const char *key, const QString &rubyValue)
    {
        m_parts.append(QString::fromLatin1(key) + QStringLiteral(" => ") + rubyValue);
    }
    void addInt(const char *key, qint64 value) { add(key, QString::number(value)); }
    void addBool(const char *key, bool value)
    {
        add(key, value ? QStringLiteral("true") : QStringLiteral("false"));
    }
    void addEnum(const char *key, const QString &name) { add(key, quoted(name)); }
    bool isEmpty() const { return m_parts.isEmpty(); }
    QString text() const { return u'{' + m_parts.join(QStringLiteral(", ")) + u'}'; }

private:
    QStringList m_parts;
};

constexpr qsizetype kLineWidth = 100;

// SPLITS => ['a', 'b', ...] wrapped so no line grows past kLineWidth.
QString splitsArray(const QList<QByteArray> &keys)
{
    QStringList items;
    for (const QByteArray &key : keys)
        items.append(quoted(Bytes::toStringBinary(key)));
    QString out = QStringLiteral("SPLITS => [");
    qsizetype lineLength = 2 + out.size();
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString piece = items[i] + (i + 1 < items.size() ? QStringLiteral(",") : QString());
        if (i > 0) {
            if (lineLength + 1 + piece.size() > kLineWidth) {
                out += QStringLiteral("\n    ");
                lineLength = 4;
            } else {
                out += u' ';
                ++lineLength;
            }
        }
        out += piece;
        lineLength += piece.size();
    }
    return out + u']';
}

QString splitsFileName(const Table &table)
{
    return table.namespaceName + u'.' + table.name + QStringLiteral(".splits.txt");
}

class ScriptWriter
{
public:
    ScriptWriter(const Project &project, const ExportOptions &options)
        : m_project(project), m_options(options),
          m_dialect(options.dialect.value_or(project.cluster.hbaseVersion))
    {}

    ExportResult run();

private:
    QList<const Table *> selectTables();
    void checkTable(const Table &table);
    QString createStatement(const Table &table);
    QString tableHash(const Table &table);
    QString header(const QList<const Table *> &tables, const QStringList &namespaces) const;

    const Project &m_project;
    const ExportOptions &m_options;
    HBaseVersion m_dialect;
    ExportResult m_result;
};

QList<const Table *> ScriptWriter::selectTables()
{
    QList<const Table *> out;
    if (m_options.tables.isEmpty()) {
        for (const Table &t : m_project.tables)
            out.append(&t);
        return out;
    }
    for (const QString &name : m_options.tables) {
        if (const Table *t = m_project.findTable(name))
            out.append(t);
        else
            m_result.errors.append(tr("no table \"%1\" in the project").arg(name));
    }
    return out;
}

void ScriptWriter::checkTable(const Table &table)
{
    Project copy;
    copy.cluster = m_project.cluster;
    copy.cluster.hbaseVersion = m_dialect;
    for (const Finding &f : Validator::validateTable(copy, table)) {
        if (f.severity == Severity::Error)
            m_result.errors.append(tr("%1: %2 [%3]").arg(f.objectPath, f.message, f.ruleId));
    }
}

QString ScriptWriter::tableHash(const Table &table)
{
    HashWriter h;
    const TableAttributes &a = table.attributes;
    if (a.maxFileSize)
        h.addInt("MAX_FILESIZE", *a.maxFileSize);
    if (a.memstoreFlushSize)
        h.addInt("MEMSTORE_FLUSHSIZE", *a.memstoreFlushSize);
    if (a.durability != Durability::UseDefault)
        h.addEnum("DURABILITY", kDurabilityNames.name(a.durability));
    if (a.regionReplication != 1)
        h.addInt("REGION_REPLICATION", a.regionReplication);
    if (a.readOnly)
        h.addBool("READONLY", true);
    if (!a.compactionEnabled)
        h.addBool("COMPACTION_ENABLED", false);
    if (a.normalizationEnabled)
        h.addBool("NORMALIZATION_ENABLED", true);

    const SplitSpec &spec = table.splits;
    if (spec.kind == SplitKind::Algorithm) {
        // The shell computes these itself, exactly as Splits::algorithm does.
        h.addInt("NUMREGIONS", spec.regions);
        h.addEnum("SPLITALGO", kSplitAlgorithmNames.name(spec.algorithm));
    } else if (spec.kind != SplitKind::None) {
        const Splits::Result keys = Splits::forSpec(spec);
        if (!keys.ok()) {
            m_result.errors.append(tr("%1: %2").arg(table.fullName() + QStringLiteral("#splits"), keys.error));
            return {};
        }
        const SplitExportForm form = m_options.splitForm.value_or(spec.exportForm);
        if (form == SplitExportForm::SplitsFile) {
            ExportedFile file;
            file.fileName = splitsFileName(table);
            for (const QByteArray &key : keys.keys)
                file.contents += Bytes::toStringBinary(key).toLatin1() + '\n';
            m_result.splitsFiles.append(file);
            h.add("SPLITS_FILE", quoted(file.fileName));
        } else {
            QString text = h.isEmpty() ? QString() : h.text().chopped(1) + QStringLiteral(", ");
            if (text.isEmpty())
                text = QStringLiteral("{");
            return text + splitsArray(keys.keys) + u'}';
        }
    }
    return h.isEmpty() ? QString() : h.text();
}

QString ScriptWriter::createStatement(const Table &table)
{
    QStringList args;
    args.append(quoted(table.qualifiedName()));
    for (const ColumnFamily &f : table.families)
        args.append(familyHash(f));
    const QString hash = tableHash(table);
    if (!hash.isEmpty())
        args.append(hash);

    QString out;
    if (!table.description.isEmpty())
        out += QStringLiteral("# ") + RubyLiteral::commentText(table.description) + u'\n';
    const QString oneLine = QStringLiteral("create ") + args.join(QStringLiteral(", "));
    if (oneLine.size() <= kLineWidth && !oneLine.contains(u'\n'))
        return out + oneLine + u'\n';
    return out + QStringLiteral("create ") + args.join(QStringLiteral(",\n  ")) + u'\n';
}

QString ScriptWriter::header(const QList<const Table *> &tables, const QStringList &namespaces) const
{
    QStringList lines;
    const QString source = m_options.sourceName.isEmpty()
                               ? QString()
                               : QStringLiteral(" from ") + RubyLiteral::commentText(
                                                                QFileInfo(m_options.sourceName).fileName(), 120);
    lines.append(QStringLiteral("# HBase shell script written by HBase Schema Designer %1%2.")
                     .arg(QStringLiteral(HBD_VERSION), source));
    if (!m_project.name.isEmpty())
        lines.append(QStringLiteral("# Project: ") + RubyLiteral::commentText(m_project.name));
    lines.append(QStringLiteral("# Target: HBase %1%2")
                     .arg(kHBaseVersionNames.name(m_dialect),
                          m_dialect == HBaseVersion::V2_4 ? QString() : QStringLiteral(" or later")));
    lines.append(QStringLiteral("# Run it with:  hbase shell -n %1")
                     .arg(RubyLiteral::commentText(m_options.scriptName, 120)));
    lines.append(QStringLiteral("#   -n stops at the first error with exit status 1."));
    if (!m_result.splitsFiles.isEmpty())
        lines.append(QStringLiteral("#   Run it from this directory: SPLITS_FILE paths are "
                                    "relative to where the shell starts."));
    QStringList created;
    for (const QString &ns : namespaces)
        created.append(QStringLiteral("namespace ") + ns);
    for (const Table *t : tables)
        created.append(QStringLiteral("table ") + t->qualifiedName());
    lines.append(QStringLiteral("# Creates: ") + created.join(QStringLiteral(", ")));
    return lines.join(u'\n') + u'\n';
}

ExportResult ScriptWriter::run()
{
    const QList<const Table *> tables = selectTables();
    if (tables.isEmpty() && m_result.errors.isEmpty())
        m_result.errors.append(tr("the project has no table to export"));
    for (const Table *t : tables)
        checkTable(*t);
    // Namespaces the chosen tables need, in project order.
    QStringList namespaces;
    for (const Namespace &ns : m_project.namespaces) {
        for (const Table *t : tables) {
            if (t->namespaceName == ns.name) {
                namespaces.append(ns.name);
                break;
            }
        }
    }
    for (const Namespace &ns : m_project.namespaces) {
        if (!namespaces.contains(ns.name))
            continue;
        if (const Names::Check c = Names::checkNamespace(ns.name); !c.ok())
            m_result.errors.append(tr("namespace \"%1\": %2").arg(ns.name, c.error));
    }
    if (!m_result.errors.isEmpty())
        return m_result;

    QString body;
    for (const QString &ns : namespaces)
        body += QStringLiteral("create_namespace ") + quoted(ns) + u'\n';
    for (const Table *t : tables)
        body += u'\n' + createStatement(*t);
    if (!m_result.errors.isEmpty()) {
        m_result.splitsFiles.clear();
        return m_result;
    }
    // A script that does not end with exit keeps reading standard input.
    const QString script = header(tables, namespaces) + u'\n' + body + QStringLiteral("\nexit\n");
    m_result.script = script.toUtf8();
    return m_result;
}

} // namespace

QString familyHash(const ColumnFamily &f)
{
    namespace D = FamilyDefaults;
    HashWriter h;
    h.add("NAME", quoted(f.name));
    if (f.versions != D::kVersions)
        h.addInt("VERSIONS", f.versions);
    if (f.minVersions != D::kMinVersions)
        h.addInt("MIN_VERSIONS", f.minVersions);
    if (f.ttlSeconds != D::kTtlForever)
        h.addInt("TTL", f.ttlSeconds);
    if (f.keepDeletedCells != D::kKeepDeleted)
        h.addEnum("KEEP_DELETED_CELLS", kKeepDeletedCellsNames.name(f.keepDeletedCells));
    if (f.blockSize != D::kBlockSize)
        h.addInt("BLOCKSIZE", f.blockSize);
    if (f.bloomFilter != D::kBloom)
        h.addEnum("BLOOMFILTER", kBloomTypeNames.name(f.bloomFilter));
    if (f.compression != D::kCompression)
        h.addEnum("COMPRESSION", kCompressionNames.name(f.compression));
    if (f.dataBlockEncoding != D::kEncoding)
        h.addEnum("DATA_BLOCK_ENCODING", kDataBlockEncodingNames.name(f.dataBlockEncoding));
    if (f.inMemory != D::kInMemory)
        h.addBool("IN_MEMORY", f.inMemory);
    if (f.blockCache != D::kBlockCache)
        h.addBool("BLOCKCACHE", f.blockCache);
    if (f.replicationScope != D::kReplicationScope)
        h.addInt("REPLICATION_SCOPE", f.replicationScope);
    if (f.isMob != D::kIsMob)
        h.addBool("IS_MOB", f.isMob);
    if (f.mobThreshold != D::kMobThreshold)
        h.addInt("MOB_THRESHOLD", f.mobThreshold);
    if (f.bloomFilter == BloomType::RowPrefixFixedLength)
        h.add("CONFIGURATION", QStringLiteral("{") + quoted(QStringLiteral("RowPrefixBloomFilter.prefix_length")) + QStringLiteral(" => ") +
                                   quoted(QString::number(f.bloomPrefixLength)) + u'}');
    return h.text();
}

ExportResult exportShellScript(const Project &project, const ExportOptions &options)
{
    return ScriptWriter(project, options).run();
}
