#include "model/export/scriptexporter.h"

#include "model/analysis/splits.h"
#include "model/analysis/tablesample.h"
#include "model/export/rubyliteral.h"
#include "model/hbase/bytes.h"
#include "model/hbase/names.h"
#include "model/rules/validator.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace {

using RubyLiteral::quoted;

constexpr qsizetype kLineWidth = 100;

// Joins unbreakable atoms with single spaces, starting a new line (indented by `indent`) before
// an atom that would run past kLineWidth.
QString wrapAtoms(const QStringList &atoms, qsizetype firstColumn, qsizetype indent)
{
    QString out;
    qsizetype column = firstColumn;
    for (qsizetype i = 0; i < atoms.size(); ++i) {
        const QString &atom = atoms[i];
        if (i > 0) {
            if (column + 1 + atom.size() > kLineWidth) {
                out += u'\n' + QString(indent, u' ');
                column = indent;
            } else {
                out += u' ';
                ++column;
            }
        }
        out += atom;
        column += atom.size();
    }
    return out;
}

// One Ruby hash, its keys in the order they are added: {KEY => value, ...}.
class HashWriter
{
public:
    void add(const char *key, const QString &rubyValue)
    {
        m_entries.append(
            QStringList{QString::fromLatin1(key) + QStringLiteral(" => ") + rubyValue});
    }
    void addInt(const char *key, qint64 value) { add(key, QString::number(value)); }
    void addBool(const char *key, bool value)
    {
        add(key, value ? QStringLiteral("true") : QStringLiteral("false"));
    }
    void addEnum(const char *key, const QString &name) { add(key, quoted(name)); }
    // KEY => ['a', 'b', ...], which may wrap between its elements.
    void addList(const char *key, const QStringList &rubyValues)
    {
        QStringList atoms;
        for (qsizetype i = 0; i < rubyValues.size(); ++i) {
            QString atom = rubyValues[i];
            if (i == 0)
                atom.prepend(QString::fromLatin1(key) + QStringLiteral(" => ["));
            atom += i + 1 < rubyValues.size() ? QStringLiteral(",") : QStringLiteral("]");
            atoms.append(atom);
        }
        m_entries.append(atoms);
    }
    // KEY => {'k' => 'v', ...}, every key and value a quoted string; may wrap between entries.
    void addStringHash(const char *key, const QList<std::pair<QString, QString>> &entries)
    {
        QStringList atoms;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            QString atom =
                quoted(entries[i].first) + QStringLiteral(" => ") + quoted(entries[i].second);
            if (i == 0)
                atom.prepend(QString::fromLatin1(key) + QStringLiteral(" => {"));
            atom += i + 1 < entries.size() ? QStringLiteral(",") : QStringLiteral("}");
            atoms.append(atom);
        }
        if (!atoms.isEmpty())
            m_entries.append(atoms);
    }
    // The attributes the model has no field for, as the shell sets any descriptor value: METADATA
    // (setValue) and CONFIGURATION (setConfiguration) (docs/hbase-reference.md §5.8).
    void addOtherAttributes(const OtherAttributes &attributes,
                            QList<std::pair<QString, QString>> configuration = {})
    {
        QList<std::pair<QString, QString>> metadata;
        for (auto it = attributes.cbegin(); it != attributes.cend(); ++it) {
            if (OtherAttributeKeys::isConfiguration(it.key()))
                configuration.append({OtherAttributeKeys::configurationKey(it.key()), it.value()});
            else
                metadata.append({it.key(), it.value()});
        }
        addStringHash("METADATA", metadata);
        addStringHash("CONFIGURATION", configuration);
    }
    bool isEmpty() const { return m_entries.isEmpty(); }

    // The atoms of the whole hash: entries separated by commas, braces around all.
    QStringList atoms() const
    {
        QStringList out;
        for (qsizetype e = 0; e < m_entries.size(); ++e) {
            QStringList entry = m_entries[e];
            if (e + 1 < m_entries.size())
                entry.last() += u',';
            out.append(entry);
        }
        if (!out.isEmpty()) {
            out.first().prepend(u'{');
            out.last().append(u'}');
        }
        return out;
    }

