// preview, regions and bench: the row-key engine on sample rows (docs/cli.md).
#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "app/cli/previewoutput.h"
#include "model/analysis/accessanalysis.h"
#include "model/analysis/preview.h"
#include "model/analysis/storageestimate.h"
#include "model/analysis/tableanalysis.h"
#include "model/analysis/tablesample.h"
#include "model/hbase/bytes.h"
#include "model/io/projectfile.h"
#include "model/rowkey/fielduse.h"
#include "model/rowkey/rowkeynotation.h"
#include "model/rules/rulescluster.h"
#include "model/sample/csvreader.h"
#include "model/sample/samplegenerator.h"
#include "model/schema/localizedtext.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace Cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

// Everything a preview needs, gathered from the options and the project.
struct PreviewSetup
{
    PreviewInput input;
    SampleRows rows;
    QString source;                // for messages: the file, or --input
    QList<AccessPattern> patterns; // the table's, analysed by regions
    std::optional<Table> table;    // for the storage estimate
    ClusterProfile cluster;
    QString projectDirectory;
    // The table's own key and sample rows: its storage estimate is the one the designer shows
    // everywhere (ClusterRules::storageOf).
    bool ownSample = false;
};

// `tsv`: preview also writes tab-separated keys; regions writes text or JSON.
void addInputOptions(QCommandLineParser &parser, bool tsv)
{
    parser.addOption({{QStringLiteral("t"), QStringLiteral("table")},
                      tr("The table to preview (NS:TABLE); needed when the project has several."),
                      QStringLiteral("NS:TABLE")});
    parser.addOption({QStringLiteral("rowkey"),
                      tr("Row key in row-key notation, instead of the table's."),
                      QStringLiteral("EXPR")});
    parser.addOption({QStringLiteral("input"),
                      tr("Sample rows from this CSV file (with a header) instead of the "
                         "table's generators."),
                      QStringLiteral("CSV")});
    parser.addOption({QStringLiteral("rows"), tr("How many sample rows (default: the table's)."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("seed"), tr("Seed for the generators (default: the table's)."),
                      QStringLiteral("S")});
    parser.addOption({QStringLiteral("splits"),
                      tr("Pre-split instead of the table's: none, hex:N, dec:N, uniform:N, "
                         "salt:N, sample:N or file:PATH (one toStringBinary key a line)."),
                      QStringLiteral("SPEC")});
    parser.addOption(
        {QStringLiteral("format"),
         tsv ? tr("Output format: text, tsv or json.") : tr("Output format: text or json."),
         tsv ? QStringLiteral("text|tsv|json") : QStringLiteral("text|json"),
         QStringLiteral("text")});
    parser.addPositionalArgument(
        QStringLiteral("FILE"), tr("The project file (.json); optional with --rowkey and --input."),
        QStringLiteral("[FILE]"));
}

bool parseSplitSpec(Context &c, const QString &text, SplitSpec *spec)
{
    if (text == QStringLiteral("none")) {
        *spec = {};
        return true;
    }
    const QString kind = text.section(u':', 0, 0);
    const QString argument = text.section(u':', 1);
    if (kind == QStringLiteral("file")) {
        QFile file(argument);
        if (!file.open(QIODevice::ReadOnly)) {
            c.err << tr("--splits: %1: cannot open: %2").arg(argument, file.errorString()) << '\n';
            return false;
        }
        spec->kind = SplitKind::Explicit;
        spec->keys.clear();
        int line = 0;
        while (!file.atEnd()) {
            ++line;
            QByteArray raw = file.readLine();
            if (raw.endsWith('\n'))
                raw.chop(1);
            const Bytes::ParseResult key = Bytes::parseStringBinary(QString::fromUtf8(raw));
            if (!key.ok()) {
                c.err
                    << tr("%1:%2:%3: %4").arg(argument).arg(line).arg(key.column + 1).arg(key.error)
                    << '\n';
                return false;
            }
            spec->keys.append(key.bytes);
        }
        return true;
    }
    bool ok = false;
    const int n = argument.toInt(&ok);
    const QStringList kinds{QStringLiteral("hex"), QStringLiteral("dec"), QStringLiteral("uniform"),
                            QStringLiteral("salt"), QStringLiteral("sample")};
    if (!kinds.contains(kind) || !ok) {
        c.err << tr("--splits must be none, hex:N, dec:N, uniform:N, salt:N, sample:N or "
                    "file:PATH, not \"%1\"")
                     .arg(text)
              << '\n';
        return false;
    }
    spec->regions = n;
    if (kind == QStringLiteral("salt")) {
        spec->kind = SplitKind::SaltBuckets;
    } else if (kind == QStringLiteral("sample")) {
        spec->kind = SplitKind::Recommended;
    } else {
        spec->kind = SplitKind::Algorithm;
        spec->algorithm = kind == QStringLiteral("hex")   ? SplitAlgorithm::HexString
                          : kind == QStringLiteral("dec") ? SplitAlgorithm::DecimalString
                                                          : SplitAlgorithm::Uniform;
    }
    return true;
}

bool wholeNumber(Context &c, const QString &option, qint64 min, qint64 max, qint64 *value)
{
    bool ok = false;
    const qint64 v = c.parser.value(option).toLongLong(&ok);
    if (!ok || v < min || v > max) {
        c.err << tr("--%1 must be a whole number from %2 to %3, not \"%4\"")
                     .arg(option)
                     .arg(min)
                     .arg(max)
                     .arg(c.parser.value(option))
              << '\n';
        return false;
    }
    *value = v;
    return true;
}

// Reads the project (if any), picks the table, and produces the rows. Prints the reason and
// returns false when something is missing or wrong.
bool prepare(Context &c, PreviewSetup *setup)
{
    const QStringList args = c.parser.positionalArguments();
    if (args.size() > 1) {
        c.err << tr("expected at most one project FILE; see --help") << '\n';
        return false;
    }
    const Table *table = nullptr;
    Project project;
    QString projectDir;
    if (!args.isEmpty()) {
        ProjectFile::LoadResult loaded = ProjectFile::load(args.first());
        if (!loaded.project) {
            c.err << loaded.error << '\n';
            return false;
        }
        project = std::move(*loaded.project);
        projectDir = QFileInfo(args.first()).absolutePath();
        setup->source = args.first();
        if (c.parser.isSet(QStringLiteral("table"))) {
            table = project.findTable(c.parser.value(QStringLiteral("table")));
            if (!table) {
                c.err << tr("%1: no table \"%2\" in the project")
                             .arg(args.first(), c.parser.value(QStringLiteral("table")))
                      << '\n';
                return false;
            }
        } else if (project.tables.size() == 1) {
            table = &project.tables.first();
        } else {
            QStringList names;
            for (const Table &t : project.tables)
                names.append(t.fullName());
            c.err << tr("%1: give --table, one of: %2").arg(args.first(), joinList(names)) << '\n';
            return false;
        }
    } else if (!c.parser.isSet(QStringLiteral("rowkey")) ||
               !c.parser.isSet(QStringLiteral("input"))) {
        c.err << tr("give a project FILE, or both --rowkey EXPR and --input rows.csv") << '\n';
        return false;
    }

    if (c.parser.isSet(QStringLiteral("rowkey"))) {
        const RowKeyNotation::Result parsed =
            RowKeyNotation::parse(c.parser.value(QStringLiteral("rowkey")));
        if (!parsed.ok()) {
            c.err << tr("--rowkey, column %1: %2").arg(parsed.column).arg(parsed.error) << '\n';
            return false;
        }
        setup->input.rowKey = parsed.key;
    } else {
        setup->input.rowKey = table->rowKey;
    }
    if (table) {
        setup->input.splits = table->splits;
        setup->patterns = table->accessPatterns;
        setup->table = *table;
        setup->cluster = project.cluster;
        setup->projectDirectory = projectDir;
        setup->ownSample =
            !c.parser.isSet(QStringLiteral("rowkey")) && !c.parser.isSet(QStringLiteral("input")) &&
            !c.parser.isSet(QStringLiteral("rows")) && !c.parser.isSet(QStringLiteral("seed"));
    }
    if (c.parser.isSet(QStringLiteral("splits")) &&
        !parseSplitSpec(c, c.parser.value(QStringLiteral("splits")), &setup->input.splits))
        return false;

    // A CSV file given with --input is read whole unless --rows caps it; a table's CSV file as
    // the table says (its sample rows, 0 for all of them).
    qint64 rows = c.parser.isSet(QStringLiteral("input")) ? SampleSettings::kAllRows
                  : table                                 ? table->sample.rows
                                                          : SampleSettings::kDefaultRows;
    if (c.parser.isSet(QStringLiteral("rows")) &&
        !wholeNumber(c, QStringLiteral("rows"), 1, SampleSettings::kMaxRows, &rows))
        return false;
    qint64 seed = table ? qint64(table->sample.seed) : 1;
    if (c.parser.isSet(QStringLiteral("seed")) &&
        !wholeNumber(c, QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max(), &seed))
        return false;

    QString csv = c.parser.value(QStringLiteral("input"));
    if (csv.isEmpty() && table && !table->sample.csvFile.isEmpty())
        csv = QDir(projectDir).filePath(table->sample.csvFile);
    if (!csv.isEmpty()) {
        // The table's key fields read the columns it maps them to; only the columns the key
        // and the access patterns read are kept.
        Table reads = table ? *table : Table{};
        reads.rowKey = setup->input.rowKey;
        TableSample::Rows read = TableSample::csvRows(table ? table->sample : SampleSettings{}, csv,
                                                      rows, FieldUse::usedFields(reads));
        if (!read.ok()) {
            c.err << read.error << '\n';
            return false;
        }
        setup->rows = std::move(read.rows);
        setup->source = csv;
        return true;
    }
    SampleGenerator::Result generated =
        SampleGenerator::generate(table->sample.generators, rows, quint64(seed));
    if (!generated.ok()) {
        c.err << tr("%1: table %2: %3").arg(setup->source, table->fullName(), generated.error)
              << '\n';
        return false;
    }
    setup->rows = std::move(generated.rows);
    return true;
}

bool outputFormat(Context &c, const QStringList &allowed, QString *format)
{
    *format = c.parser.value(QStringLiteral("format"));
    if (allowed.contains(*format))
        return true;
    c.err << tr("--format must be one of %1, not \"%2\"").arg(joinList(allowed), *format) << '\n';
    return false;
}

bool run(Context &c, const PreviewSetup &setup, PreviewResult *result)
{
    *result = runPreview(setup.input, setup.rows);
    if (!result->ok())
        c.err << setup.source << ": " << result->error << '\n';
    return result->ok();
}

} // namespace

