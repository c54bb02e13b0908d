#include "app/cli/benchimport.h"

#include "model/import/importer.h"

#include <QElapsedTimer>
#include <QString>

namespace Cli::BenchImport {

namespace {

// Tables spread over 50 namespaces, one family each, as a large cluster's would be.
QString tableName(int i)
{
    return QStringLiteral("ns%1:t%2").arg(i % 50).arg(i);
}

// GET /TABLE/schema of each table, as a list (docs/hbase-reference.md §5.9), pretty-printed as
// a tool would save it: one member a line.
QByteArray restInput(int tables)
{
    QByteArray out = "[\n";
    for (int i = 0; i < tables; ++i) {
        out += QStringLiteral(" {\n  \"name\": \"%1\",\n  \"IS_META\": \"false\",\n"
                              "  \"ColumnSchema\": [\n   {\n    \"name\": \"d\",\n"
                              "    \"BLOCKSIZE\": \"65536\",\n    \"BLOOMFILTER\": \"ROW\",\n"
                              "    \"COMPRESSION\": \"SNAPPY\",\n    \"VERSIONS\": \"1\",\n"
                              "    \"TTL\": \"2147483647\"\n   }\n  ]\n }%2\n")
                   .arg(tableName(i), i + 1 < tables ? QStringLiteral(",") : QString())
                   .toUtf8();
    }
    return out + "]\n";
}

// `describe` of each table as a 2.x shell prints it, redirected to a file.
QByteArray describeInput(int tables)
{
    QByteArray out;
    for (int i = 0; i < tables; ++i) {
        const QString name = tableName(i);
        out += QStringLiteral(
                   "hbase:%1:0> describe '%2'\nTable %2 is ENABLED\n%2\n"
                   "COLUMN FAMILIES DESCRIPTION\n{NAME => 'd', BLOOMFILTER => 'ROW', VERSIONS => "
                   "'1', IN_MEMORY => 'false', KEEP_DELETED_CELLS => 'FALSE', DATA_BLOCK_ENCODING "
                   "=> 'NONE', TTL => 'FOREVER', COMPRESSION => 'SNAPPY', MIN_VERSIONS => '0', "
                   "BLOCKCACHE => 'true', BLOCKSIZE => '65536', REPLICATION_SCOPE => '0'}\n\n"
                   "1 row(s)\nTook 0.0300 seconds\n")
                   .arg(i + 1)
                   .arg(name)
                   .toUtf8();
    }
    return out;
}

// A script that creates every namespace, then every table pre-split in three.
QByteArray scriptInput(int tables)
{
    QByteArray out;
    for (int n = 0; n < 50 && n < tables; ++n)
        out += QStringLiteral("create_namespace 'ns%1'\n").arg(n).toUtf8();
    for (int i = 0; i < tables; ++i) {
        out += QStringLiteral("create '%1', {NAME => 'd', VERSIONS => 1, COMPRESSION => "
                              "'SNAPPY', BLOOMFILTER => 'ROW'}, SPLITS => ['a', 'm']\n")
                   .arg(tableName(i))
                   .toUtf8();
    }
    return out;
}

// Milliseconds to import `input`; negative when the import failed.
double importMs(const QByteArray &input, const QString &name)
{
    QElapsedTimer timer;
    timer.start();
    const Importer::Result r = Importer::run({{name, input}});
    const double ms = double(timer.nsecsElapsed()) / 1e6;
    return r.project ? ms : -1.0;
}

} // namespace

Figures measure(int tables)
{
    Figures f;
    struct Kind
    {
        const char *name;
        QByteArray (*make)(int);
    };
    static constexpr Kind kKinds[] = {
        {"rest", restInput}, {"describe", describeInput}, {"shell", scriptInput}};
    f.report = {{"tables", tables}};
    for (const Kind &kind : kKinds) {
        const QByteArray whole = kind.make(tables);
        const double halfMs = importMs(kind.make(tables / 2), QString::fromLatin1(kind.name));
        const double wholeMs = importMs(whole, QString::fromLatin1(kind.name));
        f.report[kind.name] = {
            {"input_bytes", whole.size()}, {"half_tables_ms", halfMs}, {"tables_ms", wholeMs}};
        f.fast = f.fast && wholeMs >= 0 && halfMs >= 0 && wholeMs < kBudgetMs;
    }
    return f;
}

} // namespace Cli::BenchImport
