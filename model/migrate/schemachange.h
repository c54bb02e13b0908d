#pragma once

#include "model/schema/enumnames.h"

#include <QList>
#include <QString>
#include <QStringList>

// One difference between two designs of a cluster, as `diff` reports it and `migrate` acts on it
// (docs/cli.md#diff).

// What applying a change does to the data already stored.
enum class ChangeRisk {
    Safe,                // nothing stored changes
    RewritesStoreFiles,  // applies to store files written from now on; a major compaction rewrites
                         // the rest
    RemovesData,         // cells, families or tables are lost
    NotPossibleWithAlter // no shell command makes it: a migration plan instead
};
inline constexpr EnumNames<ChangeRisk, 4> kChangeRiskNames{{{
    {ChangeRisk::Safe, "safe"},
    {ChangeRisk::RewritesStoreFiles, "rewritesStoreFiles"},
    {ChangeRisk::RemovesData, "removesData"},
    {ChangeRisk::NotPossibleWithAlter, "notPossibleWithAlter"},
}}};

enum class ChangeKind { Added, Removed, Changed };
inline constexpr EnumNames<ChangeKind, 3> kChangeKindNames{{{
    {ChangeKind::Added, "added"},
    {ChangeKind::Removed, "removed"},
    {ChangeKind::Changed, "changed"},
}}};

// What the change is to.
enum class ChangeTarget {
    Namespace,
    Table,
    Family,
    TableAttribute,
    FamilyAttribute,
    SplitKey,
    RowKey
};
inline constexpr EnumNames<ChangeTarget, 7> kChangeTargetNames{{{
    {ChangeTarget::Namespace, "namespace"},
    {ChangeTarget::Table, "table"},
    {ChangeTarget::Family, "family"},
    {ChangeTarget::TableAttribute, "tableAttribute"},
    {ChangeTarget::FamilyAttribute, "familyAttribute"},
    {ChangeTarget::SplitKey, "splitKey"},
    {ChangeTarget::RowKey, "rowKey"},
}}};

struct SchemaChange
{
    QString path; // ObjectPath text: "ns", "ns:t", "ns:t/f", "ns:t#splits", "ns:t#rowkey"
    ChangeTarget target = ChangeTarget::Table;
    ChangeKind kind = ChangeKind::Changed;
    QString attribute; // VERSIONS, METADATA 'k'; a split key in toStringBinary form
    QString oldValue;  // as shown; empty when added or unset
    QString newValue;  // as shown; empty when removed or unset
    ChangeRisk risk = ChangeRisk::Safe;
    QString message; // in the catalogue's language

    bool operator==(const SchemaChange &) const = default;
};

struct SchemaDiff
{
    QList<SchemaChange> changes;
    QStringList errors; // what could not be compared (split keys that cannot be computed)

    bool isEmpty() const { return changes.isEmpty(); }
    bool has(ChangeRisk risk) const;
    QList<SchemaChange> withRisk(ChangeRisk risk) const;
};

// The risk's words in the catalogue's language: "rewrites store files".
QString changeRiskText(ChangeRisk risk);
