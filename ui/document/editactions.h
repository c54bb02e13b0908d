#pragma once

#include "model/schema/objectpath.h"
#include "model/schema/project.h"

#include <QObject>

#include <functional>
#include <optional>

class Document;
class QAction;

// Edit > Undo, Redo, Add Table, Add Column Family, Add Qualifier, Duplicate Table and Delete:
// each a structural edit (projectedits.h) applied to the document as one undoable command, with
// the new object selected afterwards.
class EditActions : public QObject
{
    Q_OBJECT

public:
    explicit EditActions(Document *document, QObject *parent = nullptr);

    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }
    QAction *addTableAction() const { return m_addTable; }
    QAction *addFamilyAction() const { return m_addFamily; }
    QAction *addQualifierAction() const { return m_addQualifier; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *deleteAction() const { return m_delete; }

    // The edits themselves, for the menus and for tests. Each returns false when nothing fits
    // the selection.
    bool addTable();
    bool addFamily();
    bool addQualifier();
    bool duplicateTable();
    bool deleteSelected();
    // Moves the qualifier at `qualifierPath` to `family` of its table as one undoable edit and
    // selects it there; false with the reason (the family has a qualifier of that name).
    bool moveQualifier(const QString &qualifierPath, const QString &family, QString *error);

    void retranslate();
    // Where Add Table puts a new table on the diagram; unset: below the others' positions.
    void setNewTablePlace(std::function<std::optional<DiagramPosition>()> place)
    {
        m_newTablePlace = std::move(place);
    }

private:
    // Applies `adder`, which returns the new object's path (empty when it made nothing), as one
    // edit when `action` is enabled, and selects what it made.
    using Adder = std::function<QString(Project *, const ObjectPath &)>;
    bool addAndSelect(QAction *action, const QString &text, const Adder &adder);
    void updateEnabled();
    // Undo and Redo named after the steps they would take, in the interface's words.
    void updateUndoTexts();

    Document *m_document;
    std::function<std::optional<DiagramPosition>()> m_newTablePlace;
    QAction *m_undo;
    QAction *m_redo;
    QAction *m_addTable;
    QAction *m_addFamily;
    QAction *m_addQualifier;
    QAction *m_duplicate;
    QAction *m_delete;
};
