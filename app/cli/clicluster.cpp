// `cluster`: what all the project's tables ask of each region server against what the cluster
// profile gives it, and the HBD-CLUSTER findings on it (docs/cli.md#cluster).
#include "app/cli/cli.h"
#include "app/cli/clicommand.h"
#include "model/analysis/clusterbudgettext.h"
#include "model/io/projectfile.h"
#include "model/rules/linter.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QFileInfo>

namespace Cli {

namespace {

using ClusterBudget::Figure;
using ClusterBudget::Measure;

QString tr(const char *text, const char *comment = nullptr)
{
    return QCoreApplication::translate("Cli", text, comment);
}

bool isClusterFinding(const Finding &f)
{
    return f.ruleId.startsWith(QStringLiteral("HBD-CLUSTER-"));
}

void printText(Context &c, const Project &project, const Linter::Result &lint)
{
    const ClusterBudget::Result &b = *lint.budget;
    c.out << ClusterBudget::profileText(project.cluster) << '\n';
    if (const QString growth = ClusterBudget::growthText(b); !growth.isEmpty())
        c.out << growth << '\n';
    if (const QString reads = ClusterBudget::readsText(b); !reads.isEmpty())
        c.out << reads << '\n';
    c.out << '\n';
    c.out << tr("measure\tper server\tlimit\tused\ttables",
                "The header of the cluster budget: tab-separated columns")
          << '\n';
    for (const Figure &f : b.figures) {
        c.out << ClusterBudget::measureName(f.measure) << '\t'
              << ClusterBudget::amount(f.measure, f.perServer) << '\t'
              << (f.limit > 0 ? ClusterBudget::amount(f.measure, f.limit) : QStringLiteral("-"))
              << '\t' << ClusterBudget::usedText(f) << '\t' << ClusterBudget::tablesText(f) << '\n';
    }
    qsizetype shown = 0;
    for (const Finding &f : lint.findings) {
        if (!isClusterFinding(f))
            continue;
        if (shown++ == 0)
            c.out << '\n';
        c.out << FindingText::severity(f.severity).toLower() << ": " << f.message << " ["
              << f.ruleId << "]\n";
        if (!f.fix.isEmpty())
            c.out << "  " << tr("fix: %1").arg(f.fix) << '\n';
    }
}

nlohmann::json profileJson(const ClusterProfile &p)
{
    return {{"regionServers", p.regionServers},
            {"heapBytes", p.heap()},
            {"heapAssumed", !p.heapBytes.has_value()},
            {"memstoreFraction", p.memstoreFraction},
            {"blockCacheFraction", p.blockCacheFraction},
            {"bucketCacheBytes",
             p.bucketCacheBytes ? nlohmann::json(*p.bucketCacheBytes) : nlohmann::json(nullptr)},
            {"memstoreFlushBytes", p.memstoreFlushBytes},
            {"targetRegionBytes", p.targetRegionBytes},
            {"diskBytes", p.disk()},
            {"diskAssumed", !p.diskBytes.has_value()},
            {"hdfsReplication", p.hdfsReplication}};
}

nlohmann::json budgetJson(const Project &project, const Linter::Result &lint)
{
    const ClusterBudget::Result &b = *lint.budget;
    nlohmann::json figures = nlohmann::json::array();
    for (const Figure &f : b.figures) {
        nlohmann::json tables = nlohmann::json::array();
        for (qsizetype i = 0; i < f.tables.size(); ++i)
            tables.push_back({{"table", utf8(f.tables[i])}, {"part", f.parts[i]}});
        nlohmann::json figure = {{"measure", ClusterBudget::measureKey(f.measure)},
                                 {"perServer", f.perServer},
                                 {"tables", tables}};
        if (f.limit > 0) {
            figure["limit"] = f.limit;
            figure["allowance"] = f.allowance;
            figure["used"] = f.used();
            figure["beyond"] = f.beyond();
            figure["assumedHeap"] = f.assumedHeap;
            figure["assumedDisk"] = f.assumedDisk;
        }
        figures.push_back(figure);
    }
    nlohmann::json tables = nlohmann::json::array();
    for (const ClusterBudget::TableLoad &l : b.tables)
        tables.push_back({{"table", utf8(l.table)},
                          {"regionsAtCreation", l.regionsAtCreation},
                          {"regionsAtFullVolume", l.regionsAtRetention},
                          {"emptiedRegionsPerYear", l.emptiedRegionsPerYear},
                          {"writtenRegions", l.writtenRegions},
                          {"families", l.families},
                          {"memstoreBytes", l.memstoreBytes},
                          {"writesPerSecond", l.writesPerSecond},
                          {"writeBytesPerSecond", l.writeBytesPerSecond},
                          {"rawBytes", l.rawBytes},
                          {"diskBytes", l.diskBytes},
                          {"getsPerSecond", l.getsPerSecond},
                          {"scansPerSecond", l.scansPerSecond},
                          {"hotReadBytes", l.hotReadBytes},
                          {"cachedBlocksPerSecond", l.cachedBlocksPerSecond},
                          {"uncachedBlocksPerSecond", l.uncachedBlocksPerSecond},
                          {"tableScanBlocksPerSecond", l.tableScanBlocksPerSecond},
                          {"tableScanDiskBytesPerSecond", l.tableScanDiskBytesPerSecond},
                          {"indexBloomBytes", l.indexBloomBytes},
                          {"inMemoryBytes", l.inMemoryBytes}});
    nlohmann::json findings = nlohmann::json::array();
    for (const Finding &f : lint.findings) {
        if (isClusterFinding(f))
            findings.push_back({{"rule", utf8(f.ruleId)},
                                {"severity", utf8(kSeverityNames.name(f.severity))},
                                {"message", utf8(f.message)},
                                {"fix", utf8(f.fix)}});
    }
    return {{"cluster", profileJson(project.cluster)},
            {"servers", b.servers},
            {"splitLimited", b.splitLimited},
            {"readHitShare", b.readHitShare},
            {"diskReadsPerSecond", b.diskReadsPerSecond},
            {"tableScanBlocksPerSecond", b.tableScanBlocksPerSecond},
            {"tableScanDiskBytesPerSecond", b.tableScanDiskBytesPerSecond},
            {"figures", figures},
            {"tables", tables},
            {"findings", findings}};
}

} // namespace

void setupCluster(QCommandLineParser &parser)
{
    parser.addOption(formatOption());
    parser.addPositionalArgument(QStringLiteral("FILE"),
                                 tr("Project file (.hbase.json or .json)."));
}

int runCluster(Context &c)
{
    QString file;
    bool json = false;
    if (!wantsJson(c, &json) || !singleFile(c, &file))
        return BadInput;
    ProjectFile::LoadResult loaded = ProjectFile::load(file);
    if (!loaded.project) {
        c.err << loaded.error << '\n';
        return BadInput;
    }
    Linter::Options options;
    options.projectDirectory = QFileInfo(file).absolutePath();
    const Linter::Result lint = Linter::lint(*loaded.project, options);
    if (json)
        c.out << QString::fromStdString(budgetJson(*loaded.project, lint).dump(2)) << '\n';
    else
        printText(c, *loaded.project, lint);
    return Ok;
}

} // namespace Cli
