#pragma once

#include "app/cli/bytewriter.h"
#include "model/analysis/preview.h"

// The keys of a preview in HBase order, as `preview` prints them (docs/cli.md#preview), written
// straight into a ByteWriter: no QString a key, and the JSON never held whole.
namespace Cli {

// rank, region, key_hex, key_binary a line; with a header line for `text`.
void writeKeysTsv(ByteWriter &w, const PreviewResult &result, bool header);
// {"keys": [{"binary", "hex", "rank", "region", "row"}...], "rows": N}, laid out as nlohmann's
// dump(2) lays it out (keys sorted, two-space indents).
void writeKeysJson(ByteWriter &w, const PreviewResult &result);

} // namespace Cli