QString accessPatternText(const QString &name, const AccessAnalysis::Result &a,
                          const QString &servedBy)
{
    if (a.method == AccessAnalysis::Method::Write)
        return QCoreApplication::translate("Cli", "access pattern '%1': writes land in %2 of "
                                                  "%3 regions; the busiest takes %4%")
            .arg(name)
            .arg(a.maxRegions)
            .arg(a.regions)
            .arg(a.busiestShare * 100, 0, 'f', 1);
    return QCoreApplication::translate("Cli",
                                       "access pattern '%1': %2, %n leading segment(s) bound",
                                       nullptr, a.boundSegments)
               .arg(name, servedBy.isEmpty() || !a.error.isEmpty()
                              ? AccessAnalysis::methodName(a.method)
                              : servedBy) +
           QCoreApplication::translate("Cli", ", %n scan(s)", nullptr, a.scans) +
           QCoreApplication::translate("Cli", ", %1 regions a request on average (at most %2)")
               .arg(a.meanRegions, 0, 'f', 1)
               .arg(a.maxRegions);
}

void setupPreview(QCommandLineParser &parser)
{
    addInputOptions(parser, true);
}

int runPreview(Context &c)
{
    QString format;
    PreviewSetup setup;
    PreviewResult result;
    if (!outputFormat(c, {QStringLiteral("text"), QStringLiteral("tsv"), QStringLiteral("json")},
                      &format) ||
        !prepare(c, &setup) || !run(c, setup, &result))
        return BadInput;
    ByteWriter w(c.out);
    if (format == QStringLiteral("json"))
        writeKeysJson(w, result);
    else
        writeKeysTsv(w, result, format == QStringLiteral("text"));
    return Ok;
}

