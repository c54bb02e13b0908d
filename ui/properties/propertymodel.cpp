#include "ui/properties/propertymodel.h"

#include "ui/document/document.h"

bool editProperty(Document *document, const QString &text, const QString &objectPath,
                  const QString &id, const QString &value, QString *error, const QString &mergeKey)
{
    return editProperties(document, text, {FixEdit{objectPath, id, value}}, error, mergeKey);
}

bool editProperties(Document *document, const QString &text, const QList<FixEdit> &edits,
                    QString *error, const QString &mergeKey)
{
    return document->edit(
        text,
        [&](Project *p, QString *e) {
            PropertySheet::Result r = PropertySheet::applyEdits(*p, edits);
            *e = r.error;
            *p = std::move(r.project);
            return r.ok();
        },
        error, mergeKey);
}

PropertyModel::PropertyModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &Document::changed, this, &PropertyModel::reload);
    connect(document, &Document::selectionChanged, this, &PropertyModel::reload);
    reload();
}

void PropertyModel::reload()
{
    // While an edit moves the shown object to a new path, the selection still names the old one.
    QString path = m_document->selection();
    if (path == m_movedTo.first && !path.isEmpty())
        path = m_movedTo.second;
    QList<Property> properties = PropertySheet::of(m_document->project(), path);
    const auto sameRows = [this, &properties] {
        if (properties.size() != m_properties.size())
            return false;
        for (qsizetype i = 0; i < properties.size(); ++i) {
            if (properties[i].id != m_properties[i].id ||
                properties[i].type != m_properties[i].type)
                return false;
        }
        return true;
    };
    // The same object edited (an edit committed from this panel, or made elsewhere): its values
    // change in place. A reset would destroy the editor that is committing the edit, while the
    // view still uses it ("closeEditor called with an editor that does not belong to this view").
    const bool sameObject =
        path == m_shownPath || (m_shownPath == m_movedTo.first && path == m_movedTo.second);
    if (sameObject && sameRows()) {
        m_shownPath = path;
        m_properties = std::move(properties);
        if (!m_properties.isEmpty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_properties = std::move(properties);
    m_shownPath = path;
    endResetModel();
}

QModelIndex PropertyModel::indexOf(const QString &id) const
{
    for (int row = 0; row < m_properties.size(); ++row) {
        if (m_properties[row].id == id)
            return index(row, ValueColumn);
    }
    return {};
}

QString PropertyModel::check(const QModelIndex &index, const QString &text) const
{
    if (!index.isValid())
        return {};
    return PropertySheet::apply(m_document->project(), m_properties[index.row()], text).error;
}

int PropertyModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_properties.size());
}

int PropertyModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PropertyModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Property &p = m_properties[index.row()];
    const bool flag = p.type == Property::Type::Flag;
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == NameColumn)
            return p.label;
        if (flag)
            return {};
        // Key lists show how many; the editor shows them all.
        if (p.type == Property::Type::Choice && !p.choiceLabels.isEmpty())
            return p.choiceLabels.value(p.choices.indexOf(p.value), p.value);
        if (p.type == Property::Type::KeyList)
            return tr("%n key(s)", nullptr,
                      int(p.value.count(u'\n') + (p.value.isEmpty() ? 0 : 1)));
        if (p.type == Property::Type::Attributes)
            return tr("%n attribute(s)", nullptr,
                      int(p.value.count(u'\n') + (p.value.isEmpty() ? 0 : 1)));
        if (p.type == Property::Type::LongText) // its first line; the tooltip has them all
            return p.value.contains(u'\n') ? p.value.section(u'\n', 0, 0) + QStringLiteral(" …")
                                           : p.value;
        return p.value;
    case Qt::EditRole:
        return index.column() == ValueColumn ? p.value : p.label;
    case Qt::CheckStateRole:
        if (index.column() == ValueColumn && flag)
            return PropertySheet::parseFlag(p.value) ? Qt::Checked : Qt::Unchecked;
        return {};
    case Qt::ToolTipRole:
        if (p.type == Property::Type::LongText && index.column() == ValueColumn &&
            !p.value.isEmpty())
            return p.help + QStringLiteral("\n\n") + p.value;
        return p.help;
    case PropertyIdRole:
        return p.id;
    case TypeRole:
        return int(p.type);
    case ChoicesRole:
        return p.choices;
    case ChoiceLabelsRole:
        return p.choiceLabels.isEmpty() ? p.choices : p.choiceLabels;
    default:
        return {};
    }
}

bool PropertyModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != ValueColumn)
        return false;
    const Property p = m_properties[index.row()];
    if (!p.set)
        return false;
    QString text;
    if (role == Qt::CheckStateRole)
        text = PropertySheet::flagText(value.value<Qt::CheckState>() == Qt::Checked);
    else if (role == Qt::EditRole)
        text = value.toString();
    else
        return false;
    if (text == p.value)
        return false;
    const PropertySheet::Result result = PropertySheet::apply(m_document->project(), p, text);
    if (!result.ok()) {
        emit refused(tr("%1: %2").arg(p.label, result.error));
        return false;
    }
    const QString path = m_document->selection();
    const Project after = result.project;
    // The object's path after the edit: a rename, a qualifier moved to another family or a table
    // to another namespace keep the same object, shown under its new path, its values changed in
    // place rather than by a reset that would close the editor committing this edit.
    QString moved;
    if (p.type == Property::Type::Name)
        moved = PropertySheet::pathAfterRename(path, text);
    else if (p.id == u"family")
        moved = PropertySheet::pathAfterFamilyChange(path, text);
    else if (p.id == u"namespace")
        moved = PropertySheet::pathAfterNamespaceChange(path, text.trimmed());
    if (!moved.isEmpty() && moved != path)
        m_movedTo = {path, moved};
    const bool done = m_document->edit(
        tr("Change %1").arg(p.label),
        [&after](Project *project, QString *) {
            *project = after;
            return true;
        },
        nullptr, path + u'|' + p.id);
    if (!done) {
        m_movedTo = {};
        return false;
    }
    emit refused({}); // an earlier refusal no longer stands
    // The selection follows the object it was on: the tree keeps it selected and open.
    if (!moved.isEmpty())
        m_document->select(moved);
    m_movedTo = {};
    return true;
}

Qt::ItemFlags PropertyModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const Property &p = m_properties[index.row()];
    if (index.column() == ValueColumn && p.set)
        f |= p.type == Property::Type::Flag ? Qt::ItemIsUserCheckable : Qt::ItemIsEditable;
    return f;
}

QVariant PropertyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Property") : tr("Value");
}
