#pragma once

#include "model/migrate/schemachange.h"
#include "model/migrate/valuediff.h"

// What changing one value of a descriptor does to the data already stored
// (docs/hbase-reference.md §5.11). Family values that only new store files follow (compression,
// encoding, block size, bloom filter, MOB) rewrite store files; fewer versions, a shorter TTL,
// fewer minimum versions, keeping fewer deleted cells and switching MOB off remove data.
namespace ChangeRisks {

ChangeRisk ofFamilyValue(const ValueChange &change);
ChangeRisk ofTableValue(const ValueChange &change);

// Why, as a clause to follow the change in a message ("applied to new store files only: ...").
QString consequence(const ValueChange &change, ChangeRisk risk);

} // namespace ChangeRisks
