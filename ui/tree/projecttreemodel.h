#pragma once

#include "model/schema/project.h"

#include <QAbstractItemModel>

#include <memory>
#include <vector>

// The project as a tree: namespaces, their tables, and under each table its row key, column
// families (with their qualifiers) and pre-split. Column 0 names an object, column 1 shows what
// HBase will be told about it. Read-only: edits go through the Document and reset the model.
class ProjectTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, DetailColumn, ColumnCount };
    enum Role {
        // "ns:table" of the table an item belongs to; empty for the project and namespaces.
        TableRole = Qt::UserRole + 1,
        KindRole,
        // The item's ObjectPath string: "ns:table/family", "ns:table#rowkey", "" for the project.
        ObjectPathRole,
    };
    enum class Kind { Project, Namespace, Table, RowKey, Family, Qualifier, Splits };
    Q_ENUM(Kind)

    explicit ProjectTreeModel(QObject *parent = nullptr);
    ~ProjectTreeModel() override;

    void setProject(const Project &project);

    // Item of a table, or an invalid index.
    QModelIndex tableIndex(const QString &fullName) const;
    // Item of an ObjectPath string, or an invalid index.
    QModelIndex indexOfPath(const QString &objectPath) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Re-reads every label in the current language.
    void retranslate();

private:
    struct Node;

    void rebuild();
    Node *nodeOf(const QModelIndex &index) const;
    QString label(const Node &node) const;
    QString detail(const Node &node) const;
    QString toolTip(const Node &node) const;
    QString pathOf(const Node &node) const;

    Project m_project;
    std::unique_ptr<Node> m_root;
};
