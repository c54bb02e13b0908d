#pragma once

#include "model/schema/accesspattern.h"
#include "model/schema/columnfamily.h"
#include "model/schema/hbaseenums.h"
#include "model/schema/presplit.h"
#include "model/schema/rowkey.h"
#include "model/schema/sampledata.h"

#include <QStringList>

#include <optional>

// Table-level attributes the shell sets in a hash without NAME (docs/hbase-reference.md §5). Unset
// optionals and defaults are left to the cluster and never exported.
struct TableAttributes
{
    std::optional<qint64> maxFileSize;       // MAX_FILESIZE, bytes
    std::optional<qint64> memstoreFlushSize; // MEMSTORE_FLUSHSIZE, bytes
    Durability durability = Durability::UseDefault;
    int regionReplication = 1;
    bool readOnly = false;
    bool compactionEnabled = true;
    bool normalizationEnabled = false;

    bool operator==(const TableAttributes &) const = default;
};

struct VolumeEstimate
{
    qint64 rows = 0;       // rows expected at steady state
    qint64 rowsPerDay = 0; // growth
    // How long rows are kept: days, kRetentionForever, or 0 when nobody has said (files of
    // format 1 meant both "forever" and "not set" by 0; they read as "not stated").
    static constexpr int kRetentionForever = -1;
    int retentionDays = 0;
    bool keptForever() const { return retentionDays == kRetentionForever; }

    bool operator==(const VolumeEstimate &) const = default;
};

struct DiagramPosition
{
    int x = 0;
    int y = 0;
    bool operator==(const DiagramPosition &) const = default;
};

struct Table
{
    QString namespaceName = QStringLiteral("default");
    QString name;
    QString description;
    QList<ColumnFamily> families;
    RowKey rowKey;
    SplitSpec splits;
    TableAttributes attributes;
    QList<AccessPattern> accessPatterns;
    VolumeEstimate volume;
    SampleSettings sample;
    DiagramPosition position;
    // What HBase stores for the table beyond `attributes`, verbatim (imported, or typed in).
    OtherAttributes otherAttributes;
    LocalizedTexts i18n; // description

    // "ns:name", or just "name" in the default namespace, as HBase writes it.
    QString qualifiedName() const;
    // Always "ns:name"; how the designer identifies a table.
    QString fullName() const { return namespaceName + u':' + name; }

    const ColumnFamily *family(QStringView familyName) const;
    QStringList familyNames() const;

    bool operator==(const Table &) const = default;
};
