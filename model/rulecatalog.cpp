#include "rulecatalog.h"

#include <QtGlobal>

namespace RuleCatalog {

const QList<Rule> &rules()
{
    static const QList<Rule> list = {
        {"HBD-CF-002", Severity::Error, QT_TRANSLATE_NOOP("Rules", "Few column families"),
         QT_TRANSLATE_NOOP("Rules",
                           "A region flushes and compacts all its families together, so every "
                           "extra family multiplies small files and I/O."),
         "HBase Reference Guide, 'On the number of column families'", false,
         RuleChecks::familyCount},
        {"HBD-CF-003", Severity::Info, QT_TRANSLATE_NOOP("Rules", "Short family names"),
         QT_TRANSLATE_NOOP("Rules", "Every cell stores its family name (HBASE.md §3)."),
         "HBase Reference Guide, 'Try to minimize row and column sizes'", false,
         RuleChecks::longFamilyName},
        {"HBD-VER-001", Severity::Warning, QT_TRANSLATE_NOOP("Rules", "Versions in moderation"),
         QT_TRANSLATE_NOOP("Rules", "Each version is a cell; hundreds of them make rows huge."),
         "HBase Reference Guide, 'Number of versions'", false, RuleChecks::versions},
        {"HBD-VAL-001", Severity::Error, QT_TRANSLATE_NOOP("Rules", "Cell values within limits"),
         QT_TRANSLATE_NOOP("Rules",
                           "Clients refuse cells over 10 MB; values over 100 KB belong in MOB "
                           "families, and MOB is wasted on small values."),
         "HBase Reference Guide, 'Storing Medium-sized Objects (MOB)'", false, RuleChecks::values},
        {"HBD-NAME-003", Severity::Info, QT_TRANSLATE_NOOP("Rules", "An application namespace"),
         QT_TRANSLATE_NOOP("Rules", "Namespaces carry quotas, permissions and region-server "
                                    "groups; the default namespace mixes everyone's tables."),
         "HBase Reference Guide, 'Namespace'", false, RuleChecks::defaultNamespace},
        {"HBD-KEY-003", Severity::Error, QT_TRANSLATE_NOOP("Rules", "No monotonic key prefix"),
         QT_TRANSLATE_NOOP("Rules",
                           "Keys that grow with time all sort after the last one, so every write "
                           "goes to the last region: one region server does all the work."),
         "HBase Reference Guide, 'Monotonically Increasing Row Keys/Timeseries Data'", true,
         RuleChecks::monotonicKey},
        {"HBD-KEY-004", Severity::Error, QT_TRANSLATE_NOOP("Rules", "Unique row keys"),
         QT_TRANSLATE_NOOP("Rules", "Two rows with one key are one row: the later Put wins."),
         "HBase Reference Guide, 'Rowkey Design'", true, RuleChecks::collisions},
        {"HBD-KEY-007", Severity::Info, QT_TRANSLATE_NOOP("Rules", "Short row keys"),
         QT_TRANSLATE_NOOP("Rules", "Every cell stores the row key (HBASE.md §3)."),
         "HBase Reference Guide, 'Try to minimize row and column sizes'", true,
         RuleChecks::keyLength},
        {"HBD-SPLIT-003", Severity::Warning,
         QT_TRANSLATE_NOOP("Rules", "Split keys that match the keys"),
         QT_TRANSLATE_NOOP("Rules",
                           "A region no key reaches is wasted, and the others take its share: "
                           "split keys must be written the way the row keys are."),
         "HBASE.md §2", true, RuleChecks::emptyRegions},
        {"HBD-WRITE-001", Severity::Warning,
         QT_TRANSLATE_NOOP("Rules", "Writes spread over regions"),
         QT_TRANSLATE_NOOP("Rules",
                           "When one region takes most writes of a time window, its server is "
                           "the bottleneck however many servers there are."),
         "HBase Reference Guide, 'Hotspotting'", true, RuleChecks::hotWindow},
        {"HBD-READ-001", Severity::Error, QT_TRANSLATE_NOOP("Rules", "Reads served by the key"),
         QT_TRANSLATE_NOOP("Rules",
                           "A read whose fields do not lead the row key scans the whole table."),
         "HBase Reference Guide, 'Rowkey Design'", true, RuleChecks::fullScans},
    };
    return list;
}

const Rule *find(QStringView id)
{
    for (const Rule &r : rules()) {
        if (id == QLatin1StringView(r.id))
            return &r;
    }
    return nullptr;
}

} // namespace RuleCatalog
