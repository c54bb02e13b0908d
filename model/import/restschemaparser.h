#pragma once

#include "model/import/importbuilder.h"

#include <QByteArray>

// Reads the HBase REST server's table schema, GET /TABLE/schema with Accept: application/json
// (TableSchemaModel): {"name": "ns:t", "IS_META": "false", ..., "ColumnSchema": [{"name": "f",
// "VERSIONS": "1", ...}]}, every attribute a member beside "name" (docs/hbase-reference.md §5.9).
// A list of such objects is read as several tables.
namespace RestSchemaParser {

bool looksLikeJson(const QByteArray &contents);
bool parse(const QByteArray &contents, const QString &file, ImportBuilder &builder);

} // namespace RestSchemaParser
