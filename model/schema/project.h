#pragma once

#include "model/schema/clusterprofile.h"
#include "model/schema/hbaseenums.h"
#include "model/schema/localizedtext.h"
#include "model/schema/table.h"

#include <QList>
#include <QString>

struct Namespace
{
    QString name;
    QString description;
    LocalizedTexts i18n; // description
    bool operator==(const Namespace &) const = default;
};

// A finding the team has accepted on purpose: lint stops reporting it and counts it instead.
struct Suppression
{
    QString ruleId;     // "HBD-KEY-007"
    QString objectPath; // exactly as the finding names it: "ns:table#rowkey"
    QString reason;     // why; required

    bool operator==(const Suppression &) const = default;
};

struct Project
{
    // 2: sample generators say whether they were guessed, the roundRobin kind, and
    // sample.csvColumns. Files of version 1 read as before.
    // 3: the periodic generator kind. A project without one is written as version 2, so that a
    // designer that knows only version 2 still reads it.
    static constexpr int kFormatVersion = 5;
    // The lowest version that holds this project, the one its file is written as.
    int versionFor() const;

    QString name;
    QString description;
    QString notes;
    ClusterProfile cluster;
    QList<Namespace> namespaces; // declared namespaces other than default and hbase
    QList<Table> tables;
    QList<Suppression> suppressions;
    LocalizedTexts i18n; // name, description, notes

    // Accepts "ns:name", or "name" for the default namespace.
    const Table *findTable(QStringView qualified) const;
    int tableIndex(QStringView qualified) const;
    // Drops the entries of a map keyed by "ns:table" whose table the project no longer has.
    template<typename Map> void keepTablesOf(Map &byTable) const
    {
        for (auto it = byTable.begin(); it != byTable.end();) {
            if (findTable(it.key()))
                ++it;
            else
                it = byTable.erase(it);
        }
    }

    bool operator==(const Project &) const = default;
};

// HBase's two namespaces that always exist and are never created by a script.
bool isReservedNamespace(QStringView name);
