#include "model/import/importbuilder.h"

#include <QCoreApplication>

Table &ImportBuilder::createTable(const QString &qualifiedName, const QString &file, int line)
{
    Table table;
    const qsizetype colon = qualifiedName.indexOf(u':');
    if (colon >= 0) {
        table.namespaceName = qualifiedName.left(colon);
        table.name = qualifiedName.mid(colon + 1);
    } else {
        table.name = qualifiedName;
    }
    declareNamespace(table.namespaceName);
    m_log.setTable(table.qualifiedName());
    const int existing = m_project.tableIndex(table.fullName());
    if (existing >= 0) {
        m_log.warn(file, line,
                   QCoreApplication::translate("ImportBuilder",
                                               "table %1 was imported before; this one replaces it")
                       .arg(table.qualifiedName()));
        m_project.tables[existing] = table;
        return m_project.tables[existing];
    }
    m_project.tables.append(table);
    return m_project.tables.last();
}

Table *ImportBuilder::findTable(const QString &qualifiedName)
{
    const int i = m_project.tableIndex(qualifiedName);
    return i >= 0 ? &m_project.tables[i] : nullptr;
}

bool ImportBuilder::removeTable(const QString &qualifiedName)
{
    const int i = m_project.tableIndex(qualifiedName);
    if (i < 0)
        return false;
    m_project.tables.removeAt(i);
    return true;
}

void ImportBuilder::declareNamespace(const QString &name)
{
    if (isReservedNamespace(name))
        return;
    for (const Namespace &ns : m_project.namespaces) {
        if (ns.name == name)
            return;
    }
    m_project.namespaces.append(Namespace{name, {}, {}});
}