namespace {

QString keyText(const QByteArray &key)
{
    return key.isEmpty() ? QString() : Bytes::toStringBinary(key);
}

QList<AccessAnalysis::Result> analyzePatterns(const PreviewSetup &setup, const PreviewResult &r)
{
    return AccessAnalysis::analyze(setup.input.rowKey, setup.patterns, setup.rows,
                                   r.assignment.regionOfRow, int(r.assignment.counts.size()));
}

nlohmann::json accessJson(const QList<AccessAnalysis::Result> &results)
{
    nlohmann::json list = nlohmann::json::array();
    for (const AccessAnalysis::Result &a : results) {
        nlohmann::json item = {
            {"pattern", utf8(a.pattern)},       {"method", AccessAnalysis::methodKey(a.method)},
            {"boundSegments", a.boundSegments}, {"scans", a.scans},
            {"meanRegions", a.meanRegions},     {"maxRegions", a.maxRegions}};
        if (a.method == AccessAnalysis::Method::Write)
            item["busiestShare"] = a.busiestShare;
        if (!a.error.isEmpty())
            item["error"] = utf8(a.error);
        list.push_back(item);
    }
    return list;
}

nlohmann::json regionsJson(const PreviewResult &r)
{
    nlohmann::json regions = nlohmann::json::array();
    const RegionStats::Summary &s = r.summary;
    for (std::size_t i = 0; i < r.assignment.counts.size(); ++i) {
        const QByteArray start = i == 0 ? QByteArray() : r.splitKeys[qsizetype(i) - 1];
        const QByteArray end =
            i < std::size_t(r.splitKeys.size()) ? r.splitKeys[qsizetype(i)] : QByteArray();
        const qint64 count = r.assignment.counts[i];
        regions.push_back({{"region", i},
                           {"start", utf8(keyText(start))},
                           {"end", utf8(keyText(end))},
                           {"count", count},
                           {"share", s.rows ? double(count) / double(s.rows) : 0.0}});
    }
    nlohmann::json heatmap = nlohmann::json::array();
    for (int w = 0; w < r.heatmap.windows; ++w) {
        nlohmann::json cells = nlohmann::json::array();
        for (int region = 0; region < r.heatmap.regions; ++region)
            cells.push_back(r.heatmap.at(w, region));
        heatmap.push_back({{"window", w},
                           {"rows", r.heatmap.windowRows[std::size_t(w)]},
                           {"hottestShare", r.heatmap.hottestShare[std::size_t(w)]},
                           {"regions", cells}});
    }
    return {{"rows", s.rows},
            {"regions", regions},
            {"emptyRegions", s.emptyRegions},
            {"hottestRegion", s.hottestRegion},
            {"maxOverMean", s.maxOverMean},
            {"coefficientOfVariation", s.coefficientOfVariation},
            {"heatmap", heatmap}};
}

} // namespace

