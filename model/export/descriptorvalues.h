#pragma once

#include "model/schema/columnfamily.h"
#include "model/schema/table.h"

#include <QList>
#include <QString>

// The values of a family's or a table's descriptor as the HBase shell sets them, in the order
// the export writes them (docs/hbase-reference.md §3.3, §5.8). The export writes those that
// differ from HBase's default; a diff compares them one by one.
struct DescriptorValue
{
    // Field: a key of the shell's own (VERSIONS, MAX_FILESIZE); Metadata: a value set through
    // METADATA (setValue); Configuration: an entry of CONFIGURATION (setConfiguration).
    enum class Place { Field, Metadata, Configuration };

    Place place = Place::Field;
    QString key;  // VERSIONS; a METADATA or CONFIGURATION key as HBase stores it
    QString text; // the value as shown: 3, GZ, true; a METADATA value verbatim; empty when unset
    QString ruby; // the Ruby literal the shell takes: 3, 'GZ', true, 'text'
    bool isDefault = false; // HBase's default, or not set: never exported

    // "VERSIONS", "METADATA 'k'", "CONFIGURATION 'k'": names the value in a diff.
    QString label() const;
};

// Every field with its value (defaults included), then the bloom's prefix length and the
// family's other attributes.
QList<DescriptorValue> familyDescriptorValues(const ColumnFamily &family);
// The table attributes (defaults included), then the table's other attributes.
QList<DescriptorValue> tableDescriptorValues(const Table &table);
