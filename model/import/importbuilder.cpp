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
    const int existing = indexOf(table.fullName());
    if (existing >= 0) {
        m_log.warn(file, line,
                   QCoreApplication::translate("ImportBuilder",
                                               "table %1 was imported before; this one replaces it")
                       .arg(table.qualifiedName()));
        m_project.tables[existing] = table;
        m_places[existing] = {file, line};
        return m_project.tables[existing];
    }
    m_index.insert(table.fullName(), int(m_project.tables.size()));
    m_places.append({file, line});
    m_project.tables.append(table);
    return m_project.tables.last();
}

int ImportBuilder::indexOf(const QString &qualifiedName) const
{
    const QString full =
        qualifiedName.contains(u':') ? qualifiedName : QStringLiteral("default:") + qualifiedName;
    return m_index.value(full, -1);
}

Table *ImportBuilder::findTable(const QString &qualifiedName)
{
    const int i = indexOf(qualifiedName);
    return i >= 0 ? &m_project.tables[i] : nullptr;
}

bool ImportBuilder::removeTable(const QString &qualifiedName)
{
    const int i = indexOf(qualifiedName);
    if (i < 0)
        return false;
    m_project.tables.removeAt(i);
    m_places.removeAt(i);
    m_index.clear();
    for (int k = 0; k < m_project.tables.size(); ++k)
        m_index.insert(m_project.tables[k].fullName(), k);
    return true;
}

ImportBuilder::Place ImportBuilder::placeOf(int tableIndex) const
{
    return tableIndex >= 0 && tableIndex < m_places.size() ? m_places[tableIndex] : Place{};
}

void ImportBuilder::declareNamespace(const QString &name)
{
    if (isReservedNamespace(name) || m_namespaces.contains(name))
        return;
    m_namespaces.insert(name);
    m_project.namespaces.append(Namespace{name, {}, {}});
}