private:
    QList<QStringList> m_entries;
};

// Named after the script too, so that scripts exported into one directory never share a file.
QString splitsFileName(const QString &scriptName, const Table &table)
{
    return QFileInfo(scriptName).completeBaseName() + u'.' + table.namespaceName + u'.' +
           table.name + QStringLiteral(".splits.txt");
}

HashWriter familyAttributes(const ColumnFamily &f);

class ScriptWriter
{
    Q_DECLARE_TR_FUNCTIONS(ScriptExporter)

public:
    ScriptWriter(const Project &project, const ExportOptions &options)
        : m_project(project)
        , m_options(options)
        , m_dialect(options.dialect.value_or(project.cluster.hbaseVersion))
        , m_english(!options.language.startsWith(u"zh"))
    {}

    ExportResult run();

private:
    QList<const Table *> selectTables();
    void checkTable(const Table &table);
    QString createStatement(const Table &table);
    HashWriter tableHash(const Table &table);
    QString header(const QList<const Table *> &tables, const QStringList &namespaces) const;
    // A comment of the script in its language: English as written here, else the catalogue's.
    QString comment(const char *english) const
    {
        return m_english ? QString::fromUtf8(english) : tr(english);
    }

    const Project &m_project;
    const ExportOptions &m_options;
    HBaseVersion m_dialect;
    bool m_english;
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
        if (const Table *t = m_project.findTable(name)) {
            if (!out.contains(t)) // a table named twice is still created once
                out.append(t);
        } else
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

HashWriter ScriptWriter::tableHash(const Table &table)
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
    h.addOtherAttributes(table.otherAttributes);

    const SplitSpec &spec = table.splits;
    if (spec.kind == SplitKind::Algorithm) {
        // The shell computes these itself, exactly as Splits::algorithm does.
        h.addInt("NUMREGIONS", spec.regions);
        h.addEnum("SPLITALGO", kSplitAlgorithmNames.name(spec.algorithm));
    } else if (spec.kind != SplitKind::None) {
        const Splits::Result keys =
            spec.kind != SplitKind::Recommended ? Splits::forSpec(spec)
            : m_options.recommendedSplits
                ? m_options.recommendedSplits(table)
                : TableSample::recommendedSplits(table, m_options.projectDirectory);
        if (!keys.ok()) {
            m_result.errors.append(
                tr("%1: %2").arg(table.fullName() + QStringLiteral("#splits"), keys.error));
            return h;
        }
        if (m_options.splitForm.value_or(spec.exportForm) == SplitExportForm::SplitsFile) {
            ExportedFile file;
            file.table = table.qualifiedName();
            file.fileName = splitsFileName(m_options.scriptName, table);
            for (const QByteArray &key : keys.keys)
                file.contents += Bytes::toStringBinary(key).toLatin1() + '\n';
            m_result.splitsFiles.append(file);
            h.add("SPLITS_FILE", quoted(file.fileName));
        } else {
            // Single-quoted toStringBinary: the shell's Bytes.toBytesBinary reads it back exactly.
            QStringList items;
            for (const QByteArray &key : keys.keys)
                items.append(quoted(Bytes::toStringBinary(key)));
            h.addList("SPLITS", items);
        }
    }
    return h;
}

QString ScriptWriter::createStatement(const Table &table)
{
    QList<QStringList> args; // each argument as atoms
    args.append(QStringList{quoted(table.qualifiedName())});
    for (const ColumnFamily &f : table.families)
        args.append(familyAttributes(f).atoms());
    const HashWriter hash = tableHash(table);
    if (!hash.isEmpty())
        args.append(hash.atoms());

    QString out;
    const QString description =
        table.i18n.text(m_options.language, TextField::Description, table.description);
    if (!description.isEmpty())
        out += RubyLiteral::commentLines(description);
    QStringList oneLine;
    for (const QStringList &arg : args)
        oneLine.append(arg.join(u' '));
    const QString flat = QStringLiteral("create ") + oneLine.join(QStringLiteral(", "));
    if (flat.size() <= kLineWidth)
        return out + flat + u'\n';
    // One argument a line, each wrapped just inside its opening brace.
    QStringList lines;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString comma = i + 1 < args.size() ? QStringLiteral(",") : QString();
        QStringList atoms = args[i];
        atoms.last() += comma;
        lines.append(i == 0 ? QStringLiteral("create ") + wrapAtoms(atoms, 7, 3)
                            : QStringLiteral("  ") + wrapAtoms(atoms, 2, 3));
    }
    return out + lines.join(u'\n') + u'\n';
}

