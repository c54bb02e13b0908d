#pragma once

#include "model/import/importlog.h"
#include "model/import/shellvalue.h"
#include "model/schema/table.h"

#include <functional>

// Puts what HBase says about a table or a family into the model: each attribute into its field
// (values as the shell takes them or as `describe` and the REST server print them: '65536 B
// (64KB)', 'FOREVER', '604800 SECONDS (7 DAYS)'), or verbatim into otherAttributes. Nothing is
// dropped: an attribute HBase does not know is kept too, with a warning
// (docs/hbase-reference.md §5.8).
class AttributeMapper
{
public:
    // How the text gives METADATA values: as they are (a script, REST's JSON), or as `describe`
    // prints them, through Bytes.toStringBinary (a backslash as \x5C, a line break as \x0A,
    // é as \xC3\xA9), while their keys and the CONFIGURATION map are printed as they are
    // (docs/hbase-reference.md §5.7).
    enum class MetadataValues { AsTheyAre, StringBinary };

    AttributeMapper(ImportLog &log, QString file,
                    MetadataValues metadataValues = MetadataValues::AsTheyAre)
        : m_log(log)
        , m_file(std::move(file))
        , m_metadataValues(metadataValues)
    {}

    // Where the attribute came from: a descriptor value a user chose (METADATA, which HBase
    // keeps without knowing it) or the descriptor's CONFIGURATION map.
    enum class Origin { Attribute, Metadata, Configuration };

    // Each returns false after logging an error when the value is not one HBase takes.
    bool family(ColumnFamily &f, const QString &key, const QString &value, int line,
                Origin origin = Origin::Attribute);
    bool table(Table &t, const QString &key, const QString &value, int line,
               Origin origin = Origin::Attribute);

    // A family hash ({NAME => 'f', ...}) applied to `f`; NAME itself is left to the caller.
    bool familyHash(ColumnFamily &f, const ShellValue &hash);
    // A hash of table attributes, with TABLE_ATTRIBUTES, METADATA and CONFIGURATION inside;
    // `skip` lists the keys the caller handles (the shell's SPLITS, NUMREGIONS, ...).
    bool tableHash(Table &t, const ShellValue &hash, const QStringList &skip = {});

    // A scalar as the text HBase stores; false after logging an error for a hash or an array.
    bool scalarText(const ShellValue &value, const QString &key, QString *out);

private:
    bool fail(int line, const QString &message);
    bool skippedShellArgument(const QString &key, int line);
    using Apply = std::function<bool(const QString &key, const QString &value, int line, Origin)>;
    bool entry(const QString &key, const ShellValue &value, const Apply &apply);

    ImportLog &m_log;
    QString m_file;
    MetadataValues m_metadataValues;
};
