#pragma once

#include <QString>

// Where an object lives in a project, written as findings name it (docs/rules.md):
//   ""                    the project (and its cluster profile)
//   "ns"                  a namespace (no ':')
//   "ns:table"            a table;  "ns:table#rowkey", "ns:table#splits" its key and splits
//   "ns:table/family"     a column family;  "ns:table/family:qualifier" one of its qualifiers
// Tables are always written with their namespace, "default:t" included.
struct ObjectPath
{
    enum class Kind { Project, Namespace, Table, Family, Qualifier };

    Kind kind = Kind::Project;
    QString namespaceName;
    QString table; // the table's name without its namespace
    QString part;  // "rowkey", "splits" or empty
    QString family;
    QString qualifier;

    QString tableFullName() const { return namespaceName + u':' + table; }
    QString toString() const;

    static ObjectPath parse(const QString &path);
    static ObjectPath ofTable(const QString &fullName);
    static ObjectPath ofFamily(const QString &tableFullName, const QString &family);
    static ObjectPath ofQualifier(const QString &tableFullName, const QString &family,
                                  const QString &qualifier);

    bool operator==(const ObjectPath &) const = default;
};
