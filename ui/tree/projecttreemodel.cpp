#include "ui/tree/projecttreemodel.h"

#include "model/export/scriptexporter.h"
#include "model/hbase/bytes.h"
#include "translations/translator.h"

#include <QIcon>
#include <QMimeData>

namespace {

// A dragged qualifier: its ObjectPath.
const QString kQualifierMime = QStringLiteral("application/x-hbase-designer-qualifier");

} // namespace

// A node refers into m_project by indices, so labels are always computed from the model and in
// the current language.
struct ProjectTreeModel::Node
{
    Kind kind = Kind::Project;
    QString namespaceName; // Namespace
    int table = -1;        // Table and below
    int family = -1;       // Family, Qualifier
    int qualifier = -1;    // Qualifier
    Node *parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;

    Node *add(Kind childKind)
    {
        auto child = std::make_unique<Node>();
        child->kind = childKind;
        child->namespaceName = namespaceName;
        child->table = table;
        child->family = family;
        child->parent = this;
        child->row = int(children.size());
        children.push_back(std::move(child));
        return children.back().get();
    }
};

ProjectTreeModel::ProjectTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
{
    rebuild();
}

ProjectTreeModel::~ProjectTreeModel() = default;

void ProjectTreeModel::setProject(const Project &project)
{
    beginResetModel();
    m_project = project;
    rebuild();
    endResetModel();
}

void ProjectTreeModel::rebuild()
{
    m_root = std::make_unique<Node>();
    Node *projectNode = m_root->add(Kind::Project);

    // Declared namespaces first, in file order, then the reserved ones that hold tables.
    QStringList namespaces;
    for (const Namespace &ns : m_project.namespaces)
        namespaces.append(ns.name);
    for (const Table &t : m_project.tables) {
        if (!namespaces.contains(t.namespaceName))
            namespaces.append(t.namespaceName);
    }
    for (const QString &ns : namespaces) {
        Node *nsNode = projectNode->add(Kind::Namespace);
        nsNode->namespaceName = ns;
        for (int t = 0; t < m_project.tables.size(); ++t) {
            const Table &table = m_project.tables[t];
            if (table.namespaceName != ns)
                continue;
            Node *tableNode = nsNode->add(Kind::Table);
            tableNode->table = t;
            tableNode->add(Kind::RowKey);
            for (int f = 0; f < table.families.size(); ++f) {
                Node *familyNode = tableNode->add(Kind::Family);
                familyNode->family = f;
                for (int q = 0; q < table.families[f].qualifiers.size(); ++q)
                    familyNode->add(Kind::Qualifier)->qualifier = q;
            }
            tableNode->add(Kind::Splits);
        }
    }
}

QModelIndex ProjectTreeModel::tableIndex(const QString &fullName) const
{
    const Node *projectNode = m_root->children.front().get();
    for (const auto &ns : projectNode->children) {
        for (const auto &table : ns->children) {
            if (m_project.tables[table->table].fullName() == fullName)
                return createIndex(table->row, 0, table.get());
        }
    }
    return {};
}

QModelIndex ProjectTreeModel::indexOfPath(const QString &objectPath) const
{
    std::vector<const Node *> pending{m_root->children.front().get()};
    while (!pending.empty()) {
        const Node *node = pending.back();
        pending.pop_back();
        if (pathOf(*node) == objectPath)
            return createIndex(node->row, 0, const_cast<Node *>(node));
        for (const auto &child : node->children)
            pending.push_back(child.get());
    }
    return {};
}

QString ProjectTreeModel::pathOf(const Node &node) const
{
    const auto table = [&] { return m_project.tables[node.table].fullName(); };
    const auto family = [&] {
        return table() + u'/' + m_project.tables[node.table].families[node.family].name;
    };
    switch (node.kind) {
    case Kind::Project:
        return {};
    case Kind::Namespace:
        return node.namespaceName;
    case Kind::Table:
        return table();
    case Kind::RowKey:
        return table() + QStringLiteral("#rowkey");
    case Kind::Splits:
        return table() + QStringLiteral("#splits");
    case Kind::Family:
        return family();
    case Kind::Qualifier:
        return family() + u':' +
               m_project.tables[node.table].families[node.family].qualifiers[node.qualifier].name;
    }
    return {};
}

