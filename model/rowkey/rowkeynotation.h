#pragma once

#include "model/schema/rowkey.h"

// The row-key notation of docs/rowkey-notation.md, one line such as
//   [md5(sender '_' receiver '_' ts):hex(8)] '_' [sender] '_' [ts:long:flip]
// read into segments. RowKey::toNotation() writes it back.
namespace RowKeyNotation {

struct Result
{
    RowKey key;
    QString error;  // what was expected at `column`
    int column = 0; // 1-based
    bool ok() const { return error.isEmpty(); }
};

Result parse(QStringView text);

} // namespace RowKeyNotation
