#pragma once

#include "ui/properties/propertysheet.h"

#include <QAbstractTableModel>

class Document;

// Sets property `id` of the object at `objectPath` to `value` as one undoable edit named
// `text`; false with the reason (HBase's rule included) when it is refused.
bool editProperty(Document *document, const QString &text, const QString &objectPath,
                  const QString &id, const QString &value, QString *error = nullptr,
                  const QString &mergeKey = {});
// Several property edits in order as one undoable edit (a finding's fix, a strategy switch).
bool editProperties(Document *document, const QString &text, const QList<FixEdit> &edits,
                    QString *error = nullptr, const QString &mergeKey = {});

// The selected object's properties as a two-column table (property, value). Edits go through the
// document as one undoable command each; a value HBase would refuse is refused with its rule.
class PropertyModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ValueColumn, ColumnCount };
    enum Role {
        PropertyIdRole = Qt::UserRole + 1,
        TypeRole,         // Property::Type as int
        ChoicesRole,      // QStringList: the values
        ChoiceLabelsRole, // QStringList: what to show for each value (the values when empty)
    };

    explicit PropertyModel(Document *document, QObject *parent = nullptr);

    // Row of the property with that id, as an index in the value column; invalid when absent.
    QModelIndex indexOf(const QString &id) const;
    // What is wrong with `text` as the value at `index`; empty when it would be taken.
    QString check(const QModelIndex &index, const QString &text) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Re-reads the selected object's properties (after any change, and on a language change).
    void reload();

signals:
    // An edit was refused; `message` says why, with HBase's rule. Empty after an edit is taken.
    void refused(const QString &message);

private:
    Document *m_document;
    QList<Property> m_properties;
    QString m_shownPath; // the object m_properties are of
    // While an edit moves the shown object (a rename): its path before and after.
    std::pair<QString, QString> m_movedTo;
};
