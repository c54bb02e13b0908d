#pragma once

#include "model/import/importlog.h"
#include "model/schema/project.h"

#include <QHash>
#include <QSet>

// The project an import fills, input after input: tables by their HBase name ("ns:t" or "t"),
// namespaces declared as tables need them.
class ImportBuilder
{
public:
    ImportBuilder(Project &project, ImportLog &log)
        : m_project(project)
        , m_log(log)
    {}

    Project &project() { return m_project; }
    ImportLog &log() { return m_log; }

    // A new, empty table; one of the same name imported before is replaced, with a warning.
    Table &createTable(const QString &qualifiedName, const QString &file, int line);
    Table *findTable(const QString &qualifiedName);
    int indexOf(const QString &qualifiedName) const; // -1 when there is none
    bool removeTable(const QString &qualifiedName);
    void declareNamespace(const QString &name);

    // A quota describe printed for a table ("TYPE => THROTTLE, ..."): quotas are set with
    // set_quota, not stored with the schema, so the project's notes list them instead.
    struct Quota
    {
        QString table;
        QString settings;
    };
    void addQuota(const QString &table, const QString &settings)
    {
        m_quotas.append({table, settings});
    }
    const QList<Quota> &quotas() const { return m_quotas; }

    // Where a table's statement or description starts, for messages about the whole table.
    struct Place
    {
        QString file;
        int line = 0;
    };
    Place placeOf(int tableIndex) const;

private:
    Project &m_project;
    ImportLog &m_log;
    QList<Quota> m_quotas;
    // The tables by their full name ("default:t"), for linear time on many tables.
    QHash<QString, int> m_index;
    QList<Place> m_places; // parallel to the project's tables
    QSet<QString> m_namespaces;
};