QString ScriptWriter::header(const QList<const Table *> &tables,
                             const QStringList &namespaces) const
{
    QStringList lines;
    // No version number: regenerating after an upgrade should not touch a committed script.
    lines.append(
        m_options.sourceName.isEmpty()
            ? comment(QT_TR_NOOP("# HBase shell script written by HBase Schema Designer."))
            : comment(QT_TR_NOOP("# HBase shell script written by HBase Schema Designer "
                                 "from %1."))
                  .arg(RubyLiteral::commentText(QFileInfo(m_options.sourceName).fileName(), 120)));
    const QString name = m_project.i18n.text(m_options.language, TextField::Name, m_project.name);
    if (!name.isEmpty())
        lines.append(comment(QT_TR_NOOP("# Project: %1")).arg(RubyLiteral::commentText(name)));
    lines.append((m_dialect == HBaseVersion::V2_4
                      ? comment(QT_TR_NOOP("# Target: HBase %1"))
                      : comment(QT_TR_NOOP("# Target: HBase %1 or later")))
                     .arg(kHBaseVersionNames.name(m_dialect)));
    lines.append(comment(QT_TR_NOOP("# Run it with:  hbase shell -n %1"))
                     .arg(RubyLiteral::commentText(m_options.scriptName, 120)));
    lines.append(comment(QT_TR_NOOP("#   -n stops at the first error with exit status 1.")));
    if (!m_result.splitsFiles.isEmpty())
        lines.append(comment(QT_TR_NOOP("#   Run it from this directory: SPLITS_FILE paths are "
                                        "relative to where the shell starts.")));
    QStringList created;
    for (const QString &ns : namespaces)
        created.append(comment(QT_TR_NOOP("namespace %1")).arg(ns));
    for (const Table *t : tables)
        created.append(comment(QT_TR_NOOP("table %1")).arg(t->qualifiedName()));
    lines.append(comment(QT_TR_NOOP("# Creates: %1")).arg(created.join(comment(QT_TR_NOOP(", ")))));
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

    QStringList blocks;
    QString namespaceBlock;
    for (const QString &ns : namespaces)
        namespaceBlock += QStringLiteral("create_namespace ") + quoted(ns) + u'\n';
    if (!namespaceBlock.isEmpty())
        blocks.append(namespaceBlock);
    for (const Table *t : tables)
        blocks.append(createStatement(*t));
    if (!m_result.errors.isEmpty()) {
        m_result.splitsFiles.clear();
        return m_result;
    }
    // A script that does not end with exit keeps reading standard input.
    blocks.prepend(header(tables, namespaces));
    blocks.append(QStringLiteral("exit\n"));
    const QString script = blocks.join(u'\n');
    m_result.script = script.toUtf8();
    return m_result;
}

} // namespace

namespace {
HashWriter familyAttributes(const ColumnFamily &f)
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
    QList<std::pair<QString, QString>> configuration;
    if (f.bloomFilter == BloomType::RowPrefixFixedLength)
        configuration.append({OtherAttributeKeys::kBloomPrefixLengthKey.toString(),
                              QString::number(f.bloomPrefixLength)});
    h.addOtherAttributes(f.otherAttributes, configuration);
    return h;
}
} // namespace

QString familyHash(const ColumnFamily &f)
{
    return familyAttributes(f).atoms().join(u' ');
}

ExportResult exportShellScript(const Project &project, const ExportOptions &options)
{
    return ScriptWriter(project, options).run();
}
