#include "model/schema/project.h"

QString Table::qualifiedName() const
{
    if (namespaceName == QStringLiteral("default"))
        return name;
    return fullName();
}

QStringList Table::familyNames() const
{
    QStringList names;
    for (const ColumnFamily &f : families)
        names.append(f.name);
    return names;
}

const ColumnFamily *Table::family(QStringView familyName) const
{
    for (const ColumnFamily &f : families) {
        if (f.name == familyName)
            return &f;
    }
    return nullptr;
}

int Project::tableIndex(QStringView qualified) const
{
    const qsizetype colon = qualified.indexOf(u':');
    const QStringView ns =
        colon < 0 ? QStringView(QStringLiteral("default")) : qualified.left(colon);
    const QStringView tableName = colon < 0 ? qualified : qualified.mid(colon + 1);
    for (int i = 0; i < tables.size(); ++i) {
        if (tables[i].namespaceName == ns && tables[i].name == tableName)
            return i;
    }
    return -1;
}

bool ClusterProfile::statesSizing() const
{
    const ClusterProfile defaults;
    return heapBytes || diskBytes || bucketCacheBytes ||
           memstoreFraction != defaults.memstoreFraction ||
           blockCacheFraction != defaults.blockCacheFraction ||
           memstoreFlushBytes != defaults.memstoreFlushBytes ||
           hdfsReplication != defaults.hdfsReplication;
}

int Project::versionFor() const
{
    // Version 4 added the cluster's sizing fields and version 5 the BucketCache and the delete
    // access pattern; a project that
    // leaves them at their defaults is written as before, so that older designers still read it.
    if (cluster.bucketCacheBytes)
        return 5;
    for (const Table &t : tables) {
        for (const AccessPattern &p : t.accessPatterns) {
            if (p.kind == AccessKind::Delete)
                return 5;
        }
    }
    if (cluster.statesSizing())
        return 4;
    for (const Table &t : tables) {
        for (const FieldGenerator &g : t.sample.generators) {
            if (g.kind == GeneratorKind::Periodic)
                return 3;
        }
    }
    return 2;
}

const Table *Project::findTable(QStringView qualified) const
{
    const int i = tableIndex(qualified);
    return i < 0 ? nullptr : &tables[i];
}

bool isReservedNamespace(QStringView name)
{
    return name == QStringLiteral("default") || name == QStringLiteral("hbase");
}
