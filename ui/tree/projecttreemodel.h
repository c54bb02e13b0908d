#pragma once

#include "model/schema/project.h"

#include <QAbstractItemModel>

class QMimeData;

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

    // Dragging a qualifier onto another family of its table (or between that family's
    // qualifiers) asks to move it there: the model stays read-only and emits qualifierDropped.
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    bool canDropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                         const QModelIndex &parent) const override;
    bool dropMimeData(const QMimeData *data, Qt::DropAction action, int row, int column,
                      const QModelIndex &parent) override;
    Qt::DropActions supportedDropActions() const override;
    Qt::DropActions supportedDragActions() const override;

    // Re-reads every label in the current language.
    void retranslate();

signals:
    // A qualifier (its ObjectPath) was dropped on `family` of its table; after the drop, so the
    // handler may reset the model.
    void qualifierDropped(const QString &qualifierPath, const QString &family);

private:
    struct Node;

    void rebuild();
    Node *nodeOf(const QModelIndex &index) const;
    QString label(const Node &node) const;
    QString detail(const Node &node) const;
    QString toolTip(const Node &node) const;
    QString pathOf(const Node &node) const;
    // The family a drop at `parent` lands in (the family itself, or a qualifier's), or nullptr.
    const Node *dropFamily(const QModelIndex &parent) const;
    // The qualifier `data` carries when it may move into `family`: another family of its table.
    QString droppedQualifier(const QMimeData *data, const Node *family) const;

    Project m_project;
    std::unique_ptr<Node> m_root;
};
