#include "ui/document/editactions.h"

#include "model/edits/projectedits.h"
#include "model/schema/objectpath.h"
#include "ui/document/document.h"
#include "ui/window/actiontext.h"

#include <QAction>
#include <QUndoStack>

EditActions::EditActions(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_undo(new QAction(this))
    , m_redo(new QAction(this))
    , m_addTable(new QAction(this))
    , m_addFamily(new QAction(this))
    , m_addQualifier(new QAction(this))
    , m_duplicate(new QAction(this))
    , m_delete(new QAction(this))
{
    // Our own actions rather than QUndoStack::createUndoAction's: Qt's catalogue names them
    // 撤消, the rest of the Chinese interface 撤销.
    QUndoStack *stack = document->undoStack();
    connect(m_undo, &QAction::triggered, stack, &QUndoStack::undo);
    connect(m_redo, &QAction::triggered, stack, &QUndoStack::redo);
    connect(stack, &QUndoStack::canUndoChanged, m_undo, &QAction::setEnabled);
    connect(stack, &QUndoStack::canRedoChanged, m_redo, &QAction::setEnabled);
    connect(stack, &QUndoStack::undoTextChanged, this, &EditActions::updateUndoTexts);
    connect(stack, &QUndoStack::redoTextChanged, this, &EditActions::updateUndoTexts);
    m_undo->setEnabled(stack->canUndo());
    m_redo->setEnabled(stack->canRedo());
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo->setShortcut(QKeySequence::Redo);
    m_undo->setIcon(QIcon(QStringLiteral(":/icons/edit-undo.svg")));
    m_redo->setIcon(QIcon(QStringLiteral(":/icons/edit-redo.svg")));
    m_addTable->setIcon(QIcon(QStringLiteral(":/icons/add-table.svg")));
    m_addFamily->setIcon(QIcon(QStringLiteral(":/icons/add-family.svg")));
    m_addQualifier->setIcon(QIcon(QStringLiteral(":/icons/add-qualifier.svg")));
    m_duplicate->setIcon(QIcon(QStringLiteral(":/icons/edit-copy.svg")));
    m_delete->setIcon(QIcon(QStringLiteral(":/icons/edit-delete.svg")));
    m_addTable->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_addFamily->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_addQualifier->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q));
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_delete->setShortcut(QKeySequence::Delete);
    // Delete acts on the tree's selection, not on text being edited in another panel.
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_addTable, &QAction::triggered, this, &EditActions::addTable);
    connect(m_addFamily, &QAction::triggered, this, &EditActions::addFamily);
    connect(m_addQualifier, &QAction::triggered, this, &EditActions::addQualifier);
    connect(m_duplicate, &QAction::triggered, this, &EditActions::duplicateTable);
    connect(m_delete, &QAction::triggered, this, &EditActions::deleteSelected);
    connect(document, &Document::selectionChanged, this, &EditActions::updateEnabled);
    connect(document, &Document::changed, this, &EditActions::updateEnabled);
    retranslate();
    updateEnabled();
}

void EditActions::retranslate()
{
    updateUndoTexts();
    m_addTable->setText(tr("Add &Table"));
    m_addTable->setStatusTip(tr("Add a table to the selected namespace"));
    m_addFamily->setText(tr("Add Column &Family"));
    m_addFamily->setStatusTip(tr("Add a column family to the selected table"));
    m_addQualifier->setText(tr("Add &Qualifier"));
    m_addQualifier->setStatusTip(tr("Add a column qualifier to the selected family"));
    m_duplicate->setText(tr("Dup&licate Table"));
    m_duplicate->setStatusTip(tr("Copy the selected table beside it"));
    m_delete->setText(tr("&Delete"));
    m_delete->setStatusTip(tr("Delete the selected table, family or qualifier"));
}

void EditActions::updateUndoTexts()
{
    // The menu names the step ("Undo Suppress HBD-READ-001"); the toolbar and the shortcut list
    // only the command.
    const QUndoStack *stack = m_document->undoStack();
    const QString undo = stack->undoText();
    const QString redo = stack->redoText();
    m_undo->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(undo));
    m_redo->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(redo));
    setPlainActionName(m_undo, plainActionText(tr("&Undo")));
    setPlainActionName(m_redo, plainActionText(tr("&Redo")));
    m_undo->setIconText(plainActionName(m_undo));
    m_redo->setIconText(plainActionName(m_redo));
}

