#pragma once

#include <QMap>
#include <QString>
#include <QStringView>

// Attributes of a table or family that the model has no field for, kept verbatim as HBase stores
// them (docs/file-format.md §4.16): INDEX_BLOCK_ENCODING, NEW_VERSION_BEHAVIOR, METADATA entries
// such as 'hbase.store.file-tracker.impl'. A key that starts with kConfigurationPrefix is an
// entry of the descriptor's CONFIGURATION map instead of its values.
using OtherAttributes = QMap<QString, QString>;

namespace OtherAttributeKeys {

inline constexpr QStringView kConfigurationPrefix = u"CONFIGURATION:";

// The family bloom's prefix length, which the model holds in ColumnFamily::bloomPrefixLength.
inline constexpr QStringView kBloomPrefixLengthKey = u"RowPrefixBloomFilter.prefix_length";

// Keys the model has a field for: they never go into otherAttributes, so no attribute is
// written twice (docs/hbase-reference.md §3.3, §5.1).
bool ownedByFamily(QStringView key);
bool ownedByTable(QStringView key);

// The shell's own words for a create or alter, which are no descriptor values.
bool isShellArgument(QStringView key);

bool isConfiguration(QStringView key);
QString configurationKey(QStringView key); // key without kConfigurationPrefix

} // namespace OtherAttributeKeys