void setupRegions(QCommandLineParser &parser)
{
    addInputOptions(parser, false);
    parser.addOption({QStringLiteral("windows"),
                      tr("Time windows of the write heatmap (default 20)."), QStringLiteral("N"),
                      QStringLiteral("20")});
}

// The table's storage estimate from the keys and rows given (another key or sample than the
// table's own), writes spread.
StorageEstimate::Result storageOf(const PreviewSetup &setup, const PreviewResult &result)
{
    StorageEstimate::Inputs in;
    in.averageKeyBytes = double(result.keys.totalBytes()) / double(result.keys.size());
    in.qualifierBytes = StorageEstimate::wideQualifierBytes(*setup.table, setup.rows);
    return StorageEstimate::estimate(*setup.table, in, setup.cluster);
}

int runRegions(Context &c)
{
    QString format;
    PreviewSetup setup;
    PreviewResult result;
    qint64 windows = 20;
    if (!outputFormat(c, {QStringLiteral("text"), QStringLiteral("json")}, &format) ||
        !wholeNumber(c, QStringLiteral("windows"), 1, 1000, &windows))
        return BadInput;
    setup.input.heatmapWindows = int(windows);
    if (!prepare(c, &setup))
        return BadInput;
    QList<AccessAnalysis::Result> access;
    std::optional<StorageEstimate::Result> storage;
    if (setup.ownSample) {
        // The table's own sample: its analysis, measured once, gives the storage estimate the
        // designer shows everywhere (time-ordered keys included, ClusterRules::storageOf).
        Table table = *setup.table;
        table.splits = setup.input.splits;
        TableAnalysis analysis = TableAnalysis::measure(
            std::make_shared<const SampleRows>(std::move(setup.rows)), table, int(windows));
        if (!analysis.available) {
            c.err << setup.source << ": " << analysis.error << '\n';
            return BadInput;
        }
        Project project;
        project.cluster = setup.cluster;
        if (!analysis.preview.keys.isEmpty())
            storage = ClusterRules::storageOf(project, table, analysis);
        result = std::move(analysis.preview);
        access = std::move(analysis.access);
    } else {
        if (!run(c, setup, &result))
            return BadInput;
        access = analyzePatterns(setup, result);
        if (setup.table && !result.keys.isEmpty())
            storage = storageOf(setup, result);
    }
    if (format == QStringLiteral("json")) {
        nlohmann::json doc = regionsJson(result);
        doc["accessPatterns"] = accessJson(access);
        if (storage)
            doc["storage"] = {{"cellsPerRow", storage->cellsPerRow},
                              {"bytesPerRow", storage->bytesPerRow},
                              {"keyBytes", storage->keyBytes},
                              {"familyBytes", storage->familyBytes},
                              {"qualifierBytes", storage->qualifierBytes},
                              {"valueBytes", storage->valueBytes},
                              {"overheadBytes", storage->overheadBytes},
                              {"rows", storage->rows},
                              {"totalBytes", storage->totalBytes},
                              {"grows", storage->grows},
                              {"storeBytes", storage->storeBytes},
                              {"mobBytes", storage->mobBytes},
                              {"splitBytes", storage->splitBytes},
                              {"regionFill", storage->regionFill},
                              {"regions", storage->regions}};
        if (storage) {
            nlohmann::json families = nlohmann::json::array();
            for (const StorageEstimate::FamilyStore &f : storage->families)
                families.push_back({{"family", f.family.toStdString()},
                                    {"rows", f.rows},
                                    {"cellsPerRow", f.cellsPerRow},
                                    {"versionsKept", f.versionsKept},
                                    {"rawBytes", f.rawBytes},
                                    {"storeBytes", f.storeBytes},
                                    {"mobBytes", f.mobBytes}});
            doc["storage"]["families"] = families;
        }
        c.out << QString::fromStdString(doc.dump(2)) << '\n';
        return Ok;
    }
    const RegionStats::Summary &s = result.summary;
    c.out << QCoreApplication::translate("Cli", "region\tstart\tend\tcount\tshare",
                                         "The header of the regions table: a word a column, "
                                         "tab-separated; start and end are keys, count rows")
          << '\n';
    for (std::size_t i = 0; i < result.assignment.counts.size(); ++i) {
        const QByteArray start = i == 0 ? QByteArray() : result.splitKeys[qsizetype(i) - 1];
        const QByteArray end = i < std::size_t(result.splitKeys.size())
                                   ? result.splitKeys[qsizetype(i)]
                                   : QByteArray();
        const qint64 count = result.assignment.counts[i];
        c.out << i << '\t' << keyText(start) << '\t' << keyText(end) << '\t' << count << '\t'
              << QString::number(s.rows ? 100.0 * double(count) / double(s.rows) : 0.0, 'f', 1)
              << "%\n";
    }
    double hottestWindow = 0;
    for (const double share : result.heatmap.hottestShare)
        hottestWindow = std::max(hottestWindow, share);
    c.err << Units::tidyText(
                 QCoreApplication::translate(
                     "Cli",
                     "%1 rows in %n region(s); %2 empty; hottest region %3 with %4 rows; max/mean "
                     "%5; "
                     "coefficient of variation %6; in the hottest time window one region takes %7% "
                     "of the writes",
                     nullptr, int(s.regions))
                     .arg(countText(s.rows))
                     .arg(countText(s.emptyRegions))
                     .arg(s.hottestRegion)
                     .arg(countText(s.hottestCount))
                     .arg(s.maxOverMean, 0, 'f', 2)
                     .arg(s.coefficientOfVariation, 0, 'f', 2)
                     .arg(100.0 * hottestWindow, 0, 'f', 1))
          << '\n';
    // Bytes a row are a size, grouped in every language (never 万): one-letter family names save
    // a few bytes that a rounded figure would hide.
    const int cells = storage ? int(std::lround(storage->cellsPerRow)) : 0;
    if (storage && storage->cellsPerRow > 0)
        c.err << Units::tidyText(
                     QCoreApplication::translate(
                         "Cli",
                         "storage: %1 bytes a row in %n cell(s), %2% of the bytes row keys and %3% "
                         "family and qualifier names; %4 rows make %5 before compression, %6 in "
                         "store files and %7 regions as HBase splits them",
                         nullptr, cells)
                         .arg(Units::formatCount(qint64(std::llround(storage->bytesPerRow))))
                         .arg(100.0 * storage->keyBytes / storage->bytesPerRow, 0, 'f', 0)
                         .arg(100.0 * (storage->familyBytes + storage->qualifierBytes) /
                                  storage->bytesPerRow,
                              0, 'f', 0)
                         .arg(countText(storage->rows))
                         .arg(Units::formatSize(storage->totalBytes))
                         .arg(Units::formatSize(storage->diskBytes()))
                         .arg(countText(storage->regions)))
              << '\n';
    // The results follow the patterns' order; a pattern is named as the reader's language names it,
    // quoted as the findings quote it ('name' in English, “名称” in Chinese).
    const QString language = catalogueLanguage();
    for (qsizetype i = 0; i < access.size(); ++i) {
        const AccessAnalysis::Result &a = access[i];
        const QString name = nameIn(setup.patterns[i], language);
        c.err << accessPatternText(name, a, AccessAnalysis::servedBy(setup.patterns[i], a)) << '\n';
    }
    return Ok;
}

} // namespace Cli