void EditActions::updateEnabled()
{
    const ObjectPath path = ObjectPath::parse(m_document->selection());
    const bool inTable = path.kind == ObjectPath::Kind::Table ||
                         path.kind == ObjectPath::Kind::Family ||
                         path.kind == ObjectPath::Kind::Qualifier;
    const bool table = inTable && m_document->project().findTable(path.tableFullName());
    m_addFamily->setEnabled(table);
    m_duplicate->setEnabled(table);
    m_addQualifier->setEnabled(table && path.kind != ObjectPath::Kind::Table);
    m_delete->setEnabled(table && path.part.isEmpty());
}

bool EditActions::addTable()
{
    const ObjectPath path = ObjectPath::parse(m_document->selection());
    QString ns = path.namespaceName.isEmpty() ? QStringLiteral("default") : path.namespaceName;
    if (ns == u"hbase") // the system namespace takes no user tables
        ns = QStringLiteral("default");
    QString added;
    const std::optional<DiagramPosition> at =
        m_newTablePlace ? m_newTablePlace() : std::optional<DiagramPosition>();
    m_document->edit(tr("Add Table"), [&](Project *p, QString *) {
        added = ProjectEdits::addTable(p, ns, at);
        return true;
    });
    m_document->select(added);
    return true;
}

bool EditActions::addAndSelect(QAction *action, const QString &text, const Adder &adder)
{
    if (!action->isEnabled())
        return false;
    const ObjectPath path = ObjectPath::parse(m_document->selection());
    QString added;
    const bool done = m_document->edit(text, [&](Project *p, QString *) {
        added = adder(p, path);
        return !added.isEmpty();
    });
    if (done)
        m_document->select(added);
    return done;
}

bool EditActions::addFamily()
{
    return addAndSelect(m_addFamily, tr("Add Column Family"), [](Project *p, const ObjectPath &at) {
        const QString family = ProjectEdits::addFamily(p, at.tableFullName());
        return family.isEmpty() ? QString()
                                : ObjectPath::ofFamily(at.tableFullName(), family).toString();
    });
}

bool EditActions::addQualifier()
{
    return addAndSelect(m_addQualifier, tr("Add Qualifier"), [](Project *p, const ObjectPath &at) {
        const QString qualifier = ProjectEdits::addQualifier(p, at.tableFullName(), at.family);
        return qualifier.isEmpty()
                   ? QString()
                   : ObjectPath::ofQualifier(at.tableFullName(), at.family, qualifier).toString();
    });
}

bool EditActions::duplicateTable()
{
    return addAndSelect(m_duplicate, tr("Duplicate Table"), [](Project *p, const ObjectPath &at) {
        return ProjectEdits::duplicateTable(p, at.tableFullName());
    });
}

bool EditActions::deleteSelected()
{
    const ObjectPath path = ObjectPath::parse(m_document->selection());
    if (!m_delete->isEnabled())
        return false;
    const QString table = path.tableFullName();
    // The parent is selected afterwards; undo brings the object back selected.
    bool done = false;
    switch (path.kind) {
    case ObjectPath::Kind::Table:
        done = m_document->edit(tr("Delete Table %1").arg(table), [&](Project *p, QString *e) {
            return ProjectEdits::removeTable(p, table, e);
        });
        if (done)
            m_document->select(path.namespaceName);
        break;
    case ObjectPath::Kind::Family:
        done = m_document->edit(tr("Delete Column Family %1").arg(path.family),
                                [&](Project *p, QString *e) {
                                    return ProjectEdits::removeFamily(p, table, path.family, e);
                                });
        if (done)
            m_document->select(table);
        break;
    case ObjectPath::Kind::Qualifier:
        done = m_document->edit(
            tr("Delete Qualifier %1").arg(path.qualifier), [&](Project *p, QString *) {
                return ProjectEdits::removeQualifier(p, table, path.family, path.qualifier);
            });
        if (done)
            m_document->select(ObjectPath::ofFamily(table, path.family).toString());
        break;
    default:
        break;
    }
    return done;
}

bool EditActions::moveQualifier(const QString &qualifierPath, const QString &family, QString *error)
{
    const ObjectPath path = ObjectPath::parse(qualifierPath);
    if (path.kind != ObjectPath::Kind::Qualifier)
        return false;
    const QString table = path.tableFullName();
    const bool done = m_document->edit(
        tr("Move Qualifier %1 to %2").arg(path.qualifier, family),
        [&](Project *p, QString *e) {
            return ProjectEdits::moveQualifier(p, table, path.family, path.qualifier, family, e);
        },
        error);
    if (done)
        m_document->select(ObjectPath::ofQualifier(table, family, path.qualifier).toString());
    return done;
}