ProjectTreeModel::Node *ProjectTreeModel::nodeOf(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex ProjectTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    Node *node = nodeOf(parent);
    return createIndex(row, column, node->children[size_t(row)].get());
}

QModelIndex ProjectTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *parentNode = nodeOf(child)->parent;
    if (parentNode == m_root.get())
        return {};
    return createIndex(parentNode->row, 0, parentNode);
}

int ProjectTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeOf(parent)->children.size());
}

int ProjectTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QString ProjectTreeModel::label(const Node &node) const
{
    switch (node.kind) {
    case Kind::Project:
        return m_project.name.isEmpty() ? tr("Untitled project")
                                        : nameIn(m_project, Translations::currentLanguage());
    case Kind::Namespace:
        return node.namespaceName;
    case Kind::Table:
        return m_project.tables[node.table].name;
    case Kind::RowKey:
        return tr("Row key");
    case Kind::Family:
        return m_project.tables[node.table].families[node.family].name;
    case Kind::Qualifier:
        return m_project.tables[node.table].families[node.family].qualifiers[node.qualifier].name;
    case Kind::Splits:
        return tr("Pre-split");
    }
    return {};
}

QString ProjectTreeModel::detail(const Node &node) const
{
    switch (node.kind) {
    case Kind::Project:
        return tr("%n table(s)", nullptr, int(m_project.tables.size()));
    case Kind::Namespace:
        if (isReservedNamespace(node.namespaceName))
            return tr("built-in namespace");
        return {};
    case Kind::Table:
        return tr("%n column family(s)", nullptr,
                  int(m_project.tables[node.table].families.size()));
    case Kind::RowKey: {
        const RowKey &key = m_project.tables[node.table].rowKey;
        return key.isEmpty() ? tr("not designed yet") : key.toNotation();
    }
    case Kind::Family:
        return familyHash(m_project.tables[node.table].families[node.family]);
    case Kind::Qualifier: {
        const Qualifier &q =
            m_project.tables[node.table].families[node.family].qualifiers[node.qualifier];
        return kValueTypeNames.name(q.type);
    }
    case Kind::Splits: {
        const SplitSpec &s = m_project.tables[node.table].splits;
        switch (s.kind) {
        case SplitKind::None:
            return tr("none: the table starts with one region");
        case SplitKind::Explicit:
            return tr("%n split key(s)", nullptr, int(s.keys.size()));
        case SplitKind::Algorithm:
            return tr("%1 regions by %2")
                .arg(s.regions)
                .arg(kSplitAlgorithmNames.name(s.algorithm));
        case SplitKind::StartEnd:
            return tr("%1 regions from '%2' to '%3'")
                .arg(s.regions)
                .arg(Bytes::toStringBinary(s.startKey), Bytes::toStringBinary(s.endKey));
        case SplitKind::SaltBuckets:
            return tr("%1 salt buckets").arg(s.regions);
        case SplitKind::Recommended:
            return tr("%1 regions from the sample keys").arg(s.regions);
        }
        return {};
    }
    }
    return {};
}

QString ProjectTreeModel::toolTip(const Node &node) const
{
    const QString language = Translations::currentLanguage();
    switch (node.kind) {
    case Kind::Project:
        return descriptionIn(m_project, language);
    case Kind::Namespace:
        for (const Namespace &ns : m_project.namespaces) {
            if (ns.name == node.namespaceName)
                return descriptionIn(ns, language);
        }
        return {};
    case Kind::Table:
        return descriptionIn(m_project.tables[node.table], language);
    case Kind::Family:
        return descriptionIn(m_project.tables[node.table].families[node.family], language);
    case Kind::Qualifier:
        return descriptionIn(
            m_project.tables[node.table].families[node.family].qualifiers[node.qualifier],
            language);
    case Kind::RowKey:
    case Kind::Splits:
        return detail(node);
    }
    return {};
}

