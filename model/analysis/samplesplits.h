#pragma once

#include "model/analysis/splits.h"
#include "model/hbase/keyset.h"

// Recommended split keys from sample keys (docs/file-format.md): equal-count quantiles of the keys
// in HBase order, each cut to the shortest prefix that still separates it from the key before it.
namespace Splits {

// `order` is keys.sortedOrder(). Fewer keys come back when the sample has too few distinct keys
// for `regions` regions.
Result fromSampleKeys(const KeySet &keys, const RowIndices &order, int regions);

} // namespace Splits
