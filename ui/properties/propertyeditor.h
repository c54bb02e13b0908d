#pragma once

#include <QStyledItemDelegate>
#include <QWidget>

class Document;
class PropertyModel;
class QLabel;
class QTableView;

// Editors per property type: combo boxes for HBase's enumerations, a multi-line box for split
// keys, and line edits that check the value as it is typed.
class PropertyDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    explicit PropertyDelegate(PropertyModel *model, QObject *parent = nullptr);

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model,
                      const QModelIndex &index) const override;
    void updateEditorGeometry(QWidget *editor, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const override;

signals:
    // What is wrong with the value being typed; empty when it is fine.
    void checked(const QString &message) const;

protected:
    bool eventFilter(QObject *editor, QEvent *event) override;

private:
    PropertyModel *m_model;
};

// The Properties panel: the table of the selected object's properties and a line that says why
// a value is refused.
class PropertyEditor : public QWidget
{
    Q_OBJECT

public:
    explicit PropertyEditor(Document *document, QWidget *parent = nullptr);

    PropertyModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    QString message() const;

private:
    void showMessage(const QString &message);

    PropertyModel *m_model;
    QTableView *m_view;
    QLabel *m_message;
    QString m_resetFrom;          // the current property's id while the model resets
    bool m_resetHadFocus = false; // whether the table or its editor had the focus then
};
