#include "model/teaching/tablefigures.h"

#include "model/analysis/storageestimate.h"
#include "model/analysis/tableanalysis.h"
#include "model/rules/linter.h"
#include "model/rules/rulescluster.h"

#include <algorithm>
#include <memory>

TableFigures TableFigures::measure(const Project &project, const Table &table,
                                   const QString &projectDirectory,
                                   std::shared_ptr<const TableAnalysis> analysis)
{
    TableFigures f;
    f.table = table.fullName();
    f.families = table.families;
    f.rowKey = table.rowKey;
    f.patterns = table.accessPatterns;
    if (!analysis)
        analysis =
            std::make_shared<const TableAnalysis>(TableAnalysis::of(table, projectDirectory));
    f.error = analysis->error;
    f.measured = analysis->available && analysis->error.isEmpty();
    if (f.measured) {
        const PreviewResult &p = analysis->preview;
        const RegionStats::Summary &s = p.summary;
        f.rows = s.rows;
        f.regions = s.regions;
        f.emptyRegions = s.emptyRegions;
        f.duplicateKeys = qint64(p.duplicateKeys);
        f.maxOverMean = s.maxOverMean;
        f.coefficientOfVariation = s.coefficientOfVariation;
        for (const double share : p.heatmap.hottestShare)
            f.hottestWindowShare = std::max(f.hottestWindowShare, share);
        const std::size_t keys = p.keys.size();
        if (keys > 0) {
            f.keyBytesMean = analysis->averageKeyBytes();
            for (std::size_t i = 0; i < keys; ++i)
                f.keyBytesMax = std::max(f.keyBytesMax, int(p.keys.key(i).size()));
            const StorageEstimate::Result storage =
                ClusterRules::storageOf(project, table, *analysis);
            f.bytesPerRow = storage.bytesPerRow;
            f.totalBytes = storage.totalBytes;
            f.storeBytes = storage.diskBytes();
            f.regionsAtTarget = storage.regions;
        }
        f.access = analysis->access;
    }
    Linter::Options options;
    options.tables = {table.fullName()};
    options.projectDirectory = projectDirectory;
    options.analysisOf = [&](const Table &t) {
        return t.fullName() == table.fullName()
                   ? analysis
                   : std::make_shared<const TableAnalysis>(TableAnalysis::of(t, projectDirectory));
    };
    for (const Finding &finding : Linter::lint(project, options).findings) {
        f.findingRules.append(finding.ruleId);
        switch (finding.severity) {
        case Severity::Error:
            ++f.errors;
            break;
        case Severity::Warning:
            ++f.warnings;
            break;
        case Severity::Info:
            ++f.infos;
            break;
        }
    }
    return f;
}