QVariant ProjectTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node &node = *nodeOf(index);
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == NameColumn ? label(node) : detail(node);
    case Qt::ToolTipRole: {
        // The definition column is often elided; its tooltip shows it whole.
        const QString tip = index.column() == DetailColumn ? detail(node) : toolTip(node);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    }
    case Qt::DecorationRole: {
        if (index.column() != NameColumn)
            return {};
        switch (node.kind) {
        case Kind::Project:
            return QIcon(QStringLiteral(":/icons/hbase-designer.svg"));
        case Kind::Namespace:
            return QIcon(QStringLiteral(":/icons/namespace.svg"));
        case Kind::Table:
            return QIcon(QStringLiteral(":/icons/table.svg"));
        case Kind::RowKey:
            return QIcon(QStringLiteral(":/icons/rowkey.svg"));
        case Kind::Family:
            return QIcon(QStringLiteral(":/icons/family.svg"));
        case Kind::Qualifier:
            return QIcon(QStringLiteral(":/icons/qualifier.svg"));
        case Kind::Splits:
            return QIcon(QStringLiteral(":/icons/splits.svg"));
        }
        return {};
    }
    case TableRole:
        return node.table >= 0 ? m_project.tables[node.table].fullName() : QString();
    case KindRole:
        return QVariant::fromValue(node.kind);
    case ObjectPathRole:
        return pathOf(node);
    default:
        return {};
    }
}

QVariant ProjectTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Name") : tr("HBase definition");
}

void ProjectTreeModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    // Every label may change; the structure does not.
    emit layoutAboutToBeChanged();
    emit layoutChanged();
}

Qt::ItemFlags ProjectTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags f = QAbstractItemModel::flags(index);
    if (!index.isValid())
        return f;
    const Kind kind = nodeOf(index)->kind;
    if (kind == Kind::Qualifier)
        f |= Qt::ItemIsDragEnabled;
    if (kind == Kind::Family)
        f |= Qt::ItemIsDropEnabled;
    return f;
}

QStringList ProjectTreeModel::mimeTypes() const
{
    return {kQualifierMime};
}

QMimeData *ProjectTreeModel::mimeData(const QModelIndexList &indexes) const
{
    for (const QModelIndex &index : indexes) {
        const Node *node = index.isValid() ? nodeOf(index) : nullptr;
        if (node && node->kind == Kind::Qualifier) {
            auto *data = new QMimeData;
            data->setData(kQualifierMime, pathOf(*node).toUtf8());
            return data;
        }
    }
    return nullptr;
}

Qt::DropActions ProjectTreeModel::supportedDropActions() const
{
    return Qt::MoveAction;
}

Qt::DropActions ProjectTreeModel::supportedDragActions() const
{
    return Qt::MoveAction;
}

const ProjectTreeModel::Node *ProjectTreeModel::dropFamily(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return nullptr;
    const Node *node = nodeOf(parent);
    if (node->kind == Kind::Qualifier)
        node = node->parent;
    return node && node->kind == Kind::Family ? node : nullptr;
}

QString ProjectTreeModel::droppedQualifier(const QMimeData *data, const Node *family) const
{
    if (!data || !family || !data->hasFormat(kQualifierMime))
        return {};
    const QString path = QString::fromUtf8(data->data(kQualifierMime));
    const QModelIndex dragged = indexOfPath(path);
    const Node *node = dragged.isValid() ? nodeOf(dragged) : nullptr;
    if (!node || node->kind != Kind::Qualifier || node->table != family->table ||
        node->family == family->family)
        return {};
    return path;
}

bool ProjectTreeModel::canDropMimeData(const QMimeData *data, Qt::DropAction action, int, int,
                                       const QModelIndex &parent) const
{
    return action == Qt::MoveAction && !droppedQualifier(data, dropFamily(parent)).isEmpty();
}

bool ProjectTreeModel::dropMimeData(const QMimeData *data, Qt::DropAction action, int row,
                                    int column, const QModelIndex &parent)
{
    if (!canDropMimeData(data, action, row, column, parent))
        return false;
    const Node *family = dropFamily(parent);
    const QString path = droppedQualifier(data, family);
    const QString familyName = m_project.tables[family->table].families[family->family].name;
    // Queued: the edit resets this model, which the view's drag must not see mid-drop. Nothing
    // is removed by the view either: the move is the document's edit.
    QMetaObject::invokeMethod(
        this, [this, path, familyName] { emit qualifierDropped(path, familyName); },
        Qt::QueuedConnection);
    return false;
}
